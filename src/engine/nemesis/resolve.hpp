// Internal to the engine: the resolver that drains the step queue, and the rule handlers it calls.
// Handlers append past-tense events with their rule and push further steps; none talks to a UI.
#pragma once

#include <cstddef>
#include <initializer_list>
#include <optional>
#include <vector>

#include "chance_nodes.hpp"
#include "engine.hpp"

namespace nemesis::detail {

struct Resolver {
  GameState& s;
  EventLog& out;
  Moments* moments = nullptr;      // when set, the state as each event leaves it (engine.hpp apply)
  ChanceOracle* oracle = nullptr;  // when set, chooses the outcome of every draw nothing forces (chance_nodes.hpp)
  // A queued forced outcome that cannot be honoured: the resolution stops and apply refuses the command.
  Verdict failure{};

  // Handlers change the state first and emit the event that tells it after, so the moment recorded here is
  // the state as that event leaves it (tests/client/view_moments.cpp checks it against the board's fold).
  template <typename E>
  void emit(RuleId rule, E&& data) {
    out.push_back(Event{rule, EventData{std::forward<E>(data)}});
    if (moments != nullptr) moments->push_back(s);
  }
  // Schedules steps to run next, in the order given, before anything already queued.
  void then(std::initializer_list<Step> steps) {
    for (auto it = std::rbegin(steps); it != std::rend(steps); ++it) s.steps.push_back(*it);
  }
  void then(const Step& step) { s.steps.push_back(step); }
  [[nodiscard]] bool over() const { return s.status != GameStatus::Playing; }
  void fail(const Verdict& why) {
    if (failure.ok()) failure = why;
  }
};

// A step of a kind with no argument (the others have their named makers: Step::enterRoom...).
inline Step step(StepKind kind, int character = -1, int room = -1) {
  return Step::plain(kind, character, room);
}

// Drains the queue until it is empty, a decision is pending, the game is over or a forced outcome failed.
void drain(Resolver& r);

// chance_nodes.cpp: every draw, each through its one call with its listing (chance_nodes.hpp): the outcome is a
// forced one, else the oracle's, else the generator's. `forced` says whether a forced outcome was used.
NoiseResult rollNoiseDie(Resolver& r, bool& forced);
// The position in the bag of the token drawn; nothing when the bag is empty or a forced draw failed.
std::optional<std::size_t> drawBagToken(Resolver& r, bool& forced);
// The position in the supply of a token of `type` to take; nothing when the supply has none.
std::optional<std::size_t> drawSupplyToken(Resolver& r, IntruderType type);
// Makes the room's face-down token the one revealed (a forced one, or the oracle's, is swapped in).
bool revealExplorationToken(Resolver& r, int room);
// A card id (-1: none, or a forced card not in the deck); an empty deck is reshuffled from its discard first
// (reported).
int drawAttackCard(Resolver& r, bool& forced);
int drawEventCard(Resolver& r, bool& forced);
// A card shuffled back into the Event deck: the deck's new order.
void shuffleIntoDeck(Resolver& r, std::vector<int>& deck);
// One card from the character's deck into the hand, the discard pile reshuffled first when the deck is empty
// (reported); false when both are empty.
bool drawIntoHand(Resolver& r, int character);

// movement.cpp
void enterRoom(Resolver& r, const Step& st);
void carefulMarker(Resolver& r, const Step& st);
void noiseCheck(Resolver& r, const Step& st);

// exploration.cpp: reveals tile and token, sets items, applies the token; returns the token's
// effect so enterRoom can tell whether it replaces the Noise roll.
enum class TokenNoise : std::uint8_t { None, Silence, Danger };
TokenNoise explore(Resolver& r, int character, int room, int corridor, bool careful);
void discardExploration(Resolver& r, const Step& st);

// noise.cpp
void noiseRoll(Resolver& r, const Step& st);
void placeNoise(Resolver& r, const Step& st);
void danger(Resolver& r, const Step& st);
// Marks every connected passage of `room` that has no marker; returns how many were placed.
int markEveryFreePassage(Resolver& r, int room, RuleId rule);
void placeMarker(Resolver& r, PassageId passage, int room, RuleId rule);

// encounter.cpp
void encounter(Resolver& r, const Step& st);
// A miniature of `type` to place: when every one is in use, those not in Combat retreat first (AdultsRetreat,
// OthersRetreat); false when none is free even then (NoMiniatureLeft, the caller's to report).
bool freeMiniature(Resolver& r, IntruderType type);
// An Encounter's first step: every Noise marker on the room's corridors (Technical Corridors included) goes.
void discardEncounterMarkers(Resolver& r, int room);
void setAsideToken(Resolver& r, const Step& st);
void returnTokenToBag(Resolver& r, int token, RuleId rule);
// Draws a token from the bag (a forced draw first) and reports it: TokenDrawn citing `rule`, with the room
// and Character of the Encounter it is drawn for (-1, -1 for bag development). Returns the token, or -1 when
// the bag is empty: a sound game never has that (RULES.md §10, the Blank always returns), so it is reported
// as a NoEffect citing BagNeverEmpty and nothing is drawn.
int drawFromBag(Resolver& r, int character, int room, RuleId rule);
// A random token of `type` from the supply into the bag; -1 (nothing moved) when the supply has none.
int addFromSupply(Resolver& r, IntruderType type, RuleId rule);
// Removes the Intruder (miniature off the board); its token, if any, goes back into the bag.
void removeIntruderToBag(Resolver& r, int intruderId, RuleId rule);

// attack.cpp
void intruderAttack(Resolver& r, const Step& st);
void wound(Resolver& r, int character, bool serious, RuleId rule);
void gainContamination(Resolver& r, int character);
void gainSlime(Resolver& r, int character, RuleId rule);
// Death (a Corpse stays), then the end of the game if nobody is left awake: lost for `lastDeath` (citing
// AllDead, or `rule` for another reason) when nobody lives any more, won when the living all hibernate.
void killCharacter(Resolver& r, int character, RuleId rule, LossReason lastDeath = LossReason::AllDead);

// markers.cpp
void placeFire(Resolver& r, int room, RuleId rule);
void placeMalfunction(Resolver& r, int room, RuleId rule);
void placeDoor(Resolver& r, int corridor, RuleId rule);
void loseGame(Resolver& r, LossReason reason, RuleId rule);

// rounds.cpp: turns, passing, hibernation, the end of the round and of the game.
// The character is on the board for every rule: alive and not hibernated.
void beginAction(Resolver& r, int character);
void afterAction(Resolver& r, const Step& st);
void hibernateStep(Resolver& r, const Step& st);
void startEventPhase(Resolver& r);
void endRound(Resolver& r, const Step& st);
void refill(Resolver& r, int character);
// Won when somebody lives and every living Character hibernates (RuleId::GameWon).
void checkWon(Resolver& r);
// Characters in turn order from the First Player.
std::vector<int> turnOrder(const GameState& s);

// event_phase.cpp
void timeTrack(Resolver& r, const Step& st);
void combatAttacks(Resolver& r, const Step& st);
void eventAttack(Resolver& r, const Step& st);
void fireDamage(Resolver& r, const Step& st);
void bagDevelopment(Resolver& r, const Step& st);
// Noise rolls for these characters, in the order given (they resolve before anything queued); callers give turn
// order (RuleId::NoiseRollOrder).
void rollInOrder(Resolver& r, const std::vector<int>& characters, RuleId rule);

// event_cards.cpp
void eventCard(Resolver& r, const Step& st);

}  // namespace nemesis::detail
