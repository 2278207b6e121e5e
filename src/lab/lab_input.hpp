// Reading what the lab is given: script files (or standard input), for every game.
#pragma once

#include <string>

namespace lab {

// The whole script file, or standard input for "-", at most kMaxScriptBytes (file_io.hpp). Throws LabError
// naming the path.
std::string readInput(const std::string& path);

}  // namespace lab
