// The Noise roll (seed 001 "Noise Roll"): making Noise, the pool, rolling, and the noisy player's steps in their
// order: Confidence, Stress, the stiff bonus, Discipline, the assignment.
#include <algorithm>
#include <set>

#include "engine/kernel/overloaded.hpp"
#include "odds.hpp"
#include "pool.hpp"
#include "queries.hpp"
#include "resolve.hpp"

namespace nemesis::enormity {

namespace {

using detail::Resolver;

Verdict refuse(Refusal code, RefusalDetail detail = {}) {
  return Verdict{code, detail};
}

const Roll& rollOf(const State& s) {
  return s.roll;
}

bool validDie(const State& s, int die) {
  return die >= 0 && die < static_cast<int>(s.roll.dice.size());
}

// The dice of a Confidence or Discipline declaration: real, distinct.
Verdict checkDice(const State& s, const std::vector<int>& dice) {
  if (dice.empty()) return refuse(Refusal::NoSuchDie, {.die = -1});
  std::set<int> seen;
  for (int d : dice) {
    if (!validDie(s, d)) return refuse(Refusal::NoSuchDie, {.die = d});
    if (!seen.insert(d).second) return refuse(Refusal::DieTwice, {.die = d});
  }
  return {};
}

// Before the bonus is placed and Discipline spent: the re-roll stages.
bool rerolling(const Roll& r) {
  return r.stage == RollStage::Confidence || r.stage == RollStage::Stress;
}

Verdict validateConfidence(const State& s, const Confidence& c) {
  const Roll& r = rollOf(s);
  if (r.stage != RollStage::Confidence) return refuse(Refusal::ConfidenceDone);
  if (const Verdict v = checkDice(s, c.dice); !v.ok()) return v;
  for (int d : c.dice) {
    if (r.dice[static_cast<std::size_t>(d)].fixed) return refuse(Refusal::VirtualDie, {.die = d});
  }
  if (static_cast<int>(c.dice.size()) > s.active.confidence)
    return refuse(Refusal::NotEnoughConfidence,
                  {.needed = static_cast<int>(c.dice.size()), .held = s.active.confidence});
  return {};
}

Verdict validateStress(const State& s, const StressReroll& c) {
  const Roll& r = rollOf(s);
  if (!rerolling(r)) return refuse(Refusal::RerollsOver);
  if (!validDie(s, c.die)) return refuse(Refusal::NoSuchDie, {.die = c.die});
  const Die& d = r.dice[static_cast<std::size_t>(c.die)];
  if (d.fixed) return refuse(Refusal::VirtualDie, {.die = c.die});
  if (d.stress) return refuse(Refusal::StressUsed, {.die = c.die});
  if (s.spacer(r.spacer).stress >= kMaxStress && !c.confirm) return refuse(Refusal::StressNeedsConfirm, {.die = c.die});
  return {};
}

Verdict validateBonus(const State& s, const PlaceBonus& c) {
  const Roll& r = rollOf(s);
  if (r.bonus == 0) return refuse(Refusal::NoBonus);
  if (!validDie(s, c.die)) return refuse(Refusal::NoSuchDie, {.die = c.die});
  return {};
}

Verdict validateDiscipline(const State& s, const Discipline& c) {
  const Roll& r = rollOf(s);
  if (r.bonus > 0) return refuse(Refusal::BonusFirst, {.bonus = r.bonus});
  if (r.stage == RollStage::Assign) return refuse(Refusal::DisciplineDone);
  if (const Verdict v = checkDice(s, c.dice); !v.ok()) return v;
  for (int d : c.dice) {
    if (r.dice[static_cast<std::size_t>(d)].potentials() < 1) return refuse(Refusal::NoPotential, {.die = d});
  }
  if (static_cast<int>(c.dice.size()) > s.active.discipline)
    return refuse(Refusal::NotEnoughDiscipline,
                  {.needed = static_cast<int>(c.dice.size()), .held = s.active.discipline});
  return {};
}

Verdict validateAssign(const State& s, const Assign& c) {
  const Roll& r = rollOf(s);
  if (r.bonus > 0) return refuse(Refusal::BonusFirst, {.bonus = r.bonus});
  if (c.automatic) return {};
  const std::vector<int> kept = keptDice(s);
  std::set<int> dice;
  std::set<int> blips;
  for (const Assignment& a : c.pairs) {
    if (!validDie(s, a.die)) return refuse(Refusal::NoSuchDie, {.die = a.die});
    if (std::find(kept.begin(), kept.end(), a.die) == kept.end()) return refuse(Refusal::DieDiscarded, {.die = a.die});
    if (!dice.insert(a.die).second) return refuse(Refusal::DieTwice, {.die = a.die});
    if (blipIndex(s, a.blip) < 0) return refuse(Refusal::UnknownBlip, {.blip = a.blip});
    if (!blips.insert(a.blip).second) return refuse(Refusal::BlipTwice, {.blip = a.blip});
  }
  for (int d : kept) {
    if (dice.count(d) == 0) return refuse(Refusal::DieUnassigned, {.die = d});
  }
  return {};
}

// Rolls die `i` again (Confidence or Stress) and reports it.
void reroll(Resolver& r, int i, ev::RerollBy by, RuleId rule) {
  Die& d = r.s.roll.dice[static_cast<std::size_t>(i)];
  const int from = d.rolled;
  const Draw draw = rollDie(r.s.chance, r.s.dice, d.colour);
  d.rolled = draw.value;
  if (by == ev::RerollBy::Confidence) {
    d.confidence = true;
  } else {
    d.stress = true;
  }
  r.emit(rule, ev::DieRerolled{i, d.colour, from, d.rolled, by, draw.forced, r.s.dice.placeholder});
}

}  // namespace

std::vector<int> keptDice(const State& s) {
  const std::vector<Die>& dice = s.roll.dice;
  std::vector<int> order(dice.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  const auto extra = static_cast<std::ptrdiff_t>(dice.size()) - static_cast<std::ptrdiff_t>(s.blips.size());
  if (extra <= 0) return order;
  // the highest extra results go; of equal results, the later dice.
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    return dice[static_cast<std::size_t>(a)].potentials() < dice[static_cast<std::size_t>(b)].potentials();
  });
  order.resize(order.size() - static_cast<std::size_t>(extra));
  std::sort(order.begin(), order.end());
  return order;
}

std::vector<Assignment> defaultAssignment(const State& s) {
  const std::vector<int> kept = keptDice(s);
  std::vector<int> results;
  results.reserve(kept.size());
  for (int d : kept) results.push_back(s.roll.dice[static_cast<std::size_t>(d)].potentials());
  std::vector<int> distances;
  const Space noisy = s.spacer(s.roll.spacer).space;
  for (const Blip& b : s.blips) distances.push_back(distance(b.at, noisy));
  const std::vector<int> to = safestAssignment(results, distances);
  std::vector<Assignment> out;
  for (std::size_t i = 0; i < kept.size(); ++i)
    out.push_back(Assignment{kept[i], s.blips[static_cast<std::size_t>(to[i])].id});
  return out;
}

NoiseSource noiseSourceOf(const State& s, const MakeNoise& m) {
  NoiseSource source;
  source.stiffBonus = m.bonus;
  switch (m.kind) {
    case NoiseKind::IntruderSymbol: source.kind = IntruderNoise{noiseAwareness(s)}; break;
    case NoiseKind::Dice: source.kind = NamedDice{m.dice}; break;
    case NoiseKind::Number: source.kind = BareNumber{m.number}; break;
  }
  return source;
}

namespace detail {

Verdict validateRollCommand(const State& s, const Command& cmd) {
  if (s.roll.stage == RollStage::None) return refuse(Refusal::NoRoll);
  if (s.roll.stage == RollStage::Moving) return refuse(Refusal::DecisionPending);
  return std::visit(Overloaded{[&](const Confidence& c) { return validateConfidence(s, c); },
                               [&](const StressReroll& c) { return validateStress(s, c); },
                               [&](const PlaceBonus& c) { return validateBonus(s, c); },
                               [&](const Discipline& c) { return validateDiscipline(s, c); },
                               [&](const Assign& c) { return validateAssign(s, c); },
                               [&](const auto&) { return refuse(Refusal::RollInProgress); }},
                    cmd);
}

void makeNoise(Resolver& r, const MakeNoise& m, bool hurried) {
  State& s = r.s;
  r.emit(RuleId::MakeNoise, ev::NoiseMade{m.spacer, m.kind, m.dice, m.number, m.bonus, hurried});
  const int from = s.priorityTarget;
  s.priorityTarget = m.spacer;
  r.emit(RuleId::MarkerWhenNoiseMade, ev::PriorityTargetTaken{m.spacer, from});

  const NoiseSource source = noiseSourceOf(s, m);
  const RuleId poolRule = m.kind == NoiseKind::Dice     ? RuleId::NamedDice
                          : m.kind == NoiseKind::Number ? RuleId::VirtualDie
                                                        : RuleId::IntruderSymbol;
  const Pool pool = buildPool(source, static_cast<int>(s.blips.size()), s.dice);
  if (pool.results() == 0) {
    r.emit(RuleId::NoBlipsNoDice, ev::NoDice{m.spacer, m.bonus});
    return;
  }
  // The colour is our ruling R-2 (seed 001 says it "can't be found on the Intruder Sheet"; three pages and the
  // sheet itself say it is there): the log says where it came from.
  if (const auto* n = std::get_if<IntruderNoise>(&source.kind)) {
    r.emit(RuleId::NoiseColour, ev::NoiseColourRead{n->awareness, s.countdown});
  }
  std::array<int, kDieColourCount> counts{};
  for (DieColour c : kDieColours) counts[static_cast<std::size_t>(c)] = pool.countOf(c);
  r.emit(poolRule, ev::PoolBuilt{counts, pool.fixedDie.value_or(-1), pool.stiffBonus, m.kind});
  // Dice of a colour above the one asked for came by promotion.
  int promoted = 0;
  if (const auto* n = std::get_if<IntruderNoise>(&source.kind)) {
    promoted = static_cast<int>(pool.dice.size()) - pool.countOf(n->awareness);
  } else if (const auto* d = std::get_if<NamedDice>(&source.kind)) {
    for (DieColour c : kDieColours) promoted += std::max(0, pool.countOf(c) - d->counts[static_cast<std::size_t>(c)]);
  }
  if (promoted > 0) r.emit(RuleId::Promotion, ev::DicePromoted{promoted});
  if (pool.overwhelm > 0) r.emit(RuleId::OverwhelmMissingDice, ev::OverwhelmDue{pool.overwhelm});

  s.roll = Roll{};
  s.roll.stage = RollStage::Confidence;
  s.roll.spacer = m.spacer;
  s.roll.bonus = pool.stiffBonus;
  s.roll.overwhelm = pool.overwhelm;
  for (DieColour c : pool.dice) {
    const Draw draw = rollDie(s.chance, s.dice, c);
    Die d;
    d.colour = c;
    d.rolled = draw.value;
    s.roll.dice.push_back(d);
    r.emit(RuleId::DangerDice,
           ev::DieRolled{static_cast<int>(s.roll.dice.size()) - 1, c, draw.value, draw.forced, s.dice.placeholder});
  }
  if (pool.fixedDie) {
    Die d;
    d.fixed = true;
    d.rolled = *pool.fixedDie;
    s.roll.dice.push_back(d);
    r.emit(RuleId::VirtualDie, ev::VirtualDieShown{static_cast<int>(s.roll.dice.size()) - 1, d.rolled});
  }
}

void confidence(Resolver& r, const Confidence& c) {
  r.s.roll.stage = RollStage::Stress;
  r.s.active.confidence -= static_cast<int>(c.dice.size());
  r.emit(RuleId::ConfidenceDeclared, ev::ConfidenceSpent{c.dice, r.s.active.confidence});
  for (int d : c.dice) reroll(r, d, ev::RerollBy::Confidence, RuleId::ConfidenceReroll);
}

void stressReroll(Resolver& r, const StressReroll& c) {
  State& s = r.s;
  s.roll.stage = RollStage::Stress;
  const int spacer = s.roll.spacer;
  Spacer& sp = s.spacer(spacer);
  ++sp.stress;
  r.emit(RuleId::StressAlways, ev::StressGained{spacer, sp.stress});
  if (sp.stress > kMaxStress) {
    // R-14 and the ruling DeathEndsRoll: the nervous breakdown ends the roll and the Spacer's part in the game.
    sp.alive = false;
    r.emit(RuleId::NervousBreakdown, ev::SpacerDied{spacer, sp.stress});
    if (s.priorityTarget == spacer) s.priorityTarget = -1;
    s.roll = Roll{};
    r.emit(RuleId::DeathEndsRoll, ev::NoiseRollEnded{spacer});
    if (std::none_of(s.spacers.begin(), s.spacers.end(), [](const Spacer& x) { return x.alive; })) {
      s.status = Status::Lost;
      r.emit(RuleId::DeathEndsRoll, ev::GameLost{});
    }
    return;
  }
  reroll(r, c.die, ev::RerollBy::Stress, RuleId::StressReroll);
}

void placeBonus(Resolver& r, const PlaceBonus& c) {
  Roll& roll = r.s.roll;
  Die& d = roll.dice[static_cast<std::size_t>(c.die)];
  d.bonus = roll.bonus;
  roll.bonus = 0;
  roll.stage = RollStage::Discipline;
  r.emit(RuleId::BonusPlacement, ev::BonusPlaced{c.die, d.bonus, d.potentials()});
}

void discipline(Resolver& r, const Discipline& c) {
  r.s.roll.stage = RollStage::Assign;
  r.s.active.discipline -= static_cast<int>(c.dice.size());
  for (int i : c.dice) {
    Die& d = r.s.roll.dice[static_cast<std::size_t>(i)];
    const int from = d.potentials();
    d.discipline = true;
    r.emit(RuleId::DisciplineOnNoise, ev::DisciplineSpent{i, from, d.potentials(), r.s.active.discipline});
  }
}

void assign(Resolver& r, const Assign& c) {
  State& s = r.s;
  const std::vector<Assignment> pairs = c.automatic ? defaultAssignment(s) : c.pairs;
  const std::vector<int> kept = keptDice(s);
  s.roll.stage = RollStage::Moving;
  std::vector<int> discarded;
  for (int i = 0; i < static_cast<int>(s.roll.dice.size()); ++i) {
    if (std::find(kept.begin(), kept.end(), i) == kept.end()) {
      s.roll.dice[static_cast<std::size_t>(i)].discarded = true;
      discarded.push_back(i);
    }
  }
  if (!discarded.empty()) r.emit(RuleId::ExtraDiceDiscarded, ev::DiceDiscarded{discarded});
  for (const Assignment& a : pairs) {
    Die& d = s.roll.dice[static_cast<std::size_t>(a.die)];
    d.blip = a.blip;
    r.emit(RuleId::AssignResults, ev::ResultAssigned{a.die, a.blip, d.potentials()});
  }
  // After the action, the Blips move (closest first), then Overwhelm, then the roll is over.
  r.then(Step::endRoll(s.roll.spacer));
  r.then(Step::overwhelm(s.roll.spacer, s.roll.overwhelm, false));
  r.then(Step::nextBlip(s.roll.spacer));
}

void endRoll(Resolver& r, const Step& st) {
  r.s.roll = Roll{};
  r.emit(RuleId::BlipMovementAfterNoise, ev::NoiseRollEnded{st.spacer});
}

}  // namespace detail

}  // namespace nemesis::enormity
