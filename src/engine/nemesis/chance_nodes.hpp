// Chance nodes (docs/design.md §4, §11; OpenSpiel's chance nodes): every random draw of a Nemesis resolution lists
// its distinct outcomes with exact counts over a total, then takes one: a forced outcome first, else the
// oracle's choice when one is attached (the odds walk), else the game's generator. The listings are what the
// players know (hidden orders, face-down tokens and the numbers on the Intruder tokens in the bag and the supply
// are never read), so an odds walk gets the game's own odds.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>

#include "components.hpp"
#include "engine/kernel/chance.hpp"
#include "state.hpp"

namespace nemesis {

enum class ChanceNodeKind : std::uint8_t {
  NoiseDie,          // value: NoiseResult
  BagToken,          // value: tokenKey(type, number) of the Intruder token drawn from the bag
  SupplyToken,       // value: tokenKey(type, 0): a token of that type taken from the supply (its number unseen)
  ExplorationToken,  // value: ExplorationEffect of the face-down token revealed
  AttackCard,        // value: AttackKind
  EventCard,         // value: Event card id (0-19)
  HandCard,          // value: CardKind of the card drawn into a hand
};
inline constexpr int kChanceNodeKinds = 7;

// Intruder tokens merge by what the rules read: the type and the number on the back.
[[nodiscard]] constexpr int tokenKey(IntruderType type, int number) {
  return static_cast<int>(type) * 8 + number;
}
[[nodiscard]] constexpr int tokenKey(int token) {
  return tokenKey(kIntruderTokens[static_cast<std::size_t>(token)].type,
                  kIntruderTokens[static_cast<std::size_t>(token)].number);
}
[[nodiscard]] constexpr IntruderType tokenKeyType(int key) {
  return static_cast<IntruderType>(key / 8);
}
[[nodiscard]] constexpr int tokenKeyNumber(int key) {
  return key % 8;
}

// The listing, the oracle and the roll are the kernel's (engine/kernel/chance.hpp). No node of the game has more
// than 20 distinct outcomes (the Event deck).
using ChanceOptions = BasicChanceOptions<20>;

// An odds walk's oracle (move_odds.hpp) may also stop a resolution where the Event phase begins.
class ChanceOracle : public BasicChanceOracle<ChanceNodeKind> {
 public:
  // Asked when the Event phase begins (after its EventPhaseStarted event): false stops the resolution there (the
  // odds of a move are those of the move, not of the whole Event phase that follows it).
  virtual bool enterEventPhase() { return true; }
};

// The listings, as the draws and the odds see them (the state is not changed).
// The Noise die: 1, 2, 3, 4 twice each, Silence and Danger once (RULES.md §1).
[[nodiscard]] ChanceOptions noiseDieOptions();
// The Intruder bag by content (type and number), never by order. The bag's content by type is known (the setup
// and every change say it); a number is not, until its token is drawn: which Adults went into the bag at setup is
// random (RULES.md §2), the supply is face down too, and a token from the supply comes unseen. So a token of the
// bag shows each number in the proportion of that number among the type's tokens in the bag and the supply
// together: the box's tokens of the type (RULES.md §2) less those seen outside (set aside, removed). A token seen
// before it went back into the bag counts as unseen again: the state keeps no memory of which tokens in the bag
// were seen (and once another token showing that number is drawn, nobody can tell which of the two came out), so
// the odds may know less than a player who remembers, never more.
[[nodiscard]] ChanceOptions bagOptions(const GameState& s);
// A token of `type` taken from the supply into the bag: one outcome (none when the supply has no such token). Its
// number is not seen, and which one comes changes nothing the players know of the bag, so it is not listed.
[[nodiscard]] ChanceOptions supplyOptions(const GameState& s, IntruderType type);
// The face-down token of `room` may be any token not yet seen: its own, those on the unexplored rooms and the
// unused ones, by effect. The items on a token never change a risk, so tokens with one effect are one outcome.
[[nodiscard]] ChanceOptions explorationOptions(const GameState& s, int room);
// The attack deck (the discard pile when the deck is empty: it is reshuffled first), by kind.
[[nodiscard]] ChanceOptions attackOptions(const GameState& s);
// The Event deck (the discard pile when the deck is empty), by card.
[[nodiscard]] ChanceOptions eventOptions(const GameState& s);
// A character's deck (the discard pile when it is empty), by card kind.
[[nodiscard]] ChanceOptions handCardOptions(const GameState& s, int character);

}  // namespace nemesis
