// The client playing a game by rounds (issue 5): new games play by rounds unless asked for free play, the
// board and the keys act for whoever's turn it is (hot seat), P passes, H and the room menu hibernate, and
// the Event phase that the last pass triggers is played back on the board step by step.
#include <doctest/doctest.h>

#include <algorithm>

#include "client_support.hpp"
#include "engine/nemesis/engine.hpp"
#include "engine/nemesis/setup.hpp"
#include "panel_common.hpp"
#include "ui/nemesis/new_game_form.hpp"

using nemesis::app::App;
using namespace clienttest;

namespace {

nemesis::Command forced(nemesis::ForcedOutcomes add) {
  return nemesis::ForceOutcomes{std::move(add)};
}

// Plays frames until an animation of `kind` is the one playing (or the queue runs dry).
bool playUntil(App& app, nemesis::view::AnimKind kind) {
  for (int i = 0; i < 3000 && !nemesisOf(app).animations().idle(); ++i) {
    const auto active = nemesisOf(app).animations().active();
    if (std::any_of(active.begin(), active.end(), [kind](const auto& a) { return a.kind == kind; })) return true;
    frames(app, 1);
  }
  return false;
}

}  // namespace

TEST_CASE("a new game plays by rounds unless free play is asked for") {
  {
    App app(headlessOptions(2, 5));
    CHECK_FALSE(nemesisOf(app).state().freePlay);
    CHECK(app.settings().freePlay == false);
  }
  {
    auto options = headlessOptions(2, 5);
    options.freePlay = 1;
    App app(options);
    CHECK(nemesisOf(app).state().freePlay);
    // The new-game request decides for the next game, and the settings remember it.
    nemesis::ui::NewGameRequest request;
    request.seats = nemesis::ui::seatsOf(nemesis::defaultCharacters(3));
    request.seed = 9;
    app.newGame(request);
    CHECK_FALSE(nemesisOf(app).state().freePlay);
    CHECK(nemesisOf(app).state().characterCount() == 3);
    CHECK_FALSE(app.settings().freePlay);
  }
}

TEST_CASE("the mouse and the keys act for whoever's turn it is") {
  App app(headlessOptions(2, 5));
  frames(app);
  REQUIRE(nemesisOf(app).state().turn == 0);
  CHECK(app.ui().activeCharacter == 0);

  // Picking another character is the turn order's job in a game by rounds: the key is refused, with why.
  key(app, SDLK_2);
  frames(app);
  CHECK(app.ui().activeCharacter == 0);
  CHECK(app.ui().statusIsError);
  CHECK(app.ui().status.find("turn") != std::string::npos);

  // P passes the Captain's turn; the board announces the Scout's turn, the panels follow it, and the Scout's
  // player confirms the hand-over before the board takes clicks again.
  key(app, SDLK_p);
  frames(app);
  REQUIRE(nemesisOf(app).history().commands().size() == 1);
  CHECK(nemesisOf(app).state().character(0).passed);
  CHECK(nemesisOf(app).state().turn == 1);
  CHECK(nemesisOf(app).presented().turn == 1);
  CHECK(app.ui().activeCharacter == 1);
  CHECK(app.ui().handOver == 1);
  settle(app);
  CHECK(app.ui().handOver == -1);

  // A click on a neighbouring room now moves the Scout, not the Captain.
  const int captainRoom = nemesisOf(app).state().character(0).room;
  const int target = reachableNeighbour(nemesisOf(app).state(), 1);
  REQUIRE(target >= 0);
  nemesisOf(app).submit(forced({{nemesis::NoiseResult::Silence}, {}, {}, {}, {}}));  // no Encounter in the way
  click(app, nemesisOf(app).roomOnScreen(target));
  CHECK(nemesisOf(app).state().character(1).room == target);
  CHECK(nemesisOf(app).state().character(0).room == captainRoom);
}

TEST_CASE("the last pass plays the Event phase on the board, the Event card included") {
  App app(headlessOptions(1, 5));
  frames(app);
  nemesis::ForcedOutcomes add;
  add.event = {5};  // Lurking
  add.bag = {{nemesis::IntruderType::Blank, 0}};
  nemesisOf(app).submit(forced(add));
  // The last pass reveals the Event phase's draws, which undo cannot take back: P asks first.
  key(app, SDLK_p);
  frames(app, 1);
  CHECK(nemesisOf(app).confirmation().open);
  CHECK(nemesisOf(app).history().commands().size() == 1);
  pressKey(app, SDLK_RETURN);
  CHECK_FALSE(nemesisOf(app).confirmation().open);
  // The engine is already in round 2; the board plays the round's end one step after another.
  REQUIRE(nemesisOf(app).history().commands().size() == 2);
  CHECK(nemesisOf(app).state().round == 2);
  CHECK_FALSE(nemesisOf(app).animations().idle());
  REQUIRE(playUntil(app, nemesis::view::AnimKind::EventCard));
  const auto& card = std::get<nemesis::ev::EventCardDrawn>(nemesisOf(app).animations().active().front().event.data);
  CHECK(card.card == 4);
  CHECK(card.forced);
  // Meanwhile the Turn panel names the round the board is still showing, not the engine's next one.
  app.ui().recorder.enabled = true;
  frames(app, 1);
  CHECK(app.ui().recorder.find("turn.eventphase") != nullptr);
  CHECK(playUntil(app, nemesis::view::AnimKind::TokenReveal));  // bag development draws the Blank
  frames(app, 900);
  CHECK(nemesisOf(app).animations().idle());
  CHECK(nemesisOf(app).shownScene() == nemesis::view::sceneOf(nemesisOf(app).state()));
  app.ui().recorder.items.clear();
  frames(app, 1);
  CHECK(app.ui().recorder.find("turn.eventphase") == nullptr);
  CHECK(app.ui().recorder.find("turn.player.0") != nullptr);
}

TEST_CASE("H and the room menu hibernate the character whose turn it is") {
  SUBCASE("the H key") {
    App app(headlessOptions(1, 5));
    frames(app);
    nemesisOf(app).submit(forced({{nemesis::NoiseResult::Silence}, {}, {}, {}, {}}));
    // One key press does not roll the Noise die: it asks first (Escape cancels, Enter hibernates).
    key(app, SDLK_h);
    frames(app);
    CHECK(nemesisOf(app).confirmation().open);
    CHECK_FALSE(nemesisOf(app).state().character(0).hibernated);
    pressKey(app, SDLK_ESCAPE);
    CHECK_FALSE(nemesisOf(app).confirmation().open);
    CHECK(nemesisOf(app).history().commands().size() == 1);
    key(app, SDLK_h);
    frames(app);
    pressKey(app, SDLK_RETURN);
    CHECK(nemesisOf(app).state().character(0).hibernated);
    CHECK(nemesisOf(app).state().status == nemesis::GameStatus::Won);
  }
  SUBCASE("the right-click menu of the character's own room") {
    App app(headlessOptions(2, 5));
    frames(app);
    nemesisOf(app).submit(forced({{nemesis::NoiseResult::Silence}, {}, {}, {}, {}}));
    app.ui().recorder.enabled = true;
    const nemesis::view::Vec2 at = nemesisOf(app).roomOnScreen(nemesisOf(app).state().character(0).room);
    click(app, at, SDL_BUTTON_RIGHT);
    frames(app, 2);
    const nemesis::ui::RecordedItem* item = app.ui().recorder.find("board.hibernate");
    REQUIRE(item != nullptr);
    CHECK(app.ui().recorder.find("board.pass") != nullptr);
    // Dear ImGui 1.86 has no input queue: the press and the release must reach it in different frames.
    const float x = (item->min.x + item->max.x) / 2;
    const float y = (item->min.y + item->max.y) / 2;
    mouseMove(app, x, y);
    frames(app, 1);
    mouseButton(app, x, y, SDL_BUTTON_LEFT, true);
    frames(app, 1);
    mouseButton(app, x, y, SDL_BUTTON_LEFT, false);
    frames(app, 2);
    app.ui().recorder.enabled = false;
    app.ui().recorder.items.clear();
    CHECK(nemesisOf(app).confirmation().open);  // the menu entry asks too: the roll cannot be undone
    pressKey(app, SDLK_RETURN);
    CHECK(nemesisOf(app).state().character(0).hibernated);
    CHECK(nemesisOf(app).state().status == nemesis::GameStatus::Playing);  // the Scout is still awake
    CHECK(nemesisOf(app).state().turn == 1);                               // hibernating ends the Captain's turn
  }
}
