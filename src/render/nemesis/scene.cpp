// The board's pieces built from a state (sceneOf) and moved on by one engine event at a time (fold), so the
// animation queue can show a command's consequences one by one without looking at the final state.
#include "scene.hpp"

#include <algorithm>

#include "engine/kernel/overloaded.hpp"

namespace nemesis::view {

Scene sceneOf(const GameState& s) {
  Scene scene;
  scene.rooms.reserve(s.rooms.size());
  for (const RoomState& r : s.rooms) {
    scene.rooms.push_back(SceneRoom{r.explored, r.tile, r.items, r.fire, r.malfunction, r.explorationToken, r.corpses});
  }
  scene.doors = s.doors;
  scene.noise = s.noise;
  scene.characters.reserve(s.characters.size());
  for (const Character& c : s.characters) {
    scene.characters.push_back(SceneCharacter{c.cls, c.room, c.alive, c.slime, c.larva, c.lightWounds, c.seriousWounds,
                                              c.hibernated, c.passed});
  }
  scene.intruders.reserve(s.intruders.size());
  for (const Intruder& i : s.intruders) scene.intruders.push_back(SceneIntruder{i.id, i.type, i.room});
  scene.round = s.round;
  scene.timed = !s.freePlay;
  scene.firstPlayer = s.firstPlayer;
  return scene;
}

namespace {

// Events come from the engine for this game, so indices are in range; the guards keep a mismatched scene
// (a bug elsewhere) from turning into memory corruption in the client.
template <typename T>
T* at(std::vector<T>& v, int i) {
  return i >= 0 && static_cast<std::size_t>(i) < v.size() ? &v[static_cast<std::size_t>(i)] : nullptr;
}

void eraseIntruder(Scene& scene, int id) {
  auto it = std::find_if(scene.intruders.begin(), scene.intruders.end(),
                         [&](const SceneIntruder& in) { return in.id == id; });
  if (it != scene.intruders.end()) scene.intruders.erase(it);
}

void revealToken(Scene& scene, const ev::ExplorationRevealed& e) {
  SceneRoom* room = at(scene.rooms, e.room);
  if (room == nullptr) return;
  // A forced token may have been swapped in from another unexplored room (ids are unique, so the room that
  // held it is known); otherwise it came from the face-down unused pile, which the scene does not show.
  if (room->explorationToken != e.token) {
    for (SceneRoom& other : scene.rooms) {
      if (&other != room && !other.explored && other.explorationToken == e.token) {
        other.explorationToken = room->explorationToken;
        break;
      }
    }
  }
  room->explorationToken = e.token;
}

}  // namespace

void fold(Scene& scene, const Event& e) {
  std::visit(Overloaded{
                 [&](const ev::CharacterMoved& x) {
                   if (SceneCharacter* c = at(scene.characters, x.character)) c->room = x.to;
                 },
                 [&](const ev::RoomRevealed& x) {
                   if (SceneRoom* r = at(scene.rooms, x.room)) {
                     r->explored = true;
                     r->tile = x.tile;
                   }
                 },
                 [&](const ev::ExplorationRevealed& x) { revealToken(scene, x); },
                 [&](const ev::ItemsSet& x) {
                   if (SceneRoom* r = at(scene.rooms, x.room)) r->items = x.items;
                 },
                 [&](const ev::ExplorationDiscarded& x) {
                   if (SceneRoom* r = at(scene.rooms, x.room)) r->explorationToken = -1;
                 },
                 [&](const ev::NoiseMarkerPlaced& x) {
                   if (std::uint8_t* n = at(scene.noise, x.passage)) *n = 1;
                 },
                 [&](const ev::NoiseMarkerRemoved& x) {
                   if (std::uint8_t* n = at(scene.noise, x.passage)) *n = 0;
                 },
                 [&](const ev::IntruderMoved& x) {
                   for (SceneIntruder& in : scene.intruders) {
                     if (in.id == x.intruder) in.room = x.to;
                   }
                 },
                 // The Intruders that broke the door stay where they were (ruling §10).
                 [&](const ev::DoorDestroyed& x) {
                   if (DoorState* d = at(scene.doors, x.corridor)) *d = DoorState::Destroyed;
                 },
                 [&](const ev::DoorClosed& x) {
                   if (DoorState* d = at(scene.doors, x.corridor)) *d = DoorState::Closed;
                 },
                 // The pool was empty: the token leaves its old corridor, which is open again.
                 [&](const ev::DoorTokenTaken& x) {
                   if (DoorState* d = at(scene.doors, x.fromCorridor)) *d = DoorState::Open;
                 },
                 [&](const ev::SlimeGained& x) {
                   if (SceneCharacter* c = at(scene.characters, x.character)) c->slime = true;
                 },
                 [&](const ev::FirePlaced& x) {
                   if (SceneRoom* r = at(scene.rooms, x.room)) r->fire = true;
                 },
                 [&](const ev::MalfunctionPlaced& x) {
                   if (SceneRoom* r = at(scene.rooms, x.room)) r->malfunction = true;
                 },
                 [&](const ev::IntruderPlaced& x) {
                   scene.intruders.push_back(SceneIntruder{x.intruder, x.type, x.room});
                 },
                 [&](const ev::IntruderRemoved& x) { eraseIntruder(scene, x.intruder); },
                 // Bulkheads Open (a ruling): every Closed Door opens.
                 [&](const ev::DoorOpened& x) {
                   if (x.corridor >= 0 && static_cast<std::size_t>(x.corridor) < scene.doors.size()) {
                     scene.doors[static_cast<std::size_t>(x.corridor)] = DoorState::Open;
                   }
                 },
                 [&](const ev::Passed& x) {
                   if (SceneCharacter* c = at(scene.characters, x.character)) c->passed = true;
                 },
                 [&](const ev::FirstPlayerChanged& x) { scene.firstPlayer = x.to; },
                 // The end of the round (rounds.cpp endRound): the round advances, every Character may act
                 // again, and the event names the First Player (also when the token did not move).
                 [&](const ev::RoundStarted& x) {
                   scene.round = x.round;
                   scene.firstPlayer = x.firstPlayer;
                   for (SceneCharacter& c : scene.characters) c.passed = false;
                 },
                 [&](const ev::CharacterHibernated& x) {
                   if (SceneCharacter* c = at(scene.characters, x.character)) c->hibernated = true;
                 },
                 // The Larva leaves the board for the Character board.
                 [&](const ev::LarvaOnCharacter& x) {
                   if (SceneCharacter* c = at(scene.characters, x.character)) c->larva = true;
                   eraseIntruder(scene, x.intruder);
                 },
                 // The event carries the totals after the wound (light wounds already turned serious).
                 [&](const ev::WoundSuffered& x) {
                   if (SceneCharacter* c = at(scene.characters, x.character)) {
                     c->lightWounds = x.lightWounds;
                     c->seriousWounds = x.seriousWounds;
                   }
                 },
                 // The miniature is laid down as a corpse in the room where the Character died.
                 [&](const ev::CharacterDied& x) {
                   if (SceneCharacter* c = at(scene.characters, x.character)) c->alive = false;
                   if (SceneRoom* r = at(scene.rooms, x.room)) r->corpses++;
                 },
                 [](const auto&) {},
             },
             e.data);
}

}  // namespace nemesis::view
