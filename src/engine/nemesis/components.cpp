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

std::string eventCardMovers(int card) {
  if (card < 0 || card >= kEventCardCount) return "?";
  std::string out;
  for (int t = 0; t < kIntruderKinds; ++t) {
    const auto type = static_cast<IntruderType>(t);
    if ((kEventCards[static_cast<std::size_t>(card)].movers & symbolBit(type)) == 0) continue;
    if (!out.empty()) out += ", ";
    out += nameOf(type);
  }
  return out;
}

// RULES.md §8, "Effects we know well enough to implement".
std::string_view eventEffectText(EventEffect effect) {
  switch (effect) {
    case EventEffect::EggProtection: return "Encounter for each Character in the Nest.";
    case EventEffect::Lurking: return "Intruders not in a room with a Character return to the bag.";
    case EventEffect::Hunt: return "Adults move to a neighbouring room with a Character (tie: lowest room number).";
    case EventEffect::NoiseInTechnicalCorridors:
      return "If the Technical Corridors already hold a Noise marker, every Character in a room with an entrance "
             "makes a Noise roll; else a marker is placed there.";
    case EventEffect::BulkheadsOpen: return "Every Closed Door opens (ruling).";
    case EventEffect::Malfunction:
      return "A Malfunction marker in the First Player's room; the card is shuffled back (ruling).";
    case EventEffect::None: break;
  }
  return "No further effect in this rules module.";
}

}  // namespace nemesis
