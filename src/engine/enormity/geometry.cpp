#include "geometry.hpp"

namespace nemesis::enormity {

namespace {

// The gap between coordinate `c` of an intersection and the two lines `lo` and `lo + 1` bounding a space.
int gap(int c, int lo) {
  if (c < lo) return lo - c;
  if (c > lo + 1) return c - (lo + 1);
  return 0;
}

Axis other(Axis a) {
  return a == Axis::X ? Axis::Y : Axis::X;
}

// One intersection along `axis`, toward the space (the gap on that axis is not 0).
Point stepToward(Point p, Space s, Axis axis) {
  if (axis == Axis::X) {
    p.x += p.x < s.x ? 1 : -1;
  } else {
    p.y += p.y < s.y ? 1 : -1;
  }
  return p;
}

}  // namespace

std::string_view axisName(Axis axis) {
  return axis == Axis::X ? "x" : "y";
}

std::string_view directionName(Direction dir) {
  switch (dir) {
    case Direction::North: return "north";
    case Direction::East: return "east";
    case Direction::South: return "south";
    case Direction::West: return "west";
  }
  return "?";
}

int gapX(Point p, Space s) {
  return gap(p.x, s.x);
}

int gapY(Point p, Space s) {
  return gap(p.y, s.y);
}

int distance(Point p, Space s) {
  return gapX(p, s) + gapY(p, s);
}

bool adjacent(Point p, Space s) {
  return distance(p, s) == 0;
}

bool aligned(Point p, Space s) {
  return gapX(p, s) == 0 || gapY(p, s) == 0;
}

std::vector<Axis> firstStepChoices(Point p, Space s) {
  const int gx = gapX(p, s);
  const int gy = gapY(p, s);
  if (gx == 0 && gy == 0) return {};
  if (gx == 0) return {Axis::Y};
  if (gy == 0) return {Axis::X};
  if (gx < gy) return {Axis::X};
  if (gy < gx) return {Axis::Y};
  return {Axis::X, Axis::Y};
}

std::vector<Point> path(Point from, Space toward, int steps, Axis tieChoice) {
  std::vector<Point> out;
  if (steps <= 0) return out;
  Point p = from;
  std::optional<Axis> last;
  while (static_cast<int>(out.size()) < steps && !adjacent(p, toward)) {
    Axis axis = Axis::X;
    if (aligned(p, toward)) {
      axis = gapX(p, toward) > 0 ? Axis::X : Axis::Y;
    } else if (last) {
      axis = other(*last);  // the zigzag: alternate until aligned
    } else {
      const std::vector<Axis> choices = firstStepChoices(p, toward);
      axis = choices.size() == 1 ? choices.front() : tieChoice;
    }
    p = stepToward(p, toward, axis);
    out.push_back(p);
    last = axis;
  }
  return out;
}

std::optional<Direction> facingAfterNoise(Point at, Space source, Axis tieChoice) {
  const int gx = gapX(at, source);
  const int gy = gapY(at, source);
  if (gx == 0 && gy == 0) return std::nullopt;
  const Axis axis = gx > gy ? Axis::X : gy > gx ? Axis::Y : tieChoice;
  if (axis == Axis::X) return at.x < source.x ? Direction::East : Direction::West;
  return at.y < source.y ? Direction::South : Direction::North;
}

}  // namespace nemesis::enormity
