#include "engine.hpp"

#include <algorithm>

#include "engine/kernel/overloaded.hpp"
#include "pool.hpp"
#include "queries.hpp"
#include "resolve.hpp"

namespace nemesis::enormity {

namespace {

using detail::Resolver;

Verdict refuse(Refusal code, RefusalDetail detail = {}) {
  return Verdict{code, detail};
}

Verdict validateSpacer(const State& s, int spacer) {
  if (spacer < 0 || spacer >= s.spacerCount()) return refuse(Refusal::UnknownSpacer, {.spacer = spacer});
  if (!s.spacer(spacer).alive) return refuse(Refusal::SpacerDead, {.spacer = spacer});
  return {};
}

Verdict validateNoise(const State& s, const MakeNoise& m) {
  if (const Verdict v = validateSpacer(s, m.spacer); !v.ok()) return v;
  if (m.bonus < 0 || m.bonus > kMaxFixedPotentials) return refuse(Refusal::BadNoise);
  switch (m.kind) {
    case NoiseKind::IntruderSymbol: break;
    case NoiseKind::Dice: {
      int total = 0;
      for (int n : m.dice) {
        if (n < 0 || n > kMaxNamedDice) return refuse(Refusal::BadNoise);
        total += n;
      }
      if (total == 0) return refuse(Refusal::BadNoise);
      break;
    }
    case NoiseKind::Number:
      if (m.number < 1 || m.number > kMaxFixedPotentials) return refuse(Refusal::BadNoise);
      break;
  }
  return {};
}

Verdict validateMove(const State& s, const MoveSpacer& m) {
  if (const Verdict v = validateSpacer(s, m.spacer); !v.ok()) return v;
  const Space from = s.spacer(m.spacer).space;
  if (std::abs(m.to.x - from.x) + std::abs(m.to.y - from.y) != 1) return refuse(Refusal::NotNextSpace);
  if (!s.topo().isFloor(m.to)) return refuse(Refusal::OutOfBounds);
  if (!emptySpace(s, m.to)) return refuse(Refusal::SpaceTaken);
  return {};
}

Verdict validateChoose(const State& s, const Choose& c) {
  if (s.pending.kind == DecisionKind::None) return refuse(Refusal::NoDecisionPending);
  const std::vector<int>& o = s.pending.options;
  if (std::find(o.begin(), o.end(), c.option) == o.end()) return refuse(Refusal::NotAnOption, {.option = c.option});
  return {};
}

Verdict validateForce(const State& s, const ForceOutcomes& f) {
  for (DieColour c : kDieColours) {
    const std::vector<int>& faces = s.dice.facesOf(c);
    for (int v : f.add.faces[static_cast<std::size_t>(c)]) {
      if (std::find(faces.begin(), faces.end(), v) == faces.end())
        return refuse(Refusal::NoSuchOutcome, {.colour = c, .outcome = v});
    }
  }
  for (int k : f.add.blips) {
    if (k < 0 || k >= s.kinds.size()) return refuse(Refusal::NoSuchOutcome, {.outcome = k});
  }
  ForcedOutcomes queued = s.chance.forced;
  queued.append(f.add);
  if (f.add.longest() > kMaxForced || queued.longest() > kMaxForced) return refuse(Refusal::TooManyForced);
  return {};
}

bool isRollCommand(const Command& cmd) {
  return std::holds_alternative<Confidence>(cmd) || std::holds_alternative<StressReroll>(cmd) ||
         std::holds_alternative<PlaceBonus>(cmd) || std::holds_alternative<Discipline>(cmd) ||
         std::holds_alternative<Assign>(cmd);
}

void moveSpacer(Resolver& r, const MoveSpacer& m) {
  Spacer& sp = r.s.spacer(m.spacer);
  const Space from = sp.space;
  sp.space = m.to;
  r.emit(RuleId::SpacerMovement, ev::SpacerMoved{m.spacer, from, m.to, m.hurried});
  if (m.hurried) detail::makeNoise(r, MakeNoise{m.spacer, NoiseKind::IntruderSymbol, {}, 0, 0}, true);
}

void advanceCountdown(Resolver& r) {
  State& s = r.s;
  const int from = s.countdown;
  if (s.countdown > 0) --s.countdown;
  r.emit(from == 0 ? RuleId::ZeroHour : RuleId::CountdownMarker, ev::CountdownAdvanced{from, s.countdown});
  if (level(s) == Level::Infiltration) return;
  r.emit(RuleId::CountdownSpawn, ev::CountdownBlip{});
  r.then(Step::spawnBlip(-1));  // no Spacer triggered it: closest to the Priority Target
}

void answer(Resolver& r, const Choose& c) {
  Step st = r.s.steps.back();
  r.s.steps.pop_back();
  st.choice = c.option;
  r.s.pending = Decision{};
  r.then(st);
}

}  // namespace

namespace detail {

void drain(Resolver& r) {
  while (!r.s.steps.empty() && r.s.pending.kind == DecisionKind::None && r.s.status == Status::Playing) {
    const Step st = r.s.steps.back();
    r.s.steps.pop_back();
    switch (st.kind) {
      case StepKind::NextBlip: nextBlip(r, st); break;
      case StepKind::MoveBlip: moveBlip(r, st); break;
      case StepKind::PushBlip: pushBlip(r, st); break;
      case StepKind::Reveal: reveal(r, st); break;
      case StepKind::SpawnBlip: spawnBlip(r, st); break;
      case StepKind::Overwhelm: overwhelm(r, st); break;
      case StepKind::EndRoll: endRoll(r, st); break;
    }
  }
  if (r.s.status != Status::Playing) {
    r.s.steps.clear();
    r.s.pending = Decision{};
  }
}

}  // namespace detail

Verdict validate(const State& s, const Command& cmd) {
  if (const auto* f = std::get_if<ForceOutcomes>(&cmd)) return validateForce(s, *f);
  if (s.status != Status::Playing) return refuse(Refusal::GameOver);
  if (const auto* c = std::get_if<Choose>(&cmd)) return validateChoose(s, *c);
  if (s.pending.kind != DecisionKind::None) return refuse(Refusal::DecisionPending);
  if (isRollCommand(cmd)) return detail::validateRollCommand(s, cmd);
  if (s.roll.stage != RollStage::None) return refuse(Refusal::RollInProgress);
  return std::visit(Overloaded{[&](const MakeNoise& m) { return validateNoise(s, m); },
                               [&](const MoveSpacer& m) { return validateMove(s, m); },
                               [&](const AdvanceCountdown&) { return Verdict{}; },
                               [&](const auto&) { return refuse(Refusal::NoRoll); }},
                    cmd);
}

Verdict apply(State& s, const Command& cmd, EventLog& out, Moments* moments) {
  const Verdict v = validate(s, cmd);
  if (!v.ok()) return v;
  Resolver r{s, out, moments};
  std::visit(
      Overloaded{[&](const MakeNoise& m) { detail::makeNoise(r, m, false); },
                 [&](const Confidence& c) { detail::confidence(r, c); },
                 [&](const StressReroll& c) { detail::stressReroll(r, c); },
                 [&](const PlaceBonus& c) { detail::placeBonus(r, c); },
                 [&](const Discipline& c) { detail::discipline(r, c); }, [&](const Assign& c) { detail::assign(r, c); },
                 [&](const Choose& c) { answer(r, c); }, [&](const MoveSpacer& m) { moveSpacer(r, m); },
                 [&](const AdvanceCountdown&) { advanceCountdown(r); },
                 [&](const ForceOutcomes& f) {
                   s.chance.forced.append(f.add);
                   r.emit(RuleId::ForcedOutcome, ev::OutcomesForced{f.add});
                 }},
      cmd);
  detail::drain(r);
  return v;
}

RuleId refusalRule(Refusal code) {
  switch (code) {
    case Refusal::None:
    case Refusal::GameOver: return RuleId::DeathEndsRoll;
    case Refusal::DecisionPending:
    case Refusal::NoDecisionPending:
    case Refusal::NotAnOption: return RuleId::TiesChosen;
    case Refusal::RollInProgress:
    case Refusal::NoRoll: return RuleId::AssignResults;
    case Refusal::UnknownSpacer:
    case Refusal::SpacerDead:
    case Refusal::BadNoise: return RuleId::MakeNoise;
    case Refusal::NoSuchDie:
    case Refusal::DieTwice: return RuleId::OneTokenPerDie;
    case Refusal::VirtualDie: return RuleId::VirtualDie;
    case Refusal::ConfidenceDone: return RuleId::ConfidenceDeclared;
    case Refusal::NotEnoughConfidence:
    case Refusal::NotEnoughDiscipline: return RuleId::ActivePool;
    case Refusal::RerollsOver: return RuleId::BonusPlacement;
    case Refusal::StressUsed: return RuleId::StressOncePerDie;
    case Refusal::StressNeedsConfirm: return RuleId::StressAtNine;
    case Refusal::NoBonus: return RuleId::StiffBonus;
    case Refusal::BonusFirst: return RuleId::BonusPlacement;
    case Refusal::DisciplineDone: return RuleId::DisciplineOnNoise;
    case Refusal::NoPotential: return RuleId::DisciplineToken;
    case Refusal::DieDiscarded: return RuleId::ExtraDiceDiscarded;
    case Refusal::DieUnassigned:
    case Refusal::UnknownBlip:
    case Refusal::BlipTwice: return RuleId::AssignResults;
    case Refusal::NotNextSpace: return RuleId::SpacerMovement;
    case Refusal::OutOfBounds: return RuleId::NoOutOfBounds;
    case Refusal::SpaceTaken: return RuleId::EndOnEmptySpace;
    case Refusal::NoSuchOutcome:
    case Refusal::TooManyForced: return RuleId::ForcedOutcome;
  }
  return RuleId::MakeNoise;
}

std::string explain(const State& s, const Verdict& verdict) {
  const RefusalDetail& v = verdict.detail;
  const auto die = [](int i) { return "die " + std::to_string(i + 1); };
  std::string text;
  switch (verdict.code) {
    case Refusal::None: return "Allowed.";
    case Refusal::GameOver: text = "The game is over: every Spacer is dead."; break;
    case Refusal::DecisionPending: text = "A decision is pending: answer it with choose."; break;
    case Refusal::NoDecisionPending: text = "No decision is pending."; break;
    case Refusal::NotAnOption: text = std::to_string(v.option) + " is not one of the options."; break;
    case Refusal::RollInProgress:
      text = "A Noise roll is in progress: re-roll, place the bonus, spend Discipline or assign the results first.";
      break;
    case Refusal::NoRoll: text = "No Noise roll is in progress."; break;
    case Refusal::UnknownSpacer: text = "There is no such Spacer."; break;
    case Refusal::SpacerDead: text = spacerName(s, v.spacer) + " is dead."; break;
    case Refusal::BadNoise:
      text = "A Noise source is the Intruder symbol, 1-" + std::to_string(kMaxNamedDice) +
             " named dice of a colour or a number 1-" + std::to_string(kMaxFixedPotentials) +
             ", with a bonus of +0 to +" + std::to_string(kMaxFixedPotentials) + ".";
      break;
    case Refusal::NoSuchDie: text = v.die < 0 ? "Name at least one die." : "The roll has no " + die(v.die) + "."; break;
    case Refusal::DieTwice: text = die(v.die) + " is named twice."; break;
    case Refusal::VirtualDie: text = die(v.die) + " is the bare number's virtual die: it is not rolled."; break;
    case Refusal::ConfidenceDone:
      text = "Confidence re-rolls are declared all at once, before any other step of the roll.";
      break;
    case Refusal::NotEnoughConfidence:
      text = "That needs " + std::to_string(v.needed) + " Confidence tokens; the Active Pool holds " +
             std::to_string(v.held) + ".";
      break;
    case Refusal::RerollsOver: text = "Re-rolls come before the stiff bonus and Discipline."; break;
    case Refusal::StressUsed: text = die(v.die) + " was already re-rolled with Stress."; break;
    case Refusal::StressNeedsConfirm:
      text = spacerName(s, s.roll.spacer) + " is at 9 Stress: one more kills them. Confirm with \"stress " +
             std::to_string(v.die + 1) + " confirm\".";
      break;
    case Refusal::NoBonus: text = "This roll has no stiff bonus to place."; break;
    case Refusal::BonusFirst: text = "Place the stiff bonus (+" + std::to_string(v.bonus) + ") on a die first."; break;
    case Refusal::DisciplineDone: text = "Discipline is spent all at once, and it has been."; break;
    case Refusal::NotEnoughDiscipline:
      text = "That needs " + std::to_string(v.needed) + " Discipline tokens; the Active Pool holds " +
             std::to_string(v.held) + ".";
      break;
    case Refusal::NoPotential: text = die(v.die) + " shows no Potential to mitigate."; break;
    case Refusal::DieDiscarded: text = die(v.die) + " is one of the highest extra dice: it is discarded."; break;
    case Refusal::DieUnassigned: text = "Every result must go to a Blip: " + die(v.die) + " has none."; break;
    case Refusal::UnknownBlip: text = "There is no Blip " + blipName(v.blip) + "."; break;
    case Refusal::BlipTwice: text = blipName(v.blip) + " gets two results: one result per Blip."; break;
    case Refusal::NotNextSpace: text = "A Move goes one space north, east, south or west."; break;
    case Refusal::OutOfBounds: text = "That space is out of bounds."; break;
    case Refusal::SpaceTaken: text = "That space is not empty."; break;
    case Refusal::NoSuchOutcome:
      text = v.colour ? "No " + std::string(colourName(*v.colour)) + " face shows " + std::to_string(v.outcome) +
                            " Potentials."
                      : "There is no such kind of Blip token.";
      break;
    case Refusal::TooManyForced:
      text = "At most " + std::to_string(kMaxForced) + " forced outcomes of a kind may wait.";
      break;
  }
  return text + " (" + citation(refusalRule(verdict.code)) + ")";
}

}  // namespace nemesis::enormity
