#include "scenario_edit.hpp"

#include "engine/kernel/edit_document.hpp"

namespace nemesis::enormity::scenario_edit {

namespace {

using Value = rapidjson::Value;

Value pair(Document& d, int x, int y) {
  Value v(rapidjson::kArrayType);
  v.PushBack(x, d.GetAllocator());
  v.PushBack(y, d.GetAllocator());
  return v;
}

}  // namespace

void addSpacer(Document& d, std::string_view name, Space space) {
  Value object(rapidjson::kObjectType);
  object.AddMember("name", textValue(d, name), d.GetAllocator());
  object.AddMember("space", pair(d, space.x, space.y), d.GetAllocator());
  listOf(d, "spacers").PushBack(object, d.GetAllocator());
}

void setSpacer(Document& d, int index, std::string_view key, Value value) {
  if (Value* e = entryOf(d, "spacers", index)) setMember(d, *e, key, std::move(value));
}

void moveSpacer(Document& d, int index, Space space) { setSpacer(d, index, "space", pair(d, space.x, space.y)); }

void removeSpacer(Document& d, int index) { eraseEntry(d, "spacers", index); }

void addBlip(Document& d, Point at, std::optional<Direction> facing, std::optional<std::string> token) {
  Value object(rapidjson::kObjectType);
  object.AddMember("at", pair(d, at.x, at.y), d.GetAllocator());
  if (facing) object.AddMember("facing", textValue(d, directionName(*facing)), d.GetAllocator());
  if (token) object.AddMember("token", textValue(d, *token), d.GetAllocator());
  listOf(d, "blips").PushBack(object, d.GetAllocator());
}

void setBlip(Document& d, int index, std::string_view key, Value value) {
  Value* e = entryOf(d, "blips", index);
  if (e == nullptr) return;
  if (value.IsNull()) {
    removeMember(*e, key);
  } else {
    setMember(d, *e, key, std::move(value));
  }
}

void moveBlip(Document& d, int index, Point at) { setBlip(d, index, "at", pair(d, at.x, at.y)); }

void removeBlip(Document& d, int index) { eraseEntry(d, "blips", index); }

void setCountdown(Document& d, int countdown) {
  setMember(d, d, "countdown", countdown == 0 ? textValue(d, "!") : Value(countdown));
}

void setActivePool(Document& d, int confidence, int discipline) {
  Value tokens(rapidjson::kObjectType);
  tokens.AddMember("confidence", confidence, d.GetAllocator());
  tokens.AddMember("discipline", discipline, d.GetAllocator());
  setMember(d, d, "tokens", std::move(tokens));
}

void setPriorityTarget(Document& d, std::string_view spacer) { setMember(d, d, "priority_target", textValue(d, spacer)); }

}  // namespace nemesis::enormity::scenario_edit
