// How hashes and the generator's state are written (replays, saves, the lab): 16 lowercase hexadecimal digits.
#pragma once

#include <cstdint>
#include <string>

namespace nemesis {

[[nodiscard]] std::string hex64(std::uint64_t v);

}  // namespace nemesis
