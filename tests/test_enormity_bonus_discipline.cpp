// The stiff bonus and Discipline (seed 001; spacer-pool-and-spacer-tokens.md; rulings R-8, R-16): the noisy
// player puts a "+N" on one die of their choice after the re-rolls, then Discipline removes one Potential from
// each die it is spent on, one token a die, before the results are assigned.
#include "enormity_support.hpp"

using namespace etest;

namespace {

State rolled(const std::string& noise, const std::string& force, int discipline = 2) {
  State s = position(openMap(10, 10, "[0, 0]") + R"(, "spacers": [{"name": "scout", "space": [5, 5]}],
      "blips": [{"id": 1, "at": [9, 0]}, {"id": 2, "at": [8, 0]}],
      "tokens": {"confidence": 1, "discipline": )" +
                     std::to_string(discipline) + R"(}, "force": {"white": [)" + force + "]}");
  run(s, noise);
  return s;
}

}  // namespace

TEST_CASE(
    "R-8: the stiff bonus goes on one die the player chooses, after re-rolls and before Discipline and assignment") {
  // RULE: If
  // Noise has a stiff bonus, i.e. “+1”, apply that
  // bonus as that many ![Potential Icon](svg/icon-potential.svg "Potential") results to a chosen die. This means such a Noise roll always
  // results in Noise (unless mitigated).
  State s = rolled("noise scout bonus 2", "0, 0, 1");
  CHECK(s.roll.bonus == 2);
  // Not before the bonus is placed.
  CHECK(refused(s, "discipline 1").code == Refusal::BonusFirst);
  CHECK(refused(s, "assign default").code == Refusal::BonusFirst);
  // Re-rolls may still come first.
  run(s, "confidence 1");
  CHECK(s.roll.dice[0].rolled == 1);
  const EventLog log = run(s, "bonus 2");
  const auto placed = eventsOf<ev::BonusPlaced>(log);
  REQUIRE(placed.size() == 1);
  CHECK(placed.front().die == 1);
  CHECK(placed.front().bonus == 2);
  CHECK(placed.front().potentials == 2);
  CHECK(ruleOf<ev::BonusPlaced>(log) == RuleId::BonusPlacement);
  CHECK(s.roll.bonus == 0);
  CHECK(s.roll.dice[1].potentials() == 2);
  CHECK(s.roll.dice[0].bonus == 0);  // all on one die
  // After the bonus, the re-rolls are over.
  CHECK(refused(s, "stress 1").code == Refusal::RerollsOver);
  CHECK(refused(s, "confidence 2").code == Refusal::ConfidenceDone);
  CHECK(refused(s, "bonus 1").code == Refusal::NoBonus);
}

TEST_CASE("a bonus with no die to carry it is a die of its own, and a roll without a bonus has none to place") {
  State s = rolled("noise scout dice 1red", "");
  CHECK(refused(s, "bonus 1").code == Refusal::NoBonus);
}

TEST_CASE("R-16: Discipline removes one Potential from each die it is spent on, one token a die") {
  // RULE: **Discipline ![Discipline Icon](svg/icon-discipline.svg):** This token reflects your conduct under
  // duress. A single Discipline token allows you to
  // turn 1 Potential ![Potential Icon](svg/icon-potential.svg) a **Spacer Attack**, **Skill Test**, **Scouting Check** or
  // **Noise Roll**.
  // RULE: You may use Confidence ![Confidence Icon](svg/icon-confidence.svg) tokens and
  State s = rolled("noise scout bonus 1", "2, 0");
  run(s, "bonus 2");
  CHECK(refused(s, "discipline 1 1").code == Refusal::DieTwice);
  const EventLog log = run(s, "discipline 1 2");
  CHECK(s.active.discipline == 0);
  const auto spent = eventsOf<ev::DisciplineSpent>(log);
  REQUIRE(spent.size() == 2);
  CHECK(spent[0].from == 2);
  CHECK(spent[0].to == 1);
  CHECK(spent[1].from == 1);  // the bonus die: "unless mitigated"
  CHECK(spent[1].to == 0);
  CHECK(ruleOf<ev::DisciplineSpent>(log) == RuleId::DisciplineOnNoise);
  // Spent once, before the assignment.
  CHECK(refused(s, "discipline 1").code == Refusal::DisciplineDone);
  CHECK(refused(s, "stress 1").code == Refusal::RerollsOver);
  run(s, "assign 1>b2 2>b1");
  CHECK(blip(s, 1).at == Point{9, 0});  // mitigated to nothing: it stays
  CHECK(blip(s, 2).at == Point{7, 0});
}

TEST_CASE("Discipline needs a Potential to mitigate and a token in the Active Pool for each die") {
  State s = rolled("noise scout", "0, 1", 1);
  CHECK(refused(s, "discipline 1").code == Refusal::NoPotential);
  const Verdict v = refused(s, "discipline 1 2");
  CHECK(v.code == Refusal::NoPotential);
  State t = rolled("noise scout", "1, 1", 1);
  CHECK(refused(t, "discipline 1 2").code == Refusal::NotEnoughDiscipline);
  run(t, "discipline 2");
  CHECK(t.roll.dice[1].potentials() == 0);
}
