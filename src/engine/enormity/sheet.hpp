// An Intruder Sheet (anatomy-of-an-intruder.md), as much of it as the Noise roll and Blips use: the Speed, AT and
// Noise Awareness of each Countdown column (countdown-escalation.md), the Overwhelm ability and the Target.
// Read from assets/enormity/intruders/NAME.json (docs/enormity-formats.md "Intruder sheets"); the one sheet in
// the sources, The Grin, is transcribed from its image in ENORMITY.md.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "data_error.hpp"
#include "dice.hpp"

namespace nemesis::enormity {

// The Countdown levels (countdown-track.md), which are also the columns of a sheet: 9-7, 6-4, 3-!.
enum class Level : std::uint8_t { Infiltration, Eclipse, Extraction };
inline constexpr int kLevelCount = 3;
inline constexpr std::array<Level, kLevelCount> kLevels = {Level::Infiltration, Level::Eclipse, Level::Extraction};

// "Infiltration", "Eclipse", "Extraction".
[[nodiscard]] std::string_view levelName(Level level);
// The column heading of a level on a sheet and in the data files: "9-7", "6-4", "3-!".
[[nodiscard]] std::string_view columnName(Level level);
// The colour of the level on the track (white, red, black).
[[nodiscard]] DieColour levelColour(Level level);

inline constexpr int kMaxSheetValue = 20;
inline constexpr std::size_t kMaxSheetText = 1000;
inline constexpr std::size_t kMaxSheetFileBytes = std::size_t{64} * 1024;
inline constexpr int kMaxOverwhelmIntruders = 5;

struct SheetColumn {
  int speed = 0;
  int at = 0;                                   // Antinomy Threshold
  DieColour noiseAwareness = DieColour::White;  // the dice of Intruder-symbol Noise
  friend bool operator==(const SheetColumn&, const SheetColumn&) = default;
};

// The Overwhelm ability, as its text says and as the engine resolves it.
struct Overwhelm {
  std::string text;                  // as printed
  bool discardFurthestBlip = false;  // "Discard the furthest Blip from the Spacers."
  int intruders = 0;                 // "Spawn an Intruder adjacent to the Priority Target Spacer"
  friend bool operator==(const Overwhelm&, const Overwhelm&) = default;
};

struct IntruderSheet {
  std::string name;  // "The Grin"
  std::array<SheetColumn, kLevelCount> columns;
  Overwhelm overwhelm;
  std::string target;  // "Closest Spacer"

  [[nodiscard]] const SheetColumn& column(Level level) const { return columns[static_cast<std::size_t>(level)]; }
  friend bool operator==(const IntruderSheet&, const IntruderSheet&) = default;
};

// Reads the sheet format; `source` names the text in messages. Throws DataError.
[[nodiscard]] IntruderSheet parseSheet(std::string_view text, const std::string& source);
[[nodiscard]] IntruderSheet loadSheet(const std::string& path);

}  // namespace nemesis::enormity
