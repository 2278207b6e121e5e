#include "hash.hpp"

#include <cstdio>

#include "field_bytes.hpp"

namespace nemesis {

std::uint64_t stateHash(const GameState& s) {
  fields::Fnv1a h;
  fields::ByteWriter<fields::Fnv1a> w(h, true);
  w(s);
  return h.value();
}

std::string hex64(std::uint64_t v) {
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(v));
  return text;
}

}  // namespace nemesis
