// The shapes more than one part of the Nemesis board draws, each drawn one way: a corridor's path, the
// dark-rimmed discs and squares that keep small marks readable on any background, a lettered chip.
#pragma once

#include <SDL.h>

#include <string>
#include <vector>

#include "pen.hpp"

namespace nemesis::view {

// `r` grown by `by` on every side (an outline drawn around a room or a box).
[[nodiscard]] Rect grow(Rect r, float by);

// A world polyline stroked `width` pixels wide, with round joints (a corridor, or an outline along one).
void strokePath(Pen& pen, const std::vector<Vec2>& path, float width, SDL_Color c);

// A disc on a disc `rim` pixels larger in `rimColour`, so it stands out from whatever lies under it.
void rimmedDisc(Pen& pen, Vec2 centre, float radius, float rim, SDL_Color fill, SDL_Color rimColour);
// The same with dark letters on it: the marks beside a miniature, a destination's cost.
void chip(Pen& pen, Vec2 centre, float radius, float rim, SDL_Color fill, const std::string& text, Font font);
// A disc with a thin ring on its edge and a word on it: a room's printed number, an Intruder's type letter.
void ringedChip(Pen& pen, Vec2 centre, float radius, SDL_Color fill, float edge, SDL_Color edgeColour,
                const std::string& text, Font font, SDL_Color ink);
// A square `2 * half` wide on a dark square one pixel larger: a serious wound, a crate, a hatch.
void rimmedSquare(Pen& pen, Vec2 centre, float half, SDL_Color fill);

}  // namespace nemesis::view
