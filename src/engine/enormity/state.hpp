// The whole state of an Enormity game, as far as this module plays it (the Noise roll and the Blips: seed 001
// and the pages it depends on): plain values, copyable, deterministic. The map is shared read-only; the dice
// table, the Intruder Sheet and the Blip kinds are small and held by value, so a state says everything the
// rules read. The field list (fields.hpp) drives the state hash and the readable dump.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "blip_kinds.hpp"
#include "chance.hpp"
#include "dice.hpp"
#include "geometry.hpp"
#include "map.hpp"
#include "sheet.hpp"

namespace nemesis::enormity {

// Rubicon stats "usually operate on a scale of 0 to 9" (rubicon-stats.md); over 9 Stress the Spacer dies.
inline constexpr int kMaxStress = 9;
inline constexpr std::size_t kMaxSpacerName = 20;
// The Countdown marker starts on 9 and goes down to zero hour, 0 ("!").
inline constexpr int kCountdownStart = 9;
inline constexpr int kMaxSpacerTokens = 20;  // of a kind in the Active Pool
inline constexpr int kMaxBlipsOnBoard = 64;
inline constexpr int kMaxIntruders = 200;
inline constexpr int kMaxId = 1000000;  // Blip and Intruder ids, never reused below this

struct Spacer {
  std::string name;  // lowercase, as commands name it ("scout")
  Space space;
  int stress = 0;
  bool alive = true;
  friend bool operator==(const Spacer&, const Spacer&) = default;
};

struct Blip {
  int id = 0;  // stable while on the board; shown as "b<id>"
  Point at;    // an intersection
  Direction facing = Direction::North;
  int token = 0;  // its Blip token (a kind index), face down until revealed
  friend bool operator==(const Blip&, const Blip&) = default;
};

// A revealed Intruder on its space. This module does not play Intruders' turns: they stand where they spawned.
struct Intruder {
  int id = 0;
  Space space;
  friend bool operator==(const Intruder&, const Intruder&) = default;
};

// The Active Pool of Spacer tokens (spacer-pool-and-spacer-tokens.md): only these may be spent.
struct SpacerTokens {
  int confidence = 0;
  int discipline = 0;
  friend bool operator==(const SpacerTokens&, const SpacerTokens&) = default;
};

// Where a Noise roll in progress stands. The player's steps come in this order and never go back: Confidence
// re-rolls (all declared at once, R-12), Stress re-rolls, the stiff bonus, Discipline, the
// assignment; then the Blips move (Moving) until the roll ends.
enum class RollStage : std::uint8_t { None, Confidence, Stress, Discipline, Assign, Moving };

struct Die {
  DieColour colour = DieColour::White;
  bool fixed = false;       // the virtual die of a bare number: it is not rolled and cannot be re-rolled
  int rolled = 0;           // the Potentials it shows as rolled (or re-rolled)
  bool confidence = false;  // re-rolled with a Confidence token
  bool stress = false;      // re-rolled with Stress
  int bonus = 0;            // the stiff bonus put on it
  bool discipline = false;  // one Potential mitigated by a Discipline token
  bool discarded = false;   // one of the highest extra dice
  int blip = -1;            // the id of the Blip its result is assigned to
  bool moved = false;       // that Blip has moved (or was revealed) for it

  [[nodiscard]] int potentials() const { return rolled + bonus - (discipline ? 1 : 0); }
  friend bool operator==(const Die&, const Die&) = default;
};

struct Roll {
  RollStage stage = RollStage::None;
  int spacer = -1;  // the Spacer who made the Noise
  std::vector<Die> dice;
  int bonus = 0;      // a stiff bonus not yet placed
  int overwhelm = 0;  // Overwhelm triggers due after the Blips move
  friend bool operator==(const Roll&, const Roll&) = default;
};

// One rule step waiting in the resolution queue (the back is resolved next). Plain data, so a game paused on a
// decision can be saved. `choice` is the answer to the decision the step asked for, -1 until given.
enum class StepKind : std::uint8_t {
  NextBlip,   // spacer: the noisy Spacer; moves the closest Blip that has a result still to move (R-18 ties)
  MoveBlip,   // blip, spacer (toward), a = Potentials; choice = the axis of a tied first step
  PushBlip,   // blip, spacer (toward): one intersection, pushed by a Blip that ended on it; choice as MoveBlip
  Reveal,     // blip, spacer: the Spacer it is revealed next to; a = the Spacer who triggered it (for an Echo)
  SpawnBlip,  // spacer: who triggered the spawn (-1: none, the Priority Target's); choice = spawn point
  Overwhelm,  // a = triggers left
  EndRoll,    // the Noise roll is over
};

// Rule code makes steps with the named makers and reads `a` (and Overwhelm's flag in `blip`) with the named
// accessors; the five numbers are the stored form (hash, snapshot, the scenario format's "a"), as before.
struct Step {
  StepKind kind = StepKind::NextBlip;
  int spacer = -1;
  int blip = -1;
  int a = -1;
  int choice = -1;
  friend bool operator==(const Step&, const Step&) = default;

  static Step nextBlip(int noisySpacer) { return {StepKind::NextBlip, noisySpacer, -1, -1, -1}; }
  static Step moveBlip(int blip, int towardSpacer, int potentials) {
    return {StepKind::MoveBlip, towardSpacer, blip, potentials, -1};
  }
  static Step pushBlip(int blip, int towardSpacer) { return {StepKind::PushBlip, towardSpacer, blip, -1, -1}; }
  static Step reveal(int blip, int nextToSpacer, int triggeredBy) {
    return {StepKind::Reveal, nextToSpacer, blip, triggeredBy, -1};
  }
  // `triggeredBy` -1: no Spacer triggered it (the new Blip spawns closest to the Priority Target).
  static Step spawnBlip(int triggeredBy) { return {StepKind::SpawnBlip, triggeredBy, -1, -1, -1}; }
  // `keepBlips`: triggered because no Blip is left, when no Blip is discarded (the flag is kept in `blip`).
  static Step overwhelm(int noisySpacer, int triggersLeft, bool keepBlips) {
    return {StepKind::Overwhelm, noisySpacer, keepBlips ? 1 : 0, triggersLeft, -1};
  }
  static Step endRoll(int noisySpacer) { return {StepKind::EndRoll, noisySpacer, -1, -1, -1}; }

  [[nodiscard]] int potentials() const { return kind == StepKind::MoveBlip ? a : -1; }
  [[nodiscard]] int triggeredBy() const { return kind == StepKind::Reveal ? a : -1; }
  [[nodiscard]] int triggersLeft() const { return kind == StepKind::Overwhelm ? a : -1; }
  [[nodiscard]] bool keepBlips() const { return kind == StepKind::Overwhelm && blip == 1; }
};

// A choice the rules need from the noisy player in the middle of a resolution (the tie rulings ).
enum class DecisionKind : std::uint8_t {
  None,
  ClosestBlip,  // options: ids of the Blips tied for closest
  ZigzagAxis,   // blip; options: 0 (x, east-west) and 1 (y, north-south)
  SpawnPoint,   // options: indices of the spawn points tied for closest
};

struct Decision {
  DecisionKind kind = DecisionKind::None;
  int spacer = -1;  // who decides: the Spacer who made the Noise (or the Priority Target)
  int blip = -1;
  std::vector<int> options;
  friend bool operator==(const Decision&, const Decision&) = default;
};

// No win in this module (no objectives, no extraction); the game is lost when every Spacer is dead.
enum class Status : std::uint8_t { Playing, Lost };

struct State {
  std::shared_ptr<const Map> map;
  DiceSet dice;
  IntruderSheet sheet;
  BlipKinds kinds;
  std::vector<Spacer> spacers;
  std::vector<Blip> blips;
  std::vector<Intruder> intruders;
  std::vector<int> blipPool;         // face-down tokens (kind indices), drawn at random
  std::vector<int> discardedTokens;  // Echoes discarded
  int countdown = kCountdownStart;   // 9..1, then 0 for zero hour ("!")
  int priorityTarget = -1;           // the Spacer with the Priority Target / Last to Noise marker, -1 none
  SpacerTokens active;
  Chance chance;
  Roll roll;
  std::vector<Step> steps;
  Decision pending;
  Status status = Status::Playing;
  int nextBlipId = 1;
  int nextIntruderId = 1;

  [[nodiscard]] const Map& topo() const { return *map; }
  [[nodiscard]] int spacerCount() const { return static_cast<int>(spacers.size()); }
  [[nodiscard]] Spacer& spacer(int i) { return spacers[static_cast<std::size_t>(i)]; }
  [[nodiscard]] const Spacer& spacer(int i) const { return spacers[static_cast<std::size_t>(i)]; }
  // The map is compared by identity: states of one game share it.
  friend bool operator==(const State&, const State&) = default;
};

}  // namespace nemesis::enormity
