// Save, load and replay through the client: a save keeps the game and its history (undo survives a reload),
// a bad file is refused with its name and the problem while the current game stays, and saving over a file
// never leaves a broken one.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <sys/stat.h>

#include "autosave.hpp"
#include "client_dialogs_support.hpp"
#include "engine/nemesis/hash.hpp"
#include "engine/nemesis/replay.hpp"
#include "engine/nemesis/scenario.hpp"
#include "file_io_support.hpp"

using nemesis::app::App;
using namespace clienttest;

namespace {

std::string outPath(const std::string& name) {
  const std::string dir = std::string(NEMESIS_TEST_OUTPUT_DIR) + "/files";
  std::filesystem::create_directories(dir);
  return dir + "/" + name;
}

std::string readText(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

TEST_CASE("a saved game loads back to the same state with its whole history") {
  App app(headlessOptions(3, 11));
  playSome(app, 6);
  skipPresentation(app);  // the log shows what the board has presented: all of it, now
  const std::uint64_t hash = nemesis::stateHash(nemesisOf(app).state());
  const std::size_t done = nemesisOf(app).history().commands().size();
  const std::size_t logLines = nemesisOf(app).log().size();
  const std::string path = outPath("round-trip.json");
  REQUIRE(app.saveFile(path));
  CHECK(std::filesystem::exists(outPath("round-trip.replay.json")));

  App other(headlessOptions(1, 99));
  REQUIRE(other.loadFile(path));
  CHECK(nemesis::stateHash(nemesisOf(other).state()) == hash);
  CHECK(nemesisOf(other).history().commands().size() == done);  // the replay beside the save restored the history
  CHECK(nemesisOf(other).log().size() == logLines);
  CHECK(nemesisOf(other).shownScene() == nemesis::view::sceneOf(nemesisOf(other).state()));
  CHECK_FALSE(other.ui().statusIsError);
}

TEST_CASE("a save without its replay still loads, as a game with no history") {
  App app(headlessOptions(2, 4));
  playSome(app, 3);
  const std::string path = outPath("alone.json");
  REQUIRE(app.saveFile(path));
  std::filesystem::remove(outPath("alone.replay.json"));
  App other(headlessOptions(1, 1));
  REQUIRE(other.loadFile(path));
  CHECK(nemesis::stateHash(nemesisOf(other).state()) == nemesis::stateHash(nemesisOf(app).state()));
  CHECK(nemesisOf(other).history().commands().empty());
}

TEST_CASE("a malformed save is refused naming the file and the place, and the current game stays") {
  App app(headlessOptions(2, 4));
  playSome(app, 2);
  const std::uint64_t hash = nemesis::stateHash(nemesisOf(app).state());
  const std::string path = outPath("broken.json");
  {
    std::ofstream out(path);
    out << "{\n  \"format\": \"nemesis-scenario\",\n  \"version\": 1,\n  \"characters\": [\"scout\", 42]\n}\n";
  }
  CHECK_FALSE(app.loadFile(path));
  CHECK(app.ui().statusIsError);
  CHECK(app.ui().status.find("broken.json") != std::string::npos);
  CHECK(app.ui().status.find("characters[1]") != std::string::npos);
  CHECK(nemesis::stateHash(nemesisOf(app).state()) == hash);

  CHECK_FALSE(app.loadFile(outPath("no-such-file.json")));
  CHECK(app.ui().status.find("no-such-file.json") != std::string::npos);
}

// Opening a hostile file from the client once killed the game in progress (110,000 nested lists overflowed the
// stack) or hung it (a FIFO). Each is refused with the file named and the game played on.
TEST_CASE("a hostile file opened from the client is refused naming it, and the current game stays") {
  App app(headlessOptions(3, 6));
  playSome(app, 3);
  const std::uint64_t hash = nemesis::stateHash(nemesisOf(app).state());
  const std::size_t done = nemesisOf(app).history().commands().size();
  const auto refused = [&](const std::string& path, const std::string& why) {
    CAPTURE(path);
    CHECK_FALSE(app.loadFile(path));
    CHECK(app.ui().statusIsError);
    CHECK(app.ui().status.find(std::filesystem::path(path).filename().string()) != std::string::npos);
    CHECK(app.ui().status.find(why) != std::string::npos);
    CHECK(nemesis::stateHash(nemesisOf(app).state()) == hash);
    CHECK(nemesisOf(app).history().commands().size() == done);
  };
  const std::string lists = outPath("deep-lists.json");
  std::ofstream(lists) << std::string(110000, '[');
  refused(lists, "nested deeper than 64 levels");
  const std::string objects = outPath("deep-objects.json");
  {
    std::ofstream out(objects);
    for (int i = 0; i < 110000; ++i) out << "{\"a\":";
  }
  refused(objects, "nested deeper than 64 levels");
  const std::string fifo = outPath("fifo.json");
  std::filesystem::remove(fifo);
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  refused(fifo, "FIFO");
  const std::string folder = outPath("folder.json");
  std::filesystem::create_directories(folder);
  refused(folder, "directory");
  const std::string big = outPath("big.json");
  std::ofstream(big).close();
  std::filesystem::resize_file(big, 200000000);  // sparse: the size is there, the bytes are not
  refused(big, "too large");
  std::filesystem::remove(big);
}

TEST_CASE("a failed save leaves the previous good file as it was") {
  App app(headlessOptions(1, 8));
  const std::string path = outPath("kept.json");
  REQUIRE(app.saveFile(path));
  const std::string before = readText(path);
  // Every temporary name taken makes the atomic write fail before the rename (as a full disk would).
  test::takeEveryTemporaryName(path);
  playSome(app, 2);
  CHECK_FALSE(app.saveFile(path));
  CHECK(app.ui().statusIsError);
  CHECK(app.ui().status.rfind("Not saved: ", 0) == 0);
  CHECK(readText(path) == before);
  test::releaseEveryTemporaryName(path);
}

// A save is two files: a save interrupted between them (a full disk, a kill) leaves a replay that does not end
// in the state beside it. The game loads without its history, and says so rather than silently.
TEST_CASE("a save beside another save's replay loads without its history and says why") {
  App app(headlessOptions(2, 5));
  playSome(app, 3);
  const std::string path = outPath("pair.json");
  REQUIRE(app.saveFile(path));
  const std::uint64_t saved = nemesis::stateHash(nemesisOf(app).state());
  // The partial write: the next save's replay landed, its state did not.
  playSome(app, 2);
  REQUIRE(app.saveFile(outPath("pair-next.json")));
  std::filesystem::copy_file(outPath("pair-next.replay.json"), outPath("pair.replay.json"),
                             std::filesystem::copy_options::overwrite_existing);

  App other(headlessOptions(1, 1));
  REQUIRE(other.loadFile(path));
  CHECK(nemesis::stateHash(nemesisOf(other).state()) == saved);
  CHECK(nemesisOf(other).history().commands().empty());
  CHECK(other.ui().statusIsError);
  // The status bar names the files, not their folder.
  CHECK(other.ui().status ==
        "Loaded pair.json, but pair.replay.json belongs to another save: the game is loaded without its undo history.");

  // A damaged replay says why it cannot be read.
  { std::ofstream(outPath("pair.replay.json")) << "{ not json"; }
  REQUIRE(other.loadFile(path));
  CHECK(nemesisOf(other).history().commands().empty());
  CHECK(other.ui().status.find("but pair.replay.json cannot be read (line 1") != std::string::npos);
  CHECK(other.ui().status.find("the game is loaded without its undo history.") != std::string::npos);
}

TEST_CASE("a save larger than a scenario may be is refused by Open, naming the file and the limit") {
  App app(headlessOptions(1, 2));
  const std::string path = outPath("huge.json");
  { std::ofstream(path) << "{\"format\": \"nemesis-scenario\", \"version\": 1, \"description\": \""; }
  std::filesystem::resize_file(path, nemesis::kMaxScenarioBytes + 100);  // sparse: zeros after the text
  CHECK_FALSE(app.loadFile(path));
  CHECK(app.ui().status == "Not loaded: huge.json: is too large for a scenario: " +
                               std::to_string(nemesis::kMaxScenarioBytes + 100) + " bytes (the limit is 8 MiB)");
}

TEST_CASE("a settings file that is a directory is reported with its path, and the client starts on defaults") {
  const std::string dir = outPath("settings-dir.ini");
  std::filesystem::create_directories(dir);
  nemesis::app::AppOptions options = headlessOptions(1, 3);
  options.settingsPath = dir;
  App app(options);
  CHECK(app.ui().status.rfind(dir + ": is a directory, not a settings file; using the default settings", 0) == 0);
}

TEST_CASE("a replay file opens with its history") {
  App app(headlessOptions(2, 21));
  playSome(app, 4);
  const std::string path = outPath("replayed.json");
  REQUIRE(app.saveFile(path));
  App other(headlessOptions(1, 2));
  REQUIRE(other.loadFile(outPath("replayed.replay.json")));
  CHECK(nemesis::stateHash(nemesisOf(other).state()) == nemesis::stateHash(nemesisOf(app).state()));
  CHECK(nemesisOf(other).history().commands().size() == nemesisOf(app).history().commands().size());
}

TEST_CASE("a game played by rounds opens with the hand and board on whose turn it is, and P passes") {
  const nemesis::Replay replay =
      nemesis::loadReplay(std::string(NEMESIS_ASSETS_DIR) + "/../tests/replays/random-basic-5p-seed151.json",
                          std::string(NEMESIS_ASSETS_DIR) + "/boards");
  REQUIRE_FALSE(replay.initial.freePlay);
  const std::string path = outPath("rounds-start.json");
  nemesis::saveGame(replay.initial, path);
  App app(headlessOptions(1, 1));
  REQUIRE(app.loadFile(path));
  frames(app, 2);
  const int turn = nemesisOf(app).state().turn;
  key(app, SDLK_p);
  frames(app, 1);  // the outbox is applied after the ImGui pass
  REQUIRE(nemesisOf(app).history().commands().size() == 1);
  CHECK(nemesisOf(app).state().character(turn).passed);
  CHECK(nemesisOf(app).state().turn != turn);
}

TEST_CASE("the status bar and the title name a file by its name, never the folders it sits in") {
  App app(headlessOptions(2, 3));
  playSome(app, 2);
  const std::string path = outPath("named.json");
  REQUIRE(std::filesystem::path(path).is_absolute());
  REQUIRE(app.saveFile(path));
  CHECK(app.ui().status == "Saved to named.json.");
  CHECK(app.windowTitle() == "Nemesis companion \u2014 named");

  App other(headlessOptions(1, 1));
  REQUIRE(other.loadFile(path));
  CHECK(other.ui().status == "Loaded named.json with its history (2 commands).");
  REQUIRE(other.loadFile(outPath("named.replay.json")));
  CHECK(other.ui().status == "Loaded the replay named.replay.json (2 commands).");
  // A scenario of the install folder, and an Enormity game from it.
  const std::string canteen = std::string(NEMESIS_ASSETS_DIR) + "/scenarios/seed004-canteen.json";
  REQUIRE(other.loadFile(canteen));
  CHECK(other.ui().status.find(NEMESIS_ASSETS_DIR) == std::string::npos);
  {
    // The menu bar's file in use, right-aligned: its name (it showed the whole install path).
    ItemRecording recording;
    redrawn(other);
    const auto* shown = recordedItems().find("menu.file_in_use");
    REQUIRE(shown != nullptr);
    CHECK(shown->text == "seed004-canteen.json");
  }
  const std::string enormity = std::string(NEMESIS_ASSETS_DIR) + "/enormity/scenarios/first-noise.json";
  REQUIRE(other.loadFile(enormity));
  CHECK(other.ui().status == "Opened the Enormity game first-noise.json.");
  CHECK(other.windowTitle().find('/') == std::string::npos);

  // A file that does not load: its name in the status bar; where it is, in the load-error window.
  const std::string broken = outPath("broken-named.json");
  std::ofstream(broken) << "{ not json";
  CHECK_FALSE(other.loadFile(broken));
  CHECK(other.ui().status.rfind("Not loaded: broken-named.json: line 1", 0) == 0);
  REQUIRE(other.ui().loadError.has_value());
  CHECK(other.ui().loadError->file == broken);

  // A save that fails: the files named, not their folder.
  test::takeEveryTemporaryName(path);
  CHECK_FALSE(app.saveFile(path));
  CHECK(app.ui().status.rfind("Not saved: named.json: cannot create a temporary file beside it", 0) == 0);
  CHECK(app.ui().status.find(outPath("")) == std::string::npos);
  test::releaseEveryTemporaryName(path);
}

// At start the client cleans up after a killed writer of its own, in the folders it owns. The saves folder is
// the player's (they choose it; it may be their documents folder): it once lost every file named like
// NAME.NUMBER.NUMBER.tmp there.
TEST_CASE("at start the client removes its own leftover temporaries, never a file of the player's") {
  const std::string root = tempDir("start-temporaries");
  const std::string saves = root + "/saves";
  const std::string data = root + "/data";
  const std::string autosaves = nemesis::app::autosaveDir(data);
  std::filesystem::create_directories(saves);
  std::filesystem::create_directories(autosaves);
  std::filesystem::create_directories(root + "/config");
  const pid_t gone = test::deadPid();
  const std::vector<std::string> players{saves + "/notes.2024.1.tmp", saves + "/photo.123.7.tmp",
                                         saves + "/diary.4194305.0.tmp", saves + "/game.json.4194305.0.tmp",
                                         saves + "/game.json.tmp"};
  for (const std::string& p : players) std::ofstream(p) << "the player's";
  // A killed autosave and a killed settings write of ours; one for a save, which waits for that save's next write.
  const std::string autosaveLeft = test::temporaryName(autosaves + "/game-x.autosave", gone, 0);
  const std::string settingsLeft = test::temporaryName(root + "/config/settings.ini", gone, 0);
  const std::string saveLeft = test::temporaryName(saves + "/game.json", gone, 0);
  for (const std::string& p : {autosaveLeft, settingsLeft, saveLeft}) std::ofstream(p) << "half written";

  nemesis::app::AppOptions o = headlessOptions(1, 1);
  o.savesDir = saves;
  o.dataDir = data;
  o.settingsPath = root + "/config/settings.ini";
  {
    App app(o);
    for (const std::string& p : players) CHECK_MESSAGE(readText(p) == "the player's", p);
    CHECK_FALSE(std::filesystem::exists(autosaveLeft));
    CHECK_FALSE(std::filesystem::exists(settingsLeft));
    CHECK(std::filesystem::exists(saveLeft));
    REQUIRE(app.saveFile(saves + "/game.json"));
    CHECK_FALSE(std::filesystem::exists(saveLeft));  // the save's next write removed it
  }
  for (const std::string& p : players) CHECK_MESSAGE(readText(p) == "the player's", p);
}
