// Scenario and save files: one documented, versioned JSON format (docs/scenario-format.md) that can
// describe any position. A scenario may be short: missing fields take documented defaults from a seeded
// setup. A save is the same format with every field written, so loading it restores the exact state.
// JSON is read and written with RapidJSON (the library under cereal's JSON archive): cereal's archive has
// no optional fields and reports a wrong type as an internal assertion, and this format needs both.
#pragma once

#include <stdexcept>
#include <string>

#include "engine/kernel/file_io.hpp"
#include "state.hpp"

namespace nemesis {

inline constexpr int kScenarioVersion = 1;

// What went wrong, as "FILE: FIELD: PROBLEM", e.g.
// "kitchen.json: characters[1].hand[2]: Action card 11 does not exist (cards are 1-10)".
class ScenarioError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Reads a scenario or a save. `boardsDir` is where a board named in the file ("board": "basic") is found
// (<boardsDir>/basic.json); an embedded board object needs no directory. Throws ScenarioError.
GameState parseScenario(const std::string& json, const std::string& source, const std::string& boardsDir);
// loadScenario reads the file with readFileLimited (at most kMaxScenarioBytes, a regular file only).
GameState loadScenario(const std::string& path, const std::string& boardsDir);

// Every field, the board embedded: a full snapshot. parseScenario(writeScenario(s)) == s.
std::string writeScenario(const GameState& s);

// A save is writeScenario written atomically (writeFileAtomically, file_io.hpp; a failure is a ScenarioError);
// loading checks the format and version (older versions are migrated where possible, else refused with a
// message saying which version the file has and which we read).
void saveGame(const GameState& s, const std::string& path);
GameState loadGame(const std::string& path, const std::string& boardsDir);

}  // namespace nemesis
