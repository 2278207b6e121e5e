// Enormity's Noise pool (seed 001 "Noise Roll"; rulings of ENORMITY.md): which dice a
// Noise roll rolls, promotion, Overwhelm, named pools, bare numbers and stiff bonuses.
#include <doctest/doctest.h>

#include <stdexcept>
#include <vector>

#include "engine/enormity/dice.hpp"
#include "engine/enormity/pool.hpp"
#include "support.hpp"

using namespace nemesis::enormity;

namespace {

const DiceSet& box() {
  static const DiceSet dice = loadDice(test::asset("enormity/dice.json"));
  return dice;
}

NoiseSource intruder(DieColour awareness, int bonus = 0) {
  return {IntruderNoise{awareness}, bonus};
}

NoiseSource named(int white, int red, int black, int bonus = 0) {
  return {NamedDice{{white, red, black}}, bonus};
}

NoiseSource bare(int potentials) {
  return {BareNumber{potentials}, 0};
}

std::vector<DieColour> dice(int white, int red, int black) {
  std::vector<DieColour> out(static_cast<std::size_t>(white), DieColour::White);
  out.insert(out.end(), static_cast<std::size_t>(red), DieColour::Red);
  out.insert(out.end(), static_cast<std::size_t>(black), DieColour::Black);
  return out;
}

}  // namespace

TEST_CASE("Intruder-symbol Noise rolls one die per Blip on the board, of the colour given") {
  // RULE: Whenever a Spacer makes Noise ![Noise Icon](svg/icon-noise.svg), for example
  // when they move hurriedly, **they have to make a
  // Noise Roll** with the appropriate number and color
  // of dice (usually the number of Blips on the board).
  // RULE: **Noise is usually depicted as an Intruder
  // symbol ![Intruder Symbol](svg/intruder-symbol.svg).** This means you **roll as many
  // dice as there are Blips** on the board.
  for (DieColour colour : kDieColours) {
    CAPTURE(colourName(colour));
    for (int blips = 1; blips <= 3; ++blips) {
      const Pool pool = buildPool(intruder(colour), blips, box());
      CHECK(pool.dice == std::vector<DieColour>(static_cast<std::size_t>(blips), colour));
      CHECK(pool.overwhelm == 0);
      CHECK_FALSE(pool.fixedDie);
      CHECK(pool.stiffBonus == 0);
      CHECK(pool.results() == blips);
    }
  }
}

TEST_CASE("promotion: dice a colour lacks come from the next colour up (seed 001's example)") {
  // RULE: If there are more Blips on the board than
  // there are dice of a given color, substitute the
  // remaining dice with dice of a higher color
  // tier (i.e. if there’s 5 Blips on the board and
  // you have to roll red dice, take 4 red dice and
  // add 1 black die). This is called **promotion**.
  const Pool pool = buildPool(intruder(DieColour::Red), 5, box());
  CHECK(pool.dice == dice(0, 4, 1));
  CHECK(pool.countOf(DieColour::Red) == 4);
  CHECK(pool.countOf(DieColour::Black) == 1);
  CHECK(pool.overwhelm == 0);
  // Exactly the box: no promotion.
  CHECK(buildPool(intruder(DieColour::Red), 4, box()).dice == dice(0, 4, 0));
  CHECK(buildPool(intruder(DieColour::White), 8, box()).dice == dice(8, 0, 0));
}

TEST_CASE("R-4: promotion goes one tier up at a time, white to red to black") {
  CHECK(buildPool(intruder(DieColour::White), 10, box()).dice == dice(8, 2, 0));
  CHECK(buildPool(intruder(DieColour::White), 13, box()).dice == dice(8, 4, 1));
  CHECK(buildPool(intruder(DieColour::White), 15, box()).dice == dice(8, 4, 3));
  // A box without red dice: white's extra dice skip to black.
  DiceSet noRed = box();
  noRed.counts = {8, 0, 3};
  CHECK(buildPool(intruder(DieColour::White), 10, noRed).dice == dice(8, 0, 2));
  // Never down: black's lack is not made up with red or white.
  CHECK(buildPool(intruder(DieColour::Black), 4, box()).dice == dice(0, 0, 3));
}

TEST_CASE("Overwhelm once per die missing beyond black (seed 001's example)") {
  // RULE: If you have to promote dice and you’re already using all the black dice provided, trigger the **Overwhelm** Intruder effect for each
  // dice missing (i.e. if there’s 5 Blips on the
  // board and you have to roll black dice, roll 3
  // black dice and trigger the Overwhelm effect
  // twice).
  const Pool pool = buildPool(intruder(DieColour::Black), 5, box());
  CHECK(pool.dice == dice(0, 0, 3));
  CHECK(pool.overwhelm == 2);
  CHECK(buildPool(intruder(DieColour::Black), 3, box()).overwhelm == 0);
  CHECK(buildPool(intruder(DieColour::Red), 7, box()).overwhelm == 0);
  CHECK(buildPool(intruder(DieColour::Red), 8, box()).overwhelm == 1);
  const Pool flood = buildPool(intruder(DieColour::White), 20, box());
  CHECK(flood.dice == dice(8, 4, 3));
  CHECK(flood.overwhelm == 5);
  CHECK(buildPool(intruder(DieColour::Black), 1000000, box()).overwhelm == 999997);
}

TEST_CASE("a source that names its dice rolls those, whatever the number of Blips") {
  // RULE: If the Noise source specifies the number and
  // color of dice rolled, roll those dice instead.
  // In other words, a specific dice configuration
  // always overrides ![Intruder Symbol](svg/intruder-symbol.svg "Intruder") Noise.
  CHECK(buildPool(named(0, 2, 0), 5, box()).dice == dice(0, 2, 0));
  CHECK(buildPool(named(0, 2, 0), 1, box()).dice == dice(0, 2, 0));  // more dice than Blips: R-11 in the odds
  CHECK(buildPool(named(1, 1, 1), 2, box()).dice == dice(1, 1, 1));
  // Named dice are promoted like any others.
  const Pool promoted = buildPool(named(0, 5, 4), 1, box());
  CHECK(promoted.dice == dice(0, 4, 3));
  CHECK(promoted.overwhelm == 2);
}

TEST_CASE("R-9 and R-8: a bare number is one virtual die, a stiff bonus waits for the player's die") {
  // RULE: Some actions, and weapons, are so loud,
  // that they always make Noise. Those effects
  // show Noise as a number or modifier – they
  // always make at least that much Noise.
  const Pool number = buildPool(bare(2), 3, box());
  CHECK(number.dice.empty());
  CHECK(number.fixedDie == 2);
  CHECK(number.results() == 1);
  CHECK(number.overwhelm == 0);
  // RULE: If
  // Noise has a stiff bonus, i.e. “+1”, apply that
  // bonus as that many ![Potential Icon](svg/icon-potential.svg "Potential") results to a chosen die.
  const Pool loud = buildPool(intruder(DieColour::White, 1), 3, box());
  CHECK(loud.dice == dice(3, 0, 0));
  CHECK(loud.stiffBonus == 1);
  CHECK_FALSE(loud.fixedDie);
  CHECK(buildPool(named(0, 2, 0, 3), 1, box()).stiffBonus == 3);
  // A bonus with no die to carry it (a box without dice of the colour and above) becomes a die of its own.
  DiceSet empty = box();
  empty.counts = {0, 0, 0};
  const Pool alone = buildPool(intruder(DieColour::White, 2), 2, empty);
  CHECK(alone.dice.empty());
  CHECK(alone.overwhelm == 2);
  CHECK(alone.fixedDie == 2);
  CHECK(alone.stiffBonus == 0);
}

TEST_CASE("R-5: with no Blip on the board nothing is rolled and a stiff bonus is lost") {
  for (const NoiseSource& source : {intruder(DieColour::Black, 2), named(0, 2, 0, 1), bare(3)}) {
    const Pool pool = buildPool(source, 0, box());
    CHECK(pool == Pool{});
    CHECK(pool.results() == 0);
  }
}

TEST_CASE("a source outside the limits is refused, not guessed") {
  const auto refused = [](const NoiseSource& source, int blips) {
    return test::errorOf<std::invalid_argument>([&] { return buildPool(source, blips, box()); });
  };
  CHECK(refused(intruder(DieColour::Red), -1) == "Enormity Noise source: the number of Blips on the board is negative");
  CHECK(refused(intruder(DieColour::Red, 10), 1) == "Enormity Noise source: a stiff bonus is +0 to +9");
  CHECK(refused(intruder(DieColour::Red, -1), 1) == "Enormity Noise source: a stiff bonus is +0 to +9");
  CHECK(refused(named(0, -1, 0), 1) == "Enormity Noise source: a named pool has 0 to 20 dice of a colour");
  CHECK(refused(named(21, 0, 0), 0) == "Enormity Noise source: a named pool has 0 to 20 dice of a colour");
  CHECK(refused(bare(10), 1) == "Enormity Noise source: a bare-number Noise is 0 to 9");
}
