// Enormity scenario files ("format": "enormity-scenario", version 1; docs/enormity-formats.md "Scenarios"): a
// position to play from, short when written by hand (every field but the map and the Spacers has a default),
// complete when written by writeScenario (the data embedded, the generator, a roll in progress, the queue and a
// pending decision): parseScenario(writeScenario(s)) has the hash of s.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "data_error.hpp"
#include "state.hpp"

namespace nemesis::enormity {

inline constexpr int kScenarioVersion = 1;
inline constexpr std::size_t kMaxScenarioFileBytes = std::size_t{1} << 20U;  // a full save is ~5 KB

// Reads a scenario. `assetsDir` is where data named by the file are found: maps/NAME.json, intruders/NAME.json,
// NAME.json for the dice and the Blip pool (assets/enormity in the source tree). Throws DataError,
// "FILE: FIELD: PROBLEM"; a state that breaks an invariant (invariants.hpp) is refused as well, and so is a text
// longer than kMaxScenarioFileBytes, however it was read (the one limit of the kind, in the lab and the client).
[[nodiscard]] State parseScenario(std::string_view text, const std::string& source, const std::string& assetsDir);
[[nodiscard]] State loadScenario(const std::string& path, const std::string& assetsDir);

// Every field, the data embedded.
[[nodiscard]] std::string writeScenario(const State& s);

}  // namespace nemesis::enormity
