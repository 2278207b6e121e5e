// Saves as two files (save_files.hpp).
#include "save_files.hpp"

#include <filesystem>

#include "engine/kernel/file_io.hpp"
#include "engine/nemesis/hash.hpp"
#include "engine/nemesis/replay.hpp"
#include "engine/nemesis/scenario.hpp"
#include "game_files.hpp"

namespace nemesis::app {

void writeSaveFiles(const std::string& path, const History& history) {
  // The replay's name is longer than the save's: a name too long for it is refused before anything is written.
  const std::size_t saveName = std::filesystem::path(path).filename().string().size();
  const std::size_t replayName = std::filesystem::path(replayPathOf(path)).filename().string().size();
  if (replayName > kMaxFileNameBytes) {
    throw FileError(path + ": the name is too long for a save (its replay's name would have " +
                    std::to_string(replayName) + " bytes, and a file name has at most " +
                    std::to_string(kMaxFileNameBytes) + "): use a name of at most " +
                    std::to_string(kMaxFileNameBytes - (replayName - saveName)) + " bytes");
  }
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
    // Read and played into the history in one pass (each command applied once).
    std::vector<EventLog> events;
    PlayedReplay<History> played =
        playReplay(readFileAs<ScenarioError>(replayPath, kMaxReplayBytes, "a replay"), replayPath, boardsDir,
                   [&](const History&, const EventLog& log) { events.push_back(log); });
    if (!played.check.ok()) {
      out.notice = replayPath + " cannot be used (" + played.check.message + ")" + without;
      return out;
    }
    if (stateHash(played.history.state()) != stateHash(state)) {
      out.notice = replayPath + " belongs to another save" + without;
      return out;
    }
    out.history = std::make_unique<History>(std::move(played.history));
    out.events = std::move(events);
  } catch (const std::exception& e) {
    std::string why = e.what();
    if (why.rfind(replayPath + ": ", 0) == 0) why.erase(0, replayPath.size() + 2);
    out.notice = replayPath + " cannot be read (" + why + ")" + without;
  }
  return out;
}

}  // namespace nemesis::app
