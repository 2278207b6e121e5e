#include "json_text.hpp"

#include <rapidjson/error/en.h>
#include <rapidjson/memorystream.h>
#include <rapidjson/reader.h>

namespace nemesis {

namespace {

using rapidjson::SizeType;

// The document's own SAX handler with a depth count in front: refusing the bracket that goes too deep stops
// the parser there (a kParseErrorTermination at that offset), before anything deeper is built. The member
// names are RapidJSON's handler concept.
// NOLINTBEGIN(readability-identifier-naming)
class DepthLimited {
 public:
  explicit DepthLimited(rapidjson::Document& doc) : doc_(doc) {}
  [[nodiscard]] bool tooDeep() const { return tooDeep_; }

  bool Null() { return doc_.Null(); }
  bool Bool(bool b) { return doc_.Bool(b); }
  bool Int(int i) { return doc_.Int(i); }
  bool Uint(unsigned u) { return doc_.Uint(u); }
  bool Int64(std::int64_t i) { return doc_.Int64(i); }
  bool Uint64(std::uint64_t u) { return doc_.Uint64(u); }
  bool Double(double d) { return doc_.Double(d); }
  bool RawNumber(const char* str, SizeType length, bool copy) { return doc_.RawNumber(str, length, copy); }
  bool String(const char* str, SizeType length, bool copy) { return doc_.String(str, length, copy); }
  bool Key(const char* str, SizeType length, bool copy) { return doc_.Key(str, length, copy); }
  bool StartObject() { return enter() && doc_.StartObject(); }
  bool EndObject(SizeType members) {
    --depth_;
    return doc_.EndObject(members);
  }
  bool StartArray() { return enter() && doc_.StartArray(); }
  bool EndArray(SizeType elements) {
    --depth_;
    return doc_.EndArray(elements);
  }

 private:
  bool enter() {
    if (++depth_ <= kMaxJsonDepth) return true;
    tooDeep_ = true;
    return false;
  }

  rapidjson::Document& doc_;
  int depth_ = 0;
  bool tooDeep_ = false;
};
// NOLINTEND(readability-identifier-naming)

}  // namespace

std::optional<JsonParseError> parseJson(rapidjson::Document& doc, std::string_view text) {
  rapidjson::ParseResult result;
  bool tooDeep = false;
  // Document::Parse with our handler in front: Populate runs the generator on the document's own stack and
  // keeps the value only when the generator succeeds.
  auto generate = [&](rapidjson::Document& target) {
    rapidjson::MemoryStream bytes(text.data(), text.size());
    rapidjson::EncodedInputStream<rapidjson::UTF8<>, rapidjson::MemoryStream> in(bytes);
    rapidjson::Reader reader;
    DepthLimited handler(target);
    result = reader.Parse<rapidjson::kParseIterativeFlag>(in, handler);
    tooDeep = handler.tooDeep();
    return !result.IsError();
  };
  doc.Populate(generate);
  if (!result.IsError()) return std::nullopt;
  doc.SetNull();
  JsonParseError e;
  e.offset = result.Offset();
  e.problem = tooDeep
                  ? "invalid JSON: lists and objects nested deeper than " + std::to_string(kMaxJsonDepth) + " levels"
                  : std::string("invalid JSON: ") + rapidjson::GetParseError_En(result.Code());
  return e;
}

std::string lineAndColumn(std::string_view text, std::size_t offset) {
  int line = 1;
  int column = 1;
  for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++line;
      column = 1;
    } else {
      ++column;
    }
  }
  return "line " + std::to_string(line) + ", column " + std::to_string(column);
}

}  // namespace nemesis
