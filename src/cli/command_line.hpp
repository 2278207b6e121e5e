// What both programs' command lines share: every number is read with the engine's one grammar
// (decimal.hpp: a plain decimal within the documented range; CLI11 alone reads "010" as 8 and wraps "-1"
// round to 2^64-1), a board name is checked as a scenario's is, and CLI11's errors end the program with the
// usage exit code. A refused value is named with its option: `--seed: "-1" is not a whole number from 0 to
// 18446744073709551615`.
#pragma once

#include <CLI/CLI.hpp>

#include <concepts>
#include <iostream>
#include <locale>
#include <optional>
#include <sstream>
#include <string>

#include "engine/kernel/decimal.hpp"
#include "engine/kernel/quote.hpp"
#include "engine/nemesis/board_file.hpp"
#include "exit_codes.hpp"

namespace nemesis::cli {

// "[1, 5]": the range as --help shows it after the option's type.
template <typename T>
[[nodiscard]] std::string bounds(T lo, T hi) {
  std::ostringstream out;
  out.imbue(std::locale::classic());
  out << "[" << lo << ", " << hi << "]";
  return out.str();
}

// A check for a numeric option: a plain decimal from lo to hi (a whole number for an integral T; with
// double, a fraction is allowed). Checked on the text, before CLI11 converts it.
template <typename T>
requires std::integral<T> || std::same_as<T, double>
[[nodiscard]] CLI::Validator decimal(T lo, T hi) {
  return CLI::Validator(
      [lo, hi](std::string& text) -> std::string {
        return parseDecimal(text, lo, hi) ? std::string() : quote(text) + " is not " + decimalRange(lo, hi);
      },
      bounds(lo, hi));
}

// A check for a board option: a name as a scenario's "board" takes (board_file.hpp).
[[nodiscard]] inline CLI::Validator boardName() {
  return CLI::Validator(
      [](std::string& text) -> std::string {
        return isBoardName(text) ? std::string()
                                 : quote(text) + " is not a board name (" + std::string(kBoardNameRule) + ")";
      },
      "NAME");
}

// Parses the command line. --help and --version print and give kExitOk, a usage error prints (user text
// made printable) and gives kExitUsage; nullopt when the program goes on.
[[nodiscard]] inline std::optional<int> parse(CLI::App& app, int argc, char** argv) {
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    std::ostringstream out;
    std::ostringstream err;
    const int code = app.exit(e, out, err);
    std::cout << out.str() << std::flush;
    std::cerr << printable(err.str()) << std::flush;
    return code == 0 ? kExitOk : kExitUsage;
  }
  return std::nullopt;
}

}  // namespace nemesis::cli
