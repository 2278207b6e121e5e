// The scenario editor in the real client (issue 27): positions built by synthetic clicks on each game's board and
// palette, refusals with the reader's reason, drags, right clicks, undo and redo, Save, Play from here, Edit this
// position, a file dropped on the window, and the saved files played by nemesis-lab.
#include <doctest/doctest.h>
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "app/enormity/enormity_client.hpp"
#include "app/enormity/enormity_editor.hpp"
#include "app/nemesis/nemesis_editor.hpp"
#include "client_support.hpp"
#include "engine/enormity/scenario.hpp"
#include "engine/kernel/file_io.hpp"
#include "engine/nemesis/hash.hpp"
#include "engine/nemesis/scenario.hpp"
#include "output_dir.hpp"

using nemesis::app::App;
using namespace clienttest;

namespace {

using nemesis::app::EnormityEditor;
using nemesis::app::NemesisEditor;

NemesisEditor& nemesisEditor(const App& app) {
  auto* editor = dynamic_cast<NemesisEditor*>(&app.client());
  REQUIRE_MESSAGE(editor != nullptr, "the app shows " << app.client().gameName() << ", not the Nemesis editor");
  return *editor;
}

EnormityEditor& enormityEditor(const App& app) {
  auto* editor = dynamic_cast<EnormityEditor*>(&app.client());
  REQUIRE_MESSAGE(editor != nullptr, "the app shows " << app.client().gameName() << ", not the Enormity editor");
  return *editor;
}

// File > New scenario > GAME, by the menu's own widgets.
void newScenarioByMenu(App& app, const std::string& game) {
  redrawn(app);
  clickWidget(app, "menu.file");
  redrawn(app);
  const nemesis::view::Vec2 item = itemCentre("menu.file.new_scenario");
  mouseMove(app, item.x, item.y);  // a submenu opens while the mouse rests on it
  redrawn(app);
  clickWidget(app, "menu.file.new_scenario." + game);
  frames(app, 2);
}

int roomIndex(const nemesis::GameState& s, int label) {
  const auto r = s.topo().roomByLabel(label);
  REQUIRE(r.has_value());
  return *r;
}

// A press here, the mouse moved in steps, a release there (the app hands the editor the release).
void drag(App& app, nemesis::view::Vec2 from, nemesis::view::Vec2 to) {
  mouseMove(app, from.x, from.y);
  frames(app, 1);
  mouseButton(app, from.x, from.y, SDL_BUTTON_LEFT, true);
  for (int i = 1; i <= 4; ++i) {
    mouseMove(app, from.x + (to.x - from.x) * static_cast<float>(i) / 4,
              from.y + (to.y - from.y) * static_cast<float>(i) / 4);
    frames(app, 1);
  }
  mouseButton(app, to.x, to.y, SDL_BUTTON_LEFT, false);
  frames(app, 2);
}

// nemesis-lab run FILE with a command script; its standard output, and its exit code in `code`.
std::string runLab(const std::string& file, const std::string& script, const std::string& dir, int& code) {
  const std::string commands = dir + "/commands.txt";
  const std::string out = dir + "/lab.out";
  std::ofstream(commands) << script;
  const pid_t pid = ::fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    const int fd = ::open(out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    ::dup2(fd, 1);
    ::dup2(fd, 2);
    std::vector<std::string> args{"nemesis-lab", "--assets", NEMESIS_ASSETS_DIR, "run", file, "--commands", commands};
    std::vector<char*> argv;
    for (std::string& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    ::execv(NEMESIS_LAB_PROGRAM, argv.data());
    ::_exit(127);
  }
  int status = 0;
  ::waitpid(pid, &status, 0);
  code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  std::ifstream in(out);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void dropFile(App& app, const std::string& path) {
  SDL_Event e{};
  e.type = SDL_DROPFILE;
  e.drop.file = SDL_strdup(path.c_str());
  app.handleEvent(e);
  frames(app, 2);
}

}  // namespace

TEST_CASE("scenario editor: a Nemesis position built by clicks, refused where the reader refuses, saved and played") {
  const std::string dir = freshDir("editor", "nemesis");
  App app(headlessOptions(1, 3));  // a game on the board: the menu bar is not behind the new-game window
  ItemRecording recording;
  newScenarioByMenu(app, "nemesis");
  NemesisEditor& editor = nemesisEditor(app);
  CHECK(app.client().editing());
  const nemesis::view::Camera& camera = app.camera();
  const nemesis::GameState& s = editor.position();
  REQUIRE(s.characters.size() == 1);  // the default party: the Captain in the Hibernatorium
  const int hibernatorium = roomIndex(s, 11);
  const int canteenSlot = roomIndex(s, 8);

  // Character tool, Scout (the palette's default class), into room 8, which is face down: refused, with the
  // reader's reason by the click and in the status line; nothing changes.
  redrawn(app);
  clickWidget(app, "editor.tool.character");
  click(app, editor.roomOnScreen(canteenSlot, camera));
  frames(app, 2);
  CHECK(editor.refusal().find("cannot stand in unexplored room 8") != std::string::npos);
  CHECK(app.ui().statusIsError);
  CHECK(app.ui().status.find("unexplored room 8") != std::string::npos);
  CHECK(s.characters.size() == 1);
  CHECK_FALSE(app.client().canUndo());
  CHECK_FALSE(app.unsaved());

  // Explore room 8, then the Scout goes in; an Adult beside it (in Combat).
  redrawn(app);
  clickWidget(app, "editor.tool.explore");
  click(app, editor.roomOnScreen(canteenSlot, camera));
  frames(app, 2);
  CHECK(editor.position().room(canteenSlot).explored);
  CHECK(editor.refusal().empty());
  redrawn(app);
  clickWidget(app, "editor.tool.character");
  click(app, editor.roomOnScreen(canteenSlot, camera));
  frames(app, 2);
  REQUIRE(editor.position().characters.size() == 2);
  CHECK(editor.position().character(1).cls == nemesis::CharacterClass::Scout);
  CHECK(editor.position().character(1).room == canteenSlot);
  CHECK(app.unsaved());
  redrawn(app);
  clickWidget(app, "editor.tool.intruder");
  click(app, editor.roomOnScreen(canteenSlot, camera));
  frames(app, 2);
  REQUIRE(editor.position().intruders.size() == 1);
  CHECK(editor.position().intruders[0].type == nemesis::IntruderType::Adult);

  // A Noise marker and a Closed Door in corridor 8-11, by clicks on the corridor.
  const int corridor = s.topo().corridorBetween(hibernatorium, canteenSlot);
  REQUIRE(corridor >= 0);
  redrawn(app);
  clickWidget(app, "editor.tool.noise");
  click(app, editor.passageOnScreen(corridor, camera));
  frames(app, 2);
  CHECK(editor.position().hasNoise(corridor));
  redrawn(app);
  clickWidget(app, "editor.tool.door");
  click(app, editor.passageOnScreen(corridor, camera));
  frames(app, 2);
  CHECK(editor.position().door(corridor) == nemesis::DoorState::Closed);
  click(app, editor.passageOnScreen(corridor, camera));
  frames(app, 2);
  CHECK(editor.position().door(corridor) == nemesis::DoorState::Destroyed);
  // A right click on the corridor takes its Noise marker away first.
  click(app, editor.passageOnScreen(corridor, camera), SDL_BUTTON_RIGHT);
  frames(app, 2);
  CHECK_FALSE(editor.position().hasNoise(corridor));
  CHECK(editor.position().door(corridor) == nemesis::DoorState::Destroyed);

  // Drag the Captain from the Hibernatorium into room 8.
  const auto captain = editor.characterOnScreen(0, camera);
  REQUIRE(captain.has_value());
  drag(app, *captain, editor.roomOnScreen(canteenSlot, camera));
  CHECK(editor.position().character(0).room == canteenSlot);
  // Dragged into a face-down room: refused, the Captain stays.
  const auto moved = editor.characterOnScreen(0, camera);
  REQUIRE(moved.has_value());
  drag(app, *moved, editor.roomOnScreen(roomIndex(s, 9), camera));
  CHECK(editor.position().character(0).room == canteenSlot);
  CHECK(editor.refusal().find("unexplored room 9") != std::string::npos);

  // Right click on the Adult takes it away; undo brings it back, redo takes it again.
  const auto adult = editor.intruderOnScreen(0, camera);
  REQUIRE(adult.has_value());
  click(app, *adult, SDL_BUTTON_RIGHT);
  frames(app, 2);
  CHECK(editor.position().intruders.empty());
  app.undo();
  frames(app, 1);
  CHECK(editor.position().intruders.size() == 1);
  app.redo();
  frames(app, 1);
  CHECK(editor.position().intruders.empty());
  app.undo();
  frames(app, 1);

  // The Scout chosen (the Choose tool, by its key): its cards. Action card 1 to the discard pile, a Contamination
  // card into the hand, each by the inspector's buttons.
  key(app, SDLK_1);
  frames(app, 1);
  const auto scout = editor.characterOnScreen(1, camera);
  REQUIRE(scout.has_value());
  click(app, *scout);
  frames(app, 2);
  redrawn(app);
  clickWidget(app, "editor.card.1.discard");
  const std::vector<nemesis::Card>& discard = editor.position().character(1).discard;
  CHECK(std::find(discard.begin(), discard.end(), nemesis::Card{nemesis::CardKind::Action, 1}) != discard.end());
  redrawn(app);
  clickWidget(app, "editor.contamination.add");
  CHECK(editor.position().character(1).hand.back().kind == nemesis::CardKind::Contamination);
  // Viewed as player 1, the Scout's cards are hidden; viewed as everything, they show again.
  redrawn(app);
  clickWidget(app, "editor.view");
  redrawn(app);
  clickWidget(app, "editor.view.player.0");
  CHECK(editor.viewAs() == 0);
  redrawn(app);
  CHECK_FALSE(recorded("editor.card.1.hand"));
  clickWidget(app, "editor.view");
  redrawn(app);
  clickWidget(app, "editor.view.all");
  redrawn(app);
  CHECK(recorded("editor.card.1.hand"));

  // The Intruder tokens: the first one in the bag (not the Blank, which never leaves it) set aside by its radio
  // button (with the Hibernatorium chosen, the palette is short enough to show the list's first rows).
  click(app, editor.roomOnScreen(hibernatorium, camera));
  frames(app, 2);
  redrawn(app);
  clickWidget(app, "editor.tokens");
  redrawn(app);
  int token = nemesis::kTokenCount;
  for (int id : editor.position().bag) {
    if (id != nemesis::kBlankToken) token = std::min(token, id);
  }
  REQUIRE(token < nemesis::kTokenCount);
  clickWidget(app, "editor.token." + std::to_string(token) + ".set aside");
  const std::vector<int>& aside = editor.position().setAside;
  CHECK(std::find(aside.begin(), aside.end(), token) != aside.end());
  const std::vector<int>& bag = editor.position().bag;
  CHECK(std::find(bag.begin(), bag.end(), token) == bag.end());
  redrawn(app);
  clickWidget(app, "editor.tokens");  // folded again

  // The name, typed into its field.
  redrawn(app);
  click(app, itemCentre("editor.name"));
  frames(app, 1);
  app.ui().status.clear();
  for (const char* text : {"Canteen fight"}) {
    SDL_Event e{};
    e.type = SDL_TEXTINPUT;
    std::strncpy(e.text.text, text, sizeof e.text.text - 1);
    app.handleEvent(e);
  }
  frames(app, 1);
  pressKey(app, SDLK_RETURN);
  CHECK(editor.document().member("name") == "Canteen fight");

  // Save: the scenario file the engine loads, and nemesis-lab plays it.
  const std::string file = dir + "/canteen-fight.json";
  REQUIRE(app.saveFile(file));
  CHECK_FALSE(app.unsaved());
  const std::string saved = nemesis::readFileLimited(file, 1 << 20, "a scenario");
  CHECK(saved == editor.document().text());
  const nemesis::GameState loaded = nemesis::parseScenario(saved, file, std::string(NEMESIS_ASSETS_DIR) + "/boards");
  CHECK(nemesis::stateHash(loaded) == nemesis::stateHash(editor.position()));
  int code = -1;
  // The Scout walks out of the Adult's room into the Hibernatorium: the Adult attacks (an Escape) first.
  const std::string lab = runLab(file, "move scout 11\n", dir, code);
  CHECK(code == 0);
  CHECK(lab.find("Escape") != std::string::npos);
  CHECK(lab.find("Scout moves from room 8") != std::string::npos);

  // Play from here (free play): the game starts from the very position.
  redrawn(app);
  clickWidget(app, "editor.play_free");
  frames(app, 2);
  REQUIRE_FALSE(app.client().editing());
  CHECK(app.settings().lastSave == file);  // the position played is no file to save over
  CHECK(app.currentFile().empty());
  nemesis::app::NemesisClient& game = nemesisOf(app);
  CHECK(game.state().freePlay);
  CHECK(game.state().characters.size() == 2);
  CHECK(game.state().intruders.size() == 1);
  // The scenario's name and description are shown as any scenario's are when it opens; Escape closes them.
  CHECK(app.ui().showScenarioInfo);
  CHECK(app.ui().scenarioName == "Canteen fight");
  pressKey(app, SDLK_ESCAPE);
  // Edit this position (Ctrl+E): back in the editor, from the game as it stands.
  key(app, SDLK_e, KMOD_CTRL);
  frames(app, 2);
  NemesisEditor& again = nemesisEditor(app);
  CHECK(again.position().characters.size() == 2);
  CHECK(again.position().character(0).room == canteenSlot);

  // A file dropped on the window while the editor is shown opens in it.
  dropFile(app, std::string(NEMESIS_ASSETS_DIR) + "/scenarios/busy-ship.json");
  CHECK(nemesisEditor(app).position().characters.size() == 5);
  CHECK(app.currentFile().find("busy-ship.json") != std::string::npos);
}

TEST_CASE("scenario editor: an Enormity position built by clicks, saved and played by nemesis-lab") {
  const std::string dir = freshDir("editor", "enormity");
  App app(headlessOptions(1, 3));  // a game on the board: the menu bar is not behind the new-game window
  ItemRecording recording;
  newScenarioByMenu(app, "enormity");
  EnormityEditor& editor = enormityEditor(app);
  const nemesis::view::Camera& camera = app.camera();
  REQUIRE(editor.position().spacers.size() == 1);

  // A Spacer on a floor space, one refused off the floor (the corridor map's corner is out of bounds).
  redrawn(app);
  clickWidget(app, "editor.tool.spacer");
  click(app, EnormityEditor::spaceOnScreen({2, 3}, camera));
  frames(app, 2);
  REQUIRE(editor.position().spacers.size() == 2);
  CHECK(editor.position().spacers[1].name == "medic");
  click(app, EnormityEditor::spaceOnScreen({0, 0}, camera));
  frames(app, 2);
  CHECK(editor.position().spacers.size() == 2);
  CHECK(editor.refusal().find("out of bounds") != std::string::npos);

  // Two Blips on intersections; one dragged, one taken away by a right click, and undo.
  redrawn(app);
  clickWidget(app, "editor.tool.blip");
  click(app, EnormityEditor::pointOnScreen({8, 4}, camera));
  frames(app, 2);
  click(app, EnormityEditor::pointOnScreen({5, 6}, camera));
  frames(app, 2);
  REQUIRE(editor.position().blips.size() == 2);
  drag(app, EnormityEditor::pointOnScreen({8, 4}, camera), EnormityEditor::pointOnScreen({8, 3}, camera));
  CHECK(editor.position().blips[0].at == nemesis::enormity::Point{8, 3});
  click(app, EnormityEditor::pointOnScreen({5, 6}, camera), SDL_BUTTON_RIGHT);
  frames(app, 2);
  CHECK(editor.position().blips.size() == 1);
  app.undo();
  frames(app, 1);
  CHECK(editor.position().blips.size() == 2);
  // The Spacer dragged to another space.
  drag(app, EnormityEditor::spaceOnScreen({2, 3}, camera), EnormityEditor::spaceOnScreen({3, 3}, camera));
  CHECK(editor.position().spacers[1].space == nemesis::enormity::Space{3, 3});

  // A spawn point put on an intersection and a space made out of bounds, by the palette's keys and clicks; the
  // medic's own space cannot go out of bounds.
  const std::size_t spawns = editor.position().topo().spawnPoints.size();
  key(app, SDLK_4);
  click(app, EnormityEditor::pointOnScreen({0, 3}, camera));
  frames(app, 2);
  CHECK(editor.position().topo().spawnPoints.size() == spawns + 1);
  key(app, SDLK_5);
  click(app, EnormityEditor::spaceOnScreen({7, 3}, camera));
  frames(app, 2);
  CHECK_FALSE(editor.position().topo().isFloor({7, 3}));
  click(app, EnormityEditor::spaceOnScreen({3, 3}, camera));
  frames(app, 2);
  CHECK(editor.position().topo().isFloor({3, 3}));
  CHECK(editor.refusal().find("out of bounds") != std::string::npos);

  const std::string file = dir + "/two-blips.json";
  REQUIRE(app.saveFile(file));
  const std::string saved = nemesis::readFileLimited(file, 1 << 20, "a scenario");
  CHECK(saved == editor.document().text());
  int code = -1;
  const std::string lab = runLab(file, "noise medic\n", dir, code);
  CHECK(code == 0);
  CHECK(lab.find("medic made") != std::string::npos);

  // Play from here: the game from the position.
  redrawn(app);
  clickWidget(app, "editor.play_free");
  frames(app, 2);
  auto* game = dynamic_cast<nemesis::app::EnormityClient*>(&app.client());
  REQUIRE(game != nullptr);
  CHECK(game->state().spacers.size() == 2);
  CHECK(game->state().blips.size() == 2);
}

TEST_CASE("scenario editor: every scenario in the assets opens and saves unchanged") {
  const std::string dir = freshDir("editor", "round_trip");
  App app(headlessOptions(0, 0));
  int files = 0;
  for (const std::string folder : {"/scenarios", "/enormity/scenarios"}) {
    for (const auto& e : std::filesystem::directory_iterator(std::string(NEMESIS_ASSETS_DIR) + folder)) {
      if (e.path().extension() != ".json") continue;
      CAPTURE(e.path());
      nemesis::ui::Request r = nemesis::ui::requestOf(nemesis::ui::RequestKind::EditScenario, e.path().string());
      app.request(r);
      frames(app, 1);
      REQUIRE(app.client().editing());
      const std::string out = dir + "/" + e.path().filename().string();
      REQUIRE(app.saveFile(out));
      CHECK(nemesis::readFileLimited(out, 1 << 20, "a scenario") ==
            nemesis::readFileLimited(e.path().string(), 1 << 20, "a scenario"));
      ++files;
    }
  }
  CHECK(files >= 6);
}

TEST_CASE("scenario editor: leaving unsaved edits asks Save / Don't save / Cancel first") {
  nemesis::app::AppOptions o = headlessOptions(0, 0);
  o.newScenario = "enormity";
  App app(o);
  frames(app);
  EnormityEditor& editor = enormityEditor(app);
  CHECK_FALSE(app.unsaved());
  key(app, SDLK_2);  // the Spacer tool
  click(app, EnormityEditor::spaceOnScreen({2, 3}, app.camera()));
  frames(app, 2);
  REQUIRE(editor.position().spacers.size() == 2);
  CHECK(app.unsaved());
  app.request(nemesis::ui::requestOf(nemesis::ui::RequestKind::Quit));
  frames(app, 1);
  CHECK(app.ui().showSavePrompt);
  CHECK_FALSE(app.quitRequested());
  // Don't save: the program quits.
  app.request(nemesis::ui::requestOf(nemesis::ui::RequestKind::DiscardAndContinue));
  frames(app, 1);
  CHECK(app.quitRequested());
}

// At UI scale 2 in a small window the palette's tools go fewer to a row rather than over one another (they did:
// "2 Spacer" over "3 Blip").
TEST_CASE("scenario editor: the palette's tools never overlap, at UI scale 2 in a small window") {
  for (const char* game : {"nemesis", "enormity"}) {
    CAPTURE(game);
    nemesis::app::AppOptions o = headlessOptions(0, 0);
    o.newScenario = game;
    o.width = 1024;
    o.height = 640;
    o.uiScale = 2;
    App app(o);
    ItemRecording recording;
    redrawn(app);
    std::vector<nemesis::ui::RecordedItem> tools;
    for (const auto& item : recordedItems().items) {
      if (item.name.rfind("editor.tool.", 0) != 0) continue;
      if (std::none_of(tools.begin(), tools.end(), [&](const auto& t) { return t.name == item.name; }))
        tools.push_back(item);
    }
    REQUIRE(tools.size() >= 5);
    for (std::size_t i = 0; i < tools.size(); ++i) {
      for (std::size_t j = i + 1; j < tools.size(); ++j) {
        const auto& a = tools[i];
        const auto& b = tools[j];
        const bool apart = a.max.x <= b.min.x || b.max.x <= a.min.x || a.max.y <= b.min.y || b.max.y <= a.min.y;
        CHECK_MESSAGE(apart, a.name << " overlaps " << b.name);
      }
    }
  }
}

// "No input acts on a future the player has not seen": the position the editor copies is the one the board shows.
TEST_CASE("scenario editor: this position is not copied while the board still presents a move") {
  App app(headlessOptions(1, 3));
  frames(app);
  nemesis::app::NemesisClient& game = nemesisOf(app);
  const int to = reachableNeighbour(game.state(), 0);
  REQUIRE(to >= 0);
  const nemesis::Move move{0, to, nemesis::Payment::of({game.state().character(0).hand.front().number})};
  REQUIRE(game.submit(move).ok());
  REQUIRE_FALSE(app.client().idle());
  // Edit > Scenario editor: this position while the move still plays: refused at once, saying why, before any save
  // prompt.
  nemesis::ui::Request edit = nemesis::ui::requestOf(nemesis::ui::RequestKind::EditScenario);
  edit.flag = true;
  app.request(edit);
  CHECK(app.ui().statusIsError);
  CHECK(app.ui().status.find("still showing") != std::string::npos);
  CHECK_FALSE(app.ui().showSavePrompt);
  CHECK_FALSE(app.client().editing());
  settle(app);
  key(app, SDLK_e, KMOD_CTRL);
  frames(app, 1);
  REQUIRE(app.ui().showSavePrompt);  // the game has a move: asked first
  app.request(nemesis::ui::requestOf(nemesis::ui::RequestKind::DiscardAndContinue));
  frames(app, 2);
  REQUIRE(app.client().editing());
  CHECK(nemesisEditor(app).position().character(0).room == to);
}
