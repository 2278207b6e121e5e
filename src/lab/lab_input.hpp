// Reading what the lab is given: script files (or standard input) and starting positions.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "engine/nemesis/state.hpp"

namespace lab {

// The whole script file, or standard input for "-", at most kMaxScriptBytes (file_io.hpp). Throws LabError
// naming the path.
std::string readInput(const std::string& path);

// The scenario at `path`; with a seed, the file's "seed" field is replaced by it (added when absent), so
// setup runs with that seed and the file's other fields are applied on top. Throws ScenarioError.
nemesis::GameState loadStart(const std::string& path, const std::string& boardsDir, std::optional<std::uint64_t> seed);

}  // namespace lab
