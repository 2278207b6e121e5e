// The presented moment (docs/design.md §9) rests on one promise of the engine: the state it hands over with each
// event (engine.hpp Moments) is the state as that event leaves it. Checked here against the board's own fold
// of the events, event by event, over random play by rounds and in free play: at every event the panels
// (which read the moment) and the board (which folds the events) show the same thing. And the turn, the phase
// and the end of the game change in the moments exactly at the events that tell them, so the Turn panel and
// the status bar never run ahead of the board.
#include <doctest/doctest.h>

#include <variant>

#include "view_play.hpp"

using namespace nemesis;

namespace {

// Checks one command's moments against the fold and the events that tell turns, phases and the end.
void requireMoments(const GameState& before, const EventLog& log, const GameState& after, const Moments& moments) {
  if (moments.empty() && !log.empty()) return;  // a hand refill between games: not a command
  REQUIRE(moments.size() == log.size());
  view::Scene scene = view::sceneOf(before);
  const GameState* last = &before;
  for (std::size_t i = 0; i < log.size(); ++i) {
    const Event& e = log[i];
    const GameState& m = moments[i];
    view::fold(scene, e);
    const view::Scene want = view::sceneOf(m);
    REQUIRE_MESSAGE(scene == want, "after event " << i << " (" << describe(m, e)
                                                  << "): " << viewtest::sceneDiff(scene, want) << "\nevents:\n"
                                                  << viewtest::eventNames(before, log));
    if (m.turn != last->turn && !m.freePlay && m.status == GameStatus::Playing && m.phase == Phase::Player) {
      const auto* started = std::get_if<ev::TurnStarted>(&e.data);
      REQUIRE_MESSAGE(started != nullptr, "the turn changed at " << describe(m, e));
      CHECK(started->character == m.turn);
    }
    if (m.phase != last->phase && m.status == GameStatus::Playing) {
      const bool told = m.phase == Phase::Event ? std::holds_alternative<ev::EventPhaseStarted>(e.data)
                                                : std::holds_alternative<ev::RoundStarted>(e.data);
      REQUIRE_MESSAGE(told, "the phase changed at " << describe(m, e));
    }
    if (m.status != last->status) {
      const bool told = m.status == GameStatus::Won ? std::holds_alternative<ev::GameWon>(e.data)
                                                    : std::holds_alternative<ev::GameOver>(e.data);
      REQUIRE_MESSAGE(told, "the game ended at " << describe(m, e));
    }
    last = &m;
  }
  // The engine may still book-keep after its last event (counters); what is drawn then is the state after.
  if (!moments.empty()) CHECK(view::sceneOf(moments.back()) == view::sceneOf(after));
}

// Checks every event of `commands` random commands per board and player count, played by `play`.
using Player = void (*)(const std::shared_ptr<const Board>&, int, std::uint64_t, int, const viewtest::StepFn&);
int checkRandomPlay(Player play, std::uint64_t seed) {
  int events = 0;
  auto check = [&](const GameState& before, const EventLog& log, const GameState& after, const Moments& moments) {
    events += static_cast<int>(log.size());
    requireMoments(before, log, after, moments);
  };
  for (const auto& board : {test::basicBoard(), test::trainingBoard()}) {
    for (int players = 1; players <= 5; ++players) {
      CAPTURE(players);
      play(board, players, seed + static_cast<std::uint64_t>(players), 300, check);
    }
  }
  MESSAGE("events checked " << events);
  return events;
}

}  // namespace

TEST_CASE("moments: each event's state is what the board shows after folding it, over random games by rounds") {
  CHECK(checkRandomPlay(viewtest::randomRounds, 700) > 10000);
}

TEST_CASE("moments: each event's state is what the board shows after folding it, in free play with forced chance") {
  CHECK(checkRandomPlay(viewtest::randomPlay, 900) > 5000);
}

TEST_CASE("moments: none are recorded unless asked for, and a refused command records none") {
  GameState s = test::roundsGame(2, 3);
  EventLog log;
  Moments moments;
  CHECK_FALSE(apply(s, Pass{1}, log, &moments).ok());  // not the Scout's turn
  CHECK(moments.empty());
  CHECK(apply(s, Pass{0}, log, &moments).ok());
  CHECK(moments.size() == log.size());
  CHECK(moments.back().turn == 1);
}
