// Where every board element sits in world coordinates, computed once from the board data (room layout
// hints, corridors, Technical Corridors entrances), plus hit-testing for clicks. Pure: no SDL.
#pragma once

#include <array>
#include <vector>

#include "board.hpp"
#include "geometry.hpp"

namespace nemesis::view {

class BoardLayout {
 public:
  explicit BoardLayout(const Board& board);

  // The room tile's rectangle (centred on the board file's layout hint).
  [[nodiscard]] Rect room(int room) const { return rooms_[static_cast<std::size_t>(room)]; }
  // A corridor drawn as a polyline between the two tiles' edges (2 or 3 points).
  [[nodiscard]] const std::vector<Vec2>& corridorPath(int corridor) const {
    return paths_[static_cast<std::size_t>(corridor)];
  }
  // Where a corridor's Noise marker sits (its middle); for the Technical Corridors space, that space's slot.
  [[nodiscard]] Vec2 noiseSlot(PassageId passage) const;
  // Where the door token of a corridor sits (on the corridor, next to the marker).
  [[nodiscard]] Vec2 doorSlot(int corridor) const { return doors_[static_cast<std::size_t>(corridor)]; }
  // Where the noise number label of `corridor` is drawn next to `room` (each end shows the numbers; a short
  // corridor shows them once, so both ends give the same point). For the Technical Corridors space
  // (corridor == board.techSpace()), the label beside the room's entrance hatch.
  [[nodiscard]] Vec2 numberLabel(int corridor, int room) const;
  // The shared Technical Corridors space (one box off the ship) and a room's entrance hatch.
  [[nodiscard]] Rect techSpace() const { return techSpace_; }
  [[nodiscard]] Vec2 techEntrance(int room) const { return techEntrances_[static_cast<std::size_t>(room)]; }
  // Slot of the i-th of n miniatures of one kind in a room (characters along the top, Intruders along the
  // bottom), so pieces never hide each other.
  [[nodiscard]] Vec2 characterSlot(int room, int index, int count) const;
  [[nodiscard]] Vec2 intruderSlot(int room, int index, int count) const;
  // Marker slots inside a room tile: exploration token, Fire, Malfunction, corpse.
  [[nodiscard]] Vec2 explorationSlot(int room) const;
  [[nodiscard]] Vec2 fireSlot(int room) const;
  [[nodiscard]] Vec2 malfunctionSlot(int room) const;
  [[nodiscard]] Vec2 itemsSlot(int room) const;
  [[nodiscard]] Vec2 computerSlot(int room) const;
  [[nodiscard]] Vec2 corpseSlot(int room) const;
  // Everything drawn, for fitting the camera.
  [[nodiscard]] Rect bounds() const { return bounds_; }

  // Hit-testing in world coordinates: the room under p (-1), the passage whose marker/corridor is within
  // `radius` of p (kNoPassage).
  [[nodiscard]] int roomAt(Vec2 p) const;
  [[nodiscard]] PassageId passageAt(Vec2 p, float radius) const;

  static constexpr float kRoomWidth = 96;
  static constexpr float kRoomHeight = 78;
  // Drawn sizes (world units) the slots leave room for. Miniatures are drawn as large as their row allows:
  // characterSize(n) / intruderSize(n) for n pieces of that kind in one room, at most these.
  static constexpr float kCharacterSize = 21;
  static constexpr float kIntruderSize = 24;
  [[nodiscard]] static float characterSize(int count);
  [[nodiscard]] static float intruderSize(int count);
  static constexpr float kMarkerSize = 18;  // Noise marker and door token on a corridor
  static constexpr float kIconSize = 15;    // Fire, Malfunction, Computer, exploration token, corpse, items

 private:
  void placeCorridor(int corridor);
  void placeTechEntrance(int room);
  [[nodiscard]] float clearance(Vec2 p, int skipRoom) const;
  const Board* board_;
  std::vector<Rect> rooms_;
  std::vector<std::vector<Vec2>> paths_;
  std::vector<Vec2> doors_;
  std::vector<Vec2> noise_;                  // per corridor
  std::vector<std::array<Vec2, 2>> labels_;  // per corridor: next to rooms[0], next to rooms[1]
  std::vector<Vec2> techEntrances_;          // per room; the room centre when it has no entrance
  std::vector<Vec2> techLabels_;             // per room: the entrance's noise numbers
  Rect techSpace_;
  Rect bounds_;
};

}  // namespace nemesis::view
