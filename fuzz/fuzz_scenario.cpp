// Scenario loader: any bytes load or are refused with a ScenarioError (a board named in the file comes from
// assets/boards). A state that loads must be sound, write and read back unchanged, and play.
#include <cstddef>
#include <cstdint>
#include <exception>
#include <string>

#include "engine/nemesis/scenario.hpp"
#include "fuzz_support.hpp"

// NOLINTNEXTLINE(readability-identifier-naming): the name libFuzzer calls
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace nemesis;
  try {
    GameState s;
    try {
      s = parseScenario(fuzz::bytesToString(data, size), "fuzz.json", fuzz::boardsDir());
    } catch (const ScenarioError& e) {
      fuzz::requireDeliberate(e, "fuzz.json");
      return 0;
    }
    fuzz::checkLoaded(s, fuzz::inputHash(data, size));
  } catch (const std::exception& e) {
    fuzz::fail(std::string("an undeclared exception escaped: ") + e.what());
  }
  return 0;
}
