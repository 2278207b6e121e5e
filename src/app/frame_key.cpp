#include "frame_key.hpp"

#include <imgui.h>

#include <cstring>

namespace nemesis::app {

namespace {

// 64-bit multiply-xor mixing over 8-byte words: fast enough to run over every vertex each frame (~0.05 ms for
// the busy scenario's 5,000 vertices); a collision would only cost one skipped repaint.
class Hasher {
 public:
  void bytes(const void* data, std::size_t size) {
    if (size == 0) {  // an empty vector's data() may be null, which memcpy must never see
      mix(0);
      return;
    }
    const auto* p = static_cast<const unsigned char*>(data);
    while (size >= 8) {
      std::uint64_t word = 0;
      std::memcpy(&word, p, 8);
      mix(word);
      p += 8;
      size -= 8;
    }
    std::uint64_t tail = 0;
    if (size > 0) std::memcpy(&tail, p, size);
    mix(tail ^ (static_cast<std::uint64_t>(size) << 56));
  }
  template <typename T>
  void value(const T& v) {
    bytes(&v, sizeof v);
  }
  [[nodiscard]] std::uint64_t result() const { return h_; }

 private:
  void mix(std::uint64_t w) {
    h_ ^= w + 0x9E3779B97F4A7C15ull + (h_ << 6) + (h_ >> 2);
    h_ *= 0xFF51AFD7ED558CCDull;
  }
  std::uint64_t h_ = 0xCBF29CE484222325ull;
};

}  // namespace

std::uint64_t frameKey(const ImDrawData* drawData, const view::Scene& scene, const view::Camera& camera,
                       const view::Highlights& highlights, bool revealed) {
  Hasher h;
  if (drawData != nullptr) {
    h.value(drawData->CmdListsCount);
    for (int n = 0; n < drawData->CmdListsCount; ++n) {
      const ImDrawList& list = *drawData->CmdLists[n];
      h.bytes(list.VtxBuffer.Data, static_cast<std::size_t>(list.VtxBuffer.Size) * sizeof(ImDrawVert));
      h.bytes(list.IdxBuffer.Data, static_cast<std::size_t>(list.IdxBuffer.Size) * sizeof(ImDrawIdx));
      for (const ImDrawCmd& cmd : list.CmdBuffer) {
        h.value(cmd.ClipRect);
        h.value(cmd.TextureId);
        h.value(cmd.VtxOffset);
        h.value(cmd.IdxOffset);
        h.value(cmd.ElemCount);
      }
    }
  }
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
  h.value(camera.zoom());
  h.value(camera.viewport());
  h.value(camera.toScreen({0, 0}));
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
