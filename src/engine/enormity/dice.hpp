// Enormity's Danger dice (seed 001, reference/enormity/dice.md): what each face of each colour shows, read
// for Potentials, and how many dice of each colour the box holds. The real faces are not in the sources
// (ruling R-1), so they live in a data file (assets/enormity/dice.json, docs/enormity-dice-format.md) that
// says whether it is still the placeholder table.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "data_error.hpp"

namespace nemesis::enormity {

// In rising strength: promotion goes one step up this order.
enum class DieColour : std::uint8_t { White, Red, Black };
inline constexpr int kDieColourCount = 3;
inline constexpr std::array<DieColour, kDieColourCount> kDieColours = {DieColour::White, DieColour::Red,
                                                                       DieColour::Black};

// "white", "red", "black": the names the dice file and messages use.
[[nodiscard]] std::string_view colourName(DieColour colour);

// The bounds the reader enforces. A face shows a Potential count written as one digit; a die has at least one
// face; the box counts stay small enough for exact odds (odds.hpp enumerates every outcome).
inline constexpr int kMaxFacePotentials = 9;
inline constexpr std::size_t kMaxFaces = 20;
inline constexpr int kMaxDiceOfColour = 15;
inline constexpr std::size_t kMaxDiceFileBytes = std::size_t{64} * 1024;  // the real file is ~600 bytes

struct DiceSet {
  // faces[c]: the Potentials each face of colour c shows, e.g. white {0, 0, 0, 1, 1, 2}.
  std::array<std::vector<int>, kDieColourCount> faces;
  // counts[c]: how many dice of colour c the box holds.
  std::array<int, kDieColourCount> counts{};
  // True while the faces are our invented table, not the game's: to be shown as "placeholder dice".
  bool placeholder = true;

  [[nodiscard]] const std::vector<int>& facesOf(DieColour c) const { return faces[static_cast<std::size_t>(c)]; }
  [[nodiscard]] int countOf(DieColour c) const { return counts[static_cast<std::size_t>(c)]; }
  friend bool operator==(const DiceSet&, const DiceSet&) = default;
};

// "FILE: FIELD: PROBLEM", e.g. "dice.json: colours.red.faces[2]: expected a whole number 0-9".
struct DiceError : DataError {
  using DataError::DataError;
};

// Reads the dice format of docs/enormity-dice-format.md; `source` names the text in messages. Refuses, with a
// DiceError, anything else: invalid JSON, unknown or repeated fields (those starting with '_' are comments),
// missing colours, values out of range.
[[nodiscard]] DiceSet parseDice(std::string_view text, const std::string& source);

// parseDice of the file at `path` (a regular file of at most kMaxDiceFileBytes; file_io.hpp's refusals).
[[nodiscard]] DiceSet loadDice(const std::string& path);

}  // namespace nemesis::enormity
