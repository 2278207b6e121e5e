// What the board shows: the pieces and markers of a game state, kept apart from the engine state so the
// client can play events back at its own pace. sceneOf() builds it from a state; fold() applies one engine
// event, using only the values the event carries (docs/design.md §2: the viewer never diffs two states).
// Folding all events of a command into the scene of the state before it gives the scene of the state after
// it (tested over random play). Pure: no SDL.
#pragma once

#include <vector>

#include "engine/nemesis/event.hpp"
#include "engine/nemesis/state.hpp"

namespace nemesis::view {

struct SceneRoom {
  bool explored = false;
  RoomTile tile = RoomTile::Storage;
  int items = -1;
  bool fire = false;
  bool malfunction = false;
  int explorationToken = -1;  // the face-down token's id (shown only when hidden information is revealed)
  int corpses = 0;
  friend bool operator==(const SceneRoom&, const SceneRoom&) = default;
};

struct SceneCharacter {
  CharacterClass cls = CharacterClass::Captain;
  int room = 0;
  bool alive = true;
  bool slime = false;
  bool larva = false;
  int lightWounds = 0;
  int seriousWounds = 0;
  bool hibernated = false;  // asleep in a hibernation chamber: drawn with "Zz"
  bool passed = false;      // passed this round (a game by rounds): drawn with a grey "P" ring
  friend bool operator==(const SceneCharacter&, const SceneCharacter&) = default;
};

struct SceneIntruder {
  int id = 0;
  IntruderType type = IntruderType::Adult;
  int room = 0;
  friend bool operator==(const SceneIntruder&, const SceneIntruder&) = default;
};

struct Scene {
  std::vector<SceneRoom> rooms;
  std::vector<DoorState> doors;     // per corridor
  std::vector<std::uint8_t> noise;  // per passage (corridors, then the Technical Corridors space)
  std::vector<SceneCharacter> characters;
  std::vector<SceneIntruder> intruders;  // in the order they appeared
  // The round structure (a game by rounds): the time track, the First Player token. `timed` is false in
  // free play, where rounds do not advance and the track is not drawn; only sceneOf sets it.
  int round = 1;
  bool timed = false;
  int firstPlayer = 0;
  friend bool operator==(const Scene&, const Scene&) = default;
};

[[nodiscard]] Scene sceneOf(const GameState& s);
// Applies one event; events that change nothing on the board (a die roll, a card paid) leave it as it is.
void fold(Scene& scene, const Event& e);

}  // namespace nemesis::view
