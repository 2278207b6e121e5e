// What a Nemesis game by rounds shows in screen space over the board, never in its cached layer: the time track,
// and the announcements (new round, Event phase, whose turn, the end, the drawn Event card).
#pragma once

#include "animation.hpp"
#include "pen.hpp"
#include "scene.hpp"

namespace nemesis::view {

// The time track in the board's top-left corner: "Round N / 15" over one cell per round, the current one lit.
// Nothing in free play (the scene is not timed).
void drawTimeTrack(Pen& pen, const Scene& scene, Rect viewport);
// A banner or the Event card, when the animation is one; nothing otherwise.
void drawAnnouncement(Pen& pen, const Scene& scene, const Animation& a, Rect viewport);

}  // namespace nemesis::view
