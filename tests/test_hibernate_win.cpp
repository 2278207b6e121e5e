// Hibernation (the Hibernatorium's Room action), winning and losing (issue 5), and the end statistics.
#include "engine/nemesis/scenario.hpp"
#include "rounds_support.hpp"

using namespace test;

namespace {

Hibernate hibernate(const GameState& s, int character) {
  return Hibernate{character, defaultPayment(s, character, 2)};
}

}  // namespace

// RULE: Hibernate is a Room action of the Hibernatorium: it costs 2 Action cards, cannot be taken in Combat or with a Malfunction marker there, and makes a Noise roll; it fails if an Intruder is in the room after the roll. A hibernated Character takes no more turns.
SCENARIO("Hibernate in the Hibernatorium") {
  GameState s = roundsGame(2, 5);
  WHEN("the Captain hibernates and the roll brings nobody") {
    forceNoise(s, {NoiseResult::One});
    const EventLog log = play(s, hibernate(s, 0));
    THEN("2 cards are paid, the roll is made, the Captain sleeps and takes no more turns") {
      CHECK(s.character(0).handSize() == 3);
      CHECK(countOf<ev::NoiseRolled>(log) == 1);
      CHECK(cites<ev::CharacterHibernated>(log, RuleId::Hibernate));
      CHECK(s.character(0).hibernated);
      CHECK(s.turn == 1);
      CHECK(validate(s, move(s, 0, 15)).code == Refusal::CharacterHibernated);
      quietEventPhase(s);
      play(s, Pass{1});
      CHECK(s.turn == 1);  // round 2: the token passed to the Scout, and the Captain sleeps
      CHECK(s.firstPlayer == 1);
      CHECK(s.character(0).handSize() == 3);  // no refill in hibernation
    }
  }
  WHEN("the roll makes an Intruder appear") {
    mark(s, exitOf(s, 11, 2));
    forceNoise(s, {NoiseResult::Two});
    forceBag(s, IntruderType::Adult, 2);
    const EventLog log = play(s, hibernate(s, 0));
    THEN("the hibernation fails") {
      CHECK(cites<ev::HibernationFailed>(log, RuleId::Hibernate));
      CHECK_FALSE(s.character(0).hibernated);
      CHECK(s.status == GameStatus::Playing);
    }
  }
}

// RULE: If there is a Malfunction marker in a Room, that Room's Action is no longer available.
// RULE: They disable even Special Rooms (such as the Hibernatorium, Cockpit, Engines).
// RULE: Malfunction markers have two purposes - 1) they prevent you from using this Room's Actions and 2) may cause loss of integrity of the ship's hull - meaning that everything on board dies.
TEST_CASE("Hibernate is refused outside the Hibernatorium, in Combat, with a Malfunction, or out of turn") {
  GameState s = roundsGame(2, 5);
  CHECK(validate(s, hibernate(s, 1)).code == Refusal::NotYourTurn);
  CHECK(validate(s, Hibernate{0, Payment::of({s.character(0).hand[0].number})}).code == Refusal::WrongCardCount);
  s.room(room(s, 11)).malfunction = true;
  Verdict v = validate(s, hibernate(s, 0));
  CHECK(v.code == Refusal::HibernateMalfunction);
  CHECK(explain(s, v).find("Malfunction") != std::string::npos);
  s.room(room(s, 11)).malfunction = false;
  addIntruder(s, IntruderType::Larva, 11);
  CHECK(validate(s, hibernate(s, 0)).code == Refusal::HibernateInCombat);
  s.intruders.clear();
  setRoom(s, 15, RoomTile::Canteen, true);
  putCharacter(s, 0, 15);
  v = validate(s, hibernate(s, 0));
  CHECK(v.code == Refusal::NotInHibernatorium);
  CHECK(explain(s, v) == "Hibernate is the Room action of the Hibernatorium; the character is in room 15 (Canteen).");
}

// RULE: Note: A Malfunction marker in the Hibernatorium has no effect on already Hibernated Characters.
TEST_CASE("a Malfunction in the Hibernatorium leaves hibernated characters asleep") {
  GameState s = game(2, 5);
  s.character(0).hibernated = true;
  forceEvent(s, 12);  // Malfunction: in the room of the First Player, the (hibernated) Captain
  forceBag(s, IntruderType::Blank);
  eventPhase(s);
  CHECK(s.room(room(s, 11)).malfunction);
  CHECK(s.character(0).hibernated);
  CHECK(s.status == GameStatus::Playing);
}

// RULE: The game is won when every living Character has hibernated before the time track runs out.
SCENARIO("the game is won when every living character has hibernated") {
  GIVEN("the Captain alone hibernates") {
    GameState s = roundsGame(1, 5);
    forceNoise(s, {NoiseResult::One});
    const EventLog log = play(s, hibernate(s, 0));
    THEN("the game is won at once") {
      CHECK(s.status == GameStatus::Won);
      CHECK(cites<ev::GameWon>(log, RuleId::GameWon));
      CHECK(eventsOf<ev::GameWon>(log).front().survivors == 1);
      std::vector<Command> legal;
      legalCommands(s, legal);
      CHECK(legal.empty());
      CHECK(validate(s, Pass{0}).code == Refusal::GameOver);
    }
  }
  GIVEN("the Captain hibernated and the Scout dies") {
    GameState s = roundsGame(2, 5);
    s.character(0).hibernated = true;
    s.turn = 1;
    s.character(1).seriousWounds = kMaxSeriousWounds;
    addIntruder(s, IntruderType::Adult, 11);
    forceAttack(s, AttackKind::Bite);
    setRoom(s, 15, RoomTile::Canteen, true);
    play(s, move(s, 1, 15));
    THEN("every living character is in hibernation: won") {
      CHECK_FALSE(s.character(1).alive);
      CHECK(s.status == GameStatus::Won);
    }
  }
}

TEST_CASE("hibernated characters are off the board: no Combat, no attacks, no Noise rolls from the bag") {
  GameState s = game(2, 5);
  s.character(0).hibernated = true;
  setRoom(s, 15, RoomTile::Canteen, true);
  putCharacter(s, 1, 15);
  addIntruder(s, IntruderType::Adult, 11);
  CHECK_FALSE(intruderInCombat(s, s.intruders.back()));
  CHECK_FALSE(characterInCombat(s, 0));
  CHECK(attackTarget(s, 11) == -1);
  forceNoise(s, {NoiseResult::Silence});
  const EventLog log = [&] {
    forceEvent(s, 3);
    forceBag(s, IntruderType::Adult);
    return eventPhase(s);
  }();
  CHECK(countOf<ev::IntruderAttacks>(log) == 0);
  REQUIRE(countOf<ev::NoiseRolled>(log) == 1);  // the Scout only
  CHECK(eventsOf<ev::NoiseRolled>(log).front().character == 1);
}

TEST_CASE("the statistics of the end screen: rounds, rooms explored, Encounters, Noise rolls by result") {
  GameState s = roundsGame(1, 5);
  CHECK(roomsExplored(s) == 0);
  setRoom(s, 15, RoomTile::Canteen, false);
  setExplorationToken(s, 15, ExplorationEffect::Silence);
  play(s, move(s, 0, 15));  // a Silence token: no roll
  CHECK(roomsExplored(s) == 1);
  mark(s, exitOf(s, 11, 2));
  forceNoise(s, {NoiseResult::Two});
  forceBag(s, IntruderType::Larva);
  play(s, move(s, 0, 11));
  CHECK(s.stats.encounters == 1);
  CHECK(s.stats.noiseRolls[1] == 1);
  // Saved and loaded, they come back.
  GameState back = parseScenario(writeScenario(s), "stats.json", asset("boards"));
  back.board = s.board;  // states compare their board by identity
  CHECK(back == s);
  CHECK(back.stats.encounters == 1);
}
