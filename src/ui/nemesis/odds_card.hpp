// What the player reads of a move's exact odds (issue 14; engine: move_odds.hpp): the hover card of a legal
// destination, the risk map's figure for each destination, written as odds_text.hpp writes them. Pure: text
// and numbers from an odds table, so they are tested without a window.
#pragma once

#include <string>
#include <vector>

#include "engine/nemesis/move_odds.hpp"
#include "engine/nemesis/odds_text.hpp"
#include "engine/nemesis/state.hpp"

namespace nemesis::ui {

// The percentages are written as everywhere a player reads odds (odds_text.hpp: "22%", "<1%", ">99%").
using nemesis::percentText;

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
