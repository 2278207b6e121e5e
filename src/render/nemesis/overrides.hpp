// What the animations playing now change about the board's still picture: pieces an animation draws on their
// way instead of in their room, and doors and tiles it draws mid-change instead of as they stand. The still
// parts leave these out, and the cached layer (board_painter.cpp) is keyed on the doors and tiles. Pure: no SDL.
#pragma once

#include <span>
#include <vector>

#include "animation.hpp"

namespace nemesis::view {

struct Overrides {
  std::vector<int> movingCharacters;
  std::vector<int> movingIntruders;  // intruder ids
  std::vector<int> dyingCharacters;
  std::vector<int> breakingDoors;
  std::vector<int> openingDoors;
  std::vector<int> flippingRooms;
  [[nodiscard]] static bool has(const std::vector<int>& v, int x);
};

[[nodiscard]] Overrides overridesOf(std::span<const Animation> active);

}  // namespace nemesis::view
