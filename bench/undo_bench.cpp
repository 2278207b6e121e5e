// Undo benchmark (reports figures, asserts nothing; bench/README.md): undo re-simulates the game from the nearest
// checkpoint (a snapshot of the state after every 16th command, basic_history.hpp), so one undo should cost about
// the same early and late in a game, while re-simulating from the start grows with the game. A seeded sandbox game
// of 5 characters by rounds (the longest games: random players reach about 140 commands by the end of round 15)
// on the basic board is played with random legal commands; when it ends it steps back up to 16 commands and
// chooses again, as the sandbox allows. At every mark, undoing the last command is timed on a copy of the history
// (the copy untimed) against re-simulating the commands before it from the start. Every mark is a multiple of 16,
// so the undo re-simulates 15 commands: the most it ever does. Medians of REPEATS runs, thread CPU time.
//   nemesis_undo_bench [repeats=51]
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "bench_args.hpp"
#include "engine/nemesis/board_file.hpp"
#include "engine/nemesis/engine.hpp"
#include "engine/nemesis/history.hpp"
#include "engine/nemesis/legal.hpp"
#include "engine/nemesis/setup.hpp"
#include "median_ms.hpp"

namespace {

using namespace nemesis;

// Median thread CPU microseconds of undoing the last command of `h`, each run on a fresh copy.
double undoMicroseconds(const History& h, int repeats) {
  std::vector<double> runs;
  for (int i = 0; i < repeats; ++i) {
    History copy = h;
    const double t = bench::cpuSeconds();
    (void)copy.undo();
    runs.push_back(1e6 * (bench::cpuSeconds() - t));
  }
  return bench::median(std::move(runs));
}

// Median thread CPU microseconds of re-simulating every command of `h` but the last from its initial state.
double fromStartMicroseconds(const History& h, int repeats) {
  const std::vector<Command>& commands = h.commands();
  return 1e6 * bench::medianCpuSeconds(repeats, [&] {
           GameState s = h.initial();
           EventLog log;
           for (std::size_t i = 0; i + 1 < commands.size(); ++i) {
             log.clear();
             (void)apply(s, commands[i], log);
           }
         });
}

}  // namespace

int main(int argc, char** argv) {
  const bench::Args args(argc, argv, "nemesis_undo_bench [REPEATS=51]", 1);
  const int repeats = args.integer(1, 51, 1, 100000);
  const auto board =
      std::make_shared<const Board>(loadBoardFile(std::string(NEMESIS_ASSETS_DIR) + "/boards/basic.json"));
  History h(newGame(board, SetupOptions{defaultCharacters(5), 99, false}), true);
  Pcg32 pick(99, 5);
  std::vector<Command> legal;
  const std::vector<std::size_t> marks = {16, 48, 80, 112, 128};
  std::printf("undo of the last command of a sandbox game (5 characters, by rounds), thread CPU time, median of %d\n",
              repeats);
  std::printf("%-10s %-7s %14s %18s %8s\n", "commands", "round", "undo us", "from start us", "ratio");
  std::size_t next = 0;
  std::size_t longest = 0;
  for (int guard = 0; next < marks.size() && guard < 100000; ++guard) {
    if (h.commands().size() == marks[next]) {
      const double undo = undoMicroseconds(h, repeats);
      const double fromStart = fromStartMicroseconds(h, repeats);
      std::printf("%-10zu %-7d %14.1f %18.1f %8.1f\n", h.commands().size(), h.state().round, undo, fromStart,
                  fromStart / undo);
      ++next;
    }
    longest = std::max(longest, h.commands().size());
    legal.clear();
    if (h.state().status == GameStatus::Playing) legalCommands(h.state(), legal);
    if (legal.empty()) {  // the game is over: step back up to 16 commands and choose differently
      std::uint32_t back = 1 + pick.below(16);
      while (back > 0 && h.undo()) --back;
      continue;
    }
    EventLog log;
    (void)h.apply(legal[pick.below(static_cast<std::uint32_t>(legal.size()))], log);
  }
  if (next < marks.size()) std::printf("(the game never reached %zu commands; longest %zu)\n", marks[next], longest);
  std::printf("(ratio: re-simulating from the start / undo from the checkpoint)\n");
  return 0;
}
