// What the harnesses share: where the assets are, how a finding is reported, and the checks every
// loaded state gets. A loader that accepts a state the engine cannot play from is a loader bug as well,
// so a state that loads is checked for invariants and played a few legal commands.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "engine/nemesis/engine.hpp"
#include "engine/nemesis/invariants.hpp"
#include "engine/nemesis/legal.hpp"
#include "engine/nemesis/scenario.hpp"

namespace fuzz {

inline std::string assetsDir() {
  return NEMESIS_ASSETS_DIR;
}
inline std::string boardsDir() {
  return assetsDir() + "/boards";
}

inline std::string bytesToString(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

// A finding: say what broke and abort, so that libFuzzer keeps the input as a crash file.
[[noreturn]] inline void fail(const std::string& what) {
  std::fprintf(stderr, "\nFUZZ FINDING: %s\n", what.c_str());
  std::abort();
}

inline void requireSound(const nemesis::GameState& s, const std::string& when) {
  const std::vector<std::string> problems = nemesis::checkInvariants(s);
  if (!problems.empty()) fail(when + ": broken invariant: " + problems.front());
}

// FNV-1a of the input: picks which legal commands to play, so the choice is fixed for an input.
inline std::uint64_t inputHash(const std::uint8_t* data, std::size_t size) {
  std::uint64_t h = 14695981039346656037ULL;
  for (std::size_t i = 0; i < size; ++i) h = (h ^ data[i]) * 1099511628211ULL;
  return h;
}

// Plays up to `budget` legal commands from `s`: each must be accepted and leave a sound state.
inline void playSome(nemesis::GameState s, int budget, std::uint64_t pick) {
  std::vector<nemesis::Command> legal;
  nemesis::EventLog log;
  for (int i = 0; i < budget && s.status == nemesis::GameStatus::Playing; ++i) {
    legal.clear();
    nemesis::legalCommands(s, legal);
    if (legal.empty()) return;
    const nemesis::Command& cmd = legal[pick % legal.size()];
    pick = pick / legal.size() + pick * 31;
    const nemesis::Verdict v = nemesis::apply(s, cmd, log);
    if (!v.ok()) fail("legalCommands offered a command that apply refused: " + nemesis::explain(s, v));
    requireSound(s, "after a legal command");
  }
}

// parseScenario (either game's) turns any exception other than its own into its error "SOURCE: unexpected
// problem while reading: ..." so that a user never sees a crash; for the fuzzer, reaching that safety net is a bug
// like any other. Only the prefix counts: the input's own text may be quoted later in a message (libFuzzer learns
// the words a harness looks for and writes them into its inputs: fuzz/regressions/enormity/).
template <class Error>
void requireDeliberate(const Error& e, const std::string& source) {
  if (std::string_view(e.what()).rfind(source + ": unexpected problem while reading", 0) == 0) {
    fail(std::string("an exception reached parseScenario's safety net: ") + e.what());
  }
}

// What every loaded scenario or save must satisfy: sound invariants, writeScenario reads back as the same
// state (the header's promise: parseScenario(writeScenario(s)) == s), and a few legal commands play.
inline void checkLoaded(const nemesis::GameState& s, std::uint64_t pick) {
  requireSound(s, "a loaded state");
  const std::string written = nemesis::writeScenario(s);
  nemesis::GameState back;
  try {
    back = nemesis::parseScenario(written, "written.json", boardsDir());
  } catch (const nemesis::ScenarioError& e) {
    fail(std::string("writeScenario wrote a file parseScenario refuses: ") + e.what());
  }
  if (nemesis::writeScenario(back) != written) fail("writeScenario(parseScenario(writeScenario(s))) differs");
  back.board = s.board;  // states compare their boards by identity; the text above compared the contents
  if (!(back == s)) fail("parseScenario(writeScenario(s)) != s");
  playSome(s, 6, pick);
}

}  // namespace fuzz
