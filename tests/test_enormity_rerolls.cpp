// Re-rolling Noise dice (seed 001; spacer-pool-and-spacer-tokens.md, rubicon-stats.md, spacer-attacks.md;
// rulings R-12, R-13, R-14): Confidence from the Active Pool, declared all at once, one per die; Stress after
// it, once per die, +1 Stress each; over 9 Stress the Spacer dies, after a confirmation.
#include "enormity_support.hpp"

using namespace etest;

namespace {

// Scout on 5,5 (Stress `stress`), medic on 1,1, three Blips far to the north-east; dice forced as given.
State rolled(int stress, int confidence, const std::string& force, bool alone = false) {
  State s = position(openMap(10, 10, "[0, 0]") + R"(, "spacers": [{"name": "scout", "space": [5, 5], "stress": )" +
                     std::to_string(stress) + "}" + (alone ? "" : R"(, {"name": "medic", "space": [1, 1]})") +
                     R"(], "blips": [{"id": 1, "at": [9, 0]}, {"id": 2, "at": [8, 0]}, {"id": 3, "at": [7, 0]}],
                     "tokens": {"confidence": )" +
                     std::to_string(confidence) + R"(}, "force": {"white": [)" + force + "]}");
  run(s, "noise scout");
  return s;
}

}  // namespace

TEST_CASE("R-12: Confidence re-rolls are declared all at once, one token per die, from the Active Pool") {
  // RULE: You may use Confidence ![Confidence Icon](svg/icon-confidence.svg) tokens and
  // Stress ![Stress Icon](svg/icon-stress.svg) to re-roll Noise dice and Discipline ![Discipline Icon](svg/icon-discipline.svg)
  // tokens to mitigate Noise (see [Spacer Pool and Spacer Tokens](spacer-pool-and-spacer-tokens.md) on p. 8 for details).
  // RULE: **Confidence ![Confidence Icon](svg/icon-confidence.svg):** This token reflects your morale and
  // poise. A single Confidence token allows you to re-roll
  // any single **Spacer Attack**, **Skill Test**, **Scouting
  // Check** or **Noise Roll** die **once**.
  // RULE: One ![Confidence Icon](svg/icon-confidence.svg "Confidence") allows you to re-roll **exactly one die once**,
  // and you must declare all dice you wish to re-roll
  // with ![Confidence Icon](svg/icon-confidence.svg "Confidence") before re-rolling any of them.
  State s = rolled(0, 2, "2, 1, 2, 0, 1");
  const EventLog log = run(s, "confidence 1 3");
  CHECK(s.active.confidence == 0);
  const auto spent = eventsOf<ev::ConfidenceSpent>(log);
  REQUIRE(spent.size() == 1);
  CHECK(spent.front().dice == std::vector<int>{0, 2});
  CHECK(ruleOf<ev::ConfidenceSpent>(log) == RuleId::ConfidenceDeclared);
  // The declaration comes first, then both re-rolls.
  CHECK(indexOf<ev::ConfidenceSpent>(log) == 0);
  const auto rerolls = eventsOf<ev::DieRerolled>(log);
  REQUIRE(rerolls.size() == 2);
  CHECK(rerolls[0].die == 0);
  CHECK(rerolls[0].from == 2);
  CHECK(rerolls[0].to == 0);
  CHECK(rerolls[1].die == 2);
  CHECK(rerolls[1].to == 1);
  CHECK(rerolls[0].by == ev::RerollBy::Confidence);
  CHECK(s.roll.dice[0].confidence);
  CHECK(s.roll.dice[0].rolled == 0);
  CHECK(chanceOutcome(Event{RuleId::ConfidenceReroll, rerolls[0]}) == "a re-rolled white die (0)");
  // Declared once: no second declaration.
  CHECK(refused(s, "confidence 2").code == Refusal::ConfidenceDone);
}

TEST_CASE("Confidence needs enough tokens in the Active Pool, and names each die once") {
  // RULE: - You may use tokens from the Active Pool.
  // RULE: - **You can only use 1 token of a given type per die.**
  State s = rolled(0, 1, "1, 1, 1");
  const Verdict v = refused(s, "confidence 1 2");
  CHECK(v.code == Refusal::NotEnoughConfidence);
  CHECK(explain(s, v) ==
        "That needs 2 Confidence tokens; the Active Pool holds 1. (spacer-pool-and-spacer-tokens.md · Spacer Pool And "
        "Spacer Tokens)");
  State t = rolled(0, 3, "1, 1, 1");
  CHECK(refused(t, "confidence 1 1").code == Refusal::DieTwice);
  CHECK(refused(t, "confidence 4").code == Refusal::NoSuchDie);
}

TEST_CASE(
    "R-13: Stress re-rolls come after Confidence, once per die, +1 Stress each, even on a die re-rolled with "
    "Confidence") {
  // RULE: The most important Stress rule is: **whenever
  // you roll dice, you may always gain +1 ![Stress Icon](svg/icon-stress.svg "Stress") to
  // re-roll any single die once**, even if that dice
  // was already re-rolled from another source.
  // RULE: - You perform Stress re-rolls after normal
  // Confidence re-rolls.
  // RULE: - You may re-roll a die already re-rolled with
  // Confidence.
  // RULE: -  Each die may be re-rolled with Stress exactly once.
  State s = rolled(2, 1, "2, 2, 2, 0, 1, 0");
  run(s, "confidence 1");
  EventLog log = run(s, "stress 1");
  CHECK(s.spacer(0).stress == 3);
  const auto gained = eventsOf<ev::StressGained>(log);
  REQUIRE(gained.size() == 1);
  CHECK(gained.front().stress == 3);
  CHECK(ruleOf<ev::StressGained>(log) == RuleId::StressAlways);
  const auto rerolls = eventsOf<ev::DieRerolled>(log);
  REQUIRE(rerolls.size() == 1);
  CHECK(rerolls.front().by == ev::RerollBy::Stress);
  CHECK(rerolls.front().to == 1);
  CHECK(s.roll.dice[0].stress);
  CHECK(refused(s, "stress 1").code == Refusal::StressUsed);
  // After a Stress re-roll, Confidence can no longer be declared.
  CHECK(refused(s, "confidence 2").code == Refusal::ConfidenceDone);
  run(s, "stress 2");
  CHECK(s.spacer(0).stress == 4);
}

TEST_CASE("Stress is always there: with no Confidence token at all a Stress re-roll is allowed") {
  // RULE: If you wish to re-roll dice, and you have no Confidence ![Confidence Icon](svg/icon-confidence.svg), you may still use Stress ![Stress Icon](svg/icon-stress.svg) as a substitute:
  State s = rolled(0, 0, "1, 1, 1, 0");
  CHECK(refused(s, "confidence 1").code == Refusal::NotEnoughConfidence);
  run(s, "stress 3");
  CHECK(s.roll.dice[2].rolled == 0);
}

TEST_CASE("R-14: a Stress re-roll at 9 Stress needs a confirmation, and the Spacer dies: the roll ends there") {
  // RULE: If your ![Stress Icon](svg/icon-stress.svg "Stress") would ever go above 9, you suffer
  // a **nervous breakdown** (see [Dying](resolving-ai-protocols.md#dying) on p. 29).
  // RULE: -  **Going over 9 ![Stress Icon](svg/icon-stress.svg "Stress") result in your Spacer’s
  // death.**
  State s = rolled(9, 0, "1, 1, 1");
  const Verdict v = refused(s, "stress 2");
  CHECK(v.code == Refusal::StressNeedsConfirm);
  CHECK(
      explain(s, v) ==
      "scout is at 9 Stress: one more kills them. Confirm with \"stress 2 confirm\". (ruling R-14 · Stress re-roll at "
      "9 Stress)");
  const EventLog log = run(s, "stress 2 confirm");
  CHECK_FALSE(s.spacer(0).alive);
  CHECK(s.spacer(0).stress == 10);
  CHECK(ruleOf<ev::SpacerDied>(log) == RuleId::NervousBreakdown);
  // The ruling DeathEndsRoll: no Blip moves, the marker is set aside, the medic plays on.
  CHECK(s.roll.stage == RollStage::None);
  CHECK(s.priorityTarget == -1);
  CHECK(ruleOf<ev::NoiseRollEnded>(log) == RuleId::DeathEndsRoll);
  CHECK(indexOf<ev::DieRerolled>(log) == -1);
  CHECK(blip(s, 1).at == Point{9, 0});
  CHECK(s.status == Status::Playing);
  CHECK(refused(s, "noise scout").code == Refusal::SpacerDead);
  run(s, "noise medic");

  // Alone, the death loses the run.
  State alone = rolled(9, 0, "1, 1, 1", true);
  const EventLog end = run(alone, "stress 1 confirm");
  CHECK(alone.status == Status::Lost);
  CHECK(indexOf<ev::GameLost>(end) >= 0);
  CHECK(refused(alone, "countdown").code == Refusal::GameOver);
}
