// Seed 004, first part: Rooms and Corridors, the Movement Action, Escape, Exploration tokens and the
// Noise roll (numbers, Danger, Silence), on the basic board with forced chance.
//
// Room 15 (a Room 2 slot) is the usual destination: corridor 1 to the Hibernatorium (11) where the
// Characters start, corridor 2 to room 16, corridor 3 to room 18, a Technical Corridors entrance on 4.
#include "support.hpp"

using namespace test;

namespace {

bool anyNoiseOn(const GameState& s, int label) {
  for (int n = 1; n <= 4; ++n) {
    if (s.hasNoise(exitOf(s, label, n))) return true;
  }
  return false;
}

int markerCount(const GameState& s) {
  return noiseMarkersOnBoard(s);
}

// The Captain (and `players - 1` others) in the Hibernatorium; room 15 explored (Cabins) and empty.
GameState explored15(int players = 1) {
  GameState s = game(players);
  setRoom(s, 15, RoomTile::Cabins, true);
  return s;
}

// The Captain in the Hibernatorium; room 15 unexplored, holding the given exploration token.
GameState unexplored15(ExplorationEffect effect, int items = 0, RoomTile tile = RoomTile::Cabins) {
  GameState s = game();
  setRoom(s, 15, tile, false);
  setExplorationToken(s, 15, effect, items);
  return s;
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// Rooms and Corridors, Movement Action

// RULE: The most common Action used to move around the ship is MOVEMENT.
// RULE: Performing a Movement Action means moving the miniature of your Character to a neighboring Room.
// RULE: Two Rooms are treated as neighboring when they are directly connected to each other by 1 Corridor.
// RULE: CORRIDORS connect the Rooms, and are used to move between Rooms, though neither Characters nor Intruders can ever stop in them for any reason.
TEST_CASE("seed 004: Movement takes a Character through 1 corridor into a neighbouring room") {
  GameState s = explored15();
  const int hibernatorium = room(s, 11);
  REQUIRE(s.character(0).room == hibernatorium);

  SUBCASE("room 15 is joined to the Hibernatorium by 1 corridor: the Captain moves there") {
    forceNoise(s, {NoiseResult::Silence});
    const EventLog log = play(s, move(s, 0, 15));
    REQUIRE(countOf<ev::CharacterMoved>(log) == 1);
    const ev::CharacterMoved m = eventsOf<ev::CharacterMoved>(log)[0];
    CHECK(m.from == hibernatorium);
    CHECK(m.to == room(s, 15));
    CHECK(m.corridor == corridor(s, 11, 15));
    CHECK_FALSE(m.careful);
    CHECK(cites<ev::CharacterMoved>(log, RuleId::Neighbouring));
    CHECK(cites<ev::CardsPaid>(log, RuleId::MovementCost));
    CHECK(s.character(0).room == room(s, 15));  // it ends in the room, never in the corridor
    CHECK(s.character(0).handSize() == 4);
  }
  SUBCASE("room 16 is two corridors away: refused, nothing changes") {
    const GameState before = s;
    EventLog log;
    const Verdict v = apply(s, move(s, 0, 16), log);
    CHECK(v.code == Refusal::NotNeighbouring);
    CHECK(log.empty());
    CHECK(s == before);
  }
  SUBCASE("rooms 15 and 5 both have a Technical Corridors entrance, but no corridor joins them: refused") {
    putCharacter(s, 0, 15);
    REQUIRE(s.topo().room(room(s, 5)).techEntrance);
    EventLog log;
    CHECK(apply(s, move(s, 0, 5), log).code == Refusal::NotNeighbouring);
    CHECK(s.character(0).room == room(s, 15));
  }
}

// RULE: Closed Doors block the "neighboring" status for the players' Movement.
TEST_CASE("seed 004: a Closed Door blocks Movement through its corridor") {
  GameState s = explored15();
  const int c = corridor(s, 11, 15);
  SUBCASE("Closed: refused for Movement and Careful Movement, nothing changes") {
    s.doors[static_cast<std::size_t>(c)] = DoorState::Closed;
    const GameState before = s;
    EventLog log;
    CHECK(apply(s, move(s, 0, 15), log).code == Refusal::ClosedDoor);
    CHECK(apply(s, careful(s, 0, 15, 2), log).code == Refusal::ClosedDoor);
    CHECK(log.empty());
    CHECK(s == before);
  }
  SUBCASE("the same corridor with its door Open: allowed") {
    forceNoise(s, {NoiseResult::Silence});
    const EventLog log = play(s, move(s, 0, 15));
    CHECK(s.character(0).room == room(s, 15));
    CHECK(cites<ev::CharacterMoved>(log, RuleId::Neighbouring));
  }
  SUBCASE("Destroyed: allowed") {
    s.doors[static_cast<std::size_t>(c)] = DoorState::Destroyed;
    forceNoise(s, {NoiseResult::Silence});
    play(s, move(s, 0, 15));
    CHECK(s.character(0).room == room(s, 15));
  }
}

// RULE: Character miniatures may be placed and perform Actions only in ROOMS (keep in mind that Special Rooms, such as the Hibernatorium, Engines or Cockpit are treated as normal Rooms).
TEST_CASE("seed 004: a Special Room is entered like any other room, Noise roll included") {
  GameState s = explored15();
  putCharacter(s, 0, 15);
  forceNoise(s, {NoiseResult::Two});
  const EventLog log = play(s, move(s, 0, 11));  // into the Hibernatorium
  CHECK(s.character(0).room == room(s, 11));
  REQUIRE(countOf<ev::NoiseRolled>(log) == 1);
  CHECK(eventsOf<ev::NoiseRolled>(log)[0].room == room(s, 11));
  CHECK(s.hasNoise(exitOf(s, 11, 2)));  // corridor 2 of the Hibernatorium leads to room 6
  CHECK(cites<ev::NoiseMarkerPlaced>(log, RuleId::NoiseNumber));
}

// RULE: Intruder miniatures may also only be placed in Rooms.
TEST_CASE("seed 004: an Intruder is placed in the room of the Encounter") {
  GameState s = explored15();
  mark(s, exitOf(s, 15, 2));
  forceBag(s, IntruderType::Adult, 2);
  forceNoise(s, {NoiseResult::Two});
  const EventLog log = play(s, move(s, 0, 15));
  REQUIRE(countOf<ev::IntruderPlaced>(log) == 1);
  CHECK(eventsOf<ev::IntruderPlaced>(log)[0].room == room(s, 15));
  REQUIRE(s.intruders.size() == 1);
  CHECK(s.intruders[0].room == room(s, 15));
  CHECK(cites<ev::IntruderPlaced>(log, RuleId::EncounterPlace));
}

// RULE: After entering a Room, always resolve the following steps:
// RULE: If this Room tile was unexplored (face down), turn it over (face up).
// RULE: After doing that reveal the exploration token lying on that Room tile.
// RULE: If the Character enters an empty Room (explored or unexplored, with neither Characters nor Intruders), perform a NOISE ROLL.
TEST_CASE("seed 004: entering an unexplored empty room reveals the tile, then its token, then rolls for Noise") {
  GameState s = unexplored15(ExplorationEffect::Fire);
  forceNoise(s, {NoiseResult::Three});
  const EventLog log = play(s, move(s, 0, 15));
  CHECK(s.room(room(s, 15)).explored);
  REQUIRE(countOf<ev::RoomRevealed>(log) == 1);
  CHECK(cites<ev::RoomRevealed>(log, RuleId::RevealRoom));
  CHECK((eventsOf<ev::RoomRevealed>(log)[0].tile == RoomTile::Cabins));
  REQUIRE(countOf<ev::ExplorationRevealed>(log) == 1);
  REQUIRE(countOf<ev::NoiseRolled>(log) == 1);
  CHECK(s.hasNoise(exitOf(s, 15, 3)));
  const int moved = indexOf<ev::CharacterMoved>(log);
  const int tile = indexOf<ev::RoomRevealed>(log);
  const int token = indexOf<ev::ExplorationRevealed>(log);
  const int roll = indexOf<ev::NoiseRolled>(log);
  CHECK(moved < tile);
  CHECK(tile < token);
  CHECK(token < roll);
}

// RULE: If the Character enters an empty Room (explored or unexplored, with neither Characters nor Intruders), perform a NOISE ROLL.
TEST_CASE("seed 004: entering an explored empty room rolls for Noise too") {
  GameState s = explored15();
  forceNoise(s, {NoiseResult::One});
  const EventLog log = play(s, move(s, 0, 15));
  CHECK(countOf<ev::RoomRevealed>(log) == 0);
  REQUIRE(countOf<ev::NoiseRolled>(log) == 1);
  CHECK(s.chance.forced.noise.empty());
  CHECK(s.hasNoise(exitOf(s, 15, 1)));
}

// RULE: If there is anyone (either a Character or an Intruder) in the Room the Character is entering, do not perform a NOISE ROLL.
// RULE: Remember: If you are moving into a Room with either another Character or an Intruder - you do NOT perform a Noise roll.
TEST_CASE("seed 004: no Noise roll when the room entered holds a Character or an Intruder") {
  SUBCASE("another Character is there") {
    GameState s = explored15(2);
    putCharacter(s, 1, 15);
    forceNoise(s, {NoiseResult::One});
    const EventLog log = play(s, move(s, 0, 15));
    CHECK(countOf<ev::NoiseRolled>(log) == 0);
    CHECK(cites<ev::NoiseRollSkipped>(log, RuleId::NoNoiseRollOccupied));
    CHECK(s.chance.forced.noise.size() == 1);
    CHECK_FALSE(anyNoiseOn(s, 15));
  }
  SUBCASE("an Intruder is there (Combat, not an Encounter)") {
    GameState s = explored15();
    addIntruder(s, IntruderType::Adult, 15);
    const std::vector<int> bag = s.bag;
    forceNoise(s, {NoiseResult::One});
    const EventLog log = play(s, move(s, 0, 15));
    CHECK(countOf<ev::NoiseRolled>(log) == 0);
    CHECK(cites<ev::NoiseRollSkipped>(log, RuleId::CombatNotEncounter));
    CHECK(s.chance.forced.noise.size() == 1);
    CHECK_FALSE(anyNoiseOn(s, 15));
    CHECK(countOf<ev::EncounterStarted>(log) == 0);
    CHECK(s.bag == bag);
    CHECK(characterInCombat(s, 0));
  }
  SUBCASE("control: the same room empty gets its roll") {
    GameState s = explored15();
    forceNoise(s, {NoiseResult::One});
    const EventLog log = play(s, move(s, 0, 15));
    CHECK(countOf<ev::NoiseRolled>(log) == 1);
    CHECK(s.hasNoise(exitOf(s, 15, 1)));
  }
}

// RULE: Some events in the game instruct all Characters to perform a Noise roll - in such a case, bigger groups sharing a common Room might be in trouble.
TEST_CASE("seed 004: two Characters rolling in the same room can hit the same corridor and cause an Encounter") {
  // Event cards are not implemented yet; resolveNoiseRoll is the entry point they will call.
  GameState s = explored15(2);
  putCharacter(s, 0, 15);
  putCharacter(s, 1, 15);
  forceNoise(s, {NoiseResult::Three, NoiseResult::Three});
  forceBag(s, IntruderType::Adult, 2);
  EventLog first;
  resolveNoiseRoll(s, 0, first);
  CHECK(s.hasNoise(exitOf(s, 15, 3)));
  CHECK(countOf<ev::EncounterStarted>(first) == 0);
  EventLog second;
  resolveNoiseRoll(s, 1, second);
  REQUIRE(countOf<ev::EncounterStarted>(second) == 1);
  CHECK(cites<ev::EncounterStarted>(second, RuleId::OneMarkerPerCorridor));
  CHECK(eventsOf<ev::EncounterStarted>(second)[0].character == 1);
  CHECK(intrudersIn(s, 15) == 1);
  CHECK(checkInvariants(s).empty());
}

// RULE: Some of the Actions allow a Character to perform Movement, but modify its rules in some way - like Careful Movement and Reconnaissance.
// (Reconnaissance is not implemented yet; Careful Movement is.)
TEST_CASE("seed 004: Careful Movement moves like Movement but places a chosen marker instead of rolling") {
  GameState s = explored15();
  forceNoise(s, {NoiseResult::One});
  const EventLog log = play(s, careful(s, 0, 15, 3));
  CHECK(s.character(0).room == room(s, 15));
  CHECK(cites<ev::CharacterMoved>(log, RuleId::CarefulMovement));
  CHECK(cites<ev::CardsPaid>(log, RuleId::CarefulCost));
  CHECK(s.character(0).handSize() == 3);
  CHECK(countOf<ev::NoiseRolled>(log) == 0);
  CHECK(s.chance.forced.noise.size() == 1);
  CHECK(s.hasNoise(exitOf(s, 15, 3)));
  CHECK_FALSE(s.hasNoise(exitOf(s, 15, 1)));
  CHECK(cites<ev::NoiseMarkerPlaced>(log, RuleId::CarefulMovement));
}

// ---------------------------------------------------------------------------------------------
// Escape

// RULE: Important: To perform a Movement Action to leave a Room containing an Intruder , you must use the Escape rule
SCENARIO("seed 004: leaving a room with Intruders is an Escape: each Intruder attacks first, largest first") {
  GIVEN("the Captain is in the Hibernatorium with a Larva, a Creeper and an Adult (added smallest first)") {
    GameState s = explored15();
    const int larva = addIntruder(s, IntruderType::Larva, 11);
    const int creeper = addIntruder(s, IntruderType::Creeper, 11);
    const int adult = addIntruder(s, IntruderType::Adult, 11);

    WHEN("the Captain moves to room 15 (Claw for the first attack card, Bite for the second)") {
      forceAttack(s, AttackKind::Claw);
      forceAttack(s, AttackKind::Bite);
      forceNoise(s, {NoiseResult::Two});
      const EventLog log = play(s, move(s, 0, 15));
      THEN("the Adult, then the Creeper, then the Larva attack, then the Movement resolves normally") {
        CHECK(cites<ev::EscapeStarted>(log, RuleId::Escape));
        const auto attacks = eventsOf<ev::IntruderAttacks>(log);
        REQUIRE(attacks.size() == 3);
        CHECK(attacks[0].intruder == adult);
        CHECK(attacks[1].intruder == creeper);
        CHECK(attacks[2].intruder == larva);
        for (const Event& e : log) {
          if (std::holds_alternative<ev::IntruderAttacks>(e.data))
            CHECK(e.rule == RuleId::EscapeAttackOrder);  // several: our order
        }
        const auto cards = eventsOf<ev::AttackCardDrawn>(log);
        REQUIRE(cards.size() == 2);  // a Larva draws no card
        CHECK((cards[0].kind == AttackKind::Claw));
        CHECK(cards[0].hit);
        CHECK((cards[1].kind == AttackKind::Bite));
        CHECK_FALSE(cards[1].hit);  // Bite shows no Creeper symbol
        CHECK(s.character(0).lightWounds == 2);
        CHECK(s.character(0).seriousWounds == 0);
        CHECK(s.character(0).larva);
        CHECK(cites<ev::LarvaOnCharacter>(log, RuleId::LarvaAttack));
        CHECK(indexOf<ev::IntruderAttacks>(log, 2) < indexOf<ev::CharacterMoved>(log));
        CHECK(s.character(0).room == room(s, 15));
        CHECK(intrudersIn(s, 11) == 2);       // Adult and Creeper stay behind
        CHECK(s.hasNoise(exitOf(s, 15, 2)));  // the room entered was empty: Noise roll
      }
    }
    WHEN("the Captain already has 3 Serious Wounds and the Adult bites") {
      s.character(0).seriousWounds = 3;
      forceAttack(s, AttackKind::Bite);
      forceNoise(s, {NoiseResult::Two});
      const EventLog log = play(s, move(s, 0, 15));
      THEN("the Captain dies in the Hibernatorium and never moves") {
        CHECK_FALSE(s.character(0).alive);
        CHECK(s.character(0).room == room(s, 11));
        CHECK(countOf<ev::CharacterMoved>(log) == 0);
        CHECK(cites<ev::CharacterDied>(log, RuleId::Death));
        CHECK(s.chance.forced.noise.size() == 1);
      }
    }
    WHEN("the Captain tries Careful Movement instead") {
      const GameState before = s;
      EventLog log;
      const Verdict v = apply(s, careful(s, 0, 15, 2), log);
      THEN("it is refused: only Movement can Escape") {
        CHECK(v.code == Refusal::CarefulInCombat);
        CHECK(s == before);
      }
    }
  }
}

TEST_CASE("seed 004: Movement out of a room without Intruders is no Escape") {
  GameState s = explored15();
  addIntruder(s, IntruderType::Adult, 14);  // a neighbouring room, not this one
  forceNoise(s, {NoiseResult::One});
  const EventLog log = play(s, move(s, 0, 15));
  CHECK(countOf<ev::EscapeStarted>(log) == 0);
  CHECK(countOf<ev::IntruderAttacks>(log) == 0);
  CHECK(s.character(0).lightWounds == 0);
}

// ---------------------------------------------------------------------------------------------
// Exploration tokens

// RULE: The front side of each Exploration token displays:
// RULE: a number indicating the amount of Items in a given Room
// RULE: a special effect symbol
// RULE: They are resolved in the following way:
// RULE: Set up the amount of items in a room
// RULE: After revealing the Exploration token, rotate the Room tile until the number shown on the token faces the Item Counter symbol printed on the board, next to the Room tile slot.
// RULE: This is the exact amount of Items that can be obtained from this Room.
// RULE: Resolve Special Effect
// RULE: An Exploration token may generate the following effects:
TEST_CASE("seed 004: a revealed token sets the room's Items to its number, then resolves its effect") {
  SUBCASE("Door token with 3 Items") {
    GameState s = unexplored15(ExplorationEffect::Door, 3);
    forceNoise(s, {NoiseResult::One});
    const EventLog log = play(s, move(s, 0, 15));
    REQUIRE(countOf<ev::ExplorationRevealed>(log) == 1);
    const ev::ExplorationRevealed t = eventsOf<ev::ExplorationRevealed>(log)[0];
    CHECK((t.effect == ExplorationEffect::Door));
    CHECK(t.items == 3);
    CHECK(s.room(room(s, 15)).items == 3);
    CHECK(cites<ev::ItemsSet>(log, RuleId::SetItems));
    CHECK(eventsOf<ev::ItemsSet>(log)[0].items == 3);
    // 1. Items, then 2. the effect.
    CHECK(indexOf<ev::ItemsSet>(log) < indexOf<ev::DoorClosed>(log));
  }
  SUBCASE("Malfunction token with 1 Item") {
    GameState s = unexplored15(ExplorationEffect::Malfunction, 1);
    forceNoise(s, {NoiseResult::One});
    const EventLog log = play(s, move(s, 0, 15));
    CHECK(s.room(room(s, 15)).items == 1);
    CHECK(indexOf<ev::ItemsSet>(log) < indexOf<ev::MalfunctionPlaced>(log));
  }
  SUBCASE("every token in the box shows an effect and 1 to 4 Items") {
    for (const ExplorationToken& t : kExplorationTokens) {
      CHECK(t.items >= 1);
      CHECK(t.items <= 4);
      CHECK(static_cast<int>(t.effect) < kExplorationEffects);
    }
  }
}

// RULE: You do not set the amount of Items in a Nest or in a Room Covered in Slime.
TEST_CASE("seed 004: no Items are set in the Room Covered in Slime or the Nest") {
  SUBCASE("Room Covered in Slime (a Room 2 tile) on room 15") {
    GameState s = unexplored15(ExplorationEffect::Fire, 2, RoomTile::RoomCoveredInSlime);
    forceNoise(s, {NoiseResult::One});
    const EventLog log = play(s, move(s, 0, 15));
    CHECK(s.room(room(s, 15)).items == -1);
    CHECK(countOf<ev::ItemsSet>(log) == 0);
    CHECK(cites<ev::NoEffect>(log, RuleId::NoItemsInNestOrSlime));
    CHECK(s.room(room(s, 15)).fire);  // the effect still resolves
  }
  SUBCASE("Nest (a Room 1 tile) on room 16, entered from room 15") {
    GameState s = explored15();
    putCharacter(s, 0, 15);
    setRoom(s, 16, RoomTile::Nest, false);
    setExplorationToken(s, 16, ExplorationEffect::Door, 4);
    forceNoise(s, {NoiseResult::One});
    const EventLog log = play(s, move(s, 0, 16));
    CHECK(s.room(room(s, 16)).items == -1);
    CHECK(countOf<ev::ItemsSet>(log) == 0);
    CHECK(cites<ev::NoEffect>(log, RuleId::NoItemsInNestOrSlime));
  }
  SUBCASE("control: the same token on the Cabins sets 2 Items") {
    GameState s = unexplored15(ExplorationEffect::Fire, 2, RoomTile::Cabins);
    forceNoise(s, {NoiseResult::One});
    play(s, move(s, 0, 15));
    CHECK(s.room(room(s, 15)).items == 2);
  }
}

// Silence token.
// RULE: Nothing happens. Do not perform a Noise roll for this Movement. If the Character has a Slime marker on their Character board, then resolve "Danger" instead.
SCENARIO("seed 004: a Silence token skips the Noise roll, unless the Character carries Slime") {
  GIVEN("room 15 hides a Silence token") {
    GameState s = unexplored15(ExplorationEffect::Silence);
    forceNoise(s, {NoiseResult::One});
    WHEN("the Captain, without Slime, enters") {
      const EventLog log = play(s, move(s, 0, 15));
      THEN("nothing happens: no roll, no marker") {
        CHECK(cites<ev::NoiseRollSkipped>(log, RuleId::ExplorationSilence));
        CHECK(countOf<ev::NoiseRolled>(log) == 0);
        CHECK(s.chance.forced.noise.size() == 1);
        CHECK(markerCount(s) == 0);
        CHECK(countOf<ev::ResultChanged>(log) == 0);
      }
    }
    WHEN("the Captain, with a Slime marker, enters") {
      s.character(0).slime = true;
      const EventLog log = play(s, move(s, 0, 15));
      THEN("Danger is resolved instead: every corridor of room 15 gets a marker (no Intruder nearby)") {
        CHECK(cites<ev::ResultChanged>(log, RuleId::SlimeTurnsSilence));
        CHECK(countOf<ev::NoiseRolled>(log) == 0);
        for (int n = 1; n <= 4; ++n) CHECK(s.hasNoise(exitOf(s, 15, n)));
        CHECK(cites<ev::NoiseMarkerPlaced>(log, RuleId::DangerMarkers));
      }
    }
  }
}

// Danger token.
// RULE: Do not perform a Noise roll for this Movement.
// RULE: If there is an Intruder in the neighboring Room (and it is not in Combat with any Character), move it to this Room.
// RULE: If there is more than one Intruder eligible, move them all.
// RULE: If there are no Intruders in any of the neighboring Rooms (or if they are in Combat), place a Noise marker in each Corridor connected to that Room without a Noise marker already placed (counting Technical Corridors if there is an Entrance in the Room).
SCENARIO("seed 004: a Danger token replaces the Noise roll with Danger") {
  GIVEN("room 15 hides a Danger token") {
    GameState s = game(2);
    setRoom(s, 15, RoomTile::Cabins, false);
    setExplorationToken(s, 15, ExplorationEffect::Danger);
    setRoom(s, 16, RoomTile::Storage, true);
    setRoom(s, 18, RoomTile::Armory, true);
    forceNoise(s, {NoiseResult::One});

    WHEN("two Adults wait in room 16 and a Creeper in room 18") {
      const int a1 = addIntruder(s, IntruderType::Adult, 16);
      const int a2 = addIntruder(s, IntruderType::Adult, 16);
      const int cr = addIntruder(s, IntruderType::Creeper, 18);
      const EventLog log = play(s, move(s, 0, 15));
      THEN("all three move into room 15; no roll, no marker") {
        CHECK(cites<ev::NoiseRollSkipped>(log, RuleId::ExplorationDanger));
        CHECK(countOf<ev::NoiseRolled>(log) == 0);
        CHECK(s.chance.forced.noise.size() == 1);
        CHECK(countOf<ev::IntruderMoved>(log) == 3);
        CHECK(cites<ev::IntruderMoved>(log, RuleId::DangerPullsIntruders));
        for (int id : {a1, a2, cr})
          CHECK(s.intruders[static_cast<std::size_t>(intruderIndex(s, id))].room == room(s, 15));
        CHECK(markerCount(s) == 0);
        CHECK(countOf<ev::EncounterStarted>(log) == 0);
      }
    }
    WHEN("the only Intruder nearby is in Combat with the Scout in room 16, and corridor 2 is already marked") {
      putCharacter(s, 1, 16);
      const int adult = addIntruder(s, IntruderType::Adult, 16);
      mark(s, exitOf(s, 15, 2));
      const EventLog log = play(s, move(s, 0, 15));
      THEN("the Intruder stays; every other corridor of room 15 and the Technical Corridors space get a marker") {
        CHECK(s.intruders[static_cast<std::size_t>(intruderIndex(s, adult))].room == room(s, 16));
        CHECK(countOf<ev::IntruderMoved>(log) == 0);
        for (int n = 1; n <= 4; ++n) CHECK(s.hasNoise(exitOf(s, 15, n)));
        CHECK(s.hasNoise(s.topo().techSpace()));
        CHECK(countOf<ev::NoiseMarkerPlaced>(log) == 3);  // corridor 2 keeps its single marker
        CHECK(cites<ev::NoiseMarkerPlaced>(log, RuleId::DangerMarkers));
        CHECK(countOf<ev::EncounterStarted>(log) == 0);
        CHECK(countOf<ev::NoiseRolled>(log) == 0);
      }
    }
  }
}

// RULE: Place a Status marker in the indicated slot of your Character board to indicate they have been covered with slime.
TEST_CASE("seed 004: a Slime token covers the Character with slime, the Noise roll still follows") {
  GameState s = unexplored15(ExplorationEffect::Slime);
  REQUIRE_FALSE(s.character(0).slime);
  forceNoise(s, {NoiseResult::Two});
  const EventLog log = play(s, move(s, 0, 15));
  CHECK(s.character(0).slime);
  CHECK(cites<ev::SlimeGained>(log, RuleId::ExplorationSlime));
  CHECK(countOf<ev::NoiseRolled>(log) == 1);
  CHECK(s.hasNoise(exitOf(s, 15, 2)));
}

// RULE: Place a Fire marker in this Room.
TEST_CASE("seed 004: a Fire token puts a Fire marker in the room") {
  GameState s = unexplored15(ExplorationEffect::Fire);
  forceNoise(s, {NoiseResult::Two});
  const EventLog log = play(s, move(s, 0, 15));
  CHECK(s.room(room(s, 15)).fire);
  CHECK(cites<ev::FirePlaced>(log, RuleId::ExplorationFire));
  CHECK(eventsOf<ev::FirePlaced>(log)[0].room == room(s, 15));
  CHECK(firesOnBoard(s) == 1);
  CHECK_FALSE(s.room(room(s, 15)).malfunction);
}

// RULE: Place a Malfunction marker in this Room.
TEST_CASE("seed 004: a Malfunction token puts a Malfunction marker in the room") {
  GameState s = unexplored15(ExplorationEffect::Malfunction);
  forceNoise(s, {NoiseResult::Two});
  const EventLog log = play(s, move(s, 0, 15));
  CHECK(s.room(room(s, 15)).malfunction);
  CHECK(cites<ev::MalfunctionPlaced>(log, RuleId::ExplorationMalfunction));
  CHECK(malfunctionsOnBoard(s) == 1);
  CHECK_FALSE(s.room(room(s, 15)).fire);
}

// RULE: Place a Door token in the Corridor by which you have entered that Room.
// RULE: The effects of moving through any given Corridor are resolved AFTER moving into the Room.
TEST_CASE("seed 004: a Door token closes the corridor the Character came through, after the Character is in") {
  GameState s = unexplored15(ExplorationEffect::Door);
  const int entered = corridor(s, 11, 15);
  forceNoise(s, {NoiseResult::Two});
  const EventLog log = play(s, move(s, 0, 15));
  CHECK(s.door(entered) == DoorState::Closed);
  CHECK(doorTokensOnBoard(s) == 1);  // only that corridor
  REQUIRE(countOf<ev::DoorClosed>(log) == 1);
  CHECK(eventsOf<ev::DoorClosed>(log)[0].corridor == entered);
  CHECK(cites<ev::DoorClosed>(log, RuleId::ExplorationDoor));
  // The Captain went through before the Door was placed, and the Door now blocks the way back.
  CHECK(s.character(0).room == room(s, 15));
  CHECK(indexOf<ev::CharacterMoved>(log) < indexOf<ev::DoorClosed>(log));
  EventLog back;
  CHECK(apply(s, move(s, 0, 11), back).code == Refusal::ClosedDoor);
}

// RULE: After resolving an Exploration token, remove it from the game.
// RULE: Exploration tokens are placed on unexplored Rooms, so they are only resolved once, when their Room is entered for the first time in the game.
TEST_CASE("seed 004: a resolved Exploration token leaves the game and never resolves again") {
  GameState s = unexplored15(ExplorationEffect::Fire, 1);
  const int token = s.room(room(s, 15)).explorationToken;
  REQUIRE(token >= 0);
  forceNoise(s, {NoiseResult::One});
  const EventLog first = play(s, move(s, 0, 15));
  CHECK(s.room(room(s, 15)).explorationToken == -1);
  CHECK(std::count(s.discardedExploration.begin(), s.discardedExploration.end(), token) == 1);
  CHECK(std::count(s.unusedExploration.begin(), s.unusedExploration.end(), token) == 0);
  REQUIRE(countOf<ev::ExplorationDiscarded>(first) == 1);
  CHECK(cites<ev::ExplorationDiscarded>(first, RuleId::ExplorationRemoved));
  CHECK(eventsOf<ev::ExplorationDiscarded>(first)[0].token == token);
  CHECK(indexOf<ev::FirePlaced>(first) < indexOf<ev::ExplorationDiscarded>(first));

  // Back to the Hibernatorium and in again: no token, no reveal; only the Noise roll.
  s.room(room(s, 15)).fire = false;  // put out, so a second Fire would show
  forceNoise(s, {NoiseResult::Two, NoiseResult::Three});
  play(s, move(s, 0, 11));
  const EventLog second = play(s, move(s, 0, 15));
  CHECK(countOf<ev::RoomRevealed>(second) == 0);
  CHECK(countOf<ev::ExplorationRevealed>(second) == 0);
  CHECK(countOf<ev::FirePlaced>(second) == 0);
  CHECK_FALSE(s.room(room(s, 15)).fire);
  CHECK(countOf<ev::NoiseRolled>(second) == 1);
}

// ---------------------------------------------------------------------------------------------
// Noise roll

// RULE: Roll a Noise die and resolve the result:
// RULE: Result Of 1, 2, 3 Or 4:
// RULE: Place a Noise marker in a Corridor with a number corresponding to the result of your Noise roll, and connected to the Room you have entered (counting Technical Corridors , if there is an Entrance in the Room).
TEST_CASE("seed 004: a Noise roll of 1-4 marks the corridor with that number, or the Technical Corridors space") {
  const struct {
    NoiseResult roll;
    int number;
  } cases[] = {{NoiseResult::One, 1}, {NoiseResult::Two, 2}, {NoiseResult::Three, 3}, {NoiseResult::Four, 4}};
  for (const auto& c : cases) {
    CAPTURE(c.number);
    GameState s = explored15();
    forceNoise(s, {c.roll});
    const EventLog log = play(s, move(s, 0, 15));
    REQUIRE(countOf<ev::NoiseRolled>(log) == 1);
    CHECK((eventsOf<ev::NoiseRolled>(log)[0].result == c.roll));
    CHECK(cites<ev::NoiseRolled>(log, RuleId::NoiseDie));
    CHECK(markerCount(s) == 1);
    const PassageId p = exitOf(s, 15, c.number);
    CHECK(s.hasNoise(p));
    REQUIRE(countOf<ev::NoiseMarkerPlaced>(log) == 1);
    CHECK(eventsOf<ev::NoiseMarkerPlaced>(log)[0].passage == p);
    if (c.number == 4) {
      CHECK(s.topo().isTechSpace(p));  // number 4 of room 15 is its Technical Corridors entrance
      CHECK(cites<ev::NoiseMarkerPlaced>(log, RuleId::TechnicalCorridorsSpace));
    } else {
      const int neighbour = c.number == 1 ? 11 : c.number == 2 ? 16 : 18;
      CHECK(p == corridor(s, 15, neighbour));
      CHECK(cites<ev::NoiseMarkerPlaced>(log, RuleId::NoiseNumber));
    }
  }
}

// RULE: Any given Corridor may never hold more than 1 Noise marker.
// RULE: If you are instructed to place a Noise marker in a Corridor that already contains one, resolve an Encounter instead.
TEST_CASE("seed 004: a corridor numbered 1 and 2 takes one marker, the second number rolled causes an Encounter") {
  // Room 5: corridor 1,2 to room 10, corridor 3 to room 6, Technical Corridors entrance on 4.
  GameState s = game();
  setRoom(s, 5, RoomTile::Storage, true);
  setRoom(s, 6, RoomTile::Cabins, true);
  putCharacter(s, 0, 6);
  const PassageId both = exitOf(s, 5, 1);
  REQUIRE(exitOf(s, 5, 2) == both);
  forceNoise(s, {NoiseResult::One});
  const EventLog first = play(s, move(s, 0, 5));
  CHECK(s.hasNoise(both));
  CHECK(s.noise[static_cast<std::size_t>(both)] == 1);
  CHECK(countOf<ev::EncounterStarted>(first) == 0);

  forceNoise(s, {NoiseResult::Two});
  forceBag(s, IntruderType::Larva);
  EventLog second;
  resolveNoiseRoll(s, 0, second);
  CHECK(countOf<ev::NoiseMarkerPlaced>(second) == 0);
  REQUIRE(countOf<ev::EncounterStarted>(second) == 1);
  CHECK(cites<ev::EncounterStarted>(second, RuleId::OneMarkerPerCorridor));
  CHECK(intrudersIn(s, 5) == 1);
  CHECK(checkInvariants(s).empty());
}

// Danger result.
// RULE: If there is an Intruder in the neighboring Room (and it is not in Combat with any Character ), move it to this Room .
// RULE: If there is more than one Intruder eligible, move them all.
// RULE: If there are no Intruders in any of the neighboring Rooms (or if they are in Combat), place a Noise marker in each Corridor connect -ed to that Room that does not already have a Noise marker ( counting Technical Corridors, if there is an Entrance in the Room).
SCENARIO("seed 004: a Danger roll pulls in every eligible neighbouring Intruder, or marks every free corridor") {
  GIVEN("the Captain moves from the Hibernatorium into the empty room 15, where the die shows Danger") {
    GameState s = game(2);
    setRoom(s, 15, RoomTile::Cabins, true);
    setRoom(s, 16, RoomTile::Storage, true);
    setRoom(s, 18, RoomTile::Armory, true);
    forceNoise(s, {NoiseResult::Danger});

    WHEN("an Adult is in room 16, a Breeder and a Larva in room 18") {
      const int adult = addIntruder(s, IntruderType::Adult, 16);
      const int breeder = addIntruder(s, IntruderType::Breeder, 18);
      const int larva = addIntruder(s, IntruderType::Larva, 18);
      const EventLog log = play(s, move(s, 0, 15));
      THEN("all three move into room 15, through their corridors; no marker is placed") {
        CHECK(cites<ev::NoiseRolled>(log, RuleId::NoiseDie));
        const auto moved = eventsOf<ev::IntruderMoved>(log);
        REQUIRE(moved.size() == 3);
        for (const ev::IntruderMoved& m : moved) {
          CHECK(m.to == room(s, 15));
          CHECK(m.corridor == s.topo().corridorBetween(m.from, m.to));
        }
        for (int id : {adult, breeder, larva})
          CHECK(s.intruders[static_cast<std::size_t>(intruderIndex(s, id))].room == room(s, 15));
        CHECK(cites<ev::IntruderMoved>(log, RuleId::DangerPullsIntruders));
        CHECK(markerCount(s) == 0);
        CHECK(countOf<ev::EncounterStarted>(log) == 0);
      }
    }
    WHEN("an Adult in room 16 is in Combat with the Scout, and another Adult is free in room 18") {
      putCharacter(s, 1, 16);
      const int held = addIntruder(s, IntruderType::Adult, 16);
      const int loose = addIntruder(s, IntruderType::Adult, 18);
      const EventLog log = play(s, move(s, 0, 15));
      THEN("only the free one moves; no marker is placed") {
        CHECK(s.intruders[static_cast<std::size_t>(intruderIndex(s, held))].room == room(s, 16));
        CHECK(s.intruders[static_cast<std::size_t>(intruderIndex(s, loose))].room == room(s, 15));
        CHECK(countOf<ev::IntruderMoved>(log) == 1);
        CHECK(markerCount(s) == 0);
      }
    }
    WHEN("no Intruder is nearby (one is two rooms away) and corridor 3 already holds a marker") {
      addIntruder(s, IntruderType::Adult, 12);
      mark(s, exitOf(s, 15, 3));
      const EventLog log = play(s, move(s, 0, 15));
      THEN("corridors 1 and 2 and the Technical Corridors space get a marker; corridor 3 keeps its one") {
        for (int n = 1; n <= 4; ++n) CHECK(s.hasNoise(exitOf(s, 15, n)));
        CHECK(s.hasNoise(s.topo().techSpace()));
        CHECK(countOf<ev::NoiseMarkerPlaced>(log) == 3);
        CHECK(cites<ev::NoiseMarkerPlaced>(log, RuleId::DangerRollMarkers));
        CHECK(countOf<ev::EncounterStarted>(log) == 0);
        CHECK(countOf<ev::IntruderMoved>(log) == 0);
        CHECK(markerCount(s) == 4);
      }
    }
    WHEN("the only Intruder nearby is in Combat") {
      putCharacter(s, 1, 18);
      addIntruder(s, IntruderType::Creeper, 18);
      const EventLog log = play(s, move(s, 0, 15));
      THEN("it stays, and every corridor of room 15 gets a marker") {
        CHECK(intrudersIn(s, 18) == 1);
        CHECK(countOf<ev::IntruderMoved>(log) == 0);
        CHECK(countOf<ev::NoiseMarkerPlaced>(log) == 4);
        for (int n = 1; n <= 4; ++n) CHECK(s.hasNoise(exitOf(s, 15, n)));
      }
    }
  }
}

// Silence result.
// RULE: Nothing happens.
// RULE: No Noise marker is placed.
// RULE: If the Character has a Slime marker on their Character board , then resolve "Danger" instead.
SCENARIO("seed 004: a Silence roll does nothing, unless the Character carries Slime") {
  GIVEN("the Captain enters the empty room 15 and rolls Silence") {
    GameState s = explored15();
    forceNoise(s, {NoiseResult::Silence});
    WHEN("the Captain has no Slime marker") {
      const EventLog log = play(s, move(s, 0, 15));
      THEN("no marker is placed, nothing else happens") {
        CHECK(cites<ev::NoEffect>(log, RuleId::Silence));
        CHECK(markerCount(s) == 0);
        CHECK(countOf<ev::NoiseMarkerPlaced>(log) == 0);
        CHECK(countOf<ev::ResultChanged>(log) == 0);
      }
    }
    WHEN("the Captain has a Slime marker") {
      s.character(0).slime = true;
      const EventLog log = play(s, move(s, 0, 15));
      THEN("Danger instead: every corridor of room 15 gets a marker") {
        REQUIRE(countOf<ev::ResultChanged>(log) == 1);
        CHECK(cites<ev::ResultChanged>(log, RuleId::SlimeTurnsSilence));
        CHECK((eventsOf<ev::ResultChanged>(log)[0].to == NoiseResult::Danger));
        for (int n = 1; n <= 4; ++n) CHECK(s.hasNoise(exitOf(s, 15, n)));
        CHECK(cites<ev::NoiseMarkerPlaced>(log, RuleId::DangerRollMarkers));
      }
    }
    WHEN("the Captain has a Slime marker and an Adult waits in room 16") {
      s.character(0).slime = true;
      const int adult = addIntruder(s, IntruderType::Adult, 16);
      const EventLog log = play(s, move(s, 0, 15));
      THEN("Danger pulls the Adult in") {
        CHECK(s.intruders[static_cast<std::size_t>(intruderIndex(s, adult))].room == room(s, 15));
        CHECK(cites<ev::IntruderMoved>(log, RuleId::DangerPullsIntruders));
        CHECK(markerCount(s) == 0);
      }
    }
  }
}
