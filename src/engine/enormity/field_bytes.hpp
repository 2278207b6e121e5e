// Enormity's byte encoding of its two wrapped members (fields.hpp) for the kernel's writer: the state hash
// (hash.cpp) and a seat's view (seat_view.cpp). Internal to those files.
#pragma once

#include "engine/kernel/byte_writer.hpp"
#include "fields.hpp"

namespace nemesis::enormity {

// The map's contents, not its address: two games on equal maps in equal positions hash alike, and a seat's view
// carries the map it is played on.
template <class Sink>
void save(fields::ByteWriter<Sink>& w, const SharedMap& m) {
  w(*m.map);
}

template <class Sink>
void save(fields::ByteWriter<Sink>& w, const Generator& g) {
  w.fixed64(g.rng.state());
  w.fixed64(g.rng.increment());
}

}  // namespace nemesis::enormity
