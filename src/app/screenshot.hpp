// Writes what the renderer has drawn so far (before SDL_RenderPresent) to a PNG: screenshots for the
// player (F9), the headless tests and the documentation.
#pragma once

#include <SDL.h>

#include <string>

namespace nemesis::app {

// False with `error` set when reading the pixels or writing the file fails.
bool captureFrame(SDL_Renderer* renderer, const std::string& path, std::string& error);

}  // namespace nemesis::app
