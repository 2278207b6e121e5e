// The presented moment (presentation.hpp): while a command's events play, the state everything but the board
// reads is the moment of the last event the board has finished showing, so at every frame the board's scene
// and the presented state agree; the engine's newer state appears only when the board gets there.
#include <doctest/doctest.h>

#include "render/nemesis/presentation.hpp"
#include "view_play.hpp"

using namespace nemesis;

namespace {

struct Played {
  EventLog events;
  Moments moments;
};

Played play(GameState& s, const Command& cmd) {
  Played p;
  REQUIRE(apply(s, cmd, p.events, &p.moments).ok());
  return p;
}

}  // namespace

TEST_CASE("presentation: the last pass's Event phase is presented step by step, board and state in agreement") {
  GameState s = test::roundsGame(3, 3);
  test::forceEvent(s, 5);  // Lurking
  view::Presentation p;
  p.reset(s);
  (void)play(s, Pass{0});
  (void)play(s, Pass{1});
  p.reset(s);
  const GameState before = s;
  Played last = play(s, Pass{2});
  REQUIRE(s.round == 2);
  p.push(last.events, last.moments, s);
  CHECK(p.pushed() == last.events.size());
  CHECK_FALSE(p.idle());
  int frames = 0;
  bool sawEventPhase = false;
  std::uint64_t shown = p.presented();
  while (!p.idle() && frames < 10000) {
    // The panels' state and the board's scene are the same moment, and the engine's next round is not shown
    // before the board shows the round starting.
    REQUIRE_MESSAGE(view::sceneOf(p.state()) == p.scene(), viewtest::sceneDiff(p.scene(), view::sceneOf(p.state())));
    CHECK(p.state().round == p.scene().round);
    if (p.state().phase == Phase::Event) {
      sawEventPhase = true;
      CHECK(p.state().round == 1);
    }
    CHECK(p.presented() >= shown);  // the log only grows
    shown = p.presented();
    p.update(1.0f / 30.0f);
    ++frames;
  }
  CHECK(sawEventPhase);
  CHECK(frames > 30);  // it took time: the Event card alone is on screen for more than a second
  CHECK(p.presented() == p.pushed());
  CHECK(p.state() == s);  // idle: the presented state is the engine's
  CHECK(p.scene() == view::sceneOf(s));
  CHECK(before.round == 1);
}

TEST_CASE("presentation: finish skips to the present, reset drops what was queued and the log does not wait for it") {
  GameState s = test::roundsGame(2, 4);
  view::Presentation p;
  p.reset(s);
  Played pass = play(s, Pass{0});
  p.push(pass.events, pass.moments, s);
  CHECK_FALSE(p.idle());
  // The turn banner still plays; an announcement tells its fact as it appears, so the Scout's turn is shown.
  CHECK(p.state().turn == 1);
  p.finish();
  CHECK(p.idle());
  CHECK(p.state().turn == 1);
  CHECK(p.presented() == p.pushed());

  Played next = play(s, Pass{1});
  p.push(next.events, next.moments, s);
  REQUIRE_FALSE(p.idle());
  CHECK(p.presented() < p.pushed());
  p.reset(s);
  CHECK(p.idle());
  CHECK(p.state() == s);
  CHECK(p.presented() == p.pushed());
}

TEST_CASE("presentation: without moments the end state is presented, never a wrong moment, speed 0 presents at once") {
  GameState s = test::roundsGame(2, 4);
  view::Presentation p;
  p.reset(s);
  Played pass = play(s, Pass{0});
  p.push(pass.events, Moments{}, s);
  p.finish();
  CHECK(p.state() == s);

  p.setSpeed(0.0f);
  Played next = play(s, Pass{1});
  p.push(next.events, next.moments, s);
  CHECK(p.idle());
  CHECK(p.state() == s);
  CHECK(p.scene() == view::sceneOf(s));
}
