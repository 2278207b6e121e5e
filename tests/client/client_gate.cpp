// The one gate (GameSession::submit, as Nemesis hooks it): every command, whatever asked for it, passes the same hooks, and the engine's
// refusal is the only refusal of a command. These are the paths that had refusals or checks of their own.
#include <doctest/doctest.h>

#include "client_support.hpp"
#include "engine/nemesis/engine.hpp"
#include "support.hpp"

using nemesis::app::App;
using namespace clienttest;

TEST_CASE("a click on the mover's own room is refused by the engine, in the engine's words") {
  App app(headlessOptions(1, 3));
  frames(app);
  const nemesis::GameState before = nemesisOf(app).state();
  const int room = before.character(0).room;
  click(app, nemesisOf(app).roomOnScreen(room));
  frames(app, 1);
  const nemesis::Move asked{0, room, nemesis::Payment::of({before.character(0).hand.front().number})};
  const nemesis::Verdict v = nemesis::validate(before, asked);
  REQUIRE(v.code == nemesis::Refusal::AlreadyThere);
  CHECK(app.ui().status == nemesis::refusalText(before, asked, v));
  CHECK(app.ui().statusIsError);
  CHECK(nemesisOf(app).history().commands().empty());
}

TEST_CASE("a click after the game ended is refused by the engine, in the engine's words") {
  App app(headlessOptions(1, 5));
  // Quiet rounds to the end of the time track: the Event card #2 (no effect) and a Blank from the bag each round.
  for (int round = 1; round <= nemesis::kLastRound && nemesisOf(app).state().status == nemesis::GameStatus::Playing;
       ++round) {
    nemesis::ForcedOutcomes add;
    add.event.push_back(2);
    add.bag.push_back({nemesis::IntruderType::Blank, 0});
    REQUIRE(nemesisOf(app).submit(nemesis::ForceOutcomes{std::move(add)}).ok());
    REQUIRE(nemesisOf(app).submit(nemesis::Pass{0}).ok());
  }
  REQUIRE(nemesisOf(app).state().status == nemesis::GameStatus::Lost);
  settle(app);
  const nemesis::GameState over = nemesisOf(app).state();
  const std::size_t commands = nemesisOf(app).history().commands().size();
  const int room = over.character(0).room == 0 ? 1 : 0;
  click(app, nemesisOf(app).roomOnScreen(room));
  frames(app, 1);
  const nemesis::Move asked{0, room, nemesis::Payment::of({over.character(0).hand.front().number})};
  const nemesis::Verdict v = nemesis::validate(over, asked);
  REQUIRE(v.code == nemesis::Refusal::GameOver);
  CHECK(app.ui().status == nemesis::refusalText(over, asked, v));
  CHECK(nemesisOf(app).history().commands().size() == commands);
}

TEST_CASE("the debug overlay's forced outcome waits for the board: refused while it still presents a move") {
  ItemRecording recording;
  App app(headlessOptions(1, 3));
  app.ui().showDebug = true;
  redrawn(app, 3);
  const nemesis::GameState& s = nemesisOf(app).state();
  const int target = reachableNeighbour(s, 0);
  REQUIRE(target >= 0);
  REQUIRE(
      nemesisOf(app).submit(nemesis::Move{0, target, nemesis::Payment::of({s.character(0).hand.front().number})}).ok());
  REQUIRE_FALSE(nemesisOf(app).presentation().idle());  // the move's events are still being shown
  const std::size_t commands = nemesisOf(app).history().commands().size();
  clickWidget(app, "debug.noise.Danger");
  frames(app, 1);
  CHECK(nemesisOf(app).state().chance.forced.noise.empty());
  CHECK(nemesisOf(app).history().commands().size() == commands);
  CHECK(app.ui().status.find("still showing") != std::string::npos);

  settle(app);
  redrawn(app);
  clickWidget(app, "debug.noise.Danger");
  frames(app, 1);
  CHECK(nemesisOf(app).state().chance.forced.noise == std::vector<nemesis::NoiseResult>{nemesis::NoiseResult::Danger});
}
