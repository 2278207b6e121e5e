#include "label_placer.hpp"

#include <algorithm>

namespace nemesis::view {

bool overlaps(Rect a, Rect b) {
  constexpr float kTouch = 0.01f;  // rounding: boxes placed edge to edge do not overlap
  return a.x + kTouch < b.x + b.w && b.x + kTouch < a.x + a.w && a.y + kTouch < b.y + b.h && b.y + kTouch < a.y + a.h;
}

void LabelPlacer::clear() {
  labels_.clear();
  obstacles_.clear();
}

bool LabelPlacer::hitsLabel(Rect r) const {
  return std::any_of(labels_.begin(), labels_.end(), [r](const PlacedLabel& l) { return overlaps(r, l.box); });
}

bool LabelPlacer::hitsObstacle(Rect r) const {
  return std::any_of(obstacles_.begin(), obstacles_.end(), [r](Rect o) { return overlaps(r, o); });
}

bool LabelPlacer::place(PlacedLabel label, std::span<const Vec2> centres) {
  const float w = label.box.w;
  const float h = label.box.h;
  auto boxAt = [w, h](Vec2 c) { return Rect{c.x - w / 2, c.y - h / 2, w, h}; };
  for (const bool clearOfObstacles : {true, false}) {
    for (const Vec2 c : centres) {
      const Rect r = boxAt(c);
      if (hitsLabel(r) || (clearOfObstacles && hitsObstacle(r))) continue;
      label.box = r;
      labels_.push_back(std::move(label));
      return true;
    }
  }
  return false;
}

const PlacedLabel* LabelPlacer::find(LabelKind kind, int owner, int end) const {
  const auto it = std::find_if(labels_.begin(), labels_.end(), [&](const PlacedLabel& l) {
    return l.kind == kind && l.owner == owner && l.end == end;
  });
  return it == labels_.end() ? nullptr : &*it;
}

}  // namespace nemesis::view
