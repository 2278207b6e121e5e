#include "nemesis/piece_animations.hpp"
#include "sprites.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <vector>

#include "nemesis/miniatures.hpp"
#include "nemesis/palette.hpp"

namespace nemesis::view {

namespace {

// Slot, along the corridor (from the right end), slot; through the hatches for the Technical Corridors.
std::vector<Vec2> slidePath(const BoardFrame& f, int from, int to, int corridor, Vec2 a, Vec2 b) {
  std::vector<Vec2> path{a};
  if (corridor >= 0 && corridor < f.board.corridorCount()) {
    const auto& c = f.layout.corridorPath(corridor);
    if (f.board.corridor(corridor).rooms[0] == from) {
      path.insert(path.end(), c.begin(), c.end());
    } else {
      path.insert(path.end(), c.rbegin(), c.rend());
    }
  } else if (f.board.isTechSpace(corridor) && f.board.room(from).techEntrance && f.board.room(to).techEntrance) {
    path.push_back(f.layout.techEntrance(from));
    path.push_back(f.layout.techEntrance(to));
  }
  path.push_back(b);
  return path;
}

// The point `t` of the way along a path, by length.
Vec2 along(const std::vector<Vec2>& path, float t) {
  float total = 0;
  for (std::size_t i = 1; i < path.size(); ++i) total += (path[i] - path[i - 1]).length();
  float s = total * std::clamp(t, 0.0f, 1.0f);
  for (std::size_t i = 1; i < path.size(); ++i) {
    const float l = (path[i] - path[i - 1]).length();
    if (s <= l && l > 0) return lerp(path[i - 1], path[i], s / l);
    s -= l;
  }
  return path.back();
}

// A hit on a piece `size` pixels wide: a glow that swells and fades with the animation, and a ring spreading out
// from it. Fractions of the size: where the glow starts and how strong it gets, where the ring starts and how far
// it spreads.
struct Flash {
  float glowFrom;
  float glowAlpha;
  float ringFrom;
  float ringSpread;
};
void flash(Pen& pen, Vec2 p, float size, SDL_Color colour, float t, Flash shape) {
  const float pulse = std::sin(t * std::numbers::pi_v<float>);
  pen.disc(p, size * (shape.glowFrom + 0.3f * pulse), withAlpha(colour, shape.glowAlpha * pulse));
  pen.ring(p, size * (shape.ringFrom + shape.ringSpread * t), 2.5f, withAlpha(colour, 1 - t));
}

// A big moment's caption (a Surprise Attack, an attack card, a death): bold, by the piece or room it concerns,
// drawn at every zoom; it fades in and out at the ends of its animation.
void bigCaption(const BoardFrame& f, Vec2 world, const std::string& text, SDL_Color fill, float t) {
  const float alpha = std::min({1.0f, t / 0.08f, (1.0f - t) / 0.12f});
  if (alpha <= 0.0f) return;
  const Vec2 p = f.pen.at(world);
  f.pen.pill({p.x, p.y - std::max(f.charSize() * 1.25f, 26.0f)}, text, Font::Bold, withAlpha(fill, 0.95f * alpha),
             withAlpha(kWhite, alpha), withAlpha(kWhite, alpha));
}

}  // namespace

void drawCharacterMove(const BoardFrame& f, const ev::CharacterMoved& e, float t, bool active) {
  const Vec2 p = along(slidePath(f, e.from, e.to, e.corridor, f.characterTarget(e.character, e.from),
                                 f.characterTarget(e.character, e.to)),
                       smooth(t));
  drawCharacter(f, e.character, f.pen.at(p), f.charSize(), active);
}

void drawIntruderMove(const BoardFrame& f, const ev::IntruderMoved& e, float t) {
  const Vec2 p = along(
      slidePath(f, e.from, e.to, e.corridor, f.intruderTarget(e.intruder, e.from), f.intruderTarget(e.intruder, e.to)),
      smooth(t));
  drawIntruder(f, e.type, f.pen.at(p), f.intrSize(), 1.0f);
}

// It grows into the next free slot of its room inside a fading red ring.
void drawIntruderPlaced(const BoardFrame& f, const ev::IntruderPlaced& e, float t) {
  const BoardLayout::Pieces at = f.piecesIn(e.room, f.room(e.room), 0, 1);
  const Vec2 p = f.pen.at(at.intruders.back());
  const float size = f.pen.px(at.intruderSize);
  f.pen.ring(p, size * (0.4f + t), 2.0f, withAlpha(kDanger, 1 - t));
  drawIntruder(f, e.type, p, size, std::max(0.05f, easeOutBack(t)));
}

// Into the Technical Corridors: the Intruder slides to its room's hatch and shrinks away through it.
void drawIntoDucts(const BoardFrame& f, const ev::IntruderEnteredDucts& e, float t) {
  if (e.from < 0 || e.from >= f.board.roomCount()) return;
  const Vec2 start = f.intruderTarget(e.intruder, e.from);
  const bool hasHatch = f.board.room(e.from).techEntrance;
  const Vec2 end = hasHatch ? f.layout.techEntrance(e.from) : start;
  const float slide = smooth(std::min(1.0f, t / 0.6f));
  const float shrink = t < 0.5f ? 1.0f : 1 - smooth((t - 0.5f) / 0.5f);
  const Vec2 p = f.pen.at(lerp(start, end, slide));
  if (hasHatch) f.pen.ring(f.pen.at(end), std::max(6.0f, f.pen.px(9)), 2, withAlpha(kEscape, 1 - shrink * 0.3f));
  drawIntruder(f, e.type, p, f.intrSize(), std::max(0.05f, shrink));
}

// Fire (or another Event phase rule) injures an Intruder: an orange pulse and its Injury count.
void drawInjury(const BoardFrame& f, const ev::IntruderInjured& e, float t) {
  if (e.room < 0 || e.room >= f.board.roomCount()) return;
  const Vec2 p = f.pen.at(f.intruderTarget(e.intruder, e.room));
  flash(f.pen, p, f.intrSize(), kInjury, t, Flash{0.55f, 0.5f, 0.5f, 0.6f});
  f.pen.pill({p.x, p.y - f.intrSize() * 0.95f}, "Injury " + std::to_string(e.injuries), Font::Small,
             withAlpha(SDL_Color{96, 44, 8, 255}, 0.9f), kInjury, kWhite);
}

void drawWound(const BoardFrame& f, int character, float t, const std::string& caption) {
  if (character < 0 || static_cast<std::size_t>(character) >= f.scene.characters.size()) return;
  const int r = f.scene.characters[static_cast<std::size_t>(character)].room;
  const Vec2 p = f.pen.at(f.characterTarget(character, r));
  flash(f.pen, p, f.charSize(), kWound, t, Flash{0.6f, 0.55f, 0.6f, 0.5f});
  if (f.detail()) {
    f.pen.pill({p.x, p.y - f.charSize() * 1.1f}, caption, Font::Small, withAlpha(SDL_Color{90, 10, 10, 255}, 0.9f),
               kWound, kWhite);
  }
}

void drawAttackCard(const BoardFrame& f, const ev::AttackCardDrawn& e, float t) {
  drawWound(f, e.character, t, {});
  bigCaption(f, f.characterAt(e.character),
             "Attack card: " + std::string(nameOf(e.kind)) + (e.hit ? " \u2014 hit" : " \u2014 miss"),
             e.hit ? kDanger : kBadge, t);
}

// "Surprise Attack!": the drawn token's number beat the hand, by the room of the Encounter.
void drawSurprise(const BoardFrame& f, const ev::SurpriseCheck& e, float t) {
  const Vec2 at =
      e.room >= 0 && e.room < f.board.roomCount() ? f.layout.room(e.room).center() : f.characterAt(e.character);
  f.pen.ring(f.pen.at(at), std::clamp(f.pen.px(40), 40.0f, 90.0f) * (0.8f + 0.4f * t), 3.0f, withAlpha(kDanger, 1 - t));
  bigCaption(f, at, "Surprise Attack! hand " + std::to_string(e.handSize) + " < token " + std::to_string(e.tokenNumber),
             kDanger, t);
}

// The miniature greys, sinks and fades over its corpse.
void drawDeath(const BoardFrame& f, const ev::CharacterDied& e, float t) {
  const auto here = f.charactersIn(e.room);
  const auto it = std::find(here.begin(), here.end(), e.character);
  const int i = it == here.end() ? 0 : static_cast<int>(it - here.begin());
  const BoardLayout::Pieces at = f.piecesIn(e.room, f.room(e.room));
  const Vec2 p = f.pen.at(at.characters[static_cast<std::size_t>(i)]);
  const float size = f.pen.px(at.characterSize);
  const SceneCharacter& ch = f.scene.characters[static_cast<std::size_t>(e.character)];
  const SDL_Color tint = mixColor(classColour(ch.cls), SDL_Color{90, 90, 90, 255}, t);
  f.pen.sprite(characterSprite(ch.cls), {p.x, p.y + f.pen.px(4) * t}, size, withAlpha(tint, 1 - 0.6f * t));
  f.pen.sprite(Sprite::Corpse, p, size * 1.3f, withAlpha(kWhite, t));
  bigCaption(f, f.characterAt(e.character), std::string(nameOf(ch.cls)) + " dies", kDanger, t);
}

}  // namespace nemesis::view
