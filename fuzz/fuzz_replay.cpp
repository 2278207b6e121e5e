// Replay reader: any bytes load or are refused with a ScenarioError (the file, the initial position, the
// steps) or a ScriptError (a step's command). A replay that loads verifies without throwing, and writing it
// gives a file that reads back with the same commands, hashes and final hash.
#include <cstddef>
#include <cstdint>
#include <exception>
#include <string>

#include "engine/nemesis/replay.hpp"
#include "engine/nemesis/script.hpp"
#include "fuzz_support.hpp"

// NOLINTNEXTLINE(readability-identifier-naming): the name libFuzzer calls
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace nemesis;
  try {
    Replay r;
    try {
      r = parseReplay(fuzz::bytesToString(data, size), "fuzz.json", fuzz::boardsDir());
    } catch (const ScenarioError& e) {
      fuzz::requireDeliberate(e, "fuzz.json: initial");
      return 0;
    } catch (const ScriptError&) {
      return 0;
    }
    fuzz::requireSound(r.initial, "a replay's initial position");
    const ReplayCheck check = verifyReplay(r);
    if (check.message.empty()) fuzz::fail("verifyReplay gave no verdict");
    Replay back;
    try {
      back = parseReplay(writeReplay(r), "written.json", fuzz::boardsDir());
    } catch (const std::exception& e) {
      fuzz::fail(std::string("writeReplay wrote a replay parseReplay refuses: ") + e.what());
    }
    if (back.commands != r.commands || back.hashes != r.hashes) fuzz::fail("a written replay reads back otherwise");
    if (r.finalHash && back.finalHash != r.finalHash) fuzz::fail("a written replay lost its final hash");
  } catch (const std::exception& e) {
    fuzz::fail(std::string("an undeclared exception escaped: ") + e.what());
  }
  return 0;
}
