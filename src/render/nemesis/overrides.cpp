#include "nemesis/overrides.hpp"

#include <algorithm>

#include "engine/kernel/overloaded.hpp"

namespace nemesis::view {

bool Overrides::has(const std::vector<int>& v, int x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

Overrides overridesOf(std::span<const Animation> active) {
  Overrides o;
  for (const Animation& a : active) {
    std::visit(Overloaded{
                   [&](const ev::CharacterMoved& e) { o.movingCharacters.push_back(e.character); },
                   [&](const ev::IntruderMoved& e) { o.movingIntruders.push_back(e.intruder); },
                   [&](const ev::DoorDestroyed& e) { o.breakingDoors.push_back(e.corridor); },
                   [&](const ev::RoomRevealed& e) { o.flippingRooms.push_back(e.room); },
                   [&](const ev::CharacterDied& e) { o.dyingCharacters.push_back(e.character); },
                   [&](const ev::DoorOpened& e) { o.openingDoors.push_back(e.corridor); },
                   // Still in the scene until its removal folds: drawn by the animation, not in its room.
                   [&](const ev::IntruderEnteredDucts& e) { o.movingIntruders.push_back(e.intruder); },
                   [&](const auto&) {},
               },
               a.event.data);
  }
  return o;
}

}  // namespace nemesis::view
