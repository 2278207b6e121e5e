#include "dice.hpp"

#include <rapidjson/document.h>

#include <algorithm>
#include <initializer_list>

#include "file_io.hpp"
#include "json_text.hpp"
#include "quote.hpp"

namespace nemesis::enormity {

namespace {

using rapidjson::Value;

constexpr int kDiceVersion = 1;
constexpr std::string_view kDiceFormat = "enormity-dice";

std::string at(const std::string& where, std::string_view key) {
  return where.empty() ? std::string(key) : where + "." + std::string(key);
}

class Reader {
 public:
  explicit Reader(std::string source) : source_(std::move(source)) {}

  DiceSet read(std::string_view text) const;

 private:
  [[noreturn]] void fail(const std::string& where, const std::string& problem) const {
    failAt<DiceError>(source_, where, problem);
  }
  void checkFields(const Value& object, const std::string& where, std::initializer_list<std::string_view> known) const;
  const Value& member(const Value& object, const char* key, const std::string& where) const {
    return requireMember<DiceError>(object, key, source_, where.empty() ? "top level" : where);
  }
  void readColour(const Value& v, const std::string& where, DiceSet& dice, DieColour colour) const;

  std::string source_;
};

void Reader::checkFields(const Value& object, const std::string& where,
                         std::initializer_list<std::string_view> known) const {
  for (auto it = object.MemberBegin(); it != object.MemberEnd(); ++it) {
    const std::string_view name(it->name.GetString(), it->name.GetStringLength());
    if (!name.empty() && name.front() == '_') continue;  // "_about" and the like: comments
    for (auto other = object.MemberBegin(); other != it; ++other) {
      if (std::string_view(other->name.GetString(), other->name.GetStringLength()) == name)
        fail(at(where, quoteName(name)), "the field is given twice");
    }
    if (std::find(known.begin(), known.end(), name) == known.end()) {
      std::string list;
      for (std::string_view k : known) list += (list.empty() ? "" : ", ") + std::string(k);
      fail(at(where, quoteName(name)), "unknown field (this place takes: " + list + ")");
    }
  }
}

void Reader::readColour(const Value& v, const std::string& where, DiceSet& dice, DieColour colour) const {
  if (!v.IsObject()) fail(where, "expected an object with \"faces\" and \"count\"");
  checkFields(v, where, {"faces", "count"});
  const Value& faces = member(v, "faces", where);
  const std::string facesAt = at(where, "faces");
  if (!faces.IsArray() || faces.Empty() || faces.Size() > kMaxFaces) {
    fail(facesAt, "expected a list of 1-" + std::to_string(kMaxFaces) + " faces, each a whole number 0-" +
                      std::to_string(kMaxFacePotentials));
  }
  std::vector<int>& out = dice.faces[static_cast<std::size_t>(colour)];
  for (rapidjson::SizeType i = 0; i < faces.Size(); ++i) {
    const Value& face = faces[i];
    if (!face.IsInt() || face.GetInt() < 0 || face.GetInt() > kMaxFacePotentials)
      fail(facesAt + "[" + std::to_string(i) + "]", "expected a whole number 0-" + std::to_string(kMaxFacePotentials));
    out.push_back(face.GetInt());
  }
  const Value& count = member(v, "count", where);
  if (!count.IsInt() || count.GetInt() < 0 || count.GetInt() > kMaxDiceOfColour)
    fail(at(where, "count"), "expected a whole number 0-" + std::to_string(kMaxDiceOfColour));
  dice.counts[static_cast<std::size_t>(colour)] = count.GetInt();
}

DiceSet Reader::read(std::string_view text) const {
  rapidjson::Document doc;
  parseJsonOrFail<DiceError>(doc, text, source_);
  if (!doc.IsObject()) fail("top level", "expected a JSON object with \"format\": \"enormity-dice\"");
  const Value& format = member(doc, "format", "");
  if (!format.IsString() || std::string_view(format.GetString(), format.GetStringLength()) != kDiceFormat)
    fail("format", "expected \"enormity-dice\" (this is not a dice file)");
  const Value& version = member(doc, "version", "");
  if (!version.IsInt() || version.GetInt() != kDiceVersion)
    fail("version", "this program reads dice version " + std::to_string(kDiceVersion));
  checkFields(doc, "", {"format", "version", "placeholder", "colours"});

  DiceSet dice;
  const Value& placeholder = member(doc, "placeholder", "");
  if (!placeholder.IsBool()) fail("placeholder", "expected true (invented faces) or false (the game's faces)");
  dice.placeholder = placeholder.GetBool();

  const Value& colours = member(doc, "colours", "");
  if (!colours.IsObject()) fail("colours", "expected an object with \"white\", \"red\" and \"black\"");
  checkFields(colours, "colours", {"white", "red", "black"});
  for (DieColour c : kDieColours) {
    const std::string name(colourName(c));
    readColour(member(colours, name.c_str(), "colours"), at("colours", name), dice, c);
  }
  return dice;
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

DiceSet parseDice(std::string_view text, const std::string& source) {
  return Reader(source).read(text);
}

DiceSet loadDice(const std::string& path) {
  return parseDice(readFileAs<DiceError>(path, kMaxDiceFileBytes, "a dice file"), path);
}

}  // namespace nemesis::enormity
