// The Enormity rules module as the shared machinery sees it (the module seam, docs/modules.md): undo and redo
// (BasicHistory) and replay files (BasicReplay) come from these types and functions alone, as Nemesis's do from
// NemesisRules. Nothing of the shared code is edited for this module.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "data_error.hpp"
#include "engine.hpp"
#include "engine/kernel/basic_history.hpp"
#include "engine/kernel/basic_replay.hpp"
#include "engine/kernel/script_error.hpp"
#include "hash.hpp"
#include "scenario.hpp"
#include "script.hpp"

namespace nemesis::enormity {

struct EnormityRules {
  using State = enormity::State;
  using Command = enormity::Command;
  using Event = enormity::Event;
  using EventLog = enormity::EventLog;
  using Verdict = enormity::Verdict;
  using Checkpoint = enormity::State;  // a copy: a state is a few KB, and undo rebuilds from it
  using Context = std::string;         // the data folder scenarios name their map, dice and sheet in
  using FileError = DataError;
  using CommandError = ScriptError;
  static constexpr std::string_view kReplayFormat = "enormity-replay";

  static Verdict apply(State& s, const Command& cmd, EventLog& out, std::vector<State>* moments) {
    return enormity::apply(s, cmd, out, moments);
  }
  static std::string explain(const State& s, const Verdict& v) { return enormity::explain(s, v); }
  static std::string chanceOutcome(const Event& e) { return enormity::chanceOutcome(e); }
  static std::uint64_t stateHash(const State& s) { return enormity::stateHash(s); }
  static std::string formatCommand(const State& s, const Command& cmd) { return enormity::formatCommand(s, cmd); }
  static std::string describeCommand(const State& s, const Command& cmd) { return enormity::commandWords(s, cmd); }
  static Command parseCommand(const std::string& text, const State& s, const std::string& source, int line) {
    return enormity::parseCommand(text, s, source, line);
  }
  static State parseScenario(const std::string& json, const std::string& source, const Context& dataDir) {
    return enormity::parseScenario(json, source, dataDir);
  }
  static std::string writeScenario(const State& s) { return enormity::writeScenario(s); }
  static Checkpoint saveCheckpoint(const State& s) { return s; }
  static State loadCheckpoint(const Checkpoint& c, const State& /*initial*/) { return c; }
};

using History = BasicHistory<EnormityRules>;
using Replay = BasicReplay<EnormityRules>;

}  // namespace nemesis::enormity
