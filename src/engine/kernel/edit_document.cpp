#include "edit_document.hpp"

#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include <stdexcept>

#include "json_text.hpp"

namespace nemesis {

namespace {

std::string oneLine(const rapidjson::Value& v) {
  rapidjson::StringBuffer buffer;
  rapidjson::Writer<rapidjson::StringBuffer> writer(buffer);
  v.Accept(writer);
  std::string out(buffer.GetString(), buffer.GetSize());
  // A space after each separator outside strings, as people write these files ("[1, 3]", "{"a": 1}").
  std::string spaced;
  spaced.reserve(out.size() + out.size() / 4);
  bool inString = false;
  bool escaped = false;
  for (char c : out) {
    spaced += c;
    if (inString) {
      if (escaped) {
        escaped = false;
      } else if (c == '\\') {
        escaped = true;
      } else if (c == '"') {
        inString = false;
      }
    } else if (c == '"') {
      inString = true;
    } else if (c == ',' || c == ':') {
      spaced += ' ';
    }
  }
  return spaced;
}

// A top-level object longer than this on one line is laid out a member per line.
constexpr std::size_t kLongLine = 100;

bool listOfEntries(const rapidjson::Value& v) {
  if (!v.IsArray() || v.Empty()) return false;
  for (const auto& e : v.GetArray()) {
    if (e.IsObject() || e.IsArray()) return true;
  }
  return false;
}

}  // namespace

EditDocument::EditDocument(std::string text, const std::string& source) {
  rapidjson::Document doc;
  if (auto e = parseJson(doc, text)) {
    throw std::runtime_error(source + ": " + lineAndColumn(text, e->offset) + ": " + e->problem);
  }
  if (!doc.IsObject()) throw std::runtime_error(source + ": top level: expected a JSON object");
  load(std::move(text));
}

void EditDocument::load(std::string text) {
  text_ = std::move(text);
  doc_ = rapidjson::Document();
  // Every text held here was read before (opened, or written by layoutScenario and read by the game).
  (void)parseJson(doc_, text_);
}

std::string EditDocument::apply(const Edit& edit, const Check& check) {
  rapidjson::Document copy;
  copy.CopyFrom(doc_, copy.GetAllocator());
  edit(copy);
  if (copy == doc_) return {};
  std::string text = layoutScenario(copy);
  std::string why = check(text);
  if (!why.empty()) return why;
  undo_.push_back(std::move(text_));
  redo_.clear();
  load(std::move(text));
  ++changes_;
  return {};
}

void EditDocument::undo() {
  step(undo_, redo_);
}

void EditDocument::redo() {
  step(redo_, undo_);
}

void EditDocument::step(std::vector<std::string>& from, std::vector<std::string>& to) {
  if (from.empty()) return;
  to.push_back(std::move(text_));
  std::string text = std::move(from.back());
  from.pop_back();
  load(std::move(text));
  ++changes_;
}

std::string EditDocument::member(std::string_view key) const {
  const auto it = doc_.FindMember(rapidjson::Value(rapidjson::StringRef(key.data(), key.size())));
  if (it == doc_.MemberEnd() || !it->value.IsString()) return {};
  return {it->value.GetString(), it->value.GetStringLength()};
}

std::string layoutScenario(const rapidjson::Value& doc) {
  std::string out = "{\n";
  bool first = true;
  for (auto it = doc.MemberBegin(); it != doc.MemberEnd(); ++it) {
    out += first ? "  " : ",\n  ";
    first = false;
    out += oneLine(it->name) + ": ";
    if (it->value.IsObject() && oneLine(it->value).size() > kLongLine) {
      // An embedded object (a map, a board): a member per line.
      out += "{\n";
      bool firstMember = true;
      for (auto m = it->value.MemberBegin(); m != it->value.MemberEnd(); ++m) {
        out += firstMember ? "    " : ",\n    ";
        firstMember = false;
        out += oneLine(m->name) + ": " + oneLine(m->value);
      }
      out += "\n  }";
    } else if (listOfEntries(it->value)) {
      out += "[\n";
      for (rapidjson::SizeType i = 0; i < it->value.Size(); ++i) {
        out += "    " + oneLine(it->value[i]) + (i + 1 < it->value.Size() ? ",\n" : "\n");
      }
      out += "  ]";
    } else {
      out += oneLine(it->value);
    }
  }
  out += "\n}\n";
  return out;
}

rapidjson::Value& memberOf(rapidjson::Document& doc, rapidjson::Value& object, std::string_view key,
                           rapidjson::Type kind) {
  const rapidjson::Value name(rapidjson::StringRef(key.data(), key.size()));
  auto it = object.FindMember(name);
  if (it != object.MemberEnd()) return it->value;
  object.AddMember(rapidjson::Value(key.data(), static_cast<rapidjson::SizeType>(key.size()), doc.GetAllocator()),
                   rapidjson::Value(kind), doc.GetAllocator());
  return object.FindMember(name)->value;
}

void setMember(rapidjson::Document& doc, rapidjson::Value& object, std::string_view key, rapidjson::Value value) {
  memberOf(doc, object, key, rapidjson::kNullType) = std::move(value);
}

void removeMember(rapidjson::Value& object, std::string_view key) {
  object.RemoveMember(rapidjson::Value(rapidjson::StringRef(key.data(), key.size())));
}

rapidjson::Value& listOf(rapidjson::Document& doc, std::string_view key) {
  rapidjson::Value& list = memberOf(doc, doc, key, rapidjson::kArrayType);
  if (!list.IsArray()) list.SetArray();
  return list;
}

rapidjson::Value* entryOf(rapidjson::Document& doc, std::string_view key, int index) {
  rapidjson::Value& list = listOf(doc, key);
  if (index < 0 || static_cast<rapidjson::SizeType>(index) >= list.Size()) return nullptr;
  rapidjson::Value& e = list[static_cast<rapidjson::SizeType>(index)];
  return e.IsObject() ? &e : nullptr;
}

void eraseEntry(rapidjson::Document& doc, std::string_view key, int index) {
  rapidjson::Value& list = listOf(doc, key);
  if (index < 0 || static_cast<rapidjson::SizeType>(index) >= list.Size()) return;
  list.Erase(list.Begin() + index);
}

rapidjson::Value textValue(rapidjson::Document& doc, std::string_view text) {
  return {text.data(), static_cast<rapidjson::SizeType>(text.size()), doc.GetAllocator()};
}

}  // namespace nemesis
