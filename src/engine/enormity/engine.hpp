// The Enormity rules engine's public face, shaped like Nemesis's (engine.hpp): validate a command (never changes
// the state), explain a refusal (naming its rule), apply a command (resolving every rule step through the queue
// and appending the events), with the state each event leaves recorded on request.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "command.hpp"
#include "engine/kernel/verdict.hpp"
#include "event.hpp"
#include "pool.hpp"
#include "state.hpp"

namespace nemesis::enormity {

enum class Refusal : std::uint8_t {
  None,
  GameOver,
  DecisionPending,
  NoDecisionPending,
  NotAnOption,
  RollInProgress,
  NoRoll,
  UnknownSpacer,
  SpacerDead,
  BadNoise,
  NoSuchDie,
  DieTwice,
  VirtualDie,
  ConfidenceDone,
  NotEnoughConfidence,
  RerollsOver,
  StressUsed,
  StressNeedsConfirm,
  NoBonus,
  BonusFirst,
  DisciplineDone,
  NotEnoughDiscipline,
  NoPotential,
  DieDiscarded,
  DieUnassigned,
  UnknownBlip,
  BlipTwice,
  NotNextSpace,
  OutOfBounds,
  SpaceTaken,
  NoSuchOutcome,
  TooManyForced,
};

// The values a refusal's message needs, by name; each refusal sets the ones it reads (kernel/verdict.hpp).
struct RefusalDetail {
  int spacer = -1;                    // UnknownSpacer, SpacerDead
  int die = -1;                       // a die of the roll by index (-1 with NoSuchDie: none was named)
  int blip = -1;                      // a Blip by id (UnknownBlip, BlipTwice)
  int option = 0;                     // the answer given (NotAnOption)
  int needed = 0;                     // the tokens a command spends (NotEnoughConfidence, NotEnoughDiscipline)...
  int held = 0;                       // ...and the Active Pool holds
  int bonus = 0;                      // the stiff bonus still to place (BonusFirst)
  std::optional<DieColour> colour{};  // NoSuchOutcome: a die face of this colour, or (none) a Blip token kind...
  int outcome = 0;                    // ...and the face's Potentials or the token kind
  friend bool operator==(const RefusalDetail&, const RefusalDetail&) = default;
};

// A refusal code and the values its message needs.
using Verdict = BasicVerdict<Refusal, RefusalDetail>;

[[nodiscard]] Verdict validate(const State& s, const Command& cmd);

// The rule a refusal applies.
[[nodiscard]] RuleId refusalRule(Refusal code);
// A sentence a player can read and act on, with its rule: "Die 2 was already re-rolled with Stress
// (spacer-attacks.md · C. Power Re-rolls, Potentials and other Modifiers)."
[[nodiscard]] std::string explain(const State& s, const Verdict& v);
// A command in a player's words ("Mara's Noise roll", "the Stress re-roll of die 2"); formatCommand (script.hpp)
// is its text in the script language, for scripts, replays and the lab.
[[nodiscard]] std::string commandWords(const State& s, const Command& c);

// The state as each event of a resolution left it: moments[i] goes with the i-th event appended to the log.
using Moments = std::vector<State>;

// Validates, then resolves. On refusal nothing changes (state, log and moments) and the verdict says why.
Verdict apply(State& s, const Command& cmd, EventLog& out, Moments* moments = nullptr);

// What a MakeNoise rolls from: the Intruder symbol at the sheet's Noise Awareness colour for the Countdown
// the dice it names or a bare number, with its stiff bonus. The roll and the odds (noise_odds.hpp) both
// build their pool from it.
[[nodiscard]] NoiseSource noiseSourceOf(const State& s, const MakeNoise& m);

// The dice whose results are assigned (R-11: with more results than Blips on the board, the highest extra
// ones are discarded), as indices into the roll, in order; the rest are discarded.
[[nodiscard]] std::vector<int> keptDice(const State& s);
// The assignment `assign default` makes: the kept results to the Blips so that the fewest Blips are revealed
// by the noisy Spacer (odds.hpp's safestAssignment over the Blips' distances).
[[nodiscard]] std::vector<Assignment> defaultAssignment(const State& s);

}  // namespace nemesis::enormity
