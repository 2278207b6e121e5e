#include "nemesis/room_tiles.hpp"

#include <algorithm>
#include <string>

#include "nemesis/palette.hpp"
#include "nemesis/shapes.hpp"

namespace nemesis::view {

namespace {

using Icon = BoardLayout::PieceIcon;

// A crate: a square (not the round room number) in the colour of cardboard, with the item count.
void drawItems(Pen& pen, Vec2 p, float size, int items) {
  const float h = size / 2 - 1;
  rimmedSquare(pen, p, h, SDL_Color{206, 170, 110, 255});
  pen.fillScreen({p.x - h, p.y - h, 2 * h, std::max(1.0f, h * 0.3f)}, SDL_Color{232, 200, 140, 255});
  pen.text(std::to_string(items), Font::Small, {p.x, p.y + 1}, kDark);
}

// A face-down exploration token's face, short enough for a tile's name band.
std::string explorationText(int token) {
  if (token < 0 || token >= kExplorationTokenCount) return "?";
  const ExplorationToken& t = kExplorationTokens[static_cast<std::size_t>(token)];
  const std::string effect = t.effect == ExplorationEffect::Malfunction ? "Malfunct." : std::string(nameOf(t.effect));
  return effect + " " + std::to_string(t.items);
}

}  // namespace

void drawRooms(const BoardFrame& f, const Overrides& o) {
  for (int r = 0; r < f.board.roomCount(); ++r) {
    if (Overrides::has(o.flippingRooms, r)) continue;
    drawTile(f, r, f.room(r), 1.0f);
  }
}

void drawRoomNumber(const BoardFrame& f, int r) {
  ringedChip(f.pen, f.badgeAt(r), f.badgeRadius(), kBadge, 1.2f, kTileEdge, std::to_string(f.board.room(r).label),
             f.numberFont(), kInk);
}

void drawTile(const BoardFrame& f, int r, const SceneRoom& s, float xScale) {
  Pen& pen = f.pen;
  const Rect w = f.layout.room(r);
  const Vec2 c = pen.at(w.center());
  const float fw = pen.px(w.w) * xScale;
  const float fh = pen.px(w.h);
  const SDL_FRect rect{c.x - fw / 2, c.y - fh / 2, fw, fh};
  const float edge = std::max(1.0f, pen.px(2));
  if (!s.explored) {
    pen.spriteRect(Sprite::RoomBack, rect, kBackTint);
    pen.frameScreen(rect, edge, kBackEdge);
  } else {
    pen.fillScreen(rect, kTile);
    pen.fillScreen({rect.x, rect.y, rect.w, pen.px(f.bandBottom() - 1)}, kTileBand);
    pen.frameScreen(rect, edge, f.board.room(r).fixedTile ? kSpecialEdge : kTileEdge);
  }
  if (xScale < 0.999f) return;
  drawRoomNumber(f, r);
  const BoardLayout::Pieces at = f.piecesIn(r, s);
  const float icon = pen.px(at.iconSize);
  auto slot = [&](Icon i) { return pen.at(at.icons[static_cast<std::size_t>(i)]); };
  if (s.explored && s.items >= 0 && f.detail()) drawItems(pen, slot(Icon::Items), icon, s.items);
  if (s.explored && tileInfo(s.tile).computer) pen.sprite(Sprite::Computer, slot(Icon::Computer), icon);
  if (!s.explored && s.explorationToken >= 0) {
    pen.sprite(Sprite::ExplorationBack, slot(Icon::Items), icon);
    // Revealed (debug overlay): the token's face where an explored tile shows its name.
    if (f.showTokens && f.detail()) {
      pen.pill(f.nameBandCentre(r), explorationText(s.explorationToken), Font::Small, SDL_Color{52, 24, 72, 255},
               kDecision, kInk);
    }
  }
  if (s.corpses > 0) {
    const Vec2 p = slot(Icon::Corpse);
    pen.sprite(Sprite::Corpse, p, icon);
    if (s.corpses > 1 && f.detail()) {
      const Vec2 count{p.x + icon * 0.4f, p.y - icon * 0.35f};
      pen.disc(count, std::max(5.0f, pen.px(5)), kBadge);
      pen.text(std::to_string(s.corpses), Font::Small, count, kInk);
    }
  }
  if (s.malfunction) pen.sprite(Sprite::Malfunction, slot(Icon::Malfunction), icon);
  if (s.fire) pen.sprite(Sprite::Fire, slot(Icon::Fire), icon);
}

}  // namespace nemesis::view
