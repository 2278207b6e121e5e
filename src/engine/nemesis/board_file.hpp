// Reads a board file (JSON, the format of shared/reference/nemesis_basic_board.json plus an optional
// "name"). Every problem is reported as a BoardError naming the file, the place and the problem.
#pragma once

#include <string>
#include <string_view>

#include "board.hpp"
#include "engine/kernel/plain_name.hpp"

namespace nemesis {

// A board named by a scenario, a setting or an option is the file NAME.json in a boards folder: NAME is a plain
// name (engine/kernel/plain_name.hpp: letters, digits, '-', '_' and '.', not starting with '.', so it cannot reach
// outside that folder, and short enough to be a file name).
[[nodiscard]] inline bool isBoardName(std::string_view name) {
  return isPlainName(name);
}
inline constexpr std::string_view kBoardNameRule = kPlainNameRule;

// A board file without a "name" is named after the file: "basic" for boards/basic.json, as a scenario naming
// it calls it (and a save or a recording writes it).
Board loadBoardFile(const std::string& path);
// `source` is the name used in messages (a path, or "<memory>").
Board parseBoard(const std::string& json, const std::string& source);

}  // namespace nemesis
