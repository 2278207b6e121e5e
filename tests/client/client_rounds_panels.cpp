// The panels of a game by rounds in the real client (issue 5): the Turn panel's Pass and Hibernate buttons,
// the character board under hot-seat, the new-game window's mode choice, the end screen's statistics for a
// won and a lost game, and the debug overlay's Event-card queue. Widgets are found through the item recorder
// (panel_common.hpp) and clicked with synthetic SDL mouse events.
#include <doctest/doctest.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <string>
#include <vector>

#include "client_support.hpp"
#include "engine.hpp"
#include "panel_common.hpp"

using nemesis::app::App;
using namespace clienttest;
namespace pd = nemesis::ui::detail;

namespace {

// Turns the recorder on for the scope of a test and leaves it off and empty after.
class Recorder {
 public:
  Recorder() {
    pd::itemRecorder().items.clear();
    pd::itemRecorder().enabled = true;
  }
  ~Recorder() {
    pd::itemRecorder().enabled = false;
    pd::itemRecorder().items.clear();
  }
  Recorder(const Recorder&) = delete;
  Recorder& operator=(const Recorder&) = delete;
};

// Draws fresh frames so that what is recorded is what the current state shows.
void redraw(App& app, int n = 2) {
  pd::itemRecorder().items.clear();
  app.forceRedraw();
  frames(app, n);
}

bool shown(const std::string& name) {
  return pd::itemRecorder().find(name) != nullptr;
}

nemesis::view::Vec2 centreOf(const std::string& name) {
  const pd::RecordedItem* item = pd::itemRecorder().find(name);
  REQUIRE_MESSAGE(item != nullptr, "widget not drawn: " << name);
  return {(item->min.x + item->max.x) * 0.5f, (item->min.y + item->max.y) * 0.5f};
}

// Clicks the middle of a recorded widget, then lets the frame that sees the release apply the outbox.
void clickItem(App& app, const std::string& name) {
  click(app, centreOf(name));
  frames(app, 2);
}

void skipAnimations(App& app) {
  app.request(nemesis::ui::requestOf(nemesis::ui::RequestKind::SkipAnimations));
  redraw(app, 3);
}

nemesis::Command forced(nemesis::ForcedOutcomes add) {
  return nemesis::ForceOutcomes{std::move(add)};
}

nemesis::Command silence() {
  nemesis::ForcedOutcomes add;
  add.noise.push_back(nemesis::NoiseResult::Silence);
  return forced(std::move(add));
}

bool tooltipShown() {
  const ImGuiWindow* w = ImGui::FindWindowByName("##Tooltip_00");
  return w != nullptr && w->Active;
}

}  // namespace

TEST_CASE("rounds panels: the Turn panel shows whose turn it is and its Pass button passes") {
  Recorder recorder;
  App app(headlessOptions(3, 5));
  REQUIRE_FALSE(app.state().freePlay);
  redraw(app);
  CHECK(shown("turn.player.0"));
  CHECK(shown("turn.state.playing.0"));
  CHECK(shown("turn.state.to play.1"));
  CHECK(shown("turn.state.to play.2"));
  CHECK_FALSE(shown("turn.player.1"));

  clickItem(app, "turn.pass");
  CHECK(app.state().character(0).passed);
  CHECK(app.state().turn == 1);
  CHECK(app.history().commands().size() == 1);
  settle(app);
  redraw(app);
  CHECK(shown("turn.player.1"));
  CHECK(shown("turn.state.passed.0"));
  CHECK(shown("turn.state.playing.1"));
}

TEST_CASE("rounds panels: Hibernate is disabled outside the Hibernatorium, with the reason, and works inside it") {
  SUBCASE("outside: the click does nothing and the tooltip gives the engine's reason") {
    Recorder recorder;
    App app(headlessOptions(2, 5));
    app.submit(silence());
    const int to = reachableNeighbour(app.state(), 0);
    REQUIRE(to >= 0);
    app.submit(silence());
    REQUIRE(
        app.submit(nemesis::Move{0, to, nemesis::Payment::of({app.state().character(0).hand.front().number})}).ok());
    REQUIRE(app.state().turn == 0);  // one action left
    skipAnimations(app);
    const std::size_t before = app.history().commands().size();
    clickItem(app, "turn.hibernate");
    CHECK_FALSE(app.state().character(0).hibernated);
    CHECK(app.history().commands().size() == before);
    // Hovering the disabled button still shows its tooltip (the engine's reason).
    const nemesis::view::Vec2 at = centreOf("turn.hibernate");
    mouseMove(app, at.x, at.y);
    redraw(app, 3);
    CHECK(tooltipShown());
  }
  SUBCASE("inside: the Captain hibernates and the turn passes on") {
    Recorder recorder;
    App app(headlessOptions(2, 5));
    app.submit(silence());
    redraw(app);
    clickItem(app, "turn.hibernate");
    CHECK_FALSE(app.state().character(0).hibernated);  // the button asks first, like the H key
    CHECK(app.ui().confirm.open);
    redraw(app);
    clickItem(app, "confirm.go");
    CHECK(app.state().character(0).hibernated);
    CHECK(app.state().turn == 1);
    CHECK(app.state().status == nemesis::GameStatus::Playing);  // the Scout is still awake
    settle(app);
    redraw(app);
    CHECK(shown("turn.state.hibernated.0"));
  }
}

TEST_CASE("rounds panels: in a game by rounds a character row does not change who acts, in free play it does") {
  Recorder recorder;
  App app(headlessOptions(2, 5));
  redraw(app);
  clickItem(app, "character.row.1");
  redraw(app);
  CHECK(app.ui().activeCharacter == 0);
  CHECK(app.ui().statusIsError);
  CHECK(app.ui().status.find("turn") != std::string::npos);

  nemesis::ui::NewGameRequest request;
  request.characters = {nemesis::CharacterClass::Captain, nemesis::CharacterClass::Scout};
  request.freePlay = true;
  app.newGame(request);
  redraw(app);
  clickItem(app, "character.row.1");
  redraw(app);
  CHECK(app.ui().activeCharacter == 1);
}

TEST_CASE("rounds panels: the new-game window's mode choice makes a free-play or a rounds game") {
  Recorder recorder;
  App app(headlessOptions(2, 5));
  REQUIRE_FALSE(app.state().freePlay);

  app.ui().showNewGame = true;
  redraw(app, 3);  // an auto-sized window is laid out on its second frame
  clickItem(app, "newgame.mode.free");
  CHECK(app.settings().freePlay);
  redraw(app);
  clickItem(app, "newgame.start");
  CHECK(app.state().freePlay);
  CHECK_FALSE(app.ui().showNewGame);
  redraw(app);
  CHECK(shown("turn.hibernate"));
  CHECK_FALSE(shown("turn.pass"));  // no turns, nobody passes

  app.ui().showNewGame = true;
  redraw(app, 3);
  clickItem(app, "newgame.mode.rounds");
  CHECK_FALSE(app.settings().freePlay);
  redraw(app);
  clickItem(app, "newgame.start");
  CHECK_FALSE(app.state().freePlay);
  redraw(app);
  CHECK(shown("turn.pass"));
}

TEST_CASE("rounds panels: the end screen of a won game gives the reason, the statistics and each fate") {
  Recorder recorder;
  App app(headlessOptions(1, 5));
  redraw(app);
  CHECK_FALSE(shown("gameover.won"));  // never while the game is played
  app.submit(silence());
  clickItem(app, "turn.hibernate");
  redraw(app);
  clickItem(app, "confirm.go");
  REQUIRE(app.state().status == nemesis::GameStatus::Won);
  REQUIRE_FALSE(app.animations().idle());
  redraw(app, 1);
  CHECK_FALSE(shown("gameover.won"));  // the animations play first
  skipAnimations(app);
  CHECK(shown("gameover.won"));
  CHECK_FALSE(shown("gameover.lost"));
  CHECK(shown("gameover.reason.hibernated"));
  CHECK(shown("gameover.rounds.1"));
  CHECK(shown("gameover.rooms.0"));
  CHECK(shown("gameover.encounters.0"));
  CHECK(shown("gameover.noise.Silence.1"));
  CHECK(shown("gameover.noise.Danger.0"));
  CHECK(shown("gameover.noise.total.1"));
  CHECK(shown("gameover.fate.hibernated.0"));
  CHECK(shown("gameover.newgame"));
  CHECK(shown("turn.over.won"));
  clickItem(app, "gameover.newgame");
  CHECK(app.ui().showNewGame);
}

TEST_CASE("rounds panels: the end screen of a game lost to the time track says so, with the statistics") {
  Recorder recorder;
  App app(headlessOptions(1, 5));
  // Quiet rounds: the Event card #2 (no effect, nothing to move) and a Blank from the bag each round.
  for (int round = 1; round <= nemesis::kLastRound && app.state().status == nemesis::GameStatus::Playing; ++round) {
    nemesis::ForcedOutcomes add;
    add.event.push_back(2);
    add.bag.push_back({nemesis::IntruderType::Blank, 0});
    REQUIRE(app.submit(forced(std::move(add))).ok());
    REQUIRE(app.submit(nemesis::Pass{0}).ok());
  }
  REQUIRE(app.state().status == nemesis::GameStatus::Lost);
  REQUIRE(app.state().loss == nemesis::LossReason::TimeRanOut);
  skipAnimations(app);
  CHECK(shown("gameover.lost"));
  CHECK(shown("gameover.reason.timeranout"));
  CHECK(shown("gameover.rounds.15"));
  CHECK(shown("gameover.rooms.0"));
  CHECK(shown("gameover.encounters.0"));
  CHECK(shown("gameover.noise.total.0"));
  CHECK(shown("gameover.fate.dead.0"));
  CHECK(shown("gameover.undo"));
  CHECK(shown("turn.over.lost"));
}

TEST_CASE("rounds panels: the debug overlay queues a chosen Event card and reveals the next one") {
  Recorder recorder;
  App app(headlessOptions(1, 5));
  app.ui().showDebug = true;
  redraw(app, 3);
  clickItem(app, "debug.event.combo");
  redraw(app);
  clickItem(app, "debug.event.card.13");
  redraw(app);
  clickItem(app, "debug.event.queue");
  CHECK(app.state().chance.forced.event == std::vector<int>{13});
  REQUIRE(app.history().commands().size() == 1);

  REQUIRE_FALSE(app.state().eventDeck.empty());
  CHECK_FALSE(shown("debug.event.next." + std::to_string(app.state().eventDeck.back() + 1)));
  app.ui().revealHidden = true;
  redraw(app);
  CHECK(shown("debug.event.next." + std::to_string(app.state().eventDeck.back() + 1)));

  // The queued card is the one the Event phase draws.
  REQUIRE(app.submit(nemesis::Pass{0}).ok());
  CHECK(app.state().round == 2);
  const auto& discard = app.state().eventDiscard;
  CHECK(std::find(discard.begin(), discard.end(), 12) != discard.end());
}
