#include "json_writer.hpp"

#include <cstdio>

namespace nemesis::enormity {

void JsonWriter::newline(std::size_t depth) {
  out_ += '\n';
  out_.append(2 * depth, ' ');
}

void JsonWriter::quoted(std::string_view text) {
  out_ += '"';
  for (char c : text) {
    const auto u = static_cast<unsigned char>(c);
    if (c == '"' || c == '\\') {
      out_ += '\\';
      out_ += c;
    } else if (c == '\n') {
      out_ += "\\n";
    } else if (u < 0x20U || u == 0x7fU) {
      char escape[8];
      std::snprintf(escape, sizeof escape, "\\u%04x", u);
      out_ += escape;
    } else {
      out_ += c;
    }
  }
  out_ += '"';
}

// A value inside a list: the separator, and where the list is laid out one entry per line, the line break.
// The first entry decides: objects and lists go one per line, plain values share the line.
void JsonWriter::beforeValue(bool container) {
  if (frames_.empty() || !frames_.back().list) return;  // a field's value: key() wrote the separator
  Frame& f = frames_.back();
  if (f.count == 0) f.multiline = container && !f.inlined;
  if (f.count > 0) out_ += f.multiline ? "," : ", ";
  if (f.multiline) newline(frames_.size());
  ++f.count;
}

JsonWriter& JsonWriter::key(std::string_view name) {
  Frame& f = frames_.back();
  if (f.count > 0) out_ += ",";
  if (f.inlined) {
    if (f.count > 0) out_ += ' ';
  } else {
    newline(frames_.size());
  }
  ++f.count;
  quoted(name);
  out_ += ": ";
  return *this;
}

JsonWriter& JsonWriter::string(std::string_view text) {
  beforeValue(false);
  quoted(text);
  return *this;
}

JsonWriter& JsonWriter::number(long long value) {
  beforeValue(false);
  out_ += std::to_string(value);
  return *this;
}

JsonWriter& JsonWriter::boolean(bool value) {
  beforeValue(false);
  out_ += value ? "true" : "false";
  return *this;
}

JsonWriter& JsonWriter::null() {
  beforeValue(false);
  out_ += "null";
  return *this;
}

JsonWriter& JsonWriter::numbers(const std::vector<int>& values) {
  beginList();
  for (int v : values) number(v);
  return endList();
}

JsonWriter& JsonWriter::beginObject() {
  // Inside a list, or inside something already on one line, an object is written on one line.
  const bool inlined = !frames_.empty() && (frames_.back().list || frames_.back().inlined);
  beforeValue(true);
  out_ += '{';
  frames_.push_back(Frame{false, inlined, false, 0});
  return *this;
}

JsonWriter& JsonWriter::endObject() {
  const Frame f = frames_.back();
  frames_.pop_back();
  if (!f.inlined && f.count > 0) newline(frames_.size());
  out_ += '}';
  return *this;
}

JsonWriter& JsonWriter::beginList() {
  const bool inlined = !frames_.empty() && (frames_.back().list || frames_.back().inlined);
  beforeValue(true);
  out_ += '[';
  frames_.push_back(Frame{true, inlined, false, 0});
  return *this;
}

JsonWriter& JsonWriter::endList() {
  const Frame f = frames_.back();
  frames_.pop_back();
  if (f.multiline) newline(frames_.size());
  out_ += ']';
  return *this;
}

}  // namespace nemesis::enormity
