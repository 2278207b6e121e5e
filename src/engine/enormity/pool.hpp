// The Noise pool: which dice a Noise roll rolls (seed 001 "Noise Roll"; rulings of
// ENORMITY.md). Nothing is rolled here: odds.hpp gives the chances of a pool, the game will roll it.
#pragma once

#include <array>
#include <optional>
#include <variant>
#include <vector>

#include "dice.hpp"

namespace nemesis::enormity {

// Noise shown as the Intruder symbol: one die per Blip on the board, of the colour the Intruder Sheet's Noise
// Awareness gives for the current Countdown column (R-2; the caller looks that colour up).
struct IntruderNoise {
  DieColour awareness = DieColour::White;
};

// A source that names its dice ("2 red"): these dice instead of one per Blip.
struct NamedDice {
  std::array<int, kDieColourCount> counts{};  // indexed by DieColour
};

// A bare number ("Noise 2"): one virtual die that always shows that many Potentials.
struct BareNumber {
  int potentials = 0;
};

// The largest stiff bonus or bare number a source may give, and the most dice it may name of one colour:
// far above any card, small enough for exact odds.
inline constexpr int kMaxFixedPotentials = 9;
inline constexpr int kMaxNamedDice = 20;

struct NoiseSource {
  std::variant<IntruderNoise, NamedDice, BareNumber> kind;
  int stiffBonus = 0;  // "+N": N Potentials put on one die the player chooses; 0 for none
};

struct Pool {
  std::vector<DieColour> dice;  // the real dice rolled, weakest colour first
  int overwhelm = 0;            // Overwhelm triggers: one per die missing beyond black, resolved after
                                // the roll's Blip movement
  // a virtual die showing exactly this many Potentials (a bare number), or a stiff bonus with no die to
  // carry it (see buildPool).
  std::optional<int> fixedDie;
  int stiffBonus = 0;  // on one die of the player's choice after re-rolls; 0 when lost

  [[nodiscard]] int countOf(DieColour c) const;
  // Dice and the virtual die: the number of results to assign to Blips.
  [[nodiscard]] int results() const { return static_cast<int>(dice.size()) + (fixedDie ? 1 : 0); }
  friend bool operator==(const Pool&, const Pool&) = default;
};

// The pool `source` rolls with `blipsOnBoard` Blips on the board and the box `dice`:
//  - Intruder symbol: one die of the awareness colour per Blip; a named pool: its dice; a bare number: one
//    virtual die.
//  - Promotion: a die the box lacks is taken from the next colour up, white -> red -> black; each die
//    still missing beyond black is one Overwhelm.
//  - No Blips on the board: no dice, no Overwhelm, and the stiff bonus is lost.
//  - A stiff bonus when the pool has no die at all (only if the box holds no dice of the colours asked) goes
//    on a virtual die of its own: "they always make at least that much Noise".
// Throws std::invalid_argument for a negative Blip count or a source outside the limits above.
[[nodiscard]] Pool buildPool(const NoiseSource& source, int blipsOnBoard, const DiceSet& dice);

}  // namespace nemesis::enormity
