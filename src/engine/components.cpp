#include "components.hpp"

namespace nemesis {

namespace {
template <typename Enum, std::size_t N>
std::string_view lookup(const std::array<std::string_view, N>& names, Enum e) {
  const auto i = static_cast<std::size_t>(e);
  return i < N ? names[i] : std::string_view{"?"};
}
}  // namespace

std::string_view nameOf(IntruderType t) {
  static constexpr std::array<std::string_view, 6> kNames = {"Larva", "Creeper", "Adult", "Breeder", "Queen", "Blank"};
  return lookup(kNames, t);
}

std::string_view nameOf(NoiseResult r) {
  static constexpr std::array<std::string_view, 7> kNames = {"?", "1", "2", "3", "4", "Silence", "Danger"};
  return lookup(kNames, r);
}

std::string_view nameOf(ExplorationEffect e) {
  static constexpr std::array<std::string_view, 6> kNames = {"Malfunction", "Door",  "Fire",
                                                             "Silence",     "Slime", "Danger"};
  return lookup(kNames, e);
}

std::string_view nameOf(AttackKind k) {
  static constexpr std::array<std::string_view, 8> kNames = {"Scratch",        "Claw",   "Bite",  "Tail",
                                                             "Transformation", "Frenzy", "Slime", "Summons"};
  return lookup(kNames, k);
}

std::string_view nameOf(CharacterClass c) {
  static constexpr std::array<std::string_view, 6> kNames = {"Captain",  "Scout", "Soldier",
                                                             "Mechanic", "Pilot", "Scientist"};
  return lookup(kNames, c);
}

std::string_view nameOf(SlotKind s) {
  static constexpr std::array<std::string_view, 3> kNames = {"special", "room1", "room2"};
  return lookup(kNames, s);
}

}  // namespace nemesis
