// The settings file and the command line at start, through the real client (issue 11): a bad board in
// settings.ini neither stops the client nor goes unreported (the warning names the file and the line, and the
// default board is used and written back), a bad --board is a failure to start, and --seed 0 is seed 0.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "client_dialogs_support.hpp"
#include "engine/nemesis/board_file.hpp"
#include "engine/nemesis/hash.hpp"
#include "engine/nemesis/setup.hpp"
#include "ui/nemesis/new_game_form.hpp"

using nemesis::app::App;
using namespace clienttest;
namespace fs = std::filesystem;

namespace {

void writeText(const fs::path& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
}

std::string readText(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// A client whose settings file holds `text`: a game of 2 started at once, or (players 0) the start screen.
nemesis::app::AppOptions withSettings(const std::string& dir, const std::string& text, int players = 2) {
  nemesis::app::AppOptions o = headlessOptions(players, 0);
  o.settingsPath = dir + "/settings.ini";
  writeText(o.settingsPath, text);
  return o;
}

// The game is on assets/boards/basic.json (the board files have no "name": compare their shape).
bool onBasicBoard(const App& app) {
  const nemesis::Board basic = nemesis::loadBoardFile(std::string(NEMESIS_ASSETS_DIR) + "/boards/basic.json");
  return nemesisOf(app).state().topo().roomCount() == basic.roomCount() &&
         nemesisOf(app).state().topo().corridorCount() == basic.corridorCount();
}

bool startsWith(const std::string& text, const std::string& head) {
  return text.rfind(head, 0) == 0;
}

bool endsWith(const std::string& text, const std::string& tail) {
  return text.size() >= tail.size() && text.compare(text.size() - tail.size(), tail.size(), tail) == 0;
}

}  // namespace

TEST_CASE("settings at start: a board that does not exist falls back to the default, naming settings.ini:LINE") {
  const std::string dir = tempDir("settings-missing-board");
  const nemesis::app::AppOptions o = withSettings(dir, "seed = 4\nboard = nonexistent\n");
  {
    App app(o);  // starts: a bad setting is no reason to refuse the game
    CHECK(app.gameStarted());
    CHECK(onBasicBoard(app));
    CHECK(app.settings().board == "basic");
    CHECK(app.settings().seed == 4);  // the good settings still apply
    REQUIRE(app.settingsWarnings().size() == 1);
    const std::string& warning = app.settingsWarnings().front();
    CHECK(startsWith(warning, o.settingsPath + ":2: board: cannot use board \"nonexistent\" ("));
    CHECK(warning.find("nonexistent.json: cannot open the file") != std::string::npos);
    CHECK(endsWith(warning, "); using basic"));
    CHECK(app.ui().status == warning);
    CHECK(app.ui().statusIsError);
  }
  // The default is written back at exit, so the next start is clean.
  CHECK(readText(o.settingsPath).find("\nboard = basic\n") != std::string::npos);
  App again(o);
  CHECK(again.settingsWarnings().empty());
}

TEST_CASE("settings at start: a board that is not a name (.., a path, bad UTF-8) is refused at its line") {
  for (const std::string bad : {"..", "../../../etc/passwd", "\xff\xfe", "/tmp/x"}) {
    CAPTURE(bad);
    const std::string dir = tempDir("settings-bad-board-name");
    App app(withSettings(dir, "# mine\nboard = " + bad + "\n", 0));
    CHECK_FALSE(app.gameStarted());  // the start screen, on the default board's empty ship
    REQUIRE(app.settingsWarnings().size() == 1);
    CHECK(startsWith(app.settingsWarnings().front(), dir + "/settings.ini:2: board: \""));
    CHECK(endsWith(app.settingsWarnings().front(), "; using basic"));
    CHECK(app.ui().status == app.settingsWarnings().front());
    // A new game from the start screen takes the board the settings now hold.
    nemesis::ui::NewGameRequest request;
    request.seats = nemesis::ui::seatsOf(nemesis::defaultCharacters(2));
    request.board = app.settings().board;
    app.newGame(request);
    CHECK(app.gameStarted());
    CHECK(onBasicBoard(app));
  }
}

TEST_CASE("settings at start: a broken board file named in the settings falls back to the default") {
  // An assets folder whose boards/ holds a broken file beside the real boards.
  const fs::path assets = fs::path(tempDir("settings-broken-board")) / "assets";
  fs::create_directories(assets / "boards");
  for (const char* part : {"art", "rules"})
    fs::create_directory_symlink(fs::path(NEMESIS_ASSETS_DIR) / part, assets / part);
  fs::copy_file(fs::path(NEMESIS_ASSETS_DIR) / "boards" / "basic.json", assets / "boards" / "basic.json");
  writeText(assets / "boards" / "broken.json", "{\"rooms\": [");
  nemesis::app::AppOptions o = withSettings(assets.parent_path().string(), "board = broken\n");
  o.assetsDir = assets.string();
  App app(o);
  CHECK(onBasicBoard(app));
  REQUIRE(app.settingsWarnings().size() == 1);
  const std::string& warning = app.settingsWarnings().front();
  CHECK(startsWith(warning, o.settingsPath + ":1: board: cannot use board \"broken\" ("));
  CHECK(warning.find("broken.json: line 1, column 12: invalid JSON") != std::string::npos);
}

TEST_CASE("command line at start: --board naming a missing board is a failure to start, naming the option") {
  nemesis::app::AppOptions o = headlessOptions(2, 3);
  o.board = "nonexistent";
  try {
    App app(o);
    FAIL("the client started with a missing --board");
  } catch (const nemesis::app::AppError& e) {
    CHECK(startsWith(e.what(), "--board: "));
    CHECK(std::string(e.what()).find("nonexistent.json") != std::string::npos);
  }
}

TEST_CASE("command line at start: --seed 0 is seed 0, not the settings' seed") {
  const std::string dir = tempDir("settings-seed-zero");
  nemesis::app::AppOptions o = withSettings(dir, "seed = 7\n");
  const std::uint64_t seven = nemesis::stateHash(nemesisOf(App(o)).history().initial());
  o.seed = 0;
  App zero(o);
  CHECK(zero.settings().seed == 0);
  const std::uint64_t seedZero = nemesis::stateHash(nemesisOf(zero).history().initial());
  CHECK(seedZero != seven);
  writeText(o.settingsPath, "seed = 0\n");
  o.seed.reset();
  CHECK(nemesis::stateHash(nemesisOf(App(o)).history().initial()) == seedZero);
}
