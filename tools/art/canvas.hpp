// The art generator's canvas: shapes (sdf.hpp) filled with antialiased edges into a premultiplied float image,
// written as an RGBA PNG. The board sprites (make_art.cpp) and the application icon (app_icon.cpp) draw on it.
#pragma once

#include <SDL.h>
#include <SDL_image.h>

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "sdf.hpp"

namespace art {

// A premultiplied-alpha float canvas of w x h pixels showing a design of w x h times `unitsPerPixel` units
// (the board sprites: 1, a unit is a pixel; the application icon: one 256-unit design at every size). Pixel
// centres sit at (x + 0.5, y + 0.5).
class Canvas {
 public:
  Canvas(int w, int h, float unitsPerPixel = 1.0f)
      : w_(w), h_(h), units_(unitsPerPixel), px_(static_cast<std::size_t>(w * h * 4), 0.0f) {}

  // Draws everything after it shrunk by `k` about the canvas centre (shapes are designed on the full canvas).
  void shrink(float k) { scale_ = k; }

  // Coverage from the distance gives a one-pixel antialiased edge; `soft` widens it (shadows, glows).
  void fill(const Shape& shape, const Paint& paint, float soft = 1.0f) {
    const P centre{static_cast<float>(w_) / 2, static_cast<float>(h_) / 2};
    for (int y = 0; y < h_; ++y) {
      for (int x = 0; x < w_; ++x) {
        const P pixel{static_cast<float>(x) + 0.5f, static_cast<float>(y) + 0.5f};
        const P p = (centre + (pixel - centre) * (1.0f / scale_)) * units_;
        const float cover = clamp01(0.5f - shape(p) * scale_ / units_ / soft);
        if (cover <= 0) continue;
        const Color c = paint(p);
        const float a = c.a * cover;
        float* d = &px_[static_cast<std::size_t>((y * w_ + x) * 4)];
        d[0] = c.r * a + d[0] * (1 - a);
        d[1] = c.g * a + d[1] * (1 - a);
        d[2] = c.b * a + d[2] * (1 - a);
        d[3] = a + d[3] * (1 - a);
      }
    }
  }
  void fill(const Shape& shape, Color c, float soft = 1.0f) { fill(shape, flat(c), soft); }
  // The usual miniature treatment: a dark outline `edge` pixels wide around a shaded body.
  void outlined(const Shape& shape, const Paint& body, Color outline, float edge) {
    fill(grow(shape, edge), outline);
    fill(shape, body);
  }
  void shadow(const Shape& shape, float alpha, float soft) { fill(shape, Color{0, 0, 0, alpha}, soft); }

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
    SDL_Surface* s = SDL_CreateRGBSurfaceWithFormatFrom(bytes.data(), w_, h_, 32, w_ * 4, SDL_PIXELFORMAT_RGBA32);
    if (s == nullptr) return false;
    const bool ok = IMG_SavePNG(s, path.c_str()) == 0;
    SDL_FreeSurface(s);
    return ok;
  }

 private:
  int w_;
  int h_;
  float units_;  // design units per pixel
  std::vector<float> px_;
  float scale_ = 1.0f;
};

}  // namespace art
