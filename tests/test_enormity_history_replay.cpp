// The module seam (docs/modules.md): Enormity's undo and replay files are the shared BasicHistory and BasicReplay
// over EnormityRules (enormity/enormity_rules.hpp), with no code of their own.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "engine/enormity/enormity_rules.hpp"
#include "engine/enormity/legal.hpp"
#include "enormity_support.hpp"

using namespace etest;

namespace {

// Seeded random legal commands from a random position, as the random-play test picks them.
std::vector<Command> randomCommands(const State& start, std::uint64_t seed, int count) {
  State s = start;
  nemesis::Pcg32 pick(seed, 7);
  std::vector<Command> done;
  for (int n = 0; n < count; ++n) {
    std::vector<Command> legal;
    legalCommands(s, legal);
    if (legal.empty()) break;
    const Command c = legal[static_cast<std::size_t>(below(pick, static_cast<int>(legal.size())))];
    EventLog log;
    REQUIRE(apply(s, c, log).ok());
    done.push_back(c);
  }
  return done;
}

}  // namespace

TEST_CASE("Enormity replays: recorded, written, read back and verified by the shared replay code") {
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    CAPTURE(seed);
    const State start = randomPosition(seed);
    const std::vector<Command> commands = randomCommands(start, seed, 40);
    const nemesis::enormity::Replay r = nemesis::recordReplayOf<EnormityRules>(start, commands);
    const std::string text = nemesis::writeReplayOf(r);
    CHECK(nemesis::replay_text::formatOf(text) == "enormity-replay");
    const nemesis::enormity::Replay back = nemesis::parseReplayOf<EnormityRules>(text, "game.json", assets());
    CHECK(back.commands == commands);
    const nemesis::ReplayCheck check = nemesis::verifyReplayOf(back);
    CHECK_MESSAGE(check.ok(), check.message);
    CHECK(check.steps == static_cast<int>(commands.size()));
    // A recorded hash changed: the divergence is named at its step.
    if (!commands.empty()) {
      nemesis::enormity::Replay tampered = back;
      tampered.hashes.back() ^= 1U;
      const nemesis::ReplayCheck bad = nemesis::verifyReplayOf(tampered);
      CHECK(bad.firstDivergence == static_cast<int>(commands.size()) - 1);
      CHECK(bad.message.find("Replay diverges at step " + std::to_string(commands.size())) != std::string::npos);
    }
  }
  // A Nemesis replay is not an Enormity one: refused, naming the format.
  CHECK_THROWS_WITH_AS(
      nemesis::parseReplayOf<EnormityRules>(R"({"format": "nemesis-replay", "version": 2})", "n.json", assets()),
      doctest::Contains("n.json: format: expected \"enormity-replay\""), DataError);
}

TEST_CASE("Enormity undo: re-simulated by the shared history, never past a revealed roll unless in a sandbox") {
  const State start = randomPosition(3);
  const std::vector<Command> commands = randomCommands(start, 3, 40);
  nemesis::enormity::History h(start);
  nemesis::enormity::History sandbox(start, true);
  std::vector<std::uint64_t> hashes{stateHash(start)};
  bool revealedSome = false;
  for (const Command& c : commands) {
    EventLog log;
    REQUIRE(h.apply(c, log).ok());
    EventLog again;
    REQUIRE(sandbox.apply(c, again).ok());
    hashes.push_back(stateHash(h.state()));
    bool revealed = false;
    for (const Event& e : log) revealed = revealed || !chanceOutcome(e).empty();
    revealedSome = revealedSome || revealed;
    CHECK(h.canUndo() == !revealed);
    if (revealed) {  // the command named in a player's words, never in the script language (issue 22)
      CHECK(h.whyNoUndo().rfind("Cannot undo: " + commandWords(h.state(), c) + " revealed ", 0) == 0);
      CHECK(h.whyNoUndo().find(formatCommand(h.state(), c)) == std::string::npos);
    }
  }
  CHECK(revealedSome);
  // The sandbox takes everything back, each step to the state it had (re-simulated from checkpoints).
  for (std::size_t i = commands.size(); i > 0; --i) {
    REQUIRE(sandbox.undo());
    CHECK(stateHash(sandbox.state()) == hashes[i - 1]);
  }
  CHECK_FALSE(sandbox.undo());
  EventLog redone;
  CHECK(sandbox.redo(redone));
  CHECK(stateHash(sandbox.state()) == hashes[1]);
}

TEST_CASE("every golden Enormity replay in tests/replays/enormity replays to identical hashes") {
  int files = 0;
  for (const auto& entry :
       std::filesystem::directory_iterator(std::string(NEMESIS_ASSETS_DIR) + "/../tests/replays/enormity")) {
    if (entry.path().extension() != ".json") continue;
    ++files;
    CAPTURE(entry.path().string());
    const nemesis::enormity::Replay r = nemesis::loadReplayOf<EnormityRules>(entry.path().string(), assets());
    const nemesis::ReplayCheck check = nemesis::verifyReplayOf(r);
    CHECK_MESSAGE(check.ok(), check.message);
  }
  CHECK(files >= 1);
}
