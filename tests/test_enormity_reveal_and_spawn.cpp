// Revealing and spawning Blips (blip-movement.md "Revealing Blips", "Spawning Blips"; rulings R-21, R-23): an
// Echo is discarded and a new Blip spawns; an Intruder token spawns Intruders by Countdown level next to the
// Spacer and goes back to the Blip Pool; a new Blip takes the closest free spawn point, facing the most Spacers;
// all occupied, it pushes the Blip there; none left to spawn, the Intruder Overwhelms.
#include "engine/enormity/queries.hpp"
#include "enormity_support.hpp"

using namespace etest;

namespace {

// The scout on 5,5 of an open 10x10 map with these spawn points; b1 on 2,5 (distance 3, on the top line) with
// `token`; a bare Noise 3 reveals it at the scout's corner 5,5.
State revealing(const std::string& token, const std::string& spawnPoints, const std::string& more = "") {
  State s = position(openMap(10, 10, spawnPoints) + R"(, "spacers": [{"name": "scout", "space": [5, 5]}],
      "blips": [{"id": 1, "at": [2, 5], "token": ")" +
                     token + R"("}])" + more);
  run(s, "noise scout number 3");
  return s;
}

}  // namespace

TEST_CASE("R-21: a revealed Echo is discarded and a new Blip spawns, on the spawn point closest to the noisy Spacer") {
  // RULE: When you are forced to reveal a Blip, flip it. If the Blip
  // turns out to be an Echo, it is removed from play, and
  // a new Blip is spawned according to normal spawn
  // rules (see [Spawning Blips](#spawning-blips) on p. 17).
  // RULE: Unless stated otherwise, a new Blip always spawns on a **spawn point ![Spawn Point Icon](svg/icon-spawn-point.svg)** closest to the Spacer who
  // triggered the spawn effect, facing the most Spacers.
  State s = revealing("echo", "[0, 0], [9, 0], [10, 10]", R"(, "pool": ["a"])");
  const EventLog log = run(s, "assign 1>b1");
  const auto revealed = eventsOf<ev::BlipRevealed>(log);
  REQUIRE(revealed.size() == 1);
  CHECK(revealed.front().kind == "echo");
  CHECK(chanceOutcome(Event{RuleId::RevealAdjacent, revealed.front()}) == "a Blip token (echo)");
  CHECK(ruleOf<ev::EchoDiscarded>(log) == RuleId::RevealEcho);
  CHECK(s.discardedTokens == std::vector<int>{s.kinds.find("echo")});
  // There, 9,0 (3 + 5) and 10,10 (4 + 4) tie for closest: the next test. With 9,1 (3 + 4) it is the closest.
  State t = revealing("echo", "[0, 0], [9, 1]", R"(, "pool": ["a"])");
  const EventLog spawnLog = run(t, "assign 1>b1");
  const auto spawned = eventsOf<ev::BlipSpawned>(spawnLog);
  REQUIRE(spawned.size() == 1);
  CHECK(spawned.front().at == Point{9, 1});
  CHECK(spawned.front().blip == 2);  // ids are never reused
  CHECK(ruleOf<ev::BlipSpawned>(spawnLog) == RuleId::SpawnBlip);
  // Facing the most Spacers: the scout is south-west of 9,1; south and west both have it in front, and south is
  // the way Noise would turn it (the larger gap, 4 lines south against 3 west).
  CHECK(spawned.front().facing == Direction::South);
  CHECK(blip(t, 2).token == t.kinds.find("a"));
  CHECK(t.blipPool.empty());
  CHECK(chanceOutcome(Event{RuleId::SpawnBlip, spawned.front()}).empty());  // drawn face down: nothing revealed
}

TEST_CASE("a new Blip takes the closest free spawn point, passing over an occupied closer one") {
  State s = revealing("echo", "[9, 1], [0, 0]", R"(, "pool": ["a"])");
  s.blips.push_back(Blip{7, Point{9, 1}, Direction::West, s.kinds.find("a")});
  s.nextBlipId = 8;
  s.roll.dice.push_back(Die{});  // a result of 0 for b7: it stays on its spawn point
  const EventLog log = run(s, "assign 1>b1 2>b7");
  const auto spawned = eventsOf<ev::BlipSpawned>(log);
  REQUIRE(spawned.size() == 1);
  CHECK(spawned.front().at == Point{0, 0});
  CHECK_FALSE(spawned.front().occupied);
  CHECK(indexOf<ev::BlipPushed>(log) == -1);
}

TEST_CASE("R-23: spawn points tied for closest: the noisy player chooses") {
  State s = revealing("echo", "[0, 0], [9, 0], [10, 10]", R"(, "pool": ["a"])");
  const EventLog log = run(s, "assign 1>b1");
  REQUIRE(s.pending.kind == DecisionKind::SpawnPoint);
  CHECK(s.pending.options == std::vector<int>{1, 2});
  CHECK(describe(s, log.back()) ==
        "scout chooses where the new Blip spawns: spawn point 2 at 9,0 or spawn point 3 at 10,10");
  CHECK(formatCommand(s, Choose{2}) == "choose 3");
  const EventLog chosen = run(s, "choose 3");
  CHECK(eventsOf<ev::BlipSpawned>(chosen).front().at == Point{10, 10});
}

TEST_CASE("an Intruder token spawns Intruders next to the Spacer, by Countdown level, and goes back to the pool") {
  // RULE: If a Blip turns out to be an Intruder, or Intruders,
  // immediately spawn that Intruder on a space adjacent to the Spacer.
  // RULE: Then,
  // return that Blip to the Blip Pool (but don’t spawn
  // a new Blip).
  // RULE: |![](img/blip-reveal-a.png)|Spawn 1 Intruder during Infiltration Phase or 2 Intruders during Eclipse and Extraction phase, then shuffle this token into the Blip Pool.|
  // RULE: |![](img/blip-reveal-b.png)|Spawn 2 Intruders during Infiltration Phase and Eclipse Phase or 3 Intruders during Extraction phase, then shuffle this token into the Blip Pool.|
  for (const auto& [token, countdown, count] : std::vector<std::tuple<std::string, std::string, int>>{
           {"a", "9", 1}, {"a", "5", 2}, {"a", "2", 2}, {"b", "8", 2}, {"b", "4", 2}, {"b", "\"!\"", 3}}) {
    CAPTURE(token);
    CAPTURE(countdown);
    State s = revealing(token, "[0, 0]", R"(, "countdown": )" + countdown);
    const std::size_t pool = s.blipPool.size();
    const EventLog log = run(s, "assign 1>b1");
    const auto spawned = eventsOf<ev::IntruderSpawned>(log);
    REQUIRE(spawned.size() == static_cast<std::size_t>(count));
    for (const ev::IntruderSpawned& i : spawned) {
      CHECK(i.adjacent);
      CHECK(std::abs(i.space.x - 5) + std::abs(i.space.y - 5) == 1);
    }
    // North, east, south, west first (the ruling IntruderSpace).
    CHECK(spawned.front().space == Space{5, 4});
    CHECK(ruleOf<ev::IntruderSpawned>(log) == RuleId::RevealIntruders);
    CHECK(static_cast<int>(s.intruders.size()) == count);
    CHECK(s.blipPool.size() == pool + 1);
    CHECK(ruleOf<ev::TokenReturned>(log) == RuleId::TokenToPool);
    CHECK(indexOf<ev::BlipSpawned>(log) == -1);
    // The Ambush is not played: Intruders do not act in this module, and the log says so.
    // RULE: **If a Blip reveals itself in the manner described
    // above, the spawned Intruder immediately acts
    CHECK(ruleOf<ev::AmbushNotPlayed>(log) == RuleId::IntrudersNotPlayed);
  }
}

TEST_CASE("with no empty space next to the Spacer, Intruders spawn on the nearest empty space") {
  // RULE: If no such spaces are available, spawn them on the nearest empty space.
  // The scout on 2,2, walled in by out-of-bounds spaces; the nearest floor spaces are 2 away, 2,0 first.
  State s = position(R"("map": {"format": "enormity-map", "version": 1, "name": "box",
      "rows": [".....", ".###.", ".#.#.", ".###.", "....."], "spawn_points": [[0, 0]], "spacer_starts": [[2, 2]]},
      "spacers": [{"name": "scout", "space": [2, 2]}], "blips": [{"id": 1, "at": [2, 0], "token": "b"}])");
  run(s, "noise scout number 2");
  const EventLog log = run(s, "assign 1>b1");
  const auto spawned = eventsOf<ev::IntruderSpawned>(log);
  REQUIRE(spawned.size() == 2);
  CHECK_FALSE(spawned[0].adjacent);
  CHECK(spawned[0].space == Space{2, 0});
  CHECK(spawned[1].space == Space{0, 2});
  CHECK(ruleOf<ev::IntruderSpawned>(log) == RuleId::NearestEmptySpace);
}

TEST_CASE("every spawn point occupied: the new Blip spawns on the closest and pushes the Blip there") {
  // RULE: - If all spawn points are occupied, spawn the
  // new Blip on the closest spawn point and
  // immediately trigger Blip movement, as if the
  // new Blip moved onto that space.
  State s = revealing("echo", "[9, 1], [0, 0]", R"(, "pool": ["a"])");
  s.blips.push_back(Blip{7, Point{9, 1}, Direction::West, s.kinds.find("a")});
  s.blips.push_back(Blip{8, Point{0, 0}, Direction::East, s.kinds.find("a")});
  s.nextBlipId = 9;
  s.roll.dice.push_back(Die{});  // one more die each: results of 0 for the two new Blips
  s.roll.dice.push_back(Die{});
  const EventLog log = run(s, "assign 1>b1 2>b7 3>b8");
  const auto spawned = eventsOf<ev::BlipSpawned>(log);
  REQUIRE(spawned.size() == 1);
  CHECK(spawned.front().at == Point{9, 1});
  CHECK(spawned.front().occupied);
  CHECK(ruleOf<ev::BlipSpawned>(log) == RuleId::SpawnOccupied);
  const auto pushed = eventsOf<ev::BlipPushed>(log);
  REQUIRE(pushed.size() == 1);
  CHECK(pushed.front().blip == 7);
  CHECK(pushed.front().to == Point{8, 1});  // along the smaller gap toward the scout (3 west, 4 south)
}

TEST_CASE("no Blip left to spawn: the Intruder's Overwhelm instead, ignoring its Blip removal") {
  // RULE: - If, for whatever reason, no more Blips can
  // be spawned, for each Blip that should spawn,
  // trigger the Intruder’s Overwhelm ability,
  // ignoring any Blip removal instructions.
  State s = position(openMap(10, 10, "[0, 0]") + R"(, "spacers": [{"name": "scout", "space": [5, 5]}], "pool": [],
      "blips": [{"id": 1, "at": [2, 5], "token": "echo"}, {"id": 2, "at": [9, 9], "token": "a"}])");
  run(s, "noise scout number 3");
  s.roll.dice.push_back(Die{});  // a quiet white die for b2
  const EventLog log = run(s, "assign 1>b1 2>b2");
  CHECK(ruleOf<ev::NoBlipToSpawn>(log) == RuleId::NoBlipLeft);
  const auto overwhelm = eventsOf<ev::OverwhelmTriggered>(log);
  REQUIRE(overwhelm.size() == 1);
  CHECK(overwhelm.front().keepBlips);
  CHECK(indexOf<ev::BlipDiscarded>(log) == -1);  // b2 stays
  CHECK(onBoardBlip(s, 2));
  const auto spawned = eventsOf<ev::IntruderSpawned>(log);
  REQUIRE(spawned.size() == 1);
  CHECK(ruleOf<ev::IntruderSpawned>(log) == RuleId::Overwhelm);
}

TEST_CASE("a forced Blip token: the revealed Blip is that kind, swapped with one face down in the pool") {
  State s = revealing("a", "[0, 0]", R"(, "pool": ["echo", "b"], "force": {"blips": ["b"]})");
  EventLog log = run(s, "assign 1>b1");
  const auto revealed = eventsOf<ev::BlipRevealed>(log);
  REQUIRE(revealed.size() == 1);
  CHECK(revealed.front().kind == "b");
  CHECK(revealed.front().forced);
  CHECK(describe(s, log[static_cast<std::size_t>(indexOf<ev::BlipRevealed>(log))]) ==
        "b1 at 5,5 is revealed next to scout: token b (forced)");
  // The A token took its place in the pool; the B goes back after spawning.
  std::vector<int> pool = s.blipPool;
  std::sort(pool.begin(), pool.end());
  CHECK(pool == std::vector<int>{s.kinds.find("echo"), s.kinds.find("a"), s.kinds.find("b")});
  // No such token face down: the force is skipped, and said.
  State t = revealing("a", "[0, 0]", R"(, "pool": ["echo"], "force": {"blips": ["b"]})");
  log = run(t, "assign 1>b1");
  CHECK(indexOf<ev::ForcedOutcomeSkipped>(log) >= 0);
  CHECK(eventsOf<ev::BlipRevealed>(log).front().kind == "a");
}
