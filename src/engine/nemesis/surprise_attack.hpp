// The Surprise Attack check of an Encounter (seed 003 "Resolving an Encounter", RULES.md §7): the one place
// it is written, used by the Encounter and by the Queen drawn at bag development with a Character in the Nest.
#pragma once

#include "resolve.hpp"

namespace nemesis::detail {

// "If the number of cards in the Character's hand is lower than the number on the Intruder token, a Surprise
// Attack occurs." Every card counts, Action and Contamination.
[[nodiscard]] bool surpriseAttackOccurs(int handSize, int tokenNumber);

// Compares `character`'s hand with `tokenNumber`, reports it (SurpriseCheck citing SurpriseAttack or
// NoSurpriseAttack) and, on an attack, queues the Intruder's attack on that Character to resolve next.
// Returns whether the attack occurs.
bool checkSurpriseAttack(Resolver& r, int character, int room, int intruderId, int tokenNumber);

}  // namespace nemesis::detail
