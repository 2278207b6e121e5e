// `nemesis-lab run`: a scenario, forced outcomes and a command script in; the event log with citations
// and the final state out. A refused command stops the run with the engine's reason and its script line.
#include <iostream>
#include <optional>

#include "engine/kernel/quote.hpp"
#include "engine/nemesis/engine.hpp"
#include "engine/nemesis/replay.hpp"
#include "engine/nemesis/scenario.hpp"
#include "engine/nemesis/script.hpp"
#include "lab.hpp"
#include "lab_input.hpp"
#include "lab_output.hpp"

namespace lab {

using namespace nemesis;

namespace {

// Every --force option as one ForceOutcomes command, so the forced chance is part of the recorded log.
ForceOutcomes forcesOf(const std::vector<std::string>& specs) {
  ForceOutcomes f;
  for (std::size_t i = 0; i < specs.size(); ++i) {
    const std::string source = specs.size() == 1 ? "--force" : "--force #" + std::to_string(i + 1);
    f.add.append(parseForce(specs[i], source, 1));
  }
  return f;
}

}  // namespace

int runScenario(const RunOptions& o) {
  if (isEnormityFile(o.scenario, "enormity-scenario")) return runEnormity(o);
  // Everything that can be wrong before play (files, --force syntax) is reported before any output.
  GameState s = loadStart(o.scenario, o.boardsDir, o.seed);
  const GameState initial = s;
  const std::optional<ForceOutcomes> forces =
      o.forces.empty() ? std::nullopt : std::optional<ForceOutcomes>(forcesOf(o.forces));
  const std::string source = o.commands == "-" ? "<stdin>" : o.commands;
  const std::string script = o.commands.empty() ? std::string() : readInput(o.commands);

  std::vector<Command> done;
  std::vector<StepLog> steps;
  std::optional<std::string> error;
  EventLog log;
  const auto play = [&](const Command& cmd, const std::string& where) {
    const std::string text = formatCommand(s, cmd);
    log.clear();
    const Verdict v = apply(s, cmd, log);
    if (!v.ok()) {
      error = where + ": " + quote(text) + " is refused: " + explain(s, v);
      return false;
    }
    done.push_back(cmd);
    steps.push_back(StepLog{where, text, describeEvents(s, log)});
    return true;
  };

  try {
    bool going = !forces || play(*forces, "--force");
    for (const ScriptLine& line : splitScript(script)) {
      if (!going) break;
      const Command cmd = parseCommand(line.text, s, source, line.line);
      going = play(cmd, source + ":" + std::to_string(line.line));
    }
  } catch (const ScriptError& e) {
    error = e.what();
  }

  if (o.json) {
    JsonExtras extra = {{"scenario", o.scenario}};
    if (error) extra.emplace_back("error", *error);
    std::cout << stepsAndStateJson(steps, s, extra);
  } else {
    printStepsText(std::cout, steps);
    printStateText(std::cout, s);
  }
  std::cout.flush();
  if (error) {
    std::cerr << "nemesis-lab: " << printable(*error) << "\n";
    return kExitFailure;
  }
  if (!o.record.empty()) {
    writeFileAtomically(o.record, writeReplay(recordReplay(initial, done)));
    std::cerr << "nemesis-lab: recorded " << done.size() << " step" << (done.size() == 1 ? "" : "s") << " to "
              << printable(o.record) << "\n";
  }
  return kExitOk;
}

}  // namespace lab
