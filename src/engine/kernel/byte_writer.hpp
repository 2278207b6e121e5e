// The byte encoding of a game's field lists (each game's fields.hpp), the writing half: one writer for the
// state hash (bytes fed to FNV-1a) and a binary snapshot (bytes appended to a string). Little-endian and fixed
// by this file, not by the platform: ints are zigzag LEB128 varints (most values are small, so most take one
// byte), bools and enums one varint, 64-bit values 8 bytes, lists their length first. A game adds the save
// functions of its own field types beside its field lists.
#pragma once

#include <cereal/cereal.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>
#include <vector>

#include "fnv1a.hpp"

namespace nemesis::fields {

using nemesis::Fnv1a;

struct StringSink {
  std::string& out;
  void put(std::uint8_t b) { out.push_back(static_cast<char>(b)); }
  void put(std::string_view bytes) { out.append(bytes); }
};

template <class Sink>
class ByteWriter : public cereal::OutputArchive<ByteWriter<Sink>> {
 public:
  // `forHash`: the bytes feed a state hash rather than a snapshot (a game's field list may write a shared
  // piece, such as a board, in full for the hash and by name for a snapshot).
  ByteWriter(Sink& sink, bool forHash)
      : cereal::OutputArchive<ByteWriter<Sink>>(this), sink_(sink), forHash_(forHash) {}

  void varint(std::uint64_t v) {
    while (v >= 0x80U) {
      sink_.put(static_cast<std::uint8_t>(v | 0x80U));
      v >>= 7U;
    }
    sink_.put(static_cast<std::uint8_t>(v));
  }
  void integer(std::int64_t v) { varint((static_cast<std::uint64_t>(v) << 1U) ^ static_cast<std::uint64_t>(v >> 63)); }
  void fixed64(std::uint64_t v) {
    for (int i = 0; i < 8; ++i) sink_.put(static_cast<std::uint8_t>(v >> (8 * i)));
  }
  void bytes(std::string_view b) {
    varint(b.size());
    sink_.put(b);
  }
  [[nodiscard]] bool forHash() const { return forHash_; }
  Sink& sink() { return sink_; }

 private:
  Sink& sink_;
  bool forHash_;
};

template <class Sink, class T>
requires std::is_arithmetic_v<T>
void CEREAL_SAVE_FUNCTION_NAME(ByteWriter<Sink>& w, const T& v) {
  if constexpr (std::is_same_v<T, std::uint64_t>) {
    w.fixed64(v);
  } else if constexpr (std::is_same_v<T, bool> || std::is_unsigned_v<T>) {
    w.varint(static_cast<std::uint64_t>(v));
  } else {
    static_assert(std::is_integral_v<T>, "the field lists hold no floating-point values");
    w.integer(static_cast<std::int64_t>(v));
  }
}

// Enums go through save_minimal/load_minimal, as cereal's own enum support (cereal/types/common.hpp, which
// cereal.hpp always includes) does; these are more specialised than its versions, and the reader checks them.
template <class Sink, class E>
requires std::is_enum_v<E> std::uint32_t CEREAL_SAVE_MINIMAL_FUNCTION_NAME(const ByteWriter<Sink>&, const E& v) {
  return static_cast<std::uint32_t>(v);
}

template <class Sink, class T>
void CEREAL_SAVE_FUNCTION_NAME(ByteWriter<Sink>& w, const cereal::NameValuePair<T>& f) {
  w(f.value);
}

template <class Sink, class T>
void CEREAL_SAVE_FUNCTION_NAME(ByteWriter<Sink>& w, const std::vector<T>& v) {
  w.varint(v.size());
  for (const T& x : v) w(x);
}

template <class Sink, class T, std::size_t N>
void CEREAL_SAVE_FUNCTION_NAME(ByteWriter<Sink>& w, const std::array<T, N>& v) {
  for (const T& x : v) w(x);
}

template <class Sink>
void CEREAL_SAVE_FUNCTION_NAME(ByteWriter<Sink>& w, const std::string& v) {
  w.bytes(v);
}

template <class Sink, class... Ts>
void CEREAL_SAVE_FUNCTION_NAME(ByteWriter<Sink>& w, const std::variant<Ts...>& v) {
  w.varint(v.index());
  std::visit([&](const auto& x) { w(x); }, v);
}

// The bytes a value's field lists write, with no header: an undo checkpoint, a seat's view, a command's events.
// (Call it where the game's own save functions are declared: its field_bytes.hpp.)
template <class T>
[[nodiscard]] std::string bytesOf(const T& value) {
  std::string out;
  StringSink sink{out};
  ByteWriter<StringSink> w(sink, false);
  w(value);
  return out;
}

}  // namespace nemesis::fields
