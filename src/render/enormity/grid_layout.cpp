// The Enormity board's geometry (grid_layout.hpp).
#include "enormity/grid_layout.hpp"

#include <algorithm>
#include <cmath>

namespace nemesis::view::enormity {

namespace {

// Around the map: room for a Spacer's name under an edge space and for Blips and arrows on the edge lines.
constexpr float kMapMargin = 0.6f * kSpace;

// The tray's parts at UI scale 1, in pixels: the margin to the viewport's edge, the panel's padding, the
// caption line above the dice and the two lines of marks under them.
constexpr float kTrayMargin = 6.0f;
constexpr float kTrayPad = 6.0f;
constexpr float kTrayCaption = 20.0f;
constexpr float kTrayMarks = 30.0f;
constexpr float kTrayMinWidth = 330.0f;  // the caption's room, with one die
constexpr float kTrayMaxShare = 0.3f;    // of the viewport's height
constexpr float kTrackMaxShare = 0.16f;

// The Countdown track at UI scale 1: a cell's side, the gap between cells, the wider gap between levels and
// the line of level names above the cells.
constexpr float kCell = 24.0f;
constexpr float kCellGap = 3.0f;
constexpr float kLevelGap = 12.0f;
constexpr float kLevelLabel = 15.0f;
constexpr float kTrackPad = 4.0f;
constexpr float kTrackMarker = 8.0f;  // under the cells: the pointer at the current space

struct TrayMetrics {
  float die;
  float gap;
  float scale;  // UI scale, shrunk with the dice
};

TrayMetrics trayMetrics(Rect viewport, int count, float uiScale) {
  const float n = static_cast<float>(std::max(count, 1));
  // The panel is as wide as its dice, or as its caption when there are few.
  const float want = std::max(n * kTrayDie + (n - 1) * kTrayGap, kTrayMinWidth);
  const float room = viewport.w / uiScale - 2 * (kTrayMargin + kTrayPad);
  // At most a quarter of the board's height, so the map keeps most of it (a small window at UI scale 2).
  const float height = 2 * kTrayPad + kTrayCaption + kTrayDie + kTrayMarks + kTrayMargin;
  const float tall = kTrayMaxShare * viewport.h / (height * uiScale);
  const float k = std::clamp(std::min(room / want, tall), 0.1f, 1.0f) * uiScale;
  return {kTrayDie * k, kTrayGap * k, k};
}

struct TrackMetrics {
  float k;  // pixels per unit: the UI scale, shrunk to fit the viewport's width
  float width;
};

TrackMetrics trackMetrics(Rect viewport, float uiScale) {
  // Nine cells in three levels of three, then zero hour after one more level gap.
  const float units = 10 * kCell + 6 * kCellGap + 3 * kLevelGap + 2 * kTrackPad;
  // At most a seventh of the board's height, for the same reason as the tray.
  const float height = 6 + kTrackPad + kLevelLabel + kCell + kTrackMarker + kTrackPad;
  const float k = std::min({uiScale, std::max(0.1f, (viewport.w - 16) / units), kTrackMaxShare * viewport.h / height});
  return {k, units * k};
}

}  // namespace

Vec2 intersectionAt(en::Point p) {
  return {static_cast<float>(p.x) * kSpace, static_cast<float>(p.y) * kSpace};
}

Rect spaceRect(en::Space s) {
  return {static_cast<float>(s.x) * kSpace, static_cast<float>(s.y) * kSpace, kSpace, kSpace};
}

Vec2 spaceCentre(en::Space s) {
  return spaceRect(s).center();
}

Rect mapBounds(const en::Map& m) {
  return {-kMapMargin, -kMapMargin, static_cast<float>(m.width) * kSpace + 2 * kMapMargin,
          static_cast<float>(m.height) * kSpace + 2 * kMapMargin};
}

Rect mapArea(Rect viewport, float uiScale) {
  const Rect track = countdownTrackRect(viewport, uiScale);
  const Rect tray = trayRect(viewport, kFitTrayDice, uiScale);
  const float top = track.y + track.h;
  const float bottom = std::max(top + 1, tray.y);
  return {viewport.x, top, viewport.w, bottom - top};
}

void fitMap(Camera& camera, const en::Map& m, Rect viewport, float uiScale) {
  const Rect area = mapArea(viewport, uiScale);
  const Rect world = mapBounds(m);
  // Camera::fit centres a world rectangle in the whole viewport, leaving kFitMargin pixels: ask it for the
  // rectangle that gives the zoom fitting `area` and puts the map's centre at the area's centre.
  constexpr float kFitMargin = 12;
  const float zx = std::max(area.w - 2 * kFitMargin, 1.0f) / world.w;
  const float zy = std::max(area.h - 2 * kFitMargin, 1.0f) / world.h;
  const float zoom = std::clamp(std::min(zx, zy), Camera::kMinZoom, Camera::kMaxZoom);
  const Vec2 shift = (area.center() - viewport.center()) * (1.0f / zoom);
  const float w = std::max(viewport.w - 2 * kFitMargin, 1.0f) / zoom;
  const float h = std::max(viewport.h - 2 * kFitMargin, 1.0f) / zoom;
  const Vec2 centre = world.center() - shift;
  camera.fit({centre.x - w / 2, centre.y - h / 2, w, h}, viewport);
}

std::optional<en::Space> spaceAt(const en::Map& m, Vec2 world) {
  const en::Space s{static_cast<int>(std::floor(world.x / kSpace)), static_cast<int>(std::floor(world.y / kSpace))};
  if (!m.contains(s)) return std::nullopt;
  return s;
}

int blipAt(const en::State& s, Vec2 world) {
  int best = -1;
  float bestDistance = kBlipHitRadius;
  for (const en::Blip& b : s.blips) {
    const float d = (intersectionAt(b.at) - world).length();
    if (d <= bestDistance) {
      best = b.id;
      bestDistance = d;
    }
  }
  return best;
}

std::optional<int> spawnPointAt(const en::Map& m, Vec2 world) {
  std::optional<int> best;
  float bestDistance = kBlipHitRadius;
  for (std::size_t i = 0; i < m.spawnPoints.size(); ++i) {
    const float d = (intersectionAt(m.spawnPoints[i]) - world).length();
    if (d <= bestDistance) {
      best = static_cast<int>(i);
      bestDistance = d;
    }
  }
  return best;
}

float trayDieSize(Rect viewport, int count, float uiScale) {
  return trayMetrics(viewport, count, uiScale).die;
}

Rect trayRect(Rect viewport, int count, float uiScale) {
  if (count <= 0) return {};
  const TrayMetrics t = trayMetrics(viewport, count, uiScale);
  const float n = static_cast<float>(count);
  const float pad = kTrayPad * t.scale;
  // Wide enough for the caption even with one die.
  const float w = std::max(n * t.die + (n - 1) * t.gap, kTrayMinWidth * t.scale) + 2 * pad;
  const float h = pad + kTrayCaption * t.scale + t.die + kTrayMarks * t.scale + pad;
  return {viewport.x + (viewport.w - w) / 2, viewport.y + viewport.h - kTrayMargin * t.scale - h, w, h};
}

Rect trayDieRect(Rect viewport, int count, int i, float uiScale) {
  if (count <= 0 || i < 0 || i >= count) return {};
  const TrayMetrics t = trayMetrics(viewport, count, uiScale);
  const Rect tray = trayRect(viewport, count, uiScale);
  const float n = static_cast<float>(count);
  const float row = n * t.die + (n - 1) * t.gap;
  const float x0 = tray.x + (tray.w - row) / 2;
  const float y = tray.y + (kTrayPad + kTrayCaption) * t.scale;
  return {x0 + static_cast<float>(i) * (t.die + t.gap), y, t.die, t.die};
}

int dieAtScreen(Rect viewport, int count, Vec2 screen, float uiScale) {
  for (int i = 0; i < count; ++i) {
    if (trayDieRect(viewport, count, i, uiScale).contains(screen)) return i;
  }
  return -1;
}

int cellOfCountdown(int countdown) {
  return std::clamp(en::kCountdownStart - countdown, 0, kCountdownCells - 1);
}

Rect countdownTrackRect(Rect viewport, float uiScale) {
  const TrackMetrics m = trackMetrics(viewport, uiScale);
  const float h = (kTrackPad + kLevelLabel + kCell + kTrackMarker + kTrackPad) * m.k;
  return {viewport.x + (viewport.w - m.width) / 2, viewport.y + 6 * m.k, m.width, h};
}

Rect countdownCellRect(Rect viewport, int cell, float uiScale) {
  const TrackMetrics m = trackMetrics(viewport, uiScale);
  const Rect track = countdownTrackRect(viewport, uiScale);
  const int c = std::clamp(cell, 0, kCountdownCells - 1);
  const int level = c / 3;  // 0..2, zero hour is 3
  const int within = c - 3 * level;
  const float x = kTrackPad + static_cast<float>(c) * kCell + static_cast<float>(within + 2 * level) * kCellGap +
                  static_cast<float>(level) * kLevelGap;
  return {track.x + x * m.k, track.y + (kTrackPad + kLevelLabel) * m.k, kCell * m.k, kCell * m.k};
}

}  // namespace nemesis::view::enormity
