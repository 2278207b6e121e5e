// Error messages that repeat hostile text from a file or a script (a 10 MB token, a terminal escape sequence,
// a NUL, bytes that are not UTF-8) stay short, show it escaped, and still name the file and the place.
#include <string>

#include "engine/nemesis/board_file.hpp"
#include "engine/nemesis/replay.hpp"
#include "engine/nemesis/scenario.hpp"
#include "engine/nemesis/script.hpp"
#include "support.hpp"

using namespace test;
using namespace std::string_literals;

namespace {

const std::string kBig(10U << 20U, 'x');  // 10 MB
const std::string kBigShown = "\"" + std::string(60, 'x') + "\u2026\" (10485760 bytes)";

// Short, and nothing in it acts on a terminal or cuts a C string: no control character, no byte that is
// not UTF-8 (the messages here are ASCII but for the ellipsis).
void checkSafe(const std::string& message) {
  CAPTURE(message.substr(0, 300));
  CHECK(message.size() < 1000);  // the longest lists every field a place may have
  for (std::size_t i = 0; i < message.size(); ++i) {
    const auto c = static_cast<unsigned char>(message[i]);
    if (c == 0xE2 && message.compare(i, 3, "\u2026") == 0) {
      i += 2;
      continue;
    }
    REQUIRE_MESSAGE((c >= 0x20 && c < 0x7F), "byte " << int(c) << " at " << i);
  }
}

std::string scriptError(const std::string& line, const GameState& s) {
  try {
    for (const ScriptLine& l : splitScript("# hostile\n\n" + line + "\n"))
      (void)parseCommand(l.text, s, "h.txt", l.line);
  } catch (const ScriptError& e) {
    return e.what();
  }
  FAIL("the script was accepted");
  return {};
}

std::string scenarioError(const std::string& body) {
  try {
    (void)parseScenario(R"({"format": "nemesis-scenario", "version": 1)" + body + "}", "h.json", asset("boards"));
  } catch (const ScenarioError& e) {
    return e.what();
  }
  FAIL("the scenario was accepted");
  return {};
}

}  // namespace

TEST_CASE("a script line with a 10 MB token: a short message naming the file, line and column") {
  const GameState s = game(2, 5);
  const std::string room = scriptError("move scout " + kBig, s);
  checkSafe(room);
  CHECK(room == "h.txt:3:12: expected a room number after \"move scout\", got " + kBigShown);
  const std::string verb = scriptError(kBig + " scout 7", s);
  checkSafe(verb);
  CHECK(verb.rfind("h.txt:3:1: unknown command " + kBigShown + " (expected move", 0) == 0);
}

TEST_CASE("a script line with an escape sequence, a NUL or bad UTF-8: shown escaped, the message whole") {
  const GameState s = game(2, 5);
  const std::string escape = scriptError("move \x1b[2J\x1b]0;owned\x07 7", s);
  checkSafe(escape);
  CHECK(escape == "h.txt:3:6: unknown character \"\\x1b[2J\\x1b]0;owned\\x07\" (this game has: captain, scout)");
  // The NUL does not end the message: what follows it is still there.
  const std::string nul = scriptError("move sc\0out 7"s, s);
  checkSafe(nul);
  CHECK(nul == "h.txt:3:6: unknown character \"sc\\0out\" (this game has: captain, scout)");
  const std::string bytes = scriptError("move scout 7 pay \xff\xfe", s);
  checkSafe(bytes);
  CHECK(bytes ==
        "h.txt:3:18: expected a card number (an Action card like '3', a Contamination card like 'c1') in "
        "\"\\xff\\xfe\", got \"\\xff\\xfe\"");
}

TEST_CASE("a scenario with a 10 MB field name or value: a short message naming the file and the field") {
  const std::string topLevel = scenarioError(", \"" + kBig + "\": 1");
  checkSafe(topLevel);
  CHECK(topLevel.rfind("h.json: " + kBigShown + ": unknown field (the fields here are: ", 0) == 0);
  const std::string nested = scenarioError(R"(, "characters": [{"class": "scout", ")" + kBig + "\": 1}]");
  checkSafe(nested);
  CHECK(nested.rfind("h.json: characters[0]." + kBigShown + ": unknown field", 0) == 0);
  const std::string value = scenarioError(R"(, "characters": [")" + kBig + "\"]");
  checkSafe(value);
  CHECK(value.rfind("h.json: characters[0]: ", 0) == 0);
  CHECK(value.find(kBigShown) != std::string::npos);
  const std::string board = scenarioError(R"(, "board": ")" + kBig + "\"");
  checkSafe(board);
  CHECK(board == "h.json: board: " + kBigShown + " is not a board name (" + std::string(kBoardNameRule) + ")");
}

TEST_CASE("a scenario with an escape sequence, a NUL or bad UTF-8 in a name: shown escaped, the message whole") {
  const std::string escape = scenarioError(R"(, "phase": "\u001b[31mplayer")");
  checkSafe(escape);
  CHECK(escape.rfind("h.json: phase: unknown value \"\\x1b[31mplayer\" (expected ", 0) == 0);
  const std::string nul = scenarioError(R"(, "bag": ["adult\u0000:3"])");
  checkSafe(nul);
  CHECK(nul.rfind("h.json: bag[0]: unknown Intruder token \"adult\\0:3\" (expected ", 0) == 0);
  const std::string key = scenarioError(
      ", \"se\xff"
      "ed\": 1");
  checkSafe(key);
  CHECK(key.rfind("h.json: \"se\\xffed\": unknown field", 0) == 0);
  const std::string tile = scenarioError(", \"rooms\": [{\"room\": 2, \"tile\": \"\xc3\x28\"}]");
  checkSafe(tile);
  CHECK(tile.rfind("h.json: rooms[0].tile: unknown tile \"\\xc3(\" (the tiles are: ", 0) == 0);
}

TEST_CASE("a board file with an escape sequence in a room name: shown escaped") {
  const std::string json =
      R"({"rooms": [{"id": 1, "slot": "special", "fixed_name": "Nest\u001b[0m"}], "corridors": []})";
  try {
    (void)parseBoard(json, "b.json");
    FAIL("the board was accepted");
  } catch (const BoardError& e) {
    checkSafe(e.what());
    CHECK(std::string(e.what()) == "b.json: rooms[0].fixed_name: unknown room \"Nest\\x1b[0m\"");
  }
}

TEST_CASE("a replay whose command holds a NUL: the whole command is read and shown escaped") {
  GameState s = game(1, 1);
  const Replay r = recordReplay(s, {});
  std::string text = writeReplay(r);
  const std::string steps = "\"steps\": []";
  REQUIRE(text.rfind(steps) != std::string::npos);  // the replay's steps, after the initial state's
  text.replace(text.rfind(steps), steps.size(),
               R"("steps": [{"command": "move captain 6\u0000 pay 3", "hash": "0000000000000000"}])");
  const std::string count = "\"step_count\": 0";
  REQUIRE(text.find(count) != std::string::npos);
  text.replace(text.find(count), count.size(), "\"step_count\": 1");
  try {
    (void)parseReplay(text, "r.json", asset("boards"));
    FAIL("the replay was accepted");
  } catch (const ScriptError& e) {
    checkSafe(e.what());
    CHECK(std::string(e.what()) ==
          "r.json: steps[0].command: step 1 (\"move captain 6\\0 pay 3\"): column 14: expected a room number after "
          "\"move captain\", got \"6\\0\"");
  }
}
