#include "scenario_edit.hpp"

#include <algorithm>

#include "engine/kernel/edit_document.hpp"
#include "scenario_names.hpp"

namespace nemesis::scenario_edit {

namespace {

namespace sn = scenario_names;
using Value = rapidjson::Value;

// The list `key`, made when absent; "characters" absent means the default party (docs/scenario-format.md), which
// is written out first so that an edit keeps it.
Value& listIn(Document& d, std::string_view key) {
  const bool absent = !d.HasMember(Value(rapidjson::StringRef(key.data(), key.size())));
  Value& list = listOf(d, key);
  if (absent && key == "characters") list.PushBack(text(d, "captain"), d.GetAllocator());
  return list;
}

// Entry `index` of a list, as an object (a character written as its bare class name becomes {"class": ...}).
Value* entry(Document& d, std::string_view key, int index) {
  Value& list = listIn(d, key);
  if (index >= 0 && static_cast<rapidjson::SizeType>(index) < list.Size() &&
      list[static_cast<rapidjson::SizeType>(index)].IsString()) {
    Value& e = list[static_cast<rapidjson::SizeType>(index)];
    Value object(rapidjson::kObjectType);
    object.AddMember("class", Value(e, d.GetAllocator()), d.GetAllocator());
    e = object;
  }
  return entryOf(d, key, index);
}

void removeAt(Document& d, std::string_view key, int index) {
  (void)listIn(d, key);
  eraseEntry(d, key, index);
}

Value corridorValue(Document& d, const Board& board, int corridor) {
  Value pair(rapidjson::kArrayType);
  for (int r : board.corridors[static_cast<std::size_t>(corridor)].rooms) {
    pair.PushBack(board.room(r).label, d.GetAllocator());
  }
  return pair;
}

bool sameCorridor(const Value& v, const Value& pair) {
  if (!v.IsArray() || v.Size() != 2 || !v[0].IsInt() || !v[1].IsInt()) return false;
  return (v[0] == pair[0] && v[1] == pair[1]) || (v[0] == pair[1] && v[1] == pair[0]);
}

}  // namespace

Value text(Document& d, std::string_view s) {
  return textValue(d, s);
}

std::string className(CharacterClass cls) {
  return sn::nameIn(cls, sn::kClasses);
}
std::string intruderTypeName(IntruderType type) {
  return sn::nameIn(type, sn::kIntruderTypes);
}
std::string tileName(RoomTile tile) {
  return std::string(tileInfo(tile).name);
}
std::string tokenName(int id) {
  return sn::intruderTokenName(id, false);
}

void addCharacter(Document& d, CharacterClass cls, int roomLabel) {
  Value object(rapidjson::kObjectType);
  object.AddMember("class", text(d, className(cls)), d.GetAllocator());
  object.AddMember("room", roomLabel, d.GetAllocator());
  listIn(d, "characters").PushBack(object, d.GetAllocator());
}

void setCharacter(Document& d, int index, std::string_view key, Value value) {
  if (Value* e = entry(d, "characters", index)) setMember(d, *e, key, std::move(value));
}

void setCards(Document& d, int index, const Character& cards) {
  Value* e = entry(d, "characters", index);
  if (e == nullptr) return;
  const auto pile = [&d](const std::vector<Card>& from) {
    Value out(rapidjson::kArrayType);
    for (const Card& c : from) {
      if (c.kind == CardKind::Action) {
        out.PushBack(c.number, d.GetAllocator());
      } else {
        // An unnumbered card (just added) is numbered by the reader.
        out.PushBack(text(d, c.number > 0 ? sn::contaminationCardName(c.number) : std::string(sn::kContamination)),
                     d.GetAllocator());
      }
    }
    return out;
  };
  setMember(d, *e, "hand", pile(cards.hand));
  setMember(d, *e, "deck", pile(cards.deck));
  setMember(d, *e, "discard", pile(cards.discard));
  removeMember(*e, "contamination_in_hand");
  removeMember(*e, "contamination_in_discard");
}

void removeCharacter(Document& d, int index) {
  removeAt(d, "characters", index);
}

void setTokens(Document& d, const GameState& s) {
  const auto names = [&d](const std::vector<int>& ids) {
    Value out(rapidjson::kArrayType);
    for (int id : ids) out.PushBack(text(d, sn::intruderTokenName(id, true)), d.GetAllocator());
    return out;
  };
  setField(d, "bag", names(s.bag));
  setField(d, "supply", names(s.supply));
  setField(d, "set_aside", names(s.setAside));
  setField(d, "removed", names(s.removedTokens));
}

void addIntruder(Document& d, const GameState& s, IntruderType type, int roomLabel) {
  Value object(rapidjson::kObjectType);
  object.AddMember("type", text(d, intruderTypeName(type)), d.GetAllocator());
  object.AddMember("room", roomLabel, d.GetAllocator());
  if (d.HasMember("set_aside")) {
    GameState after = s;
    for (std::vector<int>* pile : {&after.bag, &after.supply}) {
      const auto free = std::find_if(pile->begin(), pile->end(), [&](int id) {
        return kIntruderTokens[static_cast<std::size_t>(id)].type == type;
      });
      if (free == pile->end()) continue;
      object.AddMember("token", text(d, sn::intruderTokenName(*free, true)), d.GetAllocator());
      after.setAside.push_back(*free);
      pile->erase(free);
      setTokens(d, after);
      break;
    }
  }
  if (d.HasMember("next_intruder_id")) {
    object.AddMember("id", s.nextIntruderId, d.GetAllocator());
    setField(d, "next_intruder_id", Value(s.nextIntruderId + 1));
  }
  listIn(d, "intruders").PushBack(object, d.GetAllocator());
}

void setIntruder(Document& d, int index, std::string_view key, Value value) {
  if (Value* e = entry(d, "intruders", index)) setMember(d, *e, key, std::move(value));
}

void removeIntruder(Document& d, const GameState& s, int index) {
  removeAt(d, "intruders", index);
  if (!d.HasMember("set_aside") || index < 0 || static_cast<std::size_t>(index) >= s.intruders.size()) return;
  const int token = s.intruders[static_cast<std::size_t>(index)].token;
  GameState after = s;
  if (token < 0 || std::erase(after.setAside, token) == 0) return;
  after.bag.push_back(token);
  setTokens(d, after);
}

void setRoom(Document& d, int roomLabel, std::string_view key, Value value) {
  Value& rooms = listIn(d, "rooms");
  for (Value& e : rooms.GetArray()) {
    if (e.IsObject() && e.HasMember("room") && e["room"].IsInt() && e["room"].GetInt() == roomLabel) {
      setMember(d, e, key, std::move(value));
      return;
    }
  }
  Value object(rapidjson::kObjectType);
  object.AddMember("room", roomLabel, d.GetAllocator());
  setMember(d, object, key, std::move(value));
  rooms.PushBack(object, d.GetAllocator());
}

void setNoise(Document& d, const Board& board, PassageId passage, bool on) {
  Value& noise = listIn(d, "noise");
  const bool technical = board.isTechSpace(passage);
  const Value pair = technical ? Value() : corridorValue(d, board, passage);
  for (auto it = noise.Begin(); it != noise.End(); ++it) {
    const bool same = technical
                          ? it->IsString() && sn::lower({it->GetString(), it->GetStringLength()}) == sn::kTechnical
                          : sameCorridor(*it, pair);
    if (!same) continue;
    if (!on) noise.Erase(it);
    return;
  }
  if (on) noise.PushBack(technical ? text(d, sn::kTechnical) : corridorValue(d, board, passage), d.GetAllocator());
}

void setDoor(Document& d, const Board& board, int corridor, DoorState state) {
  Value& doors = listIn(d, "doors");
  const Value pair = corridorValue(d, board, corridor);
  for (auto it = doors.Begin(); it != doors.End(); ++it) {
    if (!it->IsObject() || !it->HasMember("corridor") || !sameCorridor((*it)["corridor"], pair)) continue;
    if (state == DoorState::Open) {
      doors.Erase(it);
    } else {
      setMember(d, *it, "state", text(d, sn::nameIn(state, sn::kDoors)));
    }
    return;
  }
  if (state == DoorState::Open) return;
  Value object(rapidjson::kObjectType);
  object.AddMember("corridor", corridorValue(d, board, corridor), d.GetAllocator());
  object.AddMember("state", text(d, sn::nameIn(state, sn::kDoors)), d.GetAllocator());
  doors.PushBack(object, d.GetAllocator());
}

void setField(Document& d, std::string_view key, Value value) {
  setMember(d, d, key, std::move(value));
}

}  // namespace nemesis::scenario_edit
