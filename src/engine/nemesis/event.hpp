// Events are past-tense facts with every value a viewer needs (docs/design.md §2); each carries the id of
// the rule that produced it. The renderer animates from these and never diffs states.
#pragma once

#include <string>
#include <variant>
#include <vector>

#include "command.hpp"
#include "rules.hpp"

namespace nemesis {

namespace ev {
struct CardsPaid {
  int character;
  Payment pay;
};
struct EscapeStarted {
  int character;
  int room;
};
struct CharacterMoved {
  int character;
  int from;
  int to;
  int corridor;
  bool careful;
};
struct RoomRevealed {
  int room;
  RoomTile tile;
};
struct ExplorationRevealed {
  int room;
  int token;
  ExplorationEffect effect;
  int items;
  bool forced;
};
struct ItemsSet {
  int room;
  int items;
};
struct ExplorationDiscarded {
  int room;
  int token;
};
// A rule was checked and changed nothing (Silence, marker already there, Slime already held...).
struct NoEffect {
  int character;
  int room;
};
struct NoiseRollSkipped {
  int character;
  int room;
};
// Slime turned a Silence (roll or token) into Danger.
struct ResultChanged {
  int character;
  int room;
  NoiseResult from;
  NoiseResult to;
};
struct NoiseRolled {
  int character;
  int room;
  NoiseResult result;
  bool forced;
};
struct NoiseMarkerPlaced {
  PassageId passage;
  int room;
};
struct NoiseMarkerRemoved {
  PassageId passage;
  int room;
};
struct IntruderMoved {
  int intruder;
  IntruderType type;
  int from;
  int to;
  int corridor;
};
struct DoorDestroyed {
  int corridor;
  int intruder;
};
struct DoorClosed {
  int corridor;
};
struct DoorTokenTaken {
  int fromCorridor;
  int toCorridor;
};
struct SlimeGained {
  int character;
};
struct FirePlaced {
  int room;
};
struct MalfunctionPlaced {
  int room;
};
struct GameOver {
  LossReason reason;
};
struct EncounterStarted {
  int character;
  int room;
};
struct TokenDrawn {
  int token;
  IntruderType type;
  int number;
  bool forced;
  int room = -1;       // the room of the Encounter it is drawn for; -1 for a draw with no room (bag development)
  int character = -1;  // the Character of that Encounter; -1 for bag development
};
struct TokenReturnedToBag {
  int token;
};
// From the supply, face down: its type is public, its number is not (an online seat is sent token -1).
struct TokenAddedToBag {
  int token;
  IntruderType type = IntruderType::Larva;
};
struct TokenSetAside {
  int token;
};
struct IntruderPlaced {
  int intruder;
  IntruderType type;
  int room;
  int token;
};
struct IntruderRemoved {
  int intruder;
  IntruderType type;
  int room;
};
struct SurpriseCheck {
  int intruder;
  int character;
  int handSize;
  int tokenNumber;
  bool attack;
  int room = -1;  // where the Encounter happens (a viewer shows the check there)
};
struct IntruderAttacks {
  int intruder;
  IntruderType type;
  int character;
};
struct AttackCardDrawn {
  int card;
  AttackKind kind;
  bool hit;
  bool forced;
  int intruder = -1;   // the attacker
  int character = -1;  // the Character it attacks
};
struct AttackDeckReshuffled {
  int cards;
};
struct LarvaOnCharacter {
  int character;
  int intruder;
};
struct ContaminationGained {
  int character;
  int card;
};
struct WoundSuffered {
  int character;
  bool serious;
  int lightWounds;
  int seriousWounds;
};
struct CharacterDied {
  int character;
  int room;
};
struct DecisionRequested {
  Decision decision;
};
struct OutcomesForced {
  ForcedOutcomes added;
};  // rare debug path: allocation is fine here
struct DeckReshuffled {
  int character;
  int cards;
};
struct CardsDrawn {
  int character;
  int count;
};
// Rounds (rounds.cpp, event_phase.cpp, event_cards.cpp, bag.cpp).
struct TurnStarted {
  int character;
  int round;
};
struct Passed {
  int character;
};
struct FirstPlayerChanged {
  int from;
  int to;
};
struct RoundStarted {
  int round;
  int firstPlayer;
};
struct EventPhaseStarted {
  int round;
};
struct TimeAdvanced {
  int round;       // the round that ends
  int roundsLeft;  // rounds still to play after it
};
struct IntruderInjured {
  int intruder;
  IntruderType type;
  int room;
  int injuries;
};
struct EventCardDrawn {
  int card;  // id into kEventCards (# = id + 1)
  bool forced;
};
struct EventDeckReshuffled {
  int cards;
};
struct EventCardShuffledBack {
  int card;
};
struct IntruderEnteredDucts {
  int intruder;
  IntruderType type;
  int from;
};
struct EventCardNoEffect {
  int card;
};
// A card whose own effect is outside this module goes to the discard pile, not out of the game (a ruling).
struct EventCardDiscarded {
  int card;
};
struct DoorOpened {
  int corridor;
};
struct TokenRemovedFromGame {
  int token;
};
struct EggAdded {
  int eggs;
};
struct CharacterHibernated {
  int character;
  int room;
};
struct HibernationFailed {
  int character;
  int room;
};
struct GameWon {
  int survivors;
};
// An Event card or bag development makes these Characters roll, in turn order (the rolls follow).
struct NoiseRollsCalled {
  int count;
};
}  // namespace ev

using EventData =
    std::variant<ev::CardsPaid, ev::EscapeStarted, ev::CharacterMoved, ev::RoomRevealed, ev::ExplorationRevealed,
                 ev::ItemsSet, ev::ExplorationDiscarded, ev::NoEffect, ev::NoiseRollSkipped, ev::ResultChanged,
                 ev::NoiseRolled, ev::NoiseMarkerPlaced, ev::NoiseMarkerRemoved, ev::IntruderMoved, ev::DoorDestroyed,
                 ev::DoorClosed, ev::DoorTokenTaken, ev::SlimeGained, ev::FirePlaced, ev::MalfunctionPlaced,
                 ev::GameOver, ev::EncounterStarted, ev::TokenDrawn, ev::TokenReturnedToBag, ev::TokenAddedToBag,
                 ev::TokenSetAside, ev::IntruderPlaced, ev::IntruderRemoved, ev::SurpriseCheck, ev::IntruderAttacks,
                 ev::AttackCardDrawn, ev::AttackDeckReshuffled, ev::LarvaOnCharacter, ev::ContaminationGained,
                 ev::WoundSuffered, ev::CharacterDied, ev::DecisionRequested, ev::OutcomesForced, ev::DeckReshuffled,
                 ev::CardsDrawn, ev::TurnStarted, ev::Passed, ev::FirstPlayerChanged, ev::RoundStarted,
                 ev::EventPhaseStarted, ev::TimeAdvanced, ev::IntruderInjured, ev::EventCardDrawn,
                 ev::EventDeckReshuffled, ev::EventCardShuffledBack, ev::IntruderEnteredDucts, ev::EventCardNoEffect,
                 ev::DoorOpened, ev::TokenRemovedFromGame, ev::EggAdded, ev::CharacterHibernated, ev::HibernationFailed,
                 ev::GameWon, ev::NoiseRollsCalled, ev::EventCardDiscarded>;

struct Event {
  RuleId rule;
  EventData data;
};

using EventLog = std::vector<Event>;

// One line of plain text for the log ("Scout rolled Danger in room 7"), without the citation.
std::string describe(const GameState& s, const Event& e);

}  // namespace nemesis
