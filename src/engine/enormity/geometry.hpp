// Where Blips stand and how Noise moves them (reference/enormity/blip-movement.md, distance.md; "The geometry
// we use" in ENORMITY.md, rulings R-17, R-19, R-22). Spacers stand on square spaces; Blips stand on the
// intersections of the grid lines and move along the lines.
//
// Coordinates: x grows to the east (right), y to the south (down), as on a printed map page. Intersection
// (X, Y) is where vertical line X crosses horizontal line Y; space (x, y) is the square whose corners are the
// intersections (x, y), (x + 1, y), (x, y + 1) and (x + 1, y + 1).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace nemesis::enormity {

struct Point {  // an intersection
  int x = 0;
  int y = 0;
  friend bool operator==(const Point&, const Point&) = default;
};

struct Space {  // a square space, named by its north-west corner
  int x = 0;
  int y = 0;
  friend bool operator==(const Space&, const Space&) = default;
};

enum class Axis : std::uint8_t { X, Y };
enum class Direction : std::uint8_t { North, East, South, West };

[[nodiscard]] std::string_view axisName(Axis axis);           // "x", "y"
[[nodiscard]] std::string_view directionName(Direction dir);  // "north", ...

// How many lines lie between the intersection and the space along each axis: 0 when the intersection is on
// one of the two lines that bound the space on that axis, else the distance to the nearer of them.
[[nodiscard]] int gapX(Point p, Space s);
[[nodiscard]] int gapY(Point p, Space s);

// the number of steps a Blip needs to stand on a corner of the space, gapX + gapY (distance is counted
// orthogonally, never diagonally: distance.md).
[[nodiscard]] int distance(Point p, Space s);
// On a corner of the space (distance 0): a Blip that moves there, or moves from there, is revealed.
[[nodiscard]] bool adjacent(Point p, Space s);
// The intersection shares a line with the space (one gap is 0): the Blip moves in a straight line.
[[nodiscard]] bool aligned(Point p, Space s);

// The axes a Blip at `p` may take its first step toward `s` along: none when adjacent; the non-zero gap's
// axis when aligned; when not, the axis of the smaller gap ("closer to potential alignment"), or both when the
// gaps are equal: the noisy player then chooses.
[[nodiscard]] std::vector<Axis> firstStepChoices(Point p, Space s);

// The intersections a Blip at `from` passes through when Noise moves it `steps` intersections toward `toward`,
// in order, the last being where it stops. Every step brings it one closer (distance - 1). Aligned, it steps
// along the non-zero gap; not aligned, it first steps along the smaller gap (`tieChoice` when the gaps are
// equal, R-19), then alternates axes until aligned, then goes straight. It stops early once adjacent
// (revealed: it moves no further), so the path has min(steps, distance) points; none for steps <= 0.
[[nodiscard]] std::vector<Point> path(Point from, Space toward, int steps, Axis tieChoice);

// at the red and black Countdown levels a Blip moved by Noise turns to face its source: toward the
// space, along the axis of the larger gap from where it stopped. When the gaps are equal (only after an even
// number of steps from equal gaps), along `tieChoice`, the axis of its first step: that is the axis of its
// next step too, so the Blip faces the way it would keep moving. Nothing when adjacent (it is revealed).
[[nodiscard]] std::optional<Direction> facingAfterNoise(Point at, Space source, Axis tieChoice);

}  // namespace nemesis::enormity
