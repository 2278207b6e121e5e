#include "nemesis/miniatures.hpp"
#include "sprites.hpp"

#include <algorithm>
#include <array>

#include "class_palette.hpp"
#include "nemesis/palette.hpp"
#include "nemesis/shapes.hpp"

namespace nemesis::view {

namespace {

const char* intruderLabel(IntruderType t) {
  switch (t) {
    case IntruderType::Larva: return "L";
    case IntruderType::Creeper: return "C";
    case IntruderType::Adult: return "A";
    case IntruderType::Breeder: return "B";
    case IntruderType::Queen: return "Q";
    case IntruderType::Blank: return "-";
  }
  return "?";
}

// Share of its slot a miniature fills by type: the silhouettes differ in shape, and size backs that up.
// The silhouette inside its token: the types' sizes still tell a Larva from a Queen, but the smallest fills most of
// its disc, so no Intruder is a speck on the board (issue 24).
float typeScale(IntruderType t) {
  switch (t) {
    case IntruderType::Larva: return 0.8f;
    case IntruderType::Creeper: return 0.86f;
    case IntruderType::Adult: return 0.92f;
    case IntruderType::Breeder: return 0.96f;
    case IntruderType::Queen: return 1.0f;
    case IntruderType::Blank: break;
  }
  return 0.8f;
}

// What a character carries, on or beside the miniature, each with its own shape: wounds as pips under it
// (a light wound a round pip, a serious one a square), a Larva at the lower right, and Combat (Intruders in
// the room) as a red diamond with "!" at the left. The corners are taken: the First Player token (upper left),
// Slime or "Zz" (upper right), the Passed chip (lower left).
void drawConditions(const BoardFrame& f, const SceneCharacter& ch, Vec2 p, float size) {
  Pen& pen = f.pen;
  const int pips = ch.lightWounds + ch.seriousWounds;
  if (pips > 0) {
    const float pip = std::max(4.0f, size * 0.16f);
    const float step = pip + 1.5f;
    float x = p.x - step * static_cast<float>(pips - 1) / 2;
    const float y = p.y + size * 0.5f - pip * 0.3f;
    for (int i = 0; i < pips; ++i, x += step) {
      if (i < ch.seriousWounds) {
        rimmedSquare(pen, {x, y}, pip / 2, kWound);
      } else {
        rimmedDisc(pen, {x, y}, pip / 2, 1, kInjury, kDark);
      }
    }
  }
  if (ch.larva) pen.sprite(Sprite::Larva, {p.x + size * 0.45f, p.y + size * 0.3f}, size * 0.45f);
  const bool combat = std::any_of(f.scene.intruders.begin(), f.scene.intruders.end(),
                                  [&](const SceneIntruder& in) { return in.room == ch.room; });
  if (combat) {
    const Vec2 c{p.x - size * 0.45f, p.y};
    const float r = std::max(4.5f, size * 0.17f);
    const std::array<Vec2, 4> rim{Vec2{c.x, c.y - r - 1.5f}, Vec2{c.x + r + 1.5f, c.y}, Vec2{c.x, c.y + r + 1.5f},
                                  Vec2{c.x - r - 1.5f, c.y}};
    const std::array<Vec2, 4> face{Vec2{c.x, c.y - r}, Vec2{c.x + r, c.y}, Vec2{c.x, c.y + r}, Vec2{c.x - r, c.y}};
    pen.convex(rim, kDark);
    pen.convex(face, kDanger);
    pen.text("!", Font::Small, c, kDark);
  }
}

}  // namespace

SDL_Color classColour(CharacterClass c) {
  const ClassRgb k = classRgb(c);
  return {k.r, k.g, k.b, 255};
}

// Three classes start with S, so the label takes a second letter where the first is shared.
const char* classLabel(CharacterClass c) {
  switch (c) {
    case CharacterClass::Captain: return "C";
    case CharacterClass::Scout: return "Sc";
    case CharacterClass::Soldier: return "So";
    case CharacterClass::Mechanic: return "M";
    case CharacterClass::Pilot: return "P";
    case CharacterClass::Scientist: return "Si";
  }
  return "?";
}

void drawCharacters(const BoardFrame& f, const Overrides& o, int activeCharacter) {
  for (int r = 0; r < f.board.roomCount(); ++r) {
    const auto here = f.charactersIn(r);
    const BoardLayout::Pieces at = f.piecesIn(r, f.room(r));
    for (std::size_t i = 0; i < here.size(); ++i) {
      const int c = here[i];
      if (Overrides::has(o.movingCharacters, c) || Overrides::has(o.dyingCharacters, c)) continue;
      drawCharacter(f, c, f.pen.at(at.characters[i]), f.pen.px(at.characterSize), c == activeCharacter);
    }
  }
}

void drawCharacter(const BoardFrame& f, int c, Vec2 p, float size, bool active) {
  Pen& pen = f.pen;
  const Scene& scene = f.scene;
  const SceneCharacter& ch = scene.characters[static_cast<std::size_t>(c)];
  if (active) {
    pen.disc(p, size * 0.56f + 2, SDL_Color{255, 255, 255, 60});
    pen.ring(p, size * 0.56f + 1, 2.0f, kWhite);
  }
  SDL_Color tint = ch.alive ? classColour(ch.cls) : SDL_Color{110, 110, 110, 200};
  if (ch.alive && ch.passed && scene.timed) tint = mixColor(tint, kPassed, 0.45f);  // done for the round
  pen.sprite(characterSprite(ch.cls), p, size, tint);
  if (f.detail()) pen.text(classLabel(ch.cls), Font::Small, {p.x, p.y + size * 0.12f}, kDark);
  if (!ch.alive) {
    const float k = size * 0.35f;
    pen.line({p.x - k, p.y - k}, {p.x + k, p.y + k}, 2, kDanger);
    pen.line({p.x - k, p.y + k}, {p.x + k, p.y - k}, 2, kDanger);
  }
  if (ch.slime) pen.sprite(Sprite::Slime, {p.x + size * 0.42f, p.y - size * 0.35f}, size * 0.5f);
  if (ch.hibernated) pen.text("Zz", Font::Small, {p.x + size * 0.45f, p.y - size * 0.45f}, kWhite);
  if (ch.alive) drawConditions(f, ch, p, size);
  // Rounds only: in free play nobody passes and the First Player token means nothing.
  if (!scene.timed || !ch.alive || ch.hibernated) return;
  // Small miniatures (the whole ship in view) get the compact marks: chips would cover their neighbours.
  const bool roomy = size >= 24.0f;
  if (ch.passed) {
    // Out for the rest of the round: a grey ring, and a "P" chip at the lower left when there is room.
    pen.ring(p, size * 0.6f, 2.0f, kPassed);
    if (roomy) {
      chip(pen, {p.x - size * 0.45f, p.y + size * 0.4f}, std::max(5.5f, size * 0.18f), 1, kPassed, "P", Font::Small);
    }
  }
  if (c == scene.firstPlayer) {
    // A small brass "1" in the corner, off the figure's head (a "1st" pill there hid the miniature).
    chip(pen, {p.x - size * 0.5f, p.y - size * 0.45f}, std::max(5.5f, size * 0.17f), 1, kFirstPlayer, "1", Font::Small);
  }
}

void drawIntruders(const BoardFrame& f, const Overrides& o) {
  for (int r = 0; r < f.board.roomCount(); ++r) {
    const auto here = f.intrudersIn(r);
    const BoardLayout::Pieces at = f.piecesIn(r, f.room(r));
    for (std::size_t i = 0; i < here.size(); ++i) {
      const SceneIntruder& in = f.scene.intruders[here[i]];
      if (Overrides::has(o.movingIntruders, in.id)) continue;
      // In Combat with every character in its room (RULES.md: a character in a room with an Intruder is in Combat).
      drawIntruder(f, in.type, f.pen.at(at.intruders[i]), f.pen.px(at.intruderSize), 1.0f, !f.charactersIn(r).empty());
    }
  }
}

// An Intruder is the threat the player looks for first: its silhouette stands on a dark token in a violet band with
// a pale edge, which stands out on every tile (explored, face down, lit by a highlight) and against the characters'
// class colours; in Combat the band turns to the danger red and a red diamond with "!" (the characters' own Combat
// mark) sits at its upper left, so Combat is told by shape as well as colour.
void drawIntruder(const BoardFrame& f, IntruderType t, Vec2 p, float slot, float scale, bool combat) {
  const float radius = slot * 0.5f * scale;
  if (scale >= 0.2f) {
    // Inside its slot: the pale edge, the band within it, the dark disc within the band.
    const float band = std::max(1.5f, slot * 0.08f) * std::min(scale, 1.0f);
    const float edge = std::max(1.0f, band * 0.45f);
    rimmedDisc(f.pen, p, radius - edge - band, band, kIntruderToken, combat ? kDanger : kIntruderHalo);
    f.pen.ring(p, radius - edge / 2, edge, kIntruderRim);
  }
  f.pen.sprite(intruderSprite(t), p, slot * typeScale(t) * scale * 0.86f);
  if (!f.detail() || scale < 0.5f) return;
  if (combat) {
    // At the token's upper left, inside its own slot: a neighbour's token is never covered.
    const Vec2 c{p.x - radius * 0.62f, p.y - radius * 0.62f};
    const float r = std::max(4.5f, slot * 0.15f);
    const std::array<Vec2, 4> rimShape{Vec2{c.x, c.y - r - 1.5f}, Vec2{c.x + r + 1.5f, c.y}, Vec2{c.x, c.y + r + 1.5f},
                                       Vec2{c.x - r - 1.5f, c.y}};
    const std::array<Vec2, 4> face{Vec2{c.x, c.y - r}, Vec2{c.x + r, c.y}, Vec2{c.x, c.y + r}, Vec2{c.x - r, c.y}};
    f.pen.convex(rimShape, kDark);
    f.pen.convex(face, kDanger);
    f.pen.text("!", Font::Small, c, kDark);
  }
  // The type letter on a chip at the lower right: shape and letter, never colour alone.
  ringedChip(f.pen, {p.x + slot * 0.38f, p.y + slot * 0.3f}, std::max(5.5f, slot * 0.25f), SDL_Color{30, 14, 40, 255},
             1.0f, kIntruderRim, intruderLabel(t), Font::Small, kWhite);
}

}  // namespace nemesis::view
