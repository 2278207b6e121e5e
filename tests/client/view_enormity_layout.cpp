// The Enormity board's geometry (render/enormity/grid_layout.hpp): world coordinates of the grid, the hit tests
// the app clicks with, and the screen-space Countdown track and dice tray, which must fit the board viewport at
// the smallest window (1024x640) and at UI scale 2.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "enormity/grid_layout.hpp"
#include "enormity_support.hpp"

namespace en = nemesis::enormity;
using namespace nemesis::view;
using namespace nemesis::view::enormity;

namespace {

bool inside(Rect outer, Rect inner) {
  return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.w <= outer.x + outer.w &&
         inner.y + inner.h <= outer.y + outer.h;
}

bool overlap(Rect a, Rect b) {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

// The board viewports to fit: the whole 1024x640 window, and the board beside the lead's side panel.
const std::vector<Rect> kViewports = {Rect{0, 0, 1024, 640}, Rect{0, 24, 640, 592}, Rect{300, 20, 1300, 860}};

}  // namespace

TEST_CASE("enormity grid: intersection (X, Y) is at (X, Y) spaces, a space is the square south-east of its corner") {
  CHECK(intersectionAt({0, 0}) == Vec2{0, 0});
  CHECK(intersectionAt({2, 3}) == Vec2{2 * kSpace, 3 * kSpace});
  CHECK(spaceRect({2, 3}) == Rect{2 * kSpace, 3 * kSpace, kSpace, kSpace});
  CHECK(spaceCentre({2, 3}) == Vec2{2.5f * kSpace, 3.5f * kSpace});
  // The four corners of a space are the intersections that bound it.
  const Rect r = spaceRect({4, 1});
  CHECK(Vec2{r.x, r.y} == intersectionAt({4, 1}));
  CHECK(Vec2{r.x + r.w, r.y + r.h} == intersectionAt({5, 2}));
}

TEST_CASE("enormity grid: the map's bounds hold every intersection with a margin for the pieces on the edge lines") {
  for (const char* name : {"corridor", "hangar"}) {
    CAPTURE(name);
    const en::Map m = en::loadMap(etest::assets() + "/maps/" + name + ".json");
    const Rect b = mapBounds(m);
    const Vec2 first = intersectionAt({0, 0});
    const Vec2 last = intersectionAt({m.width, m.height});
    CHECK(b.x <= first.x - 0.4f * kSpace);
    CHECK(b.y <= first.y - 0.4f * kSpace);
    CHECK(b.x + b.w >= last.x + 0.4f * kSpace);
    CHECK(b.y + b.h >= last.y + 0.4f * kSpace);
    CHECK(b.w < last.x + 2 * kSpace);  // not much more
  }
}

TEST_CASE("enormity grid: spaceAt finds floor and out-of-bounds spaces, nothing off the grid") {
  const en::Map m = en::loadMap(etest::assets() + "/maps/corridor.json");
  REQUIRE(m.isFloor({3, 0}));
  REQUIRE_FALSE(m.isFloor({0, 0}));
  CHECK(spaceAt(m, spaceCentre({3, 0})) == en::Space{3, 0});
  CHECK(spaceAt(m, spaceCentre({0, 0})) == en::Space{0, 0});  // out of bounds, still a space
  CHECK(spaceAt(m, {kSpace * 2.99f, kSpace * 5.99f}) == en::Space{2, 5});
  CHECK(spaceAt(m, {kSpace * 3.0f, kSpace * 0.01f}) == en::Space{3, 0});
  CHECK_FALSE(spaceAt(m, {-1, 10}).has_value());
  CHECK_FALSE(spaceAt(m, {10, -1}).has_value());
  CHECK_FALSE(spaceAt(m, {static_cast<float>(m.width) * kSpace + 1, 10}).has_value());
  CHECK_FALSE(spaceAt(m, {10, static_cast<float>(m.height) * kSpace + 1}).has_value());
}

TEST_CASE("enormity grid: a Blip is hit within 0.3 space of its intersection, the nearest one first") {
  const en::State s = etest::position(R"("spacers": [{"name": "scout", "space": [1, 2]}],
      "blips": [{"at": [3, 0]}, {"at": [4, 0]}, {"at": [8, 4]}])");
  const int b1 = s.blips[0].id;
  const int b2 = s.blips[1].id;
  const int b3 = s.blips[2].id;
  CHECK(blipAt(s, intersectionAt({8, 4})) == b3);
  CHECK(blipAt(s, intersectionAt({8, 4}) + Vec2{0.28f * kSpace, 0}) == b3);
  CHECK(blipAt(s, intersectionAt({8, 4}) + Vec2{0, -0.28f * kSpace}) == b3);
  CHECK(blipAt(s, intersectionAt({8, 4}) + Vec2{0.32f * kSpace, 0}) == -1);
  CHECK(blipAt(s, intersectionAt({8, 4}) + Vec2{0.22f * kSpace, 0.22f * kSpace}) == -1);  // 0.31 diagonally
  CHECK(blipAt(s, intersectionAt({3, 0}) + Vec2{0.2f * kSpace, 0}) == b1);
  CHECK(blipAt(s, intersectionAt({4, 0}) - Vec2{0.2f * kSpace, 0}) == b2);
  CHECK(blipAt(s, spaceCentre({2, 2})) == -1);  // a space's middle is never a Blip
}

TEST_CASE("enormity grid: a spawn point is hit near its intersection, by its index") {
  const en::Map m = en::loadMap(etest::assets() + "/maps/corridor.json");
  for (std::size_t i = 0; i < m.spawnPoints.size(); ++i) {
    CAPTURE(i);
    CHECK(spawnPointAt(m, intersectionAt(m.spawnPoints[i]) + Vec2{0.25f * kSpace, 0}) == static_cast<int>(i));
  }
  CHECK_FALSE(spawnPointAt(m, intersectionAt(m.spawnPoints[0]) + Vec2{0.35f * kSpace, 0}).has_value());
  CHECK_FALSE(spawnPointAt(m, intersectionAt({4, 3})).has_value());  // an intersection, no spawn point
}

TEST_CASE("enormity tray: up to 12 dice fit the board viewport at UI scale 1 and 2, side by side, each hit alone") {
  for (const Rect vp : kViewports) {
    for (const float scale : {1.0f, 2.0f}) {
      for (int count = 1; count <= 12; ++count) {
        CAPTURE(vp.w);
        CAPTURE(scale);
        CAPTURE(count);
        const Rect tray = trayRect(vp, count, scale);
        CHECK(inside(vp, tray));
        for (int i = 0; i < count; ++i) {
          const Rect d = trayDieRect(vp, count, i, scale);
          CHECK(inside(tray, d));
          CHECK(d.w > 12);  // still a die
          CHECK(d.w == doctest::Approx(d.h));
          CHECK(dieAtScreen(vp, count, d.center(), scale) == i);
          if (i > 0) {
            const Rect prev = trayDieRect(vp, count, i - 1, scale);
            CHECK_FALSE(overlap(prev, d));
            CHECK(prev.x < d.x);
          }
        }
        // Between dice, above and below the row: no die.
        const Rect first = trayDieRect(vp, count, 0, scale);
        CHECK(dieAtScreen(vp, count, {first.x - 2, first.y + 2}, scale) == -1);
        CHECK(dieAtScreen(vp, count, {first.x + 2, first.y - 2}, scale) == -1);
        CHECK(dieAtScreen(vp, count, {first.x + 2, first.y + first.h + 2}, scale) == -1);
      }
    }
  }
}

TEST_CASE("enormity tray: a few dice keep their full size (44 px at scale 1, 88 at scale 2), many shrink") {
  const Rect vp{0, 0, 1024, 640};
  CHECK(trayDieRect(vp, 6, 0, 1.0f).w == doctest::Approx(kTrayDie));
  CHECK(trayDieRect(Rect{0, 0, 1600, 900}, 6, 5, 2.0f).w == doctest::Approx(2 * kTrayDie));
  // At scale 2 a 640 px high viewport caps the tray's height: the dice shrink rather than cover the map.
  CHECK(trayDieRect(vp, 6, 5, 2.0f).w < 2 * kTrayDie);
  CHECK(trayRect(vp, 6, 2.0f).h <= 0.3f * vp.h + 0.5f);
  CHECK(trayDieRect(vp, 12, 0, 2.0f).w < 2 * kTrayDie);
  CHECK(trayRect(vp, 0, 1.0f).w == 0);
  CHECK(trayDieRect(vp, 3, 3, 1.0f).w == 0);   // no such die
  CHECK(trayDieRect(vp, 3, -1, 1.0f).w == 0);  // no such die
  // Along the bottom of the viewport.
  CHECK(trayRect(vp, 3, 1.0f).y > vp.h / 2);
}

TEST_CASE("enormity Countdown track: 9 .. 1 then zero hour, left to right, inside the viewport at scale 1 and 2") {
  CHECK(cellOfCountdown(9) == 0);
  CHECK(cellOfCountdown(7) == 2);
  CHECK(cellOfCountdown(1) == 8);
  CHECK(cellOfCountdown(0) == 9);
  for (const Rect vp : kViewports) {
    for (const float scale : {1.0f, 2.0f}) {
      CAPTURE(vp.w);
      CAPTURE(scale);
      const Rect track = countdownTrackRect(vp, scale);
      CHECK(inside(vp, track));
      CHECK(track.y < vp.y + vp.h / 4);  // across the top
      for (int c = 0; c < kCountdownCells; ++c) {
        const Rect r = countdownCellRect(vp, c, scale);
        CHECK(inside(track, r));
        if (c > 0) {
          const Rect prev = countdownCellRect(vp, c - 1, scale);
          CHECK(prev.x + prev.w < r.x);
          // A wider gap between levels (after 7, 4 and 1) than within one.
          const float gap = r.x - (prev.x + prev.w);
          const float inner = countdownCellRect(vp, 1, scale).x - (countdownCellRect(vp, 0, scale).x + r.w);
          if (c % 3 == 0) CHECK(gap > inner * 2);
        }
      }
      // The track and the tray do not cover each other.
      CHECK_FALSE(overlap(track, trayRect(vp, 12, scale)));
    }
  }
}

TEST_CASE("enormity fitMap: the whole map shows clear of the Countdown track and the tray, the viewport unchanged") {
  for (const char* name : {"corridor", "hangar"}) {
    const en::Map m = en::loadMap(etest::assets() + "/maps/" + name + ".json");
    for (const Rect vp : kViewports) {
      for (const float scale : {1.0f, 2.0f}) {
        CAPTURE(name);
        CAPTURE(vp.w);
        CAPTURE(scale);
        Camera camera;
        fitMap(camera, m, vp, scale);
        CHECK(camera.viewport() == vp);
        const Rect area = mapArea(vp, scale);
        CHECK(inside(vp, area));
        CHECK_FALSE(overlap(area, countdownTrackRect(vp, scale)));
        CHECK_FALSE(overlap(area, trayRect(vp, kFitTrayDice, scale)));
        const Rect b = mapBounds(m);
        const Vec2 a = camera.toScreen({b.x, b.y});
        const Vec2 c = camera.toScreen({b.x + b.w, b.y + b.h});
        CHECK(inside(area, Rect{a.x, a.y, c.x - a.x, c.y - a.y}));
        // And it is not tiny: one side of the area is nearly filled.
        CHECK(std::max((c.x - a.x) / area.w, (c.y - a.y) / area.h) > 0.9f);
      }
    }
  }
}
