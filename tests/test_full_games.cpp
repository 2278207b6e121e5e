// Seeded random full games by rounds (random legal players) to the end: every game ends won or lost,
// the invariants hold after every step, and saves round-trip in the middle of a game.
#include "engine/nemesis/scenario.hpp"
#include "rounds_support.hpp"

using namespace test;

TEST_CASE("random legal play by rounds finishes every game, on both boards, with 1-5 characters") {
  std::vector<Command> legal;
  int won = 0;
  int lost = 0;
  int roundTrips = 0;
  for (const auto& board : {basicBoard(), trainingBoard()}) {
    for (int players = 1; players <= 5; ++players) {
      for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        CAPTURE(players);
        CAPTURE(seed);
        GameState s = roundsGame(players, seed * 31 + static_cast<std::uint64_t>(players), board);
        Pcg32 pick(seed, 17);
        int steps = 0;
        while (s.status == GameStatus::Playing) {
          legalCommands(s, legal);
          REQUIRE_FALSE(legal.empty());
          const Command cmd = legal[pick.below(static_cast<std::uint32_t>(legal.size()))];
          EventLog log;
          REQUIRE(apply(s, cmd, log).ok());
          const auto problems = checkInvariants(s);
          REQUIRE_MESSAGE(problems.empty(), problems.front());
          REQUIRE(++steps < 5000);
          if (steps % 37 == 0) {
            GameState back = parseScenario(writeScenario(s), "mid.json", asset("boards"));
            back.board = s.board;
            REQUIRE(back == s);
            ++roundTrips;
          }
        }
        CHECK(s.round <= kLastRound);
        (s.status == GameStatus::Won ? won : lost)++;
        if (s.status == GameStatus::Won) {
          CHECK(awakeCharacters(s) == 0);
          CHECK(livingCharacters(s) > 0);
        }
      }
    }
  }
  MESSAGE("won " << won << ", lost " << lost << ", save round trips " << roundTrips);
  CHECK(won > 0);
  CHECK(lost > 0);
  CHECK(roundTrips > 50);
}
