// The lesson reader (docs/tutorial-format.md): every field's error names the file, the field and the problem.
#include <fstream>

#include "engine/enormity/lesson.hpp"
#include "file_io_support.hpp"
#include "lesson_support.hpp"

using namespace test;

namespace {

const std::string kSay = R"([{"kind": "say", "text": "hello"}])";

std::string topLevelError(const std::string& json) {
  return errorOf<LessonError>([&] { return parseLesson(json, "t.json", asset("scenarios"), asset("boards")); });
}

}  // namespace

TEST_CASE("a lesson reads: id, title, rules taught, the scenario and its steps") {
  const Lesson l = lessonOf(R"([{"kind": "say", "text": "hi", "rule": "Neighbouring",
      "highlights": {"rooms": [2], "corridors": ["2-1"], "characters": ["captain"], "panels": ["hand"]}},
    {"kind": "do", "text": "go", "pattern": "move captain 2", "hint": "room 2", "force": "noise=silence"}])");
  CHECK(l.id == "t");
  CHECK(l.teaches == std::vector<RuleId>{RuleId::MovementCost});
  REQUIRE(l.steps.size() == 2);
  CHECK(l.steps[0].rule == RuleId::Neighbouring);
  CHECK(l.steps[0].highlights.rooms == std::vector<int>{*l.start.topo().roomByLabel(2)});
  CHECK(l.steps[0].highlights.corridors == std::vector<PassageId>{l.start.topo().corridorBetween(
                                               *l.start.topo().roomByLabel(1), *l.start.topo().roomByLabel(2))});
  CHECK(l.steps[0].highlights.characters == std::vector<int>{0});
  CHECK(l.steps[1].solution == "move captain 2");  // the pattern without "*" is its own solution
  REQUIRE(l.steps[1].force.has_value());
  CHECK(l.steps[1].force->noise == std::vector<NoiseResult>{NoiseResult::Silence});
}

TEST_CASE("a lesson's scenario may be a file in assets/scenarios") {
  const Lesson l = lessonOf(kSay, R"("seed004-canteen.json")");
  CHECK(l.start.topo().name == "basic");
  CHECK(lessonError(kSay, R"("../boards/basic.json")").find("t.json: scenario: \"../boards/basic.json\" is not a") ==
        0);
}

TEST_CASE("a lesson whose scenario file is missing or broken is reported with the lesson's name and field") {
  // The file's own message follows, naming the scenario file and, when it is broken, the place in it.
  const ScratchDir dir("nemesis-lesson");
  std::ofstream(dir.file("broken.json")) << R"({"format": "nemesis-scenario", "version": 1, "seed": "x"})";
  const auto errorWith = [&](const std::string& scenario) {
    return errorOf<LessonError>(
        [&] { return parseLesson(lessonJson(kSay, scenario), "t.json", dir.path(), asset("boards")); });
  };
  CHECK(errorWith(R"("gone.json")") ==
        "t.json: scenario: " + dir.file("gone.json") + ": cannot open the file for reading");
  CHECK(errorWith(R"("broken.json")") == "t.json: scenario: " + dir.file("broken.json") +
                                             ": seed: expected a whole number from 0 to 18446744073709551615, "
                                             "got \"x\"");
  // Enormity's lessons say it the same way.
  const std::string enormityLesson =
      R"({"format": "enormity-lesson", "version": 1, "id": "t", "title": "T", "scenario": "gone", "steps": []})";
  const std::string enormity =
      errorOf<enormity::DataError>([&] { return enormity::parseLesson(enormityLesson, "t.json", asset("enormity")); });
  CHECK(enormity.rfind("t.json: scenario: " + asset("enormity") + "/scenarios/gone.json: cannot open the file", 0) ==
        0);
}

TEST_CASE("the header's errors name the field") {
  CHECK(topLevelError("[").find("t.json: line 1, column 2: invalid JSON") == 0);
  CHECK(topLevelError(R"({"format": "nemesis-scenario", "version": 1})") ==
        "t.json: format: expected \"nemesis-lesson\" (this is not a lesson file)");
  CHECK(topLevelError(R"({"format": "nemesis-lesson", "version": 2})") ==
        "t.json: version: this program reads lesson version 1");
  CHECK(topLevelError(R"({"format": "nemesis-lesson", "version": 1, "titel": "x"})") ==
        "t.json: titel: unknown field (this place takes: format, version, id, title, teaches, scenario, steps)");
  CHECK(topLevelError(R"({"format": "nemesis-lesson", "version": 1, "id": "x"})") ==
        "t.json: top level: missing field \"title\"");
  std::string json = lessonJson(kSay);
  json.replace(json.find("\"MovementCost\""), 14, "\"Movement\"");
  CHECK(topLevelError(json) ==
        "t.json: teaches[0]: unknown rule id \"Movement\" (rule ids are listed in src/engine/nemesis/rules.hpp)");
  CHECK(lessonError("[]") == "t.json: steps: expected a list of 1 to 200 steps");
}

TEST_CASE("a scenario error names the lesson and the scenario field") {
  CHECK(lessonError(kSay, R"({"format": "nemesis-scenario", "version": 1, "characters": ["cook"]})")
            .find("t.json: scenario: characters[0]") == 0);
}

TEST_CASE("each step field's error names the step and the field") {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {R"([{"kind": "sing", "text": "x"}])", "t.json: steps[0].kind: unknown step kind \"sing\""},
      {R"([{"kind": "say"}])", "t.json: steps[0]: missing field \"text\""},
      {R"([{"kind": "say", "text": "x", "pattern": "move"}])", "t.json: steps[0].pattern: unknown field"},
      {R"([{"kind": "say", "text": "x", "rule": "Nope"}])", "t.json: steps[0].rule: unknown rule id \"Nope\""},
      {R"([{"kind": "say", "text": "in {room cook}"}])", "t.json: steps[0].text: unknown placeholder \"{room cook}\""},
      {R"([{"kind": "say", "text": "in {colour}"}])", "t.json: steps[0].text: unknown placeholder \"{colour}\""},
      {R"([{"kind": "say", "text": "in {room"}])", "t.json: steps[0].text: a \"{\" is never closed"},
      {R"([{"kind": "say", "text": "x", "when": {"raining": true}}])",
       "t.json: steps[0].when.raining: unknown condition"},
      {R"([{"kind": "do", "text": "x", "pattern": "walk captain 2", "hint": "h"}])",
       "t.json: steps[0].pattern: expected a command pattern starting with move"},
      {R"([{"kind": "do", "text": "x", "pattern": "move cook 2", "hint": "h"}])",
       "t.json: steps[0].pattern: no character of this lesson is called \"cook\""},
      {R"([{"kind": "do", "text": "x", "pattern": "move captain 2"}])", "t.json: steps[0]: missing field \"hint\""},
      {R"([{"kind": "do", "text": "x", "pattern": "move captain *", "hint": "h"}])",
       "t.json: steps[0]: a pattern with \"*\" needs a \"solution\""},
      {R"([{"kind": "do", "text": "x", "pattern": "move captain *", "hint": "h", "solution": "careful captain 3"}])",
       "t.json: steps[0].solution: \"careful captain 3\" does not match the pattern \"move captain *\""},
      {R"([{"kind": "do", "text": "x", "pattern": "move captain 2", "hint": "h", "force": "noise=7"}])",
       "t.json: steps[0].force:1:"},
      {R"([{"kind": "check", "text": "x", "condition": {"character_in": ["captain", 99]}}])",
       "t.json: steps[0].condition.character_in[1]: there is no room 99 on board"},
      {R"([{"kind": "check", "text": "x", "condition": {"markers_on": ["1-6", ">=", 1]}}])",
       "t.json: steps[0].condition.markers_on[0]: there is no corridor \"1-6\""},
      {R"([{"kind": "check", "text": "x", "condition": {"wounds": ["captain", "=>", 1]}}])",
       "t.json: steps[0].condition.wounds[1]: expected a comparison"},
      {R"([{"kind": "check", "text": "x", "condition": {"status": "draw"}}])",
       "t.json: steps[0].condition.status: expected \"playing\", \"lost\" or \"won\""},
      {R"([{"kind": "check", "text": "x", "condition": {"all": [{"explored": 9}]}}])",
       "t.json: steps[0].condition.all[0].explored: there is no room 9"},
      {R"([{"kind": "free", "objective": "x", "condition": {"explored": 4}}])",
       "t.json: steps[0]: missing field \"solution\""},
      {R"([{"kind": "ask", "question": "q", "answers": [{"text": "a", "value": "yes"}],
            "compute": {"noise_causes_encounter": {"character": "captain", "roll": 3}}}])",
       "t.json: steps[0].answers: expected a list of 2 to 4 answers"},
      {R"([{"kind": "ask", "question": "q", "answers": [{"text": "a", "value": "yes"}, {"text": "b", "value": "maybe"}],
            "compute": {"noise_causes_encounter": {"character": "captain", "roll": 3}}}])",
       "t.json: steps[0].answers[1].value: expected \"yes\" or \"no\""},
      {R"([{"kind": "ask", "question": "q", "answers": [{"text": "a", "value": "yes"}, {"text": "b", "value": "yes"}],
            "compute": {"noise_causes_encounter": {"character": "captain", "roll": 3}}}])",
       "t.json: steps[0].answers[1].value: two answers have the value \"yes\""},
      {R"([{"kind": "ask", "question": "q", "answers": [{"text": "a", "value": "yes"}, {"text": "b", "value": "no"}],
            "compute": {"noise_causes_encounter": {"character": "captain", "roll": 7}}}])",
       "t.json: steps[0].compute.noise_causes_encounter.roll: expected a Noise die result"},
      {R"([{"kind": "ask", "question": "q", "answers": [{"text": "a", "value": "yes"}, {"text": "b", "value": "no"}],
            "compute": {"surprise_attack": {"character": "captain", "token": "dragon"}}}])",
       "t.json: steps[0].compute.surprise_attack.token: expected one Intruder token"},
      {R"([{"kind": "ask", "question": "q", "answers": [{"text": "a", "value": "yes"}, {"text": "b", "value": "no"}],
            "compute": {"weather": {"character": "captain"}}}])",
       "t.json: steps[0].compute.weather: unknown question"},
      {R"([{"kind": "ask", "question": "q", "answers": [{"text": "a", "value": "1-5"}, {"text": "b", "value": "none"}],
            "compute": {"noise_marker": {"character": "captain", "roll": 1}}}])",
       "t.json: steps[0].answers[0].value: expected a corridor"},
      {R"([{"kind": "say", "text": "x", "highlights": {"panels": ["map"]}}])",
       "t.json: steps[0].highlights.panels[0]: expected a panel name"},
      {R"([{"kind": "say", "text": "x", "highlights": {"characters": ["scout"]}}])",
       "t.json: steps[0].highlights.characters[0]: no character of this lesson is called \"scout\""},
  };
  for (const auto& [steps, expected] : cases) {
    CAPTURE(steps);
    const std::string error = lessonError(steps);
    CHECK_MESSAGE(error.find(expected) == 0, error);
  }
}

TEST_CASE("a missing lesson file is a LessonError naming it") {
  CHECK(errorOf<LessonError>([] {
          return loadLesson(asset("tutorials/no-such.json"), "", "");
        }).find("tutorials/no-such.json: cannot open the file") != std::string::npos);
}

TEST_CASE("listLessons lists the numbered lesson files of a folder with their titles") {
  const std::vector<LessonInfo> lessons = listLessons(asset("tutorials"), asset("scenarios"), asset("boards"));
  REQUIRE(!lessons.empty());
  CHECK(lessons.front().id == "moving");
  CHECK(lessons.front().title == "Moving and paying with Action cards");
  for (const LessonInfo& l : lessons) CHECK_MESSAGE(l.error.empty(), l.error);
}
