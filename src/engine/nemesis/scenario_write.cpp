// Writing scenario files (every field, the board embedded: a save).
// The layout is for people reading saves: one field per line, one list entry per line.
#include <rapidjson/document.h>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include <algorithm>

#include "hash.hpp"
#include "scenario.hpp"
#include "scenario_names.hpp"

namespace nemesis {

namespace {

namespace sn = scenario_names;
using Value = rapidjson::Value;
using Allocator = rapidjson::Document::AllocatorType;

class Builder {
 public:
  explicit Builder(Allocator& a) : a_(a) {}
  Value text(const std::string& t) { return Value(t.c_str(), static_cast<rapidjson::SizeType>(t.size()), a_); }
  static Value number(int n) { return Value(n); }
  Value ints(const std::vector<int>& v) {
    Value out(rapidjson::kArrayType);
    for (int x : v) out.PushBack(x, a_);
    return out;
  }
  template <typename Name>
  Value names(const std::vector<int>& ids, Name name) {
    Value out(rapidjson::kArrayType);
    for (int id : ids) out.PushBack(text(name(id, true)), a_);
    return out;
  }
  void add(Value& object, const char* key, Value value) { object.AddMember(rapidjson::StringRef(key), value, a_); }
  void push(Value& array, Value value) { array.PushBack(value, a_); }

 private:
  Allocator& a_;
};

std::string escaped(const Value& v) {
  rapidjson::StringBuffer buffer;
  rapidjson::Writer<rapidjson::StringBuffer> writer(buffer);
  v.Accept(writer);
  return {buffer.GetString(), buffer.GetSize()};
}

void compact(const Value& v, std::string& out) {
  if (v.IsObject()) {
    out += '{';
    bool first = true;
    for (auto it = v.MemberBegin(); it != v.MemberEnd(); ++it) {
      out += first ? "" : ", ";
      first = false;
      out += escaped(it->name) + ": ";
      compact(it->value, out);
    }
    out += '}';
  } else if (v.IsArray()) {
    out += '[';
    for (rapidjson::SizeType i = 0; i < v.Size(); ++i) {
      out += i == 0 ? "" : ", ";
      compact(v[i], out);
    }
    out += ']';
  } else {
    out += escaped(v);
  }
}

// An object with one member per line; a list of objects or lists with one entry per line; `expand` names the
// members that are themselves laid out this way.
void pretty(const Value& object, std::string& out, const std::string& indent,
            std::initializer_list<std::string_view> expand) {
  out += "{\n";
  const std::string inner = indent + "  ";
  for (auto it = object.MemberBegin(); it != object.MemberEnd(); ++it) {
    out += inner + escaped(it->name) + ": ";
    const Value& v = it->value;
    const std::string_view key(it->name.GetString(), it->name.GetStringLength());
    if (v.IsObject() && std::find(expand.begin(), expand.end(), key) != expand.end()) {
      pretty(v, out, inner, {});
    } else if (v.IsArray() && !v.Empty() && (v[0].IsObject() || v[0].IsArray())) {
      out += "[\n";
      for (rapidjson::SizeType i = 0; i < v.Size(); ++i) {
        out += inner + "  ";
        compact(v[i], out);
        out += i + 1 < v.Size() ? ",\n" : "\n";
      }
      out += inner + "]";
    } else {
      compact(v, out);
    }
    out += std::next(it) == object.MemberEnd() ? "\n" : ",\n";
  }
  out += indent + "}";
}

Value boardValue(const Board& b, Builder& j) {
  Value out(rapidjson::kObjectType);
  if (!b.name.empty()) j.add(out, "name", j.text(b.name));  // an embedded board may have none
  Value rooms(rapidjson::kArrayType);
  for (const BoardRoom& r : b.rooms) {
    Value room(rapidjson::kObjectType);
    j.add(room, "id", Builder::number(r.label));
    j.add(room, "slot", j.text(std::string(nameOf(r.slot))));
    j.add(room, "fixed_name", r.fixedTile ? j.text(std::string(tileInfo(*r.fixedTile).name)) : Value());
    std::vector<int> tech;
    for (int n = 1; n <= 4; ++n) {
      if (b.isTechSpace(r.exitByNumber[static_cast<std::size_t>(n - 1)])) tech.push_back(n);
    }
    j.add(room, "tech_entrance_numbers", j.ints(tech));
    j.add(room, "pos", j.ints({r.pos[0], r.pos[1]}));
    j.push(rooms, std::move(room));
  }
  j.add(out, "rooms", std::move(rooms));
  Value corridors(rapidjson::kArrayType);
  for (const Corridor& c : b.corridors) {
    Value corridor(rapidjson::kObjectType);
    j.add(corridor, "rooms", j.ints({b.room(c.rooms[0]).label, b.room(c.rooms[1]).label}));
    std::vector<int> numbers;
    for (int n = 1; n <= 4; ++n) {
      if ((c.numbersMask & (1U << static_cast<unsigned>(n))) != 0) numbers.push_back(n);
    }
    j.add(corridor, "numbers", j.ints(numbers));
    j.push(corridors, std::move(corridor));
  }
  j.add(out, "corridors", std::move(corridors));
  return out;
}

Value cardsValue(const std::vector<Card>& cards, Builder& j) {
  Value out(rapidjson::kArrayType);
  for (const Card& c : cards) {
    if (c.kind == CardKind::Action) {
      j.push(out, Builder::number(c.number));
    } else {
      j.push(out, j.text(sn::contaminationCardName(c.number)));
    }
  }
  return out;
}

}  // namespace

std::string writeScenario(const GameState& s) {
  rapidjson::Document doc(rapidjson::kObjectType);
  Builder j(doc.GetAllocator());
  const Board& b = s.topo();
  auto roomLabel = [&](int room) { return room >= 0 ? Builder::number(b.room(room).label) : Value(); };

  j.add(doc, "format", j.text("nemesis-scenario"));
  j.add(doc, "version", Builder::number(kScenarioVersion));
  j.add(doc, "board", boardValue(b, j));

  Value characters(rapidjson::kArrayType);
  for (const Character& c : s.characters) {
    Value o(rapidjson::kObjectType);
    j.add(o, "class", j.text(sn::nameIn(c.cls, sn::kClasses)));
    j.add(o, "room", roomLabel(c.room));
    j.add(o, "alive", Value(c.alive));
    j.add(o, "hand", cardsValue(c.hand, j));
    j.add(o, "deck", cardsValue(c.deck, j));
    j.add(o, "discard", cardsValue(c.discard, j));
    j.add(o, "slime", Value(c.slime));
    j.add(o, "larva", Value(c.larva));
    j.add(o, "light_wounds", Builder::number(c.lightWounds));
    j.add(o, "serious_wounds", Builder::number(c.seriousWounds));
    j.add(o, "passed", Value(c.passed));
    j.add(o, "hibernated", Value(c.hibernated));
    j.push(characters, std::move(o));
  }
  j.add(doc, "characters", std::move(characters));

  Value rooms(rapidjson::kArrayType);
  for (int r = 0; r < b.roomCount(); ++r) {
    const RoomState& rs = s.room(r);
    Value o(rapidjson::kObjectType);
    j.add(o, "room", roomLabel(r));
    j.add(o, "tile", j.text(std::string(tileInfo(rs.tile).name)));
    j.add(o, "explored", Value(rs.explored));
    Value token;
    if (rs.explorationToken >= 0) {
      const ExplorationToken& t = kExplorationTokens[static_cast<std::size_t>(rs.explorationToken)];
      token.SetObject();
      j.add(token, "effect", j.text(sn::nameIn(t.effect, sn::kEffects)));
      j.add(token, "items", Builder::number(t.items));
      j.add(token, "id", Builder::number(rs.explorationToken));
    }
    j.add(o, "exploration", std::move(token));
    j.add(o, "items", rs.items >= 0 ? Builder::number(rs.items) : Value());
    j.add(o, "fire", Value(rs.fire));
    j.add(o, "malfunction", Value(rs.malfunction));
    j.add(o, "corpses", Builder::number(rs.corpses));
    j.push(rooms, std::move(o));
  }
  j.add(doc, "rooms", std::move(rooms));
  j.add(doc, "unused_exploration", j.names(s.unusedExploration, sn::explorationTokenName));
  j.add(doc, "discarded_exploration", j.names(s.discardedExploration, sn::explorationTokenName));

  Value intruders(rapidjson::kArrayType);
  for (const Intruder& in : s.intruders) {
    Value o(rapidjson::kObjectType);
    j.add(o, "id", Builder::number(in.id));
    j.add(o, "type", j.text(sn::nameIn(in.type, sn::kIntruderTypes)));
    j.add(o, "room", roomLabel(in.room));
    j.add(o, "token", in.token >= 0 ? j.text(sn::intruderTokenName(in.token, true)) : Value());
    j.add(o, "injuries", Builder::number(in.injuries));
    j.push(intruders, std::move(o));
  }
  j.add(doc, "intruders", std::move(intruders));

  // Only Doors that are not open: the setup has every corridor open.
  Value doors(rapidjson::kArrayType);
  Value noise(rapidjson::kArrayType);
  for (int c = 0; c < b.corridorCount(); ++c) {
    auto ends = [&] { return j.ints({b.room(b.corridor(c).rooms[0]).label, b.room(b.corridor(c).rooms[1]).label}); };
    if (s.door(c) != DoorState::Open) {
      Value o(rapidjson::kObjectType);
      j.add(o, "corridor", ends());
      j.add(o, "state", j.text(sn::nameIn(s.door(c), sn::kDoors)));
      j.push(doors, std::move(o));
    }
    if (s.hasNoise(c)) j.push(noise, ends());
  }
  if (s.hasNoise(b.techSpace())) j.push(noise, j.text(std::string(sn::kTechnical)));
  j.add(doc, "doors", std::move(doors));
  j.add(doc, "noise", std::move(noise));

  j.add(doc, "bag", j.names(s.bag, sn::intruderTokenName));
  j.add(doc, "supply", j.names(s.supply, sn::intruderTokenName));
  j.add(doc, "set_aside", j.names(s.setAside, sn::intruderTokenName));
  j.add(doc, "removed", j.names(s.removedTokens, sn::intruderTokenName));
  j.add(doc, "attack_deck", j.names(s.attackDeck, sn::attackCardName));
  j.add(doc, "attack_discard", j.names(s.attackDiscard, sn::attackCardName));
  j.add(doc, "round", Builder::number(s.round));
  j.add(doc, "phase", j.text(sn::nameIn(s.phase, sn::kPhases)));
  j.add(doc, "free_play", Value(s.freePlay));
  j.add(doc, "first_player", Builder::number(s.firstPlayer));
  j.add(doc, "turn", Builder::number(s.turn));
  j.add(doc, "actions", Builder::number(s.actions));
  j.add(doc, "eggs", Builder::number(s.eggs));
  std::vector<int> eventDeck;
  std::vector<int> eventDiscard;
  for (int id : s.eventDeck) eventDeck.push_back(id + 1);
  for (int id : s.eventDiscard) eventDiscard.push_back(id + 1);
  j.add(doc, "event_deck", j.ints(eventDeck));
  j.add(doc, "event_discard", j.ints(eventDiscard));
  Value stats(rapidjson::kObjectType);
  j.add(stats, "encounters", Builder::number(s.stats.encounters));
  j.add(stats, "noise_rolls", j.ints(std::vector<int>(s.stats.noiseRolls.begin(), s.stats.noiseRolls.end())));
  j.add(doc, "stats", std::move(stats));

  const ForcedOutcomes& f = s.chance.forced;
  Value force(rapidjson::kObjectType);
  Value forcedNoise(rapidjson::kArrayType);
  for (NoiseResult r : f.noise) {
    j.push(forcedNoise, r <= NoiseResult::Four ? Builder::number(static_cast<int>(r)) : j.text(sn::noiseResultName(r)));
  }
  Value forcedBag(rapidjson::kArrayType);
  for (const ForcedBagDraw& d : f.bag) {
    j.push(forcedBag,
           j.text(sn::nameIn(d.type, sn::kIntruderTypes) + (d.number > 0 ? ":" + std::to_string(d.number) : "")));
  }
  Value forcedExploration(rapidjson::kArrayType);
  for (const ForcedExploration& x : f.exploration) {
    j.push(forcedExploration,
           j.text(sn::nameIn(x.effect, sn::kEffects) + (x.items > 0 ? ":" + std::to_string(x.items) : "")));
  }
  Value forcedAttack(rapidjson::kArrayType);
  for (AttackKind k : f.attack) j.push(forcedAttack, j.text(sn::nameIn(k, sn::kAttacks)));
  j.add(force, "noise", std::move(forcedNoise));
  j.add(force, "bag", std::move(forcedBag));
  j.add(force, "exploration", std::move(forcedExploration));
  j.add(force, "attack", std::move(forcedAttack));
  j.add(force, "event", j.ints(f.event));
  j.add(doc, "force", std::move(force));

  Value rng(rapidjson::kObjectType);
  j.add(rng, "state", j.text(hex64(s.chance.rng.state())));
  j.add(rng, "increment", j.text(hex64(s.chance.rng.increment())));
  j.add(doc, "rng", std::move(rng));

  Value steps(rapidjson::kArrayType);
  for (const Step& st : s.steps) {
    Value o(rapidjson::kObjectType);
    j.add(o, "kind", j.text(sn::nameIn(st.kind, sn::kSteps)));
    j.add(o, "character", st.character >= 0 ? Builder::number(st.character) : Value());
    j.add(o, "room", roomLabel(st.room));
    j.add(o, "a", Builder::number(st.a));
    const bool rule = sn::stepBIsRule(st.kind) && st.b >= 0 && st.b < kRuleCount;
    j.add(o, "b", rule ? j.text(std::string(ruleText(static_cast<RuleId>(st.b)).name)) : Builder::number(st.b));
    j.push(steps, std::move(o));
  }
  j.add(doc, "steps", std::move(steps));
  Value pending;
  if (s.pending.kind != DecisionKind::None) {
    pending.SetObject();
    j.add(pending, "kind", j.text(sn::nameIn(s.pending.kind, sn::kDecisions)));
    j.add(pending, "character", Builder::number(s.pending.character));
    j.add(pending, "room", roomLabel(s.pending.room));
    j.add(pending, "options",
          j.ints(std::vector<int>(s.pending.options.begin(), s.pending.options.begin() + s.pending.optionCount)));
  }
  j.add(doc, "pending", std::move(pending));
  j.add(doc, "status", j.text(sn::nameIn(s.status, sn::kStatuses)));
  j.add(doc, "loss", j.text(sn::nameIn(s.loss, sn::kLosses)));
  j.add(doc, "next_intruder_id", Builder::number(s.nextIntruderId));
  j.add(doc, "next_contamination", Builder::number(s.nextContamination));

  std::string out;
  out.reserve(16384);
  pretty(doc, out, "", {"board"});
  out += '\n';
  return out;
}

void saveGame(const GameState& s, const std::string& path) {
  try {
    writeFileAtomically(path, writeScenario(s));
  } catch (const FileError& e) {
    throw ScenarioError(e.what());
  }
}

}  // namespace nemesis
