// Intruders against a Closed Door (seed 004 "Door Token"), written once in src/engine/nemesis/door_breaking.cpp and
// used twice: Danger pulling neighbouring Intruders in (RULES.md §10 ruling) and Event card movement
// (RULES.md §8). Every case is played through both uses on the same door, corridor 7-8 of the basic board:
// Danger in room 8 pulls the Intruders of room 7 through it, and Event card #4 (Damage: Creepers and Adults
// move through corridor 2) sends them from room 7 through it too.
#include "rounds_support.hpp"

using namespace test;

namespace {

enum class Use { Danger, EventCard };

// The Captain waits in room 8 (explored); the door of corridor 7-8 is Closed.
GameState doorStage() {
  GameState s = game(1, 5);
  setRoom(s, 8, RoomTile::Canteen, true);
  putCharacter(s, 0, 8);
  setDoor(s, corridor(s, 7, 8), DoorState::Closed);
  return s;
}

// The Intruders move through their corridors by the chosen use.
EventLog moveIntruders(GameState& s, Use use) {
  EventLog log;
  if (use == Use::Danger) {
    forceNoise(s, {NoiseResult::Danger});
    resolveNoiseRoll(s, 0, log);
    const auto problems = checkInvariants(s);
    CHECK_MESSAGE(problems.empty(), (problems.empty() ? std::string() : problems.front()));
  } else {
    forceEvent(s, 4);
    forceBag(s, IntruderType::Blank);
    log = eventPhase(s);
  }
  return log;
}

RuleId moveRule(Use use) {
  return use == Use::Danger ? RuleId::DangerPullsIntruders : RuleId::EventCardMovement;
}

const Intruder& intruder(const GameState& s, int id) {
  const int i = intruderIndex(s, id);
  REQUIRE(i >= 0);
  return s.intruders[static_cast<std::size_t>(i)];
}

}  // namespace

// RULE: When an Intruder tries to move through a Corridor with a Closed Door token, the Intruder does not move, but destroys this Door in-stead.
// RULES.md §8: A Closed Door in the way is destroyed and the Intruder stays.
// RULES.md §10: Danger pulls in a neighbouring Intruder (not in Combat). If a Closed Door is between them, the Intruder destroys the door and stays (the general door rule); it still counts as eligible, so no markers are placed.
TEST_CASE("an Intruder moving through a Closed Door destroys it and stays, by Danger and by an Event card") {
  for (const Use use : {Use::Danger, Use::EventCard}) {
    CAPTURE((use == Use::Danger ? "Danger" : "Event card"));
    GameState s = doorStage();
    const int adult = addIntruder(s, IntruderType::Adult, 7);
    const EventLog log = moveIntruders(s, use);
    // The door is Destroyed, the Adult stays in room 7, and the event names the door and the Adult.
    CHECK(s.door(corridor(s, 7, 8)) == DoorState::Destroyed);
    CHECK(intruder(s, adult).room == room(s, 7));
    CHECK(countOf<ev::IntruderMoved>(log) == 0);
    REQUIRE(countOf<ev::DoorDestroyed>(log) == 1);
    CHECK(eventsOf<ev::DoorDestroyed>(log)[0].corridor == corridor(s, 7, 8));
    CHECK(eventsOf<ev::DoorDestroyed>(log)[0].intruder == adult);
    CHECK(
        cites<ev::DoorDestroyed>(log, use == Use::Danger ? RuleId::DangerClosedDoor : RuleId::DoorDestroyedByIntruder));
    CHECK(doorTokensOnBoard(s) == 1);  // a Destroyed Door is still a token on the board
    // Danger places no Noise marker: the Adult was eligible.
    CHECK(countOf<ev::NoiseMarkerPlaced>(log) == 0);

    // Moving that way again, the Destroyed Door lets the Adult through into room 8.
    const EventLog again = moveIntruders(s, use);
    CHECK(intruder(s, adult).room == room(s, 8));
    CHECK(cites<ev::IntruderMoved>(again, moveRule(use)));
    CHECK(countOf<ev::DoorDestroyed>(again) == 0);
    CHECK(s.door(corridor(s, 7, 8)) == DoorState::Destroyed);
  }
}

// RULE: If several Intruders are moving from the same Room, their movement is considered simultaneous: they destroy the Door and all stay in the starting Room.
TEST_CASE("several Intruders pushing at one Closed Door destroy it once and all stay, by Danger and by an Event card") {
  for (const Use use : {Use::Danger, Use::EventCard}) {
    CAPTURE((use == Use::Danger ? "Danger" : "Event card"));
    GameState s = doorStage();
    const int adult = addIntruder(s, IntruderType::Adult, 7);
    const int creeper = addIntruder(s, IntruderType::Creeper, 7);
    const EventLog log = moveIntruders(s, use);
    CHECK(s.door(corridor(s, 7, 8)) == DoorState::Destroyed);
    REQUIRE(countOf<ev::DoorDestroyed>(log) == 1);
    CHECK(eventsOf<ev::DoorDestroyed>(log)[0].intruder == adult);  // the first one pushing
    CHECK(cites<ev::DoorDestroyed>(log, use == Use::Danger ? RuleId::DangerClosedDoor : RuleId::DoorSimultaneous));
    CHECK(intruder(s, adult).room == room(s, 7));
    CHECK(intruder(s, creeper).room == room(s, 7));
    CHECK(countOf<ev::IntruderMoved>(log) == 0);
  }
}

TEST_CASE("a Closed Door stops only the Intruders behind it: another one moves on, by Danger and by an Event card") {
  for (const Use use : {Use::Danger, Use::EventCard}) {
    CAPTURE((use == Use::Danger ? "Danger" : "Event card"));
    GameState s = doorStage();
    const int blocked = addIntruder(s, IntruderType::Adult, 7);
    // Room 9: Danger in room 8 pulls it through the open corridor 8-9; card #4 sends it through its corridor 2.
    const int free = addIntruder(s, IntruderType::Creeper, 9);
    const EventLog log = moveIntruders(s, use);
    CHECK(s.door(corridor(s, 7, 8)) == DoorState::Destroyed);
    CHECK(intruder(s, blocked).room == room(s, 7));
    CHECK(intruder(s, free).room != room(s, 9));
    REQUIRE(countOf<ev::IntruderMoved>(log) == 1);
    CHECK(eventsOf<ev::IntruderMoved>(log)[0].intruder == free);
    CHECK(cites<ev::IntruderMoved>(log, moveRule(use)));
    // Every door is decided before anybody moves: the door's event comes first.
    CHECK(indexOf<ev::DoorDestroyed>(log) < indexOf<ev::IntruderMoved>(log));
  }
}
