// Enormity's board geometry (blip-movement.md, distance.md; "The geometry we use" and rulings,
// R-22 of ENORMITY.md): distance from an intersection to a space, and the path Noise moves a Blip along.
// Coordinates as in geometry.hpp: x to the east, y to the south; space (x, y) has corners (x..x+1, y..y+1).
#include <doctest/doctest.h>

#include <cstdlib>
#include <initializer_list>
#include <vector>

#include "engine/enormity/geometry.hpp"

using namespace nemesis::enormity;

namespace {

const Space kSpacer{5, 5};  // corners (5, 5), (6, 5), (5, 6), (6, 6)

std::vector<Point> points(std::initializer_list<Point> list) {
  return list;
}

}  // namespace

TEST_CASE("R-17: gaps and distance from an intersection to a space, counted orthogonally") {
  // distance.md: "Distance in Enormity is always measured in spaces, and always orthogonally (in cardinal
  // directions), never diagonally."
  CHECK(gapX({5, 0}, kSpacer) == 0);
  CHECK(gapX({6, 0}, kSpacer) == 0);
  CHECK(gapX({4, 0}, kSpacer) == 1);
  CHECK(gapX({7, 0}, kSpacer) == 1);
  CHECK(gapX({2, 0}, kSpacer) == 3);
  CHECK(gapY({0, 5}, kSpacer) == 0);
  CHECK(gapY({0, 6}, kSpacer) == 0);
  CHECK(gapY({0, 3}, kSpacer) == 2);
  CHECK(gapY({0, 9}, kSpacer) == 3);
  CHECK(distance({2, 3}, kSpacer) == 5);
  CHECK(distance({9, 9}, kSpacer) == 6);
  for (Point corner : {Point{5, 5}, Point{6, 5}, Point{5, 6}, Point{6, 6}}) {
    CHECK(distance(corner, kSpacer) == 0);
    CHECK(adjacent(corner, kSpacer));
    CHECK(aligned(corner, kSpacer));
    CHECK(firstStepChoices(corner, kSpacer).empty());
  }
  CHECK_FALSE(adjacent({4, 5}, kSpacer));
  CHECK(aligned({4, 5}, kSpacer));
  CHECK(aligned({6, 0}, kSpacer));
  CHECK_FALSE(aligned({4, 4}, kSpacer));
  CHECK_FALSE(aligned({7, 7}, kSpacer));
}

TEST_CASE("blip-movement.md, first picture: an aligned Blip moves straight to the corner") {
  // RULE: Noise will trigger Blip movement (see [Blips](blips.md) and [Blip Movement](blip-movement.md) below).
  // blip-movement.md: "If the Blip is on an intersection that aligns with the Spacer’s space, it moves in a
  // straight line toward the Spacer." The picture: a Blip on the line of the Spacer's top edge, three
  // intersections from its square's corner, moves three steps to the corner.
  const Point blip{2, 5};
  CHECK(distance(blip, kSpacer) == 3);
  CHECK(firstStepChoices(blip, kSpacer) == std::vector<Axis>{Axis::X});
  for (Axis tie : {Axis::X, Axis::Y}) {
    const std::vector<Point> p = path(blip, kSpacer, 3, tie);
    CHECK(p == points({{3, 5}, {4, 5}, {5, 5}}));
    CHECK(adjacent(p.back(), kSpacer));
  }
}

TEST_CASE("blip-movement.md, second picture: down one to the top-edge line, then right two (not right, then down)") {
  // blip-movement.md: "If the intersection and the space don’t align, i.e. the Spacer and the Blip do not
  // share a board line, the first move should be performed in the direction that would take the Blip closer to
  // potential alignment. After that the Blip will ‘zigzag’ towards the Spacer ..., al ternating directions,
  // until it arrives on an intersection that shares a line with the Spacer’s space, at which point it will
  // continue to move in a straight line."
  // The picture: a Blip one line above and two lines left of the Spacer's square.
  const Point blip{3, 4};
  CHECK(gapX(blip, kSpacer) == 2);
  CHECK(gapY(blip, kSpacer) == 1);
  CHECK(firstStepChoices(blip, kSpacer) == std::vector<Axis>{Axis::Y});
  const std::vector<Point> p = path(blip, kSpacer, 3, Axis::X);
  CHECK(p == points({{3, 5}, {4, 5}, {5, 5}}));
  CHECK(p != points({{4, 4}, {4, 5}, {5, 5}}));  // "right one, then down one": marked wrong in the picture
  CHECK(p.front() != Point{4, 4});
}

TEST_CASE("unaligned Blips zigzag from the smaller gap until aligned, then go straight") {
  // RULE: Whenever you make Noise ![Noise Icon](svg/icon-noise.svg),
  // you assigned the results to Blips, which will then
  // move towards you** (see [Blips](blips.md) and [Blip Movement](blip-movement.md)
  // gapX 3, gapY 2 from the north-west: y, x, y (aligned on the top edge), then x, x.
  CHECK(path({2, 3}, kSpacer, 5, Axis::X) == points({{2, 4}, {3, 4}, {3, 5}, {4, 5}, {5, 5}}));
  // From the south-east, gapX 2, gapY 4: x, y, x (aligned on the east edge), then straight north.
  CHECK(path({8, 10}, kSpacer, 5, Axis::Y) == points({{7, 10}, {7, 9}, {6, 9}, {6, 8}, {6, 7}}));
  // gapX 4, gapY 1 from the north-east: one step south aligns it on the top edge, then west.
  CHECK(path({10, 4}, kSpacer, 3, Axis::X) == points({{10, 5}, {9, 5}, {8, 5}}));
}

TEST_CASE("R-19: equal gaps let the player choose the first axis, the zigzag then alternates") {
  const Point blip{3, 3};  // gapX 2, gapY 2
  CHECK(firstStepChoices(blip, kSpacer) == std::vector<Axis>{Axis::X, Axis::Y});
  CHECK(path(blip, kSpacer, 4, Axis::X) == points({{4, 3}, {4, 4}, {5, 4}, {5, 5}}));
  CHECK(path(blip, kSpacer, 4, Axis::Y) == points({{3, 4}, {4, 4}, {4, 5}, {5, 5}}));
}

TEST_CASE("a Blip stops once adjacent, and moves no further than its Potentials") {
  CHECK(path({2, 5}, kSpacer, 9, Axis::X).size() == 3);
  CHECK(path({2, 5}, kSpacer, 2, Axis::X) == points({{3, 5}, {4, 5}}));
  CHECK(path({2, 5}, kSpacer, 0, Axis::X).empty());
  CHECK(path({2, 5}, kSpacer, -1, Axis::X).empty());
  CHECK(path({5, 5}, kSpacer, 2, Axis::X).empty());  // already adjacent: revealed, not moved
}

TEST_CASE("every step of every path brings the Blip one intersection closer, along one line") {
  for (int x = -1; x <= 12; ++x) {
    for (int y = -1; y <= 12; ++y) {
      const Point from{x, y};
      for (Axis tie : {Axis::X, Axis::Y}) {
        CAPTURE(x);
        CAPTURE(y);
        const int d = distance(from, kSpacer);
        const std::vector<Point> p = path(from, kSpacer, 30, tie);
        REQUIRE(static_cast<int>(p.size()) == d);
        Point at = from;
        bool wasAligned = aligned(from, kSpacer);
        for (const Point& next : p) {
          CHECK(std::abs(next.x - at.x) + std::abs(next.y - at.y) == 1);
          CHECK(distance(next, kSpacer) == distance(at, kSpacer) - 1);
          if (wasAligned) CHECK(aligned(next, kSpacer));  // once aligned, straight on
          wasAligned = aligned(next, kSpacer);
          at = next;
        }
        if (d > 0) CHECK(adjacent(p.back(), kSpacer));
        // The first step follows firstStepChoices.
        if (d > 0) {
          const std::vector<Axis> choices = firstStepChoices(from, kSpacer);
          const Axis first = p.front().x != from.x ? Axis::X : Axis::Y;
          CHECK((choices.size() == 1 ? choices.front() == first : first == tie));
        }
      }
    }
  }
}

TEST_CASE("R-22: a Blip moved by Noise faces its source along the larger gap") {
  CHECK(facingAfterNoise({2, 5}, kSpacer, Axis::X) == Direction::East);
  CHECK(facingAfterNoise({9, 6}, kSpacer, Axis::Y) == Direction::West);
  CHECK(facingAfterNoise({5, 1}, kSpacer, Axis::X) == Direction::South);
  CHECK(facingAfterNoise({6, 9}, kSpacer, Axis::X) == Direction::North);
  CHECK(facingAfterNoise({2, 4}, kSpacer, Axis::Y) == Direction::East);    // gapX 3 > gapY 1
  CHECK(facingAfterNoise({7, 10}, kSpacer, Axis::X) == Direction::North);  // gapY 4 > gapX 1
  CHECK_FALSE(facingAfterNoise({6, 6}, kSpacer, Axis::X));                 // adjacent: revealed, no facing
  // Equal gaps (only after an even number of steps from equal gaps): the axis of the first step, which is
  // also the axis of the next one.
  const Point start{2, 2};  // gapX 3, gapY 3
  for (Axis tie : {Axis::X, Axis::Y}) {
    const std::vector<Point> moved = path(start, kSpacer, 2, tie);
    REQUIRE(gapX(moved.back(), kSpacer) == gapY(moved.back(), kSpacer));
    const std::vector<Point> onward = path(moved.back(), kSpacer, 1, tie);
    const Axis nextAxis = onward.front().x != moved.back().x ? Axis::X : Axis::Y;
    CHECK(nextAxis == tie);
    CHECK(facingAfterNoise(moved.back(), kSpacer, tie) == (tie == Axis::X ? Direction::East : Direction::South));
  }
  CHECK(directionName(Direction::North) == "north");
  CHECK(axisName(Axis::Y) == "y");
}
