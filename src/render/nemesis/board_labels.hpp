// The Nemesis board's text labels, placed with the still layer so that no two overlap (label_placer.hpp): room
// numbers and names and the Technical Corridors box's text stay put; the noise-number pills of the corridors and
// hatches move aside or are left out (a corridor's tooltip still gives its numbers).
#pragma once

#include <string>

#include "label_placer.hpp"
#include "nemesis/board_frame.hpp"

namespace nemesis::view {

// Places every label: the fixed ones, then one pill per corridor and per hatch, and last the corridors' second
// ends, so a crowded view drops a repeated pill before a corridor's only one. Pills keep clear of tiles, markers
// and hatches where they can.
void placeLabels(const BoardFrame& f, LabelPlacer& labels);
// Draws what placeLabels placed (the room numbers are part of their tiles).
void drawLabels(const BoardFrame& f, const LabelPlacer& labels);

// A noise-number pill centred on a screen point; `lit` when a Careful Movement question offers it.
void numberPill(const BoardFrame& f, Vec2 centre, const std::string& text, bool lit);
// Where the numbers of `passage` beside `room` were placed (screen), or the layout's place when hidden.
[[nodiscard]] Vec2 numbersAt(const BoardFrame& f, const LabelPlacer& labels, PassageId passage, int room);

}  // namespace nemesis::view
