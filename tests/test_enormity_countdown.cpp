// The Countdown (countdown-track.md, countdown-phase.md, countdown-level-effects.md; ruling R-24): the marker one
// space down per Countdown Phase, its level (white 9-7, red 6-4, black 3-1), zero hour where it stays, and the
// new Blip of the red and black levels, spawned closest to the Priority Target.
#include "engine/enormity/queries.hpp"
#include "enormity_support.hpp"

using namespace etest;

namespace {

State at(const std::string& countdown, const std::string& target = "\"scout\"") {
  return position(openMap(10, 10, "[0, 0], [10, 10], [10, 0]") +
                  R"(, "spacers": [{"name": "scout", "space": [7, 7]}, {"name": "medic", "space": [1, 1]}],
                  "priority_target": )" +
                  target + R"(, "countdown": )" + countdown);
}

}  // namespace

TEST_CASE("the Countdown levels: Infiltration (white) 9-7, Eclipse (red) 6-4, Extraction (black) 3-1 and zero hour") {
  // RULE: It’s divided into 3 levels, Infiltration (white),
  // Eclipse (red) and Extraction (black), which represent the escalating
  // danger.
  CHECK(levelOf(9) == Level::Infiltration);
  CHECK(levelOf(7) == Level::Infiltration);
  CHECK(levelOf(6) == Level::Eclipse);
  CHECK(levelOf(4) == Level::Eclipse);
  CHECK(levelOf(3) == Level::Extraction);
  CHECK(levelOf(1) == Level::Extraction);
  CHECK(levelOf(0) == Level::Extraction);  // R-24
  CHECK(countdownLabel(0) == "!");
  CHECK(countdownLabel(5) == "5");
}

TEST_CASE("the marker moves one space down, at white no Blip spawns") {
  // RULE: **1. Move the Countdown Marker one space down
  // the Countdown Track:**
  // RULE: - During the Countdown Phase, no Blips spawn from the Countdown Track.
  State s = at("9");
  const EventLog log = run(s, "countdown");
  CHECK(s.countdown == 8);
  const auto moved = eventsOf<ev::CountdownAdvanced>(log);
  REQUIRE(moved.size() == 1);
  CHECK(moved.front().from == 9);
  CHECK(moved.front().to == 8);
  CHECK(ruleOf<ev::CountdownAdvanced>(log) == RuleId::CountdownMarker);
  CHECK(indexOf<ev::BlipSpawned>(log) == -1);
}

TEST_CASE("at red and black a new Blip spawns each Countdown Phase, closest to the Priority Target") {
  // RULE: - During the Countdown Phase, spawn 1 new Blip.
  // RULE: - If no Spacer triggered the effect (for example,
  // it was triggered by the Countdown marker
  // moving onto a space with a ![Blip icon](svg/icon-blip.svg "Blip Symbol") ), the Blip
  // spawns closest to the ![Target Priority Icon](svg/icon-target.svg "Priority") Spacer.
  for (const char* countdown : {"7", "4", "2"}) {
    CAPTURE(countdown);
    State s = at(countdown);
    const EventLog log = run(s, "countdown");
    CHECK(ruleOf<ev::CountdownBlip>(log) == RuleId::CountdownSpawn);
    const auto spawned = eventsOf<ev::BlipSpawned>(log);
    REQUIRE(spawned.size() == 1);
    CHECK(spawned.front().at == Point{10, 10});  // the scout holds the marker: 10,10 is 2 + 2 from 7,7
    CHECK(ruleOf<ev::BlipSpawned>(log) == RuleId::SpawnByPriorityTarget);
  }
  State medic = at("5", "\"medic\"");
  const EventLog log = run(medic, "countdown");
  CHECK(eventsOf<ev::BlipSpawned>(log).front().at == Point{0, 0});
}

TEST_CASE("R-24: at zero hour the marker stays on ! and the level stays black") {
  State s = at("1");
  run(s, "countdown");
  CHECK(s.countdown == 0);
  const EventLog log = run(s, "countdown");
  CHECK(s.countdown == 0);
  CHECK(ruleOf<ev::CountdownAdvanced>(log) == RuleId::ZeroHour);
  CHECK(describe(s, log.front()) == "The Countdown stays on ! (zero hour)");
  CHECK(indexOf<ev::BlipSpawned>(log) >= 0);   // still the black level's Blip
  CHECK(noiseAwareness(s) == DieColour::Red);  // The Grin's 3-! column
}

TEST_CASE(
    "a Blip nobody triggered, with no Priority Target: closest to any Spacer (the ruling SpawnWithoutReference)") {
  State s = at("5", "null");
  const EventLog log = run(s, "countdown");
  CHECK(eventsOf<ev::BlipSpawned>(log).front().at == Point{0, 0});  // 1 + 1 from the medic
  CHECK(ruleOf<ev::BlipSpawned>(log) == RuleId::SpawnWithoutReference);
}
