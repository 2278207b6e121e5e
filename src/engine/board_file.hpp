// Reads a board file (JSON, the format of shared/reference/nemesis_basic_board.json plus an optional
// "name"). Every problem is reported as a BoardError naming the file, the place and the problem.
#pragma once

#include <string>

#include "board.hpp"

namespace nemesis {

Board loadBoardFile(const std::string& path);
// `source` is the name used in messages (a path, or "<memory>").
Board parseBoard(const std::string& json, const std::string& source);

}  // namespace nemesis
