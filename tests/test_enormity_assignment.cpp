// Assigning the results to Blips (seed 001; blip-movement.md; ruling R-11): each result to one Blip; with more
// dice than Blips the highest extra dice are discarded; `assign default` reveals the fewest Blips.
#include "engine/enormity/odds.hpp"
#include "enormity_support.hpp"

using namespace etest;

namespace {

// Scout on 5,5; b1 on 5,4 (on the line above its space: distance 1), b2 on 2,5 (on its top line, distance 3).
State field(const std::string& noise, const std::string& force) {
  State s = position(openMap(10, 10, "[0, 0]") + R"(, "spacers": [{"name": "scout", "space": [5, 5]}],
      "blips": [{"id": 1, "at": [5, 4], "token": "a"}, {"id": 2, "at": [2, 5], "token": "a"}],
      "force": {"white": [)" +
                     force + "]}");
  run(s, noise);
  return s;
}

}  // namespace

TEST_CASE("each result goes to one Blip, every kept result is assigned, one result per Blip") {
  // RULE: **Whenever you make Noise ![Noise Icon](svg/icon-noise.svg),
  // you assigned the results to Blips, which will then
  // move towards you** (see [Blips](blips.md) and [Blip Movement](blip-movement.md)
  // RULE: Then,
  // they assigned each die result to a single Blip.
  State s = field("noise scout", "0, 1");
  CHECK(refused(s, "assign 1>b1").code == Refusal::DieUnassigned);
  CHECK(refused(s, "assign 1>b1 2>b1").code == Refusal::BlipTwice);
  CHECK(refused(s, "assign 1>b1 1>b2").code == Refusal::DieTwice);
  CHECK(refused(s, "assign 1>b1 2>b7").code == Refusal::UnknownBlip);
  CHECK(refused(s, "assign 1>b1 3>b2").code == Refusal::NoSuchDie);
  const EventLog log = run(s, "assign 1>b1 2>b2");
  const auto assigned = eventsOf<ev::ResultAssigned>(log);
  REQUIRE(assigned.size() == 2);
  CHECK(assigned[1].die == 1);
  CHECK(assigned[1].blip == 2);
  CHECK(assigned[1].potentials == 1);
  CHECK(ruleOf<ev::ResultAssigned>(log) == RuleId::AssignResults);
  CHECK(blip(s, 1).at == Point{5, 4});  // 0: it stays
  CHECK(blip(s, 2).at == Point{3, 5});
  CHECK(s.roll.stage == RollStage::None);
  CHECK(refused(s, "assign default").code == Refusal::NoRoll);
}

TEST_CASE("R-11: with more dice than Blips, the highest extra dice are discarded") {
  State s = field("noise scout dice 3white", "2, 0, 1");
  CHECK(keptDice(s) == std::vector<int>{1, 2});
  CHECK(refused(s, "assign 1>b1 2>b2").code == Refusal::DieDiscarded);
  const Verdict v = refused(s, "assign 1>b1 2>b2");
  CHECK(explain(s, v) ==
        "die 1 is one of the highest extra dice: it is discarded. (ruling R-11 · more dice than Blips)");
  const EventLog log = run(s, "assign 2>b2 3>b1");
  const auto discarded = eventsOf<ev::DiceDiscarded>(log);
  REQUIRE(discarded.size() == 1);
  CHECK(discarded.front().dice == std::vector<int>{0});
  CHECK(ruleOf<ev::DiceDiscarded>(log) == RuleId::ExtraDiceDiscarded);
  CHECK(indexOf<ev::DiceDiscarded>(log) < indexOf<ev::ResultAssigned>(log));
  // Of equal results, the later die goes.
  State t = field("noise scout dice 3white", "1, 1, 0");
  CHECK(keptDice(t) == std::vector<int>{0, 2});
}

TEST_CASE("fewer results than Blips: each result to a different Blip, the others do not move") {
  State s = field("noise scout dice 1red", "");
  s.roll.dice[0].rolled = 1;
  run(s, "assign 1>b2");
  CHECK(blip(s, 1).at == Point{5, 4});
  CHECK(blip(s, 2).at == Point{3, 5});
}

TEST_CASE("assign default gives the results so that the fewest Blips are revealed (odds.hpp's safestAssignment)") {
  // In roll order, the 2 would reach b1 (distance 1) and reveal it; the default gives it to b2 (distance 3).
  State s = field("noise scout", "2, 0");
  CHECK(defaultAssignment(s) == std::vector<Assignment>{{0, 2}, {1, 1}});
  const EventLog log = run(s, "assign default");
  CHECK(indexOf<ev::BlipRevealed>(log) == -1);
  CHECK(blip(s, 1).at == Point{5, 4});
  CHECK(blip(s, 2).at == Point{4, 5});
  // When a reveal cannot be avoided, still only as few as must be.
  CHECK(safestAssignment({2, 3}, {1, 3}) == std::vector<int>{1, 0});  // the 2 is safe on b2; the 3 reveals b1
  CHECK(safestAssignment({0, 3}, {1, 3}) == std::vector<int>{0, 1});  // 0 anywhere is safe; 3 reveals b2
  CHECK(safestAssignment({1, 2}, {1, 3}) == std::vector<int>{1, 0});  // 1 on b2 safe, 2 on b1 revealed: one reveal
  CHECK(safestAssignment({0, 0, 1}, {2, 0, 1}) == std::vector<int>{1, 2, 0});
  CHECK(revealThreshold(0) == 1);
  CHECK(revealThreshold(4) == 4);
}
