#include "odds.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <stdexcept>
#include <string>

namespace nemesis::enormity {

namespace {

// The largest result one die can show: a face, or a virtual die (a bare number, pool.hpp).
constexpr int kMaxResult = std::max(kMaxFacePotentials, kMaxFixedPotentials);

void require(bool ok, const std::string& what) {
  if (!ok) throw std::invalid_argument("Enormity odds: " + what);
}

// Why the best assignment is found without trying assignments (the greedy of ENORMITY.md "Exact odds").
//
// A Blip at distance d is revealed by k Potentials iff k >= t, with t = max(d, 1) (a Blip already on a
// corner is revealed only if it moves). A result r may go, unrevealed, to any Blip with t > r: the bigger the
// result, the fewer such Blips, and each result's set of Blips contains the set of every bigger result. For
// nested sets, Hall's theorem says the results can all be placed on distinct Blips iff, for every level v,
//     kept(v) = (results >= v that are kept)  <=  room(v) = (Blips with t > v),
// which is the same as pairing the results in ascending order with the largest thresholds in ascending order
// and finding result_j < t_j for each pair. A Blip left without a result does not move, so fewer results
// than Blips only adds room.
//  - with D = results - Blips > 0, the D highest results are discarded: kept(v) = max(0, N(v) - D),
//    where N(v) counts all results >= v.
//  - R-8, a stiff bonus +B on a die the player chooses: with D > 0 the player puts it on a highest die, which
//    stays highest and is discarded, so the kept results are unchanged; more Potentials never help (kept(v)
//    only grows), so that is the best choice and the bonus changes nothing. With D = 0, a bonus on a die
//    showing r adds one to N(v) for r < v <= r + B: possible iff room(v) - N(v) >= 1 on those B levels (and
//    >= 0 on every level, as without the bonus); the player picks any r that works.
// RevealScan checks exactly this, from the highest level down to 0, carrying the number of consecutive levels
// just above with room to spare (`run`, capped at B) and whether a die for the bonus has been found.
class RevealScan {
 public:
  struct State {
    int run = 0;
    bool placed = false;
  };

  RevealScan(const std::vector<int>& blipDistances, int results, int stiffBonus)
      : discard_(std::max(0, results - static_cast<int>(blipDistances.size()))),
        bonus_(discard_ > 0 || results == 0 ? 0 : stiffBonus) {
    require(stiffBonus >= 0 && stiffBonus <= kMaxFixedPotentials,
            "a stiff bonus is +0 to +" + std::to_string(kMaxFixedPotentials));
    thresholds_.reserve(blipDistances.size());
    for (int d : blipDistances) thresholds_.push_back(revealThreshold(d));
    std::sort(thresholds_.begin(), thresholds_.end());
  }

  // The bonus that matters (0 when discarded or when there is no die for it).
  [[nodiscard]] int bonus() const { return bonus_; }

  // Level `level`: `atLeast` results show `level` or more, `landed` is whether one shows exactly `level`.
  // Levels come from the highest result + bonus down to 0. False when some Blip must be revealed.
  bool step(int level, int atLeast, bool landed, State& state) const {
    if (bonus_ > 0 && landed && state.run == bonus_) state.placed = true;
    const int kept = std::max(0, atLeast - discard_);
    const auto room =
        static_cast<int>(thresholds_.end() - std::upper_bound(thresholds_.begin(), thresholds_.end(), level));
    if (kept > room) return false;
    state.run = kept < room ? std::min(state.run + 1, bonus_) : 0;
    return true;
  }

  [[nodiscard]] bool accepts(const State& state) const { return bonus_ == 0 || state.placed; }

 private:
  int discard_;
  int bonus_;
  std::vector<int> thresholds_;  // max(d, 1) of each Blip, ascending
};

// The dice of each colour in the pool, after checking the pool against the table.
std::array<int, kDieColourCount> diceByColour(const Pool& pool, const DiceSet& dice) {
  std::array<int, kDieColourCount> n{};
  for (DieColour c : kDieColours) {
    n[static_cast<std::size_t>(c)] = pool.countOf(c);
    require(n[static_cast<std::size_t>(c)] <= kMaxDiceOfColour,
            "more than " + std::to_string(kMaxDiceOfColour) + " " + std::string(colourName(c)) + " dice");
    require(n[static_cast<std::size_t>(c)] == 0 || !dice.facesOf(c).empty(),
            "the dice table has no faces for " + std::string(colourName(c)));
  }
  require(!pool.fixedDie || (*pool.fixedDie >= 0 && *pool.fixedDie <= kMaxFixedPotentials),
          "a virtual die shows 0 to " + std::to_string(kMaxFixedPotentials) + " Potentials");
  require(pool.stiffBonus >= 0 && pool.stiffBonus <= kMaxFixedPotentials,
          "a stiff bonus is +0 to +" + std::to_string(kMaxFixedPotentials));
  return n;
}

int highestFace(const DiceSet& dice, DieColour c) {
  return *std::max_element(dice.facesOf(c).begin(), dice.facesOf(c).end());
}

}  // namespace

int revealThreshold(int distance) {
  require(distance >= 0, "a Blip's distance is negative");
  return std::max(distance, 1);
}

std::vector<int> safestAssignment(const std::vector<int>& results, const std::vector<int>& blipDistances) {
  require(results.size() <= blipDistances.size(), "more results than Blips");
  std::vector<std::size_t> byResult(results.size());
  for (std::size_t i = 0; i < byResult.size(); ++i) byResult[i] = i;
  std::stable_sort(byResult.begin(), byResult.end(),
                   [&](std::size_t a, std::size_t b) { return results[a] < results[b]; });
  std::vector<std::size_t> byThreshold(blipDistances.size());
  for (std::size_t i = 0; i < byThreshold.size(); ++i) byThreshold[i] = i;
  std::stable_sort(byThreshold.begin(), byThreshold.end(), [&](std::size_t a, std::size_t b) {
    return revealThreshold(blipDistances[a]) < revealThreshold(blipDistances[b]);
  });
  std::vector<int> out(results.size(), -1);
  std::vector<bool> taken(blipDistances.size(), false);
  std::vector<std::size_t> unsafe;
  for (std::size_t i : byResult) {
    const auto safe = std::find_if(byThreshold.begin(), byThreshold.end(), [&](std::size_t b) {
      return !taken[b] && results[i] < revealThreshold(blipDistances[b]);
    });
    if (safe == byThreshold.end()) {
      unsafe.push_back(i);
      continue;
    }
    taken[*safe] = true;
    out[i] = static_cast<int>(*safe);
  }
  std::size_t next = 0;
  for (std::size_t i : unsafe) {
    while (taken[next]) ++next;
    taken[next] = true;
    out[i] = static_cast<int>(next);
  }
  return out;
}

std::vector<double> faceOdds(const DiceSet& dice, DieColour colour) {
  const std::vector<int>& faces = dice.facesOf(colour);
  require(!faces.empty(), "the dice table has no faces for " + std::string(colourName(colour)));
  std::vector<double> odds(kMaxFacePotentials + 1, 0.0);
  for (int f : faces) {
    require(f >= 0 && f <= kMaxFacePotentials, "a face shows 0 to " + std::to_string(kMaxFacePotentials));
    odds[static_cast<std::size_t>(f)] += 1.0;
  }
  for (double& p : odds) p /= static_cast<double>(faces.size());
  return odds;
}

double pQuiet(const Pool& pool, const DiceSet& dice) {
  diceByColour(pool, dice);
  if (pool.stiffBonus > 0 || pool.fixedDie.value_or(0) > 0) return 0.0;
  double p = 1.0;
  for (DieColour c : pool.dice) p *= faceOdds(dice, c)[0];
  return p;
}

std::vector<double> totalPotentials(const Pool& pool, const DiceSet& dice) {
  diceByColour(pool, dice);
  std::vector<double> dist{1.0};
  for (DieColour c : pool.dice) {
    const std::vector<double> face = faceOdds(dice, c);
    const auto top = static_cast<std::size_t>(highestFace(dice, c));
    std::vector<double> next(dist.size() + top, 0.0);
    for (std::size_t t = 0; t < dist.size(); ++t) {
      for (std::size_t k = 0; k <= top; ++k) next[t + k] += dist[t] * face[k];
    }
    dist = std::move(next);
  }
  const auto shift = static_cast<std::size_t>(pool.fixedDie.value_or(0) + pool.stiffBonus);
  dist.insert(dist.begin(), shift, 0.0);
  return dist;
}

bool canAvoidReveal(const std::vector<int>& results, int stiffBonus, const std::vector<int>& blipDistances) {
  for (int r : results) require(r >= 0 && r <= kMaxResult, "a result is 0 to " + std::to_string(kMaxResult));
  const RevealScan scan(blipDistances, static_cast<int>(results.size()), stiffBonus);
  if (results.empty()) return true;
  const int top = *std::max_element(results.begin(), results.end()) + scan.bonus();
  RevealScan::State state;
  for (int level = top; level >= 0; --level) {
    const auto atLeast = std::count_if(results.begin(), results.end(), [&](int r) { return r >= level; });
    const bool landed = std::find(results.begin(), results.end(), level) != results.end();
    if (!scan.step(level, static_cast<int>(atLeast), landed, state)) return false;
  }
  return scan.accepts(state);
}

// Every outcome is counted by how many dice of each colour show each level (a multiset per colour, never an
// ordered tuple): from the highest level down, j of the r dice of a colour not yet placed show this level,
// with probability C(r, j) p^j (the rest are placed lower down; at level 0 all that remain). Outcomes that
// agree on the counts placed so far and on the scan's state are merged, so the work is the product of the
// colours' (count + 1), times the bonus levels, per level: a few thousand numbers for a full box.
double pNoReveal(const Pool& pool, const DiceSet& dice, const std::vector<int>& blipDistances) {
  const std::array<int, kDieColourCount> n = diceByColour(pool, dice);
  const RevealScan scan(blipDistances, pool.results(), pool.stiffBonus);
  if (pool.results() == 0) return 1.0;

  std::array<std::vector<double>, kDieColourCount> odds;
  const int fixed = pool.fixedDie.value_or(-1);
  int highest = fixed;
  for (DieColour c : kDieColours) {
    if (n[static_cast<std::size_t>(c)] == 0) continue;
    odds[static_cast<std::size_t>(c)] = faceOdds(dice, c);
    highest = std::max(highest, highestFace(dice, c));
  }

  std::array<std::array<double, kMaxDiceOfColour + 1>, kMaxDiceOfColour + 1> choose{};
  for (std::size_t r = 0; r <= kMaxDiceOfColour; ++r) {
    choose[r][0] = 1.0;
    for (std::size_t j = 1; j <= r; ++j) choose[r][j] = choose[r - 1][j - 1] + (j < r ? choose[r - 1][j] : 0.0);
  }

  // A state: dice of each colour placed (showing this level or more), the scan's run and placed, and whether a
  // die landed on the current level. Stored flat; index() is the layout.
  const int runs = scan.bonus() + 1;
  const std::size_t states = static_cast<std::size_t>((n[0] + 1) * (n[1] + 1) * (n[2] + 1) * runs) * 4;
  const auto index = [&](const std::array<int, kDieColourCount>& k, int run, bool placed, bool landed) {
    const int i = (((k[0] * (n[1] + 1) + k[1]) * (n[2] + 1) + k[2]) * runs + run) * 4;
    return static_cast<std::size_t>(i) + (placed ? 2U : 0U) + (landed ? 1U : 0U);
  };
  struct Decoded {
    std::array<int, kDieColourCount> k;
    int run;
    bool placed;
    bool landed;
  };
  const auto decode = [&](std::size_t i) {
    Decoded d{};
    d.landed = (i & 1U) != 0;
    d.placed = (i & 2U) != 0;
    auto rest = static_cast<int>(i / 4);
    d.run = rest % runs;
    rest /= runs;
    d.k[2] = rest % (n[2] + 1);
    rest /= n[2] + 1;
    d.k[1] = rest % (n[1] + 1);
    d.k[0] = rest / (n[1] + 1);
    return d;
  };

  std::vector<double> cur(states, 0.0);
  std::vector<double> next(states, 0.0);
  cur.at(0) = 1.0;  // index({0, 0, 0}, 0, false, false): nothing placed yet
  for (int level = highest + scan.bonus(); level >= 0; --level) {
    for (std::size_t c = 0; c < kDieColourCount; ++c) {
      if (n[c] == 0) continue;
      const double p = level <= kMaxFacePotentials ? odds[c][static_cast<std::size_t>(level)] : 0.0;
      if (p == 0.0 && level > 0) continue;  // no die of this colour shows this level
      std::fill(next.begin(), next.end(), 0.0);
      for (std::size_t i = 0; i < states; ++i) {
        if (cur[i] == 0.0) continue;
        const Decoded d = decode(i);
        const int left = n[c] - d.k[c];
        double weight = cur[i];
        for (int j = 0; j <= left; ++j) {
          if (level > 0 || j == left) {
            std::array<int, kDieColourCount> k = d.k;
            k[c] += j;
            next[index(k, d.run, d.placed, d.landed || j > 0)] +=
                weight * choose[static_cast<std::size_t>(left)][static_cast<std::size_t>(j)];
          }
          weight *= p;
        }
      }
      std::swap(cur, next);
    }
    std::fill(next.begin(), next.end(), 0.0);
    for (std::size_t i = 0; i < states; ++i) {
      if (cur[i] == 0.0) continue;
      const Decoded d = decode(i);
      const int atLeast = d.k[0] + d.k[1] + d.k[2] + (fixed >= level ? 1 : 0);
      RevealScan::State state{d.run, d.placed};
      if (!scan.step(level, atLeast, d.landed || fixed == level, state)) continue;  // a Blip is revealed
      next[index(d.k, state.run, state.placed, false)] += cur[i];
    }
    std::swap(cur, next);
  }
  double total = 0.0;
  for (std::size_t i = 0; i < states; ++i) {
    if (cur[i] != 0.0 && scan.accepts({decode(i).run, decode(i).placed})) total += cur[i];
  }
  return total;
}

}  // namespace nemesis::enormity
