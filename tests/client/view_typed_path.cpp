// Names typed into the Save As and Open dialogs (ui/typed_path.hpp): a bare name is a save in the saves folder
// the dialog shows, with ".json" added, and Open finds it again by the same name.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include <unistd.h>

#include "typed_path.hpp"

using nemesis::ui::openPathFor;
using nemesis::ui::savePathFor;

TEST_CASE("typed paths: a bare name saves as NAME.json in the saves folder") {
  CHECK(savePathFor("mygame", "/home/p/saves") == "/home/p/saves/mygame.json");
  CHECK(savePathFor("mygame.json", "/home/p/saves") == "/home/p/saves/mygame.json");
  CHECK(savePathFor("old/mygame", "/home/p/saves") == "/home/p/saves/old/mygame.json");
  CHECK(savePathFor("/media/usb/x.json", "/home/p/saves") == "/media/usb/x.json");
  CHECK(savePathFor("/media/usb/x", "/home/p/saves") == "/media/usb/x.json");
  CHECK(savePathFor("notes.txt", "/home/p/saves") == "/home/p/saves/notes.txt.json");
  CHECK(savePathFor("", "/home/p/saves").empty());
  CHECK(savePathFor("   ", "/home/p/saves").empty());
  const char* home = std::getenv("HOME");
  if (home != nullptr && home[0] == '/') {
    CHECK(savePathFor("~/x", "/home/p/saves") == (std::filesystem::path(home) / "x.json").string());
  }
}

TEST_CASE("typed paths: Open finds a save by the name it was saved under") {
  const std::string saves =
      (std::filesystem::temp_directory_path() / ("nemesis-typed-path-" + std::to_string(::getpid()))).string();
  std::filesystem::create_directories(saves);
  std::ofstream(saves + "/mygame.json") << "{}";
  std::ofstream(saves + "/plain") << "{}";
  CHECK(openPathFor("mygame", saves) == saves + "/mygame.json");
  CHECK(openPathFor("mygame.json", saves) == saves + "/mygame.json");
  CHECK(openPathFor("plain", saves) == saves + "/plain");  // a file of that very name comes first
  CHECK(openPathFor("missing", saves) == saves + "/missing");
  CHECK(openPathFor(saves + "/mygame", "/elsewhere") == saves + "/mygame.json");
  std::filesystem::remove_all(saves);
}
