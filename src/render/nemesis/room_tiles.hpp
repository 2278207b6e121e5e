// The Nemesis board's room tiles: face down (unexplored) or face up with their band, each with its printed number
// and what lies in the room (items, Computer, a face-down exploration token, corpses, Malfunction, Fire). The
// tile names are labels (board_labels.hpp); the pieces are miniatures (miniatures.hpp).
#pragma once

#include "nemesis/board_frame.hpp"
#include "nemesis/overrides.hpp"

namespace nemesis::view {

// Every room's tile, except those an animation is flipping.
void drawRooms(const BoardFrame& f, const Overrides& o);
// Room r's tile in the state `s`; xScale < 1 squeezes it for the flip animation (then without number or markers).
void drawTile(const BoardFrame& f, int r, const SceneRoom& s, float xScale);
// Room r's number on its disc at the tile's corner: drawn with the tile, and again over an outline drawn round
// the tile (a highlight never covers a room's number).
void drawRoomNumber(const BoardFrame& f, int r);

}  // namespace nemesis::view
