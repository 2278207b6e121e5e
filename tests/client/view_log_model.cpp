// Log entries: the engine's sentence and citation, the room and passage each event points at (for hover
// highlighting), and which entries stand out, checked per event family and on real command logs.
#include <variant>

#include "ui/nemesis/log_model.hpp"
#include "view_play.hpp"

using namespace test;
using namespace nemesis::ui;

namespace {

Event make(RuleId rule, EventData data) {
  return Event{rule, std::move(data)};
}

}  // namespace

TEST_CASE("log: an entry carries the text, the citation, the command and the rule") {
  GameState s = game();
  setRoom(s, 6, RoomTile::Canteen, true);
  const Event e = make(RuleId::Neighbouring, ev::CharacterMoved{0, room(s, 11), room(s, 6), corridor(s, 11, 6), false});
  const LogEntry entry = makeLogEntry(s, e, 7);
  CHECK(entry.command == 7);
  CHECK(entry.rule == RuleId::Neighbouring);
  CHECK(entry.text == describe(s, e));
  CHECK(entry.text.find("Canteen") != std::string::npos);
  CHECK(entry.citation == citation(RuleId::Neighbouring));
  CHECK(entry.citation.find("seed 002") != std::string::npos);
  CHECK(entry.room == room(s, 6));
  CHECK(entry.passage == corridor(s, 11, 6));
  CHECK_FALSE(entry.important);
}

TEST_CASE("log: movement and exploration point at the room entered and the corridor used") {
  const Event moved = make(RuleId::CarefulMovement, ev::CharacterMoved{1, 3, 4, 9, true});
  CHECK(roomOf(moved) == 4);
  CHECK(passageOf(moved) == 9);
  CHECK(roomOf(make(RuleId::Escape, ev::EscapeStarted{0, 5})) == 5);
  CHECK(roomOf(make(RuleId::RevealRoom, ev::RoomRevealed{6, RoomTile::Armory})) == 6);
  CHECK(roomOf(make(RuleId::RevealRoom, ev::ExplorationRevealed{6, 2, ExplorationEffect::Fire, 2, false})) == 6);
  CHECK(roomOf(make(RuleId::SetItems, ev::ItemsSet{6, 2})) == 6);
  CHECK(roomOf(make(RuleId::ExplorationRemoved, ev::ExplorationDiscarded{6, 2})) == 6);
  CHECK(roomOf(make(RuleId::ExplorationFire, ev::FirePlaced{8})) == 8);
  CHECK(roomOf(make(RuleId::ExplorationMalfunction, ev::MalfunctionPlaced{8})) == 8);
  CHECK(passageOf(make(RuleId::RevealRoom, ev::RoomRevealed{6, RoomTile::Armory})) == kNoPassage);
  CHECK(roomOf(make(RuleId::MovementCost, ev::CardsPaid{0, Payment::of({1})})) == -1);
  CHECK(passageOf(make(RuleId::MovementCost, ev::CardsPaid{0, Payment::of({1})})) == kNoPassage);
}

TEST_CASE("log: noise points at the room rolled in and the passage marked") {
  CHECK(roomOf(make(RuleId::NoiseDie, ev::NoiseRolled{0, 3, NoiseResult::Two, false})) == 3);
  const Event placed = make(RuleId::NoiseNumber, ev::NoiseMarkerPlaced{12, 3});
  CHECK(roomOf(placed) == 3);
  CHECK(passageOf(placed) == 12);
  const Event removed = make(RuleId::EncounterDiscardMarkers, ev::NoiseMarkerRemoved{4, 3});
  CHECK(roomOf(removed) == 3);
  CHECK(passageOf(removed) == 4);
  CHECK(roomOf(make(RuleId::Silence, ev::NoEffect{0, 3})) == 3);
  CHECK(roomOf(make(RuleId::NoNoiseRollOccupied, ev::NoiseRollSkipped{0, 3})) == 3);
  CHECK(roomOf(make(RuleId::SlimeTurnsSilence, ev::ResultChanged{0, 3, NoiseResult::Silence, NoiseResult::Danger})) ==
        3);
  Decision d;
  d.kind = DecisionKind::CarefulCorridor;
  d.room = 5;
  CHECK(roomOf(make(RuleId::CarefulMovement, ev::DecisionRequested{d})) == 5);
}

TEST_CASE("log: Intruders and doors point at their room and corridor") {
  const Event moved = make(RuleId::DangerPullsIntruders, ev::IntruderMoved{2, IntruderType::Adult, 7, 6, 11});
  CHECK(roomOf(moved) == 6);
  CHECK(passageOf(moved) == 11);
  const Event destroyed = make(RuleId::DangerClosedDoor, ev::DoorDestroyed{11, 2});
  CHECK(roomOf(destroyed) == -1);
  CHECK(passageOf(destroyed) == 11);
  CHECK(passageOf(make(RuleId::ExplorationDoor, ev::DoorClosed{5})) == 5);
  CHECK(passageOf(make(RuleId::DoorFromBoardChoice, ev::DoorTokenTaken{2, 5})) == 5);
  CHECK(roomOf(make(RuleId::EncounterPlace, ev::IntruderPlaced{3, IntruderType::Larva, 9, 4})) == 9);
  CHECK(roomOf(make(RuleId::AdultsRetreat, ev::IntruderRemoved{3, IntruderType::Adult, 9})) == 9);
  CHECK(roomOf(make(RuleId::OneMarkerPerCorridor, ev::EncounterStarted{0, 9})) == 9);
  CHECK(roomOf(make(RuleId::Death, ev::CharacterDied{0, 4})) == 4);
  CHECK(roomOf(make(RuleId::EncounterDraw, ev::TokenDrawn{3, IntruderType::Adult, 2, false})) == -1);
}

TEST_CASE("log: Danger, Encounters, attacks, wounds, deaths and the end of the game stand out") {
  auto important = [](RuleId rule, EventData data) {
    return makeLogEntry(game(), make(rule, std::move(data)), 1).important;
  };
  CHECK(important(RuleId::NoiseDie, ev::NoiseRolled{0, 3, NoiseResult::Danger, false}));
  CHECK_FALSE(important(RuleId::NoiseDie, ev::NoiseRolled{0, 3, NoiseResult::Two, false}));
  CHECK_FALSE(important(RuleId::NoiseDie, ev::NoiseRolled{0, 3, NoiseResult::Silence, false}));
  CHECK(important(RuleId::SlimeTurnsSilence, ev::ResultChanged{0, 3, NoiseResult::Silence, NoiseResult::Danger}));
  CHECK(important(RuleId::RevealRoom, ev::ExplorationRevealed{3, 0, ExplorationEffect::Danger, 1, false}));
  CHECK_FALSE(important(RuleId::RevealRoom, ev::ExplorationRevealed{3, 0, ExplorationEffect::Fire, 1, false}));
  CHECK(important(RuleId::DangerPullsIntruders, ev::IntruderMoved{2, IntruderType::Adult, 7, 6, 11}));
  CHECK(important(RuleId::DangerClosedDoor, ev::DoorDestroyed{11, 2}));
  CHECK(important(RuleId::OneMarkerPerCorridor, ev::EncounterStarted{0, 9}));
  CHECK(important(RuleId::EncounterDraw, ev::TokenDrawn{3, IntruderType::Adult, 2, false}));
  CHECK(important(RuleId::EncounterPlace, ev::IntruderPlaced{3, IntruderType::Larva, 9, 4}));
  CHECK(important(RuleId::SurpriseAttack, ev::SurpriseCheck{3, 0, 2, 4, true}));
  CHECK_FALSE(important(RuleId::NoSurpriseAttack, ev::SurpriseCheck{3, 0, 4, 2, false}));
  CHECK(important(RuleId::EscapeAttacks, ev::IntruderAttacks{3, IntruderType::Adult, 0}));
  CHECK(important(RuleId::AttackCardDraw, ev::AttackCardDrawn{0, AttackKind::Bite, true, false}));
  CHECK(important(RuleId::LarvaAttack, ev::LarvaOnCharacter{0, 3}));
  CHECK(important(RuleId::AttackCardEffect, ev::WoundSuffered{0, true, 0, 1}));
  CHECK(important(RuleId::Death, ev::CharacterDied{0, 4}));
  CHECK(important(RuleId::AllDead, ev::GameOver{LossReason::AllDead}));
  CHECK_FALSE(important(RuleId::MovementCost, ev::CardsPaid{0, Payment::of({1})}));
  CHECK_FALSE(important(RuleId::NoiseNumber, ev::NoiseMarkerPlaced{12, 3}));
  CHECK_FALSE(important(RuleId::HandRefill, ev::CardsDrawn{0, 2}));
}

TEST_CASE("log: entries of a real Danger result point where the events happened") {
  GameState s = game();
  setRoom(s, 6, RoomTile::Canteen, true);
  setRoom(s, 7, RoomTile::Cabins, true);
  putCharacter(s, 0, 6);
  addIntruder(s, IntruderType::Adult, 7);
  forceNoise(s, {NoiseResult::Danger});
  EventLog log;
  resolveNoiseRoll(s, 0, log);
  std::vector<LogEntry> entries;
  for (const Event& e : log) entries.push_back(makeLogEntry(s, e, 3));
  REQUIRE(entries.size() == log.size());
  const int moved = indexOf<ev::IntruderMoved>(log);
  REQUIRE(moved >= 0);
  const LogEntry& m = entries[static_cast<std::size_t>(moved)];
  CHECK(m.room == room(s, 6));
  CHECK(m.passage == corridor(s, 6, 7));
  CHECK(m.important);
  CHECK(m.command == 3);
  CHECK(m.rule == RuleId::DangerPullsIntruders);
  CHECK_FALSE(m.text.empty());
  CHECK(m.citation == citation(RuleId::DangerPullsIntruders));
  const LogEntry& roll = entries[static_cast<std::size_t>(indexOf<ev::NoiseRolled>(log))];
  CHECK(roll.important);
  CHECK(roll.room == room(s, 6));
}

TEST_CASE("log: every event of random play gets an entry with a text, a citation and a place on the board") {
  int checked = 0;
  int withRoom = 0;
  int withPassage = 0;
  viewtest::randomPlay(basicBoard(), 3, 21, 400,
                       [&](const GameState&, const EventLog& events, const GameState& after, const Moments&) {
                         for (const Event& e : events) {
                           const LogEntry entry = makeLogEntry(after, e, 1);
                           CHECK_FALSE(entry.text.empty());
                           CHECK_FALSE(entry.citation.empty());
                           CHECK(entry.room >= -1);
                           CHECK(entry.room < after.topo().roomCount());
                           CHECK(entry.passage >= kNoPassage);
                           CHECK(entry.passage <= after.topo().techSpace());
                           ++checked;
                           withRoom += entry.room >= 0 ? 1 : 0;
                           withPassage += entry.passage != kNoPassage ? 1 : 0;
                         }
                       });
  CHECK(checked > 1000);
  CHECK(withRoom > checked / 4);
  CHECK(withPassage > 0);
}

namespace {

// The entries of a move played from `s`, with the odds it had there quoted.
std::vector<LogEntry> entriesWithOdds(GameState& s, const Command& cmd) {
  const MoveOdds before = oddsOf(s, cmd);
  const EventLog events = play(s, cmd);
  std::vector<LogEntry> entries;
  for (const Event& e : events) entries.push_back(makeLogEntry(s, e, 1));
  addMoveOdds(entries, events, before);
  return entries;
}

bool anySays(const std::vector<LogEntry>& entries, const std::string& part) {
  for (const LogEntry& e : entries) {
    if (e.text.find(part) != std::string::npos) return true;
  }
  return false;
}

}  // namespace

// RULE: Place a Noise marker in the Corridor corresponding to the number rolled. If that Corridor already has a Noise marker, an Encounter occurs instead.
TEST_CASE("log: a move's Noise roll and Encounter quote the odds they had before the move, and what did not come") {
  GameState s = game(1, 7);
  setRoom(s, 15, RoomTile::Cabins, true);
  mark(s, exitOf(s, 15, 1));
  SUBCASE("the die shows the marked corridor: an Encounter, at 2 faces of 10") {
    forceNoise(s, {NoiseResult::One});
    const std::vector<LogEntry> entries = entriesWithOdds(s, move(s, 0, 15));
    CHECK(anySays(entries, "(Noise roll 100% \u2013 it happened; Danger 10%)"));
    CHECK(anySays(entries, "(Encounter 20% \u2013 it happened)"));
    CHECK_FALSE(anySays(entries, "did not happen"));
  }
  SUBCASE("the die shows a free corridor: the move's entry says the 20 % Encounter did not happen") {
    forceNoise(s, {NoiseResult::Two});
    const std::vector<LogEntry> entries = entriesWithOdds(s, move(s, 0, 15));
    CHECK(anySays(entries, "(Noise roll 100% \u2013 it happened; Danger 10%)"));
    CHECK(anySays(entries, "(Encounter 20% \u2013 it did not happen)"));
    CHECK_FALSE(anySays(entries, "Encounter 20% \u2013 it happened"));
  }
  SUBCASE("odds below kNotableOdds that did not come are not mentioned") {
    GameState calm = game(1, 7);
    setRoom(calm, 15, RoomTile::Cabins, true);  // no marker: P(Encounter) = 0
    forceNoise(calm, {NoiseResult::Two});
    const std::vector<LogEntry> entries = entriesWithOdds(calm, move(calm, 0, 15));
    CHECK_FALSE(anySays(entries, "Encounter 0%"));
    CHECK(anySays(entries, "(Noise roll 100% \u2013 it happened; Danger 10%)"));
  }
}
