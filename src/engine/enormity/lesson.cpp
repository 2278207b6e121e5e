#include "lesson.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <set>
#include <utility>

#include "data_json.hpp"
#include "engine.hpp"
#include "engine/kernel/file_io.hpp"
#include "engine/kernel/script_text.hpp"
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

bool nameChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
}

bool digit(char c) {
  return c >= '0' && c <= '9';
}

// The rule citations a text makes: "R-12" (a ruling of ENORMITY.md) and "blip-movement.md" (a page of the
// rulebook, assets/rules/enormity), each with its place in the text.
std::vector<std::pair<std::string, std::size_t>> citationsIn(std::string_view text) {
  std::vector<std::pair<std::string, std::size_t>> out;
  for (std::size_t at = text.find("R-"); at != std::string_view::npos; at = text.find("R-", at + 2)) {
    std::size_t end = at + 2;
    while (end < text.size() && digit(text[end])) ++end;
    const bool word = at == 0 || std::isalnum(static_cast<unsigned char>(text[at - 1])) == 0;
    if (word && end > at + 2) out.emplace_back(std::string(text.substr(at, end - at)), at);
  }
  for (std::size_t at = text.find(".md"); at != std::string_view::npos; at = text.find(".md", at + 3)) {
    std::size_t begin = at;
    while (begin > 0 && nameChar(text[begin - 1])) --begin;
    if (begin < at) out.emplace_back(std::string(text.substr(begin, at + 3 - begin)), begin);
  }
  return out;
}

// What an event's rule lets a lesson claim it showed: its page ("blip-movement.md") or its rulings ("R-18",
// "R-19" and "R-23" for the one row of ties).
void shownBy(RuleId rule, std::set<std::string>& shown) {
  std::string_view source = ruleText(rule).source;
  while (!source.empty()) {
    const std::size_t comma = source.find(", ");
    shown.emplace(source.substr(0, comma));
    source = comma == std::string_view::npos ? std::string_view() : source.substr(comma + 2);
  }
}

// Taught means shown: every rule a step's text cites is cited by an event of the lesson's own play, and a
// ruling is called one ("ruling R-12"), so narration is never passed off as teaching nor a ruling as print.
void checkClaims(const JsonReader& in, const Lesson& lesson, const EventLog& play) {
  std::set<std::string> shown;
  for (const Event& e : play) shownBy(e.rule, shown);
  for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
    const LessonStep& step = lesson.steps[i];
    const char* field = step.kind == LessonStepKind::Say       ? "say"
                        : step.kind == LessonStepKind::Observe ? "observe"
                                                               : "text";
    for (const auto& [cited, at] : citationsIn(step.text)) {
      const std::string where = fieldAt(fieldAt("steps", i), field);
      std::string problem = "cites " + cited;
      if (cited[0] == 'R' && (at < 7 || step.text.compare(at - 7, 7, "ruling ") != 0)) {
        problem += " without calling it a ruling: write \"ruling ";
        problem += cited;
        problem += "\" (a ruling is ours, not printed rule)";
        in.fail(where, problem);
      }
      if (shown.count(cited) == 0) {
        problem += ", but no event of the lesson's play cites it: show it happening, or do not claim it";
        in.fail(where, problem);
      }
    }
  }
}

// Plays the solution: every forced outcome and command must be legal where the lesson puts it, and every rule
// the texts cite must be shown by the play.
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
  checkClaims(in, lesson, log);
}

}  // namespace

Lesson parseLesson(std::string_view text, const std::string& source, const std::string& assetsDir) {
  requireTextWithin(source, text, kMaxLessonBytes, "an Enormity lesson");
  const JsonReader in(source, raiseDataError);
  rapidjson::Document doc;
  in.parse(doc, text);
  in.requireFormat(doc, "", "enormity-lesson", kLessonVersion, "lesson");
  in.checkFields(doc, "", {"format", "version", "id", "title", "description", "scenario", "steps"});
  // What the new-game window shows under the lesson's title: checked as text, not used by the runner.
  if (const rapidjson::Value* v = JsonReader::optional(doc, "description")) (void)in.text(*v, "description", 600);
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
  return parseLesson(readFileAs<DataError>(path, kMaxLessonBytes, "an Enormity lesson"), path, assetsDir);
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

void LessonRunner::forced() {
  forcedStep_ = step_;
  ++commands_;
}

void LessonRunner::accepted() {
  if (step() == nullptr || step()->kind != LessonStepKind::Do) return;
  done_.push_back({step_, stepStart_});
  ++commands_;
  enter(step_ + 1);
}

bool LessonRunner::next() {
  if (step() == nullptr || step()->kind == LessonStepKind::Do) return false;
  enter(step_ + 1);
  return true;
}

std::optional<std::size_t> LessonRunner::back() {
  if (done_.empty()) return std::nullopt;
  const Done last = done_.back();
  done_.pop_back();
  commands_ = last.commands;
  enter(last.step);
  return commands_;
}

std::size_t LessonRunner::rewindStep() {
  commands_ = stepStart_;
  enter(step_);
  return commands_;
}

void LessonRunner::restart() {
  done_.clear();
  commands_ = 0;
  enter(0);
}

void LessonRunner::enter(std::size_t step) {
  step_ = step;
  stepStart_ = commands_;
  forcedStep_ = kNone;
}

}  // namespace nemesis::enormity
