// What a board element's tooltip says (issue 15: everything on the board explains itself): a room (name,
// tile, Items, markers, who is there, and whether the active character may move there, with the engine's
// reason when not), a corridor (its numbers from each end, Door, Noise marker) and the Technical Corridors
// space. Pure: lines of text from the presented state; the app shows them in a tooltip.
#pragma once

#include <string>
#include <vector>

#include "engine/nemesis/state.hpp"

namespace nemesis::ui {

[[nodiscard]] std::vector<std::string> roomTooltip(const GameState& s, int room, int activeCharacter);
[[nodiscard]] std::vector<std::string> passageTooltip(const GameState& s, PassageId passage);

}  // namespace nemesis::ui
