#include "invariants.hpp"

#include <algorithm>
#include <set>

#include "json_reader.hpp"
#include "pool.hpp"
#include "queries.hpp"

namespace nemesis::enormity {

namespace {

class Checker {
 public:
  explicit Checker(const State& s) : s_(s) {}

  std::vector<std::string> run();

 private:
  void expect(bool ok, const std::string& what) {
    if (!ok) problems_.push_back(what);
  }
  void data();
  void spacers();
  void board();
  void tokens();
  void roll();
  void queue();
  [[nodiscard]] bool isFace(DieColour c, int potentials) const {
    const std::vector<int>& f = s_.dice.facesOf(c);
    return std::find(f.begin(), f.end(), potentials) != f.end();
  }

  const State& s_;
  std::vector<std::string> problems_;
};

void Checker::data() {
  for (DieColour c : kDieColours)
    expect(!s_.dice.facesOf(c).empty(), "the dice table has no faces for " + std::string(colourName(c)));
  expect(!s_.kinds.kinds.empty(), "there is no kind of Blip token");
}

void Checker::spacers() {
  expect(!s_.spacers.empty() && s_.spacers.size() <= kMaxSpacerStarts,
         "a game has 1-" + std::to_string(kMaxSpacerStarts) + " Spacers");
  std::set<std::string> names;
  std::set<std::pair<int, int>> spaces;
  for (int i = 0; i < s_.spacerCount(); ++i) {
    const Spacer& sp = s_.spacer(i);
    expect(isPlainName(sp.name, kMaxSpacerName), "Spacer " + std::to_string(i) + " has no proper name");
    expect(names.insert(sp.name).second, "two Spacers are named " + sp.name);
    expect(s_.topo().isFloor(sp.space), sp.name + " is not on a floor space");
    expect(sp.stress >= 0 && sp.stress <= (sp.alive ? kMaxStress : kMaxStress + 1),
           sp.name + "'s Stress is out of range");
    if (sp.alive) expect(spaces.insert({sp.space.x, sp.space.y}).second, sp.name + " shares a space with a Spacer");
  }
  expect(s_.priorityTarget >= -1 && s_.priorityTarget < s_.spacerCount(), "the Priority Target is no Spacer");
  const bool anyAlive = std::any_of(s_.spacers.begin(), s_.spacers.end(), [](const Spacer& sp) { return sp.alive; });
  expect(anyAlive == (s_.status == Status::Playing), "the game is lost exactly when every Spacer is dead");
}

void Checker::board() {
  expect(s_.countdown >= 0 && s_.countdown <= kCountdownStart, "the Countdown is not on the track (9 to !)");
  expect(s_.blips.size() <= static_cast<std::size_t>(kMaxBlipsOnBoard), "too many Blips on the board");
  std::set<int> ids;
  std::set<std::pair<int, int>> at;
  for (const Blip& b : s_.blips) {
    expect(b.id >= 1 && b.id < s_.nextBlipId && b.id <= kMaxId, blipName(b.id) + " has an id out of range");
    expect(ids.insert(b.id).second, "two Blips have the id " + std::to_string(b.id));
    expect(s_.topo().contains(b.at), blipName(b.id) + " is off the map");
    expect(b.token >= 0 && b.token < s_.kinds.size(), blipName(b.id) + " has no token");
    // Between commands two Blips share an intersection only while a push waits for a decision.
    if (s_.steps.empty()) expect(at.insert({b.at.x, b.at.y}).second, blipName(b.id) + " shares its intersection");
  }
  expect(s_.intruders.size() <= static_cast<std::size_t>(kMaxIntruders), "too many Intruders");
  std::set<int> intruderIds;
  std::set<std::pair<int, int>> taken;
  for (const Spacer& sp : s_.spacers) {
    if (sp.alive) taken.insert({sp.space.x, sp.space.y});
  }
  for (const Intruder& in : s_.intruders) {
    expect(in.id >= 1 && in.id < s_.nextIntruderId && in.id <= kMaxId, "an Intruder has an id out of range");
    expect(intruderIds.insert(in.id).second, "two Intruders have the id " + std::to_string(in.id));
    expect(s_.topo().isFloor(in.space), "Intruder " + std::to_string(in.id) + " is not on a floor space");
    expect(taken.insert({in.space.x, in.space.y}).second, "Intruder " + std::to_string(in.id) + " shares its space");
  }
  expect(s_.nextBlipId >= 1 && s_.nextBlipId <= kMaxId + 1, "the next Blip id is out of range");
  expect(s_.nextIntruderId >= 1 && s_.nextIntruderId <= kMaxId + 1, "the next Intruder id is out of range");
}

void Checker::tokens() {
  const auto valid = [&](int k) { return k >= 0 && k < s_.kinds.size(); };
  expect(std::all_of(s_.blipPool.begin(), s_.blipPool.end(), valid), "the Blip Pool holds an unknown token");
  expect(std::all_of(s_.discardedTokens.begin(), s_.discardedTokens.end(), valid), "an unknown token is discarded");
  expect(s_.blipPool.size() + s_.discardedTokens.size() + s_.blips.size() <= kMaxBlipKinds * kMaxBlipsOfKind,
         "too many Blip tokens");
  expect(s_.active.confidence >= 0 && s_.active.confidence <= kMaxSpacerTokens && s_.active.discipline >= 0 &&
             s_.active.discipline <= kMaxSpacerTokens,
         "the Active Pool holds 0-" + std::to_string(kMaxSpacerTokens) + " tokens of a kind");
  const ForcedOutcomes& f = s_.chance.forced;
  expect(f.longest() <= kMaxForced, "too many forced outcomes");
  for (DieColour c : kDieColours) {
    for (int v : f.faces[static_cast<std::size_t>(c)])
      expect(isFace(c, v), "a forced " + std::string(colourName(c)) + " die shows a value no face shows");
  }
  expect(std::all_of(f.blips.begin(), f.blips.end(), valid), "a forced Blip token is of an unknown kind");
}

void Checker::roll() {
  const Roll& r = s_.roll;
  if (r.stage == RollStage::None) {
    expect(r.dice.empty() && r.spacer == -1 && r.bonus == 0 && r.overwhelm == 0, "a roll that is over holds dice");
    return;
  }
  expect(onBoard(s_, r.spacer), "the Spacer making Noise is not on the board");
  expect(r.dice.size() <= kMaxRollDice, "a roll holds too many dice");
  expect(r.bonus >= 0 && r.bonus <= kMaxFacePotentials, "the stiff bonus is out of range");
  expect(r.bonus == 0 || r.stage == RollStage::Confidence || r.stage == RollStage::Stress,
         "a stiff bonus waits to be placed after re-rolls");
  expect(r.overwhelm >= 0 && r.overwhelm <= static_cast<int>(kMaxRollDice) + kMaxNamedDice * kDieColourCount,
         "the Overwhelm count is out of range");
  int bonusDice = 0;
  std::set<int> assigned;
  for (const Die& d : r.dice) {
    if (d.fixed) {
      expect(d.rolled >= 0 && d.rolled <= kMaxFacePotentials && !d.confidence && !d.stress,
             "the virtual die is out of range or re-rolled");
    } else {
      expect(isFace(d.colour, d.rolled), "a die shows a value no face of its colour shows");
    }
    expect(d.bonus >= 0 && d.bonus <= kMaxFacePotentials, "a die's bonus is out of range");
    bonusDice += d.bonus > 0 ? 1 : 0;
    expect(!d.discipline || d.rolled + d.bonus >= 1, "Discipline on a die without a Potential");
    expect(!d.discarded || r.stage == RollStage::Moving, "dice are discarded only at the assignment");
    if (d.blip >= 0) {
      expect(r.stage == RollStage::Moving && !d.discarded, "a result is assigned before the assignment");
      expect(assigned.insert(d.blip).second, "two results are assigned to one Blip");
      expect(d.moved || blipIndex(s_, d.blip) >= 0, "a result waits for a Blip not on the board");
    }
  }
  expect(bonusDice <= 1, "the stiff bonus is on more than one die");
  expect(r.stage != RollStage::Moving || s_.pending.kind != DecisionKind::None,
         "a roll stands between commands only on the player's steps or a decision");
}

void Checker::queue() {
  expect(s_.steps.size() <= kMaxSteps, "too many queued steps");
  for (const Step& st : s_.steps) {
    expect(st.spacer >= -1 && st.spacer < s_.spacerCount() && st.blip >= -1 && st.blip <= kMaxId && st.a >= -1 &&
               st.a <= kMaxStepValue && st.choice >= -1 && st.choice <= kMaxStepValue,
           "a queued step holds a value out of range");
  }
  expect(s_.steps.empty() == (s_.pending.kind == DecisionKind::None),
         "steps wait between commands exactly when a decision is pending");
  const Decision& p = s_.pending;
  if (p.kind == DecisionKind::None) {
    expect(p.options.empty() && p.spacer == -1 && p.blip == -1, "no decision is pending, yet one is described");
    return;
  }
  expect(onBoard(s_, p.spacer), "the decision is for a Spacer not on the board");
  expect(p.options.size() >= 2 && p.options.size() <= kMaxSpawnPoints + static_cast<std::size_t>(kMaxBlipsOnBoard),
         "a decision needs 2 or more options");
  std::set<int> seen;
  for (int o : p.options) {
    expect(seen.insert(o).second, "a decision lists an option twice");
    switch (p.kind) {
      case DecisionKind::ClosestBlip: expect(blipIndex(s_, o) >= 0, "a decision offers a Blip not on the board"); break;
      case DecisionKind::ZigzagAxis: expect(o == 0 || o == 1, "an axis is x or y"); break;
      case DecisionKind::SpawnPoint:
        expect(o >= 0 && o < static_cast<int>(s_.topo().spawnPoints.size()), "a decision offers no spawn point");
        break;
      case DecisionKind::None: break;
    }
  }
  expect(p.kind != DecisionKind::ZigzagAxis || blipIndex(s_, p.blip) >= 0, "the zigzag decision names no Blip");
  expect(s_.steps.empty() || s_.steps.back().choice == -1, "the step waiting for the decision already has its answer");
}

std::vector<std::string> Checker::run() {
  if (!s_.map) return {"the state has no map"};
  data();
  spacers();
  board();
  tokens();
  roll();
  queue();
  return problems_;
}

}  // namespace

std::vector<std::string> checkInvariants(const State& s) {
  return Checker(s).run();
}

}  // namespace nemesis::enormity
