// Where every board element sits in world coordinates, computed once from the board data (room layout
// hints, corridors, Technical Corridors entrances), plus hit-testing for clicks. Pure: no SDL.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "engine/nemesis/board.hpp"
#include "render/geometry.hpp"

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
  // What stands in one room, laid out for one zoom: characters in a row under the name band, Intruders in a
  // row under them, the markers and tokens (PieceIcon) in a column at the right. Each piece is drawn at least
  // kMinMiniaturePx / kMinIconPx on screen; when a crowded room cannot hold that, the gaps go first, then the
  // sizes shrink, so pieces in one room never overlap. Sizes and places are world units.
  struct Pieces {
    float characterSize = 0;
    float intruderSize = 0;
    float iconSize = 0;
    std::vector<Vec2> characters;
    std::vector<Vec2> intruders;
    std::array<Vec2, 5> icons{};  // by PieceIcon; only the present ones are laid out (the others: room centre)
  };
  enum class PieceIcon : std::uint8_t { Items, Computer, Corpse, Malfunction, Fire };  // Items: or exploration token
  [[nodiscard]] static std::uint8_t iconBit(PieceIcon i) {
    return static_cast<std::uint8_t>(1U << static_cast<unsigned>(i));
  }
  // How pieces are sized on screen: the camera's zoom; the UI scale, which multiplies every on-screen minimum as
  // it multiplies the fonts (one factor for the whole board, issue 24); and where the tile's name band ends
  // (world units below the tile's top): its number and name grow with the font, and the pieces start below them.
  struct PieceScale {
    float zoom = 1;
    float ui = 1;
    float band = 18;
  };
  [[nodiscard]] Pieces pieces(int room, int characters, int intruders, std::uint8_t icons, PieceScale scale) const;
  [[nodiscard]] Pieces pieces(int room, int characters, int intruders, std::uint8_t icons, float zoom) const {
    return pieces(room, characters, intruders, icons, PieceScale{.zoom = zoom});
  }
  // Smallest on-screen sizes (pixels) of a miniature (a character's sprite, an Intruder's slot) and of a
  // marker, door or token.
  static constexpr float kMinMiniaturePx = 24;
  static constexpr float kMinIconPx = 16;
  // A marker or door on a corridor at `zoom` and UI scale `ui`, in world units: the on-screen minimum (times the
  // UI scale), within its slot.
  [[nodiscard]] static float markerSize(float zoom, float ui = 1);
  // Everything drawn, for fitting the camera.
  [[nodiscard]] Rect bounds() const { return bounds_; }

  // Hit-testing in world coordinates: the room under p (-1), the passage whose marker/corridor is within
  // `radius` of p (kNoPassage).
  [[nodiscard]] int roomAt(Vec2 p) const;
  [[nodiscard]] PassageId passageAt(Vec2 p, float radius) const;

  // The board file's layout hints are on a 1000x1000 canvas; windows are wider than tall, so the columns are
  // spread by kSpreadX, which leaves room for tiles wide enough to hold three miniatures a row at the
  // on-screen minimum in the default fit.
  static constexpr float kSpreadX = 1.4f;
  static constexpr float kRoomWidth = 130;
  static constexpr float kRoomHeight = 96;
  // Drawn sizes (world units) when the zoom is large enough that the on-screen minimums do not bind.
  static constexpr float kCharacterSize = 21;
  static constexpr float kIntruderSize = 24;
  static constexpr float kMarkerSize = 18;  // Noise marker and door token on a corridor
  static constexpr float kMarkerSlot = 24;  // the room the layout leaves each of them: their largest drawn size
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
