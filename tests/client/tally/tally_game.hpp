// Tally, the tests' own game (tally_game.cpp): what the tests need to find its files.
#pragma once

#include <string>

namespace tally {

// Its one scenario, written into the test output folder when missing: the total starts at 10.
[[nodiscard]] std::string scenarioPath();

}  // namespace tally
