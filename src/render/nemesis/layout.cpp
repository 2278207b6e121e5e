// Places every board element from the board file's layout hints: tiles, corridor polylines with their door,
// Noise marker and number labels, the Technical Corridors box and hatches, and the slots inside each tile.
#include "layout.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>

namespace nemesis::view {

namespace {

constexpr float kSideOffset = 17;  // a label or marker beside a short corridor sits this far off its line
// The Technical Corridors box stands beside the ship (right), as wide as a tile: boards are taller than
// wide once labels are in, and windows are wider than tall, so this keeps the fitted board larger.
constexpr float kTechBoxWidth = 110;
// Tall enough for its title and its list of entrances at UI scale 2 in a small window; still well short of the
// ship's height, so it never widens the board's bounds.
constexpr float kTechBoxHeight = 250;
constexpr float kTechBoxGap = 46;  // room for the hatch tabs of the rooms along the ship's right side

Vec2 centreOf(Rect r) {
  return r.center();
}

// Where the segment from the centre of `r` toward `target` leaves the rectangle.
Vec2 exitPoint(Rect r, Vec2 target) {
  const Vec2 c = centreOf(r);
  const Vec2 d = target - c;
  const float tx = d.x != 0 ? (r.w / 2) / std::abs(d.x) : std::numeric_limits<float>::max();
  const float ty = d.y != 0 ? (r.h / 2) / std::abs(d.y) : std::numeric_limits<float>::max();
  const float t = std::min({tx, ty, 1.0f});
  return c + d * t;
}

Rect inflate(Rect r, float by) {
  return {r.x - by, r.y - by, r.w + 2 * by, r.h + 2 * by};
}

// Liang-Barsky: does the segment a-b pass through the rectangle?
bool segmentHitsRect(Vec2 a, Vec2 b, Rect r) {
  float t0 = 0;
  float t1 = 1;
  const Vec2 d = b - a;
  const float p[4] = {-d.x, d.x, -d.y, d.y};
  const float q[4] = {a.x - r.x, r.x + r.w - a.x, a.y - r.y, r.y + r.h - a.y};
  for (int i = 0; i < 4; ++i) {
    if (p[i] == 0) {
      if (q[i] < 0) return false;
      continue;
    }
    const float t = q[i] / p[i];
    if (p[i] < 0) {
      t0 = std::max(t0, t);
    } else {
      t1 = std::min(t1, t);
    }
    if (t0 > t1) return false;
  }
  return true;
}

float distanceToRect(Vec2 p, Rect r) {
  const float dx = std::max({r.x - p.x, 0.0f, p.x - (r.x + r.w)});
  const float dy = std::max({r.y - p.y, 0.0f, p.y - (r.y + r.h)});
  return std::sqrt(dx * dx + dy * dy);
}

float distanceToPath(Vec2 p, const std::vector<Vec2>& path) {
  float d = std::numeric_limits<float>::max();
  for (std::size_t i = 1; i < path.size(); ++i) d = std::min(d, distanceToSegment(p, path[i - 1], path[i]));
  return d;
}

float pathLength(const std::vector<Vec2>& path) {
  float total = 0;
  for (std::size_t i = 1; i < path.size(); ++i) total += (path[i] - path[i - 1]).length();
  return total;
}

// The point `s` along the polyline, and the direction of travel there.
Vec2 pointAt(const std::vector<Vec2>& path, float s, Vec2* direction = nullptr) {
  for (std::size_t i = 1; i < path.size(); ++i) {
    const Vec2 seg = path[i] - path[i - 1];
    const float l = seg.length();
    if (s <= l || i + 1 == path.size()) {
      const Vec2 dir = l > 0 ? seg * (1.0f / l) : Vec2{1, 0};
      if (direction != nullptr) *direction = dir;
      return path[i - 1] + dir * std::clamp(s, 0.0f, l);
    }
    s -= l;
  }
  if (direction != nullptr) *direction = {1, 0};
  return path.empty() ? Vec2{} : path.front();
}

Rect unite(Rect a, Rect b) {
  const float x0 = std::min(a.x, b.x);
  const float y0 = std::min(a.y, b.y);
  const float x1 = std::max(a.x + a.w, b.x + b.w);
  const float y1 = std::max(a.y + a.h, b.y + b.h);
  return {x0, y0, x1 - x0, y1 - y0};
}

Rect around(Vec2 p, float half) {
  return {p.x - half, p.y - half, 2 * half, 2 * half};
}

}  // namespace

BoardLayout::BoardLayout(const Board& board) : board_(&board) {
  const auto rooms = static_cast<std::size_t>(board.roomCount());
  const auto corridors = static_cast<std::size_t>(board.corridorCount());
  rooms_.reserve(rooms);
  for (const BoardRoom& r : board.rooms) {
    rooms_.push_back(Rect{static_cast<float>(r.pos[0]) * kSpreadX - kRoomWidth / 2,
                          static_cast<float>(r.pos[1]) - kRoomHeight / 2, kRoomWidth, kRoomHeight});
  }

  // Corridor lines first (everything else keeps clear of them), then what sits on them.
  paths_.resize(corridors);
  for (std::size_t c = 0; c < corridors; ++c) {
    const Corridor& k = board.corridors[c];
    const Rect a = rooms_[static_cast<std::size_t>(k.rooms[0])];
    const Rect b = rooms_[static_cast<std::size_t>(k.rooms[1])];
    auto crossesOther = [&](const std::vector<Vec2>& path) {
      for (std::size_t r = 0; r < rooms; ++r) {
        if (static_cast<int>(r) == k.rooms[0] || static_cast<int>(r) == k.rooms[1]) continue;
        for (std::size_t i = 1; i < path.size(); ++i) {
          if (segmentHitsRect(path[i - 1], path[i], inflate(rooms_[r], 4))) return true;
        }
      }
      return false;
    };
    std::vector<Vec2> path{exitPoint(a, centreOf(b)), exitPoint(b, centreOf(a))};
    if (crossesOther(path)) {
      // An elbow round the room in the way, leaving one tile sideways and entering the other end on.
      for (const Vec2 corner : {Vec2{centreOf(b).x, centreOf(a).y}, Vec2{centreOf(a).x, centreOf(b).y}}) {
        if (a.contains(corner) || b.contains(corner)) continue;
        std::vector<Vec2> elbow{exitPoint(a, corner), corner, exitPoint(b, corner)};
        if (!crossesOther(elbow)) {
          path = elbow;
          break;
        }
      }
    }
    paths_[c] = path;
  }

  doors_.assign(corridors, Vec2{});
  noise_.assign(corridors, Vec2{});
  labels_.assign(corridors, {});
  for (std::size_t c = 0; c < corridors; ++c) placeCorridor(static_cast<int>(c));

  Rect ship = rooms_.empty() ? Rect{} : rooms_.front();
  for (const Rect& r : rooms_) ship = unite(ship, r);
  techSpace_ =
      Rect{ship.x + ship.w + kTechBoxGap, ship.y + ship.h / 2 - kTechBoxHeight / 2, kTechBoxWidth, kTechBoxHeight};

  techEntrances_.resize(rooms);
  techLabels_.resize(rooms);
  for (std::size_t r = 0; r < rooms; ++r) {
    techEntrances_[r] = centreOf(rooms_[r]);
    techLabels_[r] = centreOf(rooms_[r]);
    if (board.rooms[r].techEntrance) placeTechEntrance(static_cast<int>(r));
  }

  bounds_ = unite(ship, techSpace_);
  for (std::size_t c = 0; c < corridors; ++c) {
    for (const Vec2 p : labels_[c]) bounds_ = unite(bounds_, around(p, 12));
    bounds_ = unite(bounds_, around(noise_[c], kMarkerSize / 2));
  }
  for (std::size_t r = 0; r < rooms; ++r) {
    if (!board.rooms[r].techEntrance) continue;
    bounds_ = unite(bounds_, around(techEntrances_[r], 10));
    bounds_ = unite(bounds_, around(techLabels_[r], 12));
  }
  bounds_ = inflate(bounds_, 8);
}

// How far p is from everything already placed (tiles, corridor lines, markers, labels, hatches), ignoring
// one room (the one a hatch belongs to) and one corridor (the one being placed).
float BoardLayout::clearance(Vec2 p, int skipRoom) const {
  float d = std::numeric_limits<float>::max();
  for (std::size_t r = 0; r < rooms_.size(); ++r) {
    if (static_cast<int>(r) != skipRoom) d = std::min(d, distanceToRect(p, rooms_[r]));
  }
  for (const auto& path : paths_) d = std::min(d, distanceToPath(p, path));
  for (std::size_t c = 0; c < labels_.size(); ++c) {
    if (paths_[c].empty() || noise_[c] == Vec2{}) continue;
    d = std::min({d, (p - noise_[c]).length() - kMarkerSize / 2, (p - doors_[c]).length() - kMarkerSize / 2,
                  (p - labels_[c][0]).length() - 10, (p - labels_[c][1]).length() - 10});
  }
  for (std::size_t r = 0; r < techEntrances_.size() && r < techLabels_.size(); ++r) {
    if (techEntrances_[r] == centreOf(rooms_[r])) continue;
    d = std::min({d, (p - techEntrances_[r]).length() - 8, (p - techLabels_[r]).length() - 10});
  }
  if (techSpace_.w > 0) d = std::min(d, distanceToRect(p, techSpace_));
  return d;
}

void BoardLayout::placeCorridor(int corridor) {
  const auto c = static_cast<std::size_t>(corridor);
  const std::vector<Vec2>& path = paths_[c];
  const float length = pathLength(path);
  Vec2 dir;
  const Vec2 mid = pointAt(path, length / 2, &dir);
  const Vec2 perp{-dir.y, dir.x};
  // A number label is a box about 14 high and 13 wide (9 more per extra number); along the corridor it
  // reaches as far as that box's extent in the direction of travel.
  const int numbers = std::popcount(static_cast<unsigned>(board_->corridor(corridor).numbersMask));
  const float halfWidth = 6.5f + 4.5f * static_cast<float>(std::max(numbers - 1, 0));
  auto extent = [&](Vec2 d) { return halfWidth * std::abs(d.x) + 7 * std::abs(d.y); };
  Vec2 startDir;
  Vec2 endDir;
  pointAt(path, 0, &startDir);
  pointAt(path, length, &endDir);
  const float reachA = 2 + extent(startDir);
  const float reachB = 2 + extent(endDir);
  // Door then marker in a row (door 16 + gap + marker 18), the door on the rooms[0] side.
  const float freeFrom = reachA + extent(startDir) + 2;
  const float freeTo = length - reachB - extent(endDir) - 2;
  // Door and marker centres are 2 * kHalfStep apart: enough for a door's square and the marker's disc at their
  // largest not to touch on a diagonal corridor (1.21 times the size).
  constexpr float kHalfStep = kMarkerSlot / 2 + 3;
  if (freeTo - freeFrom >= 2 * kHalfStep + kMarkerSlot) {
    const float centre = (freeFrom + freeTo) / 2;
    labels_[c] = {pointAt(path, reachA), pointAt(path, length - reachB)};
    doors_[c] = pointAt(path, centre - kHalfStep);
    noise_[c] = pointAt(path, centre + kHalfStep);
    return;
  }
  // Short corridor: the numbers are shown once, beside it, on whichever side has more free space.
  auto sideClearance = [&](float side) {
    // Its own line does not count: the label is beside it by construction.
    std::vector<Vec2> saved;
    saved.swap(paths_[c]);
    const float d = clearance(mid + perp * (side * kSideOffset), -1);
    saved.swap(paths_[c]);
    return d;
  };
  const float side = sideClearance(1) >= sideClearance(-1) ? 1.0f : -1.0f;
  const Vec2 label = mid + perp * (side * kSideOffset);
  labels_[c] = {label, label};
  if (length >= 2 * kHalfStep + 1.5f * kMarkerSlot) {  // a diagonal square reaches further than its half side
    doors_[c] = pointAt(path, length / 2 - kHalfStep);
    noise_[c] = pointAt(path, length / 2 + kHalfStep);
  } else {
    doors_[c] = mid;
    noise_[c] = mid + perp * (-side * 2 * kHalfStep);
  }
}

void BoardLayout::placeTechEntrance(int room) {
  const auto i = static_cast<std::size_t>(room);
  const Rect r = rooms_[i];
  // A small tab outside the tile: the hatch, then its noise numbers. Tried around the tile, bottom first;
  // the one furthest from everything else wins.
  std::vector<Vec2> candidates;
  for (const float y : {r.y + r.h + 9, r.y - 9}) {
    for (const float x : {r.x + 20, r.x + r.w / 2, r.x + r.w - 20}) candidates.push_back({x, y});
  }
  for (const float x : {r.x - 18, r.x + r.w + 18}) {
    for (const float y : {r.y + r.h - 12, r.y + r.h / 2, r.y + 12}) candidates.push_back({x, y});
  }
  float best = -std::numeric_limits<float>::max();
  for (const Vec2 c : candidates) {
    const Vec2 hatch = c - Vec2{8, 0};
    const Vec2 label = c + Vec2{9, 0};
    const float score = std::min(clearance(hatch, room) - 7, clearance(label, room) - 9);
    if (score > best + 0.5f) {
      best = score;
      techEntrances_[i] = hatch;
      techLabels_[i] = label;
    }
  }
}

Vec2 BoardLayout::noiseSlot(PassageId passage) const {
  if (board_->isTechSpace(passage)) return {techSpace_.x + techSpace_.w / 2, techSpace_.y + techSpace_.h - 22};
  return noise_[static_cast<std::size_t>(passage)];
}

Vec2 BoardLayout::numberLabel(int corridor, int room) const {
  if (board_->isTechSpace(corridor)) return techLabels_[static_cast<std::size_t>(room)];
  const auto& ends = labels_[static_cast<std::size_t>(corridor)];
  return board_->corridor(corridor).rooms[1] == room ? ends[1] : ends[0];
}

// Inside a tile: number and name along the top, then the pieces' area: characters in a row, Intruders in a row
// under them, and a column of icons at the right. Sizes are the world sizes or the on-screen minimums, whichever
// is larger; what does not fit loses its gaps first, then its size.
namespace {
constexpr float kMargin = 1.5f;
constexpr float kGap = 2;

// n pieces of `size` with `gap` between them in `width`: the gap shrinks first, then the size.
float fitRow(int n, float size, float width, float* gap) {
  const auto count = static_cast<float>(std::max(n, 1));
  *gap = std::clamp((width - count * size) / std::max(count - 1, 1.0f), 0.0f, kGap);
  return std::min(size, (width - (count - 1) * *gap) / count);
}
}  // namespace

float BoardLayout::markerSize(float zoom, float ui) {
  return std::clamp(kMinIconPx * std::max(ui, 0.1f) / std::max(zoom, 1e-3f), kMarkerSize, kMarkerSlot);
}

BoardLayout::Pieces BoardLayout::pieces(int room, int characters, int intruders, std::uint8_t icons,
                                        PieceScale scale) const {
  const Rect r = this->room(room);
  // The on-screen minimums are in pixels at UI scale 1: dividing the zoom by the UI scale multiplies them by it.
  const float z = std::max(scale.zoom, 1e-3f) / std::max(scale.ui, 0.1f);
  Pieces out;
  const float top = r.y + std::clamp(scale.band, 0.0f, r.h / 2);
  const float bottom = r.y + r.h - kMargin;
  const float height = bottom - top;
  const int iconCount = std::popcount(static_cast<unsigned>(icons & 0x1FU));
  float iconGap = 0;
  // A marker never takes more than half the pieces' area: the miniatures (the threat first) keep the rest.
  out.iconSize = std::min(std::max(kIconSize, kMinIconPx / z), std::max(height / 2, kIconSize));
  // Icons stack at the right; a second column takes those a full-size column cannot hold.
  const int columns =
      static_cast<float>(iconCount) * out.iconSize + static_cast<float>(std::max(iconCount - 1, 0)) * kGap > height ? 2
                                                                                                                    : 1;
  const int perColumn = (iconCount + columns - 1) / columns;
  if (iconCount > 0) out.iconSize = fitRow(perColumn, out.iconSize, height, &iconGap);
  const float column = iconCount > 0 ? static_cast<float>(columns) * (out.iconSize + kGap) : 0;
  const float left = r.x + kMargin;
  const float width = r.w - 2 * kMargin - column;

  float gap = 0;
  float cs = characters > 0 ? fitRow(characters, std::max(kCharacterSize, kMinMiniaturePx / z), width, &gap) : 0;
  const float characterGap = gap;
  float is = intruders > 0 ? fitRow(intruders, std::max(kIntruderSize, kMinMiniaturePx / z), width, &gap) : 0;
  const float intruderGap = gap;
  // The threat is never drawn smaller than the characters (issue 24): when a crowded row shrinks the Intruders,
  // the characters of the room take their size.
  if (intruders > 0 && cs > is) cs = is;
  // Two rows taller than the area: the gap between them goes, then both shrink alike.
  const float rowGap = std::clamp(height - cs - is, 0.0f, kGap);
  if (cs + is + rowGap > height) {
    const float k = height / (cs + is);
    cs *= k;
    is *= k;
  }
  out.characterSize = cs;
  out.intruderSize = is;
  auto row = [&](int n, float size, float g, float y, std::vector<Vec2>& into) {
    const float span = static_cast<float>(n) * size + static_cast<float>(std::max(n - 1, 0)) * g;
    const float x0 = left + (width - span) / 2 + size / 2;
    for (int i = 0; i < n; ++i) into.push_back({x0 + static_cast<float>(i) * (size + g), y});
  };
  row(characters, cs, characterGap, top + cs / 2, out.characters);
  row(intruders, is, intruderGap, bottom - is / 2, out.intruders);
  out.icons.fill(r.center());
  int placed = 0;
  for (std::size_t i = 0; i < out.icons.size(); ++i) {
    if ((icons & (1U << i)) == 0) continue;
    const int wholeColumns = placed / perColumn;
    const auto across = static_cast<float>(wholeColumns);
    const auto down = static_cast<float>(placed % perColumn);
    out.icons[i] = {r.x + r.w - kMargin - out.iconSize / 2 - across * (out.iconSize + kGap),
                    top + out.iconSize / 2 + down * (out.iconSize + iconGap)};
    ++placed;
  }
  return out;
}

int BoardLayout::roomAt(Vec2 p) const {
  for (std::size_t r = 0; r < rooms_.size(); ++r) {
    if (rooms_[r].contains(p)) return static_cast<int>(r);
  }
  return -1;
}

PassageId BoardLayout::passageAt(Vec2 p, float radius) const {
  PassageId best = kNoPassage;
  float bestDistance = radius;
  for (std::size_t c = 0; c < paths_.size(); ++c) {
    const float d = std::min({distanceToPath(p, paths_[c]), (p - noise_[c]).length() - kMarkerSize / 2,
                              (p - doors_[c]).length() - kMarkerSize / 2});
    if (d <= bestDistance) {
      bestDistance = d;
      best = static_cast<PassageId>(c);
    }
  }
  const PassageId tech = board_->techSpace();
  if (techSpace_.contains(p)) return tech;
  for (std::size_t r = 0; r < techEntrances_.size(); ++r) {
    if (!board_->rooms[r].techEntrance) continue;
    const float d = (p - techEntrances_[r]).length() - 7;
    if (d <= bestDistance) {
      bestDistance = d;
      best = tech;
    }
  }
  return best;
}

}  // namespace nemesis::view
