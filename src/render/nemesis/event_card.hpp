// The drawn Nemesis Event card, large over the dimmed board in screen space: it slides up and flips face up, is
// read, and fades. Its words come from eventCardText (animation.hpp).
#pragma once

#include "pen.hpp"
#include "scene.hpp"

namespace nemesis::view {

// `t` is the animation's progress, 0..1.
void drawEventCard(Pen& pen, const ev::EventCardDrawn& e, float t, Rect vp);

}  // namespace nemesis::view
