#include "nemesis_rules.hpp"

#include "hash.hpp"
#include "history.hpp"
#include "snapshot.hpp"

namespace nemesis {

Verdict NemesisRules::apply(GameState& s, const Command& cmd, EventLog& out, Moments* moments) {
  return nemesis::apply(s, cmd, out, moments);
}

std::string NemesisRules::explain(const GameState& s, const Verdict& v) {
  return nemesis::explain(s, v);
}

std::string NemesisRules::chanceOutcome(const Event& e) {
  return nemesis::chanceOutcome(e);
}

std::uint64_t NemesisRules::stateHash(const GameState& s) {
  return nemesis::stateHash(s);
}

std::string NemesisRules::formatCommand(const GameState& s, const Command& cmd) {
  return nemesis::formatCommand(s, cmd);
}

std::string NemesisRules::describeCommand(const GameState& s, const Command& cmd) {
  return nemesis::commandWords(s, cmd);
}

Command NemesisRules::parseCommand(const std::string& text, const GameState& s, const std::string& source, int line) {
  return nemesis::parseCommand(text, s, source, line);
}

GameState NemesisRules::parseScenario(const std::string& json, const std::string& source, const Context& boardsDir) {
  return nemesis::parseScenario(json, source, boardsDir);
}

std::string NemesisRules::writeScenario(const GameState& s) {
  return nemesis::writeScenario(s);
}

NemesisRules::Checkpoint NemesisRules::saveCheckpoint(const GameState& s) {
  return nemesis::saveCheckpoint(s);
}

GameState NemesisRules::loadCheckpoint(const Checkpoint& bytes, const GameState& initial) {
  return nemesis::loadCheckpoint(bytes, initial.board);
}

}  // namespace nemesis
