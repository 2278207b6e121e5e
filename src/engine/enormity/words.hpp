// The words files, commands and dumps use for the state's enums ("north", "move_blip", "closest_blip"): one
// table per enum, in enum order, so a word and its value never disagree between the reader and the writers.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

#include "state.hpp"

namespace nemesis::enormity::words {

inline constexpr std::array<std::string_view, 3> kColours = {"white", "red", "black"};
inline constexpr std::array<std::string_view, 4> kDirections = {"north", "east", "south", "west"};
inline constexpr std::array<std::string_view, 2> kAxes = {"x", "y"};
inline constexpr std::array<std::string_view, 6> kStages = {"none",       "confidence", "stress",
                                                            "discipline", "assign",     "moving"};
inline constexpr std::array<std::string_view, 7> kSteps = {"next_blip",  "move_blip", "push_blip", "reveal",
                                                           "spawn_blip", "overwhelm", "end_roll"};
inline constexpr std::array<std::string_view, 4> kDecisions = {"none", "closest_blip", "zigzag_axis", "spawn_point"};
inline constexpr std::array<std::string_view, 2> kStatuses = {"playing", "lost"};

template <class E>
constexpr const auto& table() {
  if constexpr (std::is_same_v<E, DieColour>)
    return kColours;
  else if constexpr (std::is_same_v<E, Direction>)
    return kDirections;
  else if constexpr (std::is_same_v<E, Axis>)
    return kAxes;
  else if constexpr (std::is_same_v<E, RollStage>)
    return kStages;
  else if constexpr (std::is_same_v<E, StepKind>)
    return kSteps;
  else if constexpr (std::is_same_v<E, DecisionKind>)
    return kDecisions;
  else
    return kStatuses;
}

// The word for a value; "" for a value outside the enum.
template <class E>
constexpr std::string_view word(E e) {
  const auto& t = table<E>();
  const auto i = static_cast<std::size_t>(e);
  return i < t.size() ? t[i] : std::string_view();
}

// The value a word names.
template <class E>
constexpr std::optional<E> parse(std::string_view w) {
  const auto& t = table<E>();
  for (std::size_t i = 0; i < t.size(); ++i) {
    if (t[i] == w) return static_cast<E>(i);
  }
  return std::nullopt;
}

// "white, red, black": the words a place accepts, for messages.
template <class E>
std::string list() {
  std::string out;
  for (std::string_view w : table<E>()) out += (out.empty() ? "" : ", ") + std::string(w);
  return out;
}

}  // namespace nemesis::enormity::words
