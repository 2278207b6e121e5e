#include "nemesis/corridors.hpp"

#include <algorithm>

#include "nemesis/palette.hpp"
#include "nemesis/shapes.hpp"

namespace nemesis::view {

namespace {

constexpr SDL_Color kTechEdge{96, 116, 140, 255};
constexpr SDL_Color kHatchYellow{226, 178, 46, 255};

void drawDoor(const BoardFrame& f, int c, DoorState state) {
  const Vec2 p = f.pen.at(f.layout.doorSlot(c));
  switch (state) {
    case DoorState::Open:
      // Every corridor has an open door; drawn small and faint so closed and broken ones stand out.
      if (f.detail()) f.pen.sprite(Sprite::DoorOpen, p, f.markerSize() * 0.7f, SDL_Color{255, 255, 255, 150});
      break;
    case DoorState::Closed: f.pen.sprite(Sprite::DoorClosed, p, f.markerSize()); break;
    case DoorState::Destroyed: f.pen.sprite(Sprite::DoorDestroyed, p, f.markerSize()); break;
  }
}

// A room's entrance hatch: hazard yellow around a dark opening, barred across.
void drawHatch(const BoardFrame& f, Vec2 p) {
  Pen& pen = f.pen;
  const float h = f.hatchHalf();
  rimmedSquare(pen, p, h, kHatchYellow);
  pen.fillScreen({p.x - h * 0.55f, p.y - h * 0.55f, h * 1.1f, h * 1.1f}, SDL_Color{40, 40, 40, 255});
  pen.line({p.x - h * 0.55f, p.y}, {p.x + h * 0.55f, p.y}, std::max(1.0f, h * 0.25f), kHatchYellow);
}

}  // namespace

void drawCorridors(const BoardFrame& f, const Overrides& o) {
  Pen& pen = f.pen;
  const float outer = std::max(3.0f, pen.px(14));
  const float inner = std::max(1.5f, pen.px(7));
  for (int c = 0; c < f.board.corridorCount(); ++c) strokePath(pen, f.layout.corridorPath(c), outer, kCorridorOuter);
  for (int c = 0; c < f.board.corridorCount(); ++c) strokePath(pen, f.layout.corridorPath(c), inner, kCorridorInner);
  for (int c = 0; c < f.board.corridorCount(); ++c) {
    if (!Overrides::has(o.breakingDoors, c) && !Overrides::has(o.openingDoors, c)) drawDoor(f, c, f.door(c));
    if (f.noise(c)) pen.sprite(Sprite::NoiseMarker, pen.at(f.layout.noiseSlot(c)), f.markerSize());
  }
}

void drawTechnicalCorridors(const BoardFrame& f) {
  Pen& pen = f.pen;
  const Rect box = f.layout.techSpace();
  pen.fill(box, SDL_Color{27, 34, 45, 255});
  pen.frame(box, std::max(1.0f, pen.px(2)), kTechEdge);
  const PassageId tech = f.board.techSpace();
  const Vec2 slot = pen.at(f.layout.noiseSlot(tech));
  pen.ring(slot, f.markerSize() / 2 + 1, 1.5f, kTechEdge);
  if (f.noise(tech)) pen.sprite(Sprite::NoiseMarker, slot, f.markerSize());
  for (int r = 0; r < f.board.roomCount(); ++r) {
    if (!f.board.room(r).techEntrance) continue;
    drawHatch(f, pen.at(f.layout.techEntrance(r)));
  }
}

}  // namespace nemesis::view
