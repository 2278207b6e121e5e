// Enormity's readers (src/engine/enormity): any bytes are read as a scenario, a Location map, an Intruder sheet,
// a Blip pool and a dice file; each loads or is refused with a DataError. A scenario that loads must be sound,
// write back as the same state, and play a few legal commands; each line is also parsed as a command against a
// fixed game, and one that parses must format back to itself.
#include <cstddef>
#include <cstdint>
#include <exception>
#include <string>
#include <string_view>

#include "engine/enormity/blip_kinds.hpp"
#include "engine/enormity/dice.hpp"
#include "engine/enormity/engine.hpp"
#include "engine/enormity/enormity_rules.hpp"
#include "engine/enormity/hash.hpp"
#include "engine/enormity/invariants.hpp"
#include "engine/enormity/legal.hpp"
#include "engine/enormity/lesson.hpp"
#include "engine/enormity/map.hpp"
#include "engine/enormity/scenario.hpp"
#include "engine/enormity/script.hpp"
#include "engine/enormity/sheet.hpp"
#include "fuzz_support.hpp"

namespace {

using namespace nemesis::enormity;

std::string enormityAssets() {
  return fuzz::assetsDir() + "/enormity";
}

void requireSound(const State& s, const std::string& when) {
  const auto problems = checkInvariants(s);
  if (!problems.empty()) fuzz::fail(when + ": broken invariant: " + problems.front());
}

void checkLoaded(State s, std::uint64_t pick) {
  requireSound(s, "a loaded Enormity scenario");
  const std::string written = writeScenario(s);
  State back;
  try {
    back = parseScenario(written, "written.json", "/nonexistent");
  } catch (const DataError& e) {
    fuzz::fail(std::string("writeScenario wrote a file parseScenario refuses: ") + e.what());
  }
  if (stateHash(back) != stateHash(s)) fuzz::fail("parseScenario(writeScenario(s)) has another hash");
  std::vector<Command> legal;
  EventLog log;
  for (int i = 0; i < 8 && s.status == Status::Playing; ++i) {
    legal.clear();
    legalCommands(s, legal);
    if (legal.empty()) return;
    const Command& c = legal[pick % legal.size()];
    pick = pick / legal.size() + pick * 31;
    const Verdict v = apply(s, c, log);
    if (!v.ok()) fuzz::fail("legalCommands offered a command that apply refused: " + explain(s, v));
    requireSound(s, "after a legal command");
  }
}

}  // namespace

// NOLINTNEXTLINE(readability-identifier-naming): the name libFuzzer calls
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text = fuzz::bytesToString(data, size);
  try {
    try {
      (void)parseMap(text, "fuzz.json", "fuzz");
    } catch (const DataError&) {
    }
    try {
      (void)parseSheet(text, "fuzz.json");
    } catch (const DataError&) {
    }
    try {
      (void)parseBlipKinds(text, "fuzz.json");
    } catch (const DataError&) {
    }
    try {
      (void)parseDice(text, "fuzz.json");
    } catch (const DataError&) {
    }
    try {
      checkLoaded(parseScenario(text, "fuzz.json", enormityAssets()), fuzz::inputHash(data, size));
    } catch (const DataError& e) {
      fuzz::requireDeliberate(e, "fuzz.json");
    }
    // A replay (the client's saves of the module): loads or is refused; one that loads verifies with a verdict
    // and writes back as the same commands and hashes.
    try {
      const Replay r = nemesis::parseReplayOf<EnormityRules>(text, "fuzz.json", enormityAssets());
      if (nemesis::verifyReplayOf(r).message.empty()) fuzz::fail("verifyReplayOf gave no verdict");
      const Replay back =
          nemesis::parseReplayOf<EnormityRules>(nemesis::writeReplayOf(r), "written.json", enormityAssets());
      if (back.commands != r.commands || back.hashes != r.hashes) fuzz::fail("a written replay reads back otherwise");
    } catch (const DataError&) {
    } catch (const nemesis::ScriptError&) {
    }
    // A lesson: loads (its solution played) or is refused with a DataError.
    try {
      (void)parseLesson(text, "fuzz.json", enormityAssets());
    } catch (const DataError&) {
    }
    static const State game = loadScenario(enormityAssets() + "/scenarios/first-noise.json", enormityAssets());
    int lines = 0;
    for (const nemesis::ScriptLine& line : nemesis::splitScript(text)) {
      if (++lines > 20) break;
      try {
        const Command c = parseCommand(line.text, game, "fuzz.txt", line.line);
        (void)validate(game, c);
        if (!(parseCommand(formatCommand(game, c), game) == c))
          fuzz::fail("formatCommand does not read back: " + line.text);
      } catch (const nemesis::ScriptError&) {
      }
    }
  } catch (const std::exception& e) {
    fuzz::fail(std::string("an undeclared exception escaped: ") + e.what());
  }
  return 0;
}
