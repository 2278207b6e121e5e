// The words a move's odds are written with, wherever a player reads them: the odds card and the risk map
// (src/ui/nemesis/odds_card.hpp), the log's notes (src/ui/nemesis/log_model.hpp) and a lesson's {odds ...} placeholder
// (lesson_eval.cpp), so a lesson's sentence and the card it points at cannot disagree.
#pragma once

#include <string>

#include "move_odds.hpp"

namespace nemesis {

// Below the walk's rounding bound (move_odds.hpp: under 1e-13) and far below a shown 1 %: a figure this close to 0
// or 1 is exactly that.
inline constexpr Probability kOddsExact = 1e-12L;

// A chance as a whole percentage: "22%". Only an exact 0 or 1 is written "0%" or "100%"; a chance that rounds to
// them without being exact reads "<1%" or ">99%", so a rare death is never shown as impossible.
[[nodiscard]] std::string percentText(Probability p);

// The odds card's first figures: "Encounter 60%, Surprise Attack 20%".
[[nodiscard]] std::string oddsHeadline(const MoveOdds& o);

}  // namespace nemesis
