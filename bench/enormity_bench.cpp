// Enormity's speed (issue 13; bench/README.md: benchmark programs report figures, they assert nothing): Noise rolls
// resolved with their Blip movement per second (make Noise, the default assignment, the Blips moving and being
// revealed, ties answered with their first option, until the roll is over), and the time one call of the exact
// odds takes for a 6-die pool (P(quiet), the totals, P(no Blip revealed under the best assignment)). Medians of
// several runs, each measured in thread CPU time so the figures mean something on a busy machine.
//   nemesis_enormity_bench [ROLLS [REPEATS]]
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "bench_args.hpp"
#include "engine/enormity/engine.hpp"
#include "engine/enormity/noise_odds.hpp"
#include "engine/enormity/odds.hpp"
#include "engine/enormity/scenario.hpp"
#include "median_ms.hpp"

namespace {

using namespace nemesis::enormity;

using bench::medianCpuSeconds;

// One whole Noise roll from `start`: made, assigned by default, resolved through every tie. Returns the events.
std::size_t roll(State s, int spacer, std::uint64_t seed) {
  s.chance.rng = nemesis::Pcg32(seed, 54);
  EventLog log;
  if (!apply(s, MakeNoise{spacer, NoiseKind::IntruderSymbol, {}, 0, 0}, log).ok()) return 0;
  if (s.roll.stage != RollStage::None && !apply(s, Assign{true, {}}, log).ok()) return 0;
  while (s.pending.kind != DecisionKind::None) {
    if (!apply(s, Choose{s.pending.options.front()}, log).ok()) break;
  }
  return log.size();
}

}  // namespace

int main(int argc, char** argv) {
  const bench::Args args(argc, argv, "nemesis_enormity_bench [ROLLS=20000] [REPEATS=7]", 2);
  const int rolls = args.integer(1, 20000, 1, 100000000);
  const int repeats = args.integer(2, 7, 1, 1000);
  const std::string assets = std::string(NEMESIS_ASSETS_DIR) + "/enormity";
  for (const char* name : {"first-noise", "hangar-extraction"}) {
    const State start = loadScenario(assets + "/scenarios/" + name + ".json", assets);
    std::size_t events = 0;
    const double seconds = medianCpuSeconds(repeats, [&] {
      events = 0;
      for (int i = 0; i < rolls; ++i) events += roll(start, 0, static_cast<std::uint64_t>(i));
    });
    std::printf("%-18s %zu Blips: %.0f Noise rolls/s with Blip movement (median of %d runs of %d; %.1f events/roll)\n",
                name, start.blips.size(), rolls / seconds, repeats, rolls, static_cast<double>(events) / rolls);
  }
  // Exact odds of a 6-die pool (two of each colour) against six Blips at distances 0..5.
  const DiceSet dice = loadDice(assets + "/dice.json");
  Pool pool;
  pool.dice = {DieColour::White, DieColour::White, DieColour::Red, DieColour::Red, DieColour::Black, DieColour::Black};
  const std::vector<int> distances = {0, 1, 2, 3, 4, 5};
  constexpr int kCalls = 200;
  double sink = 0;
  const double perCall = medianCpuSeconds(repeats,
                                          [&] {
                                            for (int i = 0; i < kCalls; ++i) {
                                              sink += pQuiet(pool, dice) + totalPotentials(pool, dice)[0] +
                                                      pNoReveal(pool, dice, distances);
                                            }
                                          }) /
                         kCalls;
  std::printf(
      "exact odds, 6-die pool (2 white, 2 red, 2 black), 6 Blips: %.1f us per call (P(quiet), totals, "
      "P(no reveal); median of %d runs of %d) [%g]\n",
      perCall * 1e6, repeats, kCalls, sink > 0 ? 1.0 : 0.0);
  return 0;
}
