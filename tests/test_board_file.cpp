// Board files: the shipped boards load with the topology the rules need, and every broken board is
// refused with a BoardError that names the file, the place in it and the problem.
#include <string>
#include <vector>

#include "support.hpp"

using namespace test;

namespace {

// `{"rooms": [...], "corridors": [...]}` from the inner texts.
std::string board(const std::string& rooms, const std::string& corridors) {
  return R"({"rooms": [)" + rooms + R"(], "corridors": [)" + corridors + "]}";
}

// The smallest valid board: Hibernatorium (1) and a Room 1 slot (2) joined by one corridor 1,2,3,4.
const std::string kHibernatorium = R"({"id": 1, "slot": "special", "fixed_name": "Hibernatorium"})";
const std::string kRoom2 = R"({"id": 2, "slot": "room1"})";
const std::string kCorridor12 = R"({"rooms": [1, 2], "numbers": [1, 2, 3, 4]})";

// The message of the BoardError parseBoard throws for `json` (named "bad.json"); fails if none.
std::string boardError(const std::string& json) {
  try {
    (void)parseBoard(json, "bad.json");
  } catch (const BoardError& e) {
    return e.what();
  }
  FAIL("parseBoard accepted a broken board: " << json);
  return {};
}

bool startsWith(const std::string& text, const std::string& prefix) {
  return text.rfind(prefix, 0) == 0;
}

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// A chain of `count` rooms 1..count; room 1 is the Hibernatorium, the others are `slot` slots.
// Corridors alternate numbers 1,2 and 3,4 so each room has one exit per number; the two ends of the
// chain complete their numbers with a Technical Corridors entrance.
std::string chainBoard(int count, const std::string& slot) {
  std::string rooms;
  std::string corridors;
  for (int id = 1; id <= count; ++id) {
    std::string tech = "[]";
    if (id == 1) tech = "[3, 4]";
    if (id == count) tech = (count - 1) % 2 == 1 ? "[3, 4]" : "[1, 2]";
    if (!rooms.empty()) rooms += ", ";
    if (id == 1) {
      rooms += R"({"id": 1, "slot": "special", "fixed_name": "Hibernatorium", "tech_entrance_numbers": [3, 4]})";
    } else {
      rooms +=
          R"({"id": )" + std::to_string(id) + R"(, "slot": ")" + slot + R"(", "tech_entrance_numbers": )" + tech + "}";
    }
    if (id < count) {
      if (!corridors.empty()) corridors += ", ";
      corridors += R"({"rooms": [)" + std::to_string(id) + ", " + std::to_string(id + 1) + R"(], "numbers": )" +
                   (id % 2 == 1 ? "[1, 2]" : "[3, 4]") + "}";
    }
  }
  return board(rooms, corridors);
}

}  // namespace

TEST_CASE("the basic board loads with 21 rooms and 28 corridors") {
  const Board& b = *basicBoard();
  CHECK(b.roomCount() == 21);
  CHECK(b.corridorCount() == 28);
  CHECK(b.techSpace() == 28);
  CHECK(b.passageCount() == 29);
  for (int label = 1; label <= 21; ++label) {
    const auto index = b.roomByLabel(label);
    REQUIRE(index.has_value());
    CHECK(b.room(*index).label == label);
  }
  CHECK_FALSE(b.roomByLabel(0).has_value());
  CHECK_FALSE(b.roomByLabel(22).has_value());
  // Special rooms: characters start in the Hibernatorium, room 11.
  CHECK(b.room(b.specialRoom(RoomTile::Hibernatorium)).label == 11);
  CHECK(b.room(b.specialRoom(RoomTile::Cockpit)).label == 1);
  CHECK(b.room(b.specialRoom(RoomTile::Engine1)).label == 21);
  CHECK(b.room(b.specialRoom(RoomTile::Engine2)).label == 20);
  CHECK(b.room(b.specialRoom(RoomTile::Engine3)).label == 19);
  int room1 = 0;
  int room2 = 0;
  int special = 0;
  for (const BoardRoom& r : b.rooms) {
    room1 += r.slot == SlotKind::Room1 ? 1 : 0;
    room2 += r.slot == SlotKind::Room2 ? 1 : 0;
    special += r.slot == SlotKind::Special ? 1 : 0;
    CHECK(r.fixedTile.has_value() == (r.slot == SlotKind::Special));
  }
  CHECK(room1 == 11);
  CHECK(room2 == 5);
  CHECK(special == 5);
}

TEST_CASE("every room of the shipped boards has exactly one exit per noise number 1-4") {
  for (const auto& shared : {basicBoard(), trainingBoard()}) {
    const Board& b = *shared;
    CAPTURE(b.roomCount());
    int links = 0;
    for (int r = 0; r < b.roomCount(); ++r) {
      const BoardRoom& room = b.room(r);
      CAPTURE(room.label);
      links += room.linkCount;
      for (int n = 1; n <= 4; ++n) {
        CAPTURE(n);
        const PassageId p = b.exit(r, n);
        REQUIRE(p != kNoPassage);
        REQUIRE(p >= 0);
        REQUIRE(p < b.passageCount());
        CHECK(b.numberFrom(r, p) >= 1);
        if (b.isTechSpace(p)) {
          CHECK(room.techEntrance);
        } else {
          // The corridor touches this room and carries that number.
          const Corridor& c = b.corridor(p);
          CHECK((c.rooms[0] == r || c.rooms[1] == r));
          CHECK((c.numbersMask & (1U << static_cast<unsigned>(n))) != 0);
        }
      }
      // Every corridor of the room is reached by at least one number, and no number of it is missing.
      for (int i = 0; i < room.linkCount; ++i) {
        const Link& link = room.links[static_cast<std::size_t>(i)];
        CHECK(b.otherEnd(link.corridor, r) == link.room);
        CHECK(b.otherEnd(link.corridor, link.room) == r);
        CHECK(b.corridorBetween(r, link.room) == link.corridor);
        CHECK(b.corridorBetween(link.room, r) == link.corridor);
        for (int n = 1; n <= 4; ++n) {
          const bool carries = (b.corridor(link.corridor).numbersMask & (1U << static_cast<unsigned>(n))) != 0;
          CHECK((b.exit(r, n) == link.corridor) == carries);
        }
      }
      CHECK(room.connectedCount == room.linkCount + (room.techEntrance ? 1 : 0));
    }
    CHECK(links == 2 * b.corridorCount());
  }
}

TEST_CASE("a corridor with two numbers answers both, from both of its rooms") {
  GameState s = game();
  // Basic board corridors 1-3 (numbers 1,2), 3-7 (3,4), 5-10 (1,2), 17-20 (3,4).
  struct Pair {
    int a, b, n1, n2;
  };
  for (const Pair p : {Pair{1, 3, 1, 2}, Pair{3, 7, 3, 4}, Pair{5, 10, 1, 2}, Pair{17, 20, 3, 4}, Pair{18, 20, 1, 2}}) {
    CAPTURE(p.a);
    CAPTURE(p.b);
    const int c = corridor(s, p.a, p.b);
    CHECK(exitOf(s, p.a, p.n1) == c);
    CHECK(exitOf(s, p.a, p.n2) == c);
    CHECK(exitOf(s, p.b, p.n1) == c);
    CHECK(exitOf(s, p.b, p.n2) == c);
    // The label uses the lowest of the numbers.
    CHECK(s.topo().numberFrom(room(s, p.a), c) == p.n1);
  }
  // A single-number corridor answers only its number: 6-11 is corridor 2.
  const int c611 = corridor(s, 6, 11);
  CHECK(exitOf(s, 11, 2) == c611);
  CHECK(exitOf(s, 6, 2) == c611);
  CHECK(exitOf(s, 11, 1) != c611);
  CHECK(exitOf(s, 11, 3) != c611);
  CHECK(exitOf(s, 11, 4) != c611);
  // Rooms not joined by a corridor.
  CHECK(s.topo().corridorBetween(room(s, 11), room(s, 1)) == -1);
  CHECK(s.topo().numberFrom(room(s, 11), corridor(s, 1, 3)) == 0);
}

TEST_CASE("Technical Corridors numbers point at the shared Technical Corridors space") {
  GameState s = game();
  const PassageId tech = s.topo().techSpace();
  struct Entrance {
    int label;
    std::vector<int> numbers;
  };
  const std::vector<Entrance> entrances = {{2, {1, 2}}, {4, {2, 3}}, {5, {4}},     {9, {3}},
                                           {14, {3}},   {15, {4}},   {19, {3, 4}}, {21, {2, 3}}};
  int withEntrance = 0;
  for (int r = 0; r < s.topo().roomCount(); ++r) withEntrance += s.topo().room(r).techEntrance ? 1 : 0;
  CHECK(withEntrance == static_cast<int>(entrances.size()));
  for (const Entrance& e : entrances) {
    CAPTURE(e.label);
    CHECK(s.topo().room(room(s, e.label)).techEntrance);
    for (int n = 1; n <= 4; ++n) {
      const bool listed = std::find(e.numbers.begin(), e.numbers.end(), n) != e.numbers.end();
      CHECK((exitOf(s, e.label, n) == tech) == listed);
    }
    // The TC space is the last connected passage of the room.
    const BoardRoom& br = s.topo().room(room(s, e.label));
    CHECK(br.connected[static_cast<std::size_t>(br.connectedCount - 1)] == tech);
  }
  // Rooms without an entrance never lead there.
  for (int label : {1, 3, 6, 7, 8, 10, 11, 12, 13, 16, 17, 18, 20}) {
    CAPTURE(label);
    CHECK_FALSE(s.topo().room(room(s, label)).techEntrance);
    for (int n = 1; n <= 4; ++n) CHECK(exitOf(s, label, n) != tech);
  }
}

TEST_CASE("the training board loads: 6 rooms, Hibernatorium is room 1") {
  const Board& b = *trainingBoard();
  CHECK(b.name == "Training deck (6 rooms)");
  CHECK(b.roomCount() == 6);
  CHECK(b.corridorCount() == 8);
  CHECK(b.room(b.specialRoom(RoomTile::Hibernatorium)).label == 1);
  CHECK(b.room(b.specialRoom(RoomTile::Cockpit)).label == 6);
  CHECK((b.specialRoom(RoomTile::Engine1) == -1));
  GameState s = game(1, 1, trainingBoard());
  const int c14 = corridor(s, 1, 4);
  CHECK(exitOf(s, 1, 3) == c14);
  CHECK(exitOf(s, 1, 4) == c14);
  CHECK(exitOf(s, 6, 2) == b.techSpace());
  CHECK(exitOf(s, 6, 4) == b.techSpace());
  CHECK(exitOf(s, 2, 2) == b.techSpace());
  CHECK(exitOf(s, 3, 4) == b.techSpace());
  CHECK(exitOf(s, 6, 1) == corridor(s, 5, 6));
  CHECK(exitOf(s, 6, 3) == corridor(s, 5, 6));
}

TEST_CASE("the smallest valid test board loads") {
  const Board b = parseBoard(board(kHibernatorium + ", " + kRoom2, kCorridor12), "ok.json");
  CHECK(b.roomCount() == 2);
  CHECK(b.corridorCount() == 1);
  CHECK(b.name.empty());
  for (int n = 1; n <= 4; ++n) {
    CHECK(b.exit(0, n) == 0);
    CHECK(b.exit(1, n) == 0);
  }
  // The chain generator used below makes valid boards while the slots fit in the box.
  const Board chain = parseBoard(chainBoard(12, "room1"), "chain.json");
  CHECK(chain.roomCount() == 12);
  CHECK(chain.corridorCount() == 11);
}

TEST_CASE("invalid JSON is reported with the file, line and column") {
  const std::string msg = boardError("{\n  \"rooms\": [\n    {\"id\": 1,,}\n  ]\n}");
  CAPTURE(msg);
  CHECK(msg == "bad.json: line 3, column 14: invalid JSON: Missing a name for object member.");
  const std::string first = boardError("@");
  CAPTURE(first);
  CHECK(startsWith(first, "bad.json: line 1, column 1: invalid JSON: "));
  const std::string empty = boardError("");
  CAPTURE(empty);
  CHECK(startsWith(empty, "bad.json: line 1, column 1: invalid JSON: "));
}

TEST_CASE("a board file without \"rooms\" or \"corridors\" is refused") {
  CHECK(boardError(R"({"corridors": []})") == R"(bad.json: top level: missing field "rooms")");
  CHECK(boardError(R"({"rooms": [)" + kHibernatorium + "]}") == R"(bad.json: top level: missing field "corridors")");
  CHECK(boardError("[1, 2]") == R"(bad.json: top level: expected a JSON object with "rooms" and "corridors")");
  CHECK(boardError(board("", "")) == "bad.json: rooms: a board needs at least one room");
  CHECK(boardError(board(R"({"slot": "room1"})", "")) == R"(bad.json: rooms[0]: missing field "id")");
  CHECK(boardError(board(R"({"id": 1})", "")) == R"(bad.json: rooms[0]: missing field "slot")");
  CHECK(boardError(board(kHibernatorium, R"({"rooms": [1, 2]})")) ==
        R"(bad.json: corridors[0]: missing field "numbers")");
  CHECK(boardError(board(kHibernatorium, R"({"numbers": [1]})")) == R"(bad.json: corridors[0]: missing field "rooms")");
}

TEST_CASE("values of the wrong type are refused where they stand") {
  CHECK(boardError(R"({"rooms": 5, "corridors": []})") == "bad.json: rooms: expected a list of rooms");
  CHECK(boardError(R"({"rooms": [)" + kHibernatorium + R"(], "corridors": {}})") ==
        "bad.json: corridors: expected a list of corridors");
  CHECK(boardError(board("7", "")) == "bad.json: rooms[0]: expected an object");
  CHECK(boardError(board(kHibernatorium, "[1, 2]")) == "bad.json: corridors[0]: expected an object");
  CHECK(boardError(board(R"({"id": "one", "slot": "room1"})", "")) == "bad.json: rooms[0].id: expected a whole number");
  CHECK(boardError(board(R"({"id": 1.5, "slot": "room1"})", "")) == "bad.json: rooms[0].id: expected a whole number");
  CHECK(boardError(board(kHibernatorium + R"(, {"id": 2, "slot": "room3"})", "")) ==
        R"(bad.json: rooms[1].slot: expected "special", "room1" or "room2")");
  CHECK(boardError(board(kHibernatorium + R"(, {"id": 2, "slot": 1})", "")) ==
        R"(bad.json: rooms[1].slot: expected "special", "room1" or "room2")");
  CHECK(boardError(board(R"({"id": 1, "slot": "special", "fixed_name": 3})", "")) ==
        "bad.json: rooms[0].fixed_name: expected a room name or null");
  CHECK(boardError(board(kHibernatorium + R"(, {"id": 2, "slot": "room1", "tech_entrance_numbers": 1})", "")) ==
        "bad.json: rooms[1].tech_entrance_numbers: expected a list of whole numbers");
  CHECK(boardError(board(kHibernatorium + R"(, {"id": 2, "slot": "room1", "tech_entrance_numbers": [1, "2"]})", "")) ==
        "bad.json: rooms[1].tech_entrance_numbers[1]: expected a whole number");
  CHECK(boardError(board(kHibernatorium + R"(, {"id": 2, "slot": "room1", "pos": [1, 2, 3]})", "")) ==
        "bad.json: rooms[1].pos: expected [x, y]");
  CHECK(boardError(board(kHibernatorium + ", " + kRoom2, R"({"rooms": [1, 2], "numbers": 1})")) ==
        "bad.json: corridors[0].numbers: expected a list of whole numbers");
  CHECK(boardError(board(kHibernatorium + ", " + kRoom2, R"({"rooms": "1-2", "numbers": [1]})")) ==
        "bad.json: corridors[0].rooms: expected a list of whole numbers");
  CHECK(boardError(board(kHibernatorium + ", " + kRoom2, R"({"rooms": [1, 2, 2], "numbers": [1]})")) ==
        "bad.json: corridors[0].rooms: a corridor joins exactly two rooms");
  CHECK(boardError(R"({"name": 4, "rooms": [], "corridors": []})") == "bad.json: name: expected a string");
}

TEST_CASE("a field the board format does not name is refused where it stands") {
  // A misspelt field was skipped: this board loaded without the Technical Corridors entrance it meant room 2 to
  // have, and a misspelt "numbers" failed as a missing field, far from the typo.
  CHECK(
      boardError(board(kHibernatorium + R"(, {"id": 2, "slot": "room1", "tech_entrance_number": [1]})", kCorridor12)) ==
      R"(bad.json: rooms[1].tech_entrance_number: unknown field (did you mean "tech_entrance_numbers"?))");
  CHECK(boardError(board(kHibernatorium + ", " + kRoom2, R"({"rooms": [1, 2], "numbers": [1, 2, 3, 4], "door": 1})")) ==
        "bad.json: corridors[0].door: unknown field (the fields here are: rooms, numbers)");
  CHECK(boardError(R"({"rooms": [], "corridors": [], "colour": "red"})") ==
        "bad.json: colour: unknown field (the fields here are: name, rooms, corridors)");
  // Fields starting with '_' are comments, in a board as in every file this program reads.
  CHECK_NOTHROW((void)parseBoard(R"({"_about": "two rooms", "rooms": [)" + kHibernatorium +
                                     R"(, {"id": 2, "slot": "room1", "_note": 1}], "corridors": [)" + kCorridor12 +
                                     "]}",
                                 "ok.json"));
}

TEST_CASE("names in a board file are exact, as the board files and saves spell them") {
  // Before one reader read both, a board embedded in a scenario took "Room1" and "hibernatorium" (the
  // scenario's own names are case-insensitive) where the same board in a file was refused.
  CHECK(boardError(board(R"({"id": 1, "slot": "Special", "fixed_name": "Hibernatorium"})", "")) ==
        R"(bad.json: rooms[0].slot: expected "special", "room1" or "room2")");
  CHECK(boardError(board(R"({"id": 1, "slot": "special", "fixed_name": "hibernatorium"})", "")) ==
        R"(bad.json: rooms[0].fixed_name: unknown room "hibernatorium")");
  // A NUL ends no name early: "room1\0x" is not "room1".
  CHECK(boardError(board(kHibernatorium + R"(, {"id": 2, "slot": "room1\u0000x"})", kCorridor12)) ==
        R"(bad.json: rooms[1].slot: expected "special", "room1" or "room2")");
}

TEST_CASE("a corridor to a room that does not exist is refused") {
  CHECK(boardError(board(kHibernatorium + ", " + kRoom2, kCorridor12 + R"(, {"rooms": [2, 9], "numbers": [1]})")) ==
        "bad.json: corridors[1].rooms: room 9 does not exist on this board");
}

TEST_CASE("a corridor joining a room to itself is refused") {
  CHECK(boardError(board(kHibernatorium + ", " + kRoom2, R"({"rooms": [2, 2], "numbers": [1, 2, 3, 4]})")) ==
        "bad.json: corridors[0].rooms: a corridor must join two different rooms");
}

TEST_CASE("two corridors between the same rooms are refused") {
  CHECK(boardError(board(kHibernatorium + ", " + kRoom2,
                         R"({"rooms": [1, 2], "numbers": [1, 2]}, {"rooms": [2, 1], "numbers": [3, 4]})")) ==
        "bad.json: corridors[1].rooms: rooms 2 and 1 are already joined by another corridor");
}

TEST_CASE("noise numbers outside 1-4 or listed twice are refused") {
  CHECK(boardError(board(kHibernatorium + ", " + kRoom2, R"({"rooms": [1, 2], "numbers": [1, 2, 3, 5]})")) ==
        "bad.json: corridors[0].numbers: noise numbers are 1 to 4, got 5");
  CHECK(boardError(board(kHibernatorium + ", " + kRoom2, R"({"rooms": [1, 2], "numbers": [0]})")) ==
        "bad.json: corridors[0].numbers: noise numbers are 1 to 4, got 0");
  CHECK(boardError(board(kHibernatorium + ", " + kRoom2, R"({"rooms": [1, 2], "numbers": [1, 2, 2]})")) ==
        "bad.json: corridors[0].numbers: number 2 is listed twice");
  CHECK(boardError(board(kHibernatorium + ", " + kRoom2, R"({"rooms": [1, 2], "numbers": []})")) ==
        "bad.json: corridors[0].numbers: a corridor needs at least one noise number");
  CHECK(boardError(board(kHibernatorium + R"(, {"id": 2, "slot": "room1", "tech_entrance_numbers": [5]})",
                         kCorridor12)) == "bad.json: rooms[1].tech_entrance_numbers: noise numbers are 1 to 4, got 5");
  CHECK(boardError(board(kHibernatorium + R"(, {"id": 2, "slot": "room1", "tech_entrance_numbers": [3, 3]})",
                         kCorridor12)) == "bad.json: rooms[1].tech_entrance_numbers: number 3 is listed twice");
}

TEST_CASE("room ids must be positive and unique") {
  CHECK(boardError(board(kHibernatorium + R"(, {"id": 1, "slot": "room1"})", kCorridor12)) ==
        "bad.json: rooms[1].id: room id 1 is used twice");
  CHECK(boardError(board(kHibernatorium + R"(, {"id": 0, "slot": "room1"})", "")) ==
        "bad.json: rooms[1].id: room ids must be positive, got 0");
}

TEST_CASE("a room lacking an exit for a noise number is refused") {
  const std::string msg =
      boardError(board(kHibernatorium + ", " + kRoom2, R"({"rooms": [1, 2], "numbers": [1, 2, 3]})"));
  CHECK(startsWith(msg, "bad.json: rooms[0]: room 1 has no exit for noise number 4"));
  CHECK(contains(msg, "counting Technical Corridors entrances"));
  // The other room fails the same way when the first one is completed by an entrance.
  const std::string second = boardError(
      board(R"({"id": 1, "slot": "special", "fixed_name": "Hibernatorium", "tech_entrance_numbers": [4]}, )" + kRoom2,
            R"({"rooms": [1, 2], "numbers": [1, 2, 3]})"));
  CHECK(startsWith(second, "bad.json: rooms[1]: room 2 has no exit for noise number 4"));
}

TEST_CASE("a room with two exits for one noise number is refused") {
  CHECK(boardError(board(
            R"({"id": 1, "slot": "special", "fixed_name": "Hibernatorium", "tech_entrance_numbers": [1]},)" + kRoom2,
            kCorridor12)) ==
        "bad.json: rooms[0]: room 1 has 2 exits for noise number 1: the Technical Corridors entrance and the corridor "
        "to room 2");
  const std::string three = R"({"id": 3, "slot": "room1", "tech_entrance_numbers": [1, 2, 3]})";
  CHECK(boardError(board(kHibernatorium + ", " + kRoom2 + ", " + three,
                         kCorridor12 + R"(, {"rooms": [1, 3], "numbers": [4]})")) ==
        "bad.json: rooms[0]: room 1 has 2 exits for noise number 4: the corridor to room 2 and the corridor to room 3");
}

TEST_CASE("a room with more than 4 corridors is refused") {
  // Room 1 has a corridor to each of 2..6, each with one number; room 6's corridor repeats number 1.
  std::string rooms = kHibernatorium;
  std::string corridors;
  for (int id = 2; id <= 6; ++id) {
    rooms += R"(, {"id": )" + std::to_string(id) + R"(, "slot": "room1", "tech_entrance_numbers": [1, 2, 3, 4]})";
    if (!corridors.empty()) corridors += ", ";
    corridors +=
        R"({"rooms": [1, )" + std::to_string(id) + R"(], "numbers": [)" + std::to_string(id <= 5 ? id - 1 : 1) + "]}";
  }
  CHECK(boardError(board(rooms, corridors)) == "bad.json: rooms[0]: room 1 has more than 4 corridors");
}

TEST_CASE("a room that cannot be reached is refused") {
  const std::string island = R"({"id": 3, "slot": "room2", "tech_entrance_numbers": [1, 2, 3, 4]})";
  CHECK(boardError(board(kHibernatorium + ", " + kRoom2 + ", " + island, kCorridor12)) ==
        "bad.json: rooms[2]: room 3 cannot be reached from room 1");
}

TEST_CASE("special rooms need a known special fixed_name, other slots take none") {
  CHECK(startsWith(boardError(board(R"({"id": 1, "slot": "special"})", "")),
                   "bad.json: rooms[0]: a special room needs a fixed_name"));
  CHECK(startsWith(boardError(board(R"({"id": 1, "slot": "special", "fixed_name": null})", "")),
                   "bad.json: rooms[0]: a special room needs a fixed_name"));
  CHECK(boardError(board(R"({"id": 1, "slot": "special", "fixed_name": "Bridge"})", "")) ==
        R"(bad.json: rooms[0].fixed_name: unknown room "Bridge")");
  CHECK(boardError(board(R"({"id": 1, "slot": "special", "fixed_name": "Nest"})", "")) ==
        "bad.json: rooms[0].fixed_name: Nest is not a special room");
  CHECK(boardError(board(kHibernatorium + R"(, {"id": 2, "slot": "special", "fixed_name": "Hibernatorium"})", "")) ==
        "bad.json: rooms[1].fixed_name: Hibernatorium appears twice");
  CHECK(startsWith(boardError(board(kHibernatorium + R"(, {"id": 2, "slot": "room1", "fixed_name": "Cockpit"})", "")),
                   "bad.json: rooms[1].fixed_name: only special rooms have a fixed name"));
}

TEST_CASE("more random slots than the box has tiles are refused") {
  // 11 Room 1 tiles and 9 Room 2 tiles exist.
  CHECK(boardError(chainBoard(13, "room1")) == "bad.json: rooms: 12 room1 slots, but the game has only 11 such tiles");
  CHECK(boardError(chainBoard(11, "room2")) == "bad.json: rooms: 10 room2 slots, but the game has only 9 such tiles");
  CHECK_NOTHROW((void)parseBoard(chainBoard(10, "room2"), "ok.json"));
}

TEST_CASE("a board without a Hibernatorium is refused") {
  CHECK(boardError(board(R"({"id": 1, "slot": "special", "fixed_name": "Cockpit"}, )" + kRoom2, kCorridor12)) ==
        "bad.json: rooms: the board needs a Hibernatorium (characters start there)");
}

TEST_CASE("more corridors than the 30 Noise markers can cover are refused") {
  // 29 corridors + the Technical Corridors space = 30 markers: allowed as far as markers go.
  std::string corridors;
  for (int i = 0; i < 30; ++i) corridors += std::string(i == 0 ? "" : ", ") + kCorridor12;
  CHECK(boardError(board(kHibernatorium + ", " + kRoom2, corridors)) ==
        "bad.json: corridors: 30 corridors need more Noise markers than the 30 in the game");
  // 29 corridors pass that check (and then fail on the duplicate corridor instead).
  std::string fewer;
  for (int i = 0; i < 29; ++i) fewer += std::string(i == 0 ? "" : ", ") + kCorridor12;
  CHECK(boardError(board(kHibernatorium + ", " + kRoom2, fewer)) ==
        "bad.json: corridors[1].rooms: rooms 1 and 2 are already joined by another corridor");
}

TEST_CASE("an unreadable board file is refused with its path") {
  const std::string path = "/nonexistent-dir/no-board.json";
  try {
    (void)loadBoardFile(path);
    FAIL("loadBoardFile opened a missing file");
  } catch (const BoardError& e) {
    CHECK(std::string(e.what()) == path + ": cannot open the file for reading");
  }
  // A directory is not a readable board either.
  CHECK_THROWS_AS((void)loadBoardFile(asset("boards")), BoardError);
  // The real file names itself in messages: loading succeeds with its path as the source.
  CHECK_NOTHROW((void)loadBoardFile(asset("boards/basic.json")));
}
