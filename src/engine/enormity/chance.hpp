// The one source of chance of an Enormity game: a seeded generator owned by the state, and queues of forced
// outcomes (tests, the debug overlay, lessons) used before it. Each random draw is a chance node that can also
// list its outcomes with their probabilities, so a viewer or a search can see the node as well as its result.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <vector>

#include "blip_kinds.hpp"
#include "dice.hpp"
#include "engine/kernel/rng.hpp"

namespace nemesis::enormity {

// Forced outcomes waiting to be used, at most kMaxForced of each kind.
inline constexpr std::size_t kMaxForced = 100;

struct ForcedOutcomes {
  // faces[c]: the Potentials the next dice of colour c show (a roll or a re-roll), first first.
  std::array<std::vector<int>, kDieColourCount> faces;
  // The kinds (indices into the Blip kinds) the next revealed Blips turn out to be.
  std::vector<int> blips;

  [[nodiscard]] bool empty() const {
    return blips.empty() && std::all_of(faces.begin(), faces.end(), [](const auto& q) { return q.empty(); });
  }
  [[nodiscard]] std::size_t longest() const {
    std::size_t n = blips.size();
    for (const auto& q : faces) n = std::max(n, q.size());
    return n;
  }
  void append(const ForcedOutcomes& more) {
    for (std::size_t c = 0; c < faces.size(); ++c)
      faces[c].insert(faces[c].end(), more.faces[c].begin(), more.faces[c].end());
    blips.insert(blips.end(), more.blips.begin(), more.blips.end());
  }
  friend bool operator==(const ForcedOutcomes&, const ForcedOutcomes&) = default;
};

struct Chance {
  Pcg32 rng;
  ForcedOutcomes forced;
  friend bool operator==(const Chance&, const Chance&) = default;
};

// One outcome of a chance node: the value it gives and its probability.
struct Outcome {
  int value = 0;
  double probability = 0.0;
  friend bool operator==(const Outcome&, const Outcome&) = default;
};

// A die of colour `colour` rolled: the Potentials it may show, each with its probability (faces showing the same
// Potentials are one outcome), in rising Potentials.
[[nodiscard]] std::vector<Outcome> dieOutcomes(const DiceSet& dice, DieColour colour);
// A token drawn from the Blip Pool `pool` (kind indices): each kind in it, with its share of the pool.
[[nodiscard]] std::vector<Outcome> blipOutcomes(const std::vector<int>& pool);

struct Draw {
  int value = 0;
  bool forced = false;
};

// Rolls a die of `colour`: the next forced face of that colour when one is queued, else a face drawn uniformly.
// The caller checks that a forced value is a face of that colour (validate refuses forcing one that is not).
[[nodiscard]] Draw rollDie(Chance& chance, const DiceSet& dice, DieColour colour);
// A uniform index into the Blip Pool (never forced: the token stays face down; a forced reveal swaps tokens).
// The pool must not be empty.
[[nodiscard]] std::size_t drawFromPool(Chance& chance, const std::vector<int>& pool);

}  // namespace nemesis::enormity
