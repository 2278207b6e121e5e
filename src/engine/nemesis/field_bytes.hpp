// Nemesis's byte encoding of its field lists (fields.hpp): the save functions of its own field types for the
// kernel's writer (byte_writer.hpp: the state hash and the binary snapshot), and the reader that checks every
// byte it decodes. Internal to hash.cpp and snapshot.cpp.
#pragma once

#include <cereal/cereal.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>
#include <vector>

#include "engine/kernel/byte_reader.hpp"
#include "engine/kernel/byte_writer.hpp"
#include "fields.hpp"
#include "snapshot.hpp"

namespace nemesis::fields {

// The board's shape: room count, and each corridor's two rooms and noise numbers (not its name or layout).
template <class Sink>
void putBoardShape(Sink& sink, const Board& b) {
  ByteWriter<Sink> w(sink, false);
  w.varint(static_cast<std::uint64_t>(b.roomCount()));
  w.varint(static_cast<std::uint64_t>(b.corridorCount()));
  for (const nemesis::Corridor& c : b.corridors) {
    w.integer(c.rooms[0]);
    w.integer(c.rooms[1]);
    w.varint(c.numbersMask);
  }
}

template <class Sink, class D, bool O>
void CEREAL_SAVE_FUNCTION_NAME(ByteWriter<Sink>& w, const Id<D, O>& id) {
  w.integer(id.value);
}

template <class Sink, int Lo, int Hi>
void CEREAL_SAVE_FUNCTION_NAME(ByteWriter<Sink>& w, const Bounded<Lo, Hi>& n) {
  w.integer(n.value);
}

template <class Sink, class D>
void CEREAL_SAVE_FUNCTION_NAME(ByteWriter<Sink>& w, const Ids<D>& ids) {
  w(ids.values);
}

template <class Sink, class D, class T>
void CEREAL_SAVE_FUNCTION_NAME(ByteWriter<Sink>& w, const PerIndex<D, T>& table) {
  w(table.values);
}

template <class Sink, class C>
void CEREAL_SAVE_FUNCTION_NAME(ByteWriter<Sink>& w, const CharacterListOf<C>& list) {
  w(list.values);
}

template <class Sink>
void CEREAL_SAVE_FUNCTION_NAME(ByteWriter<Sink>& w, const Cards& pile) {
  w(pile.cards);
}

template <class Sink>
void CEREAL_SAVE_FUNCTION_NAME(ByteWriter<Sink>& w, const BoardShape& board) {
  if (w.forHash()) putBoardShape(w.sink(), *board.board);
}

template <class Sink>
void CEREAL_SAVE_FUNCTION_NAME(ByteWriter<Sink>& w, const Generator& g) {
  w.fixed64(g.rng.state());
  w.fixed64(g.rng.increment());
}

// Reads what ByteWriter wrote (engine/kernel/byte_reader.hpp) and throws a SnapshotError naming the source, the
// byte offset and the field; ids are checked against their tables and the board. Whether the position obeys
// the rules is the caller's business (snapshot.cpp).
class ByteReader : public BasicByteReader<ByteReader> {
 public:
  ByteReader(std::string_view bytes, std::size_t offset, std::shared_ptr<const Board> board, std::string source)
      : BasicByteReader<ByteReader>(this, bytes, offset, std::move(source)), board_(std::move(board)) {
    context_.board = board_.get();
  }

  [[noreturn]] static void raise(const std::string& message) { throw SnapshotError(message); }
  template <class E>
  [[nodiscard]] bool knownEnum(E e) const {
    return !enumWord(e).empty();
  }

  template <class D, bool O>
  void checkId(int v) {
    const int count = D::count(context_);
    if ((v < 0 || v >= count) && !(O && v == -1)) {
      fail(std::string(D::kWhat) + " " + std::to_string(v) + " does not exist (" +
           (count == 0 ? std::string("there are none") : "0-" + std::to_string(count - 1)) + ")");
    }
  }

  Context& context() { return context_; }
  [[nodiscard]] const std::shared_ptr<const Board>& board() const { return board_; }

 private:
  std::shared_ptr<const Board> board_;
  Context context_;
};

template <class E>
requires std::is_enum_v<E>
void CEREAL_LOAD_MINIMAL_FUNCTION_NAME(const ByteReader& r, E& v, const std::uint32_t& raw) {
  r.readEnum(v, raw);
}

template <class D, bool O>
void CEREAL_LOAD_FUNCTION_NAME(ByteReader& r, Id<D, O>& id) {
  const int v = r.int32();
  r.checkId<D, O>(v);
  id.value = v;
}

template <int Lo, int Hi>
void CEREAL_LOAD_FUNCTION_NAME(ByteReader& r, Bounded<Lo, Hi>& n) {
  const int v = r.int32();
  if (v < Lo || v > Hi) r.fail(std::to_string(v) + " is outside " + std::to_string(Lo) + "-" + std::to_string(Hi));
  n.value = v;
}

template <class D>
void CEREAL_LOAD_FUNCTION_NAME(ByteReader& r, Ids<D>& ids) {
  const std::size_t n = r.length();
  ids.values.clear();
  ids.values.reserve(n);
  for (std::size_t i = 0; i < n; ++i) {
    r.enterIndex(i);
    const int v = r.int32();
    r.checkId<D, false>(v);
    ids.values.push_back(v);
    r.leave();
  }
}

template <class D, class T>
void CEREAL_LOAD_FUNCTION_NAME(ByteReader& r, PerIndex<D, T>& table) {
  const std::size_t at = r.offset();
  r(table.values);
  const auto expected = static_cast<std::size_t>(D::count(r.context()));
  if (table.values.size() != expected) {
    r.fail("the table has " + std::to_string(table.values.size()) + " entries (from byte " + std::to_string(at) +
           ") but the board has " + std::to_string(expected) + " " + std::string(D::kWhat) + "s");
  }
}

template <class C>
void CEREAL_LOAD_FUNCTION_NAME(ByteReader& r, CharacterListOf<C>& list) {
  const std::size_t n = r.length();
  if (n > static_cast<std::size_t>(kMaxCharacters)) {
    r.fail(std::to_string(n) + " characters (a game has at most " + std::to_string(kMaxCharacters) + ")");
  }
  readEntries(r, list.values, n);
  r.context().characters = static_cast<int>(n);
}

inline void CEREAL_LOAD_FUNCTION_NAME(ByteReader& r, Cards& pile) {
  r(pile.cards);
}

inline void CEREAL_LOAD_FUNCTION_NAME(ByteReader& r, BoardShape& board) {
  board.board = r.board();
}

inline void CEREAL_LOAD_FUNCTION_NAME(ByteReader& r, Generator& g) {
  const std::uint64_t state = r.fixed64();
  const std::uint64_t increment = r.fixed64();
  g.rng.restore(state, increment);
}

}  // namespace nemesis::fields

// cereal finds an input archive's output twin through this trait (for its save_minimal checks).
template <>
struct cereal::traits::detail::get_output_from_input<nemesis::fields::ByteReader> {
  // NOLINTNEXTLINE(readability-identifier-naming): cereal names it
  using type = nemesis::fields::ByteWriter<nemesis::fields::StringSink>;
};
