// Read-only questions about a state that several rules ask (who is in Combat, what is left in a pool).
#pragma once

#include "state.hpp"

namespace nemesis {

// On the board for every rule: alive and not hibernated (hibernated Characters sleep in their chambers).
[[nodiscard]] inline bool present(const Character& c) {
  return c.alive && !c.hibernated;
}
[[nodiscard]] int intruderIndex(const GameState& s, int intruderId);  // -1 when not on the board
[[nodiscard]] bool roomHasIntruder(const GameState& s, int room);
[[nodiscard]] bool roomHasCharacter(const GameState& s, int room, int exceptCharacter = -1);
[[nodiscard]] bool characterInCombat(const GameState& s, int character);
[[nodiscard]] bool intruderInCombat(const GameState& s, const Intruder& intruder);
[[nodiscard]] bool allPassagesMarked(const GameState& s, int room);

[[nodiscard]] int noiseMarkersOnBoard(const GameState& s);
[[nodiscard]] int doorTokensOnBoard(const GameState& s);
[[nodiscard]] int firesOnBoard(const GameState& s);
[[nodiscard]] int malfunctionsOnBoard(const GameState& s);
// Miniatures of a type in use: on the board, plus Larvae on Character boards.
[[nodiscard]] int miniaturesInUse(const GameState& s, IntruderType type);
[[nodiscard]] int livingCharacters(const GameState& s);
[[nodiscard]] int awakeCharacters(const GameState& s);  // alive and not hibernated

// The k-th Character in turn order: from the holder of the First Player token, then on in player order.
[[nodiscard]] int inTurnOrder(const GameState& s, int k);

// RULES.md §7: the Character in `room` with the fewest Action cards in hand (tie: first player order, which
// starts with the First Player as turn order does: RuleId::AttackTargetTie). -1 when nobody is there.
struct AttackTargetPick {
  int character = -1;
  bool tie = false;  // another Character there had as few Action cards: the order decided
};
[[nodiscard]] AttackTargetPick pickAttackTarget(const GameState& s, int room);
[[nodiscard]] inline int attackTarget(const GameState& s, int room) {
  return pickAttackTarget(s, room).character;
}

}  // namespace nemesis
