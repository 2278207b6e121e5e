// Command scripts: any text splits into lines, and each line parses or is refused with a ScriptError,
// against three fixed games (training board with 2 characters, basic board with 5, and one waiting for a
// corridor choice), and each accepted command is played, so that a script walks its games forward as a
// replay would. A command that parses must survive what the rest of the program does with it:
// formatCommand reads back as the same command, and validate/apply agree, change nothing on a refusal and
// leave a sound state otherwise. Each line is also read as a --force spec.
#include <cstddef>
#include <cstdint>
#include <exception>
#include <memory>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "engine/nemesis/board_file.hpp"
#include "engine/nemesis/script.hpp"
#include "engine/nemesis/setup.hpp"
#include "fuzz_support.hpp"

namespace {

using namespace nemesis;

std::vector<GameState> makeGames() {
  auto training = std::make_shared<const Board>(loadBoardFile(fuzz::boardsDir() + "/training.json"));
  auto basic = std::make_shared<const Board>(loadBoardFile(fuzz::boardsDir() + "/basic.json"));
  const GameState fresh = newGame(training, SetupOptions{defaultCharacters(2), 1});
  std::vector<GameState> out{fresh, newGame(basic, SetupOptions{defaultCharacters(5), 2})};
  std::vector<Command> legal;
  legalCommands(fresh, legal);
  for (const Command& c : legal) {
    const auto* careful = std::get_if<CarefulMove>(&c);
    if (careful == nullptr || careful->corridorNumber != 0) continue;
    GameState s = fresh;
    EventLog log;
    if (apply(s, c, log).ok() && s.pending.kind != DecisionKind::None) {
      out.push_back(s);
      break;
    }
  }
  if (out.size() != 3) fuzz::fail("setup: no Careful Movement on the training board asks for a corridor");
  return out;
}

const std::vector<GameState>& games() {
  static const std::vector<GameState> all = makeGames();
  return all;
}

// Checks `c` against `s` and plays it: `s` becomes the state after it when it is legal.
void checkAndPlay(GameState& s, const Command& c, const std::string& line) {
  const std::string text = formatCommand(s, c);
  try {
    if (!(parseCommand(text, s, "formatted") == c)) {
      fuzz::fail("formatCommand does not read back: '" + line + "' -> '" + text + "'");
    }
  } catch (const ScriptError& e) {
    fuzz::fail("formatCommand wrote a line parseCommand refuses: '" + line + "' -> '" + text + "': " + e.what());
  }
  const Verdict checked = validate(s, c);
  GameState after = s;
  EventLog log;
  const Verdict applied = apply(after, c, log);
  if (!(checked == applied)) fuzz::fail("validate and apply disagree on '" + line + "'");
  if (applied.ok()) {
    fuzz::requireSound(after, "after '" + line + "'");
    s = std::move(after);
  } else {
    if (!(after == s) || !log.empty()) fuzz::fail("a refused command changed the game: '" + line + "'");
    if (explain(s, applied).empty()) fuzz::fail("a refusal without an explanation: '" + line + "'");
  }
}

}  // namespace

// NOLINTNEXTLINE(readability-identifier-naming): the name libFuzzer calls
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text = fuzz::bytesToString(data, size);
  try {
    std::vector<GameState> played = games();
    int previous = 0;
    for (const ScriptLine& line : splitScript(text)) {
      if (line.line <= previous) fuzz::fail("splitScript line numbers do not increase");
      previous = line.line;
      for (GameState& s : played) {
        try {
          checkAndPlay(s, parseCommand(line.text, s, "fuzz.txt", line.line), line.text);
        } catch (const ScriptError&) {
        }
      }
      try {
        (void)parseForce(line.text, "fuzz.txt", line.line);
      } catch (const ScriptError&) {
      }
    }
  } catch (const std::exception& e) {
    fuzz::fail(std::string("an undeclared exception escaped: ") + e.what());
  }
  return 0;
}
