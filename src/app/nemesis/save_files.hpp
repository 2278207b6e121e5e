// A save is two files: NAME.json (the state, the scenario format, loadable on its own) and beside it
// NAME.replay.json (every command since the game began, forced outcomes included), so undo and the log
// survive a reload. Each is written atomically, the replay first; a kill or a full disk between the two leaves
// the new replay beside the old state. A reader takes the history only from a replay that ends in the very
// state of NAME.json, and otherwise says plainly that the history could not be kept. No SDL (the kill tests
// fork a process that saves).
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include "engine/nemesis/history.hpp"

namespace nemesis::app {

// The longest file name the usual file systems (ext4, btrfs, tmpfs, NTFS) allow: 255 bytes.
inline constexpr std::size_t kMaxFileNameBytes = 255;

// Writes NAME.replay.json, then NAME.json (writeFileAtomically each). Throws (FileError, ScenarioError,
// ScriptError) naming the file on failure; a failure on the state leaves the previous state file. A name whose
// replay's name would be longer than kMaxFileNameBytes is refused first, saying how long a name may be.
void writeSaveFiles(const std::string& path, const History& history);

struct SaveHistory {
  std::unique_ptr<History> history;  // null: the state is loaded without its history
  std::vector<EventLog> events;      // each command's events, for the log
  std::string notice;                // why a replay beside the save was not used (empty: none, or it was)
};
// The history of the save at `path` whose state is `state`: from its replay when that replays to `state`;
// else no history, and `notice` says so when a replay is there ("NAME.replay.json belongs to another save:
// the game is loaded without its undo history."). Never throws.
[[nodiscard]] SaveHistory readSaveHistory(const std::string& path, const GameState& state,
                                          const std::string& boardsDir);

}  // namespace nemesis::app
