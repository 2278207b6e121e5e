// A stable 64-bit hash of a whole game state: FNV-1a over the bytes of the state's field list (fields.hpp,
// encoded as a snapshot encodes it, with the board's shape where a snapshot names the board). Equal on every
// platform for equal states, so replays can check it step by step and saves can prove a round trip.
#pragma once

#include <cstdint>
#include <string>

#include "engine/kernel/hex64.hpp"  // hashes are written as hex64
#include "state.hpp"

namespace nemesis {

[[nodiscard]] std::uint64_t stateHash(const GameState& s);

}  // namespace nemesis
