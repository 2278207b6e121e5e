#include "resolve.hpp"

namespace nemesis::detail {

void drain(Resolver& r) {
  while (!r.s.steps.empty() && r.s.pending.kind == DecisionKind::None && !r.over() && r.failure.ok()) {
    const Step st = r.s.steps.back();
    r.s.steps.pop_back();
    switch (st.kind) {
      case StepKind::EnterRoom: enterRoom(r, st); break;
      case StepKind::DiscardExploration: discardExploration(r, st); break;
      case StepKind::NoiseCheck: noiseCheck(r, st); break;
      case StepKind::NoiseRoll: noiseRoll(r, st); break;
      case StepKind::PlaceNoise: placeNoise(r, st); break;
      case StepKind::Danger: danger(r, st); break;
      case StepKind::Encounter: encounter(r, st); break;
      case StepKind::CarefulMarker: carefulMarker(r, st); break;
      case StepKind::IntruderAttack: intruderAttack(r, st); break;
      case StepKind::SetAsideToken: setAsideToken(r, st); break;
      case StepKind::AfterAction: afterAction(r, st); break;
      case StepKind::Hibernate: hibernateStep(r, st); break;
      case StepKind::TimeTrack: timeTrack(r, st); break;
      case StepKind::CombatAttacks: combatAttacks(r, st); break;
      case StepKind::EventAttack: eventAttack(r, st); break;
      case StepKind::FireDamage: fireDamage(r, st); break;
      case StepKind::EventCard: eventCard(r, st); break;
      case StepKind::BagDevelopment: bagDevelopment(r, st); break;
      case StepKind::EndRound: endRound(r, st); break;
    }
  }
  // A lost game resolves nothing further.
  if (r.over()) r.s.steps.clear();
}

}  // namespace nemesis::detail
