// Board loader: any bytes load or are refused with a BoardError. A board that loads must set up a game
// for every player count that leaves the invariants sound, and play from it: the loader's checks (one
// exit per noise number, enough tiles and markers, a Hibernatorium) are what the rest of the engine relies on.
#include <cstddef>
#include <cstdint>
#include <exception>
#include <memory>
#include <string>

#include "engine/nemesis/board_file.hpp"
#include "engine/nemesis/setup.hpp"
#include "fuzz_support.hpp"

// NOLINTNEXTLINE(readability-identifier-naming): the name libFuzzer calls
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace nemesis;
  try {
    std::shared_ptr<const Board> board;
    try {
      board = std::make_shared<const Board>(parseBoard(fuzz::bytesToString(data, size), "fuzz.json"));
    } catch (const BoardError&) {
      return 0;
    }
    const std::uint64_t pick = fuzz::inputHash(data, size);
    for (int players = 1; players <= 5; ++players) {
      GameState s;
      try {
        s = newGame(board, SetupOptions{defaultCharacters(players), pick});
      } catch (const SetupError&) {
        continue;
      }
      fuzz::requireSound(s, "newGame with " + std::to_string(players) + " characters");
      fuzz::playSome(s, 4, pick);
    }
  } catch (const std::exception& e) {
    fuzz::fail(std::string("an undeclared exception escaped: ") + e.what());
  }
  return 0;
}
