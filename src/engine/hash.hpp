// A stable 64-bit hash of a whole game state (FNV-1a over a fixed field order): equal on every platform
// for equal states, so replays can check it step by step and saves can prove a round trip.
#pragma once

#include <cstdint>

#include "state.hpp"

namespace nemesis {

[[nodiscard]] std::uint64_t stateHash(const GameState& s);

}  // namespace nemesis
