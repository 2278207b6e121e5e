// Replay files (DESIGN.md §6): the starting position (a full scenario), then each command in script
// syntax with the state hash after it. Verifying replays every command and compares hashes, so a
// divergence is reported at the first step where it happens.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "command.hpp"
#include "state.hpp"

namespace nemesis {

inline constexpr int kReplayVersion = 1;

struct Replay {
  GameState initial;
  std::vector<Command> commands;
  std::vector<std::uint64_t> hashes;  // stateHash after each command
  // Per command, the chance outcomes it revealed (chanceOutcome texts, in order): readable in the file,
  // and compared on verification so a divergence names the roll or draw that differs.
  std::vector<std::vector<std::string>> chance;
};

// Applies the commands from `initial`, recording the hash after each (refused commands are an error:
// throws ScriptError naming the step).
Replay recordReplay(const GameState& initial, const std::vector<Command>& commands);

// {"format": "nemesis-replay", "version": 1, "initial": {scenario}, "steps": [{"command": "move scout 7 pay 3",
//  "chance": ["a Noise roll (3)"], "hash": "9f0c..."}]}  ("chance" may be absent in hand-made files)
std::string writeReplay(const Replay& r);
// Throws ScenarioError (bad file or initial position) or ScriptError (bad command text).
Replay parseReplay(const std::string& json, const std::string& source, const std::string& boardsDir);
Replay loadReplay(const std::string& path, const std::string& boardsDir);

struct ReplayCheck {
  int steps = 0;             // commands replayed
  int firstDivergence = -1;  // 0-based step whose hash differs (or whose command was refused), -1 if none
  std::uint64_t expected = 0;
  std::uint64_t actual = 0;
  std::string message;  // a sentence for the user
  [[nodiscard]] bool ok() const { return firstDivergence < 0; }
};
ReplayCheck verifyReplay(const Replay& r);

}  // namespace nemesis
