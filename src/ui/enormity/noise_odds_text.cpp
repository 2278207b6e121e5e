#include "noise_odds_text.hpp"

#include <cmath>

#include "engine/enormity/dice.hpp"

namespace nemesis::ui::enormity {

std::string poolText(const en::Pool& pool) {
  std::string text;
  const auto add = [&text](const std::string& part) { text += (text.empty() ? "" : ", ") + part; };
  for (en::DieColour c : en::kDieColours) {
    const int n = pool.countOf(c);
    if (n > 0) add(std::to_string(n) + " " + std::string(en::colourName(c)));
  }
  if (pool.fixedDie) add("a virtual die of " + std::to_string(*pool.fixedDie));
  if (pool.stiffBonus > 0) add("+" + std::to_string(pool.stiffBonus) + " on a die");
  return text.empty() ? "no dice" : text;
}

std::string percent(double p) {
  if (p <= 0) return "0%";
  if (p >= 1) return "100%";
  const double rounded = std::round(p * 100.0);
  if (rounded < 1) return "<1%";
  if (rounded > 99) return ">99%";
  return std::to_string(static_cast<int>(rounded)) + "%";
}

std::vector<std::string> noiseOddsLines(const en::NoiseOdds& odds) {
  std::vector<std::string> lines;
  lines.push_back("Rolls " + poolText(odds.pool) + (odds.placeholder ? " (placeholder dice)" : ""));
  if (odds.pool.results() == 0) {
    lines.emplace_back("No Blip on the board: no dice, nothing moves.");
    return lines;
  }
  lines.push_back("Quiet (no Potential): " + percent(odds.quiet));
  std::string totals = "Total Potentials:";
  for (std::size_t k = 0; k < odds.totals.size(); ++k) {
    if (odds.totals[k] < 0.005) continue;  // under half a percent: noise in a line meant to be read at a glance
    totals += " " + std::to_string(k) + " (" + percent(odds.totals[k]) + ")";
  }
  lines.push_back(totals);
  lines.push_back("No Blip revealed, best assignment: " + percent(odds.noReveal));
  if (odds.pool.overwhelm > 0) {
    lines.push_back("Overwhelm: " + std::to_string(odds.pool.overwhelm) + " after the Blips move (dice run out)");
  }
  return lines;
}

}  // namespace nemesis::ui::enormity
