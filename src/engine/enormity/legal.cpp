#include "legal.hpp"

#include <algorithm>

#include "engine.hpp"
#include "queries.hpp"

namespace nemesis::enormity {

namespace {

void addIfLegal(const State& s, Command c, std::vector<Command>& out) {
  if (validate(s, c).ok()) out.push_back(std::move(c));
}

void rollSteps(const State& s, std::vector<Command>& out) {
  const Roll& r = s.roll;
  const int n = static_cast<int>(r.dice.size());
  std::vector<int> all;
  for (int i = 0; i < n; ++i) {
    if (!r.dice[static_cast<std::size_t>(i)].fixed) all.push_back(i);
    addIfLegal(s, Confidence{{i}}, out);
    addIfLegal(s, StressReroll{i, false}, out);
    addIfLegal(s, StressReroll{i, true}, out);
    addIfLegal(s, PlaceBonus{i}, out);
    addIfLegal(s, Discipline{{i}}, out);
  }
  if (all.size() > 1) addIfLegal(s, Confidence{all}, out);
  std::vector<int> mitigable;
  for (int i = 0; i < n; ++i) {
    if (r.dice[static_cast<std::size_t>(i)].potentials() >= 1) mitigable.push_back(i);
  }
  if (mitigable.size() > 1) addIfLegal(s, Discipline{mitigable}, out);
  addIfLegal(s, Assign{true, {}}, out);
  Assign inOrder;
  const std::vector<int> kept = keptDice(s);
  for (std::size_t i = 0; i < kept.size() && i < s.blips.size(); ++i)
    inOrder.pairs.push_back(Assignment{kept[i], s.blips[i].id});
  addIfLegal(s, inOrder, out);
}

}  // namespace

void legalCommands(const State& s, std::vector<Command>& out) {
  if (s.status != Status::Playing) return;
  if (s.pending.kind != DecisionKind::None) {
    for (int o : s.pending.options) out.emplace_back(Choose{o});
    return;
  }
  if (s.roll.stage != RollStage::None) {
    rollSteps(s, out);
    return;
  }
  for (int i = 0; i < s.spacerCount(); ++i) {
    if (!onBoard(s, i)) continue;
    addIfLegal(s, MakeNoise{i, NoiseKind::IntruderSymbol, {}, 0, 0}, out);
    addIfLegal(s, MakeNoise{i, NoiseKind::IntruderSymbol, {}, 0, 1}, out);
    addIfLegal(s, MakeNoise{i, NoiseKind::Dice, {0, 2, 0}, 0, 0}, out);
    addIfLegal(s, MakeNoise{i, NoiseKind::Number, {}, 2, 0}, out);
    const Space at = s.spacer(i).space;
    for (Space d : {Space{0, -1}, Space{1, 0}, Space{0, 1}, Space{-1, 0}}) {
      const Space to{at.x + d.x, at.y + d.y};
      addIfLegal(s, MoveSpacer{i, to, false}, out);
      addIfLegal(s, MoveSpacer{i, to, true}, out);
    }
  }
  addIfLegal(s, AdvanceCountdown{}, out);
}

}  // namespace nemesis::enormity
