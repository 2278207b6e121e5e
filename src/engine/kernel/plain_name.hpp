// A plain name: what may name a file inside one folder (a board of the boards folder, a setting that names one),
// never a path out of it.
#pragma once

#include <algorithm>
#include <cstddef>
#include <string_view>

namespace nemesis {

inline constexpr std::size_t kMaxPlainName = 64;
inline constexpr std::string_view kPlainNameRule = "1-64 letters, digits, '-', '_' or '.', not starting with '.'";

[[nodiscard]] inline bool isPlainName(std::string_view name) {
  return !name.empty() && name.size() <= kMaxPlainName && name.front() != '.' &&
         std::all_of(name.begin(), name.end(), [](char c) {
           return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' ||
                  c == '.';
         });
}

}  // namespace nemesis
