// Saves as two files (save_files.hpp).
#include "save_files.hpp"

#include <filesystem>

#include "file_io.hpp"
#include "game_files.hpp"
#include "hash.hpp"
#include "replay.hpp"
#include "scenario.hpp"

namespace nemesis::app {

int removeStaleTemporaryFiles(const std::vector<std::string>& dirs) {
  int removed = 0;
  for (const std::string& dir : dirs) {
    if (!dir.empty()) removed += removeStaleTemporariesIn(dir);
  }
  return removed;
}

bool replayInto(History& history, const std::vector<Command>& commands, std::vector<EventLog>* events) {
  for (const Command& cmd : commands) {
    EventLog out;
    if (!history.apply(cmd, out).ok()) return false;
    if (events != nullptr) events->push_back(std::move(out));
  }
  return true;
}

void writeSaveFiles(const std::string& path, const History& history) {
  // The replay first: if the state file were written and the replay not, the new state would sit beside a
  // stale replay; this way a failure leaves the previous state (and says "Not saved"), and the reader
  // notices the replay that does not end in it.
  const Replay replay = recordReplay(history.initial(), history.commands());
  writeFileAtomically(replayPathOf(path), writeReplay(replay));
  saveGame(history.state(), path);
}

SaveHistory readSaveHistory(const std::string& path, const GameState& state, const std::string& boardsDir) {
  SaveHistory out;
  const std::string replayPath = replayPathOf(path);
  std::error_code ec;
  if (!std::filesystem::exists(replayPath, ec)) return out;  // a scenario, or a save written without one
  const std::string without = ": the game is loaded without its undo history.";
  try {
    const Replay replay = loadReplay(replayPath, boardsDir);
    auto history = std::make_unique<History>(replay.initial);
    std::vector<EventLog> events;
    if (!replayInto(*history, replay.commands, &events) || stateHash(history->state()) != stateHash(state)) {
      out.notice = replayPath + " belongs to another save" + without;
      return out;
    }
    out.history = std::move(history);
    out.events = std::move(events);
  } catch (const std::exception& e) {
    std::string why = e.what();
    if (why.rfind(replayPath + ": ", 0) == 0) why.erase(0, replayPath.size() + 2);
    out.notice = replayPath + " cannot be read (" + why + ")" + without;
  }
  return out;
}

}  // namespace nemesis::app
