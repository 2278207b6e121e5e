// Exact odds of a Noise roll (ENORMITY.md "Exact odds"), for the client's risk display and the lab: no
// sampling, every outcome of the pool counted once. Pure functions of the pool, the dice table and the Blips'
// distances (geometry.hpp's distance to the noisy Spacer's space).
//
// What they leave out, on purpose (later increments): re-rolls (Confidence, Stress), Discipline, Blips that
// pass adjacent to another Spacer on the way and Blips pushed by a Blip that ends on them: the odds
// are those of the roll as it falls, against the noisy Spacer alone.
#pragma once

#include <vector>

#include "dice.hpp"
#include "pool.hpp"

namespace nemesis::enormity {

// A Blip at distance d from the noisy Spacer is revealed by k Potentials iff it moves (k >= 1) and k >= d:
// it reaches a corner of the Spacer's space, or moves while already there (blip-movement.md). This is the
// smallest k that reveals it, max(d, 1). Throws std::invalid_argument for a negative distance.
[[nodiscard]] int revealThreshold(int distance);

// The assignment that reveals the fewest Blips, each result to a different Blip: for results[i], the index of
// its Blip in blipDistances. There must be no more results than Blips (R-11 discards the extra ones first).
// Greedy, and optimal for it: the results from the smallest up each take the Blip with the smallest threshold
// above them; once a result finds none, no larger one can, and those go to the Blips left, in order.
[[nodiscard]] std::vector<int> safestAssignment(const std::vector<int>& results, const std::vector<int>& blipDistances);

// P(a die of colour c shows k Potentials) for k = 0..9 (index = k).
[[nodiscard]] std::vector<double> faceOdds(const DiceSet& dice, DieColour colour);

// P(the roll is quiet): every die shows no Potential. 0 when the pool has a stiff bonus or a virtual die
// showing Potentials (such a roll "always results in Noise"); 1 for an empty pool.
[[nodiscard]] double pQuiet(const Pool& pool, const DiceSet& dice);

// The distribution of the total Potentials shown (dice, virtual die and stiff bonus): index = total.
[[nodiscard]] std::vector<double> totalPotentials(const Pool& pool, const DiceSet& dice);

// Whether the player can assign these results (one a die, the virtual die included) so that no Blip is
// revealed, with `stiffBonus` Potentials put on the die of their choice first. The rules applied:
//  - each result goes to one Blip, at most one a Blip; a Blip without a result does not move;
//  - with more results than Blips, the highest extra results are discarded;
//  - a Blip at distance d given k Potentials is revealed iff it moves (k >= 1) and k >= d: it reaches a corner
//    of the Spacer's space, or moves while already there (blip-movement.md).
// blipDistances holds each Blip's distance to the noisy Spacer. Throws std::invalid_argument for a
// negative result, bonus or distance.
[[nodiscard]] bool canAvoidReveal(const std::vector<int>& results, int stiffBonus,
                                  const std::vector<int>& blipDistances);

// P(no Blip is revealed under the player's best assignment): the probability, over the roll, that
// canAvoidReveal holds. Throws std::invalid_argument for a negative distance, or a pool with a colour the
// table has no faces for or more than kMaxDiceOfColour dice of a colour.
[[nodiscard]] double pNoReveal(const Pool& pool, const DiceSet& dice, const std::vector<int>& blipDistances);

}  // namespace nemesis::enormity
