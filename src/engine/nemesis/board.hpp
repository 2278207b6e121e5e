// Board topology as data: rooms (slots), corridors with their noise numbers, Technical Corridors
// entrances. Built once from a board file (board_file.hpp) and shared read-only by every game state.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "components.hpp"

namespace nemesis {

// A place that can hold one Noise marker: a corridor index, or the single shared Technical Corridors
// space, whose id is Board::techSpace() (one past the last corridor).
using PassageId = int;
inline constexpr PassageId kNoPassage = -1;

struct Link {
  int corridor;
  int room;  // the neighbouring room through that corridor
};

struct BoardRoom {
  int label = 0;  // the number printed on the board (room "id" in the file)
  SlotKind slot = SlotKind::Room1;
  std::optional<RoomTile> fixedTile;  // special rooms only
  std::array<int, 2> pos{};           // layout hint on a 1000x1000 canvas
  bool techEntrance = false;
  std::array<PassageId, 4> exitByNumber{kNoPassage, kNoPassage, kNoPassage, kNoPassage};  // noise 1..4
  std::array<PassageId, 4> connected{};  // distinct passages (corridors, then the TC space)
  int connectedCount = 0;
  std::array<Link, 4> links{};  // corridors to neighbouring rooms
  int linkCount = 0;
};

struct Corridor {
  std::array<int, 2> rooms{};  // room indices
  // Bit n set = noise number n (1..4). The number is printed on the corridor, so both ends share it.
  std::uint8_t numbersMask = 0;
};

class Board {
 public:
  std::string name;
  std::vector<BoardRoom> rooms;
  std::vector<Corridor> corridors;

  [[nodiscard]] int roomCount() const { return static_cast<int>(rooms.size()); }
  [[nodiscard]] int corridorCount() const { return static_cast<int>(corridors.size()); }
  [[nodiscard]] PassageId techSpace() const { return corridorCount(); }
  [[nodiscard]] int passageCount() const { return corridorCount() + 1; }
  [[nodiscard]] bool isTechSpace(PassageId p) const { return p == techSpace(); }

  [[nodiscard]] const BoardRoom& room(int index) const { return rooms[static_cast<std::size_t>(index)]; }
  [[nodiscard]] const Corridor& corridor(int index) const { return corridors[static_cast<std::size_t>(index)]; }
  // Passage reached from `room` by noise number 1..4.
  [[nodiscard]] PassageId exit(int room, int number) const {
    return this->room(room).exitByNumber[static_cast<std::size_t>(number - 1)];
  }
  // Corridor joining two rooms, or -1.
  [[nodiscard]] int corridorBetween(int a, int b) const;
  [[nodiscard]] int otherEnd(int corridor, int room) const;
  // Lowest noise number of `passage` as seen from `room` (for labels), 0 when not connected.
  [[nodiscard]] int numberFrom(int room, PassageId passage) const;
  [[nodiscard]] std::optional<int> roomByLabel(int label) const;
  [[nodiscard]] int specialRoom(RoomTile tile) const;  // -1 when the board has no such slot
};

// Raw description before validation: what a board file says.
struct BoardSpec {
  struct Room {
    int id = 0;
    SlotKind slot = SlotKind::Room1;
    std::optional<RoomTile> fixedTile;
    std::vector<int> techNumbers;
    std::array<int, 2> pos{};
    std::string where;  // "rooms[3]", for messages
  };
  struct CorridorSpec {
    std::array<int, 2> rooms{};  // room ids (labels)
    std::vector<int> numbers;
    std::string where;
  };
  std::string name;
  std::vector<Room> rooms;
  std::vector<CorridorSpec> corridors;
};

// A board file or spec that breaks a rule; what() names the file, the place and the problem.
class BoardError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Validates and builds. `source` names the file in messages. Throws BoardError.
Board buildBoard(const BoardSpec& spec, const std::string& source);

// "7-11" for a corridor, "technical" for the Technical Corridors space (the files' corridor names).
[[nodiscard]] std::string corridorLabel(const Board& b, PassageId p);
// The one name a player reads for a corridor, in the log, refusals, panels and lessons: by the rooms it joins
// ("corridor 7-11"), or "the Technical Corridors space". Noise numbers are never a corridor's name: "corridor
// 1,3" would read as the corridor between rooms 1 and 3.
[[nodiscard]] std::string corridorName(const Board& b, PassageId p);

}  // namespace nemesis
