// Replay benchmark (reports figures, asserts nothing): verifying a replay applies every step and hashes the
// state after it, so its cost is steps x the size of the state. Verification was quadratic when a replay
// could grow the state without bound (100,000 `force` steps took 13-17 s); now every list a state holds is
// bounded (limits.hpp), so it should be linear. Long replays of `force` with nothing to queue (a command
// that changes nothing, so any number of them is legal) are verified from a light position (a fresh
// 5-character game) and from the heaviest one a file may give (every forced-outcome queue full, 999
// Contamination cards). Linear means the last column, milliseconds per 1,000 steps, stays flat.
//   nemesis_replay_bench [repeats=3]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <vector>

#include "bench_args.hpp"
#include "engine/nemesis/board_file.hpp"
#include "engine/nemesis/limits.hpp"
#include "engine/nemesis/replay.hpp"
#include "engine/nemesis/script.hpp"
#include "engine/nemesis/setup.hpp"
#include "median_ms.hpp"

namespace {

using bench::medianMs;
using namespace nemesis;

// The largest state a file may give for the lists a replay hashes after every step.
GameState heaviest(GameState s) {
  ForcedOutcomes& f = s.chance.forced;
  f.noise.assign(kMaxForcedOutcomes, NoiseResult::Danger);
  f.bag.assign(kMaxForcedOutcomes, ForcedBagDraw{IntruderType::Adult, 0});
  f.exploration.assign(kMaxForcedOutcomes, ForcedExploration{ExplorationEffect::Silence, 0});
  f.attack.assign(kMaxForcedOutcomes, AttackKind::Bite);
  f.event.assign(kMaxForcedOutcomes, 1);
  for (int n = 1; n <= kMaxContamination; ++n) {
    s.character(0).discard.push_back(Card{CardKind::Contamination, n});
  }
  s.nextContamination = kMaxContamination + 1;
  return s;
}

}  // namespace

int main(int argc, char** argv) {
  const bench::Args args(argc, argv, "nemesis_replay_bench [REPEATS=3]", 1);
  const int repeats = args.integer(1, 3, 1, 1000);
  const std::string boards = std::string(NEMESIS_ASSETS_DIR) + "/boards";
  const auto board = std::make_shared<const Board>(loadBoardFile(boards + "/basic.json"));
  const GameState light = newGame(board, SetupOptions{defaultCharacters(5), 7});
  const Command nothing = parseCommand("force", light);
  std::printf("%-9s %9s %12s %12s %12s %14s\n", "position", "steps", "verify ms", "parse ms", "file MB",
              "ms/1000 steps");
  for (const auto& [name, initial] : {std::pair{"light", light}, std::pair{"heaviest", heaviest(light)}}) {
    for (const int steps : {10000, 100000, 300000}) {
      const Replay r = recordReplay(initial, std::vector<Command>(static_cast<std::size_t>(steps), nothing));
      ReplayCheck check;
      const double verify = medianMs(repeats, [&] { check = verifyReplay(r); });
      if (check.firstDivergence >= 0) {
        std::printf("%s, %d steps: %s\n", name, steps, check.message.c_str());
        return 1;
      }
      const std::string json = writeReplay(r);
      // parseReplay applies every step too (a command's text is read against the state it applies to).
      const double parse = medianMs(repeats, [&] { (void)parseReplay(json, "bench.json", boards); });
      std::printf("%-9s %9d %12.1f %12.1f %12.1f %14.2f\n", name, steps, verify, parse,
                  static_cast<double>(json.size()) / 1e6, verify * 1000.0 / steps);
    }
  }
  return 0;
}
