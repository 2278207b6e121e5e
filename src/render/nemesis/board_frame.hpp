// One frame of the Nemesis board as each part of its drawing reads it: the pen (the renderer and the camera), the
// board, where its parts sit, and the scene being shown. It also answers the questions more than one part asks
// (which pieces stand in a room and where, how large a marker or a lone miniature is drawn, where a room's number
// sits), so every part answers them the same way. It draws nothing itself.
#pragma once

#include <cstddef>
#include <vector>

#include "layout.hpp"
#include "pen.hpp"
#include "scene.hpp"

namespace nemesis::view {

// The band along a tile's top, right of its number, where the tile's name goes: x from the tile's left edge,
// its width, and the band's middle line (world units).
struct NameBand {
  float x;
  float w;
  float y;
};
inline constexpr NameBand kNameBand{17, BoardLayout::kRoomWidth - 18, 8.5f};
inline constexpr float kNameBandBottom = 18;  // the band is 17 high: pieces (and the active ring) start below it

struct BoardFrame {
  Pen& pen;
  const Board& board;
  const Scene& scene;
  const BoardLayout& layout;
  bool showTokens = false;  // the debug overlay reveals the face-down exploration tokens

  // The UI scale: every on-screen minimum below is multiplied by it, as the fonts are (one factor, issue 24).
  [[nodiscard]] float ui() const { return pen.art().uiScale(); }
  // How far down a tile its name band reaches (world units): the world's band, or lower when the room's number
  // disc or its name (both grow with the font) reach further; the pieces start below it.
  [[nodiscard]] float bandBottom() const;
  [[nodiscard]] float bandPx() const;   // the band's height on screen
  [[nodiscard]] bool nameFits() const;  // a name's line fits the band's height (else the tooltip names the room)
  [[nodiscard]] BoardLayout::PieceScale pieceScale() const { return {pen.zoom(), ui(), bandBottom()}; }
  // Zoomed in far enough for the small marks: letters on miniatures, counts, open doors, captions.
  [[nodiscard]] bool detail() const { return pen.zoom() >= 0.5f; }
  // The labels' and the room numbers' fonts grow once the tiles are large enough to hold them.
  [[nodiscard]] Font labelFont() const { return pen.zoom() >= 1.5f ? Font::Normal : Font::Small; }
  [[nodiscard]] Font numberFont() const { return pen.zoom() >= 1.5f ? Font::Bold : Font::Small; }

  // Room r's tile state, door c, a passage's Noise marker, as the scene shows them (the defaults out of range).
  [[nodiscard]] SceneRoom room(int r) const;
  [[nodiscard]] DoorState door(int c) const;
  [[nodiscard]] bool noise(PassageId p) const;
  // Pieces in a room in scene order: their slot is their index among the room's pieces.
  [[nodiscard]] std::vector<int> charactersIn(int r) const;
  [[nodiscard]] std::vector<std::size_t> intrudersIn(int r) const;
  // The pieces of room r as the scene shows it (its tile state `s`), with `extra` more arriving.
  [[nodiscard]] BoardLayout::Pieces piecesIn(int r, const SceneRoom& s, int extraCharacters = 0,
                                             int extraIntruders = 0) const;
  // Where a moving piece stands in room r (world): its own slot if it is there, else the next free slot.
  [[nodiscard]] Vec2 characterTarget(int c, int r) const;
  [[nodiscard]] Vec2 intruderTarget(int id, int r) const;
  // Where a Character's miniature stands (world), or the board's centre for no Character.
  [[nodiscard]] Vec2 characterAt(int character) const;

  // Sizes on screen (pixels): a marker or door on a corridor; a piece on its own (moving, or flashing), the size
  // a room with only it would give it; half a Technical Corridors hatch, and the whole hatch with its rim.
  [[nodiscard]] float markerSize() const;
  [[nodiscard]] float charSize() const;
  [[nodiscard]] float intrSize() const;
  [[nodiscard]] float hatchHalf() const;
  [[nodiscard]] float hatchSize() const;
  // A room's printed number: a disc at the left of its name band, large enough for its number at any UI scale
  // (the font grows with it, the tile with the zoom).
  [[nodiscard]] Vec2 badgeAt(int r) const;
  [[nodiscard]] float badgeRadius() const;
  // The middle of room r's name band (screen): the tile's name, or a revealed exploration token's face.
  [[nodiscard]] Vec2 nameBandCentre(int r) const;
  [[nodiscard]] Rect onScreen(Rect world) const;
};

}  // namespace nemesis::view
