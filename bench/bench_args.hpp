// The benchmarks' command lines: a few positional numbers, each with a default and a range. A word that is not
// such a number, one too many, or --help prints the usage (and exits 2, or 0 for --help): a typo never crashes a
// benchmark or runs it with a figure nobody asked for.
#pragma once

#include <array>
#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace bench {

class Args {
 public:
  // `usage`: "nemesis_bench [SECONDS=0.3] [RUNS=7]"; `most`: how many numbers it takes.
  Args(int argc, char** argv, std::string_view usage, int most) : argc_(argc), argv_(argv), usage_(usage) {
    for (int i = 1; i < argc; ++i) {
      const std::string_view a = argv[i];
      if (a == "--help" || a == "-h") {
        std::printf("usage: %.*s\n", static_cast<int>(usage_.size()), usage_.data());
        std::exit(0);
      }
    }
    if (argc - 1 > most) refuse(most + 1, "one number too many");
  }

  // The `index`th number (from 1), a whole number from lo to hi; `fallback` when not given.
  [[nodiscard]] int integer(int index, int fallback, int lo, int hi) const {
    if (index >= argc_) return fallback;
    const std::string_view a = argv_[index];
    int v = 0;
    const auto [end, ec] = std::from_chars(a.data(), a.data() + a.size(), v);
    if (ec != std::errc() || end != a.data() + a.size() || v < lo || v > hi) {
      refuse(index, "expected a whole number from " + std::to_string(lo) + " to " + std::to_string(hi));
    }
    return v;
  }

  // The `index`th number, a decimal from lo to hi; `fallback` when not given.
  [[nodiscard]] double decimal(int index, double fallback, double lo, double hi) const {
    if (index >= argc_) return fallback;
    const char* a = argv_[index];
    char* end = nullptr;
    const double v = std::strtod(a, &end);
    if (end == a || *end != '\0' || !(v >= lo && v <= hi)) {
      std::array<char, 64> range{};
      std::snprintf(range.data(), range.size(), "expected a number from %g to %g", lo, hi);
      refuse(index, range.data());
    }
    return v;
  }

 private:
  [[noreturn]] void refuse(int index, const std::string& why) const {
    const std::string word = index < argc_ ? argv_[index] : "";
    std::fprintf(stderr, "%s: argument %d \"%s\": %s\nusage: %.*s\n", argv_[0], index, word.c_str(), why.c_str(),
                 static_cast<int>(usage_.size()), usage_.data());
    std::exit(2);
  }

  int argc_;
  char** argv_;
  std::string_view usage_;
};

}  // namespace bench
