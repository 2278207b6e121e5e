#include "odds_card.hpp"

#include <algorithm>

#include "engine/nemesis/engine.hpp"

namespace nemesis::ui {

namespace {

std::string woundsText(int light, int serious) {
  const auto count = [](int n, const char* kind) {
    return std::to_string(n) + " " + kind + (n == 1 ? " Wound" : " Wounds");
  };
  if (serious > 0 && light > 0) return count(serious, "Serious") + " and " + count(light, "Light");
  return serious > 0 ? count(serious, "Serious") : count(light, "Light");
}

std::string intruderName(const GameState& s, int id) {
  for (const Intruder& in : s.intruders) {
    if (in.id == id) return std::string(nameOf(in.type)) + " #" + std::to_string(id);
  }
  return "Intruder #" + std::to_string(id);
}

const char* lossText(LossReason r) {
  switch (r) {
    case LossReason::AllDead: return "everyone dead";
    case LossReason::ShipExploded: return "the ship explodes";
    case LossReason::HullBreached: return "the hull breaches";
    case LossReason::TimeRanOut: return "time runs out";
    case LossReason::None: break;
  }
  return "";
}

// The worst the move can do to the mover, and how likely exactly that is.
std::string worstLine(const MoveOdds& o) {
  if (o.death > kOddsExact) return "Worst: death, " + percentText(o.death);
  const MoveOdds::Wounds* worst = nullptr;
  for (const MoveOdds::Wounds& w : o.wounds) {
    if (w.light + w.serious == 0 || w.p <= 0) continue;
    if (worst == nullptr || std::pair(w.serious, w.light) > std::pair(worst->serious, worst->light)) worst = &w;
  }
  if (worst == nullptr) return "Worst: no wound from this move";
  return "Worst: " + woundsText(worst->light, worst->serious) + ", " + percentText(worst->p);
}

std::string gameEndLine(const MoveOdds& o) {
  std::string out;
  for (std::size_t i = 1; i < o.gameLost.size(); ++i) {
    if (o.gameLost[i] <= 0) continue;
    out += (out.empty() ? "" : ", ") + std::string(lossText(static_cast<LossReason>(i))) + " " +
           percentText(o.gameLost[i]);
  }
  if (o.gameWon > 0) out += (out.empty() ? "" : ", ") + std::string("won ") + percentText(o.gameWon);
  return out.empty() ? out : "The game ends: " + out;
}

// A Careful Movement's figures in one line: what differs between its corridor choices is all here.
std::string carefulFigures(const MoveOdds& o) {
  std::string out = oddsHeadline(o);
  if (o.noiseRoll > 0) out += ", Noise roll " + percentText(o.noiseRoll);
  if (o.dangerPullsIn > 0) out += ", Danger pulls in " + percentText(o.dangerPullsIn);
  if (o.death > 0) out += ", death " + percentText(o.death);
  return out;
}

}  // namespace

std::vector<std::string> oddsCard(const GameState& s, int room, const std::vector<DestinationOdds>& table) {
  const DestinationOdds* normal = nullptr;
  std::vector<const DestinationOdds*> careful;
  for (const DestinationOdds& d : table) {
    if (d.room != room || !d.odds.verdict.ok()) continue;
    if (d.careful) {
      careful.push_back(&d);
    } else {
      normal = &d;
    }
  }
  std::vector<std::string> lines;
  if (normal == nullptr && careful.empty()) return lines;
  lines.emplace_back("Odds of moving here (exact, from what the players know)");
  if (normal != nullptr) {
    const MoveOdds& o = normal->odds;
    lines.push_back(oddsHeadline(o));
    lines.push_back(o.noiseRoll > 0
                        ? "Noise roll " + percentText(o.noiseRoll) + " (Danger " +
                              percentText(o.noiseResult[static_cast<std::size_t>(NoiseResult::Danger) - 1]) + ")"
                        : "No Noise roll");
    if (!o.pulledIn.empty()) {
      std::string who;
      for (const auto& [id, p] : o.pulledIn)
        who += (who.empty() ? "" : ", ") + intruderName(s, id) + " " + percentText(p);
      lines.push_back("Danger may pull in: " + who);
    }
    std::string effects;
    for (std::size_t i = 0; i < o.exploration.size(); ++i) {
      if (o.exploration[i] <= 0) continue;
      effects += (effects.empty() ? "" : ", ") + std::string(nameOf(static_cast<ExplorationEffect>(i))) + " " +
                 percentText(o.exploration[i]);
    }
    if (!effects.empty()) lines.push_back("Exploration token: " + effects);
    lines.push_back(worstLine(o));
    if (const std::string end = gameEndLine(o); !end.empty()) lines.push_back(end);
    if (o.eventPhaseFollows > 0) lines.emplace_back("The round's Event phase follows (not counted here).");
  }
  if (!careful.empty()) {
    const std::string first = carefulFigures(careful.front()->odds);
    const bool same = std::all_of(careful.begin(), careful.end(),
                                  [&](const DestinationOdds* d) { return carefulFigures(d->odds) == first; });
    if (same) {
      lines.push_back("Careful Movement (every corridor choice): " + first);
    } else {
      for (const DestinationOdds* d : careful) {
        lines.push_back("Careful Movement, marker on " +
                        corridorName(s.topo(), s.topo().exit(room, d->corridorNumber)) + ": " +
                        carefulFigures(d->odds));
      }
    }
  }
  return lines;
}

std::vector<RiskMark> riskMarks(const std::vector<DestinationOdds>& table) {
  std::vector<RiskMark> marks;
  for (const DestinationOdds& d : table) {
    if (!d.odds.verdict.ok()) continue;
    auto it = std::find_if(marks.begin(), marks.end(), [&](const RiskMark& m) { return m.room == d.room; });
    if (it == marks.end()) {
      marks.push_back(RiskMark{d.room, d.odds.encounter, {}, 0});
      it = std::prev(marks.end());
    }
    // A Movement's figure stands for the room; the safest Careful Movement only when no Movement is legal.
    if (!d.careful) {
      it->encounter = d.odds.encounter;
    } else if (d.odds.encounter < it->encounter) {
      const bool movementListed = std::any_of(table.begin(), table.end(), [&](const DestinationOdds& o) {
        return o.room == d.room && !o.careful && o.odds.verdict.ok();
      });
      if (!movementListed) it->encounter = d.odds.encounter;
    }
  }
  for (RiskMark& m : marks) {
    m.label = percentText(m.encounter);
    const Probability p = m.encounter;
    m.density = p <= kOddsExact ? 0 : p < 0.1L ? 1 : p < 0.25L ? 2 : p < 0.5L ? 3 : 4;
  }
  return marks;
}

}  // namespace nemesis::ui
