// Exact odds of an Enormity Noise roll (ENORMITY.md "Exact odds"; seed 001; rulings ): P(quiet),
// the distribution of total Potentials and P(no Blip revealed under the best assignment), checked by hand, by
// brute force over every ordered outcome of small pools against the definition, and by seeded Monte Carlo.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <optional>
#include <stdexcept>
#include <vector>

#include "engine/enormity/dice.hpp"
#include "engine/enormity/odds.hpp"
#include "engine/enormity/pool.hpp"
#include "engine/kernel/rng.hpp"
#include "support.hpp"

using namespace nemesis::enormity;

namespace {

const DiceSet& box() {
  static const DiceSet dice = loadDice(test::asset("enormity/dice.json"));
  return dice;
}

Pool poolOf(std::vector<DieColour> dice, int bonus = 0, std::optional<int> fixed = std::nullopt) {
  Pool p;
  p.dice = std::move(dice);
  p.stiffBonus = bonus;
  p.fixedDie = fixed;
  return p;
}

constexpr DieColour W = DieColour::White;
constexpr DieColour R = DieColour::Red;
constexpr DieColour B = DieColour::Black;

// The definition, tried exhaustively: the bonus on each die in turn, the highest extra results discarded
// then every way of giving the kept results to distinct Blips; true when some way reveals no Blip. A
// Blip at distance d given k Potentials is revealed when it moves (k >= 1) and reaches the Spacer (k >= d).
bool noRevealByDefinition(const std::vector<int>& results, int bonus, const std::vector<int>& distances) {
  if (results.empty()) return true;
  const std::size_t placements = bonus > 0 ? results.size() : 1;
  for (std::size_t b = 0; b < placements; ++b) {
    std::vector<int> kept = results;
    if (bonus > 0) kept[b] += bonus;
    std::sort(kept.begin(), kept.end());
    if (kept.size() > distances.size()) kept.resize(distances.size());
    std::vector<std::size_t> blips(distances.size());
    std::iota(blips.begin(), blips.end(), std::size_t{0});
    do {
      bool revealed = false;
      for (std::size_t i = 0; i < kept.size(); ++i) {
        const int d = distances[blips[i]];
        if (kept[i] >= 1 && kept[i] >= d) revealed = true;
      }
      if (!revealed) return true;
    } while (std::next_permutation(blips.begin(), blips.end()));
  }
  return false;
}

// Calls f(results, probability) for every ordered outcome of the pool's dice (the virtual die appended).
template <class F>
void forEachOrderedOutcome(const Pool& pool, const DiceSet& dice, F&& f) {
  const std::size_t n = pool.dice.size();
  std::vector<std::size_t> face(n, 0);
  for (;;) {
    std::vector<int> results;
    double p = 1.0;
    for (std::size_t i = 0; i < n; ++i) {
      const std::vector<int>& faces = dice.facesOf(pool.dice[i]);
      results.push_back(faces[face[i]]);
      p /= static_cast<double>(faces.size());
    }
    if (pool.fixedDie) results.push_back(*pool.fixedDie);
    f(results, p);
    std::size_t i = 0;
    while (i < n && ++face[i] == dice.facesOf(pool.dice[i]).size()) face[i++] = 0;
    if (i == n) return;
  }
}

// One roll of the pool with `rng`.
std::vector<int> roll(const Pool& pool, const DiceSet& dice, nemesis::Pcg32& rng) {
  std::vector<int> results;
  for (DieColour c : pool.dice) {
    const std::vector<int>& faces = dice.facesOf(c);
    results.push_back(faces[rng.below(static_cast<std::uint32_t>(faces.size()))]);
  }
  if (pool.fixedDie) results.push_back(*pool.fixedDie);
  return results;
}

}  // namespace

TEST_CASE("a die's odds come from its faces") {
  const std::vector<double> white = faceOdds(box(), W);
  REQUIRE(white.size() == 10);
  CHECK(white[0] == doctest::Approx(3.0 / 6));
  CHECK(white[1] == doctest::Approx(2.0 / 6));
  CHECK(white[2] == doctest::Approx(1.0 / 6));
  CHECK(white[3] == 0.0);
  CHECK(faceOdds(box(), B)[3] == doctest::Approx(1.0 / 6));
}

TEST_CASE("P(quiet): every die shows no Potential") {
  // RULE: Each die that doesn’t show
  // any ![Potential Icon](svg/icon-potential.svg "Potential") is quiet.
  // RULE: However, each die
  // showing at least one ![Potential Icon](svg/icon-potential.svg "Potential") makes Noise.
  CHECK(pQuiet(poolOf({W}), box()) == doctest::Approx(1.0 / 2));
  CHECK(pQuiet(poolOf({W, W, W}), box()) == doctest::Approx(1.0 / 8));
  CHECK(pQuiet(poolOf({W, R, B}), box()) == doctest::Approx(1.0 / 2 * 1.0 / 3 * 1.0 / 6));
  CHECK(pQuiet(poolOf({}), box()) == 1.0);
  CHECK(pQuiet(poolOf({}, 0, 0), box()) == 1.0);  // a bare "Noise 0"
}

TEST_CASE("a stiff bonus or a bare number always makes Noise") {
  // RULE: This means such a Noise roll always
  // results in Noise (unless mitigated).
  CHECK(pQuiet(poolOf({W, W}, 1), box()) == 0.0);
  CHECK(pQuiet(poolOf({}, 0, 2), box()) == 0.0);
  CHECK(pQuiet(buildPool({IntruderNoise{DieColour::Red}, 1}, 3, box()), box()) == 0.0);
}

TEST_CASE("the distribution of total Potentials") {
  const std::vector<double> one = totalPotentials(poolOf({W}), box());
  REQUIRE(one.size() == 3);
  CHECK(one[0] == doctest::Approx(3.0 / 6));
  CHECK(one[1] == doctest::Approx(2.0 / 6));
  CHECK(one[2] == doctest::Approx(1.0 / 6));
  const std::vector<double> two = totalPotentials(poolOf({W, W}), box());
  REQUIRE(two.size() == 5);
  CHECK(two[0] == doctest::Approx(9.0 / 36));
  CHECK(two[1] == doctest::Approx(12.0 / 36));
  CHECK(two[2] == doctest::Approx(10.0 / 36));
  CHECK(two[3] == doctest::Approx(4.0 / 36));
  CHECK(two[4] == doctest::Approx(1.0 / 36));
  // A bonus and a virtual die shift the whole distribution.
  const std::vector<double> shifted = totalPotentials(poolOf({W}, 2, 1), box());
  REQUIRE(shifted.size() == 6);
  CHECK(shifted[2] == 0.0);
  CHECK(shifted[3] == doctest::Approx(3.0 / 6));
  CHECK(shifted[5] == doctest::Approx(1.0 / 6));
  CHECK(totalPotentials(poolOf({}), box()) == std::vector<double>{1.0});
}

TEST_CASE("P(no reveal), small cases worked by hand") {
  // RULE: Whenever you make Noise ![Noise Icon](svg/icon-noise.svg),
  // you assigned the results to Blips, which will then
  // One white die {0,0,0,1,1,2}: a Blip one step away is revealed by any Potential (3 of 6 faces).
  CHECK(pNoReveal(poolOf({W}), box(), {1}) == doctest::Approx(3.0 / 6));
  CHECK(pNoReveal(poolOf({W}), box(), {2}) == doctest::Approx(5.0 / 6));
  CHECK(pNoReveal(poolOf({W}), box(), {3}) == 1.0);
  CHECK(pNoReveal(poolOf({R}), box(), {2}) == doctest::Approx(4.0 / 6));
  CHECK(pNoReveal(poolOf({B}), box(), {3}) == doctest::Approx(5.0 / 6));
  // Already adjacent (d = 0): revealed only if the die moves it.
  CHECK(pNoReveal(poolOf({W}), box(), {0}) == doctest::Approx(3.0 / 6));
  // Two white dice, Blips at 1 and 2: the smaller result must be 0 and the larger below 2:
  // P(0, 0) + P(0, 1) + P(1, 0) = 1/4 + 2 (1/2)(1/3) = 7/12.
  CHECK(pNoReveal(poolOf({W, W}), box(), {2, 1}) == doctest::Approx(7.0 / 12));
  // Fewer dice than Blips: the die goes to the far Blip, the near one stays.
  CHECK(pNoReveal(poolOf({W}), box(), {1, 3}) == 1.0);
  // R-11, more dice than Blips: the highest is discarded, so only the lower die counts:
  // 1 - P(both >= 1) = 1 - 1/4.
  CHECK(pNoReveal(poolOf({W, W}), box(), {1}) == doctest::Approx(3.0 / 4));
  CHECK(pNoReveal(poolOf({W, W}), box(), {}) == 1.0);
  CHECK(pNoReveal(poolOf({}), box(), {0, 1}) == 1.0);
}

TEST_CASE("R-8: the stiff bonus goes on the die that reveals fewest, which is not always the same die") {
  // RULE: If
  // Noise has a stiff bonus, i.e. “+1”, apply that
  // bonus as that many ![Potential Icon](svg/icon-potential.svg "Potential") results to a chosen die.
  // Blips at 3 and 3, results 0 and 2, +1: on the 0 gives (1, 2), safe; on the 2 gives (0, 3), a reveal.
  CHECK(canAvoidReveal({0, 2}, 1, {3, 3}));
  CHECK_FALSE(canAvoidReveal({2, 2}, 1, {3, 3}));
  // Blips at 1 and 5, results 0 and 2, +2: on the 2 gives (0, 4), safe; on the 0 gives (2, 2), a reveal.
  CHECK(canAvoidReveal({0, 2}, 2, {1, 5}));
  CHECK_FALSE(canAvoidReveal({0, 2}, 2, {1, 4}));
  // Two white dice +1, Blips at 1 and 3: safe iff the lower die shows 0 and the higher at most 1: 7/12.
  CHECK(pNoReveal(poolOf({W, W}, 1), box(), {1, 3}) == doctest::Approx(7.0 / 12));
  // One white die +1 against a Blip at 2: safe only on a 0.
  CHECK(pNoReveal(poolOf({W}, 1), box(), {2}) == doctest::Approx(1.0 / 2));
  // With more dice than Blips, the bonus on the highest die is discarded with it: no change.
  CHECK(pNoReveal(poolOf({W, W}, 3), box(), {1}) == doctest::Approx(3.0 / 4));
  // a bare number is a die that always shows it.
  CHECK(pNoReveal(poolOf({}, 0, 2), box(), {2}) == 0.0);
  CHECK(pNoReveal(poolOf({}, 0, 2), box(), {3}) == 1.0);
  CHECK(pNoReveal(poolOf({}, 0, 2), box(), {1, 3}) == 1.0);
}

TEST_CASE("the greedy decision agrees with the definition on 20,000 random outcomes") {
  nemesis::Pcg32 rng(2024, 7);
  for (int trial = 0; trial < 20000; ++trial) {
    std::vector<int> results(rng.below(6));
    for (int& r : results) r = static_cast<int>(rng.below(5));
    std::vector<int> distances(rng.below(6));
    for (int& d : distances) d = static_cast<int>(rng.below(6));
    const int bonus = static_cast<int>(rng.below(4));
    CAPTURE(trial);
    CHECK(canAvoidReveal(results, bonus, distances) == noRevealByDefinition(results, bonus, distances));
  }
}

TEST_CASE("exact odds equal the definition summed over every ordered outcome of small pools") {
  const std::vector<Pool> pools = {
      poolOf({W}),          poolOf({W, W}),          poolOf({W, R}, 1),    poolOf({R, B, B}), poolOf({R, B, B}, 2),
      poolOf({W, W, R, B}), poolOf({W, W, R, B}, 1), poolOf({W, B}, 0, 1), poolOf({R}, 2, 0), poolOf({}, 0, 3)};
  const std::vector<std::vector<int>> blipSets = {{},     {0},       {1},       {2},          {1, 1},
                                                  {1, 3}, {0, 2, 4}, {2, 2, 2}, {1, 2, 3, 4}, {3, 1, 0, 2, 5}};
  for (std::size_t p = 0; p < pools.size(); ++p) {
    const Pool& pool = pools[p];
    double quiet = 0.0;
    std::vector<double> totals(1, 0.0);
    forEachOrderedOutcome(pool, box(), [&](const std::vector<int>& results, double prob) {
      if (std::all_of(results.begin(), results.end(), [](int r) { return r == 0; }) && pool.stiffBonus == 0)
        quiet += prob;
      const auto sum = static_cast<std::size_t>(std::accumulate(results.begin(), results.end(), pool.stiffBonus));
      if (totals.size() <= sum) totals.resize(sum + 1, 0.0);
      totals[sum] += prob;
    });
    CAPTURE(p);
    CHECK(pQuiet(pool, box()) == doctest::Approx(quiet).epsilon(1e-12));
    const std::vector<double> exact = totalPotentials(pool, box());
    REQUIRE(exact.size() >= totals.size());
    for (std::size_t t = 0; t < exact.size(); ++t)
      CHECK(exact[t] == doctest::Approx(t < totals.size() ? totals[t] : 0.0).epsilon(1e-12));
    for (const std::vector<int>& blips : blipSets) {
      double safe = 0.0;
      forEachOrderedOutcome(pool, box(), [&](const std::vector<int>& results, double prob) {
        if (noRevealByDefinition(results, pool.stiffBonus, blips)) safe += prob;
      });
      CAPTURE(blips.size());
      CHECK(pNoReveal(pool, box(), blips) == doctest::Approx(safe).epsilon(1e-12));
    }
  }
}

TEST_CASE("exact odds agree with a seeded Monte Carlo of 200,000 rolls (within 4 standard errors)") {
  constexpr int kTrials = 200000;
  const auto check = [](const Pool& pool, const DiceSet& dice, const std::vector<int>& blips, bool byDefinition,
                        std::uint64_t seed) {
    nemesis::Pcg32 rng(seed, 3);
    int safe = 0;
    for (int t = 0; t < kTrials; ++t) {
      const std::vector<int> results = roll(pool, dice, rng);
      const bool ok = byDefinition ? noRevealByDefinition(results, pool.stiffBonus, blips)
                                   : canAvoidReveal(results, pool.stiffBonus, blips);
      if (ok) ++safe;
    }
    const double exact = pNoReveal(pool, dice, blips);
    const double estimate = static_cast<double>(safe) / kTrials;
    const double se = std::sqrt(exact * (1 - exact) / kTrials);
    CAPTURE(exact);
    CAPTURE(estimate);
    CHECK(exact > 0.05);
    CHECK(exact < 0.95);
    CHECK(std::abs(estimate - exact) < 4 * se);
  };
  // The seed's promotion example with a +1: 4 red and 1 black against five Blips, by the definition.
  const Pool promoted = buildPool({IntruderNoise{DieColour::Red}, 1}, 5, box());
  REQUIRE(promoted.dice.size() == 5);
  check(promoted, box(), {1, 2, 2, 3, 3}, true, 11);
  // The whole box (15 Blips, white awareness, +2): 8 white, 4 red, 3 black.
  const Pool full = buildPool({IntruderNoise{DieColour::White}, 2}, 15, box());
  REQUIRE(full.dice.size() == 15);
  check(full, box(), {0, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 5}, false, 12);
  // The largest pool the limits allow: 15 dice of each colour, 20 faces 0-9, +9, against 45 Blips.
  DiceSet wide;
  wide.placeholder = true;
  for (DieColour c : kDieColours) {
    for (int f = 0; f < 20; ++f)
      wide.faces[static_cast<std::size_t>(c)].push_back((f * (1 + static_cast<int>(c))) % 10);
    wide.counts[static_cast<std::size_t>(c)] = kMaxDiceOfColour;
  }
  const Pool widest = buildPool({NamedDice{{15, 15, 15}}, 9}, 45, wide);
  REQUIRE(widest.dice.size() == 45);
  std::vector<int> near(45);
  for (std::size_t i = 0; i < near.size(); ++i) near[i] = 1 + static_cast<int>(i) / 4;
  check(widest, wide, near, false, 13);
}

TEST_CASE("odds refuse what no pool or board can hold") {
  const auto refused = [](auto f) { return test::errorOf<std::invalid_argument>(f); };
  CHECK(refused([] { return pNoReveal(poolOf({W}), box(), {-1}); }) == "Enormity odds: a Blip's distance is negative");
  CHECK(refused([] { return pNoReveal(poolOf({W}, 10), box(), {1}); }) == "Enormity odds: a stiff bonus is +0 to +9");
  CHECK(refused([] { return canAvoidReveal({10}, 0, {1}); }) == "Enormity odds: a result is 0 to 9");
  CHECK(refused([] { return pQuiet(poolOf(std::vector<DieColour>(16, R)), box()); }) ==
        "Enormity odds: more than 15 red dice");
  DiceSet blank = box();
  blank.faces[1].clear();
  CHECK(refused([&] { return pNoReveal(poolOf({R}), blank, {1}); }) ==
        "Enormity odds: the dice table has no faces for red");
  CHECK(refused([&] { return totalPotentials(poolOf({}, 0, 12), box()); }) ==
        "Enormity odds: a virtual die shows 0 to 9 Potentials");
}
