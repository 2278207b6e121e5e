// The odds a Spacer's Noise has before it is made, in words for the Noise panel (issue 13 "Exact odds before
// a roll"): the dice it would roll, P(quiet), the likeliest totals and P(no Blip revealed under the best
// assignment), each computed exactly (enormity/noise_odds.hpp), and "placeholder dice" while the faces are ours.
// Pure: lines of text, tested without ImGui.
#pragma once

#include <string>
#include <vector>

#include "engine/enormity/command.hpp"
#include "engine/enormity/noise_odds.hpp"
#include "engine/enormity/state.hpp"

namespace nemesis::ui::enormity {

namespace en = nemesis::enormity;

// "1 white, 2 red" (promoted dice included), "+1 on a die", "a virtual die of 2", "no dice".
[[nodiscard]] std::string poolText(const en::Pool& pool);
// A probability as players read it: "33%", "<1%" and ">99%" when it is neither 0 nor 1 but rounds to them.
[[nodiscard]] std::string percent(double p);
// The lines of the odds: "Rolls 3 white (placeholder dice)", "Quiet: 42%", "Total Potentials: 0 42% · 1 35% ...",
// "No Blip revealed (best assignment): 87%", and "Overwhelm: 2 after the Blips move" when due.
[[nodiscard]] std::vector<std::string> noiseOddsLines(const en::NoiseOdds& odds);

}  // namespace nemesis::ui::enormity
