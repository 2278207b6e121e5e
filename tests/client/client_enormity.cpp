// The Enormity module played in the real client (issue 13): offered by the new-game window, opened from its
// scenario files, its Noise roll made from the panel, the dice assigned to Blips by clicking the tray and the
// board (or by the default assignment), every event in the log with its citation, the debug overlay forcing die
// faces, undo, and Save writing a replay that opens again as the same game.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <variant>

#include "app/enormity/enormity_client.hpp"
#include "autosave.hpp"
#include "client_support.hpp"
#include "engine/enormity/engine.hpp"
#include "engine/enormity/hash.hpp"
#include "engine/enormity/queries.hpp"
#include "engine/enormity/script.hpp"
#include "engine/kernel/file_io.hpp"
#include "enormity/grid_layout.hpp"
#include "output_dir.hpp"
#include "tally/tally_game.hpp"

using namespace clienttest;
namespace en = nemesis::enormity;
namespace ven = nemesis::view::enormity;

namespace {

std::string scenario(const std::string& name) {
  return std::string(NEMESIS_ASSETS_DIR) + "/enormity/scenarios/" + name + ".json";
}

nemesis::app::AppOptions enormityOptions(const std::string& name = "first-noise") {
  nemesis::app::AppOptions o = headlessOptions(0, 0);
  o.scenario = scenario(name);
  return o;
}

nemesis::app::EnormityClient& client(nemesis::app::App& app) {
  auto* c = dynamic_cast<nemesis::app::EnormityClient*>(moduleOf(app));
  REQUIRE(c != nullptr);
  return *c;
}

// Plays what the board still presents, then a frame more.
void present(nemesis::app::App& app) {
  app.request(nemesis::ui::requestOf(nemesis::ui::RequestKind::SkipAnimations));
  frames(app, 2);
}

nemesis::view::Vec2 blipOnScreen(nemesis::app::App& app, int id) {
  const en::State& s = client(app).presented();
  const int i = en::blipIndex(s, id);
  REQUIRE(i >= 0);
  return app.camera().toScreen(ven::intersectionAt(s.blips[static_cast<std::size_t>(i)].at));
}

}  // namespace

TEST_CASE("enormity client: the new-game window offers the module and starts its scenario") {
  nemesis::app::AppOptions o = headlessOptions(0, 0);
  nemesis::app::App app(o);
  ItemRecording recording;
  redrawn(app);
  REQUIRE(recorded("newgame.game.enormity"));
  clickWidget(app, "newgame.game.enormity");
  redrawn(app);
  REQUIRE(recorded("newgame.enormity.scenario.0"));
  CHECK(recorded("newgame.enormity.scenario.1"));  // the corridor and the hangar scenarios
  clickWidget(app, "newgame.start");
  frames(app, 2);
  REQUIRE(moduleOf(app) != nullptr);
  CHECK(app.gameStarted());
  CHECK(app.client().gameName() == "Enormity");
  redrawn(app);
  CHECK(recorded("enormity.noise"));
  CHECK(recorded("status.module"));
  CHECK(app.windowTitle().find("Enormity") != std::string::npos);
}

TEST_CASE(
    "enormity client: View > Legend shows its pieces in plain words, and a game without a legend is not offered one") {
  nemesis::app::AppOptions o = headlessOptions(0, 0);
  o.scenario = std::string(NEMESIS_ASSETS_DIR) + "/enormity/scenarios/first-noise.json";
  nemesis::app::App app(o);
  ItemRecording recording;
  redrawn(app);
  REQUIRE(moduleOf(app) != nullptr);
  CHECK(app.client().hasLegend());
  clickWidget(app, "menu.help");
  clickWidget(app, "menu.help.legend");
  REQUIRE(app.ui().showLegend);
  redrawn(app);
  CHECK(recorded("legend.window"));
  for (int i = 0; i < 12; ++i) CHECK(recorded("legend.piece." + std::to_string(i)));

  // Tally, the tests' game, draws no legend: the menu item is disabled.
  nemesis::app::AppOptions t = headlessOptions(0, 0);
  t.scenario = tally::scenarioPath();
  nemesis::app::App tallyGame(t);
  redrawn(tallyGame);
  REQUIRE(tallyGame.client().gameName() == "Tally");
  clickWidget(tallyGame, "menu.help");
  clickWidget(tallyGame, "menu.help.legend");
  CHECK_FALSE(tallyGame.ui().showLegend);
}

TEST_CASE("enormity client: make Noise from the panel, then assign by clicking a die and a Blip") {
  nemesis::app::App app(enormityOptions());
  REQUIRE(moduleOf(app) != nullptr);
  ItemRecording recording;
  redrawn(app);
  // The odds are shown before the roll, with "placeholder dice" while the faces are ours.
  CHECK(recorded("enormity.odds"));
  // Forced faces through the debug overlay: the roll is known, so the clicks below are too.
  app.ui().showDebug = true;
  redrawn(app);
  clickWidget(app, "enormity.force.face.1");  // white 1
  clickWidget(app, "enormity.force.face.0");  // white 0
  clickWidget(app, "enormity.force.face.0");  // white 0
  CHECK(client(app).state().chance.forced.faces[0] == std::vector<int>{1, 0, 0});
  app.ui().showDebug = false;
  redrawn(app);
  clickWidget(app, "enormity.noise");
  present(app);
  const en::State& s = client(app).presented();
  REQUIRE(s.roll.stage == en::RollStage::Confidence);
  REQUIRE(s.roll.dice.size() == 3);
  CHECK(s.roll.dice[0].rolled == 1);
  // Die 1 (1 Potential) to the Blip at (8,4), far from the scout; dice 2 and 3 (no Potential) to the others.
  const int far = en::blipAt(s, {8, 4});
  REQUIRE(far >= 0);
  const nemesis::view::Rect vp = client(app).viewport();
  const float scale = client(app).uiScale();
  click(app, ven::trayDieRect(vp, 3, 0, scale).center());
  CHECK(client(app).panels().selectedDie == 0);
  click(app, blipOnScreen(app, far));
  REQUIRE(client(app).panels().pairs.size() == 1);
  CHECK(client(app).panels().pairs[0].blip == far);
  int die = 1;
  for (const en::Blip& b : s.blips) {
    if (b.id == far) continue;
    click(app, ven::trayDieRect(vp, 3, die, scale).center());
    click(app, blipOnScreen(app, b.id));
    ++die;
  }
  redrawn(app);
  clickWidget(app, "enormity.assign");
  present(app);
  const en::State& after = client(app).presented();
  CHECK(after.roll.stage == en::RollStage::None);
  // The far Blip moved one intersection toward the scout; every event is in the log with its citation.
  CHECK(en::blipIndex(after, far) >= 0);
  CHECK(after.blips[static_cast<std::size_t>(en::blipIndex(after, far))].at != en::Point{8, 4});
  REQUIRE(!client(app).log().empty());
  for (const auto& entry : client(app).log()) CHECK(!entry.citation.empty());
  CHECK(client(app).presented() == client(app).state());
}

TEST_CASE("enormity client: a refused click says why with its rule, and nothing changes") {
  nemesis::app::App app(enormityOptions());
  frames(app, 2);
  const std::uint64_t before = en::stateHash(client(app).state());
  // The scout stands on (1,2); (3,2) is two spaces away: a Move goes one space.
  client(app).panels().spacer = 0;
  click(app, app.camera().toScreen(ven::spaceCentre({3, 2})));
  frames(app, 1);
  CHECK(app.ui().statusIsError);
  CHECK(app.ui().status.find("one space") != std::string::npos);
  CHECK(en::stateHash(client(app).state()) == before);
  // (1,3) is next to it: the scout moves there.
  click(app, app.camera().toScreen(ven::spaceCentre({1, 3})));
  present(app);
  CHECK(client(app).state().spacer(0).space == en::Space{1, 3});
}

TEST_CASE("enormity client: the default assignment, undo, and a saved game that opens again") {
  nemesis::app::App app(enormityOptions("hangar-extraction"));
  ItemRecording recording;
  redrawn(app);
  clickWidget(app, "enormity.noise");
  present(app);
  // The dice are revealed: outside the sandbox undo cannot take the roll back (the Flashback Rule).
  CHECK_FALSE(app.client().canUndo());
  CHECK(app.client().whyNoUndo().find("Cannot undo") != std::string::npos);
  redrawn(app);
  // The pool as it was built: 4 red and 1 black, one die promoted (five Blips, four red dice in the box).
  CHECK(recorded("enormity.pool.line.0"));
  CHECK(recorded("enormity.pool.line.1"));
  REQUIRE(recorded("enormity.assign.default"));
  clickWidget(app, "enormity.assign.default");
  present(app);
  while (client(app).state().pending.kind != en::DecisionKind::None) {
    client(app).submit(en::Choose{client(app).state().pending.options.front()});
    present(app);
  }
  CHECK(client(app).state().roll.stage == en::RollStage::None);
  const std::uint64_t played = en::stateHash(client(app).state());
  const std::string path = std::string(NEMESIS_TEST_OUTPUT_DIR) + "/enormity-save.json";
  REQUIRE(app.saveFile(path));
  // In the sandbox undo goes back past revealed dice.
  app.request([] {
    nemesis::ui::Request r = nemesis::ui::requestOf(nemesis::ui::RequestKind::SetSandbox);
    r.flag = true;
    return r;
  }());
  while (app.client().canUndo()) app.undo();
  CHECK(app.client().commandCount() == 0);
  CHECK(en::stateHash(client(app).state()) != played);
  REQUIRE(app.loadFile(path));
  frames(app, 2);
  CHECK(en::stateHash(client(app).state()) == played);
  CHECK(app.currentFile() == path);
  CHECK(client(app).log().size() > 5);
  CHECK(app.ui().status == "Opened the Enormity game enormity-save.json.");

  // The same game as a version 1 replay (no step count, no final hash): it opens, saying it cannot prove
  // it is whole, and its log (made while the replay is read) is the one made by playing it again.
  const std::size_t logged = client(app).log().size();
  std::string text = nemesis::readFileLimited(path, nemesis::kMaxReplayBytes, "a replay");
  text = std::regex_replace(text, std::regex("\"version\": 2"), "\"version\": 1");
  text = std::regex_replace(text, std::regex("\"(step_count|final_hash)\": [^,]*,"), "");
  const std::string old = std::string(NEMESIS_TEST_OUTPUT_DIR) + "/enormity-version-1.json";
  nemesis::writeFileAtomically(old, text);
  REQUIRE(app.loadFile(old));
  CHECK(en::stateHash(client(app).state()) == played);
  CHECK(app.ui().status ==
        "Opened the Enormity game enormity-version-1.json; it cannot prove it is whole (a version 1 "
        "replay: it does not record its length, so steps missing at its end would go unnoticed).");
  CHECK(client(app).log().size() == logged);
  // Undo then redo: the redone command plays its events again (the one gate's redo, as in Nemesis), and once
  // shown the log is the one read.
  std::vector<std::string> read;
  for (const auto& e : client(app).log()) read.push_back(e.text);
  app.request([] {
    nemesis::ui::Request r = nemesis::ui::requestOf(nemesis::ui::RequestKind::SetSandbox);
    r.flag = true;
    return r;
  }());
  REQUIRE(app.client().canUndo());
  app.undo();
  app.redo();
  client(app).skipAnimations();
  std::vector<std::string> replayed;
  for (const auto& e : client(app).log()) replayed.push_back(e.text);
  CHECK(replayed == read);
}

TEST_CASE("enormity client: draws at 1024x640 and UI scale 2 without error") {
  nemesis::app::AppOptions o = enormityOptions("hangar-extraction");
  o.width = 1024;
  o.height = 640;
  o.uiScale = 2.0f;
  nemesis::app::App app(o);
  frames(app, 3);
  client(app).submit(en::MakeNoise{1, en::NoiseKind::IntruderSymbol, {}, 0, 0});
  for (int i = 0; i < 120; ++i) app.frame(1.0f / 60.0f);  // the dice roll in the tray, animated
  CHECK(app.framesDrawn() > 60);
  CHECK(app.startupError().empty());
}

TEST_CASE("enormity client: a lesson plays through the same gate, refuses what its step does not ask, and restarts") {
  nemesis::app::AppOptions o = headlessOptions(0, 0);
  o.scenario = std::string(NEMESIS_ASSETS_DIR) + "/enormity/tutorials/01-first-noise.json";
  nemesis::app::App app(o);
  REQUIRE(moduleOf(app) != nullptr);
  REQUIRE(client(app).lesson() != nullptr);
  CHECK(app.client().playingLesson());
  CHECK_FALSE(app.client().canUndo());
  ItemRecording recording;
  redrawn(app);
  REQUIRE(recorded("lesson.text"));
  CHECK(app.camera().viewport().y > 60);  // the board starts under the lesson's strip
  // A say step: the Noise button is refused with "Press Continue first", and nothing changes.
  clickWidget(app, "enormity.noise");
  CHECK(app.ui().statusIsError);
  CHECK(app.ui().status == "Press Continue first.");
  CHECK(app.ui().lesson.refusal == "Press Continue first.");  // said in the strip too
  CHECK(client(app).state().roll.stage == en::RollStage::None);
  redrawn(app);
  clickWidget(app, "lesson.continue");
  // The do step: its dice are forced as it begins, and another command gets the step's hint.
  CHECK(client(app).state().chance.forced.faces[0] == std::vector<int>{1, 1, 0});
  redrawn(app);
  clickWidget(app, "enormity.countdown.advance");
  CHECK(app.ui().statusIsError);
  CHECK(app.ui().status.find("Make Noise") != std::string::npos);
  CHECK(client(app).state().countdown == 9);
  clickWidget(app, "enormity.noise");
  CHECK(client(app).lesson()->stepIndex() == 2);  // the observe step
  CHECK(app.ui().lesson.refusal.empty());
  // The observe step's text waits for the board, and its Continue first shows the board's end.
  redrawn(app);
  CHECK(app.ui().lesson.watching);
  // The player's command meanwhile is refused by the gate's blocked input, which is not the lesson's refusal.
  REQUIRE_FALSE(client(app).idle());
  CHECK_FALSE(client(app).submit(en::Assign{true, {}}, nemesis::ui::CommandSource::Click));
  CHECK(app.ui().status.find("still showing") != std::string::npos);
  redrawn(app);
  CHECK(app.ui().lesson.refusal.empty());
  CHECK(app.ui().lesson.text == "Watch the board.");
  app.request(nemesis::ui::requestOf(nemesis::ui::RequestKind::LessonNext));
  CHECK(client(app).lesson()->stepIndex() == 2);
  CHECK(client(app).idle());
  redrawn(app);
  clickWidget(app, "lesson.continue");
  CHECK(client(app).lesson()->stepIndex() == 3);
  redrawn(app);
  clickWidget(app, "enormity.assign.default");
  present(app);
  redrawn(app);
  REQUIRE(recorded("enormity.choose.1"));  // b3's tie: north-south
  // The decision window lies over the right column, never over the board: the Blip it asks about stays in sight.
  {
    const nemesis::ui::RecordedItem* window = recordedItems().find("enormity.decision");
    REQUIRE(window != nullptr);
    CHECK(window->min.x >= app.camera().viewport().x + app.camera().viewport().w);
    const en::State& s = client(app).presented();
    CHECK(app.camera().viewport().contains(blipOnScreen(app, s.pending.blip)));
    // With the right column folded (View > Side panels) it lies over the event log instead.
    app.settings().sideCollapsed = true;
    redrawn(app);
    const nemesis::ui::RecordedItem* folded = recordedItems().find("enormity.decision");
    REQUIRE(folded != nullptr);
    CHECK(folded->min.y >= app.camera().viewport().y + app.camera().viewport().h - 0.5f);
    CHECK(app.camera().viewport().contains(blipOnScreen(app, s.pending.blip)));
    app.settings().sideCollapsed = false;
    redrawn(app);
  }
  clickWidget(app, "enormity.choose.1");
  present(app);
  CHECK(client(app).lesson()->stepIndex() == 5);
  // Save is refused in a lesson; Restart goes back to the first step and the scenario's position.
  app.request(nemesis::ui::requestOf(nemesis::ui::RequestKind::Save,
                                     std::string(NEMESIS_TEST_OUTPUT_DIR) + "/enormity-lesson.json"));
  CHECK(app.ui().status == nemesis::ui::kLessonNotSaved);
  redrawn(app);
  clickWidget(app, "lesson.restart");
  CHECK(client(app).lesson()->stepIndex() == 0);
  CHECK(client(app).state() == client(app).lesson()->lesson().start);
}

TEST_CASE("enormity client: a die assigned by hand is marked at once, and confirming it becomes the default button") {
  nemesis::app::App app(enormityOptions());
  ItemRecording recording;
  frames(app, 2);
  REQUIRE(client(app).submit(en::parseCommand("force white=1,0,0", client(app).state(), "test")));
  REQUIRE(client(app).submit(en::MakeNoise{0, en::NoiseKind::IntruderSymbol, {}, 0, 0}));
  present(app);
  const en::State& s = client(app).presented();
  REQUIRE(s.roll.dice.size() == 3);
  // Before any pick the automatic assignment is the highlighted button.
  redrawn(app);
  CHECK(itemCentre("enormity.assign.highlighted") == itemCentre("enormity.assign.default"));
  const int far = en::blipAt(s, {8, 4});
  const nemesis::view::Rect vp = client(app).viewport();
  click(app, ven::trayDieRect(vp, 3, 0, client(app).uiScale()).center());
  click(app, blipOnScreen(app, far));
  frames(app, 1);
  // The pick is marked on the tray and the board before anything is confirmed.
  const ven::GridHighlights h = client(app).highlights();
  REQUIRE(h.chosen.size() == 1);
  CHECK(h.chosen[0].die == 0);
  CHECK(h.chosen[0].blip == far);
  CHECK(client(app).state().roll.dice[0].blip < 0);  // not yet in the game
  // The highlighted button is now the manual assignment's confirmation (waiting for the other dice).
  redrawn(app);
  REQUIRE(recorded("enormity.assign.waiting"));
  CHECK(itemCentre("enormity.assign.highlighted") == itemCentre("enormity.assign.waiting"));
  CHECK(itemCentre("enormity.assign.highlighted") != itemCentre("enormity.assign.default"));
  int die = 1;
  for (const en::Blip& b : s.blips) {
    if (b.id == far) continue;
    click(app, ven::trayDieRect(vp, 3, die, client(app).uiScale()).center());
    click(app, blipOnScreen(app, b.id));
    ++die;
  }
  redrawn(app);
  CHECK(client(app).highlights().chosen.size() == 3);
  REQUIRE(recorded("enormity.assign"));
  CHECK(itemCentre("enormity.assign.highlighted") == itemCentre("enormity.assign"));
  clickWidget(app, "enormity.assign");
  present(app);
  CHECK(client(app).state().roll.stage == en::RollStage::None);
  CHECK(client(app).highlights().chosen.empty());
}

TEST_CASE("enormity client: after an undo the autosave is written once, not on every frame") {
  nemesis::app::AppOptions o = enormityOptions();
  o.dataDir = freshDir("enormity-autosave", "undo");
  nemesis::app::App app(o);
  frames(app, 2);
  const std::size_t started = app.autosavesWritten();
  CHECK(started == 1);  // the new game
  REQUIRE(client(app).submit(en::MoveSpacer{0, {1, 3}, false}));
  CHECK(app.autosavesWritten() == started + 1);
  app.undo();
  REQUIRE(app.client().canRedo());
  CHECK(app.autosavesWritten() == started + 2);
  frames(app, 60);
  CHECK(app.autosavesWritten() == started + 2);
  app.redo();
  frames(app, 60);
  CHECK(app.autosavesWritten() == started + 3);
}

TEST_CASE("enormity client: its autosaves are pruned like Nemesis ones, the newest 5 games kept") {
  nemesis::app::AppOptions o = headlessOptions(1, 3);  // a Nemesis game first: its autosave stays
  o.dataDir = freshDir("enormity-autosave", "prune");
  nemesis::app::App app(o);
  frames(app, 1);
  REQUIRE(nemesis::app::listAutosaves(nemesis::app::autosaveDir(o.dataDir)).size() == 1);
  std::vector<std::string> ids;
  for (int game = 0; game < 7; ++game) {
    REQUIRE(app.loadFile(scenario(game % 2 == 0 ? "first-noise" : "hangar-extraction")));
    ids.push_back(app.gameId());
  }
  // The name autosaves of Enormity had before the game registry named them after the registered game: older
  // autosaves still continue.
  const std::string suffix = ".enormity-replay.json";
  std::vector<std::string> kept;
  for (const auto& entry : std::filesystem::directory_iterator(nemesis::app::autosaveDir(o.dataDir))) {
    const std::string name = entry.path().filename().string();
    if (name.ends_with(suffix)) kept.push_back(name);
  }
  CHECK(kept.size() == static_cast<std::size_t>(nemesis::app::kAutosavesKept));
  // One module's games never push out another's.
  CHECK(nemesis::app::listAutosaves(nemesis::app::autosaveDir(o.dataDir)).size() == 1);
  // The newest game's is one of them.
  CHECK(std::find(kept.begin(), kept.end(), ids.back() + suffix) != kept.end());
}

TEST_CASE("enormity client: Continue offers its autosave, which goes on as the same game in the same file") {
  nemesis::app::AppOptions o = enormityOptions();
  o.dataDir = freshDir("enormity-autosave", "continue");
  std::string id;
  std::uint64_t hash = 0;
  {
    nemesis::app::App app(o);
    frames(app, 2);
    REQUIRE(client(app).submit(en::MoveSpacer{0, {1, 3}, false}));
    id = app.gameId();
    hash = en::stateHash(client(app).state());
  }
  // The next launch: the start screen's Continue is that game, said in its own words.
  nemesis::app::AppOptions next = headlessOptions(0, 0);
  next.dataDir = o.dataDir;
  nemesis::app::App app(next);
  listedAndRedrawn(app);
  REQUIRE(app.ui().continueGame.has_value());
  const nemesis::ui::GameFileEntry& last = *app.ui().continueGame;
  CHECK(last.game == "Enormity: the Noise roll");
  CHECK(last.where.find("Countdown") != std::string::npos);
  CHECK(last.error.empty());
  REQUIRE(app.loadFile(last.path));
  CHECK(app.gameId() == id);  // the same game: it goes on autosaving into the same file
  CHECK(en::stateHash(client(app).state()) == hash);
  CHECK(app.ui().status.find("Continued the Enormity game autosaved") == 0);
  CHECK(app.currentFile().empty());  // an autosave is no save of the player's: Save asks where
  app.undo();                        // a change: autosaved
  CHECK(app.autosavesWritten() >= 1);
  std::size_t files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(nemesis::app::autosaveDir(o.dataDir))) {
    (void)entry;
    ++files;
  }
  CHECK(files == 1);
}

TEST_CASE("enormity client: a save named like an autosave, outside the autosave folder, opens as a save") {
  nemesis::app::AppOptions o = enormityOptions();
  o.dataDir = freshDir("enormity-autosave", "lookalike-data");
  nemesis::app::App app(o);
  frames(app, 2);
  REQUIRE(client(app).submit(en::MoveSpacer{0, {1, 3}, false}));
  const std::string path = freshDir("enormity-autosave", "lookalike") + "/mine.enormity-replay.json";
  REQUIRE(app.saveFile(path));
  const std::string id = app.gameId();
  REQUIRE(app.loadFile(path));
  CHECK(app.currentFile() == path);  // the player's save: Save writes over it
  CHECK(app.ui().status.find("Opened the Enormity game") == 0);
  CHECK(app.gameId() != "mine");
  CHECK(app.gameId() != id);
}

TEST_CASE("enormity client: Open refuses a scenario or a lesson over its kind's limit, as nemesis-lab does") {
  const std::string dir = freshDir("enormity-limits", "open");
  const std::string padding(std::size_t{20} << 20U, ' ');  // 20 MB of white space: still valid JSON
  struct Case {
    std::string from;
    std::string name;
  };
  for (const Case& c :
       {Case{scenario("first-noise"), "big-scenario.json"},
        Case{std::string(NEMESIS_ASSETS_DIR) + "/enormity/tutorials/01-first-noise.json", "big-lesson.json"}}) {
    CAPTURE(c.name);
    const std::string path = dir + "/" + c.name;
    std::ofstream(path, std::ios::binary) << nemesis::readFileLimited(c.from, 1U << 20U, "a test file") << padding;
    nemesis::app::App app(headlessOptions(0, 0));
    frames(app, 1);
    CHECK_FALSE(app.loadFile(path));
    CHECK(moduleOf(app) == nullptr);
    CHECK(app.ui().status.find("is too large for an Enormity") != std::string::npos);
  }
}
