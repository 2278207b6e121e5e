#include "nemesis/highlights.hpp"

#include <algorithm>
#include <array>
#include <cmath>

#include "nemesis/board_labels.hpp"
#include "nemesis/palette.hpp"
#include "nemesis/room_tiles.hpp"
#include "nemesis/shapes.hpp"

namespace nemesis::view {

namespace {

// An outline around room r, `by` world units out; the room's number stays on top of it.
void outlineRoom(const BoardFrame& f, int r, float by, float thick, SDL_Color c) {
  f.pen.frame(grow(f.layout.room(r), by), thick, c);
  drawRoomNumber(f, r);
}

// A passage outlined: the Technical Corridors box `by` world units out, or a corridor stroked `width` pixels wide.
// True when it is a corridor (nothing is drawn for no passage).
bool outlinePassage(const BoardFrame& f, PassageId p, float by, float thick, float width, SDL_Color c) {
  if (f.board.isTechSpace(p)) {
    f.pen.frame(grow(f.layout.techSpace(), by), thick, c);
    return false;
  }
  if (p < 0 || p >= f.board.corridorCount()) return false;
  strokePath(f.pen, f.layout.corridorPath(p), width, c);
  return true;
}

// A lesson's highlights: what the step is about is outlined, pulsing, and the rooms it is not about are
// dimmed a little so the eye goes to it.
void lessonHighlights(const BoardFrame& f, const Highlights& hl) {
  if (!hl.lesson()) return;
  Pen& pen = f.pen;
  const auto in = [](const auto& list, auto value) { return std::find(list.begin(), list.end(), value) != list.end(); };
  if (!hl.lessonRooms.empty()) {
    for (int r = 0; r < f.board.roomCount(); ++r) {
      if (!in(hl.lessonRooms, r)) pen.fill(f.layout.room(r), SDL_Color{8, 10, 14, 90});
    }
  }
  const float pulse = std::clamp(hl.lessonPulse, 0.0f, 1.0f);
  const SDL_Color colour{kLesson.r, kLesson.g, kLesson.b, static_cast<Uint8>(120 + 135 * pulse)};
  const float thick = std::max(2.0f, pen.px(3 + 2 * pulse));
  for (const int r : hl.lessonRooms) {
    if (r >= 0 && r < f.board.roomCount()) outlineRoom(f, r, 4 + 3 * pulse, thick, colour);
  }
  for (const PassageId p : hl.lessonCorridors) {
    outlinePassage(f, p, 3 + 2 * pulse, thick, std::max(3.0f, pen.px(4 + 3 * pulse)), colour);
  }
  for (const int c : hl.lessonCharacters) {
    if (c < 0 || c >= static_cast<int>(f.scene.characters.size())) continue;
    const int room = f.scene.characters[static_cast<std::size_t>(c)].room;
    if (room < 0 || room >= f.board.roomCount()) continue;
    pen.ring(pen.at(f.characterTarget(c, room)), f.charSize() * (0.62f + 0.08f * pulse), thick, colour);
  }
}

// A risk map figure in the lower part of its room: the number on a pill, between two hatched bands whose stripes
// are closer the likelier the risk (none at 0), at a size that reads at any zoom.
void riskSpot(const BoardFrame& f, const RiskSpot& spot) {
  if (spot.room < 0 || spot.room >= f.board.roomCount()) return;
  Pen& pen = f.pen;
  const Rect r = f.layout.room(spot.room);
  const Vec2 centre = pen.at({r.x + r.w / 2, r.y + r.h * 0.74f});
  const float textW = static_cast<float>(pen.textWidth(spot.label, Font::Bold));
  const float h = static_cast<float>(pen.textHeight(spot.label, Font::Bold)) + 8;
  const float band = h;
  const float w = textW + 10 + 2 * band;
  const SDL_FRect box{std::round(centre.x - w / 2), std::round(centre.y - h / 2), std::round(w), std::round(h)};
  pen.fillScreen(box, kDark);
  constexpr std::array<float, 5> kGap = {0, 8, 5, 3, 2};  // pixels between stripes, by density
  const int density = std::clamp(spot.density, 0, 4);
  if (density > 0) {
    const float gap = kGap[static_cast<std::size_t>(density)];
    for (const float from : {box.x, box.x + box.w - band}) {
      for (float x = from + 1; x < from + band - 1; x += gap) pen.fillScreen({x, box.y + 2, 1, box.h - 4}, kLog);
    }
  }
  pen.frameScreen(box, 1, kLog);
  pen.pill(centre, spot.label, Font::Bold, kBadge, kLog, kInk);
}

}  // namespace

SDL_Color outlineColour(Outline o) {
  switch (o) {
    case Outline::Destination: return kDestination;
    case Outline::Escape: return kEscape;
    case Outline::Hover: return kHover;
    case Outline::Log: return kLog;
    case Outline::Decision: return kDecision;
    case Outline::Lesson: return kLesson;
  }
  return kWhite;
}

void drawHighlights(const BoardFrame& f, const Highlights& hl, const LabelPlacer& labels) {
  Pen& pen = f.pen;
  const auto onBoard = [&](int r) { return r >= 0 && r < f.board.roomCount(); };
  lessonHighlights(f, hl);
  const float thick = std::max(2.0f, pen.px(3));
  if (onBoard(hl.hoverRoom)) outlineRoom(f, hl.hoverRoom, 3, std::max(1.5f, pen.px(2)), kHover);
  // The keyboard's choice: a double outline, wider than the hover's, so it reads without colour too.
  if (onBoard(hl.focusRoom)) {
    outlineRoom(f, hl.focusRoom, 5, thick, kHover);
    outlineRoom(f, hl.focusRoom, 9, std::max(1.5f, pen.px(2)), kHover);
  }
  for (const Destination& d : hl.destinations) {
    if (!onBoard(d.room)) continue;
    const Rect r = f.layout.room(d.room);
    const SDL_Color color = d.escape ? kEscape : kDestination;
    outlineRoom(f, d.room, 2, thick, color);
    // The cost's disc holds its figure at any UI scale (the font grows with it, the tile with the zoom).
    const std::string cost = std::to_string(d.cost);
    const auto costW = static_cast<float>(pen.textWidth(cost, Font::Bold));
    const auto costH = static_cast<float>(pen.textHeight(cost, Font::Bold));
    chip(pen, pen.at({r.x + r.w, r.y}), std::max({8.0f * f.ui(), pen.px(9), costW / 2 + 3, 0.45f * costH}), 1.5f, color,
         cost, Font::Bold);
    if (d.escape && f.detail()) {
      pen.pill(pen.at({r.x + r.w / 2, r.y - 7}), "Escape", Font::Small, kEscape, kDark, kDark);
    }
  }
  for (const RiskSpot& spot : hl.risk) riskSpot(f, spot);
  if (onBoard(hl.logRoom)) outlineRoom(f, hl.logRoom, 5, thick, kLog);
  if (outlinePassage(f, hl.logPassage, 3, thick, std::max(3.0f, pen.px(5)), kLog)) {
    pen.ring(pen.at(f.layout.noiseSlot(hl.logPassage)), f.markerSize() / 2 + 3, 2.5f, kLog);
  }
  if (onBoard(hl.decisionRoom)) {
    outlineRoom(f, hl.decisionRoom, 3, thick, kDecision);
    for (const int n : hl.decisionNumbers) {
      if (n < 1 || n > 4) continue;
      const PassageId p = f.board.exit(hl.decisionRoom, n);
      if (p == kNoPassage) continue;
      outlinePassage(f, p, 3, thick, std::max(3.0f, pen.px(5)), kDecision);
      numberPill(f, numbersAt(f, labels, p, hl.decisionRoom), std::to_string(n), true);
    }
  }
}

}  // namespace nemesis::view
