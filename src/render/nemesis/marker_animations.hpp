// The animations of the Nemesis board's markers, tokens, doors and tiles: the Noise die, a marker dropping into
// place, a token drawn from the bag, a door opening or broken, a room tile or exploration token turning face up.
// `t` is the animation's progress, 0..1.
#pragma once

#include "nemesis/board_frame.hpp"

namespace nemesis::view {

// The die tumbles, then shows its face and what it means; `elapsed` and `duration` in seconds.
void drawNoiseRoll(const BoardFrame& f, const ev::NoiseRolled& e, float elapsed, float duration);
// A marker `size` pixels wide dropping onto a world point (where it will stand once placed).
void drawMarkerDrop(const BoardFrame& f, Sprite sprite, Vec2 world, float size, float t);
// A marker dropping into room r's icon column.
void drawIconDrop(const BoardFrame& f, Sprite sprite, int r, BoardLayout::PieceIcon icon, float t);
void drawTokenDrawn(const BoardFrame& f, const ev::TokenDrawn& e, float t);
void drawDoorOpening(const BoardFrame& f, int corridor, float t);
void drawDoorBreaking(const BoardFrame& f, int corridor, float t);
void drawRoomFlip(const BoardFrame& f, const ev::RoomRevealed& e, float t);
void drawExplorationReveal(const BoardFrame& f, const ev::ExplorationRevealed& e, float t);

}  // namespace nemesis::view
