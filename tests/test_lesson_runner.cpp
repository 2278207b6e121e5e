// Conditions, placeholders, computed questions, patterns and the LessonRunner (docs/tutorial-format.md).
#include <algorithm>

#include "engine/nemesis/hash.hpp"
#include "engine/nemesis/lesson_check.hpp"
#include "engine/nemesis/lesson_runner.hpp"
#include "engine/nemesis/script.hpp"
#include "lesson_support.hpp"

using namespace test;

namespace {

// The Captain in room 2 of the training deck, a Noise marker on corridor 2-3 (number 3 seen from room 2).
const std::string kMarkedScenario =
    R"({"format": "nemesis-scenario", "version": 1, "board": "training", "seed": 1, "free_play": true,
        "characters": [{"class": "captain", "room": 2, "hand": [3, 7, "contamination"]}],
        "rooms": [{"room": 2, "tile": "Storage", "explored": true}, {"room": 3, "tile": "Surgery", "explored": true}],
        "noise": [[2, 3]]})";

const std::string kMoveSteps = R"([
  {"kind": "say", "text": "The Captain is in {room captain}."},
  {"kind": "do", "text": "Go to 2.", "pattern": "move captain 2", "hint": "Room 2, please.", "force": "noise=2"},
  {"kind": "say", "text": "Rolled {roll}; marker on {marker}; {markers 2-3} on 2-3, {markers technical} in the ducts."},
  {"kind": "check", "text": "A marker in the ducts.", "condition": {"markers_on": ["technical", ">=", 1]}}])";

Command command(const LessonRunner& r, const std::string& text) {
  return parseCommand(text, r.state());
}

}  // namespace

TEST_CASE("a pattern matches the command's script text: * is any one token, the payment may follow") {
  CHECK(matchesPattern({"move", "captain", "7"}, "move captain 7 pay 3"));
  CHECK(matchesPattern({"MOVE", "Captain", "*"}, "move captain 12 pay 3"));
  CHECK(matchesPattern({"careful", "scout", "*", "corridor", "2"}, "careful scout 7 corridor 2 pay 3,5"));
  CHECK_FALSE(matchesPattern({"careful", "scout", "*", "corridor", "2"}, "careful scout 7 corridor 3 pay 3,5"));
  CHECK_FALSE(matchesPattern({"careful", "scout", "7"}, "careful scout 7 corridor 2 pay 3,5"));
  CHECK_FALSE(matchesPattern({"move", "captain", "7"}, "move captain 17 pay 3"));
  CHECK_FALSE(matchesPattern({"move", "captain", "7", "pay", "3"}, "move captain 7 pay 4"));
  CHECK_FALSE(matchesPattern({"move", "captain", "7"}, "move captain"));
}

TEST_CASE("placeholders are filled from the state and the last command's events") {
  LessonRunner r(lessonOf(kMoveSteps));
  CHECK(r.text() == "The Captain is in room 1 (Hibernatorium).");
  REQUIRE(r.next().outcome == LessonOutcome::Accepted);
  REQUIRE(r.submit(command(r, "move captain 2")).outcome == LessonOutcome::Accepted);
  // The forced 2 from room 2 is the Technical Corridors entrance (training deck: room 2 has entrance 2).
  CHECK(r.text() == "Rolled 2; marker on the Technical Corridors space; 0 on 2-3, 1 in the ducts.");
  const GameState& s = r.state();
  CHECK(interpolate("{hand captain} cards, {wounds captain} Wounds, {intruders 2} here, {drawn}", s, {}) ==
        "2 cards, 0 Light and 0 Serious Wounds, 0 here, no token");
  CHECK(interpolate("{roll} {marker} {unknown}", s, {}) == "no roll no corridor {unknown}");
}

// One way of naming a corridor in lesson text: by its rooms. The noise numbers ("corridor 1") are not a name.
TEST_CASE("{marker} names the corridor by the rooms it joins, as every lesson sentence does") {
  LessonRunner r(lessonOf(R"([{"kind": "do", "text": "Go to 3.", "pattern": "move captain 3", "hint": "h",
      "force": "noise=1"}, {"kind": "say", "text": "Marker on {marker}."}])"));
  REQUIRE(r.submit(command(r, "move captain 3")).outcome == LessonOutcome::Accepted);
  // Room 3's corridor 1 is the one to room 4.
  CHECK(r.text() == "Marker on corridor 3-4.");
  CHECK(corridorName(r.state().topo(), r.state().topo().techSpace()) == "the Technical Corridors space");
}

TEST_CASE("each condition holds or says what is missing") {
  const Lesson l = lessonOf(R"([{"kind": "check", "text": "x", "condition": {"all": [
      {"character_in": ["captain", 2]}, {"markers_on": ["2-3", "==", 1]}, {"wounds": ["captain", "<", 1]},
      {"hand": ["captain", "==", 3]}, {"explored": 2}, {"status": "playing"},
      {"not": {"intruder_in": 2}}, {"any": [{"explored": 4}, {"explored": 3}]}]}},
    {"kind": "check", "text": "y", "condition": {"any": [{"intruder_in": 2}, {"status": "won"},
      {"wounds": ["captain", ">=", 1]}, {"hand": ["captain", ">", 3]}, {"explored": 4},
      {"character_in": ["captain", 1]}, {"markers_on": ["1-2", ">", 0]}]}}])",
                            kMarkedScenario);
  CHECK(holds(*l.steps[0].condition, l.start));
  CHECK(describeUnmet(*l.steps[0].condition, l.start).empty());
  CHECK_FALSE(holds(*l.steps[1].condition, l.start));
  CHECK(describeUnmet(*l.steps[1].condition, l.start) ==
        "an Intruder in room 2 (Storage) (now none), or the game won (now playing), or the Captain's wounds >= 1 "
        "(now 0), or the Captain's cards in hand > 3 (now 3), or room 4 explored (still unexplored), or the Captain "
        "in room 1 (Hibernatorium) (now in room 2 (Storage)), or Noise markers on corridor 1-2 > 0 (now 0)");
}

TEST_CASE("computed questions are answered by resolving on a copy of the state") {
  const Lesson l = lessonOf(R"([{"kind": "say", "text": "x"}])", kMarkedScenario);
  const GameState& s = l.start;
  const std::uint64_t before = stateHash(s);
  const auto ask = [&](Computation::Kind kind, NoiseResult roll, ForcedBagDraw token = {}) {
    return computeAnswer(Computation{kind, 0, roll, token}, s);
  };
  // RULE: Any given Corridor may never hold more than 1 Noise marker. If you are instructed to place a Noise
  // marker in a Corridor that already contains one, resolve an Encounter instead.
  CHECK(ask(Computation::Kind::NoiseCausesEncounter, NoiseResult::Three) == "yes");
  CHECK(ask(Computation::Kind::NoiseCausesEncounter, NoiseResult::Four) == "no");
  CHECK(ask(Computation::Kind::NoiseMarkerWhere, NoiseResult::Four) == "2-5");
  CHECK(ask(Computation::Kind::NoiseMarkerWhere, NoiseResult::Two) == "technical");
  CHECK(ask(Computation::Kind::NoiseMarkerWhere, NoiseResult::Three) == "encounter");
  CHECK(ask(Computation::Kind::NoiseMarkerWhere, NoiseResult::Silence) == "none");
  // RULE: If the number of cards in the Character's hand is lower than the number on the Intruder token, a
  // Surprise Attack occurs.
  CHECK(ask(Computation::Kind::SurpriseAttack, NoiseResult::One, {IntruderType::Adult, 4}) == "yes");
  CHECK(ask(Computation::Kind::SurpriseAttack, NoiseResult::One, {IntruderType::Adult, 3}) == "no");
  CHECK(stateHash(s) == before);  // the state itself never changes
}

TEST_CASE("the runner: a legal command off the pattern gets the hint, an illegal one the engine's reason") {
  LessonRunner r(lessonOf(kMoveSteps));
  CHECK(r.submit(command(r, "move captain 2")).outcome == LessonOutcome::NotNow);  // a say step takes no move
  REQUIRE(r.next().outcome == LessonOutcome::Accepted);
  CHECK(r.text() == "Go to 2.");
  CHECK(r.next().outcome == LessonOutcome::NotNow);
  const std::uint64_t start = stateHash(r.state());
  CHECK(start == r.stepStartHash());
  CHECK(r.state().chance.forced.noise == std::vector<NoiseResult>{NoiseResult::Two});  // queued on entering

  const LessonReply hint = r.submit(command(r, "move captain 3"));
  CHECK(hint.outcome == LessonOutcome::Hint);
  CHECK(hint.message == "Room 2, please.");
  // RULE: Contamination cards count toward hand size (and the Surprise check) but can never pay a cost.
  const Command paidWithContamination = command(r, "move captain 2 pay c1");
  const LessonReply illegal = r.submit(paidWithContamination);
  CHECK(illegal.outcome == LessonOutcome::Illegal);
  CHECK(illegal.verdict.code == Refusal::ContaminationCannotPay);
  // What was tried, then the engine's reason (refusalText), as the client says every refusal.
  CHECK(illegal.message == refusalText(r.state(), paidWithContamination, illegal.verdict));
  CHECK(illegal.message.rfind("The Captain cannot move to room 2. " + explain(r.state(), illegal.verdict), 0) == 0);
  CHECK(stateHash(r.state()) == start);  // refusals change nothing
  CHECK(r.stepIndex() == 1);

  REQUIRE(r.submit(command(r, "move captain 2")).outcome == LessonOutcome::Accepted);
  CHECK(r.stepIndex() == 2);
  REQUIRE(r.next().outcome == LessonOutcome::Accepted);
  CHECK(r.next().outcome == LessonOutcome::Accepted);  // the check holds: the forced 2 marked the ducts
  CHECK(r.finished());
  CHECK(r.state().chance.forced.empty());
}

TEST_CASE("undo takes back the last move and the steps entered since, rewindStep restores the step's start") {
  LessonRunner r(lessonOf(kMoveSteps));
  (void)r.next();
  const std::uint64_t start = r.stepStartHash();
  REQUIRE(r.submit(command(r, "move captain 2")).outcome == LessonOutcome::Accepted);
  CHECK(r.stepIndex() == 2);
  CHECK(r.undo());
  CHECK(r.stepIndex() == 1);
  CHECK(stateHash(r.state()) == start);
  CHECK(r.state().chance.forced.noise == std::vector<NoiseResult>{NoiseResult::Two});  // the outcome is back
  CHECK_FALSE(r.undo());                                                               // nothing more the player played

  // A free step keeps its moves until the objective holds; rewindStep takes them all back.
  LessonRunner f(
      lessonOf(R"([{"kind": "free", "objective": "Reach room 5.", "condition": {"character_in": ["captain", 5]},
      "solution": ["move captain 2", "move captain 5"]}])"));
  const std::uint64_t freeStart = f.stepStartHash();
  REQUIRE(f.submit(command(f, "move captain 2")).outcome == LessonOutcome::Accepted);
  CHECK(f.stepIndex() == 0);
  CHECK(stateHash(f.state()) != freeStart);
  f.rewindStep();
  CHECK(stateHash(f.state()) == freeStart);
  CHECK(f.history().commands().empty());
  f.restart();
  CHECK(stateHash(f.state()) == freeStart);
}

TEST_CASE("ask: the right answer is the one the engine computes") {
  LessonRunner r(lessonOf(R"([{"kind": "ask", "question": "Will a 3 cause an Encounter here?",
      "answers": [{"text": "Yes", "value": "yes"}, {"text": "No", "value": "no"}],
      "compute": {"noise_causes_encounter": {"character": "captain", "roll": 3}}}])",
                          kMarkedScenario));
  CHECK(r.rightAnswer() == 0);
  const LessonReply wrong = r.next(1);
  CHECK(wrong.outcome == LessonOutcome::Wrong);
  // The reason, in words: what the engine found playing the question on a copy, and the rule it applied.
  CHECK(wrong.message ==
        "Not \"No\": the engine's answer is \"Yes\". A 3 in room 2 (Storage) leads to corridor 2-3, which already "
        "holds a Noise marker: an Encounter (seed 004, Noise Roll).");
  CHECK(r.next(0).outcome == LessonOutcome::Accepted);
  CHECK(r.finished());
}

TEST_CASE("a wrong answer's reason names the corridor by its rooms and cites the rule, a ruling as a ruling") {
  const Lesson l = lessonOf(R"([{"kind": "say", "text": "x"}])", kMarkedScenario);
  const auto why = [&](Computation c) { return explainAnswer(c, l.start); };
  CHECK(why(Computation{Computation::Kind::NoiseMarkerWhere, 0, NoiseResult::Four, {}}) ==
        "A 4 in room 2 (Storage) leads to corridor 2-5, which holds no Noise marker yet: the marker goes there, and "
        "there is no Encounter (seed 004, Noise Roll).");
  CHECK(
      why(Computation{Computation::Kind::NoiseMarkerWhere, 0, NoiseResult::Two, {}})
          .starts_with("A 2 in room 2 (Storage) leads to the Technical Corridors space, which holds no Noise marker"));
  CHECK(why(Computation{Computation::Kind::NoiseCausesEncounter, 0, NoiseResult::Silence, {}}) ==
        "Silence in room 2 (Storage): nothing happens (seed 004, Noise Roll).");
  // RULE: If the number of cards in the Character's hand is lower than the number on the Intruder token, a
  // Surprise Attack occurs.
  CHECK(why(Computation{Computation::Kind::SurpriseAttack, 0, NoiseResult::One, {IntruderType::Adult, 4}}) ==
        "The Captain holds 3 cards and the token's number is 4: 3 is fewer, so the Intruder attacks at once (seed 003, "
        "Resolving an Encounter).");
  // A ruling is said to be one: every corridor of room 2 marked, Danger with no Intruder next door.
  GameState all = l.start;
  for (int n = 1; n <= 4; ++n) all.noise[static_cast<std::size_t>(all.topo().exit(all.character(0).room, n))] = 1;
  CHECK(explainAnswer(Computation{Computation::Kind::NoiseCausesEncounter, 0, NoiseResult::Danger, {}}, all) ==
        "Danger in room 2 (Storage): nothing happens (our ruling, RULES.md §10).");
}

TEST_CASE("a say step whose condition does not hold is passed over, a check says what it waits for") {
  LessonRunner r(lessonOf(R"([{"kind": "say", "text": "hidden", "when": {"explored": 4}},
      {"kind": "check", "text": "In 3?", "condition": {"character_in": ["captain", 3]}}])"));
  CHECK(r.stepIndex() == 1);
  const LessonReply wait = r.next();
  CHECK(wait.outcome == LessonOutcome::Waiting);
  CHECK(wait.message == "Not yet: this needs the Captain in room 3 (Surgery) (now in room 1 (Hibernatorium)).");
  CHECK(r.deadEnd().value_or("").find("nothing more will happen here") != std::string::npos);
}

TEST_CASE("a dead end is detected and said: no legal command can match the step any more") {
  // The Captain holds only the Contamination card: no Movement can be paid.
  LessonRunner r(lessonOf(R"([{"kind": "do", "text": "Go to 2.", "pattern": "move captain 2", "hint": "h"}])",
                          R"({"format": "nemesis-scenario", "version": 1, "board": "training", "free_play": true,
        "characters": [{"class": "captain", "room": 1, "hand": ["contamination"]}],
        "rooms": [{"room": 2, "tile": "Storage", "explored": true}]})"));
  const std::optional<std::string> why = r.deadEnd();
  REQUIRE(why.has_value());
  CHECK(why->find("This step cannot be done from here: ") == 0);
  CHECK(why->find("rewind the step") != std::string::npos);
  LessonRunner ok(lessonOf(kMoveSteps));
  (void)ok.next();
  CHECK_FALSE(ok.deadEnd().has_value());
}

TEST_CASE("the checker plays the solution and reports a check that fails and forced outcomes left over") {
  CHECK(checkLessonSolution(lessonOf(kMoveSteps)).empty());
  CHECK(deviateLesson(lessonOf(kMoveSteps), 10, 7).empty());
  const std::vector<std::string> left =
      checkLessonSolution(lessonOf(R"([{"kind": "do", "text": "x", "pattern": "move captain 2", "hint": "h",
          "force": "noise=2,3"}])"));
  REQUIRE(left.size() == 1);
  CHECK(left[0] == "t.json: forced outcomes are left unused at the end of the lesson (force noise=3)");
  const std::vector<std::string> failing = checkLessonSolution(lessonOf(
      R"([{"kind": "do", "text": "x", "pattern": "move captain 2", "hint": "h", "force": "noise=silence"},
          {"kind": "check", "text": "y", "condition": {"markers_on": ["technical", ">=", 1]}}])"));
  REQUIRE(failing.size() == 1);
  CHECK(failing[0].find("t.json: steps[1]: the check fails on the solution: Not yet: this needs Noise markers on "
                        "the Technical Corridors space >= 1 (now 0).") == 0);
}

// Taught means shown (issue 22): a lesson claims a rule by its teaches list and the rule of a do, observe, check
// or free step; each claim must be shown by an event of the solution's commands or by a check with that rule.
TEST_CASE("the checker refuses a lesson that only narrates a rule it claims, naming the lesson, rule and step") {
  // teaches MovementCost (lessonJson), but nothing is played: the say's narration is all there is.
  const std::vector<std::string> told =
      checkLessonSolution(lessonOf(R"([{"kind": "say", "rule": "MovementCost", "text": "A move costs a card."}])"));
  REQUIRE(told.size() == 1);
  CHECK(told[0].rfind("t.json: teaches: claims the rule MovementCost, which the solution only narrates: no event of "
                      "its do steps cites MovementCost, no try step is refused for it and no check or free step with "
                      "\"rule\": \"MovementCost\" passes",
                      0) == 0);
  // A do step claiming a rule its move never applies: named by its step, once however often it is claimed.
  const LessonCheck slime = checkLesson(lessonOf(R"([
      {"kind": "do", "rule": "SlimeOnlyOne", "text": "Go.", "pattern": "move captain 2", "hint": "h", "force": "noise=silence"},
      {"kind": "observe", "rule": "SlimeOnlyOne", "text": "Nothing happened."}])"));
  REQUIRE(slime.problems.size() == 1);
  CHECK(slime.problems[0].rfind("t.json: steps[0], steps[1]: claims the rule SlimeOnlyOne, which the solution only "
                                "narrates",
                                0) == 0);
  CHECK(slime.shows(RuleId::MovementCost));  // the move paid: shown, so not named
  CHECK_FALSE(slime.shows(RuleId::SlimeOnlyOne));
}

TEST_CASE("a rule is shown by an event of the solution or by a passing check with that rule, and a say only links") {
  const LessonCheck played = checkLesson(lessonOf(R"([
      {"kind": "say", "rule": "HullBreach", "text": "A link to the rules reference, claiming nothing."},
      {"kind": "do", "rule": "Silence", "text": "Go.", "pattern": "move captain 2", "hint": "h", "force": "noise=silence"},
      {"kind": "check", "rule": "EffectsAfterMoving", "text": "In room 2.", "condition": {"character_in": ["captain", 2]}}])"));
  CHECK(played.problems.empty());
  CHECK(played.shows(RuleId::MovementCost));         // CardsPaid
  CHECK(played.shows(RuleId::Neighbouring));         // CharacterMoved
  CHECK(played.shows(RuleId::Silence));              // the forced Silence
  CHECK(played.shows(RuleId::EffectsAfterMoving));   // no event cites it: the check passed
  CHECK_FALSE(played.shows(RuleId::HullBreach));     // said, never shown, and not claimed
  CHECK_FALSE(played.shows(RuleId::ForcedOutcome));  // the lesson's own force commands are not the solution's play
  // The shown list is in rule-table order, each once.
  CHECK(std::is_sorted(played.shown.begin(), played.shown.end()));
  CHECK(std::adjacent_find(played.shown.begin(), played.shown.end()) == played.shown.end());
  const std::vector<LessonClaim> claims = lessonClaims(lessonOf(R"([
      {"kind": "say", "rule": "HullBreach", "text": "x"},
      {"kind": "do", "rule": "Silence", "text": "Go.", "pattern": "move captain 2", "hint": "h", "force": "noise=silence"}])"));
  REQUIRE(claims.size() == 2);
  CHECK((claims[0].rule == RuleId::MovementCost && claims[0].where == "teaches"));
  CHECK((claims[1].rule == RuleId::Silence && claims[1].where == "steps[1]"));
}

// A free step is played with real chance: what its solution met, a player may never meet. Its reached objective
// shows its rule, as a passing check does; its commands' events show nothing.
TEST_CASE("a free step shows its own rule when its objective is reached, not what its solution happened to meet") {
  const LessonCheck free = checkLesson(lessonOf(R"([
      {"kind": "free", "rule": "EffectsAfterMoving", "objective": "Reach room 2.",
       "condition": {"character_in": ["captain", 2]}, "solution": ["move captain 2"]}])"));
  CHECK(free.shows(RuleId::EffectsAfterMoving));
  CHECK_FALSE(free.shows(RuleId::MovementCost));  // the move paid, but in free play
  CHECK_FALSE(free.shows(RuleId::NoiseDie));      // and rolled with the game's own chance
  REQUIRE(free.problems.size() == 1);
  CHECK(free.problems[0].rfind("t.json: teaches: claims the rule MovementCost", 0) == 0);
}

// The transcript is what the player would read after the solution's real moves: each placeholder filled from
// the state and the last command's events, never the lesson's raw text.
TEST_CASE("the checker's transcript shows each step's text filled in and the commands played") {
  std::vector<std::string> transcript;
  CHECK(checkLessonSolution(lessonOf(R"([{"kind": "do", "text": "Go to room 2.", "pattern": "move captain 2",
          "hint": "h", "force": "noise=2"},
          {"kind": "say", "text": "Rolled {roll}; corridor 1-3 holds {markers 1-3}; you are in {room captain}."}])"),
                            &transcript)
            .empty());
  REQUIRE(transcript.size() == 3);
  CHECK(transcript[0] == "steps[0]: Go to room 2.");
  CHECK(transcript[1] == "  > move captain 2 pay 3");
  CHECK(transcript[2] == "steps[1]: Rolled 2; corridor 1-3 holds 0; you are in room 2 (Storage).");
}

// A step's narration states what its command revealed; an outcome left to the generator is one the author
// could not know, so the checker names it.
TEST_CASE("the checker refuses a solution that meets a Noise roll no step forces") {
  const std::vector<std::string> problems = checkLessonSolution(
      lessonOf(R"([{"kind": "do", "text": "Go to room 2.", "pattern": "move captain 2", "hint": "h"}])"));
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].rfind("t.json: steps[0]: the solution reveals a Noise roll (", 0) == 0);
  CHECK(problems[0].find("), which the step does not force") != std::string::npos);
  CHECK(checkLessonSolution(lessonOf(R"([{"kind": "do", "text": "Go to room 2.", "pattern": "move captain 2",
          "hint": "h", "force": "noise=3"}])"))
            .empty());
}

// A try step: the player tries a command, and the engine's refusal for the step's rule is the lesson.
TEST_CASE("a try step passes on the engine's refusal for its rule, a legal command gets the hint, nothing changes") {
  const std::string steps = R"([{"kind": "try", "rule": "ContaminationCannotPay", "text": "Pay with it.",
      "pattern": "move captain 2", "solution": "move captain 2 pay c1", "hint": "Choose the Contamination card."},
      {"kind": "check", "rule": "MovementCost", "text": "Nothing was paid.", "condition": {"hand": ["captain", "==", 3]}}])";
  LessonRunner r(lessonOf(steps));
  const std::uint64_t start = stateHash(r.state());
  // Legal: the hint, and the move is not played.
  const LessonReply legal = r.submit(command(r, "move captain 2 pay 3"));
  CHECK(legal.outcome == LessonOutcome::Hint);
  CHECK(legal.message == "Choose the Contamination card.");
  // Refused for another rule (room 5 is not next door): the engine's reason, and the step stays.
  const LessonReply other = r.submit(command(r, "move captain 5 pay c1"));
  CHECK(other.outcome == LessonOutcome::Illegal);
  CHECK(other.verdict.code == Refusal::NotNeighbouring);
  CHECK(r.stepIndex() == 0);
  CHECK(r.deadEnd() == std::nullopt);
  // RULE: Contamination cards count toward hand size (and the Surprise check) but can never pay a cost.
  const LessonReply refused = r.submit(command(r, "move captain 2 pay c1"));
  CHECK(refused.outcome == LessonOutcome::Refused);
  CHECK(refused.verdict.code == Refusal::ContaminationCannotPay);
  CHECK(refused.message == refusalText(r.state(), command(r, "move captain 2 pay c1"), refused.verdict));
  CHECK(r.stepIndex() == 1);
  CHECK(stateHash(r.state()) == start);
  CHECK(r.history().commands().empty());

  CHECK(checkLessonSolution(lessonOf(steps)).empty());
  CHECK(deviateLesson(lessonOf(steps), 10, 3).empty());
  // A solution the engine allows fails the check, naming the step.
  const std::vector<std::string> allowed = checkLessonSolution(lessonOf(R"([{"kind": "try",
      "rule": "ContaminationCannotPay", "text": "x", "pattern": "move captain 2", "hint": "h"}])"));
  REQUIRE(allowed.size() == 1);
  CHECK(allowed[0] ==
        "t.json: steps[0]: the solution \"move captain 2 pay 3\" is not refused for the step's rule: "
        "the engine allows it");
}

TEST_CASE("a try step's rule must be one the engine's refusals cite") {
  CHECK(lessonError(R"([{"kind": "try", "text": "x", "pattern": "move captain 2", "hint": "h"}])")
            .find("t.json: steps[0]: a try step needs a \"rule\": the rule the engine's refusal cites (") == 0);
  CHECK(
      lessonError(R"([{"kind": "try", "rule": "NoiseDie", "text": "x", "pattern": "move captain 2", "hint": "h"}])") ==
      "t.json: steps[0].rule: \"NoiseDie\" is no refusal's rule (refusals cite GameOverNoActions, ChoiceFirst, "
      "OneMarkerPerCorridor, WhoActs, MoveToNeighbour, Neighbouring, ClosedDoorBlocks, CarefulCost, MovementCost, "
      "ContaminationCannotPay, CarefulNoEscape, CarefulMovement, CorridorNumbers, ForcedOutcome, PlayerTurns, "
      "Hibernate, FreePlay)");
  CHECK(lessonError(R"([{"kind": "try", "rule": "ClosedDoorBlocks", "text": "x", "pattern": "move captain 2",
      "hint": "h", "force": "noise=1"}])")
            .find("unknown field") != std::string::npos);
  // The refusals a try step can show, and the rule each cites.
  CHECK(refusalRule(Refusal::ContaminationCannotPay) == RuleId::ContaminationCannotPay);
  CHECK(refusalRule(Refusal::CarefulAllMarked) == RuleId::CarefulMovement);
  CHECK(refusalRule(Refusal::CarefulInCombat) == RuleId::CarefulNoEscape);
  CHECK(refusalRule(Refusal::ClosedDoor) == RuleId::ClosedDoorBlocks);
  CHECK(refusalRule(Refusal::CardNotInHand) == RuleId::MovementCost);
}

// Every refusal names a rule, as Enormity's do: a check of the command's own form cites the rule it enforces.
TEST_CASE("every Nemesis refusal cites a rule, a check of a command's form the rule it enforces") {
  for (int code = 1; code <= static_cast<int>(Refusal::ForcedOutcomeImpossible); ++code) {
    const RuleId rule = refusalRule(static_cast<Refusal>(code));
    CAPTURE(code);
    CHECK(static_cast<int>(rule) < kRuleCount);
  }
  // RULE: To perform a Basic Movement Action, you must discard 1 Action card from your hand to pay its cost.
  CHECK(refusalRule(Refusal::CardNotInHand) == RuleId::MovementCost);
  CHECK(refusalRule(Refusal::CardUsedTwice) == RuleId::MovementCost);
  CHECK(refusalRule(Refusal::WrongCardCount) == RuleId::CarefulCost);
  CHECK(refusalRule(Refusal::UnknownRoom) == RuleId::MoveToNeighbour);
  CHECK(refusalRule(Refusal::AlreadyThere) == RuleId::MoveToNeighbour);
  CHECK(refusalRule(Refusal::BadCorridorNumber) == RuleId::CorridorNumbers);
  CHECK(refusalRule(Refusal::UnknownCharacter) == RuleId::WhoActs);
  CHECK(refusalRule(Refusal::CharacterDead) == RuleId::WhoActs);
  CHECK(refusalRule(Refusal::DecisionPending) == RuleId::ChoiceFirst);
  CHECK(refusalRule(Refusal::GameOver) == RuleId::GameOverNoActions);
  CHECK(refusalRule(Refusal::FreePlayNoTurns) == RuleId::FreePlay);
  CHECK(refusalRule(Refusal::ForcedOutcomeImpossible) == RuleId::ForcedOutcome);
  // A try step can show such a rule: paying with a card that is not in the hand is refused for MovementCost.
  const std::string steps = R"([{"kind": "try", "rule": "MovementCost", "text": "Pay with card 9.",
      "pattern": "move captain 2", "solution": "move captain 2 pay 9", "hint": "Pay with card 9."}])";
  LessonRunner r(lessonOf(steps));
  const LessonReply refused = r.submit(command(r, "move captain 2 pay 9"));
  CHECK(refused.outcome == LessonOutcome::Refused);
  CHECK(refused.verdict.code == Refusal::CardNotInHand);
  CHECK(refused.message == refusalText(r.state(), command(r, "move captain 2 pay 9"), refused.verdict));
  CHECK(checkLessonSolution(lessonOf(steps)).empty());
}

TEST_CASE("a door condition holds on the corridor's Door state, and says what it waits for") {
  const Lesson l = lessonOf(R"([{"kind": "check", "text": "x", "condition": {"door": ["1-2", "closed"]}}])");
  GameState s = l.start;
  const PassageId c = s.topo().corridorBetween(0, s.topo().roomByLabel(2).value());
  CHECK_FALSE(holds(*l.steps[0].condition, s));
  CHECK(describeUnmet(*l.steps[0].condition, s) == "the Door of corridor 1-2 closed (now open)");
  s.doors[static_cast<std::size_t>(c)] = DoorState::Closed;
  CHECK(holds(*l.steps[0].condition, s));
  CHECK(lessonError(R"([{"kind": "check", "text": "x", "condition": {"door": ["1-2", "ajar"]}}])") ==
        "t.json: steps[0].condition.door[1]: expected \"open\", \"closed\" or \"destroyed\"");
  CHECK(lessonError(R"([{"kind": "check", "text": "x", "condition": {"door": ["technical", "closed"]}}])") ==
        "t.json: steps[0].condition.door[0]: the Technical Corridors never hold a Door");
}
