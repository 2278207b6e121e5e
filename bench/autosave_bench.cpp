// Autosave benchmark (reports figures, asserts nothing): the client autosaves after every command, so what one
// autosave costs as a game grows. A seeded random 4-character game by rounds is played; at its 20th, 80th and
// last command the autosave is encoded (the binary History snapshot, snapshot.hpp) and, for comparison, the
// replay JSON the first autosaves carried (recordReplay re-simulates the game to hash every step); both are
// decoded; and writeAutosave (atomic: temporary file, fsync, rename) is timed into a scratch folder.
//   nemesis_autosave_bench [repeats=25]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "autosave.hpp"
#include "bench_args.hpp"
#include "engine/nemesis/board_file.hpp"
#include "engine/nemesis/legal.hpp"
#include "engine/nemesis/replay.hpp"
#include "engine/nemesis/setup.hpp"
#include "median_ms.hpp"
#include "nemesis_autosave.hpp"

namespace {

using bench::medianMs;

}  // namespace

int main(int argc, char** argv) {
  using namespace nemesis;
  const bench::Args args(argc, argv, "nemesis_autosave_bench [REPEATS=25]", 1);
  const int repeats = args.integer(1, 25, 1, 100000);
  const std::string boards = std::string(NEMESIS_ASSETS_DIR) + "/boards";
  const auto board = std::make_shared<const Board>(loadBoardFile(boards + "/basic.json"));
  SetupOptions setup{defaultCharacters(4), 7};
  History history(newGame(board, setup));
  Pcg32 pick(7, 0x5a5e);
  std::vector<Command> legal;
  std::vector<int> marks = {20, 80};
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / "nemesis-autosave-bench";
  std::printf("%-10s %-9s %12s %12s %12s %12s %10s %10s %12s\n", "commands", "round", "encode ms", "json ms",
              "decode ms", "json dec ms", "bytes", "json bytes", "write ms");
  for (int done = 0;; ++done) {
    legalCommands(history.state(), legal);
    const bool over = history.state().status != GameStatus::Playing || legal.empty();
    if (over || std::find(marks.begin(), marks.end(), done) != marks.end()) {
      app::AutosaveMeta meta;
      meta.gameId = "bench";
      std::string binary;
      std::string json;
      const double encode = medianMs(repeats, [&] { binary = app::encodeAutosave(history, meta); });
      const double encodeJson =
          medianMs(repeats, [&] { json = writeReplay(recordReplay(history.initial(), history.commands())); });
      const double decode = medianMs(repeats, [&] { (void)app::decodeAutosave(binary, "bench", boards); });
      const double decodeJson = medianMs(repeats, [&] { (void)parseReplay(json, "bench", boards); });
      const double write = medianMs(repeats, [&] { (void)app::writeAutosave(dir.string(), history, meta); });
      std::printf("%-10d %-9d %12.3f %12.3f %12.3f %12.3f %10zu %10zu %12.3f\n", done, history.state().round, encode,
                  encodeJson, decode, decodeJson, binary.size(), json.size(), write);
    }
    if (over) break;
    EventLog events;
    (void)history.apply(legal[pick.below(static_cast<std::uint32_t>(legal.size()))], events);
  }
  std::filesystem::remove_all(dir);
  std::printf("(json: the replay JSON payload of the first autosaves; json dec: parsing it, without the replay)\n");
  return 0;
}
