// Draws the board from a Scene: the still layer (sky and hull, corridors, tiles, labels), cached in a texture,
// then the pieces, the animations playing, the player's highlights and the screen-space overlays of a game by
// rounds. Everything is textures and flat geometry (no per-frame surfaces), so it stays fast on the software
// renderer. The parts are drawn by nemesis/*.hpp, in the order below: each paints over the ones before.
#include "board_painter.hpp"

#include <span>

#include "animations.hpp"
#include "background.hpp"
#include "board_frame.hpp"
#include "board_labels.hpp"
#include "corridors.hpp"
#include "miniatures.hpp"
#include "overrides.hpp"
#include "render/pen.hpp"
#include "room_tiles.hpp"
#include "round_overlays.hpp"

namespace nemesis::view {

BoardPainter::BoardPainter(Art& art, const Board& board) : art_(art), board_(board), stars_(starField()) {
  rows_.reserve(2048);
}

void BoardPainter::draw(const Scene& scene, const AnimationQueue& animations, const BoardLayout& layout,
                        const Camera& camera, const Highlights& highlights, const Revealed* revealed) {
  SDL_Renderer* renderer = art_.renderer();
  if (hull_.empty()) hull_ = hullAround(board_, layout);
  const Rect vp = camera.viewport();
  SDL_Rect oldClip;
  SDL_RenderGetClipRect(renderer, &oldClip);
  const SDL_Rect clip{static_cast<int>(vp.x), static_cast<int>(vp.y), static_cast<int>(vp.w), static_cast<int>(vp.h)};

  Pen pen(art_, camera, rows_);
  const bool showTokens = revealed != nullptr && revealed->explorationTokens;
  const BoardFrame frame{pen, board_, scene, layout, showTokens};
  pieceScale_ = frame.pieceScale();
  bandPx_ = frame.bandPx();
  const std::span<const Animation> active = animations.active();
  const Overrides o = overridesOf(active);
  auto drawStatic = [&]() {
    placeLabels(frame, labels_);
    drawBackground(pen, stars_, hull_, vp);
    drawCorridors(frame, o);
    drawTechnicalCorridors(frame);
    drawRooms(frame, o);
    drawLabels(frame, labels_);
  };

  // The static layer: redrawn into its texture only when something it shows has changed.
  int outW = 0;
  int outH = 0;
  SDL_GetRendererOutputSize(renderer, &outW, &outH);
  if (SDL_RenderTargetSupported(renderer) == SDL_TRUE && outW > 0 && outH > 0) {
    if (!layer_ || layerW_ != outW || layerH_ != outH) {
      layer_.reset(SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, outW, outH));
      layerW_ = outW;
      layerH_ = outH;
      layerKey_ = LayerKey{};
    }
  }
  if (layer_) {
    LayerKey& k = candidate_;
    k.viewport = vp;
    k.origin = camera.toScreen({0, 0});
    k.zoom = camera.zoom();
    art_.text("Technical Corridors", Font::Small, &k.textWidth, nullptr);
    k.revealed = showTokens;
    k.rooms = scene.rooms;
    k.doors = scene.doors;
    k.noise = scene.noise;
    k.hidden.clear();
    for (const int d : o.breakingDoors) k.hidden.push_back(d);
    for (const int d : o.openingDoors) k.hidden.push_back(d);
    k.hidden.push_back(-1);
    for (const int r : o.flippingRooms) k.hidden.push_back(r);
    if (!(k == layerKey_)) {
      SDL_Texture* target = SDL_GetRenderTarget(renderer);
      SDL_SetRenderTarget(renderer, layer_.get());
      SDL_RenderSetClipRect(renderer, &clip);
      drawStatic();
      SDL_SetRenderTarget(renderer, target);
      std::swap(layerKey_, candidate_);
    }
    SDL_SetTextureBlendMode(layer_.get(), SDL_BLENDMODE_NONE);
    SDL_RenderSetClipRect(renderer, &clip);
    SDL_RenderCopy(renderer, layer_.get(), &clip, &clip);
  } else {
    SDL_RenderSetClipRect(renderer, &clip);
    drawStatic();
  }

  drawCharacters(frame, o, highlights.activeCharacter);
  drawIntruders(frame, o);
  for (const Animation& a : active) drawAnimation(frame, a, highlights.activeCharacter);
  drawHighlights(frame, highlights, labels_);
  drawTimeTrack(pen, scene, vp);
  for (const Animation& a : active) drawAnnouncement(pen, scene, a, vp);

  if (oldClip.w > 0 && oldClip.h > 0) {
    SDL_RenderSetClipRect(renderer, &oldClip);
  } else {
    SDL_RenderSetClipRect(renderer, nullptr);
  }
}

}  // namespace nemesis::view
