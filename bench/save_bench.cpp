// Save benchmark (reports figures, asserts nothing; bench/README.md): what saving and opening a big game costs. Of
// the states of seeded random 5-character games by rounds (every 10th of 400 commands), the busiest (the most
// Intruders, Noise markers and cards) is saved with saveGame (the JSON save, atomic: temporary file, fsync, rename)
// and read back with loadGame, in wall time (what the player waits for); then, in memory and in thread CPU time,
// the JSON (writeScenario, parseScenario) against the binary snapshot the autosave carries (saveSnapshot,
// loadSnapshot). Medians of REPEATS runs.
//   nemesis_save_bench [repeats=51]
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "bench_args.hpp"
#include "engine/nemesis/board_file.hpp"
#include "engine/nemesis/engine.hpp"
#include "engine/nemesis/legal.hpp"
#include "engine/nemesis/queries.hpp"
#include "engine/nemesis/scenario.hpp"
#include "engine/nemesis/setup.hpp"
#include "engine/nemesis/snapshot.hpp"
#include "median_ms.hpp"

namespace {

using namespace nemesis;

int busy(const GameState& s) {
  int cards = 0;
  for (const Character& c : s.characters) cards += static_cast<int>(c.hand.size() + c.discard.size());
  return static_cast<int>(s.intruders.size()) * 10 + noiseMarkersOnBoard(s) + cards;
}

// The busiest of every 10th state of 400 random legal commands (a new game when one ends).
GameState busiestState(const std::shared_ptr<const Board>& board) {
  std::uint64_t seed = 55;
  GameState s = newGame(board, SetupOptions{defaultCharacters(5), seed++});
  GameState best = s;
  Pcg32 pick(55, 77);
  std::vector<Command> legal;
  EventLog log;
  for (int done = 0; done < 400; ++done) {
    legalCommands(s, legal);
    if (s.status != GameStatus::Playing || legal.empty()) {
      s = newGame(board, SetupOptions{defaultCharacters(5), seed++});
      continue;
    }
    log.clear();
    (void)apply(s, legal[pick.below(static_cast<std::uint32_t>(legal.size()))], log);
    if (done % 10 == 0 && busy(s) > busy(best)) best = s;
  }
  return best;
}

}  // namespace

int main(int argc, char** argv) {
  const bench::Args args(argc, argv, "nemesis_save_bench [REPEATS=51]", 1);
  const int repeats = args.integer(1, 51, 1, 100000);
  const std::string boards = std::string(NEMESIS_ASSETS_DIR) + "/boards";
  const auto board = std::make_shared<const Board>(loadBoardFile(boards + "/basic.json"));
  const GameState s = busiestState(board);
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / "nemesis-save-bench";
  std::filesystem::create_directories(dir);
  const std::string path = (dir / "save.json").string();
  const std::string json = writeScenario(s);
  const std::string snapshot = saveSnapshot(s);

  const double save = 1e3 * bench::medianMs(repeats, [&] { saveGame(s, path); });
  const double load = 1e3 * bench::medianMs(repeats, [&] { (void)loadGame(path, boards); });
  const double write = 1e6 * bench::medianCpuSeconds(repeats, [&] { (void)writeScenario(s); });
  const double parse = 1e6 * bench::medianCpuSeconds(repeats, [&] { (void)parseScenario(json, "bench", boards); });
  const double saveSnap = 1e6 * bench::medianCpuSeconds(repeats, [&] { (void)saveSnapshot(s); });
  const double loadSnap = 1e6 * bench::medianCpuSeconds(repeats, [&] { (void)loadSnapshot(snapshot, board, "bench"); });
  std::filesystem::remove_all(dir);

  std::printf("5 characters, round %d: %zu Intruders, %d Noise markers; microseconds, median of %d\n", s.round,
              s.intruders.size(), noiseMarkersOnBoard(s), repeats);
  std::printf("%-46s %10.1f  (%zu bytes)\n", "saveGame (JSON file, fsync; wall time)", save, json.size());
  std::printf("%-46s %10.1f\n", "loadGame (wall time)", load);
  std::printf("%-46s %10.1f\n", "writeScenario (JSON in memory; CPU time)", write);
  std::printf("%-46s %10.1f\n", "parseScenario (CPU time)", parse);
  std::printf("%-46s %10.1f  (%zu bytes)\n", "saveSnapshot (binary, the autosave; CPU time)", saveSnap,
              snapshot.size());
  std::printf("%-46s %10.1f\n", "loadSnapshot (CPU time)", loadSnap);
  std::printf("ratio writeScenario / saveSnapshot %.1f, parseScenario / loadSnapshot %.1f\n", write / saveSnap,
              parse / loadSnap);
  return 0;
}
