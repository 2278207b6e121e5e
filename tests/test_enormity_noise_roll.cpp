// Making Noise in a game (seed 001 "Noise Roll"; rulings R-2, R-5, R-6, R-9): the Priority Target marker, the
// pool a source rolls (the colour from the Intruder Sheet by Countdown column, named dice, a bare number,
// promotion and Overwhelm), the dice as rolled, quiet dice, and the placeholder dice said in the log.
#include "engine/enormity/queries.hpp"
#include "enormity_support.hpp"

using namespace etest;

namespace {

// Scout on 5,5 of an open 10x10 map, medic on 1,1 holding the Priority Target, and `blips` (up to 9) Blips
// along the north edge, b1 on 9,0, b2 on 8,0... (none with equal gaps to the scout: no zigzag decision).
State field(int blips, const std::string& countdown = "9", const std::string& more = "") {
  std::string list;
  for (int i = 0; i < blips; ++i)
    list += std::string(i == 0 ? "" : ", ") + R"({"id": )" + std::to_string(i + 1) + R"(, "at": [)" +
            std::to_string(9 - i) + R"(, 0], "token": ")" + (i % 2 == 0 ? "echo" : "a") + "\"}";
  return position(openMap(10, 10, "[0, 0]") +
                  R"(, "spacers": [{"name": "scout", "space": [5, 5]}, {"name": "medic", "space": [1, 1]}],
                  "priority_target": "medic", "countdown": )" +
                  countdown + R"(, "blips": [)" + list + "]" + more);
}

std::array<int, kDieColourCount> pool(const EventLog& log) {
  const auto built = eventsOf<ev::PoolBuilt>(log);
  REQUIRE(built.size() == 1);
  return built.front().dice;
}

}  // namespace

TEST_CASE("R-6: whoever makes Noise takes the Priority Target marker at once, before the roll") {
  // RULE: When you make Noise, you immediately
  // take the **Priority Target/Last to Noise ![Priority Targer Icon](img/icon-target.png) marker**.
  // RULE: When you make Noise, you immediately
  State s = field(2);
  REQUIRE(s.priorityTarget == 1);
  const EventLog log = run(s, "noise scout");
  CHECK(s.priorityTarget == 0);
  const auto taken = eventsOf<ev::PriorityTargetTaken>(log);
  REQUIRE(taken.size() == 1);
  CHECK(taken.front().from == 1);
  CHECK(ruleOf<ev::PriorityTargetTaken>(log) == RuleId::MarkerWhenNoiseMade);
  CHECK(indexOf<ev::PriorityTargetTaken>(log) < indexOf<ev::DieRolled>(log));
  CHECK(describe(s, log[static_cast<std::size_t>(indexOf<ev::PriorityTargetTaken>(log))]) ==
        "scout takes the Priority Target marker");
}

TEST_CASE("R-5: with no Blip on the board there are no dice, the marker still moves and a stiff bonus is lost") {
  State s = field(0);
  const EventLog log = run(s, "noise scout bonus 2");
  CHECK(s.priorityTarget == 0);
  const auto none = eventsOf<ev::NoDice>(log);
  REQUIRE(none.size() == 1);
  CHECK(none.front().bonusLost == 2);
  CHECK(ruleOf<ev::NoDice>(log) == RuleId::NoBlipsNoDice);
  CHECK(s.roll.stage == RollStage::None);  // nothing to re-roll or assign: the roll is over
  CHECK(indexOf<ev::DieRolled>(log) == -1);
}

TEST_CASE("Intruder-symbol Noise: one die per Blip, the colour the Intruder Sheet gives for the Countdown (R-2)") {
  // RULE: Whenever a Spacer makes Noise ![Noise Icon](svg/icon-noise.svg), for example
  // when they move hurriedly, **they have to make a
  // Noise Roll** with the appropriate number and color
  // of dice (usually the number of Blips on the board).
  // RULE: **Noise is usually depicted as an Intruder
  // symbol ![Intruder Symbol](svg/intruder-symbol.svg).** This means you **roll as many
  // dice as there are Blips** on the board. The
  // **color** of the dice rolled **depends** on the current **Countdown level** and can’t be found on
  // the Intruder Sheet.
  // R-2: the colour does depend on the Countdown level, and it is the Intruder Sheet that gives it, as its Noise
  // Awareness for the Countdown column: anatomy-of-an-intruder.md, countdown-escalation.md and the sheet say so;
  // the seed's "can't be found on the Intruder Sheet" is the one sentence that says otherwise.
  // RULE: This shows the type
  // of die rolled when performing an Intruder
  // symbol ![Intruder Symbol](svg/intruder-symbol.svg) Noise Roll.
  for (const auto& [countdown, colours] :
       std::vector<std::pair<std::string, std::array<int, 3>>>{{"9", {3, 0, 0}},
                                                               {"7", {3, 0, 0}},
                                                               {"6", {3, 0, 0}},
                                                               {"4", {3, 0, 0}},
                                                               {"3", {0, 3, 0}},
                                                               {"\"!\"", {0, 3, 0}}}) {
    CAPTURE(countdown);
    State s = field(3, countdown);
    const EventLog log = run(s, "noise scout");
    CHECK(pool(log) == colours);
    CHECK(ruleOf<ev::PoolBuilt>(log) == RuleId::IntruderSymbol);
    // The log says where the colour came from, as the ruling it is (ENORMITY.md: every ruling in the log).
    const auto colour = eventsOf<ev::NoiseColourRead>(log);
    REQUIRE(colour.size() == 1);
    CHECK(colour.front().colour == (colours[0] > 0 ? DieColour::White : DieColour::Red));
    CHECK(ruleOf<ev::NoiseColourRead>(log) == RuleId::NoiseColour);
    CHECK(describe(s, Event{RuleId::NoiseColour, colour.front()}).find("The Grin's Noise Awareness") == 0);
    CHECK(eventsOf<ev::DieRolled>(log).size() == 3);
    CHECK(s.roll.dice.size() == 3);
    CHECK(s.roll.stage == RollStage::Confidence);
  }
  // RULE: Generally, the longer the
  // Extraction Run goes, the more alert the Intruders are and the more severe die you will roll.
}

TEST_CASE("a source that names its dice rolls those instead of one die per Blip") {
  // RULE: If the Noise source specifies the number and
  // color of dice rolled, roll those dice instead.
  // In other words, a specific dice configuration
  // always overrides ![Intruder Symbol](svg/intruder-symbol.svg "Intruder") Noise.
  State s = field(3);
  EventLog log = run(s, "noise scout dice 2red");
  CHECK(pool(log) == std::array<int, 3>{0, 2, 0});
  CHECK(ruleOf<ev::PoolBuilt>(log) == RuleId::NamedDice);
  CHECK(eventsOf<ev::NoiseColourRead>(log).empty());  // named dice take no colour from the sheet
  State t = field(1);
  log = run(t, "noise scout dice 1white,1black");
  CHECK(pool(log) == std::array<int, 3>{1, 0, 1});
  CHECK(refused(t, "countdown").code == Refusal::RollInProgress);
  CHECK(refused(s, "noise medic").code == Refusal::RollInProgress);
}

TEST_CASE("promotion and Overwhelm: dice the box lacks come from the colour above, beyond black Overwhelm is due") {
  // RULE: If there are more Blips on the board than
  // there are dice of a given color, substitute the
  // remaining dice with dice of a higher color
  // tier (i.e. if there’s 5 Blips on the board and
  // you have to roll red dice, take 4 red dice and
  // add 1 black die). This is called **promotion**.
  State s = field(5, "3");
  EventLog log = run(s, "noise scout");
  CHECK(pool(log) == std::array<int, 3>{0, 4, 1});
  const auto promoted = eventsOf<ev::DicePromoted>(log);
  REQUIRE(promoted.size() == 1);
  CHECK(promoted.front().count == 1);
  CHECK(ruleOf<ev::DicePromoted>(log) == RuleId::Promotion);
  CHECK(indexOf<ev::OverwhelmDue>(log) == -1);
  // RULE: If you have to promote dice and you’re already using all the black dice provided, trigger the **Overwhelm** Intruder effect for each
  // dice missing (i.e. if there’s 5 Blips on the
  // board and you have to roll black dice, roll 3
  // black dice and trigger the Overwhelm effect
  // twice).
  State t = field(5);
  log = run(t, "noise scout dice 5black");
  CHECK(pool(log) == std::array<int, 3>{0, 0, 3});
  const auto due = eventsOf<ev::OverwhelmDue>(log);
  REQUIRE(due.size() == 1);
  CHECK(due.front().count == 2);
  CHECK(t.roll.overwhelm == 2);
  CHECK(ruleOf<ev::OverwhelmDue>(log) == RuleId::OverwhelmMissingDice);
}

TEST_CASE("R-9: a bare number is one virtual die showing that many Potentials, never rolled") {
  // RULE: Some actions, and weapons, are so loud,
  // that they always make Noise. Those effects
  // show Noise as a number or modifier – they
  // always make at least that much Noise.
  State s = field(2, "9", R"(, "tokens": {"confidence": 2})");
  const EventLog log = run(s, "noise scout number 2");
  const auto shown = eventsOf<ev::VirtualDieShown>(log);
  REQUIRE(shown.size() == 1);
  CHECK(shown.front().potentials == 2);
  CHECK(ruleOf<ev::VirtualDieShown>(log) == RuleId::VirtualDie);
  CHECK(indexOf<ev::DieRolled>(log) == -1);
  REQUIRE(s.roll.dice.size() == 1);
  CHECK(s.roll.dice[0].fixed);
  CHECK(refused(s, "confidence 1").code == Refusal::VirtualDie);
  CHECK(refused(s, "stress 1").code == Refusal::VirtualDie);
  State t = field(1);
  CHECK(refused(t, "noise scout number 0").code == Refusal::BadNoise);
  CHECK(refused(t, "noise scout number 10").code == Refusal::BadNoise);
  CHECK(refused(t, "noise scout dice 0red").code == Refusal::BadNoise);
  CHECK(refused(t, "noise scout bonus 10").code == Refusal::BadNoise);
  CHECK(refused(t, "noise medic dice 21white").code == Refusal::BadNoise);
}

TEST_CASE("a die without a Potential is quiet, a die with one makes Noise and moves its Blip") {
  // RULE: Each die that doesn’t show
  // any ![Potential Icon](svg/icon-potential.svg "Potential") is quiet. Good job! However, each die
  // showing at least one ![Potential Icon](svg/icon-potential.svg "Potential") makes Noise.
  State s = field(2, "9", R"(, "force": {"white": [0, 1]})");
  EventLog log = run(s, "noise scout");
  const auto rolled = eventsOf<ev::DieRolled>(log);
  REQUIRE(rolled.size() == 2);
  CHECK(rolled[0].potentials == 0);
  CHECK(rolled[1].potentials == 1);
  CHECK(rolled[0].forced);
  CHECK(ruleOf<ev::DieRolled>(log) == RuleId::DangerDice);
  log = run(s, "assign 1>b1 2>b2");
  CHECK(blip(s, 1).at == Point{9, 0});  // quiet: it stays
  CHECK(blip(s, 2).at == Point{7, 0});  // one intersection toward the scout (along the smaller gap)
}

TEST_CASE("R-1: the log says 'placeholder dice' while the dice table is ours, and not once the real faces are in") {
  State s = field(1, "9", R"(, "force": {"white": [2]})");
  EventLog log = run(s, "noise scout");
  const Event roll = log[static_cast<std::size_t>(indexOf<ev::DieRolled>(log))];  // a copy: `log` is reused
  CHECK(describe(s, roll) == "die 1 (white) shows 2 Potentials (forced) (placeholder dice)");
  State real = field(1, "9", R"(, "force": {"white": [1]}, "dice": {"format": "enormity-dice", "version": 1,
      "placeholder": false, "colours": {"white": {"faces": [0, 1], "count": 8}, "red": {"faces": [0, 1], "count": 4},
      "black": {"faces": [1, 2], "count": 3}}})");
  log = run(real, "noise scout");
  CHECK(describe(real, log[static_cast<std::size_t>(indexOf<ev::DieRolled>(log))]) ==
        "die 1 (white) shows 1 Potential (forced)");
  CHECK(chanceOutcome(roll) == "a white die (2)");
}
