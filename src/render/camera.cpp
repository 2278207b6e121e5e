// Zoom and pan of the board: a uniform scale and an offset, kept so the point under the mouse stays put.
#include "camera.hpp"

#include <algorithm>

namespace nemesis::view {

namespace {
constexpr float kFitMargin = 12;  // pixels left free around the fitted board
}

void Camera::fit(Rect world, Rect viewport) {
  viewport_ = viewport;
  const float w = std::max(viewport.w - 2 * kFitMargin, 1.0f);
  const float h = std::max(viewport.h - 2 * kFitMargin, 1.0f);
  const float zx = world.w > 0 ? w / world.w : kMaxZoom;
  const float zy = world.h > 0 ? h / world.h : kMaxZoom;
  zoom_ = std::clamp(std::min(zx, zy), kMinZoom, kMaxZoom);
  origin_ = world.center() - Vec2{viewport.w / 2, viewport.h / 2} * (1.0f / zoom_);
}

void Camera::setViewport(Rect viewport) {
  // Called every frame: an unchanged viewport must leave the view exactly as it is (no rounding drift).
  if (viewport == viewport_) return;
  const Vec2 centre = toWorld(Vec2{viewport_.x + viewport_.w / 2, viewport_.y + viewport_.h / 2});
  viewport_ = viewport;
  origin_ = centre - Vec2{viewport.w / 2, viewport.h / 2} * (1.0f / zoom_);
}

void Camera::zoomAt(Vec2 screen, float factor) {
  const Vec2 anchor = toWorld(screen);
  zoom_ = std::clamp(zoom_ * factor, kMinZoom, kMaxZoom);
  origin_ = anchor - (screen - viewportOffset()) * (1.0f / zoom_);
}

void Camera::pan(Vec2 screenDelta) {
  origin_ = origin_ - screenDelta * (1.0f / zoom_);
}

}  // namespace nemesis::view
