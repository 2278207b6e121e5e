#include "scenario_edit.hpp"

#include "data_json.hpp"
#include "engine/kernel/edit_document.hpp"
#include "json_writer.hpp"

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

void moveSpacer(Document& d, int index, Space space) {
  setSpacer(d, index, "space", pair(d, space.x, space.y));
}

void removeSpacer(Document& d, int index) {
  eraseEntry(d, "spacers", index);
}

void addBlip(Document& d, Point at, std::optional<Direction> facing, std::optional<std::string> token) {
  Value object(rapidjson::kObjectType);
  object.AddMember("at", pair(d, at.x, at.y), d.GetAllocator());
  if (facing) object.AddMember("facing", textValue(d, directionName(*facing)), d.GetAllocator());
  if (token) object.AddMember("token", textValue(d, *token), d.GetAllocator());
  // A file that gives the next id (a save): the new Blip takes it, as the engine numbers a new Blip.
  const auto next = d.FindMember("next_blip_id");
  if (next != d.MemberEnd() && next->value.IsInt()) {
    object.AddMember("id", next->value.GetInt(), d.GetAllocator());
    next->value.SetInt(next->value.GetInt() + 1);
  }
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

void moveBlip(Document& d, int index, Point at) {
  setBlip(d, index, "at", pair(d, at.x, at.y));
}

void removeBlip(Document& d, int index) {
  eraseEntry(d, "blips", index);
}

namespace {

// The map as an object of the document: a named map is replaced by its data (writeMap, as a save embeds it).
Value& embeddedMap(Document& d, const State& s) {
  Value& map = memberOf(d, d, "map", rapidjson::kObjectType);
  if (!map.IsObject() || map.ObjectEmpty()) {
    JsonWriter out;
    writeMap(out, s.topo());
    Document written;
    written.Parse(out.text().c_str());
    map.CopyFrom(written, d.GetAllocator());
  }
  return map;
}

}  // namespace

void setSpawnPoint(Document& d, const State& s, Point at, bool on) {
  Value& points = memberOf(d, embeddedMap(d, s), "spawn_points", rapidjson::kArrayType);
  for (auto it = points.Begin(); it != points.End(); ++it) {
    if (!it->IsArray() || it->Size() != 2 || !(*it)[0].IsInt() || !(*it)[1].IsInt()) continue;
    if ((*it)[0].GetInt() != at.x || (*it)[1].GetInt() != at.y) continue;
    if (!on) points.Erase(it);
    return;
  }
  if (on) points.PushBack(pair(d, at.x, at.y), d.GetAllocator());
}

void setFloor(Document& d, const State& s, Space space, bool floor) {
  Value& rows = memberOf(d, embeddedMap(d, s), "rows", rapidjson::kArrayType);
  if (!rows.IsArray() || space.y < 0 || static_cast<rapidjson::SizeType>(space.y) >= rows.Size()) return;
  Value& row = rows[static_cast<rapidjson::SizeType>(space.y)];
  if (!row.IsString()) return;
  std::string text(row.GetString(), row.GetStringLength());
  if (space.x < 0 || static_cast<std::size_t>(space.x) >= text.size()) return;
  text[static_cast<std::size_t>(space.x)] = floor ? '.' : '#';
  row = textValue(d, text);
}

void setCountdown(Document& d, int countdown) {
  setMember(d, d, "countdown", countdown == 0 ? textValue(d, "!") : Value(countdown));
}

void setActivePool(Document& d, int confidence, int discipline) {
  Value tokens(rapidjson::kObjectType);
  tokens.AddMember("confidence", confidence, d.GetAllocator());
  tokens.AddMember("discipline", discipline, d.GetAllocator());
  setMember(d, d, "tokens", std::move(tokens));
}

void setPriorityTarget(Document& d, std::string_view spacer) {
  setMember(d, d, "priority_target", textValue(d, spacer));
}

}  // namespace nemesis::enormity::scenario_edit
