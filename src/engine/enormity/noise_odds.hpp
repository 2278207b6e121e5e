// The exact odds of a Noise a Spacer is about to make (issue 13: "Exact odds before a roll"), for the client's
// Noise panel and the lab: the pool the roll would build (engine.hpp noiseSourceOf, pool.hpp buildPool) counted
// by odds.hpp against the Blips on the board as they stand. The same code the roll uses builds the pool, so the
// figures and the roll never disagree about which dice are thrown.
#pragma once

#include <vector>

#include "command.hpp"
#include "pool.hpp"
#include "state.hpp"

namespace nemesis::enormity {

struct NoiseOdds {
  Pool pool;                   // the dice it would roll (promotion and Overwhelm applied)
  double quiet = 1;            // P(no Potential at all)
  std::vector<double> totals;  // P(total Potentials = index)
  double noReveal = 1;         // P(no Blip revealed under the best assignment), against the noisy Spacer (odds.hpp)
  bool placeholder = true;     // the dice table is still our placeholder: say "placeholder dice"
};

// The odds of `m` made now. Throws std::invalid_argument for a MakeNoise outside the pool's limits (the engine
// refuses those: validate first).
[[nodiscard]] NoiseOdds noiseOdds(const State& s, const MakeNoise& m);

}  // namespace nemesis::enormity
