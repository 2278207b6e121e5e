#include "lab_tree.hpp"

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "engine/nemesis/engine.hpp"
#include "engine/nemesis/fields.hpp"
#include "engine/nemesis/hash.hpp"

namespace lab::tree {

namespace {

namespace f = nemesis::fields;
namespace sn = nemesis::scenario_names;
using nemesis::GameState;
using rapidjson::Value;

}  // namespace

// A cereal output archive that builds a RapidJSON value: a record (a struct with a field list) becomes an
// object with a member per field, a list an array; the wrappers of fields.hpp say how an id is presented.
class TreeWriter : public cereal::OutputArchive<TreeWriter> {
 public:
  TreeWriter(const GameState& s, Presentation mode, Allocator& a)
      : cereal::OutputArchive<TreeWriter>(this), s_(s), mode_(mode), a_(a) {
    context_.board = s.board.get();
    context_.characters = s.characterCount();
    context_.state = &s;
  }

  [[nodiscard]] bool data() const { return mode_ == Presentation::Data; }
  [[nodiscard]] const GameState& state() const { return s_; }
  [[nodiscard]] const f::Context& context() const { return context_; }
  Allocator& allocator() { return a_; }
  Value& root() { return root_; }

  void key(const char* k) { key_ = k; }
  void add(Value v) {
    if (open_.empty()) {
      root_ = std::move(v);
    } else if (Value& top = *open_.back(); top.IsObject()) {
      top.AddMember(rapidjson::StringRef(key_), v, a_);
    } else {
      top.PushBack(v, a_);
    }
  }
  void add(const char* k, Value v) {
    key(k);
    add(std::move(v));
  }
  Value text(std::string_view t) { return {t.data(), static_cast<rapidjson::SizeType>(t.size()), a_}; }
  // Adds an empty object or array and makes it the one the next values go into, until close().
  void open(rapidjson::Type type) {
    if (open_.empty()) {
      root_ = Value(type);
      open_.push_back(&root_);
      return;
    }
    Value& top = *open_.back();
    if (top.IsObject()) {
      top.AddMember(rapidjson::StringRef(key_), Value(type), a_);
      open_.push_back(&(top.MemberEnd() - 1)->value);
    } else {
      top.PushBack(Value(type), a_);
      open_.push_back(&top[top.Size() - 1]);
    }
  }
  void close() { open_.pop_back(); }

  // One id of a domain, presented: null when none (or not an id of that table).
  template <class D>
  Value present(int v) {
    if (v < 0 || v >= D::count(context_)) return {};
    const nemesis::Board& b = s_.topo();
    if constexpr (std::is_same_v<D, f::Rooms>) {
      const int label = b.room(v).label;
      if (data()) return Value(label);
      const nemesis::RoomState& r = s_.room(v);
      return text(std::to_string(label) + " (" +
                  (r.explored ? std::string(nemesis::tileInfo(r.tile).name) : std::string("unexplored")) + ")");
    } else if constexpr (std::is_same_v<D, f::Corridors> || std::is_same_v<D, f::Passages>) {
      if (!data()) return text(nemesis::corridorName(s_.topo(), v));
      if (b.isTechSpace(v)) return text(sn::kTechnical);
      Value ends(rapidjson::kArrayType);
      ends.PushBack(b.room(b.corridor(v).rooms[0]).label, a_);
      ends.PushBack(b.room(b.corridor(v).rooms[1]).label, a_);
      return ends;
    } else if constexpr (std::is_same_v<D, f::Characters>) {
      const nemesis::CharacterClass cls = s_.character(v).cls;
      return text(data() ? f::enumWord(cls) : f::displayName(cls));
    } else if constexpr (std::is_same_v<D, f::IntruderTokens>) {
      if (!data()) return text(sn::intruderTokenName(v, true));
      const nemesis::IntruderToken& t = nemesis::kIntruderTokens[static_cast<std::size_t>(v)];
      Value o(rapidjson::kObjectType);
      o.AddMember("id", v, a_);
      o.AddMember("type", text(f::enumWord(t.type)), a_);
      o.AddMember("number", t.number, a_);
      return o;
    } else if constexpr (std::is_same_v<D, f::ExplorationTokens>) {
      if (!data()) return text(sn::explorationTokenName(v, true));
      const nemesis::ExplorationToken& t = nemesis::kExplorationTokens[static_cast<std::size_t>(v)];
      Value o(rapidjson::kObjectType);
      o.AddMember("id", v, a_);
      o.AddMember("effect", text(f::enumWord(t.effect)), a_);
      o.AddMember("items", t.items, a_);
      return o;
    } else if constexpr (std::is_same_v<D, f::AttackCards>) {
      if (!data()) return text(sn::attackCardName(v, true));
      Value o(rapidjson::kObjectType);
      o.AddMember("id", v, a_);
      o.AddMember("kind", text(f::enumWord(nemesis::kAttackCards[static_cast<std::size_t>(v)].kind)), a_);
      return o;
    } else {
      static_assert(std::is_same_v<D, f::EventCards>);
      const std::string_view name = nemesis::kEventCards[static_cast<std::size_t>(v)].name;
      if (!data()) return text("#" + std::to_string(v + 1) + " " + std::string(name));
      Value o(rapidjson::kObjectType);
      o.AddMember("id", v, a_);
      o.AddMember("number", v + 1, a_);
      o.AddMember("name", text(name), a_);
      return o;
    }
  }

 private:
  const GameState& s_;
  Presentation mode_;
  Allocator& a_;
  f::Context context_;
  Value root_;
  std::vector<Value*> open_;
  const char* key_ = "";
};

// A record opens an object, unless a save of its own below presents it (cereal::specialize says which).
template <class T>
concept TreeRecord = f::FieldRecord<T, TreeWriter> && !cereal::traits::is_specialized<T, TreeWriter>::value;

template <class T>
requires TreeRecord<T>
void prologue(TreeWriter& w, const T&) {
  w.open(rapidjson::kObjectType);
}
template <class T>
requires TreeRecord<T>
void epilogue(TreeWriter& w, const T&) {
  w.close();
}

// A record's fields into the object already open (to add a key before them, or to merge a variant's kind).
template <class T>
void fieldsOf(TreeWriter& w, const T& record) {
  serialize(w, const_cast<T&>(record));  // NOLINT(cppcoreguidelines-pro-type-const-cast): serialize only reads here
}

template <class T>
requires std::is_arithmetic_v<T>
void CEREAL_SAVE_FUNCTION_NAME(TreeWriter& w, const T& v) {
  if constexpr (std::is_same_v<T, bool>) {
    w.add(Value(v));
  } else if constexpr (std::is_same_v<T, std::uint64_t>) {
    w.add(w.text(nemesis::hex64(v)));
  } else if constexpr (std::is_unsigned_v<T>) {
    w.add(Value(static_cast<unsigned>(v)));
  } else {
    w.add(Value(static_cast<int>(v)));
  }
}

template <class E>
requires std::is_enum_v<E> std::string CEREAL_SAVE_MINIMAL_FUNCTION_NAME(const TreeWriter& w, const E& v) {
  return std::string(w.data() ? f::enumWord(v) : f::displayName(v));
}

void CEREAL_SAVE_FUNCTION_NAME(TreeWriter& w, const std::string& v) {
  w.add(w.text(v));
}

template <class T>
void CEREAL_SAVE_FUNCTION_NAME(TreeWriter& w, const cereal::NameValuePair<T>& field) {
  w.key(field.name);
  w(field.value);
}

template <class T>
void CEREAL_SAVE_FUNCTION_NAME(TreeWriter& w, const std::vector<T>& v) {
  w.open(rapidjson::kArrayType);
  for (const T& x : v) w(x);
  w.close();
}

template <class T, std::size_t N>
void CEREAL_SAVE_FUNCTION_NAME(TreeWriter& w, const std::array<T, N>& v) {
  w.open(rapidjson::kArrayType);
  for (const T& x : v) w(x);
  w.close();
}

// {"kind": "Move", field: value...}: the alternative's record name, then its fields in the same object.
template <class... Ts>
void CEREAL_SAVE_FUNCTION_NAME(TreeWriter& w, const std::variant<Ts...>& v) {
  w.open(rapidjson::kObjectType);
  std::visit(
      [&](const auto& x) {
        w.add("kind", w.text(recordName(&x)));
        fieldsOf(w, x);
      },
      v);
  w.close();
}

template <class D, bool O>
void CEREAL_SAVE_FUNCTION_NAME(TreeWriter& w, const f::Id<D, O>& id) {
  w.add(w.template present<D>(id.value));
}

template <int Lo, int Hi>
void CEREAL_SAVE_FUNCTION_NAME(TreeWriter& w, const f::Bounded<Lo, Hi>& n) {
  w.add(Value(n.value));
}

template <class D>
void CEREAL_SAVE_FUNCTION_NAME(TreeWriter& w, const f::Ids<D>& ids) {
  w.open(rapidjson::kArrayType);
  for (int v : ids.values) w.add(w.template present<D>(v));
  w.close();
}

// Every room, with its label (Data) or name (Text) first.
void CEREAL_SAVE_FUNCTION_NAME(TreeWriter& w, const f::PerIndex<f::Rooms, nemesis::RoomState>& rooms) {
  w.open(rapidjson::kArrayType);
  for (std::size_t r = 0; r < rooms.values.size(); ++r) {
    w.open(rapidjson::kObjectType);
    w.add("room", w.present<f::Rooms>(static_cast<int>(r)));
    fieldsOf(w, rooms.values[r]);
    w.close();
  }
  w.close();
}

// The corridors whose Door is not open (Closed or Destroyed); an open corridor has no Door token.
void CEREAL_SAVE_FUNCTION_NAME(TreeWriter& w, const f::PerIndex<f::Corridors, nemesis::DoorState>& doors) {
  w.open(rapidjson::kArrayType);
  for (std::size_t c = 0; c < doors.values.size(); ++c) {
    if (doors.values[c] == nemesis::DoorState::Open) continue;
    const int corridor = static_cast<int>(c);
    if (w.data()) {
      w.open(rapidjson::kObjectType);
      w.add("corridor", w.present<f::Corridors>(corridor));
      w.add("state", w.text(f::enumWord(doors.values[c])));
      w.close();
    } else {
      w.add(w.text(std::string(f::displayName(doors.values[c])) + " " +
                   nemesis::corridorName(w.state().topo(), corridor)));
    }
  }
  w.close();
}

// The passages holding a Noise marker.
void CEREAL_SAVE_FUNCTION_NAME(TreeWriter& w, const f::PerIndex<f::Passages, std::uint8_t>& noise) {
  w.open(rapidjson::kArrayType);
  for (std::size_t p = 0; p < noise.values.size(); ++p) {
    if (noise.values[p] != 0) w.add(w.present<f::Passages>(static_cast<int>(p)));
  }
  w.close();
}

// Every character, with its player number (1 is the first in player order) first.
void CEREAL_SAVE_FUNCTION_NAME(TreeWriter& w, const f::CharacterList& list) {
  w.open(rapidjson::kArrayType);
  for (std::size_t i = 0; i < list.values.size(); ++i) {
    w.open(rapidjson::kObjectType);
    w.add("player", Value(static_cast<int>(i) + 1));
    fieldsOf(w, list.values[i]);
    w.close();
  }
  w.close();
}

// Text: "1 2 c3" (c: a Contamination card).
void CEREAL_SAVE_FUNCTION_NAME(TreeWriter& w, const f::Cards& pile) {
  if (w.data()) {
    w(pile.cards);
    return;
  }
  std::string out;
  for (const nemesis::Card& c : pile.cards) {
    out += (out.empty() ? "" : " ") + std::string(c.kind == nemesis::CardKind::Contamination ? "c" : "") +
           std::to_string(c.number);
  }
  w.add(w.text(out));
}

// A payment is the cards paid: Payment holds room for two, and `count` says how many are used.
void CEREAL_SAVE_FUNCTION_NAME(TreeWriter& w, const nemesis::Payment& pay) {
  std::vector<nemesis::Card> cards(pay.cards.begin(), pay.cards.begin() + std::clamp(pay.count, 0, 2));
  w(f::Cards{cards});
}

void CEREAL_SAVE_FUNCTION_NAME(TreeWriter& w, const f::BoardShape& board) {
  w.add(w.text(board.board->name));
}

void CEREAL_SAVE_FUNCTION_NAME(TreeWriter& w, const f::Generator& g) {
  w.open(rapidjson::kObjectType);
  w.add("state", w.text(nemesis::hex64(g.rng.state())));
  w.add("increment", w.text(nemesis::hex64(g.rng.increment())));
  w.close();
}

}  // namespace lab::tree

// The tree presents a payment by the save above rather than by Payment's field list.
template <>
struct cereal::specialize<lab::tree::TreeWriter, nemesis::Payment, cereal::specialization::non_member_load_save> {};

namespace lab {

namespace {

using rapidjson::Value;

bool isScalar(const Value& v) {
  return !v.IsObject() && !v.IsArray();
}

std::string scalarText(const Value& v) {
  if (v.IsString()) return {v.GetString(), v.GetStringLength()};
  if (v.IsBool()) return v.GetBool() ? "yes" : "no";
  if (v.IsNull()) return "none";
  if (v.IsInt()) return std::to_string(v.GetInt());
  if (v.IsUint()) return std::to_string(v.GetUint());
  return "?";
}

// Nothing to say: left out of an object printed on one line.
bool isDefault(const Value& v) {
  return v.IsNull() || (v.IsBool() && !v.GetBool()) || (v.IsInt() && v.GetInt() == 0) ||
         (v.IsString() && v.GetStringLength() == 0) || (v.IsArray() && v.Empty());
}

std::string joined(const Value& list) {
  std::string out;
  for (const Value& x : list.GetArray()) out += (out.empty() ? "" : ", ") + scalarText(x);
  return out;
}

bool allScalar(const Value& list) {
  for (const Value& x : list.GetArray()) {
    if (!isScalar(x)) return false;
  }
  return true;
}

// "key: value, flag, key: a b" for an object of scalars (and lists of them), without its defaults.
std::optional<std::string> oneLine(const Value& object) {
  std::string out;
  for (const auto& m : object.GetObject()) {
    if (isDefault(m.value)) continue;
    if (m.value.IsObject() || (m.value.IsArray() && !allScalar(m.value))) return std::nullopt;
    const std::string key(m.name.GetString(), m.name.GetStringLength());
    std::string piece = key;
    if (m.value.IsArray()) {
      piece += ": " + joined(m.value);
    } else if (!m.value.IsBool()) {
      piece += ": " + scalarText(m.value);
    }
    out += (out.empty() ? "" : ", ") + piece;
  }
  return out.empty() ? "(nothing)" : out;
}

void print(std::ostream& out, const std::string& key, const Value& v, int indent) {
  const std::string pad(static_cast<std::size_t>(indent), ' ');
  if (isScalar(v)) {
    out << pad << key << ": " << scalarText(v) << "\n";
  } else if (v.IsArray()) {
    if (v.Empty()) {
      out << pad << key << ": none\n";
    } else if (allScalar(v)) {
      out << pad << key << " (" << v.Size() << "): " << joined(v) << "\n";
    } else {
      out << pad << key << " (" << v.Size() << "):\n";
      for (const Value& x : v.GetArray()) {
        if (x.IsObject()) {
          if (const auto line = oneLine(x); line && line->size() <= 140) {
            out << pad << "  - " << *line << "\n";
            continue;
          }
          out << pad << "  -\n";
          for (const auto& m : x.GetObject()) print(out, m.name.GetString(), m.value, indent + 4);
        } else {
          out << pad << "  - " << (x.IsArray() ? joined(x) : scalarText(x)) << "\n";
        }
      }
    }
  } else {
    out << pad << key << ":\n";
    for (const auto& m : v.GetObject()) print(out, m.name.GetString(), m.value, indent + 2);
  }
}

}  // namespace

Value stateTree(const nemesis::GameState& s, Presentation p, Allocator& a) {
  tree::TreeWriter w(s, p, a);
  w.open(rapidjson::kObjectType);
  // Derived first: what the state means, not a field of it (the text dump's heading line has the hash).
  if (p == Presentation::Data) w.add("hash", w.text(nemesis::hex64(nemesis::stateHash(s))));
  w.add("roomsExplored", Value(nemesis::roomsExplored(s)));
  w.key("unexplored");
  w.open(rapidjson::kArrayType);
  for (int r = 0; r < s.topo().roomCount(); ++r) {
    if (!s.room(r).explored) w.add(Value(s.topo().room(r).label));
  }
  w.close();
  tree::fieldsOf(w, s);
  w.close();
  return std::move(w.root());
}

Value eventTree(const nemesis::GameState& s, const nemesis::Event& e, Presentation p, Allocator& a) {
  tree::TreeWriter w(s, p, a);
  w(e.data);
  return std::move(w.root());
}

void printTree(std::ostream& out, const rapidjson::Value& tree) {
  for (const auto& m : tree.GetObject()) print(out, m.name.GetString(), m.value, 0);
}

}  // namespace lab
