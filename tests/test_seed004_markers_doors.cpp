// Seed 004, second part: Noise marker, Slime marker, Fire marker, Malfunction marker and Door token
// (assets/rules/seeds/004_movement_rulebook.txt), with the RULES.md §9 pools and the §10 Closed Door ruling.
// Positions are built by hand on the basic board; every chance outcome is forced.
#include "support.hpp"

using namespace test;

namespace {

// Room 15 is next to the Hibernatorium (11) through corridor 1 (its own numbers: 1 to 11, 2 to 16,
// 3 to 18, 4 to the Technical Corridors). Room 6 is next to 11 through corridor 2 (its numbers:
// 1 to 7, 2 to 11, 3 to 5, 4 to 2).
void exploredRoom(GameState& s, int label, RoomTile tile = RoomTile::Canteen) {
  setRoom(s, label, tile, true);
}

// An unexplored room 15 holding a chosen token, with a tile that accepts every marker.
void unexploredRoom15(GameState& s, ExplorationEffect token, int items = 0) {
  setRoom(s, 15, RoomTile::Canteen, false);
  setExplorationToken(s, 15, token, items);
}

void checkSound(const GameState& s) {
  const auto problems = checkInvariants(s);
  CHECK_MESSAGE(problems.empty(), (problems.empty() ? std::string() : problems.front()));
}

}  // namespace

// ---------------------------------------------------------------------------------------------------
// Noise Marker
// ---------------------------------------------------------------------------------------------------

// RULE: The only function of the Noise markers is to mark Corridors for the purpose of the Noise roll rule.
TEST_CASE("004b noise marker: walking through a marked corridor does nothing, only a Noise roll reads it") {
  GameState s = game();
  exploredRoom(s, 15);
  const PassageId c11to15 = corridor(s, 11, 15);
  s.noise[static_cast<std::size_t>(c11to15)] = 1;

  forceNoise(s, {NoiseResult::Silence});
  const EventLog walk = play(s, move(s, 0, 15));
  CHECK(s.character(0).room == room(s, 15));
  CHECK(s.hasNoise(c11to15));  // not removed, not moved by the Character passing through
  CHECK(noiseMarkersOnBoard(s) == 1);
  CHECK(countOf<ev::EncounterStarted>(walk) == 0);
  CHECK(countOf<ev::NoiseMarkerRemoved>(walk) == 0);
  CHECK(cites<ev::NoEffect>(walk, RuleId::Silence));

  // The same marker matters as soon as a Noise roll names its corridor (number 1 from room 15).
  REQUIRE(exitOf(s, 15, 1) == c11to15);
  forceNoise(s, {NoiseResult::One});
  forceBag(s, IntruderType::Larva);
  EventLog roll;
  resolveNoiseRoll(s, 0, roll);
  checkSound(s);
  CHECK(cites<ev::EncounterStarted>(roll, RuleId::OneMarkerPerCorridor));
  CHECK(cites<ev::NoiseMarkerRemoved>(roll, RuleId::EncounterDiscardMarkers));
  CHECK_FALSE(s.hasNoise(c11to15));
  CHECK(intrudersIn(s, 15) == 1);
}

// RULES.md §9: Noise 30 (max 1 per corridor; one shared Technical Corridors space)
TEST_CASE("004b noise marker pool: 30 markers, enough for every corridor and the Technical Corridors space") {
  CHECK(kNoiseMarkers == 30);
  const GameState s = game();
  CHECK(s.topo().passageCount() <= kNoiseMarkers);  // 28 corridors + 1 TC space on the basic board
  CHECK(s.noise.size() == static_cast<std::size_t>(s.topo().corridorCount() + 1));

  // A board that would need more markers than the box holds is refused when it is built.
  BoardSpec spec;
  spec.name = "too many corridors";
  spec.rooms.push_back(BoardSpec::Room{1, SlotKind::Special, RoomTile::Hibernatorium, {}, {0, 0}, "rooms[0]"});
  for (int i = 0; i < kNoiseMarkers; ++i) spec.corridors.push_back(BoardSpec::CorridorSpec{{1, 2}, {1}, "c"});
  bool refused = false;
  try {
    (void)buildBoard(spec, "<memory>");
  } catch (const BoardError& e) {
    refused = std::string(e.what()).find("Noise markers") != std::string::npos;
  }
  CHECK(refused);
}

// ---------------------------------------------------------------------------------------------------
// Slime Marker
// ---------------------------------------------------------------------------------------------------

// RULE: As long as the Character has a Slime marker on their Character board, each "Silence" result of a Noise roll (and each " Silence " ex- ploration token ) should instead be considered as " Danger".
TEST_CASE("004b slime: a Silence Noise roll is resolved as Danger") {
  GameState s = game();
  exploredRoom(s, 15);
  forceNoise(s, {NoiseResult::Silence});

  SUBCASE("with a Slime marker: Danger, so every connected passage of room 15 gets a marker") {
    s.character(0).slime = true;
    const EventLog log = play(s, move(s, 0, 15));
    const auto changed = eventsOf<ev::ResultChanged>(log);
    REQUIRE(changed.size() == 1);
    CHECK((changed[0].from == NoiseResult::Silence));
    CHECK((changed[0].to == NoiseResult::Danger));
    CHECK(cites<ev::ResultChanged>(log, RuleId::SlimeTurnsSilence));
    CHECK(countOf<ev::NoiseMarkerPlaced>(log) == 4);  // 3 corridors + the Technical Corridors space
    CHECK(cites<ev::NoiseMarkerPlaced>(log, RuleId::DangerRollMarkers));
    for (int n = 1; n <= 4; ++n) CHECK(s.hasNoise(exitOf(s, 15, n)));
  }
  SUBCASE("negative control, no Slime marker: Silence, nothing happens") {
    const EventLog log = play(s, move(s, 0, 15));
    CHECK(countOf<ev::ResultChanged>(log) == 0);
    CHECK(cites<ev::NoEffect>(log, RuleId::Silence));
    CHECK(noiseMarkersOnBoard(s) == 0);
  }
}

// RULE: As long as the Character has a Slime marker on their Character board, each "Silence" result of a Noise roll (and each " Silence " ex- ploration token ) should instead be considered as " Danger".
TEST_CASE("004b slime: a Silence exploration token is resolved as Danger") {
  GameState s = game();
  unexploredRoom15(s, ExplorationEffect::Silence);

  SUBCASE("with a Slime marker: Danger and no Noise roll") {
    s.character(0).slime = true;
    const EventLog log = play(s, move(s, 0, 15));
    CHECK(cites<ev::ResultChanged>(log, RuleId::SlimeTurnsSilence));
    CHECK(countOf<ev::NoiseRolled>(log) == 0);
    CHECK(cites<ev::NoiseMarkerPlaced>(log, RuleId::DangerMarkers));
    CHECK(noiseMarkersOnBoard(s) == 4);
  }
  SUBCASE("negative control, no Slime marker: the token is a plain Silence") {
    const EventLog log = play(s, move(s, 0, 15));
    CHECK(countOf<ev::ResultChanged>(log) == 0);
    CHECK(cites<ev::NoiseRollSkipped>(log, RuleId::ExplorationSilence));
    CHECK(countOf<ev::NoiseRolled>(log) == 0);
    CHECK(noiseMarkersOnBoard(s) == 0);
  }
}

// RULE: A Character may only have 1 Slime marker at a time.
// RULE: If they are instructed to get another while they have one, nothing happens.
// RULE: The Slime marker is an universal Status marker, placed in the Slime slot of the Character board.
TEST_CASE("004b slime: a Character holds at most 1 Slime marker") {
  GameState s = game();
  unexploredRoom15(s, ExplorationEffect::Slime);
  forceNoise(s, {NoiseResult::Silence});

  SUBCASE("already slimed: a Slime token changes nothing") {
    s.character(0).slime = true;
    const EventLog log = play(s, move(s, 0, 15));
    CHECK(s.character(0).slime);
    CHECK(countOf<ev::SlimeGained>(log) == 0);
    CHECK(cites<ev::NoEffect>(log, RuleId::SlimeOnlyOne));
  }
  SUBCASE("negative control, not slimed: the token puts the marker in the Slime slot") {
    const EventLog log = play(s, move(s, 0, 15));
    CHECK(s.character(0).slime);
    CHECK(cites<ev::SlimeGained>(log, RuleId::ExplorationSlime));
    CHECK_FALSE(citesRule(log, RuleId::SlimeOnlyOne));
  }
}

// RULE: Note: A Character may get a Slime marker due to many reasons, not only when resolving an Exploration token.
TEST_CASE("004b slime: a Slime attack card also gives the Slime marker") {
  GameState s = game();
  exploredRoom(s, 15);
  addIntruder(s, IntruderType::Creeper, 11);
  forceAttack(s, AttackKind::Slime);
  forceNoise(s, {NoiseResult::One});

  SUBCASE("not slimed yet") {
    const EventLog log = play(s, move(s, 0, 15));  // Escape: the Creeper attacks first
    CHECK(s.character(0).slime);
    CHECK(cites<ev::SlimeGained>(log, RuleId::AttackCardEffect));
    CHECK(countOf<ev::ExplorationRevealed>(log) == 0);
  }
  SUBCASE("already slimed: still only one") {
    s.character(0).slime = true;
    const EventLog log = play(s, move(s, 0, 15));
    CHECK(s.character(0).slime);
    CHECK(countOf<ev::SlimeGained>(log) == 0);
    CHECK(cites<ev::NoEffect>(log, RuleId::SlimeOnlyOne));
  }
}

// ---------------------------------------------------------------------------------------------------
// Fire Marker
// ---------------------------------------------------------------------------------------------------

namespace {
void setFires(GameState& s, std::initializer_list<int> labels) {
  for (int label : labels) s.room(room(s, label)).fire = true;
}
}  // namespace

// RULE: There are 8 Fire markers in the game.
// RULE: If you are instructed to place a Fire marker and there are no more markers in the pool, the ship explodes and the game ends.
// RULES.md §9: Fire 8 (max 1 per room; a 9th means the ship explodes: game over)
TEST_CASE("004b fire: the 9th Fire marker explodes the ship") {
  CHECK(kFireMarkers == 8);
  GameState s = game();
  unexploredRoom15(s, ExplorationEffect::Fire);
  forceNoise(s, {NoiseResult::Silence});

  SUBCASE("8 already on the board: the pool is empty, the game is lost") {
    setFires(s, {1, 2, 3, 4, 5, 6, 7, 8});
    const EventLog log = play(s, move(s, 0, 15));
    CHECK(s.status == GameStatus::Lost);
    CHECK(s.loss == LossReason::ShipExploded);
    CHECK_FALSE(s.room(room(s, 15)).fire);
    CHECK(firesOnBoard(s) == 8);
    const auto over = eventsOf<ev::GameOver>(log);
    REQUIRE(over.size() == 1);
    CHECK(over[0].reason == LossReason::ShipExploded);
    CHECK(cites<ev::GameOver>(log, RuleId::ShipExplodes));
    CHECK(countOf<ev::NoiseRolled>(log) == 0);  // nothing resolves after the end
    CHECK_FALSE(validate(s, move(s, 0, 11)).ok());
  }
  SUBCASE("negative control, 7 on the board: the 8th is placed and the game goes on") {
    setFires(s, {1, 2, 3, 4, 5, 6, 7});
    const EventLog log = play(s, move(s, 0, 15));
    CHECK(s.status == GameStatus::Playing);
    CHECK(s.room(room(s, 15)).fire);
    CHECK(firesOnBoard(s) == 8);
    CHECK(cites<ev::FirePlaced>(log, RuleId::ExplorationFire));
    CHECK(countOf<ev::GameOver>(log) == 0);
  }
}

// RULE: Any given Room may never hold more than 1 Fire marker.
// RULE: If you are instructed to place another one, nothing happens.
TEST_CASE("004b fire: a room already on fire takes no second Fire marker") {
  GameState s = game();
  unexploredRoom15(s, ExplorationEffect::Fire);
  forceNoise(s, {NoiseResult::Silence});
  s.room(room(s, 15)).fire = true;  // set on fire before it was explored (as an Event could)

  SUBCASE("with markers left in the pool") {
    const EventLog log = play(s, move(s, 0, 15));
    CHECK(s.room(room(s, 15)).fire);
    CHECK(firesOnBoard(s) == 1);
    CHECK(countOf<ev::FirePlaced>(log) == 0);
    CHECK(cites<ev::NoEffect>(log, RuleId::FireOnePerRoom));
  }
  SUBCASE("with the pool empty: nothing happens either, the ship does not explode") {
    setFires(s, {1, 2, 3, 4, 5, 6, 7});  // 8 on the board, one of them in room 15
    const EventLog log = play(s, move(s, 0, 15));
    CHECK(s.status == GameStatus::Playing);
    CHECK(firesOnBoard(s) == 8);
    CHECK(cites<ev::NoEffect>(log, RuleId::FireOnePerRoom));
    CHECK(countOf<ev::GameOver>(log) == 0);
  }
}

// RULE: Any discarded Fire marker goes back to the Fire marker pool.
TEST_CASE("004b fire: a discarded Fire marker is available again") {
  GameState s = game();
  unexploredRoom15(s, ExplorationEffect::Fire);
  forceNoise(s, {NoiseResult::Silence});
  setFires(s, {1, 2, 3, 4, 5, 6, 7, 8});
  // One of the 8 is discarded (the engine has no action for it yet: the test removes it). The pool
  // is what is not on the board, so the marker can be placed again.
  s.room(room(s, 8)).fire = false;
  const EventLog log = play(s, move(s, 0, 15));
  CHECK(s.status == GameStatus::Playing);
  CHECK(s.room(room(s, 15)).fire);
  CHECK(firesOnBoard(s) == 8);
  CHECK(cites<ev::FirePlaced>(log, RuleId::ExplorationFire));
}

// ---------------------------------------------------------------------------------------------------
// Malfunction Marker
// ---------------------------------------------------------------------------------------------------

namespace {
// Puts Malfunction markers in `count` rooms other than `except` that may hold one.
void setMalfunctions(GameState& s, int count, int exceptLabel) {
  int placed = 0;
  for (int i = 0; i < s.topo().roomCount() && placed < count; ++i) {
    RoomState& r = s.room(i);
    if (i == room(s, exceptLabel) || r.tile == RoomTile::Nest || r.tile == RoomTile::RoomCoveredInSlime) continue;
    r.malfunction = true;
    ++placed;
  }
  REQUIRE(placed == count);
}
}  // namespace

// RULE: Important: A Malfunction marker can never be placed in the Nest or i n the Room Covered In Slime.
// RULES.md §9: Malfunction 8 (max 1 per room; never in the Nest or the Room Covered in Slime; a 9th means hull breach: game over)
TEST_CASE("004b malfunction: never in the Nest or the Room Covered in Slime") {
  SUBCASE("the Room Covered in Slime (room 15, next to the Hibernatorium)") {
    GameState s = game();
    setRoom(s, 15, RoomTile::RoomCoveredInSlime, false);
    setExplorationToken(s, 15, ExplorationEffect::Malfunction);
    forceNoise(s, {NoiseResult::Silence});
    const EventLog log = play(s, move(s, 0, 15));
    CHECK_FALSE(s.room(room(s, 15)).malfunction);
    CHECK(malfunctionsOnBoard(s) == 0);
    CHECK(countOf<ev::MalfunctionPlaced>(log) == 0);
    CHECK(cites<ev::NoEffect>(log, RuleId::MalfunctionForbidden));
  }
  SUBCASE("the Nest (room 5, a Room 1 slot next to room 6)") {
    GameState s = game();
    exploredRoom(s, 6);
    putCharacter(s, 0, 6);
    setRoom(s, 5, RoomTile::Nest, false);
    setExplorationToken(s, 5, ExplorationEffect::Malfunction);
    forceNoise(s, {NoiseResult::Silence});
    const EventLog log = play(s, move(s, 0, 5));
    CHECK_FALSE(s.room(room(s, 5)).malfunction);
    CHECK(malfunctionsOnBoard(s) == 0);
    CHECK(cites<ev::NoEffect>(log, RuleId::MalfunctionForbidden));
  }
  SUBCASE("negative control: any other room gets it") {
    GameState s = game();
    unexploredRoom15(s, ExplorationEffect::Malfunction);
    forceNoise(s, {NoiseResult::Silence});
    const EventLog log = play(s, move(s, 0, 15));
    CHECK(s.room(room(s, 15)).malfunction);
    CHECK(cites<ev::MalfunctionPlaced>(log, RuleId::ExplorationMalfunction));
    CHECK_FALSE(citesRule(log, RuleId::MalfunctionForbidden));
  }
}

// RULE: There are 8 Malfunction markers in game.
// RULE: If you are instructed to place a Malfunction marker and there are no more markers in the pool, the ship loses hull integrity and the game ends.
TEST_CASE("004b malfunction: the 9th Malfunction marker breaches the hull") {
  CHECK(kMalfunctionMarkers == 8);
  GameState s = game();
  unexploredRoom15(s, ExplorationEffect::Malfunction);
  forceNoise(s, {NoiseResult::Silence});

  SUBCASE("8 already on the board: the game is lost") {
    setMalfunctions(s, 8, 15);
    const EventLog log = play(s, move(s, 0, 15));
    CHECK(s.status == GameStatus::Lost);
    CHECK(s.loss == LossReason::HullBreached);
    CHECK_FALSE(s.room(room(s, 15)).malfunction);
    CHECK(malfunctionsOnBoard(s) == 8);
    CHECK(cites<ev::GameOver>(log, RuleId::HullBreach));
    CHECK(countOf<ev::NoiseRolled>(log) == 0);
  }
  SUBCASE("negative control, 7 on the board: the 8th is placed") {
    setMalfunctions(s, 7, 15);
    const EventLog log = play(s, move(s, 0, 15));
    CHECK(s.status == GameStatus::Playing);
    CHECK(s.room(room(s, 15)).malfunction);
    CHECK(malfunctionsOnBoard(s) == 8);
    CHECK(cites<ev::MalfunctionPlaced>(log, RuleId::ExplorationMalfunction));
  }
}

// RULE: Any given Room may never hold more than 1 Malfunction marker.
// RULE: If you are instructed to place another one, nothing happens.
TEST_CASE("004b malfunction: a room holds at most 1 Malfunction marker") {
  GameState s = game();
  unexploredRoom15(s, ExplorationEffect::Malfunction);
  forceNoise(s, {NoiseResult::Silence});
  s.room(room(s, 15)).malfunction = true;

  SUBCASE("with markers left") {
    const EventLog log = play(s, move(s, 0, 15));
    CHECK(malfunctionsOnBoard(s) == 1);
    CHECK(countOf<ev::MalfunctionPlaced>(log) == 0);
    CHECK(cites<ev::NoEffect>(log, RuleId::MalfunctionOnePerRoom));
  }
  SUBCASE("with the pool empty: no hull breach") {
    setMalfunctions(s, 7, 15);
    const EventLog log = play(s, move(s, 0, 15));
    CHECK(s.status == GameStatus::Playing);
    CHECK(malfunctionsOnBoard(s) == 8);
    CHECK(cites<ev::NoEffect>(log, RuleId::MalfunctionOnePerRoom));
  }
}

// RULE: Any discarded Malfunction marker goes back to the Malfunction marker pool.
TEST_CASE("004b malfunction: a discarded Malfunction marker is available again") {
  GameState s = game();
  unexploredRoom15(s, ExplorationEffect::Malfunction);
  forceNoise(s, {NoiseResult::Silence});
  setMalfunctions(s, 8, 15);
  // One is repaired (no action for it yet: the test removes it).
  for (RoomState& r : s.rooms) {
    if (r.malfunction) {
      r.malfunction = false;
      break;
    }
  }
  const EventLog log = play(s, move(s, 0, 15));
  CHECK(s.status == GameStatus::Playing);
  CHECK(s.room(room(s, 15)).malfunction);
  CHECK(malfunctionsOnBoard(s) == 8);
  CHECK(cites<ev::MalfunctionPlaced>(log, RuleId::ExplorationMalfunction));
}

// ---------------------------------------------------------------------------------------------------
// Door Token
// ---------------------------------------------------------------------------------------------------

// RULE: At the beginning of the game, all Corridors have Open Doors.
TEST_CASE("004b door: every corridor starts with an Open Door") {
  for (int players = 1; players <= kMaxCharacters; ++players) {
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      for (const auto& board : {basicBoard(), trainingBoard()}) {
        const GameState s = game(players, seed, board);
        REQUIRE(s.doors.size() == static_cast<std::size_t>(s.topo().corridorCount()));
        CHECK(std::all_of(s.doors.begin(), s.doors.end(), [](DoorState d) { return d == DoorState::Open; }));
        CHECK(doorTokensOnBoard(s) == 0);
      }
    }
  }
}

// RULE: Door tokens are only placed in Corridors.
// RULE: Doors in each Corridor can have three different status: Open, Closed or Destroyed .
// RULE: Many things can change their status (like Intruder movement, Events, Actions etc)..
// RULE: Closed doors are marked with a standing Door token in a Corridor.
// RULE: Destroyed doors are marked with a lying Door token.
// RULE: Open Doors - to mark that the Door is Open, simply remove the Door token from the Corridor.
TEST_CASE("004b door: Open, then Closed by a Door token, then Destroyed by an Intruder") {
  GameState s = game();
  const int c6to11 = corridor(s, 6, 11);
  const int c6to7 = corridor(s, 6, 7);
  // Room 6 holds a Door token: entering it from 11 closes corridor 6-11 behind the Character.
  setRoom(s, 6, RoomTile::Canteen, false);
  setExplorationToken(s, 6, ExplorationEffect::Door);
  forceNoise(s, {NoiseResult::Silence});
  CHECK(s.door(c6to11) == DoorState::Open);  // Open: no token in the corridor
  CHECK(doorTokensOnBoard(s) == 0);

  const EventLog explore = play(s, move(s, 0, 6));
  CHECK(s.door(c6to11) == DoorState::Closed);  // a standing token
  CHECK(doorTokensOnBoard(s) == 1);
  const auto closed = eventsOf<ev::DoorClosed>(explore);
  REQUIRE(closed.size() == 1);
  CHECK(closed[0].corridor == c6to11);
  CHECK(cites<ev::DoorClosed>(explore, RuleId::ExplorationDoor));
  // Only that corridor: no other corridor and nothing on the Technical Corridors space.
  for (int c = 0; c < s.topo().corridorCount(); ++c) {
    if (c != c6to11) CHECK(s.door(c) == DoorState::Open);
  }

  // Intruder movement changes it again: an Adult in room 11 is pulled by Danger and breaks the Door.
  addIntruder(s, IntruderType::Adult, 11);
  forceNoise(s, {NoiseResult::Danger});
  EventLog danger;
  resolveNoiseRoll(s, 0, danger);
  checkSound(s);
  CHECK(s.door(c6to11) == DoorState::Destroyed);  // a lying token: still 1 token on the board
  CHECK(doorTokensOnBoard(s) == 1);
  CHECK(s.door(c6to7) == DoorState::Open);
  CHECK(cites<ev::DoorDestroyed>(danger, RuleId::DangerClosedDoor));
}

// RULE: A Closed Door prevents Characters and Intruders moving through this Corridor (Grenade throwing is also affected).
// RULE: When an Intruder tries to move through a Corridor with a Closed Door token, the Intruder does not move, but destroys this Door in-stead.
// RULE: If several Intruders are moving from the same Room , their movement is considered simultaneous: they destroy the Door and all stay in the starting Room.
// RULE: Movement is allowed through this Corridor.
// RULES.md §10: Danger pulls in a neighbouring Intruder (not in Combat). If a Closed Door is between them, the Intruder destroys the door and stays (the general door rule); it still counts as eligible, so no markers are placed.
TEST_CASE("004b door: a Closed Door stops Characters and Intruders, once Destroyed it lets them through") {
  GameState s = game();
  exploredRoom(s, 6, RoomTile::Canteen);
  exploredRoom(s, 7, RoomTile::Cabins);
  const int c6to7 = corridor(s, 6, 7);
  s.doors[static_cast<std::size_t>(c6to7)] = DoorState::Closed;
  const int a = addIntruder(s, IntruderType::Adult, 7);
  const int b = addIntruder(s, IntruderType::Adult, 7);

  // Characters: Movement through the Closed Door is refused, with nothing changed.
  putCharacter(s, 0, 6);
  const GameState before = s;
  EventLog refused;
  const Verdict v = apply(s, move(s, 0, 7), refused);
  CHECK(v.code == Refusal::ClosedDoor);
  CHECK(refused.empty());
  CHECK(s == before);
  std::vector<Command> legal;
  legalCommands(s, legal);
  for (const Command& cmd : legal) {
    if (const Move* m = std::get_if<Move>(&cmd)) CHECK(m->room != room(s, 7));
  }

  // Intruders: Danger in room 6 would pull both Adults from 7. They move at the same time, so the door is
  // destroyed once and both stay in room 7; they were eligible, so no Noise marker is placed.
  forceNoise(s, {NoiseResult::Danger});
  EventLog first;
  resolveNoiseRoll(s, 0, first);
  checkSound(s);
  CHECK(s.door(c6to7) == DoorState::Destroyed);
  CHECK(intrudersIn(s, 7) == 2);
  CHECK(intrudersIn(s, 6) == 0);
  CHECK(countOf<ev::IntruderMoved>(first) == 0);
  const auto destroyed = eventsOf<ev::DoorDestroyed>(first);
  REQUIRE(destroyed.size() == 1);
  CHECK(destroyed[0].corridor == c6to7);
  CHECK(cites<ev::DoorDestroyed>(first, RuleId::DangerClosedDoor));
  CHECK(noiseMarkersOnBoard(s) == 0);
  CHECK(countOf<ev::NoiseMarkerPlaced>(first) == 0);

  // Destroyed: movement is allowed. The next Danger brings both Adults in.
  forceNoise(s, {NoiseResult::Danger});
  EventLog second;
  resolveNoiseRoll(s, 0, second);
  checkSound(s);
  CHECK(intrudersIn(s, 6) == 2);
  CHECK(s.intruders[static_cast<std::size_t>(intruderIndex(s, a))].room == room(s, 6));
  CHECK(s.intruders[static_cast<std::size_t>(intruderIndex(s, b))].room == room(s, 6));
  CHECK(countOf<ev::IntruderMoved>(second) == 2);
  CHECK(cites<ev::IntruderMoved>(second, RuleId::DangerPullsIntruders));
  CHECK(s.door(c6to7) == DoorState::Destroyed);

  // And a Character may move through a Destroyed Door.
  GameState t = game();
  exploredRoom(t, 15);
  t.doors[static_cast<std::size_t>(corridor(t, 11, 15))] = DoorState::Destroyed;
  forceNoise(t, {NoiseResult::Silence});
  const EventLog walk = play(t, move(t, 0, 15));
  CHECK(t.character(0).room == room(t, 15));
  CHECK(cites<ev::CharacterMoved>(walk, RuleId::Neighbouring));
}

// RULE: Each Corridor may never hold more than 1 Door token.
// RULE: A Destroyed Door can never be Closed again.
TEST_CASE("004b door: a Door token for a corridor with a Destroyed Door changes nothing") {
  GameState s = game();
  unexploredRoom15(s, ExplorationEffect::Door);
  forceNoise(s, {NoiseResult::Silence});
  const int c11to15 = corridor(s, 11, 15);

  SUBCASE("Destroyed: it stays Destroyed, still one token in the corridor") {
    s.doors[static_cast<std::size_t>(c11to15)] = DoorState::Destroyed;
    const EventLog log = play(s, move(s, 0, 15));
    CHECK(s.door(c11to15) == DoorState::Destroyed);
    CHECK(doorTokensOnBoard(s) == 1);
    CHECK(countOf<ev::DoorClosed>(log) == 0);
    CHECK(cites<ev::NoEffect>(log, RuleId::DestroyedStaysDestroyed));
  }
  SUBCASE("negative control, Open: the token closes it") {
    const EventLog log = play(s, move(s, 0, 15));
    CHECK(s.door(c11to15) == DoorState::Closed);
    CHECK(doorTokensOnBoard(s) == 1);
    CHECK(cites<ev::DoorClosed>(log, RuleId::ExplorationDoor));
  }
}

// RULE: If there are no Door tokens left in the pool when you are instructed to place a Door, take any Door token on the board and place it in the required Corridor.
// RULES.md §9: Door 12 (max 1 per corridor; when none is left, take one from the board)
TEST_CASE("004b door: with all 12 Door tokens on the board, one is taken from the board") {
  CHECK(kDoorTokens == 12);
  GameState s = game();
  unexploredRoom15(s, ExplorationEffect::Door);
  forceNoise(s, {NoiseResult::Silence});
  const int target = corridor(s, 11, 15);
  // 12 tokens on the 12 lowest corridors other than the one the Character walks through.
  std::vector<int> used;
  for (int c = 0; c < s.topo().corridorCount() && used.size() < 12; ++c) {
    if (c != target) used.push_back(c);
  }
  for (int c : used) s.doors[static_cast<std::size_t>(c)] = DoorState::Closed;

  SUBCASE("a Destroyed Door is taken first (the lowest one; ruling)") {
    s.doors[static_cast<std::size_t>(used[5])] = DoorState::Destroyed;
    s.doors[static_cast<std::size_t>(used[3])] = DoorState::Destroyed;
    const EventLog log = play(s, move(s, 0, 15));
    CHECK(s.door(target) == DoorState::Closed);
    CHECK(s.door(used[3]) == DoorState::Open);
    CHECK(s.door(used[5]) == DoorState::Destroyed);
    CHECK(doorTokensOnBoard(s) == 12);
    const auto taken = eventsOf<ev::DoorTokenTaken>(log);
    REQUIRE(taken.size() == 1);
    CHECK(taken[0].fromCorridor == used[3]);
    CHECK(taken[0].toCorridor == target);
    CHECK(cites<ev::DoorTokenTaken>(log, RuleId::DoorFromBoardChoice));
    CHECK(cites<ev::DoorClosed>(log, RuleId::DoorFromBoard));
  }
  SUBCASE("no Destroyed Door: the Closed one in the lowest corridor") {
    const EventLog log = play(s, move(s, 0, 15));
    CHECK(s.door(target) == DoorState::Closed);
    CHECK(s.door(used[0]) == DoorState::Open);
    CHECK(doorTokensOnBoard(s) == 12);
    const auto taken = eventsOf<ev::DoorTokenTaken>(log);
    REQUIRE(taken.size() == 1);
    CHECK(taken[0].fromCorridor == used[0]);
    CHECK(cites<ev::DoorClosed>(log, RuleId::DoorFromBoard));
  }
  SUBCASE("negative control, 11 on the board: a token from the pool") {
    s.doors[static_cast<std::size_t>(used[11])] = DoorState::Open;
    const EventLog log = play(s, move(s, 0, 15));
    CHECK(s.door(target) == DoorState::Closed);
    CHECK(doorTokensOnBoard(s) == 12);
    CHECK(countOf<ev::DoorTokenTaken>(log) == 0);
    CHECK(cites<ev::DoorClosed>(log, RuleId::ExplorationDoor));
  }
}

// RULE: Doors tokens do not affect Noise markers.
TEST_CASE("004b door: a Noise marker goes into a corridor with a Closed Door as into any other") {
  GameState s = game();
  exploredRoom(s, 15);
  const int c15to16 = corridor(s, 15, 16);
  REQUIRE(exitOf(s, 15, 2) == c15to16);

  SUBCASE("a Noise roll of 2") {
    s.doors[static_cast<std::size_t>(c15to16)] = DoorState::Closed;
    forceNoise(s, {NoiseResult::Two});
    const EventLog log = play(s, move(s, 0, 15));
    CHECK(s.hasNoise(c15to16));
    CHECK(s.door(c15to16) == DoorState::Closed);
    CHECK(cites<ev::NoiseMarkerPlaced>(log, RuleId::NoiseNumber));
  }
  SUBCASE("Danger marks it too") {
    s.doors[static_cast<std::size_t>(c15to16)] = DoorState::Closed;
    forceNoise(s, {NoiseResult::Danger});
    const EventLog log = play(s, move(s, 0, 15));
    CHECK(s.hasNoise(c15to16));
    CHECK(noiseMarkersOnBoard(s) == 4);
    CHECK(cites<ev::NoiseMarkerPlaced>(log, RuleId::DangerRollMarkers));
  }
  SUBCASE("a marker already there with a Closed Door still turns the next one into an Encounter") {
    s.doors[static_cast<std::size_t>(c15to16)] = DoorState::Closed;
    s.noise[static_cast<std::size_t>(c15to16)] = 1;
    forceNoise(s, {NoiseResult::Two});
    forceBag(s, IntruderType::Larva);
    const EventLog log = play(s, move(s, 0, 15));
    CHECK(cites<ev::EncounterStarted>(log, RuleId::OneMarkerPerCorridor));
    CHECK_FALSE(s.hasNoise(c15to16));
  }
}

// RULE: If a Noise roll causes an Intruder to come from a Corridor with a Closed Door, the Intruder appears regardless of the Closed Door.
TEST_CASE("004b door: an Encounter from a corridor with a Closed Door still places the Intruder") {
  GameState s = game();
  exploredRoom(s, 15);
  const int c15to16 = corridor(s, 15, 16);
  s.noise[static_cast<std::size_t>(c15to16)] = 1;
  forceNoise(s, {NoiseResult::Two});
  forceBag(s, IntruderType::Adult, 2);  // hand of 4 after paying: no Surprise Attack

  SUBCASE("Closed Door") {
    s.doors[static_cast<std::size_t>(c15to16)] = DoorState::Closed;
    const EventLog log = play(s, move(s, 0, 15));
    CHECK(intrudersIn(s, 15) == 1);
    CHECK(s.door(c15to16) == DoorState::Closed);  // it appears; the door is untouched
    const auto placed = eventsOf<ev::IntruderPlaced>(log);
    REQUIRE(placed.size() == 1);
    CHECK((placed[0].type == IntruderType::Adult));
    CHECK(placed[0].room == room(s, 15));
    CHECK(cites<ev::IntruderPlaced>(log, RuleId::ThroughClosedDoors));
    CHECK(countOf<ev::DoorDestroyed>(log) == 0);
  }
  SUBCASE("negative control, Open Door: the plain Encounter placement") {
    const EventLog log = play(s, move(s, 0, 15));
    CHECK(intrudersIn(s, 15) == 1);
    CHECK(cites<ev::IntruderPlaced>(log, RuleId::EncounterPlace));
    CHECK_FALSE(citesRule(log, RuleId::ThroughClosedDoors));
  }
}
