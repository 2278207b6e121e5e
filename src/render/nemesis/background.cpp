#include "nemesis/background.hpp"

#include <algorithm>
#include <cstdint>

#include "nemesis/palette.hpp"

namespace nemesis::view {

namespace {

// Andrew's monotone chain.
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

}  // namespace

std::vector<SDL_FPoint> starField() {
  std::uint32_t x = 0x9e3779b9U;
  auto next = [&x]() {
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    return static_cast<float>(x % 100000U) / 100000.0f;
  };
  constexpr int kStars = 260;
  std::vector<SDL_FPoint> stars;
  stars.reserve(kStars);
  for (int i = 0; i < kStars; ++i) stars.push_back(SDL_FPoint{-600 + next() * 2200, -600 + next() * 2200});
  return stars;
}

std::vector<Vec2> hullAround(const Board& board, const BoardLayout& layout) {
  std::vector<Vec2> corners;
  for (int r = 0; r < board.roomCount(); ++r) {
    const Rect w = layout.room(r);
    const float m = 26;
    corners.insert(corners.end(), {Vec2{w.x - m, w.y - m}, Vec2{w.x + w.w + m, w.y - m}, Vec2{w.x - m, w.y + w.h + m},
                                   Vec2{w.x + w.w + m, w.y + w.h + m}});
  }
  return convexHull(corners);
}

void drawBackground(Pen& pen, const std::vector<SDL_FPoint>& stars, const std::vector<Vec2>& hull, Rect viewport) {
  std::vector<Vec2> outer;
  outer.reserve(hull.size());
  for (const Vec2 p : hull) outer.push_back(pen.at(p));
  std::vector<Vec2> inner = outer;
  Vec2 c{};
  for (const Vec2 p : inner) c = c + p;
  c = c * (1.0f / static_cast<float>(std::max<std::size_t>(1, inner.size())));
  for (Vec2& p : inner) {
    const Vec2 d = c - p;
    const float l = d.length();
    if (l > 0) p = p + d * (std::max(2.0f, pen.px(4)) / l);
  }
  pen.layers(outer, inner, viewport, kSpace, kHullEdge, kHull);
  for (const SDL_FPoint& s : stars) {
    const Vec2 p = pen.at({s.x, s.y});
    if (p.x < viewport.x || p.y < viewport.y || p.x >= viewport.x + viewport.w || p.y >= viewport.y + viewport.h) {
      continue;
    }
    if (Pen::spanAt(outer, p.y, nullptr, nullptr) && Pen::inside(outer, p)) continue;
    const Uint8 v = static_cast<Uint8>(90 + static_cast<int>(s.x * 7.0f) % 110);
    pen.fillScreen({p.x, p.y, 1.5f, 1.5f}, SDL_Color{v, v, static_cast<Uint8>(std::min(255, v + 30)), 255});
  }
}

}  // namespace nemesis::view
