// Seed 000 (Noise): when Noise rolls happen, the numbered results, Danger, Silence, Noise markers,
// Encounters, Careful Movement, Combat versus Encounter. Basic board; the character starts in room 11.
#include "support.hpp"

using namespace test;

namespace {

// A bare explored room of the given tile, empty of tokens.
void explored(GameState& s, int label, RoomTile tile) {
  setRoom(s, label, tile, true);
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// When Noise rolls occur
// ---------------------------------------------------------------------------------------------

SCENARIO("entering an empty room makes a Noise roll") {
  // RULE: A Noise roll is performed when:
  // RULE: A Character enters an **empty Room** (one without other Characters or Intruders)
  GIVEN("the Captain in room 11 and an empty explored room 6") {
    GameState s = game();
    explored(s, 6, RoomTile::Canteen);
    forceNoise(s, {NoiseResult::Three});
    WHEN("the Captain moves into room 6") {
      const EventLog log = play(s, move(s, 0, 6));
      THEN("the die is rolled once and its marker placed") {
        CHECK(s.character(0).room == room(s, 6));
        REQUIRE(countOf<ev::NoiseRolled>(log) == 1);
        CHECK((eventsOf<ev::NoiseRolled>(log)[0].result == NoiseResult::Three));
        CHECK(eventsOf<ev::NoiseRolled>(log)[0].forced);
        CHECK(cites<ev::NoiseRolled>(log, RuleId::NoiseDie));
        CHECK(countOf<ev::NoiseRollSkipped>(log) == 0);
        CHECK(s.hasNoise(corridor(s, 5, 6)));
        CHECK(noiseMarkersOnBoard(s) == 1);
      }
    }
  }
}

SCENARIO("no Noise roll when the room entered holds another Character") {
  // RULE: **You do NOT roll** if entering a room already occupied by Characters or Intruders
  GIVEN("the Scout already in room 6") {
    GameState s = game(2);
    explored(s, 6, RoomTile::Canteen);
    putCharacter(s, 1, 6);
    forceNoise(s, {NoiseResult::One});
    WHEN("the Captain moves into room 6") {
      const EventLog log = play(s, move(s, 0, 6));
      THEN("no die is rolled and no marker is placed") {
        CHECK(s.character(0).room == room(s, 6));
        CHECK(countOf<ev::NoiseRolled>(log) == 0);
        CHECK(cites<ev::NoiseRollSkipped>(log, RuleId::NoNoiseRollOccupied));
        CHECK(noiseMarkersOnBoard(s) == 0);
        CHECK(s.chance.forced.noise.size() == 1);  // the forced roll was never used
      }
    }
  }
  GIVEN("negative control: the Scout stays in room 11 (6 is empty)") {
    GameState s = game(2);
    explored(s, 6, RoomTile::Canteen);
    forceNoise(s, {NoiseResult::One});
    const EventLog log = play(s, move(s, 0, 6));
    CHECK(countOf<ev::NoiseRolled>(log) == 1);
    CHECK(s.hasNoise(corridor(s, 6, 7)));
    CHECK(s.chance.forced.noise.empty());
  }
}

SCENARIO("entering a room with an Intruder is Combat: no Noise roll, no Encounter") {
  // RULE: **You do NOT roll** if entering a room already occupied by Characters or Intruders
  // RULE: **Combat**: Character enters room with existing Intruder (no Encounter process)
  GIVEN("an Adult in room 6") {
    GameState s = game();
    explored(s, 6, RoomTile::Canteen);
    const int adult = addIntruder(s, IntruderType::Adult, 6);
    const auto bagBefore = s.bag.size();
    forceNoise(s, {NoiseResult::One});
    WHEN("the Captain moves into room 6") {
      const EventLog log = play(s, move(s, 0, 6));
      THEN("the Captain is in Combat with it; nothing is rolled or drawn") {
        CHECK(s.character(0).room == room(s, 6));
        CHECK(characterInCombat(s, 0));
        CHECK(countOf<ev::NoiseRolled>(log) == 0);
        CHECK(cites<ev::NoiseRollSkipped>(log, RuleId::CombatNotEncounter));
        CHECK(countOf<ev::EncounterStarted>(log) == 0);
        CHECK(countOf<ev::TokenDrawn>(log) == 0);
        CHECK(s.bag.size() == bagBefore);
        REQUIRE(s.intruders.size() == 1);
        CHECK(s.intruders[0].id == adult);
        CHECK(intrudersIn(s, 6) == 1);
        CHECK(noiseMarkersOnBoard(s) == 0);
        CHECK(s.character(0).lightWounds == 0);
        CHECK(s.character(0).seriousWounds == 0);
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Noise roll results
// ---------------------------------------------------------------------------------------------

TEST_CASE("a numbered result marks the corridor with that number") {
  // RULE: Roll a Noise die and resolve:
  // RULE: **Numbered Results (1, 2, 3, or 4)**: Place a Noise marker in the Corridor corresponding to the number rolled.
  // Room 6: 1 -> corridor to 7, 2 -> to 11, 3 -> to 5, 4 -> to 2.
  const int expected[4][2] = {{6, 7}, {6, 11}, {5, 6}, {2, 6}};
  for (int n = 1; n <= 4; ++n) {
    CAPTURE(n);
    GameState s = game();
    explored(s, 6, RoomTile::Canteen);
    forceNoise(s, {static_cast<NoiseResult>(n)});
    const EventLog log = play(s, move(s, 0, 6));
    const int c = corridor(s, expected[n - 1][0], expected[n - 1][1]);
    CHECK(s.hasNoise(c));
    CHECK(noiseMarkersOnBoard(s) == 1);
    REQUIRE(countOf<ev::NoiseMarkerPlaced>(log) == 1);
    CHECK(eventsOf<ev::NoiseMarkerPlaced>(log)[0].passage == c);
    CHECK(cites<ev::NoiseMarkerPlaced>(log, RuleId::NoiseNumber));
    CHECK(countOf<ev::EncounterStarted>(log) == 0);
  }
}

SCENARIO("a numbered result on a corridor that already has a marker is an Encounter") {
  // RULE: If that Corridor already has a Noise marker, an **Encounter** occurs instead.
  // RULE: When a Noise roll would place a marker in a Corridor that already has one:
  // RULE: All Noise markers are discarded from Corridors connected to that Room
  // RULE: Draw an Intruder token from the Intruder bag
  // RULE: Place corresponding Intruder miniature in the Room
  // RULE: **Encounter**: Intruder appears due to Noise roll/token draw
  GIVEN("room 6 with markers in its corridors 1 (to 7) and 4 (to 2), and one far away (14-17)") {
    GameState s = game();
    explored(s, 6, RoomTile::Canteen);
    mark(s, corridor(s, 6, 7));
    mark(s, corridor(s, 2, 6));
    mark(s, corridor(s, 14, 17));
    ensureInBag(s, IntruderType::Adult, 2);
    const auto bagBefore = s.bag.size();
    forceNoise(s, {NoiseResult::One});
    forceBag(s, IntruderType::Adult, 2);
    WHEN("the Captain enters room 6 and rolls 1") {
      const EventLog log = play(s, move(s, 0, 6));
      THEN("an Encounter: markers of room 6 discarded, an Adult drawn and placed in room 6") {
        CHECK(cites<ev::EncounterStarted>(log, RuleId::OneMarkerPerCorridor));
        CHECK(countOf<ev::NoiseMarkerPlaced>(log) == 0);
        CHECK_FALSE(s.hasNoise(corridor(s, 6, 7)));
        CHECK_FALSE(s.hasNoise(corridor(s, 2, 6)));
        CHECK(s.hasNoise(corridor(s, 14, 17)));
        CHECK(countOf<ev::NoiseMarkerRemoved>(log) == 2);
        CHECK(cites<ev::NoiseMarkerRemoved>(log, RuleId::EncounterDiscardMarkers));
        REQUIRE(countOf<ev::TokenDrawn>(log) == 1);
        const auto drawn = eventsOf<ev::TokenDrawn>(log)[0];
        CHECK(drawn.forced);
        CHECK((drawn.type == IntruderType::Adult));
        CHECK(drawn.number == 2);
        CHECK(cites<ev::TokenDrawn>(log, RuleId::EncounterDraw));
        CHECK(s.bag.size() == bagBefore - 1);
        REQUIRE(s.intruders.size() == 1);
        CHECK((s.intruders[0].type == IntruderType::Adult));
        CHECK(s.intruders[0].room == room(s, 6));
        CHECK(s.intruders[0].token == drawn.token);
        CHECK(cites<ev::IntruderPlaced>(log, RuleId::EncounterPlace));
        CHECK(std::find(s.setAside.begin(), s.setAside.end(), drawn.token) != s.setAside.end());
        CHECK(cites<ev::TokenSetAside>(log, RuleId::EncounterSetAside));
        // Hand 4 after paying, token 2: no Surprise Attack.
        CHECK(cites<ev::SurpriseCheck>(log, RuleId::NoSurpriseAttack));
        CHECK(countOf<ev::IntruderAttacks>(log) == 0);
      }
      THEN("the steps come in order: discard markers, draw, place") {
        const auto at = [&](auto pred) {
          return static_cast<int>(std::find_if(log.begin(), log.end(), pred) - log.begin());
        };
        const int removed = at([](const Event& e) { return std::holds_alternative<ev::NoiseMarkerRemoved>(e.data); });
        const int drawn = at([](const Event& e) { return std::holds_alternative<ev::TokenDrawn>(e.data); });
        const int placed = at([](const Event& e) { return std::holds_alternative<ev::IntruderPlaced>(e.data); });
        const int aside = at([](const Event& e) { return std::holds_alternative<ev::TokenSetAside>(e.data); });
        CHECK(removed < drawn);
        CHECK(drawn < placed);
        CHECK(placed < aside);
        CHECK(aside < static_cast<int>(log.size()));
      }
    }
  }
}

SCENARIO("Surprise Attack depends on the hand size against the token number") {
  // RULE: **Surprise Attack** may occur based on cards in Character's hand vs number on Intruder token
  GIVEN("a marked corridor 1 of room 6 and an Adult token numbered 3 to be drawn") {
    GameState s = game();
    explored(s, 6, RoomTile::Canteen);
    mark(s, corridor(s, 6, 7));
    ensureInBag(s, IntruderType::Adult, 3);
    forceNoise(s, {NoiseResult::One});
    forceBag(s, IntruderType::Adult, 3);
    forceAttack(s, AttackKind::Claw);
    WHEN("the Captain has 2 cards (1 left after paying): 1 < 3") {
      setHand(s, 0, {1, 2});
      const EventLog log = play(s, move(s, 0, 6));
      THEN("the Adult attacks at once") {
        REQUIRE(countOf<ev::SurpriseCheck>(log) == 1);
        CHECK(eventsOf<ev::SurpriseCheck>(log)[0].handSize == 1);
        CHECK(eventsOf<ev::SurpriseCheck>(log)[0].attack);
        CHECK(cites<ev::SurpriseCheck>(log, RuleId::SurpriseAttack));
        CHECK(cites<ev::IntruderAttacks>(log, RuleId::SurpriseAttack));
        CHECK(s.character(0).lightWounds == 2);  // Claw
      }
    }
    WHEN("the Captain has 4 cards (3 left after paying): 3 is not lower than 3") {
      setHand(s, 0, {1, 2, 3, 4});
      const EventLog log = play(s, move(s, 0, 6));
      THEN("no Surprise Attack") {
        REQUIRE(countOf<ev::SurpriseCheck>(log) == 1);
        CHECK(eventsOf<ev::SurpriseCheck>(log)[0].handSize == 3);
        CHECK_FALSE(eventsOf<ev::SurpriseCheck>(log)[0].attack);
        CHECK(cites<ev::SurpriseCheck>(log, RuleId::NoSurpriseAttack));
        CHECK(countOf<ev::IntruderAttacks>(log) == 0);
        CHECK(s.character(0).lightWounds == 0);
        CHECK(intrudersIn(s, 6) == 1);
      }
    }
  }
}

SCENARIO("a Blank token drawn in an Encounter places Noise markers instead of an Intruder") {
  // RULE: If Blank token is drawn, place Noise markers in each connected Corridor instead
  GIVEN("room 6 with a marker in its corridor 1") {
    GameState s = game();
    explored(s, 6, RoomTile::Canteen);
    mark(s, corridor(s, 6, 7));
    const auto bagBefore = s.bag.size();
    forceNoise(s, {NoiseResult::One});
    forceBag(s, IntruderType::Blank);
    WHEN("the Captain enters and rolls 1, and the Blank is drawn") {
      const EventLog log = play(s, move(s, 0, 6));
      THEN("every corridor of room 6 gets a marker, no Intruder, the Blank goes back") {
        REQUIRE(countOf<ev::TokenDrawn>(log) == 1);
        CHECK((eventsOf<ev::TokenDrawn>(log)[0].type == IntruderType::Blank));
        CHECK(s.intruders.empty());
        CHECK(countOf<ev::IntruderPlaced>(log) == 0);
        for (int other : {7, 11, 5, 2}) CHECK(s.hasNoise(corridor(s, 6, other)));
        CHECK(noiseMarkersOnBoard(s) == 4);
        CHECK(countOf<ev::NoiseMarkerPlaced>(log) == 4);
        CHECK(cites<ev::NoiseMarkerPlaced>(log, RuleId::BlankMarkers));
        CHECK(s.bag.size() == bagBefore);
        CHECK(cites<ev::TokenReturnedToBag>(log, RuleId::BlankReturns));
      }
    }
  }
}

SCENARIO("Closed Doors: the marker counts for the whole corridor, and the Intruder comes through") {
  // RULE: **Doors**: Closed Doors do not affect Noise markers - they apply to the entire Corridor
  // RULE: Intruders can appear through Closed Doors if triggered by Noise
  GIVEN("the Captain in room 7 and the Scout in room 6") {
    GameState s = game(2);
    explored(s, 6, RoomTile::Canteen);
    explored(s, 7, RoomTile::Shower);
    explored(s, 8, RoomTile::Cabins);
    putCharacter(s, 0, 7);
    putCharacter(s, 1, 6);
    WHEN("the Captain enters room 8 and rolls 3 (the corridor 8-11), then its door is closed") {
      forceNoise(s, {NoiseResult::Three});
      EventLog log = play(s, move(s, 0, 8));
      REQUIRE(s.hasNoise(corridor(s, 8, 11)));
      setDoor(s, corridor(s, 8, 11), DoorState::Closed);
      AND_WHEN("the Scout enters room 11 from the other side and rolls 3 (the same corridor)") {
        forceNoise(s, {NoiseResult::Three});
        forceBag(s, IntruderType::Larva);
        log = play(s, move(s, 1, 11));
        THEN("the marker on the far side of the door counts: Encounter, the Larva appears in room 11") {
          CHECK(cites<ev::EncounterStarted>(log, RuleId::OneMarkerPerCorridor));
          CHECK_FALSE(s.hasNoise(corridor(s, 8, 11)));
          CHECK(intrudersIn(s, 11) == 1);
          CHECK(cites<ev::IntruderPlaced>(log, RuleId::ThroughClosedDoors));
          CHECK(s.door(corridor(s, 8, 11)) == DoorState::Closed);
        }
      }
    }
  }
}

SCENARIO("Danger: neighbouring Intruders not in Combat move into the room") {
  // RULE: If an Intruder is in a neighboring Room (and not in Combat), it immediately moves into your Room
  GIVEN("an Adult in 5 and a Creeper in 7 (neighbours of 6), an Adult in Combat with the Scout in 2, an Adult in 10") {
    GameState s = game(2);
    explored(s, 6, RoomTile::Canteen);
    explored(s, 2, RoomTile::Armory);
    putCharacter(s, 1, 2);
    const int from5 = addIntruder(s, IntruderType::Adult, 5);
    const int from7 = addIntruder(s, IntruderType::Creeper, 7);
    const int inCombat = addIntruder(s, IntruderType::Adult, 2);
    const int far = addIntruder(s, IntruderType::Adult, 10);
    forceNoise(s, {NoiseResult::Danger});
    WHEN("the Captain enters room 6 and rolls Danger") {
      const EventLog log = play(s, move(s, 0, 6));
      THEN("the two eligible Intruders move in; the others stay; no marker") {
        const auto at = [&](int id) { return s.intruders[static_cast<std::size_t>(intruderIndex(s, id))].room; };
        CHECK(at(from5) == room(s, 6));
        CHECK(at(from7) == room(s, 6));
        CHECK(at(inCombat) == room(s, 2));
        CHECK(at(far) == room(s, 10));
        REQUIRE(countOf<ev::IntruderMoved>(log) == 2);
        CHECK(cites<ev::IntruderMoved>(log, RuleId::DangerPullsIntruders));
        for (const auto& m : eventsOf<ev::IntruderMoved>(log)) CHECK(m.to == room(s, 6));
        CHECK(noiseMarkersOnBoard(s) == 0);
        CHECK(countOf<ev::EncounterStarted>(log) == 0);
        CHECK(characterInCombat(s, 0));
      }
    }
  }
}

SCENARIO("Danger with no eligible Intruder marks every free connected corridor, Technical Corridors included") {
  // RULE: If no eligible Intruders are in neighboring rooms, place a Noise marker in every connected Corridor that doesn't already have one
  // RULE: A Corridor can never hold more than 1 Noise marker
  GIVEN("room 14 (a Technical Corridors entrance on 3), its corridor to 13 already marked, a Creeper in Combat in 13") {
    GameState s = game(2);
    explored(s, 14, RoomTile::Canteen);
    explored(s, 13, RoomTile::Armory);
    putCharacter(s, 1, 13);
    const int creeper = addIntruder(s, IntruderType::Creeper, 13);
    mark(s, corridor(s, 13, 14));
    REQUIRE(s.topo().isTechSpace(exitOf(s, 14, 3)));
    forceNoise(s, {NoiseResult::Danger});
    WHEN("the Captain enters room 14 and rolls Danger") {
      const EventLog log = play(s, move(s, 0, 14));
      THEN("markers go to 14-11, 14-17 and the Technical Corridors space; none is doubled") {
        CHECK(s.hasNoise(corridor(s, 11, 14)));
        CHECK(s.hasNoise(corridor(s, 14, 17)));
        CHECK(s.hasNoise(s.topo().techSpace()));
        CHECK(s.hasNoise(corridor(s, 13, 14)));
        CHECK(noiseMarkersOnBoard(s) == 4);
        CHECK(countOf<ev::NoiseMarkerPlaced>(log) == 3);
        CHECK(cites<ev::NoiseMarkerPlaced>(log, RuleId::DangerRollMarkers));
        for (const auto& p : eventsOf<ev::NoiseMarkerPlaced>(log)) CHECK(p.passage != corridor(s, 13, 14));
        CHECK(countOf<ev::EncounterStarted>(log) == 0);
        CHECK(countOf<ev::IntruderMoved>(log) == 0);
        CHECK(s.intruders[static_cast<std::size_t>(intruderIndex(s, creeper))].room == room(s, 13));
        for (auto m : s.noise) CHECK(m <= 1);
      }
    }
  }
}

SCENARIO("Danger when every connected corridor already has a marker does nothing") {
  // RULE: If no eligible Intruders are in neighboring rooms, place a Noise marker in every connected Corridor that doesn't already have one
  GIVEN("all four corridors of room 6 marked") {
    GameState s = game();
    explored(s, 6, RoomTile::Canteen);
    for (int other : {7, 11, 5, 2}) mark(s, corridor(s, 6, other));
    forceNoise(s, {NoiseResult::Danger});
    WHEN("the Captain enters room 6 and rolls Danger") {
      const EventLog log = play(s, move(s, 0, 6));
      THEN("nothing: no new marker and no Encounter (ruling)") {
        CHECK(cites<ev::NoEffect>(log, RuleId::DangerAllMarked));
        CHECK(countOf<ev::NoiseMarkerPlaced>(log) == 0);
        CHECK(countOf<ev::NoiseMarkerRemoved>(log) == 0);
        CHECK(countOf<ev::EncounterStarted>(log) == 0);
        CHECK(noiseMarkersOnBoard(s) == 4);
        CHECK(s.intruders.empty());
      }
    }
  }
}

SCENARIO("Silence does nothing, unless the Character has Slime: then it is Danger") {
  // RULE: Normally nothing happens
  // RULE: However, if your Character has a **Slime marker**, treat "Silence" as "Danger" instead
  GIVEN("an empty explored room 6") {
    GameState s = game();
    explored(s, 6, RoomTile::Canteen);
    forceNoise(s, {NoiseResult::Silence});
    WHEN("the Captain without Slime rolls Silence") {
      const EventLog log = play(s, move(s, 0, 6));
      THEN("nothing happens") {
        CHECK((eventsOf<ev::NoiseRolled>(log).at(0).result == NoiseResult::Silence));
        CHECK(cites<ev::NoEffect>(log, RuleId::Silence));
        CHECK(countOf<ev::ResultChanged>(log) == 0);
        CHECK(noiseMarkersOnBoard(s) == 0);
      }
    }
    WHEN("the Captain with Slime rolls Silence") {
      s.character(0).slime = true;
      const EventLog log = play(s, move(s, 0, 6));
      THEN("it is resolved as Danger: every corridor of room 6 is marked") {
        REQUIRE(countOf<ev::ResultChanged>(log) == 1);
        CHECK((eventsOf<ev::ResultChanged>(log)[0].to == NoiseResult::Danger));
        CHECK(cites<ev::ResultChanged>(log, RuleId::SlimeTurnsSilence));
        for (int other : {7, 11, 5, 2}) CHECK(s.hasNoise(corridor(s, 6, other)));
        CHECK(cites<ev::NoiseMarkerPlaced>(log, RuleId::DangerRollMarkers));
        CHECK(noiseMarkersOnBoard(s) == 4);
      }
    }
    WHEN("the Captain with Slime rolls Silence next to an Adult") {
      s.character(0).slime = true;
      const int adult = addIntruder(s, IntruderType::Adult, 5);
      const EventLog log = play(s, move(s, 0, 6));
      THEN("as Danger, the Adult moves in") {
        CHECK(s.intruders[static_cast<std::size_t>(intruderIndex(s, adult))].room == room(s, 6));
        CHECK(cites<ev::IntruderMoved>(log, RuleId::DangerPullsIntruders));
        CHECK(noiseMarkersOnBoard(s) == 0);
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Noise markers
// ---------------------------------------------------------------------------------------------

SCENARIO("a marked corridor does not hinder Movement: markers only matter for Noise rolls") {
  // RULE: Noise markers mark Corridors for Noise roll purposes only.
  GIVEN("a marker in corridor 6-11") {
    GameState s = game();
    explored(s, 6, RoomTile::Canteen);
    mark(s, corridor(s, 6, 11));
    REQUIRE(validate(s, move(s, 0, 6)).ok());
    forceNoise(s, {NoiseResult::Three});
    WHEN("the Captain moves through it into room 6 and rolls 3") {
      const EventLog log = play(s, move(s, 0, 6));
      THEN("the move happens, the marker stays, and the roll marks 6-5") {
        CHECK(s.character(0).room == room(s, 6));
        CHECK(s.hasNoise(corridor(s, 6, 11)));
        CHECK(s.hasNoise(corridor(s, 5, 6)));
        CHECK(countOf<ev::NoiseMarkerRemoved>(log) == 0);
        CHECK(countOf<ev::EncounterStarted>(log) == 0);
      }
    }
  }
}

SCENARIO("a corridor with two numbers holds one marker that answers both") {
  // RULE: A Corridor can never hold more than 1 Noise marker
  GIVEN("room 10, whose numbers 1 and 2 are both the corridor to room 5, with that corridor marked") {
    GameState s = game();
    explored(s, 10, RoomTile::Armory);
    explored(s, 13, RoomTile::Storage);
    putCharacter(s, 0, 13);
    REQUIRE(exitOf(s, 10, 1) == exitOf(s, 10, 2));
    mark(s, corridor(s, 5, 10));
    forceNoise(s, {NoiseResult::Two});
    forceBag(s, IntruderType::Larva);
    WHEN("the Captain enters room 10 and rolls 2") {
      const EventLog log = play(s, move(s, 0, 10));
      THEN("no second marker: an Encounter instead") {
        CHECK(countOf<ev::NoiseMarkerPlaced>(log) == 0);
        CHECK(cites<ev::EncounterStarted>(log, RuleId::OneMarkerPerCorridor));
        CHECK(intrudersIn(s, 10) == 1);
        for (auto m : s.noise) CHECK(m <= 1);
      }
    }
  }
}

SCENARIO("the Technical Corridors space is one marker shared by every entrance") {
  // RULE: **Technical Corridors**: Markers placed in Technical Corridors space apply to all Technical Corridor Entrances on the board
  GIVEN("the Captain and the Scout in room 11; rooms 14 (entrance 3) and 15 (entrance 4) explored") {
    GameState s = game(2);
    explored(s, 14, RoomTile::Canteen);
    explored(s, 15, RoomTile::Shower);
    REQUIRE(exitOf(s, 14, 3) == s.topo().techSpace());
    REQUIRE(exitOf(s, 15, 4) == s.topo().techSpace());
    WHEN("the Captain enters 14 and rolls 3") {
      forceNoise(s, {NoiseResult::Three});
      EventLog log = play(s, move(s, 0, 14));
      THEN("the marker is on the Technical Corridors space") {
        CHECK(s.hasNoise(s.topo().techSpace()));
        CHECK(noiseMarkersOnBoard(s) == 1);
        CHECK(cites<ev::NoiseMarkerPlaced>(log, RuleId::TechnicalCorridorsSpace));
      }
      AND_WHEN("the Scout enters 15 and rolls 4 (its own entrance)") {
        forceNoise(s, {NoiseResult::Four});
        forceBag(s, IntruderType::Larva);
        log = play(s, move(s, 1, 15));
        THEN("that entrance already has the marker: Encounter in room 15") {
          CHECK(cites<ev::EncounterStarted>(log, RuleId::TechnicalCorridorsShared));
          CHECK(countOf<ev::NoiseMarkerPlaced>(log) == 0);
          CHECK_FALSE(s.hasNoise(s.topo().techSpace()));
          CHECK(intrudersIn(s, 15) == 1);
        }
      }
    }
  }
}

SCENARIO("Silence and Danger exploration tokens act on Noise without a roll") {
  // RULE: **Exploration Tokens**: Some revealed tokens have "Silence," "Danger," or "Noise" effects that directly affect noise without rolling.
  GIVEN("room 6 unexplored") {
    GameState s = game();
    setRoom(s, 6, RoomTile::Canteen, false);
    forceNoise(s, {NoiseResult::One});
    WHEN("its token is Silence") {
      setExplorationToken(s, 6, ExplorationEffect::Silence);
      const EventLog log = play(s, move(s, 0, 6));
      THEN("no roll, nothing placed") {
        CHECK(countOf<ev::NoiseRolled>(log) == 0);
        CHECK(cites<ev::NoiseRollSkipped>(log, RuleId::ExplorationSilence));
        CHECK(noiseMarkersOnBoard(s) == 0);
        CHECK(s.chance.forced.noise.size() == 1);
      }
    }
    WHEN("its token is Danger") {
      setExplorationToken(s, 6, ExplorationEffect::Danger);
      const EventLog log = play(s, move(s, 0, 6));
      THEN("no roll, Danger resolved: every corridor marked") {
        CHECK(countOf<ev::NoiseRolled>(log) == 0);
        CHECK(cites<ev::NoiseRollSkipped>(log, RuleId::ExplorationDanger));
        for (int other : {7, 11, 5, 2}) CHECK(s.hasNoise(corridor(s, 6, other)));
        CHECK(cites<ev::NoiseMarkerPlaced>(log, RuleId::DangerMarkers));
        CHECK(s.chance.forced.noise.size() == 1);
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Careful Movement
// ---------------------------------------------------------------------------------------------

SCENARIO("Careful Movement places a marker in the chosen corridor instead of the roll") {
  // RULE: **Careful Movement**: This basic action allows you to place a Noise marker in a chosen Corridor instead of rolling for Noise, provided not all connected Corridors already have markers.
  GIVEN("the Captain in room 11 with 5 cards and an empty explored room 6") {
    GameState s = game();
    explored(s, 6, RoomTile::Canteen);
    forceNoise(s, {NoiseResult::One});
    WHEN("the Captain moves carefully into room 6 choosing number 3") {
      const EventLog log = play(s, careful(s, 0, 6, 3));
      THEN("corridor 6-5 is marked, no roll is made, 2 cards are paid") {
        CHECK(s.character(0).room == room(s, 6));
        CHECK(s.hasNoise(corridor(s, 5, 6)));
        CHECK(noiseMarkersOnBoard(s) == 1);
        CHECK(cites<ev::NoiseMarkerPlaced>(log, RuleId::CarefulMovement));
        CHECK(countOf<ev::NoiseRolled>(log) == 0);
        CHECK(s.chance.forced.noise.size() == 1);
        CHECK(s.character(0).handSize() == 3);
        CHECK(cites<ev::CardsPaid>(log, RuleId::CarefulCost));
        REQUIRE(countOf<ev::CharacterMoved>(log) == 1);
        CHECK(eventsOf<ev::CharacterMoved>(log)[0].careful);
      }
    }
    WHEN("the chosen corridor already has a marker") {
      mark(s, corridor(s, 5, 6));
      const Verdict v = validate(s, careful(s, 0, 6, 3));
      THEN("it is refused with a reason") {
        CHECK(v.code == Refusal::CorridorAlreadyMarked);
        CHECK(explain(s, v).find("already has a Noise marker") != std::string::npos);
      }
    }
    WHEN("room 6 already holds the Scout (ruling: the marker is still placed)") {
      GameState s2 = game(2);
      explored(s2, 6, RoomTile::Canteen);
      putCharacter(s2, 1, 6);
      const EventLog log = play(s2, careful(s2, 0, 6, 2));
      THEN("corridor 6-11 is marked") {
        CHECK(s2.hasNoise(corridor(s2, 6, 11)));
        CHECK(cites<ev::NoiseMarkerPlaced>(log, RuleId::CarefulMarkerAlways));
        CHECK(countOf<ev::NoiseRolled>(log) == 0);
      }
    }
  }
}

SCENARIO("Careful Movement without a chosen number asks the player, answered by ChooseCorridor") {
  // RULE: **Careful Movement**: This basic action allows you to place a Noise marker in a chosen Corridor instead of rolling for Noise, provided not all connected Corridors already have markers.
  GIVEN("room 6 with corridor 1 (to 7) already marked") {
    GameState s = game();
    explored(s, 6, RoomTile::Canteen);
    mark(s, corridor(s, 6, 7));
    WHEN("the Captain moves carefully into room 6 without a number") {
      EventLog log = play(s, careful(s, 0, 6, 0));
      THEN("the Captain is in room 6 and must choose among 2, 3 and 4") {
        CHECK(s.character(0).room == room(s, 6));
        REQUIRE(s.pending.kind == DecisionKind::CarefulCorridor);
        CHECK(s.pending.character == 0);
        CHECK(s.pending.room == room(s, 6));
        REQUIRE(s.pending.optionCount == 3);
        CHECK(s.pending.options[0] == 2);
        CHECK(s.pending.options[1] == 3);
        CHECK(s.pending.options[2] == 4);
        CHECK(cites<ev::DecisionRequested>(log, RuleId::CarefulMovement));
        CHECK(noiseMarkersOnBoard(s) == 1);
        std::vector<Command> legal;
        legalCommands(s, legal);
        CHECK(legal.size() == 3);
        for (const Command& c : legal) CHECK(std::holds_alternative<ChooseCorridor>(c));
      }
      THEN("other commands and wrong answers are refused") {
        const Verdict busy = validate(s, move(s, 0, 11));
        CHECK(busy.code == Refusal::DecisionPending);
        CHECK(explain(s, busy).find("must first choose") != std::string::npos);
        const Verdict marked = validate(s, ChooseCorridor{0, 1});
        CHECK(marked.code == Refusal::NotAnOption);
        CHECK_FALSE(explain(s, marked).empty());
        CHECK(validate(s, ChooseCorridor{1, 3}).code == Refusal::NotYourDecision);
      }
      AND_WHEN("the Captain chooses 3") {
        log = play(s, ChooseCorridor{0, 3});
        THEN("corridor 6-5 gets the marker and the decision is over") {
          CHECK(s.pending.kind == DecisionKind::None);
          CHECK(s.hasNoise(corridor(s, 5, 6)));
          CHECK(noiseMarkersOnBoard(s) == 2);
          CHECK(cites<ev::NoiseMarkerPlaced>(log, RuleId::CarefulMovement));
          CHECK(validate(s, ChooseCorridor{0, 4}).code == Refusal::NoDecisionPending);
        }
      }
    }
  }
}

SCENARIO("Careful Movement is refused when every connected corridor has a marker") {
  // RULE: **Careful Movement**: This basic action allows you to place a Noise marker in a chosen Corridor instead of rolling for Noise, provided not all connected Corridors already have markers.
  GIVEN("room 14: corridors to 11, 13 and 17 marked, the Technical Corridors space free") {
    GameState s = game();
    explored(s, 14, RoomTile::Canteen);
    for (int other : {11, 13, 17}) mark(s, corridor(s, 14, other));
    THEN("Careful Movement is allowed: the Technical Corridors entrance (3) is still free") {
      CHECK(validate(s, careful(s, 0, 14, 0)).ok());
      CHECK(validate(s, careful(s, 0, 14, 3)).ok());
    }
    WHEN("the Technical Corridors space is marked too") {
      mark(s, s.topo().techSpace());
      const GameState before = s;
      EventLog log;
      const Verdict v = apply(s, careful(s, 0, 14, 0), log);
      THEN("it is refused with a reason, and nothing changes; plain Movement is still allowed") {
        CHECK(v.code == Refusal::CarefulAllMarked);
        CHECK(explain(s, v).find("room 14") != std::string::npos);
        CHECK(explain(s, v).find("Careful Movement cannot") != std::string::npos);
        CHECK(log.empty());
        CHECK(s == before);
        CHECK(validate(s, move(s, 0, 14)).ok());
      }
    }
  }
}

SCENARIO("Careful Movement cannot be used in Combat") {
  // RULE: Cannot be used in Combat.
  GIVEN("the Captain in room 11 with an Adult") {
    GameState s = game();
    explored(s, 6, RoomTile::Canteen);
    addIntruder(s, IntruderType::Adult, 11);
    REQUIRE(characterInCombat(s, 0));
    const GameState before = s;
    EventLog log;
    const Verdict v = apply(s, careful(s, 0, 6, 3), log);
    THEN("Careful Movement is refused with a reason and nothing changes") {
      CHECK(v.code == Refusal::CarefulInCombat);
      CHECK(explain(s, v).find("Combat") != std::string::npos);
      CHECK(log.empty());
      CHECK(s == before);
    }
    THEN("negative control: a plain Movement (an Escape) is allowed") {
      CHECK(validate(s, move(s, 0, 6)).ok());
    }
    THEN("negative control: without the Adult, Careful Movement is allowed") {
      s.intruders.clear();
      CHECK(validate(s, careful(s, 0, 6, 3)).ok());
    }
  }
}
