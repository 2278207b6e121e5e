#include "noise_odds.hpp"

#include "engine.hpp"
#include "geometry.hpp"
#include "odds.hpp"

namespace nemesis::enormity {

NoiseOdds noiseOdds(const State& s, const MakeNoise& m) {
  NoiseOdds o;
  o.pool = buildPool(noiseSourceOf(s, m), static_cast<int>(s.blips.size()), s.dice);
  o.placeholder = s.dice.placeholder;
  o.quiet = pQuiet(o.pool, s.dice);
  o.totals = totalPotentials(o.pool, s.dice);
  std::vector<int> distances;
  const Space noisy = s.spacer(m.spacer).space;
  for (const Blip& b : s.blips) distances.push_back(distance(b.at, noisy));
  o.noReveal = pNoReveal(o.pool, s.dice, distances);
  return o;
}

}  // namespace nemesis::enormity
