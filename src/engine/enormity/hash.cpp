#include "hash.hpp"

#include "engine/kernel/byte_writer.hpp"
#include "fields.hpp"

namespace nemesis::enormity {

// The map's contents, not its address: two games on equal maps in equal positions hash alike.
template <class Sink>
void save(fields::ByteWriter<Sink>& w, const SharedMap& m) {
  w(*m.map);
}

template <class Sink>
void save(fields::ByteWriter<Sink>& w, const Generator& g) {
  w.fixed64(g.rng.state());
  w.fixed64(g.rng.increment());
}

std::uint64_t stateHash(const State& s) {
  fields::Fnv1a h;
  fields::ByteWriter<fields::Fnv1a> w(h, true);
  w(s);
  return h.value();
}

}  // namespace nemesis::enormity
