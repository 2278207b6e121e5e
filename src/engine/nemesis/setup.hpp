// A new game for 1-5 characters (RULES.md §2-5): random tiles, exploration tokens, the bag by
// player count, supply, attack deck, action decks and hands. Deterministic for a seed.
#pragma once

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <vector>

#include "state.hpp"

namespace nemesis {

struct SetupOptions {
  std::vector<CharacterClass> characters;  // in player order, the first player first
  std::uint64_t seed = 1;
  bool freePlay = false;  // no turns: any character may act at any time (rule tests, hand-made positions)
};

class SetupError : public std::invalid_argument {
 public:
  using std::invalid_argument::invalid_argument;
};

// Throws SetupError for 0 or more than 5 characters, or the same character twice.
GameState newGame(std::shared_ptr<const Board> board, const SetupOptions& options);

// The first `count` characters in the default order (Captain, Scout, Soldier, Mechanic, Pilot).
std::vector<CharacterClass> defaultCharacters(int count);

}  // namespace nemesis
