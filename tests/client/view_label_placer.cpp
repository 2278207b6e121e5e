// The label placer (label_placer.hpp): fixed labels stay, a movable one takes its first free candidate,
// prefers one clear of obstacles, and is hidden rather than drawn over another label.
#include <doctest/doctest.h>

#include <array>

#include "label_placer.hpp"

using nemesis::view::LabelKind;
using nemesis::view::LabelPlacer;
using nemesis::view::PlacedLabel;
using nemesis::view::Rect;
using nemesis::view::Vec2;

namespace {
PlacedLabel pill(int corridor, int end = 0) {
  return {LabelKind::CorridorNumbers, corridor, end, "1,2", Rect{0, 0, 20, 10}};
}
}  // namespace

TEST_CASE("touching boxes do not overlap, boxes sharing area do") {
  CHECK_FALSE(overlaps(Rect{0, 0, 10, 10}, Rect{10, 0, 10, 10}));
  CHECK(overlaps(Rect{0, 0, 10, 10}, Rect{9, 9, 10, 10}));
  CHECK_FALSE(overlaps(Rect{0, 0, 10, 10}, Rect{0, 11, 10, 10}));
}

TEST_CASE("a movable label takes the first candidate free of labels, preferring one clear of obstacles") {
  LabelPlacer placer;
  placer.fixed({LabelKind::RoomNumber, 0, 0, "1", Rect{0, 0, 16, 16}});
  placer.avoid(Rect{40, 0, 20, 20});
  // The first candidate covers the room number; the second a marker; the third is free.
  const std::array<Vec2, 3> centres{Vec2{8, 8}, Vec2{50, 10}, Vec2{100, 10}};
  REQUIRE(placer.place(pill(3), centres));
  const PlacedLabel* placed = placer.find(LabelKind::CorridorNumbers, 3);
  REQUIRE(placed != nullptr);
  CHECK(placed->box == Rect{90, 5, 20, 10});
  // With no candidate clear of obstacles, one free of labels is still taken.
  const std::array<Vec2, 2> crowded{Vec2{8, 8}, Vec2{50, 10}};
  REQUIRE(placer.place(pill(4), crowded));
  CHECK(placer.find(LabelKind::CorridorNumbers, 4)->box == Rect{40, 5, 20, 10});
}

TEST_CASE("a label with no free candidate is hidden, never drawn over another") {
  LabelPlacer placer;
  const std::array<Vec2, 1> only{Vec2{10, 10}};
  REQUIRE(placer.place(pill(1, 0), only));
  CHECK_FALSE(placer.place(pill(1, 1), only));
  CHECK(placer.find(LabelKind::CorridorNumbers, 1, 1) == nullptr);
  CHECK(placer.labels().size() == 1);
  placer.clear();
  CHECK(placer.labels().empty());
}
