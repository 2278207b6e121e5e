// Enormity events: past-tense facts with every value a viewer needs, each citing the rule that produced it
// (rules.hpp). A viewer animates from them (a Blip intersection by intersection) and never diffs states.
#pragma once

#include <array>
#include <string>
#include <variant>
#include <vector>

#include "command.hpp"
#include "rules.hpp"
#include "state.hpp"

namespace nemesis::enormity {

namespace ev {
struct NoiseMade {
  int spacer;
  NoiseKind kind;
  std::array<int, kDieColourCount> dice;  // NoiseKind::Dice
  int number;                             // NoiseKind::Number
  int bonus;
  bool hurried;  // made by a hurried Move
};
struct PriorityTargetTaken {
  int spacer;
  int from;  // who held it, -1 nobody
};
// no Blip on the board, so no dice (and the stiff bonus, if any, is lost).
struct NoDice {
  int spacer;
  int bonusLost;
};
// Intruder-symbol Noise rolls the colour the Intruder Sheet's Noise Awareness gives for the Countdown column.
struct NoiseColourRead {
  DieColour colour;
  int countdown;
};
struct PoolBuilt {
  std::array<int, kDieColourCount> dice;  // dice of each colour rolled
  int fixed;                              // the virtual die's Potentials, -1 for none
  int bonus;                              // the stiff bonus to place
  NoiseKind kind;
};
struct DicePromoted {
  int count;  // dice taken from a higher colour than asked
};
struct OverwhelmDue {
  int count;  // dice missing beyond black: Overwhelm after the Blips move
};
struct DieRolled {
  int die;
  DieColour colour;
  int potentials;
  bool forced;
  bool placeholder;  // the dice table is still our placeholder
};
struct VirtualDieShown {
  int die;
  int potentials;
};
struct ConfidenceSpent {
  std::vector<int> dice;
  int left;  // Confidence tokens left in the Active Pool
};
enum class RerollBy : std::uint8_t { Confidence, Stress };
struct DieRerolled {
  int die;
  DieColour colour;
  int from;
  int to;
  RerollBy by;
  bool forced;
  bool placeholder;
};
struct StressGained {
  int spacer;
  int stress;
};
struct SpacerDied {
  int spacer;
  int stress;
};
struct BonusPlaced {
  int die;
  int bonus;
  int potentials;  // the die's result with it
};
struct DisciplineSpent {
  int die;
  int from;
  int to;
  int left;  // Discipline tokens left
};
struct DiceDiscarded {
  std::vector<int> dice;
};
struct ResultAssigned {
  int die;
  int blip;
  int potentials;
};
struct BlipMoved {
  int blip;
  Point from;
  Point to;
  int step;   // 1-based
  int steps;  // the Potentials it moves by
};
struct BlipPushed {
  int blip;
  Point from;
  Point to;
};
struct BlipTurned {
  int blip;
  Direction facing;
};
struct BlipRevealed {
  int blip;
  Point at;
  int token;         // its kind
  std::string kind;  // the kind's name, so the event reads alone (chanceOutcome)
  int spacer;        // the Spacer it is revealed next to
  bool forced;
};
struct EchoDiscarded {
  int blip;
};
struct TokenReturned {
  int token;
};
struct IntruderSpawned {
  int intruder;
  Space space;
  int spacer;  // the Spacer it spawned next to (or nearest to)
  bool adjacent;
};
struct IntruderNotPlaced {
  int spacer;
};
struct AmbushNotPlayed {
  int intruders;
};
struct BlipSpawned {
  int blip;
  Point at;
  Direction facing;
  int spawnPoint;
  bool occupied;  // every spawn point was occupied: the Blip there is pushed
};
struct NoBlipToSpawn {};
struct CountdownBlip {};
struct OverwhelmTriggered {
  int left;        // triggers still to come after this one
  bool keepBlips;  // "ignoring any Blip removal instructions" (no Blip left to spawn)
};
struct BlipDiscarded {
  int blip;
  Point at;
};
struct DecisionRequested {
  Decision decision;
};
struct SpacerMoved {
  int spacer;
  Space from;
  Space to;
  bool hurried;
};
struct CountdownAdvanced {
  int from;
  int to;
};
struct NoiseRollEnded {
  int spacer;
};
struct GameLost {};
struct OutcomesForced {
  ForcedOutcomes added;
};
struct ForcedOutcomeSkipped {
  std::string what;
};
}  // namespace ev

using EventData =
    std::variant<ev::NoiseMade, ev::PriorityTargetTaken, ev::NoDice, ev::NoiseColourRead, ev::PoolBuilt,
                 ev::DicePromoted, ev::OverwhelmDue, ev::DieRolled, ev::VirtualDieShown, ev::ConfidenceSpent,
                 ev::DieRerolled, ev::StressGained, ev::SpacerDied, ev::BonusPlaced, ev::DisciplineSpent,
                 ev::DiceDiscarded, ev::ResultAssigned, ev::BlipMoved, ev::BlipPushed, ev::BlipTurned, ev::BlipRevealed,
                 ev::EchoDiscarded, ev::TokenReturned, ev::IntruderSpawned, ev::IntruderNotPlaced, ev::AmbushNotPlayed,
                 ev::BlipSpawned, ev::NoBlipToSpawn, ev::CountdownBlip, ev::OverwhelmTriggered, ev::BlipDiscarded,
                 ev::DecisionRequested, ev::SpacerMoved, ev::CountdownAdvanced, ev::NoiseRollEnded, ev::GameLost,
                 ev::OutcomesForced, ev::ForcedOutcomeSkipped>;

struct Event {
  RuleId rule;
  EventData data;
};

using EventLog = std::vector<Event>;

// One line for the log ("scout rolled a white die: 2 Potentials (placeholder dice)"), without the citation.
// `s` is a state of the same game (names and kinds never change within one).
[[nodiscard]] std::string describe(const State& s, const Event& e);

// What a chance event made known to the players ("a white die (2)", "a Blip token (echo)"), or "" for an event
// that reveals no chance (a token drawn face down reveals nothing): undo stops at these (cardinal-rules.md, the
// Flashback Rule).
[[nodiscard]] std::string chanceOutcome(const Event& e);

}  // namespace nemesis::enormity
