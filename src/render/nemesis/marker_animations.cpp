#include "nemesis/marker_animations.hpp"
#include "sprites.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <string>

#include "nemesis/palette.hpp"
#include "nemesis/room_tiles.hpp"
#include "nemesis/shapes.hpp"
#include "wording.hpp"

namespace nemesis::view {

namespace {

std::string noiseFace(NoiseResult r) {
  switch (r) {
    case NoiseResult::Silence: return "S";
    case NoiseResult::Danger: return "D";
    default: return std::to_string(static_cast<int>(r));
  }
}

}  // namespace

// The die tumbles for kDieTumbleSeconds whatever the animation's length, then shows its face and what it means
// (a Danger face stays a big moment's time: animation.cpp durationOf).
void drawNoiseRoll(const BoardFrame& f, const ev::NoiseRolled& e, float elapsed, float duration) {
  Pen& pen = f.pen;
  const Vec2 c = pen.at(f.layout.room(e.room).center());
  const float size = std::clamp(pen.px(46), 48.0f, 96.0f);
  static constexpr const char* kFaces[] = {"1", "3", "D", "2", "4", "S", "2", "1", "4", "3"};
  const float tumble = std::min(kDieTumbleSeconds, duration * 0.65f);
  if (elapsed < tumble) {
    // Tumbling: bounces with a dying height and flickers through faces.
    const float u = elapsed / tumble;
    const float bounce = std::abs(std::sin(u * std::numbers::pi_v<float> * 3)) * (1 - u) * size * 0.6f;
    const float squash = 1 - 0.15f * std::abs(std::sin(u * std::numbers::pi_v<float> * 6));
    const Vec2 p{c.x, c.y - bounce};
    pen.sprite(Sprite::DieBlank, p, size * squash);
    pen.text(kFaces[static_cast<int>(u * 24) % 10], Font::Large, {p.x, p.y + size * 0.04f}, kDark);
    return;
  }
  const bool danger = e.result == NoiseResult::Danger;
  const bool silence = e.result == NoiseResult::Silence;
  const SDL_Color tint = danger ? SDL_Color{255, 150, 140, 255} : silence ? SDL_Color{190, 210, 230, 255} : kWhite;
  pen.sprite(Sprite::DieBlank, c, size, tint);
  pen.text(noiseFace(e.result), Font::Large, {c.x, c.y + size * 0.04f}, kDark);
  const std::string caption = danger ? "Danger!" : silence ? "Silence" : "Noise " + noiseFace(e.result);
  pen.pill({c.x, c.y + size * 0.62f}, caption, Font::Bold, danger ? kDanger : kBadge, kWhite, kWhite);
}

void drawMarkerDrop(const BoardFrame& f, Sprite sprite, Vec2 world, float size, float t) {
  Pen& pen = f.pen;
  const float e = smooth(t);
  const Vec2 p = pen.at(world);
  pen.sprite(sprite, {p.x, p.y - (1 - e) * pen.px(40)}, size * (1 + 0.6f * (1 - e)),
             withAlpha(kWhite, 0.3f + 0.7f * e));
  if (t > 0.7f) pen.ring(p, size / 2 + (t - 0.7f) * 40, 2, withAlpha(kWhite, (1 - t) * 3));
}

void drawIconDrop(const BoardFrame& f, Sprite sprite, int r, BoardLayout::PieceIcon icon, float t) {
  using Icon = BoardLayout::PieceIcon;
  if (r < 0 || r >= f.board.roomCount()) return;
  SceneRoom s = f.room(r);
  if (icon == Icon::Fire) s.fire = true;
  if (icon == Icon::Malfunction) s.malfunction = true;
  const BoardLayout::Pieces at = f.piecesIn(r, s);
  drawMarkerDrop(f, sprite, at.icons[static_cast<std::size_t>(icon)], f.pen.px(at.iconSize), t);
}

// The drawn Intruder token, large on a disc: an Encounter's by its room; bag development draws for the whole ship
// (no room), so its token is shown at the board's centre.
void drawTokenDrawn(const BoardFrame& f, const ev::TokenDrawn& e, float t) {
  Pen& pen = f.pen;
  const bool inRoom = e.room >= 0 && e.room < f.board.roomCount();
  const Vec2 c = pen.at(inRoom ? f.layout.room(e.room).center() : f.layout.bounds().center());
  const std::string caption = e.room < 0 ? "Bag development" : "Encounter";
  const float appear = smooth(std::min(1.0f, t / 0.2f));
  const float fade = t > 0.85f ? 1 - (t - 0.85f) / 0.15f : 1.0f;
  const float radius = std::clamp(pen.px(40), 44.0f, 90.0f) * (0.5f + 0.5f * appear);
  rimmedDisc(pen, c, radius, 3, withAlpha(SDL_Color{34, 20, 46, 255}, fade), withAlpha(kIntruderRim, fade));
  if (e.type == IntruderType::Blank) {
    pen.text("Blank", Font::Large, c, withAlpha(kInk, fade));
  } else {
    pen.sprite(intruderSprite(e.type), {c.x, c.y - radius * 0.12f}, radius * 1.3f, withAlpha(kWhite, fade));
    pen.pill({c.x, c.y + radius * 0.72f}, std::string(nameOf(e.type)) + "  " + std::to_string(e.number), Font::Bold,
             withAlpha(kBadge, fade), withAlpha(kIntruderRim, fade), withAlpha(kInk, fade));
  }
  pen.pill({c.x, c.y - radius - 14}, caption, Font::Bold, withAlpha(kBadge, fade), withAlpha(kIntruderRim, fade),
           withAlpha(kInk, fade));
}

// The Closed Door token lifts away and the open one settles in its place.
void drawDoorOpening(const BoardFrame& f, int corridor, float t) {
  if (corridor < 0 || corridor >= f.board.corridorCount()) return;
  Pen& pen = f.pen;
  const Vec2 p = pen.at(f.layout.doorSlot(corridor));
  const float u = smooth(t);
  const float size = f.markerSize();
  pen.sprite(Sprite::DoorClosed, {p.x, p.y - u * size * 0.6f}, size * (1 + 0.3f * u), withAlpha(kWhite, 1 - u));
  pen.sprite(Sprite::DoorOpen, p, size * (0.7f + 0.3f * (1 - u)), withAlpha(kWhite, u));
  pen.ring(p, size * (0.4f + 0.6f * u), 2, withAlpha(kDecision, 1 - u));
}

// The Closed Door shakes, then bursts and lies broken.
void drawDoorBreaking(const BoardFrame& f, int corridor, float t) {
  Pen& pen = f.pen;
  const Vec2 p = pen.at(f.layout.doorSlot(corridor));
  const float size = f.markerSize();
  if (t < 0.6f) {
    const float shake = std::sin(t * 70) * 3 * (1 - t);
    pen.sprite(Sprite::DoorClosed, {p.x + shake, p.y}, size * (1 + 0.2f * t));
    return;
  }
  const float u = (t - 0.6f) / 0.4f;
  pen.ring(p, size * (0.5f + u), 3, withAlpha(SDL_Color{255, 200, 120, 255}, 1 - u));
  pen.sprite(Sprite::DoorDestroyed, p, size * (1.3f - 0.3f * u));
}

// The tile turns over: its back squeezes to an edge, and its face opens out.
void drawRoomFlip(const BoardFrame& f, const ev::RoomRevealed& e, float t) {
  SceneRoom s = f.room(e.room);
  if (t < 0.5f) {
    s.explored = false;
    drawTile(f, e.room, s, 1 - 2 * t);
  } else {
    s.explored = true;
    s.tile = e.tile;
    drawTile(f, e.room, s, 2 * t - 1);
  }
}

// The exploration token spins in its slot, and what it says is shown over the room.
void drawExplorationReveal(const BoardFrame& f, const ev::ExplorationRevealed& e, float t) {
  Pen& pen = f.pen;
  const BoardLayout::Pieces at = f.piecesIn(e.room, f.room(e.room));
  const Vec2 p = pen.at(at.icons[static_cast<std::size_t>(BoardLayout::PieceIcon::Items)]);
  const float k = std::abs(std::cos(t * std::numbers::pi_v<float>));
  pen.sprite(Sprite::ExplorationBack, p, pen.px(at.iconSize) * 1.6f, kWhite, std::max(0.05f, k));
  const Vec2 c = pen.at(f.layout.room(e.room).center());
  pen.pill({c.x, c.y - pen.px(6)}, std::string(nameOf(e.effect)) + "  (" + counted(e.items, "item", "items") + ")",
           Font::Bold, withAlpha(kBadge, 0.9f), kDecision, kInk);
}

}  // namespace nemesis::view
