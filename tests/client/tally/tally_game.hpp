// Tally, the tests' own game (tally_game.cpp): what the tests need to find its files.
#pragma once

#include <string>
#include <vector>

namespace tally {

// Its one scenario, written into the test output folder when missing: the total starts at 10.
[[nodiscard]] std::string scenarioPath();
// A save of a game: its start and every "add".
[[nodiscard]] std::string saveTextOf(int start, const std::vector<int>& commands);

}  // namespace tally
