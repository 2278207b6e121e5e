// The player's folders (XDG Base Directory): settings in the config folder (ui/settings.hpp), saves and
// autosaves in the data folder. Nothing is cached on disk ($XDG_CACHE_HOME/nemesis-companion would be the
// place): the odds tables and glyph ranges live in memory and Dear ImGui's imgui.ini is off. Versions up to
// 0.10 kept saves in CONFIG/saves; that folder is not moved (a save is the player's file, and a move cut short
// would split a save from its replay) but the Open dialog lists it beside the saves folder. No SDL.
#pragma once

#include <string>

namespace nemesis::app {

// The saves folder: the "saves_folder" setting when set, else DATA/saves, where DATA is the data folder
// (--data-dir or $XDG_DATA_HOME/nemesis-companion, defaultDataDir()); "saves" (relative) when there is none.
[[nodiscard]] std::string savesFolder(const std::string& setting, const std::string& dataDir);

// CONFIG/saves, where versions up to 0.10 saved games; empty when there is no config folder.
[[nodiscard]] std::string oldSavesFolder(const std::string& configDir);

}  // namespace nemesis::app
