// Exact odds throughput (issue 14; bench/README.md: benchmark programs report figures, they assert nothing): the
// time oddsOf takes for each legal destination (Movement, and Careful Movement per corridor) of the character whose
// turn it is, over many positions of seeded random games by rounds (1-4 characters), and the time for a whole room
// (oddsForDestinations). Each time is the median of a few repeats, in thread CPU time (the figures stay meaningful
// on a busy machine). Target: a median under 100 microseconds per destination.
//   nemesis_odds_bench [POSITIONS [REPEATS]]
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "bench_args.hpp"
#include "engine/nemesis/board_file.hpp"
#include "engine/nemesis/legal.hpp"
#include "engine/nemesis/move_odds.hpp"
#include "engine/nemesis/setup.hpp"
#include "median_ms.hpp"

namespace {

using namespace nemesis;

template <typename F>
double medianMicroseconds(int repeats, F&& f) {
  return 1e6 * bench::medianCpuSeconds(repeats, std::forward<F>(f));
}

// Positions met in seeded random games by rounds, every few commands, where the turn's character can move.
std::vector<GameState> positions(const std::shared_ptr<const Board>& board, int wanted) {
  std::vector<GameState> out;
  std::vector<Command> legal;
  EventLog log;
  Pcg32 pick(2024, 14);
  for (std::uint64_t game = 1; static_cast<int>(out.size()) < wanted; ++game) {
    const int players = 1 + static_cast<int>(game % 4);
    GameState s = newGame(board, SetupOptions{defaultCharacters(players), 7000 + game, false});
    for (int step = 0; s.status == GameStatus::Playing && static_cast<int>(out.size()) < wanted; ++step) {
      legalCommands(s, legal);
      if (legal.empty()) break;
      if (step % 5 == 0 &&
          std::any_of(legal.begin(), legal.end(), [](const Command& c) { return std::holds_alternative<Move>(c); })) {
        out.push_back(s);
      }
      log.clear();
      (void)apply(s, legal[pick.below(static_cast<std::uint32_t>(legal.size()))], log);
    }
  }
  return out;
}

double at(const std::vector<double>& sorted, double q) {
  return sorted[std::min(sorted.size() - 1, static_cast<std::size_t>(q * static_cast<double>(sorted.size())))];
}

void report(const char* what, std::vector<double> v, const char* unit) {
  std::sort(v.begin(), v.end());
  std::printf("%-34s %10.1f %10.1f %10.1f %10.1f  %s (%zu)\n", what, at(v, 0.5), at(v, 0.9), at(v, 0.99), v.back(),
              unit, v.size());
}

}  // namespace

int main(int argc, char** argv) {
  const bench::Args args(argc, argv, "nemesis_odds_bench [POSITIONS=200] [REPEATS=5]", 2);
  const int wanted = args.integer(1, 200, 1, 1000000);
  const int repeats = args.integer(2, 5, 1, 1000);
  const auto board =
      std::make_shared<const Board>(loadBoardFile(std::string(NEMESIS_ASSETS_DIR) + "/boards/basic.json"));
  const std::vector<GameState> all = positions(board, wanted);

  std::vector<double> perDestination;
  std::vector<double> leaves;
  std::vector<double> perLeaf;
  std::vector<double> perRoom;
  std::vector<double> perRoomDestination;
  for (const GameState& s : all) {
    const int character = s.turn;
    const std::vector<DestinationOdds> table = oddsForDestinations(s, character);
    for (const DestinationOdds& d : table) {
      const double us = medianMicroseconds(repeats, [&] { (void)oddsOf(s, d.odds.command); });
      perDestination.push_back(us);
      leaves.push_back(static_cast<double>(d.odds.leaves));
      perLeaf.push_back(us / static_cast<double>(d.odds.leaves));
    }
    if (table.empty()) continue;
    const double room = medianMicroseconds(repeats, [&] { (void)oddsForDestinations(s, character); });
    perRoom.push_back(room);
    perRoomDestination.push_back(room / static_cast<double>(table.size()));
  }
  std::printf(
      "nemesis odds benchmark: basic board, %zu positions of random games by rounds (1-4 characters), "
      "median of %d runs, thread CPU time\n",
      all.size(), repeats);
  std::printf("%-34s %10s %10s %10s %10s\n", "", "median", "p90", "p99", "worst");
  report("oddsOf, one destination", perDestination, "us");
  report("leaves walked per destination", leaves, "resolutions");
  report("time per leaf", perLeaf, "us");
  report("oddsForDestinations, whole room", perRoom, "us");
  report("  the same, per destination", perRoomDestination, "us");
  std::sort(perDestination.begin(), perDestination.end());
  std::printf("target: median under 100 us per destination: %s\n", at(perDestination, 0.5) < 100 ? "met" : "NOT met");
  return 0;
}
