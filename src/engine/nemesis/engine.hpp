// The rules engine's public face: validate a command (never changes state), apply it (resolves every
// rule step through the queue and appends the events), and the rule entry points later phases call.
#pragma once

#include <string>
#include <vector>

#include "chance_nodes.hpp"
#include "command.hpp"
#include "engine/kernel/verdict.hpp"
#include "event.hpp"
#include "state.hpp"

namespace nemesis {

enum class Refusal : std::uint8_t {
  None,
  GameOver,
  DecisionPending,
  NoDecisionPending,
  NotYourDecision,
  NotAnOption,
  UnknownCharacter,
  CharacterDead,
  UnknownRoom,
  AlreadyThere,
  NotNeighbouring,
  ClosedDoor,
  WrongCardCount,
  CardNotInHand,
  CardUsedTwice,
  ContaminationCannotPay,
  CarefulInCombat,
  CarefulAllMarked,
  BadCorridorNumber,
  CorridorAlreadyMarked,
  NoSuchOutcome,
  NotYourTurn,
  CharacterHibernated,
  FreePlayNoTurns,
  NotInHibernatorium,
  HibernateInCombat,
  HibernateMalfunction,
  TooManyForced,
  ForcedNotAvailable,       // a forced outcome (chance, outcome) with nowhere to draw it from
  ForcedOutcomeImpossible,  // a queued forced outcome (chance, outcome) the draw cannot honour
};

// The values a refusal's message needs, by name; each refusal sets the ones it reads (kernel/verdict.hpp).
struct RefusalDetail {
  int character = -1;                                // the Character refused, or who must wait (NotYourTurn)
  int actor = -1;                                    // whose turn (NotYourTurn) or choice (NotYourDecision) it is
  int room = -1;                                     // the room aimed at, stood in or chosen at
  int from = -1;                                     // where a Movement starts (NotNeighbouring)
  PassageId corridor = kNoPassage;                   // the corridor a Closed Door blocks
  int number = 0;                                    // a corridor number as the player gave it
  int cost = 0;                                      // the Action cards an action costs (WrongCardCount)...
  int chosen = 0;                                    // ...and how many were chosen to pay it
  Card card{};                                       // a card chosen to pay (CardNotInHand, CardUsedTwice)
  ChanceNodeKind chance = ChanceNodeKind::NoiseDie;  // a forced outcome's draw...
  int outcome = 0;                                   // ...and its value, as chance_nodes.hpp lists it
  friend bool operator==(const RefusalDetail&, const RefusalDetail&) = default;
};

// Result of validation: a refusal code with the values its message needs. Cheap on the legal path.
using Verdict = BasicVerdict<Refusal, RefusalDetail>;

// A sentence a player can read and act on ("Room 7 is not next to room 3 (Cockpit).").
std::string explain(const GameState& s, const Verdict& v);
// A command in a player's words ("the Scout's Movement to room 14"); formatCommand (script.hpp) is its text in
// the script language, for scripts, replays and the lab.
std::string commandWords(const GameState& s, const Command& c);
// A refused command for a player: what was tried, then why ("The Scout cannot move to room 14. Room 14 is not
// next to room 3 (Cockpit): ...").
std::string refusalText(const GameState& s, const Command& c, const Verdict& v);
// The rule a refusal applies (ContaminationCannotPay -> RuleId::ContaminationCannotPay); a check of the
// command's own form cites the rule it enforces (a card not in hand: MovementCost, "discard 1 Action card from
// your hand"). A lesson's try step (docs/tutorial-format.md) passes only on a refusal that cites its rule.
[[nodiscard]] RuleId refusalRule(Refusal code);

// Whether apply would accept the command, and why not. With forced outcomes queued (a debug or lesson position)
// it resolves the command on a copy, since only that tells whether each is still there when its draw comes.
[[nodiscard]] Verdict validate(const GameState& s, const Command& cmd);

// The state as each event of a resolution left it: moments[i] goes with the i-th event appended to the log.
// The client keeps them so that its panels show the moment the board is presenting, never the engine's newer
// state (docs/design.md §9). Only asked for by viewers: the rules never read it, and nullptr costs nothing.
using Moments = std::vector<GameState>;

// Validates, then resolves. On refusal nothing changes (state, log and moments) and the verdict says why. A
// queued forced outcome that turns out impossible when its draw comes (the Queen forced twice) refuses the
// command too (ForcedOutcomeImpossible): a forced outcome is never replaced by a random one.
Verdict apply(GameState& s, const Command& cmd, EventLog& out, Moments* moments = nullptr);

// apply, with the outcome of every draw that nothing forces chosen by `oracle` instead of the generator
// (chance_nodes.hpp): how the odds walk a command's chance tree (move_odds.hpp).
class ChanceOracle;
Verdict applyWithOracle(GameState& s, const Command& cmd, EventLog& out, ChanceOracle& oracle);

// Rule entry points for effects that make a Character roll outside Movement (Event cards, bag
// development) and for the benchmarks. Resolve completely, like a command; a forced outcome that cannot be
// honoured changes nothing and is the verdict (the others are always ok).
Verdict resolveNoiseRoll(GameState& s, int character, EventLog& out);
// RULES.md §5: draw up to 5, reshuffling the discard pile into the deck when it is empty.
void refillHand(GameState& s, int character, EventLog& out);

// RULES.md §5 and §8, for tests and tools: resolves a whole Event phase now (as the last pass would).
Verdict resolveEventPhase(GameState& s, EventLog& out);

// Rooms whose tile has been revealed during the game (special rooms start explored and are not counted).
[[nodiscard]] int roomsExplored(const GameState& s);

// Human-readable room name: "room 7 (Canteen)" or "room 7 (unexplored)".
std::string roomName(const GameState& s, int room);
std::string characterName(const GameState& s, int character);

}  // namespace nemesis
