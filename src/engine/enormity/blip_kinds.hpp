// The Blip tokens (blip-movement.md "Revealing Blips"): what each kind does when revealed and how many of each
// the Blip Pool holds. The table gives the kinds (the blank Echo, Intruder tokens A and B); the counts are not in
// the sources, so assets/enormity/blip-pool.json holds our default (docs/enormity-formats.md "Blip pool").
#pragma once

#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "data_error.hpp"
#include "sheet.hpp"

namespace nemesis::enormity {

inline constexpr std::size_t kMaxBlipKinds = 8;
inline constexpr int kMaxBlipsOfKind = 30;
inline constexpr int kMaxIntrudersPerBlip = 5;
inline constexpr std::size_t kMaxBlipKindName = 20;
inline constexpr std::size_t kMaxBlipFileBytes = std::size_t{64} * 1024;

struct BlipKind {
  std::string name;                          // "echo", "a", "b": how files and forced outcomes name it
  int count = 0;                             // tokens of this kind in the Blip Pool at setup
  std::array<int, kLevelCount> intruders{};  // Intruders it spawns when revealed, per Countdown level

  // A token that spawns nothing at any level is the Echo: discarded, and a new Blip spawns.
  [[nodiscard]] bool echo() const { return intruders == std::array<int, kLevelCount>{}; }
  [[nodiscard]] int intrudersAt(Level level) const { return intruders[static_cast<std::size_t>(level)]; }
  friend bool operator==(const BlipKind&, const BlipKind&) = default;
};

struct BlipKinds {
  std::vector<BlipKind> kinds;

  // The index of the kind named `name`, or -1.
  [[nodiscard]] int find(std::string_view name) const;
  [[nodiscard]] const BlipKind& at(int kind) const { return kinds[static_cast<std::size_t>(kind)]; }
  [[nodiscard]] int size() const { return static_cast<int>(kinds.size()); }
  // The Blip Pool at setup: `count` tokens of each kind, in kind order.
  [[nodiscard]] std::vector<int> fullPool() const;
  friend bool operator==(const BlipKinds&, const BlipKinds&) = default;
};

// Reads the Blip pool format; `source` names the text in messages. Throws DataError.
[[nodiscard]] BlipKinds parseBlipKinds(std::string_view text, const std::string& source);
[[nodiscard]] BlipKinds loadBlipKinds(const std::string& path);

}  // namespace nemesis::enormity
