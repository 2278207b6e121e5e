// The Dear ImGui panels driven without a backend: every panel drawn for real game states, and simulated mouse
// clicks checked against what the panels push into the outbox or change in the UI state.
#include <imgui.h>
#include <imgui_internal.h>

#include <cfloat>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "panel_common.hpp"
#include "panels.hpp"
#include "support.hpp"
#include "ui/nemesis/corridor_choices.hpp"
#include "ui/nemesis/nemesis_panels.hpp"
#include "ui/nemesis/new_game_form.hpp"

namespace {

using namespace nemesis;
using namespace nemesis::ui;

constexpr float kWidth = 1600.0f;
constexpr float kHeight = 900.0f;

// One ImGui context with a built font atlas and no platform or renderer backend.
class Harness {
 public:
  Harness() : context_(ImGui::CreateContext()) {
    ImGuiIO& io = ImGui::GetIO();
    io.DisplaySize = ImVec2(kWidth, kHeight);
    io.IniFilename = nullptr;
    io.DeltaTime = 1.0f / 60.0f;
    // Clicks in quick succession would otherwise count as double clicks.
    io.MouseDoubleClickTime = 0.0f;
    unsigned char* pixels = nullptr;
    int w = 0;
    int h = 0;
    io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);
  }
  ~Harness() { ImGui::DestroyContext(context_); }
  Harness(const Harness&) = delete;
  Harness& operator=(const Harness&) = delete;

 private:
  ImGuiContext* context_;
};

// The game and UI state a frame of panels reads and writes, as the app holds them.
struct Table {
  GameState state;
  std::vector<LogEntry> log;
  NewGameForm form{"nemesis", "Nemesis", drawNewGameForm, startNewGame};
  std::vector<SourcedCommand> commands;
  Confirmation confirm;
  UiState ui;
  Outbox out;
  Settings settings;
  bool canUndo = false;
  bool sandbox = false;
  std::string savesDir = (std::filesystem::temp_directory_path() / "nemesis-panels-no-such-folder").string();

  explicit Table(GameState s) : state(std::move(s)) {
    ui.showNewGame = false;
    ui.gameStarted = true;  // as the app has it once a game is started or opened
    ui.recorder.enabled = true;
  }

  // The rules reference's one tab here, as a game registers it (app/game_registry.hpp ClientGame::rulesTab): the
  // first tab, which holds the texts no game's name claims.
  static inline const GameChoice kTextsTab{"nemesis", "Nemesis", "", "", {}, "Nemesis texts", ""};

  NemesisPanels context() {
    PanelContext c{ui, out, settings, false, {},    false, false, false,   {}, {},    {},    {}, {},
                   {}, {},  {},       {},    &form, true,  {},    nullptr, {}, false, false, {}};
    c.canUndo = canUndo;
    c.whyNoUndo = "Nothing to undo.";
    c.sandbox = sandbox;
    c.rulesDir = test::asset("rules");
    c.rulesGames = {&kTextsTab, 1};
    c.savesDir = savesDir;
    c.screen = screenLayout(kWidth, kHeight, 1.0f);
    c.screen.menu = menuBarHeight();
    return {c, state, log, commands, confirm};
  }

  void frame(ImVec2 mouse = ImVec2(-FLT_MAX, -FLT_MAX), bool down = false) {
    ImGuiIO& io = ImGui::GetIO();
    io.MousePos = mouse;
    io.MouseDown[0] = down;
    ui.recorder.items.clear();
    ImGui::NewFrame();
    NemesisPanels c = context();
    drawMenuBar(c);
    drawTurnPanel(c);
    drawHandPanel(c);
    drawCharacterPanel(c);
    drawBagPanel(c);
    drawLogPanel(c);
    drawRulesPanel(c);
    drawDebugPanel(c);
    drawDecisionPopup(c);
    drawHelpWindow(c);
    drawAboutWindow(c);
    drawNewGameWindow(c);
    drawFileDialogs(c);
    drawSettingsWindow(c);
    drawStatusBar(c);
    drawGameOverWindow(c);
    ImGui::Render();
  }

  // Frames with the mouse away, so auto-sized windows (invisible on their first frame) are laid out.
  void settle() {
    frame();
    frame();
  }

  [[nodiscard]] ImVec2 centreOf(const std::string& name) const {
    const RecordedItem* item = ui.recorder.find(name);
    REQUIRE_MESSAGE(item != nullptr, "widget not drawn: " << name);
    return ImVec2((item->min.x + item->max.x) * 0.5f, (item->min.y + item->max.y) * 0.5f);
  }

  void hover(const std::string& name) {
    const ImVec2 at = centreOf(name);
    frame(at);
    frame(at);
  }

  // Move there, press, release: buttons and selectables report the click on release.
  void click(const std::string& name) {
    const ImVec2 at = centreOf(name);
    frame(at);
    frame(at, true);
    frame(at);
  }
};

bool drawn(const char* window) {
  const ImGuiWindow* w = ImGui::FindWindowByName(window);
  return w != nullptr && w->WasActive && !w->Hidden;
}

GameState pausedOnCarefulDecision() {
  GameState s = test::game(1, 7);
  const BoardRoom& start = s.topo().room(s.character(0).room);
  REQUIRE(start.linkCount > 0);
  const int label = s.topo().room(start.links[0].room).label;
  test::play(s, test::careful(s, 0, label, 0));
  REQUIRE(s.pending.kind == DecisionKind::CarefulCorridor);
  REQUIRE(s.pending.optionCount >= 1);
  return s;
}

}  // namespace

TEST_CASE("panels: every panel draws for new, paused, debug and lost games at its place in the layout") {
  Harness imgui;
  GameState paused = pausedOnCarefulDecision();
  GameState lost = test::game(2, 3);
  lost.status = GameStatus::Lost;
  lost.loss = LossReason::AllDead;
  for (auto& ch : lost.characters) ch.alive = false;

  for (GameState* s : {static_cast<GameState*>(nullptr), &paused, &lost}) {
    Table t(s == nullptr ? test::game(5, 11) : *s);
    t.ui.showNewGame = true;
    t.ui.showDebug = true;
    t.ui.revealHidden = true;
    t.ui.showHelp = true;
    t.ui.showRules = true;
    t.ui.showSettings = true;
    t.ui.showSave = true;
    t.ui.status = "Room 7 is not next to room 3.";
    t.ui.statusIsError = true;
    t.log.push_back({0, RuleId::Setup, "Game set up", "RULES.md §2-5 · Setup", -1, kNoPassage, false});
    t.settle();
    t.frame();

    for (const char* w : {"###Turn", "Hand", "Character board", "Intruder bag", "Event log", "Rules reference",
                          "Debug overlay", "Help: shortcuts", "Status bar"}) {
      CHECK_MESSAGE(drawn(w), w);
    }
    // Dialogs are shown one at a time: the others wait beneath the one shown.
    CHECK(static_cast<int>(drawn("New game")) + static_cast<int>(drawn("Save game as")) +
              static_cast<int>(drawn("Settings")) ==
          1);
    CHECK(drawn("Careful Movement: choose the corridor to mark") == (s == &paused));
    CHECK(drawn("Game over") == (s == &lost));
    CHECK(t.commands.empty());  // drawing alone never asks for anything
    CHECK(t.out.requests.empty());

    // The fixed panels sit where the layout says: right column, log under the board, status at the bottom.
    const ScreenLayout l = t.context().screen;
    const ImGuiWindow* turn = ImGui::FindWindowByName("###Turn");
    const ImGuiWindow* hand = ImGui::FindWindowByName("Hand");
    const ImGuiWindow* bag = ImGui::FindWindowByName("Intruder bag");
    const ImGuiWindow* log = ImGui::FindWindowByName("Event log");
    const ImGuiWindow* status = ImGui::FindWindowByName("Status bar");
    REQUIRE(turn != nullptr);
    REQUIRE(hand != nullptr);
    REQUIRE(bag != nullptr);
    REQUIRE(log != nullptr);
    REQUIRE(status != nullptr);
    CHECK(hand->Pos.x == doctest::Approx(kWidth - l.side));
    // The Turn panel heads the column; the Hand follows it.
    CHECK(turn->Pos.x == doctest::Approx(kWidth - l.side));
    CHECK(turn->Pos.y == doctest::Approx(l.menu));
    CHECK(hand->Pos.y == doctest::Approx(turn->Pos.y + turn->Size.y));
    CHECK(bag->Pos.y + bag->Size.y == doctest::Approx(kHeight - l.status));
    CHECK(log->Pos.y == doctest::Approx(l.boardY() + l.boardH()));
    CHECK(log->Size.x == doctest::Approx(l.boardW()));
    CHECK(status->Pos.y == doctest::Approx(kHeight - l.status));
  }
}

TEST_CASE("panels: clicking hand cards toggles the selection in click order, a Contamination card too") {
  Harness imgui;
  GameState s = test::game(1, 5);
  test::setHand(s, 0, {2, 5, 9}, 1);  // hand indices 0..2 Action, 3 Contamination
  Table t(std::move(s));
  t.settle();

  t.click("hand.card.1");
  CHECK(t.ui.selectedCards == std::vector<int>{1});
  t.click("hand.card.0");
  CHECK(t.ui.selectedCards == std::vector<int>{1, 0});
  t.click("hand.card.1");
  CHECK(t.ui.selectedCards == std::vector<int>{0});
  // A Contamination card can be chosen: paying with it is the engine's to refuse, with its rule (lesson 1).
  t.click("hand.card.3");
  CHECK(t.ui.selectedCards == std::vector<int>{0, 3});
  t.settle();
  CHECK(t.ui.selectedCards == std::vector<int>{0, 3});  // kept across frames, not dropped as unpayable
  CHECK(t.commands.empty());
}

TEST_CASE("panels: clicking a character row makes it active and clears the card selection") {
  Harness imgui;
  Table t(test::game(3, 2));
  t.ui.selectedCards = {0, 2};
  t.settle();
  t.click("character.row.2");
  CHECK(t.ui.activeCharacter == 2);
  CHECK(t.ui.selectedCards.empty());
}

TEST_CASE("panels: a Careful Movement decision option pushes ChooseCorridor with that number") {
  Harness imgui;
  Table t(pausedOnCarefulDecision());
  t.settle();
  const std::vector<CorridorChoice> choices = corridorChoices(t.state);
  REQUIRE_FALSE(choices.empty());
  t.click("decision.option." + std::to_string(choices.size() - 1));
  REQUIRE(t.commands.size() == 1);
  const auto* choose = std::get_if<ChooseCorridor>(&t.commands.front().command);
  REQUIRE(choose != nullptr);
  CHECK(choose->character == t.state.pending.character);
  CHECK(choose->number == choices.back().digit);
  CHECK(validate(t.state, t.commands.front().command).ok());
}

TEST_CASE("panels: the debug overlay forces outcomes through commands and asks for the sandbox") {
  Harness imgui;
  Table t(test::game(1, 9));
  t.ui.showDebug = true;
  t.settle();

  t.click("debug.noise.Danger");
  REQUIRE(t.commands.size() == 1);
  const auto* force = std::get_if<ForceOutcomes>(&t.commands.front().command);
  REQUIRE(force != nullptr);
  CHECK(force->add.noise == std::vector<NoiseResult>{NoiseResult::Danger});
  CHECK(force->add.bag.empty());
  // Applied as the app would, the forced result is queued in the state (and so in the command log).
  EventLog events;
  REQUIRE(apply(t.state, t.commands.front().command, events).ok());
  CHECK(t.state.chance.forced.noise == std::vector<NoiseResult>{NoiseResult::Danger});
  t.out.clear();
  t.commands.clear();

  t.click("debug.sandbox");
  REQUIRE(t.out.requests.size() == 1);
  CHECK(t.out.requests.front().kind == RequestKind::SetSandbox);
  CHECK(t.out.requests.front().flag);
  CHECK(t.commands.empty());

  t.click("debug.reveal");
  CHECK(t.ui.revealHidden);
}

TEST_CASE("panels: hovering a log entry points at its room and corridor, leaving resets them") {
  Harness imgui;
  Table t(test::game(1, 4));
  t.log.push_back({1, RuleId::NoiseDie, "Captain rolled 3", "RULES.md §1 · Noise die", 4, kNoPassage, false});
  t.log.push_back({1, RuleId::NoiseNumber, "Noise marker placed", "seed 004 · Noise Roll", 7, 5, false});
  t.log.push_back({2, RuleId::DangerPullsIntruders, "Adult moved in", "seed 004 · Noise Roll", 9, 6, true});
  t.settle();

  t.hover("log.entry.1");
  CHECK(t.ui.hoverLogRoom == 7);
  CHECK(t.ui.hoverLogPassage == 5);
  t.hover("log.entry.2");
  CHECK(t.ui.hoverLogRoom == 9);
  CHECK(t.ui.hoverLogPassage == 6);
  t.frame(ImVec2(10.0f, 300.0f));  // over the board
  CHECK(t.ui.hoverLogRoom == -1);
  CHECK(t.ui.hoverLogPassage == kNoPassage);

  // The filter keeps the matching entries only (text or citation, any case).
  t.ui.logFilter = "ADULT";
  t.frame();
  CHECK(t.ui.recorder.find("log.entry.2") != nullptr);
  CHECK(t.ui.recorder.find("log.entry.0") == nullptr);
  CHECK(t.ui.recorder.find("log.entry.1") == nullptr);
}

TEST_CASE("panels: the new-game window starts a game with the chosen seats, seed and board") {
  Harness imgui;
  Table t(test::game(1, 1));
  t.ui.showNewGame = true;
  t.settings.players = 2;
  t.settings.seed = 42;
  t.settle();

  // Giving seat 2 the Captain swaps the seats, so no class is taken twice.
  t.click("newgame.seat.1");
  t.settle();
  t.click("newgame.class." + std::to_string(static_cast<int>(CharacterClass::Captain)));
  t.settle();
  t.click("newgame.start");
  REQUIRE(t.out.requests.size() >= 1);
  const Request& r = t.out.requests.front();
  CHECK(r.kind == RequestKind::NewGame);
  CHECK(classesOf(r.newGame.seats) == std::vector<CharacterClass>{CharacterClass::Scout, CharacterClass::Captain});
  CHECK(r.newGame.seed == 42);
  CHECK(r.newGame.board == "basic");
  CHECK_FALSE(t.ui.showNewGame);
}

TEST_CASE("panels: menus open windows and ask for a save, a refused undo asks nothing") {
  Harness imgui;
  Table t(test::game(1, 1));
  t.settle();
  t.click("menu.file");
  t.settle();
  t.click("menu.file.save");
  REQUIRE(t.out.requests.size() == 1);
  CHECK(t.out.requests.front().kind == RequestKind::Save);
  t.out.clear();
  t.commands.clear();

  t.click("menu.edit");
  t.settle();
  t.click("menu.edit.undo");  // disabled: canUndo is false
  CHECK(t.out.requests.empty());

  t.click("menu.file");
  t.settle();
  t.click("menu.file.new");
  CHECK(t.ui.showNewGame);
}

TEST_CASE("panels: the save dialog lists the saves the app found and asks to save at the chosen path") {
  Harness imgui;
  const auto dir = std::filesystem::temp_directory_path() / "nemesis-panels-saves";
  Table t(test::game(1, 1));
  t.savesDir = dir.string();
  GameFileEntry a;
  a.path = (dir / "a.json").string();
  a.name = "a";
  a.round = 2;
  a.characters = "Captain";
  GameFileEntry b = a;
  b.path = (dir / "b.json").string();
  b.name = "b";
  GameFileEntry bad = a;
  bad.path = (dir / "bad.json").string();
  bad.error = "characters[1]: expected a class name";
  t.ui.savesList = {a, b, bad};
  t.ui.showSave = true;
  t.settle();
  CHECK(t.ui.filePath == (dir / "game.json").string());  // prefilled
  CHECK(t.ui.recorder.find("files.entry.1") != nullptr);
  CHECK(t.ui.recorder.find("files.entry.unreadable.2") != nullptr);  // says why, and cannot be picked
  CHECK(t.ui.recorder.find("files.entry.3") == nullptr);

  t.click("files.entry.1");
  CHECK(t.ui.filePath == (dir / "b.json").string());
  t.click("files.entry.2");
  CHECK(t.ui.filePath == (dir / "b.json").string());
  t.click("files.go");
  REQUIRE(t.out.requests.size() == 1);
  CHECK(t.out.requests.front().kind == RequestKind::Save);
  CHECK(t.out.requests.front().path == (dir / "b.json").string());
  CHECK_FALSE(t.ui.showSave);
}

TEST_CASE("panels: the rules reference reads the seed texts once and settings changes are applied") {
  Harness imgui;
  Table t(test::game(1, 1));
  t.ui.showRules = true;
  t.settle();
  CHECK(t.ui.rules.documents.empty());  // read only when the texts tab is shown
  t.click("rules.tab.nemesis");
  t.frame();
  REQUIRE(t.ui.rules.documents.size() == 6);  // seeds 000-004 and RULES.md
  CHECK(t.ui.rules.documents.front().title == "Seed 000: Noise");
  CHECK(t.ui.rules.documents.back().file == "RULES.md");
  CHECK_FALSE(t.ui.rules.documents.back().blocks.empty());
  t.ui.rulesFilter = "technical corridors";
  t.frame();
  t.ui.showRules = false;

  t.ui.showSettings = true;
  t.settle();
  t.click("settings.animations");
  CHECK(t.settings.animationSpeed == 0.0f);
  REQUIRE(t.out.requests.size() == 1);
  CHECK(t.out.requests.front().kind == RequestKind::ApplySettings);
}

TEST_CASE("panels: the game-over window offers a new game") {
  Harness imgui;
  GameState s = test::game(1, 1);
  s.status = GameStatus::Lost;
  s.loss = LossReason::ShipExploded;
  Table t(std::move(s));
  t.settle();
  CHECK(drawn("Game over"));
  t.click("gameover.newgame");
  CHECK(t.ui.showNewGame);
}
