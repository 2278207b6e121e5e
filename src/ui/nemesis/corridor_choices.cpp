#include "corridor_choices.hpp"

#include <algorithm>
#include <cstddef>

#include "engine/nemesis/board.hpp"

namespace nemesis::ui {

std::vector<CorridorChoice> corridorChoices(const GameState& s) {
  std::vector<CorridorChoice> choices;
  const Decision& d = s.pending;
  if (d.kind != DecisionKind::CarefulCorridor || s.board == nullptr) return choices;
  for (int i = 0; i < d.optionCount; ++i) {
    const int number = d.options[static_cast<std::size_t>(i)];
    const PassageId p = number >= 1 && number <= 4 ? s.topo().exit(d.room, number) : kNoPassage;
    if (p == kNoPassage ||
        std::any_of(choices.begin(), choices.end(), [p](const CorridorChoice& c) { return c.passage == p; })) {
      continue;
    }
    choices.push_back({number, p, corridorName(s.topo(), p)});
  }
  return choices;
}

}  // namespace nemesis::ui
