// Draws Dear ImGui's draw lists with SDL_Renderer, fast on the software renderer. Debian's SDL_Renderer
// backend sends every triangle through SDL_RenderGeometry, which the software renderer rasterises pixel by
// pixel with blending: the panels alone cost about 30 ms a frame at 1600x900. Nearly everything ImGui draws is
// an axis-aligned quad (window and table backgrounds, frames, text glyphs), so those go through
// SDL_RenderFillRect and SDL_RenderCopy (SDL's optimised blitters) and only the rest (rounded corners, lines,
// circles) through SDL_RenderGeometry. Same picture, in draw order.
#pragma once

#include <SDL.h>

struct ImDrawData;

namespace nemesis::app {

// Replaces ImGui_ImplSDLRenderer_RenderDrawData (font texture creation stays with the backend).
void renderImGuiDrawData(SDL_Renderer* renderer, ImDrawData* drawData);

}  // namespace nemesis::app
