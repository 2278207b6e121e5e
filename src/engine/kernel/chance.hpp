// Chance nodes for every game (docs/design.md §4, §11; OpenSpiel's chance nodes): a random draw lists its
// distinct outcomes with exact counts over a total (what the players know, never a hidden order), and takes one
// from that listing: a forced outcome first (tests, lessons, the debug overlay), else the oracle's choice when one
// is attached (an odds walk visits every outcome), else the game's generator, one uniform draw over the total. So
// the odds, the lessons and the tests walk the same listing the game rolls. A game names its node kinds; drawing
// whole (drawChance) or in parts (Nemesis's draws also find the piece a forced outcome names) is its choice.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "rng.hpp"

namespace nemesis {

// One distinct outcome: `count` of the node's `total` equally likely cases.
struct ChanceOption {
  int value = 0;
  int count = 0;
  friend bool operator==(const ChanceOption&, const ChanceOption&) = default;
};

// The distinct outcomes of one node, equal values merged, in the order of their values: never in an order a
// hidden pile would give them (so two positions that differ only in hidden information list the same). Fixed
// capacity (the game's largest node): listing never allocates.
template <std::size_t Capacity>
struct BasicChanceOptions {
  static constexpr std::size_t kCapacity = Capacity;
  std::array<ChanceOption, Capacity> items{};
  std::size_t size = 0;
  int total = 0;

  constexpr void add(int value, int count = 1) {
    total += count;
    std::size_t i = 0;
    while (i < size && items[i].value < value) ++i;
    if (i < size && items[i].value == value) {
      items[i].count += count;
      return;
    }
    if (size == Capacity) throw std::length_error("a chance node lists more outcomes than its capacity");
    for (std::size_t j = size; j > i; --j) items[j] = items[j - 1];
    items[i] = ChanceOption{value, count};
    ++size;
  }
  [[nodiscard]] constexpr std::span<const ChanceOption> view() const { return {items.data(), size}; }
  [[nodiscard]] constexpr bool empty() const { return size == 0; }
};

// What a resolution asks instead of the generator (an odds walk chooses every outcome in turn). Never part of a
// game's state: it is attached to one resolution.
template <class Kind>
class BasicChanceOracle {
 public:
  BasicChanceOracle() = default;
  BasicChanceOracle(const BasicChanceOracle&) = default;
  BasicChanceOracle& operator=(const BasicChanceOracle&) = default;
  BasicChanceOracle(BasicChanceOracle&&) = default;
  BasicChanceOracle& operator=(BasicChanceOracle&&) = default;
  virtual ~BasicChanceOracle() = default;

  // The index into `options` (never empty) of the outcome this node takes.
  virtual std::size_t choose(Kind kind, std::span<const ChanceOption> options) = 0;
};

// A listed outcome as a pile holds it: the option's value, and which of the cases showing it (the nth).
struct ChanceRoll {
  int value = 0;
  int nth = 0;
};

// The generator's roll on a listing: one uniform draw over the total (rng.below(total)), weighted by the counts.
// A listing of faces in their die's order is the same draw, and the same face, as one over the faces.
template <class Options>
[[nodiscard]] ChanceRoll rollOn(Pcg32& rng, const Options& options) {
  int at = static_cast<int>(rng.below(static_cast<std::uint32_t>(options.total)));
  for (const ChanceOption& o : options.view()) {
    if (at < o.count) return ChanceRoll{o.value, at};
    at -= o.count;
  }
  throw std::logic_error("a chance node's counts do not add up to its total");
}

// The oracle's outcome at a node: the value of the option it chose (throws when it chose none of them).
template <class Kind, class Options>
[[nodiscard]] int oracleValue(BasicChanceOracle<Kind>& oracle, Kind kind, const Options& options) {
  const std::size_t i = oracle.choose(kind, options.view());
  if (i >= options.size) {
    throw std::out_of_range("the chance oracle chose option " + std::to_string(i) + " of " +
                            std::to_string(options.size));
  }
  return options.items[i].value;
}

// What a draw took, and whether a forced outcome chose it.
struct ChanceDraw {
  int value = 0;
  bool forced = false;
};

// The one draw of a node whose outcome is its value: the first of `forced` (taken from it) when one is queued,
// else the oracle's choice, else the generator's roll. Nothing when the listing is empty or the forced value is
// not one of its outcomes (the game refuses the command: a forced outcome that cannot happen).
template <class Kind, class Options>
[[nodiscard]] std::optional<ChanceDraw> drawChance(Kind kind, const Options& options, std::vector<int>& forced,
                                                   BasicChanceOracle<Kind>* oracle, Pcg32& rng) {
  if (!forced.empty()) {
    const int value = forced.front();
    forced.erase(forced.begin());
    for (const ChanceOption& o : options.view()) {
      if (o.value == value) return ChanceDraw{value, true};
    }
    return std::nullopt;
  }
  if (options.empty()) return std::nullopt;
  if (oracle != nullptr) return ChanceDraw{oracleValue(*oracle, kind, options), false};
  return ChanceDraw{rollOn(rng, options).value, false};
}

}  // namespace nemesis
