// What the player reads of a move's exact odds (issue 14; engine: move_odds.hpp): the hover card of a legal
// destination, the risk map's figure for each destination, and the percentages they are written with. Pure: text
// and numbers from an odds table, so they are tested without a window.
#pragma once

#include <string>
#include <vector>

#include "move_odds.hpp"
#include "state.hpp"

namespace nemesis::ui {

// A chance as a whole percentage: "22%". Only an exact 0 or 1 is written "0%" or "100%"; a chance that rounds to
// them without being exact reads "<1%" or ">99%", so a rare death is never shown as impossible.
[[nodiscard]] std::string percentText(Probability p);

// The odds card of moving the table's character to `room` (table: OddsCache::destinations of the presented state):
// its first line is a heading, then Encounter and Surprise Attack, the Noise roll and its Danger, the Intruders
// Danger may pull in, the exploration token's effects, the worst case and the game's end, and Careful Movement's
// figures (one line for all its corridor choices when they agree, else one per corridor). Empty when the table has
// no move to `room`.
[[nodiscard]] std::vector<std::string> oddsCard(const GameState& s, int room,
                                                const std::vector<DestinationOdds>& table);

// The risk map's headline for a destination: P(Encounter) of a Movement there (of the safest Careful Movement when
// only those are legal), with a density level 0-4 for the pattern drawn under the number (0: no chance at all).
struct RiskMark {
  int room = 0;
  Probability encounter = 0;
  std::string label;  // percentText(encounter)
  int density = 0;
};
[[nodiscard]] std::vector<RiskMark> riskMarks(const std::vector<DestinationOdds>& table);

}  // namespace nemesis::ui
