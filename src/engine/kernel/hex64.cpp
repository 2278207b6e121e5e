#include "hex64.hpp"

#include <cstdio>

namespace nemesis {

std::string hex64(std::uint64_t v) {
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(v));
  return text;
}

}  // namespace nemesis
