// Behind the Nemesis board: space with its stars, and the ship's hull around the tiles.
#pragma once

#include <SDL.h>

#include <vector>

#include "layout.hpp"
#include "pen.hpp"

namespace nemesis::view {

// Background specks in world coordinates, from a fixed little generator: the same sky every run.
[[nodiscard]] std::vector<SDL_FPoint> starField();
// The ship's outline (world): the convex hull of the tiles, each with a margin around it.
[[nodiscard]] std::vector<Vec2> hullAround(const Board& board, const BoardLayout& layout);
// Space, the stars in it, and the hull with a rim, each pixel written once (large fills are most of the cost of
// a frame on the software renderer).
void drawBackground(Pen& pen, const std::vector<SDL_FPoint>& stars, const std::vector<Vec2>& hull, Rect viewport);

}  // namespace nemesis::view
