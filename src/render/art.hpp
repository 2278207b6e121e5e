// Textures and text for the board: the sprites generated into assets/art/ by tools/art (our own art,
// loaded with SDL2_image) and DejaVu text from fonts-dejavu-core through SDL2_ttf, cached per string.
#pragma once

#include <SDL.h>
#include <SDL_ttf.h>

#include <array>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

namespace nemesis::view {

// One file each in assets/art/<name>.png (names in spriteFile()).
enum class Sprite : std::uint8_t {
  Larva,
  Creeper,
  Adult,
  Breeder,
  Queen,  // Intruder miniatures, one silhouette per type
  // Character miniatures, one silhouette per class (in CharacterClass order), greyscale: tinted with the
  // class colour and labelled with its letter when drawn.
  Captain,
  Scout,
  Soldier,
  Mechanic,
  Pilot,
  Scientist,
  NoiseMarker,
  DoorOpen,
  DoorClosed,
  DoorDestroyed,
  Fire,
  Malfunction,
  ExplorationBack,  // face-down exploration token
  RoomBack,         // face-down (unexplored) room tile pattern
  Computer,         // Computer icon on explored rooms that have one
  Corpse,
  DieBlank,  // Noise die body; the face is drawn as text on it
  Slime,
  Stalker,  // a second game's Intruder: its own silhouette, none of the five above
  Count
};

[[nodiscard]] const char* spriteFile(Sprite s);  // "larva.png"

class ArtError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Text styles: size in points at UI scale 1. Body and Title are for the Event card and the banners drawn
// over the board.
enum class Font : std::uint8_t { Small, Normal, Bold, Large, Body, Title, Count };

class Art {
 public:
  // Loads every sprite from `artDir` and the DejaVu fonts from `fontDir`. Throws ArtError naming the file
  // that is missing or unreadable.
  Art(SDL_Renderer* renderer, const std::string& artDir, const std::string& fontDir, float uiScale = 1.0f);
  ~Art();
  Art(const Art&) = delete;
  Art& operator=(const Art&) = delete;

  [[nodiscard]] SDL_Texture* sprite(Sprite s) const { return sprites_[static_cast<std::size_t>(s)]; }
  // The pre-shrunk copy of the sprite that suits drawing it `pixels` wide: the software renderer scales by
  // nearest neighbour, so a 128-pixel sprite drawn at 16 pixels would alias badly.
  [[nodiscard]] SDL_Texture* sprite(Sprite s, float pixels) const;
  // A texture of `text` (white, tinted at draw time with SDL_SetTextureColorMod), cached; never null for
  // a non-empty string. The cache is trimmed when it grows past a few hundred entries.
  SDL_Texture* text(const std::string& text, Font font, int* w = nullptr, int* h = nullptr);
  // The size `text` would have, measured without rendering it (no texture, nothing cached): for wrapping
  // a sentence word by word.
  void measure(const std::string& text, Font font, int* w, int* h) const;
  // Draws `text` centred on (x, y) in screen pixels, in `color`.
  void drawText(const std::string& text, Font font, float x, float y, SDL_Color color, bool centred = true);
  // Reloads the fonts at a new UI scale (settings change); the text cache is dropped.
  void setUiScale(float uiScale);
  // The UI scale the fonts are loaded at: board painters multiply their on-screen minimums by it too.
  [[nodiscard]] float uiScale() const { return uiScale_; }
  [[nodiscard]] SDL_Renderer* renderer() const { return renderer_; }

 private:
  void openFonts();
  void closeFonts();
  SDL_Renderer* renderer_;
  std::string fontDir_;
  float uiScale_;
  std::array<SDL_Texture*, static_cast<std::size_t>(Sprite::Count)> sprites_{};
  struct Level {
    SDL_Texture* texture;
    int w;
    int h;
  };
  std::array<std::vector<Level>, static_cast<std::size_t>(Sprite::Count)> levels_{};  // [0] = the file
  std::array<TTF_Font*, static_cast<std::size_t>(Font::Count)> fonts_{};
  struct Cached {
    SDL_Texture* texture;
    int w;
    int h;
  };
  std::unordered_map<std::string, Cached> cache_;
};

}  // namespace nemesis::view
