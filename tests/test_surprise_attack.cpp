// The Surprise Attack check (seed 003 "Resolving an Encounter", RULES.md §7), written once in
// src/engine/nemesis/surprise_attack.cpp and used twice: by every Encounter, and by the Queen drawn at bag development
// with a Character in the Nest (RULES.md §2 and the QueenInNest ruling). Each use is tested at the boundary:
// a hand equal to the token's number makes no attack, one card fewer makes one.
#include "rounds_support.hpp"

using namespace test;

namespace {

// Character 0's hand: exactly `actions` Action cards (numbered from 1) and `contamination` Contamination cards.
void holdCards(GameState& s, int actions, int contamination = 0) {
  Character& c = s.character(0);
  c.hand.clear();
  c.deck.clear();
  c.discard.clear();
  for (int n = 1; n <= kActionDeckSize; ++n) (n <= actions ? c.hand : c.deck).push_back(Card{CardKind::Action, n});
  for (int i = 0; i < contamination; ++i) c.hand.push_back(Card{CardKind::Contamination, s.nextContamination++});
}

// The Encounter use: the Captain walks from the Hibernatorium (11) into room 15 (explored, empty), pays 1 Action
// card, and rolls a 1 into the marked corridor 1: an Encounter with the Adult token numbered `number`. The hand
// then holds `hand` cards, `contamination` of them Contamination cards.
EventLog encounterWithHand(GameState& s, int number, int hand, int contamination = 0) {
  setRoom(s, 15, RoomTile::Cabins, true);
  holdCards(s, hand - contamination + 1, contamination);
  mark(s, exitOf(s, 15, 1));
  ensureInBag(s, IntruderType::Adult, number);
  forceBag(s, IntruderType::Adult, number);
  forceNoise(s, {NoiseResult::One});
  return play(s, move(s, 0, 15));
}

// The bag development use: the Captain stands in the Nest (room 9) holding `hand` cards when the Event phase's
// bag development draws the Queen (token number 4). Event card #3 moves only Breeders and Queens: none is out.
EventLog queenWithHand(GameState& s, int hand, int contamination = 0) {
  setRoom(s, 9, RoomTile::Nest, true);
  putCharacter(s, 0, 9);
  holdCards(s, hand - contamination, contamination);
  forceEvent(s, 3);
  forceBag(s, IntruderType::Queen);
  return eventPhase(s);
}

constexpr int kQueenNumber = 4;

}  // namespace

// RULE: Check for Surprise Attack: Compare the number on the drawn Intruder token with the total number of cards in the Character's hand (including both Action and Contamination cards).
// RULE: If the number of cards in the Character's hand is lower than the number on the Intruder token, a Surprise Attack occurs.
// RULE: If the number of cards is equal to or higher, nothing further happens in this step.
TEST_CASE("Surprise Attack in an Encounter: hand equal to the token's number, no attack, one card fewer, attack") {
  for (const int number : {2, 3, 4}) {
    CAPTURE(number);
    {
      INFO("the hand holds as many cards as the Adult token's number: nothing further happens");
      GameState s = game();
      forceAttack(s, AttackKind::Claw);
      const EventLog log = encounterWithHand(s, number, number);
      REQUIRE(countOf<ev::SurpriseCheck>(log) == 1);
      const ev::SurpriseCheck c = eventsOf<ev::SurpriseCheck>(log)[0];
      CHECK(c.handSize == number);
      CHECK(c.tokenNumber == number);
      CHECK_FALSE(c.attack);
      CHECK(cites<ev::SurpriseCheck>(log, RuleId::NoSurpriseAttack));
      CHECK(countOf<ev::IntruderAttacks>(log) == 0);
      CHECK(s.chance.forced.attack.size() == 1);  // the forced card was never drawn
      CHECK(s.attackDiscard.empty());
      CHECK(s.character(0).lightWounds == 0);
      CHECK(cites<ev::TokenSetAside>(log, RuleId::EncounterSetAside));
    }
    {
      INFO("one card fewer: the Adult makes a Surprise Attack before its token is set aside");
      GameState s = game();
      forceAttack(s, AttackKind::Claw);
      const EventLog log = encounterWithHand(s, number, number - 1);
      REQUIRE(countOf<ev::SurpriseCheck>(log) == 1);
      const ev::SurpriseCheck c = eventsOf<ev::SurpriseCheck>(log)[0];
      CHECK(c.handSize == number - 1);
      CHECK(c.attack);
      CHECK(cites<ev::SurpriseCheck>(log, RuleId::SurpriseAttack));
      CHECK(cites<ev::IntruderAttacks>(log, RuleId::SurpriseAttack));
      CHECK(cites<ev::AttackCardDrawn>(log, RuleId::AttackCardDraw));
      CHECK(s.character(0).lightWounds == 2);  // Claw
      CHECK(indexOf<ev::IntruderAttacks>(log) < indexOf<ev::TokenSetAside>(log));
    }
  }
}

// RULES.md §7: Surprise Attack: hand size (Action + Contamination cards) lower than the token number.
SCENARIO("Surprise Attack in an Encounter: Contamination cards count in the hand") {
  WHEN("2 Action cards and 2 Contamination cards face an Adult 4 (4 = 4)") {
    GameState s = game();
    const EventLog log = encounterWithHand(s, 4, 4, 2);
    THEN("no Surprise Attack") {
      REQUIRE(countOf<ev::SurpriseCheck>(log) == 1);
      CHECK(eventsOf<ev::SurpriseCheck>(log)[0].handSize == 4);
      CHECK_FALSE(eventsOf<ev::SurpriseCheck>(log)[0].attack);
      CHECK(s.character(0).actionCardsInHand() == 2);
      CHECK(countOf<ev::IntruderAttacks>(log) == 0);
    }
  }
  WHEN("2 Action cards and 1 Contamination card face an Adult 4 (3 < 4)") {
    GameState s = game();
    forceAttack(s, AttackKind::Bite);
    const EventLog log = encounterWithHand(s, 4, 3, 1);
    THEN("the Surprise Attack occurs") {
      REQUIRE(countOf<ev::SurpriseCheck>(log) == 1);
      CHECK(eventsOf<ev::SurpriseCheck>(log)[0].handSize == 3);
      CHECK(eventsOf<ev::SurpriseCheck>(log)[0].attack);
      CHECK(cites<ev::IntruderAttacks>(log, RuleId::SurpriseAttack));
      CHECK(s.character(0).seriousWounds == 1);  // Bite
    }
  }
}

// RULE: The Queen miniature is placed in the Nest (if it is not on the board already) and the Encounter's Surprise Attack check follows, for the Character it would attack, with the Queen token's number; the token returns to the bag.
SCENARIO("Surprise Attack when bag development draws the Queen with a Character in the Nest: the same boundary") {
  WHEN("the Captain in the Nest holds 4 cards, the Queen token's number") {
    GameState s = game(1, 5);
    forceAttack(s, AttackKind::Claw);
    const EventLog log = queenWithHand(s, kQueenNumber);
    THEN("the Queen is placed and makes no attack") {
      REQUIRE(cites<ev::IntruderPlaced>(log, RuleId::QueenInNest));
      REQUIRE(countOf<ev::SurpriseCheck>(log) == 1);
      const ev::SurpriseCheck c = eventsOf<ev::SurpriseCheck>(log)[0];
      CHECK(c.handSize == kQueenNumber);
      CHECK(c.tokenNumber == kQueenNumber);
      CHECK_FALSE(c.attack);
      CHECK(cites<ev::SurpriseCheck>(log, RuleId::NoSurpriseAttack));
      CHECK(countOf<ev::IntruderAttacks>(log) == 0);
      CHECK(s.chance.forced.attack.size() == 1);
      CHECK(s.character(0).lightWounds == 0);
    }
  }
  WHEN("the Captain in the Nest holds 3 cards, one fewer") {
    GameState s = game(1, 5);
    forceAttack(s, AttackKind::Claw);
    const EventLog log = queenWithHand(s, kQueenNumber - 1);
    THEN("the Queen makes a Surprise Attack") {
      REQUIRE(countOf<ev::SurpriseCheck>(log) == 1);
      const ev::SurpriseCheck c = eventsOf<ev::SurpriseCheck>(log)[0];
      CHECK(c.handSize == kQueenNumber - 1);
      CHECK(c.attack);
      CHECK(cites<ev::SurpriseCheck>(log, RuleId::SurpriseAttack));
      CHECK(cites<ev::IntruderAttacks>(log, RuleId::SurpriseAttack));
      CHECK(s.chance.forced.attack.empty());
      CHECK(s.character(0).lightWounds == 2);  // Claw
    }
  }
  WHEN("the Captain in the Nest holds 3 Action cards and 1 Contamination card (4 = 4)") {
    GameState s = game(1, 5);
    const EventLog log = queenWithHand(s, kQueenNumber, 1);
    THEN("the Contamination card counts: no attack") {
      REQUIRE(countOf<ev::SurpriseCheck>(log) == 1);
      CHECK(eventsOf<ev::SurpriseCheck>(log)[0].handSize == kQueenNumber);
      CHECK_FALSE(eventsOf<ev::SurpriseCheck>(log)[0].attack);
    }
  }
}
