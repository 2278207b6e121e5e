// How the Open dialog and Recent list a Nemesis file (nemesis_game_files.hpp).
#include "nemesis_game_files.hpp"

#include "engine/kernel/basic_replay.hpp"
#include "engine/kernel/file_io.hpp"
#include "engine/nemesis/nemesis_rules.hpp"
#include "engine/nemesis/scenario.hpp"
#include "engine/nemesis/scenario_names.hpp"  // the class words of the scenario format, read here from the raw fields

namespace nemesis::app {

namespace {

std::string characterList(const std::vector<std::string>& names) {
  std::string text;
  for (const std::string& n : names) text += (text.empty() ? "" : ", ") + n;
  return text;
}

std::string characterList(const GameState& s) {
  std::vector<std::string> names;
  for (const Character& c : s.characters) names.emplace_back(nameOf(c.cls));
  return characterList(names);
}

std::string outcomeOf(const GameState& s) {
  return s.status == GameStatus::Won ? "won" : s.status == GameStatus::Lost ? "lost" : "";
}

std::string classList(const std::vector<std::string>& classes) {
  std::vector<std::string> names;
  for (const std::string& c : classes) {
    const std::optional<CharacterClass> cls = scenario_names::parseName<CharacterClass>(c, scenario_names::kClasses);
    names.emplace_back(cls ? std::string(nameOf(*cls)) : c);
  }
  return characterList(names);
}

// The summary fields of a file too large to parse for a list, or of a replay (never played to be listed).
void summarizeFromFields(ui::GameFileEntry& e, std::string_view head) {
  const GameFileFields reader = readGameFileFields(head);
  const bool replay = reader.format == NemesisRules::kReplayFormat;
  const GameFileFields::Position& p = replay ? reader.initial : reader.own;
  if (reader.format.empty() || !p.round) {
    throw FileError(e.path + ": not a game file this program lists (no \"format\" and \"round\" near its start)");
  }
  e.replay = replay;
  e.round = static_cast<int>(*p.round);
  e.characters = classList(p.classes);
  if (!replay) {
    e.outcome = p.status == "won" || p.status == "lost" ? p.status : std::string();
    if (!reader.name.empty()) e.name = reader.name;
  }
}

}  // namespace

void describeNemesisFile(ui::GameFileEntry& e, const std::string& text, bool whole, const std::string& boardsDir) {
  // A replay is listed from its fields, never played (a legal replay may hold 64 MiB of steps); so is a file
  // larger than a save needs to be. A save or scenario read whole is checked as Open checks it.
  if (!whole || replay_text::formatOf(text) == NemesisRules::kReplayFormat) {
    summarizeFromFields(e, text);
    return;
  }
  const GameState s = parseScenario(text, e.path, boardsDir);
  e.round = s.round;
  e.characters = characterList(s);
  e.outcome = outcomeOf(s);
  const ScenarioInfo info = peekScenarioInfo(text);
  if (!info.name.empty()) e.name = info.name;
}

}  // namespace nemesis::app
