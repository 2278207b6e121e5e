// Plain 2-D geometry for the board view: world coordinates are the board file's 1000x1000 layout canvas.
#pragma once

#include <cmath>

namespace nemesis::view {

struct Vec2 {
  float x = 0;
  float y = 0;
  friend Vec2 operator+(Vec2 a, Vec2 b) { return {a.x + b.x, a.y + b.y}; }
  friend Vec2 operator-(Vec2 a, Vec2 b) { return {a.x - b.x, a.y - b.y}; }
  friend Vec2 operator*(Vec2 a, float k) { return {a.x * k, a.y * k}; }
  friend bool operator==(Vec2, Vec2) = default;
  [[nodiscard]] float length() const { return std::sqrt(x * x + y * y); }
};

inline Vec2 lerp(Vec2 a, Vec2 b, float t) {
  return a + (b - a) * t;
}

struct Rect {
  float x = 0;
  float y = 0;
  float w = 0;
  float h = 0;
  [[nodiscard]] bool contains(Vec2 p) const { return p.x >= x && p.x < x + w && p.y >= y && p.y < y + h; }
  [[nodiscard]] Vec2 center() const { return {x + w / 2, y + h / 2}; }
  friend bool operator==(Rect, Rect) = default;
};

// Distance from p to the segment a-b (hit-testing corridors).
inline float distanceToSegment(Vec2 p, Vec2 a, Vec2 b) {
  const Vec2 ab = b - a;
  const float len2 = ab.x * ab.x + ab.y * ab.y;
  float t = len2 > 0 ? ((p.x - a.x) * ab.x + (p.y - a.y) * ab.y) / len2 : 0.0f;
  t = t < 0 ? 0 : (t > 1 ? 1 : t);
  return (p - (a + ab * t)).length();
}

}  // namespace nemesis::view
