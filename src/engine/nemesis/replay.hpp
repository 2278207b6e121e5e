// Nemesis replay files: BasicReplay (basic_replay.hpp, shared by every rules module) over the Nemesis rules.
// {"format": "nemesis-replay", "version": 2, "step_count": 1, "final_hash": "9f0c...", "initial": {scenario},
//  "steps": [{"command": "move scout 7 pay 3", "chance": ["a Noise roll (3)"], "hash": "9f0c..."}]}
// ("chance" may be absent in hand-made files)
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/kernel/basic_replay.hpp"
#include "history.hpp"
#include "nemesis_rules.hpp"

namespace nemesis {

using Replay = BasicReplay<NemesisRules>;

// Applies the commands from `initial`, recording the hash after each (refused commands are an error:
// throws ScriptError naming the step).
inline Replay recordReplay(const GameState& initial, const std::vector<Command>& commands) {
  return recordReplayOf<NemesisRules>(initial, commands);
}
inline std::string writeReplay(const Replay& r) {
  return writeReplayOf(r);
}
// Throws ScenarioError (bad file or initial position, steps missing or added) or ScriptError (a command that
// cannot be read or is refused where it stands: the message names its step and command, or the earlier step
// where the replay diverged).
inline Replay parseReplay(const std::string& json, const std::string& source, const std::string& boardsDir) {
  return parseReplayOf<NemesisRules>(json, source, boardsDir);
}
inline Replay loadReplay(const std::string& path, const std::string& boardsDir) {
  return loadReplayOf<NemesisRules>(path, boardsDir);
}
inline ReplayCheck verifyReplay(const Replay& r) {
  return verifyReplayOf(r);
}
// A replay read, verified and played into an undo history in one pass (each command applied once): the
// client's Open. onStep(history, events) after each command. Throws as parseReplay.
template <class OnStep>
PlayedReplay<History> playReplay(const std::string& json, const std::string& source, const std::string& boardsDir,
                                 OnStep&& onStep) {
  return playReplayOf<NemesisRules, History>(json, source, boardsDir, std::forward<OnStep>(onStep));
}

// Whether `json` is a Nemesis replay: a JSON object whose "format" is "nemesis-replay" (other files, and text
// that is not JSON, are not). How the client tells a replay from a scenario or a save.
[[nodiscard]] inline bool isReplayText(std::string_view json) {
  return replay_text::formatOf(json) == NemesisRules::kReplayFormat;
}

}  // namespace nemesis
