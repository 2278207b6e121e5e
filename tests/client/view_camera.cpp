// Camera: world <-> screen round trips, fitting the board, wheel zoom about the mouse, clamping and panning.
#include <doctest/doctest.h>

#include <cmath>
#include <initializer_list>

#include "camera.hpp"

using nemesis::view::Camera;
using nemesis::view::Rect;
using nemesis::view::Vec2;

namespace {

void checkNear(Vec2 a, Vec2 b, float eps = 0.01f) {
  CHECK(std::abs(a.x - b.x) <= eps);
  CHECK(std::abs(a.y - b.y) <= eps);
}

const Rect kBoard{20, 60, 960, 940};
const Rect kViewport{360, 40, 900, 820};

}  // namespace

TEST_CASE("fit shows the whole board inside the viewport, centred") {
  Camera cam;
  cam.fit(kBoard, kViewport);
  CHECK(cam.viewport() == kViewport);
  const Vec2 tl = cam.toScreen({kBoard.x, kBoard.y});
  const Vec2 br = cam.toScreen({kBoard.x + kBoard.w, kBoard.y + kBoard.h});
  CHECK(tl.x >= kViewport.x);
  CHECK(tl.y >= kViewport.y);
  CHECK(br.x <= kViewport.x + kViewport.w);
  CHECK(br.y <= kViewport.y + kViewport.h);
  // The limiting side (height here) nearly fills the viewport.
  CHECK(br.y - tl.y > kViewport.h * 0.9f);
  checkNear(cam.toScreen(kBoard.center()), kViewport.center(), 0.01f);
  CHECK(cam.zoom() == doctest::Approx((kViewport.h - 24) / kBoard.h));
}

TEST_CASE("world and screen coordinates convert both ways") {
  Camera cam;
  cam.fit(kBoard, kViewport);
  cam.zoomAt({700, 300}, 1.7f);
  cam.pan({-35, 12});
  for (const Vec2 w : {Vec2{0, 0}, Vec2{500, 500}, Vec2{-120, 1300}, Vec2{999.5f, 3.25f}}) {
    checkNear(cam.toWorld(cam.toScreen(w)), w, 0.01f);
  }
  for (const Vec2 s : {Vec2{360, 40}, Vec2{1259, 859}, Vec2{800, 450}})
    checkNear(cam.toScreen(cam.toWorld(s)), s, 0.01f);
}

TEST_CASE("zoomAt keeps the world point under the mouse where it is") {
  Camera cam;
  cam.fit(kBoard, kViewport);
  const Vec2 mouse{912, 333};
  const Vec2 before = cam.toWorld(mouse);
  const float zoom = cam.zoom();
  cam.zoomAt(mouse, 1.25f);
  CHECK(cam.zoom() == doctest::Approx(zoom * 1.25f));
  checkNear(cam.toWorld(mouse), before, 0.01f);
  cam.zoomAt(mouse, 0.5f);
  CHECK(cam.zoom() == doctest::Approx(zoom * 0.625f));
  checkNear(cam.toWorld(mouse), before, 0.01f);
}

TEST_CASE("zoom is clamped, and the point under the mouse still stays put") {
  Camera cam;
  cam.fit(kBoard, kViewport);
  const Vec2 mouse{500, 700};
  const Vec2 before = cam.toWorld(mouse);
  cam.zoomAt(mouse, 1000.0f);
  CHECK(cam.zoom() == Camera::kMaxZoom);
  checkNear(cam.toWorld(mouse), before, 0.01f);
  cam.zoomAt(mouse, 0.0001f);
  CHECK(cam.zoom() == Camera::kMinZoom);
  checkNear(cam.toWorld(mouse), before, 0.01f);
}

TEST_CASE("pan moves the board with the drag") {
  Camera cam;
  cam.fit(kBoard, kViewport);
  cam.zoomAt({800, 450}, 2.0f);
  const Vec2 w{400, 400};
  const Vec2 before = cam.toScreen(w);
  cam.pan({30, -20});
  checkNear(cam.toScreen(w), before + Vec2{30, -20}, 0.01f);
}

TEST_CASE("a new viewport keeps the world point at its centre, the same one changes nothing") {
  Camera cam;
  cam.fit(kBoard, kViewport);
  cam.pan({55, 18});
  const Vec2 centre = cam.toWorld(kViewport.center());
  const Vec2 origin = cam.toScreen({0, 0});
  for (int i = 0; i < 100; ++i) cam.setViewport(kViewport);
  CHECK(cam.toScreen({0, 0}) == origin);  // exactly: the board painter caches on it
  const Rect wider{0, 0, 1600, 900};
  cam.setViewport(wider);
  CHECK(cam.viewport() == wider);
  checkNear(cam.toWorld(wider.center()), centre, 0.01f);
  CHECK(cam.zoom() == doctest::Approx((kViewport.h - 24) / kBoard.h));
}

TEST_CASE("fitting an empty or tiny world does not divide by zero") {
  Camera cam;
  cam.fit(Rect{100, 100, 0, 0}, kViewport);
  CHECK(cam.zoom() == Camera::kMaxZoom);
  checkNear(cam.toScreen({100, 100}), kViewport.center(), 0.01f);
}
