// The pure parts of the Enormity panels (src/ui/enormity): the odds text before a Noise (percentages as players
// read them, "placeholder dice" while the faces are ours), the pool in words, and the log entries (the engine's
// sentence, its citation, and the Blip or Spacer the entry points at).
#include <doctest/doctest.h>

#include <string>

#include "engine/enormity/engine.hpp"
#include "engine/enormity/noise_odds.hpp"
#include "engine/enormity/scenario.hpp"
#include "enormity/enormity_log.hpp"
#include "enormity/noise_odds_text.hpp"

namespace en = nemesis::enormity;
namespace uen = nemesis::ui::enormity;

namespace {

en::State firstNoise() {
  return en::loadScenario(std::string(NEMESIS_ASSETS_DIR) + "/enormity/scenarios/first-noise.json",
                          std::string(NEMESIS_ASSETS_DIR) + "/enormity");
}

bool anyLineHas(const std::vector<std::string>& lines, const std::string& text) {
  for (const std::string& l : lines) {
    if (l.find(text) != std::string::npos) return true;
  }
  return false;
}

}  // namespace

TEST_CASE("enormity panels: percentages never show 0% or 100% for what may still happen") {
  CHECK(uen::percent(0.0) == "0%");
  CHECK(uen::percent(1.0) == "100%");
  CHECK(uen::percent(0.004) == "<1%");
  CHECK(uen::percent(0.996) == ">99%");
  CHECK(uen::percent(0.333) == "33%");
}

TEST_CASE("enormity panels: the pool in words") {
  en::Pool p;
  p.dice = {en::DieColour::White, en::DieColour::White, en::DieColour::Red};
  p.stiffBonus = 1;
  CHECK(uen::poolText(p) == "2 white, 1 red, +1 on a die");
  CHECK(uen::poolText(en::Pool{}) == "no dice");
  en::Pool v;
  v.fixedDie = 2;
  CHECK(uen::poolText(v) == "a virtual die of 2");
}

TEST_CASE("enormity panels: the odds lines say what the roll would do, and placeholder dice") {
  const en::State s = firstNoise();
  const en::NoiseOdds odds = en::noiseOdds(s, en::MakeNoise{0, en::NoiseKind::IntruderSymbol, {}, 0, 0});
  const std::vector<std::string> lines = uen::noiseOddsLines(odds);
  REQUIRE(lines.size() >= 4);
  CHECK(lines[0] == "Rolls 3 white" + std::string(s.dice.placeholder ? " (placeholder dice)" : ""));
  CHECK(lines[1] == "Quiet (no Potential): " + uen::percent(odds.quiet));
  CHECK(anyLineHas(lines, "No Blip revealed, best assignment: " + uen::percent(odds.noReveal)));
  en::NoiseOdds real = odds;
  real.placeholder = false;
  CHECK_FALSE(anyLineHas(uen::noiseOddsLines(real), "placeholder"));
  en::NoiseOdds overwhelmed = odds;
  overwhelmed.pool.overwhelm = 2;
  CHECK(anyLineHas(uen::noiseOddsLines(overwhelmed), "Overwhelm: 2"));
}

TEST_CASE("enormity panels: a log entry carries the engine's sentence, the citation and what it points at") {
  en::State s = firstNoise();
  en::EventLog log;
  en::Moments moments;
  REQUIRE(en::apply(s, en::MakeNoise{0, en::NoiseKind::IntruderSymbol, {}, 0, 0}, log, &moments).ok());
  REQUIRE(en::apply(s, en::Assign{true, {}}, log, &moments).ok());
  bool sawMove = false;
  for (std::size_t i = 0; i < log.size(); ++i) {
    const uen::LogEntry entry = uen::makeLogEntry(moments[i], log[i], 1);
    CHECK(entry.text == en::describe(moments[i], log[i]));
    CHECK(entry.citation == en::citation(log[i].rule));
    if (const auto* m = std::get_if<en::ev::BlipMoved>(&log[i].data)) {
      CHECK(entry.blip == m->blip);
      CHECK_FALSE(entry.important);
      sawMove = true;
    }
    if (const auto* r = std::get_if<en::ev::BlipRevealed>(&log[i].data)) {
      CHECK(entry.blip == r->blip);
      CHECK(entry.important);
    }
    if (std::holds_alternative<en::ev::NoiseMade>(log[i].data)) CHECK(entry.spacer == 0);
  }
  CHECK(sawMove);
}
