// The panels of a game by rounds in the real client (issue 5): the Turn panel's Pass and Hibernate buttons,
// the character board under hot-seat, the new-game window's mode choice, the end screen's statistics for a
// won and a lost game, and the debug overlay's Event-card queue. Widgets are found through the item recorder
// (item_recorder.hpp) and clicked with synthetic SDL mouse events.
#include <doctest/doctest.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <string>
#include <vector>

#include "client_support.hpp"
#include "engine/nemesis/engine.hpp"
#include "panel_common.hpp"
#include "ui/nemesis/new_game_form.hpp"

using nemesis::app::App;
using namespace clienttest;

namespace {

void skipAnimations(App& app) {
  app.request(nemesis::ui::requestOf(nemesis::ui::RequestKind::SkipAnimations));
  redrawn(app, 3);
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
  ItemRecording recording;
  App app(headlessOptions(3, 5));
  REQUIRE_FALSE(nemesisOf(app).state().freePlay);
  redrawn(app);
  CHECK(recorded("turn.player.0"));
  CHECK(recorded("turn.state.playing.0"));
  CHECK(recorded("turn.state.to play.1"));
  CHECK(recorded("turn.state.to play.2"));
  CHECK_FALSE(recorded("turn.player.1"));

  clickWidget(app, "turn.pass");
  CHECK(nemesisOf(app).state().character(0).passed);
  CHECK(nemesisOf(app).state().turn == 1);
  CHECK(nemesisOf(app).history().commands().size() == 1);
  settle(app);
  redrawn(app);
  CHECK(recorded("turn.player.1"));
  CHECK(recorded("turn.state.passed.0"));
  CHECK(recorded("turn.state.playing.1"));
}

TEST_CASE("rounds panels: Hibernate is disabled outside the Hibernatorium, with the reason, and works inside it") {
  SUBCASE("outside: the click does nothing and the tooltip gives the engine's reason") {
    ItemRecording recording;
    App app(headlessOptions(2, 5));
    nemesisOf(app).submit(silence());
    const int to = reachableNeighbour(nemesisOf(app).state(), 0);
    REQUIRE(to >= 0);
    nemesisOf(app).submit(silence());
    REQUIRE(nemesisOf(app)
                .submit(nemesis::Move{0, to,
                                      nemesis::Payment::of({nemesisOf(app).state().character(0).hand.front().number})})
                .ok());
    REQUIRE(nemesisOf(app).state().turn == 0);  // one action left
    skipAnimations(app);
    const std::size_t before = nemesisOf(app).history().commands().size();
    clickWidget(app, "turn.hibernate");
    CHECK_FALSE(nemesisOf(app).state().character(0).hibernated);
    CHECK(nemesisOf(app).history().commands().size() == before);
    // Hovering the disabled button still shows its tooltip (the engine's reason).
    const nemesis::view::Vec2 at = itemCentre("turn.hibernate");
    mouseMove(app, at.x, at.y);
    redrawn(app, 3);
    CHECK(tooltipShown());
  }
  SUBCASE("inside: the Captain hibernates and the turn passes on") {
    ItemRecording recording;
    App app(headlessOptions(2, 5));
    nemesisOf(app).submit(silence());
    redrawn(app);
    clickWidget(app, "turn.hibernate");
    CHECK_FALSE(nemesisOf(app).state().character(0).hibernated);  // the button asks first, like the H key
    CHECK(nemesisOf(app).confirmation().open);
    redrawn(app);
    clickWidget(app, "confirm.go");
    CHECK(nemesisOf(app).state().character(0).hibernated);
    CHECK(nemesisOf(app).state().turn == 1);
    CHECK(nemesisOf(app).state().status == nemesis::GameStatus::Playing);  // the Scout is still awake
    settle(app);
    redrawn(app);
    CHECK(recorded("turn.state.hibernated.0"));
  }
}

TEST_CASE("rounds panels: in a game by rounds a character row does not change who acts, in free play it does") {
  ItemRecording recording;
  App app(headlessOptions(2, 5));
  redrawn(app);
  clickWidget(app, "character.row.1");
  redrawn(app);
  CHECK(app.ui().activeCharacter == 0);
  CHECK(app.ui().statusIsError);
  CHECK(app.ui().status.find("turn") != std::string::npos);

  nemesis::ui::NewGameRequest request;
  request.seats = nemesis::ui::seatsOf({nemesis::CharacterClass::Captain, nemesis::CharacterClass::Scout});
  request.freePlay = true;
  app.newGame(request);
  redrawn(app);
  clickWidget(app, "character.row.1");
  redrawn(app);
  CHECK(app.ui().activeCharacter == 1);
}

TEST_CASE("rounds panels: the new-game window's mode choice makes a free-play or a rounds game") {
  ItemRecording recording;
  App app(headlessOptions(2, 5));
  REQUIRE_FALSE(nemesisOf(app).state().freePlay);

  app.ui().showNewGame = true;
  redrawn(app, 3);  // an auto-sized window is laid out on its second frame
  clickWidget(app, "newgame.mode.free");
  CHECK(app.settings().freePlay);
  redrawn(app);
  clickWidget(app, "newgame.start");
  CHECK(nemesisOf(app).state().freePlay);
  CHECK_FALSE(app.ui().showNewGame);
  redrawn(app);
  CHECK(recorded("turn.hibernate"));
  CHECK_FALSE(recorded("turn.pass"));  // no turns, nobody passes

  app.ui().showNewGame = true;
  redrawn(app, 3);
  clickWidget(app, "newgame.mode.rounds");
  CHECK_FALSE(app.settings().freePlay);
  redrawn(app);
  clickWidget(app, "newgame.start");
  CHECK_FALSE(nemesisOf(app).state().freePlay);
  redrawn(app);
  CHECK(recorded("turn.pass"));
}

TEST_CASE("rounds panels: the end screen of a won game gives the reason, the statistics and each fate") {
  ItemRecording recording;
  App app(headlessOptions(1, 5));
  redrawn(app);
  CHECK_FALSE(recorded("gameover.won"));  // never while the game is played
  nemesisOf(app).submit(silence());
  clickWidget(app, "turn.hibernate");
  redrawn(app);
  clickWidget(app, "confirm.go");
  REQUIRE(nemesisOf(app).state().status == nemesis::GameStatus::Won);
  REQUIRE_FALSE(nemesisOf(app).animations().idle());
  redrawn(app, 1);
  CHECK_FALSE(recorded("gameover.won"));  // the animations play first
  skipAnimations(app);
  CHECK(recorded("gameover.won"));
  CHECK_FALSE(recorded("gameover.lost"));
  CHECK(recorded("gameover.reason.hibernated"));
  CHECK(recorded("gameover.rounds.1"));
  CHECK(recorded("gameover.rooms.0"));
  CHECK(recorded("gameover.encounters.0"));
  CHECK(recorded("gameover.noise.Silence.1"));
  CHECK(recorded("gameover.noise.Danger.0"));
  CHECK(recorded("gameover.noise.total.1"));
  CHECK(recorded("gameover.fate.hibernated.0"));
  CHECK(recorded("gameover.newgame"));
  CHECK(recorded("turn.over.won"));
  clickWidget(app, "gameover.newgame");
  CHECK(app.ui().showNewGame);
}

TEST_CASE("rounds panels: the end screen of a game lost to the time track says so, with the statistics") {
  ItemRecording recording;
  App app(headlessOptions(1, 5));
  // Quiet rounds: the Event card #2 (no effect, nothing to move) and a Blank from the bag each round.
  for (int round = 1; round <= nemesis::kLastRound && nemesisOf(app).state().status == nemesis::GameStatus::Playing;
       ++round) {
    nemesis::ForcedOutcomes add;
    add.event.push_back(2);
    add.bag.push_back({nemesis::IntruderType::Blank, 0});
    REQUIRE(nemesisOf(app).submit(forced(std::move(add))).ok());
    REQUIRE(nemesisOf(app).submit(nemesis::Pass{0}).ok());
  }
  REQUIRE(nemesisOf(app).state().status == nemesis::GameStatus::Lost);
  REQUIRE(nemesisOf(app).state().loss == nemesis::LossReason::TimeRanOut);
  skipAnimations(app);
  CHECK(recorded("gameover.lost"));
  CHECK(recorded("gameover.reason.timeranout"));
  CHECK(recorded("gameover.rounds.15"));
  CHECK(recorded("gameover.rooms.0"));
  CHECK(recorded("gameover.encounters.0"));
  CHECK(recorded("gameover.noise.total.0"));
  CHECK(recorded("gameover.fate.dead.0"));
  CHECK(recorded("gameover.undo"));
  CHECK(recorded("turn.over.lost"));
}

TEST_CASE("rounds panels: the debug overlay queues a chosen Event card and reveals the next one") {
  ItemRecording recording;
  App app(headlessOptions(1, 5));
  app.ui().showDebug = true;
  redrawn(app, 3);
  clickWidget(app, "debug.event.combo");
  redrawn(app);
  clickWidget(app, "debug.event.card.13");
  redrawn(app);
  clickWidget(app, "debug.event.queue");
  CHECK(nemesisOf(app).state().chance.forced.event == std::vector<int>{13});
  REQUIRE(nemesisOf(app).history().commands().size() == 1);

  REQUIRE_FALSE(nemesisOf(app).state().eventDeck.empty());
  CHECK_FALSE(recorded("debug.event.next." + std::to_string(nemesisOf(app).state().eventDeck.back() + 1)));
  app.ui().revealHidden = true;
  redrawn(app);
  CHECK(recorded("debug.event.next." + std::to_string(nemesisOf(app).state().eventDeck.back() + 1)));

  // The queued card is the one the Event phase draws.
  REQUIRE(nemesisOf(app).submit(nemesis::Pass{0}).ok());
  CHECK(nemesisOf(app).state().round == 2);
  const auto& discard = nemesisOf(app).state().eventDiscard;
  CHECK(std::find(discard.begin(), discard.end(), 12) != discard.end());
}

TEST_CASE("the log puts a header before each round, and says when new events came while it is scrolled up") {
  ItemRecording recording;
  nemesis::app::AppOptions o = headlessOptions(1, 5);
  o.freePlay = 0;
  nemesis::app::App app(o);
  frames(app);
  const auto passRound = [&] {
    nemesis::ForcedOutcomes quiet;  // a quiet Event phase: no roll, a Blank for the bag
    quiet.bag = {nemesis::ForcedBagDraw{nemesis::IntruderType::Blank, 0}};
    REQUIRE(nemesisOf(app).submit(nemesis::ForceOutcomes{quiet}).ok());
    REQUIRE(nemesisOf(app).submit(nemesis::Pass{0}).ok());
    settle(app);
  };
  for (int i = 0; i < 4; ++i) passRound();
  redrawn(app);
  CHECK(recorded("log.round.5"));
  CHECK_FALSE(recorded("log.newevents"));
  // Scroll the log up with the wheel, over it.
  const float x = 200;
  const float y = 900 - 60;  // inside the log, above the status bar
  mouseMove(app, x, y);
  for (int i = 0; i < 10; ++i) {
    SDL_Event wheel{};
    wheel.type = SDL_MOUSEWHEEL;
    wheel.wheel.y = 5;
    app.handleEvent(wheel);
    frames(app, 1);
  }
  passRound();
  redrawn(app);
  REQUIRE(recorded("log.newevents"));
  clickWidget(app, "log.newevents");
  redrawn(app);
  CHECK_FALSE(recorded("log.newevents"));
}
