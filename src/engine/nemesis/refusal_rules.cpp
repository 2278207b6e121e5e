// Which rule each refusal applies (engine.hpp refusalRule), so a lesson can show that rule by the engine's
// refusal. A check of the command's own form cites the rule it enforces: a card must come from the hand
// (MovementCost: "discard 1 Action card from your hand"), a Movement goes to a neighbouring room on the board
// (MoveToNeighbour), corridors are numbered 1 to 4 (CorridorNumbers).
#include "engine.hpp"

namespace nemesis {

RuleId refusalRule(Refusal code) {
  switch (code) {
    case Refusal::None:
    case Refusal::GameOver: return RuleId::GameOverNoActions;
    case Refusal::DecisionPending:
    case Refusal::NoDecisionPending:
    case Refusal::NotYourDecision: return RuleId::ChoiceFirst;
    case Refusal::UnknownCharacter:
    case Refusal::CharacterDead: return RuleId::WhoActs;
    case Refusal::UnknownRoom:
    case Refusal::AlreadyThere: return RuleId::MoveToNeighbour;
    case Refusal::NotNeighbouring: return RuleId::Neighbouring;
    case Refusal::ClosedDoor: return RuleId::ClosedDoorBlocks;
    case Refusal::WrongCardCount: return RuleId::CarefulCost;
    case Refusal::CardNotInHand:
    case Refusal::CardUsedTwice: return RuleId::MovementCost;
    case Refusal::ContaminationCannotPay: return RuleId::ContaminationCannotPay;
    case Refusal::CarefulInCombat: return RuleId::CarefulNoEscape;
    // Seed 000: "provided not all connected Corridors already have markers".
    case Refusal::CarefulAllMarked: return RuleId::CarefulMovement;
    case Refusal::BadCorridorNumber: return RuleId::CorridorNumbers;
    // The chosen corridor must be free: a corridor never holds more than 1 Noise marker.
    case Refusal::CorridorAlreadyMarked:
    case Refusal::NotAnOption: return RuleId::OneMarkerPerCorridor;
    case Refusal::NotYourTurn: return RuleId::PlayerTurns;
    case Refusal::FreePlayNoTurns: return RuleId::FreePlay;
    case Refusal::NotInHibernatorium:
    case Refusal::HibernateInCombat:
    case Refusal::HibernateMalfunction:
    case Refusal::CharacterHibernated: return RuleId::Hibernate;
    case Refusal::NoSuchOutcome:
    case Refusal::TooManyForced:
    case Refusal::ForcedNotAvailable:
    case Refusal::ForcedOutcomeImpossible: return RuleId::ForcedOutcome;
  }
  return RuleId::ForcedOutcome;
}

}  // namespace nemesis
