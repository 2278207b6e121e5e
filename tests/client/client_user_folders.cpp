// The player's folders through the real client: saves go to the data folder ($XDG_DATA_HOME/nemesis-companion/
// saves), the Open dialog also lists the config folder's saves/ where versions up to 0.10 saved, and the
// Settings window's "Saves folder" moves where Save and Open look, kept in settings.ini.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>

#include "client_dialogs_support.hpp"
#include "engine/nemesis/hash.hpp"

using nemesis::app::App;
using namespace clienttest;
namespace fs = std::filesystem;

namespace {

// Sets an environment variable for the scope of a test and puts the old value back.
class EnvVar {
 public:
  EnvVar(const char* name, const std::string& value) : name_(name) {
    if (const char* old = std::getenv(name)) old_ = old;
    ::setenv(name, value.c_str(), 1);
  }
  ~EnvVar() {
    if (old_) {
      ::setenv(name_, old_->c_str(), 1);
    } else {
      ::unsetenv(name_);
    }
  }
  EnvVar(const EnvVar&) = delete;
  EnvVar& operator=(const EnvVar&) = delete;

 private:
  const char* name_;
  std::optional<std::string> old_;
};

std::string readText(const std::string& path) {
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// Types `text` as SDL delivers it to a focused text field (at most 31 bytes per event).
void typeText(App& app, const std::string& text) {
  for (std::size_t at = 0; at < text.size(); at += 31) {
    SDL_Event e{};
    e.type = SDL_TEXTINPUT;
    const std::string part = text.substr(at, 31);
    std::copy(part.begin(), part.end(), e.text.text);
    app.handleEvent(e);
    frames(app, 1);
  }
}

// The path the Save As dialog proposes for a game without a file: SAVES/game.json.
std::string proposedSavePath(App& app) {
  key(app, SDLK_s, KMOD_LCTRL | KMOD_LSHIFT);
  listedAndRedrawn(app);
  REQUIRE(windowShown("Save game as"));
  const std::string path = app.ui().filePath;
  pressKey(app, SDLK_ESCAPE);  // down and up: a key left down repeats (and cancels the next field typed into)
  redrawn(app);
  return path;
}

}  // namespace

TEST_CASE("saves: in the data folder by default, and Open lists the config folder's old saves too") {
  ItemRecording recording;
  const std::string root = tempDir("user-folders-default");
  const EnvVar data("XDG_DATA_HOME", root + "/data");
  const EnvVar config("XDG_CONFIG_HOME", root + "/config");
  App maker(headlessOptions(2, 6));
  REQUIRE(maker.saveFile(root + "/config/nemesis-companion/saves/old.json"));

  nemesis::app::AppOptions o = headlessOptions(1, 1);
  o.savesDir.clear();  // as the program runs: the folder comes from the settings and XDG
  App app(o);
  CHECK(proposedSavePath(app) == root + "/data/nemesis-companion/saves/game.json");
  REQUIRE(app.saveFile(root + "/data/nemesis-companion/saves/new.json"));

  showOpenDialog(app);
  const std::vector<nemesis::ui::GameFileEntry>& list = app.ui().savesList;
  REQUIRE(list.size() == 2);
  CHECK(fs::path(list[0].path).filename() == "new.json");
  CHECK(list[1].path == root + "/config/nemesis-companion/saves/old.json");
}

TEST_CASE("saves: the Saves folder setting moves where Save and Open look, and is kept in settings.ini") {
  ItemRecording recording;
  const std::string root = tempDir("user-folders-setting");
  const EnvVar data("XDG_DATA_HOME", root + "/data");
  const EnvVar config("XDG_CONFIG_HOME", root + "/config");
  nemesis::app::AppOptions o = headlessOptions(1, 1);
  o.savesDir.clear();
  o.settingsPath = root + "/config/nemesis-companion/settings.ini";
  App app(o);
  CHECK(proposedSavePath(app) == root + "/data/nemesis-companion/saves/game.json");

  // Typed into the Settings window's field; leaving it (Enter) applies the setting.
  app.ui().showSettings = true;
  redrawn(app);
  clickWidget(app, "settings.savesfolder");
  typeText(app, root + "/elsewhere");
  key(app, SDLK_RETURN);
  frames(app, 2);
  CHECK(app.settings().savesFolder == root + "/elsewhere");
  app.ui().showSettings = false;
  redrawn(app);
  CHECK(proposedSavePath(app) == root + "/elsewhere/game.json");
  CHECK(readText(o.settingsPath).find("saves_folder = " + root + "/elsewhere\n") != std::string::npos);
  REQUIRE(app.saveFile(root + "/elsewhere/mine.json"));
  showOpenDialog(app);
  REQUIRE(app.ui().savesList.size() == 1);
  CHECK(app.ui().savesList[0].path == root + "/elsewhere/mine.json");
  pressKey(app, SDLK_ESCAPE);  // down and up: a key left down repeats (and cancels the next field typed into)
  redrawn(app);

  // The next start reads the folder from settings.ini.
  App again(o);
  CHECK(proposedSavePath(again) == root + "/elsewhere/game.json");
}

// The Save dialog shows the saves folder: a bare name typed there once went to the working folder, without
// ".json", where Open (which lists .json files in the saves folder) could not find it.
TEST_CASE("saves: a bare name typed into Save saves as NAME.json in the saves folder shown, and Open finds it") {
  ItemRecording recording;
  const std::string saves = tempDir("bare-name");
  nemesis::app::AppOptions o = headlessOptions(2, 4);
  o.savesDir = saves;
  App app(o);
  playSome(app, 2);
  key(app, SDLK_s, KMOD_LCTRL | KMOD_LSHIFT);
  listedAndRedrawn(app);
  REQUIRE(windowShown("Save game as"));
  app.ui().filePath = "mygame";  // as typed
  redrawn(app);
  CHECK(recorded("files.target"));  // "Saves as SAVES/mygame.json"
  clickWidget(app, "files.go");
  CHECK(fs::exists(saves + "/mygame.json"));
  CHECK(fs::exists(saves + "/mygame.replay.json"));
  CHECK_FALSE(fs::exists("mygame"));
  CHECK(app.currentFile() == saves + "/mygame.json");
  CHECK(app.ui().status == "Saved to mygame.json.");

  // Open lists it, and finds it by the same bare name.
  nemesis::app::AppOptions p = headlessOptions(1, 1);
  p.savesDir = saves;
  App other(p);
  showOpenDialog(other);
  REQUIRE(other.ui().savesList.size() == 1);
  CHECK(other.ui().savesList[0].path == saves + "/mygame.json");
  other.ui().filePath = "mygame";
  redrawn(other);
  clickWidget(other, "files.go");
  CHECK(other.currentFile() == saves + "/mygame.json");
  CHECK(nemesis::stateHash(nemesisOf(other).state()) == nemesis::stateHash(nemesisOf(app).state()));

  // A saves folder given from the working folder (--data-dir data): a listed game picked opens, its path not
  // read a second time inside the saves folder.
  nemesis::app::AppOptions q = headlessOptions(1, 1);
  q.savesDir = fs::relative(saves).string();
  REQUIRE(fs::path(q.savesDir).is_relative());
  App third(q);
  showOpenDialog(third);
  REQUIRE(third.ui().savesList.size() == 1);
  clickWidget(third, "files.entry.0");
  redrawn(third);
  clickWidget(third, "files.go");
  CHECK(third.currentFile() == saves + "/mygame.json");
}
