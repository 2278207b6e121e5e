// The two helpers every message and every number typed by a person goes through: quote() shows user text
// short and visible; parseDecimal() reads one grammar of numbers (JSON's) everywhere.
#include <doctest/doctest.h>

#include <cstdint>
#include <limits>
#include <string>

#include "engine/kernel/decimal.hpp"
#include "engine/kernel/quote.hpp"

using namespace nemesis;
using namespace std::string_literals;

TEST_CASE("quote: plain text in double quotes, unchanged") {
  CHECK(quote("scout") == "\"scout\"");
  CHECK(quote("") == "\"\"");
  CHECK(quote("caf\xc3\xa9 \xe2\x80\x94 \xf0\x9f\x91\xbe") == "\"caf\xc3\xa9 \xe2\x80\x94 \xf0\x9f\x91\xbe\"");
}

TEST_CASE("quote: control characters, NUL, DEL, quotes and backslashes are escaped visibly") {
  CHECK(quote("\x1b[31mred") == "\"\\x1b[31mred\"");
  CHECK(quote("a\0b"s) == "\"a\\0b\"");
  CHECK(quote("tab\there\nline\r") == "\"tab\\there\\nline\\r\"");
  CHECK(quote("\x7f\x01") == "\"\\x7f\\x01\"");
  CHECK(quote("say \"hi\" \\ bye") == "\"say \\\"hi\\\" \\\\ bye\"");
  // C1 controls (U+009B is a terminal's CSI) and text-reordering characters, though valid UTF-8.
  CHECK(quote("\xc2\x9b"
              "2J") == "\"\\u009b2J\"");
  CHECK(quote("abc\xe2\x80\xae"
              "cba") == "\"abc\\u202ecba\"");
}

TEST_CASE("quote: bytes that are not UTF-8 are shown as \\xHH, one by one") {
  CHECK(quote("\xff\xfe") == "\"\\xff\\xfe\"");
  CHECK(quote("a\xc3") == "\"a\\xc3\"");                           // a sequence cut short
  CHECK(quote("\xc0\xaf") == "\"\\xc0\\xaf\"");                    // an overlong '/'
  CHECK(quote("\xed\xa0\x80") == "\"\\xed\\xa0\\x80\"");           // a surrogate
  CHECK(quote("\xf4\x90\x80\x80") == "\"\\xf4\\x90\\x80\\x80\"");  // past U+10FFFF
  CHECK(quote("\xe2\x28\xa1") == "\"\\xe2(\\xa1\"");
}

TEST_CASE("quote: long text is cut with an ellipsis and its length") {
  const std::string big(10U << 20U, 'x');
  const std::string q = quote(big);
  CHECK(q == "\"" + std::string(kQuotedLength, 'x') + "\u2026\" (10485760 bytes)");
  CHECK(quote(std::string(kQuotedLength, 'y')) == "\"" + std::string(kQuotedLength, 'y') + "\"");
  CHECK(quote("abcdef", 3) == "\"abc\u2026\" (6 bytes)");
  // An escape counts its length, and is never split.
  CHECK(quote("ab\x1b"
              "cd",
              4) == "\"ab\u2026\" (5 bytes)");
  const std::string escapes = quote(std::string(1000, '\x1b'));
  CHECK(escapes.size() < 2 * kQuotedLength);
  CHECK(escapes.find("(1000 bytes)") != std::string::npos);
  // Many-byte characters count once each and are never cut in the middle.
  std::string accents;
  for (int i = 0; i < 100; ++i) accents += "\xc3\xa9";
  CHECK(quote(accents) == "\"" + accents.substr(0, 2 * kQuotedLength) + "\u2026\" (200 bytes)");
}

TEST_CASE("printable: a whole message safe for a terminal, text quote() wrote unchanged") {
  const std::string message = "f.txt:3:1: unknown command " + quote("\x1b]0;pwned\x07") + "\n";
  CHECK(printable(message) == message);
  CHECK(printable("path\x1b[2J/x: bad\0byte \xff"s) == "path\\x1b[2J/x: bad\\0byte \\xff");
  CHECK(printable("two\nlines\tand a tab") == "two\nlines\tand a tab");
}

TEST_CASE("parseDecimal: a plain whole number within the range, nothing else") {
  constexpr auto kMax64 = std::numeric_limits<std::uint64_t>::max();
  CHECK(parseDecimal<std::uint64_t>("0", 0, kMax64) == 0U);
  CHECK(parseDecimal<std::uint64_t>("18446744073709551615", 0, kMax64) == kMax64);
  CHECK(parseDecimal(std::string_view("42"), 1, 100) == 42);
  CHECK(parseDecimal(std::string_view("-7"), -10, 10) == -7);
  // Out of range: refused, never wrapped or clamped.
  CHECK_FALSE(parseDecimal<std::uint64_t>("18446744073709551616", 0, kMax64));
  CHECK_FALSE(parseDecimal<std::uint64_t>("99999999999999999999999", 0, kMax64));
  CHECK_FALSE(parseDecimal<std::uint64_t>("-1", 0, kMax64));
  CHECK_FALSE(parseDecimal(std::string_view("6"), 1, 5));
  CHECK_FALSE(parseDecimal(std::string_view("0"), 1, 5));
  // Not a plain decimal: octal-looking, signs, blanks, hex, exponents, fractions, words.
  for (const char* text : {"010", "00", "+5", " 5", "5 ", "0x10", "1e3", "1.0", "", "-", "five", "5five", "\xd9\xa5"}) {
    CAPTURE(text);
    CHECK_FALSE(parseDecimal(std::string_view(text), -1000, 1000));
  }
  CHECK(decimalRange(std::uint64_t{0}, kMax64) == "a whole number from 0 to 18446744073709551615");
  CHECK(decimalRange(1, 5) == "a whole number from 1 to 5");
}

TEST_CASE("parseDecimal: plain decimals with a fraction, within the range") {
  CHECK(parseDecimal("0.75", 0.75, 3.0) == 0.75);
  CHECK(parseDecimal("2", 0.75, 3.0) == 2.0);
  CHECK(parseDecimal("-1.5", -2.0, 2.0) == -1.5);
  for (const char* text : {"0.5", "3.01", "nan", "inf", "1e0", ".5", "1.", "01.5", "+1", "0x1p0", "1,5", ""}) {
    CAPTURE(text);
    CHECK_FALSE(parseDecimal(std::string_view(text), 0.75, 3.0));
  }
  CHECK(decimalRange(0.75, 3.0) == "a number from 0.75 to 3");
}
