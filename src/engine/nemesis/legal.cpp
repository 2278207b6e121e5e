#include "legal.hpp"

#include "engine.hpp"

namespace nemesis {

Payment defaultPayment(const GameState& s, int character, int cost) {
  Payment p;
  for (const Card& c : s.character(character).hand) {
    if (p.count == cost) break;
    if (c.kind == CardKind::Action) p.cards[static_cast<std::size_t>(p.count++)] = c;
  }
  return p;
}

void legalCommands(const GameState& s, std::vector<Command>& out) {
  out.clear();
  if (s.status != GameStatus::Playing) return;
  if (s.pending.kind == DecisionKind::CarefulCorridor) {
    for (int i = 0; i < s.pending.optionCount; ++i) {
      out.emplace_back(ChooseCorridor{s.pending.character, s.pending.options[static_cast<std::size_t>(i)]});
    }
    return;
  }
  for (int c = 0; c < s.characterCount(); ++c) {
    if (!s.character(c).alive || s.character(c).hibernated || (!s.freePlay && c != s.turn)) continue;
    const BoardRoom& here = s.topo().room(s.character(c).room);
    const Payment one = defaultPayment(s, c, 1);
    const Payment two = defaultPayment(s, c, 2);
    for (int i = 0; i < here.linkCount; ++i) {
      const int to = here.links[static_cast<std::size_t>(i)].room;
      const Command move = Move{c, to, one};
      if (validate(s, move).ok()) out.push_back(move);
      for (int n = 0; n <= 4; ++n) {
        const Command careful = CarefulMove{c, to, two, n};
        if (validate(s, careful).ok()) out.push_back(careful);
      }
    }
    const Command hibernate = Hibernate{c, two};
    if (validate(s, hibernate).ok()) out.push_back(hibernate);
    if (!s.freePlay) out.emplace_back(Pass{c});
  }
}

}  // namespace nemesis
