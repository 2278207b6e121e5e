// Loads the generated sprites (with pre-shrunk copies so small miniatures stay smooth on renderers that only
// scale by nearest neighbour, like the software one) and DejaVu text, cached as white textures.
#include "art.hpp"

#include <SDL_image.h>

#include <algorithm>
#include <cmath>
#include <vector>

namespace nemesis::view {

namespace {

constexpr std::size_t kSpriteCount = static_cast<std::size_t>(Sprite::Count);
constexpr std::size_t kFontCount = static_cast<std::size_t>(Font::Count);
constexpr std::size_t kCacheLimit = 400;

// Point sizes at UI scale 1, and whether the face is bold.
constexpr std::array<int, kFontCount> kFontPoints = {9, 11, 11, 16, 13, 22};
constexpr std::array<bool, kFontCount> kFontBold = {false, false, true, true, false, true};

// Halves a 32-bit surface with a 2x2 box filter on premultiplied colour, so edges do not darken.
SDL_Surface* halve(SDL_Surface* src) {
  const int w = std::max(1, src->w / 2);
  const int h = std::max(1, src->h / 2);
  SDL_Surface* dst = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_RGBA32);
  if (dst == nullptr) return nullptr;
  const auto* in = static_cast<const std::uint8_t*>(src->pixels);
  auto* out = static_cast<std::uint8_t*>(dst->pixels);
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      unsigned sum[4] = {0, 0, 0, 0};
      for (int dy = 0; dy < 2; ++dy) {
        for (int dx = 0; dx < 2; ++dx) {
          const int sx = std::min(src->w - 1, x * 2 + dx);
          const int sy = std::min(src->h - 1, y * 2 + dy);
          const std::uint8_t* p =
              in + static_cast<std::ptrdiff_t>(sy) * src->pitch + static_cast<std::ptrdiff_t>(sx) * 4;
          const unsigned a = p[3];
          sum[0] += p[0] * a;
          sum[1] += p[1] * a;
          sum[2] += p[2] * a;
          sum[3] += a;
        }
      }
      std::uint8_t* q = out + static_cast<std::ptrdiff_t>(y) * dst->pitch + static_cast<std::ptrdiff_t>(x) * 4;
      for (int k = 0; k < 3; ++k) {
        q[k] = static_cast<std::uint8_t>(sum[3] > 0 ? (sum[k] + sum[3] / 2) / sum[3] : 0);
      }
      q[3] = static_cast<std::uint8_t>((sum[3] + 2) / 4);
    }
  }
  return dst;
}

}  // namespace

const char* spriteFile(Sprite s) {
  static constexpr std::array<const char*, kSpriteCount> kFiles = {
      "larva.png",     "creeper.png",     "adult.png",
      "breeder.png",   "queen.png",       "captain.png",
      "scout.png",     "soldier.png",     "mechanic.png",
      "pilot.png",     "scientist.png",   "noise.png",
      "door-open.png", "door-closed.png", "door-destroyed.png",
      "fire.png",      "malfunction.png", "exploration-back.png",
      "room-back.png", "computer.png",    "corpse.png",
      "die.png",       "slime.png",       "stalker.png"};
  const auto i = static_cast<std::size_t>(s);
  return i < kFiles.size() ? kFiles[i] : "";
}

Art::Art(SDL_Renderer* renderer, const std::string& artDir, const std::string& fontDir, float uiScale)
    : renderer_(renderer), fontDir_(fontDir), uiScale_(uiScale) {
  try {
    for (std::size_t i = 0; i < kSpriteCount; ++i) {
      const std::string path = artDir + "/" + spriteFile(static_cast<Sprite>(i));
      SDL_Surface* loaded = IMG_Load(path.c_str());
      if (loaded == nullptr) throw ArtError("cannot load sprite " + path + ": " + IMG_GetError());
      SDL_Surface* level = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32, 0);
      SDL_FreeSurface(loaded);
      if (level == nullptr) throw ArtError("cannot convert sprite " + path + ": " + SDL_GetError());
      // Level 0 is the file; each next level is half the size, down to about 8 pixels.
      while (level != nullptr) {
        SDL_Texture* t = SDL_CreateTextureFromSurface(renderer_, level);
        if (t == nullptr) {
          SDL_FreeSurface(level);
          throw ArtError("cannot create a texture for " + path + ": " + SDL_GetError());
        }
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
        SDL_SetTextureScaleMode(t, SDL_ScaleModeLinear);
        levels_[i].push_back(Level{t, level->w, level->h});
        SDL_Surface* next = std::max(level->w, level->h) >= 16 ? halve(level) : nullptr;
        SDL_FreeSurface(level);
        level = next;
      }
      sprites_[i] = levels_[i].front().texture;
    }
    openFonts();
  } catch (...) {
    closeFonts();
    for (auto& levels : levels_) {
      for (const Level& l : levels) SDL_DestroyTexture(l.texture);
    }
    throw;
  }
}

Art::~Art() {
  for (auto& entry : cache_) SDL_DestroyTexture(entry.second.texture);
  closeFonts();
  for (auto& levels : levels_) {
    for (const Level& l : levels) SDL_DestroyTexture(l.texture);
  }
}

SDL_Texture* Art::sprite(Sprite s, float pixels) const {
  const auto& levels = levels_[static_cast<std::size_t>(s)];
  // The smallest copy still at least as large as asked for: shrinking by less than 2 keeps edges smooth.
  SDL_Texture* best = levels.front().texture;
  for (const Level& l : levels) {
    if (static_cast<float>(std::max(l.w, l.h)) + 0.5f < pixels) break;
    best = l.texture;
  }
  return best;
}

void Art::openFonts() {
  for (std::size_t i = 0; i < kFontCount; ++i) {
    const std::string path = fontDir_ + (kFontBold[i] ? "/DejaVuSans-Bold.ttf" : "/DejaVuSans.ttf");
    const int points = std::max(6, static_cast<int>(std::lround(static_cast<float>(kFontPoints[i]) * uiScale_)));
    fonts_[i] = TTF_OpenFont(path.c_str(), points);
    if (fonts_[i] == nullptr) {
      closeFonts();
      throw ArtError("cannot open font " + path + ": " + TTF_GetError());
    }
    TTF_SetFontHinting(fonts_[i], TTF_HINTING_LIGHT);
  }
}

void Art::closeFonts() {
  for (TTF_Font*& f : fonts_) {
    if (f != nullptr) TTF_CloseFont(f);
    f = nullptr;
  }
}

void Art::setUiScale(float uiScale) {
  if (uiScale == uiScale_) return;
  for (auto& entry : cache_) SDL_DestroyTexture(entry.second.texture);
  cache_.clear();
  closeFonts();
  uiScale_ = uiScale;
  openFonts();
}

SDL_Texture* Art::text(const std::string& text, Font font, int* w, int* h) {
  if (text.empty()) {
    if (w != nullptr) *w = 0;
    if (h != nullptr) *h = 0;
    return nullptr;
  }
  std::string key;
  key.reserve(text.size() + 1);
  key.push_back(static_cast<char>('0' + static_cast<int>(font)));
  key += text;
  auto it = cache_.find(key);
  if (it == cache_.end()) {
    // A board shows a few hundred distinct strings at most; past that the cache is reset rather than
    // tracked per entry (a frame never needs that many).
    if (cache_.size() >= kCacheLimit) {
      for (auto& entry : cache_) SDL_DestroyTexture(entry.second.texture);
      cache_.clear();
    }
    TTF_Font* f = fonts_[static_cast<std::size_t>(font)];
    SDL_Surface* s = TTF_RenderUTF8_Blended(f, text.c_str(), SDL_Color{255, 255, 255, 255});
    if (s == nullptr) throw ArtError("cannot render text \"" + text + "\": " + TTF_GetError());
    SDL_Texture* t = SDL_CreateTextureFromSurface(renderer_, s);
    const Cached c{t, s->w, s->h};
    SDL_FreeSurface(s);
    if (t == nullptr) throw ArtError(std::string("cannot create a text texture: ") + SDL_GetError());
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    it = cache_.emplace(std::move(key), c).first;
  }
  if (w != nullptr) *w = it->second.w;
  if (h != nullptr) *h = it->second.h;
  return it->second.texture;
}

void Art::measure(const std::string& text, Font font, int* w, int* h) const {
  int tw = 0;
  int th = 0;
  if (!text.empty() && TTF_SizeUTF8(fonts_[static_cast<std::size_t>(font)], text.c_str(), &tw, &th) != 0) {
    tw = 0;
    th = 0;
  }
  if (w != nullptr) *w = tw;
  if (h != nullptr) *h = th;
}

void Art::drawText(const std::string& text, Font font, float x, float y, SDL_Color color, bool centred) {
  int w = 0;
  int h = 0;
  SDL_Texture* t = this->text(text, font, &w, &h);
  if (t == nullptr) return;
  SDL_SetTextureColorMod(t, color.r, color.g, color.b);
  SDL_SetTextureAlphaMod(t, color.a);
  const float left = centred ? x - static_cast<float>(w) / 2 : x;
  const float top = centred ? y - static_cast<float>(h) / 2 : y;
  const SDL_Rect dst{static_cast<int>(std::lround(left)), static_cast<int>(std::lround(top)), w, h};
  SDL_RenderCopy(renderer_, t, nullptr, &dst);
}

}  // namespace nemesis::view
