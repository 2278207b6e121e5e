#include "decimal.hpp"

#include <array>

namespace nemesis {

namespace {

bool isDigit(char c) {
  return c >= '0' && c <= '9';
}

}  // namespace

std::string shortestText(double v) {
  std::array<char, 32> buffer{};
  const auto result = std::to_chars(buffer.data(), buffer.data() + buffer.size(), v);
  return {buffer.data(), result.ptr};
}

bool isPlainDecimal(std::string_view text, bool fraction) {
  std::size_t i = 0;
  if (i < text.size() && text[i] == '-') ++i;
  const std::size_t first = i;
  while (i < text.size() && isDigit(text[i])) ++i;
  const std::size_t digits = i - first;
  if (digits == 0 || (digits > 1 && text[first] == '0')) return false;
  if (fraction && i < text.size() && text[i] == '.') {
    const std::size_t point = ++i;
    while (i < text.size() && isDigit(text[i])) ++i;
    if (i == point) return false;
  }
  return i == text.size();
}

std::optional<double> parseDecimal(std::string_view text, double lo, double hi) {
  if (!isPlainDecimal(text, true)) return std::nullopt;
  double value = 0;
  const char* last = text.data() + text.size();
  const auto [end, error] = std::from_chars(text.data(), last, value, std::chars_format::fixed);
  if (error != std::errc() || end != last || !(value >= lo && value <= hi)) return std::nullopt;
  return value;
}

std::string decimalRange(double lo, double hi) {
  return "a number from " + shortestText(lo) + " to " + shortestText(hi);
}

}  // namespace nemesis
