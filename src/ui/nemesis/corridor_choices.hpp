// A Careful Movement question's answers as the player sees them: one per corridor offered (a corridor that two
// numbers lead into is offered once), named by its rooms, with the one digit its button, its pill on the board
// and its key all show. Pure.
#pragma once

#include <string>
#include <vector>

#include "engine/nemesis/engine.hpp"

namespace nemesis::ui {

struct CorridorChoice {
  int digit = 0;  // the corridor's first offered noise number: what its ChooseCorridor answers with
  PassageId passage = kNoPassage;
  std::string name;  // "corridor 5-6", "the Technical Corridors space"
};

// In the order of the engine's options; empty when no Careful Movement question is pending.
[[nodiscard]] std::vector<CorridorChoice> corridorChoices(const GameState& s);

}  // namespace nemesis::ui
