#include "quote.hpp"

#include <algorithm>
#include <array>
#include <cstdint>

namespace nemesis {

namespace {

// One character of the text: a code point `length` bytes long, or (length 1, valid false) a byte that does
// not start a well-formed UTF-8 sequence (overlong forms, surrogates and values past U+10FFFF included).
struct Decoded {
  char32_t code = 0;
  std::size_t length = 1;
  bool valid = false;
};

Decoded decode(std::string_view text, std::size_t at) {
  const auto byte = [&](std::size_t i) { return static_cast<std::uint8_t>(text[at + i]); };
  const std::uint8_t lead = byte(0);
  if (lead < 0x80) return {lead, 1, true};
  std::size_t length = 0;
  char32_t code = 0;
  char32_t least = 0;
  if (lead >= 0xC2 && lead <= 0xDF) {
    length = 2;
    code = lead & 0x1FU;
    least = 0x80;
  } else if (lead >= 0xE0 && lead <= 0xEF) {
    length = 3;
    code = lead & 0x0FU;
    least = 0x800;
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    length = 4;
    code = lead & 0x07U;
    least = 0x10000;
  } else {
    return {};
  }
  if (at + length > text.size()) return {};
  for (std::size_t i = 1; i < length; ++i) {
    if ((byte(i) & 0xC0U) != 0x80U) return {};
    code = (code << 6U) | (byte(i) & 0x3FU);
  }
  if (code < least || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return {};
  return {code, length, true};
}

std::string hex(std::uint32_t value, int digits) {
  static constexpr std::array<char, 16> kDigits = {'0', '1', '2', '3', '4', '5', '6', '7',
                                                   '8', '9', 'a', 'b', 'c', 'd', 'e', 'f'};
  std::string out(static_cast<std::size_t>(digits), '0');
  for (int i = digits - 1; i >= 0; --i, value >>= 4U) out[static_cast<std::size_t>(i)] = kDigits[value & 0xFU];
  return out;
}

// Characters that act on a terminal or reorder what is shown around them, though valid UTF-8.
bool invisible(char32_t c) {
  return (c >= 0x80 && c <= 0x9F) || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069) || c == 0x2028 ||
         c == 0x2029;
}

// How one character is shown: its escape, or empty when its own bytes are shown.
std::string escapeOf(const Decoded& d, std::uint8_t firstByte, bool quoting) {
  if (!d.valid) return "\\x" + hex(firstByte, 2);
  switch (d.code) {
    case U'\0': return "\\0";
    case U'\n': return quoting ? "\\n" : "";
    case U'\t': return quoting ? "\\t" : "";
    case U'\r': return "\\r";
    case U'"': return quoting ? "\\\"" : "";
    case U'\\': return quoting ? "\\\\" : "";
    default: break;
  }
  if (d.code < 0x20 || d.code == 0x7F) return "\\x" + hex(d.code, 2);
  if (invisible(d.code)) return "\\u" + hex(d.code, 4);
  return {};
}

}  // namespace

std::string quote(std::string_view text, std::size_t limit) {
  std::string out = "\"";
  std::size_t shown = 0;  // characters written between the quotes
  std::size_t at = 0;
  while (at < text.size()) {
    const Decoded d = decode(text, at);
    const std::string escape = escapeOf(d, static_cast<std::uint8_t>(text[at]), true);
    const std::size_t width = escape.empty() ? 1 : escape.size();
    if (shown + width > limit) break;
    if (escape.empty()) {
      out.append(text.substr(at, d.length));
    } else {
      out += escape;
    }
    shown += width;
    at += d.length;
  }
  if (at == text.size()) return out + "\"";
  return out + "\u2026\" (" + std::to_string(text.size()) + " bytes)";
}

std::string quoteName(std::string_view name) {
  const bool plain = !name.empty() && name.size() <= kQuotedLength && std::all_of(name.begin(), name.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
  });
  return plain ? std::string(name) : quote(name);
}

std::string printable(std::string_view message) {
  std::string out;
  out.reserve(message.size());
  std::size_t at = 0;
  while (at < message.size()) {
    const Decoded d = decode(message, at);
    const std::string escape = escapeOf(d, static_cast<std::uint8_t>(message[at]), false);
    if (escape.empty()) {
      out.append(message.substr(at, d.length));
    } else {
      out += escape;
    }
    at += d.length;
  }
  return out;
}

}  // namespace nemesis
