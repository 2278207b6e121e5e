// `nemesis-lab replay`: replays a recorded game, checking the state hash after every step. With --verify
// only the verdict is printed; otherwise the event log and the final state come first.
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include <iostream>

#include "engine/kernel/quote.hpp"
#include "engine/nemesis/engine.hpp"
#include "engine/nemesis/replay.hpp"
#include "engine/nemesis/script.hpp"
#include "lab.hpp"
#include "lab_output.hpp"

namespace lab {

using namespace nemesis;

namespace {

void printVerdictJson(const std::string& file, const ReplayCheck& check) {
  rapidjson::StringBuffer buffer;
  rapidjson::Writer<rapidjson::StringBuffer> w(buffer);
  w.StartObject();
  w.Key("file");
  w.String(file.c_str(), static_cast<rapidjson::SizeType>(file.size()));
  w.Key("ok");
  w.Bool(check.ok());
  w.Key("steps");
  w.Int(check.steps);
  w.Key("firstDivergence");  // 1-based step number, as in the message
  if (check.ok()) {
    w.Null();
  } else {
    w.Int(check.firstDivergence + 1);
  }
  w.Key("message");
  w.String(check.message.c_str(), static_cast<rapidjson::SizeType>(check.message.size()));
  w.EndObject();
  std::cout << buffer.GetString() << "\n";
}

}  // namespace

int replayFile(const ReplayOptions& o) {
  if (isEnormityFile(o.file, "enormity-replay")) return replayEnormity(o);
  Replay r;
  try {
    r = loadReplay(o.file, o.boardsDir);
  } catch (const ScriptError& e) {
    // A command that cannot be read or is refused in the state the replay reached (the message names the step
    // where the replay diverges).
    std::cerr << "nemesis-lab: " << printable(e.what()) << "\n";
    return kExitFailure;
  }
  const ReplayCheck check = verifyReplay(r);

  if (o.verify) {
    if (o.json) {
      printVerdictJson(o.file, check);
    } else {
      (check.ok() ? std::cout : std::cerr) << printable(o.file + ": " + check.message) << "\n";
    }
    return check.ok() ? kExitOk : kExitFailure;
  }

  GameState s = r.initial;
  std::vector<StepLog> steps;
  EventLog log;
  const std::size_t shown = check.ok() ? r.commands.size() : static_cast<std::size_t>(check.firstDivergence) + 1;
  for (std::size_t i = 0; i < shown; ++i) {
    const std::string text = formatCommand(s, r.commands[i]);
    log.clear();
    if (!apply(s, r.commands[i], log).ok()) break;  // verifyReplay has reported it
    steps.push_back(StepLog{"step " + std::to_string(i + 1), text, describeEvents(s, log)});
  }
  if (o.json) {
    std::cout << stepsAndStateJson(steps, s, {{"file", o.file}, {"verification", check.message}});
  } else {
    printStepsText(std::cout, steps);
    printStateText(std::cout, s);
    (check.ok() ? std::cout : std::cerr) << printable(o.file + ": " + check.message) << "\n";
  }
  return check.ok() ? kExitOk : kExitFailure;
}

}  // namespace lab
