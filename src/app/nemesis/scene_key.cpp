#include "scene_key.hpp"

#include "frame_key.hpp"

namespace nemesis::app {

std::uint64_t sceneKey(const view::Scene& scene, const view::Highlights& highlights, bool revealed) {
  FrameHasher h;
  for (const view::SceneRoom& r : scene.rooms) {
    h.value(r.explored);
    h.value(r.tile);
    h.value(r.items);
    h.value(r.fire);
    h.value(r.malfunction);
    h.value(r.explorationToken);
    h.value(r.corpses);
  }
  h.bytes(scene.doors.data(), scene.doors.size() * sizeof(DoorState));
  h.bytes(scene.noise.data(), scene.noise.size());
  for (const view::SceneCharacter& c : scene.characters) {
    h.value(c.cls);
    h.value(c.room);
    h.value(c.alive);
    h.value(c.slime);
    h.value(c.larva);
    h.value(c.lightWounds);
    h.value(c.seriousWounds);
    h.value(c.hibernated);
    h.value(c.passed);
  }
  h.value(scene.round);
  h.value(scene.timed);
  h.value(scene.firstPlayer);
  for (const view::SceneIntruder& i : scene.intruders) {
    h.value(i.id);
    h.value(i.type);
    h.value(i.room);
  }
  h.value(highlights.activeCharacter);
  h.value(highlights.hoverRoom);
  for (const view::Destination& d : highlights.destinations) {
    h.value(d.room);
    h.value(d.cost);
    h.value(d.escape);
  }
  h.value(highlights.logRoom);
  h.value(highlights.logPassage);
  h.bytes(highlights.decisionNumbers.data(), highlights.decisionNumbers.size() * sizeof(int));
  h.value(highlights.decisionRoom);
  h.bytes(highlights.lessonRooms.data(), highlights.lessonRooms.size() * sizeof(int));
  h.bytes(highlights.lessonCorridors.data(), highlights.lessonCorridors.size() * sizeof(PassageId));
  h.bytes(highlights.lessonCharacters.data(), highlights.lessonCharacters.size() * sizeof(int));
  h.value(highlights.lessonPulse);
  for (const view::RiskSpot& r : highlights.risk) {
    h.value(r.room);
    h.value(r.density);
    h.bytes(r.label.data(), r.label.size());
  }
  h.value(revealed);
  return h.result();
}

}  // namespace nemesis::app
