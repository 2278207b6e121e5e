// The field list of every state struct, command and event, written once as cereal `serialize` functions.
// Everything that must see every field is driven from here: the state hash (hash.cpp), the binary snapshot
// and undo checkpoints (snapshot.cpp), and nemesis-lab's text and JSON dumps (src/lab/lab_tree.cpp).
// tests/test_fields.cpp fails when a struct has a field its list here leaves out.
//
// A field is listed as F(member), or through a wrapper that says what its int means, so each archive can
// check it (a snapshot loader refuses room 99 on a 30-room board) and present it (a room by its printed
// label, an Intruder token by id, type and number): ID(Domain, member) for one id, OPT(...) when -1 means
// none, IDS(...) for a list of ids, PER(Domain, member) for a table with one entry per room, corridor or
// passage, IN(lo, hi, member) for a number the engine indexes with, AS(Wrapper, member) for the few others. Changing a list changes the snapshot schema fingerprint,
// so snapshots written before are refused, not misread.
//
// Include this header only in the few files that run an archive over the lists: cereal is heavy to compile.
#pragma once

#include <cereal/cereal.hpp>

#include <array>
#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "engine.hpp"
#include "history.hpp"
#include "scenario_names.hpp"
#include "seat_view.hpp"

namespace nemesis::fields {

// What ids are checked against (loading) and presented with (the lab's dumps).
struct Context {
  const Board* board = nullptr;
  int characters = 0;                // characters of the state being read: set when its list has been read
  const GameState* state = nullptr;  // presentation only: character classes and room tiles
};

// Id domains: the tables an int indexes.
struct Rooms {
  static constexpr std::string_view kWhat = "room";
  static int count(const Context& c) { return c.board->roomCount(); }
};
struct Corridors {
  static constexpr std::string_view kWhat = "corridor";
  static int count(const Context& c) { return c.board->corridorCount(); }
};
struct Passages {  // a corridor, or the Technical Corridors space
  static constexpr std::string_view kWhat = "passage";
  static int count(const Context& c) { return c.board->passageCount(); }
};
struct Characters {
  static constexpr std::string_view kWhat = "character";
  static int count(const Context& c) { return c.characters; }
};
struct IntruderTokens {
  static constexpr std::string_view kWhat = "Intruder token";
  static int count(const Context&) { return kTokenCount; }
};
struct ExplorationTokens {
  static constexpr std::string_view kWhat = "exploration token";
  static int count(const Context&) { return kExplorationTokenCount; }
};
struct AttackCards {
  static constexpr std::string_view kWhat = "Intruder Attack card";
  static int count(const Context&) { return kAttackCardCount; }
};
struct EventCards {
  static constexpr std::string_view kWhat = "Event card";
  static int count(const Context&) { return kEventCardCount; }
};

// Wrappers: hold a reference to the member, so one wrapper serves saving and loading.
template <class Domain, bool Optional = false>
struct Id {
  int& value;  // 0 .. count-1, or -1 when Optional
};
template <class Domain>
struct Ids {
  std::vector<int>& values;
};
// A number the engine indexes with but that is not an id of a table, within Lo..Hi.
template <int Lo, int Hi>
struct Bounded {
  int& value;
};
// One entry per id of the domain (rooms per room, doors per corridor, Noise markers per passage).
template <class Domain, class T>
struct PerIndex {
  std::vector<T>& values;
};
template <class Domain, class T>
PerIndex<Domain, T> perIndex(std::vector<T>& values) {
  return {values};
}
// The characters of a state (Character) or of a seat's view (CharacterView): at most kMaxCharacters, and how many
// there are bounds the character ids read after them.
template <class C>
struct CharacterListOf {
  std::vector<C>& values;
};
using CharacterList = CharacterListOf<Character>;
using CharacterViews = CharacterListOf<CharacterView>;
// The board is not stored in a snapshot (only its name and shape, in the header); the hash sees its shape.
struct BoardShape {
  std::shared_ptr<const Board>& board;
};
struct Generator {
  Pcg32& rng;
};
// A pile of cards; the text dump prints it compactly ("1 2 c3").
struct Cards {
  std::vector<Card>& cards;
};

// A struct with a field list, rather than a value an archive writes itself: archives open an object for it.
template <class T, class Archive>
concept FieldRecord = cereal::traits::has_non_member_serialize<T, Archive>::value ||
    cereal::traits::has_member_serialize<T, Archive>::value;

// The word for an enum value: the scenario format's word (scenario_names.hpp) where it has one. Empty for a
// value outside the enum, which is how loaders recognise one.
template <std::size_t N>
constexpr std::string_view wordAt(const std::array<std::string_view, N>& words, std::size_t i) {
  return i < N ? words[i] : std::string_view();
}
template <class E>
constexpr std::size_t index(E e) {
  return static_cast<std::size_t>(e);
}
inline constexpr std::array<std::string_view, 2> kCardKinds = {"action", "contamination"};
inline constexpr std::array<std::string_view, 7> kNoiseResults = {"", "1", "2", "3", "4", "silence", "danger"};

inline std::string_view enumWord(IntruderType e) {
  return wordAt(scenario_names::kIntruderTypes, index(e));
}
inline std::string_view enumWord(ExplorationEffect e) {
  return wordAt(scenario_names::kEffects, index(e));
}
inline std::string_view enumWord(AttackKind e) {
  return wordAt(scenario_names::kAttacks, index(e));
}
inline std::string_view enumWord(CharacterClass e) {
  return wordAt(scenario_names::kClasses, index(e));
}
inline std::string_view enumWord(DoorState e) {
  return wordAt(scenario_names::kDoors, index(e));
}
inline std::string_view enumWord(Phase e) {
  return wordAt(scenario_names::kPhases, index(e));
}
inline std::string_view enumWord(GameStatus e) {
  return wordAt(scenario_names::kStatuses, index(e));
}
inline std::string_view enumWord(LossReason e) {
  return wordAt(scenario_names::kLosses, index(e));
}
inline std::string_view enumWord(StepKind e) {
  return wordAt(scenario_names::kSteps, index(e));
}
inline std::string_view enumWord(DecisionKind e) {
  return wordAt(scenario_names::kDecisions, index(e));
}
inline std::string_view enumWord(CardKind e) {
  return wordAt(kCardKinds, index(e));
}
inline std::string_view enumWord(NoiseResult e) {
  return wordAt(kNoiseResults, index(e));
}
inline std::string_view enumWord(RoomTile e) {
  return index(e) < static_cast<std::size_t>(kRoomTileCount) ? tileInfo(e).name : std::string_view();
}
inline std::string_view enumWord(RuleId e) {
  return index(e) < static_cast<std::size_t>(kRuleCount) ? ruleText(e).name : std::string_view();
}

// The name people read: the component name where components.hpp has one ("Adult"), else the word.
template <class E>
std::string_view displayName(E e) {
  if constexpr (requires { nameOf(e); }) {
    return enumWord(e).empty() ? std::string_view() : nameOf(e);
  } else {
    return enumWord(e);
  }
}

}  // namespace nemesis::fields

// ---- the field lists ---------------------------------------------------------------------------------------
// NEMESIS_FIELDS(T, fields...) defines serialize(Archive&, T&) over the fields and recordName(const T*), the
// record's name (an event's or command's "kind" in the lab's JSON). Inside it the object is `v`.
#define NEMESIS_FIELDS(T, ...)                      \
  template <class Archive>                          \
  void serialize(Archive& a, T& v) {                \
    a(__VA_ARGS__);                                 \
  }                                                 \
  constexpr std::string_view recordName(const T*) { \
    return #T;                                      \
  }
#define F(m) ::cereal::make_nvp(#m, v.m)
#define ID(D, m) ::cereal::make_nvp(#m, ::nemesis::fields::Id<::nemesis::fields::D>{v.m})
#define OPT(D, m) ::cereal::make_nvp(#m, ::nemesis::fields::Id<::nemesis::fields::D, true>{v.m})
#define IDS(D, m) ::cereal::make_nvp(#m, ::nemesis::fields::Ids<::nemesis::fields::D>{v.m})
#define PER(D, m) ::cereal::make_nvp(#m, ::nemesis::fields::perIndex<::nemesis::fields::D>(v.m))
#define AS(W, m) ::cereal::make_nvp(#m, ::nemesis::fields::W{v.m})
#define IN(lo, hi, m) ::cereal::make_nvp(#m, ::nemesis::fields::Bounded<lo, hi>{v.m})

namespace nemesis {

// clang-format off
NEMESIS_FIELDS(Card, F(kind), F(number))
NEMESIS_FIELDS(Character, F(cls), ID(Rooms, room), F(alive), AS(Cards, hand), AS(Cards, deck), AS(Cards, discard),
               F(slime), F(larva), F(lightWounds), F(seriousWounds), F(passed), F(hibernated))
NEMESIS_FIELDS(Intruder, F(id), F(type), ID(Rooms, room), OPT(IntruderTokens, token), F(injuries))
NEMESIS_FIELDS(RoomState, F(tile), F(explored), OPT(ExplorationTokens, explorationToken), F(items), F(fire),
               F(malfunction), F(corpses))
NEMESIS_FIELDS(Step, F(kind), OPT(Characters, character), OPT(Rooms, room), F(a), F(b))
NEMESIS_FIELDS(Decision, F(kind), OPT(Characters, character), OPT(Rooms, room), F(options), IN(0, 4, optionCount))
NEMESIS_FIELDS(GameStats, F(encounters), F(noiseRolls))
NEMESIS_FIELDS(ForcedBagDraw, F(type), F(number))
NEMESIS_FIELDS(ForcedExploration, F(effect), F(items))
NEMESIS_FIELDS(ForcedOutcomes, F(noise), F(bag), F(exploration), F(attack), F(event))
NEMESIS_FIELDS(Chance, AS(Generator, rng), F(forced))
NEMESIS_FIELDS(GameState, AS(BoardShape, board), AS(CharacterList, characters), F(intruders), PER(Rooms, rooms),
               PER(Corridors, doors), PER(Passages, noise), IDS(IntruderTokens, bag), IDS(IntruderTokens, supply),
               IDS(IntruderTokens, setAside), IDS(IntruderTokens, removedTokens),
               IDS(ExplorationTokens, unusedExploration), IDS(ExplorationTokens, discardedExploration),
               IDS(AttackCards, attackDeck), IDS(AttackCards, attackDiscard), IDS(EventCards, eventDeck),
               IDS(EventCards, eventDiscard), F(chance), F(steps), F(pending), F(round), F(phase), F(status), F(loss),
               F(nextIntruderId), F(nextContamination), F(freePlay), ID(Characters, firstPlayer), ID(Characters, turn),
               F(actions), F(eggs), F(stats))

// A seat's view of the game (seat_view.hpp): what the server sends a seat instead of the state.
NEMESIS_FIELDS(CharacterView, F(cls), ID(Rooms, room), F(alive), F(slime), F(larva), F(lightWounds), F(seriousWounds),
               F(passed), F(hibernated), F(mine), F(handSize), F(deckSize), AS(Cards, hand), AS(Cards, discard))
NEMESIS_FIELDS(RoomView, F(explored), F(tile), F(faceDownToken), F(items), F(fire), F(malfunction), F(corpses))
NEMESIS_FIELDS(SeatView, AS(CharacterViews, characters), F(intruders), PER(Rooms, rooms), PER(Corridors, doors),
               PER(Passages, noise), F(bag), F(supply), IDS(IntruderTokens, setAside),
               IDS(IntruderTokens, removedTokens), F(unusedExploration), IDS(ExplorationTokens, discardedExploration),
               F(attackDeck), IDS(AttackCards, attackDiscard), F(eventDeck), IDS(EventCards, eventDiscard), F(forced),
               F(pending), F(round), F(phase), F(status), F(loss), F(nextIntruderId), F(nextContamination),
               F(freePlay), ID(Characters, firstPlayer), ID(Characters, turn), F(actions), F(eggs), F(stats))

// Commands.
NEMESIS_FIELDS(Payment, F(cards), IN(0, 2, count))
NEMESIS_FIELDS(Move, ID(Characters, character), ID(Rooms, room), F(pay))
NEMESIS_FIELDS(CarefulMove, ID(Characters, character), ID(Rooms, room), F(pay), F(corridorNumber))
NEMESIS_FIELDS(ChooseCorridor, ID(Characters, character), F(number))
NEMESIS_FIELDS(ForceOutcomes, F(add))
NEMESIS_FIELDS(Pass, ID(Characters, character))
NEMESIS_FIELDS(Hibernate, ID(Characters, character), F(pay))

// Events: past facts, only ever written (the lab's dumps), so every id may be none (-1).
NEMESIS_FIELDS(Event, F(rule), F(data))
// clang-format on

namespace ev {
// One line per event, in the order of EventData.
// clang-format off
NEMESIS_FIELDS(CardsPaid, OPT(Characters, character), F(pay))
NEMESIS_FIELDS(EscapeStarted, OPT(Characters, character), OPT(Rooms, room))
NEMESIS_FIELDS(CharacterMoved, OPT(Characters, character), OPT(Rooms, from), OPT(Rooms, to), OPT(Corridors, corridor), F(careful))
NEMESIS_FIELDS(RoomRevealed, OPT(Rooms, room), F(tile))
NEMESIS_FIELDS(ExplorationRevealed, OPT(Rooms, room), OPT(ExplorationTokens, token), F(effect), F(items), F(forced))
NEMESIS_FIELDS(ItemsSet, OPT(Rooms, room), F(items))
NEMESIS_FIELDS(ExplorationDiscarded, OPT(Rooms, room), OPT(ExplorationTokens, token))
NEMESIS_FIELDS(NoEffect, OPT(Characters, character), OPT(Rooms, room))
NEMESIS_FIELDS(NoiseRollSkipped, OPT(Characters, character), OPT(Rooms, room))
NEMESIS_FIELDS(ResultChanged, OPT(Characters, character), OPT(Rooms, room), F(from), F(to))
NEMESIS_FIELDS(NoiseRolled, OPT(Characters, character), OPT(Rooms, room), F(result), F(forced))
NEMESIS_FIELDS(NoiseMarkerPlaced, OPT(Passages, passage), OPT(Rooms, room))
NEMESIS_FIELDS(NoiseMarkerRemoved, OPT(Passages, passage), OPT(Rooms, room))
NEMESIS_FIELDS(IntruderMoved, F(intruder), F(type), OPT(Rooms, from), OPT(Rooms, to), OPT(Corridors, corridor))
NEMESIS_FIELDS(DoorDestroyed, OPT(Corridors, corridor), F(intruder))
NEMESIS_FIELDS(DoorClosed, OPT(Corridors, corridor))
NEMESIS_FIELDS(DoorTokenTaken, OPT(Corridors, fromCorridor), OPT(Corridors, toCorridor))
NEMESIS_FIELDS(SlimeGained, OPT(Characters, character))
NEMESIS_FIELDS(FirePlaced, OPT(Rooms, room))
NEMESIS_FIELDS(MalfunctionPlaced, OPT(Rooms, room))
NEMESIS_FIELDS(GameOver, F(reason))
NEMESIS_FIELDS(EncounterStarted, OPT(Characters, character), OPT(Rooms, room))
NEMESIS_FIELDS(TokenDrawn, OPT(IntruderTokens, token), F(type), F(number), F(forced), OPT(Rooms, room), OPT(Characters, character))
NEMESIS_FIELDS(TokenReturnedToBag, OPT(IntruderTokens, token))
NEMESIS_FIELDS(TokenAddedToBag, OPT(IntruderTokens, token), F(type))
NEMESIS_FIELDS(TokenSetAside, OPT(IntruderTokens, token))
NEMESIS_FIELDS(IntruderPlaced, F(intruder), F(type), OPT(Rooms, room), OPT(IntruderTokens, token))
NEMESIS_FIELDS(IntruderRemoved, F(intruder), F(type), OPT(Rooms, room))
NEMESIS_FIELDS(SurpriseCheck, F(intruder), OPT(Characters, character), F(handSize), F(tokenNumber), F(attack), OPT(Rooms, room))
NEMESIS_FIELDS(IntruderAttacks, F(intruder), F(type), OPT(Characters, character))
// The card's kind is "attack": "kind" names the event in the lab's JSON.
NEMESIS_FIELDS(AttackCardDrawn, OPT(AttackCards, card), ::cereal::make_nvp("attack", v.kind), F(hit), F(forced), F(intruder), OPT(Characters, character))
NEMESIS_FIELDS(AttackDeckReshuffled, F(cards))
NEMESIS_FIELDS(LarvaOnCharacter, OPT(Characters, character), F(intruder))
NEMESIS_FIELDS(ContaminationGained, OPT(Characters, character), F(card))
NEMESIS_FIELDS(WoundSuffered, OPT(Characters, character), F(serious), F(lightWounds), F(seriousWounds))
NEMESIS_FIELDS(CharacterDied, OPT(Characters, character), OPT(Rooms, room))
NEMESIS_FIELDS(DecisionRequested, F(decision))
NEMESIS_FIELDS(OutcomesForced, F(added))
NEMESIS_FIELDS(DeckReshuffled, OPT(Characters, character), F(cards))
NEMESIS_FIELDS(CardsDrawn, OPT(Characters, character), F(count))
NEMESIS_FIELDS(TurnStarted, OPT(Characters, character), F(round))
NEMESIS_FIELDS(Passed, OPT(Characters, character))
NEMESIS_FIELDS(FirstPlayerChanged, OPT(Characters, from), OPT(Characters, to))
NEMESIS_FIELDS(RoundStarted, F(round), OPT(Characters, firstPlayer))
NEMESIS_FIELDS(EventPhaseStarted, F(round))
NEMESIS_FIELDS(TimeAdvanced, F(round), F(roundsLeft))
NEMESIS_FIELDS(IntruderInjured, F(intruder), F(type), OPT(Rooms, room), F(injuries))
NEMESIS_FIELDS(EventCardDrawn, OPT(EventCards, card), F(forced))
NEMESIS_FIELDS(EventDeckReshuffled, F(cards))
NEMESIS_FIELDS(EventCardShuffledBack, OPT(EventCards, card))
NEMESIS_FIELDS(IntruderEnteredDucts, F(intruder), F(type), OPT(Rooms, from))
NEMESIS_FIELDS(EventCardNoEffect, OPT(EventCards, card))
NEMESIS_FIELDS(DoorOpened, OPT(Corridors, corridor))
NEMESIS_FIELDS(TokenRemovedFromGame, OPT(IntruderTokens, token))
NEMESIS_FIELDS(EggAdded, F(eggs))
NEMESIS_FIELDS(CharacterHibernated, OPT(Characters, character), OPT(Rooms, room))
NEMESIS_FIELDS(HibernationFailed, OPT(Characters, character), OPT(Rooms, room))
NEMESIS_FIELDS(GameWon, F(survivors))
NEMESIS_FIELDS(NoiseRollsCalled, F(count))
NEMESIS_FIELDS(EventCardDiscarded, OPT(EventCards, card))
// clang-format on
}  // namespace ev

// The undo history (snapshot.hpp): its checkpoints are a cache, rebuilt when needed, so they are not listed.
template <class Archive>
void History::serialize(Archive& a) {
  a(::cereal::make_nvp("initial", initial_), ::cereal::make_nvp("done", done_),
    ::cereal::make_nvp("revealed", revealed_), ::cereal::make_nvp("current", current_),
    ::cereal::make_nvp("undone", undone_), ::cereal::make_nvp("sandbox", sandbox_));
}

}  // namespace nemesis

#undef F
#undef ID
#undef OPT
#undef IDS
#undef PER
#undef AS
#undef IN
#undef NEMESIS_FIELDS
