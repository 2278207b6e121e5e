// End-to-end smoke checks of the engine shape: a move resolves through the queue into cited events.
#include "support.hpp"

using namespace test;

TEST_CASE("a Movement into an unexplored room reveals it and rolls for Noise") {
  GameState s = game();
  // Hibernatorium (11) -> room 6 through corridor 2.
  setExplorationToken(s, 6, ExplorationEffect::Slime);
  forceNoise(s, {NoiseResult::One});
  const EventLog log = play(s, move(s, 0, 6));
  for (const Event& e : log) MESSAGE(describe(s, e) << "   [" << citation(e.rule) << "]");
  CHECK(s.character(0).room == room(s, 6));
  CHECK(s.room(room(s, 6)).explored);
  CHECK(countOf<ev::NoiseRolled>(log) == 1);
  CHECK(s.hasNoise(exitOf(s, 6, 1)));
  CHECK(s.character(0).slime);
}

TEST_CASE("random legal play keeps the invariants (smoke)") {
  GameState s = game(3, 7);
  std::vector<Command> legal;
  EventLog log;
  Pcg32 pick(99, 1);
  for (int i = 0; i < 2000 && s.status == GameStatus::Playing; ++i) {
    legalCommands(s, legal);
    if (legal.empty()) {
      for (int c = 0; c < s.characterCount(); ++c) refillHand(s, c, log);
      continue;
    }
    log.clear();
    const Command cmd = legal[pick.below(static_cast<std::uint32_t>(legal.size()))];
    REQUIRE(apply(s, cmd, log).ok());
    const auto problems = checkInvariants(s);
    REQUIRE_MESSAGE(problems.empty(), problems.front());
  }
}
