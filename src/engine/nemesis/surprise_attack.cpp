#include "surprise_attack.hpp"

namespace nemesis::detail {

bool surpriseAttackOccurs(int handSize, int tokenNumber) {
  return handSize < tokenNumber;
}

bool checkSurpriseAttack(Resolver& r, int character, int room, int intruderId, int tokenNumber) {
  const int hand = r.s.character(character).handSize();
  const bool attack = surpriseAttackOccurs(hand, tokenNumber);
  r.emit(attack ? RuleId::SurpriseAttack : RuleId::NoSurpriseAttack,
         ev::SurpriseCheck{intruderId, character, hand, tokenNumber, attack, room});
  if (attack) r.then(Step::intruderAttack(character, room, intruderId, RuleId::SurpriseAttack));
  return attack;
}

}  // namespace nemesis::detail
