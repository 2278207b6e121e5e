// Internal to the scenario reader (scenario_read*.cpp); callers use scenario.hpp. One Reader walks one file,
// and its parts live in files named after the part of the file they read (the board and setup, rooms,
// characters, Intruders, corridors, decks, turns, chance, the resolution queue), so that each part and the
// typed access they share can be read on its own. Every problem is a ScenarioError "FILE: FIELD: PROBLEM".
#pragma once

#include <rapidjson/document.h>

#include <array>
#include <initializer_list>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/kernel/decimal.hpp"
#include "engine/kernel/json_text.hpp"
#include "engine/kernel/quote.hpp"
#include "scenario.hpp"
#include "scenario_names.hpp"

namespace nemesis::scenario_reader {

namespace sn = scenario_names;
using Value = rapidjson::Value;

inline std::string str(const Value& v) {
  return {v.GetString(), v.GetStringLength()};
}

// KIND[:NUMBER][#ID] with KIND already turned into its enum value.
struct NameSpec {
  int kind = 0;
  int number = 0;  // 0: any
  int id = -1;     // -1: any
  [[nodiscard]] int rank() const { return id >= 0 ? 0 : number > 0 ? 1 : 2; }
};

// Who holds which component (Intruder tokens, exploration tokens, attack cards) while a file is read:
// the field path that claimed it, empty when free.
class Claims {
 public:
  explicit Claims(int count) : owner_(static_cast<std::size_t>(count)) {}
  [[nodiscard]] int count() const { return static_cast<int>(owner_.size()); }
  [[nodiscard]] bool isFree(int id) const { return owner_[static_cast<std::size_t>(id)].empty(); }
  [[nodiscard]] const std::string& owner(int id) const { return owner_[static_cast<std::size_t>(id)]; }
  void claim(int id, const std::string& where) { owner_[static_cast<std::size_t>(id)] = where; }

 private:
  std::vector<std::string> owner_;
};

// One component the file asks for, resolved to a concrete id: exact ids first, then KIND:NUMBER, then
// KIND, so a vaguer request never takes the only token a more precise one could use.
struct Request {
  NameSpec spec;
  std::string where;
  std::vector<int> prefs;  // candidate ids, best first
  int* dest = nullptr;
};

// How Reader::resolve tells one kind of component: whether id `id` is what a request names, and the request's
// name as a file writes it ("adult:3#15"); `noun` is the plural in messages ("tokens").
struct ComponentKind {
  bool (*matches)(int id, const NameSpec& spec);
  std::string (*name)(const NameSpec& spec);
  const char* noun;
};
extern const ComponentKind kIntruderTokenKind;
extern const ComponentKind kExplorationTokenKind;
extern const ComponentKind kAttackCardKind;

[[nodiscard]] bool intruderMatches(int id, const NameSpec& spec);
[[nodiscard]] std::string intruderSpecName(const NameSpec& spec);

// `groups` in order, then every other id 0..count-1 ascending.
[[nodiscard]] std::vector<int> preferring(std::initializer_list<std::vector<int>> groups, int count);

inline bool contains(const std::vector<int>& v, int x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

class Reader {
 public:
  Reader(std::string source, std::string boardsDir) : source_(std::move(source)), boardsDir_(std::move(boardsDir)) {}

  GameState read(const std::string& json);

 private:
  [[noreturn]] void fail(const std::string& where, const std::string& problem) const {
    failAt<ScenarioError>(source_, where, problem);
  }

  // ---- typed access (each refusal says what was expected and what the file has) ----------------------------
  void checkFields(const Value& object, const std::string& where, std::initializer_list<std::string_view> known) const {
    nemesis::checkFields<ScenarioError>(object, source_, where, known);
  }
  const Value& object(const Value& v, const std::string& where) const {
    if (!v.IsObject()) fail(where, "expected an object, got " + describeValue(v));
    return v;
  }
  const Value& list(const Value& v, const std::string& where) const {
    if (!v.IsArray()) fail(where, "expected a list, got " + describeValue(v));
    return v;
  }
  std::string text(const Value& v, const std::string& where) const {
    if (!v.IsString()) fail(where, "expected a string, got " + describeValue(v));
    return str(v);
  }
  bool flag(const Value& v, const std::string& where) const {
    if (!v.IsBool()) fail(where, "expected true or false, got " + describeValue(v));
    return v.GetBool();
  }
  int number(const Value& v, const std::string& where, int lo, int hi) const {
    if (!v.IsInt()) fail(where, "expected a whole number, got " + describeValue(v));
    const int n = v.GetInt();
    if (n < lo || n > hi) {
      fail(where, "expected " + decimalRange(lo, hi) + ", got " + std::to_string(n));
    }
    return n;
  }
  std::vector<int> numbers(const Value& v, const std::string& where, int lo, int hi) const {
    list(v, where);
    std::vector<int> out;
    for (rapidjson::SizeType i = 0; i < v.Size(); ++i) out.push_back(number(v[i], fieldAt(where, i), lo, hi));
    return out;
  }
  static const Value* find(const Value& object, std::string_view key) {
    auto it = object.FindMember(Value(rapidjson::StringRef(key.data(), static_cast<rapidjson::SizeType>(key.size()))));
    return it == object.MemberEnd() ? nullptr : &it->value;
  }
  const Value& required(const Value& object, std::string_view key, const std::string& where) const {
    const Value* v = find(object, key);
    if (v == nullptr) fail(fieldAt(where, key), "missing (this field is required)");
    return *v;
  }
  template <typename E, std::size_t N>
  E word(const Value& v, const std::string& where, const std::array<std::string_view, N>& names) const {
    const std::string t = text(v, where);
    auto e = sn::parseName<E>(t, names);
    if (!e) fail(where, "unknown value " + quote(t) + " (expected " + sn::oneOf(names) + ")");
    return *e;
  }
  int roomIndex(const Value& v, const std::string& where) const {
    if (!v.IsInt()) fail(where, "expected a room number (its board label), got " + describeValue(v));
    auto r = board().roomByLabel(v.GetInt());
    if (!r) fail(where, "there is no room " + std::to_string(v.GetInt()) + " on this board");
    return *r;
  }
  int label(int room) const { return board().room(room).label; }
  const Board& board() const { return *board_; }

  // ---- component names (scenario_read_components.cpp) ------------------------------------------------------
  NameSpec splitName(const std::string& name, const std::string& where, std::string& kind) const;
  NameSpec intruderToken(const Value& v, const std::string& where) const;
  NameSpec explorationToken(const Value& v, const std::string& where) const;
  NameSpec attackCard(const Value& v, const std::string& where) const;
  void resolve(std::vector<Request>& requests, Claims& claims, const ComponentKind& kind) const;
  int contaminationNumber(const std::string& text, const std::string& where) const;

  // ---- the parts of the file, in the order read (each file's name follows the part) ------------------------
  void readHeader(rapidjson::Document& doc) const;  // scenario_read.cpp
  void migrate(rapidjson::Document& doc, int version) const;
  std::shared_ptr<const Board> boardOf(const Value& doc) const;  // scenario_read_setup.cpp
  GameState readSetup(const Value& doc);
  RoomTile tile(const Value& v, const std::string& where) const;  // scenario_read_rooms.cpp
  void readRooms(const Value& doc, GameState& s, const GameState& setup) const;
  void readExploration(const Value& doc, GameState& s, const GameState& setup, const std::vector<std::string>& listed,
                       const std::vector<std::optional<NameSpec>>& wanted, const std::vector<bool>& given) const;
  void readCharacters(const Value& doc, GameState& s, const GameState& setup) const;  // scenario_read_characters.cpp
  void readCards(const Value& c, const std::string& where, Character& ch, const Character& setup,
                 std::map<int, std::string>& contamination) const;
  void readIntruders(const Value& doc, GameState& s, const GameState& setup) const;  // scenario_read_intruders.cpp
  int corridorOf(const Value& v, const std::string& where) const;                    // scenario_read_corridors.cpp
  void readDoorsAndNoise(const Value& doc, GameState& s) const;
  void readAttackDeck(const Value& doc, GameState& s, const GameState& setup) const;  // scenario_read_decks.cpp
  void readEventDeck(const Value& doc, GameState& s, const GameState& setup) const;
  void readTurns(const Value& doc, GameState& s) const;  // scenario_read_turns.cpp
  void readSaveFields(const Value& doc, GameState& s) const;
  void readForce(const Value& doc, GameState& s) const;  // scenario_read_chance.cpp
  void readRng(const Value& doc, GameState& s) const;
  void readQueue(const Value& doc, GameState& s) const;  // scenario_read_steps.cpp
  Step readStep(const Value& v, const std::string& where, const GameState& s) const;

  std::string source_;
  std::string boardsDir_;
  std::shared_ptr<const Board> board_;
};

}  // namespace nemesis::scenario_reader
