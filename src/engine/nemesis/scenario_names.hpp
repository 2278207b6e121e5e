// Internal to scenario_read.cpp, scenario_write.cpp and scenario_edit.cpp: the words the scenario format uses for enum values
// and components, in one place so the reader accepts exactly what the writer writes. fields.hpp uses the same
// words for enums (nemesis-lab --json, and a snapshot loader's check that a value is one of the enum's).
#pragma once

#include <array>
#include <cctype>
#include <optional>
#include <string>
#include <string_view>

#include "components.hpp"
#include "rules.hpp"
#include "state.hpp"

namespace nemesis::scenario_names {

inline constexpr std::array<std::string_view, 6> kIntruderTypes = {"larva",   "creeper", "adult",
                                                                   "breeder", "queen",   "blank"};
inline constexpr std::array<std::string_view, 6> kEffects = {"malfunction", "door",  "fire",
                                                             "silence",     "slime", "danger"};
inline constexpr std::array<std::string_view, 8> kAttacks = {"scratch",        "claw",   "bite",  "tail",
                                                             "transformation", "frenzy", "slime", "summons"};
inline constexpr std::array<std::string_view, 6> kClasses = {"captain",  "scout", "soldier",
                                                             "mechanic", "pilot", "scientist"};
inline constexpr std::array<std::string_view, 3> kDoors = {"open", "closed", "destroyed"};
inline constexpr std::array<std::string_view, 2> kPhases = {"player", "event"};
inline constexpr std::array<std::string_view, 3> kStatuses = {"playing", "lost", "won"};
inline constexpr std::array<std::string_view, 5> kLosses = {"none", "all_dead", "ship_exploded", "hull_breached",
                                                            "time_ran_out"};
inline constexpr std::array<std::string_view, 19> kSteps = {
    "enter_room",   "discard_exploration", "noise_check",     "noise_roll",      "place_noise",
    "danger",       "encounter",           "careful_marker",  "intruder_attack", "set_aside_token",
    "after_action", "hibernate",           "time_track",      "combat_attacks",  "event_attack",
    "fire_damage",  "event_card",          "bag_development", "end_round"};
inline constexpr std::array<std::string_view, 2> kDecisions = {"none", "careful_corridor"};
inline constexpr std::string_view kContamination = "contamination";
inline constexpr std::string_view kTechnical = "technical";

inline std::string lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// Case-insensitive lookup of `text` in a table indexed by the enum.
template <typename E, std::size_t N>
std::optional<E> parseName(std::string_view text, const std::array<std::string_view, N>& names) {
  const std::string wanted = lower(text);
  for (std::size_t i = 0; i < N; ++i) {
    if (names[i] == wanted) return static_cast<E>(i);
  }
  return std::nullopt;
}

template <typename E, std::size_t N>
std::string nameIn(E value, const std::array<std::string_view, N>& names) {
  const auto i = static_cast<std::size_t>(value);
  return i < N ? std::string(names[i]) : std::string("?");
}

// "a, b or c", for messages listing the accepted words.
template <std::size_t N>
std::string oneOf(const std::array<std::string_view, N>& names) {
  std::string out;
  for (std::size_t i = 0; i < N; ++i) {
    if (i > 0) out += i + 1 == N ? " or " : ", ";
    out += "\"" + std::string(names[i]) + "\"";
  }
  return out;
}

// Component names: KIND[:NUMBER][#ID]. The number is shown only where tokens of a kind differ by it; the id
// (the index into the component table of components.hpp) tells identical components apart.
inline bool intruderNumberVaries(IntruderType t) {
  return t == IntruderType::Adult || t == IntruderType::Breeder;
}

inline std::string intruderTokenName(int id, bool withId) {
  const IntruderToken& t = kIntruderTokens[static_cast<std::size_t>(id)];
  std::string out = nameIn(t.type, kIntruderTypes);
  if (intruderNumberVaries(t.type)) out += ":" + std::to_string(t.number);
  if (withId) out += "#" + std::to_string(id);
  return out;
}

// A numbered Contamination card as files name it ("contamination#3"); Action cards are written as their numbers.
inline std::string contaminationCardName(int number) {
  return std::string(kContamination) + "#" + std::to_string(number);
}

inline std::string explorationTokenName(int id, bool withId) {
  const ExplorationToken& t = kExplorationTokens[static_cast<std::size_t>(id)];
  std::string out = nameIn(t.effect, kEffects) + ":" + std::to_string(t.items);
  if (withId) out += "#" + std::to_string(id);
  return out;
}

inline std::string attackCardName(int id, bool withId) {
  std::string out = nameIn(kAttackCards[static_cast<std::size_t>(id)].kind, kAttacks);
  if (withId) out += "#" + std::to_string(id);
  return out;
}

inline std::string noiseResultName(NoiseResult r) {
  switch (r) {
    case NoiseResult::Silence: return "silence";
    case NoiseResult::Danger: return "danger";
    default: return std::to_string(static_cast<int>(r));
  }
}

inline std::optional<RuleId> ruleByName(std::string_view name) {
  for (int i = 0; i < kRuleCount; ++i) {
    if (ruleText(static_cast<RuleId>(i)).name == name) return static_cast<RuleId>(i);
  }
  return std::nullopt;
}

// Steps whose `b` is a rule id: the file names the rule, so a reordered rule table cannot change a save.
inline bool stepBIsRule(StepKind k) {
  return Step::hasRule(k);
}

}  // namespace nemesis::scenario_names
