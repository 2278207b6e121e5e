// Internal to the engine's file readers: the one reader of the board format (README "Board files"). A board
// file and a board a scenario or save embeds ("board": {...}) are the same format, so one reader takes both:
// they accept the same boards and say the same about a broken one, only the place differs ("rooms[2].id" in
// a board file, "board.rooms[2].id" in a scenario).
#pragma once

#include <rapidjson/document.h>

#include <string>

#include "board.hpp"

namespace nemesis {

// `where` is the board's place in its file: "" for a board file, "board" in a scenario. Throws BoardError
// "SOURCE: PLACE: PROBLEM".
Board readBoard(const rapidjson::Value& v, const std::string& source, const std::string& where);

}  // namespace nemesis
