// Turns engine events into log entries: the sentence, the rule citation, and what the entry points at on
// the board (room, corridor) for hover highlighting. Pure: no ImGui.
#pragma once

#include "event.hpp"
#include "state.hpp"
#include "ui_state.hpp"

namespace nemesis::ui {

// `after` is the state after the command (names of rooms revealed by it are known).
[[nodiscard]] LogEntry makeLogEntry(const GameState& after, const Event& e, int command);
[[nodiscard]] int roomOf(const Event& e);           // -1 when the event has no room
[[nodiscard]] PassageId passageOf(const Event& e);  // kNoPassage when none

}  // namespace nemesis::ui
