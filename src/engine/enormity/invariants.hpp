// What every Enormity state between commands satisfies: the scenario reader refuses a file that breaks any of
// it, and the tests check it after every command of random play. The engine may rely on all of it.
#pragma once

#include <string>
#include <vector>

#include "state.hpp"

namespace nemesis::enormity {

// The dice a roll may hold: a full box of each colour, and the virtual die.
inline constexpr std::size_t kMaxRollDice = std::size_t{3} * kMaxDiceOfColour + 1;
// Steps left queued between commands: only under a pending decision (a handful).
inline constexpr std::size_t kMaxSteps = 100;
// The numbers a step carries (Potentials, Overwhelm triggers, an axis, a spawn point) stay below this.
inline constexpr int kMaxStepValue = 1000;

// Empty when the state is sound; otherwise one sentence per broken invariant.
[[nodiscard]] std::vector<std::string> checkInvariants(const State& s);

}  // namespace nemesis::enormity
