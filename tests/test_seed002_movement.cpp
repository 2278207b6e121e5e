// Seed 002 (Movement and Exploration): the Movement action and its cost, neighbouring rooms, doors,
// rooms and corridors, and the steps of entering a room. Basic board; the character starts in room 11.
#include <set>

#include "support.hpp"

using namespace test;

namespace {

// Position of the first event of type E in the log, -1 when absent.
template <typename E>
int firstAt(const EventLog& log) {
  for (std::size_t i = 0; i < log.size(); ++i) {
    if (std::holds_alternative<E>(log[i].data)) return static_cast<int>(i);
  }
  return -1;
}

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// Rooms the character can reach with a plain Movement, by label.
std::set<int> movementTargets(const GameState& s, int character) {
  std::vector<Command> legal;
  legalCommands(s, legal);
  std::set<int> out;
  for (const Command& c : legal) {
    if (const Move* m = std::get_if<Move>(&c); m != nullptr && m->character == character) {
      out.insert(s.topo().room(m->room).label);
    }
  }
  return out;
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// Character Movement and its cost
// ---------------------------------------------------------------------------------------------

SCENARIO("a Movement action moves the Character to a neighbouring room for 1 Action card") {
  // RULE: It primarily occurs through **Movement** or **Careful Movement** Actions and has specific rules depending on the state of the rooms and the presence of Intruders.
  // RULE: The most common way to move is by performing a Movement Action.
  // RULE: This action involves moving your Character miniature to a **neighboring Room**.
  // RULE: To perform a Basic Movement Action, you must discard 1 Action card from your hand to pay its cost.
  GIVEN("the Captain in room 11 holding Action cards 1-5, room 6 explored and empty") {
    GameState s = game();
    setRoom(s, 6, RoomTile::Canteen, true);
    setHand(s, 0, {1, 2, 3, 4, 5});
    forceNoise(s, {NoiseResult::One});
    WHEN("the Captain moves to room 6 paying card 3") {
      const EventLog log = play(s, Move{0, room(s, 6), Payment::of({3})});
      THEN("the Captain is in room 6, card 3 is discarded, 4 cards are left") {
        const Character& c = s.character(0);
        CHECK(c.room == room(s, 6));
        CHECK(c.handSize() == 4);
        CHECK(std::find(c.hand.begin(), c.hand.end(), Card{CardKind::Action, 3}) == c.hand.end());
        REQUIRE(c.discard.size() == 1);
        CHECK(c.discard[0] == (Card{CardKind::Action, 3}));
        CHECK(cites<ev::CardsPaid>(log, RuleId::MovementCost));
        REQUIRE(countOf<ev::CharacterMoved>(log) == 1);
        const auto moved = eventsOf<ev::CharacterMoved>(log)[0];
        CHECK(moved.from == room(s, 11));
        CHECK(moved.to == room(s, 6));
        CHECK(moved.corridor == corridor(s, 6, 11));
        CHECK_FALSE(moved.careful);
        CHECK(cites<ev::CharacterMoved>(log, RuleId::Neighbouring));
      }
    }
    WHEN("the Captain uses Careful Movement instead") {
      const EventLog log = play(s, CarefulMove{0, room(s, 6), Payment::of({1, 2}), 3});
      THEN("the Captain also reaches room 6, for 2 cards, with a chosen marker instead of a roll") {
        CHECK(s.character(0).room == room(s, 6));
        CHECK(s.character(0).handSize() == 3);
        CHECK(cites<ev::CardsPaid>(log, RuleId::CarefulCost));
        CHECK(countOf<ev::NoiseRolled>(log) == 0);
        CHECK(s.hasNoise(corridor(s, 5, 6)));
      }
    }
  }
}

SCENARIO("the Movement cost must be exactly 1 Action card from the hand") {
  // RULE: To perform a Basic Movement Action, you must discard 1 Action card from your hand to pay its cost.
  GIVEN("the Captain in room 11 holding Action cards 1 and 2 and one Contamination card") {
    GameState s = game();
    setHand(s, 0, {1, 2}, 1);
    const Card contamination = s.character(0).hand.back();
    REQUIRE(contamination.kind == CardKind::Contamination);
    const GameState before = s;
    const auto refused = [&](const Payment& pay) {
      EventLog log;
      const Verdict v = apply(s, Move{0, room(s, 6), pay}, log);
      CHECK(log.empty());
      CHECK(s == before);
      return v;
    };
    THEN("no card: refused, with the cost in the reason") {
      const Verdict v = refused(Payment{});
      CHECK(v.code == Refusal::WrongCardCount);
      CHECK(contains(explain(s, v), "costs 1 Action card"));
    }
    THEN("two cards: refused") {
      const Verdict v = refused(Payment::of({1, 2}));
      CHECK(v.code == Refusal::WrongCardCount);
      CHECK(contains(explain(s, v), "2 chosen"));
    }
    THEN("a card that is not in the hand: refused") {
      const Verdict v = refused(Payment::of({7}));
      CHECK(v.code == Refusal::CardNotInHand);
      CHECK(contains(explain(s, v), "not in the hand"));
    }
    THEN("the Contamination card cannot pay") {
      Payment pay;
      pay.cards[0] = contamination;
      pay.count = 1;
      const Verdict v = refused(pay);
      CHECK(v.code == Refusal::ContaminationCannotPay);
      CHECK(contains(explain(s, v), "Contamination cards cannot pay"));
    }
    THEN("negative control: Action card 2 pays") {
      CHECK(validate(s, Move{0, room(s, 6), Payment::of({2})}).ok());
    }
  }
  GIVEN("a hand of Contamination cards only") {
    GameState s = game();
    setHand(s, 0, {}, 2);
    THEN("no Movement is legal at all") {
      CHECK(movementTargets(s, 0).empty());
      CHECK(defaultPayment(s, 0, 1).count == 0);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Neighbouring rooms, doors, Technical Corridors
// ---------------------------------------------------------------------------------------------

SCENARIO("only rooms directly joined by a corridor are neighbours") {
  // RULE: Two rooms are considered neighboring if they are **directly connected** by 1 Corridor.
  GIVEN("the Captain in room 11 (corridors to 6, 8, 14 and 15)") {
    GameState s = game();
    THEN("the Movement targets are exactly those four rooms") {
      CHECK(movementTargets(s, 0) == std::set<int>{6, 8, 14, 15});
    }
    THEN("room 7, two corridors away, is refused with a reason") {
      const Verdict v = validate(s, move(s, 0, 7));
      CHECK(v.code == Refusal::NotNeighbouring);
      CHECK(contains(explain(s, v), "Room 7 is not next to room 11"));
    }
    THEN("staying in room 11 is not a Movement") {
      CHECK(validate(s, move(s, 0, 11)).code == Refusal::AlreadyThere);
    }
  }
}

SCENARIO("Technical Corridors do not make rooms neighbours: Characters cannot use them") {
  // RULE: Two rooms are considered neighboring if they are **directly connected** by 1 Corridor.
  // RULE: **Corridors**: These **connect** the Rooms, and are used to move between Rooms, though neither Characters nor Intruders can ever stop in them for any reason.
  GIVEN("the Captain in room 14, which has a Technical Corridors entrance like room 15") {
    GameState s = game();
    setRoom(s, 14, RoomTile::Canteen, true);
    putCharacter(s, 0, 14);
    REQUIRE(s.topo().room(room(s, 14)).techEntrance);
    REQUIRE(s.topo().room(room(s, 15)).techEntrance);
    const Verdict v = validate(s, move(s, 0, 15));
    THEN("room 15 cannot be reached through the Technical Corridors") {
      CHECK(v.code == Refusal::NotNeighbouring);
      CHECK(contains(explain(s, v), "Technical Corridors are closed to Characters"));
      CHECK(validate(s, careful(s, 0, 15, 1)).code == Refusal::NotNeighbouring);
      CHECK(movementTargets(s, 0) == std::set<int>{11, 13, 17});
    }
  }
}

SCENARIO("a Closed Door blocks Movement through its corridor, a Destroyed one does not") {
  // RULE: Closed Doors **block** the "neighboring" status for character movement, preventing passage through that corridor.
  GIVEN("the Captain in room 11 and a Closed Door in corridor 11-6") {
    GameState s = game();
    setRoom(s, 6, RoomTile::Canteen, true);
    setDoor(s, corridor(s, 6, 11), DoorState::Closed);
    WHEN("the Captain tries to move to room 6") {
      const GameState before = s;
      EventLog log;
      const Verdict v = apply(s, move(s, 0, 6), log);
      THEN("it is refused with a reason and nothing changes") {
        CHECK(v.code == Refusal::ClosedDoor);
        CHECK(contains(explain(s, v), "A Closed Door blocks"));
        CHECK(contains(explain(s, v), "room 6"));
        CHECK(log.empty());
        CHECK(s == before);
        CHECK(validate(s, careful(s, 0, 6, 1)).code == Refusal::ClosedDoor);
        CHECK(movementTargets(s, 0) == std::set<int>{8, 14, 15});
      }
    }
    WHEN("the door is Destroyed instead") {
      setDoor(s, corridor(s, 6, 11), DoorState::Destroyed);
      forceNoise(s, {NoiseResult::One});
      const EventLog log = play(s, move(s, 0, 6));
      THEN("the Captain passes") {
        CHECK(s.character(0).room == room(s, 6));
        CHECK(countOf<ev::CharacterMoved>(log) == 1);
      }
    }
  }
}

SCENARIO("game elements change door states: a Door token closes one, Danger destroys one") {
  // RULE: Doors can be Open, Closed, or Destroyed, and various game elements can change their status.
  GIVEN("room 6 unexplored with a Door exploration token") {
    GameState s = game();
    setRoom(s, 6, RoomTile::Canteen, false);
    setExplorationToken(s, 6, ExplorationEffect::Door);
    forceNoise(s, {NoiseResult::Three});
    REQUIRE(s.door(corridor(s, 6, 11)) == DoorState::Open);
    WHEN("the Captain enters room 6 from room 11") {
      const EventLog log = play(s, move(s, 0, 6));
      THEN("the corridor 6-11 is now Closed, and the Captain cannot go back through it") {
        CHECK(s.door(corridor(s, 6, 11)) == DoorState::Closed);
        REQUIRE(countOf<ev::DoorClosed>(log) == 1);
        CHECK(eventsOf<ev::DoorClosed>(log)[0].corridor == corridor(s, 6, 11));
        CHECK(cites<ev::DoorClosed>(log, RuleId::ExplorationDoor));
        CHECK(validate(s, move(s, 0, 11)).code == Refusal::ClosedDoor);
      }
    }
  }
  GIVEN("room 6 explored, an Adult in room 5 behind a Closed Door") {
    GameState s = game();
    setRoom(s, 6, RoomTile::Canteen, true);
    const int adult = addIntruder(s, IntruderType::Adult, 5);
    setDoor(s, corridor(s, 5, 6), DoorState::Closed);
    forceNoise(s, {NoiseResult::Danger});
    WHEN("the Captain enters room 6 and rolls Danger") {
      const EventLog log = play(s, move(s, 0, 6));
      THEN("the Adult destroys the door and stays in room 5 (ruling); no marker") {
        CHECK(s.door(corridor(s, 5, 6)) == DoorState::Destroyed);
        CHECK(cites<ev::DoorDestroyed>(log, RuleId::DangerClosedDoor));
        CHECK(s.intruders[static_cast<std::size_t>(intruderIndex(s, adult))].room == room(s, 5));
        CHECK(countOf<ev::IntruderMoved>(log) == 0);
        CHECK(noiseMarkersOnBoard(s) == 0);
        CHECK(validate(s, move(s, 0, 5)).ok());  // a Destroyed door does not block
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Rooms and corridors
// ---------------------------------------------------------------------------------------------

SCENARIO("special rooms are normal rooms for Movement and the Noise roll") {
  // RULE: **Rooms**: Character miniatures may be placed and perform Actions **only in Rooms** (keep in mind that Special Rooms, such as the Hibernatorium, Engines or Cockpit are treated as normal Rooms).
  GIVEN("the Captain in room 6 and the Hibernatorium (11) empty") {
    GameState s = game();
    setRoom(s, 6, RoomTile::Canteen, true);
    putCharacter(s, 0, 6);
    REQUIRE(s.room(room(s, 11)).tile == RoomTile::Hibernatorium);
    forceNoise(s, {NoiseResult::Four});
    WHEN("the Captain moves into the Hibernatorium") {
      const EventLog log = play(s, move(s, 0, 11));
      THEN("it is entered like any room: a Noise roll, marker in its corridor 4 (to 14)") {
        CHECK(s.character(0).room == room(s, 11));
        CHECK(countOf<ev::NoiseRolled>(log) == 1);
        CHECK(s.hasNoise(corridor(s, 11, 14)));
        CHECK(cites<ev::NoiseMarkerPlaced>(log, RuleId::NoiseNumber));
      }
    }
  }
  GIVEN("the Captain in room 18 next to Engine #2 (20), which it reaches by a corridor numbered 1,2") {
    GameState s = game();
    setRoom(s, 18, RoomTile::Storage, true);
    putCharacter(s, 0, 18);
    forceNoise(s, {NoiseResult::Three});
    const EventLog log = play(s, move(s, 0, 20));
    THEN("Engine #2 is entered and rolled for like any room") {
      CHECK(s.character(0).room == room(s, 20));
      CHECK(countOf<ev::NoiseRolled>(log) == 1);
      CHECK(s.hasNoise(corridor(s, 17, 20)));
    }
  }
}

SCENARIO("Characters and Intruders end up in rooms, never in corridors") {
  // RULE: **Intruders**: Intruder miniatures may also **only** be placed in Rooms.
  // RULE: **Corridors**: These **connect** the Rooms, and are used to move between Rooms, though neither Characters nor Intruders can ever stop in them for any reason.
  GIVEN("room 6 with corridor 1 marked and an Adult in room 5") {
    GameState s = game(2);
    setRoom(s, 6, RoomTile::Canteen, true);
    setRoom(s, 8, RoomTile::Cabins, true);
    mark(s, corridor(s, 6, 7));
    const int adult = addIntruder(s, IntruderType::Adult, 5);
    WHEN("the Captain enters 6 and rolls Danger; the Scout enters 8, its corridor 2 marked, and rolls 2") {
      forceNoise(s, {NoiseResult::Danger});
      EventLog log = play(s, move(s, 0, 6));
      THEN("the Captain stands in room 6, the Adult moved into room 6 through corridor 5-6") {
        CHECK(s.character(0).room == room(s, 6));
        const auto moved = eventsOf<ev::IntruderMoved>(log);
        REQUIRE(moved.size() == 1);
        CHECK(moved[0].from == room(s, 5));
        CHECK(moved[0].to == room(s, 6));
        CHECK(moved[0].corridor == corridor(s, 5, 6));
        CHECK(s.intruders[static_cast<std::size_t>(intruderIndex(s, adult))].room == room(s, 6));
      }
      mark(s, corridor(s, 7, 8));
      forceNoise(s, {NoiseResult::Two});
      forceBag(s, IntruderType::Larva);
      log = play(s, move(s, 1, 8));
      THEN("the Encounter places the Larva in room 8") {
        REQUIRE(countOf<ev::IntruderPlaced>(log) == 1);
        CHECK(eventsOf<ev::IntruderPlaced>(log)[0].room == room(s, 8));
        CHECK(intrudersIn(s, 8) == 1);
        for (const Intruder& in : s.intruders) CHECK((in.room >= 0 && in.room < s.topo().roomCount()));
      }
    }
  }
}

SCENARIO("the effects of the corridor taken are resolved after moving into the room") {
  // RULE: **Effects**: The effects of moving through any given Corridor are resolved **after** moving into the Room.
  GIVEN("room 6 unexplored with a Door token (a Door in the corridor used to enter)") {
    GameState s = game();
    setRoom(s, 6, RoomTile::Canteen, false);
    setExplorationToken(s, 6, ExplorationEffect::Door);
    forceNoise(s, {NoiseResult::Three});
    const EventLog log = play(s, move(s, 0, 6));
    THEN("the Captain is moved first, then the door closes behind in corridor 6-11") {
      const int moved = firstAt<ev::CharacterMoved>(log);
      const int closed = firstAt<ev::DoorClosed>(log);
      REQUIRE(moved >= 0);
      REQUIRE(closed >= 0);
      CHECK(moved < closed);
      CHECK(eventsOf<ev::DoorClosed>(log)[0].corridor == eventsOf<ev::CharacterMoved>(log)[0].corridor);
      CHECK(s.character(0).room == room(s, 6));
      CHECK(s.door(corridor(s, 6, 11)) == DoorState::Closed);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Entering a Room
// ---------------------------------------------------------------------------------------------

SCENARIO("entering an unexplored room: reveal the tile, then the token, then the Noise roll") {
  // RULE: After entering a Room, always resolve the following steps:
  // RULE: If this Room tile was unexplored (face down), turn it over (face up). After doing that reveal the **Exploration Token** lying on that Room tile.
  GIVEN("room 6 unexplored (Canteen) with a Slime exploration token") {
    GameState s = game();
    setRoom(s, 6, RoomTile::Canteen, false);
    setExplorationToken(s, 6, ExplorationEffect::Slime);
    const int token = s.room(room(s, 6)).explorationToken;
    REQUIRE(token >= 0);
    forceNoise(s, {NoiseResult::Two});
    WHEN("the Captain moves into room 6") {
      const EventLog log = play(s, move(s, 0, 6));
      THEN("the room and its token are revealed and resolved, then the Noise roll is made") {
        CHECK(s.room(room(s, 6)).explored);
        CHECK(s.room(room(s, 6)).explorationToken == -1);
        CHECK(std::find(s.discardedExploration.begin(), s.discardedExploration.end(), token) !=
              s.discardedExploration.end());
        CHECK(s.character(0).slime);
        CHECK(s.hasNoise(corridor(s, 6, 11)));
        CHECK(countOf<ev::NoiseRolled>(log) == 1);
        REQUIRE(countOf<ev::RoomRevealed>(log) == 1);
        CHECK(eventsOf<ev::RoomRevealed>(log)[0].tile == RoomTile::Canteen);
        CHECK(cites<ev::RoomRevealed>(log, RuleId::RevealRoom));
        REQUIRE(countOf<ev::ExplorationRevealed>(log) == 1);
        CHECK(eventsOf<ev::ExplorationRevealed>(log)[0].token == token);
        CHECK(cites<ev::ExplorationRevealed>(log, RuleId::RevealRoom));

        const int moved = firstAt<ev::CharacterMoved>(log);
        const int tile = firstAt<ev::RoomRevealed>(log);
        const int revealed = firstAt<ev::ExplorationRevealed>(log);
        const int slime = firstAt<ev::SlimeGained>(log);
        const int discarded = firstAt<ev::ExplorationDiscarded>(log);
        const int rolled = firstAt<ev::NoiseRolled>(log);
        const int placed = firstAt<ev::NoiseMarkerPlaced>(log);
        CHECK(moved >= 0);
        CHECK(moved < tile);
        CHECK(tile < revealed);
        CHECK(revealed < slime);
        CHECK(slime < discarded);
        CHECK(discarded < rolled);
        CHECK(rolled < placed);
      }
    }
  }
  GIVEN("negative control: room 6 already explored") {
    GameState s = game();
    setRoom(s, 6, RoomTile::Canteen, true);
    forceNoise(s, {NoiseResult::Two});
    const EventLog log = play(s, move(s, 0, 6));
    THEN("nothing is revealed; the Noise roll still happens") {
      CHECK(countOf<ev::RoomRevealed>(log) == 0);
      CHECK(countOf<ev::ExplorationRevealed>(log) == 0);
      CHECK(countOf<ev::NoiseRolled>(log) == 1);
    }
  }
}

SCENARIO("a Noise roll is made on entering an empty room, explored or not") {
  // RULE: If the Character enters an empty Room (explored or unexplored, with **neither Characters nor Intruders**), perform a **Noise roll**.
  for (const bool wasExplored : {true, false}) {
    CAPTURE(wasExplored);
    GameState s = game();
    setRoom(s, 6, RoomTile::Canteen, wasExplored);
    if (!wasExplored) setExplorationToken(s, 6, ExplorationEffect::Malfunction);
    forceNoise(s, {NoiseResult::One});
    const EventLog log = play(s, move(s, 0, 6));
    REQUIRE(countOf<ev::NoiseRolled>(log) == 1);
    CHECK(eventsOf<ev::NoiseRolled>(log)[0].room == room(s, 6));
    CHECK(countOf<ev::NoiseRollSkipped>(log) == 0);
    CHECK(s.hasNoise(corridor(s, 6, 7)));
    CHECK(noiseMarkersOnBoard(s) == 1);
  }
}

SCENARIO("no Noise roll when anyone is in the room entered") {
  // RULE: **Note**: If there is anyone (either a Character or an Intruder) in the Room the Character is entering, **do not** perform a Noise roll.
  GIVEN("the Scout in explored room 6") {
    GameState s = game(2);
    setRoom(s, 6, RoomTile::Canteen, true);
    putCharacter(s, 1, 6);
    forceNoise(s, {NoiseResult::One});
    const EventLog log = play(s, move(s, 0, 6));
    THEN("no roll") {
      CHECK(countOf<ev::NoiseRolled>(log) == 0);
      CHECK(cites<ev::NoiseRollSkipped>(log, RuleId::NoNoiseRollOccupied));
      CHECK(noiseMarkersOnBoard(s) == 0);
    }
  }
  GIVEN("an Adult in unexplored room 6 (Malfunction token)") {
    GameState s = game();
    setRoom(s, 6, RoomTile::Canteen, false);
    setExplorationToken(s, 6, ExplorationEffect::Malfunction);
    addIntruder(s, IntruderType::Adult, 6);
    forceNoise(s, {NoiseResult::One});
    const EventLog log = play(s, move(s, 0, 6));
    THEN("the room is revealed and its token resolved, but no roll and no Encounter") {
      CHECK(s.room(room(s, 6)).explored);
      CHECK(s.room(room(s, 6)).malfunction);
      CHECK(countOf<ev::NoiseRolled>(log) == 0);
      CHECK(cites<ev::NoiseRollSkipped>(log, RuleId::CombatNotEncounter));
      CHECK(countOf<ev::EncounterStarted>(log) == 0);
      CHECK(intrudersIn(s, 6) == 1);
      CHECK(noiseMarkersOnBoard(s) == 0);
      CHECK(s.chance.forced.noise.size() == 1);
    }
  }
}
