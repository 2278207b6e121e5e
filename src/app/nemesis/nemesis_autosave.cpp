// The Nemesis autosave's payload (nemesis_autosave.hpp): a binary History snapshot after the shared header.
#include "nemesis_autosave.hpp"

#include "engine/nemesis/hash.hpp"
#include "engine/nemesis/scenario.hpp"
#include "engine/nemesis/snapshot.hpp"

namespace nemesis::app {

namespace {

std::string outcomeOf(const GameState& s) {
  switch (s.status) {
    case GameStatus::Playing: return {};
    case GameStatus::Won: return "won";
    case GameStatus::Lost: return "lost";
  }
  return {};
}

}  // namespace

std::string encodeAutosave(const History& history, const AutosaveMeta& given) {
  AutosaveMeta m = given;
  const GameState& s = history.state();
  m.round = s.round;
  m.outcome = outcomeOf(s);
  m.characters.clear();
  for (const Character& c : s.characters) m.characters.emplace_back(nameOf(c.cls));
  m.commands = static_cast<int>(history.commands().size());
  m.sandbox = history.sandbox();
  return autosaveHeader(m) + saveHistorySnapshot(history);
}

DecodedAutosave decodeAutosave(std::string_view text, const std::string& path, const std::string& boardsDir) {
  // The snapshot checks itself (a checksum, the schema, the board's shape, the positions a save may hold), so
  // a damaged or hostile payload is refused, never played.
  try {
    AutosaveMeta meta = readAutosaveHeader(text, path);
    const std::string source = path + ": game";
    return DecodedAutosave{std::move(meta),
                           loadHistorySnapshot(text, loadSnapshotBoard(text, boardsDir, source), source)};
  } catch (const ScenarioError&) {
    throw;
  } catch (const std::exception& e) {  // the header, SnapshotError, a board file that does not load
    throw ScenarioError(e.what());
  }
}

std::string writeAutosave(const std::string& dir, const History& history, const AutosaveMeta& meta, int keep) {
  return writeAutosaveText(dir, meta.gameId, encodeAutosave(history, meta), keep);
}

}  // namespace nemesis::app
