// Reading Enormity scenarios (docs/enormity-formats.md "Scenarios"). Every problem is a DataError naming the
// file, the field and the problem; what the fields allow one at a time is checked here, and what they must
// satisfy together (no two Spacers on a space, a roll's Spacer alive...) by checkInvariants at the end.
#include <rapidjson/document.h>

#include <algorithm>
#include <set>

#include "data_json.hpp"
#include "engine/kernel/file_io.hpp"
#include "invariants.hpp"
#include "queries.hpp"
#include "scenario.hpp"
#include "words.hpp"

namespace nemesis::enormity {

namespace {

using rapidjson::Value;

constexpr std::string_view kFormat = "enormity-scenario";
// The stream of the generator a seed starts (any odd constant would do; this one is fixed forever).
constexpr std::uint64_t kStream = 0x656e6f726d697479ULL;  // "enormity"
constexpr std::size_t kMaxDataName = 40;
// A scenario's "name" and "description" (what the new-game window shows): a title, and a few sentences.
constexpr std::size_t kMaxNameLength = 80;
constexpr std::size_t kMaxDescription = 600;

class Reader {
 public:
  Reader(const std::string& source, std::string assetsDir)
      : in_(source, raiseDataError), assets_(std::move(assetsDir)) {}

  State read(std::string_view text);

 private:
  template <class T>
  T data(const Value& doc, const char* key, const std::string& fallback, const std::string& file,
         T (*readFn)(const JsonReader&, const Value&, const std::string&), T (*load)(const std::string&));
  Map mapData(const Value& doc);
  [[nodiscard]] int spacerRef(const Value& v, const std::string& where, const State& s) const;
  template <class E>
  E word(const Value& v, const std::string& where) const;
  [[nodiscard]] int kindRef(const Value& v, const std::string& where, const State& s) const;
  void spacers(const Value& doc, State& s) const;
  void blips(const Value& doc, State& s);
  void intruders(const Value& doc, State& s) const;
  void pools(const Value& doc, State& s, std::vector<std::pair<std::size_t, std::string>>& toDraw);
  void forced(const Value& doc, State& s) const;
  void roll(const Value& doc, State& s) const;
  void queue(const Value& doc, State& s) const;
  [[nodiscard]] std::uint64_t hex(const Value& v, const std::string& where) const;
  [[nodiscard]] bool flag(const Value& object, const char* key, const std::string& where, bool fallback) const {
    const Value* v = JsonReader::optional(object, key);
    return v == nullptr ? fallback : in_.boolean(*v, fieldAt(where, key));
  }
  [[nodiscard]] int number(const Value& object, const char* key, const std::string& where, int fallback, int lo,
                           int hi) const {
    const Value* v = JsonReader::optional(object, key);
    return v == nullptr ? fallback : in_.intIn(*v, fieldAt(where, key), lo, hi);
  }

  JsonReader in_;
  std::string assets_;
  std::vector<int> explicitTokens_;  // the tokens the file gives its Blips, taken out of a default pool
};

// A data object: embedded, or named (a file under the assets folder), or the default name.
template <class T>
T Reader::data(const Value& doc, const char* key, const std::string& fallback, const std::string& file,
               T (*readFn)(const JsonReader&, const Value&, const std::string&), T (*load)(const std::string&)) {
  const Value* v = JsonReader::optional(doc, key);
  if (v != nullptr && v->IsObject()) return readFn(in_, *v, key);
  const std::string name = v == nullptr ? fallback : in_.name(*v, key, kMaxDataName);
  const std::string path = assets_ + "/" + (file.empty() ? name : file + "/" + name) + ".json";
  try {
    return load(path);
  } catch (const DataError& e) {
    in_.fail(key, e.what());
  }
}

Map Reader::mapData(const Value& doc) {
  const Value& v = in_.member(doc, "map", "");
  if (v.IsObject()) return readMap(in_, v, "map", "");
  const std::string name = in_.name(v, "map", kMaxMapNameLength);
  try {
    return loadMap(assets_ + "/maps/" + name + ".json");
  } catch (const DataError& e) {
    in_.fail("map", e.what());
  }
}

template <class E>
E Reader::word(const Value& v, const std::string& where) const {
  if (v.IsString()) {
    if (const auto e = words::parse<E>(std::string_view(v.GetString(), v.GetStringLength()))) return *e;
  }
  in_.fail(where, "expected one of: " + words::list<E>());
}

int Reader::spacerRef(const Value& v, const std::string& where, const State& s) const {
  if (v.IsNull()) return -1;
  if (v.IsString()) {
    const int i = findSpacer(s, std::string_view(v.GetString(), v.GetStringLength()));
    if (i >= 0) return i;
  }
  std::string names;
  for (const Spacer& sp : s.spacers) names += (names.empty() ? "" : ", ") + sp.name;
  in_.fail(where, "expected a Spacer's name (" + names + ") or null");
}

int Reader::kindRef(const Value& v, const std::string& where, const State& s) const {
  if (v.IsString()) {
    const int k = s.kinds.find(std::string_view(v.GetString(), v.GetStringLength()));
    if (k >= 0) return k;
  }
  std::string names;
  for (const BlipKind& k : s.kinds.kinds) names += (names.empty() ? "" : ", ") + k.name;
  in_.fail(where, "expected a kind of Blip token (" + names + ")");
}

std::uint64_t Reader::hex(const Value& v, const std::string& where) const {
  if (v.IsString() && v.GetStringLength() >= 1 && v.GetStringLength() <= 16) {
    std::uint64_t out = 0;
    bool ok = true;
    for (rapidjson::SizeType i = 0; i < v.GetStringLength(); ++i) {
      const char c = v.GetString()[i];
      const int digit = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
      ok = ok && digit >= 0;
      out = (out << 4U) | static_cast<std::uint64_t>(digit < 0 ? 0 : digit);
    }
    if (ok) return out;
  }
  in_.fail(where, "expected 1-16 lowercase hexadecimal digits");
}

void Reader::spacers(const Value& doc, State& s) const {
  const Value& list = in_.member(doc, "spacers", "");
  in_.requireList(list, "spacers", kMaxSpacerStarts);
  if (list.Empty()) in_.fail("spacers", "a game needs at least one Spacer");
  for (rapidjson::SizeType i = 0; i < list.Size(); ++i) {
    const std::string at = fieldAt("spacers", std::size_t{i});
    const Value& v = list[i];
    if (!v.IsObject()) in_.fail(at, "expected an object with \"name\" and \"space\"");
    in_.checkFields(v, at, {"name", "space", "stress", "alive"});
    Spacer sp;
    sp.name = in_.name(in_.member(v, "name", at), fieldAt(at, "name"), kMaxSpacerName);
    if (findSpacer(s, sp.name) >= 0) in_.fail(fieldAt(at, "name"), "another Spacer has this name");
    const Point p =
        in_.point(in_.member(v, "space", at), fieldAt(at, "space"), s.topo().width - 1, s.topo().height - 1);
    sp.space = Space{p.x, p.y};
    if (!s.topo().isFloor(sp.space))
      in_.fail(fieldAt(at, "space"), "space " + spaceText(sp.space) + " is out of bounds");
    sp.alive = flag(v, "alive", at, true);
    sp.stress = number(v, "stress", at, 0, 0, sp.alive ? kMaxStress : kMaxStress + 1);
    s.spacers.push_back(std::move(sp));
  }
}

void Reader::blips(const Value& doc, State& s) {
  const Value* list = JsonReader::optional(doc, "blips");
  if (list == nullptr) return;
  in_.requireList(*list, "blips", static_cast<std::size_t>(kMaxBlipsOnBoard));
  std::set<int> ids;
  for (const Value& v : list->GetArray()) {
    if (v.IsObject() && JsonReader::optional(v, "id") != nullptr && JsonReader::optional(v, "id")->IsInt())
      ids.insert(JsonReader::optional(v, "id")->GetInt());
  }
  int nextFree = 1;
  std::set<int> used;
  for (rapidjson::SizeType i = 0; i < list->Size(); ++i) {
    const std::string at = fieldAt("blips", std::size_t{i});
    const Value& v = (*list)[i];
    if (!v.IsObject()) in_.fail(at, "expected an object with \"at\" and optional \"id\", \"facing\", \"token\"");
    in_.checkFields(v, at, {"id", "at", "facing", "token"});
    Blip b;
    if (const Value* id = JsonReader::optional(v, "id")) {
      b.id = in_.intIn(*id, fieldAt(at, "id"), 1, kMaxId);
      if (!used.insert(b.id).second) in_.fail(fieldAt(at, "id"), "another Blip has this id");
    } else {
      while (ids.count(nextFree) != 0 || used.count(nextFree) != 0) ++nextFree;
      b.id = nextFree;
      used.insert(b.id);
    }
    b.at = in_.point(in_.member(v, "at", at), fieldAt(at, "at"), s.topo().width, s.topo().height);
    const Value* facing = JsonReader::optional(v, "facing");
    b.facing = facing == nullptr ? facingMostSpacers(s, b.at) : word<Direction>(*facing, fieldAt(at, "facing"));
    b.token = -1;
    if (const Value* token = JsonReader::optional(v, "token")) {
      b.token = kindRef(*token, fieldAt(at, "token"), s);
      explicitTokens_.push_back(b.token);
    }
    s.blips.push_back(b);
  }
}

void Reader::intruders(const Value& doc, State& s) const {
  const Value* list = JsonReader::optional(doc, "intruders");
  if (list == nullptr) return;
  in_.requireList(*list, "intruders", static_cast<std::size_t>(kMaxIntruders));
  int nextFree = 1;
  for (rapidjson::SizeType i = 0; i < list->Size(); ++i) {
    const std::string at = fieldAt("intruders", std::size_t{i});
    const Value& v = (*list)[i];
    if (!v.IsObject()) in_.fail(at, "expected an object with \"space\" and an optional \"id\"");
    in_.checkFields(v, at, {"id", "space"});
    Intruder intruder;
    const auto taken = [&](int id) {
      return std::any_of(s.intruders.begin(), s.intruders.end(), [&](const Intruder& x) { return x.id == id; });
    };
    if (const Value* id = JsonReader::optional(v, "id")) {
      intruder.id = in_.intIn(*id, fieldAt(at, "id"), 1, kMaxId);
      if (taken(intruder.id)) in_.fail(fieldAt(at, "id"), "another Intruder has this id");
    } else {
      while (taken(nextFree)) ++nextFree;
      intruder.id = nextFree;
    }
    const Point p =
        in_.point(in_.member(v, "space", at), fieldAt(at, "space"), s.topo().width - 1, s.topo().height - 1);
    intruder.space = Space{p.x, p.y};
    if (!s.topo().isFloor(intruder.space))
      in_.fail(fieldAt(at, "space"), "space " + spaceText(intruder.space) + " is out of bounds");
    s.intruders.push_back(intruder);
  }
}

// The Blip Pool: as the file lists it, or the Blip kinds' full pool less the tokens already placed; then the
// Blips the file gives no token draw theirs from it, in order, with the game's generator.
void Reader::pools(const Value& doc, State& s, std::vector<std::pair<std::size_t, std::string>>& toDraw) {
  const auto kinds = [&](const char* key) {
    std::vector<int> out;
    const Value* list = JsonReader::optional(doc, key);
    if (list == nullptr) return out;
    in_.requireList(*list, key, kMaxBlipKinds * kMaxBlipsOfKind);
    for (rapidjson::SizeType i = 0; i < list->Size(); ++i)
      out.push_back(kindRef((*list)[i], fieldAt(key, std::size_t{i}), s));
    return out;
  };
  s.discardedTokens = kinds("discarded");
  if (JsonReader::optional(doc, "pool") != nullptr) {
    s.blipPool = kinds("pool");
  } else {
    s.blipPool = s.kinds.fullPool();
    std::vector<int> gone = explicitTokens_;
    gone.insert(gone.end(), s.discardedTokens.begin(), s.discardedTokens.end());
    for (int k : gone) {
      const auto it = std::find(s.blipPool.begin(), s.blipPool.end(), k);
      if (it == s.blipPool.end()) {
        in_.fail("blips", "more " + s.kinds.at(k).name + " tokens are placed and discarded than the Blip Pool holds (" +
                              std::to_string(s.kinds.at(k).count) + "): give \"pool\" to say what it holds");
      }
      s.blipPool.erase(it);
    }
  }
  for (const auto& [index, where] : toDraw) {
    if (s.blipPool.empty()) in_.fail(where, "the Blip Pool has no token left to draw for this Blip");
    const std::size_t pick = drawFromPool(s.chance, s.blipPool);
    s.blips[index].token = s.blipPool[pick];
    s.blipPool.erase(s.blipPool.begin() + static_cast<std::ptrdiff_t>(pick));
  }
}

void Reader::forced(const Value& doc, State& s) const {
  const Value* f = JsonReader::optional(doc, "force");
  if (f == nullptr) return;
  if (!f->IsObject()) in_.fail("force", "expected an object with \"white\", \"red\", \"black\" and \"blips\" lists");
  in_.checkFields(*f, "force", {"white", "red", "black", "blips"});
  for (DieColour c : kDieColours) {
    const std::string key(colourName(c));
    const Value* list = JsonReader::optional(*f, key.c_str());
    if (list == nullptr) continue;
    const std::string at = fieldAt("force", key);
    in_.requireList(*list, at, kMaxForced);
    for (rapidjson::SizeType i = 0; i < list->Size(); ++i) {
      const int v = in_.intIn((*list)[i], fieldAt(at, std::size_t{i}), 0, kMaxFacePotentials);
      const std::vector<int>& faces = s.dice.facesOf(c);
      if (std::find(faces.begin(), faces.end(), v) == faces.end())
        in_.fail(fieldAt(at, std::size_t{i}), "no " + key + " face shows " + std::to_string(v) + " Potentials");
      s.chance.forced.faces[static_cast<std::size_t>(c)].push_back(v);
    }
  }
  if (const Value* list = JsonReader::optional(*f, "blips")) {
    in_.requireList(*list, "force.blips", kMaxForced);
    for (rapidjson::SizeType i = 0; i < list->Size(); ++i)
      s.chance.forced.blips.push_back(kindRef((*list)[i], fieldAt("force.blips", std::size_t{i}), s));
  }
}

void Reader::roll(const Value& doc, State& s) const {
  const Value* r = JsonReader::optional(doc, "roll");
  if (r == nullptr || r->IsNull()) return;
  if (!r->IsObject()) in_.fail("roll", "expected an object (a Noise roll in progress) or null");
  in_.checkFields(*r, "roll", {"stage", "spacer", "dice", "bonus", "overwhelm"});
  s.roll.stage = word<RollStage>(in_.member(*r, "stage", "roll"), "roll.stage");
  s.roll.spacer = spacerRef(in_.member(*r, "spacer", "roll"), "roll.spacer", s);
  s.roll.bonus = number(*r, "bonus", "roll", 0, 0, kMaxFacePotentials);
  s.roll.overwhelm = number(*r, "overwhelm", "roll", 0, 0, kMaxStepValue);
  const Value& dice = in_.member(*r, "dice", "roll");
  in_.requireList(dice, "roll.dice", kMaxRollDice);
  for (rapidjson::SizeType i = 0; i < dice.Size(); ++i) {
    const std::string at = fieldAt("roll.dice", std::size_t{i});
    const Value& v = dice[i];
    if (!v.IsObject()) in_.fail(at, "expected an object with \"colour\" and \"rolled\"");
    in_.checkFields(
        v, at,
        {"colour", "fixed", "rolled", "confidence", "stress", "bonus", "discipline", "discarded", "blip", "moved"});
    Die d;
    d.colour = word<DieColour>(in_.member(v, "colour", at), fieldAt(at, "colour"));
    d.fixed = flag(v, "fixed", at, false);
    d.rolled = in_.intIn(in_.member(v, "rolled", at), fieldAt(at, "rolled"), 0, kMaxFacePotentials);
    d.confidence = flag(v, "confidence", at, false);
    d.stress = flag(v, "stress", at, false);
    d.bonus = number(v, "bonus", at, 0, 0, kMaxFacePotentials);
    d.discipline = flag(v, "discipline", at, false);
    d.discarded = flag(v, "discarded", at, false);
    d.blip = number(v, "blip", at, -1, -1, kMaxId);
    d.moved = flag(v, "moved", at, false);
    s.roll.dice.push_back(d);
  }
}

void Reader::queue(const Value& doc, State& s) const {
  if (const Value* list = JsonReader::optional(doc, "steps")) {
    in_.requireList(*list, "steps", kMaxSteps);
    for (rapidjson::SizeType i = 0; i < list->Size(); ++i) {
      const std::string at = fieldAt("steps", std::size_t{i});
      const Value& v = (*list)[i];
      if (!v.IsObject()) in_.fail(at, "expected an object with \"kind\"");
      in_.checkFields(v, at, {"kind", "spacer", "blip", "a", "choice"});
      Step st;
      st.kind = word<StepKind>(in_.member(v, "kind", at), fieldAt(at, "kind"));
      const Value* spacer = JsonReader::optional(v, "spacer");
      st.spacer = spacer == nullptr ? -1 : spacerRef(*spacer, fieldAt(at, "spacer"), s);
      st.blip = number(v, "blip", at, -1, -1, kMaxId);
      st.a = number(v, "a", at, -1, -1, kMaxStepValue);
      st.choice = number(v, "choice", at, -1, -1, kMaxStepValue);
      s.steps.push_back(st);
    }
  }
  const Value* p = JsonReader::optional(doc, "pending");
  if (p == nullptr || p->IsNull()) return;
  if (!p->IsObject()) in_.fail("pending", "expected an object (a decision the rules wait for) or null");
  in_.checkFields(*p, "pending", {"kind", "spacer", "blip", "options"});
  s.pending.kind = word<DecisionKind>(in_.member(*p, "kind", "pending"), "pending.kind");
  s.pending.spacer = spacerRef(in_.member(*p, "spacer", "pending"), "pending.spacer", s);
  s.pending.blip = number(*p, "blip", "pending", -1, -1, kMaxId);
  const Value& options = in_.member(*p, "options", "pending");
  in_.requireList(options, "pending.options", kMaxSpawnPoints + static_cast<std::size_t>(kMaxBlipsOnBoard));
  for (rapidjson::SizeType i = 0; i < options.Size(); ++i)
    s.pending.options.push_back(in_.intIn(options[i], fieldAt("pending.options", std::size_t{i}), 0, kMaxId));
}

State Reader::read(std::string_view text) {
  rapidjson::Document doc;
  in_.parse(doc, text);
  in_.requireFormat(doc, "", kFormat, kScenarioVersion, "scenario");
  in_.checkFields(doc, "", {"format",          "version",    "name",  "description", "map",       "dice",
                            "sheet",           "blip_kinds", "seed",  "rng",         "countdown", "priority_target",
                            "tokens",          "spacers",    "blips", "intruders",   "pool",      "discarded",
                            "force",           "roll",       "steps", "pending",     "status",    "next_blip_id",
                            "next_intruder_id"});
  // What the new-game window shows of the file: checked as text, not part of the position.
  if (const Value* v = JsonReader::optional(doc, "name")) (void)in_.text(*v, "name", kMaxNameLength);
  if (const Value* v = JsonReader::optional(doc, "description")) (void)in_.text(*v, "description", kMaxDescription);
  State s;
  s.map = std::make_shared<const Map>(mapData(doc));
  s.dice = data<DiceSet>(doc, "dice", "dice", "", readDice, loadDice);
  s.sheet = data<IntruderSheet>(doc, "sheet", "the-grin", "intruders", readSheet, loadSheet);
  s.kinds = data<BlipKinds>(doc, "blip_kinds", "blip-pool", "", readBlipKinds, loadBlipKinds);

  std::uint64_t seed = 1;
  if (const Value* v = JsonReader::optional(doc, "seed")) {
    if (!v->IsUint64()) in_.fail("seed", "expected a whole number from 0 to 18446744073709551615");
    seed = v->GetUint64();
  }
  s.chance.rng.seed(seed, kStream);

  if (const Value* c = JsonReader::optional(doc, "countdown")) {
    if (c->IsString() && std::string_view(c->GetString(), c->GetStringLength()) == "!") {
      s.countdown = 0;
    } else if (c->IsInt() && c->GetInt() >= 1 && c->GetInt() <= kCountdownStart) {
      s.countdown = c->GetInt();
    } else {
      in_.fail("countdown", "expected a space of the track: 9 to 1, or \"!\" (zero hour)");
    }
  }
  if (const Value* t = JsonReader::optional(doc, "tokens")) {
    if (!t->IsObject()) in_.fail("tokens", "expected an object with \"confidence\" and \"discipline\"");
    in_.checkFields(*t, "tokens", {"confidence", "discipline"});
    s.active.confidence = number(*t, "confidence", "tokens", 0, 0, kMaxSpacerTokens);
    s.active.discipline = number(*t, "discipline", "tokens", 0, 0, kMaxSpacerTokens);
  }

  spacers(doc, s);
  const Value* target = JsonReader::optional(doc, "priority_target");
  s.priorityTarget = target == nullptr ? 0 : spacerRef(*target, "priority_target", s);
  intruders(doc, s);
  blips(doc, s);
  std::vector<std::pair<std::size_t, std::string>> toDraw;
  for (std::size_t i = 0; i < s.blips.size(); ++i) {
    if (s.blips[i].token < 0) toDraw.emplace_back(i, fieldAt(fieldAt("blips", i), "token"));
  }
  pools(doc, s, toDraw);
  if (const Value* rng = JsonReader::optional(doc, "rng")) {
    if (!rng->IsObject()) in_.fail("rng", "expected an object with \"state\" and \"increment\"");
    in_.checkFields(*rng, "rng", {"state", "increment"});
    const std::uint64_t state = hex(in_.member(*rng, "state", "rng"), "rng.state");
    const std::uint64_t increment = hex(in_.member(*rng, "increment", "rng"), "rng.increment");
    if ((increment & 1U) == 0) in_.fail("rng.increment", "the increment of the generator is odd");
    s.chance.rng.restore(state, increment);
  }
  forced(doc, s);
  roll(doc, s);
  queue(doc, s);

  const bool anyAlive = std::any_of(s.spacers.begin(), s.spacers.end(), [](const Spacer& sp) { return sp.alive; });
  s.status = anyAlive ? Status::Playing : Status::Lost;
  if (const Value* st = JsonReader::optional(doc, "status")) s.status = word<Status>(*st, "status");
  int maxBlip = 0;
  for (const Blip& b : s.blips) maxBlip = std::max(maxBlip, b.id);
  int maxIntruder = 0;
  for (const Intruder& i : s.intruders) maxIntruder = std::max(maxIntruder, i.id);
  s.nextBlipId = number(doc, "next_blip_id", "", maxBlip + 1, 1, kMaxId + 1);
  s.nextIntruderId = number(doc, "next_intruder_id", "", maxIntruder + 1, 1, kMaxId + 1);

  const std::vector<std::string> problems = checkInvariants(s);
  if (!problems.empty()) in_.fail("", "not a sound position: " + problems.front());
  return s;
}

}  // namespace

State parseScenario(std::string_view text, const std::string& source, const std::string& assetsDir) {
  requireTextWithin(source, text, kMaxScenarioFileBytes, "an Enormity scenario");
  try {
    return Reader(source, assetsDir).read(text);
  } catch (const DataError&) {
    throw;
  } catch (const std::exception& e) {
    // A safety net, as Nemesis's reader has: every problem above is reported on purpose; nothing else escapes.
    throw DataError(source + ": unexpected problem while reading: " + e.what());
  }
}

State loadScenario(const std::string& path, const std::string& assetsDir) {
  return parseScenario(readFileAs<DataError>(path, kMaxScenarioFileBytes, "an Enormity scenario"), path, assetsDir);
}

}  // namespace nemesis::enormity
