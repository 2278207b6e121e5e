// Internal to the Enormity file writers (scenarios and the data they embed): JSON text laid out for people
// reading a save. An object that is a field's value has one member per line; a list of numbers or names is
// one line; a list of objects has one entry per line, each entry on one line.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace nemesis::enormity {

class JsonWriter {
 public:
  JsonWriter& key(std::string_view name);
  JsonWriter& string(std::string_view text);
  JsonWriter& number(long long value);
  JsonWriter& boolean(bool value);
  JsonWriter& null();
  JsonWriter& numbers(const std::vector<int>& values);
  JsonWriter& beginObject();
  JsonWriter& endObject();
  JsonWriter& beginList();
  JsonWriter& endList();

  // The text written, with a final newline.
  [[nodiscard]] std::string text() const { return out_ + "\n"; }

 private:
  struct Frame {
    bool list = false;
    bool inlined = false;    // written on one line
    bool multiline = false;  // a list whose entries are objects or lists: one per line
    int count = 0;
  };
  void beforeValue(bool container);
  void newline(std::size_t depth);
  void quoted(std::string_view text);

  std::string out_;
  std::vector<Frame> frames_;
};

}  // namespace nemesis::enormity
