// Where an Enormity map and its pieces are in world units, and where the screen-space parts of the board (the
// Countdown track, the dice tray) sit in the board's viewport: the one geometry the painter draws by and the
// app hit-tests with. Pure: no SDL.
#pragma once

#include <optional>

#include "camera.hpp"
#include "engine/enormity/map.hpp"
#include "engine/enormity/state.hpp"
#include "geometry.hpp"

namespace nemesis::view::enormity {

namespace en = nemesis::enormity;

// World units: one space is kSpace world units; intersection (X, Y) is at (X * kSpace, Y * kSpace).
inline constexpr float kSpace = 64.0f;
// A Blip (or a spawn point) is hit within this distance of its intersection.
inline constexpr float kBlipHitRadius = 0.3f * kSpace;
// The dice tray at UI scale 1: a die's side and the gap between dice (room for its marks underneath).
inline constexpr float kTrayDie = 44.0f;
inline constexpr float kTrayGap = 16.0f;
// The Countdown track has ten spaces: 9 .. 1 and zero hour ("!").
inline constexpr int kCountdownCells = 10;

[[nodiscard]] Vec2 intersectionAt(en::Point p);
[[nodiscard]] Rect spaceRect(en::Space s);
[[nodiscard]] Vec2 spaceCentre(en::Space s);
// The map's world bounds with a margin for the pieces on its edge lines (what the camera fits).
[[nodiscard]] Rect mapBounds(const en::Map& m);

// The part of the board viewport the map is fitted into: clear of the Countdown track across the top and of
// the dice tray (as tall as for kFitTrayDice dice) along the bottom.
inline constexpr int kFitTrayDice = 6;
[[nodiscard]] Rect mapArea(Rect viewport, float uiScale);
// Fits the camera so the whole map (mapBounds) shows in mapArea, the camera's viewport staying `viewport`
// (the track and the tray are drawn in it). Use instead of Camera::fit(mapBounds(m), viewport).
void fitMap(Camera& camera, const en::Map& m, Rect viewport, float uiScale);

// Hit tests in world units. A space anywhere inside it (floor or out of bounds; nullopt off the grid).
[[nodiscard]] std::optional<en::Space> spaceAt(const en::Map& m, Vec2 world);
// The id of the Blip nearest `world` within kBlipHitRadius of its intersection, or -1.
[[nodiscard]] int blipAt(const en::State& s, Vec2 world);
// The index of the spawn point nearest `world` within kBlipHitRadius, or nullopt.
[[nodiscard]] std::optional<int> spawnPointAt(const en::Map& m, Vec2 world);

// The dice tray, in screen space along the bottom of the board viewport. Dice are kTrayDie * uiScale wide,
// shrunk so that `count` of them fit the viewport's width.
[[nodiscard]] Rect trayRect(Rect viewport, int count, float uiScale);  // the panel behind the dice
[[nodiscard]] Rect trayDieRect(Rect viewport, int count, int i, float uiScale);
[[nodiscard]] int dieAtScreen(Rect viewport, int count, Vec2 screen, float uiScale);
// The side of a die in the tray (kTrayDie * uiScale or less).
[[nodiscard]] float trayDieSize(Rect viewport, int count, float uiScale);

// The Countdown track across the top of the viewport: cell 0 is "9", cell 8 is "1", cell 9 is zero hour "!";
// cellOfCountdown(9) == 0. The track leaves room above its cells for the level names.
[[nodiscard]] int cellOfCountdown(int countdown);
[[nodiscard]] Rect countdownTrackRect(Rect viewport, float uiScale);
[[nodiscard]] Rect countdownCellRect(Rect viewport, int cell, float uiScale);

}  // namespace nemesis::view::enormity
