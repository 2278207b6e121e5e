// The board painter's drawing primitives: world-to-screen shapes, sprites and text on one renderer with one
// camera for one frame. Shapes are filled as pixel rows, which the software renderer does fastest.
#pragma once

#include <SDL.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <iterator>
#include <string>
#include <vector>

#include "art.hpp"
#include "camera.hpp"

namespace nemesis::view {

// Colour and timing helpers both board painters use.
[[nodiscard]] inline SDL_Color withAlpha(SDL_Color c, float a) {
  return {c.r, c.g, c.b, static_cast<Uint8>(std::clamp(a, 0.0f, 1.0f) * static_cast<float>(c.a))};
}
[[nodiscard]] inline SDL_Color mixColor(SDL_Color a, SDL_Color b, float t) {
  auto m = [t](Uint8 x, Uint8 y) {
    return static_cast<Uint8>(static_cast<float>(x) + (static_cast<float>(y) - static_cast<float>(x)) * t);
  };
  return {m(a.r, b.r), m(a.g, b.g), m(a.b, b.b), m(a.a, b.a)};
}
// Ease in and out over 0..1.
[[nodiscard]] inline float smooth(float t) {
  t = std::clamp(t, 0.0f, 1.0f);
  return t * t * (3 - 2 * t);
}
// Overshoots a little before it settles at 1 (a piece dropping into place).
[[nodiscard]] inline float easeOutBack(float t) {
  t = std::clamp(t, 0.0f, 1.0f);
  const float c = 1.7f;
  const float u = t - 1;
  return 1 + (c + 1) * u * u * u + c * u * u;
}

class Pen {
 public:
  Pen(Art& art, const Camera& camera, std::vector<SDL_FRect>& rows)
      : art_(art), r_(art.renderer()), camera_(camera), rows_(rows), zoom_(camera.zoom()), clip_(camera.viewport()) {}

  [[nodiscard]] Vec2 at(Vec2 world) const { return camera_.toScreen(world); }
  [[nodiscard]] float px(float world) const { return world * zoom_; }
  [[nodiscard]] float zoom() const { return zoom_; }
  Art& art() { return art_; }

  void fill(Rect world, SDL_Color c) {
    const Vec2 p = at({world.x, world.y});
    fillScreen({p.x, p.y, px(world.w), px(world.h)}, c);
  }
  void fillScreen(SDL_FRect r, SDL_Color c) {
    setColor(c);
    SDL_RenderFillRectF(r_, &r);
  }
  // An outline `thick` pixels wide drawn inside the rectangle's edge.
  void frame(Rect world, float thick, SDL_Color c) {
    const Vec2 p = at({world.x, world.y});
    frameScreen({p.x, p.y, px(world.w), px(world.h)}, thick, c);
  }
  void frameScreen(SDL_FRect r, float t, SDL_Color c) {
    setColor(c);
    const SDL_FRect sides[4] = {{r.x, r.y, r.w, t},
                                {r.x, r.y + r.h - t, r.w, t},
                                {r.x, r.y + t, t, r.h - 2 * t},
                                {r.x + r.w - t, r.y + t, t, r.h - 2 * t}};
    SDL_RenderFillRectsF(r_, sides, 4);
  }
  // Shapes are filled as one rectangle per pixel row: the software renderer fills rectangles far faster
  // than it rasterises triangles (which it scans over their whole bounding box).

  // A thick segment between two screen points.
  void line(Vec2 a, Vec2 b, float width, SDL_Color c) {
    const Vec2 d = b - a;
    const float l = d.length();
    if (l <= 0) return;
    const Vec2 n = Vec2{-d.y, d.x} * (width / 2 / l);
    const std::array<Vec2, 4> quad{a + n, b + n, b - n, a - n};
    convex(quad, c);
  }
  void disc(Vec2 centre, float radius, SDL_Color c) { ring(centre, radius / 2, radius, c); }
  // A ring `width` wide centred on `radius` (a disc when the inner radius is 0).
  void ring(Vec2 centre, float radius, float width, SDL_Color c) {
    const float r0 = std::max(0.0f, radius - width / 2);
    const float r1 = radius + width / 2;
    rows_.clear();
    const int y0 = static_cast<int>(std::floor(std::max(centre.y - r1, clip_.y)));
    const int y1 = static_cast<int>(std::ceil(std::min(centre.y + r1, clip_.y + clip_.h)));
    for (int y = y0; y < y1; ++y) {
      const float dy = static_cast<float>(y) + 0.5f - centre.y;
      if (std::abs(dy) >= r1) continue;
      const float outer = std::sqrt(r1 * r1 - dy * dy);
      const float left = std::round(centre.x - outer);
      const float right = std::round(centre.x + outer);
      const auto row = static_cast<float>(y);
      if (std::abs(dy) < r0) {
        const float inner = std::sqrt(r0 * r0 - dy * dy);
        const float innerLeft = std::round(centre.x - inner);
        const float innerRight = std::round(centre.x + inner);
        if (innerLeft > left) rows_.push_back(SDL_FRect{left, row, innerLeft - left, 1});
        if (right > innerRight) rows_.push_back(SDL_FRect{innerRight, row, right - innerRight, 1});
      } else if (right > left) {
        rows_.push_back(SDL_FRect{left, row, right - left, 1});
      }
    }
    fillRows(c);
  }
  // A convex polygon (screen points).
  template <typename Points>
  void convex(const Points& pts, SDL_Color c) {
    const std::size_t n = std::size(pts);
    if (n < 3) return;
    float top = pts[0].y;
    float bottom = pts[0].y;
    for (const Vec2 p : pts) {
      top = std::min(top, p.y);
      bottom = std::max(bottom, p.y);
    }
    const int y0 = static_cast<int>(std::floor(std::max(top, clip_.y)));
    const int y1 = static_cast<int>(std::ceil(std::min(bottom, clip_.y + clip_.h)));
    rows_.clear();
    for (int y = y0; y < y1; ++y) {
      const float yc = static_cast<float>(y) + 0.5f;
      float left = 1e9f;
      float right = -1e9f;
      for (std::size_t i = 0, j = n - 1; i < n; j = i++) {
        const Vec2 a = pts[j];
        const Vec2 b = pts[i];
        if ((a.y <= yc) == (b.y <= yc)) continue;
        const float x = a.x + (yc - a.y) / (b.y - a.y) * (b.x - a.x);
        left = std::min(left, x);
        right = std::max(right, x);
      }
      left = std::round(left);
      right = std::round(right);
      if (right > left) rows_.push_back(SDL_FRect{left, static_cast<float>(y), right - left, 1});
    }
    fillRows(c);
  }
  // Where a convex polygon crosses the row at height y: [left, right]. False when it does not.
  static bool spanAt(const std::vector<Vec2>& pts, float y, float* left, float* right) {
    float l = 1e9f;
    float r = -1e9f;
    for (std::size_t i = 0, j = pts.size() - 1; i < pts.size(); j = i++) {
      const Vec2 a = pts[j];
      const Vec2 b = pts[i];
      if ((a.y <= y) == (b.y <= y)) continue;
      const float x = a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x);
      l = std::min(l, x);
      r = std::max(r, x);
    }
    if (left != nullptr) *left = l;
    if (right != nullptr) *right = r;
    return r > l;
  }
  static bool inside(const std::vector<Vec2>& pts, Vec2 p) {
    float l = 0;
    float r = 0;
    return spanAt(pts, p.y, &l, &r) && p.x >= l && p.x <= r;
  }
  // The viewport filled in three colours: `back` outside `outer`, `rim` between `outer` and `inner` (convex,
  // one inside the other), `fill` inside `inner`, as opaque rows.
  void layers(const std::vector<Vec2>& outer, const std::vector<Vec2>& inner, Rect vp, SDL_Color back, SDL_Color rim,
              SDL_Color fill) {
    const float x0 = vp.x;
    const float x1 = vp.x + vp.w;
    auto clampX = [&](float x) { return std::clamp(std::round(x), x0, x1); };
    std::vector<SDL_FRect>& rows = rows_;
    for (int pass = 0; pass < 3; ++pass) {
      rows.clear();
      for (int y = static_cast<int>(vp.y); y < static_cast<int>(vp.y + vp.h); ++y) {
        const float yc = static_cast<float>(y) + 0.5f;
        const auto row = static_cast<float>(y);
        float ol = 0;
        float orr = 0;
        float il = 0;
        float ir = 0;
        const bool inOuter = spanAt(outer, yc, &ol, &orr);
        const bool inInner = inOuter && spanAt(inner, yc, &il, &ir);
        ol = clampX(ol);
        orr = clampX(orr);
        il = clampX(il);
        ir = clampX(ir);
        auto add = [&](float a, float b) {
          if (b > a) rows.push_back(SDL_FRect{a, row, b - a, 1});
        };
        if (pass == 0) {
          if (!inOuter) {
            add(x0, x1);
          } else {
            add(x0, ol);
            add(orr, x1);
          }
        } else if (pass == 1 && inOuter) {
          if (!inInner) {
            add(ol, orr);
          } else {
            add(ol, il);
            add(ir, orr);
          }
        } else if (pass == 2 && inInner) {
          add(il, ir);
        }
      }
      fillRows(pass == 0 ? back : pass == 1 ? rim : fill);
    }
  }

  // A rounded label: two half discs and a box, sized to its text.
  // The outer size of pill(text, font): what a label placer reserves for it.
  [[nodiscard]] Vec2 pillSize(const std::string& text, Font font, float minWidth = 0) {
    int w = 0;
    int h = 0;
    art_.text(text, font, &w, &h);
    const float height = static_cast<float>(h) + 2;
    return {std::max({static_cast<float>(w) + 6, height, minWidth}) + 2, height + 2};
  }
  void pill(Vec2 centre, const std::string& text, Font font, SDL_Color fill, SDL_Color edge, SDL_Color ink,
            float minWidth = 0) {
    const Vec2 outer = pillSize(text, font, minWidth);
    const float width = outer.x - 2;
    const float height = outer.y - 2;
    shape(centre, width + 2, height + 2, edge);
    shape(centre, width, height, fill);
    art_.drawText(text, font, centre.x, centre.y, ink);
  }
  // A band across the viewport at `top` with one line of large text, `t` of its way through (0..1): it fades
  // in and out, and the text settles down into it. Both modules' announcements use it.
  void banner(const std::string& line, SDL_Color accent, float t, Rect vp, float top) {
    const float in = smooth(t / 0.15f);
    const float alpha = std::min(in, t > 0.8f ? 1 - smooth((t - 0.8f) / 0.2f) : 1.0f);
    const float bandH = static_cast<float>(textHeight(line, Font::Title)) + 20;
    fillScreen({vp.x, top, vp.w, bandH}, withAlpha(SDL_Color{6, 8, 12, 255}, 0.82f * alpha));
    fillScreen({vp.x, top, vp.w, 2}, withAlpha(accent, alpha));
    fillScreen({vp.x, top + bandH - 2, vp.w, 2}, withAlpha(accent, alpha));
    const Vec2 c{vp.x + vp.w / 2, top + bandH / 2 - (1 - in) * 8};
    text(line, Font::Title, {c.x + 1, c.y + 1}, withAlpha(SDL_Color{14, 16, 20, 255}, alpha));
    text(line, Font::Title, c, withAlpha(mixColor(SDL_Color{255, 255, 255, 255}, accent, 0.25f), alpha));
  }
  void sprite(Sprite s, Vec2 centre, float size, SDL_Color tint = SDL_Color{255, 255, 255, 255}, float xScale = 1.0f) {
    SDL_Texture* t = art_.sprite(s, size);
    int w = 0;
    int h = 0;
    SDL_QueryTexture(t, nullptr, nullptr, &w, &h);
    // `size` is the larger side; the other keeps the sprite's proportions.
    const float k = size / static_cast<float>(std::max(w, h));
    const float dw = static_cast<float>(w) * k * xScale;
    const float dh = static_cast<float>(h) * k;
    if (dw < 0.5f || dh < 0.5f) return;
    SDL_SetTextureColorMod(t, tint.r, tint.g, tint.b);
    SDL_SetTextureAlphaMod(t, tint.a);
    const SDL_FRect dst{centre.x - dw / 2, centre.y - dh / 2, dw, dh};
    SDL_RenderCopyF(r_, t, nullptr, &dst);
  }
  // Stretched over a screen rectangle (the tile pattern, squeezed while a tile flips).
  void spriteRect(Sprite s, SDL_FRect dst, SDL_Color tint) {
    if (dst.w < 0.5f || dst.h < 0.5f) return;
    SDL_Texture* t = art_.sprite(s, std::max(dst.w, dst.h));
    SDL_SetTextureColorMod(t, tint.r, tint.g, tint.b);
    SDL_SetTextureAlphaMod(t, tint.a);
    SDL_RenderCopyF(r_, t, nullptr, &dst);
  }
  void text(const std::string& s, Font f, Vec2 p, SDL_Color c, bool centred = true) {
    art_.drawText(s, f, p.x, p.y, c, centred);
  }
  [[nodiscard]] int textWidth(const std::string& s, Font f) {
    int w = 0;
    art_.text(s, f, &w, nullptr);
    return w;
  }
  [[nodiscard]] int textHeight(const std::string& s, Font f) {
    int h = 0;
    art_.text(s, f, nullptr, &h);
    return h;
  }

 private:
  void shape(Vec2 c, float w, float h, SDL_Color color) {
    const float r = h / 2;
    disc({c.x - w / 2 + r, c.y}, r, color);
    disc({c.x + w / 2 - r, c.y}, r, color);
    fillScreen({c.x - w / 2 + r, c.y - r, w - 2 * r, h}, color);
  }
  void setColor(SDL_Color c) {
    SDL_SetRenderDrawBlendMode(r_, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(r_, c.r, c.g, c.b, c.a);
  }
  void fillRows(SDL_Color c) {
    if (rows_.empty()) return;
    setColor(c);
    SDL_RenderFillRectsF(r_, rows_.data(), static_cast<int>(rows_.size()));
  }

  Art& art_;
  SDL_Renderer* r_;
  const Camera& camera_;
  std::vector<SDL_FRect>& rows_;  // the painter's, reused: a frame allocates nothing
  float zoom_;
  Rect clip_;
};

}  // namespace nemesis::view
