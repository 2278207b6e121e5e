// The one source of chance: a seeded generator owned by the game state, plus queues of forced
// outcomes (tests, the debug overlay and tutorials) that are used before the generator. The draws of a
// resolution use them through chance_nodes.hpp; setup deals with the generator directly.
#pragma once

#include <algorithm>
#include <cstddef>
#include <optional>
#include <vector>

#include "components.hpp"
#include "engine/kernel/rng.hpp"
#include "limits.hpp"

namespace nemesis {

struct ForcedBagDraw {
  IntruderType type = IntruderType::Adult;
  int number = 0;  // 0: any token of that type
  friend bool operator==(const ForcedBagDraw&, const ForcedBagDraw&) = default;
};

struct ForcedExploration {
  ExplorationEffect effect = ExplorationEffect::Silence;
  int items = 0;  // 0: any token with that effect
  friend bool operator==(const ForcedExploration&, const ForcedExploration&) = default;
};

struct ForcedOutcomes {
  std::vector<NoiseResult> noise;
  std::vector<ForcedBagDraw> bag;
  std::vector<ForcedExploration> exploration;
  std::vector<AttackKind> attack;
  std::vector<int> event;  // Event card numbers 1-20 (the # of RULES.md §8)
  [[nodiscard]] bool empty() const {
    return noise.empty() && bag.empty() && exploration.empty() && attack.empty() && event.empty();
  }
  // The length of the longest queue: at most kMaxForcedOutcomes (the state is hashed after every step of a
  // replay, so unbounded queues made replaying N `force` commands cost N^2).
  [[nodiscard]] std::size_t longest() const {
    return std::max({noise.size(), bag.size(), exploration.size(), attack.size(), event.size()});
  }
  // Queues `more` after what is already queued, every kind of outcome (the one place that lists them all).
  void append(const ForcedOutcomes& more) {
    noise.insert(noise.end(), more.noise.begin(), more.noise.end());
    bag.insert(bag.end(), more.bag.begin(), more.bag.end());
    exploration.insert(exploration.end(), more.exploration.begin(), more.exploration.end());
    attack.insert(attack.end(), more.attack.begin(), more.attack.end());
    event.insert(event.end(), more.event.begin(), more.event.end());
  }
  friend bool operator==(const ForcedOutcomes&, const ForcedOutcomes&) = default;
};

struct Chance {
  Pcg32 rng;
  ForcedOutcomes forced;

  // Uniform in [0, bound); 0 for an empty range (bound <= 0), which draws nothing. The engine picks from
  // piles through pick(), which makes the empty case the caller's to handle.
  int below(int bound) { return bound <= 0 ? 0 : static_cast<int>(rng.below(static_cast<std::uint32_t>(bound))); }

  // A uniform index into a pile of `size` elements; nothing (and no draw) when the pile is empty.
  std::optional<std::size_t> pick(std::size_t size) {
    if (size == 0) return std::nullopt;
    return static_cast<std::size_t>(rng.below(static_cast<std::uint32_t>(size)));
  }

  template <typename T>
  void shuffle(std::vector<T>& v) {
    for (std::size_t i = v.size(); i > 1; --i) {
      const auto j = static_cast<std::size_t>(rng.below(static_cast<std::uint32_t>(i)));
      std::swap(v[i - 1], v[j]);
    }
  }

  template <typename T>
  static std::optional<T> popFront(std::vector<T>& queue) {
    if (queue.empty()) return std::nullopt;
    T value = queue.front();
    queue.erase(queue.begin());
    return value;
  }
  friend bool operator==(const Chance&, const Chance&) = default;
};

}  // namespace nemesis
