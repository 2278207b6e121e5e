#include "dice.hpp"

#include "data_json.hpp"
#include "engine/kernel/file_io.hpp"

namespace nemesis::enormity {

namespace {

using rapidjson::Value;

constexpr int kDiceVersion = 1;
constexpr std::string_view kDiceFormat = "enormity-dice";

[[noreturn]] void raiseDiceError(const std::string& message) {
  throw DiceError(message);
}

void readDiceColour(const JsonReader& in, const Value& v, const std::string& where, DiceSet& dice, DieColour colour) {
  if (!v.IsObject()) in.fail(where, "expected an object with \"faces\" and \"count\"");
  in.checkFields(v, where, {"faces", "count"});
  const Value& faces = in.member(v, "faces", where);
  const std::string facesAt = fieldAt(where, "faces");
  if (!faces.IsArray() || faces.Empty() || faces.Size() > kMaxFaces) {
    in.fail(facesAt, "expected a list of 1-" + std::to_string(kMaxFaces) + " faces, each a whole number 0-" +
                         std::to_string(kMaxFacePotentials));
  }
  std::vector<int>& out = dice.faces[static_cast<std::size_t>(colour)];
  for (rapidjson::SizeType i = 0; i < faces.Size(); ++i)
    out.push_back(in.intIn(faces[i], fieldAt(facesAt, std::size_t{i}), 0, kMaxFacePotentials));
  dice.counts[static_cast<std::size_t>(colour)] =
      in.intIn(in.member(v, "count", where), fieldAt(where, "count"), 0, kMaxDiceOfColour);
}

}  // namespace

std::string_view colourName(DieColour colour) {
  switch (colour) {
    case DieColour::White: return "white";
    case DieColour::Red: return "red";
    case DieColour::Black: return "black";
  }
  return "?";
}

DiceSet readDice(const JsonReader& in, const Value& doc, const std::string& where) {
  in.requireFormat(doc, where, kDiceFormat, kDiceVersion, "dice");
  in.checkFields(doc, where, {"format", "version", "placeholder", "colours"});

  DiceSet dice;
  const Value& placeholder = in.member(doc, "placeholder", where);
  if (!placeholder.IsBool())
    in.fail(fieldAt(where, "placeholder"), "expected true (invented faces) or false (the game's faces)");
  dice.placeholder = placeholder.GetBool();

  const Value& colours = in.member(doc, "colours", where);
  const std::string coloursAt = fieldAt(where, "colours");
  if (!colours.IsObject()) in.fail(coloursAt, "expected an object with \"white\", \"red\" and \"black\"");
  in.checkFields(colours, coloursAt, {"white", "red", "black"});
  for (DieColour c : kDieColours) {
    const std::string name(colourName(c));
    readDiceColour(in, in.member(colours, name.c_str(), coloursAt), fieldAt(coloursAt, name), dice, c);
  }
  return dice;
}

void writeDice(JsonWriter& out, const DiceSet& dice) {
  out.beginObject();
  out.key("format").string(kDiceFormat);
  out.key("version").number(kDiceVersion);
  out.key("placeholder").boolean(dice.placeholder);
  out.key("colours").beginObject();
  for (DieColour c : kDieColours) {
    out.key(colourName(c)).beginObject();
    out.key("faces").numbers(dice.facesOf(c));
    out.key("count").number(dice.countOf(c));
    out.endObject();
  }
  out.endObject();
  out.endObject();
}

DiceSet parseDice(std::string_view text, const std::string& source) {
  const JsonReader in(source, raiseDiceError);
  rapidjson::Document doc;
  in.parse(doc, text);
  return readDice(in, doc, "");
}

DiceSet loadDice(const std::string& path) {
  return parseDice(readFileAs<DiceError>(path, kMaxDiceFileBytes, "a dice file"), path);
}

}  // namespace nemesis::enormity
