// Draws the board from a Scene: hull, corridors, tiles, tokens and miniatures, then the animations playing
// and the player's highlights. Everything is textures and flat geometry (no per-frame surfaces), so it stays
// fast on the software renderer.
#include "board_painter.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <string>

#include "class_palette.hpp"
#include "engine/kernel/overloaded.hpp"
#include "pen.hpp"
#include "room_pieces.hpp"
#include "wording.hpp"

namespace nemesis::view {

namespace {

constexpr float kPi = 3.14159265f;
// The band along a tile's top right of its number, where the tile name goes: x from the tile's left edge,
// its width, and the band's middle line.
struct Band {
  float x;
  float w;
  float y;
};
constexpr Band kNameBand{17, BoardLayout::kRoomWidth - 18, 8.5f};

// Palette: a dark ship so pieces and markers carry the colour.
constexpr SDL_Color kSpace{9, 12, 18, 255};
constexpr SDL_Color kHull{21, 27, 37, 255};
constexpr SDL_Color kHullEdge{44, 55, 71, 255};
constexpr SDL_Color kCorridorOuter{36, 45, 58, 255};
constexpr SDL_Color kCorridorInner{62, 76, 96, 255};
constexpr SDL_Color kTile{40, 51, 66, 255};
constexpr SDL_Color kTileBand{54, 68, 88, 255};
constexpr SDL_Color kTileEdge{125, 145, 168, 255};
constexpr SDL_Color kSpecialEdge{112, 190, 176, 255};
constexpr SDL_Color kBackTint{96, 110, 130, 255};
constexpr SDL_Color kBackEdge{78, 90, 106, 255};
constexpr SDL_Color kBadge{12, 16, 23, 255};
constexpr SDL_Color kInk{232, 238, 244, 255};
constexpr SDL_Color kDimInk{170, 184, 200, 255};
constexpr SDL_Color kDark{14, 16, 20, 255};
constexpr SDL_Color kWhite{255, 255, 255, 255};
constexpr SDL_Color kDestination{96, 224, 138, 255};
constexpr SDL_Color kEscape{255, 150, 60, 255};
constexpr SDL_Color kHover{235, 240, 250, 255};
constexpr SDL_Color kLog{255, 214, 74, 255};
constexpr SDL_Color kDecision{90, 220, 255, 255};
constexpr SDL_Color kLesson{255, 120, 220, 255};  // a lesson's highlights: a colour no other highlight uses
constexpr SDL_Color kWound{255, 40, 40, 255};
constexpr SDL_Color kDanger{255, 96, 80, 255};
constexpr SDL_Color kPassed{150, 156, 166, 255};
constexpr SDL_Color kFirstPlayer{255, 208, 92, 255};  // the First Player token's brass
constexpr SDL_Color kTrackPast{70, 84, 104, 255};
constexpr SDL_Color kTrackLate{150, 52, 46, 255};  // the last rounds of the time track
constexpr SDL_Color kCardFace{238, 230, 214, 255};
constexpr SDL_Color kCardHeader{122, 30, 40, 255};
constexpr SDL_Color kCardInk{28, 24, 30, 255};
constexpr SDL_Color kInjury{255, 160, 60, 255};

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
float typeScale(IntruderType t) {
  switch (t) {
    case IntruderType::Larva: return 0.62f;
    case IntruderType::Creeper: return 0.8f;
    case IntruderType::Adult: return 0.9f;
    case IntruderType::Breeder: return 0.95f;
    case IntruderType::Queen: return 1.0f;
    case IntruderType::Blank: break;
  }
  return 0.8f;
}

// Long tile names do not fit a small tile: shorter forms that keep the words a player recognises, tried in
// turn (the full name first).
std::array<std::string_view, 3> namesOf(RoomTile t) {
  const std::string_view full = tileInfo(t).name;
  switch (t) {
    case RoomTile::EmergencyRoom: return {full, "Emergency", "Emerg."};
    case RoomTile::EvacuationA: return {full, "Evac. A", "Evac A"};
    case RoomTile::EvacuationB: return {full, "Evac. B", "Evac B"};
    case RoomTile::FireControl: return {full, "Fire Ctrl", "Fire C."};
    case RoomTile::Laboratory: return {full, "Lab", "Lab"};
    case RoomTile::AirlockControl: return {full, "Airlock Ctrl", "Airlock"};
    case RoomTile::CommandCenter: return {full, "Command Ctr", "Command"};
    case RoomTile::EngineControl: return {full, "Engine Ctrl", "Eng. Ctrl"};
    case RoomTile::HatchControl: return {full, "Hatch Ctrl", "Hatch"};
    case RoomTile::Monitoring: return {full, "Monitor", "Monitor"};
    case RoomTile::RoomCoveredInSlime: return {full, "Slime Room", "Slime"};
    case RoomTile::Hibernatorium: return {full, "Hibernat.", "Hibern."};
    case RoomTile::Engine1: return {full, "Eng. #1", "E1"};
    case RoomTile::Engine2: return {full, "Eng. #2", "E2"};
    case RoomTile::Engine3: return {full, "Eng. #3", "E3"};
    default: return {full, full, full};
  }
}

std::string numbersText(std::uint8_t mask) {
  std::string s;
  for (int n = 1; n <= 4; ++n) {
    if ((mask & (1U << static_cast<unsigned>(n))) == 0) continue;
    if (!s.empty()) s += ',';
    s += static_cast<char>('0' + n);
  }
  return s;
}

std::string noiseFace(NoiseResult r) {
  switch (r) {
    case NoiseResult::Silence: return "S";
    case NoiseResult::Danger: return "D";
    default: return std::to_string(static_cast<int>(r));
  }
}

std::string explorationText(int token) {
  if (token < 0 || token >= kExplorationTokenCount) return "?";
  const ExplorationToken& t = kExplorationTokens[static_cast<std::size_t>(token)];
  // Short enough for a tile's name band.
  const std::string effect = t.effect == ExplorationEffect::Malfunction ? "Malfunct." : std::string(nameOf(t.effect));
  return effect + " " + std::to_string(t.items);
}

// What the animations playing now change about the static picture: pieces drawn elsewhere, doors and
// tiles drawn by the animation instead.
struct Overrides {
  std::vector<int> movingCharacters;
  std::vector<int> movingIntruders;  // intruder ids
  std::vector<int> dyingCharacters;
  std::vector<int> breakingDoors;
  std::vector<int> openingDoors;
  std::vector<int> flippingRooms;
  [[nodiscard]] static bool has(const std::vector<int>& v, int x) {
    return std::find(v.begin(), v.end(), x) != v.end();
  }
};

// Andrew's monotone chain: the convex hull of the tiles, drawn as the ship behind them.
std::vector<Vec2> convexHull(std::vector<Vec2> pts) {
  std::sort(pts.begin(), pts.end(), [](Vec2 a, Vec2 b) { return a.x < b.x || (a.x == b.x && a.y < b.y); });
  if (pts.size() < 3) return pts;
  auto cross = [](Vec2 o, Vec2 a, Vec2 b) { return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x); };
  std::vector<Vec2> hull(pts.size() * 2);
  std::size_t k = 0;
  for (const Vec2 p : pts) {
    while (k >= 2 && cross(hull[k - 2], hull[k - 1], p) <= 0) --k;
    hull[k++] = p;
  }
  for (std::size_t i = pts.size() - 1, t = k + 1; i > 0; --i) {
    const Vec2 p = pts[i - 1];
    while (k >= t && cross(hull[k - 2], hull[k - 1], p) <= 0) --k;
    hull[k++] = p;
  }
  hull.resize(k - 1);
  return hull;
}

class Frame {
 public:
  Frame(Pen& pen, const Board& board, const Scene& scene, const BoardLayout& layout, const Highlights& highlights,
        const Revealed* revealed, LabelPlacer& labels)
      : pen_(pen),
        board_(board),
        scene_(scene),
        layout_(layout),
        hl_(highlights),
        revealed_(revealed),
        labels_(labels) {
    const float z = pen.zoom();
    detail_ = z >= 0.5f;
    labelFont_ = z >= 1.5f ? Font::Normal : Font::Small;
    numberFont_ = z >= 1.5f ? Font::Bold : Font::Small;
  }

  // Space, the stars in it, and the ship's hull with a rim, each pixel written once (large fills are most of
  // the cost of a frame on the software renderer).
  void background(const std::vector<SDL_FPoint>& stars, const std::vector<Vec2>& hull, Rect viewport) {
    std::vector<Vec2> outer;
    outer.reserve(hull.size());
    for (const Vec2 p : hull) outer.push_back(pen_.at(p));
    std::vector<Vec2> inner = outer;
    Vec2 c{};
    for (const Vec2 p : inner) c = c + p;
    c = c * (1.0f / static_cast<float>(std::max<std::size_t>(1, inner.size())));
    for (Vec2& p : inner) {
      const Vec2 d = c - p;
      const float l = d.length();
      if (l > 0) p = p + d * (std::max(2.0f, pen_.px(4)) / l);
    }
    pen_.layers(outer, inner, viewport, kSpace, kHullEdge, kHull);
    for (const SDL_FPoint& s : stars) {
      const Vec2 p = pen_.at({s.x, s.y});
      if (p.x < viewport.x || p.y < viewport.y || p.x >= viewport.x + viewport.w || p.y >= viewport.y + viewport.h) {
        continue;
      }
      if (Pen::spanAt(outer, p.y, nullptr, nullptr) && Pen::inside(outer, p)) continue;
      const Uint8 v = static_cast<Uint8>(90 + static_cast<int>(s.x * 7.0f) % 110);
      pen_.fillScreen({p.x, p.y, 1.5f, 1.5f}, SDL_Color{v, v, static_cast<Uint8>(std::min(255, v + 30)), 255});
    }
  }

  void corridors(const Overrides& o) {
    const float outer = std::max(3.0f, pen_.px(14));
    const float inner = std::max(1.5f, pen_.px(7));
    for (int c = 0; c < board_.corridorCount(); ++c) strokePath(layout_.corridorPath(c), outer, kCorridorOuter);
    for (int c = 0; c < board_.corridorCount(); ++c) strokePath(layout_.corridorPath(c), inner, kCorridorInner);
    for (int c = 0; c < board_.corridorCount(); ++c) {
      if (!Overrides::has(o.breakingDoors, c) && !Overrides::has(o.openingDoors, c)) door(c, doorState(c));
      if (noise(c)) pen_.sprite(Sprite::NoiseMarker, pen_.at(layout_.noiseSlot(c)), markerSize());
    }
  }

  // The shared Technical Corridors space: its name, the rooms with an entrance, and its Noise marker slot.
  void technical() {
    const Rect box = layout_.techSpace();
    pen_.fill(box, SDL_Color{27, 34, 45, 255});
    pen_.frame(box, std::max(1.0f, pen_.px(2)), SDL_Color{96, 116, 140, 255});
    const PassageId tech = board_.techSpace();
    const Vec2 slot = pen_.at(layout_.noiseSlot(tech));
    pen_.ring(slot, markerSize() / 2 + 1, 1.5f, SDL_Color{96, 116, 140, 255});
    if (noise(tech)) pen_.sprite(Sprite::NoiseMarker, slot, markerSize());
    for (int r = 0; r < board_.roomCount(); ++r) {
      if (!board_.room(r).techEntrance) continue;
      hatch(pen_.at(layout_.techEntrance(r)));
    }
  }

  void rooms(const Overrides& o) {
    for (int r = 0; r < board_.roomCount(); ++r) {
      if (Overrides::has(o.flippingRooms, r)) continue;
      tile(r, room(r), 1.0f);
    }
  }

  // One tile with its printed number, name and markers; xScale < 1 squeezes it for the flip animation.
  void tile(int r, const SceneRoom& s, float xScale) {
    const Rect w = layout_.room(r);
    const Vec2 c = pen_.at(w.center());
    const float fw = pen_.px(w.w) * xScale;
    const float fh = pen_.px(w.h);
    const SDL_FRect rect{c.x - fw / 2, c.y - fh / 2, fw, fh};
    const float edge = std::max(1.0f, pen_.px(2));
    if (!s.explored) {
      pen_.spriteRect(Sprite::RoomBack, rect, kBackTint);
      pen_.frameScreen(rect, edge, kBackEdge);
    } else {
      pen_.fillScreen(rect, kTile);
      pen_.fillScreen({rect.x, rect.y, rect.w, pen_.px(17)}, kTileBand);
      pen_.frameScreen(rect, edge, board_.room(r).fixedTile ? kSpecialEdge : kTileEdge);
    }
    if (xScale < 0.999f) return;
    const Vec2 badge = badgeAt(r);
    const float radius = badgeRadius();
    pen_.disc(badge, radius, kBadge);
    pen_.ring(badge, radius, 1.2f, kTileEdge);
    pen_.text(std::to_string(board_.room(r).label), numberFont_, badge, kInk);
    const BoardLayout::Pieces at = piecesIn(r, s);
    const float icon = pen_.px(at.iconSize);
    auto slot = [&](Icon i) { return pen_.at(at.icons[static_cast<std::size_t>(i)]); };
    if (s.explored && s.items >= 0 && detail_) itemCounter(slot(Icon::Items), icon, s.items);
    if (s.explored && tileInfo(s.tile).computer) pen_.sprite(Sprite::Computer, slot(Icon::Computer), icon);
    if (!s.explored && s.explorationToken >= 0) {
      const Vec2 p = slot(Icon::Items);
      pen_.sprite(Sprite::ExplorationBack, p, icon);
      // Revealed (debug overlay): the token's face where an explored tile shows its name.
      if (revealed_ != nullptr && revealed_->explorationTokens && detail_) {
        const Vec2 band = pen_.at({w.x + kNameBand.x + kNameBand.w / 2, w.y + kNameBand.y});
        pen_.pill(band, explorationText(s.explorationToken), Font::Small, SDL_Color{52, 24, 72, 255}, kDecision, kInk);
      }
    }
    if (s.corpses > 0) {
      const Vec2 p = slot(Icon::Corpse);
      pen_.sprite(Sprite::Corpse, p, icon);
      if (s.corpses > 1 && detail_) {
        const Vec2 count{p.x + icon * 0.4f, p.y - icon * 0.35f};
        pen_.disc(count, std::max(5.0f, pen_.px(5)), kBadge);
        pen_.text(std::to_string(s.corpses), Font::Small, count, kInk);
      }
    }
    if (s.malfunction) pen_.sprite(Sprite::Malfunction, slot(Icon::Malfunction), icon);
    if (s.fire) pen_.sprite(Sprite::Fire, slot(Icon::Fire), icon);
  }

  void characters(const Overrides& o, int activeCharacter) {
    for (int r = 0; r < board_.roomCount(); ++r) {
      const auto here = charactersIn(r);
      const BoardLayout::Pieces at = piecesIn(r, room(r));
      for (std::size_t i = 0; i < here.size(); ++i) {
        const int c = here[i];
        if (Overrides::has(o.movingCharacters, c) || Overrides::has(o.dyingCharacters, c)) continue;
        character(c, pen_.at(at.characters[i]), pen_.px(at.characterSize), c == activeCharacter);
      }
    }
  }

  void character(int c, Vec2 p, float size, bool active) {
    const SceneCharacter& ch = scene_.characters[static_cast<std::size_t>(c)];
    if (active) {
      pen_.disc(p, size * 0.56f + 2, SDL_Color{255, 255, 255, 60});
      pen_.ring(p, size * 0.56f + 1, 2.0f, kWhite);
    }
    SDL_Color tint = ch.alive ? classColour(ch.cls) : SDL_Color{110, 110, 110, 200};
    if (ch.alive && ch.passed && scene_.timed) tint = mixColor(tint, kPassed, 0.45f);  // done for the round
    pen_.sprite(characterSprite(ch.cls), p, size, tint);
    if (detail_) pen_.text(classLabel(ch.cls), Font::Small, {p.x, p.y + size * 0.12f}, kDark);
    if (!ch.alive) {
      const float k = size * 0.35f;
      pen_.line({p.x - k, p.y - k}, {p.x + k, p.y + k}, 2, kDanger);
      pen_.line({p.x - k, p.y + k}, {p.x + k, p.y - k}, 2, kDanger);
    }
    if (ch.slime) pen_.sprite(Sprite::Slime, {p.x + size * 0.42f, p.y - size * 0.35f}, size * 0.5f);
    if (ch.hibernated) pen_.text("Zz", Font::Small, {p.x + size * 0.45f, p.y - size * 0.45f}, kWhite);
    if (ch.alive) conditions(ch, p, size);
    // Rounds only: in free play nobody passes and the First Player token means nothing.
    if (!scene_.timed || !ch.alive || ch.hibernated) return;
    // Small miniatures (the whole ship in view) get the compact marks: chips would cover their neighbours.
    const bool roomy = size >= 24.0f;
    if (ch.passed) {
      // Out for the rest of the round: a grey ring, and a "P" chip at the lower left when there is room.
      pen_.ring(p, size * 0.6f, 2.0f, kPassed);
      if (roomy) {
        const Vec2 chip{p.x - size * 0.45f, p.y + size * 0.4f};
        const float radius = std::max(5.5f, size * 0.18f);
        pen_.disc(chip, radius + 1, kDark);
        pen_.disc(chip, radius, kPassed);
        pen_.text("P", Font::Small, chip, kDark);
      }
    }
    if (c == scene_.firstPlayer) {
      // A small brass "1" in the corner, off the figure's head (a "1st" pill there hid the miniature).
      const Vec2 token{p.x - size * 0.5f, p.y - size * 0.45f};
      const float radius = std::max(5.5f, size * 0.17f);
      pen_.disc(token, radius + 1, kDark);
      pen_.disc(token, radius, kFirstPlayer);
      pen_.text("1", Font::Small, token, kDark);
    }
  }

  // What a character carries, on or beside the miniature, each with its own shape: wounds as pips under it
  // (a light wound a round pip, a serious one a square), a Larva at the lower right, and Combat (Intruders in
  // the room) as a red diamond with "!" at the left. The corners are taken: the First Player token (upper left),
  // Slime or "Zz" (upper right), the Passed chip (lower left).
  void conditions(const SceneCharacter& ch, Vec2 p, float size) {
    const int pips = ch.lightWounds + ch.seriousWounds;
    if (pips > 0) {
      const float pip = std::max(4.0f, size * 0.16f);
      const float step = pip + 1.5f;
      float x = p.x - step * static_cast<float>(pips - 1) / 2;
      const float y = p.y + size * 0.5f - pip * 0.3f;
      for (int i = 0; i < pips; ++i, x += step) {
        if (i < ch.seriousWounds) {
          pen_.fillScreen({x - pip / 2 - 1, y - pip / 2 - 1, pip + 2, pip + 2}, kDark);
          pen_.fillScreen({x - pip / 2, y - pip / 2, pip, pip}, kWound);
        } else {
          pen_.disc({x, y}, pip / 2 + 1, kDark);
          pen_.disc({x, y}, pip / 2, kInjury);
        }
      }
    }
    if (ch.larva) pen_.sprite(Sprite::Larva, {p.x + size * 0.45f, p.y + size * 0.3f}, size * 0.45f);
    const bool combat = std::any_of(scene_.intruders.begin(), scene_.intruders.end(),
                                    [&](const SceneIntruder& in) { return in.room == ch.room; });
    if (combat) {
      const Vec2 c{p.x - size * 0.45f, p.y};
      const float r = std::max(4.5f, size * 0.17f);
      const std::array<Vec2, 4> rim{Vec2{c.x, c.y - r - 1.5f}, Vec2{c.x + r + 1.5f, c.y}, Vec2{c.x, c.y + r + 1.5f},
                                    Vec2{c.x - r - 1.5f, c.y}};
      const std::array<Vec2, 4> face{Vec2{c.x, c.y - r}, Vec2{c.x + r, c.y}, Vec2{c.x, c.y + r}, Vec2{c.x - r, c.y}};
      pen_.convex(rim, kDark);
      pen_.convex(face, kDanger);
      pen_.text("!", Font::Small, c, kDark);
    }
  }

  void intruders(const Overrides& o) {
    for (int r = 0; r < board_.roomCount(); ++r) {
      const auto here = intrudersIn(r);
      const BoardLayout::Pieces at = piecesIn(r, room(r));
      for (std::size_t i = 0; i < here.size(); ++i) {
        const SceneIntruder& in = scene_.intruders[here[i]];
        if (Overrides::has(o.movingIntruders, in.id)) continue;
        intruder(in.type, pen_.at(at.intruders[i]), pen_.px(at.intruderSize), 1.0f);
      }
    }
  }

  // `slot` is the slot's size in pixels; `scale` grows the piece in (IntruderAppear).
  void intruder(IntruderType t, Vec2 p, float slot, float scale) {
    pen_.sprite(intruderSprite(t), p, slot * typeScale(t) * scale);
    if (!detail_ || scale < 0.5f) return;
    // The type letter on a chip at the lower right: shape and letter, never colour alone.
    const Vec2 chip{p.x + slot * 0.38f, p.y + slot * 0.3f};
    const float radius = std::max(5.5f, slot * 0.25f);
    pen_.disc(chip, radius, SDL_Color{30, 14, 40, 255});
    pen_.ring(chip, radius, 1.0f, SDL_Color{230, 216, 245, 255});
    pen_.text(intruderLabel(t), Font::Small, chip, kWhite);
  }

  // --- animations -------------------------------------------------------------------------------------

  // Every animation is drawn from its own event: the room, the Character and the target it names (docs/design.md
  // §2), never from what earlier animations showed.
  void animation(const Animation& a) {
    if (a.kind == AnimKind::Instant) return;  // folded with a batch it sits in; nothing to draw
    const float t = a.progress();
    std::visit(
        Overloaded{
            [&](const ev::CharacterMoved& e) {
              const Vec2 p = along(slidePath(e.from, e.to, e.corridor, characterTarget(e.character, e.from),
                                             characterTarget(e.character, e.to)),
                                   smooth(t));
              character(e.character, pen_.at(p), charSize(), e.character == hl_.activeCharacter);
            },
            [&](const ev::IntruderMoved& e) {
              const Vec2 p = along(slidePath(e.from, e.to, e.corridor, intruderTarget(e.intruder, e.from),
                                             intruderTarget(e.intruder, e.to)),
                                   smooth(t));
              intruder(e.type, pen_.at(p), intrSize(), 1.0f);
            },
            [&](const ev::NoiseRolled& e) { dieRoll(e, a.elapsed, a.duration); },
            [&](const ev::NoiseMarkerPlaced& e) {
              drop(Sprite::NoiseMarker, layout_.noiseSlot(e.passage), markerSize(), t);
            },
            [&](const ev::FirePlaced& e) { dropIcon(Sprite::Fire, e.room, Icon::Fire, t); },
            [&](const ev::MalfunctionPlaced& e) { dropIcon(Sprite::Malfunction, e.room, Icon::Malfunction, t); },
            // The draw names its Encounter's room; bag development draws for the whole ship (no room): the token
            // is shown at the board's centre.
            [&](const ev::TokenDrawn& e) { tokenReveal(e, t, e.room, e.room < 0 ? "Bag development" : "Encounter"); },
            [&](const ev::SurpriseCheck& e) { surprise(e, t); },
            [&](const ev::IntruderInjured& e) { injuryFlash(e, t); },
            [&](const ev::IntruderEnteredDucts& e) { ductsEnter(e, t); },
            [&](const ev::DoorOpened& e) { doorOpen(e.corridor, t); },
            [&](const ev::IntruderPlaced& e) {
              const BoardLayout::Pieces at = piecesIn(e.room, room(e.room), 0, 1);
              const Vec2 p = pen_.at(at.intruders.back());
              const float size = pen_.px(at.intruderSize);
              pen_.ring(p, size * (0.4f + t), 2.0f, withAlpha(kDanger, 1 - t));
              intruder(e.type, p, size, std::max(0.05f, easeOutBack(t)));
            },
            [&](const ev::DoorDestroyed& e) { doorBreak(e.corridor, t); },
            [&](const ev::WoundSuffered& e) {
              woundFlash(e.character, t, e.serious ? "Serious wound" : "Light wound");
            },
            [&](const ev::IntruderAttacks& e) { woundFlash(e.character, t, std::string(nameOf(e.type)) + " attacks"); },
            [&](const ev::AttackCardDrawn& e) {
              woundFlash(e.character, t, {});
              bigCaption(characterAt(e.character),
                         "Attack card: " + std::string(nameOf(e.kind)) + (e.hit ? " \u2014 hit" : " \u2014 miss"),
                         e.hit ? kDanger : kBadge, t);
            },
            [&](const ev::RoomRevealed& e) {
              SceneRoom s = room(e.room);
              if (t < 0.5f) {
                s.explored = false;
                tile(e.room, s, 1 - 2 * t);
              } else {
                s.explored = true;
                s.tile = e.tile;
                tile(e.room, s, 2 * t - 1);
              }
            },
            [&](const ev::ExplorationRevealed& e) {
              const BoardLayout::Pieces at = piecesIn(e.room, room(e.room));
              const Vec2 p = pen_.at(at.icons[static_cast<std::size_t>(Icon::Items)]);
              const float k = std::abs(std::cos(t * kPi));
              pen_.sprite(Sprite::ExplorationBack, p, pen_.px(at.iconSize) * 1.6f, kWhite, std::max(0.05f, k));
              const Vec2 c = pen_.at(layout_.room(e.room).center());
              pen_.pill({c.x, c.y - pen_.px(6)},
                        std::string(nameOf(e.effect)) + "  (" + counted(e.items, "item", "items") + ")", Font::Bold,
                        withAlpha(kBadge, 0.9f), kDecision, kInk);
            },
            [&](const ev::CharacterDied& e) {
              const auto here = charactersIn(e.room);
              const auto it = std::find(here.begin(), here.end(), e.character);
              const int i = it == here.end() ? 0 : static_cast<int>(it - here.begin());
              const BoardLayout::Pieces at = piecesIn(e.room, room(e.room));
              const Vec2 p = pen_.at(at.characters[static_cast<std::size_t>(i)]);
              const float size = pen_.px(at.characterSize);
              const SceneCharacter& ch = scene_.characters[static_cast<std::size_t>(e.character)];
              const SDL_Color tint = mixColor(classColour(ch.cls), SDL_Color{90, 90, 90, 255}, t);
              pen_.sprite(characterSprite(ch.cls), {p.x, p.y + pen_.px(4) * t}, size, withAlpha(tint, 1 - 0.6f * t));
              pen_.sprite(Sprite::Corpse, p, size * 1.3f, withAlpha(kWhite, t));
              bigCaption(characterAt(e.character), std::string(nameOf(ch.cls)) + " dies", kDanger, t);
            },
            [&](const auto&) {},
        },
        a.event.data);
  }

  // --- screen-space overlays (rounds) ---------------------------------------------------------------------

  // The time track in the board's top-left corner: "Round N / 15" over one cell per round, the current one lit.
  void timeTrack(Rect vp) {
    if (!scene_.timed) return;
    const int round = std::clamp(scene_.round, 1, kLastRound);
    const std::string label = "Round " + std::to_string(round) + " / " + std::to_string(kLastRound);
    int tw = 0;
    int th = 0;
    pen_.art().text(label, Font::Bold, &tw, &th);
    const float lineH = static_cast<float>(th);
    const float cell = std::max(8.0f, std::round(lineH * 0.72f));
    const float gap = std::max(2.0f, std::round(cell * 0.25f));
    const float pad = std::round(cell * 0.6f);
    const float cellsW = static_cast<float>(kLastRound) * cell + static_cast<float>(kLastRound - 1) * gap;
    const float x0 = vp.x + 8;
    const float y0 = vp.y + 8;
    const SDL_FRect panel{x0, y0, std::max(cellsW, static_cast<float>(tw)) + 2 * pad, lineH + cell + 3 * pad};
    pen_.fillScreen(panel, withAlpha(kBadge, 0.85f));
    pen_.frameScreen(panel, 1, SDL_Color{70, 86, 108, 255});
    pen_.text(label, Font::Bold, {x0 + pad, y0 + pad * 0.8f}, kInk, false);
    const float cy = y0 + 2 * pad + lineH;
    for (int r = 1; r <= kLastRound; ++r) {
      const SDL_FRect box{x0 + pad + static_cast<float>(r - 1) * (cell + gap), cy, cell, cell};
      const bool late = r > kLastRound - 3;  // the rounds in which time is running out
      if (r < round) {
        pen_.fillScreen(box, kTrackPast);
      } else if (r == round) {
        pen_.fillScreen({box.x - 1, box.y - 1, box.w + 2, box.h + 2}, kWhite);
        pen_.fillScreen(box, late ? kDanger : kFirstPlayer);
      } else {
        pen_.frameScreen(box, 1, late ? kTrackLate : kTrackPast);
      }
    }
  }

  // Banners and the Event card: drawn over everything on the board, in screen space.
  void overlay(const Animation& a, Rect vp) {
    const float t = a.progress();
    if (a.kind == AnimKind::Banner || a.kind == AnimKind::TurnBanner) {
      banner(bannerText(a.event, scene_), bannerAccent(a.event), t, vp);
    } else if (const auto* card = std::get_if<ev::EventCardDrawn>(&a.event.data)) {
      eventCard(*card, t, vp);
    }
  }

  [[nodiscard]] SDL_Color bannerAccent(const Event& e) const {
    return std::visit(
        Overloaded{
            [&](const ev::TurnStarted& x) {
              const auto i = static_cast<std::size_t>(x.character);
              return x.character >= 0 && i < scene_.characters.size() ? classColour(scene_.characters[i].cls) : kWhite;
            },
            [](const ev::TimeAdvanced& x) { return x.roundsLeft <= 2 ? kDanger : kFirstPlayer; },
            [](const ev::EggAdded&) { return kRimColor(); },
            [](const ev::CharacterHibernated&) { return kDecision; },
            [](const ev::HibernationFailed&) { return kDanger; },
            [](const ev::GameWon&) { return kDestination; },
            [](const ev::GameOver&) { return kDanger; },
            [](const auto&) { return kFirstPlayer; },
        },
        e.data);
  }

  // A band across the top of the board with one line of large text; fades in and out.
  // A band across the top of the board with one line of large text, below the time track.
  void banner(const std::string& text, SDL_Color accent, float t, Rect vp) {
    if (text.empty()) return;
    const auto th = static_cast<float>(pen_.textHeight(text, Font::Title));
    pen_.banner(text, accent, t, vp, vp.y + std::min(vp.h * 0.25f, 8 + th * 3.2f));
  }

  // `text` in lines no wider than `width` pixels, broken at spaces (measured, not rendered: no texture per word).
  std::vector<std::string> wrap(const std::string& text, Font font, float width) const {
    std::vector<std::string> lines;
    std::string line;
    std::size_t i = 0;
    while (i < text.size()) {
      const std::size_t end = std::min(text.find(' ', i), text.size());
      const std::string word = text.substr(i, end - i);
      i = end + 1;
      if (word.empty()) continue;
      std::string candidate = line;
      if (!candidate.empty()) candidate += ' ';
      candidate += word;
      int w = 0;
      pen_.art().measure(candidate, font, &w, nullptr);
      if (static_cast<float>(w) > width && !line.empty()) {
        lines.push_back(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    if (!line.empty()) lines.push_back(line);
    return lines;
  }

  // The drawn Event card, large over the dimmed board: it slides up and flips face up, is read, and fades.
  void eventCard(const ev::EventCardDrawn& e, float t, Rect vp) {
    const EventCardText text = eventCardText(e);
    int titleW = 0;
    int titleH = 0;
    int smallH = 0;
    int lineH = 0;
    int movementW = 0;
    int moversW = 0;
    pen_.art().measure(text.title, Font::Title, &titleW, &titleH);
    pen_.art().measure("Event card", Font::Small, nullptr, &smallH);
    pen_.art().measure(text.movement, Font::Large, &movementW, &lineH);
    int bodyH = 0;
    pen_.art().measure(text.movers, Font::Body, &moversW, &bodyH);
    const float pad = std::round(static_cast<float>(lineH) * 0.9f);
    const float widest = static_cast<float>(std::max({titleW, movementW, moversW}));
    const float cardW = std::min(vp.w - 24, std::max(widest, static_cast<float>(lineH) * 20) + 2 * pad);
    const std::vector<std::string> effect = wrap(text.effect, Font::Body, cardW - 2 * pad);
    const float line = static_cast<float>(lineH) * 1.25f;
    const float bodyLine = static_cast<float>(bodyH) * 1.3f;
    const float headerH = static_cast<float>(smallH + titleH) + pad * 1.2f;
    const float cardH =
        headerH + pad * 0.8f + line + bodyLine + pad * 0.6f + static_cast<float>(effect.size()) * bodyLine + pad * 0.8f;

    // Timing: slide and flip in (0-18%), read, fade out (last 12%).
    const float in = std::min(1.0f, t / 0.18f);
    const float out = t > 0.88f ? (t - 0.88f) / 0.12f : 0.0f;
    const float alpha = 1 - smooth(out);
    pen_.fillScreen({vp.x, vp.y, vp.w, vp.h}, withAlpha(SDL_Color{0, 0, 0, 255}, 0.4f * smooth(in) * alpha));
    const float cx = vp.x + vp.w / 2;
    const float cy = vp.y + vp.h / 2 + (1 - smooth(in)) * vp.h * 0.45f - smooth(out) * 20;
    const bool face = in >= 0.5f;
    const float xScale = std::max(0.02f, face ? 2 * in - 1 : 1 - 2 * in);
    const float w = cardW * xScale;
    const SDL_FRect card{cx - w / 2, cy - cardH / 2, w, cardH};
    pen_.fillScreen({card.x + 6, card.y + 8, card.w, card.h}, withAlpha(SDL_Color{0, 0, 0, 255}, 0.45f * alpha));
    if (!face) {
      pen_.fillScreen(card, withAlpha(SDL_Color{52, 24, 64, 255}, alpha));
      pen_.frameScreen({card.x + 6 * xScale, card.y + 6, card.w - 12 * xScale, card.h - 12}, 2,
                       withAlpha(kRimColor(), alpha));
      return;
    }
    pen_.fillScreen(card, withAlpha(kCardFace, alpha));
    pen_.fillScreen({card.x, card.y, card.w, headerH}, withAlpha(kCardHeader, alpha));
    pen_.frameScreen(card, 2, withAlpha(SDL_Color{60, 20, 26, 255}, alpha));
    if (xScale < 0.97f) return;  // text cannot squeeze: it appears once the card faces the player
    const float left = card.x + pad;
    float y = card.y + pad * 0.5f;
    pen_.text("EVENT CARD", Font::Small, {left, y}, withAlpha(SDL_Color{240, 200, 196, 255}, alpha), false);
    if (text.forced) {
      int fw = 0;
      pen_.art().measure("forced", Font::Small, &fw, nullptr);
      pen_.pill({card.x + card.w - pad - static_cast<float>(fw) / 2, y + static_cast<float>(smallH) / 2}, "forced",
                Font::Small, withAlpha(kDecision, alpha), withAlpha(kWhite, alpha), withAlpha(kDark, alpha));
    }
    y += static_cast<float>(smallH) + pad * 0.2f;
    pen_.text(text.title, Font::Title, {left, y}, withAlpha(kWhite, alpha), false);
    y = card.y + headerH + pad * 0.8f;
    pen_.text(text.movement, Font::Large, {left, y}, withAlpha(kCardInk, alpha), false);
    y += line;
    pen_.text(text.movers, Font::Body, {left, y}, withAlpha(kCardInk, alpha), false);
    y += bodyLine + pad * 0.3f;
    pen_.fillScreen({left, y, card.w - 2 * pad, 1}, withAlpha(SDL_Color{150, 130, 120, 255}, alpha));
    y += pad * 0.3f;
    for (const std::string& l : effect) {
      pen_.text(l, Font::Body, {left, y}, withAlpha(SDL_Color{60, 40, 44, 255}, alpha), false);
      y += bodyLine;
    }
  }

  // --- highlights ----------------------------------------------------------------------------------------

  // A lesson's highlights: what the step is about is outlined, pulsing, and the rooms it is not about are
  // dimmed a little so the eye goes to it.
  void lessonHighlights() {
    if (!hl_.lesson()) return;
    const auto in = [](const auto& list, auto value) {
      return std::find(list.begin(), list.end(), value) != list.end();
    };
    if (!hl_.lessonRooms.empty()) {
      for (int r = 0; r < board_.roomCount(); ++r) {
        if (!in(hl_.lessonRooms, r)) pen_.fill(layout_.room(r), SDL_Color{8, 10, 14, 90});
      }
    }
    const float pulse = std::clamp(hl_.lessonPulse, 0.0f, 1.0f);
    const SDL_Color colour{kLesson.r, kLesson.g, kLesson.b, static_cast<Uint8>(120 + 135 * pulse)};
    const float thick = std::max(2.0f, pen_.px(3 + 2 * pulse));
    for (const int r : hl_.lessonRooms) {
      if (r >= 0 && r < board_.roomCount()) pen_.frame(grow(layout_.room(r), 4 + 3 * pulse), thick, colour);
    }
    for (const PassageId p : hl_.lessonCorridors) {
      if (board_.isTechSpace(p)) {
        pen_.frame(grow(layout_.techSpace(), 3 + 2 * pulse), thick, colour);
      } else if (p >= 0 && p < board_.corridorCount()) {
        strokePath(layout_.corridorPath(p), std::max(3.0f, pen_.px(4 + 3 * pulse)), colour);
      }
    }
    for (const int c : hl_.lessonCharacters) {
      if (c < 0 || c >= static_cast<int>(scene_.characters.size())) continue;
      const int room = scene_.characters[static_cast<std::size_t>(c)].room;
      if (room < 0 || room >= board_.roomCount()) continue;
      pen_.ring(pen_.at(characterTarget(c, room)), charSize() * (0.62f + 0.08f * pulse), thick, colour);
    }
  }

  void highlights() {
    lessonHighlights();
    const float thick = std::max(2.0f, pen_.px(3));
    if (hl_.hoverRoom >= 0 && hl_.hoverRoom < board_.roomCount()) {
      pen_.frame(grow(layout_.room(hl_.hoverRoom), 3), std::max(1.5f, pen_.px(2)), kHover);
    }
    // The keyboard's choice: a double outline, wider than the hover's, so it reads without colour too.
    if (hl_.focusRoom >= 0 && hl_.focusRoom < board_.roomCount()) {
      pen_.frame(grow(layout_.room(hl_.focusRoom), 5), thick, kHover);
      pen_.frame(grow(layout_.room(hl_.focusRoom), 9), std::max(1.5f, pen_.px(2)), kHover);
    }
    for (const Destination& d : hl_.destinations) {
      if (d.room < 0 || d.room >= board_.roomCount()) continue;
      const Rect r = layout_.room(d.room);
      const SDL_Color color = d.escape ? kEscape : kDestination;
      pen_.frame(grow(r, 2), thick, color);
      const Vec2 badge = pen_.at({r.x + r.w, r.y});
      const float radius = std::max(8.0f, pen_.px(9));
      pen_.disc(badge, radius + 1.5f, kDark);
      pen_.disc(badge, radius, color);
      pen_.text(std::to_string(d.cost), Font::Bold, badge, kDark);
      if (d.escape && detail_) {
        pen_.pill(pen_.at({r.x + r.w / 2, r.y - 7}), "Escape", Font::Small, kEscape, kDark, kDark);
      }
    }
    for (const RiskSpot& spot : hl_.risk) riskSpot(spot);
    if (hl_.logRoom >= 0 && hl_.logRoom < board_.roomCount())
      pen_.frame(grow(layout_.room(hl_.logRoom), 5), thick, kLog);
    if (hl_.logPassage != kNoPassage) {
      if (board_.isTechSpace(hl_.logPassage)) {
        pen_.frame(grow(layout_.techSpace(), 3), thick, kLog);
      } else if (hl_.logPassage >= 0 && hl_.logPassage < board_.corridorCount()) {
        strokePath(layout_.corridorPath(hl_.logPassage), std::max(3.0f, pen_.px(5)), kLog);
        pen_.ring(pen_.at(layout_.noiseSlot(hl_.logPassage)), markerSize() / 2 + 3, 2.5f, kLog);
      }
    }
    if (hl_.decisionRoom >= 0 && hl_.decisionRoom < board_.roomCount()) {
      pen_.frame(grow(layout_.room(hl_.decisionRoom), 3), thick, kDecision);
      for (const int n : hl_.decisionNumbers) {
        if (n < 1 || n > 4) continue;
        const PassageId p = board_.exit(hl_.decisionRoom, n);
        if (p == kNoPassage) continue;
        if (board_.isTechSpace(p)) {
          pen_.frame(grow(layout_.techSpace(), 3), thick, kDecision);
          numberPill(numbersAt(p, hl_.decisionRoom), std::to_string(n), true);
        } else {
          strokePath(layout_.corridorPath(p), std::max(3.0f, pen_.px(5)), kDecision);
          numberPill(numbersAt(p, hl_.decisionRoom), std::to_string(n), true);
        }
      }
    }
  }

 private:
  // A room's printed number: a disc at the left of its name band.
  [[nodiscard]] Vec2 badgeAt(int r) const {
    const Rect w = layout_.room(r);
    return pen_.at({w.x + 9, w.y + kNameBand.y});
  }
  // Large enough for its number at any UI scale (the font grows with it, the tile with the zoom).
  [[nodiscard]] float badgeRadius() const {
    const auto w = static_cast<float>(pen_.textWidth("22", numberFont_));
    const auto h = static_cast<float>(pen_.textHeight("22", numberFont_));
    return std::max({7.0f, pen_.px(7.5f), 0.5f * std::max(w + 2, 0.9f * h)});
  }
  [[nodiscard]] Rect onScreen(Rect world) const {
    const Vec2 p = pen_.at({world.x, world.y});
    return {p.x, p.y, pen_.px(world.w), pen_.px(world.h)};
  }
  [[nodiscard]] static Rect square(Vec2 centre, float size) {
    return {centre.x - size / 2, centre.y - size / 2, size, size};
  }
  [[nodiscard]] Rect textBox(Vec2 centre, const std::string& text, Font font) const {
    const auto w = static_cast<float>(pen_.textWidth(text, font));
    const auto h = static_cast<float>(pen_.textHeight(text, font));
    return {centre.x - w / 2, centre.y - h / 2, w, h};
  }

  // The Technical Corridors box's title (when it fits the box) and its list of the rooms with an entrance, four
  // numbers a row, each under its hatch mark.
  void techLabels() {
    const Rect box = onScreen(layout_.techSpace());
    const float cx = box.x + box.w / 2;
    std::vector<int> numbers;
    for (int r = 0; r < board_.roomCount(); ++r) {
      if (board_.room(r).techEntrance) numbers.push_back(board_.room(r).label);
    }
    const auto numberW = static_cast<float>(pen_.textWidth("22", Font::Small));
    const auto numberH = static_cast<float>(pen_.textHeight("22", Font::Small));
    const auto perRow = static_cast<std::size_t>(std::clamp(std::floor((box.w - 4) / (numberW + 4)), 1.0f, 4.0f));
    const float rows = std::ceil(static_cast<float>(numbers.size()) / static_cast<float>(perRow));
    // Lines stack in screen space, so they never overlap at any zoom; the title goes first when the box is too
    // small for it, the list of entrances never (the marker slot at the bottom is not text).
    struct Line {
      const char* text;
      Font font;
      int style;  // 0 title, 1 caption
    };
    const std::array<Line, 3> lines{Line{"Technical", labelFont_, 0}, Line{"Corridors", labelFont_, 0},
                                    Line{"entrances", Font::Small, 1}};
    float titleH = 0;
    bool titleFits = true;
    for (const Line& l : lines) {
      titleH += static_cast<float>(pen_.textHeight(l.text, l.font));
      titleFits = titleFits && static_cast<float>(pen_.textWidth(l.text, l.font)) <= box.w - 4;
    }
    const float listH = rows * (numberH + 1);
    float y = box.y + 3;
    if (titleFits && titleH + listH + 6 + pen_.px(BoardLayout::kMarkerSlot) <= box.h) {
      for (const Line& l : lines) {
        const auto h = static_cast<float>(pen_.textHeight(l.text, l.font));
        labels_.fixed({LabelKind::TechTitle, -1, l.style, l.text, textBox({cx, y + h / 2}, l.text, l.font)});
        y += h;
      }
      y += 3;
    }
    // The list repeats what the hatches' pills say: left out when the box cannot hold it above its marker slot.
    if (y + listH > box.y + box.h - pen_.px(BoardLayout::kMarkerSlot) - 4) return;
    for (std::size_t i = 0; i < numbers.size(); ++i) {
      const auto col = static_cast<float>(i % perRow);
      const std::size_t rowIndex = i / perRow;  // whole rows
      const auto row = static_cast<float>(rowIndex);
      const float rowCount = static_cast<float>(std::min(perRow, numbers.size() - (i / perRow) * perRow));
      const Vec2 at{cx + (col - (rowCount - 1) / 2) * (numberW + 4), y + numberH / 2 + row * (numberH + 1)};
      const std::string text = std::to_string(numbers[i]);
      labels_.fixed({LabelKind::TechTitle, -1, 2, text, textBox(at, text, Font::Small)});
    }
  }

  // One end's noise-number pill: at the layout's place, else stepped along the corridor or to either side.
  void corridorLabel(int c, int end) {
    const Corridor& k = board_.corridor(c);
    const std::string text = numbersText(k.numbersMask);
    const Vec2 size = pen_.pillSize(text, labelFont_);
    const Vec2 at = pen_.at(layout_.numberLabel(c, k.rooms[static_cast<std::size_t>(end)]));
    const std::vector<Vec2>& path = layout_.corridorPath(c);
    Vec2 dir{1, 0};
    if (path.size() >= 2) {
      const Vec2 from = pen_.at(end == 0 ? path[0] : path[path.size() - 1]);
      const Vec2 to = pen_.at(end == 0 ? path[1] : path[path.size() - 2]);
      const Vec2 d = to - from;
      if (d.length() > 0) dir = d * (1.0f / d.length());
    }
    const Vec2 perp{-dir.y, dir.x};
    const float along = std::abs(dir.x) * size.x + std::abs(dir.y) * size.y + 2;
    const float aside = std::abs(perp.x) * size.x + std::abs(perp.y) * size.y + 2;
    const std::array<Vec2, 9> candidates{at,
                                         at + dir * along,
                                         at + perp * aside,
                                         at - perp * aside,
                                         at + dir * along + perp * aside,
                                         at + dir * along - perp * aside,
                                         at + dir * (2 * along),
                                         at - dir * along,
                                         at + dir * (3 * along)};
    labels_.place({LabelKind::CorridorNumbers, c, end, text, Rect{0, 0, size.x, size.y}}, candidates);
  }

  [[nodiscard]] static Rect grow(Rect r, float by) { return {r.x - by, r.y - by, r.w + 2 * by, r.h + 2 * by}; }
  using Icon = BoardLayout::PieceIcon;
  [[nodiscard]] float markerSize() const { return pen_.px(BoardLayout::markerSize(pen_.zoom())); }
  // A piece on its own (moving, or flashing): the size a room with only it would give it.
  [[nodiscard]] float charSize() const {
    return std::max(BoardLayout::kMinMiniaturePx, pen_.px(BoardLayout::kCharacterSize));
  }
  [[nodiscard]] float intrSize() const {
    return std::max(BoardLayout::kMinMiniaturePx, pen_.px(BoardLayout::kIntruderSize));
  }
  // The pieces of room r as the scene shows it, with `extra` more (one arriving).
  // The pieces of room r as the scene shows it (its tile state `s`), with `extra` more arriving.
  [[nodiscard]] BoardLayout::Pieces piecesIn(int r, const SceneRoom& s, int extraCharacters = 0,
                                             int extraIntruders = 0) const {
    return roomPieces(layout_, scene_, r, s, pen_.zoom(), extraCharacters, extraIntruders);
  }
  // A marker dropping into its room's icon column (where it will stand once placed).
  void dropIcon(Sprite sprite, int r, Icon icon, float t) {
    if (r < 0 || r >= board_.roomCount()) return;
    SceneRoom s = room(r);
    if (icon == Icon::Fire) s.fire = true;
    if (icon == Icon::Malfunction) s.malfunction = true;
    const BoardLayout::Pieces at = piecesIn(r, s);
    drop(sprite, at.icons[static_cast<std::size_t>(icon)], pen_.px(at.iconSize), t);
  }

  [[nodiscard]] SceneRoom room(int r) const {
    return static_cast<std::size_t>(r) < scene_.rooms.size() ? scene_.rooms[static_cast<std::size_t>(r)] : SceneRoom{};
  }
  [[nodiscard]] DoorState doorState(int c) const {
    return static_cast<std::size_t>(c) < scene_.doors.size() ? scene_.doors[static_cast<std::size_t>(c)]
                                                             : DoorState::Open;
  }
  [[nodiscard]] bool noise(PassageId p) const {
    return static_cast<std::size_t>(p) < scene_.noise.size() && scene_.noise[static_cast<std::size_t>(p)] != 0;
  }
  // Pieces in a room in scene order: their slot is their index among the room's pieces.
  [[nodiscard]] std::vector<int> charactersIn(int r) const {
    std::vector<int> out;
    for (std::size_t i = 0; i < scene_.characters.size(); ++i) {
      if (scene_.characters[i].room == r) out.push_back(static_cast<int>(i));
    }
    return out;
  }
  [[nodiscard]] std::vector<std::size_t> intrudersIn(int r) const {
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < scene_.intruders.size(); ++i) {
      if (scene_.intruders[i].room == r) out.push_back(i);
    }
    return out;
  }
  // Where a moving piece stands in `room`: its own slot if it is there, else the next free slot.
  [[nodiscard]] Vec2 characterTarget(int c, int r) const {
    const auto here = charactersIn(r);
    const auto it = std::find(here.begin(), here.end(), c);
    if (it != here.end()) return piecesIn(r, room(r)).characters[static_cast<std::size_t>(it - here.begin())];
    return piecesIn(r, room(r), 1, 0).characters.back();
  }
  [[nodiscard]] Vec2 intruderTarget(int id, int r) const {
    const auto here = intrudersIn(r);
    for (std::size_t i = 0; i < here.size(); ++i) {
      if (scene_.intruders[here[i]].id == id) return piecesIn(r, room(r)).intruders[i];
    }
    return piecesIn(r, room(r), 0, 1).intruders.back();
  }
  // Slot, along the corridor (from the right end), slot; through the hatches for the Technical Corridors.
  [[nodiscard]] std::vector<Vec2> slidePath(int from, int to, int corridor, Vec2 a, Vec2 b) const {
    std::vector<Vec2> path{a};
    if (corridor >= 0 && corridor < board_.corridorCount()) {
      const auto& c = layout_.corridorPath(corridor);
      if (board_.corridor(corridor).rooms[0] == from) {
        path.insert(path.end(), c.begin(), c.end());
      } else {
        path.insert(path.end(), c.rbegin(), c.rend());
      }
    } else if (board_.isTechSpace(corridor) && board_.room(from).techEntrance && board_.room(to).techEntrance) {
      path.push_back(layout_.techEntrance(from));
      path.push_back(layout_.techEntrance(to));
    }
    path.push_back(b);
    return path;
  }
  static Vec2 along(const std::vector<Vec2>& path, float t) {
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

  void strokePath(const std::vector<Vec2>& path, float width, SDL_Color c) {
    for (std::size_t i = 1; i < path.size(); ++i) pen_.line(pen_.at(path[i - 1]), pen_.at(path[i]), width, c);
    for (std::size_t i = 1; i + 1 < path.size(); ++i) pen_.disc(pen_.at(path[i]), width / 2, c);
  }

  // A risk map figure in the lower part of its room: the number on a pill, between two hatched bands whose stripes
  // are closer the likelier the risk (none at 0), at a size that reads at any zoom.
  void riskSpot(const RiskSpot& spot) {
    if (spot.room < 0 || spot.room >= board_.roomCount()) return;
    const Rect r = layout_.room(spot.room);
    const Vec2 centre = pen_.at({r.x + r.w / 2, r.y + r.h * 0.74f});
    const float textW = static_cast<float>(pen_.textWidth(spot.label, Font::Bold));
    const float h = static_cast<float>(pen_.textHeight(spot.label, Font::Bold)) + 8;
    const float band = h;
    const float w = textW + 10 + 2 * band;
    const SDL_FRect box{std::round(centre.x - w / 2), std::round(centre.y - h / 2), std::round(w), std::round(h)};
    pen_.fillScreen(box, kDark);
    constexpr std::array<float, 5> kGap = {0, 8, 5, 3, 2};  // pixels between stripes, by density
    const int density = std::clamp(spot.density, 0, 4);
    if (density > 0) {
      const float gap = kGap[static_cast<std::size_t>(density)];
      for (const float from : {box.x, box.x + box.w - band}) {
        for (float x = from + 1; x < from + band - 1; x += gap) pen_.fillScreen({x, box.y + 2, 1, box.h - 4}, kLog);
      }
    }
    pen_.frameScreen(box, 1, kLog);
    pen_.pill(centre, spot.label, Font::Bold, kBadge, kLog, kInk);
  }

  // A noise-number pill centred on a screen point.
  void numberPill(Vec2 centre, const std::string& text, bool lit) {
    pen_.pill(centre, text, lit ? Font::Bold : labelFont_, lit ? kDecision : kBadge,
              lit ? kWhite : SDL_Color{120, 140, 164, 255}, lit ? kDark : kInk);
  }

  // Where the numbers of `passage` beside `room` were placed (screen), or the layout's place when hidden.
  [[nodiscard]] Vec2 numbersAt(PassageId passage, int room) const {
    const PlacedLabel* l = nullptr;
    if (board_.isTechSpace(passage)) {
      l = labels_.find(LabelKind::TechNumbers, room);
    } else {
      const Corridor& k = board_.corridor(passage);
      l = labels_.find(LabelKind::CorridorNumbers, passage, k.rooms[1] == room ? 1 : 0);
      if (l == nullptr) l = labels_.find(LabelKind::CorridorNumbers, passage, k.rooms[1] == room ? 0 : 1);
    }
    return l != nullptr ? l->box.center() : pen_.at(layout_.numberLabel(passage, room));
  }

 public:
  // Places every label of the static layer (label_placer.hpp): room numbers and names and the Technical
  // Corridors box's text stay put; then one pill per corridor and per hatch, and last the corridors' second
  // ends, so a crowded view drops a repeated pill before a corridor's only one. Pills keep clear of tiles,
  // markers and hatches where they can.
  void placeLabels() {
    labels_.clear();
    for (int r = 0; r < board_.roomCount(); ++r) {
      const Vec2 b = badgeAt(r);
      const float radius = badgeRadius() + 1;
      labels_.fixed({LabelKind::RoomNumber, r, 0, std::to_string(board_.room(r).label),
                     Rect{b.x - radius, b.y - radius, 2 * radius, 2 * radius}});
      const SceneRoom& s = room(r);
      if (!s.explored) continue;
      const Rect w = layout_.room(r);
      const std::string text = nameFor(s.tile);
      if (!text.empty()) {
        labels_.fixed({LabelKind::RoomName, r, 0, text,
                       textBox(pen_.at({w.x + kNameBand.x + kNameBand.w / 2, w.y + kNameBand.y}), text, labelFont_)});
      }
    }
    techLabels();
    for (int r = 0; r < board_.roomCount(); ++r) labels_.avoid(onScreen(layout_.room(r)));
    const float marker = markerSize();
    for (int c = 0; c < board_.corridorCount(); ++c) {
      for (const Vec2 p : {layout_.doorSlot(c), layout_.noiseSlot(c)}) labels_.avoid(square(pen_.at(p), marker));
    }
    const PassageId tech = board_.techSpace();
    for (int r = 0; r < board_.roomCount(); ++r) {
      if (board_.room(r).techEntrance) labels_.avoid(square(pen_.at(layout_.techEntrance(r)), hatchSize() + 2));
    }
    for (int c = 0; c < board_.corridorCount(); ++c) corridorLabel(c, 0);
    for (int r = 0; r < board_.roomCount(); ++r) {
      if (!board_.room(r).techEntrance) continue;
      const std::string text = techNumbers(r);
      const Vec2 size = pen_.pillSize(text, labelFont_);
      const Vec2 at = pen_.at(layout_.numberLabel(tech, r));
      const Vec2 hatch = pen_.at(layout_.techEntrance(r));
      Vec2 out = at - hatch;
      out = out.length() > 0 ? out * (1.0f / out.length()) : Vec2{1, 0};
      const float reach = hatchSize() / 2 + 2;
      const std::array<Vec2, 6> candidates{at,
                                           hatch + out * (reach + size.x / 2),
                                           hatch - out * (reach + size.x / 2),
                                           hatch + Vec2{0, reach + size.y / 2},
                                           hatch - Vec2{0, reach + size.y / 2},
                                           at + Vec2{0, size.y}};
      labels_.place({LabelKind::TechNumbers, r, 0, text, Rect{0, 0, size.x, size.y}}, candidates);
    }
    for (int c = 0; c < board_.corridorCount(); ++c) {
      const Corridor& k = board_.corridor(c);
      if (!(layout_.numberLabel(c, k.rooms[0]) == layout_.numberLabel(c, k.rooms[1]))) corridorLabel(c, 1);
    }
  }

  // Draws what placeLabels placed (the room numbers are part of their tiles).
  void drawLabels() {
    for (const PlacedLabel& l : labels_.labels()) {
      switch (l.kind) {
        case LabelKind::RoomNumber: break;
        case LabelKind::RoomName: pen_.text(l.text, labelFont_, l.box.center(), kInk); break;
        case LabelKind::TechTitle:  // end: 0 title, 1 caption, 2 a room number
          pen_.text(l.text, l.end == 0 ? labelFont_ : Font::Small, l.box.center(), l.end == 1 ? kDimInk : kInk);
          break;
        case LabelKind::TechNumbers:
        case LabelKind::CorridorNumbers: numberPill(l.box.center(), l.text, false); break;
      }
    }
  }

 private:
  std::string techNumbers(int r) const {
    std::string s;
    for (int n = 1; n <= 4; ++n) {
      if (board_.exit(r, n) != board_.techSpace()) continue;
      if (!s.empty()) s += ',';
      s += static_cast<char>('0' + n);
    }
    return s;
  }

  void door(int c, DoorState state) {
    const Vec2 p = pen_.at(layout_.doorSlot(c));
    switch (state) {
      case DoorState::Open:
        // Every corridor has an open door; drawn small and faint so closed and broken ones stand out.
        if (detail_) pen_.sprite(Sprite::DoorOpen, p, markerSize() * 0.7f, SDL_Color{255, 255, 255, 150});
        break;
      case DoorState::Closed: pen_.sprite(Sprite::DoorClosed, p, markerSize()); break;
      case DoorState::Destroyed: pen_.sprite(Sprite::DoorDestroyed, p, markerSize()); break;
    }
  }

  [[nodiscard]] float hatchSize() const { return 2 * std::max(5.0f, pen_.px(7)) + 2; }
  void hatch(Vec2 p) {
    const float h = std::max(5.0f, pen_.px(7));
    pen_.fillScreen({p.x - h - 1, p.y - h - 1, 2 * h + 2, 2 * h + 2}, kDark);
    pen_.fillScreen({p.x - h, p.y - h, 2 * h, 2 * h}, SDL_Color{226, 178, 46, 255});
    pen_.fillScreen({p.x - h * 0.55f, p.y - h * 0.55f, h * 1.1f, h * 1.1f}, SDL_Color{40, 40, 40, 255});
    pen_.line({p.x - h * 0.55f, p.y}, {p.x + h * 0.55f, p.y}, std::max(1.0f, h * 0.25f), SDL_Color{226, 178, 46, 255});
  }

  void itemCounter(Vec2 p, float size, int items) {
    // A crate: a square (not the round room number) in the colour of cardboard.
    const float h = size / 2 - 1;
    pen_.fillScreen({p.x - h - 1, p.y - h - 1, 2 * h + 2, 2 * h + 2}, kDark);
    pen_.fillScreen({p.x - h, p.y - h, 2 * h, 2 * h}, SDL_Color{206, 170, 110, 255});
    pen_.fillScreen({p.x - h, p.y - h, 2 * h, std::max(1.0f, h * 0.3f)}, SDL_Color{232, 200, 140, 255});
    pen_.text(std::to_string(items), Font::Small, {p.x, p.y + 1}, kDark);
  }

  // The tile name, centred in the band right of the number; shortened, or left out, when it cannot fit.
  // The longest form of the tile's name that fits its band ("" when none does: the tooltip names it).
  [[nodiscard]] std::string nameFor(RoomTile t) const {
    // Centred in the band, clear of the number's disc (which grows past the band's edge when zoomed out).
    const float avail =
        2 * std::min(pen_.px(kNameBand.w / 2), pen_.px(kNameBand.x + kNameBand.w / 2) - pen_.px(9) - badgeRadius() - 2);
    for (const std::string_view candidate : namesOf(t)) {
      std::string text(candidate);
      if (static_cast<float>(pen_.textWidth(text, labelFont_)) <= avail) return text;
    }
    return {};
  }

  void drop(Sprite s, Vec2 world, float size, float t) {
    const float e = smooth(t);
    const Vec2 p = pen_.at(world);
    pen_.sprite(s, {p.x, p.y - (1 - e) * pen_.px(40)}, size * (1 + 0.6f * (1 - e)), withAlpha(kWhite, 0.3f + 0.7f * e));
    if (t > 0.7f) pen_.ring(p, size / 2 + (t - 0.7f) * 40, 2, withAlpha(kWhite, (1 - t) * 3));
  }

  // The die tumbles for kDieTumbleSeconds whatever the animation's length, then shows its face and what it means
  // (a Danger face stays a big moment's time: animation.cpp durationOf).
  void dieRoll(const ev::NoiseRolled& e, float elapsed, float duration) {
    const Vec2 c = pen_.at(layout_.room(e.room).center());
    const float size = std::clamp(pen_.px(46), 48.0f, 96.0f);
    static constexpr const char* kFaces[] = {"1", "3", "D", "2", "4", "S", "2", "1", "4", "3"};
    const float tumble = std::min(kDieTumbleSeconds, duration * 0.65f);
    if (elapsed < tumble) {
      // Tumbling: bounces with a dying height and flickers through faces.
      const float u = elapsed / tumble;
      const float bounce = std::abs(std::sin(u * kPi * 3)) * (1 - u) * size * 0.6f;
      const float squash = 1 - 0.15f * std::abs(std::sin(u * kPi * 6));
      const Vec2 p{c.x, c.y - bounce};
      pen_.sprite(Sprite::DieBlank, p, size * squash);
      pen_.text(kFaces[static_cast<int>(u * 24) % 10], Font::Large, {p.x, p.y + size * 0.04f}, kDark);
      return;
    }
    const bool danger = e.result == NoiseResult::Danger;
    const bool silence = e.result == NoiseResult::Silence;
    const SDL_Color tint = danger ? SDL_Color{255, 150, 140, 255} : silence ? SDL_Color{190, 210, 230, 255} : kWhite;
    pen_.sprite(Sprite::DieBlank, c, size, tint);
    pen_.text(noiseFace(e.result), Font::Large, {c.x, c.y + size * 0.04f}, kDark);
    const std::string caption = danger ? "Danger!" : silence ? "Silence" : "Noise " + noiseFace(e.result);
    pen_.pill({c.x, c.y + size * 0.62f}, caption, Font::Bold, danger ? kDanger : kBadge, kWhite, kWhite);
  }

  // A big moment's caption (a Surprise Attack, an attack card, a death): bold, by the piece or room it concerns,
  // drawn at every zoom; it fades in and out at the ends of its animation.
  void bigCaption(Vec2 world, const std::string& text, SDL_Color fill, float t) {
    const float alpha = std::min({1.0f, t / 0.08f, (1.0f - t) / 0.12f});
    if (alpha <= 0.0f) return;
    const Vec2 p = pen_.at(world);
    pen_.pill({p.x, p.y - std::max(charSize() * 1.25f, 26.0f)}, text, Font::Bold, withAlpha(fill, 0.95f * alpha),
              withAlpha(kWhite, alpha), withAlpha(kWhite, alpha));
  }

  // Where a Character's miniature stands (world coordinates), or the board's centre for no Character.
  [[nodiscard]] Vec2 characterAt(int character) const {
    if (character < 0 || static_cast<std::size_t>(character) >= scene_.characters.size()) {
      return layout_.bounds().center();
    }
    return characterTarget(character, scene_.characters[static_cast<std::size_t>(character)].room);
  }

  // "Surprise Attack!": the drawn token's number beat the hand, by the room of the Encounter.
  void surprise(const ev::SurpriseCheck& e, float t) {
    const Vec2 at =
        e.room >= 0 && e.room < board_.roomCount() ? layout_.room(e.room).center() : characterAt(e.character);
    pen_.ring(pen_.at(at), std::clamp(pen_.px(40), 40.0f, 90.0f) * (0.8f + 0.4f * t), 3.0f, withAlpha(kDanger, 1 - t));
    bigCaption(at, "Surprise Attack! hand " + std::to_string(e.handSize) + " < token " + std::to_string(e.tokenNumber),
               kDanger, t);
  }

  void tokenReveal(const ev::TokenDrawn& e, float t, int room, const std::string& caption) {
    Vec2 c = pen_.at(room >= 0 && room < board_.roomCount() ? layout_.room(room).center() : layout_.bounds().center());
    const float appear = smooth(std::min(1.0f, t / 0.2f));
    const float fade = t > 0.85f ? 1 - (t - 0.85f) / 0.15f : 1.0f;
    const float radius = std::clamp(pen_.px(40), 44.0f, 90.0f) * (0.5f + 0.5f * appear);
    pen_.disc(c, radius + 3, withAlpha(kRimColor(), fade));
    pen_.disc(c, radius, withAlpha(SDL_Color{34, 20, 46, 255}, fade));
    if (e.type == IntruderType::Blank) {
      pen_.text("Blank", Font::Large, c, withAlpha(kInk, fade));
    } else {
      pen_.sprite(intruderSprite(e.type), {c.x, c.y - radius * 0.12f}, radius * 1.3f, withAlpha(kWhite, fade));
      pen_.pill({c.x, c.y + radius * 0.72f}, std::string(nameOf(e.type)) + "  " + std::to_string(e.number), Font::Bold,
                withAlpha(kBadge, fade), withAlpha(kRimColor(), fade), withAlpha(kInk, fade));
    }
    if (!caption.empty()) {
      pen_.pill({c.x, c.y - radius - 14}, caption, Font::Bold, withAlpha(kBadge, fade), withAlpha(kRimColor(), fade),
                withAlpha(kInk, fade));
    }
  }
  static SDL_Color kRimColor() { return {230, 216, 245, 255}; }

  void doorBreak(int corridor, float t) {
    const Vec2 p = pen_.at(layout_.doorSlot(corridor));
    if (t < 0.6f) {
      const float shake = std::sin(t * 70) * 3 * (1 - t);
      pen_.sprite(Sprite::DoorClosed, {p.x + shake, p.y}, markerSize() * (1 + 0.2f * t));
      return;
    }
    const float u = (t - 0.6f) / 0.4f;
    pen_.ring(p, markerSize() * (0.5f + u), 3, withAlpha(SDL_Color{255, 200, 120, 255}, 1 - u));
    pen_.sprite(Sprite::DoorDestroyed, p, markerSize() * (1.3f - 0.3f * u));
  }

  // The Closed Door token lifts away and the open one settles in its place.
  void doorOpen(int corridor, float t) {
    if (corridor < 0 || corridor >= board_.corridorCount()) return;
    const Vec2 p = pen_.at(layout_.doorSlot(corridor));
    const float u = smooth(t);
    pen_.sprite(Sprite::DoorClosed, {p.x, p.y - u * markerSize() * 0.6f}, markerSize() * (1 + 0.3f * u),
                withAlpha(kWhite, 1 - u));
    pen_.sprite(Sprite::DoorOpen, p, markerSize() * (0.7f + 0.3f * (1 - u)), withAlpha(kWhite, u));
    pen_.ring(p, markerSize() * (0.4f + 0.6f * u), 2, withAlpha(kDecision, 1 - u));
  }

  // Fire (or another Event phase rule) injures an Intruder: an orange pulse and its Injury count.
  void injuryFlash(const ev::IntruderInjured& e, float t) {
    if (e.room < 0 || e.room >= board_.roomCount()) return;
    const Vec2 p = pen_.at(intruderTarget(e.intruder, e.room));
    const float pulse = std::sin(t * kPi);
    pen_.disc(p, intrSize() * (0.55f + 0.3f * pulse), withAlpha(kInjury, 0.5f * pulse));
    pen_.ring(p, intrSize() * (0.5f + 0.6f * t), 2.5f, withAlpha(kInjury, 1 - t));
    pen_.pill({p.x, p.y - intrSize() * 0.95f}, "Injury " + std::to_string(e.injuries), Font::Small,
              withAlpha(SDL_Color{96, 44, 8, 255}, 0.9f), kInjury, kWhite);
  }

  // Into the Technical Corridors: the Intruder slides to its room's hatch and shrinks away through it.
  void ductsEnter(const ev::IntruderEnteredDucts& e, float t) {
    if (e.from < 0 || e.from >= board_.roomCount()) return;
    const Vec2 start = intruderTarget(e.intruder, e.from);
    const bool hasHatch = board_.room(e.from).techEntrance;
    const Vec2 end = hasHatch ? layout_.techEntrance(e.from) : start;
    const float slide = smooth(std::min(1.0f, t / 0.6f));
    const float shrink = t < 0.5f ? 1.0f : 1 - smooth((t - 0.5f) / 0.5f);
    const Vec2 p = pen_.at(lerp(start, end, slide));
    if (hasHatch) pen_.ring(pen_.at(end), std::max(6.0f, pen_.px(9)), 2, withAlpha(kEscape, 1 - shrink * 0.3f));
    intruder(e.type, p, intrSize(), std::max(0.05f, shrink));
  }

  void woundFlash(int character, float t, const std::string& caption) {
    if (character < 0 || static_cast<std::size_t>(character) >= scene_.characters.size()) return;
    const int r = scene_.characters[static_cast<std::size_t>(character)].room;
    const Vec2 p = pen_.at(characterTarget(character, r));
    const float pulse = std::sin(t * kPi);
    pen_.disc(p, charSize() * (0.6f + 0.3f * pulse), withAlpha(kWound, 0.55f * pulse));
    pen_.ring(p, charSize() * (0.6f + 0.5f * t), 2.5f, withAlpha(kWound, 1 - t));
    if (detail_)
      pen_.pill({p.x, p.y - charSize() * 1.1f}, caption, Font::Small, withAlpha(SDL_Color{90, 10, 10, 255}, 0.9f),
                kWound, kWhite);
  }

  Pen& pen_;
  const Board& board_;
  const Scene& scene_;
  const BoardLayout& layout_;
  const Highlights& hl_;
  const Revealed* revealed_;
  bool detail_ = true;
  LabelPlacer& labels_;
  Font labelFont_ = Font::Small;
  Font numberFont_ = Font::Small;
};

Overrides overridesOf(std::span<const Animation> active) {
  Overrides o;
  for (const Animation& a : active) {
    std::visit(Overloaded{
                   [&](const ev::CharacterMoved& e) { o.movingCharacters.push_back(e.character); },
                   [&](const ev::IntruderMoved& e) { o.movingIntruders.push_back(e.intruder); },
                   [&](const ev::DoorDestroyed& e) { o.breakingDoors.push_back(e.corridor); },
                   [&](const ev::RoomRevealed& e) { o.flippingRooms.push_back(e.room); },
                   [&](const ev::CharacterDied& e) { o.dyingCharacters.push_back(e.character); },
                   [&](const ev::DoorOpened& e) { o.openingDoors.push_back(e.corridor); },
                   // Still in the scene until its removal folds: drawn by the animation, not in its room.
                   [&](const ev::IntruderEnteredDucts& e) { o.movingIntruders.push_back(e.intruder); },
                   [&](const auto&) {},
               },
               a.event.data);
  }
  return o;
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

BoardPainter::BoardPainter(Art& art, const Board& board) : art_(art), board_(board) {
  // Background specks from a fixed little generator: the same sky every run.
  std::uint32_t x = 0x9e3779b9U;
  auto next = [&x]() {
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    return static_cast<float>(x % 100000U) / 100000.0f;
  };
  for (int i = 0; i < 260; ++i) stars_.push_back(SDL_FPoint{-600 + next() * 2200, -600 + next() * 2200});
  rows_.reserve(2048);
}

void BoardPainter::draw(const Scene& scene, const AnimationQueue& animations, const BoardLayout& layout,
                        const Camera& camera, const Highlights& highlights, const Revealed* revealed) {
  SDL_Renderer* renderer = art_.renderer();
  if (hull_.empty()) {
    std::vector<Vec2> corners;
    for (int r = 0; r < board_.roomCount(); ++r) {
      const Rect w = layout.room(r);
      const float m = 26;
      corners.insert(corners.end(), {Vec2{w.x - m, w.y - m}, Vec2{w.x + w.w + m, w.y - m}, Vec2{w.x - m, w.y + w.h + m},
                                     Vec2{w.x + w.w + m, w.y + w.h + m}});
    }
    hull_ = convexHull(corners);
  }
  const Rect vp = camera.viewport();
  SDL_Rect oldClip;
  SDL_RenderGetClipRect(renderer, &oldClip);
  const SDL_Rect clip{static_cast<int>(vp.x), static_cast<int>(vp.y), static_cast<int>(vp.w), static_cast<int>(vp.h)};

  Pen pen(art_, camera, rows_);
  Frame frame(pen, board_, scene, layout, highlights, revealed, labels_);
  const std::span<const Animation> active = animations.active();
  const Overrides o = overridesOf(active);
  auto drawStatic = [&]() {
    frame.placeLabels();
    frame.background(stars_, hull_, vp);
    frame.corridors(o);
    frame.technical();
    frame.rooms(o);
    frame.drawLabels();
  };

  // The static layer: redrawn into its texture only when something it shows has changed.
  int outW = 0;
  int outH = 0;
  SDL_GetRendererOutputSize(renderer, &outW, &outH);
  if (SDL_RenderTargetSupported(renderer) == SDL_TRUE && outW > 0 && outH > 0) {
    if (!layer_ || layerW_ != outW || layerH_ != outH) {
      layer_.reset(SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, outW, outH));
      layerW_ = outW;
      layerH_ = outH;
      layerKey_ = LayerKey{};
    }
  }
  if (layer_) {
    LayerKey& k = candidate_;
    k.viewport = vp;
    k.origin = camera.toScreen({0, 0});
    k.zoom = camera.zoom();
    art_.text("Technical Corridors", Font::Small, &k.textWidth, nullptr);
    k.revealed = revealed != nullptr && revealed->explorationTokens;
    k.rooms = scene.rooms;
    k.doors = scene.doors;
    k.noise = scene.noise;
    k.hidden.clear();
    for (const int d : o.breakingDoors) k.hidden.push_back(d);
    for (const int d : o.openingDoors) k.hidden.push_back(d);
    k.hidden.push_back(-1);
    for (const int r : o.flippingRooms) k.hidden.push_back(r);
    if (!(k == layerKey_)) {
      SDL_Texture* target = SDL_GetRenderTarget(renderer);
      SDL_SetRenderTarget(renderer, layer_.get());
      SDL_RenderSetClipRect(renderer, &clip);
      drawStatic();
      SDL_SetRenderTarget(renderer, target);
      std::swap(layerKey_, candidate_);
    }
    SDL_SetTextureBlendMode(layer_.get(), SDL_BLENDMODE_NONE);
    SDL_RenderSetClipRect(renderer, &clip);
    SDL_RenderCopy(renderer, layer_.get(), &clip, &clip);
  } else {
    SDL_RenderSetClipRect(renderer, &clip);
    drawStatic();
  }

  frame.characters(o, highlights.activeCharacter);
  frame.intruders(o);
  for (const Animation& a : active) frame.animation(a);
  frame.highlights();
  frame.timeTrack(vp);
  for (const Animation& a : active) frame.overlay(a, vp);

  if (oldClip.w > 0 && oldClip.h > 0) {
    SDL_RenderSetClipRect(renderer, &oldClip);
  } else {
    SDL_RenderSetClipRect(renderer, nullptr);
  }
}

}  // namespace nemesis::view
