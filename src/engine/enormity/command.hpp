// Enormity commands: small values a player (client, script, test) asks the engine to do. A Noise roll is a
// conversation: `MakeNoise` (or a hurried `MoveSpacer`) rolls, then the noisy player declares Confidence
// re-rolls, Stress re-rolls, places the stiff bonus, spends Discipline and assigns the results, in that order;
// the Blips then move, asking `Choose` when a tie needs the player.
#pragma once

#include <array>
#include <cstdint>
#include <variant>
#include <vector>

#include "chance.hpp"
#include "dice.hpp"
#include "geometry.hpp"

namespace nemesis::enormity {

enum class NoiseKind : std::uint8_t {
  IntruderSymbol,  // one die per Blip, of the sheet's Noise Awareness colour
  Dice,            // the dice the source names ("2 red")
  Number,          // a bare number: one virtual die
};

// A Spacer makes Noise (seed 001). `bonus` is a stiff "+N" on top of any kind.
struct MakeNoise {
  int spacer = 0;
  NoiseKind kind = NoiseKind::IntruderSymbol;
  std::array<int, kDieColourCount> dice{};  // Dice: how many of each colour
  int number = 0;                           // Number: the Potentials of the virtual die
  int bonus = 0;
  friend bool operator==(const MakeNoise&, const MakeNoise&) = default;
};

// Confidence re-rolls, all declared at once; dice are indices into the roll.
struct Confidence {
  std::vector<int> dice;
  friend bool operator==(const Confidence&, const Confidence&) = default;
};

// One Stress re-roll; at 9 Stress it needs `confirm`, and the Spacer dies.
struct StressReroll {
  int die = 0;
  bool confirm = false;
  friend bool operator==(const StressReroll&, const StressReroll&) = default;
};

// The stiff bonus, all on this die.
struct PlaceBonus {
  int die = 0;
  friend bool operator==(const PlaceBonus&, const PlaceBonus&) = default;
};

// Discipline, one token on each of these dice.
struct Discipline {
  std::vector<int> dice;
  friend bool operator==(const Discipline&, const Discipline&) = default;
};

struct Assignment {
  int die = 0;
  int blip = 0;  // the Blip's id
  friend bool operator==(const Assignment&, const Assignment&) = default;
};

// Each kept result to one Blip; `automatic` asks for the assignment that reveals the fewest Blips.
struct Assign {
  bool automatic = false;
  std::vector<Assignment> pairs;
  friend bool operator==(const Assign&, const Assign&) = default;
};

// The answer to the pending decision: a Blip id, an axis (0 x, 1 y) or a spawn point index.
struct Choose {
  int option = 0;
  friend bool operator==(const Choose&, const Choose&) = default;
};

// A Move of one space (spacer-movement.md); a hurried one makes Intruder-symbol Noise (the ruling HurriedMove).
struct MoveSpacer {
  int spacer = 0;
  Space to;
  bool hurried = false;
  friend bool operator==(const MoveSpacer&, const MoveSpacer&) = default;
};

// The Countdown Phase's first step: the marker one space down (R-24 at zero hour), and its level's Blip.
struct AdvanceCountdown {
  friend bool operator==(const AdvanceCountdown&, const AdvanceCountdown&) = default;
};

// Queues forced outcomes (tests, lessons, the debug overlay): a command, so forced games stay replayable.
struct ForceOutcomes {
  ForcedOutcomes add;
  friend bool operator==(const ForceOutcomes&, const ForceOutcomes&) = default;
};

using Command = std::variant<MakeNoise, Confidence, StressReroll, PlaceBonus, Discipline, Assign, Choose, MoveSpacer,
                             AdvanceCountdown, ForceOutcomes>;

}  // namespace nemesis::enormity
