// Helpers shared by the JSON readers (board files, scenarios and saves, replays, the autosave header): the one
// way text is parsed, where in the text an error is, and the field checks every reader makes, each throwing
// that reader's own error type.
#pragma once

#include <rapidjson/document.h>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace nemesis {

// The deepest nesting of lists and objects any reader accepts. The deepest real file, a replay, nests 5
// levels (top level, "initial", "force", a list, an item); 64 leaves room for hand-made files while keeping
// every later walk over the document (the readers, re-serialising "initial") shallow.
inline constexpr int kMaxJsonDepth = 64;

struct JsonParseError {
  std::size_t offset = 0;  // byte offset into the text
  std::string problem;     // "invalid JSON: ...", "the field characters[0].class is given twice", ...
};

// Parses `text` into `doc` with RapidJSON's default syntax (one value, nothing after it but white space),
// iteratively (no recursion, whatever the input), with the rules every reader of both modules shares, each
// refused where it happens, naming the field ("characters[0].class") where there is one:
// - nesting deeper than kMaxJsonDepth (at the bracket that goes too deep);
// - a field given twice in one object (at the second; "_about" comments too), which readers would otherwise
//   read as either;
// - anything after the value, a NUL byte included (where RapidJSON would stop reading);
// - a whole number outside -2^63 to 2^64-1, shown as written (RapidJSON would read 2^64 as a double).
// Returns the error, or nothing when `doc` holds the value.
std::optional<JsonParseError> parseJson(rapidjson::Document& doc, std::string_view text);

// "line 3, column 14" for a byte offset into `text` (RapidJSON reports parse errors as offsets).
std::string lineAndColumn(std::string_view text, std::size_t offset);

// Throws Error("SOURCE: WHERE: PROBLEM"), the message shape of every file error in this project.
template <class Error>
[[noreturn]] void failAt(const std::string& source, const std::string& where, const std::string& problem) {
  throw Error(source + ": " + where + ": " + problem);
}

// parseJson, throwing Error("SOURCE: line L, column C: invalid JSON: ...") on failure.
template <class Error>
void parseJsonOrFail(rapidjson::Document& doc, std::string_view text, const std::string& source) {
  if (auto e = parseJson(doc, text)) failAt<Error>(source, lineAndColumn(text, e->offset), e->problem);
}

template <class Error>
const rapidjson::Value& requireMember(const rapidjson::Value& object, const char* key, const std::string& source,
                                      const std::string& where) {
  auto it = object.FindMember(key);
  if (it == object.MemberEnd()) failAt<Error>(source, where, std::string("missing field \"") + key + "\"");
  return it->value;
}

}  // namespace nemesis
