#include "hash.hpp"

#include "field_bytes.hpp"

namespace nemesis::enormity {

std::uint64_t stateHash(const State& s) {
  fields::Fnv1a h;
  fields::ByteWriter<fields::Fnv1a> w(h, true);
  w(s);
  return h.value();
}

}  // namespace nemesis::enormity
