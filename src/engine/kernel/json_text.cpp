#include "json_text.hpp"

#include <rapidjson/error/en.h>
#include <rapidjson/memorystream.h>
#include <rapidjson/reader.h>

#include <algorithm>
#include <limits>
#include <unordered_set>
#include <vector>

#include "quote.hpp"

namespace nemesis {

namespace {

using rapidjson::SizeType;

// An object's names are compared one by one up to this many, then looked up in a set (a hostile object of a
// million names costs no more than reading it).
constexpr std::size_t kFewNames = 16;

// An open object or list, for the place of a value in messages ("characters[0].class") and, in an object, the
// names given so far.
struct Frame {
  bool object = false;
  SizeType count = 0;                    // a list's values so far
  std::string key;                       // an object's current member
  std::vector<std::string> names;        // an object's names while they are few
  std::unordered_set<std::string> many;  // then all of them

  void reset(bool isObject) {
    object = isObject;
    count = 0;
    key.clear();
    names.clear();
    if (!many.empty()) many.clear();
  }
  // False when `name` was given before in this object.
  bool add(std::string_view name) {
    if (many.empty()) {
      if (std::find(names.begin(), names.end(), name) != names.end()) return false;
      names.emplace_back(name);
      if (names.size() > kFewNames) {
        many.insert(std::make_move_iterator(names.begin()), std::make_move_iterator(names.end()));
        names.clear();
      }
      return true;
    }
    return many.emplace(name).second;
  }
};

// The document's own SAX handler with the rules every reader shares in front, each stopping the parser where
// it finds the problem (a kParseErrorTermination), before anything more is built: nesting no deeper than
// kMaxJsonDepth, each name once in an object, and a whole number only as large as 64 bits hold (RapidJSON
// would make 2^64 the double 1.8446744073709552e19 and lose the text). The member names are RapidJSON's
// handler concept.
// NOLINTBEGIN(readability-identifier-naming)
class Checked {
 public:
  Checked(rapidjson::Document& doc, std::string_view text, const rapidjson::MemoryStream& at)
      : doc_(doc), text_(text), at_(at) {}
  [[nodiscard]] const std::optional<JsonParseError>& problem() const { return problem_; }
  [[nodiscard]] bool tooDeep() const { return tooDeep_; }

  bool Null() { return value() && doc_.Null(); }
  bool Bool(bool b) { return value() && doc_.Bool(b); }
  bool Int(int i) { return value() && doc_.Int(i); }
  bool Uint(unsigned u) { return value() && doc_.Uint(u); }
  bool Int64(std::int64_t i) { return value() && doc_.Int64(i); }
  bool Uint64(std::uint64_t u) { return value() && doc_.Uint64(u); }
  bool Double(double d) { return value() && wholeNumberFits() && doc_.Double(d); }
  bool RawNumber(const char* str, SizeType length, bool copy) { return value() && doc_.RawNumber(str, length, copy); }
  bool String(const char* str, SizeType length, bool copy) { return value() && doc_.String(str, length, copy); }
  bool Key(const char* str, SizeType length, bool copy) {
    Frame& top = frames_[depth_ - 1];
    const std::string_view name(str, length);
    top.key.assign(name);
    if (!top.add(name)) return stop(keyStart(), "the field " + place() + " is given twice");
    return doc_.Key(str, length, copy);
  }
  bool StartObject() { return value() && enter(true) && doc_.StartObject(); }
  bool EndObject(SizeType members) {
    --depth_;
    return doc_.EndObject(members);
  }
  bool StartArray() { return value() && enter(false) && doc_.StartArray(); }
  bool EndArray(SizeType elements) {
    --depth_;
    return doc_.EndArray(elements);
  }

 private:
  // Every value, before it is built: counted in its list.
  bool value() {
    if (depth_ > 0 && !frames_[depth_ - 1].object) ++frames_[depth_ - 1].count;
    return true;
  }
  bool enter(bool object) {
    if (depth_ >= static_cast<std::size_t>(kMaxJsonDepth)) {
      tooDeep_ = true;
      return false;
    }
    if (frames_.size() == depth_) frames_.emplace_back();
    frames_[depth_++].reset(object);
    return true;
  }
  bool stop(std::size_t offset, std::string problem) {
    problem_ = JsonParseError{offset, std::move(problem)};
    return false;
  }
  // The place of the value being read: "characters[0].class" ("" for the top level).
  [[nodiscard]] std::string place() const {
    std::string out;
    for (std::size_t i = 0; i < depth_; ++i) {
      const Frame& f = frames_[i];
      if (f.object) {
        out += (out.empty() ? "" : ".") + quoteName(f.key);
      } else {
        out += "[" + std::to_string(f.count - 1) + "]";
      }
    }
    return out;
  }
  // The opening quote of the name just read: the nearest quote before its closing one that no backslash
  // escapes (a name holds no other).
  [[nodiscard]] std::size_t keyStart() const {
    std::size_t i = at_.Tell() - 1;
    while (i > 0) {
      --i;
      if (text_[i] != '"') continue;
      std::size_t slashes = 0;
      while (i > slashes && text_[i - slashes - 1] == '\\') ++slashes;
      if (slashes % 2 == 0) return i;
    }
    return 0;
  }
  // RapidJSON reads a number with a fraction or an exponent, or a whole number that 64 bits do not hold, as a
  // double; the text just read says which.
  bool wholeNumberFits() {
    const std::size_t end = at_.Tell();
    std::size_t start = end;
    const auto inNumber = [](char c) {
      return (c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E';
    };
    while (start > 0 && inNumber(text_[start - 1])) --start;
    const std::string_view written = text_.substr(start, end - start);
    if (written.find_first_of(".eE") != std::string_view::npos) return true;
    const std::string where = place();
    return stop(start, (where.empty() ? "" : where + ": ") + "the number " + quote(written) +
                           " exceeds the range of whole numbers (" +
                           std::to_string(std::numeric_limits<std::int64_t>::min()) + " to " +
                           std::to_string(std::numeric_limits<std::uint64_t>::max()) + ")");
  }

  rapidjson::Document& doc_;
  std::string_view text_;
  const rapidjson::MemoryStream& at_;  // the parser's place in text_
  std::vector<Frame> frames_;          // the open objects and lists, reused as they close and open
  std::size_t depth_ = 0;
  bool tooDeep_ = false;
  std::optional<JsonParseError> problem_;
};
// NOLINTEND(readability-identifier-naming)

}  // namespace

std::optional<JsonParseError> parseJson(rapidjson::Document& doc, std::string_view text) {
  rapidjson::ParseResult result;
  bool tooDeep = false;
  std::optional<JsonParseError> problem;
  std::size_t end = 0;
  // Document::Parse with our handler in front: Populate runs the generator on the document's own stack and
  // keeps the value only when the generator succeeds.
  auto generate = [&](rapidjson::Document& target) {
    rapidjson::MemoryStream bytes(text.data(), text.size());
    rapidjson::EncodedInputStream<rapidjson::UTF8<>, rapidjson::MemoryStream> in(bytes);
    rapidjson::Reader reader;
    Checked handler(target, text, bytes);
    result = reader.Parse<rapidjson::kParseIterativeFlag>(in, handler);
    tooDeep = handler.tooDeep();
    problem = handler.problem();
    end = bytes.Tell();
    // The stream reads a NUL byte as the end of the text, where RapidJSON stops content: the value must end it.
    return !result.IsError() && end == text.size();
  };
  doc.Populate(generate);
  if (!result.IsError() && end == text.size()) return std::nullopt;
  doc.SetNull();
  if (problem) return problem;
  JsonParseError e;
  if (!result.IsError()) {
    e.offset = end;
    e.problem = "invalid JSON: a NUL byte follows the value (nothing but white space may)";
    return e;
  }
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
