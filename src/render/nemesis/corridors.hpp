// The Nemesis board's passages: the corridors with their doors and Noise markers, and the shared Technical
// Corridors space with its entrance hatches. Their noise numbers are labels (board_labels.hpp).
#pragma once

#include "nemesis/board_frame.hpp"
#include "nemesis/overrides.hpp"

namespace nemesis::view {

// Every corridor, then its door and Noise marker (a door an animation is opening or breaking is left to it).
void drawCorridors(const BoardFrame& f, const Overrides& o);
// The Technical Corridors box, its Noise marker slot, and a hatch on every room with an entrance.
void drawTechnicalCorridors(const BoardFrame& f);

}  // namespace nemesis::view
