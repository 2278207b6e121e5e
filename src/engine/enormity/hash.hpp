// A stable 64-bit hash of a whole Enormity state and its readable dump, both driven by the one field list
// (fields.hpp). The hash is FNV-1a over the engine's byte encoding (field_bytes.hpp, as Nemesis's stateHash):
// equal on every platform for equal states, so replays can check it step by step and files prove a round trip.
#pragma once

#include <cstdint>
#include <string>

#include "state.hpp"

namespace nemesis::enormity {

[[nodiscard]] std::uint64_t stateHash(const State& s);

// Every field, one per line, as "path: value" ("spacers[0].space: 2,3", "roll.dice[1].rolled: 2"), in the
// order of the field list: for tests, the lab and bug reports.
[[nodiscard]] std::string dumpState(const State& s);

}  // namespace nemesis::enormity
