// A Spacer's Move of one space (spacer-movement.md; the ruling HurriedMove): cardinal directions only, onto an
// empty floor space; a hurried Move makes Intruder-symbol Noise (seed 001's example), a plain one none; moving
// next to a Blip does not reveal it.
#include "enormity_support.hpp"

using namespace etest;

namespace {

State corridor() {
  return position(R"("spacers": [{"name": "scout", "space": [1, 2]}, {"name": "medic", "space": [2, 3]}],
      "intruders": [{"space": [0, 2]}], "blips": [{"id": 1, "at": [3, 2], "token": "a"}], "force": {"white": [1]})");
}

}  // namespace

TEST_CASE("a Move goes one space north, east, south or west, onto an empty floor space") {
  // RULE: - **All movement is performed in cardinal
  // directions. You cannot move diagonally!**
  // RULE: - You **cannot** move through Obstacles, red
  // lines, black lines (walls) or onto Out-OfBounds spaces.
  // RULE: - You must end your movement on an empty
  // space (a space that does not contain Obstacles, Intruders or other Spacers).
  State s = corridor();
  CHECK(refused(s, "move scout 2,3").code == Refusal::NotNextSpace);  // diagonal
  CHECK(refused(s, "move scout 3,2").code == Refusal::NotNextSpace);  // two spaces
  CHECK(refused(s, "move scout 1,1").code == Refusal::OutOfBounds);
  CHECK(refused(s, "move scout 0,2").code == Refusal::SpaceTaken);  // an Intruder
  const Verdict v = refused(s, "move scout 1,1");
  CHECK(explain(s, v) == "That space is out of bounds. (spacer-movement.md · Spacer Movement)");
  const EventLog log = run(s, "move scout 2,2");
  CHECK(s.spacer(0).space == Space{2, 2});
  const auto moved = eventsOf<ev::SpacerMoved>(log);
  REQUIRE(moved.size() == 1);
  CHECK(moved.front().from == Space{1, 2});
  CHECK_FALSE(moved.front().hurried);
  CHECK(ruleOf<ev::SpacerMoved>(log) == RuleId::SpacerMovement);
  // A plain Move makes no Noise (the ruling HurriedMove), and stepping next to a Blip does not reveal it.
  // RULE: Consequently, a Spacer can move past a Blip,
  // or end their movement on a space adjacent to a Blip,
  // and not reveal it.
  CHECK(log.size() == 1);
  CHECK(onBoardBlip(s, 1));
  CHECK(s.roll.stage == RollStage::None);
  CHECK(refused(s, "move medic 2,2").code == Refusal::SpaceTaken);  // a Spacer there now
}

TEST_CASE("a hurried Move makes Intruder-symbol Noise after the step: the roll, then the Blips") {
  // RULE: Whenever a Spacer makes Noise ![Noise Icon](svg/icon-noise.svg), for example
  // when they move hurriedly, **they have to make a
  // Noise Roll** with the appropriate number and color
  // of dice (usually the number of Blips on the board).
  // RULE: - Most Move actions **make Noise ![Noise Icon](svg/icon-noise.svg)** (see
  State s = corridor();
  const EventLog log = run(s, "move scout 2,2 hurried");
  CHECK(indexOf<ev::SpacerMoved>(log) == 0);
  const auto noise = eventsOf<ev::NoiseMade>(log);
  REQUIRE(noise.size() == 1);
  CHECK(noise.front().hurried);
  CHECK(noise.front().kind == NoiseKind::IntruderSymbol);
  CHECK(describe(s, log[1]) == "scout moved hurriedly and made Intruder-symbol Noise");
  CHECK(s.roll.stage == RollStage::Confidence);
  CHECK(s.roll.dice.size() == 1);
  CHECK(s.priorityTarget == 0);
  // The Blip on 3,2 is on a corner of the scout's new space: given its Potential, it moves while adjacent.
  const EventLog after = run(s, "assign default");
  CHECK(indexOf<ev::BlipRevealed>(after) >= 0);
}
