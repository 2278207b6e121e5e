#include "board_file.hpp"

#include <rapidjson/document.h>

#include <algorithm>
#include <filesystem>

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
  for (rapidjson::SizeType i = 0; i < v.Size(); ++i)
    out.push_back(asInt(v[i], source, where + "[" + std::to_string(i) + "]"));
  return out;
}

std::optional<RoomTile> specialTileByName(const std::string& name) {
  for (int i = 0; i < kRoomTileCount; ++i) {
    const auto tile = static_cast<RoomTile>(i);
    if (tileInfo(tile).name == name) return tile;
  }
  return std::nullopt;
}

}  // namespace

bool isBoardName(std::string_view name) {
  return !name.empty() && name.size() <= kMaxBoardName && name.front() != '.' &&
         std::all_of(name.begin(), name.end(), [](char c) {
           return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' ||
                  c == '.';
         });
}

Board parseBoard(const std::string& json, const std::string& source) {
  rapidjson::Document doc;
  parseJsonOrFail<BoardError>(doc, json, source);
  if (!doc.IsObject()) fail(source, "top level", "expected a JSON object with \"rooms\" and \"corridors\"");

  BoardSpec spec;
  if (auto it = doc.FindMember("name"); it != doc.MemberEnd()) {
    if (!it->value.IsString()) fail(source, "name", "expected a string");
    spec.name = it->value.GetString();
  }
  const Value& rooms = member(doc, "rooms", source, "top level");
  if (!rooms.IsArray()) fail(source, "rooms", "expected a list of rooms");
  for (rapidjson::SizeType i = 0; i < rooms.Size(); ++i) {
    const std::string where = "rooms[" + std::to_string(i) + "]";
    const Value& r = rooms[i];
    if (!r.IsObject()) fail(source, where, "expected an object");
    BoardSpec::Room room;
    room.where = where;
    room.id = asInt(member(r, "id", source, where), source, where + ".id");
    const Value& slot = member(r, "slot", source, where);
    const std::string slotName = slot.IsString() ? slot.GetString() : "";
    if (slotName == "special") {
      room.slot = SlotKind::Special;
    } else if (slotName == "room1") {
      room.slot = SlotKind::Room1;
    } else if (slotName == "room2") {
      room.slot = SlotKind::Room2;
    } else {
      fail(source, where + ".slot", "expected \"special\", \"room1\" or \"room2\"");
    }
    if (auto it = r.FindMember("fixed_name"); it != r.MemberEnd() && !it->value.IsNull()) {
      if (!it->value.IsString()) fail(source, where + ".fixed_name", "expected a room name or null");
      room.fixedTile = specialTileByName({it->value.GetString(), it->value.GetStringLength()});
      if (!room.fixedTile)
        fail(source, where + ".fixed_name",
             "unknown room " + quote({it->value.GetString(), it->value.GetStringLength()}));
    }
    if (auto it = r.FindMember("tech_entrance_numbers"); it != r.MemberEnd()) {
      room.techNumbers = asIntList(it->value, source, where + ".tech_entrance_numbers");
    }
    if (auto it = r.FindMember("pos"); it != r.MemberEnd()) {
      const auto pos = asIntList(it->value, source, where + ".pos");
      if (pos.size() != 2) fail(source, where + ".pos", "expected [x, y]");
      room.pos = {pos[0], pos[1]};
    }
    spec.rooms.push_back(std::move(room));
  }
  const Value& corridors = member(doc, "corridors", source, "top level");
  if (!corridors.IsArray()) fail(source, "corridors", "expected a list of corridors");
  for (rapidjson::SizeType i = 0; i < corridors.Size(); ++i) {
    const std::string where = "corridors[" + std::to_string(i) + "]";
    const Value& c = corridors[i];
    if (!c.IsObject()) fail(source, where, "expected an object");
    BoardSpec::CorridorSpec corridor;
    corridor.where = where;
    const auto ends = asIntList(member(c, "rooms", source, where), source, where + ".rooms");
    if (ends.size() != 2) fail(source, where + ".rooms", "a corridor joins exactly two rooms");
    corridor.rooms = {ends[0], ends[1]};
    corridor.numbers = asIntList(member(c, "numbers", source, where), source, where + ".numbers");
    spec.corridors.push_back(std::move(corridor));
  }
  return buildBoard(spec, source);
}

Board loadBoardFile(const std::string& path) {
  Board b = parseBoard(readFileAs<BoardError>(path, kMaxBoardBytes, "a board"), path);
  if (b.name.empty()) b.name = std::filesystem::path(path).stem().string();
  return b;
}

}  // namespace nemesis
