// Internal to the Enormity file readers (dice, maps, Intruder sheets, Blip pools, scenarios): the checks every
// one of them makes on a JSON value, each failing with "FILE: FIELD: PROBLEM" (json_text.hpp's failAt shape)
// as the reader's own error type. One place for "unknown field", "given twice", "_ comments" and ranges.
#pragma once

#include <rapidjson/document.h>

#include <initializer_list>
#include <string>
#include <string_view>

#include "engine/kernel/json_text.hpp"
#include "geometry.hpp"

namespace nemesis::enormity {

class JsonReader {
 public:
  // `raise` throws the reader's error with the whole message; it must not return.
  using Raise = void (*)(const std::string& message);

  JsonReader(std::string source, Raise raise) : source_(std::move(source)), raise_(raise) {}

  [[nodiscard]] const std::string& source() const { return source_; }

  [[noreturn]] void fail(const std::string& where, const std::string& problem) const;

  // Parses `text` (json_text.hpp's parseJson: depth-limited, each field once, nothing after the value, "line L,
  // column C" in the message).
  void parse(rapidjson::Document& doc, std::string_view text) const;

  // Refuses a field not in `known`; fields starting with '_' are comments.
  void checkFields(const rapidjson::Value& object, const std::string& where,
                   std::initializer_list<std::string_view> known) const;
  // The object's field `key`, which must be there.
  [[nodiscard]] const rapidjson::Value& member(const rapidjson::Value& object, const char* key,
                                               const std::string& where) const;
  // The object's field `key`, or null when absent.
  [[nodiscard]] static const rapidjson::Value* optional(const rapidjson::Value& object, const char* key);
  // Checks that `doc` is an object whose "format" and "version" are these (`what` names the kind of file in
  // the messages: "dice", "map"); `where` is "" at the top level of a file, else the field holding an embedded one.
  void requireFormat(const rapidjson::Value& doc, const std::string& where, std::string_view format, int version,
                     std::string_view what) const;

  [[nodiscard]] int intIn(const rapidjson::Value& v, const std::string& where, int lo, int hi) const;
  [[nodiscard]] bool boolean(const rapidjson::Value& v, const std::string& where) const;
  // A string of 1 to `maxLength` bytes.
  [[nodiscard]] std::string text(const rapidjson::Value& v, const std::string& where, std::size_t maxLength) const;
  // A name as commands and files use it: 1 to `maxLength` characters, lowercase letters, digits and '-', starting
  // with a letter.
  [[nodiscard]] std::string name(const rapidjson::Value& v, const std::string& where, std::size_t maxLength) const;
  // A list of at most `maxSize` entries.
  void requireList(const rapidjson::Value& v, const std::string& where, std::size_t maxSize) const;
  // [x, y], each 0..maxX / 0..maxY.
  [[nodiscard]] Point point(const rapidjson::Value& v, const std::string& where, int maxX, int maxY) const;

 private:
  std::string source_;
  Raise raise_;
};

// "where.key" and "where[i]": the kernel's, as every reader of both games names a place.
using nemesis::fieldAt;

// Whether `text` is a name as JsonReader::name accepts it.
[[nodiscard]] bool isPlainName(std::string_view text, std::size_t maxLength);

}  // namespace nemesis::enormity
