// The Enormity board painter (grid_painter.hpp): flat shapes and text through the shared Pen, so it stays fast on
// the software renderer. The map is a few dozen squares: everything is drawn every frame.
#include "enormity/grid_painter.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <string>

#include "engine/enormity/queries.hpp"
#include "engine/kernel/overloaded.hpp"
#include "enormity/grid_palette.hpp"
#include "pen.hpp"

namespace nemesis::view::enormity {

namespace {

constexpr float kPi = 3.14159265f;

Vec2 unitOf(en::Direction d) {
  switch (d) {
    case en::Direction::North: return {0, -1};
    case en::Direction::East: return {1, 0};
    case en::Direction::South: return {0, 1};
    case en::Direction::West: return {-1, 0};
  }
  return {0, -1};
}

SDL_Color dieFill(en::DieColour c) {
  switch (c) {
    case en::DieColour::White: return kDieWhite;
    case en::DieColour::Red: return kDieRed;
    case en::DieColour::Black: return kDieBlack;
  }
  return kDieWhite;
}

const char* dieLetter(en::DieColour c) {
  switch (c) {
    case en::DieColour::White: return "W";
    case en::DieColour::Red: return "R";
    case en::DieColour::Black: return "B";
  }
  return "?";
}

std::string stageName(en::RollStage stage) {
  switch (stage) {
    case en::RollStage::None: return "rolling";
    case en::RollStage::Confidence: return "Confidence re-rolls";
    case en::RollStage::Stress: return "Stress re-rolls";
    case en::RollStage::Discipline: return "bonus and Discipline";
    case en::RollStage::Assign: return "assign the results";
    case en::RollStage::Moving: return "the Blips move";
  }
  return "";
}

std::string upperInitial(const std::string& name) {
  if (name.empty()) return "?";
  return std::string(1, static_cast<char>(std::toupper(static_cast<unsigned char>(name.front()))));
}

// The regular polygon with `n` corners around `c` (screen), the first corner at angle `start`.
template <std::size_t N>
std::array<Vec2, N> polygon(Vec2 c, float radius, float start) {
  std::array<Vec2, N> pts{};
  for (std::size_t i = 0; i < N; ++i) {
    const float a = start + 2 * kPi * static_cast<float>(i) / static_cast<float>(N);
    pts[i] = {c.x + radius * std::cos(a), c.y + radius * std::sin(a)};
  }
  return pts;
}

// One frame: the presented state, what is playing, the highlights.
class Frame {
 public:
  Frame(Pen& pen, const EnormityPresentation& p, const GridHighlights& h, float uiScale)
      : pen_(pen), s_(p.state()), h_(h), ui_(uiScale), playing_(p.playing()) {
    if (playing_) {
      const float t = playing_->t;
      std::visit(Overloaded{
                     [&](const en::ev::BlipMoved& x) { slide(x.blip, x.from, x.to, t); },
                     [&](const en::ev::BlipPushed& x) { slide(x.blip, x.from, x.to, t); },
                     [&](const en::ev::SpacerMoved& x) {
                       movingSpacer_ = x.spacer;
                       spacerAt_ = lerp(spaceCentre(x.from), spaceCentre(x.to), smooth(t));
                     },
                     [&](const en::ev::BlipTurned& x) {
                       if (t >= 0.5f) turned_ = x;
                     },
                     [&](const en::ev::PriorityTargetTaken&) { hidePriorityTarget_ = true; },
                     [](const auto&) {},
                 },
                 playing_->event->data);
    }
  }

  // --- the map --------------------------------------------------------------------------------------------

  void map() {
    const en::Map& m = s_.topo();
    const float hatchWidth = std::max(1.0f, pen_.px(1.5f));
    for (int y = 0; y < m.height; ++y) {
      for (int x = 0; x < m.width; ++x) {
        const en::Space sp{x, y};
        const Rect r = spaceRect(sp);
        if (m.isFloor(sp)) {
          pen_.fill(r, kFloor);
          continue;
        }
        // Out of bounds: darker, and hatched, so it reads without colour.
        pen_.fill(r, kVoid);
        constexpr int kHatches = 6;
        for (int k = 1; k < 2 * kHatches; ++k) {
          const float c = kSpace * static_cast<float>(k) / kHatches;  // the line x + y = c inside the square
          const Vec2 a{r.x + std::max(0.0f, c - kSpace), r.y + c - std::max(0.0f, c - kSpace)};
          const Vec2 b{r.x + std::min(c, kSpace), r.y + c - std::min(c, kSpace)};
          pen_.line(pen_.at(a), pen_.at(b), hatchWidth, kHatch);
        }
      }
    }
    // The grid lines and their intersections: where Blips stand and travel.
    const float lineWidth = std::max(1.0f, std::round(pen_.px(1.5f)));
    const Vec2 topLeft = pen_.at({0, 0});
    const Vec2 bottomRight = pen_.at(intersectionAt({m.width, m.height}));
    for (int x = 0; x <= m.width; ++x) {
      const float sx = pen_.at(intersectionAt({x, 0})).x;
      pen_.fillScreen({sx - lineWidth / 2, topLeft.y, lineWidth, bottomRight.y - topLeft.y}, kGrid);
    }
    for (int y = 0; y <= m.height; ++y) {
      const float sy = pen_.at(intersectionAt({0, y})).y;
      pen_.fillScreen({topLeft.x, sy - lineWidth / 2, bottomRight.x - topLeft.x, lineWidth}, kGrid);
    }
    const float dot = std::max(1.5f, pen_.px(3.0f));
    for (int y = 0; y <= m.height; ++y) {
      for (int x = 0; x <= m.width; ++x) pen_.disc(pen_.at(intersectionAt({x, y})), dot, kMapEdge);
    }
  }

  void spawnPoints() {
    const en::Map& m = s_.topo();
    const float r = pen_.px(0.24f * kSpace);
    for (const en::Point& p : m.spawnPoints) {
      const Vec2 c = pen_.at(intersectionAt(p));
      pen_.ring(c, r, std::max(2.0f, pen_.px(2.5f)), kSpawn);
      // The "S" sits off the intersection, so a Blip standing on the spawn point does not hide it.
      pen_.pill({c.x - r * 0.95f, c.y - r * 0.95f}, "S", Font::Small, kBadge, kSpawn, kSpawn);
    }
  }

  // --- pieces ---------------------------------------------------------------------------------------------

  void intruders() {
    for (const en::Intruder& i : s_.intruders) intruder(i.id, spaceCentre(i.space), 1.0f);
  }

  void intruder(int id, Vec2 world, float scale) {
    const Vec2 c = pen_.at(world);
    const float size = pen_.px(0.78f * kSpace) * scale;
    if (size < 1) return;
    pen_.sprite(Sprite::Stalker, c, size, kIntruder);
    if (scale > 0.6f) {
      pen_.pill({c.x, c.y + size * 0.5f}, "Intruder " + std::to_string(id), Font::Small, kBadge, kIntruder, kInk);
    }
  }

  void spacers() {
    for (int i = 0; i < s_.spacerCount(); ++i) {
      const en::Spacer& sp = s_.spacer(i);
      if (!sp.alive) continue;  // dead Spacers leave the board
      const Vec2 world = i == movingSpacer_ ? spacerAt_ : spaceCentre(sp.space);
      spacer(i, world, 1.0f);
    }
  }

  [[nodiscard]] float spacerRadius() const { return pen_.px(0.3f * kSpace); }

  void spacer(int i, Vec2 world, float alpha) {
    const en::Spacer& sp = s_.spacer(i);
    const SDL_Color colour = kSpacerColours[static_cast<std::size_t>(i) % kSpacerColours.size()];
    const Vec2 c = pen_.at(world);
    const float r = spacerRadius();
    if (i == h_.activeSpacer) pen_.ring(c, r + 5, 3, withAlpha(kWhite, alpha));
    pen_.disc(c, r + 2, withAlpha(kDark, alpha));
    pen_.disc(c, r, withAlpha(colour, alpha));
    pen_.text(upperInitial(sp.name), Font::Bold, c, withAlpha(kDark, alpha));
    pen_.pill({c.x, c.y + r + 9}, sp.name, Font::Small, withAlpha(kBadge, alpha), withAlpha(colour, alpha),
              withAlpha(kInk, alpha));
    // Stress: a red badge with the count, on the disc's upper right.
    pen_.pill({c.x + r * 0.85f, c.y - r * 0.85f}, std::to_string(sp.stress), Font::Small, withAlpha(kStress, alpha),
              withAlpha(kWhite, alpha), withAlpha(kWhite, alpha));
    if (s_.priorityTarget == i && !hidePriorityTarget_) priorityTarget({c.x - r * 0.9f, c.y - r * 0.9f}, alpha);
  }

  // The Priority Target marker: a brass diamond labelled "PT" (no other piece is a diamond).
  void priorityTarget(Vec2 c, float alpha) {
    const float w = static_cast<float>(pen_.textWidth("PT", Font::Small));
    const float half = w * 0.8f + 4;
    const std::array<Vec2, 4> outer{Vec2{c.x, c.y - half - 1.5f}, Vec2{c.x + half + 1.5f, c.y},
                                    Vec2{c.x, c.y + half + 1.5f}, Vec2{c.x - half - 1.5f, c.y}};
    const std::array<Vec2, 4> inner{Vec2{c.x, c.y - half}, Vec2{c.x + half, c.y}, Vec2{c.x, c.y + half},
                                    Vec2{c.x - half, c.y}};
    pen_.convex(outer, withAlpha(kDark, alpha));
    pen_.convex(inner, withAlpha(kBrass, alpha));
    pen_.text("PT", Font::Small, c, withAlpha(kDark, alpha));
  }

  void blips() {
    for (const en::Blip& b : s_.blips) {
      const Vec2 world = b.id == movingBlip_ ? blipAt_ : intersectionAt(b.at);
      const en::Direction facing = turned_ && turned_->blip == b.id ? turned_->facing : b.facing;
      blip(b.id, world, facing, 1.0f);
    }
  }

  [[nodiscard]] float blipRadius() const { return pen_.px(0.2f * kSpace); }

  // A face-down Blip: a disc with its id and an arrow out of its rim the way it faces.
  void blip(int id, Vec2 world, en::Direction facing, float scale) {
    const Vec2 c = pen_.at(world);
    const float r = blipRadius() * scale;
    if (r < 1) return;
    const Vec2 u = unitOf(facing);
    const Vec2 n{-u.y, u.x};
    const float len = std::max(8.0f, r * 0.8f);
    const float half = std::max(5.0f, r * 0.55f);
    const std::array<Vec2, 3> arrow{c + u * (r + len), c + u * (r - 1) + n * half, c + u * (r - 1) - n * half};
    pen_.convex(arrow, kArrow);
    pen_.disc(c, r + 1.5f, kBlipRim);
    pen_.disc(c, r - 1, kBlipFace);
    if (scale <= 0.6f) return;
    // The id inside the disc, or beside it when the board is zoomed out so far that it would not fit.
    const std::string name = en::blipName(id);
    if (static_cast<float>(pen_.textWidth(name, Font::Small)) < 1.7f * r) {
      pen_.text(name, Font::Small, c, kInk);
    } else {
      pen_.pill({c.x + r * 1.6f, c.y + r * 1.6f}, name, Font::Small, kBadge, kBlipRim, kInk);
    }
  }

  // --- the event playing ----------------------------------------------------------------------------------

  void animation() {
    if (!playing_) return;
    const float t = playing_->t;
    std::visit(Overloaded{
                   [&](const en::ev::BlipRevealed& x) { reveal(x, t); },
                   [&](const en::ev::IntruderSpawned& x) { intruder(x.intruder, spaceCentre(x.space), grow(t)); },
                   [&](const en::ev::BlipSpawned& x) { blip(x.blip, intersectionAt(x.at), x.facing, grow(t)); },
                   [&](const en::ev::SpacerDied& x) { death(x, t); },
                   [&](const en::ev::StressGained& x) { stress(x, t); },
                   [&](const en::ev::BlipTurned& x) { flashBlip(x.blip, t); },
                   [&](const en::ev::PriorityTargetTaken& x) { dropMarker(x.spacer, t); },
                   [](const auto&) {},
               },
               playing_->event->data);
  }

  static float grow(float t) { return std::max(0.0f, easeOutBack(t)); }

  void reveal(const en::ev::BlipRevealed& x, float t) {
    const Vec2 c = pen_.at(intersectionAt(x.at));
    const float in = smooth(t / 0.2f);
    const float alpha = t > 0.85f ? 1 - smooth((t - 0.85f) / 0.15f) : in;
    pen_.ring(c, blipRadius() + 6 + 10 * t, 3, withAlpha(kDanger, alpha));
    std::string kind = x.kind;
    if (!kind.empty()) kind[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(kind[0])));
    pen_.pill({c.x, c.y - blipRadius() - 24}, "Revealed: " + kind, Font::Large, withAlpha(kBadge, alpha),
              withAlpha(kDanger, alpha), withAlpha(kInk, alpha));
  }

  void death(const en::ev::SpacerDied& x, float t) {
    if (x.spacer < 0 || x.spacer >= s_.spacerCount()) return;
    const en::Spacer& sp = s_.spacer(x.spacer);
    const Vec2 c = pen_.at(spaceCentre(sp.space));
    const float alpha = 1 - smooth(t);
    if (sp.alive) spacer(x.spacer, spaceCentre(sp.space), alpha);
    pen_.pill({c.x, c.y - spacerRadius() - 22}, sp.name + " dies", Font::Large, kBadge, kDanger, kInk);
  }

  void stress(const en::ev::StressGained& x, float t) {
    if (x.spacer < 0 || x.spacer >= s_.spacerCount()) return;
    const Vec2 c = pen_.at(spaceCentre(s_.spacer(x.spacer).space));
    const float alpha = 1 - smooth(t);
    pen_.ring(c, spacerRadius() + 4 + 8 * t, 4, withAlpha(kStress, alpha));
    pen_.pill({c.x, c.y - spacerRadius() - 20}, "Stress " + std::to_string(x.stress), Font::Bold,
              withAlpha(kStress, alpha), withAlpha(kWhite, alpha), withAlpha(kWhite, alpha));
  }

  void flashBlip(int id, float t) {
    const int i = en::blipIndex(s_, id);
    if (i < 0) return;
    const Vec2 c = pen_.at(intersectionAt(s_.blips[static_cast<std::size_t>(i)].at));
    pen_.ring(c, blipRadius() + 4 + 6 * t, 2.5f, withAlpha(kArrow, 1 - smooth(t)));
  }

  void dropMarker(int spacer, float t) {
    if (spacer < 0 || spacer >= s_.spacerCount() || !s_.spacer(spacer).alive) return;
    const Vec2 c = pen_.at(spaceCentre(s_.spacer(spacer).space));
    const float r = spacerRadius();
    const float drop = (1 - smooth(t)) * 30;
    priorityTarget({c.x - r * 0.9f, c.y - r * 0.9f - drop}, std::min(1.0f, 0.3f + t));
  }

  // --- highlights -----------------------------------------------------------------------------------------

  void highlights() {
    const float a = 0.45f + 0.55f * std::clamp(h_.pulse, 0.0f, 1.0f);
    // Legal moves: a square frame inset in the space (a shape Blips and Spacers never have).
    for (const en::Space& sp : h_.spaces) {
      const Rect r = spaceRect(sp);
      const float inset = kSpace * 0.06f;
      pen_.frame({r.x + inset, r.y + inset, r.w - 2 * inset, r.h - 2 * inset}, 3, withAlpha(kMove, a));
    }
    // Blips to choose: a ring round the disc; spawn points: a ring round theirs.
    for (const int id : h_.blips) {
      const Vec2 c = blipScreen(id);
      if (c.x > -1e8f) pen_.ring(c, blipRadius() + 5, 3, withAlpha(kDecision, a));
    }
    const en::Map& m = s_.topo();
    for (const int i : h_.spawnPoints) {
      if (i < 0 || static_cast<std::size_t>(i) >= m.spawnPoints.size()) continue;
      const Vec2 c = pen_.at(intersectionAt(m.spawnPoints[static_cast<std::size_t>(i)]));
      pen_.ring(c, pen_.px(0.24f * kSpace) + 6, 3, withAlpha(kDecision, a));
    }
    // Dice given by hand: the Blip ringed and named by its die, before the assignment is confirmed.
    for (const en::Assignment& pick : h_.chosen) {
      const Vec2 c = blipScreen(pick.blip);
      if (c.x < -1e8f) continue;
      pen_.ring(c, blipRadius() + 5, 3, kDecision);
      pen_.pill({c.x + blipRadius() * 1.3f, c.y - blipRadius() * 1.6f}, "die " + std::to_string(pick.die + 1),
                Font::Small, kBadge, kDecision, kInk);
    }
    if (h_.hoverSpace && m.contains(*h_.hoverSpace)) pen_.frame(spaceRect(*h_.hoverSpace), 2, kHover);
    if (h_.hoverBlip >= 0) {
      const Vec2 c = blipScreen(h_.hoverBlip);
      if (c.x > -1e8f) pen_.ring(c, blipRadius() + 9, 2, kHover);
    }
  }

  [[nodiscard]] Vec2 blipScreen(int id) const {
    const int i = en::blipIndex(s_, id);
    if (i < 0) return {-1e9f, -1e9f};
    return pen_.at(id == movingBlip_ ? blipAt_ : intersectionAt(s_.blips[static_cast<std::size_t>(i)].at));
  }

  // --- screen space: the Countdown track, the dice tray, banners -----------------------------------------

  void countdown(Rect vp) {
    const Rect track = countdownTrackRect(vp, ui_);
    pen_.fillScreen({track.x, track.y, track.w, track.h}, withAlpha(kBadge, 0.88f));
    pen_.frameScreen({track.x, track.y, track.w, track.h}, 1, SDL_Color{70, 86, 108, 255});
    const int current = cellOfCountdown(s_.countdown);
    static constexpr std::array<const char*, 3> kLevelNames = {"Infiltration", "Eclipse", "Extraction"};
    // A track shrunk to leave the map room (a small window at a large UI scale) keeps its text size: the
    // names are shortened, or left out, rather than run into each other.
    static constexpr std::array<const char*, 3> kShortNames = {"Inf.", "Ecl.", "Ext."};
    for (int level = 0; level < 3; ++level) {
      const Rect first = countdownCellRect(vp, level * 3, ui_);
      const Rect last = countdownCellRect(vp, level * 3 + 2, ui_);
      const float cx = (first.x + last.x + last.w) / 2;
      const float room = last.x + last.w - first.x;
      const auto i = static_cast<std::size_t>(level);
      const char* name = static_cast<float>(pen_.textWidth(kLevelNames[i], Font::Small)) <= room   ? kLevelNames[i]
                         : static_cast<float>(pen_.textWidth(kShortNames[i], Font::Small)) <= room ? kShortNames[i]
                                                                                                   : nullptr;
      if (name != nullptr) pen_.text(name, Font::Small, {cx, (track.y + first.y) / 2 + 1}, kInk);
    }
    for (int cell = 0; cell < kCountdownCells; ++cell) {
      const Rect r = countdownCellRect(vp, cell, ui_);
      const int value = en::kCountdownStart - cell;
      const en::Level level = en::levelOf(value);
      const SDL_Color fill = dieFill(en::levelColour(level));
      const SDL_Color ink = level == en::Level::Infiltration ? kDark : (value == 0 ? kDanger : kWhite);
      const SDL_FRect box{r.x, r.y, r.w, r.h};
      pen_.fillScreen(box, fill);
      pen_.frameScreen(box, 1, level == en::Level::Extraction ? kDieBlackEdge : kDark);
      pen_.text(en::countdownLabel(value), Font::Bold, r.center(), ink);
      if (cell < current) pen_.fillScreen(box, withAlpha(kBack, 0.6f));  // spaces the marker has left
    }
    // The marker: a thick brass frame round the current space and a pointer under it.
    const Rect r = countdownCellRect(vp, current, ui_);
    const float t = std::max(2.0f, 2.5f * ui_);
    pen_.frameScreen({r.x - t, r.y - t, r.w + 2 * t, r.h + 2 * t}, t, kBrass);
    const float py = r.y + r.h + t;
    const float ph = std::max(5.0f, 7.0f * ui_);
    const std::array<Vec2, 3> pointer{Vec2{r.x + r.w / 2, py}, Vec2{r.x + r.w / 2 + ph, py + ph},
                                      Vec2{r.x + r.w / 2 - ph, py + ph}};
    pen_.convex(pointer, kBrass);
  }

  // The die rolling now (DieRolled / DieRerolled), if any: its index, colour, the value it lands on and t.
  struct Rolling {
    int die = -1;
    en::DieColour colour = en::DieColour::White;
    int landed = 0;
    float t = 1;
  };
  [[nodiscard]] Rolling rolling() const {
    Rolling r;
    if (!playing_) return r;
    if (const auto* x = std::get_if<en::ev::DieRolled>(&playing_->event->data)) {
      r = {x->die, x->colour, x->potentials, playing_->t};
    } else if (const auto* y = std::get_if<en::ev::DieRerolled>(&playing_->event->data)) {
      r = {y->die, y->colour, y->to, playing_->t};
    }
    return r;
  }

  void tray(Rect vp) {
    const Rolling roll = rolling();
    const int count = std::max(static_cast<int>(s_.roll.dice.size()), roll.die + 1);
    if (s_.roll.stage == en::RollStage::None && roll.die < 0) return;
    if (count <= 0) return;
    const Rect panel = trayRect(vp, count, ui_);
    const SDL_FRect box{panel.x, panel.y, panel.w, panel.h};
    pen_.fillScreen(box, withAlpha(kBadge, 0.92f));
    pen_.frameScreen(box, 1, SDL_Color{70, 86, 108, 255});
    const float scale = trayDieSize(vp, count, ui_) / kTrayDie;
    const float pad = 6 * scale;
    const bool rollingNow = playing_ && std::holds_alternative<en::ev::DieRolled>(playing_->event->data);
    std::string caption = "Noise roll: " + (rollingNow ? std::string("rolling") : stageName(s_.roll.stage));
    if (s_.roll.bonus > 0) caption += " \u00b7 +" + std::to_string(s_.roll.bonus) + " to place";
    if (s_.roll.overwhelm > 0) caption += " \u00b7 Overwhelm " + std::to_string(s_.roll.overwhelm);
    const float captionY = panel.y + pad + 2 * scale;  // the top of the line
    // "placeholder dice" always shows while the faces are ours (R-1); the stage (also in the panel and the
    // status bar) gives way to it when a shrunk tray has no room for both.
    const float tagWidth =
        s_.dice.placeholder ? static_cast<float>(pen_.textWidth("placeholder dice", Font::Small)) + 3 * pad : 0;
    if (static_cast<float>(pen_.textWidth(caption, Font::Small)) + tagWidth <= panel.w - 2 * pad) {
      pen_.text(caption, Font::Small, {panel.x + pad, captionY}, kInk, false);
    }
    if (s_.dice.placeholder) {
      const float w = static_cast<float>(pen_.textWidth("placeholder dice", Font::Small));
      pen_.text("placeholder dice", Font::Small, {panel.x + panel.w - pad - w, captionY}, kBrass, false);
    }
    for (int i = 0; i < count; ++i) {
      const Rect r = trayDieRect(vp, count, i, ui_);
      if (i < static_cast<int>(s_.roll.dice.size())) {
        const en::Die& d = s_.roll.dice[static_cast<std::size_t>(i)];
        const bool tumbling = i == roll.die;
        const int shown = tumbling ? tumbleFace(s_.dice, roll.colour, i, roll.t, roll.landed) : d.potentials();
        die(r, d, shown, tumbling ? roll.t : 1.0f, chosenBlip(i));
      } else {
        en::Die fresh;
        fresh.colour = roll.colour;
        die(r, fresh, tumbleFace(s_.dice, roll.colour, i, roll.t, roll.landed), roll.t);
      }
      if (i == h_.selectedDie) {
        const float t = std::max(2.0f, 2.0f * ui_);
        pen_.frameScreen({r.x - 3 * t, r.y - 3 * t, r.w + 6 * t, r.h + 6 * t}, t, kDecision);
      }
    }
  }

  // The Blip die `i` was given by hand (not confirmed yet), or -1.
  [[nodiscard]] int chosenBlip(int i) const {
    for (const en::Assignment& a : h_.chosen) {
      if (a.die == i) return a.blip;
    }
    return -1;
  }

  // One die in the tray: its shape and letter by colour, its Potentials, and its marks underneath (the Blip it
  // goes to, confirmed, or `chosen` by hand).
  void die(Rect r, const en::Die& d, int shown, float t, int chosen = -1) {
    // A tumbling die jumps about its place; it settles once the tumble is over.
    Vec2 c = r.center();
    if (t < kDieTumbleShare) {
      const float k = r.w * 0.08f;
      c = c + Vec2{std::sin(t * 47.0f) * k, std::cos(t * 31.0f) * k};
    }
    const float half = r.w / 2;
    const SDL_Color ink = d.colour == en::DieColour::White && !d.fixed ? kDark : kWhite;
    if (d.fixed) {
      pen_.frameScreen({c.x - half, c.y - half, r.w, r.h}, std::max(1.5f, r.w * 0.05f), kInk);
    } else if (d.colour == en::DieColour::White) {
      pen_.fillScreen({c.x - half - 1, c.y - half - 1, r.w + 2, r.h + 2}, kDark);
      pen_.fillScreen({c.x - half, c.y - half, r.w, r.h}, kDieWhite);
    } else if (d.colour == en::DieColour::Red) {
      pen_.disc(c, half + 1, kDark);
      pen_.disc(c, half, kDieRed);
    } else {
      pen_.convex(polygon<6>(c, half * 1.08f + 1.5f, 0), kDieBlackEdge);
      pen_.convex(polygon<6>(c, half * 1.08f, 0), kDieBlack);
    }
    pen_.text(std::to_string(shown), Font::Large, c, ink);
    if (!d.fixed) pen_.text(dieLetter(d.colour), Font::Small, {c.x - half * 0.55f, c.y - half * 0.55f}, ink);
    if (t < 1.0f) return;  // the marks wait until it lands
    std::string marks;
    auto add = [&marks](const std::string& m) { marks += (marks.empty() ? "" : " ") + m; };
    if (d.confidence) add("C");
    if (d.stress) add("S");
    if (d.bonus > 0) add("+" + std::to_string(d.bonus));
    if (d.discipline) add("\u22121");
    const float lineY = r.y + r.h + 9 * (r.w / kTrayDie);
    if (!marks.empty()) pen_.text(marks, Font::Small, {r.center().x, lineY}, kInk);
    if (d.discarded) {
      // Struck through: a bar across the die, and "out" under it.
      pen_.line({r.x - 2, r.y + r.h + 2}, {r.x + r.w + 2, r.y - 2}, std::max(2.0f, r.w * 0.07f), kDanger);
      pen_.text("out", Font::Small, {r.center().x, lineY + 14 * (r.w / kTrayDie)}, kDanger);
    } else if (d.blip >= 0 || chosen >= 0) {
      pen_.text("\u2192 " + en::blipName(d.blip >= 0 ? d.blip : chosen), Font::Small,
                {r.center().x, lineY + 14 * (r.w / kTrayDie)}, d.moved ? kDimInk : kDecision);
    }
  }

  void banner(Rect vp) {
    if (!playing_ || playing_->kind != AnimKind::Banner) return;
    const std::string text = bannerText(s_, *playing_->event);
    if (text.empty()) return;
    const Rect track = countdownTrackRect(vp, ui_);
    const SDL_Color accent =
        std::holds_alternative<en::ev::CountdownAdvanced>(playing_->event->data) ? kBrass : kDanger;
    pen_.banner(text, accent, playing_->t, vp, track.y + track.h + 12);  // below the Countdown track
  }

 private:
  void slide(int blip, en::Point from, en::Point to, float t) {
    movingBlip_ = blip;
    blipAt_ = lerp(intersectionAt(from), intersectionAt(to), smooth(t));
  }

  Pen& pen_;
  const en::State& s_;
  const GridHighlights& h_;
  float ui_;
  std::optional<EnormityPresentation::Playing> playing_;
  int movingBlip_ = -1;
  Vec2 blipAt_{};
  int movingSpacer_ = -1;
  Vec2 spacerAt_{};
  std::optional<en::ev::BlipTurned> turned_;
  bool hidePriorityTarget_ = false;
};

}  // namespace

GridPainter::GridPainter(Art& art) : art_(art) {
  rows_.reserve(1024);
}

void GridPainter::draw(const EnormityPresentation& p, const Camera& camera, const GridHighlights& h, float uiScale) {
  SDL_Renderer* renderer = art_.renderer();
  const Rect vp = camera.viewport();
  SDL_Rect oldClip;
  SDL_RenderGetClipRect(renderer, &oldClip);
  const SDL_Rect clip{static_cast<int>(vp.x), static_cast<int>(vp.y), static_cast<int>(vp.w), static_cast<int>(vp.h)};
  SDL_RenderSetClipRect(renderer, &clip);

  Pen pen(art_, camera, rows_);
  pen.fillScreen({vp.x, vp.y, vp.w, vp.h}, kBack);
  if (p.state().map) {
    Frame frame(pen, p, h, uiScale);
    frame.map();
    frame.spawnPoints();
    frame.intruders();
    frame.spacers();
    frame.blips();
    frame.animation();
    frame.highlights();
    frame.countdown(vp);
    frame.tray(vp);
    frame.banner(vp);
  }

  if (oldClip.w > 0 && oldClip.h > 0) {
    SDL_RenderSetClipRect(renderer, &oldClip);
  } else {
    SDL_RenderSetClipRect(renderer, nullptr);
  }
}

}  // namespace nemesis::view::enormity
