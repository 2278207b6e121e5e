// The Nemesis board's animations in progress, drawn over the still board and the pieces. Every animation is drawn
// from its own event: the room, the Character and the target it names (docs/design.md §2), never from what earlier
// animations showed. The pieces' animations are in piece_animations.hpp, the markers', tokens' and tiles' in
// marker_animations.hpp; the banners and the Event card, in screen space, in round_overlays.hpp.
#pragma once

#include "animation.hpp"
#include "nemesis/board_frame.hpp"

namespace nemesis::view {

// `activeCharacter` is ringed while it moves, as it is standing.
void drawAnimation(const BoardFrame& f, const Animation& a, int activeCharacter);

}  // namespace nemesis::view
