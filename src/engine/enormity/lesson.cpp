#include "lesson.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>

#include "../file_io.hpp"
#include "../script.hpp"
#include "data_json.hpp"
#include "engine.hpp"
#include "json_reader.hpp"
#include "scenario.hpp"
#include "script.hpp"

namespace nemesis::enormity {

namespace {

LessonStep readStep(const JsonReader& in, const rapidjson::Value& v, const std::string& where) {
  if (!v.IsObject()) in.fail(where, "expected an object: {\"say\": ...}, {\"do\": ...} or {\"observe\": ...}");
  LessonStep step;
  if (const rapidjson::Value* say = JsonReader::optional(v, "say")) {
    in.checkFields(v, where, {"say"});
    step.text = in.text(*say, fieldAt(where, "say"), kMaxLessonText);
  } else if (const rapidjson::Value* observe = JsonReader::optional(v, "observe")) {
    in.checkFields(v, where, {"observe"});
    step.kind = LessonStepKind::Observe;
    step.text = in.text(*observe, fieldAt(where, "observe"), kMaxLessonText);
  } else if (const rapidjson::Value* command = JsonReader::optional(v, "do")) {
    in.checkFields(v, where, {"do", "text", "hint", "force"});
    step.kind = LessonStepKind::Do;
    step.command = in.text(*command, fieldAt(where, "do"), 200);
    step.text = in.text(in.member(v, "text", where), fieldAt(where, "text"), kMaxLessonText);
    step.hint = in.text(in.member(v, "hint", where), fieldAt(where, "hint"), kMaxLessonText);
    if (const rapidjson::Value* force = JsonReader::optional(v, "force")) {
      step.force = in.text(*force, fieldAt(where, "force"), 200);
    }
  } else {
    in.fail(where, "a step is {\"say\": TEXT}, {\"do\": COMMAND, \"text\": ..., \"hint\": ...} or {\"observe\": TEXT}");
  }
  return step;
}

// Plays the solution: every forced outcome and command must be legal where the lesson puts it.
void checkSolution(const JsonReader& in, const Lesson& lesson) {
  State s = lesson.start;
  EventLog log;
  for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
    const LessonStep& step = lesson.steps[i];
    if (step.kind != LessonStepKind::Do) continue;
    const std::string where = fieldAt(fieldAt("steps", i), step.force.empty() ? "do" : "force");
    try {
      if (!step.force.empty()) {
        const Verdict v = apply(s, parseCommand("force " + step.force, s, lesson.source), log);
        if (!v.ok()) in.fail(where, "refused: " + explain(s, v));
      }
      const Verdict v = apply(s, parseCommand(step.command, s, lesson.source), log);
      if (!v.ok()) in.fail(fieldAt(fieldAt("steps", i), "do"), "refused where the lesson plays it: " + explain(s, v));
    } catch (const ScriptError& e) {
      in.fail(where, e.what());
    }
  }
}

}  // namespace

Lesson parseLesson(std::string_view text, const std::string& source, const std::string& assetsDir) {
  const JsonReader in(source, raiseDataError);
  rapidjson::Document doc;
  in.parse(doc, text);
  in.requireFormat(doc, "", "enormity-lesson", kLessonVersion, "lesson");
  in.checkFields(doc, "", {"format", "version", "id", "title", "scenario", "steps"});
  Lesson lesson;
  lesson.source = source;
  lesson.id = in.name(in.member(doc, "id", ""), "id", 40);
  lesson.title = in.text(in.member(doc, "title", ""), "title", 80);
  const std::string scenario = in.name(in.member(doc, "scenario", ""), "scenario", 40);
  try {
    lesson.start = loadScenario(assetsDir + "/scenarios/" + scenario + ".json", assetsDir);
  } catch (const DataError& e) {
    in.fail("scenario", e.what());
  }
  const rapidjson::Value& steps = in.member(doc, "steps", "");
  in.requireList(steps, "steps", kMaxLessonSteps);
  if (steps.Empty()) in.fail("steps", "a lesson has at least one step");
  for (rapidjson::SizeType i = 0; i < steps.Size(); ++i)
    lesson.steps.push_back(readStep(in, steps[i], fieldAt("steps", i)));
  checkSolution(in, lesson);
  return lesson;
}

Lesson loadLesson(const std::string& path, const std::string& assetsDir) {
  return parseLesson(readFileAs<DataError>(path, kMaxLessonBytes, "a lesson"), path, assetsDir);
}

std::vector<std::string> lessonFiles(const std::string& dir) {
  std::vector<std::string> files;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
    const std::string name = entry.path().filename().string();
    if (entry.path().extension() == ".json" && name.size() > 3 && std::isdigit(static_cast<unsigned char>(name[0])) &&
        std::isdigit(static_cast<unsigned char>(name[1])) && name[2] == '-') {
      files.push_back(entry.path().string());
    }
  }
  std::sort(files.begin(), files.end());
  return files;
}

std::optional<std::string> LessonRunner::refusal(const State& s, const Command& cmd) const {
  const LessonStep* st = step();
  if (st == nullptr) return std::nullopt;  // the lesson is over: the position is the player's to explore
  if (st->kind != LessonStepKind::Do) return std::string("Press Continue first.");
  if (std::holds_alternative<ForceOutcomes>(cmd) && forcing() && *forcing() == cmd) return std::nullopt;
  Command expected;
  try {
    expected = parseCommand(st->command, s, lesson_.source);
  } catch (const ScriptError&) {
    return st->hint;  // not the position the lesson plays it in (the runner lets no other command through)
  }
  if (cmd == expected) return std::nullopt;
  // The default assignment made by hand, die by die on the board, is the same assignment.
  if (const auto* a = std::get_if<Assign>(&cmd); a != nullptr && std::holds_alternative<Assign>(expected) &&
                                                 std::get<Assign>(expected).automatic && !a->automatic) {
    std::vector<Assignment> mine = a->pairs;
    std::vector<Assignment> best = defaultAssignment(s);
    const auto byDie = [](const Assignment& x, const Assignment& y) { return x.die < y.die; };
    std::sort(mine.begin(), mine.end(), byDie);
    std::sort(best.begin(), best.end(), byDie);
    if (mine == best) return std::nullopt;
  }
  return st->hint;
}

std::optional<Command> LessonRunner::forcing() const {
  const LessonStep* st = step();
  if (st == nullptr || st->kind != LessonStepKind::Do || st->force.empty() || forcedStep_ == step_) return std::nullopt;
  // The force text was checked when the lesson was read; parsing it needs no state but the kinds' names.
  return parseCommand("force " + st->force, lesson_.start, lesson_.source);
}

void LessonRunner::accepted() {
  if (step() != nullptr && step()->kind == LessonStepKind::Do) ++step_;
}

bool LessonRunner::next() {
  if (step() == nullptr || step()->kind == LessonStepKind::Do) return false;
  ++step_;
  return true;
}

}  // namespace nemesis::enormity
