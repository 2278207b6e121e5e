// The Nemesis game's part of the status bar: the round, whose turn it is and the actions left (a game by rounds)
// or the active character (free play), won or lost, and a question waiting for its answer. Pure: no ImGui.
#pragma once

#include <vector>

#include "engine/nemesis/state.hpp"
#include "ui/status_part.hpp"

namespace nemesis::ui {

// Of the presented moment `s`; `active` is the character the panels act for (clamped to the game's).
[[nodiscard]] std::vector<StatusPart> statusLine(const GameState& s, int active);

}  // namespace nemesis::ui
