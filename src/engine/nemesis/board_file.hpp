// Reads a board file (JSON, the format of shared/reference/nemesis_basic_board.json plus an optional
// "name"). Every problem is reported as a BoardError naming the file, the place and the problem.
#pragma once

#include <string>
#include <string_view>

#include "board.hpp"

namespace nemesis {

// A board named by a scenario, a setting or an option is the file NAME.json in a boards folder: NAME is
// letters, digits, '-', '_' and '.', not starting with '.' (so it cannot reach outside that folder), and
// short enough to be a file name.
[[nodiscard]] bool isBoardName(std::string_view name);
inline constexpr std::size_t kMaxBoardName = 64;
inline constexpr std::string_view kBoardNameRule = "1-64 letters, digits, '-', '_' or '.', not starting with '.'";

// A board file without a "name" is named after the file: "basic" for boards/basic.json, as a scenario naming
// it calls it (and a save or a recording writes it).
Board loadBoardFile(const std::string& path);
// `source` is the name used in messages (a path, or "<memory>").
Board parseBoard(const std::string& json, const std::string& source);

}  // namespace nemesis
