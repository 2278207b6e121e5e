// The scene the board shows: folding a command's events into the scene of the state before it gives exactly
// the scene of the state after it (docs/design.md §2: the viewer never diffs states), over random play and in
// the positions where Danger, Encounters, attacks and deaths happen.
#include <array>
#include <sstream>
#include <variant>

#include "engine/nemesis/scenario.hpp"
#include "view_play.hpp"

using namespace test;
using namespace nemesis::view;
using viewtest::folded;
using viewtest::requireFolds;
using viewtest::sceneDiff;

namespace {

template <typename E>
std::size_t kindOf() {
  return EventData(E{}).index();
}

// Plays a command that must be legal, checks the fold, returns its events.
EventLog playFolded(GameState& s, const Command& cmd) {
  const GameState before = s;
  EventLog log = play(s, cmd);
  requireFolds(before, log, s);
  return log;
}

EventLog rollFolded(GameState& s, int character) {
  const GameState before = s;
  EventLog log;
  resolveNoiseRoll(s, character, log);
  requireFolds(before, log, s);
  return log;
}

}  // namespace

TEST_CASE("scene: sceneOf copies what the board shows from the state") {
  GameState s = game(3, 9);
  addIntruder(s, IntruderType::Creeper, 6);
  s.room(room(s, 6)).corpses = 2;
  s.room(room(s, 7)).fire = true;
  s.character(1).seriousWounds = 2;
  s.character(2).slime = true;
  mark(s, exitOf(s, 11, 1));
  setDoor(s, corridor(s, 6, 7), DoorState::Closed);
  const Scene scene = sceneOf(s);
  REQUIRE(scene.rooms.size() == s.rooms.size());
  REQUIRE(scene.characters.size() == 3);
  REQUIRE(scene.intruders.size() == 1);
  CHECK(scene.intruders[0].type == IntruderType::Creeper);
  CHECK(scene.intruders[0].room == room(s, 6));
  CHECK(scene.rooms[static_cast<std::size_t>(room(s, 6))].corpses == 2);
  CHECK(scene.rooms[static_cast<std::size_t>(room(s, 7))].fire);
  CHECK(scene.characters[1].seriousWounds == 2);
  CHECK(scene.characters[2].slime);
  CHECK(scene.noise[static_cast<std::size_t>(exitOf(s, 11, 1))] == 1);
  CHECK(scene.doors[static_cast<std::size_t>(corridor(s, 6, 7))] == DoorState::Closed);
  for (std::size_t i = 0; i < s.rooms.size(); ++i) {
    CHECK(scene.rooms[i].explorationToken == s.rooms[i].explorationToken);
    CHECK(scene.rooms[i].explored == s.rooms[i].explored);
  }
}

TEST_CASE("scene: folding every command's events over random legal play gives the scene of the state after it") {
  constexpr std::size_t kKinds = std::variant_size_v<EventData>;
  std::array<int, kKinds> kinds{};
  int steps = 0;
  int swaps = 0;  // forced exploration tokens swapped in from another room
  int timed = 0;  // steps of games played by rounds (randomPlay's games are; the rounds events need them)
  auto check = [&](const GameState& before, const EventLog& log, const GameState& after, const Moments&) {
    ++steps;
    timed += after.freePlay ? 0 : 1;
    for (const Event& e : log) {
      kinds[e.data.index()]++;
      if (const auto* x = std::get_if<ev::ExplorationRevealed>(&e.data)) {
        swaps += before.room(x->room).explorationToken != x->token ? 1 : 0;
      }
    }
    requireFolds(before, log, after);
  };
  for (const auto& board : {basicBoard(), trainingBoard()}) {
    for (int players = 1; players <= 5; ++players) {
      for (std::uint64_t seed : {3ULL, 4ULL}) {
        CAPTURE(players);
        CAPTURE(seed);
        viewtest::randomPlay(board, players, seed * 10 + static_cast<std::uint64_t>(players), 220, check);
      }
    }
  }
  MESSAGE("steps folded " << steps << ", forced token swaps " << swaps);
  CHECK(steps >= 4400);
  CHECK(swaps > 0);
  CHECK(timed == steps);
  // The play reached every event that changes the board (but the rare retreat and Door token taken from
  // the board, which have their own cases below).
  for (std::size_t kind :
       {kindOf<ev::CharacterMoved>(), kindOf<ev::RoomRevealed>(), kindOf<ev::ExplorationRevealed>(),
        kindOf<ev::ItemsSet>(), kindOf<ev::ExplorationDiscarded>(), kindOf<ev::NoiseMarkerPlaced>(),
        kindOf<ev::NoiseMarkerRemoved>(), kindOf<ev::IntruderMoved>(), kindOf<ev::DoorDestroyed>(),
        kindOf<ev::DoorClosed>(), kindOf<ev::SlimeGained>(), kindOf<ev::FirePlaced>(), kindOf<ev::MalfunctionPlaced>(),
        kindOf<ev::IntruderPlaced>(), kindOf<ev::LarvaOnCharacter>(), kindOf<ev::WoundSuffered>(),
        kindOf<ev::CharacterDied>(), kindOf<ev::GameOver>(),
        // Rounds: turns, passing, the Event phase and its card, hibernating (the start room is the
        // Hibernatorium).
        kindOf<ev::TurnStarted>(), kindOf<ev::Passed>(), kindOf<ev::FirstPlayerChanged>(), kindOf<ev::RoundStarted>(),
        kindOf<ev::EventPhaseStarted>(), kindOf<ev::TimeAdvanced>(), kindOf<ev::EventCardDrawn>(),
        kindOf<ev::CharacterHibernated>()}) {
    CAPTURE(kind);
    CHECK(kinds[kind] > 0);
  }
}

TEST_CASE("fold: Danger pulls Intruders in, or breaks a Closed Door and leaves them where they were") {
  GameState s = game();
  setRoom(s, 6, RoomTile::Canteen, true);
  setRoom(s, 7, RoomTile::Cabins, true);
  putCharacter(s, 0, 6);
  const int c6to7 = corridor(s, 6, 7);

  SUBCASE("a Closed Door: destroyed once, both Adults stay") {
    setDoor(s, c6to7, DoorState::Closed);
    const int a = addIntruder(s, IntruderType::Adult, 7);
    const int b = addIntruder(s, IntruderType::Adult, 7);
    forceNoise(s, {NoiseResult::Danger});
    const GameState start = s;
    const EventLog log = rollFolded(s, 0);
    REQUIRE(countOf<ev::DoorDestroyed>(log) == 1);
    const Scene scene = folded(start, log);
    CHECK(scene.doors[static_cast<std::size_t>(c6to7)] == DoorState::Destroyed);
    REQUIRE(scene.intruders.size() == 2);
    CHECK(scene.intruders[0].id == a);
    CHECK(scene.intruders[1].id == b);
    CHECK(scene.intruders[0].room == room(s, 7));
    CHECK(scene.intruders[1].room == room(s, 7));

    // The next Danger finds the door destroyed: both walk in together.
    forceNoise(s, {NoiseResult::Danger});
    const GameState before = s;
    const EventLog next = rollFolded(s, 0);
    CHECK(countOf<ev::IntruderMoved>(next) == 2);
    Scene shown = sceneOf(before);
    for (const Event& e : next) fold(shown, e);
    CHECK(shown.intruders[0].room == room(s, 6));
    CHECK(shown.intruders[1].room == room(s, 6));
  }
  SUBCASE("an open corridor: the Intruder moves and the door stays open") {
    addIntruder(s, IntruderType::Creeper, 7);
    forceNoise(s, {NoiseResult::Danger});
    const GameState before = s;
    const EventLog log = rollFolded(s, 0);
    Scene shown = sceneOf(before);
    for (const Event& e : log) fold(shown, e);
    REQUIRE(shown.intruders.size() == 1);
    CHECK(shown.intruders[0].room == room(s, 6));
    CHECK(shown.doors[static_cast<std::size_t>(c6to7)] == DoorState::Open);
  }
}

TEST_CASE("fold: an Encounter discards the markers and places the drawn Intruder") {
  GameState s = game();
  setRoom(s, 15, RoomTile::Canteen, true);
  const int c15to16 = corridor(s, 15, 16);
  REQUIRE(exitOf(s, 15, 2) == c15to16);
  mark(s, c15to16);
  forceNoise(s, {NoiseResult::Two});
  ensureInBag(s, IntruderType::Adult, 2);
  forceBag(s, IntruderType::Adult, 2);
  const GameState before = s;
  const EventLog log = playFolded(s, move(s, 0, 15));
  REQUIRE(countOf<ev::IntruderPlaced>(log) == 1);
  Scene shown = sceneOf(before);
  CHECK(shown.noise[static_cast<std::size_t>(c15to16)] == 1);
  for (const Event& e : log) fold(shown, e);
  CHECK(shown.noise[static_cast<std::size_t>(c15to16)] == 0);
  REQUIRE(shown.intruders.size() == 1);
  CHECK(shown.intruders[0].type == IntruderType::Adult);
  CHECK(shown.intruders[0].room == room(s, 15));
  CHECK(shown.intruders[0].id == s.intruders[0].id);
  CHECK(shown.characters[0].room == room(s, 15));
}

TEST_CASE("fold: a Larva leaves the board for the Character board") {
  GameState s = game();
  setRoom(s, 15, RoomTile::Canteen, true);
  setHand(s, 0, {1, 2, 3, 4, 5});
  addIntruder(s, IntruderType::Larva, 11);
  addIntruder(s, IntruderType::Creeper, 7);
  forceNoise(s, {NoiseResult::Silence});
  const GameState before = s;
  const EventLog log = playFolded(s, move(s, 0, 15));  // an Escape: the Larva attacks first
  REQUIRE(countOf<ev::LarvaOnCharacter>(log) == 1);
  Scene shown = sceneOf(before);
  for (const Event& e : log) fold(shown, e);
  CHECK(shown.characters[0].larva);
  REQUIRE(shown.intruders.size() == 1);
  CHECK(shown.intruders[0].type == IntruderType::Creeper);
}

TEST_CASE("fold: wounds carry their totals, and a death leaves a corpse where the Character fell") {
  GameState s = game(2);
  setRoom(s, 15, RoomTile::Canteen, true);
  addIntruder(s, IntruderType::Adult, 11);
  forceNoise(s, {NoiseResult::Silence});

  SUBCASE("light wounds turn serious") {
    s.character(0).lightWounds = 2;
    forceAttack(s, AttackKind::Claw);
    const GameState before = s;
    const EventLog log = playFolded(s, move(s, 0, 15));
    Scene shown = sceneOf(before);
    for (const Event& e : log) fold(shown, e);
    CHECK(shown.characters[0].lightWounds == 1);
    CHECK(shown.characters[0].seriousWounds == 1);
    CHECK(shown.characters[0].lightWounds == s.character(0).lightWounds);
  }
  SUBCASE("death") {
    s.character(0).seriousWounds = kMaxSeriousWounds;
    forceAttack(s, AttackKind::Bite);
    const int here = s.character(0).room;
    const GameState before = s;
    const EventLog log = playFolded(s, move(s, 0, 15));
    REQUIRE(countOf<ev::CharacterDied>(log) == 1);
    Scene shown = sceneOf(before);
    for (const Event& e : log) fold(shown, e);
    CHECK_FALSE(shown.characters[0].alive);
    CHECK(shown.characters[0].room == here);  // died escaping: never left the room
    CHECK(shown.rooms[static_cast<std::size_t>(here)].corpses == 1);
    CHECK(shown.characters[1].alive);
  }
}

TEST_CASE("fold: a Door token taken from the board opens its old corridor") {
  GameState s = game();
  setRoom(s, 15, RoomTile::Canteen, false);
  setExplorationToken(s, 15, ExplorationEffect::Door);
  forceNoise(s, {NoiseResult::Silence});
  const int target = corridor(s, 11, 15);
  std::vector<int> used;
  for (int c = 0; c < s.topo().corridorCount() && used.size() < static_cast<std::size_t>(kDoorTokens); ++c) {
    if (c != target) used.push_back(c);
  }
  for (int c : used) setDoor(s, c, DoorState::Closed);
  const GameState before = s;
  const EventLog log = playFolded(s, move(s, 0, 15));
  REQUIRE(countOf<ev::DoorTokenTaken>(log) == 1);
  Scene shown = sceneOf(before);
  for (const Event& e : log) fold(shown, e);
  CHECK(shown.doors[static_cast<std::size_t>(used[0])] == DoorState::Open);
  CHECK(shown.doors[static_cast<std::size_t>(target)] == DoorState::Closed);
}

TEST_CASE("fold: exploration reveals the tile, the token (even a forced one swapped in), the items, then discards it") {
  GameState s = game();
  setRoom(s, 15, RoomTile::Canteen, false);
  setExplorationToken(s, 15, ExplorationEffect::Silence);
  // Force a Fire token that lies face down in another unexplored room, so the two rooms swap tokens. Fire
  // tokens in the unused pile go into other rooms first, or the engine would take one from the pile.
  auto isFire = [](int t) {
    return t >= 0 && kExplorationTokens[static_cast<std::size_t>(t)].effect == ExplorationEffect::Fire;
  };
  for (int& t : s.unusedExploration) {
    for (int i = 0; i < s.topo().roomCount() && isFire(t); ++i) {
      RoomState& r = s.room(i);
      if (i != room(s, 15) && !r.explored && r.explorationToken >= 0 && !isFire(r.explorationToken)) {
        std::swap(t, r.explorationToken);
      }
    }
  }
  int holder = -1;
  for (int i = 0; i < s.topo().roomCount() && holder < 0; ++i) {
    if (i != room(s, 15) && !s.room(i).explored && isFire(s.room(i).explorationToken)) holder = i;  // the first
  }
  REQUIRE(holder >= 0);
  for (int t : s.unusedExploration) REQUIRE_FALSE(isFire(t));
  const int fireToken = s.room(holder).explorationToken;
  const int silenceToken = s.room(room(s, 15)).explorationToken;
  s.chance.forced.exploration.push_back(ForcedExploration{ExplorationEffect::Fire, 0});
  forceNoise(s, {NoiseResult::Silence});
  const GameState before = s;
  const EventLog log = playFolded(s, move(s, 0, 15));
  REQUIRE(countOf<ev::FirePlaced>(log) == 1);
  Scene shown = sceneOf(before);
  for (const Event& e : log) fold(shown, e);
  const SceneRoom& r15 = shown.rooms[static_cast<std::size_t>(room(s, 15))];
  CHECK(r15.explored);
  CHECK(r15.tile == RoomTile::Canteen);
  CHECK(r15.fire);
  CHECK(r15.explorationToken == -1);
  CHECK(r15.items == kExplorationTokens[static_cast<std::size_t>(fireToken)].items);
  CHECK(shown.rooms[static_cast<std::size_t>(holder)].explorationToken == silenceToken);
}

TEST_CASE("fold: ignores events that change nothing on the board") {
  GameState s = game(2);
  const Scene before = sceneOf(s);
  Scene scene = before;
  fold(scene, Event{RuleId::NoiseDie, ev::NoiseRolled{0, 0, NoiseResult::Danger, false}});
  fold(scene, Event{RuleId::MovementCost, ev::CardsPaid{0, Payment::of({1})}});
  fold(scene, Event{RuleId::EncounterDraw, ev::TokenDrawn{0, IntruderType::Adult, 2, false}});
  fold(scene, Event{RuleId::AllDead, ev::GameOver{LossReason::AllDead}});
  CHECK(scene == before);
  // A positive control: a board event does change it.
  fold(scene, Event{RuleId::NoiseNumber, ev::NoiseMarkerPlaced{0, 0}});
  CHECK_FALSE(scene == before);
}

TEST_CASE("fold: every legal command from the example scenarios, including the Adult retreat") {
  const std::string boards = asset("boards");
  int commands = 0;
  for (const char* name : {"adult-retreat.json", "danger-closed-door.json", "seed004-canteen.json"}) {
    CAPTURE(name);
    const GameState start = loadScenario(asset(std::string("scenarios/") + name), boards);
    std::vector<Command> legal;
    legalCommands(start, legal);
    REQUIRE_FALSE(legal.empty());
    for (const Command& cmd : legal) {
      GameState s = start;
      (void)playFolded(s, cmd);
      ++commands;
    }
  }
  CHECK(commands > 10);

  // The retreat itself: seven Adults leave the board, the one in Combat stays, the new one appears.
  GameState s = loadScenario(asset("scenarios/adult-retreat.json"), boards);
  const GameState before = s;
  const EventLog log = playFolded(s, move(s, 0, 15));
  REQUIRE(countOf<ev::IntruderRemoved>(log) == 7);
  Scene shown = sceneOf(before);
  REQUIRE(shown.intruders.size() == 8);
  for (const Event& e : log) fold(shown, e);
  REQUIRE(shown.intruders.size() == 2);
  CHECK(shown.intruders[0].room == room(s, 8));
  CHECK(shown.intruders[1].room == room(s, 15));
}
