// Autosaves: after every command the client writes the whole game (its start and every command, so undo
// survives) into the user's data folder, one file per game, atomically, keeping the newest few games of each game.
// A kill at any moment loses at most the command in flight. No SDL here: the kill test forks a process that uses
// it. Each game writes its own (GameClient::writeAutosave): by default its save, DIR/ID.GAME-replay.json; or, as
// Nemesis does, a file GAME-ID.autosave of a two-line header and the game's own payload:
//   nemesis-autosave 2
//   {"game_id": "...", "saved_at_ms": ..., "saved_to": "...", "round": 3, "characters": ["Captain"], ...}
//   <payload>
// The header is read here alone (lists, Continue); the payload only by its game (a Nemesis History snapshot:
// nemesis/nemesis_autosave.hpp).
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace nemesis::app {

inline constexpr int kAutosavesKept = 5;  // games; older ones are deleted
inline constexpr std::string_view kAutosaveExtension = ".autosave";
inline constexpr std::string_view kAutosaveMagic = "nemesis-autosave";  // how the file begins

struct AutosaveMeta {
  // Given by the writer:
  std::string gameId;          // made when the game starts (makeGameId); names the file
  std::int64_t savedAtMs = 0;  // wall-clock time of this write, milliseconds since 1970 (UTC)
  std::string savedTo;         // the save file the game was last saved to or opened from (empty: none)
  bool unsaved = false;        // the game has changes that savedTo does not hold
  // Taken from the game by its writer:
  int round = 0;
  std::string outcome;                  // empty while playing, "won" or "lost"
  std::vector<std::string> characters;  // class names in player order ("Captain")
  int commands = 0;
  bool sandbox = false;
};

// The header's two lines, ending in a newline: the game's payload follows.
[[nodiscard]] std::string autosaveHeader(const AutosaveMeta& meta);
// Reads the header and leaves `text` at the game's payload. Throws FileError ("PATH: WHERE: PROBLEM").
[[nodiscard]] AutosaveMeta readAutosaveHeader(std::string_view& text, const std::string& path);
// The header only (cheap: lists and menus). Throws FileError ("PATH: WHERE: PROBLEM").
[[nodiscard]] AutosaveMeta decodeAutosaveMeta(std::string_view text, const std::string& path);
// True when `text` starts like an autosave (Open accepts autosaves as well as saves and replays).
[[nodiscard]] bool isAutosaveText(std::string_view text);

// "$XDG_DATA_HOME/nemesis-companion" or "$HOME/.local/share/nemesis-companion" (empty when neither is set).
[[nodiscard]] std::string defaultDataDir();
// The autosave folder inside a data folder.
[[nodiscard]] std::string autosaveDir(const std::string& dataDir);
// A new game's id: its start time and a random part ("20250314-180201-5f3a9c").
[[nodiscard]] std::string makeGameId();
[[nodiscard]] std::int64_t wallClockMs();
// A file's time in milliseconds since 1970 (the file clock's epoch is the library's own); 0 when it cannot be read.
[[nodiscard]] std::int64_t fileTimeMs(std::filesystem::file_time_type t);
[[nodiscard]] std::int64_t fileTimeMs(const std::string& path);
[[nodiscard]] std::string autosavePath(const std::string& dir, const std::string& gameId);

// Writes `text` (a header and a payload) as the autosave of game `gameId` into `dir` (created when missing)
// atomically, then deletes all but the newest `keep` games' autosaves of each game and the temporaries killed
// writers left. Returns the file written. Throws FileError naming the folder or the file on failure.
std::string writeAutosaveText(const std::string& dir, const std::string& gameId, std::string_view text,
                              int keep = kAutosavesKept);

// A game played behind the GameClient seam (docs/modules.md) is autosaved as its own save file,
// DIR/GAMEID.GAME-replay.json (GAME: its registered name, game_registry.hpp), which Open reads and Continue lists;
// the same pruning keeps the newest `keep` games of each game.
inline constexpr std::string_view kModuleAutosaveEnding = "-replay.json";
[[nodiscard]] std::string moduleAutosaveName(const std::string& gameId, std::string_view game);
std::string writeModuleAutosave(const std::string& dir, const std::string& gameId, std::string_view game,
                                std::string_view text, int keep = kAutosavesKept);

// One such autosave, as its file name says it (none for a file not named so).
struct ModuleAutosave {
  std::string path;
  std::string gameId;
  std::string game;
  std::filesystem::file_time_type modified;
};
[[nodiscard]] std::optional<ModuleAutosave> moduleAutosaveOf(const std::filesystem::path& path);
// Every game's autosaves in `dir`, newest first (by the file's time: they have no header); never throws.
[[nodiscard]] std::vector<ModuleAutosave> listModuleAutosaves(const std::string& dir);

struct AutosaveListing {
  std::string path;
  AutosaveMeta meta;
  std::string error;  // not empty: the header cannot be read, and why
  std::filesystem::file_time_type modified;
};
// The autosaves in `dir`, newest first (by the time written, then by the file's time); never throws.
[[nodiscard]] std::vector<AutosaveListing> listAutosaves(const std::string& dir);

// At the client's start: removes the temporaries killed writers left in the folder the client owns (its
// autosave folder) and beside its settings file (where its links lead); an empty name is skipped. Only names
// the writer makes and checks (file_io.hpp); never anything in the saves folder, which the player chooses and
// may share: a save's own temporaries go when that save is written next. Returns how many.
int removeStaleTemporaryFiles(const std::string& autosaveFolder, const std::string& settingsFile);

}  // namespace nemesis::app
