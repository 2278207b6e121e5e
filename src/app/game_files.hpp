// The game files as the client's dialogs show them: one entry per save (NAME.json and its NAME.replay.json
// are one game), with its date, round and characters, read without ever failing on a bad file; a scenario's
// name and description; a load error split into file, field and problem. No SDL (tested alone).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ui_state.hpp"

namespace nemesis::app {

// "game.json" -> "game.replay.json": the replay saved beside a game.
[[nodiscard]] std::string replayPathOf(const std::string& path);
[[nodiscard]] bool isReplayPath(const std::string& path);

// The whole file (readFileLimited: a regular file of at most kMaxReplayBytes, the largest kind Open reads).
// Throws FileError ("PATH: PROBLEM").
[[nodiscard]] std::string readGameFile(const std::string& path);

// How a game's files are listed: fills the entry's round, characters, outcome, name and replay mark from the
// file's text (`whole`: the text is the whole file, small enough to be checked as Open checks it, else its first
// bytes); throws saying why the file cannot be listed. The app's asks each game (ClientGame::describeFile).
using FileDescriber = std::function<void(ui::GameFileEntry& entry, const std::string& text, bool whole)>;

// The first fields of a game file as a list shows them, read event by event from its beginning (a replay's
// "initial" position comes before its steps): its format, a scenario's name, and the round, status and
// characters' class words of the position (the file's own, or a replay's "initial"). A file cut off after these
// fields reads as well as a whole one; never throws.
struct GameFileFields {
  struct Position {
    std::optional<unsigned> round;
    std::string status;
    std::vector<std::string> classes;
  };
  std::string format;
  std::string name;
  Position own;      // the top level's (a scenario or save)
  Position initial;  // a replay's "initial"
};
[[nodiscard]] GameFileFields readGameFileFields(std::string_view head);

// What one save, scenario, replay or autosave holds, for a list; problems go into `error`, never thrown.
[[nodiscard]] ui::GameFileEntry summarizeGameFile(const std::string& path, const FileDescriber& describe);
// One entry per game in `dir` (a save and its replay are one entry; a replay alone is its own), newest
// first. At most `limit` files are read.
[[nodiscard]] std::vector<ui::GameFileEntry> listSavedGames(const std::string& dir, const FileDescriber& describe,
                                                            std::size_t limit = 200);
// The games of several folders (the saves folder, then CONFIG/saves where versions up to 0.10 saved), newest
// first over all; an empty name or a folder named twice adds nothing.
[[nodiscard]] std::vector<ui::GameFileEntry> listSavedGames(const std::vector<std::string>& dirs,
                                                            const FileDescriber& describe, std::size_t limit = 200);

// The *.json files directly in `dir`, by name (none when it cannot be read): a game's scenarios.
[[nodiscard]] std::vector<std::string> jsonFilesIn(const std::string& dir);

// A scenario's "name" and "description" (docs/scenario-format.md), which are not part of the game state.
struct ScenarioInfo {
  std::string name;
  std::string description;
};
[[nodiscard]] ScenarioInfo peekScenarioInfo(std::string_view json);

// "FILE: FIELD: PROBLEM" (ScenarioError's shape) split for the load-error window; `path` is the file asked for.
[[nodiscard]] ui::LoadError splitLoadError(const std::string& message, const std::string& path);

// At most `limit` bytes of `text`, cut at a character boundary (UTF-8), with "…" when cut.
[[nodiscard]] std::string shortenedForDisplay(const std::string& text, std::size_t limit);
// What Open adds after a replay that cannot prove it is whole, as nemesis-lab replay says it.
[[nodiscard]] std::string cannotProveWhole();
// A file as the status bar names it: its name, not the folders it sits in (an install path or a home folder
// tells the player nothing; the Open dialog and the load-error window show where it is).
[[nodiscard]] std::string shownName(const std::string& path);
// A message about `path` with its folder taken out of every path in it: "/usr/share/x/broken.json: line 3" and
// "/home/p/saves/x.replay.json cannot be read" name broken.json and x.replay.json.
[[nodiscard]] std::string withFileNames(std::string message, const std::string& path);

// Local time, "2025-03-14 18:02".
[[nodiscard]] std::string formatLocalTime(std::int64_t msSince1970);

}  // namespace nemesis::app
