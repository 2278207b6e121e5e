// Internal to the Enormity readers and writers: each data file's object read from, and written as, JSON. A
// scenario embeds the same objects (a save carries its map, dice, sheet and Blip pool), so each reader takes the
// field that holds it (`where`, "" for a file of its own) and reports problems from there.
#pragma once

#include <rapidjson/document.h>

#include <string>

#include "blip_kinds.hpp"
#include "dice.hpp"
#include "json_reader.hpp"
#include "json_writer.hpp"
#include "map.hpp"
#include "sheet.hpp"

namespace nemesis::enormity {

[[noreturn]] void raiseDataError(const std::string& message);

[[nodiscard]] DiceSet readDice(const JsonReader& in, const rapidjson::Value& doc, const std::string& where);
void writeDice(JsonWriter& out, const DiceSet& dice);

// `name`: the map's name (a file is named after its file; an embedded map gives it in its "name" field).
[[nodiscard]] Map readMap(const JsonReader& in, const rapidjson::Value& doc, const std::string& where,
                          const std::string& name);
void writeMap(JsonWriter& out, const Map& map);

[[nodiscard]] IntruderSheet readSheet(const JsonReader& in, const rapidjson::Value& doc, const std::string& where);
void writeSheet(JsonWriter& out, const IntruderSheet& sheet);

[[nodiscard]] BlipKinds readBlipKinds(const JsonReader& in, const rapidjson::Value& doc, const std::string& where);
void writeBlipKinds(JsonWriter& out, const BlipKinds& kinds);

// A colour word ("white", "red", "black") at `where`.
[[nodiscard]] DieColour readColour(const JsonReader& in, const rapidjson::Value& v, const std::string& where);

// parseX for a file's text: parse, then readX at the top level.
template <class T, class Read>
T parseWith(std::string_view text, const std::string& source, Read read) {
  const JsonReader in(source, raiseDataError);
  rapidjson::Document doc;
  in.parse(doc, text);
  return read(in, doc);
}

// "corridor" for "assets/enormity/maps/corridor.json".
[[nodiscard]] std::string fileStem(const std::string& path);

}  // namespace nemesis::enormity
