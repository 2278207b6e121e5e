#include "json_reader.hpp"

#include "data_json.hpp"

#include <algorithm>

#include "engine/kernel/json_text.hpp"
#include "engine/kernel/quote.hpp"

namespace nemesis::enormity {

using rapidjson::Value;

std::string fieldAt(const std::string& where, std::string_view key) {
  const std::string name = quoteName(key);
  return where.empty() ? name : where + "." + name;
}

std::string fieldAt(const std::string& where, std::size_t index) {
  return where + "[" + std::to_string(index) + "]";
}

bool isPlainName(std::string_view text, std::size_t maxLength) {
  if (text.empty() || text.size() > maxLength || text.front() < 'a' || text.front() > 'z') return false;
  return std::all_of(text.begin(), text.end(),
                     [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'; });
}

void JsonReader::fail(const std::string& where, const std::string& problem) const {
  raise_(source_ + ": " + (where.empty() ? "top level" : where) + ": " + problem);
  // raise_ never returns; should a caller break that promise, refuse all the same.
  throw std::logic_error(source_ + ": " + problem);
}

void JsonReader::parse(rapidjson::Document& doc, std::string_view text) const {
  if (auto e = parseJson(doc, text)) raise_(source_ + ": " + lineAndColumn(text, e->offset) + ": " + e->problem);
}

void JsonReader::checkFields(const Value& object, const std::string& where,
                             std::initializer_list<std::string_view> known) const {
  for (auto it = object.MemberBegin(); it != object.MemberEnd(); ++it) {
    const std::string_view name(it->name.GetString(), it->name.GetStringLength());
    // "_about" and the like are comments. (A field given twice never gets here: parseJson refuses it.)
    if (!name.empty() && name.front() == '_') continue;
    if (std::find(known.begin(), known.end(), name) == known.end()) {
      std::string list;
      for (std::string_view k : known) list += (list.empty() ? "" : ", ") + std::string(k);
      fail(fieldAt(where, name), "unknown field (this place takes: " + list + ")");
    }
  }
}

const Value& JsonReader::member(const Value& object, const char* key, const std::string& where) const {
  const auto it = object.FindMember(key);
  if (it == object.MemberEnd()) fail(where, std::string("missing field \"") + key + "\"");
  return it->value;
}

const Value* JsonReader::optional(const Value& object, const char* key) {
  const auto it = object.FindMember(key);
  return it == object.MemberEnd() ? nullptr : &it->value;
}

void JsonReader::requireFormat(const Value& doc, const std::string& where, std::string_view format, int version,
                               std::string_view what) const {
  if (!doc.IsObject()) fail(where, "expected a JSON object with \"format\": \"" + std::string(format) + "\"");
  const Value& f = member(doc, "format", where);
  if (!f.IsString() || std::string_view(f.GetString(), f.GetStringLength()) != format)
    fail(fieldAt(where, "format"),
         "expected \"" + std::string(format) + "\" (this is not a " + std::string(what) + " file)");
  const Value& v = member(doc, "version", where);
  if (!v.IsInt() || v.GetInt() != version)
    fail(fieldAt(where, "version"), "this program reads " + std::string(what) + " version " + std::to_string(version));
}

int JsonReader::intIn(const Value& v, const std::string& where, int lo, int hi) const {
  if (!v.IsInt() || v.GetInt() < lo || v.GetInt() > hi)
    fail(where, "expected a whole number " + std::to_string(lo) + "-" + std::to_string(hi));
  return v.GetInt();
}

bool JsonReader::boolean(const Value& v, const std::string& where) const {
  if (!v.IsBool()) fail(where, "expected true or false");
  return v.GetBool();
}

std::string JsonReader::text(const Value& v, const std::string& where, std::size_t maxLength) const {
  if (!v.IsString() || v.GetStringLength() == 0 || v.GetStringLength() > maxLength)
    fail(where, "expected a text of 1-" + std::to_string(maxLength) + " characters");
  return {v.GetString(), v.GetStringLength()};
}

std::string JsonReader::name(const Value& v, const std::string& where, std::size_t maxLength) const {
  if (!v.IsString() || !isPlainName(std::string_view(v.GetString(), v.GetStringLength()), maxLength)) {
    fail(where, "expected a name of 1-" + std::to_string(maxLength) +
                    " lowercase letters, digits and '-', starting with a letter" +
                    (v.IsString() ? ", got " + quote(std::string_view(v.GetString(), v.GetStringLength())) : ""));
  }
  return {v.GetString(), v.GetStringLength()};
}

void JsonReader::requireList(const Value& v, const std::string& where, std::size_t maxSize) const {
  if (!v.IsArray() || v.Size() > maxSize) fail(where, "expected a list of at most " + std::to_string(maxSize));
}

Point JsonReader::point(const Value& v, const std::string& where, int maxX, int maxY) const {
  if (!v.IsArray() || v.Size() != 2) fail(where, "expected [x, y]");
  return Point{intIn(v[0], fieldAt(where, std::size_t{0}), 0, maxX),
               intIn(v[1], fieldAt(where, std::size_t{1}), 0, maxY)};
}

void raiseDataError(const std::string& message) {
  throw DataError(message);
}

std::string fileStem(const std::string& path) {
  const std::size_t slash = path.find_last_of('/');
  std::string base = slash == std::string::npos ? path : path.substr(slash + 1);
  if (base.size() > 5 && base.compare(base.size() - 5, 5, ".json") == 0) base.resize(base.size() - 5);
  return base;
}

}  // namespace nemesis::enormity
