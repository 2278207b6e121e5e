// Events carry the whole fact (docs/design.md §2): a viewer never has to guess from earlier events. The drawn
// Intruder token names the room and Character of its Encounter, the attack card its attacker and target, and a
// game lost to the time track says so in its GameOver.
#include "rounds_support.hpp"

using namespace test;

TEST_CASE("the token drawn for an Encounter names its room and Character, one drawn at bag development names none") {
  GameState s = game(2, 5);
  setRoom(s, 15, RoomTile::Cabins, true);
  mark(s, exitOf(s, 15, 1));
  forceBag(s, IntruderType::Adult, 4);
  ensureInBag(s, IntruderType::Adult, 4);
  forceNoise(s, {NoiseResult::One});
  const EventLog encounter = play(s, move(s, 1, 15));  // the Scout (player 1) has the Encounter
  REQUIRE(countOf<ev::TokenDrawn>(encounter) == 1);
  const ev::TokenDrawn drawn = eventsOf<ev::TokenDrawn>(encounter)[0];
  CHECK(drawn.room == room(s, 15));
  CHECK(drawn.character == 1);
  CHECK((drawn.type == IntruderType::Adult));

  forceEvent(s, 3);
  forceBag(s, IntruderType::Blank);
  const EventLog phase = eventPhase(s);
  REQUIRE(countOf<ev::TokenDrawn>(phase) == 1);
  CHECK(eventsOf<ev::TokenDrawn>(phase)[0].room == -1);
  CHECK(eventsOf<ev::TokenDrawn>(phase)[0].character == -1);
}

TEST_CASE("the attack card names its attacker and the Character it attacks") {
  GameState s = game(2, 5);
  setRoom(s, 15, RoomTile::Canteen, true);
  putCharacter(s, 0, 15);
  putCharacter(s, 1, 15);
  setHand(s, 0, {1, 2, 3});
  setHand(s, 1, {1, 2});  // fewest Action cards: the target
  const int adult = addIntruder(s, IntruderType::Adult, 15);
  forceAttack(s, AttackKind::Claw);
  forceEvent(s, 3);
  forceBag(s, IntruderType::Blank);
  const EventLog log = eventPhase(s);
  REQUIRE(countOf<ev::AttackCardDrawn>(log) == 1);
  const ev::AttackCardDrawn card = eventsOf<ev::AttackCardDrawn>(log)[0];
  CHECK(card.intruder == adult);
  CHECK(card.character == 1);
  CHECK((card.kind == AttackKind::Claw));
}

// RULE: After round 15 the time track has run out: every Character still awake dies; the game is won if a hibernated Character lives, else lost.
TEST_CASE("a game lost to the time track reports TimeRanOut, not all dead, one lost to wounds still reports AllDead") {
  GameState s = roundsGame(2, 3);
  s.round = kLastRound;
  quietEventPhase(s);
  const EventLog log = passAll(s);
  CHECK(s.status == GameStatus::Lost);
  CHECK(s.loss == LossReason::TimeRanOut);
  REQUIRE(countOf<ev::GameOver>(log) == 1);
  CHECK((eventsOf<ev::GameOver>(log)[0].reason == LossReason::TimeRanOut));
  CHECK(cites<ev::GameOver>(log, RuleId::TimeRunsOut));
  CHECK(describe(s, log[static_cast<std::size_t>(indexOf<ev::GameOver>(log))]) ==
        "The time track has run out and nobody is in hibernation. Game over.");

  GameState w = game(1, 8);
  setRoom(w, 15, RoomTile::Canteen, true);
  w.character(0).seriousWounds = 3;
  addIntruder(w, IntruderType::Adult, 11);
  forceAttack(w, AttackKind::Bite);
  const EventLog escape = play(w, move(w, 0, 15));  // the Adult bites the escaping Captain
  CHECK(w.loss == LossReason::AllDead);
  CHECK(cites<ev::GameOver>(escape, RuleId::AllDead));
}
