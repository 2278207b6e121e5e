// Invariants that must hold after every command: used by the random-play tests and the simulator.
#pragma once

#include <string>
#include <vector>

#include "state.hpp"

namespace nemesis {

// Empty when the state is sound; otherwise one sentence per broken invariant.
std::vector<std::string> checkInvariants(const GameState& s);

}  // namespace nemesis
