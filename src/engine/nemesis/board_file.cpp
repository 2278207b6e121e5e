#include "board_file.hpp"

#include <rapidjson/document.h>

#include <algorithm>
#include <filesystem>

#include "board_json.hpp"
#include "engine/kernel/file_io.hpp"
#include "engine/kernel/json_text.hpp"
#include "engine/kernel/quote.hpp"

namespace nemesis {

namespace {

using Value = rapidjson::Value;

[[noreturn]] void fail(const std::string& source, const std::string& where, const std::string& problem) {
  failAt<BoardError>(source, where, problem);
}

const Value& member(const Value& object, const char* key, const std::string& source, const std::string& where) {
  return requireMember<BoardError>(object, key, source, where);
}

int asInt(const Value& v, const std::string& source, const std::string& where) {
  if (!v.IsInt()) fail(source, where, "expected a whole number");
  return v.GetInt();
}

std::vector<int> asIntList(const Value& v, const std::string& source, const std::string& where) {
  if (!v.IsArray()) fail(source, where, "expected a list of whole numbers");
  std::vector<int> out;
  for (rapidjson::SizeType i = 0; i < v.Size(); ++i) out.push_back(asInt(v[i], source, fieldAt(where, i)));
  return out;
}

std::string text(const Value& v) {
  return {v.GetString(), v.GetStringLength()};
}

// Names are exact, as the board files and the scenario writer spell them ("room1", "Engine #1"): the format's
// names, not a player's words.
constexpr std::array<SlotKind, 3> kSlots = {SlotKind::Special, SlotKind::Room1, SlotKind::Room2};

std::optional<SlotKind> slotByName(std::string_view name) {
  for (SlotKind k : kSlots) {
    if (nameOf(k) == name) return k;
  }
  return std::nullopt;
}

std::optional<RoomTile> tileByName(std::string_view name) {
  for (int i = 0; i < kRoomTileCount; ++i) {
    const auto tile = static_cast<RoomTile>(i);
    if (tileInfo(tile).name == name) return tile;
  }
  return std::nullopt;
}

BoardSpec::Room readRoom(const Value& r, const std::string& source, const std::string& where) {
  if (!r.IsObject()) fail(source, where, "expected an object");
  checkFields<BoardError>(r, source, where, {"id", "slot", "fixed_name", "tech_entrance_numbers", "pos"});
  BoardSpec::Room room;
  room.where = where;
  room.id = asInt(member(r, "id", source, where), source, fieldAt(where, "id"));
  const Value& slot = member(r, "slot", source, where);
  const auto kind = slot.IsString() ? slotByName(text(slot)) : std::nullopt;
  if (!kind) {
    fail(source, fieldAt(where, "slot"),
         "expected \"" + std::string(nameOf(kSlots[0])) + "\", \"" + std::string(nameOf(kSlots[1])) + "\" or \"" +
             std::string(nameOf(kSlots[2])) + "\"");
  }
  room.slot = *kind;
  if (auto it = r.FindMember("fixed_name"); it != r.MemberEnd() && !it->value.IsNull()) {
    const std::string at = fieldAt(where, "fixed_name");
    if (!it->value.IsString()) fail(source, at, "expected a room name or null");
    room.fixedTile = tileByName(text(it->value));
    if (!room.fixedTile) fail(source, at, "unknown room " + quote(text(it->value)));
  }
  if (auto it = r.FindMember("tech_entrance_numbers"); it != r.MemberEnd()) {
    room.techNumbers = asIntList(it->value, source, fieldAt(where, "tech_entrance_numbers"));
  }
  if (auto it = r.FindMember("pos"); it != r.MemberEnd()) {
    const std::string at = fieldAt(where, "pos");
    const auto pos = asIntList(it->value, source, at);
    if (pos.size() != 2) fail(source, at, "expected [x, y]");
    room.pos = {pos[0], pos[1]};
  }
  return room;
}

BoardSpec::CorridorSpec readCorridor(const Value& c, const std::string& source, const std::string& where) {
  if (!c.IsObject()) fail(source, where, "expected an object");
  checkFields<BoardError>(c, source, where, {"rooms", "numbers"});
  BoardSpec::CorridorSpec corridor;
  corridor.where = where;
  const std::string roomsAt = fieldAt(where, "rooms");
  const auto ends = asIntList(member(c, "rooms", source, where), source, roomsAt);
  if (ends.size() != 2) fail(source, roomsAt, "a corridor joins exactly two rooms");
  corridor.rooms = {ends[0], ends[1]};
  corridor.numbers = asIntList(member(c, "numbers", source, where), source, fieldAt(where, "numbers"));
  return corridor;
}

}  // namespace

Board readBoard(const Value& v, const std::string& source, const std::string& where) {
  // The board as a whole is "top level" in its own file, else the field holding it.
  const std::string self = where.empty() ? "top level" : where;
  if (!v.IsObject()) fail(source, self, "expected a JSON object with \"rooms\" and \"corridors\"");
  checkFields<BoardError>(v, source, where, {"name", "rooms", "corridors"});
  BoardSpec spec;
  spec.where = where;
  if (auto it = v.FindMember("name"); it != v.MemberEnd()) {
    if (!it->value.IsString()) fail(source, fieldAt(where, "name"), "expected a string");
    spec.name = text(it->value);
  }
  const Value& rooms = member(v, "rooms", source, self);
  if (!rooms.IsArray()) fail(source, fieldAt(where, "rooms"), "expected a list of rooms");
  for (rapidjson::SizeType i = 0; i < rooms.Size(); ++i)
    spec.rooms.push_back(readRoom(rooms[i], source, fieldAt(fieldAt(where, "rooms"), i)));
  const Value& corridors = member(v, "corridors", source, self);
  if (!corridors.IsArray()) fail(source, fieldAt(where, "corridors"), "expected a list of corridors");
  for (rapidjson::SizeType i = 0; i < corridors.Size(); ++i)
    spec.corridors.push_back(readCorridor(corridors[i], source, fieldAt(fieldAt(where, "corridors"), i)));
  return buildBoard(spec, source);
}

Board parseBoard(const std::string& json, const std::string& source) {
  rapidjson::Document doc;
  parseJsonOrFail<BoardError>(doc, json, source);
  return readBoard(doc, source, "");
}

Board loadBoardFile(const std::string& path) {
  Board b = parseBoard(readFileAs<BoardError>(path, kMaxBoardBytes, "a board"), path);
  if (b.name.empty()) b.name = std::filesystem::path(path).stem().string();
  return b;
}

}  // namespace nemesis
