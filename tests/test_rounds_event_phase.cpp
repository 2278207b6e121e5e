// The Event phase steps (RULES.md §5): the time track and its end, Intruders in Combat attacking, Fire damage.
#include "rounds_support.hpp"

using namespace test;

// RULE: Event phase: time track +1; each Intruder in Combat attacks; Fire damage (1 Injury to each Intruder in a Fire room); an Event card (Intruder movement, then its effect); bag development; end of round.
SCENARIO("the Event phase runs its steps in order once everyone has passed") {
  GameState s = roundsGame(2, 3);
  setRoom(s, 15, RoomTile::Canteen, true);
  s.room(room(s, 15)).fire = true;
  const int adult = addIntruder(s, IntruderType::Adult, 11);  // in Combat with both characters
  const int creeper = addIntruder(s, IntruderType::Creeper, 15);
  forceAttack(s, AttackKind::Slime);
  forceEvent(s, 3);  // Regeneration: Breeders and Queens move; no effect in this module
  forceBag(s, IntruderType::Blank);
  const EventLog log = passAll(s);
  THEN("time, attacks, fire, the card, the bag and the new round follow one another") {
    const int time = indexOf<ev::TimeAdvanced>(log);
    const int attack = indexOf<ev::IntruderAttacks>(log);
    const int fire = indexOf<ev::IntruderInjured>(log);
    const int card = indexOf<ev::EventCardDrawn>(log);
    const int bag = indexOf<ev::TokenDrawn>(log);
    const int round = indexOf<ev::RoundStarted>(log);
    REQUIRE(time >= 0);
    CHECK(time < attack);
    CHECK(attack < fire);
    CHECK(fire < card);
    CHECK(card < bag);
    CHECK(bag < round);
    CHECK(eventsOf<ev::TimeAdvanced>(log).front().roundsLeft == kLastRound - 1);
    CHECK(eventsOf<ev::IntruderAttacks>(log).front().intruder == adult);
    CHECK((cites<ev::IntruderAttacks>(log, RuleId::AttackTarget) ||
           cites<ev::IntruderAttacks>(log, RuleId::AttackTargetTie)));
    CHECK(eventsOf<ev::IntruderInjured>(log).front().intruder == creeper);
    CHECK(cites<ev::TokenDrawn>(log, RuleId::BagDevelopment));
    CHECK(s.round == 2);
  }
}

TEST_CASE("each Intruder in Combat attacks the Character with the fewest Action cards, others do not attack") {
  GameState s = game(2, 3);
  setRoom(s, 15, RoomTile::Canteen, true);
  putCharacter(s, 1, 15);
  setHand(s, 0, {1, 2});
  setHand(s, 1, {1, 2, 3});
  addIntruder(s, IntruderType::Adult, 11);
  addIntruder(s, IntruderType::Adult, 2);  // alone: not in Combat
  forceAttack(s, AttackKind::Claw);
  forceEvent(s, 3);
  forceBag(s, IntruderType::Blank);
  const EventLog log = eventPhase(s);
  REQUIRE(countOf<ev::IntruderAttacks>(log) == 1);
  CHECK(eventsOf<ev::IntruderAttacks>(log).front().character == 0);
  CHECK(s.character(0).lightWounds == 2);
}

// RULE: During each Event Phase, during the Fire Damage step, each Intruder present in a Room with a Fire marker suffers 1 Injury.
// RULE: Fire markers have three functions - 1) they wound Characters staying in Rooms on fire, 2) they deal Injuries to Intruders and 3) they may cause the explosion of the whole ship.
TEST_CASE("Fire damage: 1 Injury to each Intruder in a Fire room, every Event phase") {
  GameState s = game(1, 3);
  setRoom(s, 15, RoomTile::Canteen, true);
  s.room(room(s, 15)).fire = true;
  const int burning = addIntruder(s, IntruderType::Adult, 15);
  const int safe = addIntruder(s, IntruderType::Adult, 6);
  for (int phase = 1; phase <= 2; ++phase) {
    forceEvent(s, 3);
    forceBag(s, IntruderType::Blank);
    const EventLog log = eventPhase(s);
    CHECK(cites<ev::IntruderInjured>(log, RuleId::FireDamage));
    CHECK(s.intruders[static_cast<std::size_t>(intruderIndex(s, burning))].injuries == phase);
    CHECK(s.intruders[static_cast<std::size_t>(intruderIndex(s, safe))].injuries == 0);
  }
}

SCENARIO("the time track runs out after round 15") {
  GIVEN("round 15, the Captain hibernated and the Scout awake") {
    GameState s = roundsGame(2, 3);
    s.round = kLastRound;
    s.character(0).hibernated = true;
    s.turn = 1;
    quietEventPhase(s);
    const EventLog log = play(s, Pass{1});
    THEN("the Scout dies, and the game is won by the survivor") {
      CHECK(eventsOf<ev::TimeAdvanced>(log).front().roundsLeft == 0);
      CHECK(cites<ev::CharacterDied>(log, RuleId::TimeRunsOut));
      CHECK_FALSE(s.character(1).alive);
      CHECK(s.character(0).alive);
      CHECK(s.status == GameStatus::Won);
      CHECK(cites<ev::GameWon>(log, RuleId::GameWon));
      CHECK(countOf<ev::EventCardDrawn>(log) == 0);  // nothing after the end
    }
  }
  GIVEN("round 15 and nobody hibernated") {
    GameState s = roundsGame(1, 3);
    s.round = kLastRound;
    const EventLog log = play(s, Pass{0});
    THEN("everyone dies: the game is lost, to the time track") {
      CHECK(s.status == GameStatus::Lost);
      CHECK(s.loss == LossReason::TimeRanOut);
      REQUIRE(countOf<ev::GameOver>(log) == 1);
      CHECK((eventsOf<ev::GameOver>(log).front().reason == LossReason::TimeRanOut));
      CHECK(cites<ev::GameOver>(log, RuleId::TimeRunsOut));
    }
  }
  GIVEN("round 14") {
    GameState s = roundsGame(1, 3);
    s.round = kLastRound - 1;
    quietEventPhase(s);
    play(s, Pass{0});
    THEN("round 15 is played") {
      CHECK(s.status == GameStatus::Playing);
      CHECK(s.round == kLastRound);
    }
  }
}
