// Walks the field lists (fields.hpp) by type rather than by value: every record reachable from a type, each
// field's name, and a tag for each leaf's kind, visiting one default element of each list and every
// alternative of each variant. snapshot.cpp hashes the walk into the snapshot schema fingerprint;
// tests/test_fields.cpp checks with it that every struct lists all its fields.
// A Visitor has: template <class T> beginRecord(const T&), endRecord(), field(const char* name) and
// leaf(std::string_view tag).
#pragma once

#include <cereal/cereal.hpp>

#include <limits>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>
#include <vector>

#include "fields.hpp"

namespace nemesis::fields {

template <class Visitor>
class SchemaWalker : public cereal::OutputArchive<SchemaWalker<Visitor>> {
 public:
  explicit SchemaWalker(Visitor& v) : cereal::OutputArchive<SchemaWalker<Visitor>>(this), visitor_(v) {}
  Visitor& visitor() { return visitor_; }

  // A default value of T, walked as the representative of its list, array or variant alternative.
  template <class T>
  void walkDefault() {
    T value{};
    (*this)(value);
  }

 private:
  Visitor& visitor_;
};

template <class V, class T>
requires FieldRecord<T, SchemaWalker<V>>
void prologue(SchemaWalker<V>& w, const T& t) {
  w.visitor().beginRecord(t);
}
template <class V, class T>
requires FieldRecord<T, SchemaWalker<V>>
void epilogue(SchemaWalker<V>& w, const T&) {
  w.visitor().endRecord();
}

template <class V, class T>
requires std::is_arithmetic_v<T>
void CEREAL_SAVE_FUNCTION_NAME(SchemaWalker<V>& w, const T&) {
  if constexpr (std::is_same_v<T, bool>) {
    w.visitor().leaf("bool");
  } else {
    w.visitor().leaf((std::is_signed_v<T> ? "int" : "uint") + std::to_string(8 * sizeof(T)));
  }
}

// An enum is described by every value and word it has, so renumbering one is a schema change as well. Enums go
// through save_minimal (as in cereal/types/common.hpp): the walker sees the description as a string.
template <class V, class E>
requires std::is_enum_v<E> std::string CEREAL_SAVE_MINIMAL_FUNCTION_NAME(const SchemaWalker<V>&, const E&) {
  std::string tag = "enum";
  for (unsigned i = 0; i <= std::numeric_limits<std::underlying_type_t<E>>::max() && i < 1024; ++i) {
    const std::string_view word = enumWord(static_cast<E>(i));
    if (!word.empty()) tag += " " + std::to_string(i) + "=" + std::string(word);
  }
  return tag;
}

template <class V, class T>
void CEREAL_SAVE_FUNCTION_NAME(SchemaWalker<V>& w, const cereal::NameValuePair<T>& f) {
  w.visitor().field(f.name);
  w(f.value);
}

template <class V, class T>
void CEREAL_SAVE_FUNCTION_NAME(SchemaWalker<V>& w, const std::vector<T>&) {
  w.visitor().leaf("list");
  w.template walkDefault<T>();
}

template <class V, class T, std::size_t N>
void CEREAL_SAVE_FUNCTION_NAME(SchemaWalker<V>& w, const std::array<T, N>&) {
  w.visitor().leaf("array " + std::to_string(N));
  w.template walkDefault<T>();
}

// A string field walks as "string"; an enum's description (above) as itself.
template <class V>
void CEREAL_SAVE_FUNCTION_NAME(SchemaWalker<V>& w, const std::string& s) {
  w.visitor().leaf(s.empty() ? std::string_view("string") : std::string_view(s));
}

template <class V, class... Ts>
void CEREAL_SAVE_FUNCTION_NAME(SchemaWalker<V>& w, const std::variant<Ts...>&) {
  w.visitor().leaf("variant " + std::to_string(sizeof...(Ts)));
  (w.template walkDefault<Ts>(), ...);
}

template <class V, class D, bool O>
void CEREAL_SAVE_FUNCTION_NAME(SchemaWalker<V>& w, const Id<D, O>&) {
  w.visitor().leaf(std::string(O ? "optional id " : "id ") + std::string(D::kWhat));
}

template <class V, int Lo, int Hi>
void CEREAL_SAVE_FUNCTION_NAME(SchemaWalker<V>& w, const Bounded<Lo, Hi>&) {
  w.visitor().leaf("int " + std::to_string(Lo) + ".." + std::to_string(Hi));
}

template <class V, class D>
void CEREAL_SAVE_FUNCTION_NAME(SchemaWalker<V>& w, const Ids<D>&) {
  w.visitor().leaf("ids " + std::string(D::kWhat));
}

template <class V, class D, class T>
void CEREAL_SAVE_FUNCTION_NAME(SchemaWalker<V>& w, const PerIndex<D, T>&) {
  w.visitor().leaf("per " + std::string(D::kWhat));
  w.template walkDefault<T>();
}

template <class V, class C>
void CEREAL_SAVE_FUNCTION_NAME(SchemaWalker<V>& w, const CharacterListOf<C>&) {
  w.visitor().leaf("characters");
  w.template walkDefault<C>();
}

template <class V>
void CEREAL_SAVE_FUNCTION_NAME(SchemaWalker<V>& w, const Cards&) {
  w.visitor().leaf("cards");
  w.template walkDefault<Card>();
}

template <class V>
void CEREAL_SAVE_FUNCTION_NAME(SchemaWalker<V>& w, const BoardShape&) {
  w.visitor().leaf("board");
}

template <class V>
void CEREAL_SAVE_FUNCTION_NAME(SchemaWalker<V>& w, const Generator&) {
  w.visitor().leaf("pcg32");
}

}  // namespace nemesis::fields
