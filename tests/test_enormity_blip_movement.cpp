// Blips moving after a Noise roll (blip-movement.md; seed 001; rulings R-17 to R-20, R-22): closest first (ties
// chosen), step by step along the lines (straight when aligned, else the zigzag of the page's two pictures, ties
// chosen), revealed when they would move adjacent to a Spacer or move while adjacent, pushing a Blip they end on,
// turning to face the Noise at the red and black levels.
#include "engine/enormity/queries.hpp"
#include "enormity_support.hpp"

using namespace etest;

namespace {

// The scout on 5,5 of an open 10x10 map, the Blips given (JSON list entries), one white die per Blip forced.
State field(const std::string& blips, const std::string& force, const std::string& more = "") {
  return position(openMap(10, 10, "[0, 0], [10, 10]") + R"(, "spacers": [{"name": "scout", "space": [5, 5]})" + more +
                  R"(], "blips": [)" + blips + R"(], "force": {"white": [)" + force + "]}");
}

std::vector<int> movers(const EventLog& log) {
  std::vector<int> out;
  for (const ev::BlipMoved& m : eventsOf<ev::BlipMoved>(log)) {
    if (out.empty() || out.back() != m.blip) out.push_back(m.blip);
  }
  return out;
}

std::vector<Point> steps(const EventLog& log, int id) {
  std::vector<Point> out;
  for (const ev::BlipMoved& m : eventsOf<ev::BlipMoved>(log)) {
    if (m.blip == id) out.push_back(m.to);
  }
  return out;
}

}  // namespace

TEST_CASE("after the roll, each Blip moves by its die's Potentials toward the noisy Spacer, the closest first") {
  // RULE: Noise can
  // trigger various effects, but the most common one
  // is Blip movement.
  // RULE: Whenever a Spacer **makes** a **Noise Roll**, they roll
  // as many dice as there are Blips on the board. Then,
  // they assigned each die result to a single Blip. After
  // the Spacer resolves their current action, **each Blip
  // will move towards them, by the amount of Noise
  // shown on the die assigned to them**, starting with
  // the closest Blip (i.e. if a Spacer assigned a die with
  // ‘2’ ![Potential Icon](svg/icon-potential.svg "Potential") to a Blip, that Blip would move two intersections towards them).
  // RULE: Unlike Spacers and Intruders, who move on board
  // spaces, Blips move **along lines, from intersection
  // to intersection**.
  State s = field(R"({"id": 1, "at": [5, 0], "token": "a"}, {"id": 2, "at": [2, 5], "token": "a"})", "2, 1");
  run(s, "noise scout");
  const EventLog log = run(s, "assign 1>b1 2>b2");
  // b2 (distance 3) moves before b1 (distance 5), though b1 has die 1.
  CHECK(movers(log) == std::vector<int>{2, 1});
  CHECK(steps(log, 1) == std::vector<Point>{{5, 1}, {5, 2}});
  CHECK(steps(log, 2) == std::vector<Point>{{3, 5}});
  CHECK(ruleOf<ev::BlipMoved>(log) == RuleId::BlipsMoveOnLines);
  const auto moved = eventsOf<ev::BlipMoved>(log);
  CHECK(moved[1].step == 1);
  CHECK(moved[1].steps == 2);
  CHECK(moved[2].step == 2);
  CHECK(describe(s, Event{RuleId::BlipsMoveOnLines, moved[2]}) == "b1 moves 5,1 -> 5,2 (2 of 2)");
  // RULE: **Remember:** Various game effects may check for
  // Noise and instruct you to perform a variety of tasks
  // and tests, but there is one effect that always triggers
  // after a Noise: Blip movement.
  // RULE: Noise will trigger Blip movement (see [Blips](blips.md) and [Blip Movement](blip-movement.md) below).
  CHECK(indexOf<ev::NoiseRollEnded>(log) == static_cast<int>(log.size()) - 1);
  CHECK(ruleOf<ev::NoiseRollEnded>(log) == RuleId::BlipMovementAfterNoise);
}

TEST_CASE("R-18: Blips tied for closest move in the order the noisy player chooses") {
  State s = field(R"({"id": 1, "at": [2, 5], "token": "a"}, {"id": 2, "at": [9, 5], "token": "a"})", "1, 1");
  run(s, "noise scout");
  EventLog log = run(s, "assign 1>b1 2>b2");
  CHECK(indexOf<ev::BlipMoved>(log) == -1);
  REQUIRE(s.pending.kind == DecisionKind::ClosestBlip);
  CHECK(s.pending.options == std::vector<int>{1, 2});
  CHECK(ruleOf<ev::DecisionRequested>(log) == RuleId::TiesChosen);
  CHECK(describe(s, log.back()) == "scout chooses which of the closest Blips moves first: b1 or b2");
  CHECK(refused(s, "countdown").code == Refusal::DecisionPending);
  CHECK(refused(s, "choose b3").code == Refusal::NotAnOption);
  log = run(s, "choose b2");
  CHECK(movers(log) == std::vector<int>{2, 1});
  CHECK(s.pending.kind == DecisionKind::None);
  CHECK(validate(s, Choose{1}).code == Refusal::NoDecisionPending);
  CHECK(test::errorOf<nemesis::ScriptError>([&] { return parseCommand("choose b1", s); }) ==
        "<command>:1:1: no decision is pending");
}

TEST_CASE("a Blip sharing a line with the Spacer's space moves straight toward it (the page's first picture)") {
  // RULE: - If the Blip is on an intersection that aligns
  // with the Spacer’s space, it moves in a straight line
  // toward the Spacer.
  // The picture: a Blip on the line of the Spacer's top edge, three intersections from the corner of its space,
  // moves straight three steps to the corner, where it is revealed.
  State s = field(R"({"id": 1, "at": [2, 5], "token": "echo"})", "");
  run(s, "noise scout number 3");
  const EventLog log = run(s, "assign 1>b1");
  CHECK(steps(log, 1) == std::vector<Point>{{3, 5}, {4, 5}, {5, 5}});
  CHECK(indexOf<ev::BlipRevealed>(log) == indexOf<ev::BlipMoved>(log) + 3);
}

TEST_CASE("a Blip not sharing a line first steps toward alignment, then zigzags (the page's second picture)") {
  // RULE: - If the intersection and the space don’t align, i.e. the
  // Spacer and the Blip do not share a board line, the
  // first move should be performed in the direction that
  // would take the Blip closer to potential alignment.
  // RULE: After that the Blip will ‘zigzag’ towards the Spacer
  // The picture: a Blip one line above and two lines left of the Spacer's space goes one step down (onto the
  // top-edge line), then two steps right to the corner; "right one, then down one" is wrong.
  State s = field(R"({"id": 1, "at": [3, 4], "token": "echo"})", "");
  run(s, "noise scout number 3");
  EventLog log = run(s, "assign 1>b1");
  CHECK(steps(log, 1) == std::vector<Point>{{3, 5}, {4, 5}, {5, 5}});
  // Three lines left and two above (north-west): y, x, y (aligned on the top edge), then x, x.
  State t = field(R"({"id": 1, "at": [2, 3], "token": "echo"})", "");
  run(t, "noise scout number 5");
  log = run(t, "assign 1>b1");
  CHECK(steps(log, 1) == std::vector<Point>{{2, 4}, {3, 4}, {3, 5}, {4, 5}, {5, 5}});
}

TEST_CASE("R-19: a Blip as far from both lines chooses its first step as the noisy player says") {
  for (const auto& [axis, first] : std::vector<std::pair<std::string, Point>>{{"x", {4, 3}}, {"y", {3, 4}}}) {
    CAPTURE(axis);
    State s = field(R"({"id": 1, "at": [3, 3], "token": "a"})", "");
    run(s, "noise scout number 2");
    EventLog log = run(s, "assign 1>b1");
    REQUIRE(s.pending.kind == DecisionKind::ZigzagAxis);
    CHECK(s.pending.blip == 1);
    CHECK(describe(s, log.back()) == "scout chooses the first step of b1: along x (east-west) or y (north-south)");
    log = run(s, "choose " + axis);
    const std::vector<Point> path = steps(log, 1);
    REQUIRE(path.size() == 2);
    CHECK(path[0] == first);
    CHECK(path[1] == Point{4, 4});  // then the other axis
  }
}

TEST_CASE("a Blip that would move adjacent to a Spacer, or move while adjacent, is revealed at once") {
  // RULE: - If the Blip would ever move adjacent to or
  // while adjacent a Spacer, it’s immediately revealed (see [Revealing Blips](#revealing-blips) on p. 18).
  // RULE: **However, if a Blip would ever
  // move adjacent to or while adjacent a Spacer,
  // it’s immediately revealed!**
  // Moving while adjacent: on a corner of the scout's space, a Blip given a Potential is revealed before it moves.
  State s = field(R"({"id": 1, "at": [6, 6], "token": "echo"})", "1");
  run(s, "noise scout");
  EventLog log = run(s, "assign 1>b1");
  CHECK(indexOf<ev::BlipMoved>(log) == -1);
  const auto revealed = eventsOf<ev::BlipRevealed>(log);
  REQUIRE(revealed.size() == 1);
  CHECK(revealed.front().at == Point{6, 6});
  CHECK(revealed.front().spacer == 0);
  CHECK(ruleOf<ev::BlipRevealed>(log) == RuleId::RevealAdjacent);
  // Given nothing, it does not move, so it stays hidden.
  State t = field(R"({"id": 1, "at": [6, 6], "token": "echo"})", "0");
  run(t, "noise scout");
  log = run(t, "assign 1>b1");
  CHECK(indexOf<ev::BlipRevealed>(log) == -1);
  CHECK(onBoardBlip(t, 1));
}

TEST_CASE("R-20: a Blip moving adjacent to another Spacer is revealed there, next to that Spacer") {
  // The medic stands on 3,5, between the Blip on 2,5 and the scout: the Blip's first step reaches the medic's
  // corner.
  State s = field(R"({"id": 1, "at": [2, 5], "token": "a"})", "", R"(, {"name": "medic", "space": [3, 5]})");
  run(s, "noise scout number 3");
  const EventLog log = run(s, "assign 1>b1");
  CHECK(steps(log, 1) == std::vector<Point>{{3, 5}});
  const auto revealed = eventsOf<ev::BlipRevealed>(log);
  REQUIRE(revealed.size() == 1);
  CHECK(revealed.front().spacer == 1);
  CHECK(ruleOf<ev::BlipRevealed>(log) == RuleId::RevealedByOtherSpacer);
  // The A token's Intruder spawns next to the medic (Infiltration: 1).
  const auto spawned = eventsOf<ev::IntruderSpawned>(log);
  REQUIRE(spawned.size() == 1);
  CHECK(spawned.front().spacer == 1);
  CHECK(std::abs(spawned.front().space.x - 3) + std::abs(spawned.front().space.y - 5) == 1);
}

TEST_CASE("a Blip ending on another Blip pushes it one intersection toward the Spacer, and so on") {
  // RULE: - If a Blip ends their movement on an intersection containing another Blip, move that other
  // Blip immediately one intersection
  // towards the Spacer.
  State s = field(R"({"id": 1, "at": [1, 5], "token": "a"}, {"id": 2, "at": [3, 5], "token": "a"},
                     {"id": 3, "at": [4, 5], "token": "echo"})",
                  "");
  run(s, "noise scout number 2");
  EventLog log = run(s, "assign 1>b1");
  CHECK(steps(log, 1) == std::vector<Point>{{2, 5}, {3, 5}});
  const auto pushed = eventsOf<ev::BlipPushed>(log);
  REQUIRE(pushed.size() == 2);
  CHECK(pushed[0].blip == 2);
  CHECK(pushed[0].to == Point{4, 5});
  CHECK(pushed[1].blip == 3);
  CHECK(pushed[1].to == Point{5, 5});  // onto the scout's corner: revealed
  CHECK(ruleOf<ev::BlipPushed>(log) == RuleId::PushBlip);
  const auto revealed = eventsOf<ev::BlipRevealed>(log);
  REQUIRE(revealed.size() == 1);
  CHECK(revealed.front().blip == 3);
  CHECK(blip(s, 1).at == Point{3, 5});
  CHECK(blip(s, 2).at == Point{4, 5});
}

TEST_CASE("R-22: at the red and black levels a Blip moved by Noise turns to face it, at white it does not") {
  // RULE: - During the Spacer Phase, Blips moving as a result of Noise ![Noise Icon](svg/icon-noise.svg) **change** their patrol
  // direction to face the source of the Noise.
  // RULE: - During the Spacer Phase, Blips moving as a result of Noise ![Noise Icon](svg/icon-noise.svg) **do not change** their
  // patrol direction.
  for (const auto& [countdown, facing] : std::vector<std::pair<std::string, Direction>>{
           {"9", Direction::West}, {"6", Direction::East}, {"1", Direction::East}}) {
    CAPTURE(countdown);
    State s = position(openMap(10, 10, "[0, 0]") + R"(, "spacers": [{"name": "scout", "space": [5, 5]}],
        "countdown": )" +
                       countdown + R"(, "blips": [{"id": 1, "at": [2, 5], "facing": "west", "token": "a"}])");
    run(s, "noise scout number 1");
    const EventLog log = run(s, "assign 1>b1");
    CHECK(blip(s, 1).facing == facing);
    if (facing == Direction::East) CHECK(ruleOf<ev::BlipTurned>(log) == RuleId::FacingAfterNoise);
  }
  // Equal gaps where it stops: it faces along its first step's axis, the way it would go on.
  State s = position(openMap(10, 10, "[0, 0]") + R"(, "spacers": [{"name": "scout", "space": [5, 5]}],
      "countdown": 5, "blips": [{"id": 1, "at": [3, 3], "facing": "north", "token": "a"}])");
  run(s, "noise scout number 2");
  run(s, "assign 1>b1");
  run(s, "choose y");
  CHECK(blip(s, 1).at == Point{4, 4});
  CHECK(blip(s, 1).facing == Direction::South);
}

TEST_CASE("Blips travel every intersection of the map, out-of-bounds spaces included") {
  // RULE: As Blips are not considered Intruders (or miniatures
  // for that matter), they may move through closed
  // doors, obstacles, red lines and all other otherwise
  // impassable spaces and features, including Out-OfBound spaces.
  // RULE: To make it simple, assume that **wherever there are
  // intersecting lines on the Location map, Blips can
  // move**.
  // The corridor map: the scout on 3,2; a Blip on 0,0, in the out-of-bounds corner, crosses it.
  State s =
      position(R"("spacers": [{"name": "scout", "space": [3, 2]}], "blips": [{"id": 1, "at": [0, 0], "token": "a"}])");
  REQUIRE_FALSE(s.topo().isFloor(Space{0, 0}));
  REQUIRE_FALSE(s.topo().isFloor(Space{0, 1}));
  run(s, "noise scout number 3");
  const EventLog log = run(s, "assign 1>b1");
  CHECK(steps(log, 1) == std::vector<Point>{{0, 1}, {1, 1}, {1, 2}});
}
