// Draws the ship: room tiles, corridors with their noise numbers, Technical Corridors, doors, markers,
// exploration tokens and miniatures, with the animations in progress and the player's highlights on top.
// Reads a Scene (what the board shows now); never touches game state. Each part is drawn by its own file in
// nemesis/ (the Nemesis board); the painter keeps what lasts from frame to frame: the cached still layer, the
// placed labels, the sky and the hull.
#pragma once

#include <SDL.h>

#include <memory>
#include <string>
#include <vector>

#include "animation.hpp"
#include "highlights.hpp"
#include "layout.hpp"
#include "render/art.hpp"
#include "render/camera.hpp"
#include "render/label_placer.hpp"
#include "scene.hpp"

namespace nemesis::view {

// Hidden information, drawn only when the debug overlay reveals it (nullptr otherwise).
struct Revealed {
  bool explorationTokens = true;
};

class BoardPainter {
 public:
  BoardPainter(Art& art, const Board& board);
  // Draws the board into the camera's viewport (background, then tiles, corridors, markers, pieces,
  // animations, highlights).
  void draw(const Scene& scene, const AnimationQueue& animations, const BoardLayout& layout, const Camera& camera,
            const Highlights& highlights, const Revealed* revealed);
  // The labels the last redraw of the static layer placed (screen pixels): the render tests check them.
  [[nodiscard]] const std::vector<PlacedLabel>& labels() const { return labels_.labels(); }
  // How the last frame sized the pieces (zoom, UI scale, the tiles' name band), and its name band's height on
  // screen: the layout tests lay rooms out as the painter did.
  [[nodiscard]] BoardLayout::PieceScale pieceScale() const { return pieceScale_; }
  [[nodiscard]] float bandPx() const { return bandPx_; }

 private:
  Art& art_;
  const Board& board_;
  // The board without its pieces (hull, corridors, tiles, tokens, markers), drawn into a texture and
  // reused until the camera, the markers or the tiles change: most frames only copy it and add the pieces.
  struct LayerKey {
    Rect viewport;
    Vec2 origin;  // where the world origin lands on screen
    float zoom = 0;
    int textWidth = 0;  // a reference string's width: changes with the UI scale
    bool revealed = false;
    std::vector<SceneRoom> rooms;
    std::vector<DoorState> doors;
    std::vector<std::uint8_t> noise;
    std::vector<int> hidden;  // doors and tiles an animation draws instead
    friend bool operator==(const LayerKey&, const LayerKey&) = default;
  };
  struct TextureDeleter {
    void operator()(SDL_Texture* t) const { SDL_DestroyTexture(t); }
  };
  std::unique_ptr<SDL_Texture, TextureDeleter> layer_;
  int layerW_ = 0;
  int layerH_ = 0;
  LayerKey layerKey_;
  LayerKey candidate_;             // built each frame into reused storage, compared with layerKey_
  std::vector<SDL_FRect> rows_;    // reused for every filled shape, so a frame allocates nothing
  std::vector<SDL_FPoint> stars_;  // background specks, in world coordinates
  LabelPlacer labels_;             // placed with the static layer, read by every frame's highlights
  BoardLayout::PieceScale pieceScale_;
  float bandPx_ = 0;
  std::vector<Vec2> hull_;  // the ship's outline behind the tiles (world), built on first draw
};

}  // namespace nemesis::view
