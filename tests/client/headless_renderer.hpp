// A hidden window with SDL's software renderer on the dummy video driver, SDL_ttf and SDL_image started, for the
// render tests of both modules' painters: a frame drawn by a callback, read back pixel by pixel and saved as a PNG
// next to the test binary to look at.
#pragma once

#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>
#include <doctest/doctest.h>

#include <cstdlib>
#include <functional>
#include <string>
#include <vector>

namespace rendertest {

class HeadlessRenderer {
 public:
  HeadlessRenderer(int width, int height, const char* title) : width_(width), height_(height) {
    setenv("SDL_VIDEODRIVER", "dummy", 0);
    setenv("SDL_RENDER_DRIVER", "software", 0);
    REQUIRE_MESSAGE(SDL_Init(SDL_INIT_VIDEO) == 0, SDL_GetError());
    REQUIRE(TTF_Init() == 0);
    REQUIRE((IMG_Init(IMG_INIT_PNG) & IMG_INIT_PNG) != 0);
    window_ = SDL_CreateWindow(title, 0, 0, width, height, SDL_WINDOW_HIDDEN);
    REQUIRE_MESSAGE(window_ != nullptr, SDL_GetError());
    renderer_ = SDL_CreateRenderer(window_, -1, SDL_RENDERER_SOFTWARE);
    REQUIRE_MESSAGE(renderer_ != nullptr, SDL_GetError());
  }
  ~HeadlessRenderer() {
    SDL_DestroyRenderer(renderer_);
    SDL_DestroyWindow(window_);
    IMG_Quit();
    TTF_Quit();
    SDL_Quit();
  }
  HeadlessRenderer(const HeadlessRenderer&) = delete;
  HeadlessRenderer& operator=(const HeadlessRenderer&) = delete;
  [[nodiscard]] SDL_Renderer* renderer() const { return renderer_; }

  // Draws one frame and returns its pixels (ARGB8888, row by row); saves it as a PNG when `png` is given.
  std::vector<Uint32> draw(const std::function<void()>& paint, const std::string& png = "") {
    SDL_SetRenderDrawColor(renderer_, 0, 0, 0, 255);
    SDL_RenderClear(renderer_);
    paint();
    std::vector<Uint32> pixels(static_cast<std::size_t>(width_ * height_));
    REQUIRE(SDL_RenderReadPixels(renderer_, nullptr, SDL_PIXELFORMAT_ARGB8888, pixels.data(), width_ * 4) == 0);
    if (!png.empty()) {
      SDL_Surface* s =
          SDL_CreateRGBSurfaceWithFormatFrom(pixels.data(), width_, height_, 32, width_ * 4, SDL_PIXELFORMAT_ARGB8888);
      REQUIRE(s != nullptr);
      const std::string path = std::string(NEMESIS_TEST_OUTPUT_DIR) + "/" + png;
      CHECK_MESSAGE(IMG_SavePNG(s, path.c_str()) == 0, IMG_GetError());
      SDL_FreeSurface(s);
      MESSAGE("saved ", path);
    }
    SDL_RenderPresent(renderer_);
    return pixels;
  }

 private:
  int width_;
  int height_;
  SDL_Window* window_ = nullptr;
  SDL_Renderer* renderer_ = nullptr;
};

}  // namespace rendertest
