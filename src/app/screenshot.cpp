#include "screenshot.hpp"

#include <SDL_image.h>

namespace nemesis::app {

bool captureFrame(SDL_Renderer* renderer, const std::string& path, std::string& error) {
  int w = 0;
  int h = 0;
  if (SDL_GetRendererOutputSize(renderer, &w, &h) != 0) {
    error = std::string("cannot read the window size: ") + SDL_GetError();
    return false;
  }
  SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
  if (surface == nullptr) {
    error = std::string("out of memory for a screenshot: ") + SDL_GetError();
    return false;
  }
  bool ok = SDL_RenderReadPixels(renderer, nullptr, SDL_PIXELFORMAT_ARGB8888, surface->pixels, surface->pitch) == 0;
  if (!ok) {
    error = std::string("cannot read the frame: ") + SDL_GetError();
  } else if (IMG_SavePNG(surface, path.c_str()) != 0) {
    error = path + ": cannot write the PNG: " + IMG_GetError();
    ok = false;
  }
  SDL_FreeSurface(surface);
  return ok;
}

}  // namespace nemesis::app
