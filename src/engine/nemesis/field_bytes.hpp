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

// Reads what ByteWriter wrote and refuses anything else with a SnapshotError naming the source, the byte
// offset and the field ("autosave: byte 212 (current.characters[1].room): room 45 does not exist (0-29)").
// A list's length is checked against the bytes left before anything is allocated: every entry takes a byte
// at least. Ids are checked against their tables and the board; whether the position obeys the rules is
// the caller's business (snapshot.cpp).
class ByteReader : public cereal::InputArchive<ByteReader> {
 public:
  ByteReader(std::string_view bytes, std::size_t offset, std::shared_ptr<const Board> board, std::string source)
      : cereal::InputArchive<ByteReader>(this),
        bytes_(bytes),
        pos_(offset),
        board_(std::move(board)),
        source_(std::move(source)) {
    context_.board = board_.get();
  }

  [[noreturn]] void fail(const std::string& problem) const;

  std::uint8_t byte() {
    if (pos_ >= bytes_.size()) fail("the data ends too early");
    return static_cast<std::uint8_t>(bytes_[pos_++]);
  }
  std::uint64_t varint() {
    std::uint64_t v = 0;
    for (unsigned shift = 0;; shift += 7) {
      const std::uint8_t b = byte();
      if (shift == 63 && b > 1) fail("a number longer than 64 bits");
      v |= static_cast<std::uint64_t>(b & 0x7FU) << shift;
      if ((b & 0x80U) == 0) return v;
    }
  }
  std::int64_t integer() {
    const std::uint64_t z = varint();
    return static_cast<std::int64_t>(z >> 1U) ^ -static_cast<std::int64_t>(z & 1U);
  }
  int int32() {
    const std::int64_t v = integer();
    if (v < INT32_MIN || v > INT32_MAX) fail("the number " + std::to_string(v) + " is too large");
    return static_cast<int>(v);
  }
  std::uint64_t fixed64() {
    std::uint64_t v = 0;
    for (int i = 0; i < 8; ++i) v |= static_cast<std::uint64_t>(byte()) << (8 * i);
    return v;
  }
  // A length, refused when larger than the bytes left (each entry takes one byte at least).
  std::size_t length() {
    const std::uint64_t n = varint();
    if (n > remaining()) {
      fail("a length of " + std::to_string(n) + " but only " + std::to_string(remaining()) + " bytes are left");
    }
    return static_cast<std::size_t>(n);
  }
  std::string_view take(std::size_t n) {
    if (n > remaining()) fail("the data ends too early");
    const std::string_view out = bytes_.substr(pos_, n);
    pos_ += n;
    return out;
  }
  template <class D, bool O>
  void checkId(int v) {
    const int count = D::count(context_);
    if ((v < 0 || v >= count) && !(O && v == -1)) {
      fail(std::string(D::kWhat) + " " + std::to_string(v) + " does not exist (" +
           (count == 0 ? std::string("there are none") : "0-" + std::to_string(count - 1)) + ")");
    }
  }

  [[nodiscard]] std::size_t remaining() const { return bytes_.size() - pos_; }
  [[nodiscard]] std::size_t offset() const { return pos_; }
  Context& context() { return context_; }
  [[nodiscard]] const std::shared_ptr<const Board>& board() const { return board_; }

  // The field path for messages: names pushed by name-value pairs, list positions by lists.
  struct PathPart {
    const char* name;
    std::size_t index;
  };
  void enter(const char* name) { path_.push_back({name, 0}); }
  void enterIndex(std::size_t i) { path_.push_back({nullptr, i}); }
  void leave() { path_.pop_back(); }
  [[nodiscard]] std::string path() const;

 private:
  std::string_view bytes_;
  std::size_t pos_;
  std::shared_ptr<const Board> board_;
  std::string source_;
  Context context_;
  std::vector<PathPart> path_;
};

inline std::string ByteReader::path() const {
  std::string out;
  for (const PathPart& p : path_) {
    if (p.name != nullptr) {
      out += (out.empty() ? "" : ".") + std::string(p.name);
    } else {
      out += "[" + std::to_string(p.index) + "]";
    }
  }
  return out.empty() ? "header" : out;
}

inline void ByteReader::fail(const std::string& problem) const {
  throw SnapshotError(source_ + ": byte " + std::to_string(pos_) + " (" + path() + "): " + problem);
}

template <class T>
requires std::is_arithmetic_v<T>
void CEREAL_LOAD_FUNCTION_NAME(ByteReader& r, T& v) {
  if constexpr (std::is_same_v<T, std::uint64_t>) {
    v = r.fixed64();
  } else if constexpr (std::is_same_v<T, bool>) {
    const std::uint64_t b = r.varint();
    if (b > 1) r.fail("expected 0 or 1 (false or true), got " + std::to_string(b));
    v = b == 1;
  } else if constexpr (std::is_unsigned_v<T>) {
    const std::uint64_t b = r.varint();
    if (b > std::numeric_limits<T>::max()) r.fail("the number " + std::to_string(b) + " is too large");
    v = static_cast<T>(b);
  } else {
    static_assert(std::is_same_v<T, int>, "the field lists hold ints, bools, bytes and 64-bit values");
    v = r.int32();
  }
}

template <class E>
requires std::is_enum_v<E>
void CEREAL_LOAD_MINIMAL_FUNCTION_NAME(const ByteReader& r, E& v, const std::uint32_t& raw) {
  const auto e = static_cast<E>(raw);
  if (raw > std::numeric_limits<std::underlying_type_t<E>>::max() || enumWord(e).empty())
    r.fail("unknown value " + std::to_string(raw));
  v = e;
}

template <class T>
void CEREAL_LOAD_FUNCTION_NAME(ByteReader& r, cereal::NameValuePair<T>& f) {
  r.enter(f.name);
  r(f.value);
  r.leave();
}

// The entries are appended as they are read, so the memory grows with the bytes actually decoded, not with
// what a length claims (reserving up front for a claimed length of big entries could take far more memory
// than the input's size).
template <class T>
void readEntries(ByteReader& r, std::vector<T>& v, std::size_t n) {
  v.clear();
  v.reserve(std::min<std::size_t>(n, 64));
  for (std::size_t i = 0; i < n; ++i) {
    r.enterIndex(i);
    r(v.emplace_back());
    r.leave();
  }
}

template <class T>
void CEREAL_LOAD_FUNCTION_NAME(ByteReader& r, std::vector<T>& v) {
  readEntries(r, v, r.length());
}

template <class T, std::size_t N>
void CEREAL_LOAD_FUNCTION_NAME(ByteReader& r, std::array<T, N>& v) {
  for (std::size_t i = 0; i < N; ++i) {
    r.enterIndex(i);
    r(v[i]);
    r.leave();
  }
}

inline void CEREAL_LOAD_FUNCTION_NAME(ByteReader& r, std::string& v) {
  v = std::string(r.take(r.length()));
}

template <class... Ts>
void CEREAL_LOAD_FUNCTION_NAME(ByteReader& r, std::variant<Ts...>& v) {
  const std::uint64_t kind = r.varint();
  if (kind >= sizeof...(Ts)) {
    r.fail("unknown kind " + std::to_string(kind) + " (there are " + std::to_string(sizeof...(Ts)) + ")");
  }
  // The alternative of that index, default-constructed, then read in place.
  const auto readAlternative = [&]<std::size_t... I>(std::index_sequence<I...>) {
    const bool read = ((kind == I && (r(v.template emplace<I>()), true)) || ...);
    static_cast<void>(read);
  };
  readAlternative(std::index_sequence_for<Ts...>{});
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
