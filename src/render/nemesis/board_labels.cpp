#include "nemesis/board_labels.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <string_view>
#include <vector>

#include "nemesis/palette.hpp"

namespace nemesis::view {

namespace {

[[nodiscard]] Rect square(Vec2 centre, float size) {
  return {centre.x - size / 2, centre.y - size / 2, size, size};
}

[[nodiscard]] Rect textBox(Pen& pen, Vec2 centre, const std::string& text, Font font) {
  const auto w = static_cast<float>(pen.textWidth(text, font));
  const auto h = static_cast<float>(pen.textHeight(text, font));
  return {centre.x - w / 2, centre.y - h / 2, w, h};
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

// The longest form of the tile's name that fits its band ("" when none does: the tooltip names it). Centred in
// the band, clear of the number's disc (which grows with the font, the band with the zoom).
[[nodiscard]] std::string nameFor(const BoardFrame& f, int r, RoomTile t) {
  Pen& pen = f.pen;
  if (!f.nameFits()) return {};
  const float badgeRight = f.badgeAt(r).x + f.badgeRadius();
  const float avail = 2 * std::min(pen.px(kNameBand.w / 2), f.nameBandCentre(r).x - badgeRight - 2);
  for (const std::string_view candidate : namesOf(t)) {
    std::string text(candidate);
    if (static_cast<float>(pen.textWidth(text, f.labelFont())) <= avail) return text;
  }
  return {};
}

// The numbers 1-4 of a mask, as printed beside a corridor ("1,3").
std::string numbersText(std::uint8_t mask) {
  std::string s;
  for (int n = 1; n <= 4; ++n) {
    if ((mask & (1U << static_cast<unsigned>(n))) == 0) continue;
    if (!s.empty()) s += ',';
    s += static_cast<char>('0' + n);
  }
  return s;
}

// The numbers of room r that lead into the Technical Corridors, printed beside its hatch as a corridor's are.
std::string techNumbers(const Board& board, int r) {
  std::uint8_t mask = 0;
  for (int n = 1; n <= 4; ++n) {
    if (board.exit(r, n) == board.techSpace()) mask |= static_cast<std::uint8_t>(1U << static_cast<unsigned>(n));
  }
  return numbersText(mask);
}

// The Technical Corridors box's title (when it fits the box) and its list of the rooms with an entrance, four
// numbers a row, each under its hatch mark.
void techLabels(const BoardFrame& f, LabelPlacer& labels) {
  Pen& pen = f.pen;
  const Rect box = f.onScreen(f.layout.techSpace());
  const float cx = box.x + box.w / 2;
  std::vector<int> numbers;
  for (int r = 0; r < f.board.roomCount(); ++r) {
    if (f.board.room(r).techEntrance) numbers.push_back(f.board.room(r).label);
  }
  const auto numberW = static_cast<float>(pen.textWidth("22", Font::Small));
  const auto numberH = static_cast<float>(pen.textHeight("22", Font::Small));
  const auto perRow = static_cast<std::size_t>(std::clamp(std::floor((box.w - 4) / (numberW + 4)), 1.0f, 4.0f));
  const float rows = std::ceil(static_cast<float>(numbers.size()) / static_cast<float>(perRow));
  // Lines stack in screen space, so they never overlap at any zoom. The title shortens until it fits the box with
  // the list under it (the full title, without its caption, then abbreviated); when no form leaves room for the
  // list, the list gives way (it repeats the hatches' pills) to the longest title that fits alone. The marker slot
  // at the bottom is not text.
  struct Line {
    const char* text;
    Font font;
    int style;  // 0 title, 1 caption
  };
  const std::array<std::vector<Line>, 3> titles{
      std::vector<Line>{
          {"Technical", f.labelFont(), 0}, {"Corridors", f.labelFont(), 0}, {"entrances", Font::Small, 1}},
      std::vector<Line>{{"Technical", f.labelFont(), 0}, {"Corridors", f.labelFont(), 0}},
      std::vector<Line>{{"Tech.", f.labelFont(), 0}, {"Corr.", f.labelFont(), 0}}};
  const float listH = rows * (numberH + 1);
  float y = box.y + 3;
  const float room = box.h - 6 - pen.px(BoardLayout::kMarkerSlot);
  bool placed = false;
  for (const bool withList : {true, false}) {
    for (const std::vector<Line>& lines : titles) {
      float titleH = 0;
      bool titleFits = true;
      for (const Line& l : lines) {
        titleH += static_cast<float>(pen.textHeight(l.text, l.font));
        titleFits = titleFits && static_cast<float>(pen.textWidth(l.text, l.font)) <= box.w - 4;
      }
      if (!titleFits || titleH + (withList ? listH : 0) > room) continue;
      for (const Line& l : lines) {
        const auto h = static_cast<float>(pen.textHeight(l.text, l.font));
        labels.fixed({LabelKind::TechTitle, -1, l.style, l.text, textBox(pen, {cx, y + h / 2}, l.text, l.font)});
        y += h;
      }
      y += 3;
      placed = true;
      if (!withList) return;
      break;
    }
    if (placed) break;
  }
  // The list repeats what the hatches' pills say: left out when the box cannot hold it above its marker slot.
  if (y + listH > box.y + box.h - pen.px(BoardLayout::kMarkerSlot) - 4) return;
  for (std::size_t i = 0; i < numbers.size(); ++i) {
    const auto col = static_cast<float>(i % perRow);
    const std::size_t rowIndex = i / perRow;  // whole rows
    const auto row = static_cast<float>(rowIndex);
    const float rowCount = static_cast<float>(std::min(perRow, numbers.size() - (i / perRow) * perRow));
    const Vec2 at{cx + (col - (rowCount - 1) / 2) * (numberW + 4), y + numberH / 2 + row * (numberH + 1)};
    const std::string text = std::to_string(numbers[i]);
    labels.fixed({LabelKind::TechTitle, -1, 2, text, textBox(pen, at, text, Font::Small)});
  }
}

// One end's noise-number pill: at the layout's place, else stepped along the corridor or to either side.
void corridorLabel(const BoardFrame& f, LabelPlacer& labels, int c, int end) {
  Pen& pen = f.pen;
  const Corridor& k = f.board.corridor(c);
  const std::string text = numbersText(k.numbersMask);
  const Vec2 size = pen.pillSize(text, f.labelFont());
  const Vec2 at = pen.at(f.layout.numberLabel(c, k.rooms[static_cast<std::size_t>(end)]));
  const std::vector<Vec2>& path = f.layout.corridorPath(c);
  Vec2 dir{1, 0};
  if (path.size() >= 2) {
    const Vec2 from = pen.at(end == 0 ? path[0] : path[path.size() - 1]);
    const Vec2 to = pen.at(end == 0 ? path[1] : path[path.size() - 2]);
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
  labels.place({LabelKind::CorridorNumbers, c, end, text, Rect{0, 0, size.x, size.y}}, candidates);
}

// One hatch's noise-number pill: at the layout's place, else beside the hatch on either side, above or below.
void hatchLabel(const BoardFrame& f, LabelPlacer& labels, int r) {
  Pen& pen = f.pen;
  const std::string text = techNumbers(f.board, r);
  const Vec2 size = pen.pillSize(text, f.labelFont());
  const Vec2 at = pen.at(f.layout.numberLabel(f.board.techSpace(), r));
  const Vec2 hatch = pen.at(f.layout.techEntrance(r));
  Vec2 out = at - hatch;
  out = out.length() > 0 ? out * (1.0f / out.length()) : Vec2{1, 0};
  const float reach = f.hatchSize() / 2 + 2;
  const std::array<Vec2, 6> candidates{at,
                                       hatch + out * (reach + size.x / 2),
                                       hatch - out * (reach + size.x / 2),
                                       hatch + Vec2{0, reach + size.y / 2},
                                       hatch - Vec2{0, reach + size.y / 2},
                                       at + Vec2{0, size.y}};
  labels.place({LabelKind::TechNumbers, r, 0, text, Rect{0, 0, size.x, size.y}}, candidates);
}

}  // namespace

void placeLabels(const BoardFrame& f, LabelPlacer& labels) {
  Pen& pen = f.pen;
  const Board& board = f.board;
  labels.clear();
  for (int r = 0; r < board.roomCount(); ++r) {
    const Vec2 b = f.badgeAt(r);
    const float radius = f.badgeRadius() + 1;
    labels.fixed({LabelKind::RoomNumber, r, 0, std::to_string(board.room(r).label),
                  Rect{b.x - radius, b.y - radius, 2 * radius, 2 * radius}});
    const SceneRoom s = f.room(r);
    if (!s.explored) continue;
    const std::string text = nameFor(f, r, s.tile);
    if (!text.empty()) {
      labels.fixed({LabelKind::RoomName, r, 0, text, textBox(pen, f.nameBandCentre(r), text, f.labelFont())});
    }
  }
  techLabels(f, labels);
  for (int r = 0; r < board.roomCount(); ++r) labels.avoid(f.onScreen(f.layout.room(r)));
  const float marker = f.markerSize();
  for (int c = 0; c < board.corridorCount(); ++c) {
    for (const Vec2 p : {f.layout.doorSlot(c), f.layout.noiseSlot(c)}) labels.avoid(square(pen.at(p), marker));
  }
  for (int r = 0; r < board.roomCount(); ++r) {
    if (board.room(r).techEntrance) labels.avoid(square(pen.at(f.layout.techEntrance(r)), f.hatchSize() + 2));
  }
  for (int c = 0; c < board.corridorCount(); ++c) corridorLabel(f, labels, c, 0);
  for (int r = 0; r < board.roomCount(); ++r) {
    if (board.room(r).techEntrance) hatchLabel(f, labels, r);
  }
  for (int c = 0; c < board.corridorCount(); ++c) {
    const Corridor& k = board.corridor(c);
    if (!(f.layout.numberLabel(c, k.rooms[0]) == f.layout.numberLabel(c, k.rooms[1]))) corridorLabel(f, labels, c, 1);
  }
}

void drawLabels(const BoardFrame& f, const LabelPlacer& labels) {
  for (const PlacedLabel& l : labels.labels()) {
    switch (l.kind) {
      case LabelKind::RoomNumber: break;
      case LabelKind::RoomName: f.pen.text(l.text, f.labelFont(), l.box.center(), kInk); break;
      case LabelKind::TechTitle:  // end: 0 title, 1 caption, 2 a room number
        f.pen.text(l.text, l.end == 0 ? f.labelFont() : Font::Small, l.box.center(), l.end == 1 ? kDimInk : kInk);
        break;
      case LabelKind::TechNumbers:
      case LabelKind::CorridorNumbers: numberPill(f, l.box.center(), l.text, false); break;
    }
  }
}

void numberPill(const BoardFrame& f, Vec2 centre, const std::string& text, bool lit) {
  f.pen.pill(centre, text, lit ? Font::Bold : f.labelFont(), lit ? kDecision : kBadge,
             lit ? kWhite : SDL_Color{120, 140, 164, 255}, lit ? kDark : kInk);
}

Vec2 numbersAt(const BoardFrame& f, const LabelPlacer& labels, PassageId passage, int room) {
  const PlacedLabel* l = nullptr;
  if (f.board.isTechSpace(passage)) {
    l = labels.find(LabelKind::TechNumbers, room);
  } else {
    const Corridor& k = f.board.corridor(passage);
    l = labels.find(LabelKind::CorridorNumbers, passage, k.rooms[1] == room ? 1 : 0);
    if (l == nullptr) l = labels.find(LabelKind::CorridorNumbers, passage, k.rooms[1] == room ? 0 : 1);
  }
  return l != nullptr ? l->box.center() : f.pen.at(f.layout.numberLabel(passage, room));
}

}  // namespace nemesis::view
