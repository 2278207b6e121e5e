// A game is never lost (issue 10), through the real client: an autosave after every command, undo and redo,
// Continue and Recent in the new-game window, the first launch without a game, the Open dialog's one entry
// per save, and files that fail to open shown in a window (a bad --scenario included).
#include <doctest/doctest.h>

#include <chrono>
#include <filesystem>
#include <fstream>

#include "autosave.hpp"
#include "client_dialogs_support.hpp"
#include "engine/kernel/file_io.hpp"
#include "engine/nemesis/hash.hpp"
#include "game_files.hpp"
#include "ui/nemesis/new_game_form.hpp"

using nemesis::app::App;
using namespace clienttest;
namespace fs = std::filesystem;

namespace {

nemesis::app::AppOptions withData(nemesis::app::AppOptions o, const std::string& dataDir) {
  o.dataDir = dataDir;
  return o;
}

nemesis::app::AppOptions firstLaunch(const std::string& dataDir = {}) {
  nemesis::app::AppOptions o = headlessOptions(0, 0);
  o.players = 0;
  o.dataDir = dataDir;
  return o;
}

std::vector<nemesis::app::AutosaveListing> autosavesIn(const std::string& dataDir) {
  return nemesis::app::listAutosaves(nemesis::app::autosaveDir(dataDir));
}

void writeText(const std::string& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
}

void setAge(const std::string& path, int minutesAgo) {
  fs::last_write_time(path, fs::file_time_type::clock::now() - std::chrono::minutes(minutesAgo));
}

constexpr const char* kBrokenSave =
    "{\n  \"format\": \"nemesis-scenario\",\n  \"version\": 1,\n  \"characters\": [\"scout\", 42]\n}\n";

}  // namespace

TEST_CASE("autosave: written after every command, undo and redo, and Continue restores the game with its undo") {
  ItemRecording recording;
  const std::string data = tempDir("autosave-continue");
  App app(withData(headlessOptions(2, 13), data));
  // The new game itself is autosaved, before any command.
  auto saves = autosavesIn(data);
  REQUIRE(saves.size() == 1);
  CHECK(saves.front().meta.gameId == app.gameId());
  CHECK(saves.front().meta.commands == 0);

  playSome(app, 3);
  REQUIRE(nemesisOf(app).submit(quietCommand()).ok());
  saves = autosavesIn(data);
  REQUIRE(saves.size() == 1);
  CHECK(saves.front().meta.commands == 4);
  CHECK(saves.front().meta.unsaved);
  CHECK(saves.front().meta.characters == std::vector<std::string>{"Captain", "Scout"});
  app.undo();
  CHECK(autosavesIn(data).front().meta.commands == 3);
  app.redo();
  CHECK(autosavesIn(data).front().meta.commands == 4);
  const std::uint64_t hash = nemesis::stateHash(nemesisOf(app).state());

  // Another client, as after a crash: the start screen offers Continue.
  App next(firstLaunch(data));
  next.waitForFileLists();  // read in the background (file_lists.hpp)
  REQUIRE(next.ui().continueGame.has_value());
  CHECK(next.ui().continueGame->path == saves.front().path);
  CHECK(next.ui().continueGame->round == nemesisOf(app).state().round);
  redrawn(next);
  clickWidget(next, "newgame.continue");
  REQUIRE(next.gameStarted());
  CHECK(nemesis::stateHash(nemesisOf(next).state()) == hash);
  CHECK(nemesisOf(next).history().commands().size() == 4);
  CHECK(next.gameId() == app.gameId());  // the same game goes on autosaving into the same file
  CHECK(next.unsaved());                 // it was never saved to a file
  CHECK(nemesisOf(next).log().size() == nemesisOf(app).log().size());
  REQUIRE(nemesisOf(next).history().canUndo());
  next.undo();
  CHECK(nemesisOf(next).history().commands().size() == 3);
  CHECK(autosavesIn(data).size() == 1);
}

// Issue 22: on a relaunch Enter started a new game while the window offered Continue first.
TEST_CASE("a relaunch with a game to continue: Continue is the default, and Enter continues it") {
  ItemRecording recording;
  const std::string data = tempDir("autosave-enter-continues");
  std::string game;
  {
    App app(withData(headlessOptions(2, 13), data));
    playSome(app, 3);
    game = app.gameId();
  }
  App next(firstLaunch(data));
  REQUIRE(next.ui().continueGame.has_value());
  redrawn(next);
  CHECK(recorded("newgame.continue"));
  pressKey(next, SDLK_RETURN);
  frames(next);
  REQUIRE(next.gameStarted());
  CHECK(next.gameId() == game);
  CHECK(nemesisOf(next).history().commands().size() == 3);
}

TEST_CASE("Continue: the restored log reads as it did, each move's odds notes included, and a redo keeps them") {
  ItemRecording recording;
  const std::string data = tempDir("autosave-odds-notes");
  App app(withData(headlessOptions(1, 13), data));
  // Movements only: each into an empty room rolls for Noise, and the log quotes the odds it had.
  std::vector<nemesis::Command> legal;
  for (int i = 0; i < 5 && nemesisOf(app).state().status == nemesis::GameStatus::Playing; ++i) {
    legal.clear();
    nemesis::legalCommands(nemesisOf(app).state(), legal);
    std::erase_if(legal, [](const nemesis::Command& c) { return !std::holds_alternative<nemesis::Move>(c); });
    REQUIRE(!legal.empty());
    REQUIRE(nemesisOf(app).submit(legal[static_cast<std::size_t>(i * 3) % legal.size()]).ok());
    pressKey(app, SDLK_SPACE);  // the board catches up: every entry is in the log
  }
  // Undone and redone (the sandbox lets a revealed roll be undone): the redone move's entries quote its odds again.
  const std::vector<nemesis::ui::LogEntry> played = nemesisOf(app).log();
  nemesis::ui::Request sandbox = nemesis::ui::requestOf(nemesis::ui::RequestKind::SetSandbox);
  sandbox.flag = true;
  app.request(sandbox);
  app.undo();
  app.redo();
  pressKey(app, SDLK_SPACE);
  const auto notes = [](const std::vector<nemesis::ui::LogEntry>& log) {
    std::vector<std::string> out;
    for (const nemesis::ui::LogEntry& e : log) {
      if (e.text.find("% \u2013 it ") != std::string::npos) out.push_back(e.text);
    }
    return out;
  };
  REQUIRE(notes(played).size() >= 3);  // "(Noise roll 100% – it happened; Danger 10%)" and the like
  REQUIRE(nemesisOf(app).log().size() == played.size());
  for (std::size_t i = 0; i < played.size(); ++i) CHECK(nemesisOf(app).log()[i].text == played[i].text);

  App next(firstLaunch(data));
  redrawn(next);
  clickWidget(next, "newgame.continue");
  REQUIRE(next.gameStarted());
  REQUIRE(nemesisOf(next).log().size() == played.size());
  for (std::size_t i = 0; i < played.size(); ++i) {
    CAPTURE(i);
    CHECK(nemesisOf(next).log()[i].text == played[i].text);
  }
  CHECK(notes(nemesisOf(next).log()) == notes(played));
}

TEST_CASE("autosave: without a data folder nothing is written, the newest 5 games are kept") {
  const std::string data = tempDir("autosave-rotation");
  App none(headlessOptions(1, 3));
  playSome(none, 2);
  CHECK(autosavesIn(data).empty());

  App app(withData(headlessOptions(1, 3), data));
  std::vector<std::string> ids{app.gameId()};
  nemesis::ui::NewGameRequest request;
  request.seats = nemesis::ui::seatsOf({nemesis::CharacterClass::Scout});
  for (int game = 0; game < 6; ++game) {
    app.newGame(request);
    ids.push_back(app.gameId());
  }
  const auto saves = autosavesIn(data);
  REQUIRE(saves.size() == 5);
  CHECK(saves.front().meta.gameId == ids.back());
  for (const auto& s : saves) CHECK(s.meta.gameId != ids.front());  // the oldest games went first
}

TEST_CASE("Recent: saves and autosaves of other games, newest first, with date, round and characters") {
  ItemRecording recording;
  const std::string data = tempDir("recent-data");
  const std::string dir = tempDir("recent-saves");
  App app(withData(headlessOptions(3, 5), data));
  playSome(app, 2);
  REQUIRE(app.saveFile(dir + "/first.json"));
  const std::string firstGame = app.gameId();
  app.waitForFileLists();          // read in the background (file_lists.hpp)
  CHECK(app.ui().recent.empty());  // the game being played is not "recent"

  nemesis::ui::NewGameRequest request;
  request.seats = nemesis::ui::seatsOf({nemesis::CharacterClass::Pilot});
  app.newGame(request);
  playSome(app, 1);
  app.waitForFileLists();
  const std::vector<nemesis::ui::GameFileEntry>& recent = app.ui().recent;
  REQUIRE(recent.size() == 2);  // first.json and the autosave of its game
  for (const auto& e : recent) {
    CHECK(e.error.empty());
    CHECK(e.round == 1);
    CHECK(e.characters == "Captain, Scout, Soldier");
    CHECK(e.date.size() == std::string("2025-03-14 18:02").size());
  }
  CHECK(recent[0].timeMs >= recent[1].timeMs);
  const bool autosaveFirst = recent[0].autosave;
  CHECK(recent[autosaveFirst ? 1 : 0].path == fs::absolute(dir + "/first.json").lexically_normal().string());
  CHECK(recent[autosaveFirst ? 0 : 1].savedTo == dir + "/first.json");
  CHECK(recent[autosaveFirst ? 0 : 1].name == "Autosave of first");

  // The new-game window lists them; a click opens one (asking first: this game has changes).
  app.ui().showNewGame = true;
  redrawn(app);
  CHECK(recorded("newgame.recent.0"));
  CHECK(recorded("newgame.recent.1"));
  CHECK_FALSE(recorded("newgame.recent.2"));
  clickWidget(app, "newgame.recent." + std::to_string(autosaveFirst ? 0 : 1));
  redrawn(app);
  REQUIRE(windowShown("Unsaved changes"));
  clickWidget(app, "prompt.discard");
  CHECK(app.gameId() == firstGame);  // the autosave goes on with its game
  CHECK(app.currentFile() == dir + "/first.json");
}

TEST_CASE("first launch: the new-game window, no game claimed, nothing to save, nothing autosaved") {
  ItemRecording recording;
  const std::string data = tempDir("first-launch");
  App app(firstLaunch(data));
  redrawn(app);
  CHECK_FALSE(app.gameStarted());
  CHECK_FALSE(app.unsaved());
  CHECK(app.ui().showNewGame);
  CHECK(windowShown("New game"));
  CHECK(app.ui().status == "Start a new game, continue, or open a save.");
  CHECK(app.windowTitle() == "Nemesis companion");
  CHECK(nemesisOf(app).shownScene().characters.empty());  // an empty ship
  CHECK_FALSE(recorded("turn.pass"));                     // no Turn panel, no "Captain's turn"
  CHECK_FALSE(windowShown("Hand"));
  CHECK_FALSE(recorded("status.unsaved"));
  CHECK(autosavesIn(data).empty());
  CHECK_FALSE(nemesisOf(app).submit(quietCommand()).ok());  // there is no game to play on
  CHECK(nemesisOf(app).history().commands().empty());

  // Escape cannot close the start screen: there is nothing behind it.
  key(app, SDLK_ESCAPE);
  redrawn(app);
  CHECK(windowShown("New game"));
  CHECK_FALSE(recorded("newgame.cancel"));

  // Quitting asks nothing.
  key(app, SDLK_q, KMOD_LCTRL);
  frames(app, 1);
  CHECK(app.quitRequested());
  CHECK_FALSE(windowShown("Unsaved changes"));

  // Start plays, and is autosaved.
  App started(firstLaunch(data));
  redrawn(started);
  clickWidget(started, "newgame.start");
  CHECK(started.gameStarted());
  CHECK_FALSE(started.unsaved());
  CHECK(autosavesIn(data).size() == 1);
}

TEST_CASE("first launch: Open a save from the start screen opens it and the start screen goes") {
  ItemRecording recording;
  const std::string dir = tempDir("first-launch-open");
  App maker(headlessOptions(2, 6));
  playSome(maker, 2);
  REQUIRE(maker.saveFile(dir + "/mine.json"));

  nemesis::app::AppOptions o = firstLaunch();
  o.savesDir = dir;
  App app(o);
  redrawn(app);
  clickWidget(app, "newgame.open");
  listedAndRedrawn(app);  // the worker reads the saves folder: the preselection comes from its list
  REQUIRE(windowShown("Open game"));
  CHECK_FALSE(windowShown("New game"));            // beneath Open
  CHECK(app.ui().filePath == dir + "/mine.json");  // the newest save is preselected
  clickWidget(app, "files.go");
  redrawn(app);
  CHECK(app.gameStarted());
  CHECK(nemesis::stateHash(nemesisOf(app).state()) == nemesis::stateHash(nemesisOf(maker).state()));
  CHECK_FALSE(windowShown("New game"));
  CHECK_FALSE(windowShown("Open game"));
  CHECK_FALSE(nemesis::ui::anyDialogOpen(app.ui()));
  CHECK(app.windowTitle() == "Nemesis companion \u2014 mine");
}

TEST_CASE("the Open dialog: one entry per save, newest first, with round and characters, bad files say why") {
  ItemRecording recording;
  const std::string dir = tempDir("open-list");
  App maker(headlessOptions(2, 3));
  REQUIRE(maker.saveFile(dir + "/older.json"));
  playSome(maker, 1);
  REQUIRE(maker.saveFile(dir + "/newer.json"));
  fs::copy_file(dir + "/older.replay.json", dir + "/lonely.replay.json");
  writeText(dir + "/broken.json", kBrokenSave);
  writeText(dir + "/notes.txt", "not a game");
  setAge(dir + "/older.json", 30);
  setAge(dir + "/lonely.replay.json", 20);
  setAge(dir + "/broken.json", 10);

  nemesis::app::AppOptions o = headlessOptions(1, 1);
  o.savesDir = dir;
  App app(o);
  showOpenDialog(app);
  const std::vector<nemesis::ui::GameFileEntry>& list = app.ui().savesList;
  REQUIRE(list.size() == 4);  // newer, broken, lonely (a replay alone), older: no NAME.replay.json twice
  CHECK(list[0].name == "newer");
  CHECK(list[0].characters == "Captain, Scout");
  CHECK(list[0].round == 1);
  CHECK(list[1].name == "broken");
  CHECK(list[1].error.find("characters[1]") != std::string::npos);
  CHECK(list[2].name == "lonely (replay)");
  CHECK(list[2].replay);
  CHECK(list[3].name == "older");
  CHECK(recorded("files.entry.3"));
  CHECK(recorded("files.entry.unreadable.1"));

  clickWidget(app, "files.entry.0");
  CHECK(app.ui().filePath == list[0].path);
  clickWidget(app, "files.go");
  CHECK(nemesis::stateHash(nemesisOf(app).state()) == nemesis::stateHash(nemesisOf(maker).state()));
}

TEST_CASE("load errors: a window with the file, the place and the problem, a bad --scenario opens on it") {
  ItemRecording recording;
  const std::string dir = tempDir("load-error");
  const std::string bad = dir + "/broken.json";
  writeText(bad, kBrokenSave);

  nemesis::app::AppOptions o = firstLaunch();
  o.scenario = bad;
  App app(o);  // no AppError: the client opens
  CHECK(app.startupError().find("broken.json") != std::string::npos);
  REQUIRE(app.ui().loadError.has_value());
  CHECK(app.ui().loadError->file == bad);
  CHECK(app.ui().loadError->field == "characters[1]");
  CHECK(app.ui().loadError->problem.find("broken.json") == std::string::npos);  // the file has its own row
  CHECK_FALSE(app.ui().loadError->problem.empty());
  CHECK_FALSE(app.gameStarted());
  redrawn(app);
  CHECK(windowShown("Could not open the file"));
  CHECK(recorded("loaderror.field"));
  CHECK_FALSE(windowShown("New game"));  // waiting beneath the error
  clickWidget(app, "loaderror.ok");
  redrawn(app);
  CHECK_FALSE(app.ui().loadError.has_value());
  CHECK(windowShown("New game"));

  // A missing file, during a game: the window, and the game stays; Enter closes it.
  App playing(headlessOptions(1, 2));
  playSome(playing, 1);
  const std::uint64_t hash = nemesis::stateHash(nemesisOf(playing).state());
  CHECK_FALSE(playing.loadFile(dir + "/no-such-file.json"));
  REQUIRE(playing.ui().loadError.has_value());
  CHECK(playing.ui().loadError->field.empty());
  CHECK(playing.ui().loadError->problem.find("cannot open") != std::string::npos);
  CHECK(nemesis::stateHash(nemesisOf(playing).state()) == hash);
  redrawn(playing);
  key(playing, SDLK_RETURN);
  redrawn(playing);
  CHECK_FALSE(playing.ui().loadError.has_value());
}

TEST_CASE("a scenario's name and description are shown when it opens") {
  ItemRecording recording;
  App app(headlessOptions(1, 2));
  REQUIRE(app.loadFile(std::string(NEMESIS_ASSETS_DIR) + "/scenarios/seed004-canteen.json"));
  CHECK(app.ui().showScenarioInfo);
  CHECK(app.ui().scenarioName == "Seed 004: example of Noise roll");
  CHECK(app.ui().status.find("Seed 004") != std::string::npos);
  redrawn(app);
  CHECK(recorded("scenario.name"));
  CHECK(recorded("scenario.description"));
  key(app, SDLK_RETURN);
  redrawn(app);
  CHECK_FALSE(app.ui().showScenarioInfo);
}

// A hostile file may hold megabytes in its description (issue 11): the window shows a page of it, the game opens.
TEST_CASE("a scenario's very long name and description are shown shortened") {
  ItemRecording recording;
  const std::string path = tempDir("long-description") + "/long.json";
  const std::string name(5000, 'n');
  const std::string description(3000000, 'd');
  nemesis::writeFileAtomically(path, "{\"format\": \"nemesis-scenario\", \"version\": 1, \"name\": \"" + name +
                                         "\", \"description\": \"" + description + "\"}");
  App app(headlessOptions(1, 2));
  REQUIRE(app.loadFile(path));
  CHECK(app.ui().showScenarioInfo);
  CHECK(app.ui().scenarioName.size() < 300);
  CHECK(app.ui().scenarioDescription.size() < 5000);
  CHECK(app.ui().scenarioDescription.ends_with("\u2026"));
  redrawn(app);
  CHECK(recorded("scenario.description"));
}
