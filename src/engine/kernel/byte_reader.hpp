// The byte encoding of a game's field lists, the reading half (byte_writer.hpp writes): reads what the writer
// wrote and refuses anything else, naming the source, the byte offset and the field ("autosave: byte 212
// (current.characters[1].room): room 45 does not exist (0-29)"). A list's length is checked against the bytes
// left before anything is allocated: every entry takes a byte at least. Each game derives its reader from this
// one (CRTP: cereal finds the load functions by the final archive's type) and adds its error type, which enum
// values exist, and the load functions of its own field types; whether a position obeys the rules is the
// game's business.
#pragma once

#include <cereal/cereal.hpp>

#include <algorithm>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

namespace nemesis::fields {

// Derived provides: `[[noreturn]] static void raise(const std::string& message)` (throws its error type) and
// `template <class E> bool knownEnum(E e) const` (the value names one of the enum's members).
template <class Derived>
class BasicByteReader : public cereal::InputArchive<Derived> {
 public:
  // `derived`: the derived reader, passed by it (a downcast of `this` here, before it is built, is undefined).
  BasicByteReader(Derived* derived, std::string_view bytes, std::size_t offset, std::string source)
      : cereal::InputArchive<Derived>(derived), bytes_(bytes), pos_(offset), source_(std::move(source)) {}

  [[noreturn]] void fail(const std::string& problem) const {
    Derived::raise(source_ + ": byte " + std::to_string(pos_) + " (" + path() + "): " + problem);
  }

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
  // Refuses bytes left after the value (`what`: "the view").
  void requireEnd(const std::string& what) const {
    if (remaining() != 0) fail(std::to_string(remaining()) + " bytes follow the end of " + what);
  }

  [[nodiscard]] std::size_t remaining() const { return bytes_.size() - pos_; }
  [[nodiscard]] std::size_t offset() const { return pos_; }

  // The field path for messages: names pushed by name-value pairs, list positions by lists.
  void enter(const char* name) { path_.push_back({name, 0}); }
  void enterIndex(std::size_t i) { path_.push_back({nullptr, i}); }
  void leave() { path_.pop_back(); }
  [[nodiscard]] std::string path() const {
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

  // An enum's value as its save_minimal wrote it, refused unless it names a member (each game's reader declares
  // its load_minimal with its own type, calling this: cereal's own enum loader would otherwise be as good a match).
  template <class E>
  void readEnum(E& v, std::uint32_t raw) const {
    const auto e = static_cast<E>(raw);
    if (raw > std::numeric_limits<std::underlying_type_t<E>>::max() ||
        !static_cast<const Derived*>(this)->knownEnum(e)) {
      fail("unknown value " + std::to_string(raw));
    }
    v = e;
  }

 private:
  struct PathPart {
    const char* name;
    std::size_t index;
  };
  std::string_view bytes_;
  std::size_t pos_;
  std::string source_;
  std::vector<PathPart> path_;
};

template <class R>
concept FieldReader = std::derived_from<R, BasicByteReader<R>>;

template <FieldReader R, class T>
requires std::is_arithmetic_v<T>
void CEREAL_LOAD_FUNCTION_NAME(R& r, T& v) {
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

template <FieldReader R, class T>
void CEREAL_LOAD_FUNCTION_NAME(R& r, cereal::NameValuePair<T>& f) {
  r.enter(f.name);
  r(f.value);
  r.leave();
}

// The entries are appended as they are read, so the memory grows with the bytes actually decoded, not with
// what a length claims (reserving up front for a claimed length of big entries could take far more memory
// than the input's size).
template <FieldReader R, class T>
void readEntries(R& r, std::vector<T>& v, std::size_t n) {
  v.clear();
  v.reserve(std::min<std::size_t>(n, 64));
  for (std::size_t i = 0; i < n; ++i) {
    r.enterIndex(i);
    r(v.emplace_back());
    r.leave();
  }
}

template <FieldReader R, class T>
void CEREAL_LOAD_FUNCTION_NAME(R& r, std::vector<T>& v) {
  readEntries(r, v, r.length());
}

template <FieldReader R, class T, std::size_t N>
void CEREAL_LOAD_FUNCTION_NAME(R& r, std::array<T, N>& v) {
  for (std::size_t i = 0; i < N; ++i) {
    r.enterIndex(i);
    r(v[i]);
    r.leave();
  }
}

template <FieldReader R>
void CEREAL_LOAD_FUNCTION_NAME(R& r, std::string& v) {
  v = std::string(r.take(r.length()));
}

template <FieldReader R, class... Ts>
void CEREAL_LOAD_FUNCTION_NAME(R& r, std::variant<Ts...>& v) {
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

}  // namespace nemesis::fields
