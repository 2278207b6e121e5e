// nemesis-lab for Nemesis (seeds 000, 002, 003, 004): its subcommands, registered in lab_nemesis_game.cpp.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "engine/nemesis/state.hpp"
#include "lab/lab.hpp"

namespace lab {

int runScenario(const RunOptions& options);
int replayFile(const ReplayOptions& options);
int simulate(const SimulateOptions& options);

struct OddsOptions {
  std::string scenario;
  std::string character;  // a script's character name ("scout", "2"); empty: the character whose turn it is
  bool json = false;
  std::string boardsDir;
};
int oddsTable(const OddsOptions& options);

// The scenario at `path`; with a seed, the file's "seed" field is replaced by it (added when absent), so
// setup runs with that seed and the file's other fields are applied on top. Throws ScenarioError.
nemesis::GameState loadStart(const std::string& path, const std::string& boardsDir, std::optional<std::uint64_t> seed);

}  // namespace lab
