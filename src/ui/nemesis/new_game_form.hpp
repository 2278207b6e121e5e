// Nemesis's part of the new-game window (PanelContext::form): full rounds or free play, 1-5 characters, which class
// sits in each seat (no class twice), the seed and the board, kept in the settings as the next new game's defaults
// and in the window's own storage (the seats).
#pragma once

#include <vector>

#include "engine/nemesis/state.hpp"
#include "panels.hpp"

namespace nemesis::ui {

// Inside the new-game window: its choices, and the NewGame request they make when Start is pressed.
void drawNewGameForm(PanelContext& c, ImGuiStorage& window);
void startNewGame(PanelContext& c, ImGuiStorage& window);

// A new game's seats (NewGameRequest::seats) as Nemesis reads them: each seat's character class. classesOf
// throws std::invalid_argument for a number that is no class.
[[nodiscard]] std::vector<int> seatsOf(const std::vector<CharacterClass>& classes);
[[nodiscard]] std::vector<CharacterClass> classesOf(const std::vector<int>& seats);

}  // namespace nemesis::ui
