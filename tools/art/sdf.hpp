// The art generator's drawing vocabulary: points, colours, and shapes as signed distances (negative inside)
// with the operations that combine them. Shared by the board sprites (make_art.cpp) and the application icon
// (app_icon.cpp), so a shape means the same in both.
#pragma once

#include <algorithm>
#include <cmath>
#include <functional>
#include <utility>
#include <vector>

namespace art {

struct P {
  float x = 0;
  float y = 0;
};
inline P operator+(P a, P b) {
  return {a.x + b.x, a.y + b.y};
}
inline P operator-(P a, P b) {
  return {a.x - b.x, a.y - b.y};
}
inline P operator*(P a, float k) {
  return {a.x * k, a.y * k};
}
inline float dot(P a, P b) {
  return a.x * b.x + a.y * b.y;
}
inline float len(P a) {
  return std::sqrt(dot(a, a));
}
inline float clamp01(float v) {
  return std::clamp(v, 0.0f, 1.0f);
}

struct Color {
  float r = 0;
  float g = 0;
  float b = 0;
  float a = 1;
};
inline Color rgb(int hex, float alpha = 1.0f) {
  return {static_cast<float>((hex >> 16) & 0xff) / 255.0f, static_cast<float>((hex >> 8) & 0xff) / 255.0f,
          static_cast<float>(hex & 0xff) / 255.0f, alpha};
}
inline Color grey(float v, float alpha = 1.0f) {
  return {v, v, v, alpha};
}
inline Color mix(Color a, Color b, float t) {
  t = clamp01(t);
  return {a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t, a.a + (b.a - a.a) * t};
}

// A shape is its signed distance in pixels (negative inside); a paint gives the colour at a point.
using Shape = std::function<float(P)>;
using Paint = std::function<Color(P)>;

inline Shape circle(P c, float r) {
  return [=](P p) { return len(p - c) - r; };
}
inline Shape box(P c, P half, float round = 0) {
  return [=](P p) {
    const P q{std::abs(p.x - c.x) - half.x + round, std::abs(p.y - c.y) - half.y + round};
    const P outside{std::max(q.x, 0.0f), std::max(q.y, 0.0f)};
    return len(outside) + std::min(std::max(q.x, q.y), 0.0f) - round;
  };
}
// A capsule: the segment a-b thickened to radius r (limbs, legs, strokes).
inline Shape capsule(P a, P b, float r) {
  return [=](P p) {
    const P pa = p - a;
    const P ba = b - a;
    const float h = clamp01(dot(pa, ba) / dot(ba, ba));
    return len(pa - ba * h) - r;
  };
}
// A tapered limb: radius ra at a, rb at b (approximate, good for thin shapes).
inline Shape limb(P a, P b, float ra, float rb) {
  return [=](P p) {
    const P pa = p - a;
    const P ba = b - a;
    const float h = clamp01(dot(pa, ba) / dot(ba, ba));
    return len(pa - ba * h) - (ra + (rb - ra) * h);
  };
}
inline Shape ellipse(P c, float rx, float ry) {
  return [=](P p) {
    const P q{(p.x - c.x) / rx, (p.y - c.y) / ry};
    const float k0 = len(q);
    const float k1 = len(P{q.x / rx, q.y / ry});
    return k1 > 0 ? k0 * (k0 - 1.0f) / k1 : -std::min(rx, ry);
  };
}
inline Shape polygon(std::vector<P> v) {
  return [v = std::move(v)](P p) {
    float d = dot(p - v[0], p - v[0]);
    float s = 1;
    for (std::size_t i = 0, j = v.size() - 1; i < v.size(); j = i, ++i) {
      const P e = v[j] - v[i];
      const P w = p - v[i];
      const P b = w - e * clamp01(dot(w, e) / dot(e, e));
      d = std::min(d, dot(b, b));
      const bool c1 = p.y >= v[i].y;
      const bool c2 = p.y < v[j].y;
      const bool c3 = e.x * w.y > e.y * w.x;
      if ((c1 && c2 && c3) || (!c1 && !c2 && !c3)) s = -s;
    }
    return s * std::sqrt(d);
  };
}
inline Shape unite(Shape a, Shape b) {
  return [=](P p) { return std::min(a(p), b(p)); };
}
inline Shape unite(std::vector<Shape> shapes) {
  return [shapes = std::move(shapes)](P p) {
    float d = 1e9f;
    for (const Shape& s : shapes) d = std::min(d, s(p));
    return d;
  };
}
// Smooth union: blends two shapes into one organic body (k = blend radius in pixels).
inline Shape blend(Shape a, Shape b, float k) {
  return [=](P p) {
    const float da = a(p);
    const float db = b(p);
    const float h = clamp01(0.5f + 0.5f * (db - da) / k);
    return db + (da - db) * h - k * h * (1.0f - h);
  };
}
inline Shape subtract(Shape a, Shape b) {
  return [=](P p) { return std::max(a(p), -b(p)); };
}
inline Shape intersect(Shape a, Shape b) {
  return [=](P p) { return std::max(a(p), b(p)); };
}
inline Shape grow(Shape a, float by) {
  return [=](P p) { return a(p) - by; };
}
inline Shape ring(Shape a, float width) {
  return [=](P p) { return std::abs(a(p)) - width / 2; };
}
inline Shape moved(Shape a, P by) {
  return [=](P p) { return a(p - by); };
}
// Points on a circle, for polygons (angles in degrees, 0 = right, clockwise on screen).
inline P polar(P c, float r, float degrees) {
  const float a = degrees * 3.14159265f / 180.0f;
  return {c.x + r * std::cos(a), c.y + r * std::sin(a)};
}

inline Paint flat(Color c) {
  return [=](P) { return c; };
}
// A vertical light-to-dark gradient between rows y0 and y1: cheap volume for miniatures.
inline Paint vertical(Color top, Color bottom, float y0, float y1) {
  return [=](P p) { return mix(top, bottom, (p.y - y0) / (y1 - y0)); };
}
inline Paint radial(Color inner, Color outer, P c, float r) {
  return [=](P p) { return mix(inner, outer, len(p - c) / r); };
}

}  // namespace art
