#include "odds_text.hpp"

#include <cmath>

namespace nemesis {

std::string percentText(Probability p) {
  if (p <= kOddsExact) return "0%";
  if (p >= 1 - kOddsExact) return "100%";
  const long double rounded = std::round(100 * p);
  if (rounded < 1) return "<1%";
  if (rounded > 99) return ">99%";
  return std::to_string(static_cast<int>(rounded)) + "%";
}

std::string oddsHeadline(const MoveOdds& o) {
  return "Encounter " + percentText(o.encounter) + ", Surprise Attack " + percentText(o.surpriseAttack);
}

}  // namespace nemesis
