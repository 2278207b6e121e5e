// What a name typed into the Save As and Open dialogs means. The dialogs show the saves folder, so a name
// there is a name in that folder: "mygame" saves as SAVES/mygame.json (a save is a .json file, and Open lists
// only those), and Open finds it again by the same name. A path from the root ("/media/usb/x.json") or from
// the home folder ("~/x.json") is taken as it is. Pure: no ImGui, no file access but the existence check.
#pragma once

#include <string>

namespace nemesis::ui {

// The file Save writes for `typed`: relative to `savesDir`, ".json" added when the name does not end with it.
// Empty when `typed` is empty or all spaces.
[[nodiscard]] std::string savePathFor(const std::string& typed, const std::string& savesDir);
// The file Open reads for `typed`: the same place, and the name as typed when that file exists, else with
// ".json" added when that one does.
[[nodiscard]] std::string openPathFor(const std::string& typed, const std::string& savesDir);

}  // namespace nemesis::ui
