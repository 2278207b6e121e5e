// The readable dump: a cereal output archive over the field list that writes one "path: value" line per leaf.
#include <cereal/cereal.hpp>

#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

#include "engine/kernel/quote.hpp"
#include "fields.hpp"
#include "hash.hpp"
#include "words.hpp"

namespace nemesis::enormity {

namespace {

class TextDump : public cereal::OutputArchive<TextDump> {
 public:
  TextDump() : cereal::OutputArchive<TextDump>(this) {}

  void line(const std::string& value) { out_ += path_ + ": " + value + "\n"; }
  // Runs `f` with `name` appended to the path ("spacers" + "[0]" + ".name").
  template <class F>
  void within(const std::string& name, F&& f) {
    const std::size_t length = path_.size();
    path_ += (path_.empty() || name.front() == '[' ? "" : ".") + name;
    f();
    path_.resize(length);
  }
  [[nodiscard]] const std::string& text() const { return out_; }

 private:
  std::string out_;
  std::string path_;
};

// A leaf as text: numbers, words, quoted text, "x,y" for a point or a space.
template <class T>
std::string leaf(const T& v) {
  if constexpr (std::is_same_v<T, bool>) {
    return v ? "true" : "false";
  } else if constexpr (std::is_enum_v<T>) {
    const std::string_view w = words::word(v);
    return w.empty() ? std::to_string(static_cast<int>(v)) : std::string(w);
  } else if constexpr (std::is_same_v<T, std::string>) {
    return quote(v, 200);
  } else if constexpr (std::is_same_v<T, Point> || std::is_same_v<T, Space>) {
    return std::to_string(v.x) + "," + std::to_string(v.y);
  } else {
    return std::to_string(v);
  }
}

std::string hex(std::uint64_t v) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string out(16, '0');
  for (int i = 15; i >= 0; --i, v >>= 4U) out[static_cast<std::size_t>(i)] = kDigits[v & 15U];
  return out;
}

template <class T>
concept Leaf = std::is_arithmetic_v<T> || std::is_enum_v<T> || std::is_same_v<T, std::string> ||
    std::is_same_v<T, Point> || std::is_same_v<T, Space>;

template <class Range>
void list(TextDump& d, const Range& values) {
  using T = std::decay_t<decltype(*std::begin(values))>;
  if constexpr (Leaf<T>) {
    std::string text = "[";
    for (const auto& v : values) text += (text.size() > 1 ? ", " : "") + leaf<T>(v);
    d.line(text + "]");
  } else {
    if (std::begin(values) == std::end(values)) d.line("[]");
    std::size_t i = 0;
    for (const auto& v : values) d.within("[" + std::to_string(i++) + "]", [&] { d(v); });
  }
}

// The archive's functions live beside it: argument-dependent lookup finds them through TextDump.
template <class T>
void save(TextDump& d, const cereal::NameValuePair<T>& f) {
  using V = std::decay_t<T>;
  d.within(f.name, [&] {
    if constexpr (Leaf<V>) {
      d.line(leaf<V>(f.value));
    } else {
      d(f.value);  // a record, a list or an array, or a wrapper
    }
  });
}

template <class T>
void save(TextDump& d, const std::vector<T>& v) {
  list(d, v);
}

template <class T, std::size_t N>
void save(TextDump& d, const std::array<T, N>& v) {
  list(d, v);
}

void save(TextDump& d, const SharedMap& m) {
  d(*m.map);
}

void save(TextDump& d, const Generator& g) {
  d.line(hex(g.rng.state()) + " " + hex(g.rng.increment()));
}

}  // namespace

std::string dumpState(const State& s) {
  TextDump d;
  d(s);
  return d.text();
}

}  // namespace nemesis::enormity
