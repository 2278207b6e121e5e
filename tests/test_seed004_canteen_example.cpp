// Seed 004 "Example of Noise Roll", played out. The Canteen (a Room 2 tile) lies on the basic board's
// room 15: corridor 1 to the Hibernatorium (11), corridor 2 to room 16, corridor 3 to room 18 with a
// Closed Door, and a Technical Corridors entrance on number 4. Corridor 3 and the Technical Corridors
// space each hold a Noise marker. The Captain walks in from the Hibernatorium and rolls.
#include "support.hpp"

using namespace test;

namespace {

struct Canteen {
  GameState s;
  int canteen = -1;
  PassageId c1 = kNoPassage;  // to the Hibernatorium (the way in)
  PassageId c2 = kNoPassage;  // to room 16
  PassageId c3 = kNoPassage;  // to room 18, Closed Door
  PassageId tech = kNoPassage;
  PassageId elsewhere = kNoPassage;  // corridor 11-14, not the Canteen's
};

Canteen setUp() {
  Canteen c{game(), -1, kNoPassage, kNoPassage, kNoPassage, kNoPassage, kNoPassage};
  GameState& s = c.s;
  setRoom(s, 15, RoomTile::Canteen, true);
  c.canteen = room(s, 15);
  c.c1 = exitOf(s, 15, 1);
  c.c2 = exitOf(s, 15, 2);
  c.c3 = exitOf(s, 15, 3);
  c.tech = exitOf(s, 15, 4);
  c.elsewhere = corridor(s, 11, 14);
  REQUIRE(c.c1 == corridor(s, 15, 11));
  REQUIRE(c.c2 == corridor(s, 15, 16));
  REQUIRE(c.c3 == corridor(s, 15, 18));
  REQUIRE(s.topo().isTechSpace(c.tech));
  s.doors[static_cast<std::size_t>(c.c3)] = DoorState::Closed;
  mark(s, c.c3);
  mark(s, c.tech);
  return c;
}

}  // namespace

// RULE: Example of Noise Roll:
// RULE: In this example, there are two Noise markers in Corridors connected to the Canteen : one in the Corridor number 3, with the Closed Door (blue glow ), and the other in the Technical Corridors (green glow).
// RULE: Even if the Noise marker (blue glow) is in the Corridor with the Closed Door, it affects the WHOLE Corridor.
// RULE: When there is a Noise marker in the Technical Corridors space (green glow ), it is treated as if it was in each Technical Corridors Entrance on the whole board.
SCENARIO(
    "seed 004 example of Noise roll: the Canteen with markers behind a Closed Door and in the Technical Corridors") {
  GIVEN(
      "the Canteen on room 15, a Closed Door and a marker in its corridor 3, a marker on the Technical Corridors "
      "space") {
    Canteen c = setUp();
    GameState& s = c.s;
    REQUIRE((s.room(c.canteen).tile == RoomTile::Canteen));
    REQUIRE(noiseMarkersOnBoard(s) == 2);
    forceBag(s, IntruderType::Adult, 2);  // hand 4 after paying: no Surprise Attack

    WHEN("the Captain enters and rolls 3: the corridor behind the Closed Door") {
      forceNoise(s, {NoiseResult::Three});
      const EventLog log = play(s, move(s, 0, 15));
      THEN("the marker counts although the Door is Closed: an Encounter, and the Intruder comes in regardless") {
        CHECK(countOf<ev::NoiseMarkerPlaced>(log) == 0);
        REQUIRE(countOf<ev::EncounterStarted>(log) == 1);
        CHECK(cites<ev::EncounterStarted>(log, RuleId::OneMarkerPerCorridor));
        CHECK(eventsOf<ev::EncounterStarted>(log)[0].room == c.canteen);
        CHECK(cites<ev::IntruderPlaced>(log, RuleId::ThroughClosedDoors));
        REQUIRE(s.intruders.size() == 1);
        CHECK(s.intruders[0].room == c.canteen);
        CHECK((s.intruders[0].type == IntruderType::Adult));
        CHECK(s.door(c.c3) == DoorState::Closed);  // the Door stays as it was
      }
      THEN("both markers of the Canteen are discarded") {
        CHECK_FALSE(s.hasNoise(c.c3));
        CHECK_FALSE(s.hasNoise(c.tech));
        CHECK(noiseMarkersOnBoard(s) == 0);
        CHECK(countOf<ev::NoiseMarkerRemoved>(log) == 2);
        CHECK(cites<ev::NoiseMarkerRemoved>(log, RuleId::EncounterDiscardMarkers));
      }
    }
    WHEN("the Captain enters and rolls 4: the Technical Corridors entrance") {
      forceNoise(s, {NoiseResult::Four});
      const EventLog log = play(s, move(s, 0, 15));
      THEN("the marker on the Technical Corridors space counts: an Encounter") {
        CHECK(countOf<ev::NoiseMarkerPlaced>(log) == 0);
        REQUIRE(countOf<ev::EncounterStarted>(log) == 1);
        CHECK(cites<ev::EncounterStarted>(log, RuleId::TechnicalCorridorsShared));
        CHECK(cites<ev::IntruderPlaced>(log, RuleId::EncounterPlace));
        CHECK(intrudersIn(s, 15) == 1);
        CHECK_FALSE(s.hasNoise(c.c3));
        CHECK_FALSE(s.hasNoise(c.tech));
        CHECK(noiseMarkersOnBoard(s) == 0);
      }
    }
    WHEN("the Captain enters and rolls 1") {
      forceNoise(s, {NoiseResult::One});
      const EventLog log = play(s, move(s, 0, 15));
      THEN("a marker goes into corridor 1; no Encounter, the other markers stay") {
        CHECK(s.hasNoise(c.c1));
        CHECK(cites<ev::NoiseMarkerPlaced>(log, RuleId::NoiseNumber));
        CHECK(countOf<ev::EncounterStarted>(log) == 0);
        CHECK(s.intruders.empty());
        CHECK(s.hasNoise(c.c3));
        CHECK(s.hasNoise(c.tech));
        CHECK(noiseMarkersOnBoard(s) == 3);
      }
    }
    WHEN("the Captain enters and rolls 2") {
      forceNoise(s, {NoiseResult::Two});
      const EventLog log = play(s, move(s, 0, 15));
      THEN("a marker goes into corridor 2; no Encounter, the other markers stay") {
        CHECK(s.hasNoise(c.c2));
        CHECK(cites<ev::NoiseMarkerPlaced>(log, RuleId::NoiseNumber));
        CHECK(countOf<ev::EncounterStarted>(log) == 0);
        CHECK(s.intruders.empty());
        CHECK(s.hasNoise(c.c3));
        CHECK(s.hasNoise(c.tech));
        CHECK(noiseMarkersOnBoard(s) == 3);
      }
    }
  }
}

// RULE: Remove all Noise markers from all corridors connected to the Room where the Encounter is taking place. This includes Technical Corridors if there's an entrance in the Room.
TEST_CASE(
    "seed 004 example: the Canteen's Encounter discards the markers of all its corridors and the Technical Corridors "
    "space") {
  for (const NoiseResult roll : {NoiseResult::Three, NoiseResult::Four}) {
    CAPTURE(static_cast<int>(roll));
    Canteen c = setUp();
    GameState& s = c.s;
    mark(s, c.c1);
    mark(s, c.c2);
    mark(s, c.elsewhere);
    REQUIRE(noiseMarkersOnBoard(s) == 5);
    forceBag(s, IntruderType::Larva);
    forceNoise(s, {roll});
    const EventLog log = play(s, move(s, 0, 15));
    REQUIRE(countOf<ev::EncounterStarted>(log) == 1);
    for (PassageId p : {c.c1, c.c2, c.c3, c.tech}) CHECK_FALSE(s.hasNoise(p));
    CHECK(s.hasNoise(c.elsewhere));  // not a corridor of the Canteen
    CHECK(countOf<ev::NoiseMarkerRemoved>(log) == 4);
    for (const ev::NoiseMarkerRemoved& r : eventsOf<ev::NoiseMarkerRemoved>(log)) CHECK(r.room == c.canteen);
    CHECK(cites<ev::NoiseMarkerRemoved>(log, RuleId::EncounterDiscardMarkers));
  }
}

// RULE: Noise markers NEV- ER affect only a part of the Corridor "on one side of the Door".
TEST_CASE("seed 004 example: the marker behind the Closed Door counts from room 18's side too") {
  Canteen c = setUp();
  GameState& s = c.s;
  // Room 18: corridor 1,2 to Engine #2 (20), corridor 3 to the Canteen, corridor 4 to Engine #1 (21).
  setRoom(s, 18, RoomTile::Storage, true);
  putCharacter(s, 0, 20);
  REQUIRE(exitOf(s, 18, 3) == c.c3);
  forceBag(s, IntruderType::Adult, 2);
  forceNoise(s, {NoiseResult::Three});
  const EventLog log = play(s, move(s, 0, 18));
  REQUIRE(countOf<ev::EncounterStarted>(log) == 1);
  CHECK(cites<ev::EncounterStarted>(log, RuleId::OneMarkerPerCorridor));
  CHECK(eventsOf<ev::EncounterStarted>(log)[0].room == room(s, 18));
  CHECK(intrudersIn(s, 18) == 1);
  CHECK(intrudersIn(s, 15) == 0);
  CHECK_FALSE(s.hasNoise(c.c3));
  CHECK(s.hasNoise(c.tech));  // room 18 has no Technical Corridors entrance
}

// RULE: When there is a Noise marker in the Technical Corridors space (green glow ), it is treated as if it was in each Technical Corridors Entrance on the whole board.
TEST_CASE("seed 004 example: the Technical Corridors marker counts at another room's entrance") {
  Canteen c = setUp();
  GameState& s = c.s;
  // Room 5: corridor 1,2 to room 10, corridor 3 to room 6, Technical Corridors entrance on 4.
  setRoom(s, 5, RoomTile::Storage, true);
  setRoom(s, 6, RoomTile::Cabins, true);
  putCharacter(s, 0, 6);
  REQUIRE(exitOf(s, 5, 4) == c.tech);
  forceBag(s, IntruderType::Adult, 2);
  forceNoise(s, {NoiseResult::Four});
  const EventLog log = play(s, move(s, 0, 5));
  REQUIRE(countOf<ev::EncounterStarted>(log) == 1);
  CHECK(cites<ev::EncounterStarted>(log, RuleId::TechnicalCorridorsShared));
  CHECK(intrudersIn(s, 5) == 1);
  CHECK_FALSE(s.hasNoise(c.tech));
  CHECK(s.hasNoise(c.c3));  // the Canteen's corridor is not room 5's
}
