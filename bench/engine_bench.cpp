// Engine throughput on one core (bench/README.md: benchmark programs report figures, they assert nothing).
//   (a) Movement commands resolved per second: validation, paying, entering the room, the Noise roll,
//       Encounters, Intruder attacks and the events they emit, for one character walking between
//       explored neighbouring rooms of the basic board.
//   (b) Noise rolls resolved per second (resolveNoiseRoll), with the markers, Danger and Encounters
//       they cause.
//   (c) Full random games per second: 4 characters playing by rounds, each command picked at random among
//       legalCommands, from setup to the game's end (won or lost); no invariant checks.
//   (d) Serialising one mid-game state (4 characters, 40 random legal commands into a game by rounds): the state
//       hash, the binary snapshot (save; load with its rule checks; the undo checkpoint without them) against the
//       JSON save (writeScenario, parseScenario), with their sizes.
// Each figure is the median (and min/max) of several timed runs of about 0.3 s of thread CPU time.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "bench_args.hpp"
#include "engine/nemesis/board_file.hpp"
#include "engine/nemesis/engine.hpp"
#include "engine/nemesis/hash.hpp"
#include "engine/nemesis/legal.hpp"
#include "engine/nemesis/scenario.hpp"
#include "engine/nemesis/setup.hpp"
#include "engine/nemesis/snapshot.hpp"
#include "median_ms.hpp"

namespace {

using namespace nemesis;

// CPU time of this thread: the figures stay meaningful on a busy machine (other builds running).
using bench::cpuSeconds;

// Defaults (mutable: `nemesis_bench SECONDS RUNS` overrides them, e.g. short runs for callgrind).
int gRuns = 7;
double gRunSeconds = 0.3;
constexpr int kResetEvery = 64;  // moves (or rolls) before the state is reset from the template
constexpr int kBatch = 1024;     // operations between clock reads

// A one-character game on the basic board with every room explored, so Movement resolves the
// Noise roll and its consequences but no exploration.
GameState exploredTemplate(const std::shared_ptr<const Board>& board, std::uint64_t seed) {
  GameState s = newGame(board, SetupOptions{defaultCharacters(1), seed});
  for (RoomState& r : s.rooms) {
    r.explored = true;
    if (r.explorationToken >= 0) {
      s.discardedExploration.push_back(r.explorationToken);
      r.explorationToken = -1;
    }
  }
  return s;
}

struct Result {
  long long ops = 0;
  long long events = 0;
  double seconds = 0;
  [[nodiscard]] double perSecond() const { return static_cast<double>(ops) / seconds; }
};

Result benchMovement(const GameState& tmpl, std::uint64_t seed) {
  GameState s = tmpl;
  EventLog log;
  log.reserve(256);
  Pcg32 pick(seed, 17);
  Result res;
  int sinceReset = 0;
  const double start = cpuSeconds();
  for (;;) {
    for (int i = 0; i < kBatch; ++i) {
      if (sinceReset == kResetEvery || s.status != GameStatus::Playing) {
        s = tmpl;  // copy assignment reuses the vectors' storage
        s.chance.rng.seed(pick.next(), 54);
        sinceReset = 0;
      }
      Character& c = s.character(0);
      if (c.actionCardsInHand() == 0) {
        log.clear();
        refillHand(s, 0, log);
        res.events += static_cast<long long>(log.size());
        if (c.actionCardsInHand() == 0) {  // a hand of Contamination cards only
          sinceReset = kResetEvery;
          continue;
        }
      }
      const BoardRoom& here = s.topo().room(c.room);
      const int to = here.links[pick.below(static_cast<std::uint32_t>(here.linkCount))].room;
      log.clear();
      if (apply(s, Move{0, to, defaultPayment(s, 0, 1)}, log).ok()) ++res.ops;
      res.events += static_cast<long long>(log.size());
      ++sinceReset;
    }
    res.seconds = cpuSeconds() - start;
    if (res.seconds >= gRunSeconds) return res;
  }
}

Result benchNoise(const GameState& tmpl, std::uint64_t seed) {
  GameState s = tmpl;
  EventLog log;
  log.reserve(256);
  Pcg32 reseed(seed, 29);
  Result res;
  int sinceReset = 0;
  const double start = cpuSeconds();
  for (;;) {
    for (int i = 0; i < kBatch; ++i) {
      if (sinceReset == kResetEvery || s.status != GameStatus::Playing || !s.character(0).alive) {
        s = tmpl;
        s.chance.rng.seed(reseed.next(), 54);
        sinceReset = 0;
      }
      log.clear();
      resolveNoiseRoll(s, 0, log);
      res.events += static_cast<long long>(log.size());
      ++res.ops;
      ++sinceReset;
    }
    res.seconds = cpuSeconds() - start;
    if (res.seconds >= gRunSeconds) return res;
  }
}

Result benchGames(const std::shared_ptr<const Board>& board, std::uint64_t seed) {
  std::vector<Command> legal;
  EventLog log;
  log.reserve(256);
  Pcg32 pick(seed, 31);
  Result res;
  const double start = cpuSeconds();
  for (std::uint64_t game = 1;; ++game) {
    GameState s = newGame(board, SetupOptions{defaultCharacters(4), seed * 100000 + game});
    while (s.status == GameStatus::Playing) {
      legalCommands(s, legal);
      if (legal.empty()) break;
      log.clear();
      (void)apply(s, legal[pick.below(static_cast<std::uint32_t>(legal.size()))], log);
      res.events += static_cast<long long>(log.size());
    }
    ++res.ops;
    res.seconds = cpuSeconds() - start;
    if (res.seconds >= gRunSeconds) return res;
  }
}

// Any operation on one state, repeated: `op` returns something that depends on its work, so it is not elided.
template <typename Op>
Result benchOp(Op&& op, int batch) {
  Result res;
  std::uint64_t sink = 0;
  const double start = cpuSeconds();
  for (;;) {
    for (int i = 0; i < batch; ++i) sink += op();
    res.ops += batch;
    res.seconds = cpuSeconds() - start;
    if (res.seconds >= gRunSeconds) {
      res.events = static_cast<long long>(sink & 1U);  // keeps `sink` alive; not an event count
      return res;
    }
  }
}

// A game by rounds after 40 random legal commands (or its end).
GameState midGame(const std::shared_ptr<const Board>& board) {
  GameState s = newGame(board, SetupOptions{defaultCharacters(4), 12, false});
  std::vector<Command> legal;
  EventLog log;
  Pcg32 pick(12, 3);
  for (int i = 0; i < 40 && s.status == GameStatus::Playing; ++i) {
    legalCommands(s, legal);
    if (legal.empty()) break;
    (void)apply(s, legal[pick.below(static_cast<std::uint32_t>(legal.size()))], log);
  }
  return s;
}

struct Summary {
  double median = 0;
  double min = 0;
  double max = 0;
  double eventsPerOp = 0;
};

template <typename F>
Summary measure(F&& run) {
  std::vector<double> rates;
  long long ops = 0;
  long long events = 0;
  (void)run(0);  // warm-up
  for (int i = 0; i < gRuns; ++i) {
    const Result r = run(static_cast<std::uint64_t>(i + 1));
    rates.push_back(r.perSecond());
    ops += r.ops;
    events += r.events;
  }
  std::sort(rates.begin(), rates.end());
  return Summary{rates[rates.size() / 2], rates.front(), rates.back(),
                 static_cast<double>(events) / static_cast<double>(ops)};
}

}  // namespace

int main(int argc, char** argv) {
  const bench::Args args(argc, argv, "nemesis_bench [SECONDS_PER_RUN=0.3] [RUNS=7]", 2);
  gRunSeconds = args.decimal(1, gRunSeconds, 0.001, 3600.0);
  gRuns = args.integer(2, gRuns, 1, 1000);
  const auto board =
      std::make_shared<const Board>(loadBoardFile(std::string(NEMESIS_ASSETS_DIR) + "/boards/basic.json"));
  const GameState tmpl = exploredTemplate(board, 1);

  const Summary move = measure([&](std::uint64_t seed) { return benchMovement(tmpl, seed); });
  const Summary noise = measure([&](std::uint64_t seed) { return benchNoise(tmpl, seed); });
  const Summary games = measure([&](std::uint64_t seed) { return benchGames(board, seed); });

  std::printf(
      "nemesis engine benchmark: basic board (1 character; games: 4), one core, %d runs of %.2f s CPU time each\n",
      gRuns, gRunSeconds);
  std::printf("%-28s %14s %14s %14s %12s\n", "operation", "median /s", "min /s", "max /s", "events/op");
  std::printf("%-28s %14.0f %14.0f %14.0f %12.2f\n", "Movement commands", move.median, move.min, move.max,
              move.eventsPerOp);
  std::printf("%-28s %14.0f %14.0f %14.0f %12.2f\n", "Noise rolls", noise.median, noise.min, noise.max,
              noise.eventsPerOp);
  std::printf("%-28s %14.0f %14.0f %14.0f %12.2f\n", "Full random games (4 chars)", games.median, games.min, games.max,
              games.eventsPerOp);
  std::printf("ratio Noise rolls / Movement commands (medians): %.2f\n", noise.median / move.median);
  std::printf("Movement target 1,000,000 /s: %s\n", move.median >= 1e6 ? "met" : "NOT met");

  const GameState mid = midGame(board);
  const std::string snapshot = saveSnapshot(mid);
  const std::string checkpoint = saveCheckpoint(mid);
  const std::string json = writeScenario(mid);
  const auto perOp = [&](auto op, int batch) {
    return 1e6 / measure([&](std::uint64_t) { return benchOp(op, batch); }).median;
  };
  const double hash = perOp([&] { return stateHash(mid); }, 256);
  const double save = perOp([&] { return saveSnapshot(mid).size(); }, 64);
  const double load = perOp([&] { return loadSnapshot(snapshot, board, "bench").chance.rng.state(); }, 4);
  const double saveCp = perOp([&] { return saveCheckpoint(mid).size(); }, 64);
  const double loadCp = perOp([&] { return loadCheckpoint(checkpoint, board).chance.rng.state(); }, 64);
  const double write = perOp([&] { return writeScenario(mid).size(); }, 4);
  const double parse = perOp([&] { return parseScenario(json, "bench", "").chance.rng.state(); }, 4);
  std::printf("\none mid-game state (4 characters, round %d, %zu Intruders), microseconds per operation (medians):\n",
              mid.round, mid.intruders.size());
  std::printf("%-44s %10.2f\n", "stateHash", hash);
  std::printf("%-44s %10.2f  (%zu bytes)\n", "saveSnapshot", save, snapshot.size());
  std::printf("%-44s %10.2f\n", "loadSnapshot (decode + the save's rule checks)", load);
  std::printf("%-44s %10.2f  (%zu bytes)\n", "saveCheckpoint (undo)", saveCp, checkpoint.size());
  std::printf("%-44s %10.2f\n", "loadCheckpoint (undo: decode only)", loadCp);
  std::printf("%-44s %10.2f  (%zu bytes)\n", "writeScenario (JSON save)", write, json.size());
  std::printf("%-44s %10.2f\n", "parseScenario (JSON load)", parse);
  return 0;
}
