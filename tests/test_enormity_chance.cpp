// Chance in an Enormity game (src/engine/enormity/chance.hpp): each random draw is an explicit node that can list
// its outcomes with their probabilities; forced outcomes are used before the generator.
#include <map>

#include "engine/enormity/chance.hpp"
#include "enormity_support.hpp"

using namespace etest;

TEST_CASE("a die is a chance node: its outcomes are the Potentials its faces show, with their probabilities") {
  const State s = position(R"("spacers": [{"name": "scout", "space": [1, 2]}])");
  // The placeholder white die {0, 0, 0, 1, 1, 2}.
  const std::vector<Outcome> white = dieOutcomes(s.dice, DieColour::White);
  REQUIRE(white.size() == 3);
  CHECK(white[0].value == 0);
  CHECK(white[0].probability == doctest::Approx(0.5));
  CHECK(white[1].probability == doctest::Approx(1.0 / 3.0));
  CHECK(white[2].value == 2);
  CHECK(white[2].probability == doctest::Approx(1.0 / 6.0));
  // Rolled: every outcome it lists comes up, and nothing else.
  Chance chance = s.chance;
  std::map<int, int> seen;
  for (int i = 0; i < 600; ++i) {
    const Draw d = rollDie(chance, s.dice, DieColour::Black);
    CHECK_FALSE(d.forced);
    ++seen[d.value];
  }
  std::map<int, int> listed;
  for (const Outcome& o : dieOutcomes(s.dice, DieColour::Black)) listed[o.value] = 1;
  CHECK(seen.size() == listed.size());
  for (const auto& [value, n] : seen) CHECK(listed.count(value) == 1);
  // Forced faces come first, in order, for their colour only.
  chance.forced.faces[static_cast<std::size_t>(DieColour::Red)] = {2, 0};
  CHECK(rollDie(chance, s.dice, DieColour::Red).value == 2);
  const Draw forced = rollDie(chance, s.dice, DieColour::Red);
  CHECK(forced.forced);
  CHECK(forced.value == 0);
  CHECK(chance.forced.empty());
}

TEST_CASE("a token drawn from the Blip Pool is a chance node: each kind with its share of the pool") {
  const std::vector<Outcome> outcomes = blipOutcomes({0, 0, 1, 2});
  REQUIRE(outcomes.size() == 3);
  CHECK(outcomes[0].value == 0);
  CHECK(outcomes[0].probability == doctest::Approx(0.5));
  CHECK(outcomes[2].probability == doctest::Approx(0.25));
  Chance chance;
  for (int i = 0; i < 50; ++i) CHECK(drawFromPool(chance, {0, 1, 2}) < 3);
}
