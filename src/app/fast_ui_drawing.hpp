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

// What the drawing keeps between frames: a tile of one colour for large translucent fills. A dialog's backdrop
// dims the whole window; the software renderer's blended fill blends pixel by pixel in plain C (about 5.9 ms at
// 1600x900), while its blitter does the same blend from a surface with a constant alpha about five times faster
// (1.1 ms), so such a fill is drawn as copies of this tile (issue 24's frame times).
class UiDrawCache {
 public:
  UiDrawCache() = default;
  UiDrawCache(const UiDrawCache&) = delete;
  UiDrawCache& operator=(const UiDrawCache&) = delete;
  ~UiDrawCache();
  // A kTile-square texture of colour (r, g, b), alpha mod `a`, blended; nullptr when it cannot be made.
  SDL_Texture* tile(SDL_Renderer* renderer, Uint8 r, Uint8 g, Uint8 b, Uint8 a);
  static constexpr int kTile = 256;

 private:
  SDL_Renderer* renderer_ = nullptr;
  SDL_Texture* texture_ = nullptr;
  Uint32 colour_ = 0;  // 0xRRGGBB of the tile's pixels
  bool filled_ = false;
};

// Replaces ImGui_ImplSDLRenderer_RenderDrawData (font texture creation stays with the backend). Without a cache,
// large translucent fills are drawn as fills.
void renderImGuiDrawData(SDL_Renderer* renderer, ImDrawData* drawData, UiDrawCache* cache = nullptr);

}  // namespace nemesis::app
