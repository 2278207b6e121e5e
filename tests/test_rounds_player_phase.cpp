// The Player phase (RULES.md §5; seed 004 "Fire Marker"): turns of 2 actions, 1 action and pass, or pass,
// from the First Player; hands refilled each round; the First Player token; Fire wounds at the end of a turn.
#include "rounds_support.hpp"

using namespace test;

namespace {

// Three characters in the Hibernatorium (11); rooms 15 and 6 next to it are explored and empty.
GameState threeInHibernatorium() {
  GameState s = roundsGame(3, 7);
  setRoom(s, 15, RoomTile::Canteen, true);
  setRoom(s, 6, RoomTile::Shower, true);
  return s;
}

}  // namespace

// RULE: Player phase: refill hands; turns go round from the First Player; a turn is 2 actions, 1 action and pass, or pass; once passed, no more actions this round.
// RULE: Remember that 1 round is 2 Actions of 1 Character (or 1 Action and pass, or simply pass).
SCENARIO("a turn is 2 actions, then the next character in player order takes a turn") {
  GIVEN("three characters, the Captain holding the First Player token") {
    GameState s = threeInHibernatorium();
    REQUIRE(s.firstPlayer == 0);
    REQUIRE(s.turn == 0);
    WHEN("the Scout tries to move during the Captain's turn") {
      const Verdict v = validate(s, move(s, 1, 15));
      THEN("it is refused, naming whose turn it is") {
        CHECK(v.code == Refusal::NotYourTurn);
        CHECK(explain(s, v) == "It is Captain's turn: Scout must wait.");
      }
    }
    WHEN("the Captain takes 2 actions") {
      forceNoise(s, {NoiseResult::Silence});
      play(s, move(s, 0, 15));
      CHECK(s.turn == 0);
      CHECK(s.actions == 1);
      const EventLog log = play(s, move(s, 0, 11));
      THEN("the Scout's turn begins") {
        CHECK(s.turn == 1);
        CHECK(s.actions == 0);
        REQUIRE(countOf<ev::TurnStarted>(log) == 1);
        CHECK(eventsOf<ev::TurnStarted>(log).front().character == 1);
        CHECK(cites<ev::TurnStarted>(log, RuleId::PlayerTurns));
      }
    }
    WHEN("the Captain takes 1 action and passes") {
      forceNoise(s, {NoiseResult::Silence});
      play(s, move(s, 0, 15));
      const EventLog log = play(s, Pass{0});
      THEN("the Captain has passed and the Scout acts; the Captain gets no more turns this round") {
        CHECK(countOf<ev::Passed>(log) == 1);
        CHECK(s.character(0).passed);
        CHECK(s.turn == 1);
        play(s, Pass{1});
        CHECK(s.turn == 2);
        forceNoise(s, {NoiseResult::Silence});
        play(s, move(s, 2, 6));
        play(s, move(s, 2, 11));
        // The Captain passed: the Soldier's next turn follows its own.
        CHECK(s.turn == 2);
        CHECK(validate(s, move(s, 0, 11)).code == Refusal::NotYourTurn);
      }
    }
    WHEN("everyone passes") {
      quietEventPhase(s);
      const EventLog log = passAll(s);
      THEN("the Event phase follows and round 2 begins with nobody passed") {
        CHECK(countOf<ev::EventPhaseStarted>(log) == 1);
        CHECK(s.round == 2);
        CHECK(s.phase == Phase::Player);
        for (const Character& c : s.characters) CHECK_FALSE(c.passed);
      }
    }
  }
}

TEST_CASE("Pass is refused when it is not the character's turn, and in free play") {
  GameState s = threeInHibernatorium();
  CHECK(validate(s, Pass{2}).code == Refusal::NotYourTurn);
  GameState free = game(2);
  const Verdict v = validate(free, Pass{0});
  CHECK(v.code == Refusal::FreePlayNoTurns);
  CHECK(explain(free, v) == "This game is in free play: there are no turns, so nobody passes.");
  std::vector<Command> legal;
  legalCommands(s, legal);
  for (const Command& c : legal) {
    std::visit(
        [](const auto& x) {
          if constexpr (!std::is_same_v<std::decay_t<decltype(x)>, ForceOutcomes>) CHECK(x.character == 0);
        },
        c);
  }
  CHECK(std::any_of(legal.begin(), legal.end(), [](const Command& c) { return std::holds_alternative<Pass>(c); }));
}

// RULE: Each Character: a deck of 10 Action cards, hand refilled to 5 at the start of each round.
SCENARIO("hands are refilled to 5 at the start of each round, the deck reshuffled from the discard pile") {
  GameState s = threeInHibernatorium();
  GIVEN("the Captain holds 1 card, with an empty deck and 9 cards in the discard pile") {
    Character& c = s.character(0);
    c.hand = {Card{CardKind::Action, 4}};
    c.deck.clear();
    c.discard.clear();
    for (int n = 1; n <= kActionDeckSize; ++n) {
      if (n != 4) c.discard.push_back(Card{CardKind::Action, n});
    }
    quietEventPhase(s);
    const EventLog log = passAll(s);
    THEN("the discard pile is shuffled into a new deck and the hand is 5 again") {
      CHECK(cites<ev::DeckReshuffled>(log, RuleId::HandRefill));
      CHECK(s.character(0).handSize() == kHandSize);
      CHECK(s.character(0).deck.size() == 5);
      CHECK(s.character(0).discard.empty());
    }
  }
}

// RULE: First Player token passes left each round after the first.
TEST_CASE("the First Player token passes left each round after the first, and turns start from it") {
  GameState s = threeInHibernatorium();
  for (int round = 1; round <= 4; ++round) {
    CHECK(s.round == round);
    CHECK(s.firstPlayer == (round - 1) % 3);
    CHECK(s.turn == s.firstPlayer);
    quietEventPhase(s);
    const EventLog log = passAll(s);
    CHECK(cites<ev::FirstPlayerChanged>(log, RuleId::FirstPlayerPasses));
  }
}

TEST_CASE("the First Player token skips dead characters") {
  GameState s = threeInHibernatorium();
  s.character(1).alive = false;
  s.room(s.character(1).room).corpses++;
  quietEventPhase(s);
  passAll(s);
  CHECK(s.firstPlayer == 2);
}

// RULE: Every time a Character ends their round (each round!) in a Room with a Fire marker, this Character suffers 1 Light Wound.
// RULE: Important: Characters suffer Wounds from Fire only after they finished their round.
SCENARIO("a turn that ends in a Fire room gives 1 Light Wound, an action there before the end does not") {
  GameState s = roundsGame(2, 7);
  setRoom(s, 15, RoomTile::Canteen, true);
  setRoom(s, 6, RoomTile::Shower, true);
  s.room(room(s, 15)).fire = true;
  putCharacter(s, 0, 15);
  WHEN("the Captain moves out of the fire and back in") {
    const EventLog first = play(s, move(s, 0, 11));
    CHECK(countOf<ev::WoundSuffered>(first) == 0);
    forceNoise(s, {NoiseResult::Silence});
    const EventLog second = play(s, move(s, 0, 15));
    THEN("the wound comes at the end of the turn, in the Fire room") {
      CHECK(cites<ev::WoundSuffered>(second, RuleId::FireWound));
      CHECK(s.character(0).lightWounds == 1);
      CHECK(indexOf<ev::WoundSuffered>(second) < indexOf<ev::TurnStarted>(second));
    }
  }
  WHEN("the Captain moves out of the fire with 2 actions") {
    play(s, move(s, 0, 11));
    forceNoise(s, {NoiseResult::Silence});
    play(s, move(s, 0, 6));
    THEN("no wound") {
      CHECK(s.character(0).lightWounds == 0);
    }
  }
}

// RULE: If the Character passes, they suffer 1 Light Wound from Fire at the end of their round, but they won't suffer any more Wounds from Fire this turn, even if other Characters play their round after them.
TEST_CASE("a character passing in a Fire room suffers 1 Light Wound, and no more that round") {
  GameState s = roundsGame(2, 7);
  setRoom(s, 15, RoomTile::Canteen, true);
  setRoom(s, 6, RoomTile::Shower, true);
  s.room(room(s, 15)).fire = true;
  putCharacter(s, 0, 15);
  const EventLog log = play(s, Pass{0});
  CHECK(cites<ev::WoundSuffered>(log, RuleId::FireWound));
  CHECK(s.character(0).lightWounds == 1);
  forceNoise(s, {NoiseResult::Silence, NoiseResult::Silence});
  play(s, move(s, 1, 6));
  play(s, move(s, 1, 11));
  CHECK(s.turn == 1);  // the Captain passed: the Scout plays on
  play(s, move(s, 1, 15));
  CHECK(s.character(0).lightWounds == 1);
  quietEventPhase(s);
  play(s, Pass{1});
  CHECK(s.round == 2);
  CHECK(s.character(0).lightWounds == 1);
  CHECK(s.character(1).lightWounds == 1);  // the Scout's own turn ended in the fire (room 15)
}

TEST_CASE("a character who dies during its own turn ends that turn") {
  GameState s = roundsGame(2, 7);
  setRoom(s, 15, RoomTile::Canteen, true);
  Character& c = s.character(0);
  c.seriousWounds = kMaxSeriousWounds;
  addIntruder(s, IntruderType::Adult, 11);
  forceAttack(s, AttackKind::Bite);
  forceNoise(s, {NoiseResult::Silence});
  const EventLog log = play(s, move(s, 0, 15));  // Escape: the Adult attacks first and kills
  CHECK_FALSE(s.character(0).alive);
  CHECK(s.turn == 1);
  CHECK(countOf<ev::TurnStarted>(log) == 1);
}
