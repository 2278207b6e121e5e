// Overwhelm (seed 001; anatomy-of-an-intruder.md; The Grin's sheet; ruling R-7): one trigger per die missing
// beyond black, resolved after the roll's Blip movement: The Grin discards the furthest Blip from the Spacers and
// spawns an Intruder next to the Priority Target.
#include "enormity_support.hpp"

using namespace etest;

TEST_CASE("R-7: Overwhelm resolves after the Blips move, once per missing die") {
  // RULE: If you have to promote dice and you’re already using all the black dice provided, trigger the **Overwhelm** Intruder effect for each
  // dice missing (i.e. if there’s 5 Blips on the
  // board and you have to roll black dice, roll 3
  // black dice and trigger the Overwhelm effect
  // twice).
  // RULE: **<span class="red-round">7</span> Overwhelm ability:** This ability is triggered when you run out of Noise dice (see
  State s = position(openMap(10, 10, "[0, 0]") + R"(, "spacers": [{"name": "scout", "space": [5, 5]},
      {"name": "medic", "space": [1, 8]}], "priority_target": "medic",
      "blips": [{"id": 1, "at": [2, 5], "token": "a"}, {"id": 2, "at": [9, 1], "token": "a"},
                {"id": 3, "at": [10, 0], "token": "a"}, {"id": 4, "at": [0, 0], "token": "echo"},
                {"id": 5, "at": [7, 10], "token": "echo"}],
      "force": {"black": [1, 0, 0]})");
  run(s, "noise scout dice 5black");
  REQUIRE(s.roll.overwhelm == 2);
  CHECK(s.priorityTarget == 0);  // the scout made the Noise
  const EventLog log = run(s, "assign 1>b1 2>b2 3>b3");
  const auto triggers = eventsOf<ev::OverwhelmTriggered>(log);
  REQUIRE(triggers.size() == 2);
  CHECK(triggers[0].left == 1);
  CHECK(triggers[1].left == 0);
  CHECK(ruleOf<ev::OverwhelmTriggered>(log) == RuleId::OverwhelmAfterMovement);
  // After the movement.
  CHECK(indexOf<ev::BlipMoved>(log) < indexOf<ev::OverwhelmTriggered>(log));
  CHECK(describe(s, log[static_cast<std::size_t>(indexOf<ev::OverwhelmTriggered>(log))])
            .rfind("The Grin Overwhelm: Discard the furthest Blip from the Spacers.", 0) == 0);
  // The furthest from the Spacers (from its closest Spacer): b3 on 10,0 is 4 + 5 = 9 from the scout; b4 on 0,0 is
  // 1 + 8 = 9 from the medic; b2 on 9,1 is 3 + 4 = 7 from the scout. b3 and b4 tie: the first placed goes first.
  const auto discarded = eventsOf<ev::BlipDiscarded>(log);
  REQUIRE(discarded.size() == 2);
  CHECK(discarded[0].blip == 3);
  CHECK(discarded[1].blip == 4);
  CHECK(ruleOf<ev::BlipDiscarded>(log) == RuleId::FurthestBlip);
  // Their tokens go back face down; an Intruder spawns next to the Priority Target each time.
  CHECK(s.blipPool.size() == s.kinds.fullPool().size() - 3);
  const auto spawned = eventsOf<ev::IntruderSpawned>(log);
  REQUIRE(spawned.size() == 2);
  for (const ev::IntruderSpawned& i : spawned) {
    CHECK(i.spacer == 0);
    CHECK(std::abs(i.space.x - 5) + std::abs(i.space.y - 5) == 1);
  }
  CHECK(ruleOf<ev::IntruderSpawned>(log) == RuleId::Overwhelm);
  CHECK(indexOf<ev::NoiseRollEnded>(log) == static_cast<int>(log.size()) - 1);
}
