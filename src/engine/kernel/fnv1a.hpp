// FNV-1a, 64 bits: the one byte hash of the engine (the state hash, the snapshot's checksum, the names of the
// atomic writer's temporary files). Stable on every platform; not a defence against a deliberate collision.
#pragma once

#include <cstdint>
#include <string_view>

namespace nemesis {

class Fnv1a {
 public:
  void put(std::uint8_t b) { h_ = (h_ ^ b) * 0x100000001b3ULL; }
  void put(std::string_view bytes) {
    for (char c : bytes) put(static_cast<std::uint8_t>(c));
  }
  [[nodiscard]] std::uint64_t value() const { return h_; }

 private:
  std::uint64_t h_ = 0xcbf29ce484222325ULL;
};

}  // namespace nemesis
