// The hidden information of a position dealt again, consistently with what the players know (chance_nodes.hpp):
// what they know stays (every pile's content by type, the revealed tokens, the discard piles, the numbers of the
// Intruder tokens set aside or removed), what they do not is drawn anew: the orders of the attack, Event and
// Action decks and of the bag, which face-down exploration token lies on which unexplored room or unused, which
// Intruder tokens of a type are in the bag and which in the supply (their numbers are unseen), and the generator.
// Two positions so dealt must have the same odds (tests/test_move_odds.cpp), and resolutions of positions so
// dealt sample the uncertainty the odds describe (tests/tools/odds_montecarlo.cpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "engine/kernel/rng.hpp"
#include "engine/nemesis/state.hpp"

namespace test {

template <typename T>
void shuffleWith(std::vector<T>& v, nemesis::Pcg32& rng) {
  for (std::size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[rng.below(static_cast<std::uint32_t>(i))]);
}

// Shuffles the values behind `slots` among themselves.
inline void dealAmong(const std::vector<int*>& slots, nemesis::Pcg32& rng) {
  std::vector<int> values;
  values.reserve(slots.size());
  for (const int* slot : slots) values.push_back(*slot);
  shuffleWith(values, rng);
  for (std::size_t i = 0; i < slots.size(); ++i) *slots[i] = values[i];
}

inline void dealHiddenAgain(nemesis::GameState& s, nemesis::Pcg32& rng) {
  using namespace nemesis;
  shuffleWith(s.attackDeck, rng);
  shuffleWith(s.eventDeck, rng);
  for (Character& c : s.characters) shuffleWith(c.deck, rng);
  std::vector<int*> faceDown;
  for (RoomState& r : s.rooms) {
    if (!r.explored && r.explorationToken >= 0) faceDown.push_back(&r.explorationToken);
  }
  for (int& t : s.unusedExploration) faceDown.push_back(&t);
  dealAmong(faceDown, rng);
  for (int type = 0; type <= kIntruderKinds; ++type) {
    std::vector<int*> unseen;
    for (std::vector<int>* pile : {&s.bag, &s.supply}) {
      for (int& t : *pile) {
        if (static_cast<int>(kIntruderTokens[static_cast<std::size_t>(t)].type) == type) unseen.push_back(&t);
      }
    }
    dealAmong(unseen, rng);
  }
  shuffleWith(s.bag, rng);
  s.chance.rng.seed((static_cast<std::uint64_t>(rng.next()) << 32U) | rng.next(), rng.next());
}

}  // namespace test
