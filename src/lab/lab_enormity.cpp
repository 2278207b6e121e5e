// nemesis-lab for the second rules module, Enormity (docs/modules.md): `run` and `replay` recognise an Enormity
// file by its "format" field and play it here, with the module's own rules, events and citations; `simulate
// --game enormity` plays seeded random legal games and checks the invariants after every command (--json prints
// the figures, --record writes game 1 as a replay). The replay reading and verifying is the shared BasicReplay
// over EnormityRules.
#include <rapidjson/prettywriter.h>
#include <rapidjson/stringbuffer.h>

#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "engine/enormity/enormity_rules.hpp"
#include "engine/enormity/invariants.hpp"
#include "engine/enormity/json_writer.hpp"
#include "engine/enormity/legal.hpp"
#include "engine/enormity/lesson.hpp"
#include "engine/enormity/rules.hpp"
#include "engine/enormity/scenario.hpp"
#include "engine/kernel/file_io.hpp"
#include "engine/kernel/quote.hpp"
#include "engine/kernel/rng.hpp"
#include "engine/nemesis/script.hpp"
#include "lab.hpp"
#include "lab_input.hpp"

namespace lab {

using namespace nemesis::enormity;

namespace {

// The module's data (maps, intruder sheets, scenarios) in the assets folder main.cpp found.
std::string dataDir(const std::string& assetsDir) {
  if (assetsDir.empty()) throw LabError("no assets folder found: set NEMESIS_ASSETS_DIR or pass --assets");
  return assetsDir + "/enormity";
}

// One command's lines: the command, then each event with its rule citation.
void printStep(std::ostream& out, const std::string& where, const std::string& text, const State& after,
               const EventLog& log) {
  out << where << ": " << text << "\n";
  for (const Event& e : log) out << "    " << describe(after, e) << "  [" << citation(e.rule) << "]\n";
}

void printState(std::ostream& out, const State& s) {
  out << "== State: hash " << nemesis::hex64(stateHash(s)) << "\n" << dumpState(s);
}

// --json: {"steps": [{"source": "FILE:LINE", "command": "...", "events": [{"rule": "NAME", "citation": "...",
// "text": "..."}]}], "error": "..." (when a line is refused), "final_hash": "...", "final": {the scenario file
// of the final state, data embedded: every field}}. The final state is writeScenario's, the module's one writer.
struct JsonRun {
  JsonWriter steps;
  JsonRun() { steps.beginList(); }
  void step(const std::string& where, const std::string& text, const State& after, const EventLog& log) {
    steps.beginObject().key("source").string(where).key("command").string(text).key("events").beginList();
    for (const Event& e : log) {
      steps.beginObject()
          .key("rule")
          .string(ruleText(e.rule).name)
          .key("citation")
          .string(citation(e.rule))
          .key("text")
          .string(describe(after, e))
          .endObject();
    }
    steps.endList().endObject();
  }
  void print(std::ostream& out, const State& s, const std::optional<std::string>& error) {
    steps.endList();
    JsonWriter tail;
    tail.beginObject().key("final_hash").string(nemesis::hex64(stateHash(s)));
    if (error) tail.key("error").string(*error);
    tail.endObject();
    // Three documents joined as one object: the writer has no member that takes JSON text as it is.
    std::string head = tail.text();
    head.erase(head.find_last_of('}'));
    while (!head.empty() && (head.back() == '\n' || head.back() == ' ')) head.pop_back();
    out << head << ",\n  \"steps\": " << steps.text() << ",\n  \"final\": " << writeScenario(s) << "}\n";
  }
};

}  // namespace

bool isEnormityFile(const std::string& path, std::string_view format) {
  try {
    return nemesis::replay_text::formatOf(nemesis::readFileLimited(path, nemesis::kMaxReplayBytes, "a file")) == format;
  } catch (const nemesis::FileError&) {
    return false;  // the Nemesis reader reports it, naming the file
  }
}

std::vector<std::string> checkEnormityLesson(const std::string& file, const std::string& assetsDir, int deviate,
                                             std::uint64_t seed, std::vector<std::string>* shown, std::size_t& steps) {
  std::vector<std::string> problems;
  Lesson lesson;
  try {
    lesson = loadLesson(file, dataDir(assetsDir));
  } catch (const DataError& e) {
    return {e.what()};
  }
  steps = lesson.steps.size();
  LessonRunner runner(lesson);
  History history(lesson.start);
  nemesis::Pcg32 pick(seed, 11);
  std::vector<Command> legal;
  while (!runner.done()) {
    const LessonStep& step = *runner.step();
    const std::string where = file + ": steps[" + std::to_string(runner.stepIndex()) + "]";
    if (shown != nullptr) shown->push_back("[" + std::to_string(runner.stepIndex() + 1) + "] " + step.text);
    if (step.kind != LessonStepKind::Do) {
      runner.next();
      continue;
    }
    EventLog log;
    if (const std::optional<Command> force = runner.forcing()) {
      if (runner.refusal(history.state(), *force) || !history.apply(*force, log).ok()) {
        problems.push_back(where + ": its forced outcomes are refused");
        break;
      }
      runner.forced();
    }
    // Anything else a player might do here is refused by the lesson or the engine, and changes nothing.
    legal.clear();
    legalCommands(history.state(), legal);
    const Command expected = parseCommand(step.command, history.state(), file);
    for (int i = 0; i < deviate && !legal.empty(); ++i) {
      const Command& c = legal[pick.below(static_cast<std::uint32_t>(legal.size()))];
      const std::optional<std::string> refused = runner.refusal(history.state(), c);
      if (!refused && !(c == expected) && !std::holds_alternative<Assign>(c)) {
        problems.push_back(where + ": the lesson takes " + nemesis::quote(formatCommand(history.state(), c)) +
                           " instead of " + nemesis::quote(step.command));
      }
    }
    if (const std::optional<std::string> refused = runner.refusal(history.state(), expected)) {
      problems.push_back(where + ": the lesson refuses its own command: " + *refused);
      break;
    }
    if (!history.apply(expected, log).ok()) {
      problems.push_back(where + ": the engine refuses " + nemesis::quote(step.command));
      break;
    }
    runner.accepted();
  }
  return problems;
}

int runEnormity(const RunOptions& o) {
  if (o.seed || !o.forces.empty()) {
    std::cerr << "nemesis-lab: " << nemesis::printable(o.scenario)
              << ": an Enormity scenario: --seed and --force are for Nemesis files (use a 'force' line in the "
                 "script)\n";
    return kExitUsage;
  }
  State s = loadScenario(o.scenario, dataDir(o.assetsDir));
  const State initial = s;
  const std::string source = o.commands == "-" ? "<stdin>" : o.commands;
  const std::string script = o.commands.empty() ? std::string() : readInput(o.commands);
  std::vector<Command> done;
  std::optional<std::string> error;
  JsonRun json;
  try {
    for (const nemesis::ScriptLine& line : nemesis::splitScript(script)) {
      const Command cmd = parseCommand(line.text, s, source, line.line);
      const std::string text = formatCommand(s, cmd);
      const std::string where = source + ":" + std::to_string(line.line);
      EventLog log;
      const Verdict v = apply(s, cmd, log);
      if (!v.ok()) {
        error = where + ": " + nemesis::quote(text) + " is refused: " + explain(s, v);
        break;
      }
      done.push_back(cmd);
      if (o.json) {
        json.step(where, text, s, log);
      } else {
        printStep(std::cout, where, text, s, log);
      }
    }
  } catch (const nemesis::ScriptError& e) {
    error = e.what();
  }
  if (o.json) {
    json.print(std::cout, s, error);
  } else {
    printState(std::cout, s);
  }
  std::cout.flush();
  if (error) {
    std::cerr << "nemesis-lab: " << nemesis::printable(*error) << "\n";
    return kExitFailure;
  }
  if (!o.record.empty()) {
    const Replay r = nemesis::recordReplayOf<EnormityRules>(initial, done);
    nemesis::writeFileAtomically(o.record, nemesis::writeReplayOf(r));
  }
  return kExitOk;
}

int replayEnormity(const ReplayOptions& o) {
  if (o.json) {
    std::cerr << "nemesis-lab: " << nemesis::printable(o.file) << ": an Enormity replay: --json is for Nemesis files\n";
    return kExitUsage;
  }
  Replay r;
  try {
    r = nemesis::loadReplayOf<EnormityRules>(o.file, dataDir(o.assetsDir));
  } catch (const nemesis::ScriptError& e) {
    std::cerr << "nemesis-lab: " << nemesis::printable(e.what()) << "\n";
    return kExitFailure;
  }
  const nemesis::ReplayCheck check = nemesis::verifyReplayOf(r);
  if (!o.verify) {
    State s = r.initial;
    const std::size_t shown = check.ok() ? r.commands.size() : static_cast<std::size_t>(check.firstDivergence) + 1;
    for (std::size_t i = 0; i < shown; ++i) {
      const std::string text = formatCommand(s, r.commands[i]);
      EventLog log;
      if (!apply(s, r.commands[i], log).ok()) break;  // verifyReplayOf has reported it
      printStep(std::cout, "step " + std::to_string(i + 1), text, s, log);
    }
    printState(std::cout, s);
  }
  (check.ok() ? std::cout : std::cerr) << nemesis::printable(o.file + ": " + check.message) << "\n";
  return check.ok() ? kExitOk : kExitFailure;
}

int simulateEnormity(const SimulateOptions& o) {
  const State start = loadScenario(
      o.scenario.empty() ? dataDir(o.assetsDir) + "/scenarios/first-noise.json" : o.scenario, dataDir(o.assetsDir));
  long commands = 0;
  int lost = 0;
  State recordedStart;
  std::vector<Command> recorded;
  for (int g = 0; g < o.games; ++g) {
    State s = start;
    s.chance.rng = nemesis::Pcg32(o.seed + static_cast<std::uint64_t>(g), 54);
    nemesis::Pcg32 pick(o.seed + static_cast<std::uint64_t>(g), 7);
    const bool recording = g == 0 && !o.record.empty();
    if (recording) recordedStart = s;
    std::vector<Command> legal;
    for (int n = 0; n < o.maxCommands && s.status == Status::Playing; ++n) {
      legal.clear();
      legalCommands(s, legal);
      if (legal.empty()) break;
      const Command c = legal[pick.below(static_cast<std::uint32_t>(legal.size()))];
      EventLog log;
      const Verdict v = apply(s, c, log);
      if (!v.ok()) {
        std::cerr << "nemesis-lab: game " << g + 1 << ": a legal command was refused: " << explain(s, v) << "\n";
        return kExitFailure;
      }
      ++commands;
      if (recording) recorded.push_back(c);
      if (const std::vector<std::string> problems = checkInvariants(s); !problems.empty()) {
        std::cerr << "nemesis-lab: game " << g + 1 << ", command " << n + 1 << ": " << problems.front() << "\n";
        return kExitFailure;
      }
    }
    lost += s.status == Status::Lost ? 1 : 0;
  }
  if (o.json) {
    // The figures under the names `simulate --json` gives them for Nemesis games.
    rapidjson::StringBuffer buffer;
    rapidjson::PrettyWriter<rapidjson::StringBuffer> w(buffer);
    w.SetIndent(' ', 2);
    w.StartObject();
    w.Key("game");
    w.String("enormity");
    w.Key("games");
    w.Int(o.games);
    w.Key("seed");
    w.Uint64(o.seed);
    w.Key("maxCommands");
    w.Int(o.maxCommands);
    w.Key("commands");
    w.Int64(commands);
    w.Key("lost");
    w.Int(lost);
    w.EndObject();
    std::cout << buffer.GetString() << "\n";
  } else {
    std::cout << "Simulated " << o.games << " Enormity games (" << commands << " commands, invariants checked after "
              << "each); " << lost << " lost, every Spacer dead.\n";
  }
  if (!o.record.empty()) {
    const Replay r = nemesis::recordReplayOf<EnormityRules>(recordedStart, recorded);
    nemesis::writeFileAtomically(o.record, nemesis::writeReplayOf(r));
    std::cerr << "nemesis-lab: recorded game 1 (" << recorded.size() << " commands) to " << nemesis::printable(o.record)
              << "\n";
  }
  return kExitOk;
}

}  // namespace lab
