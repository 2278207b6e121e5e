// Numbers typed by people, on the command line, in command scripts, in names inside files and in the
// settings: one grammar for all of them, JSON's (so a number means the same in a file and on a command line).
// A plain decimal is an optional '-', then digits without a leading zero ("0" alone is one), and, where a
// fraction is allowed, '.' and digits. Nothing else: no '+', no blanks, no octal ("010" would be 8 to
// strtol), no hex, no exponent, no inf or nan; and a value outside the range is refused, never wrapped
// ("-1" is not 18446744073709551615).
#pragma once

#include <charconv>
#include <concepts>
#include <optional>
#include <string>
#include <string_view>

namespace nemesis {

// True when `text` is written as a plain decimal (a whole number, or with `fraction` also "1.5").
[[nodiscard]] bool isPlainDecimal(std::string_view text, bool fraction);

// The value of `text` when it is a plain whole number from lo to hi; nullopt otherwise.
template <std::integral T>
[[nodiscard]] std::optional<T> parseDecimal(std::string_view text, T lo, T hi) {
  if (!isPlainDecimal(text, false)) return std::nullopt;
  T value{};
  const char* last = text.data() + text.size();
  const auto [end, error] = std::from_chars(text.data(), last, value);
  if (error != std::errc() || end != last || value < lo || value > hi) return std::nullopt;
  return value;
}

// The value of `text` when it is a plain decimal ("2", "0.75", "-1.5") from lo to hi; nullopt otherwise.
[[nodiscard]] std::optional<double> parseDecimal(std::string_view text, double lo, double hi);

// What parseDecimal(text, lo, hi) accepts, for messages: "a whole number from 1 to 5", "a number from 0.75 to 3".
template <std::integral T>
[[nodiscard]] std::string decimalRange(T lo, T hi) {
  return "a whole number from " + std::to_string(lo) + " to " + std::to_string(hi);
}
[[nodiscard]] std::string decimalRange(double lo, double hi);

// The shortest text that reads back as `v` ("0.1", "12345678.5", "1e+300"), the same on every locale.
[[nodiscard]] std::string shortestText(double v);

}  // namespace nemesis
