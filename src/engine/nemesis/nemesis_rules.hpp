// The Nemesis rules module as the shared machinery sees it (the module seam, docs/modules.md): the types and
// functions BasicHistory (basic_history.hpp) and BasicReplay (basic_replay.hpp) need from a module.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "engine.hpp"
#include "scenario.hpp"
#include "script.hpp"

namespace nemesis {

struct NemesisRules {
  using State = GameState;
  using Command = nemesis::Command;
  using Event = nemesis::Event;
  using EventLog = nemesis::EventLog;
  using Verdict = nemesis::Verdict;
  using Checkpoint = std::string;  // a binary snapshot payload (snapshot.hpp): smaller than a GameState copy
  using Context = std::string;     // what reading a scenario needs besides its text: the boards folder
  using FileError = ScenarioError;
  using CommandError = ScriptError;
  static constexpr std::string_view kReplayFormat = "nemesis-replay";

  static Verdict apply(GameState& s, const Command& cmd, EventLog& out, Moments* moments);
  static std::string explain(const GameState& s, const Verdict& v);
  static std::string chanceOutcome(const Event& e);
  static std::uint64_t stateHash(const GameState& s);
  static std::string formatCommand(const GameState& s, const Command& cmd);
  static std::string describeCommand(const GameState& s, const Command& cmd);
  // Throws ScriptError naming `source`, `line` and the column.
  static Command parseCommand(const std::string& text, const GameState& s, const std::string& source, int line);
  static GameState parseScenario(const std::string& json, const std::string& source, const Context& boardsDir);
  static std::string writeScenario(const GameState& s);
  static Checkpoint saveCheckpoint(const GameState& s);
  static GameState loadCheckpoint(const Checkpoint& bytes, const GameState& initial);
};

}  // namespace nemesis
