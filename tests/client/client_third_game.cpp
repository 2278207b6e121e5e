// A third game, Tally (tests/client/tally/: the tests' own, registered as every game registers itself), played in
// the real client through the same seams as Enormity: the new-game window lists it, its commands pass its gate,
// undo and redo, Save and Open, its autosave and Continue. No file of the app names it: this is what a new game
// gets for the price of a folder.
#include <doctest/doctest.h>

#include <filesystem>

#include "autosave.hpp"
#include "client_support.hpp"
#include "engine/kernel/basic_replay.hpp"
#include "engine/kernel/file_io.hpp"
#include "game_registry.hpp"
#include "output_dir.hpp"
#include "tally/tally_game.hpp"

using namespace clienttest;

TEST_CASE("a third game registered by its own folder is offered, started, played, undone, saved and reopened") {
  REQUIRE(nemesis::app::clientGameNamed("tally") != nullptr);
  nemesis::app::AppOptions o = headlessOptions(0, 0);
  nemesis::app::App app(o);
  ItemRecording recording;
  redrawn(app);
  REQUIRE(recorded("newgame.game.tally"));
  clickWidget(app, "newgame.game.tally");
  redrawn(app);
  REQUIRE(recorded("newgame.tally.scenario.0"));
  clickWidget(app, "newgame.start");
  frames(app, 2);
  REQUIRE(moduleOf(app) != nullptr);
  CHECK(app.client().gameName() == "Tally");
  CHECK(app.client().statusText() == "total 10");
  CHECK(app.windowTitle().find("Tally") != std::string::npos);

  // Its panel's button passes the one gate every game's client plays on (app/game_session.hpp); the board then
  // presents the event, and a second click meanwhile is refused by the gate's blocked-input hook.
  redrawn(app);
  clickWidget(app, "tally.add");
  frames(app, 1);
  CHECK(app.unsaved());
  CHECK_FALSE(app.client().idle());
  CHECK(app.client().statusText() == "total 10");  // the presented moment: the event is not shown yet
  clickWidget(app, "tally.add");
  frames(app, 1);
  CHECK(app.ui().status.find("still showing") != std::string::npos);
  CHECK(app.client().commandCount() == 1);
  frames(app, 2, 0.5f);
  CHECK(app.client().idle());
  CHECK(app.client().statusText() == "total 11");
  CHECK(app.ui().status == "Added 1: the total is 11.");  // the log entry, told as it is shown

  // A script line brings the board to the present first; the engine's refusal is the only one, naming its rule.
  CHECK(app.client().submitLine("add 3", "test", 1));
  CHECK_FALSE(app.client().submitLine("add 9", "test", 2));
  CHECK(app.ui().status == "Add 1, 2 or 3, not 9: at most 3 at a time (tally · Adding).");
  app.client().skipAnimations();
  CHECK(app.client().statusText() == "total 14");

  // The chance node: a forced face, then the roll, from the listing the odds walk. Undo stops at the revealed roll
  // (the kernel's history), as in every game.
  CHECK(app.client().submitLine("force 2", "test", 3));
  CHECK_FALSE(app.client().submitLine("force 4", "test", 4));
  CHECK(app.ui().status == "The die has no face 4: it shows 1, 2 or 3 (ruling · Forcing a roll).");
  CHECK(app.client().submitLine("roll", "test", 5));
  app.client().skipAnimations();
  CHECK(app.client().statusText() == "total 16");
  CHECK(app.ui().status == "Rolled (forced) 2: the total is 16.");
  CHECK_FALSE(app.client().canUndo());
  app.undo();
  CHECK(app.ui().status.find("Cannot undo: the roll revealed a roll of 2") == 0);
  CHECK(app.client().statusText() == "total 16");

  // Undo and redo in the sandbox, as every game's: the redone roll shows the same face.
  app.request([] {
    nemesis::ui::Request r = nemesis::ui::requestOf(nemesis::ui::RequestKind::SetSandbox);
    r.flag = true;
    return r;
  }());
  app.undo();
  CHECK(app.client().statusText() == "total 14");
  app.redo();
  app.client().skipAnimations();
  CHECK(app.client().statusText() == "total 16");

  const std::string dir = freshDir("tally", "save");
  const std::string path = dir + "/tally.json";
  REQUIRE(app.saveFile(path));
  CHECK(nemesis::replay_text::formatOf(nemesis::readFileLimited(path, 1 << 20, "a save")) == "tally-replay");
  CHECK_FALSE(app.unsaved());

  nemesis::app::App reopened(o);
  frames(reopened, 1);
  REQUIRE(reopened.loadFile(path));
  REQUIRE(moduleOf(reopened) != nullptr);
  CHECK(reopened.client().statusText() == "total 16");
  CHECK(reopened.client().commandCount() == 4);  // the save holds every command: add, add, force, roll
  CHECK_FALSE(reopened.client().canUndo());      // ... and the roll it revealed
  CHECK(reopened.currentFile() == path);         // its save format: Save writes over it
  CHECK(reopened.ui().status == "Opened the Tally game tally.json.");
}

TEST_CASE("a third game's autosave is named after it, and Continue offers it in its own words") {
  nemesis::app::AppOptions o = headlessOptions(0, 0);
  o.scenario = tally::scenarioPath();
  o.dataDir = freshDir("tally", "autosave");
  std::string id;
  {
    nemesis::app::App app(o);
    frames(app, 2);
    REQUIRE(moduleOf(app) != nullptr);
    REQUIRE(app.client().submitLine("add 2", "test", 1));
    id = app.gameId();
    CHECK(std::filesystem::exists(nemesis::app::autosaveDir(o.dataDir) + "/" + id + ".tally-replay.json"));
  }
  nemesis::app::AppOptions next = headlessOptions(0, 0);
  next.dataDir = o.dataDir;
  nemesis::app::App app(next);
  listedAndRedrawn(app);
  REQUIRE(app.ui().continueGame.has_value());
  CHECK(app.ui().continueGame->game == "Tally (a test game)");
  CHECK(app.ui().continueGame->where == "total 12");
  REQUIRE(app.loadFile(app.ui().continueGame->path));
  CHECK(app.gameId() == id);
  CHECK(app.client().statusText() == "total 12");
}
