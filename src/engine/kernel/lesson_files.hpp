// Where a game's lessons are: the files NN-name.json of a folder (two digits, a dash), in their order.
#pragma once

#include <string>
#include <vector>

namespace nemesis {

// The lesson files of `dir`, sorted by name (so by number). Throws FileError ("DIR: cannot list the lessons:
// ...") when the folder cannot be read.
[[nodiscard]] std::vector<std::string> lessonFiles(const std::string& dir);

}  // namespace nemesis
