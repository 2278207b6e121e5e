// The state hash: equal states hash equal, and any change of a game fact changes the hash.
#include "engine/nemesis/hash.hpp"
#include "support.hpp"

using namespace test;

TEST_CASE("the state hash is a function of the state, and sees every kind of change") {
  const GameState base = game(2, 5);
  GameState copy = base;
  CHECK(stateHash(copy) == stateHash(base));
  CHECK(stateHash(game(2, 5)) == stateHash(base));  // same seed, same game
  CHECK(stateHash(game(2, 6)) != stateHash(base));

  const auto changed = [&](auto mutate) {
    GameState s = base;
    mutate(s);
    return stateHash(s) != stateHash(base);
  };
  CHECK(changed([](GameState& s) { s.character(1).room = 0; }));
  CHECK(changed([](GameState& s) { s.character(0).slime = true; }));
  CHECK(changed([](GameState& s) { std::swap(s.character(0).hand[0], s.character(0).hand[1]); }));
  CHECK(changed([](GameState& s) { s.noise[0] = 1; }));
  CHECK(changed([](GameState& s) { s.noise.back() = 1; }));  // the Technical Corridors space
  CHECK(changed([](GameState& s) { s.doors[3] = DoorState::Closed; }));
  CHECK(changed([](GameState& s) { s.room(4).fire = true; }));
  CHECK(changed([](GameState& s) { std::swap(s.bag.front(), s.bag.back()); }));
  CHECK(changed([](GameState& s) { s.chance.rng.next(); }));
  CHECK(changed([](GameState& s) { s.chance.forced.noise.push_back(NoiseResult::Danger); }));
  CHECK(changed([](GameState& s) { addIntruder(s, IntruderType::Adult, 7); }));
}
