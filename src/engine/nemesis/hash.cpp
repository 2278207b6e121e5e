#include "hash.hpp"

#include "field_bytes.hpp"

namespace nemesis {

std::uint64_t stateHash(const GameState& s) {
  fields::Fnv1a h;
  fields::ByteWriter<fields::Fnv1a> w(h, true);
  w(s);
  return h.value();
}

}  // namespace nemesis
