// The exact odds (move_odds.hpp) against the real engine rolling with its generator (issue 14, "Proof and speed"):
// positions from seeded random games by rounds, every legal destination of the character whose turn it is, many
// seeded resolutions each. Before each resolution the hidden information is dealt again, consistently with what
// the players know (tests/hidden_deal.hpp), so the samples draw from the same uncertainty the odds describe: the
// attack, Event and Action decks and the bag are shuffled, the face-down exploration tokens (on the unexplored
// rooms and unused) and the unseen Intruder tokens (bag and supply, type by type) are dealt again, and the
// generator is seeded afresh. Every figure of MoveOdds must lie within 4 standard errors
// of its sample frequency (plus one count: rare outcomes are counted in whole resolutions).
//   odds_montecarlo POSITIONS RESOLUTIONS [SEED]     exit 0 when every figure agrees, 1 otherwise
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "../hidden_deal.hpp"
#include "engine/nemesis/board_file.hpp"
#include "engine/nemesis/legal.hpp"
#include "engine/nemesis/move_odds.hpp"
#include "engine/nemesis/setup.hpp"

namespace {

using namespace nemesis;

// Positions of seeded random games by rounds (1-4 characters), one per game, at a random point where the
// character whose turn it is can move.
std::vector<GameState> positions(const std::shared_ptr<const Board>& board, int wanted, std::uint64_t seed) {
  std::vector<GameState> out;
  std::vector<Command> legal;
  EventLog log;
  Pcg32 pick(seed, 0x0dd5);
  for (std::uint64_t game = 0; static_cast<int>(out.size()) < wanted; ++game) {
    const int players = 1 + static_cast<int>(game % 4);
    GameState s = newGame(board, SetupOptions{defaultCharacters(players), seed * 1000 + game, false});
    const int stop = 5 + static_cast<int>(pick.below(60));
    for (int step = 0; s.status == GameStatus::Playing; ++step) {
      legalCommands(s, legal);
      if (legal.empty()) break;
      const bool canMove =
          std::any_of(legal.begin(), legal.end(), [](const Command& c) { return std::holds_alternative<Move>(c); });
      if (step >= stop && canMove) {
        out.push_back(s);
        break;
      }
      log.clear();
      (void)apply(s, legal[pick.below(static_cast<std::uint32_t>(legal.size()))], log);
    }
  }
  return out;
}

struct Check {
  int compared = 0;
  int failed = 0;
  double worstZ = 0;
};

// One figure: the exact probability against `count` of `n` samples.
void compare(Check& c, const std::string& where, const char* what, long double exact, long long count, long long n) {
  const double p = static_cast<double>(exact);
  const double expected = p * static_cast<double>(n);
  const double sigma = std::sqrt(static_cast<double>(n) * p * (1 - p));
  const double off = std::fabs(static_cast<double>(count) - expected);
  ++c.compared;
  if (sigma > 0) c.worstZ = std::max(c.worstZ, off / sigma);
  if (off > 4 * sigma + 1) {
    ++c.failed;
    std::printf("MISMATCH %s %s: exact %.6f, sampled %lld of %lld (%.6f), %.1f standard errors\n", where.c_str(), what,
                p, count, n, static_cast<double>(count) / static_cast<double>(n), sigma > 0 ? off / sigma : 1e9);
  }
}

struct Tally {
  long long n = 0;
  long long noiseRoll = 0;
  std::array<long long, 6> noiseResult{};
  long long encounter = 0;
  std::array<long long, 6> intruderMet{};
  long long surprise = 0;
  long long pulledAny = 0;
  std::vector<std::pair<int, long long>> pulled;
  std::array<long long, 6> exploration{};
  std::vector<std::pair<std::pair<int, int>, long long>> wounds;
  long long death = 0;
  std::array<long long, 5> lost{};
  long long won = 0;
  long long eventPhase = 0;
  double markers = 0;

  template <typename K>
  static void bump(std::vector<std::pair<K, long long>>& v, const K& key) {
    for (auto& [k, c] : v) {
      if (k == key) {
        ++c;
        return;
      }
    }
    v.emplace_back(key, 1);
  }
  void add(const MoveOutcome& o, const std::vector<int>& ids) {
    ++n;
    if (o.noise > 0) {
      ++noiseRoll;
      ++noiseResult[static_cast<std::size_t>(o.noise - 1)];
    }
    if (o.intruderMet >= 0) {
      ++encounter;
      ++intruderMet[static_cast<std::size_t>(o.intruderMet)];
    }
    surprise += o.surpriseAttack ? 1 : 0;
    pulledAny += o.pulledIn > 0 ? 1 : 0;
    for (const int id : ids) bump(pulled, id);
    if (o.exploration >= 0) ++exploration[static_cast<std::size_t>(o.exploration)];
    bump(wounds, std::pair{o.lightWounds, o.seriousWounds});
    death += o.died ? 1 : 0;
    if (o.status == GameStatus::Lost) ++lost[static_cast<std::size_t>(o.loss)];
    won += o.status == GameStatus::Won ? 1 : 0;
    eventPhase += o.eventPhaseFollows ? 1 : 0;
    markers += o.noiseMarkers;
  }
};

void compareAll(Check& c, const std::string& where, const MoveOdds& odds, const Tally& t) {
  const long long n = t.n;
  compare(c, where, "Noise roll", odds.noiseRoll, t.noiseRoll, n);
  for (std::size_t i = 0; i < 6; ++i) {
    const std::string r = "Noise result " + std::string(nameOf(static_cast<NoiseResult>(i + 1)));
    compare(c, where, r.c_str(), odds.noiseResult[i], t.noiseResult[i], n);
  }
  compare(c, where, "Encounter", odds.encounter, t.encounter, n);
  for (std::size_t i = 0; i < 6; ++i) {
    const std::string m = "Intruder met " + std::string(nameOf(static_cast<IntruderType>(i)));
    compare(c, where, m.c_str(), odds.intruderMet[i], t.intruderMet[i], n);
  }
  compare(c, where, "Surprise Attack", odds.surpriseAttack, t.surprise, n);
  compare(c, where, "Danger pulls in", odds.dangerPullsIn, t.pulledAny, n);
  std::vector<int> ids;
  for (const auto& [id, p] : odds.pulledIn) ids.push_back(id);
  for (const auto& [id, k] : t.pulled) ids.push_back(id);
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  for (const int id : ids) {
    Probability p = 0;
    long long k = 0;
    for (const auto& [have, q] : odds.pulledIn) p += have == id ? q : 0;
    for (const auto& [have, count] : t.pulled) k += have == id ? count : 0;
    const std::string w = "Intruder #" + std::to_string(id) + " pulled in";
    compare(c, where, w.c_str(), p, k, n);
  }
  for (std::size_t i = 0; i < 6; ++i) {
    const std::string e = "exploration " + std::string(nameOf(static_cast<ExplorationEffect>(i)));
    compare(c, where, e.c_str(), odds.exploration[i], t.exploration[i], n);
  }
  std::vector<std::pair<int, int>> pairs;
  for (const MoveOdds::Wounds& w : odds.wounds) pairs.emplace_back(w.light, w.serious);
  for (const auto& [key, k] : t.wounds) pairs.push_back(key);
  std::sort(pairs.begin(), pairs.end());
  pairs.erase(std::unique(pairs.begin(), pairs.end()), pairs.end());
  for (const auto& [light, serious] : pairs) {
    Probability p = 0;
    long long k = 0;
    for (const MoveOdds::Wounds& w : odds.wounds) p += w.light == light && w.serious == serious ? w.p : 0;
    for (const auto& [key, count] : t.wounds) k += key == std::pair{light, serious} ? count : 0;
    const std::string w = "wounds " + std::to_string(light) + " light " + std::to_string(serious) + " serious";
    compare(c, where, w.c_str(), p, k, n);
  }
  compare(c, where, "death", odds.death, t.death, n);
  for (std::size_t i = 1; i < 5; ++i) {
    const std::string l = "game lost, reason " + std::to_string(i);
    compare(c, where, l.c_str(), odds.gameLost[i], t.lost[i], n);
  }
  compare(c, where, "game won", odds.gameWon, t.won, n);
  compare(c, where, "Event phase follows", odds.eventPhaseFollows, t.eventPhase, n);
  // The expected Noise markers: the sample mean against the exact mean, its standard error from the exact variance.
  long double second = 0;
  for (const MoveOutcome& o : odds.outcomes) second += o.p * o.noiseMarkers * o.noiseMarkers;
  const double variance = static_cast<double>(second - odds.expectedNoiseMarkers * odds.expectedNoiseMarkers);
  const double sigma = std::sqrt(std::max(0.0, variance) / static_cast<double>(n));
  const double off = std::fabs(t.markers / static_cast<double>(n) - static_cast<double>(odds.expectedNoiseMarkers));
  ++c.compared;
  if (sigma > 0) c.worstZ = std::max(c.worstZ, off / sigma);
  if (off > 4 * sigma + 1.0 / static_cast<double>(n)) {
    ++c.failed;
    std::printf("MISMATCH %s expected Noise markers: exact %.6f, sampled %.6f\n", where.c_str(),
                static_cast<double>(odds.expectedNoiseMarkers), t.markers / static_cast<double>(n));
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: odds_montecarlo POSITIONS RESOLUTIONS [SEED]\n");
    return 2;
  }
  const int wanted = std::max(1, std::atoi(argv[1]));
  const long long resolutions = std::max(1LL, std::atoll(argv[2]));
  const std::uint64_t seed = argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 14;
  const auto board =
      std::make_shared<const Board>(loadBoardFile(std::string(NEMESIS_ASSETS_DIR) + "/boards/basic.json"));

  Check check;
  long long destinations = 0;
  const std::vector<GameState> all = positions(board, wanted, seed);
  for (std::size_t pi = 0; pi < all.size(); ++pi) {
    const GameState& s = all[pi];
    const std::vector<DestinationOdds> table = oddsForDestinations(s, s.turn);
    for (std::size_t di = 0; di < table.size(); ++di) {
      const DestinationOdds& d = table[di];
      const std::string where = "position " + std::to_string(pi + 1) + " (round " + std::to_string(s.round) + ", " +
                                roomName(s, s.character(s.turn).room) + ") to " + roomName(s, d.room) +
                                (d.careful ? " carefully, marker on " + std::to_string(d.corridorNumber) : "");
      GameState base = s;
      base.chance.forced = ForcedOutcomes{};
      Pcg32 rng(seed, pi * 64 + di);
      Tally tally;
      GameState run;
      EventLog log;
      std::vector<int> pulled;
      for (long long i = 0; i < resolutions; ++i) {
        run = base;
        test::dealHiddenAgain(run, rng);
        log.clear();
        if (!apply(run, d.odds.command, log).ok()) {
          std::printf("FAILED %s: the command is refused\n", where.c_str());
          return 1;
        }
        tally.add(outcomeOf(base, s.turn, log, &pulled), pulled);
      }
      compareAll(check, where, d.odds, tally);
      ++destinations;
      std::printf("%s: %zu leaves, Encounter %.4f (sampled %.4f), Noise roll %.4f (sampled %.4f)\n", where.c_str(),
                  d.odds.leaves, static_cast<double>(d.odds.encounter),
                  static_cast<double>(tally.encounter) / static_cast<double>(tally.n),
                  static_cast<double>(d.odds.noiseRoll),
                  static_cast<double>(tally.noiseRoll) / static_cast<double>(tally.n));
    }
  }
  std::printf(
      "%zu positions, %lld destinations, %lld resolutions each: %d figures compared, %d outside 4 standard "
      "errors (largest deviation %.2f standard errors)\n",
      all.size(), destinations, resolutions, check.compared, check.failed, check.worstZ);
  return check.failed == 0 ? 0 : 1;
}
