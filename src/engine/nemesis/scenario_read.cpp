// Reading scenario and save files (docs/scenario-format.md). A file is applied on top of a seeded setup:
// each field present replaces its part of that setup, so a short file describes a small position and a
// save (every field written) restores a state exactly. Every problem is a ScenarioError naming the file,
// the field path and the problem.
#include <rapidjson/document.h>

#include <algorithm>
#include <functional>
#include <limits>
#include <map>
#include <memory>

#include "board_file.hpp"
#include "engine/kernel/decimal.hpp"
#include "engine/kernel/file_io.hpp"
#include "engine/kernel/json_text.hpp"
#include "engine/kernel/quote.hpp"
#include "invariants.hpp"
#include "limits.hpp"
#include "queries.hpp"
#include "scenario.hpp"
#include "scenario_names.hpp"
#include "setup.hpp"

namespace nemesis {

namespace {

namespace sn = scenario_names;
using Value = rapidjson::Value;

constexpr std::string_view kFormat = "nemesis-scenario";

// A field name the file wrote may be anything, of any length: quoteName shows it.
std::string at(const std::string& where, std::string_view key) {
  const std::string name = quoteName(key);
  return where.empty() ? name : where + "." + name;
}
std::string at(const std::string& where, std::size_t index) {
  return where + "[" + std::to_string(index) + "]";
}

std::string str(const Value& v) {
  return {v.GetString(), v.GetStringLength()};
}

// What a value is, for "expected X, got Y".
std::string describe(const Value& v) {
  if (v.IsNull()) return "null";
  if (v.IsBool()) return v.GetBool() ? "true" : "false";
  if (v.IsInt64()) return std::to_string(v.GetInt64());
  if (v.IsUint64()) return std::to_string(v.GetUint64());
  if (v.IsNumber()) return shortestText(v.GetDouble());  // a fraction: whole numbers beyond 64 bits are refused
  if (v.IsString()) return quote(str(v));
  return v.IsArray() ? "a list" : "an object";
}

std::size_t editDistance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = up;
    }
  }
  return row[b.size()];
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

// `groups` in order, then every other id 0..count-1 ascending.
std::vector<int> preferring(std::initializer_list<std::vector<int>> groups, int count) {
  std::vector<int> out;
  std::vector<bool> seen(static_cast<std::size_t>(count), false);
  auto add = [&](int id) {
    if (id >= 0 && id < count && !seen[static_cast<std::size_t>(id)]) {
      seen[static_cast<std::size_t>(id)] = true;
      out.push_back(id);
    }
  };
  for (const auto& group : groups) {
    for (int id : group) add(id);
  }
  for (int id = 0; id < count; ++id) add(id);
  return out;
}

bool contains(const std::vector<int>& v, int x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

class Reader {
 public:
  Reader(std::string source, std::string boardsDir) : source_(std::move(source)), boardsDir_(std::move(boardsDir)) {}

  GameState read(const std::string& json);

 private:
  [[noreturn]] void fail(const std::string& where, const std::string& problem) const {
    throw ScenarioError(source_ + ": " + where + ": " + problem);
  }

  // ---- typed access -------------------------------------------------------------------------------------
  void checkFields(const Value& object, const std::string& where, std::initializer_list<std::string_view> known) const;
  const Value& object(const Value& v, const std::string& where) const {
    if (!v.IsObject()) fail(where, "expected an object, got " + describe(v));
    return v;
  }
  const Value& list(const Value& v, const std::string& where) const {
    if (!v.IsArray()) fail(where, "expected a list, got " + describe(v));
    return v;
  }
  std::string text(const Value& v, const std::string& where) const {
    if (!v.IsString()) fail(where, "expected a string, got " + describe(v));
    return str(v);
  }
  bool flag(const Value& v, const std::string& where) const {
    if (!v.IsBool()) fail(where, "expected true or false, got " + describe(v));
    return v.GetBool();
  }
  int number(const Value& v, const std::string& where, int lo, int hi) const {
    if (!v.IsInt()) fail(where, "expected a whole number, got " + describe(v));
    const int n = v.GetInt();
    if (n < lo || n > hi) {
      fail(where, "expected " + decimalRange(lo, hi) + ", got " + std::to_string(n));
    }
    return n;
  }
  static const Value* find(const Value& object, std::string_view key) {
    auto it = object.FindMember(Value(rapidjson::StringRef(key.data(), static_cast<rapidjson::SizeType>(key.size()))));
    return it == object.MemberEnd() ? nullptr : &it->value;
  }
  const Value& required(const Value& object, std::string_view key, const std::string& where) const {
    const Value* v = find(object, key);
    if (v == nullptr) fail(at(where, key), "missing (this field is required)");
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
    if (!v.IsInt()) fail(where, "expected a room number (its board label), got " + describe(v));
    auto r = board().roomByLabel(v.GetInt());
    if (!r) fail(where, "there is no room " + std::to_string(v.GetInt()) + " on this board");
    return *r;
  }
  int label(int room) const { return board().room(room).label; }
  const Board& board() const { return *board_; }

  // ---- component names ----------------------------------------------------------------------------------
  NameSpec splitName(const std::string& name, const std::string& where, std::string& kind) const;
  NameSpec intruderToken(const Value& v, const std::string& where) const;
  NameSpec explorationToken(const Value& v, const std::string& where) const;
  NameSpec attackCard(const Value& v, const std::string& where) const;
  template <typename Match>
  void resolve(std::vector<Request>& requests, Claims& claims, Match match,
               const std::function<std::string(const NameSpec&)>& name, const char* noun) const;
  int contaminationNumber(const std::string& text, const std::string& where) const;

  // ---- the parts of the file ----------------------------------------------------------------------------
  void readHeader(rapidjson::Document& doc) const;
  void migrate(rapidjson::Document& doc, int version) const;
  std::vector<int> numbers(const Value& v, const std::string& where, int lo, int hi) const;
  RoomTile tile(const Value& v, const std::string& where) const;
  std::shared_ptr<const Board> readBoard(const Value& doc) const;
  std::shared_ptr<const Board> readEmbeddedBoard(const Value& v) const;
  GameState readSetup(const Value& doc);
  void readRooms(const Value& doc, GameState& s, const GameState& setup) const;
  void readExploration(const Value& doc, GameState& s, const GameState& setup, const std::vector<std::string>& listed,
                       const std::vector<std::optional<NameSpec>>& wanted, const std::vector<bool>& given) const;
  void readCharacters(const Value& doc, GameState& s, const GameState& setup) const;
  void readCards(const Value& c, const std::string& where, Character& ch, const Character& setup,
                 std::map<int, std::string>& contamination) const;
  void readIntruders(const Value& doc, GameState& s, const GameState& setup) const;
  void readDoorsAndNoise(const Value& doc, GameState& s) const;
  int corridorOf(const Value& v, const std::string& where) const;
  void readAttackDeck(const Value& doc, GameState& s, const GameState& setup) const;
  void readTurns(const Value& doc, GameState& s, const GameState& setup) const;
  void readForce(const Value& doc, GameState& s) const;
  void readSaveFields(const Value& doc, GameState& s) const;
  Step readStep(const Value& v, const std::string& where, const GameState& s) const;

  std::string source_;
  std::string boardsDir_;
  std::shared_ptr<const Board> board_;
};

void Reader::checkFields(const Value& object, const std::string& where,
                         std::initializer_list<std::string_view> known) const {
  for (auto it = object.MemberBegin(); it != object.MemberEnd(); ++it) {
    const std::string key = str(it->name);
    // "_about" and the like are comments. (A field given twice never gets here: parseJson refuses it.)
    if (!key.empty() && key.front() == '_') continue;
    if (std::find(known.begin(), known.end(), key) != known.end()) continue;
    std::string_view best;
    std::size_t bestDistance = 3;
    for (std::string_view k : known) {
      if (key.size() > k.size() + bestDistance) continue;  // too far apart (and a long key costs no time)
      const std::size_t d = editDistance(sn::lower(key), k);
      if (d < bestDistance) {
        bestDistance = d;
        best = k;
      }
    }
    if (!best.empty()) fail(at(where, key), "unknown field (did you mean \"" + std::string(best) + "\"?)");
    std::string all;
    for (std::string_view k : known) all += (all.empty() ? "" : ", ") + std::string(k);
    fail(at(where, key), "unknown field (the fields here are: " + all + ")");
  }
}

NameSpec Reader::splitName(const std::string& name, const std::string& where, std::string& kind) const {
  NameSpec spec;
  std::string rest = name;
  auto digits = [&](const std::string& t, const char* what) {
    const auto n = parseDecimal(t, 0, 9999);
    if (!n) fail(where, quote(name) + ": " + what + " must be " + decimalRange(0, 9999) + ", got " + quote(t));
    return *n;
  };
  if (auto hash = rest.find('#'); hash != std::string::npos) {
    spec.id = digits(rest.substr(hash + 1), "the id after '#'");
    rest.resize(hash);
  }
  if (auto colon = rest.find(':'); colon != std::string::npos) {
    spec.number = digits(rest.substr(colon + 1), "the number after ':'");
    if (spec.number == 0) fail(where, quote(name) + ": the number after ':' starts at 1");
    rest.resize(colon);
  }
  kind = sn::lower(rest);
  return spec;
}

NameSpec Reader::intruderToken(const Value& v, const std::string& where) const {
  const std::string name = text(v, where);
  std::string kind;
  NameSpec spec = splitName(name, where, kind);
  auto type = sn::parseName<IntruderType>(kind, sn::kIntruderTypes);
  if (!type) fail(where, "unknown Intruder token " + quote(name) + " (expected " + sn::oneOf(sn::kIntruderTypes) + ")");
  spec.kind = static_cast<int>(*type);
  bool exists = false;
  for (const IntruderToken& t : kIntruderTokens)
    exists |= t.type == *type && (spec.number == 0 || t.number == spec.number);
  if (!exists) fail(where, "the game has no " + quote(name) + " token");
  if (spec.id >= 0) {
    if (spec.id >= kTokenCount) fail(where, quote(name) + ": token ids are 0 to " + std::to_string(kTokenCount - 1));
    const IntruderToken& t = kIntruderTokens[static_cast<std::size_t>(spec.id)];
    if (t.type != *type || (spec.number != 0 && t.number != spec.number))
      fail(where, quote(name) + ": token #" + std::to_string(spec.id) + " is " + sn::intruderTokenName(spec.id, false));
  }
  return spec;
}

NameSpec Reader::explorationToken(const Value& v, const std::string& where) const {
  std::string name;
  std::string kind;
  NameSpec spec;
  if (v.IsObject()) {
    checkFields(v, where, {"effect", "items", "id"});
    kind = sn::lower(text(required(v, "effect", where), at(where, "effect")));
    name = kind;
    if (const Value* items = find(v, "items")) spec.number = number(*items, at(where, "items"), 1, 4);
    if (const Value* id = find(v, "id")) spec.id = number(*id, at(where, "id"), 0, kExplorationTokenCount - 1);
  } else if (v.IsString()) {
    name = str(v);
    spec = splitName(name, where, kind);
  } else {
    fail(where,
         "expected an exploration token such as \"silence\", \"door:2\" or {\"effect\": \"door\", \"items\": 2}, got " +
             describe(v));
  }
  auto effect = sn::parseName<ExplorationEffect>(kind, sn::kEffects);
  if (!effect) fail(where, "unknown exploration token " + quote(name) + " (expected " + sn::oneOf(sn::kEffects) + ")");
  spec.kind = static_cast<int>(*effect);
  bool exists = false;
  for (const ExplorationToken& t : kExplorationTokens)
    exists |= t.effect == *effect && (spec.number == 0 || t.items == spec.number);
  if (!exists) {
    fail(where,
         "the game has no " + std::string(nameOf(*effect)) + " token with " + std::to_string(spec.number) + " items");
  }
  if (spec.id >= 0) {
    if (spec.id >= kExplorationTokenCount)
      fail(where, "exploration token ids are 0 to " + std::to_string(kExplorationTokenCount - 1));
    const ExplorationToken& t = kExplorationTokens[static_cast<std::size_t>(spec.id)];
    if (t.effect != *effect || (spec.number != 0 && t.items != spec.number)) {
      fail(where, "exploration token #" + std::to_string(spec.id) + " is " + sn::explorationTokenName(spec.id, false));
    }
  }
  return spec;
}

NameSpec Reader::attackCard(const Value& v, const std::string& where) const {
  const std::string name = text(v, where);
  std::string kind;
  NameSpec spec = splitName(name, where, kind);
  auto k = sn::parseName<AttackKind>(kind, sn::kAttacks);
  if (!k) fail(where, "unknown attack card " + quote(name) + " (expected " + sn::oneOf(sn::kAttacks) + ")");
  if (spec.number != 0) fail(where, quote(name) + ": attack cards have no number");
  spec.kind = static_cast<int>(*k);
  if (spec.id >= 0) {
    if (spec.id >= kAttackCardCount) fail(where, "attack card ids are 0 to " + std::to_string(kAttackCardCount - 1));
    if (kAttackCards[static_cast<std::size_t>(spec.id)].kind != *k)
      fail(where, "attack card #" + std::to_string(spec.id) + " is " + sn::attackCardName(spec.id, false));
  }
  return spec;
}

std::string intruderSpecName(const NameSpec& s) {
  std::string out(sn::kIntruderTypes[static_cast<std::size_t>(s.kind)]);
  if (s.number > 0) out += ":" + std::to_string(s.number);
  if (s.id >= 0) out += "#" + std::to_string(s.id);
  return out;
}

std::string explorationSpecName(const NameSpec& s) {
  std::string out(sn::kEffects[static_cast<std::size_t>(s.kind)]);
  if (s.number > 0) out += ":" + std::to_string(s.number);
  if (s.id >= 0) out += "#" + std::to_string(s.id);
  return out;
}

std::string attackSpecName(const NameSpec& s) {
  std::string out(sn::kAttacks[static_cast<std::size_t>(s.kind)]);
  if (s.id >= 0) out += "#" + std::to_string(s.id);
  return out;
}

bool intruderMatches(int id, const NameSpec& s) {
  const IntruderToken& t = kIntruderTokens[static_cast<std::size_t>(id)];
  return s.id >= 0 ? id == s.id : static_cast<int>(t.type) == s.kind && (s.number == 0 || t.number == s.number);
}

bool explorationMatches(int id, const NameSpec& s) {
  const ExplorationToken& t = kExplorationTokens[static_cast<std::size_t>(id)];
  return s.id >= 0 ? id == s.id : static_cast<int>(t.effect) == s.kind && (s.number == 0 || t.items == s.number);
}

bool attackMatches(int id, const NameSpec& s) {
  return s.id >= 0 ? id == s.id : static_cast<int>(kAttackCards[static_cast<std::size_t>(id)].kind) == s.kind;
}

template <typename Match>
void Reader::resolve(std::vector<Request>& requests, Claims& claims, Match match,
                     const std::function<std::string(const NameSpec&)>& name, const char* noun) const {
  std::stable_sort(requests.begin(), requests.end(),
                   [](const Request& a, const Request& b) { return a.spec.rank() < b.spec.rank(); });
  for (Request& r : requests) {
    int got = -1;
    for (int id : r.prefs) {
      if (claims.isFree(id) && match(id, r.spec)) {
        got = id;
        break;
      }
    }
    if (got < 0) {
      // Every matching component is taken: say how many the game has and where they are.
      int inGame = 0;
      std::string owners;
      for (int id = 0; id < claims.count(); ++id) {
        if (!match(id, r.spec)) continue;
        ++inGame;
        if (inGame <= 3) owners += (owners.empty() ? "" : ", ") + claims.owner(id);
      }
      if (inGame > 3) owners += ", ...";
      if (r.spec.id >= 0) fail(r.where, "\"" + name(r.spec) + "\" is already at " + owners);
      fail(r.where, "more \"" + name(r.spec) + "\" " + noun + " than the game has (" + std::to_string(inGame) +
                        ", already at " + owners + ")");
    }
    claims.claim(got, r.where);
    *r.dest = got;
  }
}

int Reader::contaminationNumber(const std::string& text, const std::string& where) const {
  std::string kind;
  const NameSpec spec = splitName(text, where, kind);
  if (kind != sn::kContamination || spec.number != 0) {
    fail(where, "expected an Action card number 1-10, \"contamination\" or \"contamination#N\", got " + quote(text));
  }
  if (spec.id == 0 || spec.id > kMaxContamination) {  // "#N" has at most 4 digits; the limit is lower
    fail(where, "Contamination cards are numbered from 1 to " + std::to_string(kMaxContamination));
  }
  return std::max(spec.id, 0);
}

std::vector<int> Reader::numbers(const Value& v, const std::string& where, int lo, int hi) const {
  list(v, where);
  std::vector<int> out;
  for (rapidjson::SizeType i = 0; i < v.Size(); ++i) out.push_back(number(v[i], at(where, i), lo, hi));
  return out;
}

RoomTile Reader::tile(const Value& v, const std::string& where) const {
  const std::string name = text(v, where);
  std::string wanted = sn::lower(name);
  std::replace(wanted.begin(), wanted.end(), '_', ' ');
  std::string all;
  for (int i = 0; i < kRoomTileCount; ++i) {
    const auto t = static_cast<RoomTile>(i);
    if (sn::lower(tileInfo(t).name) == wanted) return t;
    all += (all.empty() ? "" : ", ") + std::string(tileInfo(t).name);
  }
  fail(where, "unknown tile " + quote(name) + " (the tiles are: " + all + ")");
}

// Brings a file of an older format version up to kScenarioVersion, one version at a time, so the rest
// of the reader knows only the current format. Version 1 is the first, so there is nothing to migrate
// yet. When version 2 changes a field, add `case 1:` here, rewriting the document from version 1 to 2
// in place, and let it fall through to `case 2: return;`.
void Reader::migrate(rapidjson::Document& doc, int version) const {
  (void)doc;
  const std::string versions = "the file has version " + std::to_string(version) + "; this program reads version " +
                               std::to_string(kScenarioVersion);
  if (version > kScenarioVersion) fail("version", versions + " (the file was written by a newer program)");
  switch (version) {
    case kScenarioVersion: return;
    default: fail("version", versions + " and cannot convert it");
  }
}

void Reader::readHeader(rapidjson::Document& doc) const {
  const Value* format = find(doc, "format");
  if (format == nullptr) fail("format", "missing: a scenario or save starts with \"format\": \"nemesis-scenario\"");
  if (!format->IsString() || str(*format) != kFormat) {
    fail("format", "expected \"nemesis-scenario\", got " + describe(*format));
  }
  const Value* version = find(doc, "version");
  if (version == nullptr) fail("version", "missing: this program reads version " + std::to_string(kScenarioVersion));
  if (!version->IsInt()) fail("version", "expected a whole number, got " + describe(*version));
  migrate(doc, version->GetInt());
}

std::shared_ptr<const Board> Reader::readBoard(const Value& doc) const {
  const Value* v = find(doc, "board");
  if (v != nullptr && v->IsObject()) return readEmbeddedBoard(*v);
  std::string name = "basic";
  if (v != nullptr) {
    if (!v->IsString()) {
      fail("board", "expected a board name such as \"basic\" or a board object, got " + describe(*v));
    }
    name = str(*v);
  }
  if (!isBoardName(name)) fail("board", quote(name) + " is not a board name (" + std::string(kBoardNameRule) + ")");
  const std::string path = (boardsDir_.empty() ? std::string() : boardsDir_ + "/") + name + ".json";
  try {
    return std::make_shared<const Board>(loadBoardFile(path));
  } catch (const BoardError& e) {
    fail("board", "cannot use board " + quote(name) + ": " + e.what());
  }
}

std::shared_ptr<const Board> Reader::readEmbeddedBoard(const Value& v) const {
  checkFields(v, "board", {"name", "rooms", "corridors"});
  BoardSpec spec;
  if (const Value* name = find(v, "name")) spec.name = text(*name, "board.name");
  const Value& rooms = list(required(v, "rooms", "board"), "board.rooms");
  for (rapidjson::SizeType i = 0; i < rooms.Size(); ++i) {
    const std::string where = at("board.rooms", i);
    const Value& r = object(rooms[i], where);
    checkFields(r, where, {"id", "slot", "fixed_name", "tech_entrance_numbers", "pos"});
    BoardSpec::Room room;
    room.where = where;
    room.id = number(required(r, "id", where), at(where, "id"), 1, 1000000);
    room.slot = word<SlotKind>(required(r, "slot", where), at(where, "slot"),
                               std::array<std::string_view, 3>{"special", "room1", "room2"});
    if (const Value* fixed = find(r, "fixed_name"); fixed != nullptr && !fixed->IsNull()) {
      room.fixedTile = tile(*fixed, at(where, "fixed_name"));
    }
    if (const Value* tech = find(r, "tech_entrance_numbers")) {
      room.techNumbers = numbers(*tech, at(where, "tech_entrance_numbers"), 1, 4);
    }
    if (const Value* pos = find(r, "pos")) {
      const auto xy = numbers(*pos, at(where, "pos"), -100000, 100000);
      if (xy.size() != 2) fail(at(where, "pos"), "expected [x, y]");
      room.pos = {xy[0], xy[1]};
    }
    spec.rooms.push_back(std::move(room));
  }
  const Value& corridors = list(required(v, "corridors", "board"), "board.corridors");
  for (rapidjson::SizeType i = 0; i < corridors.Size(); ++i) {
    const std::string where = at("board.corridors", i);
    const Value& c = object(corridors[i], where);
    checkFields(c, where, {"rooms", "numbers"});
    BoardSpec::CorridorSpec corridor;
    corridor.where = where;
    const auto ends = numbers(required(c, "rooms", where), at(where, "rooms"), 1, 1000000);
    if (ends.size() != 2) fail(at(where, "rooms"), "a corridor joins exactly two rooms");
    corridor.rooms = {ends[0], ends[1]};
    corridor.numbers = numbers(required(c, "numbers", where), at(where, "numbers"), 1, 4);
    spec.corridors.push_back(std::move(corridor));
  }
  try {
    return std::make_shared<const Board>(buildBoard(spec, source_));
  } catch (const BoardError& e) {
    // buildBoard names places as the board file does ("rooms[3]"); here they live under "board".
    std::string message = e.what();
    const std::string prefix = source_ + ": ";
    if (message.rfind(prefix, 0) == 0) message.erase(0, prefix.size());
    if (message.rfind("board.", 0) != 0) message.insert(0, "board.");
    throw ScenarioError(prefix + message);
  }
}

GameState Reader::readSetup(const Value& doc) {
  board_ = readBoard(doc);
  std::uint64_t seed = 1;
  if (const Value* v = find(doc, "seed")) {
    if (!v->IsUint64())
      fail("seed", "expected " + decimalRange(std::uint64_t{0}, std::numeric_limits<std::uint64_t>::max()) + ", got " +
                       describe(*v));
    seed = v->GetUint64();
  }
  std::vector<CharacterClass> classes{CharacterClass::Captain};
  if (const Value* v = find(doc, "characters")) {
    list(*v, "characters");
    if (v->Empty() || v->Size() > static_cast<rapidjson::SizeType>(kMaxCharacters)) {
      fail("characters", "a game has 1 to 5 characters, not " + std::to_string(v->Size()));
    }
    classes.clear();
    std::vector<std::string> where;
    for (rapidjson::SizeType i = 0; i < v->Size(); ++i) {
      const Value& c = (*v)[i];
      const std::string w = at("characters", i);
      if (!c.IsString() && !c.IsObject()) {
        fail(w, "expected a character class such as \"scout\" or an object with \"class\", got " + describe(c));
      }
      const std::string wc = c.IsObject() ? at(w, "class") : w;
      const auto cls = word<CharacterClass>(c.IsObject() ? required(c, "class", w) : c, wc, sn::kClasses);
      for (std::size_t j = 0; j < classes.size(); ++j) {
        if (classes[j] == cls) fail(wc, "the " + std::string(nameOf(cls)) + " is already " + where[j]);
      }
      classes.push_back(cls);
      where.push_back(w);
    }
  }
  try {
    return newGame(board_, SetupOptions{classes, seed});
  } catch (const std::exception& e) {
    fail("characters", std::string("cannot set up the game: ") + e.what());
  }
}

void Reader::readRooms(const Value& doc, GameState& s, const GameState& setup) const {
  const auto n = static_cast<std::size_t>(board().roomCount());
  std::vector<std::string> listed(n);
  std::vector<std::optional<NameSpec>> wanted(n);  // the face-down token asked for
  std::vector<bool> given(n, false);               // "exploration" given (null included)
  std::map<RoomTile, int> tileRoom;                // tiles given, and the room given each
  if (const Value* rooms = find(doc, "rooms")) {
    list(*rooms, "rooms");
    for (rapidjson::SizeType i = 0; i < rooms->Size(); ++i) {
      const std::string where = at("rooms", i);
      const Value& e = object((*rooms)[i], where);
      checkFields(e, where, {"room", "tile", "explored", "exploration", "items", "fire", "malfunction", "corpses"});
      const int r = roomIndex(required(e, "room", where), at(where, "room"));
      const auto ri = static_cast<std::size_t>(r);
      if (!listed[ri].empty()) fail(at(where, "room"), "room " + std::to_string(label(r)) + " is also " + listed[ri]);
      listed[ri] = where;
      const BoardRoom& br = board().room(r);
      const bool special = br.slot == SlotKind::Special;
      RoomState& rs = s.room(r);
      if (const Value* t = find(e, "tile")) {
        const std::string w = at(where, "tile");
        const RoomTile wantedTile = tile(*t, w);
        const std::string tileName(tileInfo(wantedTile).name);
        const std::string roomName = "room " + std::to_string(label(r));
        if (special && wantedTile != *br.fixedTile) {
          fail(w, roomName + " is the " + std::string(tileInfo(*br.fixedTile).name) +
                      ": a special room's tile cannot change");
        }
        if (!special && tileInfo(wantedTile).slot != br.slot) {
          const auto slotName = [](SlotKind k) {
            return std::string(k == SlotKind::Special ? "a special room"
                               : k == SlotKind::Room1 ? "a Room 1"
                                                      : "a Room 2");
          };
          std::string problem = tileName;
          problem += " is " + slotName(tileInfo(wantedTile).slot) + " tile; ";
          problem += roomName + " is " + slotName(br.slot) + " slot";
          fail(w, problem);
        }
        if (auto it = tileRoom.find(wantedTile); it != tileRoom.end()) {
          fail(w, "the " + tileName + " tile is used twice (also at " + listed[static_cast<std::size_t>(it->second)] +
                      ")");
        }
        tileRoom[wantedTile] = r;
        rs.tile = wantedTile;
      }
      if (const Value* x = find(e, "explored")) {
        rs.explored = flag(*x, at(where, "explored"));
        if (special && !rs.explored) fail(at(where, "explored"), "special rooms are always explored");
      }
      if (const Value* x = find(e, "exploration")) {
        given[ri] = true;
        if (!x->IsNull()) {
          if (special) fail(at(where, "exploration"), "a special room has no exploration token");
          wanted[ri] = explorationToken(*x, at(where, "exploration"));
        }
      }
      if (const Value* x = find(e, "items")) rs.items = x->IsNull() ? -1 : number(*x, at(where, "items"), 0, 9);
      if (const Value* x = find(e, "fire")) rs.fire = flag(*x, at(where, "fire"));
      if (const Value* x = find(e, "malfunction")) rs.malfunction = flag(*x, at(where, "malfunction"));
      if (const Value* x = find(e, "corpses")) rs.corpses = number(*x, at(where, "corpses"), 0, kMaxCorpses);
    }
  }
  // A room whose setup tile went to a listed room takes a tile nobody holds, of its own slot kind: first
  // the tiles the listed rooms gave up, then the box in table order.
  std::vector<RoomTile> candidates;
  candidates.reserve(tileRoom.size() + kRoomTileCount);
  for (const auto& [t, r] : tileRoom) candidates.push_back(setup.room(r).tile);
  for (int i = 0; i < kRoomTileCount; ++i) candidates.push_back(static_cast<RoomTile>(i));
  for (int r = 0; r < board().roomCount(); ++r) {
    auto it = tileRoom.find(s.room(r).tile);
    if (board().room(r).slot == SlotKind::Special || it == tileRoom.end() || it->second == r) continue;
    for (RoomTile t : candidates) {
      const bool onBoard =
          std::any_of(s.rooms.begin(), s.rooms.end(), [&](const RoomState& rs) { return rs.tile == t; });
      if (tileInfo(t).slot == board().room(r).slot && !onBoard) {
        s.room(r).tile = t;
        break;
      }
    }
  }
  readExploration(doc, s, setup, listed, wanted, given);
}

void Reader::readExploration(const Value& doc, GameState& s, const GameState& setup,
                             const std::vector<std::string>& listed, const std::vector<std::optional<NameSpec>>& wanted,
                             const std::vector<bool>& given) const {
  const int n = board().roomCount();
  // Unlisted unexplored rooms keep their setup token, so requests take other tokens first.
  auto kept = [&](int r) {
    return board().room(r).slot != SlotKind::Special && !s.room(r).explored && !given[static_cast<std::size_t>(r)];
  };
  std::vector<int> keptTokens;
  std::vector<int> looseTokens;
  for (int r = 0; r < n; ++r) {
    const int t = setup.room(r).explorationToken;
    if (t >= 0) (kept(r) ? keptTokens : looseTokens).push_back(t);
  }
  Claims claims(kExplorationTokenCount);
  std::vector<Request> requests;
  std::vector<int> tokenOf(static_cast<std::size_t>(n), -1);
  for (int r = 0; r < n; ++r) {
    const auto ri = static_cast<std::size_t>(r);
    if (!wanted[ri]) continue;
    requests.push_back({*wanted[ri], at(listed[ri], "exploration"),
                        preferring({{setup.room(r).explorationToken}, setup.unusedExploration, looseTokens, keptTokens},
                                   kExplorationTokenCount),
                        &tokenOf[ri]});
  }
  const Value* unusedV = find(doc, "unused_exploration");
  const Value* discardedV = find(doc, "discarded_exploration");
  std::vector<int> unused;
  std::vector<int> discarded;
  auto readList = [&](const Value* v, const char* field, std::vector<int>& out, const std::vector<int>& prefs) {
    if (v == nullptr) return;
    list(*v, field);
    out.assign(v->Size(), -1);
    for (rapidjson::SizeType i = 0; i < v->Size(); ++i) {
      const std::string w = at(field, i);
      requests.push_back({explorationToken((*v)[i], w), w, prefs, &out[i]});
    }
  };
  readList(unusedV, "unused_exploration", unused,
           preferring({setup.unusedExploration, looseTokens, keptTokens}, kExplorationTokenCount));
  readList(discardedV, "discarded_exploration", discarded,
           preferring({looseTokens, setup.unusedExploration, keptTokens}, kExplorationTokenCount));
  resolve(requests, claims, explorationMatches, explorationSpecName, "tokens");

  std::vector<int> replace;
  for (int r = 0; r < n; ++r) {
    if (!kept(r)) continue;
    const int t = setup.room(r).explorationToken;
    if (t >= 0 && claims.isFree(t)) {
      claims.claim(t, "room " + std::to_string(label(r)));
      tokenOf[static_cast<std::size_t>(r)] = t;
    } else if (t >= 0) {
      replace.push_back(r);
    }
  }
  const std::vector<int> spare = preferring({setup.unusedExploration, looseTokens}, kExplorationTokenCount);
  for (int r : replace) {
    auto it = std::find_if(spare.begin(), spare.end(), [&](int t) { return claims.isFree(t); });
    if (it == spare.end()) {
      fail("rooms", "no exploration token is left for unexplored room " + std::to_string(label(r)) +
                        ": all 20 are placed elsewhere");
    }
    claims.claim(*it, "room " + std::to_string(label(r)));
    tokenOf[static_cast<std::size_t>(r)] = *it;
  }
  for (int r = 0; r < n; ++r) s.room(r).explorationToken = tokenOf[static_cast<std::size_t>(r)];

  // The 20 tokens are conserved: those nobody placed fill the lists the file left out. By default a token
  // from a room now explored was resolved, so removed from the game; any other one is face down, unused.
  std::vector<bool> resolved(static_cast<std::size_t>(kExplorationTokenCount), false);
  for (int r = 0; r < n; ++r) {
    const int t = setup.room(r).explorationToken;
    if (t >= 0 && s.room(r).explored) resolved[static_cast<std::size_t>(t)] = true;
  }
  for (int t : preferring({setup.unusedExploration}, kExplorationTokenCount)) {
    if (!claims.isFree(t)) continue;
    if (unusedV == nullptr && (discardedV != nullptr || !resolved[static_cast<std::size_t>(t)])) {
      unused.push_back(t);
    } else if (discardedV == nullptr) {
      discarded.push_back(t);
    } else {
      fail("discarded_exploration", "exploration token " + sn::explorationTokenName(t, true) +
                                        " is on no room and in neither list (each of the 20 is in exactly one place)");
    }
  }
  if (discardedV == nullptr) std::sort(discarded.begin(), discarded.end());
  s.unusedExploration = unused;
  s.discardedExploration = discarded;
}

void Reader::readCards(const Value& c, const std::string& where, Character& ch, const Character& setup,
                       std::map<int, std::string>& contamination) const {
  const std::array<std::string_view, 3> names = {"hand", "deck", "discard"};
  const std::array<std::vector<Card>*, 3> piles = {&ch.hand, &ch.deck, &ch.discard};
  std::array<const Value*, 3> given{};
  bool any = false;
  for (std::size_t k = 0; k < 3; ++k) {
    given[k] = find(c, names[k]);
    any |= given[k] != nullptr;
  }
  if (any) {
    std::array<std::string, kActionDeckSize + 1> seen;  // where each Action card is listed
    for (std::size_t k = 0; k < 3; ++k) {
      piles[k]->clear();
      if (given[k] == nullptr) continue;
      const std::string pw = at(where, names[k]);
      const Value& v = list(*given[k], pw);
      for (rapidjson::SizeType j = 0; j < v.Size(); ++j) {
        const std::string w = at(pw, j);
        if (v[j].IsString()) {
          const int number = contaminationNumber(str(v[j]), w);
          if (number > 0 && !contamination.emplace(number, w).second) {
            fail(w, "Contamination card " + std::to_string(number) + " is also at " + contamination[number]);
          }
          piles[k]->push_back(Card{CardKind::Contamination, number});
          continue;
        }
        if (!v[j].IsInt()) {
          fail(w,
               "expected an Action card number 1-10, \"contamination\" or \"contamination#N\", got " + describe(v[j]));
        }
        const int n = number(v[j], w, 1, kActionDeckSize);
        auto& first = seen[static_cast<std::size_t>(n)];
        if (!first.empty()) fail(w, "Action card " + std::to_string(n) + " is also at " + first);
        first = w;
        piles[k]->push_back(Card{CardKind::Action, n});
      }
    }
    if (given[1] == nullptr) {
      // The deck takes the Action cards not listed, in the order the setup shuffled them (top last).
      std::vector<Card> order = setup.deck;
      order.insert(order.end(), setup.hand.rbegin(), setup.hand.rend());
      for (const Card& card : order) {
        if (card.kind == CardKind::Action && seen[static_cast<std::size_t>(card.number)].empty())
          ch.deck.push_back(card);
      }
    } else {
      for (int n = 1; n <= kActionDeckSize; ++n) {
        if (seen[static_cast<std::size_t>(n)].empty()) {
          fail(where, "Action card " + std::to_string(n) +
                          " is in none of hand, deck and discard (each of the 10 is in exactly one)");
        }
      }
    }
  }
  if (const Value* v = find(c, "contamination_in_hand")) {
    const int n = number(*v, at(where, "contamination_in_hand"), 0, 50);
    for (int i = 0; i < n; ++i) ch.hand.push_back(Card{CardKind::Contamination, 0});
  }
  if (const Value* v = find(c, "contamination_in_discard")) {
    const int n = number(*v, at(where, "contamination_in_discard"), 0, 50);
    for (int i = 0; i < n; ++i) ch.discard.push_back(Card{CardKind::Contamination, 0});
  }
}

void Reader::readCharacters(const Value& doc, GameState& s, const GameState& setup) const {
  std::map<int, std::string> contamination;  // numbers given explicitly, and where
  if (const Value* v = find(doc, "characters")) {
    for (rapidjson::SizeType i = 0; i < v->Size(); ++i) {
      const Value& c = (*v)[i];
      if (!c.IsObject()) continue;
      const std::string where = at("characters", i);
      checkFields(
          c, where,
          {"class", "room", "alive", "hand", "deck", "discard", "contamination_in_hand", "contamination_in_discard",
           "slime", "larva", "light_wounds", "serious_wounds", "passed", "hibernated"});
      Character& ch = s.character(static_cast<int>(i));
      if (const Value* x = find(c, "room")) ch.room = roomIndex(*x, at(where, "room"));
      if (const Value* x = find(c, "alive")) ch.alive = flag(*x, at(where, "alive"));
      if (const Value* x = find(c, "slime")) ch.slime = flag(*x, at(where, "slime"));
      if (const Value* x = find(c, "larva")) ch.larva = flag(*x, at(where, "larva"));
      if (const Value* x = find(c, "passed")) ch.passed = flag(*x, at(where, "passed"));
      if (const Value* x = find(c, "hibernated")) ch.hibernated = flag(*x, at(where, "hibernated"));
      if (const Value* x = find(c, "light_wounds"))
        ch.lightWounds = number(*x, at(where, "light_wounds"), 0, kLightWoundsPerSerious - 1);
      if (const Value* x = find(c, "serious_wounds"))
        ch.seriousWounds = number(*x, at(where, "serious_wounds"), 0, kMaxSeriousWounds);
      readCards(c, where, ch, setup.character(static_cast<int>(i)), contamination);
      if (ch.alive && !s.room(ch.room).explored) {
        fail(find(c, "room") != nullptr ? at(where, "room") : where,
             "a living character cannot stand in unexplored room " + std::to_string(label(ch.room)) +
                 " (mark the room explored in \"rooms\")");
      }
    }
  }
  // Contamination cards written without a number are numbered after every numbered one, in file order (a
  // save numbers every card).
  int next = std::max(setup.nextContamination, contamination.empty() ? 1 : contamination.rbegin()->first + 1);
  for (std::size_t i = 0; i < s.characters.size(); ++i) {
    Character& ch = s.characters[i];
    const std::array<std::vector<Card>*, 3> piles = {&ch.hand, &ch.deck, &ch.discard};
    for (std::size_t k = 0; k < piles.size(); ++k) {
      for (Card& card : *piles[k]) {
        if (card.kind != CardKind::Contamination || card.number != 0) continue;
        if (next > kMaxContamination) {
          fail(at(at("characters", i), k == 0   ? "hand"
                                       : k == 1 ? "deck"
                                                : "discard"),
               "a Contamination card without a number would be numbered past " + std::to_string(kMaxContamination) +
                   " (number the cards \"contamination#N\")");
        }
        card.number = next++;
      }
    }
  }
  s.nextContamination = next;
}

void Reader::readIntruders(const Value& doc, GameState& s, const GameState& setup) const {
  struct Plan {
    std::string where;
    std::optional<NameSpec> token;  // nullopt: no token
    bool explicitId = false;
  };
  std::vector<Plan> plans;
  s.intruders.clear();
  std::map<int, std::string> ids;
  if (const Value* v = find(doc, "intruders")) {
    list(*v, "intruders");
    std::array<int, kIntruderKinds> inUse{};
    for (const Character& c : s.characters) inUse[static_cast<std::size_t>(IntruderType::Larva)] += c.larva ? 1 : 0;
    for (rapidjson::SizeType i = 0; i < v->Size(); ++i) {
      const std::string where = at("intruders", i);
      const Value& e = object((*v)[i], where);
      checkFields(e, where, {"type", "room", "token", "injuries", "id"});
      Intruder in;
      Plan plan{where, std::nullopt, false};
      in.type = word<IntruderType>(required(e, "type", where), at(where, "type"), sn::kIntruderTypes);
      if (in.type == IntruderType::Blank) fail(at(where, "type"), "the Blank is a bag token, not an Intruder");
      const auto t = static_cast<std::size_t>(in.type);
      if (++inUse[t] > kMiniatures[t]) {
        fail(at(where, "type"), "more " + std::string(nameOf(in.type)) + " miniatures than the box holds (" +
                                    std::to_string(kMiniatures[t]) +
                                    (in.type == IntruderType::Larva ? ", counting Larvae on Character boards)" : ")"));
      }
      in.room = roomIndex(required(e, "room", where), at(where, "room"));
      if (const Value* x = find(e, "injuries")) in.injuries = number(*x, at(where, "injuries"), 0, kMaxInjuries);
      if (const Value* x = find(e, "id")) {
        in.id = number(*x, at(where, "id"), 1, kMaxIntruderId);
        if (!ids.emplace(in.id, at(where, "id")).second) {
          fail(at(where, "id"), "Intruder id " + std::to_string(in.id) + " is also at " + ids[in.id]);
        }
        plan.explicitId = true;
      }
      const Value* token = find(e, "token");
      if (token == nullptr) {
        plan.token = NameSpec{static_cast<int>(in.type), 0, -1};
      } else if (!token->IsNull()) {
        plan.token = intruderToken(*token, at(where, "token"));
        if (plan.token->kind != static_cast<int>(in.type)) {
          fail(at(where, "token"),
               "a " + std::string(nameOf(in.type)) + " cannot have the token " + quote(str(*token)));
        }
      }
      plans.push_back(plan);
      s.intruders.push_back(in);
    }
  }
  // Intruders without an id are numbered after every given one, as the engine numbers new Intruders.
  s.nextIntruderId = ids.empty() ? 1 : ids.rbegin()->first + 1;
  for (std::size_t i = 0; i < plans.size(); ++i) {
    if (!plans[i].explicitId) s.intruders[i].id = takeIntruderId(s);
  }

  // Token piles. Setup put every token in the bag or the supply.
  const std::array<std::string_view, 4> names = {"bag", "supply", "set_aside", "removed"};
  std::array<const Value*, 4> given{};
  std::array<std::vector<int>, 4> piles;
  Claims claims(kTokenCount);
  std::vector<Request> requests;
  const std::vector<int> bagFirst = preferring({setup.bag, setup.supply}, kTokenCount);
  for (std::size_t k = 0; k < 4; ++k) {
    given[k] = find(doc, names[k]);
    if (given[k] == nullptr) continue;
    list(*given[k], std::string(names[k]));
    piles[k].assign(given[k]->Size(), -1);
    for (rapidjson::SizeType j = 0; j < given[k]->Size(); ++j) {
      const std::string w = at(std::string(names[k]), j);
      requests.push_back({intruderToken((*given[k])[j], w), w,
                          k == 1 ? preferring({setup.supply, setup.bag}, kTokenCount) : bagFirst, &piles[k][j]});
    }
  }
  std::vector<int> tokens(plans.size(), -1);
  const bool setAsideGiven = given[2] != nullptr;
  if (!setAsideGiven) {
    for (std::size_t i = 0; i < plans.size(); ++i) {
      if (plans[i].token) requests.push_back({*plans[i].token, at(plans[i].where, "token"), bagFirst, &tokens[i]});
    }
  }
  resolve(requests, claims, intruderMatches, intruderSpecName, "tokens");
  if (setAsideGiven) {
    // An Intruder's token is set aside while it is on the board: match each Intruder to a set-aside token,
    // the most precise requests first.
    std::vector<bool> used(piles[2].size(), false);
    for (int rank = 0; rank < 3; ++rank) {
      for (std::size_t i = 0; i < plans.size(); ++i) {
        if (!plans[i].token || plans[i].token->rank() != rank) continue;
        bool found = false;
        for (std::size_t j = 0; j < piles[2].size() && !found; ++j) {
          if (!used[j] && intruderMatches(piles[2][j], *plans[i].token)) {
            used[j] = true;
            tokens[i] = piles[2][j];
            found = true;
          }
        }
        if (!found) {
          fail(at(plans[i].where, "token"), "set_aside holds no free \"" + intruderSpecName(*plans[i].token) +
                                                "\" token (an Intruder's token is set aside while it is on the board)");
        }
      }
    }
  } else {
    for (int t : tokens) {
      if (t >= 0) piles[2].push_back(t);
    }
  }
  for (std::size_t i = 0; i < plans.size(); ++i) s.intruders[i].token = tokens[i];

  // Tokens nobody placed go back where the setup put them (bag or supply), or to the other of the two
  // when the file gave that list.
  for (int t : bagFirst) {
    if (!claims.isFree(t) || contains(tokens, t)) continue;
    const std::size_t home = contains(setup.bag, t) ? 0 : 1;
    const std::size_t other = 1 - home;
    if (given[home] == nullptr) {
      piles[home].push_back(t);
    } else if (given[other] == nullptr) {
      piles[other].push_back(t);
    } else {
      fail(std::string(names[home]), "the Intruder token " + sn::intruderTokenName(t, true) +
                                         " is in none of bag, supply, set_aside and removed (each of the 27 is in "
                                         "exactly one)");
    }
  }
  if (piles[0].empty()) fail("bag", "the Intruder bag may not be empty (the Blank always returns to it)");
  if (!contains(piles[0], kBlankToken)) {
    std::string pile = "none of them";
    for (std::size_t k = 1; k < piles.size(); ++k) {
      if (contains(piles[k], kBlankToken)) pile = "\"" + std::string(names[k]) + "\"";
    }
    fail("bag", "the Blank token is not in the Intruder bag (it is in " + pile +
                    "); RULES.md §10: \"The bag is never empty: the Blank always returns.\", so between commands the "
                    "Blank is always in the bag");
  }
  s.bag = piles[0];
  s.supply = piles[1];
  s.setAside = piles[2];
  s.removedTokens = piles[3];
}

int Reader::corridorOf(const Value& v, const std::string& where) const {
  if (!v.IsArray() || v.Size() != 2) {
    fail(where, "expected a corridor as the two rooms it joins, [roomA, roomB], got " + describe(v));
  }
  const int a = roomIndex(v[0], at(where, 0));
  const int b = roomIndex(v[1], at(where, 1));
  const int c = a == b ? -1 : board().corridorBetween(a, b);
  if (c < 0) {
    fail(where, "there is no corridor between rooms " + std::to_string(label(a)) + " and " + std::to_string(label(b)) +
                    " on this board");
  }
  return c;
}

void Reader::readDoorsAndNoise(const Value& doc, GameState& s) const {
  if (const Value* v = find(doc, "doors")) {
    list(*v, "doors");
    std::map<int, std::string> seen;
    for (rapidjson::SizeType i = 0; i < v->Size(); ++i) {
      const std::string where = at("doors", i);
      const Value& e = object((*v)[i], where);
      checkFields(e, where, {"corridor", "state"});
      const int c = corridorOf(required(e, "corridor", where), at(where, "corridor"));
      if (!seen.emplace(c, where).second) fail(at(where, "corridor"), corridorName(board(), c) + " is also " + seen[c]);
      s.doors[static_cast<std::size_t>(c)] =
          word<DoorState>(required(e, "state", where), at(where, "state"), sn::kDoors);
    }
    if (doorTokensOnBoard(s) > kDoorTokens) {
      fail("doors", "more Door tokens than the " + std::to_string(kDoorTokens) + " in the game");
    }
  }
  if (const Value* v = find(doc, "noise")) {
    list(*v, "noise");
    std::fill(s.noise.begin(), s.noise.end(), 0);
    std::map<int, std::string> seen;
    for (rapidjson::SizeType i = 0; i < v->Size(); ++i) {
      const std::string where = at("noise", i);
      const Value& e = (*v)[i];
      int p = kNoPassage;
      if (e.IsString()) {
        if (sn::lower(str(e)) != sn::kTechnical) {
          fail(where, "expected [roomA, roomB] or \"technical\" (the Technical Corridors space), got " + describe(e));
        }
        p = board().techSpace();
      } else {
        p = corridorOf(e, where);
      }
      if (!seen.emplace(p, where).second) {
        fail(where, "two markers in one corridor: " + corridorName(board(), p) + " is also marked at " + seen[p]);
      }
      s.noise[static_cast<std::size_t>(p)] = 1;
    }
  }
}

void Reader::readAttackDeck(const Value& doc, GameState& s, const GameState& setup) const {
  const Value* deckV = find(doc, "attack_deck");
  const Value* discardV = find(doc, "attack_discard");
  if (deckV == nullptr && discardV == nullptr) return;
  Claims claims(kAttackCardCount);
  std::vector<Request> requests;
  std::vector<int> deck;
  std::vector<int> discard;
  for (auto [v, field, out] :
       {std::tuple{deckV, "attack_deck", &deck}, std::tuple{discardV, "attack_discard", &discard}}) {
    if (v == nullptr) continue;
    list(*v, field);
    out->assign(v->Size(), -1);
    for (rapidjson::SizeType i = 0; i < v->Size(); ++i) {
      const std::string w = at(field, i);
      requests.push_back({attackCard((*v)[i], w), w, preferring({}, kAttackCardCount), &(*out)[i]});
    }
  }
  resolve(requests, claims, attackMatches, attackSpecName, "cards");
  for (int t : preferring({setup.attackDeck}, kAttackCardCount)) {
    if (!claims.isFree(t)) continue;
    if (deckV == nullptr) {
      deck.push_back(t);
    } else if (discardV == nullptr) {
      discard.push_back(t);
    } else {
      fail("attack_discard", "attack card " + sn::attackCardName(t, true) +
                                 " is in neither attack_deck nor attack_discard (each of the 20 is in exactly one)");
    }
  }
  if (discardV == nullptr) std::sort(discard.begin(), discard.end());
  s.attackDeck = deck;
  s.attackDiscard = discard;
}

void Reader::readTurns(const Value& doc, GameState& s, const GameState& setup) const {
  // Hand-made positions are explored in free play unless they say otherwise; saves always say.
  s.freePlay = true;
  if (const Value* v = find(doc, "free_play")) s.freePlay = flag(*v, "free_play");
  const int last = s.characterCount() - 1;
  if (const Value* v = find(doc, "first_player")) s.firstPlayer = number(*v, "first_player", 0, last);
  s.turn = s.firstPlayer;
  if (const Value* v = find(doc, "turn")) s.turn = number(*v, "turn", 0, last);
  if (const Value* v = find(doc, "actions")) s.actions = number(*v, "actions", 0, kActionsPerTurn);
  if (const Value* v = find(doc, "eggs")) s.eggs = number(*v, "eggs", 0, kMaxEggs);
  if (const Value* v = find(doc, "stats")) {
    object(*v, "stats");
    checkFields(*v, "stats", {"encounters", "noise_rolls"});
    if (const Value* x = find(*v, "encounters")) s.stats.encounters = number(*x, "stats.encounters", 0, kMaxTally);
    if (const Value* x = find(*v, "noise_rolls")) {
      const auto rolls = numbers(*x, "stats.noise_rolls", 0, kMaxTally);
      if (rolls.size() != s.stats.noiseRolls.size())
        fail("stats.noise_rolls", "expected 6 counts: results 1, 2, 3, 4, Silence and Danger");
      for (std::size_t i = 0; i < rolls.size(); ++i) s.stats.noiseRolls[i] = rolls[i];
    }
  }
  // Event cards are named by their number 1-20 (RULES.md §8); the last entry of the deck is drawn first.
  const Value* deckV = find(doc, "event_deck");
  const Value* discardV = find(doc, "event_discard");
  if (deckV == nullptr && discardV == nullptr) return;
  std::vector<std::string> seen(static_cast<std::size_t>(kEventCardCount));
  std::vector<int> deck;
  std::vector<int> discard;
  for (auto [v, field, out] :
       {std::tuple{deckV, "event_deck", &deck}, std::tuple{discardV, "event_discard", &discard}}) {
    if (v == nullptr) continue;
    const auto cards = numbers(*v, field, 1, kEventCardCount);
    for (std::size_t i = 0; i < cards.size(); ++i) {
      std::string& where = seen[static_cast<std::size_t>(cards[i] - 1)];
      if (!where.empty()) fail(at(field, i), "Event card " + std::to_string(cards[i]) + " is also at " + where);
      where = at(field, i);
      out->push_back(cards[i] - 1);
    }
  }
  for (int id : setup.eventDeck) {
    if (!seen[static_cast<std::size_t>(id)].empty()) continue;
    if (deckV == nullptr) {
      deck.push_back(id);
    } else if (discardV == nullptr) {
      discard.push_back(id);
    } else {
      fail("event_discard", "Event card " + std::to_string(id + 1) +
                                " is in neither event_deck nor event_discard (each of the 20 is in exactly one)");
    }
  }
  if (discardV == nullptr) std::sort(discard.begin(), discard.end());
  s.eventDeck = deck;
  s.eventDiscard = discard;
}

void Reader::readForce(const Value& doc, GameState& s) const {
  const Value* v = find(doc, "force");
  if (v == nullptr) return;
  object(*v, "force");
  checkFields(*v, "force", {"noise", "bag", "exploration", "attack", "event"});
  ForcedOutcomes f;
  auto each = [&](const char* field, auto read) {
    if (const Value* l = find(*v, field)) {
      const std::string lw = at("force", field);
      list(*l, lw);
      if (l->Size() > kMaxForcedOutcomes) {
        fail(lw, std::to_string(l->Size()) + " forced outcomes; at most " + std::to_string(kMaxForcedOutcomes) +
                     " of one kind can wait to be used");
      }
      for (rapidjson::SizeType i = 0; i < l->Size(); ++i) read((*l)[i], at(lw, i));
    }
  };
  each("noise", [&](const Value& e, const std::string& w) {
    std::string t = e.IsInt() ? std::to_string(e.GetInt()) : e.IsString() ? sn::lower(str(e)) : "";
    for (int r = 1; r <= 6; ++r) {
      if (t == sn::noiseResultName(static_cast<NoiseResult>(r))) {
        f.noise.push_back(static_cast<NoiseResult>(r));
        return;
      }
    }
    fail(w, "expected a Noise die result: 1, 2, 3, 4, \"silence\" or \"danger\", got " + describe(e));
  });
  auto noId = [&](const NameSpec& spec, const std::string& w) {
    if (spec.id >= 0) fail(w, "a forced outcome names a kind of component, without '#'");
    return spec;
  };
  each("bag", [&](const Value& e, const std::string& w) {
    const NameSpec spec = noId(intruderToken(e, w), w);
    f.bag.push_back(ForcedBagDraw{static_cast<IntruderType>(spec.kind), spec.number});
  });
  each("exploration", [&](const Value& e, const std::string& w) {
    const NameSpec spec = noId(explorationToken(e, w), w);
    f.exploration.push_back(ForcedExploration{static_cast<ExplorationEffect>(spec.kind), spec.number});
  });
  each("attack", [&](const Value& e, const std::string& w) {
    f.attack.push_back(static_cast<AttackKind>(noId(attackCard(e, w), w).kind));
  });
  each("event", [&](const Value& e, const std::string& w) { f.event.push_back(number(e, w, 1, kEventCardCount)); });
  s.chance.forced = f;
}

Step Reader::readStep(const Value& v, const std::string& where, const GameState& s) const {
  object(v, where);
  checkFields(v, where, {"kind", "character", "room", "a", "b"});
  Step st;
  st.kind = word<StepKind>(required(v, "kind", where), at(where, "kind"), sn::kSteps);
  const bool needsCharacter =
      st.kind <= StepKind::Hibernate && st.kind != StepKind::DiscardExploration && st.kind != StepKind::SetAsideToken;
  const Value* c = find(v, "character");
  if (c != nullptr && !c->IsNull()) {
    st.character = number(*c, at(where, "character"), 0, s.characterCount() - 1);
  } else if (needsCharacter) {
    fail(at(where, "character"), "this step needs a character (a player index from 0)");
  }
  st.room = roomIndex(required(v, "room", where), at(where, "room"));
  const int corridors = board().corridorCount();
  auto argument = [&](const char* field, int lo, int hi) {
    const Value* x = find(v, field);
    return x == nullptr ? -1 : number(*x, at(where, field), lo, hi);
  };
  switch (st.kind) {
    case StepKind::EnterRoom:
      st.a = argument("a", -1, corridors - 1);
      st.b = argument("b", -1, 4);
      break;
    case StepKind::DiscardExploration: st.a = argument("a", 0, kExplorationTokenCount - 1); break;
    case StepKind::PlaceNoise: st.a = argument("a", 0, board().passageCount() - 1); break;
    case StepKind::Encounter: st.a = argument("a", -1, corridors - 1); break;
    case StepKind::CarefulMarker: st.a = argument("a", 0, 4); break;
    case StepKind::IntruderAttack:
    case StepKind::EventAttack: st.a = argument("a", 0, kMaxIntruderId); break;
    case StepKind::SetAsideToken: st.a = argument("a", 0, kTokenCount - 1); break;
    default: st.a = argument("a", -1, -1); break;
  }
  if (sn::stepBIsRule(st.kind)) {
    const Value& b = required(v, "b", where);
    if (b.IsString()) {
      auto rule = sn::ruleByName(str(b));
      if (!rule) fail(at(where, "b"), "unknown rule " + quote(str(b)));
      st.b = static_cast<int>(*rule);
    } else {
      st.b = number(b, at(where, "b"), 0, kRuleCount - 1);
    }
  } else if (st.kind != StepKind::EnterRoom) {
    st.b = argument("b", -1, -1);
  }
  return st;
}

void Reader::readSaveFields(const Value& doc, GameState& s) const {
  if (const Value* v = find(doc, "round")) s.round = number(*v, "round", 1, kLastRound);
  if (const Value* v = find(doc, "phase")) s.phase = word<Phase>(*v, "phase", sn::kPhases);
  if (const Value* v = find(doc, "rng")) {
    object(*v, "rng");
    checkFields(*v, "rng", {"state", "increment"});
    auto hex = [&](const char* field) {
      const std::string w = at("rng", field);
      std::string t = text(required(*v, field, "rng"), w);
      if (t.rfind("0x", 0) == 0) t.erase(0, 2);
      if (t.empty() || t.size() > 16 || !std::all_of(t.begin(), t.end(), [](char ch) {
            return std::isxdigit(static_cast<unsigned char>(ch)) != 0;
          })) {
        fail(w, "expected up to 16 hexadecimal digits, got " + quote(t));
      }
      return std::stoull(t, nullptr, 16);
    };
    const std::uint64_t state = hex("state");
    const std::uint64_t increment = hex("increment");
    if ((increment & 1U) == 0) fail("rng.increment", "a PCG32 increment is odd");
    s.chance.rng.restore(state, increment);
  }
  if (const Value* v = find(doc, "steps")) {
    list(*v, "steps");
    if (v->Size() > kMaxQueuedSteps) {
      fail("steps",
           std::to_string(v->Size()) + " steps; the resolution queue holds at most " + std::to_string(kMaxQueuedSteps));
    }
    s.steps.clear();
    for (rapidjson::SizeType i = 0; i < v->Size(); ++i) s.steps.push_back(readStep((*v)[i], at("steps", i), s));
  }
  if (const Value* v = find(doc, "pending"); v != nullptr && !v->IsNull()) {
    object(*v, "pending");
    checkFields(*v, "pending", {"kind", "character", "room", "options"});
    Decision d;
    d.kind = word<DecisionKind>(required(*v, "kind", "pending"), "pending.kind", sn::kDecisions);
    if (d.kind != DecisionKind::None) {
      d.character = number(required(*v, "character", "pending"), "pending.character", 0, s.characterCount() - 1);
      d.room = roomIndex(required(*v, "room", "pending"), "pending.room");
      const auto options = numbers(required(*v, "options", "pending"), "pending.options", 1, 4);
      if (options.empty() || options.size() > 4) fail("pending.options", "expected 1 to 4 corridor numbers");
      for (std::size_t i = 0; i < options.size(); ++i) {
        if (std::find(options.begin(), options.begin() + static_cast<std::ptrdiff_t>(i), options[i]) !=
            options.begin() + static_cast<std::ptrdiff_t>(i)) {
          fail(at("pending.options", i), "number " + std::to_string(options[i]) + " is listed twice");
        }
        d.options[i] = options[i];
      }
      d.optionCount = static_cast<int>(options.size());
    }
    s.pending = d;
  }
  if (const Value* v = find(doc, "status")) s.status = word<GameStatus>(*v, "status", sn::kStatuses);
  if (const Value* v = find(doc, "loss")) s.loss = word<LossReason>(*v, "loss", sn::kLosses);
  if (const Value* v = find(doc, "next_intruder_id")) {
    int largest = 0;
    for (const Intruder& in : s.intruders) largest = std::max(largest, in.id);
    s.nextIntruderId = number(*v, "next_intruder_id", largest + 1, kMaxIntruderId + 1);
  }
  if (const Value* v = find(doc, "next_contamination")) {
    int largest = 0;
    for (const Character& c : s.characters) {
      for (const auto* pile : {&c.hand, &c.deck, &c.discard}) {
        for (const Card& card : *pile)
          largest = std::max(largest, card.kind == CardKind::Contamination ? card.number : 0);
      }
    }
    s.nextContamination = number(*v, "next_contamination", largest + 1, kMaxContamination + 1);
  }
}

GameState Reader::read(const std::string& json) {
  rapidjson::Document doc;
  parseJsonOrFail<ScenarioError>(doc, json, source_);
  if (!doc.IsObject()) fail("top level", "expected a JSON object, got " + describe(doc));
  readHeader(doc);
  checkFields(doc, "",
              {"format",
               "version",
               "name",
               "description",
               "board",
               "seed",
               "characters",
               "rooms",
               "unused_exploration",
               "discarded_exploration",
               "intruders",
               "doors",
               "noise",
               "bag",
               "supply",
               "set_aside",
               "removed",
               "attack_deck",
               "attack_discard",
               "round",
               "phase",
               "force",
               "rng",
               "steps",
               "pending",
               "status",
               "loss",
               "next_intruder_id",
               "next_contamination",
               "free_play",
               "first_player",
               "turn",
               "actions",
               "eggs",
               "event_deck",
               "event_discard",
               "stats"});
  for (const char* field : {"name", "description"}) {
    if (const Value* v = find(doc, field)) (void)text(*v, field);
  }
  GameState s = readSetup(doc);
  const GameState setup = s;
  readRooms(doc, s, setup);
  readCharacters(doc, s, setup);
  readIntruders(doc, s, setup);
  readDoorsAndNoise(doc, s);
  readAttackDeck(doc, s, setup);
  readTurns(doc, s, setup);
  readForce(doc, s);
  readSaveFields(doc, s);
  const auto problems = checkInvariants(s);
  if (!problems.empty()) {
    fail("position",
         problems.front() +
             (problems.size() > 1 ? " (and " + std::to_string(problems.size() - 1) + " more problems)" : ""));
  }
  return s;
}

}  // namespace

GameState parseScenario(const std::string& json, const std::string& source, const std::string& boardsDir) {
  try {
    return Reader(source, boardsDir).read(json);
  } catch (const ScenarioError&) {
    throw;
  } catch (const std::exception& e) {
    // A safety net: every problem above is reported on purpose; nothing else may escape a loader.
    throw ScenarioError(source + ": unexpected problem while reading: " + e.what());
  }
}

GameState loadScenario(const std::string& path, const std::string& boardsDir) {
  return parseScenario(readFileAs<ScenarioError>(path, kMaxScenarioBytes, "a scenario"), path, boardsDir);
}

GameState loadGame(const std::string& path, const std::string& boardsDir) {
  return loadScenario(path, boardsDir);
}

}  // namespace nemesis
