// Commands are small values a player (UI, script, test) asks the engine to do (docs/design.md §1).
#pragma once

#include <array>
#include <variant>

#include "state.hpp"

namespace nemesis {

// Cards discarded to pay an action's cost, chosen by the player.
struct Payment {
  std::array<Card, 2> cards{};
  int count = 0;
  static Payment of(std::initializer_list<int> actionNumbers) {
    Payment p;
    for (int n : actionNumbers) {
      if (p.count < 2) p.cards[static_cast<std::size_t>(p.count++)] = Card{CardKind::Action, n};
    }
    return p;
  }
  friend bool operator==(const Payment& a, const Payment& b) {
    if (a.count != b.count) return false;
    for (int i = 0; i < a.count; ++i) {
      if (!(a.cards[static_cast<std::size_t>(i)] == b.cards[static_cast<std::size_t>(i)])) return false;
    }
    return true;
  }
};

// Movement (pay 1): to a neighbouring room; out of a room with Intruders it is an Escape.
struct Move {
  int character = 0;
  int room = 0;
  Payment pay;
  friend bool operator==(const Move&, const Move&) = default;
};

// Careful Movement (pay 2): a chosen Noise marker instead of the Noise roll. corridorNumber is the
// noise number 1-4 of the destination's corridor to mark, or 0 to be asked after entering.
struct CarefulMove {
  int character = 0;
  int room = 0;
  Payment pay;
  int corridorNumber = 0;
  friend bool operator==(const CarefulMove&, const CarefulMove&) = default;
};

// Answer to a pending CarefulCorridor decision.
struct ChooseCorridor {
  int character = 0;
  int number = 0;
  friend bool operator==(const ChooseCorridor&, const ChooseCorridor&) = default;
};

// Debug overlay, tutorials, scripts: queue forced chance outcomes (appended to the state's queues). A
// command like any other, so a game with forced outcomes stays replayable from its command log.
struct ForceOutcomes {
  ForcedOutcomes add;
  friend bool operator==(const ForceOutcomes&, const ForceOutcomes&) = default;
};

// Ends the character's turn and passes for the rest of the round (RULES.md §5): after 0 or 1 action.
struct Pass {
  int character = 0;
  friend bool operator==(const Pass&, const Pass&) = default;
};

// Room action of the Hibernatorium (pay 2): a Noise roll, then hibernation unless an Intruder is there.
struct Hibernate {
  int character = 0;
  Payment pay;
  friend bool operator==(const Hibernate&, const Hibernate&) = default;
};

using Command = std::variant<Move, CarefulMove, ChooseCorridor, ForceOutcomes, Pass, Hibernate>;

}  // namespace nemesis
