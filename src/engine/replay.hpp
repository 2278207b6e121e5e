// Replay files (DESIGN.md §6): the starting position (a full scenario), then each command in script
// syntax with the state hash after it. Verifying replays every command and compares hashes, so a
// divergence is reported at the first step where it happens. Version 2 also records the number of steps
// and the final state hash, so a replay cut short at a step boundary is refused.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "command.hpp"
#include "state.hpp"

namespace nemesis {

inline constexpr int kReplayVersion = 2;  // 1 had no "step_count" and "final_hash" (still read)

struct Replay {
  GameState initial;
  std::vector<Command> commands;
  std::vector<std::uint64_t> hashes;  // stateHash after each command
  // Per command, the chance outcomes it revealed (chanceOutcome texts, in order): readable in the file,
  // and compared on verification so a divergence names the roll or draw that differs.
  std::vector<std::vector<std::string>> chance;
  // The state hash after the last command (of `initial` when there is none), compared on verification.
  // Version 1 files do not record it.
  std::optional<std::uint64_t> finalHash;
};

// Applies the commands from `initial`, recording the hash after each (refused commands are an error:
// throws ScriptError naming the step).
Replay recordReplay(const GameState& initial, const std::vector<Command>& commands);

// {"format": "nemesis-replay", "version": 2, "step_count": 1, "final_hash": "9f0c...", "initial": {scenario},
//  "steps": [{"command": "move scout 7 pay 3", "chance": ["a Noise roll (3)"], "hash": "9f0c..."}]}
// ("chance" may be absent in hand-made files)
std::string writeReplay(const Replay& r);
// Throws ScenarioError (bad file or initial position, steps missing or added) or ScriptError (a command that
// cannot be read or is refused where it stands: the message names its step and command, or the earlier step
// where the replay diverged).
Replay parseReplay(const std::string& json, const std::string& source, const std::string& boardsDir);
Replay loadReplay(const std::string& path, const std::string& boardsDir);

// Whether `json` is a replay: a JSON object whose "format" is "nemesis-replay" (other files, and text that is
// not JSON, are not). How the client tells a replay from a scenario or a save.
[[nodiscard]] bool isReplayText(std::string_view json);

struct ReplayCheck {
  int steps = 0;             // commands replayed
  int firstDivergence = -1;  // 0-based step whose hash differs (or whose command was refused), -1 if none
  std::uint64_t expected = 0;
  std::uint64_t actual = 0;
  std::string message;  // a sentence for the user
  [[nodiscard]] bool ok() const { return firstDivergence < 0; }
};
// Replays every command from `initial`, comparing each step's chance outcomes and state hash, then the final
// hash: the one verifier of nemesis-lab replay and of the client's Open.
ReplayCheck verifyReplay(const Replay& r);

}  // namespace nemesis
