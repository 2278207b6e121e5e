// The application icon, designed on a 256-unit square and sampled at each size: every shape is a signed
// distance, so each size is drawn from the geometry (no downscaled bitmap) with a one-pixel antialiased edge.
// Its own small rasteriser, not make_art.cpp's, so the two files change independently.
#include "app_icon.hpp"

#include <SDL.h>
#include <SDL_image.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <vector>

namespace art {

namespace {

constexpr float kDesign = 256.0f;  // the design square's side in units

struct V {
  float x = 0;
  float y = 0;
};
V operator-(V a, V b) {
  return {a.x - b.x, a.y - b.y};
}
V operator*(V a, float k) {
  return {a.x * k, a.y * k};
}
float dot(V a, V b) {
  return a.x * b.x + a.y * b.y;
}
float length(V a) {
  return std::sqrt(dot(a, a));
}
float clamp01(float v) {
  return std::clamp(v, 0.0f, 1.0f);
}

struct Rgba {
  float r = 0;
  float g = 0;
  float b = 0;
  float a = 1;
};
Rgba hex(int value, float alpha = 1.0f) {
  return {static_cast<float>((value >> 16) & 0xff) / 255.0f, static_cast<float>((value >> 8) & 0xff) / 255.0f,
          static_cast<float>(value & 0xff) / 255.0f, alpha};
}
Rgba lerp(Rgba a, Rgba b, float t) {
  t = clamp01(t);
  return {a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t, a.a + (b.a - a.a) * t};
}

// Signed distance in design units, negative inside.
using Sdf = std::function<float(V)>;

Sdf disc(V c, float r) {
  return [=](V p) { return length(p - c) - r; };
}
Sdf roundedBox(V c, V half, float round) {
  return [=](V p) {
    const V q{std::abs(p.x - c.x) - half.x + round, std::abs(p.y - c.y) - half.y + round};
    const V out{std::max(q.x, 0.0f), std::max(q.y, 0.0f)};
    return length(out) + std::min(std::max(q.x, q.y), 0.0f) - round;
  };
}
Sdf stroke(V a, V b, float r) {
  return [=](V p) {
    const V pa = p - a;
    const V ba = b - a;
    const float h = clamp01(dot(pa, ba) / dot(ba, ba));
    return length(pa - ba * h) - r;
  };
}
Sdf polygon(std::vector<V> v) {
  return [v = std::move(v)](V p) {
    float d = dot(p - v[0], p - v[0]);
    float sign = 1;
    for (std::size_t i = 0, j = v.size() - 1; i < v.size(); j = i, ++i) {
      const V e = v[j] - v[i];
      const V w = p - v[i];
      const V b = w - e * clamp01(dot(w, e) / dot(e, e));
      d = std::min(d, dot(b, b));
      const bool c1 = p.y >= v[i].y;
      const bool c2 = p.y < v[j].y;
      const bool c3 = e.x * w.y > e.y * w.x;
      if ((c1 && c2 && c3) || (!c1 && !c2 && !c3)) sign = -sign;
    }
    return sign * std::sqrt(d);
  };
}
Sdf join(std::vector<Sdf> parts) {
  return [parts = std::move(parts)](V p) {
    float d = 1e9f;
    for (const Sdf& s : parts) d = std::min(d, s(p));
    return d;
  };
}
Sdf cut(Sdf a, Sdf b) {
  return [=](V p) { return std::max(a(p), -b(p)); };
}
Sdf within(Sdf a, Sdf b) {
  return [=](V p) { return std::max(a(p), b(p)); };
}
Sdf band(Sdf a, float width) {
  return [=](V p) { return std::abs(a(p)) - width / 2; };
}
Sdf widen(Sdf a, float by) {
  return [=](V p) { return a(p) - by; };
}

// A premultiplied float image of `size` pixels drawing the design square.
class Icon {
 public:
  explicit Icon(int size) : size_(size), px_(static_cast<std::size_t>(size * size * 4), 0.0f) {}

  // Coverage from the distance, measured in pixels of this size: a one-pixel antialiased edge at every size.
  void paint(const Sdf& shape, const std::function<Rgba(V)>& colour) {
    const float unitsPerPixel = kDesign / static_cast<float>(size_);
    for (int y = 0; y < size_; ++y) {
      for (int x = 0; x < size_; ++x) {
        const V p{(static_cast<float>(x) + 0.5f) * unitsPerPixel, (static_cast<float>(y) + 0.5f) * unitsPerPixel};
        const float cover = clamp01(0.5f - shape(p) / unitsPerPixel);
        if (cover <= 0) continue;
        const Rgba c = colour(p);
        const float a = c.a * cover;
        float* d = &px_[static_cast<std::size_t>((y * size_ + x) * 4)];
        d[0] = c.r * a + d[0] * (1 - a);
        d[1] = c.g * a + d[1] * (1 - a);
        d[2] = c.b * a + d[2] * (1 - a);
        d[3] = a + d[3] * (1 - a);
      }
    }
  }
  void paint(const Sdf& shape, Rgba c) {
    paint(shape, [c](V) { return c; });
  }

  [[nodiscard]] bool save(const std::string& path) const {
    std::vector<std::uint8_t> bytes(px_.size());
    for (std::size_t i = 0; i < px_.size(); i += 4) {
      const float a = px_[i + 3];
      for (std::size_t k = 0; k < 3; ++k) {
        const float straight = a > 0 ? px_[i + k] / a : 0.0f;
        bytes[i + k] = static_cast<std::uint8_t>(std::lround(clamp01(straight) * 255.0f));
      }
      bytes[i + 3] = static_cast<std::uint8_t>(std::lround(clamp01(a) * 255.0f));
    }
    SDL_Surface* s =
        SDL_CreateRGBSurfaceWithFormatFrom(bytes.data(), size_, size_, 32, size_ * 4, SDL_PIXELFORMAT_RGBA32);
    if (s == nullptr) return false;
    const bool ok = IMG_SavePNG(s, path.c_str()) == 0;
    SDL_FreeSurface(s);
    return ok;
  }

 private:
  int size_;
  std::vector<float> px_;
};

void drawIcon(Icon& icon) {
  const V centre{128, 128};
  // The tile: a dark hull-plate square with a steel rim, so the icon reads on light and dark menus.
  const Sdf tile = roundedBox(centre, {118, 118}, 44);
  icon.paint(widen(tile, 4), hex(0x8ea2b4));
  icon.paint(tile, [](V p) { return lerp(hex(0x22364a), hex(0x0a121c), p.y / kDesign); });

  // The Noise marker's rings around the ship, open above and below (the ship flies through them), in the
  // board's warning orange; the outer ring is fainter, a sound dying away.
  const Sdf sides = cut(roundedBox(centre, {128, 128}, 0), roundedBox(centre, {48, 128}, 0));
  icon.paint(within(band(disc({128, 140}, 78), 13), sides), hex(0xff8a2a));
  icon.paint(within(band(disc({128, 140}, 102), 9), sides), hex(0xff8a2a, 0.55f));

  // The ship from above, nose up: a hull, swept wings and two engines; pale steel lit from the top.
  const Sdf hull = polygon({{128, 30}, {148, 78}, {154, 168}, {146, 206}, {110, 206}, {102, 168}, {108, 78}});
  const Sdf wings = join({polygon({{106, 120}, {56, 186}, {60, 204}, {106, 180}}),
                          polygon({{150, 120}, {200, 186}, {196, 204}, {150, 180}})});
  const Sdf ship = join({hull, wings, roundedBox({114, 210}, {9, 12}, 4), roundedBox({142, 210}, {9, 12}, 4)});
  icon.paint(widen(ship, 6), hex(0x05080c));
  icon.paint(ship, [](V p) { return lerp(hex(0xf2f6fa), hex(0x8796a6), (p.y - 30) / 190); });
  // The cockpit and a keel line give the silhouette a direction at 32 px and up.
  icon.paint(disc({128, 86}, 11), hex(0x33c6e8));
  icon.paint(stroke({128, 108}, {128, 188}, 3), hex(0x5a6878));
  // Engine glow below the hull.
  icon.paint(disc({114, 226}, 8), hex(0xffd27a));
  icon.paint(disc({142, 226}, 8), hex(0xffd27a));
}

}  // namespace

int writeAppIcons(const std::string& folder) {
  int written = 0;
  for (const int size : kAppIconSizes) {
    Icon icon(size);
    drawIcon(icon);
    if (!icon.save(folder + "/app-icon-" + std::to_string(size) + ".png")) return -1;
    ++written;
  }
  return written;
}

}  // namespace art
