#include "fast_ui_drawing.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <vector>

namespace nemesis::app {

namespace {

struct Rgba {
  Uint8 r;
  Uint8 g;
  Uint8 b;
  Uint8 a;
};

// ImGui packs colours as IM_COL32: red in the low byte.
Rgba unpack(ImU32 c) {
  return {static_cast<Uint8>(c & 0xFFu), static_cast<Uint8>((c >> 8) & 0xFFu), static_cast<Uint8>((c >> 16) & 0xFFu),
          static_cast<Uint8>((c >> 24) & 0xFFu)};
}

// ImGui writes a rectangle as vertices v, v+1, v+2, v+3 with indices (v, v+1, v+2, v, v+2, v+3). Text and
// filled rectangles come corner by corner from the top-left, clockwise; the segments of square outlines (window
// borders) may start at any corner. `box` gets the rectangle, `uv` its top-left and bottom-right texture corners.
bool isQuad(const ImDrawIdx* idx, const ImDrawVert* vtx, ImVec4& box, ImVec4& uv, ImU32& col) {
  const unsigned v = idx[0];
  if (idx[1] != v + 1 || idx[2] != v + 2 || idx[3] != v || idx[4] != v + 2 || idx[5] != v + 3) return false;
  const ImDrawVert& a = vtx[v];
  const ImDrawVert& b = vtx[v + 1];
  const ImDrawVert& c = vtx[v + 2];
  const ImDrawVert& d = vtx[v + 3];
  if (a.col != b.col || a.col != c.col || a.col != d.col) return false;
  const bool rows = a.pos.y == b.pos.y && b.pos.x == c.pos.x && c.pos.y == d.pos.y && d.pos.x == a.pos.x;
  const bool columns = a.pos.x == b.pos.x && b.pos.y == c.pos.y && c.pos.x == d.pos.x && d.pos.y == a.pos.y;
  if (!rows && !columns) return false;
  const bool solid = a.uv.x == b.uv.x && a.uv.x == c.uv.x && a.uv.x == d.uv.x && a.uv.y == b.uv.y && a.uv.y == c.uv.y &&
                     a.uv.y == d.uv.y;
  if (!solid) {
    // An image quad must run top-left to bottom-right with its texture the same way round (no flips).
    if (!rows || !(a.pos.x < c.pos.x && a.pos.y < c.pos.y)) return false;
    if (a.uv.y != b.uv.y || b.uv.x != c.uv.x || c.uv.y != d.uv.y || d.uv.x != a.uv.x) return false;
  }
  box = ImVec4(std::min(a.pos.x, c.pos.x), std::min(a.pos.y, c.pos.y), std::max(a.pos.x, c.pos.x),
               std::max(a.pos.y, c.pos.y));
  uv = ImVec4(a.uv.x, a.uv.y, c.uv.x, c.uv.y);
  col = a.col;
  return box.z > box.x && box.w > box.y;
}

// A translucent fill at least this large goes through the tile (smaller ones cost little either way).
constexpr float kVeilPixels = 64.0f * 1024.0f;

class Drawer {
 public:
  Drawer(SDL_Renderer* renderer, UiDrawCache* cache) : renderer_(renderer), cache_(cache) {}

  void command(const ImDrawList& list, const ImDrawCmd& cmd, ImVec2 offset) {
    auto* texture = static_cast<SDL_Texture*>(cmd.GetTexID());
    int texW = 1;
    int texH = 1;
    if (texture != nullptr) SDL_QueryTexture(texture, nullptr, nullptr, &texW, &texH);
    const ImDrawVert* vtx = list.VtxBuffer.Data + cmd.VtxOffset;
    const ImDrawIdx* idx = list.IdxBuffer.Data + cmd.IdxOffset;
    const unsigned count = cmd.ElemCount;
    pending_.clear();
    for (unsigned i = 0; i < count;) {
      ImVec4 box;
      ImVec4 uv;
      ImU32 col = 0;
      if (i + 6 <= count && isQuad(idx + i, vtx, box, uv, col)) {
        flushTriangles(vtx, texture, offset);
        quad(box, uv, col, texture, texW, texH, offset);
        i += 6;
      } else {
        pending_.insert(pending_.end(), idx + i, idx + std::min(i + 3, count));
        i += 3;
      }
    }
    flushTriangles(vtx, texture, offset);
  }

 private:
  // A solid quad samples one texel (ImGui's white pixel): a filled rectangle. Otherwise a 1:1 image (a glyph):
  // a copy tinted by the vertex colour. Scaled images fall back to triangles.
  void quad(ImVec4 box, ImVec4 uv, ImU32 col, SDL_Texture* texture, int texW, int texH, ImVec2 offset) {
    const Rgba c = unpack(col);
    const SDL_FRect dst{box.x - offset.x, box.y - offset.y, box.z - box.x, box.w - box.y};
    const float srcW = (uv.z - uv.x) * static_cast<float>(texW);
    const float srcH = (uv.w - uv.y) * static_cast<float>(texH);
    if (std::fabs(srcW) < 1.0f && std::fabs(srcH) < 1.0f) {
      if (c.a < 255 && dst.w * dst.h >= kVeilPixels && veil(dst, c)) return;
      SDL_SetRenderDrawColor(renderer_, c.r, c.g, c.b, c.a);
      SDL_SetRenderDrawBlendMode(renderer_, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
      SDL_RenderFillRectF(renderer_, &dst);
      return;
    }
    const SDL_Rect src{static_cast<int>(std::lround(uv.x * static_cast<float>(texW))),
                       static_cast<int>(std::lround(uv.y * static_cast<float>(texH))),
                       static_cast<int>(std::lround(srcW)), static_cast<int>(std::lround(srcH))};
    // Changing a texture's colour mod makes the software renderer pick its blitter again: only on a change.
    if (texture != modTexture_ || col != modColour_) {
      SDL_SetTextureColorMod(texture, c.r, c.g, c.b);
      SDL_SetTextureAlphaMod(texture, c.a);
      modTexture_ = texture;
      modColour_ = col;
    }
    SDL_RenderCopyF(renderer_, texture, &src, &dst);
  }

 public:
  // Leaves the textures as the backend expects them (no tint).
  void resetTint() {
    if (modTexture_ == nullptr) return;
    SDL_SetTextureColorMod(modTexture_, 255, 255, 255);
    SDL_SetTextureAlphaMod(modTexture_, 255);
    modTexture_ = nullptr;
  }

 private:
  void flushTriangles(const ImDrawVert* vtx, SDL_Texture* texture, ImVec2 offset) {
    if (pending_.empty()) return;
    resetTint();  // geometry carries its colours per vertex
    // SDL_RenderGeometryRaw reads positions relative to the window: shift them by the display offset.
    shifted_.clear();
    for (unsigned index : pending_) {
      ImDrawVert v = vtx[index];
      v.pos.x -= offset.x;
      v.pos.y -= offset.y;
      shifted_.push_back(v);
    }
    const auto* base = reinterpret_cast<const char*>(shifted_.data());
    const int stride = static_cast<int>(sizeof(ImDrawVert));
    SDL_RenderGeometryRaw(renderer_, texture, reinterpret_cast<const float*>(base + offsetof(ImDrawVert, pos)), stride,
                          reinterpret_cast<const SDL_Color*>(base + offsetof(ImDrawVert, col)), stride,
                          reinterpret_cast<const float*>(base + offsetof(ImDrawVert, uv)), stride,
                          static_cast<int>(shifted_.size()), nullptr, 0, 0);
    pending_.clear();
  }

  // A large translucent fill as copies of the cache's tile (the last ones cut to the rectangle). False, and
  // nothing drawn, without a cache or a tile.
  bool veil(SDL_FRect dst, Rgba c) {
    if (cache_ == nullptr) return false;
    SDL_Texture* tile = cache_->tile(renderer_, c.r, c.g, c.b, c.a);
    if (tile == nullptr) return false;
    const int x0 = static_cast<int>(std::lround(dst.x));
    const int y0 = static_cast<int>(std::lround(dst.y));
    const int x1 = static_cast<int>(std::lround(dst.x + dst.w));
    const int y1 = static_cast<int>(std::lround(dst.y + dst.h));
    constexpr int kTile = UiDrawCache::kTile;
    for (int y = y0; y < y1; y += kTile) {
      for (int x = x0; x < x1; x += kTile) {
        const SDL_Rect src{0, 0, std::min(kTile, x1 - x), std::min(kTile, y1 - y)};
        const SDL_Rect to{x, y, src.w, src.h};
        SDL_RenderCopy(renderer_, tile, &src, &to);
      }
    }
    return true;
  }

  SDL_Renderer* renderer_;
  UiDrawCache* cache_;
  SDL_Texture* modTexture_ = nullptr;  // the texture whose tint was last set, and that tint
  ImU32 modColour_ = 0;
  std::vector<unsigned> pending_;
  std::vector<ImDrawVert> shifted_;
};

}  // namespace

UiDrawCache::~UiDrawCache() {
  if (texture_ != nullptr) SDL_DestroyTexture(texture_);
}

SDL_Texture* UiDrawCache::tile(SDL_Renderer* renderer, Uint8 r, Uint8 g, Uint8 b, Uint8 a) {
  if (renderer != renderer_ && texture_ != nullptr) {
    SDL_DestroyTexture(texture_);
    texture_ = nullptr;
  }
  renderer_ = renderer;
  if (texture_ == nullptr) {
    // No alpha channel: SDL's blitter then blends with the constant alpha mod, its fast path.
    texture_ = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_RGB888, SDL_TEXTUREACCESS_STATIC, kTile, kTile);
    if (texture_ == nullptr) return nullptr;
    SDL_SetTextureBlendMode(texture_, SDL_BLENDMODE_BLEND);
    filled_ = false;
  }
  const Uint32 colour = (Uint32{r} << 16U) | (Uint32{g} << 8U) | Uint32{b};
  if (!filled_ || colour != colour_) {
    const std::vector<Uint32> pixels(static_cast<std::size_t>(kTile) * kTile, colour);
    if (SDL_UpdateTexture(texture_, nullptr, pixels.data(), kTile * 4) != 0) return nullptr;
    colour_ = colour;
    filled_ = true;
  }
  SDL_SetTextureAlphaMod(texture_, a);
  return texture_;
}

void renderImGuiDrawData(SDL_Renderer* renderer, ImDrawData* drawData, UiDrawCache* cache) {
  if (drawData == nullptr || drawData->CmdListsCount == 0) return;
  SDL_RenderSetViewport(renderer, nullptr);
  Drawer drawer(renderer, cache);
  const ImVec2 offset = drawData->DisplayPos;
  for (int n = 0; n < drawData->CmdListsCount; ++n) {
    const ImDrawList& list = *drawData->CmdLists[n];
    for (const ImDrawCmd& cmd : list.CmdBuffer) {
      if (cmd.UserCallback != nullptr) {
        if (cmd.UserCallback != ImDrawCallback_ResetRenderState) cmd.UserCallback(&list, &cmd);
        continue;
      }
      const SDL_Rect clip{static_cast<int>(cmd.ClipRect.x - offset.x), static_cast<int>(cmd.ClipRect.y - offset.y),
                          static_cast<int>(cmd.ClipRect.z - cmd.ClipRect.x),
                          static_cast<int>(cmd.ClipRect.w - cmd.ClipRect.y)};
      if (clip.w <= 0 || clip.h <= 0) continue;
      SDL_RenderSetClipRect(renderer, &clip);
      drawer.command(list, cmd, offset);
    }
  }
  drawer.resetTint();
  SDL_RenderSetClipRect(renderer, nullptr);
  SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
}

}  // namespace nemesis::app
