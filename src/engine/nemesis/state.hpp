// The whole game state: plain values, copyable, deterministic. Board topology is shared read-only.
// What a player may see is derived from it by the per-player view (later); the engine sees everything.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "board.hpp"
#include "chance.hpp"
#include "components.hpp"
#include "rules.hpp"

namespace nemesis {

enum class DoorState : std::uint8_t { Open, Closed, Destroyed };
enum class CardKind : std::uint8_t { Action, Contamination };

struct Card {
  CardKind kind = CardKind::Action;
  int number = 0;  // Action cards 1..10 of the character's deck; Contamination cards numbered as gained
  friend bool operator==(const Card&, const Card&) = default;
};

struct Character {
  CharacterClass cls = CharacterClass::Captain;
  int room = 0;
  bool alive = true;
  std::vector<Card> hand;
  std::vector<Card> deck;  // draw from the back
  std::vector<Card> discard;
  bool slime = false;
  bool larva = false;  // a Larva on the Character board
  int lightWounds = 0;
  int seriousWounds = 0;
  bool passed = false;      // passed this round: no more actions until the next round
  bool hibernated = false;  // asleep in a hibernation chamber: off the board for every rule, no more turns

  [[nodiscard]] int handSize() const { return static_cast<int>(hand.size()); }
  [[nodiscard]] int actionCardsInHand() const {
    int n = 0;
    for (const Card& c : hand) n += c.kind == CardKind::Action ? 1 : 0;
    return n;
  }
  friend bool operator==(const Character&, const Character&) = default;
};

struct Intruder {
  int id = 0;  // stable while on the board; never reused within a game
  IntruderType type = IntruderType::Adult;
  int room = 0;
  int token = -1;  // the set-aside token it was drawn with (index into kIntruderTokens), -1 if none
  int injuries = 0;
  friend bool operator==(const Intruder&, const Intruder&) = default;
};

struct RoomState {
  RoomTile tile = RoomTile::Storage;
  bool explored = false;
  int explorationToken = -1;  // face-down token (index into kExplorationTokens), -1 if none
  int items = -1;             // -1: not set
  bool fire = false;
  bool malfunction = false;
  int corpses = 0;
  friend bool operator==(const RoomState&, const RoomState&) = default;
};

// One rule step waiting in the resolution queue. Plain data so a game paused on a decision can be saved.
enum class StepKind : std::uint8_t {
  EnterRoom,           // character, room, a = corridor, b = careful corridor number (0 ask, -1 plain Movement)
  DiscardExploration,  // room, a = exploration token
  NoiseCheck,          // character, room: roll only if the room is empty
  NoiseRoll,           // character, room
  PlaceNoise,          // character, room, a = passage, b = rule
  Danger,              // character, room, b = rule that caused it
  Encounter,           // character, room, b = rule that triggered it
  CarefulMarker,       // character, room, a = chosen number (0 = ask the player)
  IntruderAttack,      // character, a = intruder id, b = rule (Escape, Surprise Attack...)
  SetAsideToken,       // a = token
  // Rounds (rounds.cpp, event_phase.cpp)
  AfterAction,     // character: ends the turn after its 2nd action, a pass, a death or a hibernation
  Hibernate,       // character, room: hibernates unless an Intruder is now in the room
  TimeTrack,       // Event phase: time track +1 (after round 15, every awake Character dies)
  CombatAttacks,   // Event phase: each Intruder in Combat attacks
  EventAttack,     // a = intruder id: attacks its target in its room, chosen when it attacks
  FireDamage,      // Event phase: 1 Injury to each Intruder in a Fire room
  EventCard,       // Event phase: draw and resolve an Event card
  BagDevelopment,  // Event phase: draw 1 Intruder token and develop the bag
  EndRound,        // end of round: First Player token, refill hands, next round's Player phase
};

// A queued step: its kind, who and where, and two arguments whose meaning the kind gives (the table above). Rule
// code makes steps with the named makers and reads their arguments with the named accessors, never by position;
// `a` and `b` are the stored form, kept as two numbers so that the field list (hash, snapshot, save) and the
// scenario format's "a" and "b" stay as they were. An accessor asked of a kind that has no such argument answers
// -1 (or RuleId::Count): no kind's number is ever read as another's.
struct Step {
  StepKind kind = StepKind::NoiseRoll;
  int character = -1;
  int room = -1;
  int a = -1;
  int b = -1;
  friend bool operator==(const Step&, const Step&) = default;

  // The kinds with no argument.
  static Step plain(StepKind kind, int character = -1, int room = -1) { return {kind, character, room, -1, -1}; }
  // `character` walks into `room` through `corridor` (-1: none, a Technical Corridor); `carefulNumber` is the
  // Careful Movement's corridor number for its Noise marker (0: ask the player), -1 for a plain Movement.
  static Step enterRoom(int character, int room, PassageId corridor, int carefulNumber) {
    return {StepKind::EnterRoom, character, room, corridor, carefulNumber};
  }
  static Step discardExploration(int room, int explorationToken) {
    return {StepKind::DiscardExploration, -1, room, explorationToken, -1};
  }
  static Step placeNoise(int character, int room, PassageId passage, RuleId why) {
    return {StepKind::PlaceNoise, character, room, passage, static_cast<int>(why)};
  }
  static Step danger(int character, int room, RuleId why) {
    return {StepKind::Danger, character, room, -1, static_cast<int>(why)};
  }
  // `corridor`: the one the Intruder came through (a Closed Door there is cited), -1 for none.
  static Step encounter(int character, int room, PassageId corridor, RuleId why) {
    return {StepKind::Encounter, character, room, corridor, static_cast<int>(why)};
  }
  static Step carefulMarker(int character, int room, int carefulNumber) {
    return {StepKind::CarefulMarker, character, room, carefulNumber, -1};
  }
  static Step intruderAttack(int character, int room, int intruderId, RuleId why) {
    return {StepKind::IntruderAttack, character, room, intruderId, static_cast<int>(why)};
  }
  static Step setAsideToken(int room, int intruderToken) {
    return {StepKind::SetAsideToken, -1, room, intruderToken, -1};
  }
  static Step eventAttack(int room, int intruderId) { return {StepKind::EventAttack, -1, room, intruderId, -1}; }

  // EnterRoom, Encounter: the corridor walked or come through.
  [[nodiscard]] PassageId corridor() const {
    return kind == StepKind::EnterRoom || kind == StepKind::Encounter ? a : -1;
  }
  // EnterRoom, CarefulMarker: the Careful Movement's corridor number (0: ask; -1: a plain Movement).
  [[nodiscard]] int carefulNumber() const {
    return kind == StepKind::EnterRoom ? b : kind == StepKind::CarefulMarker ? a : -1;
  }
  [[nodiscard]] int explorationToken() const { return kind == StepKind::DiscardExploration ? a : -1; }
  [[nodiscard]] PassageId passage() const { return kind == StepKind::PlaceNoise ? a : -1; }
  // IntruderAttack, EventAttack: the attacker's id.
  [[nodiscard]] int intruder() const {
    return kind == StepKind::IntruderAttack || kind == StepKind::EventAttack ? a : -1;
  }
  [[nodiscard]] int intruderToken() const { return kind == StepKind::SetAsideToken ? a : -1; }
  // The kinds that carry the rule that caused them (cited by their first event).
  [[nodiscard]] static bool hasRule(StepKind k) {
    return k == StepKind::PlaceNoise || k == StepKind::Danger || k == StepKind::Encounter ||
           k == StepKind::IntruderAttack;
  }
  [[nodiscard]] RuleId rule() const {
    return hasRule(kind) && b >= 0 && b < static_cast<int>(RuleId::Count) ? static_cast<RuleId>(b) : RuleId::Count;
  }
};

enum class DecisionKind : std::uint8_t { None, CarefulCorridor };

// A choice the rules need from a player in the middle of a resolution (docs/design.md §5).
struct Decision {
  DecisionKind kind = DecisionKind::None;
  int character = -1;
  int room = -1;
  std::array<int, 4> options{};  // noise numbers 1..4 the player may choose
  int optionCount = 0;
  friend bool operator==(const Decision&, const Decision&) = default;
};

enum class GameStatus : std::uint8_t { Playing, Lost, Won };
// The Player phase waits for commands; the Event phase resolves completely inside the command that ends the
// Player phase (the last pass), so a state between commands is in the Event phase only when the game ended there.
enum class Phase : std::uint8_t { Player, Event };
// TimeRanOut: after round 15 every Character still awake died and nobody was in hibernation (RuleId::TimeRunsOut).
enum class LossReason : std::uint8_t { None, AllDead, ShipExploded, HullBreached, TimeRanOut };

// What the end screen shows that the state does not otherwise keep (rooms explored are counted from rooms).
struct GameStats {
  int encounters = 0;
  std::array<int, 6> noiseRolls{};  // by result: 1, 2, 3, 4, Silence, Danger (the die as rolled)
  friend bool operator==(const GameStats&, const GameStats&) = default;
};

struct GameState {
  std::shared_ptr<const Board> board;
  std::vector<Character> characters;  // in player order from the first player
  std::vector<Intruder> intruders;
  std::vector<RoomState> rooms;
  std::vector<DoorState> doors;     // per corridor
  std::vector<std::uint8_t> noise;  // per passage (corridors, then the Technical Corridors space)
  std::vector<int> bag;             // Intruder token ids
  std::vector<int> supply;
  std::vector<int> setAside;
  std::vector<int> removedTokens;
  std::vector<int> unusedExploration;     // the 4 tokens not placed, face down
  std::vector<int> discardedExploration;  // resolved, removed from the game
  std::vector<int> attackDeck;            // draw from the back
  std::vector<int> attackDiscard;
  std::vector<int> eventDeck;  // Event card ids, draw from the back
  std::vector<int> eventDiscard;
  Chance chance;
  std::vector<Step> steps;  // resolution queue; the back is resolved next
  Decision pending;
  int round = 1;
  Phase phase = Phase::Player;
  GameStatus status = GameStatus::Playing;
  LossReason loss = LossReason::None;
  int nextIntruderId = 1;
  int nextContamination = 1;
  // Turns (README "Rounds and turns"). In free play (hand-made positions, most rule tests) any living,
  // awake character may act at any time and nothing ends a turn; otherwise only `turn` may act.
  bool freePlay = false;
  int firstPlayer = 0;  // holder of the First Player token
  int turn = 0;         // the character whose turn it is (Player phase)
  int actions = 0;      // actions taken in this turn
  int eggs = 0;         // Egg tokens added by bag development (Queen drawn, nobody in the Nest)
  GameStats stats;

  [[nodiscard]] const Board& topo() const { return *board; }
  [[nodiscard]] Character& character(int i) { return characters[static_cast<std::size_t>(i)]; }
  [[nodiscard]] const Character& character(int i) const { return characters[static_cast<std::size_t>(i)]; }
  [[nodiscard]] RoomState& room(int i) { return rooms[static_cast<std::size_t>(i)]; }
  [[nodiscard]] const RoomState& room(int i) const { return rooms[static_cast<std::size_t>(i)]; }
  [[nodiscard]] bool hasNoise(PassageId p) const { return noise[static_cast<std::size_t>(p)] != 0; }
  [[nodiscard]] DoorState door(int corridor) const { return doors[static_cast<std::size_t>(corridor)]; }
  [[nodiscard]] int characterCount() const { return static_cast<int>(characters.size()); }

  // The board is compared by identity: states of one game share it.
  friend bool operator==(const GameState&, const GameState&) = default;
};

}  // namespace nemesis
