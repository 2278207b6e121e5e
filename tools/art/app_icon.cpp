// The application icon, designed on a 256-unit square and sampled at each size: every shape is a signed
// distance, so each size is drawn from the geometry (no downscaled bitmap) with a one-pixel antialiased edge.
// Its own rasteriser (one design square sampled at each size); the shapes are make_art.cpp's (sdf.hpp).
#include "app_icon.hpp"

#include <SDL.h>
#include <SDL_image.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <vector>

#include "sdf.hpp"

namespace art {

namespace {

constexpr float kDesign = 256.0f;  // the design square's side in units

// A premultiplied float image of `size` pixels drawing the design square.
class Icon {
 public:
  explicit Icon(int size) : size_(size), px_(static_cast<std::size_t>(size * size * 4), 0.0f) {}

  // Coverage from the distance, measured in pixels of this size: a one-pixel antialiased edge at every size.
  void paint(const Shape& shape, const std::function<Color(P)>& colour) {
    const float unitsPerPixel = kDesign / static_cast<float>(size_);
    for (int y = 0; y < size_; ++y) {
      for (int x = 0; x < size_; ++x) {
        const P p{(static_cast<float>(x) + 0.5f) * unitsPerPixel, (static_cast<float>(y) + 0.5f) * unitsPerPixel};
        const float cover = clamp01(0.5f - shape(p) / unitsPerPixel);
        if (cover <= 0) continue;
        const Color c = colour(p);
        const float a = c.a * cover;
        float* d = &px_[static_cast<std::size_t>((y * size_ + x) * 4)];
        d[0] = c.r * a + d[0] * (1 - a);
        d[1] = c.g * a + d[1] * (1 - a);
        d[2] = c.b * a + d[2] * (1 - a);
        d[3] = a + d[3] * (1 - a);
      }
    }
  }
  void paint(const Shape& shape, Color c) {
    paint(shape, [c](P) { return c; });
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
  const P centre{128, 128};
  // The tile: a dark hull-plate square with a steel rim, so the icon reads on light and dark menus.
  const Shape tile = box(centre, {118, 118}, 44);
  icon.paint(grow(tile, 4), rgb(0x8ea2b4));
  icon.paint(tile, [](P p) { return mix(rgb(0x22364a), rgb(0x0a121c), p.y / kDesign); });

  // The Noise marker's rings around the ship, open above and below (the ship flies through them), in the
  // board's warning orange; the outer ring is fainter, a sound dying away.
  const Shape sides = subtract(box(centre, {128, 128}, 0), box(centre, {48, 128}, 0));
  icon.paint(intersect(ring(circle({128, 140}, 78), 13), sides), rgb(0xff8a2a));
  icon.paint(intersect(ring(circle({128, 140}, 102), 9), sides), rgb(0xff8a2a, 0.55f));

  // The ship from above, nose up: a hull, swept wings and two engines; pale steel lit from the top.
  const Shape hull = polygon({{128, 30}, {148, 78}, {154, 168}, {146, 206}, {110, 206}, {102, 168}, {108, 78}});
  const Shape wings = unite({polygon({{106, 120}, {56, 186}, {60, 204}, {106, 180}}),
                             polygon({{150, 120}, {200, 186}, {196, 204}, {150, 180}})});
  const Shape ship = unite({hull, wings, box({114, 210}, {9, 12}, 4), box({142, 210}, {9, 12}, 4)});
  icon.paint(grow(ship, 6), rgb(0x05080c));
  icon.paint(ship, [](P p) { return mix(rgb(0xf2f6fa), rgb(0x8796a6), (p.y - 30) / 190); });
  // The cockpit and a keel line give the silhouette a direction at 32 px and up.
  icon.paint(circle({128, 86}, 11), rgb(0x33c6e8));
  icon.paint(capsule({128, 108}, {128, 188}, 3), rgb(0x5a6878));
  // Engine glow below the hull.
  icon.paint(circle({114, 226}, 8), rgb(0xffd27a));
  icon.paint(circle({142, 226}, 8), rgb(0xffd27a));
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
