#include "nemesis_panels.hpp"

#include <algorithm>

namespace nemesis::ui::detail {

bool turnDecides(const GameState& s) {
  return !s.freePlay && s.status == GameStatus::Playing;
}

int activeCharacter(const NemesisPanels& c) {
  const int n = c.state.characterCount();
  if (n == 0) return -1;
  return std::clamp(c.ui.activeCharacter, 0, n - 1);
}

}  // namespace nemesis::ui::detail
