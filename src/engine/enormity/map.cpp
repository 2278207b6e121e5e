#include "map.hpp"

#include <algorithm>

#include "data_json.hpp"
#include "engine/kernel/file_io.hpp"

namespace nemesis::enormity {

namespace {

using rapidjson::Value;

constexpr int kMapVersion = 1;
constexpr std::string_view kMapFormat = "enormity-map";

}  // namespace

std::optional<int> Map::spawnPointAt(Point p) const {
  const auto it = std::find(spawnPoints.begin(), spawnPoints.end(), p);
  if (it == spawnPoints.end()) return std::nullopt;
  return static_cast<int>(it - spawnPoints.begin());
}

Map readMap(const JsonReader& in, const Value& doc, const std::string& where, const std::string& name) {
  in.requireFormat(doc, where, kMapFormat, kMapVersion, "map");
  in.checkFields(doc, where, {"format", "version", "name", "rows", "spawn_points", "spacer_starts"});
  Map map;
  map.name = name;
  if (const Value* given = JsonReader::optional(doc, "name")) {
    map.name = in.name(*given, fieldAt(where, "name"), kMaxMapNameLength);
    if (!name.empty() && map.name != name)
      in.fail(fieldAt(where, "name"), "the file is " + name + ".json, so its name is \"" + name + "\"");
  } else if (name.empty()) {
    (void)in.member(doc, "name", where);  // an embedded map names itself: this refuses its absence
  }

  const std::string rowsAt = fieldAt(where, "rows");
  const Value& rows = in.member(doc, "rows", where);
  const std::string rowShape = "expected a list of 1-" + std::to_string(kMaxMapSide) + " rows, each a text of 1-" +
                               std::to_string(kMaxMapSide) + " characters, '.' for floor and '#' for out of bounds";
  if (!rows.IsArray() || rows.Empty() || rows.Size() > static_cast<unsigned>(kMaxMapSide)) in.fail(rowsAt, rowShape);
  for (rapidjson::SizeType y = 0; y < rows.Size(); ++y) {
    const std::string at = fieldAt(rowsAt, std::size_t{y});
    if (!rows[y].IsString() || rows[y].GetStringLength() == 0 ||
        rows[y].GetStringLength() > static_cast<unsigned>(kMaxMapSide))
      in.fail(at, rowShape);
    std::string row(rows[y].GetString(), rows[y].GetStringLength());
    if (y > 0 && row.size() != map.rows.front().size())
      in.fail(at, "expected " + std::to_string(map.rows.front().size()) + " characters, as the first row has");
    const auto bad = row.find_first_not_of(".#");
    if (bad != std::string::npos)
      in.fail(at, "character " + std::to_string(bad + 1) + " is neither '.' (floor) nor '#' (out of bounds)");
    map.rows.push_back(std::move(row));
  }
  map.height = static_cast<int>(map.rows.size());
  map.width = static_cast<int>(map.rows.front().size());

  const std::string spawnAt = fieldAt(where, "spawn_points");
  const Value& spawns = in.member(doc, "spawn_points", where);
  in.requireList(spawns, spawnAt, kMaxSpawnPoints);
  if (spawns.Empty()) in.fail(spawnAt, "a map needs at least one spawn point");
  for (rapidjson::SizeType i = 0; i < spawns.Size(); ++i) {
    const std::string at = fieldAt(spawnAt, std::size_t{i});
    const Point p = in.point(spawns[i], at, map.width, map.height);
    if (map.spawnPointAt(p)) in.fail(at, "this intersection is already a spawn point");
    map.spawnPoints.push_back(p);
  }

  const std::string startsAt = fieldAt(where, "spacer_starts");
  const Value& starts = in.member(doc, "spacer_starts", where);
  in.requireList(starts, startsAt, kMaxSpacerStarts);
  if (starts.Empty()) in.fail(startsAt, "a map needs at least one start space");
  for (rapidjson::SizeType i = 0; i < starts.Size(); ++i) {
    const std::string at = fieldAt(startsAt, std::size_t{i});
    const Point p = in.point(starts[i], at, map.width - 1, map.height - 1);
    const Space s{p.x, p.y};
    if (!map.isFloor(s)) in.fail(at, "space " + std::to_string(s.x) + "," + std::to_string(s.y) + " is out of bounds");
    if (std::find(map.spacerStarts.begin(), map.spacerStarts.end(), s) != map.spacerStarts.end())
      in.fail(at, "this space is already a start space");
    map.spacerStarts.push_back(s);
  }
  return map;
}

void writeMap(JsonWriter& out, const Map& map) {
  out.beginObject();
  out.key("format").string(kMapFormat);
  out.key("version").number(kMapVersion);
  out.key("name").string(map.name);
  out.key("rows").beginList();
  for (const std::string& row : map.rows) out.string(row);
  out.endList();
  out.key("spawn_points").beginList();
  for (Point p : map.spawnPoints) out.numbers({p.x, p.y});
  out.endList();
  out.key("spacer_starts").beginList();
  for (Space s : map.spacerStarts) out.numbers({s.x, s.y});
  out.endList();
  out.endObject();
}

Map parseMap(std::string_view text, const std::string& source, const std::string& name) {
  return parseWith<Map>(text, source,
                        [&](const JsonReader& in, const Value& doc) { return readMap(in, doc, "", name); });
}

Map loadMap(const std::string& path) {
  return parseMap(readFileAs<DataError>(path, kMaxMapFileBytes, "a map file"), path, fileStem(path));
}

}  // namespace nemesis::enormity
