// The rounds on the board: the scene's round, time track, First Player and passed marks (folded from events
// only, checked against sceneOf over random games by rounds with forced Event cards), and the animations of
// the Event phase (kinds, durations, banner and card texts, batches of simultaneous moves).
#include <array>
#include <sstream>
#include <variant>

#include "render/nemesis/animation.hpp"
#include "rounds_support.hpp"
#include "view_play.hpp"

using namespace test;
using namespace nemesis::view;
using viewtest::requireFolds;

namespace {

template <typename E>
std::size_t kindOf() {
  return EventData(E{}).index();
}

Scene twoCharacters() {
  Scene s;
  s.rooms.resize(4);
  s.doors.assign(3, DoorState::Closed);
  s.noise.assign(4, 0);
  s.characters = {SceneCharacter{CharacterClass::Captain, 0}, SceneCharacter{CharacterClass::Scout, 0}};
  s.intruders = {SceneIntruder{1, IntruderType::Adult, 1}, SceneIntruder{2, IntruderType::Creeper, 2}};
  s.timed = true;
  return s;
}

}  // namespace

TEST_CASE("rounds scene: sceneOf copies the round, the time track, the First Player and who passed") {
  GameState s = roundsGame(3, 4);
  s.round = 7;
  s.firstPlayer = 2;
  s.character(1).passed = true;
  const Scene scene = sceneOf(s);
  CHECK(scene.round == 7);
  CHECK(scene.timed);
  CHECK(scene.firstPlayer == 2);
  CHECK_FALSE(scene.characters[0].passed);
  CHECK(scene.characters[1].passed);
  CHECK_FALSE(sceneOf(game(3, 4)).timed);  // free play has no time track
}

TEST_CASE("rounds fold: Passed marks the Character, a new round clears the marks and names the First Player") {
  Scene scene = twoCharacters();
  fold(scene, Event{RuleId::PlayerTurns, ev::Passed{1}});
  CHECK(scene.characters[1].passed);
  CHECK_FALSE(scene.characters[0].passed);
  fold(scene, Event{RuleId::PlayerTurns, ev::Passed{0}});
  fold(scene, Event{RuleId::FirstPlayerPasses, ev::FirstPlayerChanged{0, 1}});
  CHECK(scene.firstPlayer == 1);
  CHECK(scene.characters[0].passed);  // the marks stay until the round starts
  fold(scene, Event{RuleId::PlayerTurns, ev::RoundStarted{2, 1}});
  CHECK(scene.round == 2);
  CHECK(scene.firstPlayer == 1);
  CHECK_FALSE(scene.characters[0].passed);
  CHECK_FALSE(scene.characters[1].passed);
  // Events that only inform leave the board alone.
  const Scene before = scene;
  fold(scene, Event{RuleId::PlayerTurns, ev::TurnStarted{1, 2}});
  fold(scene, Event{RuleId::EventPhase, ev::EventPhaseStarted{2}});
  fold(scene, Event{RuleId::EventPhase, ev::TimeAdvanced{2, 13}});
  fold(scene, Event{RuleId::EventCardMovement, ev::EventCardDrawn{4, false}});
  CHECK(scene == before);
}

TEST_CASE("rounds fold: the last pass plays a whole Event phase and the scene follows it to the next round") {
  GameState s = roundsGame(2, 6);
  quietEventPhase(s);
  const GameState start = s;
  const EventLog log = passAll(s);
  REQUIRE(s.round == 2);
  REQUIRE(countOf<ev::EventCardDrawn>(log) == 1);
  Scene scene = sceneOf(start);
  bool sawPassed = false;
  for (const Event& e : log) {
    fold(scene, e);
    // Between the last pass and the new round both Characters are marked.
    if (std::holds_alternative<ev::EventPhaseStarted>(e.data)) {
      sawPassed = true;
      CHECK(scene.characters[0].passed);
      CHECK(scene.characters[1].passed);
      CHECK(scene.round == 1);
    }
  }
  CHECK(sawPassed);
  CHECK(scene == sceneOf(s));
  CHECK(scene.round == 2);
  CHECK(scene.firstPlayer == 1);  // the token passed left
}

TEST_CASE("rounds fold: over random games by rounds with forced Event cards, folding every command gives sceneOf") {
  constexpr std::size_t kKinds = std::variant_size_v<EventData>;
  std::array<int, kKinds> kinds{};
  int steps = 0;
  auto check = [&](const GameState& before, const EventLog& log, const GameState& after, const Moments&) {
    ++steps;
    REQUIRE_FALSE(after.freePlay);
    for (const Event& e : log) kinds[e.data.index()]++;
    requireFolds(before, log, after);
  };
  for (const auto& board : {basicBoard(), trainingBoard()}) {
    for (int players = 1; players <= 5; ++players) {
      for (std::uint64_t seed : {11ULL, 12ULL}) {
        CAPTURE(players);
        CAPTURE(seed);
        viewtest::randomRounds(board, players, seed * 10 + static_cast<std::uint64_t>(players), 300, check);
      }
    }
  }
  MESSAGE("steps folded " << steps);
  CHECK(steps == 2 * 5 * 2 * 300);
  for (std::size_t kind :
       {kindOf<ev::TurnStarted>(), kindOf<ev::Passed>(), kindOf<ev::FirstPlayerChanged>(), kindOf<ev::RoundStarted>(),
        kindOf<ev::EventPhaseStarted>(), kindOf<ev::TimeAdvanced>(), kindOf<ev::EventCardDrawn>(),
        kindOf<ev::IntruderEnteredDucts>(), kindOf<ev::IntruderInjured>(), kindOf<ev::DoorOpened>(),
        kindOf<ev::EggAdded>(), kindOf<ev::CharacterHibernated>(), kindOf<ev::GameWon>(), kindOf<ev::IntruderMoved>(),
        kindOf<ev::IntruderRemoved>(), kindOf<ev::TokenDrawn>()}) {
    CAPTURE(kind);
    CHECK(kinds[kind] > 0);
  }
}

TEST_CASE("rounds animation: kinds and durations of the Event phase and turn events") {
  struct Case {
    Event event;
    AnimKind kind;
  };
  const std::array cases{
      Case{Event{RuleId::PlayerTurns, ev::RoundStarted{4, 1}}, AnimKind::Banner},
      Case{Event{RuleId::EventPhase, ev::EventPhaseStarted{3}}, AnimKind::Banner},
      Case{Event{RuleId::EventPhase, ev::TimeAdvanced{4, 11}}, AnimKind::Banner},
      Case{Event{RuleId::BagQueen, ev::EggAdded{1}}, AnimKind::Banner},
      Case{Event{RuleId::Hibernate, ev::CharacterHibernated{0, 3}}, AnimKind::Banner},
      Case{Event{RuleId::Hibernate, ev::HibernationFailed{0, 3}}, AnimKind::Banner},
      Case{Event{RuleId::GameWon, ev::GameWon{2}}, AnimKind::Banner},
      Case{Event{RuleId::AllDead, ev::GameOver{LossReason::AllDead}}, AnimKind::Banner},
      Case{Event{RuleId::PlayerTurns, ev::TurnStarted{1, 4}}, AnimKind::TurnBanner},
      Case{Event{RuleId::EventCardMovement, ev::EventCardDrawn{4, true}}, AnimKind::EventCard},
      Case{Event{RuleId::FireDamage, ev::IntruderInjured{1, IntruderType::Adult, 2, 1}}, AnimKind::Injury},
      Case{Event{RuleId::IntruderIntoTechnicalCorridors, ev::IntruderEnteredDucts{1, IntruderType::Adult, 2}},
           AnimKind::DuctsEnter},
      Case{Event{RuleId::EventBulkheadsOpen, ev::DoorOpened{0}}, AnimKind::DoorOpen},
      // Purely informational: no animation.
      Case{Event{RuleId::PlayerTurns, ev::Passed{0}}, AnimKind::Instant},
      Case{Event{RuleId::FirstPlayerPasses, ev::FirstPlayerChanged{0, 1}}, AnimKind::Instant},
      Case{Event{RuleId::HandRefill, ev::CardsDrawn{0, 2}}, AnimKind::Instant},
      Case{Event{RuleId::EventDeckReshuffle, ev::EventDeckReshuffled{12}}, AnimKind::Instant},
      Case{Event{RuleId::EventCardMovement, ev::EventCardNoEffect{3}}, AnimKind::Instant},
      Case{Event{RuleId::BagAdultOrBreeder, ev::NoiseRollsCalled{2}}, AnimKind::Instant},
  };
  for (const Case& c : cases) {
    CAPTURE(describe(roundsGame(2), c.event));
    CHECK(animKindOf(c.event) == c.kind);
    if (c.kind != AnimKind::Instant) CHECK(baseDuration(c.kind) > 0.0f);
  }
  // The card takes time to read; the turn banner is a short cue, shorter than the other banners.
  CHECK(baseDuration(AnimKind::EventCard) >= 2.0f);
  CHECK(baseDuration(AnimKind::TurnBanner) < baseDuration(AnimKind::Banner));
  CHECK(baseDuration(AnimKind::TurnBanner) <= 0.8f);
}

TEST_CASE("rounds animation: banner lines name the round, the First Player, whose turn it is and why the game ended") {
  const Scene scene = twoCharacters();
  CHECK(bannerText(Event{RuleId::PlayerTurns, ev::RoundStarted{4, 1}}, scene) == "Round 4 \u2014 First Player: Scout");
  CHECK(bannerText(Event{RuleId::EventPhase, ev::EventPhaseStarted{3}}, scene) == "Round 3: Event phase");
  CHECK(bannerText(Event{RuleId::EventPhase, ev::TimeAdvanced{4, 11}}, scene) == "Time track: 11 rounds left");
  CHECK(bannerText(Event{RuleId::EventPhase, ev::TimeAdvanced{14, 1}}, scene) == "Time track: 1 round left");
  CHECK(bannerText(Event{RuleId::EventPhase, ev::TimeAdvanced{15, 0}}, scene) == "Time has run out");
  CHECK(bannerText(Event{RuleId::PlayerTurns, ev::TurnStarted{1, 4}}, scene) == "Scout's turn");
  CHECK(bannerText(Event{RuleId::PlayerTurns, ev::TurnStarted{0, 4}}, scene) == "Captain's turn");
  CHECK(bannerText(Event{RuleId::Hibernate, ev::CharacterHibernated{1, 3}}, scene) == "Scout hibernates");
  CHECK(
      bannerText(Event{RuleId::Hibernate, ev::HibernationFailed{0, 3}}, scene).starts_with("Captain cannot hibernate"));
  CHECK(bannerText(Event{RuleId::BagQueen, ev::EggAdded{2}}, scene).find("2 Eggs") != std::string::npos);
  CHECK(bannerText(Event{RuleId::GameWon, ev::GameWon{2}}, scene) == "The crew survives");
  CHECK(bannerText(Event{RuleId::AllDead, ev::GameOver{LossReason::AllDead}}, scene) ==
        "Game over: every Character is dead");
  CHECK(bannerText(Event{RuleId::AllDead, ev::GameOver{LossReason::ShipExploded}}, scene) ==
        "Game over: the ship explodes");
  CHECK(bannerText(Event{RuleId::AllDead, ev::GameOver{LossReason::HullBreached}}, scene) ==
        "Game over: the hull breaks");
  CHECK(bannerText(Event{RuleId::PlayerTurns, ev::Passed{0}}, scene).empty());
  // A character index outside the scene (a mismatch elsewhere) still gives a line, not a crash.
  CHECK(bannerText(Event{RuleId::PlayerTurns, ev::TurnStarted{7, 4}}, scene) == "A Character's turn");
}

TEST_CASE("rounds animation: the Event card text comes from the card table") {
  const EventCardText lurking = eventCardText(ev::EventCardDrawn{4, false});  // #5 Lurking
  CHECK(lurking.title == "#5 Lurking");
  CHECK(lurking.movement == "Intruders move through corridor number 4");
  CHECK(lurking.movers == "Moves: " + eventCardMovers(4));
  CHECK(lurking.movers == "Moves: Creeper, Adult");
  CHECK(lurking.effect == eventEffectText(EventEffect::Lurking));
  CHECK_FALSE(lurking.forced);
  const EventCardText bulkheads = eventCardText(ev::EventCardDrawn{14, true});
  CHECK(bulkheads.title == "#15 Bulkheads Open");
  CHECK(bulkheads.movement == "Intruders move through corridor number 1");
  CHECK(bulkheads.forced);
  CHECK(eventCardText(ev::EventCardDrawn{99, false}).title == "Event card");
}

TEST_CASE("rounds animation: an Event card's moves into rooms and into the Technical Corridors play as one batch") {
  Scene shown = twoCharacters();
  AnimationQueue q;
  // As event_cards.cpp emits them: an entry into the ducts with its removal, then a move into a hidden room.
  const EventLog log{
      Event{RuleId::EventCardMovement, ev::EventCardDrawn{4, false}},
      Event{RuleId::IntruderIntoTechnicalCorridors, ev::IntruderEnteredDucts{2, IntruderType::Creeper, 2}},
      Event{RuleId::IntruderIntoTechnicalCorridors, ev::IntruderRemoved{2, IntruderType::Creeper, 2}},
      Event{RuleId::EventCardMovement, ev::IntruderMoved{1, IntruderType::Adult, 1, 0, 0}},
      Event{RuleId::UnexploredStaysHidden, ev::NoEffect{-1, 0}},
      Event{RuleId::EventBulkheadsOpen, ev::DoorOpened{0}},
      Event{RuleId::EventBulkheadsOpen, ev::DoorOpened{2}},
      Event{RuleId::PlayerTurns, ev::RoundStarted{2, 1}},
  };
  q.push(log, shown);
  REQUIRE(q.active().size() == 1);
  CHECK(q.active()[0].kind == AnimKind::EventCard);
  q.update(baseDuration(AnimKind::EventCard), shown);
  // The ducts entry and the slide play together; the removal between them waits for the batch to end.
  REQUIRE(q.active().size() == 3);
  CHECK(q.active()[0].kind == AnimKind::DuctsEnter);
  CHECK(q.active()[1].kind == AnimKind::Instant);
  CHECK(q.active()[2].kind == AnimKind::IntruderSlide);
  CHECK(shown.intruders.size() == 2);
  q.update(0.01f, shown);
  CHECK(q.active()[2].elapsed > 0.0f);  // the slide advances with the entry, not after it
  q.update(baseDuration(AnimKind::DuctsEnter) - 0.02f, shown);
  CHECK(shown.intruders.size() == 2);  // still drawn going down the hatch
  q.update(0.02f, shown);
  REQUIRE(shown.intruders.size() == 1);
  CHECK(shown.intruders[0].room == 0);
  // Both doors open together.
  REQUIRE(q.active().size() == 2);
  CHECK(q.active()[0].kind == AnimKind::DoorOpen);
  CHECK(q.active()[1].kind == AnimKind::DoorOpen);
  CHECK(shown.doors[0] == DoorState::Closed);
  q.update(baseDuration(AnimKind::DoorOpen), shown);
  CHECK(shown.doors[0] == DoorState::Open);
  CHECK(shown.doors[2] == DoorState::Open);
  REQUIRE(q.active().size() == 1);
  CHECK(q.active()[0].kind == AnimKind::Banner);
  q.update(baseDuration(AnimKind::Banner), shown);
  CHECK(q.idle());
  CHECK(shown.round == 2);
}
