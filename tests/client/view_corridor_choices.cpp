// A Careful Movement question's answers (corridor_choices.hpp): one per corridor, however many numbers lead
// into it, named by its rooms, with the digit that its button, its pill and its key share (issue 22: the button
// said "1: corridor 1,2" while the board's pill showed 2).
#include <doctest/doctest.h>

#include "support.hpp"
#include "ui/nemesis/corridor_choices.hpp"

using namespace nemesis;
using namespace nemesis::ui;

namespace {

// The Captain moves carefully from room `from` into room `to` (explored, so nothing else happens first).
GameState askedInto(int from, int to) {
  GameState s = test::game(1, 5);
  test::putCharacter(s, 0, from);
  test::setRoom(s, to, RoomTile::Armory, true);
  test::play(s, test::careful(s, 0, to, 0));
  REQUIRE(s.pending.kind == DecisionKind::CarefulCorridor);
  return s;
}

}  // namespace

TEST_CASE("corridor choices: a corridor with two numbers is one choice, by its first number and its rooms") {
  const GameState s = askedInto(7, 3);  // room 3: numbers 1,2 lead to room 1, numbers 3,4 to room 7
  REQUIRE(s.pending.optionCount == 4);
  const std::vector<CorridorChoice> choices = corridorChoices(s);
  REQUIRE(choices.size() == 2);
  CHECK(choices[0].digit == 1);
  CHECK(choices[0].name == "corridor 1-3");
  CHECK(choices[0].passage == test::corridor(s, 1, 3));
  CHECK(choices[1].digit == 3);
  CHECK(choices[1].name == "corridor 3-7");
  CHECK(choices[1].passage == test::corridor(s, 3, 7));
}

TEST_CASE("corridor choices: the Technical Corridors space is one choice too, named as such") {
  const GameState s = askedInto(6, 2);  // room 2: 1 and 2 enter the Technical Corridors, 3 to room 1, 4 to room 6
  const std::vector<CorridorChoice> choices = corridorChoices(s);
  REQUIRE(choices.size() == 3);
  CHECK(choices[0].digit == 1);
  CHECK(choices[0].name == "the Technical Corridors space");
  CHECK(s.topo().isTechSpace(choices[0].passage));
  CHECK(choices[1].name == "corridor 1-2");
  CHECK(choices[2].digit == 4);
  CHECK(choices[2].name == "corridor 2-6");
}

TEST_CASE("corridor choices: none without a Careful Movement question") {
  CHECK(corridorChoices(test::game(1, 5)).empty());
}
