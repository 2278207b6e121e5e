#include "nemesis/shapes.hpp"

#include "nemesis/palette.hpp"

namespace nemesis::view {

Rect grow(Rect r, float by) {
  return {r.x - by, r.y - by, r.w + 2 * by, r.h + 2 * by};
}

void strokePath(Pen& pen, const std::vector<Vec2>& path, float width, SDL_Color c) {
  for (std::size_t i = 1; i < path.size(); ++i) pen.line(pen.at(path[i - 1]), pen.at(path[i]), width, c);
  for (std::size_t i = 1; i + 1 < path.size(); ++i) pen.disc(pen.at(path[i]), width / 2, c);
}

void rimmedDisc(Pen& pen, Vec2 centre, float radius, float rim, SDL_Color fill, SDL_Color rimColour) {
  pen.disc(centre, radius + rim, rimColour);
  pen.disc(centre, radius, fill);
}

void chip(Pen& pen, Vec2 centre, float radius, float rim, SDL_Color fill, const std::string& text, Font font) {
  rimmedDisc(pen, centre, radius, rim, fill, kDark);
  pen.text(text, font, centre, kDark);
}

void rimmedSquare(Pen& pen, Vec2 centre, float half, SDL_Color fill) {
  pen.fillScreen({centre.x - half - 1, centre.y - half - 1, 2 * half + 2, 2 * half + 2}, kDark);
  pen.fillScreen({centre.x - half, centre.y - half, 2 * half, 2 * half}, fill);
}

void ringedChip(Pen& pen, Vec2 centre, float radius, SDL_Color fill, float edge, SDL_Color edgeColour,
                const std::string& text, Font font, SDL_Color ink) {
  pen.disc(centre, radius, fill);
  pen.ring(centre, radius, edge, edgeColour);
  pen.text(text, font, centre, ink);
}

}  // namespace nemesis::view
