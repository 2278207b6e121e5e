// The lesson reader (docs/tutorial-format.md). Every problem is a LessonError "FILE: FIELD: PROBLEM"; the
// scenario is read by the scenario reader, commands and forced outcomes by the script parser.
#include <rapidjson/writer.h>

#include <algorithm>
#include <filesystem>
#include <system_error>

#include "engine.hpp"
#include "engine/kernel/file_io.hpp"
#include "engine/kernel/json_text.hpp"
#include "engine/kernel/quote.hpp"
#include "lesson.hpp"
#include "lesson_names.hpp"
#include "scenario.hpp"
#include "script.hpp"

namespace nemesis {

namespace {

using rapidjson::Value;
using namespace lesson_names;

constexpr std::size_t kMaxSteps = 200;

std::string at(const std::string& where, std::string_view key) {
  return where.empty() ? std::string(key) : where + "." + std::string(key);
}

std::string at(const std::string& where, std::size_t index) {
  return where + "[" + std::to_string(index) + "]";
}

class Reader {
 public:
  Reader(std::string source, std::string scenariosDir, std::string boardsDir)
      : source_(std::move(source)), scenariosDir_(std::move(scenariosDir)), boardsDir_(std::move(boardsDir)) {}

  Lesson read(const std::string& json);

 private:
  [[noreturn]] void fail(const std::string& where, const std::string& problem) const {
    failAt<LessonError>(source_, where, problem);
  }
  void checkFields(const Value& object, const std::string& where, std::initializer_list<std::string_view> known) const;
  std::string text(const Value& object, const char* key, const std::string& where, bool required) const;
  [[nodiscard]] int character(const Value& v, const std::string& where) const;
  [[nodiscard]] int room(const Value& v, const std::string& where) const;
  [[nodiscard]] PassageId passage(const Value& v, const std::string& where) const;
  [[nodiscard]] RuleId rule(const Value& v, const std::string& where) const;
  [[nodiscard]] CompareOp comparison(const Value& v, const std::string& where) const;
  [[nodiscard]] Condition condition(const Value& v, const std::string& where, int depth) const;
  [[nodiscard]] NoiseResult roll(const Value& v, const std::string& where) const;
  [[nodiscard]] Computation computation(const Value& v, const std::string& where) const;
  [[nodiscard]] Highlights highlights(const Value& v, const std::string& where) const;
  void readScenario(const Value& v);
  LessonStep step(const Value& v, const std::string& where) const;
  void readAsk(const Value& v, const std::string& where, LessonStep& st) const;
  void readDo(const Value& v, const std::string& where, LessonStep& st) const;
  void readTryRule(const Value& v, const std::string& where, LessonStep& st) const;

  std::string source_;
  std::string scenariosDir_;
  std::string boardsDir_;
  GameState start_;
};

void Reader::checkFields(const Value& object, const std::string& where,
                         std::initializer_list<std::string_view> known) const {
  for (auto it = object.MemberBegin(); it != object.MemberEnd(); ++it) {
    const std::string_view name(it->name.GetString(), it->name.GetStringLength());
    if (!name.empty() && name.front() == '_') continue;  // a comment
    if (std::find(known.begin(), known.end(), name) == known.end()) {
      std::string list;
      for (std::string_view k : known) list += (list.empty() ? "" : ", ") + std::string(k);
      fail(at(where, quoteName(name)), "unknown field (this place takes: " + list + ")");
    }
  }
}

std::string Reader::text(const Value& object, const char* key, const std::string& where, bool required) const {
  const auto it = object.FindMember(key);
  if (it == object.MemberEnd()) {
    if (required) fail(where, std::string("missing field \"") + key + "\"");
    return "";
  }
  if (!it->value.IsString() || it->value.GetStringLength() == 0) fail(at(where, key), "expected a non-empty string");
  return {it->value.GetString(), it->value.GetStringLength()};
}

int Reader::character(const Value& v, const std::string& where) const {
  if (!v.IsString()) fail(where, "expected a character's class name, e.g. \"captain\"");
  const int c = characterByName(start_, v.GetString());
  if (c < 0) fail(where, "no character of this lesson is called " + quote(v.GetString()));
  return c;
}

int Reader::room(const Value& v, const std::string& where) const {
  if (!v.IsInt()) fail(where, "expected a room number (the label printed on the board)");
  const std::optional<int> r = start_.topo().roomByLabel(v.GetInt());
  if (!r) fail(where, "there is no room " + std::to_string(v.GetInt()) + " on board " + quote(start_.topo().name));
  return *r;
}

PassageId Reader::passage(const Value& v, const std::string& where) const {
  if (!v.IsString()) fail(where, "expected a corridor as \"A-B\" (the rooms it joins) or \"technical\"");
  const PassageId p = passageByName(start_.topo(), v.GetString());
  if (p == kNoPassage) fail(where, "there is no corridor " + quote(v.GetString()) + " on this board");
  return p;
}

RuleId Reader::rule(const Value& v, const std::string& where) const {
  if (!v.IsString()) fail(where, "expected a rule id as rules.hpp names it, e.g. \"NoiseRoll\"");
  const std::optional<RuleId> r = scenario_names::ruleByName(v.GetString());
  if (!r)
    fail(where, "unknown rule id " + quote(v.GetString()) + " (rule ids are listed in src/engine/nemesis/rules.hpp)");
  return *r;
}

CompareOp Reader::comparison(const Value& v, const std::string& where) const {
  const std::optional<CompareOp> op = v.IsString() ? opByWord(v.GetString()) : std::nullopt;
  if (!op) fail(where, "expected a comparison: \"<\", \"<=\", \"==\", \">=\" or \">\"");
  return *op;
}

Condition Reader::condition(const Value& v, const std::string& where, int depth) const {
  if (!v.IsObject() || v.MemberCount() != 1) {
    fail(where,
         "expected an object with one field: character_in, markers_on, intruder_in, wounds, hand, explored, "
         "status, door, all, any or not");
  }
  if (depth > 8) fail(where, "conditions nest at most 8 deep");
  const std::string key = v.MemberBegin()->name.GetString();
  const Value& arg = v.MemberBegin()->value;
  const std::string here = at(where, key);
  Condition c;
  const auto triple = [&](const char* shape) -> const Value& {
    if (!arg.IsArray() || arg.Size() != 3) fail(here, std::string("expected ") + shape);
    return arg;
  };
  const auto count = [&](const Value& n, const std::string& w) {
    if (!n.IsInt() || n.GetInt() < 0 || n.GetInt() > 99) fail(w, "expected a whole number from 0 to 99");
    return n.GetInt();
  };
  if (key == "character_in") {
    if (!arg.IsArray() || arg.Size() != 2) fail(here, "expected [CHARACTER, ROOM], e.g. [\"captain\", 7]");
    c.kind = Condition::Kind::CharacterIn;
    c.character = character(arg[0], at(here, 0));
    c.room = room(arg[1], at(here, 1));
  } else if (key == "markers_on") {
    const Value& a = triple("[CORRIDOR, COMPARISON, COUNT], e.g. [\"7-11\", \">=\", 1]");
    c.kind = Condition::Kind::MarkersOn;
    c.passage = passage(a[0], at(here, 0));
    c.op = comparison(a[1], at(here, 1));
    c.value = count(a[2], at(here, 2));
  } else if (key == "wounds" || key == "hand") {
    const Value& a = triple("[CHARACTER, COMPARISON, COUNT], e.g. [\"scout\", \">=\", 1]");
    c.kind = key == "wounds" ? Condition::Kind::Wounds : Condition::Kind::Hand;
    c.character = character(a[0], at(here, 0));
    c.op = comparison(a[1], at(here, 1));
    c.value = count(a[2], at(here, 2));
  } else if (key == "intruder_in" || key == "explored") {
    c.kind = key == "intruder_in" ? Condition::Kind::IntruderIn : Condition::Kind::Explored;
    c.room = room(arg, here);
  } else if (key == "status") {
    const std::optional<GameStatus> st =
        arg.IsString() ? scenario_names::parseName<GameStatus>(arg.GetString(), scenario_names::kStatuses)
                       : std::nullopt;
    if (!st) fail(here, "expected " + scenario_names::oneOf(scenario_names::kStatuses));
    c.kind = Condition::Kind::Status;
    c.status = *st;
  } else if (key == "door") {
    if (!arg.IsArray() || arg.Size() != 2) fail(here, "expected [CORRIDOR, STATE], e.g. [\"3-4\", \"destroyed\"]");
    c.kind = Condition::Kind::Door;
    c.passage = passage(arg[0], at(here, 0));
    if (c.passage == start_.topo().techSpace()) fail(at(here, 0), "the Technical Corridors never hold a Door");
    const std::optional<DoorState> d =
        arg[1].IsString() ? scenario_names::parseName<DoorState>(arg[1].GetString(), scenario_names::kDoors)
                          : std::nullopt;
    if (!d) fail(at(here, 1), "expected " + scenario_names::oneOf(scenario_names::kDoors));
    c.door = *d;
  } else if (key == "all" || key == "any") {
    if (!arg.IsArray() || arg.Empty()) fail(here, "expected a non-empty list of conditions");
    c.kind = key == "all" ? Condition::Kind::All : Condition::Kind::Any;
    for (rapidjson::SizeType i = 0; i < arg.Size(); ++i) c.parts.push_back(condition(arg[i], at(here, i), depth + 1));
  } else if (key == "not") {
    c.kind = Condition::Kind::Not;
    c.parts.push_back(condition(arg, here, depth + 1));
  } else {
    fail(at(where, quoteName(key)),
         "unknown condition (known: character_in, markers_on, intruder_in, wounds, hand, explored, status, door, all, "
         "any, not)");
  }
  return c;
}

NoiseResult Reader::roll(const Value& v, const std::string& where) const {
  const std::string word = v.IsInt() ? std::to_string(v.GetInt()) : v.IsString() ? v.GetString() : "";
  try {
    const ForcedOutcomes f = parseForce("noise=" + word, source_);
    if (f.noise.size() == 1) return f.noise.front();
  } catch (const ScriptError&) {
  }
  fail(where, "expected a Noise die result: 1, 2, 3, 4, \"silence\" or \"danger\"");
}

Computation Reader::computation(const Value& v, const std::string& where) const {
  if (!v.IsObject() || v.MemberCount() != 1) {
    fail(where, "expected an object with one field: noise_causes_encounter, noise_marker or surprise_attack");
  }
  const std::string key = v.MemberBegin()->name.GetString();
  const Value& arg = v.MemberBegin()->value;
  const std::string here = at(where, key);
  if (!arg.IsObject()) fail(here, "expected an object");
  Computation c;
  c.character = character(requireMember<LessonError>(arg, "character", source_, here), at(here, "character"));
  if (key == "noise_causes_encounter" || key == "noise_marker") {
    checkFields(arg, here, {"character", "roll"});
    c.kind = key == "noise_marker" ? Computation::Kind::NoiseMarkerWhere : Computation::Kind::NoiseCausesEncounter;
    c.roll = roll(requireMember<LessonError>(arg, "roll", source_, here), at(here, "roll"));
  } else if (key == "surprise_attack") {
    checkFields(arg, here, {"character", "token"});
    const std::string token = text(arg, "token", here, true);
    try {
      const ForcedOutcomes f = parseForce("bag=" + token, source_);
      if (f.bag.size() != 1) throw ScriptError("");
      c.token = f.bag.front();
    } catch (const ScriptError&) {
      fail(at(here, "token"), "expected one Intruder token, e.g. \"adult:3\", got " + quote(token));
    }
    c.kind = Computation::Kind::SurpriseAttack;
  } else {
    fail(at(where, quoteName(key)), "unknown question (known: noise_causes_encounter, noise_marker, surprise_attack)");
  }
  return c;
}

Highlights Reader::highlights(const Value& v, const std::string& where) const {
  if (!v.IsObject()) fail(where, "expected an object with rooms, corridors, characters and panels");
  checkFields(v, where, {"rooms", "corridors", "characters", "panels"});
  Highlights h;
  const auto list = [&](const char* key, auto&& each) {
    const auto it = v.FindMember(key);
    if (it == v.MemberEnd()) return;
    if (!it->value.IsArray()) fail(at(where, key), "expected a list");
    for (rapidjson::SizeType i = 0; i < it->value.Size(); ++i) each(it->value[i], at(at(where, key), i));
  };
  list("rooms", [&](const Value& x, const std::string& w) { h.rooms.push_back(room(x, w)); });
  list("corridors", [&](const Value& x, const std::string& w) { h.corridors.push_back(passage(x, w)); });
  list("characters", [&](const Value& x, const std::string& w) { h.characters.push_back(character(x, w)); });
  list("panels", [&](const Value& x, const std::string& w) {
    if (!x.IsString() || std::find(kLessonPanels.begin(), kLessonPanels.end(), x.GetString()) == kLessonPanels.end()) {
      std::string known;
      for (std::string_view p : kLessonPanels) known += (known.empty() ? "" : ", ") + std::string(p);
      fail(w, "expected a panel name (" + known + ")");
    }
    h.panels.emplace_back(x.GetString());
  });
  return h;
}

void Reader::readScenario(const Value& v) {
  try {
    if (v.IsObject()) {
      rapidjson::StringBuffer buffer;
      rapidjson::Writer<rapidjson::StringBuffer> writer(buffer);
      v.Accept(writer);
      start_ = parseScenario(std::string(buffer.GetString(), buffer.GetSize()), source_ + ": scenario", boardsDir_);
      return;
    }
    if (!v.IsString()) fail("scenario", "expected a scenario object or the name of a file in assets/scenarios");
    const std::string name = v.GetString();
    const bool plain =
        !name.empty() && name.front() != '.' && name.size() <= 64 && std::all_of(name.begin(), name.end(), [](char ch) {
          return std::isalnum(static_cast<unsigned char>(ch)) != 0 || ch == '-' || ch == '_' || ch == '.';
        });
    if (!plain) fail("scenario", quote(name) + " is not a scenario file name (letters, digits, -, _ and .)");
    try {
      start_ = loadScenario(scenariosDir_ + "/" + name, boardsDir_);
    } catch (const ScenarioError& e) {
      fail("scenario", e.what());  // the scenario file's own message names it and the place in it
    }
  } catch (const ScenarioError& e) {
    throw LessonError(e.what());  // an embedded scenario's messages already name the lesson: "LESSON: scenario"
  }
}

void Reader::readDo(const Value& v, const std::string& where, LessonStep& st) const {
  const std::string pattern = text(v, "pattern", where, true);
  std::string word;
  for (const char ch : pattern + " ") {
    if (ch == ' ' || ch == '\t') {
      if (!word.empty()) st.pattern.push_back(word);
      word.clear();
    } else {
      word += ch;
    }
  }
  static constexpr std::array<std::string_view, 5> kVerbs = {"move", "careful", "choose", "pass", "hibernate"};
  if (st.pattern.empty() ||
      std::find(kVerbs.begin(), kVerbs.end(), scenario_names::lower(st.pattern.front())) == kVerbs.end()) {
    fail(at(where, "pattern"), "expected a command pattern starting with move, careful, choose, pass or hibernate");
  }
  if (st.pattern.size() > 1 && st.pattern[1] != "*" && characterByName(start_, st.pattern[1]) < 0) {
    fail(at(where, "pattern"), "no character of this lesson is called " + quote(st.pattern[1]));
  }
  st.hint = text(v, "hint", where, true);
  st.solution = text(v, "solution", where, false);
  if (st.solution.empty()) {
    if (std::find(st.pattern.begin(), st.pattern.end(), "*") != st.pattern.end()) {
      fail(where, "a pattern with \"*\" needs a \"solution\": the command the checker plays");
    }
    st.solution = pattern;
  }
  if (!matchesPattern(st.pattern, st.solution)) {
    fail(at(where, "solution"), quote(st.solution) + " does not match the pattern " + quote(pattern));
  }
  if (v.HasMember("force")) {
    const std::string force = text(v, "force", where, true);
    try {
      st.force = parseForce(force, source_ + ": " + at(where, "force"));
    } catch (const ScriptError& e) {
      throw LessonError(e.what());
    }
  }
}

// A try step shows its rule by the engine's refusal, so its rule must be one a refusal cites (refusalRule).
void Reader::readTryRule(const Value& v, const std::string& where, LessonStep& st) const {
  std::vector<RuleId> cited;
  for (int code = 1; code <= static_cast<int>(Refusal::ForcedOutcomeImpossible); ++code) {
    const RuleId r = refusalRule(static_cast<Refusal>(code));
    if (std::find(cited.begin(), cited.end(), r) == cited.end()) cited.push_back(r);
  }
  std::string known;
  for (RuleId r : cited) known += (known.empty() ? "" : ", ") + std::string(ruleText(r).name);
  if (!v.HasMember("rule"))
    fail(where, "a try step needs a \"rule\": the rule the engine's refusal cites (" + known + ")");
  const RuleId r = rule(v["rule"], at(where, "rule"));
  if (std::find(cited.begin(), cited.end(), r) == cited.end()) {
    fail(at(where, "rule"),
         quote(std::string(ruleText(r).name)) + " is no refusal's rule (refusals cite " + known + ")");
  }
  st.rule = r;
}

void Reader::readAsk(const Value& v, const std::string& where, LessonStep& st) const {
  st.text = text(v, "question", where, true);
  st.compute = computation(requireMember<LessonError>(v, "compute", source_, where), at(where, "compute"));
  const Value& answers = requireMember<LessonError>(v, "answers", source_, where);
  const std::string aw = at(where, "answers");
  if (!answers.IsArray() || answers.Size() < 2 || answers.Size() > 4) fail(aw, "expected a list of 2 to 4 answers");
  for (rapidjson::SizeType i = 0; i < answers.Size(); ++i) {
    const std::string w = at(aw, i);
    if (!answers[i].IsObject()) fail(w, "expected an object with \"text\" and \"value\"");
    checkFields(answers[i], w, {"text", "value"});
    LessonAnswer a{text(answers[i], "text", w, true), scenario_names::lower(text(answers[i], "value", w, true))};
    const bool yesNo = st.compute->kind != Computation::Kind::NoiseMarkerWhere;
    const bool known =
        yesNo ? (a.value == "yes" || a.value == "no")
              : (a.value == "encounter" || a.value == "none" || passageByName(start_.topo(), a.value) != kNoPassage);
    if (!known) {
      fail(at(w, "value"), yesNo ? "expected \"yes\" or \"no\" (what the computed question answers)"
                                 : "expected a corridor \"A-B\", \"technical\", \"encounter\" or \"none\"");
    }
    if (!yesNo && a.value != "encounter" && a.value != "none") {
      a.value = corridorLabel(start_.topo(), passageByName(start_.topo(), a.value));  // "11-7" is "7-11"
    }
    for (const LessonAnswer& b : st.answers) {
      if (b.value == a.value) fail(at(w, "value"), "two answers have the value " + quote(a.value));
    }
    st.answers.push_back(std::move(a));
  }
}

LessonStep Reader::step(const Value& v, const std::string& where) const {
  if (!v.IsObject()) fail(where, "expected a step object with a \"kind\"");
  LessonStep st;
  st.where = where;
  const std::string kind = text(v, "kind", where, true);
  if (kind == "say") {
    checkFields(v, where, {"kind", "text", "rule", "when", "highlights"});
    st.kind = LessonStepKind::Say;
    st.text = text(v, "text", where, true);
    if (v.HasMember("when")) st.when = condition(v["when"], at(where, "when"), 0);
  } else if (kind == "do") {
    checkFields(v, where, {"kind", "text", "pattern", "hint", "force", "solution", "rule", "highlights"});
    st.kind = LessonStepKind::Do;
    st.text = text(v, "text", where, true);
    readDo(v, where, st);
  } else if (kind == "try") {
    checkFields(v, where, {"kind", "text", "pattern", "hint", "solution", "rule", "highlights"});
    st.kind = LessonStepKind::Try;
    st.text = text(v, "text", where, true);
    readDo(v, where, st);
    readTryRule(v, where, st);
  } else if (kind == "observe") {
    checkFields(v, where, {"kind", "text", "rule", "highlights"});
    st.kind = LessonStepKind::Observe;
    st.text = text(v, "text", where, true);
  } else if (kind == "check" || kind == "free") {
    if (kind == "check") {
      checkFields(v, where, {"kind", "text", "condition", "rule", "highlights"});
    } else {
      checkFields(v, where, {"kind", "objective", "condition", "solution", "rule", "highlights"});
    }
    st.kind = kind == "check" ? LessonStepKind::Check : LessonStepKind::Free;
    st.text = text(v, kind == "check" ? "text" : "objective", where, true);
    st.condition = condition(requireMember<LessonError>(v, "condition", source_, where), at(where, "condition"), 0);
    if (st.kind == LessonStepKind::Free) {
      const Value& list = requireMember<LessonError>(v, "solution", source_, where);
      if (!list.IsArray() || list.Empty()) fail(at(where, "solution"), "expected a non-empty list of commands");
      for (rapidjson::SizeType i = 0; i < list.Size(); ++i) {
        if (!list[i].IsString()) fail(at(at(where, "solution"), i), "expected a command");
        st.solutions.emplace_back(list[i].GetString());
      }
    }
  } else if (kind == "ask") {
    checkFields(v, where, {"kind", "question", "answers", "compute", "rule", "highlights"});
    st.kind = LessonStepKind::Ask;
    readAsk(v, where, st);
  } else {
    fail(at(where, "kind"), "unknown step kind " + quote(kind) + " (known: say, do, observe, check, ask, free, try)");
  }
  if (v.HasMember("rule")) st.rule = rule(v["rule"], at(where, "rule"));
  if (v.HasMember("highlights")) st.highlights = highlights(v["highlights"], at(where, "highlights"));
  checkPlaceholders(st.text, start_, source_,
                    at(where, st.kind == LessonStepKind::Ask    ? "question"
                              : st.kind == LessonStepKind::Free ? "objective"
                                                                : "text"));
  if (st.kind == LessonStepKind::Do || st.kind == LessonStepKind::Try) {
    checkPlaceholders(st.hint, start_, source_, at(where, "hint"));
  }
  return st;
}

Lesson Reader::read(const std::string& json) {
  rapidjson::Document doc;
  parseJsonOrFail<LessonError>(doc, json, source_);
  if (!doc.IsObject()) fail("top level", "expected a JSON object with \"format\": \"nemesis-lesson\"");
  const Value& format = requireMember<LessonError>(doc, "format", source_, "top level");
  if (!format.IsString() || std::string_view(format.GetString()) != "nemesis-lesson") {
    fail("format", "expected \"nemesis-lesson\" (this is not a lesson file)");
  }
  const Value& version = requireMember<LessonError>(doc, "version", source_, "top level");
  if (!version.IsInt() || version.GetInt() != kLessonVersion) {
    fail("version", "this program reads lesson version " + std::to_string(kLessonVersion));
  }
  checkFields(doc, "", {"format", "version", "id", "title", "teaches", "scenario", "steps"});
  Lesson l;
  l.source = source_;
  l.id = text(doc, "id", "top level", true);
  l.title = text(doc, "title", "top level", true);
  readScenario(requireMember<LessonError>(doc, "scenario", source_, "top level"));
  const Value& teaches = requireMember<LessonError>(doc, "teaches", source_, "top level");
  if (!teaches.IsArray() || teaches.Empty()) fail("teaches", "expected a non-empty list of rule ids");
  for (rapidjson::SizeType i = 0; i < teaches.Size(); ++i) l.teaches.push_back(rule(teaches[i], at("teaches", i)));
  const Value& steps = requireMember<LessonError>(doc, "steps", source_, "top level");
  if (!steps.IsArray() || steps.Empty() || steps.Size() > kMaxSteps) {
    fail("steps", "expected a list of 1 to " + std::to_string(kMaxSteps) + " steps");
  }
  for (rapidjson::SizeType i = 0; i < steps.Size(); ++i) l.steps.push_back(step(steps[i], at("steps", i)));
  l.start = start_;
  return l;
}

}  // namespace

Lesson parseLesson(const std::string& json, const std::string& source, const std::string& scenariosDir,
                   const std::string& boardsDir) {
  try {
    return Reader(source, scenariosDir, boardsDir).read(json);
  } catch (const LessonError&) {
    throw;
  } catch (const std::exception& e) {
    // A safety net: every problem above is reported on purpose; nothing else may escape a loader.
    throw LessonError(source + ": unexpected problem while reading: " + e.what());
  }
}

Lesson loadLesson(const std::string& path, const std::string& scenariosDir, const std::string& boardsDir) {
  return parseLesson(readFileAs<LessonError>(path, kMaxLessonBytes, "a lesson"), path, scenariosDir, boardsDir);
}

std::vector<LessonInfo> listLessons(const std::string& dir, const std::string& scenariosDir,
                                    const std::string& boardsDir) {
  std::vector<LessonInfo> out;
  std::vector<std::string> files;
  try {
    files = lessonFiles(dir);
  } catch (const FileError& e) {
    throw LessonError(e.what());  // the lesson menu reports a folder it cannot read as it reports a lesson
  }
  for (const std::string& path : files) {
    LessonInfo info{path, "", "", ""};
    try {
      const Lesson l = loadLesson(path, scenariosDir, boardsDir);
      info.id = l.id;
      info.title = l.title;
    } catch (const LessonError& e) {
      info.error = e.what();
    }
    out.push_back(std::move(info));
  }
  return out;
}

}  // namespace nemesis
