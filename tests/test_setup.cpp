// Setup of a new game (RULES.md §2-5): tiles, exploration tokens, the Intruder bag by player count,
// supply, attack deck, hands; refusals; determinism for a seed.
#include <set>
#include <vector>

#include "support.hpp"

using namespace test;

namespace {

int countType(const std::vector<int>& tokens, IntruderType type) {
  int n = 0;
  for (int id : tokens) n += kIntruderTokens[static_cast<std::size_t>(id)].type == type ? 1 : 0;
  return n;
}

std::vector<RoomTile> tilesOn(const GameState& s, SlotKind slot) {
  std::vector<RoomTile> tiles;
  for (int r = 0; r < s.topo().roomCount(); ++r) {
    if (s.topo().room(r).slot == slot) tiles.push_back(s.room(r).tile);
  }
  return tiles;
}

// The face-up/face-down layout a player would see on the table: tiles and exploration tokens.
std::vector<int> layout(const GameState& s) {
  std::vector<int> out;
  for (const RoomState& r : s.rooms) {
    out.push_back(static_cast<int>(r.tile));
    out.push_back(r.explorationToken);
  }
  return out;
}

}  // namespace

TEST_CASE("setup for 1 to 5 characters on the basic board") {
  for (int players = 1; players <= 5; ++players) {
    CAPTURE(players);
    const GameState s = game(players, 1000 + static_cast<std::uint64_t>(players));
    const Board& b = s.topo();
    REQUIRE(s.characterCount() == players);
    CHECK(checkInvariants(s).empty());
    CHECK(s.status == GameStatus::Playing);
    CHECK(s.loss == LossReason::None);
    CHECK(s.steps.empty());
    CHECK(s.pending.kind == DecisionKind::None);
    CHECK(s.chance.forced.empty());

    // Rooms: special rooms fixed and explored with no token; the 16 random rooms face down, each with a token.
    std::set<int> tokensOnRooms;
    int faceDown = 0;
    for (int r = 0; r < b.roomCount(); ++r) {
      const BoardRoom& br = b.room(r);
      const RoomState& rs = s.room(r);
      CAPTURE(br.label);
      CHECK((tileInfo(rs.tile).slot == br.slot));
      CHECK_FALSE(rs.fire);
      CHECK_FALSE(rs.malfunction);
      CHECK(rs.corpses == 0);
      CHECK(rs.items == -1);
      if (br.slot == SlotKind::Special) {
        CHECK((rs.tile == *br.fixedTile));
        CHECK(rs.explored);
        CHECK(rs.explorationToken == -1);
      } else {
        CHECK_FALSE(rs.explored);
        REQUIRE(rs.explorationToken >= 0);
        REQUIRE(rs.explorationToken < kExplorationTokenCount);
        tokensOnRooms.insert(rs.explorationToken);
        ++faceDown;
      }
    }
    CHECK(faceDown == 16);
    CHECK(tokensOnRooms.size() == 16);
    REQUIRE(s.unusedExploration.size() == 4);
    for (int t : s.unusedExploration) CHECK(tokensOnRooms.count(t) == 0);
    CHECK(std::set<int>(s.unusedExploration.begin(), s.unusedExploration.end()).size() == 4);
    CHECK(s.discardedExploration.empty());

    // Room 1 tiles: all 11 are used on the basic board (the Nest and both Evacuation sections among them).
    std::vector<RoomTile> room1 = tilesOn(s, SlotKind::Room1);
    std::sort(room1.begin(), room1.end());
    std::vector<RoomTile> allRoom1;
    for (int t = 0; t < kRoomTileCount; ++t) {
      if (kTiles[static_cast<std::size_t>(t)].slot == SlotKind::Room1) allRoom1.push_back(static_cast<RoomTile>(t));
    }
    CHECK(allRoom1.size() == 11);
    CHECK(room1 == allRoom1);
    for (RoomTile t : {RoomTile::Nest, RoomTile::EvacuationA, RoomTile::EvacuationB}) {
      CHECK(std::count(room1.begin(), room1.end(), t) == 1);
    }
    // Room 2 tiles: 5 different ones of the 9.
    const std::vector<RoomTile> room2 = tilesOn(s, SlotKind::Room2);
    CHECK(room2.size() == 5);
    CHECK(std::set<RoomTile>(room2.begin(), room2.end()).size() == 5);
    for (RoomTile t : room2) CHECK((tileInfo(t).slot == SlotKind::Room2));

    // The bag: 1 Blank, 4 Larva, 1 Creeper, 1 Queen, 3 Adults + 1 per player.
    CHECK(countType(s.bag, IntruderType::Blank) == 1);
    CHECK(countType(s.bag, IntruderType::Larva) == 4);
    CHECK(countType(s.bag, IntruderType::Creeper) == 1);
    CHECK(countType(s.bag, IntruderType::Queen) == 1);
    CHECK(countType(s.bag, IntruderType::Breeder) == 0);
    CHECK(countType(s.bag, IntruderType::Adult) == 3 + players);
    CHECK(static_cast<int>(s.bag.size()) == 10 + players);
    // The supply holds the rest; together the 27 tokens, each once.
    CHECK(static_cast<int>(s.supply.size()) == kTokenCount - 10 - players);
    CHECK(countType(s.supply, IntruderType::Blank) == 0);
    CHECK(countType(s.supply, IntruderType::Larva) == 4);
    CHECK(countType(s.supply, IntruderType::Creeper) == 2);
    CHECK(countType(s.supply, IntruderType::Queen) == 0);
    CHECK(countType(s.supply, IntruderType::Breeder) == 2);
    CHECK(countType(s.supply, IntruderType::Adult) == 12 - 3 - players);
    std::set<int> all(s.bag.begin(), s.bag.end());
    all.insert(s.supply.begin(), s.supply.end());
    CHECK(all.size() == 27);
    CHECK(s.bag.size() + s.supply.size() == 27);
    CHECK(s.setAside.empty());
    CHECK(s.removedTokens.empty());
    CHECK(s.intruders.empty());
    CHECK(s.nextIntruderId == 1);

    // Pools full: nothing on the board.
    CHECK(noiseMarkersOnBoard(s) == 0);
    CHECK(doorTokensOnBoard(s) == 0);
    CHECK(firesOnBoard(s) == 0);
    CHECK(malfunctionsOnBoard(s) == 0);
    CHECK(s.noise.size() == static_cast<std::size_t>(b.passageCount()));
    CHECK(s.doors.size() == static_cast<std::size_t>(b.corridorCount()));

    // Attack deck: the 20 cards, shuffled, no discard.
    CHECK(s.attackDeck.size() == 20);
    CHECK(std::set<int>(s.attackDeck.begin(), s.attackDeck.end()).size() == 20);
    CHECK(s.attackDiscard.empty());

    // Characters: in player order, in the Hibernatorium, hand of 5 from a deck of 10.
    const std::vector<CharacterClass> classes = defaultCharacters(players);
    for (int i = 0; i < players; ++i) {
      CAPTURE(i);
      const Character& c = s.character(i);
      CHECK((c.cls == classes[static_cast<std::size_t>(i)]));
      CHECK(b.room(c.room).label == 11);
      CHECK(c.alive);
      CHECK(c.hand.size() == 5);
      CHECK(c.deck.size() == 5);
      CHECK(c.discard.empty());
      CHECK_FALSE(c.slime);
      CHECK_FALSE(c.larva);
      CHECK(c.lightWounds == 0);
      CHECK(c.seriousWounds == 0);
      std::set<int> numbers;
      for (const auto* pile : {&c.hand, &c.deck}) {
        for (const Card& card : *pile) {
          CHECK(card.kind == CardKind::Action);
          numbers.insert(card.number);
        }
      }
      CHECK(numbers.size() == 10);
      CHECK(*numbers.begin() == 1);
      CHECK(*numbers.rbegin() == 10);
    }
  }
}

TEST_CASE("the solo bag holds 11 tokens and the 5-player bag 15") {
  CHECK(game(1, 3).bag.size() == 11);
  CHECK(game(5, 3).bag.size() == 15);
  CHECK(game(1, 3).supply.size() == 16);
  CHECK(game(5, 3).supply.size() == 12);
}

TEST_CASE("setup on the training board fills its slots with distinct tiles of the right kind") {
  for (int players = 1; players <= 5; ++players) {
    const GameState s = game(players, 7, trainingBoard());
    CHECK(checkInvariants(s).empty());
    std::set<RoomTile> tiles;
    int faceDown = 0;
    for (int r = 0; r < s.topo().roomCount(); ++r) {
      CHECK((tileInfo(s.room(r).tile).slot == s.topo().room(r).slot));
      tiles.insert(s.room(r).tile);
      faceDown += s.room(r).explorationToken >= 0 ? 1 : 0;
    }
    CHECK(tiles.size() == 6);
    CHECK(faceDown == 4);
    CHECK(s.unusedExploration.size() == 16);
    for (const Character& c : s.characters) CHECK(s.topo().room(c.room).label == 1);
  }
}

TEST_CASE("setup refuses 0 or 6 characters and a character chosen twice") {
  CHECK_THROWS_AS(newGame(basicBoard(), SetupOptions{{}, 1}), SetupError);
  CHECK_THROWS_WITH_AS(newGame(basicBoard(), SetupOptions{defaultCharacters(6), 1}),
                       "a game has 1 to 5 characters, not 6", SetupError);
  CHECK_THROWS_WITH_AS(newGame(basicBoard(), SetupOptions{{}, 1}), "a game has 1 to 5 characters, not 0", SetupError);
  CHECK_THROWS_AS(newGame(basicBoard(), SetupOptions{{CharacterClass::Captain, CharacterClass::Captain}, 1}),
                  SetupError);
  try {
    (void)newGame(basicBoard(), SetupOptions{{CharacterClass::Scout, CharacterClass::Pilot, CharacterClass::Scout}, 1});
    FAIL("a duplicate character was accepted");
  } catch (const SetupError& e) {
    CHECK(std::string(e.what()).find("is chosen twice") != std::string::npos);
  }
  // Any 5 different classes are fine, the Scientist included.
  CHECK_NOTHROW((void)newGame(basicBoard(),
                              SetupOptions{{CharacterClass::Scientist, CharacterClass::Pilot, CharacterClass::Mechanic,
                                            CharacterClass::Soldier, CharacterClass::Scout},
                                           1}));
}

TEST_CASE("the same seed gives the same game, different seeds give different layouts") {
  for (int players = 1; players <= 5; ++players) {
    const GameState a = game(players, 42);
    const GameState b = game(players, 42);
    CHECK(a == b);
    CHECK(a.chance.rng == b.chance.rng);
    CHECK_FALSE(a == game(players, 43));
  }
  // 30 seeds, 30 different layouts of tiles and exploration tokens.
  std::set<std::vector<int>> layouts;
  std::set<std::vector<int>> bags;
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    const GameState s = game(3, seed);
    layouts.insert(layout(s));
    std::vector<int> bag = s.bag;
    std::sort(bag.begin(), bag.end());
    bags.insert(bag);
  }
  CHECK(layouts.size() == 30);
  // Which Adult tokens go into the bag varies with the seed too.
  CHECK(bags.size() > 1);
  // The same seed on the training board is also reproducible.
  CHECK(game(2, 5, trainingBoard()) == game(2, 5, trainingBoard()));
}
