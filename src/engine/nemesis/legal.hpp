// Legal commands in a state, for random play, simulations and UI hints. Payment uses the first
// Action cards in hand (the player may pick others; validate() accepts any legal choice).
#pragma once

#include <vector>

#include "command.hpp"

namespace nemesis {

// Every legal command (with default payments): Movement, Careful Movement and Hibernate for the character
// whose turn it is (in free play: for every living, awake character) and Pass (not in free play), or the
// answers to the pending decision.
void legalCommands(const GameState& s, std::vector<Command>& out);

// The first `cost` Action cards of the character's hand; count < cost when the hand cannot pay.
Payment defaultPayment(const GameState& s, int character, int cost);

}  // namespace nemesis
