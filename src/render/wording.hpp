// Counts in words for the board and the panels: "1 item", "3 items", never "1 items" or "item(s)".
#pragma once

#include <string>
#include <string_view>

namespace nemesis::view {

[[nodiscard]] inline std::string counted(int n, std::string_view one, std::string_view many) {
  return std::to_string(n) + " " + std::string(n == 1 || n == -1 ? one : many);
}

}  // namespace nemesis::view
