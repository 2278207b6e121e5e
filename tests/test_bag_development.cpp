// Bag development in the Event phase (RULES.md §2): one token drawn, and what each type does.
#include "rounds_support.hpp"

using namespace test;

namespace {

// An Event phase whose card does nothing here (#3: Breeders and Queens move through corridor 1) and
// whose bag development draws `type`.
EventLog develop(GameState& s, IntruderType type, int number = 0) {
  forceEvent(s, 3);
  forceBag(s, type, number);
  return eventPhase(s);
}

// A Queen on the board as bag development leaves her: her token went back into the bag (QueenInNest).
int addQueenWithoutToken(GameState& s, int label) {
  const int id = addIntruder(s, IntruderType::Queen, label);
  for (Intruder& in : s.intruders) {
    if (in.id != id || in.token < 0) continue;
    std::erase(s.setAside, in.token);
    s.bag.push_back(in.token);
    in.token = -1;
  }
  return id;
}

int countType(const std::vector<int>& pile, IntruderType type) {
  return static_cast<int>(std::count_if(
      pile.begin(), pile.end(), [&](int id) { return kIntruderTokens[static_cast<std::size_t>(id)].type == type; }));
}

}  // namespace

// RULE: Bag development (Event phase, draw 1):
// RULE: Larva: remove it from the game, add 1 Adult from the supply.
TEST_CASE("bag development: a Larva leaves the game and an Adult from the supply takes its place") {
  GameState s = game(1, 5);
  const int larvae = countType(s.bag, IntruderType::Larva);
  const int adults = countType(s.bag, IntruderType::Adult);
  const EventLog log = develop(s, IntruderType::Larva);
  CHECK(cites<ev::TokenDrawn>(log, RuleId::BagDevelopment));
  CHECK(countType(s.bag, IntruderType::Larva) == larvae - 1);
  CHECK(countType(s.bag, IntruderType::Adult) == adults + 1);
  CHECK(countType(s.removedTokens, IntruderType::Larva) == 1);
  CHECK(cites<ev::TokenRemovedFromGame>(log, RuleId::BagLarva));
  CHECK(cites<ev::TokenAddedToBag>(log, RuleId::BagLarva));
}

// RULE: Creeper: remove it, add 1 Breeder from the supply.
TEST_CASE("bag development: a Creeper leaves the game and a Breeder from the supply takes its place") {
  GameState s = game(1, 5);
  const EventLog log = develop(s, IntruderType::Creeper);
  CHECK(countType(s.bag, IntruderType::Creeper) == 0);
  CHECK(countType(s.bag, IntruderType::Breeder) == 1);
  CHECK(cites<ev::TokenRemovedFromGame>(log, RuleId::BagCreeper));
}

// RULE: a Larva/Creeper drawn when the supply has no Adult/Breeder stays in the bag.
TEST_CASE("bag development ruling: a Larva stays in the bag when the supply has no Adult") {
  GameState s = game(1, 5);
  for (auto it = s.supply.begin(); it != s.supply.end();) {
    if (kIntruderTokens[static_cast<std::size_t>(*it)].type == IntruderType::Adult) {
      s.removedTokens.push_back(*it);
      it = s.supply.erase(it);
    } else {
      ++it;
    }
  }
  const int larvae = countType(s.bag, IntruderType::Larva);
  const EventLog log = develop(s, IntruderType::Larva);
  CHECK(countType(s.bag, IntruderType::Larva) == larvae);
  CHECK(cites<ev::TokenReturnedToBag>(log, RuleId::BagEmptySupply));
}

// RULE: Adult or Breeder: every Character not in Combat makes a Noise roll, in turn order; return the token.
// RULES.md §10: Several Characters who make a Noise roll at once roll one at a time in turn order, starting with
// the First Player, each roll resolved in full before the next.
TEST_CASE("bag development: an Adult makes every Character not in Combat roll, in turn order from the First Player") {
  GameState s = game(3, 5);
  setRoom(s, 6, RoomTile::Shower, true);
  setRoom(s, 15, RoomTile::Canteen, true);
  putCharacter(s, 0, 6);
  putCharacter(s, 1, 15);
  // The Soldier stays in the Hibernatorium, in Combat with an Adult (whose Event-phase attack only slimes).
  addIntruder(s, IntruderType::Adult, 11);
  forceAttack(s, AttackKind::Slime);
  s.firstPlayer = 1;
  s.turn = 1;
  const int adultsInBag = countType(s.bag, IntruderType::Adult);  // the token drawn returns
  forceNoise(s, {NoiseResult::Silence, NoiseResult::Silence});
  const EventLog log = develop(s, IntruderType::Adult);
  const auto rolls = eventsOf<ev::NoiseRolled>(log);
  REQUIRE(rolls.size() == 2);
  CHECK(rolls[0].character == 1);
  CHECK(rolls[1].character == 0);
  CHECK(cites<ev::NoiseRollsCalled>(log, RuleId::NoiseRollOrder));  // two roll: the order is the ruling's
  CHECK(cites<ev::TokenReturnedToBag>(log, RuleId::BagAdultOrBreeder));
  CHECK(countType(s.bag, IntruderType::Adult) == adultsInBag);
  CHECK(s.stats.noiseRolls[4] == 2);  // two Silence results
}

// RULE: Queen: if a Character is in the Nest, place the Queen there and resolve an Encounter; else add 1 Egg. Return the token.
// RULE: Intruder Bag Development: When an Intruder token is drawn from the Intruder bag during the Intruder Bag Development phase, and certain conditions are met (e.g., a Queen token is drawn and Characters are in the Nest Room).
SCENARIO("bag development: the Queen") {
  GameState s = game(2, 5);
  WHEN("nobody is in the Nest") {
    const EventLog log = develop(s, IntruderType::Queen);
    THEN("an Egg is added and the token returns") {
      CHECK(s.eggs == 1);
      CHECK(cites<ev::EggAdded>(log, RuleId::BagQueen));
      CHECK(countType(s.bag, IntruderType::Queen) == 1);
      CHECK(s.intruders.empty());
    }
  }
  WHEN("the Scout is in the Nest with 2 cards") {
    setRoom(s, 9, RoomTile::Nest, true);
    putCharacter(s, 1, 9);
    setHand(s, 1, {1, 2});
    forceAttack(s, AttackKind::Slime);
    forceAttack(s, AttackKind::Slime);
    const BoardRoom& nest = s.topo().room(room(s, 9));
    for (int i = 0; i < nest.connectedCount; ++i)
      s.noise[static_cast<std::size_t>(nest.connected[static_cast<std::size_t>(i)])] = 1;
    const EventLog log = develop(s, IntruderType::Queen);
    THEN("the Encounter's markers go, the Queen appears there and the Surprise Attack follows; the token returns") {
      // Ruling QueenInNest: "the Noise markers of the Nest's corridors are removed" (the Encounter's first step).
      CHECK(eventsOf<ev::NoiseMarkerRemoved>(log).size() == static_cast<std::size_t>(nest.connectedCount));
      for (int i = 0; i < nest.connectedCount; ++i)
        CHECK_FALSE(s.hasNoise(nest.connected[static_cast<std::size_t>(i)]));
      REQUIRE(cites<ev::EncounterStarted>(log, RuleId::BagQueen));
      REQUIRE(cites<ev::IntruderPlaced>(log, RuleId::QueenInNest));
      CHECK(intrudersIn(s, 9) == 1);
      CHECK(s.intruders.front().type == IntruderType::Queen);
      CHECK(cites<ev::SurpriseCheck>(log, RuleId::SurpriseAttack));
      CHECK(countType(s.bag, IntruderType::Queen) == 1);
      CHECK(s.eggs == 0);
      CHECK(s.stats.encounters == 1);
    }
  }
  // Ruling QueenInNest: "a Queen already on the board retreats first, as any Intruder whose miniatures run out;
  // one in Combat stays and none is placed".
  WHEN("the Scout is in the Nest and the one Queen miniature is already on the board, out of Combat") {
    setRoom(s, 9, RoomTile::Nest, true);
    putCharacter(s, 1, 9);
    const int queen = addQueenWithoutToken(s, 2);
    forceEvent(s, 4);  // #4 Damage moves Creepers and Adults: the Queen stays where she is until the bag develops
    forceBag(s, IntruderType::Queen);
    const EventLog log = eventPhase(s);
    THEN("she retreats, and comes out in the Nest") {
      CHECK(cites<ev::IntruderRemoved>(log, RuleId::OthersRetreat));
      CHECK(intrudersIn(s, 2) == 0);
      CHECK(intrudersIn(s, 9) == 1);
      CHECK(std::none_of(s.intruders.begin(), s.intruders.end(), [&](const Intruder& in) { return in.id == queen; }));
    }
  }
  WHEN("the Scout is in the Nest and the Queen is in Combat with the Captain elsewhere") {
    setRoom(s, 9, RoomTile::Nest, true);
    putCharacter(s, 1, 9);
    const int elsewhere = s.topo().room(s.character(0).room).label;
    (void)addQueenWithoutToken(s, elsewhere);
    forceEvent(s, 4);
    forceBag(s, IntruderType::Queen);
    forceAttack(s, AttackKind::Slime);  // her attack on the Captain in the Event phase: a Slime marker
    const EventLog log = eventPhase(s);
    THEN("she stays, and no Queen is placed in the Nest") {
      CHECK(cites<ev::NoEffect>(log, RuleId::NoMiniatureLeft));
      CHECK(intrudersIn(s, elsewhere) == 1);
      CHECK(intrudersIn(s, 9) == 0);
    }
  }
}

// RULE: Blank: add 1 Adult from the supply (if any); return the Blank.
TEST_CASE("bag development: the Blank adds an Adult from the supply and returns") {
  GameState s = game(1, 5);
  const int adults = countType(s.bag, IntruderType::Adult);
  const EventLog log = develop(s, IntruderType::Blank);
  CHECK(countType(s.bag, IntruderType::Adult) == adults + 1);
  CHECK(countType(s.bag, IntruderType::Blank) == 1);
  CHECK(cites<ev::TokenAddedToBag>(log, RuleId::BagBlank));
  CHECK(cites<ev::TokenReturnedToBag>(log, RuleId::BagBlank));
}
