// What the lessons say, held to what they show (issue 22): a check tests every marker its text counts, a ruling
// is called a ruling, and a corridor is named by the rooms it joins.
#include <filesystem>
#include <map>
#include <regex>

#include "engine/nemesis/lesson_check.hpp"
#include "engine/nemesis/lesson_runner.hpp"
#include "engine/nemesis/script.hpp"
#include "support.hpp"

using namespace test;

namespace {

Lesson lessonNumbered(const std::string& number) {
  for (const std::string& file : lessonFiles(asset("tutorials"))) {
    if (std::filesystem::path(file).filename().string().starts_with(number + "-")) {
      return loadLesson(file, asset("scenarios"), asset("boards"));
    }
  }
  FAIL("no lesson " << number);
  return {};
}

std::vector<Lesson> everyLesson() {
  std::vector<Lesson> out;
  for (const std::string& file : lessonFiles(asset("tutorials"))) {
    out.push_back(loadLesson(file, asset("scenarios"), asset("boards")));
  }
  return out;
}

// Plays the lesson's solution up to (not into) step `index`, as the checker does.
void playTo(LessonRunner& r, std::size_t index) {
  while (!r.finished() && r.stepIndex() < index) {
    const LessonStep& st = *r.step();
    if (st.kind == LessonStepKind::Do || st.kind == LessonStepKind::Try) {
      const std::optional<Command> c = r.solution();
      REQUIRE(c.has_value());
      (void)r.submit(*c);
    } else {
      REQUIRE(st.kind != LessonStepKind::Free);
      (void)r.next(r.rightAnswer());
    }
  }
  REQUIRE(r.stepIndex() == index);
}

}  // namespace

// RULE: If there are no Intruders in any of the neighboring Rooms (or if they are in Combat), place a Noise marker in each Corridor connect -ed to that Room that does not already have a Noise marker ( counting Technical Corridors, if there is an Entrance in the Room).
TEST_CASE("lesson 06: the check after the slimed Captain's Danger in room 3 counts all four markers") {
  LessonRunner r(lessonNumbered("06"));
  const Lesson& l = r.lesson();
  std::size_t check = 0;
  for (std::size_t i = 0; i < l.steps.size(); ++i) {
    if (l.steps[i].kind == LessonStepKind::Check && l.steps[i].rule == RuleId::SlimeTurnsSilence) check = i;
  }
  REQUIRE(check > 0);
  playTo(r, check);
  const GameState& s = r.state();
  REQUIRE(holds(*l.steps[check].condition, s));
  // Room 3 has an entrance: Danger marked the Technical Corridors space too, and the check must test it.
  CHECK(s.hasNoise(s.topo().techSpace()));
  GameState without = s;
  without.noise[static_cast<std::size_t>(s.topo().techSpace())] = 0;
  CHECK_FALSE(holds(*l.steps[check].condition, without));
  CHECK(r.text().find("the Technical Corridors space holds 1") != std::string::npos);
}

// A lesson teaches a ruling only as a ruling: some step that cites it says so.
TEST_CASE("every lesson calls every ruling it cites a ruling") {
  for (const Lesson& l : everyLesson()) {
    std::map<RuleId, bool> said;
    for (const LessonStep& st : l.steps) {
      if (!st.rule || !ruleText(*st.rule).ruling) continue;
      said[*st.rule] = said[*st.rule] || st.text.find("ruling") != std::string::npos;
    }
    for (const auto& [rule, labelled] : said) {
      CHECK_MESSAGE(labelled, l.source << " cites the ruling " << ruleText(rule).name << " without saying it is one");
    }
  }
}

// One way of naming a corridor: by its rooms ("corridor 5-6"). "corridor 1,3" would read as rooms 1 and 3.
TEST_CASE("every lesson names every corridor by its rooms, placeholders filled in included") {
  const std::regex byNumber(R"(corridors? [0-9]+(,[0-9]+)*(?![-0-9]))", std::regex::icase);
  for (const Lesson& l : everyLesson()) {
    std::vector<std::string> texts;
    REQUIRE(checkLessonSolution(l, &texts).empty());
    for (const LessonStep& st : l.steps) {
      texts.push_back(st.where + ".hint: " + st.hint);
      for (const LessonAnswer& a : st.answers) texts.push_back(st.where + ".answers: " + a.text);
    }
    for (const std::string& t : texts) {
      if (t.starts_with("  > ")) continue;  // a command the solution plays, in script syntax
      CHECK_MESSAGE(!std::regex_search(t, byNumber), l.source << ": " << t);
    }
  }
}
