// RULES.md component facts the engine uses: the Noise die (§1), the Intruder tokens, miniatures and bag
// (§2), the exploration tokens (§3), the basic board (§4), the pools (§9), and the §10 rulings on Danger
// with every corridor marked and on the bag never being empty.
#include <array>
#include <cmath>
#include <map>
#include <set>

#include "support.hpp"

using namespace test;

namespace {

template <typename T, std::size_t N, typename Pred>
int countIf(const std::array<T, N>& a, Pred pred) {
  return static_cast<int>(std::count_if(a.begin(), a.end(), pred));
}

}  // namespace

// ---------------------------------------------------------------------------------------------------
// §1 Noise die
// ---------------------------------------------------------------------------------------------------

// RULES.md §1: A d10 with faces 1, 1, 2, 2, 3, 3, 4, 4, Silence, Danger.
TEST_CASE("rules components: the Noise die has the faces 1 1 2 2 3 3 4 4 Silence Danger") {
  REQUIRE(kNoiseDieFaces.size() == 10);
  const std::map<NoiseResult, int> expected = {{NoiseResult::One, 2},     {NoiseResult::Two, 2},
                                               {NoiseResult::Three, 2},   {NoiseResult::Four, 2},
                                               {NoiseResult::Silence, 1}, {NoiseResult::Danger, 1}};
  for (const auto& [face, count] : expected) {
    CHECK_MESSAGE(countIf(kNoiseDieFaces, [&](NoiseResult r) { return r == face; }) == count,
                  std::string(nameOf(face)));
  }
}

// RULES.md §1: P(each number) = 20 %, P(Danger) = 10 %, P(Silence) = 10 %.
TEST_CASE("rules components: unforced Noise rolls follow the die's distribution") {
  GameState s = game(1, 2024);
  // The Hibernatorium: empty neighbours, so no roll causes an Encounter once the markers are cleared.
  constexpr int kRolls = 20000;
  std::map<NoiseResult, int> seen;
  EventLog log;
  for (int i = 0; i < kRolls; ++i) {
    std::fill(s.noise.begin(), s.noise.end(), std::uint8_t{0});
    log.clear();
    resolveNoiseRoll(s, 0, log);
    const auto rolled = eventsOf<ev::NoiseRolled>(log);
    REQUIRE(rolled.size() == 1);
    REQUIRE_FALSE(rolled[0].forced);
    REQUIRE(log.front().rule == RuleId::NoiseDie);
    seen[rolled[0].result]++;
  }
  CHECK(s.intruders.empty());
  const auto share = [&](NoiseResult r) { return static_cast<double>(seen[r]) / kRolls; };
  // One standard deviation is about 0.3 points for 20 % and 0.2 points for 10 %; the tolerances are
  // five of them.
  for (NoiseResult r : {NoiseResult::One, NoiseResult::Two, NoiseResult::Three, NoiseResult::Four}) {
    CHECK_MESSAGE(std::abs(share(r) - 0.20) < 0.015, std::string(nameOf(r)) << ": " << share(r));
  }
  CHECK(std::abs(share(NoiseResult::Silence) - 0.10) < 0.011);
  CHECK(std::abs(share(NoiseResult::Danger) - 0.10) < 0.011);
}

// ---------------------------------------------------------------------------------------------------
// §2 Intruder tokens and the bag
// ---------------------------------------------------------------------------------------------------

// RULES.md §2: Box: 27 tokens. Number on the back (the Surprise Attack threshold):
// RULES.md §2: Larva 8 (1 each), Creeper 3 (1 each), Adult 12 (2,2,2,2, 3,3,3,3,3, 4,4,4), Breeder 2 (3, 4), Queen 1 (4), Blank 1 (none).
TEST_CASE("rules components: the 27 Intruder tokens and their numbers") {
  CHECK(kTokenCount == 27);
  std::map<IntruderType, std::multiset<int>> numbers;
  for (const IntruderToken& t : kIntruderTokens) numbers[t.type].insert(t.number);
  CHECK(numbers[IntruderType::Larva] == std::multiset<int>{1, 1, 1, 1, 1, 1, 1, 1});
  CHECK(numbers[IntruderType::Creeper] == std::multiset<int>{1, 1, 1});
  CHECK(numbers[IntruderType::Adult] == std::multiset<int>{2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4});
  CHECK(numbers[IntruderType::Breeder] == std::multiset<int>{3, 4});
  CHECK(numbers[IntruderType::Queen] == std::multiset<int>{4});
  CHECK(numbers[IntruderType::Blank] == std::multiset<int>{0});
}

// RULES.md §2: Miniatures: 6 Larva, 3 Creeper, 8 Adult, 2 Breeder, 1 Queen.
TEST_CASE("rules components: miniatures in the box") {
  CHECK(kMiniatures[static_cast<std::size_t>(IntruderType::Larva)] == 6);
  CHECK(kMiniatures[static_cast<std::size_t>(IntruderType::Creeper)] == 3);
  CHECK(kMiniatures[static_cast<std::size_t>(IntruderType::Adult)] == 8);
  CHECK(kMiniatures[static_cast<std::size_t>(IntruderType::Breeder)] == 2);
  CHECK(kMiniatures[static_cast<std::size_t>(IntruderType::Queen)] == 1);
  // The invariant checker refuses a 9th Adult miniature.
  GameState s = game();
  for (int i = 0; i < 9; ++i) addIntruder(s, IntruderType::Adult, 2);
  const auto problems = checkInvariants(s);
  CHECK(std::any_of(problems.begin(), problems.end(),
                    [](const std::string& p) { return p.find("Adult miniatures") != std::string::npos; }));
}

// RULES.md §2: Bag at setup: 1 Blank, 4 Larva, 1 Creeper, 1 Queen, 3 Adult + 1 Adult per player (11 tokens solo, 15 with 5).
// RULES.md §2: Which Adult tokens go in is random. The rest is the supply beside the board.
TEST_CASE("rules components: the Intruder bag at setup") {
  std::set<std::multiset<int>> adultSets;
  for (int players = 1; players <= kMaxCharacters; ++players) {
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      const GameState s = game(players, seed);
      CHECK(s.bag.size() == static_cast<std::size_t>(10 + players));
      std::map<IntruderType, int> count;
      std::multiset<int> adults;
      for (int id : s.bag) {
        count[kIntruderTokens[static_cast<std::size_t>(id)].type]++;
        if (kIntruderTokens[static_cast<std::size_t>(id)].type == IntruderType::Adult) adults.insert(id);
      }
      CHECK(count[IntruderType::Blank] == 1);
      CHECK(count[IntruderType::Larva] == 4);
      CHECK(count[IntruderType::Creeper] == 1);
      CHECK(count[IntruderType::Queen] == 1);
      CHECK(count[IntruderType::Breeder] == 0);
      CHECK(count[IntruderType::Adult] == 3 + players);
      CHECK(s.bag.size() + s.supply.size() == static_cast<std::size_t>(kTokenCount));
      CHECK(s.setAside.empty());
      CHECK(checkInvariants(s).empty());
      if (players == 1) adultSets.insert(adults);
    }
  }
  CHECK(adultSets.size() > 1);  // different seeds put different Adult tokens in the bag
}

// ---------------------------------------------------------------------------------------------------
// §3 Exploration tokens
// ---------------------------------------------------------------------------------------------------

// RULES.md §3: 20 tokens; one face down on each of the 16 random room tiles, 4 unused.
// RULES.md §3: Malfunction 8 (4,3,2,2,2,2,1,1), Door 4 (4,3,2,1), Fire 2 (2,1), Silence 2 (1,1), Slime 2 (4,3), Danger 2 (3,2).
TEST_CASE("rules components: the 20 exploration tokens") {
  CHECK(kExplorationTokenCount == 20);
  std::map<ExplorationEffect, std::multiset<int>> items;
  for (const ExplorationToken& t : kExplorationTokens) items[t.effect].insert(t.items);
  CHECK(items[ExplorationEffect::Malfunction] == std::multiset<int>{4, 3, 2, 2, 2, 2, 1, 1});
  CHECK(items[ExplorationEffect::Door] == std::multiset<int>{4, 3, 2, 1});
  CHECK(items[ExplorationEffect::Fire] == std::multiset<int>{2, 1});
  CHECK(items[ExplorationEffect::Silence] == std::multiset<int>{1, 1});
  CHECK(items[ExplorationEffect::Slime] == std::multiset<int>{4, 3});
  CHECK(items[ExplorationEffect::Danger] == std::multiset<int>{3, 2});
}

// RULES.md §3: Special rooms (Cockpit, Hibernatorium, Engines) have none and start explored.
TEST_CASE("rules components: exploration tokens at setup") {
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    const GameState s = game(1, seed);
    int withToken = 0;
    for (int i = 0; i < s.topo().roomCount(); ++i) {
      const bool special = s.topo().room(i).slot == SlotKind::Special;
      CHECK(s.room(i).explored == special);
      CHECK((s.room(i).explorationToken >= 0) == !special);
      withToken += s.room(i).explorationToken >= 0 ? 1 : 0;
    }
    CHECK(withToken == 16);
    CHECK(s.unusedExploration.size() == 4);
    CHECK(s.discardedExploration.empty());
  }
}

// ---------------------------------------------------------------------------------------------------
// §4 The basic board
// ---------------------------------------------------------------------------------------------------

// RULES.md §4: 21 rooms: Cockpit (1), Hibernatorium (11), Engines #3/#2/#1 (19/20/21) are fixed; 11 "Room 1" slots (2,3,4,5,9,10,12,13,16,17,18) and 5 "Room 2" slots (6,7,8,14,15) take random tiles.
TEST_CASE("rules components: the basic board's rooms and slots") {
  const GameState s = game();
  const Board& b = s.topo();
  CHECK(b.roomCount() == 21);
  const std::map<int, RoomTile> fixed = {{1, RoomTile::Cockpit},
                                         {11, RoomTile::Hibernatorium},
                                         {19, RoomTile::Engine3},
                                         {20, RoomTile::Engine2},
                                         {21, RoomTile::Engine1}};
  for (const auto& [label, tile] : fixed) {
    CHECK((b.room(room(s, label)).slot == SlotKind::Special));
    CHECK(b.room(room(s, label)).fixedTile == tile);
    CHECK(s.room(room(s, label)).tile == tile);
  }
  for (int label : {2, 3, 4, 5, 9, 10, 12, 13, 16, 17, 18}) CHECK((b.room(room(s, label)).slot == SlotKind::Room1));
  for (int label : {6, 7, 8, 14, 15}) CHECK((b.room(room(s, label)).slot == SlotKind::Room2));
  // Characters start in the Hibernatorium.
  CHECK(s.character(0).room == room(s, 11));
}

// RULES.md §4: The Nest and the two Evacuation Sections are among the Room 1 tiles.
// RULES.md §4: Room 1 tiles: Armory, Comms*, Emergency Room, Evacuation A, Evacuation B, Fire Control*, Generator*, Laboratory*, Nest, Storage, Surgery. Room 2 tiles: Airlock Control, Cabins, Canteen, Command Center*, Engine Control*, Hatch Control, Monitoring*, Room Covered in Slime, Shower (* = has a Computer).
TEST_CASE("rules components: room tiles, their slots and Computers") {
  const std::vector<RoomTile> room1 = {RoomTile::Armory,      RoomTile::Comms,       RoomTile::EmergencyRoom,
                                       RoomTile::EvacuationA, RoomTile::EvacuationB, RoomTile::FireControl,
                                       RoomTile::Generator,   RoomTile::Laboratory,  RoomTile::Nest,
                                       RoomTile::Storage,     RoomTile::Surgery};
  const std::vector<RoomTile> room2 = {
      RoomTile::AirlockControl, RoomTile::Cabins,       RoomTile::Canteen,    RoomTile::CommandCenter,
      RoomTile::EngineControl,  RoomTile::HatchControl, RoomTile::Monitoring, RoomTile::RoomCoveredInSlime,
      RoomTile::Shower};
  const std::set<RoomTile> computers = {RoomTile::Comms,      RoomTile::FireControl,   RoomTile::Generator,
                                        RoomTile::Laboratory, RoomTile::CommandCenter, RoomTile::EngineControl,
                                        RoomTile::Monitoring};
  for (RoomTile t : room1) CHECK((tileInfo(t).slot == SlotKind::Room1));
  for (RoomTile t : room2) CHECK((tileInfo(t).slot == SlotKind::Room2));
  for (int i = 0; i < kRoomTileCount; ++i) {
    const auto t = static_cast<RoomTile>(i);
    CHECK_MESSAGE(tileInfo(t).computer == (computers.count(t) == 1), std::string(tileInfo(t).name));
  }
  CHECK(countIf(kTiles, [](const TileInfo& t) { return t.slot == SlotKind::Room1; }) == 11);
  CHECK(countIf(kTiles, [](const TileInfo& t) { return t.slot == SlotKind::Room2; }) == 9);
  // Setup deals them onto the matching slots: the Room 1 slots get Room 1 tiles, the Room 2 slots Room 2 tiles.
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    const GameState s = game(1, seed);
    std::set<RoomTile> dealt;
    for (int i = 0; i < s.topo().roomCount(); ++i) {
      CHECK((tileInfo(s.room(i).tile).slot == s.topo().room(i).slot));
      dealt.insert(s.room(i).tile);
    }
    CHECK(dealt.size() == 21);
    CHECK(dealt.count(RoomTile::Nest) == 1);  // all 11 Room 1 tiles are used on the 11 slots
  }
}

// RULES.md §4: Every room has exactly one exit per noise number 1 to 4; a corridor may carry two numbers ("1,2"), and one Noise marker in it then answers both numbers.
TEST_CASE("rules components: one exit per noise number, a two-number corridor holds one marker for both") {
  GameState s = game();
  for (int i = 0; i < s.topo().roomCount(); ++i) {
    for (int n = 1; n <= 4; ++n) CHECK(s.topo().exit(i, n) != kNoPassage);
  }
  // Room 3: corridor "1,2" to the Cockpit (room 1).
  const int c1to3 = corridor(s, 1, 3);
  REQUIRE(exitOf(s, 3, 1) == c1to3);
  REQUIRE(exitOf(s, 3, 2) == c1to3);
  setRoom(s, 3, RoomTile::Storage, true);
  setRoom(s, 7, RoomTile::Cabins, true);
  putCharacter(s, 0, 7);                         // room 7 is next to room 3 (corridor "3,4")
  s.noise[static_cast<std::size_t>(c1to3)] = 1;  // placed earlier for a roll of 1
  forceNoise(s, {NoiseResult::Two});
  forceBag(s, IntruderType::Larva);
  const EventLog log = play(s, move(s, 0, 3));
  CHECK(cites<ev::EncounterStarted>(log, RuleId::OneMarkerPerCorridor));
  CHECK(countOf<ev::NoiseMarkerPlaced>(log) == 0);
  CHECK_FALSE(s.hasNoise(c1to3));
}

// ---------------------------------------------------------------------------------------------------
// §9 Markers and pools
// ---------------------------------------------------------------------------------------------------

// RULES.md §9: Noise 30 (max 1 per corridor; one shared Technical Corridors space), Door 12 (max 1 per corridor; when none is left, take one from the board), Fire 8 (max 1 per room; a 9th means the ship explodes: game over), Malfunction 8 (max 1 per room; never in the Nest or the Room Covered in Slime; a 9th means hull breach: game over), Slime (max 1 per Character).
TEST_CASE("rules components: pool sizes and the invariants that guard them") {
  CHECK(kNoiseMarkers == 30);
  CHECK(kDoorTokens == 12);
  CHECK(kFireMarkers == 8);
  CHECK(kMalfunctionMarkers == 8);
  GameState s = game();
  const auto reports = [&](const std::string& words) {
    const auto problems = checkInvariants(s);
    return std::any_of(problems.begin(), problems.end(),
                       [&](const std::string& p) { return p.find(words) != std::string::npos; });
  };
  CHECK(checkInvariants(s).empty());
  for (int c = 0; c < 13; ++c) s.doors[static_cast<std::size_t>(c)] = DoorState::Closed;
  CHECK(reports("Door tokens"));
  std::fill(s.doors.begin(), s.doors.end(), DoorState::Open);
  for (int i = 0; i < 9; ++i) s.room(i).fire = true;
  CHECK(reports("Fire markers"));
  for (int i = 0; i < 9; ++i) s.room(i).fire = false;
  s.noise[0] = 2;
  CHECK(reports("more than 1 Noise marker"));
  s.noise[0] = 0;
  CHECK(checkInvariants(s).empty());
}

// ---------------------------------------------------------------------------------------------------
// §10 Rulings
// ---------------------------------------------------------------------------------------------------

// RULES.md §10: Danger when every connected corridor already has a marker: nothing happens (it never causes an Encounter).
TEST_CASE("rules ruling: Danger with every corridor of the room marked does nothing") {
  GameState s = game();
  setRoom(s, 15, RoomTile::Canteen, true);
  forceNoise(s, {NoiseResult::Danger});

  SUBCASE("every passage of room 15 marked (3 corridors and the Technical Corridors space)") {
    for (int n = 1; n <= 4; ++n) s.noise[static_cast<std::size_t>(exitOf(s, 15, n))] = 1;
    const std::vector<std::uint8_t> noiseBefore = s.noise;
    const std::vector<int> bagBefore = s.bag;
    const EventLog log = play(s, move(s, 0, 15));
    CHECK(cites<ev::NoEffect>(log, RuleId::DangerAllMarked));
    CHECK(countOf<ev::EncounterStarted>(log) == 0);
    CHECK(countOf<ev::NoiseMarkerPlaced>(log) == 0);
    CHECK(s.noise == noiseBefore);
    CHECK(s.bag == bagBefore);
    CHECK(s.intruders.empty());
  }
  SUBCASE("negative control, one free corridor: it gets a marker") {
    for (int n = 1; n <= 3; ++n) s.noise[static_cast<std::size_t>(exitOf(s, 15, n))] = 1;
    const EventLog log = play(s, move(s, 0, 15));
    CHECK(countOf<ev::NoiseMarkerPlaced>(log) == 1);
    CHECK(cites<ev::NoiseMarkerPlaced>(log, RuleId::DangerRollMarkers));
    CHECK(s.hasNoise(exitOf(s, 15, 4)));
    CHECK_FALSE(citesRule(log, RuleId::DangerAllMarked));
  }
}

// RULES.md §10: The bag is never empty: the Blank always returns. The engine asserts this as an invariant.
TEST_CASE("rules ruling: the Intruder bag is never empty") {
  GameState s = game();
  // Only the Blank left in the bag.
  const int blank = static_cast<int>(kIntruderTokens.size()) - 1;
  REQUIRE((kIntruderTokens[static_cast<std::size_t>(blank)].type == IntruderType::Blank));
  for (int id : std::vector<int>(s.bag)) {
    if (id != blank) {
      s.bag.erase(std::find(s.bag.begin(), s.bag.end(), id));
      s.supply.push_back(id);
    }
  }
  REQUIRE(s.bag == std::vector<int>{blank});
  setRoom(s, 15, RoomTile::Canteen, true);
  s.noise[static_cast<std::size_t>(exitOf(s, 15, 2))] = 1;
  forceNoise(s, {NoiseResult::Two});

  SUBCASE("Adults in the supply: one is added, and the Blank returns") {
    const EventLog log = play(s, move(s, 0, 15));
    CHECK(s.bag.size() == 2);
    CHECK(std::find(s.bag.begin(), s.bag.end(), blank) != s.bag.end());
    CHECK(cites<ev::TokenAddedToBag>(log, RuleId::BlankLastToken));
    CHECK(cites<ev::TokenReturnedToBag>(log, RuleId::BlankReturns));
  }
  SUBCASE("no Adult in the supply: the Blank alone returns") {
    std::vector<int> keep;
    for (int id : s.supply) {
      if (kIntruderTokens[static_cast<std::size_t>(id)].type == IntruderType::Adult) {
        s.removedTokens.push_back(id);
      } else {
        keep.push_back(id);
      }
    }
    s.supply = keep;
    const EventLog log = play(s, move(s, 0, 15));
    CHECK(s.bag == std::vector<int>{blank});
    CHECK(cites<ev::NoEffect>(log, RuleId::BlankLastToken));
    CHECK(cites<ev::TokenReturnedToBag>(log, RuleId::BlankReturns));
  }
  SUBCASE("the invariant checker reports an empty bag") {
    s.bag.clear();
    s.supply.push_back(blank);
    const auto problems = checkInvariants(s);
    CHECK(std::any_of(problems.begin(), problems.end(),
                      [](const std::string& p) { return p.find("Intruder bag is empty") != std::string::npos; }));
  }
}
