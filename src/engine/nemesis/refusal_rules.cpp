// Which rule each refusal applies (engine.hpp refusalRule): the refusals that a rule of the seeds or RULES.md
// states, so a lesson can show that rule by the engine's refusal. The others check the command's own form.
#include "engine.hpp"

namespace nemesis {

std::optional<RuleId> refusalRule(Refusal code) {
  switch (code) {
    case Refusal::NotNeighbouring: return RuleId::Neighbouring;
    case Refusal::ClosedDoor: return RuleId::ClosedDoorBlocks;
    case Refusal::ContaminationCannotPay: return RuleId::ContaminationCannotPay;
    case Refusal::CarefulInCombat: return RuleId::CarefulNoEscape;
    // Seed 000: "provided not all connected Corridors already have markers".
    case Refusal::CarefulAllMarked: return RuleId::CarefulMovement;
    // The chosen corridor must be free: a corridor never holds more than 1 Noise marker.
    case Refusal::CorridorAlreadyMarked:
    case Refusal::NotAnOption: return RuleId::OneMarkerPerCorridor;
    case Refusal::NotYourTurn: return RuleId::PlayerTurns;
    case Refusal::NotInHibernatorium:
    case Refusal::HibernateInCombat:
    case Refusal::HibernateMalfunction:
    case Refusal::CharacterHibernated: return RuleId::Hibernate;
    default: return std::nullopt;
  }
}

}  // namespace nemesis
