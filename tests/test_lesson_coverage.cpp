// The coverage table of the lessons (issues 12, 22): which rule ids each lesson teaches. A lesson teaches a rule
// only by showing it (checkLesson's `shown`: an event of its solution cites it, or a check step with that rule
// passes); narration teaches nothing. Every rule id is shown by a lesson or listed in
// assets/tutorials/coverage.json with a reason.
#include <rapidjson/document.h>

#include <iostream>
#include <map>

#include "engine/kernel/file_io.hpp"
#include "engine/kernel/json_text.hpp"
#include "engine/nemesis/lesson.hpp"
#include "engine/nemesis/lesson_check.hpp"
#include "engine/nemesis/scenario_names.hpp"
#include "support.hpp"

using namespace test;

TEST_CASE("every rule id is shown by a lesson or listed as untaught with a reason") {
  std::map<RuleId, std::vector<std::string>> taughtBy;
  for (const std::string& file : lessonFiles(asset("tutorials"))) {
    const Lesson l = loadLesson(file, asset("scenarios"), asset("boards"));
    for (const RuleId r : checkLesson(l).shown) taughtBy[r].push_back(l.id);
  }

  const std::string path = asset("tutorials/coverage.json");
  const std::string text = readFileLimited(path, kMaxLessonBytes, "a coverage list");
  rapidjson::Document doc;
  REQUIRE_FALSE(parseJson(doc, text).has_value());
  REQUIRE(doc.IsObject());
  REQUIRE(doc.HasMember("untaught"));
  std::map<RuleId, std::string> untaught;
  for (const auto& entry : doc["untaught"].GetArray()) {
    const std::string name = entry["rule"].GetString();
    const std::optional<RuleId> r = scenario_names::ruleByName(name);
    CHECK_MESSAGE(r.has_value(), "coverage.json lists an unknown rule id " << name);
    const std::string reason = entry["reason"].GetString();
    CHECK_MESSAGE(!reason.empty(), "coverage.json: " << name << " has no reason");
    if (r) untaught[*r] = reason;
  }

  std::cout << "Lesson coverage table (rule id: the lessons that show it, or the reason none does):\n";
  for (int i = 0; i < kRuleCount; ++i) {
    const auto r = static_cast<RuleId>(i);
    const std::string name(ruleText(r).name);
    const auto taught = taughtBy.find(r);
    const auto listed = untaught.find(r);
    if (taught != taughtBy.end()) {
      std::string lessons;
      for (const std::string& id : taught->second) lessons += (lessons.empty() ? "" : ", ") + id;
      std::cout << "  " << name << ": " << lessons << "\n";
      CHECK_MESSAGE(listed == untaught.end(),
                    name << " is shown by " << lessons << " but still listed in coverage.json");
    } else {
      CHECK_MESSAGE(listed != untaught.end(), name << " is neither shown by a lesson nor listed in coverage.json");
      if (listed != untaught.end()) std::cout << "  " << name << ": not taught (" << listed->second << ")\n";
    }
  }
}
