#include "sheet.hpp"

#include "data_json.hpp"
#include "engine/kernel/file_io.hpp"

namespace nemesis::enormity {

namespace {

using rapidjson::Value;

constexpr int kSheetVersion = 1;
constexpr std::string_view kSheetFormat = "enormity-intruder";

}  // namespace

std::string_view levelName(Level level) {
  switch (level) {
    case Level::Infiltration: return "Infiltration";
    case Level::Eclipse: return "Eclipse";
    case Level::Extraction: return "Extraction";
  }
  return "?";
}

std::string_view columnName(Level level) {
  switch (level) {
    case Level::Infiltration: return "9-7";
    case Level::Eclipse: return "6-4";
    case Level::Extraction: return "3-!";
  }
  return "?";
}

DieColour levelColour(Level level) {
  return kDieColours[static_cast<std::size_t>(level)];
}

DieColour readColour(const JsonReader& in, const Value& v, const std::string& where) {
  for (DieColour c : kDieColours) {
    if (v.IsString() && std::string_view(v.GetString(), v.GetStringLength()) == colourName(c)) return c;
  }
  in.fail(where, "expected a die colour: white, red or black");
}

IntruderSheet readSheet(const JsonReader& in, const Value& doc, const std::string& where) {
  in.requireFormat(doc, where, kSheetFormat, kSheetVersion, "Intruder sheet");
  in.checkFields(doc, where, {"format", "version", "name", "columns", "overwhelm", "target"});
  IntruderSheet sheet;
  sheet.name = in.text(in.member(doc, "name", where), fieldAt(where, "name"), kMaxSheetText);
  sheet.target = in.text(in.member(doc, "target", where), fieldAt(where, "target"), kMaxSheetText);

  const std::string columnsAt = fieldAt(where, "columns");
  const Value& columns = in.member(doc, "columns", where);
  if (!columns.IsObject()) in.fail(columnsAt, "expected an object with the columns \"9-7\", \"6-4\" and \"3-!\"");
  in.checkFields(columns, columnsAt, {"9-7", "6-4", "3-!"});
  for (Level level : kLevels) {
    const std::string key(columnName(level));
    const std::string at = fieldAt(columnsAt, key);
    const Value& v = in.member(columns, key.c_str(), columnsAt);
    if (!v.IsObject()) in.fail(at, "expected an object with \"speed\", \"at\" and \"noise_awareness\"");
    in.checkFields(v, at, {"speed", "at", "noise_awareness"});
    SheetColumn& c = sheet.columns[static_cast<std::size_t>(level)];
    c.speed = in.intIn(in.member(v, "speed", at), fieldAt(at, "speed"), 0, kMaxSheetValue);
    c.at = in.intIn(in.member(v, "at", at), fieldAt(at, "at"), 0, kMaxSheetValue);
    c.noiseAwareness = readColour(in, in.member(v, "noise_awareness", at), fieldAt(at, "noise_awareness"));
  }

  const std::string overwhelmAt = fieldAt(where, "overwhelm");
  const Value& o = in.member(doc, "overwhelm", where);
  if (!o.IsObject())
    in.fail(overwhelmAt, "expected an object with \"text\", \"discard_furthest_blip\" and \"intruders\"");
  in.checkFields(o, overwhelmAt, {"text", "discard_furthest_blip", "intruders"});
  sheet.overwhelm.text = in.text(in.member(o, "text", overwhelmAt), fieldAt(overwhelmAt, "text"), kMaxSheetText);
  sheet.overwhelm.discardFurthestBlip =
      in.boolean(in.member(o, "discard_furthest_blip", overwhelmAt), fieldAt(overwhelmAt, "discard_furthest_blip"));
  sheet.overwhelm.intruders =
      in.intIn(in.member(o, "intruders", overwhelmAt), fieldAt(overwhelmAt, "intruders"), 0, kMaxOverwhelmIntruders);
  return sheet;
}

void writeSheet(JsonWriter& out, const IntruderSheet& sheet) {
  out.beginObject();
  out.key("format").string(kSheetFormat);
  out.key("version").number(kSheetVersion);
  out.key("name").string(sheet.name);
  out.key("columns").beginObject();
  for (Level level : kLevels) {
    const SheetColumn& c = sheet.column(level);
    out.key(columnName(level)).beginObject();
    out.key("speed").number(c.speed);
    out.key("at").number(c.at);
    out.key("noise_awareness").string(colourName(c.noiseAwareness));
    out.endObject();
  }
  out.endObject();
  out.key("overwhelm").beginObject();
  out.key("text").string(sheet.overwhelm.text);
  out.key("discard_furthest_blip").boolean(sheet.overwhelm.discardFurthestBlip);
  out.key("intruders").number(sheet.overwhelm.intruders);
  out.endObject();
  out.key("target").string(sheet.target);
  out.endObject();
}

IntruderSheet parseSheet(std::string_view text, const std::string& source) {
  return parseWith<IntruderSheet>(text, source,
                                  [](const JsonReader& in, const Value& doc) { return readSheet(in, doc, ""); });
}

IntruderSheet loadSheet(const std::string& path) {
  return parseSheet(readFileAs<DataError>(path, kMaxSheetFileBytes, "an Intruder sheet"), path);
}

}  // namespace nemesis::enormity
