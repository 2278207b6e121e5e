// Seed 004, second part: additional notes about intruder movement (the Adult retreat) and the Technical
// Corridors (assets/rules/seeds/004_movement_rulebook.txt), with the RULES.md §7 retreat rulings.
// Intruder movement through the Technical Corridors in the Event phase is not implemented (issue 5).
#include "support.hpp"

using namespace test;

namespace {

// Room 15 (next to the Hibernatorium 11 through corridor 1) explored and empty, with a marker on its
// corridor 2 (to room 16): a Noise roll of 2 on entering it resolves an Encounter there.
void encounterReadyIn15(GameState& s) {
  setRoom(s, 15, RoomTile::Canteen, true);
  s.noise[static_cast<std::size_t>(exitOf(s, 15, 2))] = 1;
  forceNoise(s, {NoiseResult::Two});
}

// Moves one token of `type` from the supply into the bag, so a forced draw can find it.
int supplyToBag(GameState& s, IntruderType type) {
  auto it = std::find_if(s.supply.begin(), s.supply.end(),
                         [&](int id) { return kIntruderTokens[static_cast<std::size_t>(id)].type == type; });
  REQUIRE(it != s.supply.end());
  const int token = *it;
  s.supply.erase(it);
  s.bag.push_back(token);
  return token;
}

// An Intruder placed without a token (as some effects do): its token goes back to the supply.
int addTokenlessIntruder(GameState& s, IntruderType type, int label) {
  const int id = addIntruder(s, type, label);
  Intruder& in = s.intruders[static_cast<std::size_t>(intruderIndex(s, id))];
  s.setAside.erase(std::find(s.setAside.begin(), s.setAside.end(), in.token));
  s.supply.push_back(in.token);
  in.token = -1;
  return id;
}

bool inPile(const std::vector<int>& pile, int token) {
  return std::find(pile.begin(), pile.end(), token) != pile.end();
}

int tokenOf(const GameState& s, int intruderId) {
  return s.intruders[static_cast<std::size_t>(intruderIndex(s, intruderId))].token;
}

}  // namespace

// ---------------------------------------------------------------------------------------------------
// Additional notes about intruder movement: the Adult retreat
// ---------------------------------------------------------------------------------------------------

// RULE: If you are instructed to place an Adult Intruder on the board, but all 8 models are already on board - the Adult Intruders retreat.
// RULE: Remove all Adult Intruder models that are not in Combat and put the corresponding Intruder tokens back in the Intruder bag (if possible).
// RULE: Then, place an Adult Intruder model in the Room where Encounter occured.
// RULES.md §7: If all 8 Adult miniatures are on the board when an Adult must be placed, every Adult not in Combat retreats (miniature removed, token back in the bag), then the new one is placed.
TEST_CASE("004b retreat: all 8 Adults on the board, those not in Combat retreat before the new one is placed") {
  CHECK(kMiniatures[static_cast<std::size_t>(IntruderType::Adult)] == 8);
  GameState s = game(2);
  setRoom(s, 6, RoomTile::Cabins, true);
  putCharacter(s, 1, 6);
  // Two Adults in Combat with the second Character in room 6.
  const int fighting1 = addIntruder(s, IntruderType::Adult, 6);
  const int fighting2 = addIntruder(s, IntruderType::Adult, 6);
  // Adults elsewhere, not in Combat; one of them was placed without a token.
  std::vector<int> away;
  for (int label : {2, 3, 4, 5, 7}) away.push_back(addIntruder(s, IntruderType::Adult, label));
  const int tokenless = addTokenlessIntruder(s, IntruderType::Adult, 8);
  std::vector<int> awayTokens;
  for (int id : away) awayTokens.push_back(tokenOf(s, id));

  encounterReadyIn15(s);
  const int drawn = supplyToBag(s, IntruderType::Adult);
  forceBag(s, IntruderType::Adult, kIntruderTokens[static_cast<std::size_t>(drawn)].number);
  REQUIRE(miniaturesInUse(s, IntruderType::Adult) == 8);

  SUBCASE("8 on the board") {
    const EventLog log = play(s, move(s, 0, 15));
    // Retreat: the 6 not in Combat leave; their tokens (where they have one) go back into the bag.
    const auto removed = eventsOf<ev::IntruderRemoved>(log);
    CHECK(removed.size() == 6);
    CHECK(cites<ev::IntruderRemoved>(log, RuleId::AdultsRetreat));
    CHECK(intruderIndex(s, tokenless) < 0);
    for (int id : away) CHECK(intruderIndex(s, id) < 0);
    for (int token : awayTokens) {
      CHECK(inPile(s.bag, token));
      CHECK_FALSE(inPile(s.setAside, token));
    }
    CHECK(countOf<ev::TokenReturnedToBag>(log) == 5);  // the token-less one returns nothing
    CHECK(cites<ev::TokenReturnedToBag>(log, RuleId::AdultsRetreat));
    // Those in Combat stay.
    CHECK(intruderIndex(s, fighting1) >= 0);
    CHECK(intruderIndex(s, fighting2) >= 0);
    CHECK(intrudersIn(s, 6) == 2);
    // Then the new Adult is placed in the Encounter room.
    const auto placed = eventsOf<ev::IntruderPlaced>(log);
    REQUIRE(placed.size() == 1);
    CHECK((placed[0].type == IntruderType::Adult));
    CHECK(placed[0].room == room(s, 15));
    CHECK(placed[0].token == drawn);
    CHECK(cites<ev::IntruderPlaced>(log, RuleId::EncounterPlace));
    CHECK(intrudersIn(s, 15) == 1);
    CHECK(miniaturesInUse(s, IntruderType::Adult) == 3);
    // Order: every removal comes before the placement.
    std::size_t lastRemoval = 0;
    std::size_t placement = 0;
    for (std::size_t i = 0; i < log.size(); ++i) {
      if (std::holds_alternative<ev::IntruderRemoved>(log[i].data)) lastRemoval = i;
      if (std::holds_alternative<ev::IntruderPlaced>(log[i].data)) placement = i;
    }
    CHECK(lastRemoval < placement);
  }
  SUBCASE("negative control, 7 on the board: no retreat") {
    s.intruders.erase(s.intruders.begin() + intruderIndex(s, tokenless));
    const EventLog log = play(s, move(s, 0, 15));
    CHECK(countOf<ev::IntruderRemoved>(log) == 0);
    CHECK_FALSE(citesRule(log, RuleId::AdultsRetreat));
    for (int id : away) CHECK(intruderIndex(s, id) >= 0);
    CHECK(miniaturesInUse(s, IntruderType::Adult) == 8);
    CHECK(intrudersIn(s, 15) == 1);
  }
}

// RULES.md §7: **Ruling**: the same retreat applies to any other Intruder type whose miniatures run out.
TEST_CASE("004b retreat ruling: Larvae retreat too, one on a Character board stays") {
  CHECK(kMiniatures[static_cast<std::size_t>(IntruderType::Larva)] == 6);
  GameState s = game(2);
  setRoom(s, 6, RoomTile::Cabins, true);
  putCharacter(s, 1, 6);
  s.character(1).larva = true;  // 1 miniature on the Character board
  const int fighting = addIntruder(s, IntruderType::Larva, 6);
  std::vector<int> away;
  for (int label : {2, 3, 4, 5}) away.push_back(addIntruder(s, IntruderType::Larva, label));
  REQUIRE(miniaturesInUse(s, IntruderType::Larva) == 6);
  encounterReadyIn15(s);
  supplyToBag(s, IntruderType::Larva);
  forceBag(s, IntruderType::Larva);

  const EventLog log = play(s, move(s, 0, 15));
  CHECK(countOf<ev::IntruderRemoved>(log) == 4);
  CHECK(cites<ev::IntruderRemoved>(log, RuleId::OthersRetreat));
  CHECK(cites<ev::TokenReturnedToBag>(log, RuleId::OthersRetreat));
  CHECK_FALSE(citesRule(log, RuleId::AdultsRetreat));
  for (int id : away) CHECK(intruderIndex(s, id) < 0);
  CHECK(intruderIndex(s, fighting) >= 0);
  CHECK(s.character(1).larva);
  CHECK(intrudersIn(s, 15) == 1);
  CHECK(cites<ev::IntruderPlaced>(log, RuleId::EncounterPlace));
  CHECK(miniaturesInUse(s, IntruderType::Larva) == 3);
}

// RULE: Remove all Adult Intruder models that are not in Combat and put the corresponding Intruder tokens back in the Intruder bag (if possible).
// Ruling (rules.hpp NoMiniatureLeft): every miniature still on the board after the retreat (all in Combat):
// no Intruder is placed and the token goes back into the Intruder bag.
TEST_CASE("004b retreat: all 8 Adults in Combat, nothing retreats and no Adult is placed") {
  GameState s = game(2);
  setRoom(s, 6, RoomTile::Cabins, true);
  putCharacter(s, 1, 6);
  for (int i = 0; i < 8; ++i) addIntruder(s, IntruderType::Adult, 6);
  encounterReadyIn15(s);
  const int drawn = supplyToBag(s, IntruderType::Adult);
  forceBag(s, IntruderType::Adult, kIntruderTokens[static_cast<std::size_t>(drawn)].number);

  const EventLog log = play(s, move(s, 0, 15));
  CHECK(countOf<ev::IntruderRemoved>(log) == 0);
  CHECK(intrudersIn(s, 6) == 8);
  CHECK(intrudersIn(s, 15) == 0);
  CHECK(countOf<ev::IntruderPlaced>(log) == 0);
  CHECK(countOf<ev::SurpriseCheck>(log) == 0);
  CHECK(cites<ev::NoEffect>(log, RuleId::NoMiniatureLeft));
  CHECK(cites<ev::TokenReturnedToBag>(log, RuleId::NoMiniatureLeft));
  const auto drawnEvents = eventsOf<ev::TokenDrawn>(log);
  REQUIRE(drawnEvents.size() == 1);
  CHECK(inPile(s.bag, drawnEvents[0].token));
}

// ---------------------------------------------------------------------------------------------------
// Technical Corridors
// ---------------------------------------------------------------------------------------------------

// Room 14 (next to 11 through its corridor 4) has a Technical Corridors entrance on number 3; room 15
// (next to 11 through its corridor 1) has one on number 4.

// RULE: If (for example as the result of a Noise roll) a Noise marker should be placed and the number leads to the Technical Corridor Entrance, this Noise marker should be placed on the Technical Corridors space.
// RULES.md §4: A number that leads to a Technical Corridors entrance points at the single shared Technical Corridors space.
TEST_CASE("004b technical corridors: a marker for an entrance goes on the Technical Corridors space") {
  GameState s = game();
  setRoom(s, 14, RoomTile::Monitoring, true);
  const PassageId tc = s.topo().techSpace();
  REQUIRE(exitOf(s, 14, 3) == tc);
  REQUIRE(exitOf(s, 15, 4) == tc);

  SUBCASE("a Noise roll of 3 in room 14") {
    forceNoise(s, {NoiseResult::Three});
    const EventLog log = play(s, move(s, 0, 14));
    CHECK(s.hasNoise(tc));
    CHECK(noiseMarkersOnBoard(s) == 1);  // no corridor got it
    const auto placed = eventsOf<ev::NoiseMarkerPlaced>(log);
    REQUIRE(placed.size() == 1);
    CHECK(placed[0].passage == tc);
    CHECK(cites<ev::NoiseMarkerPlaced>(log, RuleId::TechnicalCorridorsSpace));
  }
  SUBCASE("Careful Movement choosing number 3 (not a Noise roll)") {
    const EventLog log = play(s, careful(s, 0, 14, 3));
    CHECK(s.hasNoise(tc));
    CHECK(noiseMarkersOnBoard(s) == 1);
    CHECK(cites<ev::NoiseMarkerPlaced>(log, RuleId::CarefulMovement));
  }
  SUBCASE("negative control, a Noise roll of 2: the corridor to room 17") {
    forceNoise(s, {NoiseResult::Two});
    const EventLog log = play(s, move(s, 0, 14));
    CHECK_FALSE(s.hasNoise(tc));
    CHECK(s.hasNoise(corridor(s, 14, 17)));
    CHECK(cites<ev::NoiseMarkerPlaced>(log, RuleId::NoiseNumber));
  }
}

// RULE: Any given Corridor may never hold more than 1 Noise marker.
// RULE: If you are instructed to place a Noise marker in a Corridor that already contains one, resolve an Encounter instead.
TEST_CASE("004b technical corridors: a second marker for the Technical Corridors space is an Encounter") {
  GameState s = game();
  setRoom(s, 15, RoomTile::Canteen, true);
  const PassageId tc = s.topo().techSpace();
  forceNoise(s, {NoiseResult::Four});  // room 15's number 4 is its Technical Corridors entrance

  SUBCASE("the space already holds a marker (placed from another room's entrance)") {
    s.noise[static_cast<std::size_t>(tc)] = 1;
    forceBag(s, IntruderType::Larva);
    const EventLog log = play(s, move(s, 0, 15));
    CHECK(cites<ev::EncounterStarted>(log, RuleId::TechnicalCorridorsShared));
    CHECK(countOf<ev::NoiseMarkerPlaced>(log) == 0);
    const auto removed = eventsOf<ev::NoiseMarkerRemoved>(log);
    REQUIRE(removed.size() == 1);
    CHECK(removed[0].passage == tc);
    CHECK_FALSE(s.hasNoise(tc));
    CHECK(intrudersIn(s, 15) == 1);
  }
  SUBCASE("negative control, an empty space: the marker is placed, no Encounter") {
    const EventLog log = play(s, move(s, 0, 15));
    CHECK(s.hasNoise(tc));
    CHECK(countOf<ev::EncounterStarted>(log) == 0);
    CHECK(cites<ev::NoiseMarkerPlaced>(log, RuleId::TechnicalCorridorsSpace));
  }
}

// RULE: Normal characters can't use technical corridors - the thought of getting lost or meeting an Intruder is enough to discourage them.
// RULE: Both the Technical Corridors Entrances (present in some Rooms) and the special space of Technical Corridors are not accessible to the Characters.
TEST_CASE("004b technical corridors: Characters cannot move through them") {
  GameState s = game();
  setRoom(s, 14, RoomTile::Monitoring, true);
  setRoom(s, 15, RoomTile::Canteen, true);
  putCharacter(s, 0, 14);
  REQUIRE(s.topo().room(room(s, 14)).techEntrance);
  REQUIRE(s.topo().room(room(s, 15)).techEntrance);
  CHECK(s.topo().corridorBetween(room(s, 14), room(s, 15)) < 0);

  const GameState before = s;
  EventLog log;
  const Verdict plain = apply(s, move(s, 0, 15), log);
  CHECK(plain.code == Refusal::NotNeighbouring);
  CHECK(explain(s, plain).find("Technical Corridors") != std::string::npos);
  const Verdict carefulMove = apply(s, careful(s, 0, 15, 1), log);
  CHECK(carefulMove.code == Refusal::NotNeighbouring);
  CHECK(log.empty());
  CHECK(s == before);

  // The legal moves from room 14 are its three corridors only (to 11, 13 and 17).
  std::vector<Command> legal;
  legalCommands(s, legal);
  std::vector<int> targets;
  for (const Command& cmd : legal) {
    if (const Move* m = std::get_if<Move>(&cmd)) targets.push_back(s.topo().room(m->room).label);
  }
  std::sort(targets.begin(), targets.end());
  CHECK(targets == std::vector<int>{11, 13, 17});
}

// RULE: Door tokens can never be placed in Technical Corridors.
TEST_CASE("004b technical corridors: a Door token closes the corridor entered, never the Technical Corridors") {
  GameState s = game();
  setRoom(s, 14, RoomTile::Monitoring, false);
  setExplorationToken(s, 14, ExplorationEffect::Door);
  forceNoise(s, {NoiseResult::Silence});
  // Door states exist for corridors only: the Technical Corridors space has no slot for one.
  CHECK(s.doors.size() == static_cast<std::size_t>(s.topo().corridorCount()));
  CHECK(s.topo().techSpace() == s.topo().corridorCount());

  const EventLog log = play(s, move(s, 0, 14));
  const int entered = corridor(s, 11, 14);
  CHECK(s.door(entered) == DoorState::Closed);
  CHECK(doorTokensOnBoard(s) == 1);
  const auto closed = eventsOf<ev::DoorClosed>(log);
  REQUIRE(closed.size() == 1);
  CHECK(closed[0].corridor == entered);
  CHECK_FALSE(s.topo().isTechSpace(closed[0].corridor));
  CHECK(cites<ev::DoorClosed>(log, RuleId::ExplorationDoor));
}
