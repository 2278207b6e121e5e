// Internal to the lesson code (lesson_read.cpp, lesson_eval.cpp): how lessons name characters, rooms,
// corridors and comparisons, in one place so the reader accepts exactly what the evaluator looks up.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "engine/kernel/decimal.hpp"
#include "lesson.hpp"
#include "scenario_names.hpp"

namespace nemesis::lesson_names {

// A character by class name, any case ("captain"); -1 when no character of the lesson has that class.
inline int characterByName(const GameState& s, std::string_view name) {
  const std::string wanted = scenario_names::lower(name);
  for (int i = 0; i < s.characterCount(); ++i) {
    if (scenario_names::lower(nameOf(s.character(i).cls)) == wanted) return i;
  }
  return -1;
}

// A room by its board label ("7"); -1 when the board has no such room.
inline int roomByName(const Board& b, std::string_view label) {
  const std::optional<int> n = parseDecimal(label, 0, 1000);
  if (!n) return -1;
  return b.roomByLabel(*n).value_or(-1);
}

// "7-11" (the two rooms a corridor joins, either order) or "technical"; kNoPassage when there is none.
inline PassageId passageByName(const Board& b, std::string_view name) {
  if (scenario_names::lower(name) == "technical") return b.techSpace();
  const std::size_t dash = name.find('-');
  if (dash == std::string_view::npos) return kNoPassage;
  const int a = roomByName(b, name.substr(0, dash));
  const int c = roomByName(b, name.substr(dash + 1));
  if (a < 0 || c < 0) return kNoPassage;
  const int corridor = b.corridorBetween(a, c);
  return corridor < 0 ? kNoPassage : corridor;
}

inline constexpr std::array<std::string_view, 5> kOps = {"<", "<=", "==", ">=", ">"};

inline std::string_view opWord(CompareOp op) {
  return kOps[static_cast<std::size_t>(op)];
}

inline std::optional<CompareOp> opByWord(std::string_view word) {
  for (std::size_t i = 0; i < kOps.size(); ++i) {
    if (kOps[i] == word) return static_cast<CompareOp>(i);
  }
  return std::nullopt;
}

}  // namespace nemesis::lesson_names
