// Legal Enormity commands in a state, for random play, simulations, lessons and UI hints. Not every legal command
// (a Confidence declaration may name any set of dice): a representative set that reaches every rule.
#pragma once

#include <vector>

#include "command.hpp"
#include "state.hpp"

namespace nemesis::enormity {

// The answers to a pending decision; during a roll, the player's next steps (Confidence on each die and on all,
// Stress on each die, the bonus on each die, Discipline on each die and on all, the default assignment and the
// assignment in roll order); otherwise, for each living Spacer, Noise of each kind and Moves to each
// neighbouring space (plain and hurried), and the Countdown. Every command listed is legal.
void legalCommands(const State& s, std::vector<Command>& out);

}  // namespace nemesis::enormity
