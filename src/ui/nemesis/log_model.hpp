// Turns engine events into log entries: the sentence, the rule citation, and what the entry points at on
// the board (room, corridor) for hover highlighting. Pure: no ImGui.
#pragma once

#include <vector>

#include "engine/nemesis/event.hpp"
#include "engine/nemesis/move_odds.hpp"
#include "engine/nemesis/state.hpp"
#include "log_entry.hpp"
#include "ui/ui_state.hpp"

namespace nemesis::ui {

// `after` is the state after the command (names of rooms revealed by it are known).
[[nodiscard]] LogEntry makeLogEntry(const GameState& after, const Event& e, int command);
// The odds a move had before it was made (move_odds.hpp), added to the entries of its resolution (`entries`: one
// per event of `events`, in order): the Noise roll's entry gets "(Noise roll 67% – it happened; Danger 17%)", the
// first Encounter's "(Encounter 22% – it happened)", and the move's own entry, for a Noise roll or an Encounter
// that had at least kNotableOdds and did not come, "(Encounter 22% – it did not happen)".
inline constexpr Probability kNotableOdds = 0.1L;
void addMoveOdds(std::vector<LogEntry>& entries, const EventLog& events, const MoveOdds& before);
[[nodiscard]] int roomOf(const Event& e);           // -1 when the event has no room
[[nodiscard]] PassageId passageOf(const Event& e);  // kNoPassage when none

}  // namespace nemesis::ui
