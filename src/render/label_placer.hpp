// Board labels placed in screen space so that no two overlap at any window size or UI scale (issue 15): the
// labels that never move (room numbers and names, the Technical Corridors box's text) go first, then each
// movable label (a corridor's or a hatch's noise numbers) takes the first of its candidate places that is free
// of labels, preferring one also clear of the markers and hatches. A label with no free place is hidden; its
// corridor's tooltip still gives the numbers. Pure: no SDL. The painter records what it placed, and the render
// tests read that record.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "geometry.hpp"

namespace nemesis::view {

enum class LabelKind : std::uint8_t { RoomNumber, RoomName, TechTitle, TechNumbers, CorridorNumbers };

struct PlacedLabel {
  LabelKind kind = LabelKind::RoomNumber;
  int owner = -1;  // the room (RoomNumber, RoomName, TechNumbers), the corridor (CorridorNumbers), else -1
  int end = 0;     // CorridorNumbers: 0 beside the corridor's rooms[0], 1 beside rooms[1]
  std::string text;
  Rect box;  // screen pixels
};

// Do two boxes share any area? Touching edges do not count.
[[nodiscard]] bool overlaps(Rect a, Rect b);

class LabelPlacer {
 public:
  void clear();
  // Something a movable label keeps off when it can (a marker, a door, a hatch).
  void avoid(Rect r) { obstacles_.push_back(r); }
  // A label that stays where it is drawn.
  void fixed(PlacedLabel label) { labels_.push_back(std::move(label)); }
  // Places `label` (its box's size) centred on the first of `centres` free of other labels and obstacles, else
  // the first free of other labels; false, and nothing placed, when every candidate overlaps a label.
  bool place(PlacedLabel label, std::span<const Vec2> centres);
  [[nodiscard]] const std::vector<PlacedLabel>& labels() const { return labels_; }
  // The placed label of that kind, owner and end, or nullptr when it was hidden.
  [[nodiscard]] const PlacedLabel* find(LabelKind kind, int owner, int end = 0) const;

 private:
  [[nodiscard]] bool hitsLabel(Rect r) const;
  [[nodiscard]] bool hitsObstacle(Rect r) const;
  std::vector<PlacedLabel> labels_;
  std::vector<Rect> obstacles_;
};

}  // namespace nemesis::view
