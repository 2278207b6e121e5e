// Exact odds of a move before it is made (issue 14; docs/design.md §11): the chance tree of the command's resolution
// is walked to its end by re-executing the real engine on copies, one leaf per run, every draw's outcome chosen
// by an oracle (chance_nodes.hpp), so the odds come from the same code and component data the game rolls with,
// and only from what the players know (hidden orders, face-down tokens and the numbers of the Intruder tokens in
// the bag and the supply are never read: chance_nodes.hpp).
//
// Scope: a Movement or Careful Movement and everything it resolves, up to the point where the Event phase would
// begin (the last action of a round): the Event phase is a tree of its own, and `eventPhaseFollows` says when
// it comes. Forced outcomes queued in the state are ignored: these are the game's odds, not the debug overlay's.
//
// Exactness: each leaf's probability is the product of exact fractions (count / total, totals at most 648: the
// bag's, chance_nodes.cpp), each rounded once to long double (64-bit mantissa, unit roundoff 2^-64, about
// 5.4e-20); a figure sums at most one term per leaf. Its absolute error is below (2 * depth + leaves) * 2^-64:
// under 1e-13 for any tree of up to a million leaves, far below the 0.1 % the figures are shown with.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <list>
#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

#include "command.hpp"
#include "engine.hpp"
#include "state.hpp"

namespace nemesis {

using Probability = long double;

// One distinct way the move can end, with its probability: leaves of the tree that tell the same are merged.
struct MoveOutcome {
  int noise = 0;                // the Noise die as rolled (NoiseResult 1-6), 0: no roll
  int exploration = -1;         // ExplorationEffect of the token revealed, -1: none
  int intruderMet = -1;         // IntruderType of the first Encounter's token (Blank included), -1: no Encounter
  bool surpriseAttack = false;  // at least one Surprise Attack
  int pulledIn = 0;             // Intruders Danger pulled into the room
  int lightWounds = 0;          // wounds the mover suffered (a 3rd Light Wound turning Serious is not a new one)
  int seriousWounds = 0;
  bool died = false;  // the mover died
  GameStatus status = GameStatus::Playing;
  LossReason loss = LossReason::None;
  bool eventPhaseFollows = false;  // the move ended the Player phase
  int noiseMarkers = 0;            // Noise markers on the board afterwards
  Probability p = 0;
  [[nodiscard]] bool sameAs(const MoveOutcome& o) const;
};

struct MoveOdds {
  Command command;
  Verdict verdict;  // not ok: the command is illegal, nothing else is computed
  // The Noise roll: whether it happens, and P(it happens and shows each result), indexed by NoiseResult - 1 (1, 2,
  // 3, 4, Silence, Danger: the die as rolled, before a Slime marker turns Silence into Danger).
  Probability noiseRoll = 0;
  std::array<Probability, 6> noiseResult{};
  // Encounters: at least one, and the token the first one draws, indexed by IntruderType (Blank included; the
  // entries sum to `encounter`).
  Probability encounter = 0;
  std::array<Probability, 6> intruderMet{};
  Probability surpriseAttack = 0;  // at least one Surprise Attack
  // Danger pulling Intruders into the room: at least one, and each Intruder that may come (by id).
  Probability dangerPullsIn = 0;
  std::vector<std::pair<int, Probability>> pulledIn;
  long double expectedNoiseMarkers = 0;  // Noise markers on the board after the move, expected
  // The face-down token of an unexplored destination, indexed by ExplorationEffect (sums to 1 there, 0 elsewhere).
  std::array<Probability, 6> exploration{};
  // Wounds the mover suffers (an Escape's attacks, a Surprise Attack, a Fire at the end of the turn...): the
  // distribution over (light, serious) pairs added, the no-wound case included; and death.
  struct Wounds {
    int light = 0;
    int serious = 0;
    Probability p = 0;
  };
  std::vector<Wounds> wounds;
  Probability death = 0;
  // The game ending by this move, indexed by LossReason (AllDead: nobody left alive), and won (the last
  // Character awake dies while the others sleep).
  std::array<Probability, 5> gameLost{};
  Probability gameWon = 0;
  Probability eventPhaseFollows = 0;  // the move ends the round's Player phase (the Event phase is not walked)
  std::vector<MoveOutcome> outcomes;  // the distinct endings, most likely first
  std::size_t leaves = 0;             // resolutions walked (leaves of the chance tree)
};

// What one resolution of a move by `mover` from `before` brought, read from its events up to the start of the
// Event phase (the odds' leaves; a Monte Carlo check reads sampled resolutions with it). `pulled`, when given,
// receives the ids of the Intruders Danger pulled in.
[[nodiscard]] MoveOutcome outcomeOf(const GameState& before, int mover, const EventLog& log,
                                    std::vector<int>* pulled = nullptr);

// The odds of a Movement or Careful Movement (with its corridor number 1-4) of a character; an illegal one gives a
// verdict that is not ok, another kind of command throws std::invalid_argument.
[[nodiscard]] MoveOdds oddsOf(const GameState& s, const Command& cmd);

// Every legal Movement and Careful Movement (one per corridor number that can take the marker) of the character,
// paid with the first Action cards in hand (which cards pay changes no odds), in board order.
struct DestinationOdds {
  int room = 0;
  bool careful = false;
  int corridorNumber = 0;  // Careful Movement: the number of the destination's corridor marked
  MoveOdds odds;
};
[[nodiscard]] std::vector<DestinationOdds> oddsForDestinations(const GameState& s, int character);

// The odds depend only on the state with its forced outcomes cleared, so a viewer asks this cache, which keys them
// by that state's hash and the character, and keeps the last `capacity` tables (least recently used goes first):
// hovering a destination of a position already seen costs a lookup, not a walk.
class OddsCache {
 public:
  explicit OddsCache(std::size_t capacity = 8) : capacity_(capacity == 0 ? 1 : capacity) {}
  const std::vector<DestinationOdds>& destinations(const GameState& s, int character);
  [[nodiscard]] std::size_t size() const { return order_.size(); }
  [[nodiscard]] std::size_t misses() const { return misses_; }

 private:
  using Key = std::pair<std::uint64_t, int>;
  struct KeyHash {
    std::size_t operator()(const Key& k) const {
      return std::hash<std::uint64_t>{}(k.first ^ (static_cast<std::uint64_t>(k.second) * 0x9e3779b97f4a7c15ULL));
    }
  };
  std::size_t capacity_;
  std::size_t misses_ = 0;
  std::list<std::pair<Key, std::vector<DestinationOdds>>> order_;  // most recently used first
  std::unordered_map<Key, decltype(order_)::iterator, KeyHash> index_;
};

}  // namespace nemesis
