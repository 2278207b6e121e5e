// The largest values a game state holds: the engine stops at them (counting up) or recycles numbers past them
// (ids), and the scenario reader accepts exactly up to them, so whatever the engine reaches, a save of it loads
// (docs/scenario-format.md "Limits"). No real game comes near any of them; they bound hand-made files, and the
// lists among them bound the state's size, which replays hash after every step.
#pragma once

#include <cstddef>

namespace nemesis {

struct GameState;

inline constexpr int kMaxTally = 1000000;  // stats.encounters and each stats.noise_rolls count
inline constexpr int kMaxEggs = 1000;
inline constexpr int kMaxCorpses = 99;   // per room
inline constexpr int kMaxInjuries = 99;  // per Intruder
inline constexpr int kMaxIntruderId = 1000000;
// Contamination card numbers, so at most 999 cards in play: a character dies of wounds long before 30.
inline constexpr int kMaxContamination = 999;
// Forced outcomes of one kind waiting to be used: a whole game rolls the Noise die a few dozen times.
inline constexpr std::size_t kMaxForcedOutcomes = 100;
// The resolution queue of a file: between commands the engine leaves steps only under a pending decision
// (a few; random play never leaves more than 1).
inline constexpr std::size_t kMaxQueuedSteps = 100;

// A tally the rules never read (statistics, Eggs, corpses, Injuries): +1, stopping at `limit`.
inline void countUp(int& tally, int limit) {
  if (tally < limit) ++tally;
}

// The id of a new Intruder: nextIntruderId (ids are not reused within a game), or once that has passed
// kMaxIntruderId the smallest id no Intruder on the board holds. Advances nextIntruderId.
int takeIntruderId(GameState& s);

// The number of a new Contamination card: nextContamination, or once that has passed kMaxContamination the
// smallest number no card holds; 0 when every number is held. Advances nextContamination.
int takeContaminationNumber(GameState& s);

}  // namespace nemesis
