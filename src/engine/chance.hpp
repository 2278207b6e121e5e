// The one source of chance: a seeded generator owned by the game state, plus queues of forced
// outcomes (tests, the debug overlay and tutorials) that are used before the generator.
#pragma once

#include <optional>
#include <vector>

#include "components.hpp"
#include "rng.hpp"

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
  friend bool operator==(const ForcedOutcomes&, const ForcedOutcomes&) = default;
};

struct Chance {
  Pcg32 rng;
  ForcedOutcomes forced;

  int below(int bound) { return static_cast<int>(rng.below(static_cast<std::uint32_t>(bound))); }

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
