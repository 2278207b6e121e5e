// The odds a Noise has before it is made (issue 13, "Exact odds before a roll"; seed 001 "Noise Roll"): the
// pool the odds count is the pool the roll builds (one noiseSourceOf for both), and the figures are odds.hpp's
// for that pool against the Blips' distances to the noisy Spacer.
#include <doctest/doctest.h>

#include <array>
#include <numeric>
#include <variant>

#include "engine/enormity/engine.hpp"
#include "engine/enormity/noise_odds.hpp"
#include "engine/enormity/odds.hpp"
#include "enormity_support.hpp"

using namespace etest;

namespace {

// The dice of each colour the roll's PoolBuilt event reports.
std::array<int, kDieColourCount> rolledPool(State s, const MakeNoise& m) {
  EventLog log;
  REQUIRE(apply(s, m, log).ok());
  for (const Event& e : log) {
    if (const auto* p = std::get_if<ev::PoolBuilt>(&e.data)) return p->dice;
  }
  FAIL("no PoolBuilt event");
  return {};
}

std::array<int, kDieColourCount> countsOf(const Pool& p) {
  std::array<int, kDieColourCount> out{};
  for (DieColour c : kDieColours) out[static_cast<std::size_t>(c)] = p.countOf(c);
  return out;
}

}  // namespace

TEST_CASE("noise odds: the pool counted is the pool the roll builds, promotion included") {
  // At Countdown 5 (Eclipse) the Intruder symbol rolls the sheet's red dice, promoted when the box runs short.
  State s = position(R"("countdown": 5, "spacers": [{"name": "scout", "space": [1, 2]}],
                        "blips": [{"at": [8, 4]}, {"at": [3, 0]}, {"at": [5, 6]}])");
  for (const MakeNoise& m :
       {MakeNoise{0, NoiseKind::IntruderSymbol, {}, 0, 0}, MakeNoise{0, NoiseKind::Dice, {2, 1, 0}, 0, 1},
        MakeNoise{0, NoiseKind::Number, {}, 2, 0}}) {
    CAPTURE(static_cast<int>(m.kind));
    const NoiseOdds odds = noiseOdds(s, m);
    if (m.kind == NoiseKind::Number) {
      CHECK(odds.pool.fixedDie == 2);
      CHECK(odds.quiet == 0.0);  // a virtual die showing Potentials always makes Noise
    } else {
      CHECK(countsOf(odds.pool) == rolledPool(s, m));
    }
  }
}

TEST_CASE("noise odds: the figures are odds.hpp's for that pool and the Blips' distances") {
  State s = position(R"("spacers": [{"name": "scout", "space": [1, 2]}],
                        "blips": [{"at": [8, 4]}, {"at": [3, 0]}, {"at": [2, 2]}])");
  const MakeNoise m{0, NoiseKind::IntruderSymbol, {}, 0, 0};
  const NoiseOdds odds = noiseOdds(s, m);
  const Pool pool = buildPool(noiseSourceOf(s, m), 3, s.dice);
  CHECK(odds.pool == pool);
  CHECK(odds.quiet == doctest::Approx(pQuiet(pool, s.dice)));
  CHECK(odds.totals == totalPotentials(pool, s.dice));
  // (2,2) is a corner of space (1,2): distance 0, so any Potential given to it reveals it; the others are far.
  const std::vector<int> distances = {distance({8, 4}, {1, 2}), distance({3, 0}, {1, 2}), 0};
  CHECK(odds.noReveal == doctest::Approx(pNoReveal(pool, s.dice, distances)));
  CHECK(std::accumulate(odds.totals.begin(), odds.totals.end(), 0.0) == doctest::Approx(1.0));
  CHECK(odds.placeholder == s.dice.placeholder);
}

TEST_CASE("noise odds: no Blip on the board, no dice") {
  // R-5: with no Blip on the board the roll has no dice.
  State s = position(R"("spacers": [{"name": "scout", "space": [1, 2]}], "blips": [])");
  const NoiseOdds odds = noiseOdds(s, MakeNoise{0, NoiseKind::IntruderSymbol, {}, 0, 0});
  CHECK(odds.pool.results() == 0);
  CHECK(odds.quiet == 1.0);
  CHECK(odds.noReveal == 1.0);
}
