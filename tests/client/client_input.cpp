// The input test: synthetic SDL mouse events on the real client move the active character through
// the engine, queue the events for animation, and refuse illegal clicks with the engine's reason.
#include <doctest/doctest.h>

#include <array>
#include <filesystem>
#include <fstream>
#include <set>

#include "art.hpp"
#include "client_support.hpp"
#include "engine/nemesis/engine.hpp"
#include "engine/nemesis/legal.hpp"
#include "engine/nemesis/queries.hpp"
#include "engine/nemesis/scenario.hpp"
#include "render/nemesis/board_painter.hpp"
#include "support.hpp"

using nemesis::app::App;
using namespace clienttest;

namespace {

int notNeighbour(const nemesis::GameState& s, int room) {
  for (int r = 0; r < s.topo().roomCount(); ++r) {
    if (r != room && s.topo().corridorBetween(room, r) < 0) return r;
  }
  return -1;
}

}  // namespace

TEST_CASE("a left click on a neighbouring room moves the active character and queues the animation") {
  App app(headlessOptions(1, 3));
  frames(app);
  const int start = nemesisOf(app).state().character(0).room;
  const int target = reachableNeighbour(nemesisOf(app).state(), 0);
  REQUIRE(target >= 0);
  const std::size_t handBefore = nemesisOf(app).state().character(0).hand.size();

  click(app, nemesisOf(app).roomOnScreen(target));

  CHECK(nemesisOf(app).state().character(0).room == target);
  CHECK(nemesisOf(app).state().character(0).hand.size() == handBefore - 1);  // one card paid
  CHECK(nemesisOf(app).history().commands().size() == 1);
  // The engine has resolved everything; the board still shows the character at the start until the slide ends.
  REQUIRE_FALSE(nemesisOf(app).animations().idle());
  REQUIRE_FALSE(nemesisOf(app).animations().active().empty());
  CHECK(nemesisOf(app).animations().active().front().kind == nemesis::view::AnimKind::CharacterSlide);
  CHECK(nemesisOf(app).shownScene().characters[0].room == start);
  CHECK_FALSE(nemesisOf(app).log().empty());

  frames(app, 600);  // ten seconds of frames: every animation has ended
  CHECK(nemesisOf(app).animations().idle());
  CHECK(nemesisOf(app).shownScene() == nemesis::view::sceneOf(nemesisOf(app).state()));
  CHECK(nemesisOf(app).shownScene().characters[0].room == target);
}

TEST_CASE("a click on a room that is not next to the character is refused with the engine's reason") {
  App app(headlessOptions(1, 3));
  frames(app);
  const nemesis::GameState before = nemesisOf(app).state();
  const int far = notNeighbour(before, before.character(0).room);
  REQUIRE(far >= 0);

  click(app, nemesisOf(app).roomOnScreen(far));

  CHECK(nemesisOf(app).state() == before);
  CHECK(nemesisOf(app).animations().idle());
  CHECK(app.ui().statusIsError);
  const nemesis::Move refused{0, far, nemesis::Payment::of({before.character(0).hand.front().number})};
  CHECK(app.ui().status == nemesis::refusalText(before, refused, nemesis::validate(before, refused)));
}

TEST_CASE("Shift+click makes a Careful Movement that stops for the corridor choice") {
  App app(headlessOptions(1, 5));
  frames(app);
  const int target = reachableNeighbour(nemesisOf(app).state(), 0);
  REQUIRE(target >= 0);
  SDL_SetModState(KMOD_LSHIFT);
  click(app, nemesisOf(app).roomOnScreen(target));
  SDL_SetModState(KMOD_NONE);

  CHECK(nemesisOf(app).state().character(0).room == target);
  CHECK(nemesisOf(app).state().character(0).hand.size() == 3);  // two cards paid
  CHECK(nemesisOf(app).state().pending.kind == nemesis::DecisionKind::CarefulCorridor);
  // The answer, as the decision window sends it, places the marker and resumes.
  const int number = nemesisOf(app).state().pending.options[0];
  CHECK(nemesisOf(app).submit(nemesis::ChooseCorridor{0, number}).ok());
  CHECK(nemesisOf(app).state().pending.kind == nemesis::DecisionKind::None);
  CHECK(nemesisOf(app).state().hasNoise(nemesisOf(app).state().topo().exit(target, number)));
}

TEST_CASE("the card selected in the hand pays for the move") {
  App app(headlessOptions(1, 3));
  frames(app);
  const int target = reachableNeighbour(nemesisOf(app).state(), 0);
  REQUIRE(target >= 0);
  const nemesis::Card chosen = nemesisOf(app).state().character(0).hand[3];
  app.ui().selectedCards = {3};
  click(app, nemesisOf(app).roomOnScreen(target));
  REQUIRE(nemesisOf(app).state().character(0).room == target);
  const auto& hand = nemesisOf(app).state().character(0).hand;
  CHECK(std::find(hand.begin(), hand.end(), chosen) == hand.end());
  CHECK(app.ui().selectedCards.empty());
}

TEST_CASE("the mouse wheel zooms about the mouse and a right-button drag pans") {
  App app(headlessOptions(1, 3));
  frames(app);
  const nemesis::view::Vec2 at{500, 400};
  const nemesis::view::Vec2 worldBefore = app.camera().toWorld(at);
  const float zoomBefore = app.camera().zoom();
  mouseMove(app, at.x, at.y);
  SDL_Event wheel{};
  wheel.type = SDL_MOUSEWHEEL;
  wheel.wheel.y = 2;
  wheel.wheel.preciseY = 2.0f;
  app.handleEvent(wheel);
  CHECK(app.camera().zoom() > zoomBefore);
  const nemesis::view::Vec2 worldAfter = app.camera().toWorld(at);  // the point under the mouse stays put
  CHECK(worldAfter.x == doctest::Approx(worldBefore.x).epsilon(0.001));
  CHECK(worldAfter.y == doctest::Approx(worldBefore.y).epsilon(0.001));

  const nemesis::view::Vec2 origin = app.camera().toScreen({0, 0});
  mouseButton(app, 600, 400, SDL_BUTTON_RIGHT, true);
  mouseMove(app, 650, 430);
  mouseButton(app, 650, 430, SDL_BUTTON_RIGHT, false);
  const nemesis::view::Vec2 moved = app.camera().toScreen({0, 0});
  CHECK(moved.x == doctest::Approx(origin.x + 50));
  CHECK(moved.y == doctest::Approx(origin.y + 30));
}

TEST_CASE("Ctrl+Y says Redone, then what the redone move shows: at animation speed 0, its last log entry") {
  App app(headlessOptions(1, 3));
  app.settings().animationSpeed = 0;  // every event is presented at once
  frames(app);
  const int target = reachableNeighbour(nemesisOf(app).state(), 0);
  REQUIRE(target >= 0);
  nemesis::ui::Request sandbox = nemesis::ui::requestOf(nemesis::ui::RequestKind::SetSandbox);
  sandbox.flag = true;
  app.request(sandbox);  // the move reveals a room: only the sandbox undoes it
  click(app, nemesisOf(app).roomOnScreen(target));
  REQUIRE(nemesisOf(app).history().commands().size() == 1);
  const std::string shown = app.ui().status;  // what the move's events told
  REQUIRE_FALSE(shown.empty());
  key(app, SDLK_z, KMOD_LCTRL);
  frames(app, 1);
  CHECK(app.ui().status == "Undone. Ctrl+Y redoes it.");
  key(app, SDLK_y, KMOD_LCTRL);
  frames(app, 1);
  REQUIRE(nemesisOf(app).history().commands().size() == 1);
  CHECK(app.ui().status == shown);  // the redone move's events speak last, as when it was first made
}

TEST_CASE("Ctrl+Z is refused after an exploration was revealed, works in sandbox mode, and Ctrl+Y redoes") {
  App app(headlessOptions(1, 3));
  frames(app);
  const nemesis::GameState start = nemesisOf(app).state();
  const int target = reachableNeighbour(start, 0);
  REQUIRE(target >= 0);
  REQUIRE_FALSE(start.room(target).explored);  // entering reveals a room and its exploration token
  click(app, nemesisOf(app).roomOnScreen(target));
  REQUIRE(nemesisOf(app).history().commands().size() == 1);

  key(app, SDLK_z, KMOD_LCTRL);
  frames(app, 1);  // requests are applied after the ImGui pass
  CHECK(nemesisOf(app).history().commands().size() == 1);
  CHECK(app.ui().statusIsError);
  CHECK(app.ui().status.rfind("Cannot undo: ", 0) == 0);

  nemesis::ui::Request sandbox = nemesis::ui::requestOf(nemesis::ui::RequestKind::SetSandbox);
  sandbox.flag = true;
  app.request(sandbox);
  key(app, SDLK_z, KMOD_LCTRL);
  frames(app, 1);
  CHECK(nemesisOf(app).history().commands().empty());
  CHECK(nemesisOf(app).state() == start);
  CHECK(nemesisOf(app).shownScene() == nemesis::view::sceneOf(start));
  CHECK(nemesisOf(app).log().empty());

  key(app, SDLK_y, KMOD_LCTRL);
  frames(app, 1);
  CHECK(nemesisOf(app).history().commands().size() == 1);
  CHECK(nemesisOf(app).state().character(0).room == target);
}

TEST_CASE("an unchanged frame is not drawn again, and hovering a room, a move or a window event draws it") {
  App app(headlessOptions(1, 3));
  frames(app, 4);
  const std::uint64_t drawn = app.framesDrawn();
  frames(app, 5);
  CHECK(app.framesDrawn() == drawn);  // nothing changed: the window keeps the last frame

  const int target = reachableNeighbour(nemesisOf(app).state(), 0);
  REQUIRE(target >= 0);
  const nemesis::view::Vec2 at = nemesisOf(app).roomOnScreen(target);
  mouseMove(app, at.x, at.y);  // the hovered room is outlined
  frames(app, 1);
  CHECK(app.framesDrawn() == drawn + 1);

  SDL_Event exposed{};
  exposed.type = SDL_WINDOWEVENT;
  exposed.window.event = SDL_WINDOWEVENT_EXPOSED;
  app.handleEvent(exposed);
  frames(app, 1);
  CHECK(app.framesDrawn() == drawn + 2);

  mouseButton(app, at.x, at.y, SDL_BUTTON_LEFT, true);
  mouseButton(app, at.x, at.y, SDL_BUTTON_LEFT, false);
  frames(app, 3);  // animations play: every frame is drawn
  CHECK(app.framesDrawn() == drawn + 5);
}

TEST_CASE("keyboard only: a whole round by keys (arrows, Enter, C and a corridor digit, Space, P, Enter)") {
  nemesis::app::AppOptions o = headlessOptions(1, 5);
  o.freePlay = 0;  // a game by rounds: a turn is 2 actions and a Pass
  App app(o);
  frames(app);
  REQUIRE_FALSE(nemesisOf(app).state().freePlay);
  const auto typed = [&](SDL_Keycode k) { pressKey(app, k); };
  // The arrow keys step through the legal destinations, outlined on the board; Enter moves there.
  typed(SDLK_RIGHT);
  const int first = nemesisOf(app).highlights().focusRoom;
  REQUIRE(first >= 0);
  CHECK(app.ui().status.find("Enter moves there") != std::string::npos);
  typed(SDLK_RIGHT);
  typed(SDLK_LEFT);
  CHECK(nemesisOf(app).highlights().focusRoom == first);
  typed(SDLK_RETURN);
  REQUIRE(nemesisOf(app).history().commands().size() == 1);
  CHECK(std::holds_alternative<nemesis::Move>(nemesisOf(app).history().commands()[0]));
  CHECK(nemesisOf(app).state().character(0).room == first);
  typed(SDLK_SPACE);  // the board catches up
  CHECK(nemesisOf(app).presentation().idle());
  // C: a Careful Movement; if it asks for the corridor, the digit of its number answers.
  typed(SDLK_RIGHT);
  REQUIRE(nemesisOf(app).highlights().focusRoom >= 0);
  typed(SDLK_c);
  REQUIRE(nemesisOf(app).history().commands().size() == 2);
  CHECK(std::holds_alternative<nemesis::CarefulMove>(nemesisOf(app).history().commands()[1]));
  REQUIRE(nemesisOf(app).state().pending.kind ==
          nemesis::DecisionKind::CarefulCorridor);  // this seed's room has a choice
  typed(SDLK_SPACE);
  typed(SDLK_9);  // not a choice: refused, and said
  CHECK(nemesisOf(app).history().commands().size() == 2);
  CHECK(app.ui().status.find("not one of the choices") != std::string::npos);
  const int number = nemesisOf(app).state().pending.options[0];
  typed(static_cast<SDL_Keycode>(SDLK_0 + number));
  REQUIRE(nemesisOf(app).history().commands().size() == 3);
  CHECK(std::holds_alternative<nemesis::ChooseCorridor>(nemesisOf(app).history().commands()[2]));
  typed(SDLK_SPACE);
  // P passes; the last Pass of the round reveals the Event phase, so it asks first: Enter confirms.
  const std::size_t before = nemesisOf(app).history().commands().size();
  typed(SDLK_p);
  if (nemesisOf(app).confirmation().open) typed(SDLK_RETURN);
  REQUIRE(nemesisOf(app).history().commands().size() == before + 1);
  CHECK(std::holds_alternative<nemesis::Pass>(nemesisOf(app).history().commands().back()));
  typed(SDLK_SPACE);
  CHECK(nemesisOf(app).state().round == 2);
}

TEST_CASE("keyboard only: Escape drops the arrow keys' choice, and a stale choice moves nobody") {
  App app(headlessOptions(2, 5));
  frames(app);
  pressKey(app, SDLK_RIGHT);
  REQUIRE(nemesisOf(app).highlights().focusRoom >= 0);
  pressKey(app, SDLK_ESCAPE);
  CHECK(nemesisOf(app).highlights().focusRoom == -1);
  pressKey(app, SDLK_RETURN);
  CHECK(nemesisOf(app).history().commands().empty());
}

TEST_CASE("keys are changed in the Settings window, the new key acts, the old one no longer does, Help lists it") {
  ItemRecording recording;
  nemesis::app::AppOptions o = headlessOptions(2, 5);
  o.freePlay = 0;
  App app(o);
  frames(app);
  app.ui().showSettings = true;
  redrawn(app);
  clickWidget(app, "settings.keys");  // open the Keys section
  redrawn(app);
  clickWidget(app, "settings.key." + std::to_string(static_cast<int>(nemesis::ui::KeyAction::Pass)));
  REQUIRE(app.ui().captureKey == static_cast<int>(nemesis::ui::KeyAction::Pass));
  pressKey(app, SDLK_LSHIFT);  // a modifier alone is not a key: still waiting
  CHECK(app.ui().captureKey >= 0);
  pressKey(app, SDLK_q);
  CHECK(app.ui().captureKey == -1);
  CHECK(app.settings().keys[static_cast<std::size_t>(nemesis::ui::KeyAction::Pass)] == "Q");
  app.ui().showSettings = false;
  frames(app);
  pressKey(app, SDLK_p);
  CHECK(nemesisOf(app).history().commands().empty());
  pressKey(app, SDLK_q);
  REQUIRE(nemesisOf(app).history().commands().size() == 1);
  CHECK(std::holds_alternative<nemesis::Pass>(nemesisOf(app).history().commands()[0]));
}

TEST_CASE("a key name SDL does not know is reported at start, and the default key is used") {
  const std::string dir = std::string(NEMESIS_TEST_OUTPUT_DIR) + "/keys-settings";
  std::filesystem::create_directories(dir);
  nemesis::app::AppOptions o = headlessOptions(1, 5);
  o.settingsPath = dir + "/settings.ini";
  std::ofstream(o.settingsPath) << "key.pass = Bogus Key\n";
  App app(o);
  REQUIRE_FALSE(app.settingsWarnings().empty());
  CHECK(app.settingsWarnings().back() ==
        o.settingsPath + ": \"key.pass\": \"Bogus Key\" is not a key name SDL knows; using P");
  CHECK(app.settings().keys[static_cast<std::size_t>(nemesis::ui::KeyAction::Pass)] == "P");
}

namespace {

// Whether the whole board lies inside the viewport, as the camera shows it.
bool boardFits(const App& app) {
  const nemesis::view::Rect b = nemesisOf(app).layout().bounds();
  const nemesis::view::Rect v = app.camera().viewport();
  const nemesis::view::Vec2 a = app.camera().toScreen({b.x, b.y});
  const nemesis::view::Vec2 z = app.camera().toScreen({b.x + b.w, b.y + b.h});
  return a.x >= v.x - 1 && a.y >= v.y - 1 && z.x <= v.x + v.w + 1 && z.y <= v.y + v.h + 1;
}

}  // namespace

TEST_CASE("the board re-fits when the window or the UI scale changes, unless the player zoomed or panned") {
  App app(headlessOptions(1, 5));
  frames(app);
  REQUIRE(boardFits(app));
  const float zoom = app.camera().zoom();
  // A larger UI scale widens the panels: the board has less room and fits again.
  app.settings().uiScale = 2.0f;
  app.applySettings();
  frames(app, 3);
  CHECK(app.camera().zoom() < zoom);
  CHECK(boardFits(app));
  // A smaller window: fits again.
  app.settings().uiScale = 1.0f;
  app.applySettings();
  SDL_SetWindowSize(SDL_RenderGetWindow(app.renderer()), 1024, 640);
  SDL_Event resized{};
  resized.type = SDL_WINDOWEVENT;
  resized.window.event = SDL_WINDOWEVENT_SIZE_CHANGED;
  resized.window.windowID = SDL_GetWindowID(SDL_RenderGetWindow(app.renderer()));
  app.handleEvent(resized);
  frames(app, 3);
  CHECK(boardFits(app));
  // Zoomed in by the player: a change of size keeps the player's zoom.
  SDL_Event wheel{};
  wheel.type = SDL_MOUSEWHEEL;
  wheel.wheel.y = 3;
  app.handleEvent(wheel);
  frames(app);
  const float chosen = app.camera().zoom();
  app.settings().uiScale = 1.5f;
  app.applySettings();
  frames(app, 3);
  CHECK(app.camera().zoom() == chosen);
  pressKey(app, SDLK_HOME);  // fit again on request, and from then on at each change
  CHECK(boardFits(app));
}

TEST_CASE("hovering a room or a corridor on the board shows its tooltip, over a panel, none") {
  ItemRecording recording;
  nemesis::app::AppOptions small = headlessOptions(1, 5);
  small.width = 1024;
  small.height = 640;
  small.uiScale = 2.0f;
  {
    App app(small);  // a small window at UI scale 2 too
    frames(app);
    const nemesis::view::Vec2 room = nemesisOf(app).roomOnScreen(nemesisOf(app).state().character(0).room);
    mouseMove(app, room.x, room.y);
    redrawn(app);
    CHECK(recorded("board.tooltip.room"));
  }
  App app(headlessOptions(1, 5));
  frames(app);
  const nemesis::view::Vec2 room = nemesisOf(app).roomOnScreen(nemesisOf(app).state().character(0).room);
  mouseMove(app, room.x, room.y);
  redrawn(app);
  CHECK(recorded("board.tooltip.room"));
  // The middle of a corridor's path, away from the rooms.
  const std::vector<nemesis::view::Vec2>& path = nemesisOf(app).layout().corridorPath(0);
  REQUIRE(path.size() >= 2);
  const nemesis::view::Vec2 mid = app.camera().toScreen((path.front() + path.back()) * 0.5f);
  mouseMove(app, mid.x, mid.y);
  redrawn(app);
  CHECK(recorded("board.tooltip.passage"));
  CHECK_FALSE(recorded("board.tooltip.room"));
  mouseMove(app, 1590, 400);  // over the right-hand panels
  redrawn(app);
  CHECK_FALSE(recorded("board.tooltip.room"));
  CHECK_FALSE(recorded("board.tooltip.passage"));
}

TEST_CASE("hovering a legal destination adds its odds card to the tooltip, from one table per position") {
  ItemRecording recording;
  App app(headlessOptions(1, 5));
  frames(app);
  const nemesis::GameState& s = nemesisOf(app).state();
  const nemesis::BoardRoom& here = s.topo().room(s.character(0).room);
  REQUIRE(here.linkCount >= 2);
  const nemesis::view::Vec2 own = nemesisOf(app).roomOnScreen(s.character(0).room);
  mouseMove(app, own.x, own.y);
  redrawn(app);
  CHECK(recorded("board.tooltip.room"));
  CHECK_FALSE(recorded("board.tooltip.odds"));  // not a destination
  for (int i = 0; i < 2; ++i) {
    const nemesis::view::Vec2 to = nemesisOf(app).roomOnScreen(here.links[static_cast<std::size_t>(i)].room);
    mouseMove(app, to.x, to.y);
    redrawn(app);
    CHECK(recorded("board.tooltip.odds"));
  }
  CHECK(nemesisOf(app).oddsTablesComputed() == 1);  // the second destination's card came from the same table
}

TEST_CASE("a destination chosen by keys shows its odds card beside it, with no mouse over the board") {
  ItemRecording recording;
  App app(headlessOptions(1, 5));
  frames(app);
  mouseMove(app, 1590, 400);  // over the right-hand panels: nothing hovered on the board
  redrawn(app);
  CHECK_FALSE(recorded("board.tooltip.odds"));
  pressKey(app, SDLK_RIGHT);
  const int chosen = nemesisOf(app).highlights().focusRoom;
  REQUIRE(chosen >= 0);
  redrawn(app);
  CHECK(recorded("board.focus.card"));
  CHECK(recorded("board.tooltip.odds"));
  CHECK_FALSE(recorded("board.tooltip.room"));  // the mouse's tooltip is not what showed it
  pressKey(app, SDLK_RIGHT);                    // the next destination: the card follows, from the same table
  REQUIRE(nemesisOf(app).highlights().focusRoom != chosen);
  redrawn(app);
  CHECK(recorded("board.tooltip.odds"));
  CHECK(nemesisOf(app).oddsTablesComputed() == 1);
  pressKey(app, SDLK_ESCAPE);  // the choice dropped: no card
  redrawn(app);
  CHECK_FALSE(recorded("board.focus.card"));
  CHECK_FALSE(recorded("board.tooltip.odds"));
}

TEST_CASE("the risk map (R, View > Risk map) writes each destination's Encounter chance on the board") {
  ItemRecording recording;
  App app(headlessOptions(1, 5));
  frames(app);
  CHECK(nemesisOf(app).highlights().risk.empty());  // off by default
  pressKey(app, SDLK_r);
  CHECK(app.settings().riskMap);
  const nemesis::view::Highlights h = nemesisOf(app).highlights();
  REQUIRE_FALSE(h.destinations.empty());
  REQUIRE(h.risk.size() == h.destinations.size());
  for (const nemesis::view::RiskSpot& spot : h.risk) {
    const auto same = [&](const nemesis::view::Destination& d) { return d.room == spot.room; };
    CHECK(std::any_of(h.destinations.begin(), h.destinations.end(), same));
    CHECK(spot.label.ends_with("%"));
  }
  // Drawn over the rooms each frame, so turning it on draws a new frame even though nothing else changed.
  const std::uint64_t before = app.framesDrawn();
  pressKey(app, SDLK_r);
  frames(app);
  CHECK_FALSE(app.settings().riskMap);
  CHECK(nemesisOf(app).highlights().risk.empty());
  CHECK(app.framesDrawn() > before);
}

TEST_CASE("a move's log line quotes the odds it had before the move (seed 004: Encounter 40%, it happened)") {
  nemesis::app::AppOptions o = headlessOptions(1, 0);
  o.scenario = std::string(NEMESIS_ASSETS_DIR) + "/scenarios/seed004-canteen.json";
  App app(o);
  frames(app);
  REQUIRE(app.gameStarted());
  const nemesis::GameState& s = nemesisOf(app).state();
  const int canteen = *s.topo().roomByLabel(15);
  // The scenario forces the die to 3 (the marked corridor behind the Closed Door) and an Adult from the bag; the
  // odds ignore forced outcomes: 2 of the Canteen's 4 corridors are marked, so 4 faces of 10.
  REQUIRE(nemesisOf(app).submit(nemesis::Move{0, canteen, nemesis::defaultPayment(s, 0, 1)}).ok());
  skipPresentation(app);
  bool quoted = false;
  bool rolled = false;
  for (const nemesis::ui::LogEntry& e : nemesisOf(app).log()) {
    quoted = quoted || e.text.find("(Encounter 40% \u2013 it happened)") != std::string::npos;
    rolled = rolled || e.text.find("(Noise roll 100% \u2013 it happened; Danger 10%)") != std::string::npos;
  }
  CHECK(quoted);
  CHECK(rolled);
}

TEST_CASE("the legend shows every piece and outline the board draws, with the board's own sprites") {
  ItemRecording recording;
  App app(headlessOptions(1, 5));
  app.ui().showLegend = true;
  redrawn(app);
  CHECK(recorded("legend.window"));
  for (int i = 0; i < 23; ++i) CHECK(recorded("legend.piece." + std::to_string(i)));
  for (int i = 0; i < 6; ++i) CHECK(recorded("legend.outline." + std::to_string(i)));
  // Every sprite of the board's art but the table's backgrounds is explained (a new sprite must be added here):
  // the 23 of the Nemesis board, and the Stalker, which only the second game's board draws.
  CHECK(static_cast<int>(nemesis::view::Sprite::Count) == 23 + 1);
}

TEST_CASE("a Careful Movement question: a click on a glowing corridor answers it, and its window stands clear") {
  ItemRecording recording;
  App app(headlessOptions(1, 5));
  frames(app);
  const int target = reachableNeighbour(nemesisOf(app).state(), 0);
  REQUIRE(target >= 0);
  SDL_SetModState(KMOD_LSHIFT);
  click(app, nemesisOf(app).roomOnScreen(target));
  SDL_SetModState(KMOD_NONE);
  settle(app);
  const nemesis::Decision d = nemesisOf(app).state().pending;
  REQUIRE(d.kind == nemesis::DecisionKind::CarefulCorridor);
  redrawn(app);
  // The window's buttons lie outside the room and the corridors it asks about.
  const std::array<float, 4> box = app.ui().decisionAvoid;
  REQUIRE(box[2] > 0);
  const auto* option = recordedItems().find("decision.option.0");
  REQUIRE(option != nullptr);
  const bool apart = option->max.x < box[0] || option->min.x > box[0] + box[2] || option->max.y < box[1] ||
                     option->min.y > box[1] + box[3];
  CHECK(apart);
  // Each corridor once, however many numbers lead into it.
  std::set<nemesis::PassageId> passages;
  for (int i = 0; i < d.optionCount; ++i) passages.insert(nemesisOf(app).state().topo().exit(d.room, d.options[i]));
  int buttons = 0;
  for (int i = 0; i < d.optionCount; ++i) buttons += recorded("decision.option." + std::to_string(i)) ? 1 : 0;
  CHECK(buttons == static_cast<int>(passages.size()));
  // Click the middle of an offered corridor on the board.
  const int number = d.options[0];
  const nemesis::PassageId passage = nemesisOf(app).state().topo().exit(d.room, number);
  REQUIRE_FALSE(nemesisOf(app).state().topo().isTechSpace(passage));
  const std::vector<nemesis::view::Vec2>& path = nemesisOf(app).layout().corridorPath(passage);
  const nemesis::view::Vec2 mid = app.camera().toScreen((path.front() + path.back()) * 0.5f);
  click(app, mid);
  CHECK(nemesisOf(app).state().pending.kind == nemesis::DecisionKind::None);
  REQUIRE(std::holds_alternative<nemesis::ChooseCorridor>(nemesisOf(app).history().commands().back()));
  CHECK(nemesisOf(app).state().hasNoise(passage));
}

// Issue 22: the window's button said "1: corridor 1,2" while the board's pill showed 2 (both numbers of the
// corridor were lit, the second drawn over the first).
TEST_CASE("a Careful Movement question: each corridor has one digit, the same on its button, its pill and its key") {
  ItemRecording recording;
  // The Captain in room 7 moves carefully into room 3 (both explored), whose corridors to rooms 1 and 7 have two
  // numbers each (1,2 and 3,4).
  nemesis::GameState s = test::game(1, 5);
  test::putCharacter(s, 0, 7);
  test::setRoom(s, 7, nemesis::RoomTile::Cabins, true);
  test::setRoom(s, 3, nemesis::RoomTile::Armory, true);
  const std::string file = std::string(NEMESIS_TEST_OUTPUT_DIR) + "/careful-two-numbers.json";
  {
    std::ofstream out(file, std::ios::binary);
    out << nemesis::writeScenario(s);
  }
  App app(headlessOptions(1, 5));
  REQUIRE_MESSAGE(app.loadFile(file), app.ui().status);
  frames(app);
  const int room3 = test::room(nemesisOf(app).state(), 3);
  const nemesis::Character& captain = nemesisOf(app).state().character(0);
  REQUIRE(nemesisOf(app)
              .submit(nemesis::CarefulMove{0, room3,
                                           nemesis::Payment::of({captain.hand[0].number, captain.hand[1].number}), 0})
              .ok());
  settle(app);
  const nemesis::Decision d = nemesisOf(app).state().pending;
  REQUIRE(d.kind == nemesis::DecisionKind::CarefulCorridor);
  REQUIRE(d.optionCount == 4);
  redrawn(app);
  // One button per corridor, named by its rooms, led by its digit; the board lights those digits, no others.
  std::vector<int> buttonDigits;
  std::vector<std::string> labels;
  for (int i = 0; i < d.optionCount; ++i) {
    const auto* button = recordedItems().find("decision.option." + std::to_string(i));
    if (button == nullptr) continue;
    labels.push_back(button->text);
    buttonDigits.push_back(button->text.front() - '0');
  }
  CHECK(labels == std::vector<std::string>{"1: corridor 1-3", "3: corridor 3-7"});
  CHECK(nemesisOf(app).highlights().decisionNumbers == buttonDigits);
  // The digit on the pill of corridor 3-7 marks that corridor.
  pressKey(app, SDLK_3);
  CHECK(nemesisOf(app).state().pending.kind == nemesis::DecisionKind::None);
  CHECK(nemesisOf(app).state().hasNoise(test::corridor(nemesisOf(app).state(), 3, 7)));
}
