#include "limits.hpp"

#include <algorithm>
#include <vector>

#include "state.hpp"

namespace nemesis {

namespace {

// The smallest number in 1..limit that `held` lacks, 0 if none.
int smallestFree(std::vector<int> held, int limit) {
  std::sort(held.begin(), held.end());
  int candidate = 1;
  for (int n : held) {
    if (n == candidate) ++candidate;
  }
  return candidate <= limit ? candidate : 0;
}

}  // namespace

int takeIntruderId(GameState& s) {
  if (s.nextIntruderId <= kMaxIntruderId) return s.nextIntruderId++;
  std::vector<int> held;
  for (const Intruder& in : s.intruders) held.push_back(in.id);
  return smallestFree(std::move(held), kMaxIntruderId);  // never 0: the box holds a few dozen miniatures
}

int takeContaminationNumber(GameState& s) {
  if (s.nextContamination <= kMaxContamination) return s.nextContamination++;
  std::vector<int> held;
  for (const Character& c : s.characters) {
    for (const auto* pile : {&c.hand, &c.deck, &c.discard}) {
      for (const Card& card : *pile) {
        if (card.kind == CardKind::Contamination) held.push_back(card.number);
      }
    }
  }
  return smallestFree(std::move(held), kMaxContamination);
}

}  // namespace nemesis
