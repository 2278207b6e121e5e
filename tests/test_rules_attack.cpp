// RULES.md §6 (Movement, Escape, Combat) and §7 (Encounter and Intruder attack): the attack deck and its
// symbols, Larva attacks, the attack target, the card effects ruling, wounds, death and the lost game.
// Attacks are triggered by an Escape (the Character leaves a room holding Intruders) or a Surprise Attack.
#include <map>
#include <set>

#include "support.hpp"

using namespace test;

namespace {

// Character 0 in the Hibernatorium (11) with an Intruder; room 15 (next to 11) is explored and empty,
// and the Noise roll there (if the Character gets there) is a 1.
int escapeSetup(GameState& s, IntruderType attacker) {
  setRoom(s, 15, RoomTile::Canteen, true);
  forceNoise(s, {NoiseResult::One});
  return addIntruder(s, attacker, 11);
}

int contaminationCards(const Character& c) {
  int n = 0;
  for (const auto* pile : {&c.hand, &c.deck, &c.discard}) {
    for (const Card& card : *pile) n += card.kind == CardKind::Contamination ? 1 : 0;
  }
  return n;
}

}  // namespace

// ---------------------------------------------------------------------------------------------------
// The attack deck
// ---------------------------------------------------------------------------------------------------

// RULES.md §7: Attack deck (20 cards; a card hits only if it shows the attacker's symbol):
// RULES.md §7: Scratch ×4 (Creeper, Adult, Breeder, Queen), Claw ×4 (Adult, Breeder, Queen), Bite ×4 (Adult, Breeder, Queen), Tail ×2 (Queen), Transformation ×2 (Creeper), Frenzy ×2 (Breeder, Queen), Slime ×1 (all but Larva), Summons ×1 (Creeper, Queen).
TEST_CASE("rules attack: the 20 attack cards and their symbols") {
  CHECK(kAttackCardCount == 20);
  const auto bits = [](std::initializer_list<IntruderType> types) {
    std::uint8_t b = 0;
    for (IntruderType t : types) b = static_cast<std::uint8_t>(b | symbolBit(t));
    return b;
  };
  using T = IntruderType;
  const std::map<AttackKind, std::pair<int, std::uint8_t>> expected = {
      {AttackKind::Scratch, {4, bits({T::Creeper, T::Adult, T::Breeder, T::Queen})}},
      {AttackKind::Claw, {4, bits({T::Adult, T::Breeder, T::Queen})}},
      {AttackKind::Bite, {4, bits({T::Adult, T::Breeder, T::Queen})}},
      {AttackKind::Tail, {2, bits({T::Queen})}},
      {AttackKind::Transformation, {2, bits({T::Creeper})}},
      {AttackKind::Frenzy, {2, bits({T::Breeder, T::Queen})}},
      {AttackKind::Slime, {1, bits({T::Creeper, T::Adult, T::Breeder, T::Queen})}},
      {AttackKind::Summons, {1, bits({T::Creeper, T::Queen})}},
  };
  std::map<AttackKind, int> count;
  for (const AttackCard& c : kAttackCards) {
    count[c.kind]++;
    CHECK_MESSAGE(c.symbols == expected.at(c.kind).second, std::string(nameOf(c.kind)));
    CHECK((c.symbols & symbolBit(IntruderType::Larva)) == 0);  // a Larva never draws
  }
  for (const auto& [kind, e] : expected) CHECK_MESSAGE(count[kind] == e.first, std::string(nameOf(kind)));

  // Setup: all 20 in the deck, shuffled, none discarded.
  const GameState s = game(1, 3);
  CHECK(s.attackDeck.size() == 20);
  CHECK(std::set<int>(s.attackDeck.begin(), s.attackDeck.end()).size() == 20);
  CHECK(s.attackDiscard.empty());
  const GameState other = game(1, 4);
  CHECK(s.attackDeck != other.attackDeck);
}

// RULES.md §7: Attack deck (20 cards; a card hits only if it shows the attacker's symbol):
TEST_CASE("rules attack: a card hits only when it shows the attacker's symbol") {
  using T = IntruderType;
  // The table of RULES.md §7, written out independently of components.hpp.
  const std::map<AttackKind, std::set<T>> hits = {
      {AttackKind::Scratch, {T::Creeper, T::Adult, T::Breeder, T::Queen}},
      {AttackKind::Claw, {T::Adult, T::Breeder, T::Queen}},
      {AttackKind::Bite, {T::Adult, T::Breeder, T::Queen}},
      {AttackKind::Tail, {T::Queen}},
      {AttackKind::Transformation, {T::Creeper}},
      {AttackKind::Frenzy, {T::Breeder, T::Queen}},
      {AttackKind::Slime, {T::Creeper, T::Adult, T::Breeder, T::Queen}},
      {AttackKind::Summons, {T::Creeper, T::Queen}},
  };
  for (const auto& [kind, types] : hits) {
    for (T attacker : {T::Creeper, T::Adult, T::Breeder, T::Queen}) {
      CAPTURE(nameOf(kind));
      CAPTURE(nameOf(attacker));
      GameState s = game();
      escapeSetup(s, attacker);
      forceAttack(s, kind);
      forceBag(s, IntruderType::Larva);  // for a Summons
      const EventLog log = play(s, move(s, 0, 15));
      const auto drawn = eventsOf<ev::AttackCardDrawn>(log);
      REQUIRE(!drawn.empty());
      CHECK((drawn[0].kind == kind));
      CHECK(drawn[0].forced);
      CHECK(cites<ev::AttackCardDrawn>(log, RuleId::AttackCardDraw));
      const bool expectHit = types.count(attacker) == 1;
      CHECK(drawn[0].hit == expectHit);
      if (!expectHit) {
        CHECK_FALSE(citesRule(log, RuleId::AttackCardEffect));
        CHECK(s.character(0).lightWounds == 0);
        CHECK(s.character(0).seriousWounds == 0);
        CHECK_FALSE(s.character(0).slime);
      } else {
        CHECK(citesRule(log, RuleId::AttackCardEffect));
      }
    }
  }
}

TEST_CASE("rules attack: a Tail card misses an Adult, a Bite hits it") {
  GameState s = game();
  escapeSetup(s, IntruderType::Adult);
  SUBCASE("Tail (Queen only): no wound, the card is discarded") {
    forceAttack(s, AttackKind::Tail);
    const EventLog log = play(s, move(s, 0, 15));
    const auto drawn = eventsOf<ev::AttackCardDrawn>(log);
    REQUIRE(drawn.size() == 1);
    CHECK_FALSE(drawn[0].hit);
    CHECK(countOf<ev::WoundSuffered>(log) == 0);
    CHECK(s.character(0).seriousWounds == 0);
    CHECK(s.attackDiscard.size() == 1);
    CHECK(s.character(0).room == room(s, 15));
  }
  SUBCASE("negative control, Bite: 1 Serious Wound") {
    forceAttack(s, AttackKind::Bite);
    const EventLog log = play(s, move(s, 0, 15));
    CHECK(eventsOf<ev::AttackCardDrawn>(log).at(0).hit);
    CHECK(s.character(0).seriousWounds == 1);
    CHECK(cites<ev::WoundSuffered>(log, RuleId::AttackCardEffect));
  }
}

// Ruling (rules.hpp AttackDeckReshuffle): When the attack deck is empty, its discard pile is shuffled to form a new deck.
TEST_CASE("rules attack: an empty attack deck is reshuffled from its discard pile") {
  GameState s = game();
  escapeSetup(s, IntruderType::Adult);
  s.attackDiscard = s.attackDeck;
  s.attackDeck.clear();
  const EventLog log = play(s, move(s, 0, 15));
  const auto reshuffled = eventsOf<ev::AttackDeckReshuffled>(log);
  REQUIRE(reshuffled.size() == 1);
  CHECK(reshuffled[0].cards == 20);
  CHECK(cites<ev::AttackDeckReshuffled>(log, RuleId::AttackDeckReshuffle));
  CHECK(s.attackDeck.size() == 19);
  CHECK(s.attackDiscard.size() == 1);
}

TEST_CASE("rules attack: a forced attack card drawn from an empty deck still reshuffles the discard pile first") {
  GameState s = game();
  escapeSetup(s, IntruderType::Adult);
  s.attackDiscard = s.attackDeck;
  s.attackDeck.clear();
  s.chance.forced.attack = {AttackKind::Claw};
  const EventLog log = play(s, move(s, 0, 15));
  const auto reshuffled = eventsOf<ev::AttackDeckReshuffled>(log);
  REQUIRE(reshuffled.size() == 1);
  CHECK(reshuffled[0].cards == 20);
  const auto drawn = eventsOf<ev::AttackCardDrawn>(log);
  REQUIRE(drawn.size() == 1);
  CHECK(drawn[0].kind == AttackKind::Claw);
  CHECK(drawn[0].forced);
  CHECK(s.attackDeck.size() == 19);  // the new deck, less the forced card
  CHECK(s.attackDiscard.size() == 1);
}

// ---------------------------------------------------------------------------------------------------
// Card effects (ruling)
// ---------------------------------------------------------------------------------------------------

// RULES.md §7: **Ruling** (card effects are not in our sources): Scratch = 1 Light Wound + 1 Contamination; Claw = 2 Light Wounds; Bite = 1 Serious Wound; Tail = 1 Serious Wound; Frenzy = 1 Light Wound to every Character in the room; Transformation = 1 Light Wound; Slime = a Slime marker; Summons = Encounter in this room.
TEST_CASE("rules attack: the attack card effects") {
  struct Case {
    AttackKind kind;
    IntruderType attacker;
    int light;
    int serious;
    int contamination;
    bool slime;
  };
  using T = IntruderType;
  for (const Case& c :
       {Case{AttackKind::Scratch, T::Adult, 1, 0, 1, false}, Case{AttackKind::Claw, T::Adult, 2, 0, 0, false},
        Case{AttackKind::Bite, T::Breeder, 0, 1, 0, false}, Case{AttackKind::Tail, T::Queen, 0, 1, 0, false},
        Case{AttackKind::Transformation, T::Creeper, 1, 0, 0, false},
        Case{AttackKind::Slime, T::Adult, 0, 0, 0, true}}) {
    CAPTURE(nameOf(c.kind));
    GameState s = game();
    escapeSetup(s, c.attacker);
    forceAttack(s, c.kind);
    const EventLog log = play(s, move(s, 0, 15));
    const Character& ch = s.character(0);
    CHECK(ch.lightWounds == c.light);
    CHECK(ch.seriousWounds == c.serious);
    CHECK(contaminationCards(ch) == c.contamination);
    CHECK(ch.slime == c.slime);
    CHECK(citesRule(log, RuleId::AttackCardEffect));
    CHECK(ch.room == room(s, 15));  // survived: the move resolves
    if (c.contamination > 0) {
      CHECK(cites<ev::ContaminationGained>(log, RuleId::ContaminationToDiscard));
      CHECK(std::any_of(ch.discard.begin(), ch.discard.end(),
                        [](const Card& k) { return k.kind == CardKind::Contamination; }));
    }
  }
}

TEST_CASE("rules attack: Frenzy wounds every Character in the room") {
  GameState s = game(2);
  escapeSetup(s, IntruderType::Breeder);
  forceAttack(s, AttackKind::Frenzy);
  const EventLog log = play(s, move(s, 0, 15));  // the Captain escapes; the Scout stays in 11
  CHECK(s.character(0).lightWounds == 1);
  CHECK(s.character(1).lightWounds == 1);
  CHECK(countOf<ev::WoundSuffered>(log) == 2);
  CHECK(cites<ev::WoundSuffered>(log, RuleId::AttackCardEffect));
  CHECK(s.character(0).room == room(s, 15));
}

TEST_CASE("rules attack: Summons resolves an Encounter in the attacker's room") {
  GameState s = game();
  escapeSetup(s, IntruderType::Creeper);
  forceAttack(s, AttackKind::Summons);
  forceBag(s, IntruderType::Larva);  // number 1, hand of 4: no Surprise Attack
  const EventLog log = play(s, move(s, 0, 15));
  const auto started = eventsOf<ev::EncounterStarted>(log);
  REQUIRE(started.size() == 1);
  CHECK(started[0].room == room(s, 11));
  CHECK(cites<ev::EncounterStarted>(log, RuleId::AttackCardEffect));
  CHECK(intrudersIn(s, 11) == 2);  // the Creeper and the new Larva
  CHECK(s.character(0).room == room(s, 15));
  CHECK(s.character(0).lightWounds == 0);
}

// ---------------------------------------------------------------------------------------------------
// Larva, target, Surprise Attack
// ---------------------------------------------------------------------------------------------------

// RULES.md §7: A Larva does not draw a card: it moves onto the Character board and the Character gains a Contamination card.
TEST_CASE("rules attack: a Larva attack puts the Larva on the Character board with a Contamination card") {
  GameState s = game();
  const int larva = escapeSetup(s, IntruderType::Larva);
  const std::vector<int> deckBefore = s.attackDeck;

  SUBCASE("no Larva yet") {
    const EventLog log = play(s, move(s, 0, 15));
    CHECK(s.character(0).larva);
    CHECK(intruderIndex(s, larva) < 0);
    CHECK(intrudersIn(s, 11) == 0);
    CHECK(miniaturesInUse(s, IntruderType::Larva) == 1);  // on the Character board
    CHECK(cites<ev::LarvaOnCharacter>(log, RuleId::LarvaAttack));
    CHECK(cites<ev::ContaminationGained>(log, RuleId::ContaminationToDiscard));
    CHECK(contaminationCards(s.character(0)) == 1);
    CHECK(s.character(0).discard.back().kind == CardKind::Contamination);
    CHECK(countOf<ev::AttackCardDrawn>(log) == 0);
    CHECK(s.attackDeck == deckBefore);
    CHECK(s.character(0).lightWounds == 0);
  }
  SUBCASE("ruling: a second Larva only adds the Contamination card and stays in the room") {
    s.character(0).larva = true;
    const EventLog log = play(s, move(s, 0, 15));
    CHECK(intruderIndex(s, larva) >= 0);
    CHECK(intrudersIn(s, 11) == 1);
    CHECK(cites<ev::NoEffect>(log, RuleId::SecondLarva));
    CHECK(cites<ev::ContaminationGained>(log, RuleId::ContaminationToDiscard));
    CHECK(contaminationCards(s.character(0)) == 1);
    CHECK(countOf<ev::LarvaOnCharacter>(log) == 0);
  }
}

// RULES.md §7: Intruder attack target: the Character in the room with the fewest Action cards in hand (tie: first player order).
TEST_CASE("rules attack: the attack target is the Character with the fewest Action cards") {
  GameState s = game(4);
  setRoom(s, 15, RoomTile::Canteen, true);
  for (int i = 0; i < 4; ++i) putCharacter(s, i, 15);
  setHand(s, 0, {1, 2, 3});
  setHand(s, 1, {1, 2}, 3);  // 5 cards, but only 2 Action cards
  setHand(s, 2, {4, 5});     // 2 Action cards too, later in player order
  setHand(s, 3, {1, 2, 3, 4});
  CHECK(attackTarget(s, room(s, 15)) == 1);

  setHand(s, 3, {7});  // fewest, though last in order
  CHECK(attackTarget(s, room(s, 15)) == 3);
  s.character(3).alive = false;  // the dead are not targets
  CHECK(attackTarget(s, room(s, 15)) == 1);
  putCharacter(s, 1, 11);  // nor those in other rooms
  CHECK(attackTarget(s, room(s, 15)) == 2);
  CHECK(attackTarget(s, room(s, 14)) == -1);
}

// RULES.md §7 ruling: first player order starts with the holder of the First Player token and goes on in player order, as turn order does.
TEST_CASE("rules attack ruling: a tie for the attack target goes to the first in turn order from the First Player") {
  GameState s = game(4);
  setRoom(s, 15, RoomTile::Canteen, true);
  for (int i = 0; i < 4; ++i) {
    putCharacter(s, i, 15);
    setHand(s, i, {1, 2});  // all tied
  }
  s.firstPlayer = 2;
  CHECK(attackTarget(s, room(s, 15)) == 2);
  CHECK(pickAttackTarget(s, room(s, 15)).tie);
  putCharacter(s, 2, 11);  // the First Player elsewhere: the order goes on 3, 0, 1
  CHECK(attackTarget(s, room(s, 15)) == 3);
  s.firstPlayer = 3;
  putCharacter(s, 3, 11);  // then it wraps round: 0 comes before 1
  CHECK(attackTarget(s, room(s, 15)) == 0);
  setHand(s, 1, {1});  // fewest cards wins whatever the order, and no tie is broken
  CHECK(attackTarget(s, room(s, 15)) == 1);
  CHECK_FALSE(pickAttackTarget(s, room(s, 15)).tie);
}

SCENARIO("an Intruder attacking in the Event phase picks its target by the tie ruling and cites it") {
  GameState s = roundsGame(3, 3);
  setRoom(s, 15, RoomTile::Canteen, true);
  for (int i = 0; i < 3; ++i) {
    putCharacter(s, i, 15);
    setHand(s, i, {1, 2, 3});
  }
  s.firstPlayer = 1;
  s.turn = 1;
  const int adult = addIntruder(s, IntruderType::Adult, 15);
  forceAttack(s, AttackKind::Slime);
  forceEvent(s, 3);
  forceBag(s, IntruderType::Blank);
  WHEN("the three tie on Action cards and the Scout (player 1) holds the First Player token") {
    EventLog log;
    resolveEventPhase(s, log);
    THEN("the Adult attacks the Scout, not player 0, and the attack cites the ruling") {
      REQUIRE(countOf<ev::IntruderAttacks>(log) == 1);
      CHECK(eventsOf<ev::IntruderAttacks>(log)[0].intruder == adult);
      CHECK(eventsOf<ev::IntruderAttacks>(log)[0].character == 1);
      CHECK(cites<ev::IntruderAttacks>(log, RuleId::AttackTargetTie));
      CHECK(s.character(1).slime);
      CHECK_FALSE(s.character(0).slime);
    }
  }
  WHEN("player 2 holds fewer Action cards") {
    setHand(s, 2, {1, 2});
    EventLog log;
    resolveEventPhase(s, log);
    THEN("player 2 is attacked, citing the target rule itself") {
      REQUIRE(countOf<ev::IntruderAttacks>(log) == 1);
      CHECK(eventsOf<ev::IntruderAttacks>(log)[0].character == 2);
      CHECK(cites<ev::IntruderAttacks>(log, RuleId::AttackTarget));
    }
  }
}

SCENARIO(
    "the Queen drawn with two Characters tied in the Nest: the Encounter is the First Player's, citing the ruling") {
  GameState s = game(2, 5);
  setRoom(s, 9, RoomTile::Nest, true);
  putCharacter(s, 0, 9);
  putCharacter(s, 1, 9);
  setHand(s, 0, {1, 2, 3, 4, 5});
  setHand(s, 1, {1, 2, 3, 4, 5});
  s.firstPlayer = 1;
  forceEvent(s, 3);
  forceBag(s, IntruderType::Queen);
  EventLog log;
  resolveEventPhase(s, log);
  REQUIRE(countOf<ev::EncounterStarted>(log) == 1);
  CHECK(eventsOf<ev::EncounterStarted>(log)[0].character == 1);
  CHECK(cites<ev::EncounterStarted>(log, RuleId::AttackTargetTie));
  CHECK(eventsOf<ev::SurpriseCheck>(log)[0].character == 1);
}

// ---------------------------------------------------------------------------------------------------
// Wounds and death
// ---------------------------------------------------------------------------------------------------

// RULES.md §7: Wounds: the 3rd Light Wound becomes 1 Serious Wound.
TEST_CASE("rules attack: the 3rd Light Wound becomes a Serious Wound") {
  GameState s = game();
  escapeSetup(s, IntruderType::Adult);
  s.character(0).lightWounds = 1;
  forceAttack(s, AttackKind::Claw);  // 2 Light Wounds: the 2nd of them is the 3rd overall
  const EventLog log = play(s, move(s, 0, 15));
  CHECK(s.character(0).lightWounds == 0);
  CHECK(s.character(0).seriousWounds == 1);
  const auto wounds = eventsOf<ev::WoundSuffered>(log);
  REQUIRE(wounds.size() == 3);
  CHECK(wounds[2].serious);
  CHECK(cites<ev::WoundSuffered>(log, RuleId::LightWoundsBecomeSerious));
}

// RULES.md §7: A Character with 3 Serious Wounds who suffers any further wound dies (a Corpse token stays in the room).
// RULES.md §5 (rules.hpp AllDead): The game is lost when all characters are dead.
TEST_CASE("rules attack: a 4th wound of any kind kills, all dead loses the game") {
  SUBCASE("alone: dead, a corpse in the room, the game is lost") {
    GameState s = game();
    escapeSetup(s, IntruderType::Adult);
    s.character(0).seriousWounds = 3;
    forceAttack(s, AttackKind::Scratch);  // a Light Wound is enough
    const EventLog log = play(s, move(s, 0, 15));
    CHECK_FALSE(s.character(0).alive);
    CHECK(s.room(room(s, 11)).corpses == 1);
    CHECK(s.character(0).room == room(s, 11));  // died escaping: the move never happens
    CHECK(countOf<ev::CharacterMoved>(log) == 0);
    CHECK(contaminationCards(s.character(0)) == 0);
    const auto died = eventsOf<ev::CharacterDied>(log);
    REQUIRE(died.size() == 1);
    CHECK(died[0].room == room(s, 11));
    CHECK(cites<ev::CharacterDied>(log, RuleId::Death));
    CHECK(s.status == GameStatus::Lost);
    CHECK(s.loss == LossReason::AllDead);
    CHECK(cites<ev::GameOver>(log, RuleId::AllDead));
  }
  SUBCASE("another Character alive: the game goes on, the dead one cannot act") {
    GameState s = game(2);
    escapeSetup(s, IntruderType::Adult);
    setRoom(s, 6, RoomTile::Cabins, true);
    putCharacter(s, 1, 6);
    s.character(0).seriousWounds = 3;
    forceAttack(s, AttackKind::Claw);
    const EventLog log = play(s, move(s, 0, 15));
    CHECK_FALSE(s.character(0).alive);
    CHECK(countOf<ev::CharacterDied>(log) == 1);
    CHECK(s.room(room(s, 11)).corpses == 1);
    CHECK(s.status == GameStatus::Playing);
    CHECK(countOf<ev::GameOver>(log) == 0);
    CHECK(validate(s, move(s, 0, 15)).code == Refusal::CharacterDead);
  }
  SUBCASE("negative control, 2 Serious Wounds: a Bite is the 3rd, still alive") {
    GameState s = game();
    escapeSetup(s, IntruderType::Adult);
    s.character(0).seriousWounds = 2;
    forceAttack(s, AttackKind::Bite);
    const EventLog log = play(s, move(s, 0, 15));
    CHECK(s.character(0).alive);
    CHECK(s.character(0).seriousWounds == 3);
    CHECK(countOf<ev::CharacterDied>(log) == 0);
    CHECK(s.room(room(s, 11)).corpses == 0);
  }
  SUBCASE("both Characters die from one Frenzy: the game is lost") {
    GameState s = game(2);
    escapeSetup(s, IntruderType::Queen);
    s.character(0).seriousWounds = 3;
    s.character(1).seriousWounds = 3;
    forceAttack(s, AttackKind::Frenzy);
    const EventLog log = play(s, move(s, 0, 15));
    CHECK(countOf<ev::CharacterDied>(log) == 2);
    CHECK(s.room(room(s, 11)).corpses == 2);
    CHECK(s.loss == LossReason::AllDead);
    CHECK(cites<ev::GameOver>(log, RuleId::AllDead));
  }
}

// ---------------------------------------------------------------------------------------------------
// §6 Movement, Escape, Combat
// ---------------------------------------------------------------------------------------------------

// RULES.md §6: Escape: moving out of a room that holds an Intruder. Before the move each Intruder there attacks the mover once (largest first). If the Character survives, the move resolves normally.
TEST_CASE("rules escape: every Intruder attacks once, largest first, then the move resolves") {
  GameState s = game();
  setRoom(s, 15, RoomTile::Canteen, true);
  forceNoise(s, {NoiseResult::One});
  const int creeper = addIntruder(s, IntruderType::Creeper, 11);
  const int adult = addIntruder(s, IntruderType::Adult, 11);
  const int queen = addIntruder(s, IntruderType::Queen, 11);
  forceAttack(s, AttackKind::Tail);            // the Queen: 1 Serious
  forceAttack(s, AttackKind::Claw);            // the Adult: 2 Light
  forceAttack(s, AttackKind::Transformation);  // the Creeper: the 3rd Light, so a 2nd Serious
  const EventLog log = play(s, move(s, 0, 15));
  CHECK(cites<ev::EscapeStarted>(log, RuleId::Escape));
  const auto attacks = eventsOf<ev::IntruderAttacks>(log);
  REQUIRE(attacks.size() == 3);
  CHECK(attacks[0].intruder == queen);
  CHECK(attacks[1].intruder == adult);
  CHECK(attacks[2].intruder == creeper);
  CHECK(cites<ev::IntruderAttacks>(log, RuleId::EscapeAttackOrder));  // three attack: our order of sizes
  CHECK(s.character(0).seriousWounds == 2);
  CHECK(s.character(0).lightWounds == 0);
  // Then the move: the Character is in room 15 and rolls there; the Intruders stay in 11.
  CHECK(s.character(0).room == room(s, 15));
  CHECK(countOf<ev::NoiseRolled>(log) == 1);
  CHECK(intrudersIn(s, 11) == 3);
  std::size_t lastAttack = 0;
  std::size_t moved = 0;
  for (std::size_t i = 0; i < log.size(); ++i) {
    if (std::holds_alternative<ev::IntruderAttacks>(log[i].data)) lastAttack = i;
    if (std::holds_alternative<ev::CharacterMoved>(log[i].data)) moved = i;
  }
  CHECK(lastAttack < moved);
}

// RULES.md §10: the seeds name no order of sizes, so we take the one the Combat die's results rank them by:
// Larva, Creeper, Adult, then the larger types, Breeder and Queen.
// RULES.md §10: An escaping Character is attacked by the Queen first, then each Breeder, Adult, Creeper and
// Larva; Intruders of one type attack in the order they came onto the board.
TEST_CASE("rules escape: the order of sizes is our ruling, and each attack cites it when several attack") {
  GameState s = game();
  setRoom(s, 15, RoomTile::Canteen, true);
  forceNoise(s, {NoiseResult::Silence});
  // Placed smallest last and out of size order, with two Adults to show the order within a type.
  const int adult = addIntruder(s, IntruderType::Adult, 11);
  const int larva = addIntruder(s, IntruderType::Larva, 11);
  const int breeder = addIntruder(s, IntruderType::Breeder, 11);
  const int creeper = addIntruder(s, IntruderType::Creeper, 11);
  const int queen = addIntruder(s, IntruderType::Queen, 11);
  const int secondAdult = addIntruder(s, IntruderType::Adult, 11);
  // Every card misses (Transformation shows only the Creeper, Tail only the Queen); the Larva draws none.
  for (int i = 0; i < 4; ++i) forceAttack(s, AttackKind::Transformation);
  forceAttack(s, AttackKind::Tail);
  const EventLog log = play(s, move(s, 0, 15));
  const auto attacks = eventsOf<ev::IntruderAttacks>(log);
  REQUIRE(attacks.size() == 6);
  CHECK(attacks[0].intruder == queen);
  CHECK(attacks[1].intruder == breeder);
  CHECK(attacks[2].intruder == adult);
  CHECK(attacks[3].intruder == secondAdult);
  CHECK(attacks[4].intruder == creeper);
  CHECK(attacks[5].intruder == larva);
  for (const Event& e : log) {
    if (std::holds_alternative<ev::IntruderAttacks>(e.data)) CHECK(e.rule == RuleId::EscapeAttackOrder);
  }
  CHECK(ruleText(RuleId::EscapeAttackOrder).ruling);
  CHECK(s.character(0).room == room(s, 15));
  // One attacker: no order to choose, so the attack cites the Escape rule itself.
  GameState one = game();
  setRoom(one, 15, RoomTile::Canteen, true);
  forceNoise(one, {NoiseResult::Silence});
  addIntruder(one, IntruderType::Adult, 11);
  forceAttack(one, AttackKind::Transformation);
  const EventLog alone = play(one, move(one, 0, 15));
  CHECK(cites<ev::IntruderAttacks>(alone, RuleId::EscapeAttacks));
  CHECK_FALSE(citesRule(alone, RuleId::EscapeAttackOrder));
}

// RULES.md §6: Careful Movement cannot be used to escape.
TEST_CASE("rules escape: Careful Movement is refused in Combat") {
  GameState s = game();
  escapeSetup(s, IntruderType::Adult);
  const GameState before = s;
  EventLog log;
  CHECK(apply(s, careful(s, 0, 15, 1), log).code == Refusal::CarefulInCombat);
  CHECK(log.empty());
  CHECK(s == before);
  s.intruders.clear();  // negative control: without the Intruder it is allowed
  CHECK(validate(s, careful(s, 0, 15, 1)).ok());
}

// RULES.md §6: Entering a room with an Intruder is Combat, not an Encounter.
TEST_CASE("rules escape: entering a room with an Intruder is Combat, with no Noise roll and no Encounter") {
  GameState s = game();
  setRoom(s, 15, RoomTile::Canteen, true);
  addIntruder(s, IntruderType::Adult, 15);
  forceNoise(s, {NoiseResult::Danger});
  const EventLog log = play(s, move(s, 0, 15));
  CHECK(s.character(0).room == room(s, 15));
  CHECK(characterInCombat(s, 0));
  CHECK(cites<ev::NoiseRollSkipped>(log, RuleId::CombatNotEncounter));
  CHECK(countOf<ev::NoiseRolled>(log) == 0);
  CHECK(countOf<ev::EncounterStarted>(log) == 0);
  CHECK(countOf<ev::IntruderAttacks>(log) == 0);
  CHECK(intrudersIn(s, 15) == 1);
  CHECK(s.chance.forced.noise.size() == 1);  // the forced roll was never used
}
