// Helpers shared by the JSON readers (board files, scenarios and saves, replays): where in the text an
// error is, and the field checks every reader makes, each throwing that reader's own error type.
#pragma once

#include <rapidjson/document.h>

#include <cstddef>
#include <string>

namespace nemesis {

// "line 3, column 14" for a byte offset into `text` (RapidJSON reports parse errors as offsets).
std::string lineAndColumn(const std::string& text, std::size_t offset);

// Throws Error("SOURCE: WHERE: PROBLEM"), the message shape of every file error in this project.
template <class Error>
[[noreturn]] void failAt(const std::string& source, const std::string& where, const std::string& problem) {
  throw Error(source + ": " + where + ": " + problem);
}

template <class Error>
const rapidjson::Value& requireMember(const rapidjson::Value& object, const char* key, const std::string& source,
                                      const std::string& where) {
  auto it = object.FindMember(key);
  if (it == object.MemberEnd()) failAt<Error>(source, where, std::string("missing field \"") + key + "\"");
  return it->value;
}

}  // namespace nemesis
