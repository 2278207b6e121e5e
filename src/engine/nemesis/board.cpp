#include "board.hpp"

#include <algorithm>
#include <map>
#include <set>

namespace nemesis {

int Board::corridorBetween(int a, int b) const {
  const BoardRoom& r = room(a);
  for (int i = 0; i < r.linkCount; ++i) {
    if (r.links[static_cast<std::size_t>(i)].room == b) return r.links[static_cast<std::size_t>(i)].corridor;
  }
  return -1;
}

int Board::otherEnd(int corridorIndex, int roomIndex) const {
  const Corridor& c = corridor(corridorIndex);
  return c.rooms[0] == roomIndex ? c.rooms[1] : c.rooms[0];
}

int Board::numberFrom(int roomIndex, PassageId passage) const {
  for (int n = 1; n <= 4; ++n) {
    if (exit(roomIndex, n) == passage) return n;
  }
  return 0;
}

std::optional<int> Board::roomByLabel(int label) const {
  for (int i = 0; i < roomCount(); ++i) {
    if (room(i).label == label) return i;
  }
  return std::nullopt;
}

int Board::specialRoom(RoomTile tile) const {
  for (int i = 0; i < roomCount(); ++i) {
    if (room(i).fixedTile == tile) return i;
  }
  return -1;
}

namespace {

[[noreturn]] void fail(const std::string& source, const std::string& where, const std::string& problem) {
  throw BoardError(source + ": " + where + ": " + problem);
}

}  // namespace

Board buildBoard(const BoardSpec& spec, const std::string& source) {
  Board board;
  board.name = spec.name;
  if (spec.rooms.empty()) fail(source, "rooms", "a board needs at least one room");
  if (spec.rooms.size() > 64) fail(source, "rooms", "at most 64 rooms are supported");
  // 30 Noise markers in the box: every corridor plus the Technical Corridors space must be able to hold one.
  if (spec.corridors.size() + 1 > static_cast<std::size_t>(kNoiseMarkers)) {
    fail(source, "corridors",
         std::to_string(spec.corridors.size()) + " corridors need more Noise markers than the 30 in the game");
  }

  std::map<int, int> indexOf;
  std::set<RoomTile> fixedSeen;
  for (const auto& r : spec.rooms) {
    if (r.id <= 0) fail(source, r.where + ".id", "room ids must be positive, got " + std::to_string(r.id));
    if (!indexOf.emplace(r.id, static_cast<int>(board.rooms.size())).second) {
      fail(source, r.where + ".id", "room id " + std::to_string(r.id) + " is used twice");
    }
    BoardRoom room;
    room.label = r.id;
    room.slot = r.slot;
    room.pos = r.pos;
    if (r.slot == SlotKind::Special) {
      if (!r.fixedTile)
        fail(source, r.where, "a special room needs a fixed_name (Cockpit, Hibernatorium, Engine #1-3)");
      if (tileInfo(*r.fixedTile).slot != SlotKind::Special) {
        fail(source, r.where + ".fixed_name", std::string(tileInfo(*r.fixedTile).name) + " is not a special room");
      }
      if (!fixedSeen.insert(*r.fixedTile).second) {
        fail(source, r.where + ".fixed_name", std::string(tileInfo(*r.fixedTile).name) + " appears twice");
      }
      room.fixedTile = r.fixedTile;
    } else if (r.fixedTile) {
      fail(source, r.where + ".fixed_name",
           "only special rooms have a fixed name; room1/room2 slots take random tiles");
    }
    std::set<int> techSeen;
    for (int n : r.techNumbers) {
      if (n < 1 || n > 4)
        fail(source, r.where + ".tech_entrance_numbers", "noise numbers are 1 to 4, got " + std::to_string(n));
      if (!techSeen.insert(n).second)
        fail(source, r.where + ".tech_entrance_numbers", "number " + std::to_string(n) + " is listed twice");
    }
    board.rooms.push_back(room);
  }

  std::set<std::pair<int, int>> pairs;
  for (const auto& c : spec.corridors) {
    Corridor corridor;
    for (std::size_t end = 0; end < 2; ++end) {
      auto it = indexOf.find(c.rooms[end]);
      if (it == indexOf.end()) {
        fail(source, c.where + ".rooms", "room " + std::to_string(c.rooms[end]) + " does not exist on this board");
      }
      corridor.rooms[end] = it->second;
    }
    if (corridor.rooms[0] == corridor.rooms[1])
      fail(source, c.where + ".rooms", "a corridor must join two different rooms");
    auto key = std::minmax(corridor.rooms[0], corridor.rooms[1]);
    if (!pairs.insert(key).second) {
      fail(source, c.where + ".rooms",
           "rooms " + std::to_string(c.rooms[0]) + " and " + std::to_string(c.rooms[1]) +
               " are already joined by another corridor");
    }
    if (c.numbers.empty()) fail(source, c.where + ".numbers", "a corridor needs at least one noise number");
    for (int n : c.numbers) {
      if (n < 1 || n > 4) fail(source, c.where + ".numbers", "noise numbers are 1 to 4, got " + std::to_string(n));
      const auto bit = static_cast<std::uint8_t>(1U << static_cast<unsigned>(n));
      if ((corridor.numbersMask & bit) != 0)
        fail(source, c.where + ".numbers", "number " + std::to_string(n) + " is listed twice");
      corridor.numbersMask = static_cast<std::uint8_t>(corridor.numbersMask | bit);
    }
    board.corridors.push_back(corridor);
  }

  // Each room: exactly one exit per noise number 1-4, counting Technical Corridors entrances (RULES.md §4).
  const PassageId tech = board.techSpace();
  for (std::size_t ri = 0; ri < board.rooms.size(); ++ri) {
    BoardRoom& room = board.rooms[ri];
    const auto& rs = spec.rooms[ri];
    std::array<std::vector<std::string>, 4> users;
    for (int n : rs.techNumbers) users[static_cast<std::size_t>(n - 1)].push_back("the Technical Corridors entrance");
    for (int ci = 0; ci < board.corridorCount(); ++ci) {
      const Corridor& c = board.corridor(ci);
      if (c.rooms[0] != static_cast<int>(ri) && c.rooms[1] != static_cast<int>(ri)) continue;
      const int other = c.rooms[0] == static_cast<int>(ri) ? c.rooms[1] : c.rooms[0];
      if (room.linkCount == 4) fail(source, rs.where, "room " + std::to_string(rs.id) + " has more than 4 corridors");
      room.links[static_cast<std::size_t>(room.linkCount)] = Link{ci, other};
      ++room.linkCount;
      for (int n = 1; n <= 4; ++n) {
        if ((c.numbersMask & (1U << static_cast<unsigned>(n))) != 0) {
          users[static_cast<std::size_t>(n - 1)].push_back("the corridor to room " +
                                                           std::to_string(board.room(other).label));
          room.exitByNumber[static_cast<std::size_t>(n - 1)] = ci;
        }
      }
    }
    for (int n : rs.techNumbers) room.exitByNumber[static_cast<std::size_t>(n - 1)] = tech;
    room.techEntrance = !rs.techNumbers.empty();
    for (int n = 1; n <= 4; ++n) {
      const auto& u = users[static_cast<std::size_t>(n - 1)];
      if (u.empty()) {
        fail(source, rs.where,
             "room " + std::to_string(rs.id) + " has no exit for noise number " + std::to_string(n) +
                 " (every room needs exactly one exit per number 1-4, counting Technical Corridors entrances)");
      }
      if (u.size() > 1) {
        fail(source, rs.where,
             "room " + std::to_string(rs.id) + " has " + std::to_string(u.size()) + " exits for noise number " +
                 std::to_string(n) + ": " + u[0] + " and " + u[1]);
      }
    }
    for (int i = 0; i < room.linkCount; ++i)
      room.connected[static_cast<std::size_t>(room.connectedCount++)] =
          room.links[static_cast<std::size_t>(i)].corridor;
    if (room.techEntrance) room.connected[static_cast<std::size_t>(room.connectedCount++)] = tech;
  }

  // Every room must be reachable, or some rooms could never be explored.
  std::vector<bool> seen(board.rooms.size(), false);
  std::vector<int> todo{0};
  seen[0] = true;
  while (!todo.empty()) {
    const int r = todo.back();
    todo.pop_back();
    for (int i = 0; i < board.room(r).linkCount; ++i) {
      const int next = board.room(r).links[static_cast<std::size_t>(i)].room;
      if (!seen[static_cast<std::size_t>(next)]) {
        seen[static_cast<std::size_t>(next)] = true;
        todo.push_back(next);
      }
    }
  }
  for (std::size_t i = 0; i < seen.size(); ++i) {
    if (!seen[i])
      fail(source, spec.rooms[i].where,
           "room " + std::to_string(spec.rooms[i].id) + " cannot be reached from room " +
               std::to_string(spec.rooms[0].id));
  }
  // Random slots take tiles from the box: 11 Room 1 tiles, 9 Room 2 tiles (RULES.md §4).
  for (SlotKind kind : {SlotKind::Room1, SlotKind::Room2}) {
    int slots = 0;
    int tiles = 0;
    for (const auto& r : board.rooms) slots += r.slot == kind ? 1 : 0;
    for (const auto& t : kTiles) tiles += t.slot == kind ? 1 : 0;
    if (slots > tiles) {
      fail(source, "rooms",
           std::to_string(slots) + " " + std::string(nameOf(kind)) + " slots, but the game has only " +
               std::to_string(tiles) + " such tiles");
    }
  }
  if (board.specialRoom(RoomTile::Hibernatorium) < 0) {
    fail(source, "rooms", "the board needs a Hibernatorium (characters start there)");
  }
  return board;
}

std::string corridorLabel(const Board& b, PassageId p) {
  if (b.isTechSpace(p)) return "technical";
  const Corridor& c = b.corridor(p);
  return std::to_string(b.room(c.rooms[0]).label) + "-" + std::to_string(b.room(c.rooms[1]).label);
}

std::string corridorName(const Board& b, PassageId p) {
  return b.isTechSpace(p) ? "the Technical Corridors space" : "corridor " + corridorLabel(b, p);
}

}  // namespace nemesis
