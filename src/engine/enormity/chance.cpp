#include "chance.hpp"

#include <map>

#include "odds.hpp"

namespace nemesis::enormity {

std::vector<Outcome> dieOutcomes(const DiceSet& dice, DieColour colour) {
  std::vector<Outcome> out;
  const std::vector<double> odds = faceOdds(dice, colour);
  for (std::size_t k = 0; k < odds.size(); ++k) {
    if (odds[k] > 0.0) out.push_back(Outcome{static_cast<int>(k), odds[k]});
  }
  return out;
}

std::vector<Outcome> blipOutcomes(const std::vector<int>& pool) {
  std::map<int, int> counts;
  for (int kind : pool) ++counts[kind];
  std::vector<Outcome> out;
  out.reserve(counts.size());
  for (const auto& [kind, n] : counts)
    out.push_back(Outcome{kind, static_cast<double>(n) / static_cast<double>(pool.size())});
  return out;
}

Draw rollDie(Chance& chance, const DiceSet& dice, DieColour colour) {
  std::vector<int>& queue = chance.forced.faces[static_cast<std::size_t>(colour)];
  if (!queue.empty()) {
    const int value = queue.front();
    queue.erase(queue.begin());
    return Draw{value, true};
  }
  const std::vector<int>& faces = dice.facesOf(colour);
  return Draw{faces[chance.rng.below(static_cast<std::uint32_t>(faces.size()))], false};
}

std::size_t drawFromPool(Chance& chance, const std::vector<int>& pool) {
  return chance.rng.below(static_cast<std::uint32_t>(pool.size()));
}

}  // namespace nemesis::enormity
