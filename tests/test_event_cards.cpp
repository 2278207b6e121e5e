// Event cards (RULES.md §8): the table, Intruder movement through the shown corridor number (seed 004
// "Door Token", "Technical Corridors", "Additional notes about intruder movement") and the card effects.
#include <cctype>
#include <fstream>
#include <sstream>

#include "rounds_support.hpp"

using namespace test;

namespace {

std::uint8_t typesFromText(const std::string& list) {
  std::uint8_t bits = 0;
  for (int t = 0; t < kIntruderKinds; ++t) {
    if (list.find(std::string(nameOf(static_cast<IntruderType>(t)))) != std::string::npos)
      bits |= symbolBit(static_cast<IntruderType>(t));
  }
  return bits;
}

// One Event phase that draws card #card (and the Blank in bag development).
EventLog withCard(GameState& s, int card) {
  forceEvent(s, card);
  forceBag(s, IntruderType::Blank);
  return eventPhase(s);
}

const Intruder& intruder(const GameState& s, int id) {
  const int i = intruderIndex(s, id);
  REQUIRE(i >= 0);
  return s.intruders[static_cast<std::size_t>(i)];
}

}  // namespace

TEST_CASE("the Event card table is the one of RULES.md section 8") {
  std::ifstream in(asset("rules/RULES.md"));
  std::string line;
  bool inSection = false;
  int rows = 0;
  const auto trim = [](const std::string& t) {
    const auto b = t.find_first_not_of(' ');
    const auto e = t.find_last_not_of(' ');
    return b == std::string::npos ? std::string() : t.substr(b, e - b + 1);
  };
  while (std::getline(in, line)) {
    if (line.rfind("## ", 0) == 0) inSection = line.rfind("## 8. Event cards", 0) == 0;
    if (!inSection || line.rfind("| ", 0) != 0) continue;
    // "| # | card | number | types that move |"
    std::vector<std::string> cells;
    std::istringstream split(line.substr(1));
    for (std::string cell; std::getline(split, cell, '|');) cells.push_back(trim(cell));
    if (cells.size() < 4 || cells[0].empty() || std::isdigit(static_cast<unsigned char>(cells[0][0])) == 0) continue;
    const int number = std::stoi(cells[0]);
    REQUIRE(number >= 1);
    REQUIRE(number <= kEventCardCount);
    const EventCard& card = kEventCards[static_cast<std::size_t>(number - 1)];
    CAPTURE(number);
    CHECK(std::string(card.name) == cells[1]);
    CHECK(card.number == std::stoi(cells[2]));
    CHECK(card.movers == typesFromText(cells[3]));
    // The client prints the movers as the table lists them.
    CHECK(eventCardMovers(number - 1) == cells[3]);
    ++rows;
  }
  CHECK(rows == kEventCardCount);
}

TEST_CASE("the card text says what each effect does, and that the others have no further effect here") {
  // RULES.md §8: "For the other cards the event has no further effect in this rules module; the card text
  // in the client must say so."
  int implemented = 0;
  for (const EventCard& card : kEventCards) {
    CAPTURE(card.name);
    const std::string text(eventEffectText(card.effect));
    const bool none = text.find("No further effect in this rules module") != std::string::npos;
    CHECK(none == (card.effect == EventEffect::None));
    implemented += none ? 0 : 1;
  }
  CHECK(implemented == 6);
  CHECK(eventCardMovers(-1) == "?");
  CHECK(eventCardMovers(kEventCardCount) == "?");
}

TEST_CASE("the Event deck holds the 20 cards, shuffled at setup, and is reshuffled when empty") {
  GameState s = game(1, 5);
  CHECK(s.eventDeck.size() == 20);
  CHECK(s.eventDiscard.empty());
  GameState other = game(1, 6);
  CHECK(s.eventDeck != other.eventDeck);
  s.eventDiscard = s.eventDeck;
  s.eventDeck.clear();
  forceBag(s, IntruderType::Blank);
  const EventLog log = eventPhase(s);
  CHECK(cites<ev::EventDeckReshuffled>(log, RuleId::EventDeckReshuffle));
  CHECK(s.eventDeck.size() + s.eventDiscard.size() == 20);
}

TEST_CASE("a forced Event card drawn from an empty deck still reshuffles the discard pile first") {
  GameState s = game(1, 5);
  s.eventDiscard = s.eventDeck;
  s.eventDeck.clear();
  forceBag(s, IntruderType::Blank);
  s.chance.forced.event = {2};
  const EventLog log = eventPhase(s);
  const auto reshuffled = eventsOf<ev::EventDeckReshuffled>(log);
  REQUIRE(reshuffled.size() == 1);
  CHECK(reshuffled[0].cards == 20);
  const auto drawn = eventsOf<ev::EventCardDrawn>(log);
  REQUIRE(drawn.size() == 1);
  CHECK(drawn[0].card == 1);  // #2, forced
  CHECK(drawn[0].forced);
  CHECK(s.eventDeck.size() == 19);  // the new deck, less the forced card (now in the discard pile)
}

// RULE: Intruders move at different times of the game (for example when resolving an Event card during the Event Phase).
// RULE: Whenever a rule makes you move one or more Intruders, it explains in detail how to do it.
// RULE: Important: If an Intruder ends its movement in an unexplored Room, do not remove it and don't reveal the Room (or its Exploration token).
SCENARIO("an Event card moves every Intruder of the shown types, not in Combat, through the shown corridor number") {
  GameState s = game(1, 5);
  const int creeper = addIntruder(s, IntruderType::Creeper, 7);
  const int adult = addIntruder(s, IntruderType::Adult, 9);
  const int breeder = addIntruder(s, IntruderType::Breeder, 12);
  const int fighting = addIntruder(s, IntruderType::Adult, 11);  // with the Captain: in Combat
  const int token8 = s.room(room(s, 8)).explorationToken;
  REQUIRE(!s.room(room(s, 8)).explored);
  forceAttack(s, AttackKind::Slime);
  const EventLog log = withCard(s, 4);  // Damage: corridor 2, Creeper and Adult
  THEN("the Creeper and the free Adult move through their corridor 2; the others stay") {
    CHECK(eventCardNumber(log) == 4);
    CHECK(intruder(s, creeper).room == room(s, 8));
    CHECK(intruder(s, adult).room == room(s, 12));
    CHECK(intruder(s, breeder).room == room(s, 12));
    CHECK(intruder(s, fighting).room == room(s, 11));
    CHECK(cites<ev::IntruderMoved>(log, RuleId::EventCardMovement));
    CHECK(countOf<ev::IntruderMoved>(log) == 2);
  }
  THEN("room 8 stays unexplored with its token") {
    CHECK_FALSE(s.room(room(s, 8)).explored);
    CHECK(s.room(room(s, 8)).explorationToken == token8);
    CHECK(countOf<ev::RoomRevealed>(log) == 0);
    CHECK(citesRule(log, RuleId::UnexploredStaysHidden));
  }
}

// A Closed Door in the way: test_door_breaking.cpp (the same rule as Danger's, tested in both uses).

// RULE: If an Intruder moves to the Technical Corridors Entrance, then it disappears in the ducts: discard all its Injury markers, return its token to the Intruder bag, and remove its miniature from the board.
// RULE: If there was a Noise marker on the Technical Corridors space, do not remove it.
// RULE: When Intruders move through Technical Corridors, they are removed but Noise markers remain
// RULE: It may return to the Intruder bag if an Intruder of that type later moves into the Technical Corridors during Intruder Movement.
SCENARIO("an Intruder sent to a Technical Corridors entrance leaves the board and its token returns to the bag") {
  GameState s = game(1, 5);
  const int adult = addIntruder(s, IntruderType::Adult, 2);  // room 2: numbers 1 and 2 lead to the ducts
  s.intruders.back().injuries = 2;
  const int token = s.intruders.back().token;
  mark(s, s.topo().techSpace());
  const EventLog log = withCard(s, 4);
  CHECK(intruderIndex(s, adult) < 0);
  CHECK(std::count(s.bag.begin(), s.bag.end(), token) == 1);
  CHECK(std::count(s.setAside.begin(), s.setAside.end(), token) == 0);
  CHECK(cites<ev::IntruderEnteredDucts>(log, RuleId::IntruderIntoTechnicalCorridors));
  CHECK(cites<ev::TokenReturnedToBag>(log, RuleId::IntruderIntoTechnicalCorridors));
  CHECK(s.hasNoise(s.topo().techSpace()));
  CHECK(citesRule(log, RuleId::TechnicalCorridorsNoiseStays));
}

// RULE: Certain Event cards instruct all Characters to perform Noise rolls
// RULE: Event Cards: Certain events can instruct all Characters to perform Noise rolls.
SCENARIO("Noise in Technical Corridors: a marker on the space, or Noise rolls in every room with an entrance") {
  GameState s = game(3, 5);
  setRoom(s, 2, RoomTile::Armory, true);
  putCharacter(s, 1, 2);  // room 2 has an entrance; the Captain and the Soldier (Hibernatorium) have none
  WHEN("the space holds no marker") {
    const EventLog log = withCard(s, 13);
    CHECK(s.hasNoise(s.topo().techSpace()));
    CHECK(cites<ev::NoiseMarkerPlaced>(log, RuleId::EventNoiseInTechnicalCorridors));
    CHECK(countOf<ev::NoiseRolled>(log) == 0);
  }
  WHEN("the space already holds one") {
    mark(s, s.topo().techSpace());
    forceNoise(s, {NoiseResult::Silence});
    const EventLog log = withCard(s, 13);
    REQUIRE(countOf<ev::NoiseRolled>(log) == 1);
    CHECK(eventsOf<ev::NoiseRolled>(log).front().character == 1);
    CHECK(cites<ev::NoiseRollsCalled>(log, RuleId::EventNoiseInTechnicalCorridors));
  }
}

// RULES.md §10: Several Characters who make a Noise roll at once roll one at a time in turn order, starting with
// the First Player, each roll resolved in full before the next.
TEST_CASE("Noise in Technical Corridors: several Characters roll in turn order from the First Player (ruling)") {
  GameState s = game(3, 5);
  setRoom(s, 2, RoomTile::Armory, true);
  setRoom(s, 4, RoomTile::Storage, true);
  putCharacter(s, 0, 2);
  putCharacter(s, 2, 4);  // rooms 2 and 4 have entrances; the Scout stays in the Hibernatorium
  REQUIRE(s.topo().room(room(s, 2)).techEntrance);
  REQUIRE(s.topo().room(room(s, 4)).techEntrance);
  s.firstPlayer = 2;
  mark(s, s.topo().techSpace());
  forceNoise(s, {NoiseResult::Silence, NoiseResult::Silence});
  const EventLog log = withCard(s, 13);
  const auto rolls = eventsOf<ev::NoiseRolled>(log);
  REQUIRE(rolls.size() == 2);
  CHECK(rolls[0].character == 2);  // the First Player, then on round: 0
  CHECK(rolls[1].character == 0);
  CHECK(cites<ev::NoiseRollsCalled>(log, RuleId::NoiseRollOrder));
}

TEST_CASE("Lurking: Intruders not in a room with a Character return to the bag") {
  GameState s = game(1, 5);
  const int alone = addIntruder(s, IntruderType::Breeder, 9);
  const int fighting = addIntruder(s, IntruderType::Breeder, 11);
  forceAttack(s, AttackKind::Slime);
  const EventLog log = withCard(s, 5);
  CHECK(intruderIndex(s, alone) < 0);
  CHECK(intruderIndex(s, fighting) >= 0);
  CHECK(cites<ev::IntruderRemoved>(log, RuleId::EventLurking));
}

TEST_CASE("Hunt #8: Adults move to a neighbouring room with a Character, the lowest room number on a tie") {
  GameState s = game(2, 5);
  setRoom(s, 3, RoomTile::Storage, true);
  setRoom(s, 6, RoomTile::Shower, true);
  putCharacter(s, 0, 3);
  putCharacter(s, 1, 6);
  const int adult = addIntruder(s, IntruderType::Adult, 7);  // next to 3 (corridor 3,4) and 6 (corridor 1)
  const int far = addIntruder(s, IntruderType::Adult, 20);
  const EventLog log = withCard(s, 8);
  CHECK(intruder(s, adult).room == room(s, 3));
  CHECK(intruder(s, far).room == room(s, 20));
  CHECK(cites<ev::IntruderMoved>(log, RuleId::EventHunt));
}

TEST_CASE("Egg Protection: an Encounter for each Character in the Nest") {
  GameState s = game(2, 5);
  setRoom(s, 9, RoomTile::Nest, true);
  putCharacter(s, 1, 9);
  forceBag(s, IntruderType::Larva);  // the Encounter's draw comes before bag development's
  forceEvent(s, 1);
  forceBag(s, IntruderType::Blank);
  const EventLog log = eventPhase(s);
  REQUIRE(cites<ev::EncounterStarted>(log, RuleId::EventEggProtection));
  CHECK(eventsOf<ev::EncounterStarted>(log).front().character == 1);
  CHECK(s.stats.encounters == 1);
}

TEST_CASE("Bulkheads Open: every Closed Door opens, Destroyed Doors stay") {
  GameState s = game(1, 5);
  setDoor(s, corridor(s, 7, 8), DoorState::Closed);
  setDoor(s, corridor(s, 1, 3), DoorState::Closed);
  setDoor(s, corridor(s, 5, 6), DoorState::Destroyed);
  const EventLog log = withCard(s, 15);
  CHECK(s.door(corridor(s, 7, 8)) == DoorState::Open);
  CHECK(s.door(corridor(s, 1, 3)) == DoorState::Open);
  CHECK(s.door(corridor(s, 5, 6)) == DoorState::Destroyed);
  CHECK(countOf<ev::DoorOpened>(log) == 2);
  CHECK(cites<ev::DoorOpened>(log, RuleId::EventBulkheadsOpen));
}

// RULE: Note: A Malfunction marker may be placed in a Room due to many reasons, other than resolving an Exploration token (like some Events or Actions).
TEST_CASE("Malfunction: a Malfunction marker in the First Player's room, the card is shuffled back") {
  GameState s = game(2, 5);
  setRoom(s, 6, RoomTile::Shower, true);
  putCharacter(s, 0, 6);
  const EventLog log = withCard(s, 12);
  CHECK(s.room(room(s, 6)).malfunction);
  CHECK(cites<ev::MalfunctionPlaced>(log, RuleId::EventMalfunction));
  CHECK(cites<ev::EventCardShuffledBack>(log, RuleId::EventMalfunction));
  CHECK(std::count(s.eventDeck.begin(), s.eventDeck.end(), 11) == 1);
  CHECK(s.eventDiscard.empty());
}

TEST_CASE("the other cards move Intruders and say that their effect is not part of this module") {
  for (int number = 1; number <= kEventCardCount; ++number) {
    CAPTURE(number);
    GameState s = game(1, 5);
    const EventLog log = withCard(s, number);
    const bool none = kEventCards[static_cast<std::size_t>(number - 1)].effect == EventEffect::None;
    CHECK(cites<ev::EventCardNoEffect>(log, RuleId::EventNoFurtherEffect) == none);
    CHECK(cites<ev::EventCardDiscarded>(log, RuleId::EventCardDiscarded) == none);
    CHECK(s.eventDeck.size() + s.eventDiscard.size() == 20);
  }
}

// RULES.md §10: An Event card whose own effect is not part of this rules module goes to the Event discard pile
// once its Intruders have moved, so it comes back when the deck is reshuffled; it is never taken out of the game.
TEST_CASE("an Event card whose effect is outside this module goes to the discard pile and comes back (ruling)") {
  GameState s = game(1, 5);
  const int scentOfPrey = 9;  // #10, no effect in this module
  REQUIRE(kEventCards[static_cast<std::size_t>(scentOfPrey)].effect == EventEffect::None);
  const EventLog first = withCard(s, scentOfPrey + 1);
  CHECK(eventsOf<ev::EventCardDiscarded>(first).at(0).card == scentOfPrey);
  CHECK(cites<ev::EventCardDiscarded>(first, RuleId::EventCardDiscarded));
  CHECK(s.eventDiscard == std::vector<int>{scentOfPrey});
  // The deck runs out: the discard pile, that card with it, becomes the new deck.
  s.eventDiscard.insert(s.eventDiscard.end(), s.eventDeck.begin(), s.eventDeck.end());
  s.eventDeck.clear();
  const EventLog again = withCard(s, scentOfPrey + 1);
  CHECK(countOf<ev::EventDeckReshuffled>(again) == 1);
  CHECK(eventsOf<ev::EventCardDrawn>(again).at(0).card == scentOfPrey);
  CHECK(s.eventDeck.size() + s.eventDiscard.size() == 20);
}
