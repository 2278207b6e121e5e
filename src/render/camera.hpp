// Zoom and pan of the board: maps world coordinates to window pixels and back. Pure: no SDL.
#pragma once

#include "geometry.hpp"

namespace nemesis::view {

class Camera {
 public:
  static constexpr float kMinZoom = 0.25f;
  static constexpr float kMaxZoom = 6.0f;

  [[nodiscard]] Vec2 toScreen(Vec2 world) const { return (world - origin_) * zoom_ + viewportOffset(); }
  [[nodiscard]] Vec2 toWorld(Vec2 screen) const { return (screen - viewportOffset()) * (1.0f / zoom_) + origin_; }
  [[nodiscard]] float zoom() const { return zoom_; }
  [[nodiscard]] Rect viewport() const { return viewport_; }

  // Shows all of `world` inside `viewport` (pixels), centred, with a margin.
  void fit(Rect world, Rect viewport);
  // The viewport changed size (window resize, panel width): keeps the world point at its centre.
  void setViewport(Rect viewport);
  // Zooms by `factor` keeping the world point under `screen` fixed (mouse-wheel zoom), clamped.
  void zoomAt(Vec2 screen, float factor);
  // Moves the view by a screen-space drag.
  void pan(Vec2 screenDelta);

 private:
  [[nodiscard]] Vec2 viewportOffset() const { return {viewport_.x, viewport_.y}; }
  Rect viewport_{0, 0, 1600, 900};
  Vec2 origin_{};  // world point at the viewport's top-left corner
  float zoom_ = 1.0f;
};

}  // namespace nemesis::view
