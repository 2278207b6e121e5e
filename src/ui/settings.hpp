// Player settings kept between sessions in the user's config folder ($XDG_CONFIG_HOME/nemesis-companion,
// else ~/.config/nemesis-companion/settings.ini), as "key = value" lines. A bad or unknown line is
// reported (file and line) and skipped; the rest still loads. Pure: no SDL, no ImGui.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "key_bindings.hpp"

namespace nemesis::ui {

// The ranges of the settings the command line can override too (nemesis --ui-scale, --width, --height).
inline constexpr float kMinScale = 0.75f;
inline constexpr float kMaxScale = 3.0f;
inline constexpr int kMinWidth = 640;
inline constexpr int kMinHeight = 400;
inline constexpr int kMaxWindow = 16384;  // larger than any screen; keeps a typo from asking SDL for a huge window

struct Settings {
  float uiScale = 1.0f;         // 0.75 .. 3: fonts, panels and board labels (high-DPI screens)
  float animationSpeed = 1.0f;  // 0 (off), 0.25 .. 4
  int windowWidth = 1600;
  int windowHeight = 900;
  bool maximized = false;
  int players = 1;  // new-game defaults
  std::uint64_t seed = 1;
  std::string board = "basic";
  bool freePlay = false;       // new games: no rounds (study) instead of full rounds, hot-seat
  bool confirmCareful = true;  // ask for the corridor before a Careful Movement
  bool handOver = true;        // hot seat: a "Scout's turn: ready?" screen when the player changes
  bool riskMap = false;        // the board shows each destination's Encounter chance (View > Risk map)
  bool sound = true;           // the board's sounds (synthesised: die, marker, door, Encounter, turn)
  float volume = 0.7f;         // 0 .. 1
  // The right column's width and the event log's height as the player dragged them (pixels at UI scale 1);
  // 0: the automatic layout (ui_state.hpp's screenLayout). Double-clicking a splitter goes back to 0.
  float sidePanel = 0;
  float logPanel = 0;
  bool sideCollapsed = false;  // the right column folded to a strip (View > Side panels), the board takes its room
  // The column's Hand and Character board panels as the player dragged their lower edges (pixels at UI scale 1;
  // 0: the automatic split). The Turn panel keeps its height, the Intruder bag takes what is left.
  float handPanel = 0;
  float characterPanel = 0;
  std::string lastSave;  // path of the last save or load
  // Where Save and Open look ("saves_folder"); empty: DATA/saves, the data folder (app/user_folders.hpp).
  std::string savesFolder;
  // Saves recently written or opened, newest first (File > Recent), one "recent = PATH" line each.
  std::vector<std::string> recentFiles;
  // The lessons completed (Help > Tutorial marks them), by lesson id: "tutorial_done = moving,exploring".
  std::vector<std::string> tutorialDone;
  // Online play (File > Join online game): the name others see, and the servers joined lately, newest first
  // ("online_name = Ann", one "online_server = HOST:PORT" line each).
  std::string onlineName;
  std::vector<std::string> onlineServers;
  // The new-game window offers the tutorial at the top until a lesson is done or the player says "No thanks".
  bool tutorialOffer = true;
  KeyBindings keys = defaultKeyBindings();  // "key.pass = P" lines (key_bindings.hpp)
  friend bool operator==(const Settings&, const Settings&) = default;
};

// "$XDG_CONFIG_HOME/nemesis-companion" or "$HOME/.config/nemesis-companion" (empty when neither is set).
[[nodiscard]] std::string configDir();
[[nodiscard]] std::string settingsPath();

// settings.ini holds ~0.5 KB; a larger file than this is refused (with a warning) and the defaults are used.
inline constexpr std::size_t kMaxSettingsBytes = std::size_t{1} << 20U;
// Where a setting was read, "settings.ini:4" by key, for a problem found later (a board file that does not
// load); kept for the settings whose value the client checks at start ("board").
using SettingLines = std::map<std::string, std::string>;

// Reads `path`; a missing file gives the defaults, and so does one that cannot be read (a directory, a FIFO,
// a file over kMaxSettingsBytes), with a warning naming it. Problems ("settings.ini:4: ui_scale: "big" is not a
// number") are appended to `warnings`, and the setting keeps its default.
[[nodiscard]] Settings loadSettings(const std::string& path, std::vector<std::string>& warnings,
                                    SettingLines* lines = nullptr);
[[nodiscard]] Settings parseSettings(const std::string& text, const std::string& source,
                                     std::vector<std::string>& warnings, SettingLines* lines = nullptr);
[[nodiscard]] std::string writeSettings(const Settings& s);
// Puts `path` first in the recent files, without duplicates, keeping the newest kMaxRecentFiles.
inline constexpr std::size_t kMaxRecentFiles = 8;
void rememberRecentFile(Settings& s, const std::string& path);
// The name a player goes by online (as a hello's names are bounded) and the servers the join dialog remembers.
inline constexpr std::size_t kMaxOnlineName = 40;
inline constexpr std::size_t kMaxOnlineServers = 6;
// Puts `address` first among the servers joined, without duplicates, keeping the newest kMaxOnlineServers.
void rememberServer(Settings& s, const std::string& address);
// A lesson id as the settings keep it: 1-64 letters, digits, '-' or '_' (no ',' so the list reads back).
[[nodiscard]] bool isLessonId(std::string_view id);
// Adds a completed lesson to tutorialDone (once); false when it was there already.
bool markLessonDone(Settings& s, const std::string& id);
// Creates the folder when needed and writes atomically; a `path` that is a symbolic link is written through
// (the file it points to is replaced, the link stays). False (and `error`) on failure.
bool saveSettings(const Settings& s, const std::string& path, std::string& error);

}  // namespace nemesis::ui
