// The player's folders without SDL (app/user_folders.hpp, game_files.hpp): saves in the data folder unless the
// "saves_folder" setting says otherwise, the folder versions up to 0.10 saved in listed beside it, and the
// setting kept in settings.ini.
#include <doctest/doctest.h>

#include <chrono>
#include <filesystem>
#include <fstream>

#include "engine/nemesis/board_file.hpp"
#include "engine/nemesis/history.hpp"
#include "engine/nemesis/setup.hpp"
#include "game_files.hpp"
#include "nemesis_game_files.hpp"
#include "output_dir.hpp"
#include "save_files.hpp"
#include "settings.hpp"
#include "user_folders.hpp"

using namespace nemesis;
using namespace nemesis::app;
namespace fs = std::filesystem;

namespace {

const std::string kBoards = std::string(NEMESIS_ASSETS_DIR) + "/boards";

// How the app lists Nemesis files (the registry's describer, without the registry).
nemesis::app::FileDescriber nemesisFiles() {
  return [](nemesis::ui::GameFileEntry& e, const std::string& text, bool whole) {
    nemesis::app::describeNemesisFile(e, text, whole, kBoards);
  };
}

std::string freshDir(const std::string& name) {
  return clienttest::freshDir("user-folders", name);
}

// A save of a new game at `path`, `minutesAgo` old.
void saveAt(const std::string& path, std::uint64_t seed, int minutesAgo) {
  SetupOptions setup;
  setup.characters = defaultCharacters(2);
  setup.seed = seed;
  const History h(newGame(std::make_shared<const Board>(loadBoardFile(kBoards + "/basic.json")), setup));
  writeSaveFiles(path, h);
  const auto when = fs::file_time_type::clock::now() - std::chrono::minutes(minutesAgo);
  fs::last_write_time(path, when);
  fs::last_write_time(replayPathOf(path), when);
}

}  // namespace

TEST_CASE("saves folder: the data folder's saves/ by default, the setting when it names one") {
  CHECK(savesFolder("", "/home/p/.local/share/nemesis-companion") == "/home/p/.local/share/nemesis-companion/saves");
  CHECK(savesFolder("/media/usb/nemesis", "/home/p/.local/share/nemesis-companion") == "/media/usb/nemesis");
  CHECK(savesFolder("", "") == "saves");  // no HOME: beside the program's working folder
  // Versions up to 0.10 saved in the config folder.
  CHECK(oldSavesFolder("/home/p/.config/nemesis-companion") == "/home/p/.config/nemesis-companion/saves");
  CHECK(oldSavesFolder("").empty());
}

TEST_CASE("saves folder: the Open list holds the saves folder's games and the old folder's, newest first") {
  const std::string saves = freshDir("saves");
  const std::string old = freshDir("old");
  saveAt(saves + "/new.json", 1, 5);
  saveAt(saves + "/oldest.json", 2, 60);
  saveAt(old + "/middle.json", 3, 30);
  const std::vector<ui::GameFileEntry> list = listSavedGames({saves, old, "", saves + "/."}, nemesisFiles());
  REQUIRE(list.size() == 3);  // the same folder named twice and an empty name add nothing
  CHECK(fs::path(list[0].path).filename() == "new.json");
  CHECK(fs::path(list[1].path).filename() == "middle.json");
  CHECK(fs::path(list[2].path).filename() == "oldest.json");
  // A folder that does not exist adds nothing either.
  CHECK(listSavedGames({saves, old + "/missing"}, nemesisFiles()).size() == 2);
}

TEST_CASE("settings: saves_folder is kept in settings.ini and read back") {
  ui::Settings s;
  CHECK(s.savesFolder.empty());
  s.savesFolder = "/media/usb/nemesis saves";
  const std::string text = ui::writeSettings(s);
  CHECK(text.find("saves_folder = /media/usb/nemesis saves\n") != std::string::npos);
  std::vector<std::string> warnings;
  const ui::Settings back = ui::parseSettings(text, "settings.ini", warnings);
  CHECK(warnings.empty());
  CHECK(back.savesFolder == "/media/usb/nemesis saves");
  CHECK(back == s);
  // Empty: the default folder again.
  const ui::Settings cleared = ui::parseSettings("saves_folder =\n", "settings.ini", warnings);
  CHECK(warnings.empty());
  CHECK(cleared.savesFolder.empty());
}
