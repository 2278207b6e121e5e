#include "nemesis/animations.hpp"

#include <string>

#include "engine/kernel/overloaded.hpp"
#include "nemesis/marker_animations.hpp"
#include "nemesis/piece_animations.hpp"

namespace nemesis::view {

void drawAnimation(const BoardFrame& f, const Animation& a, int activeCharacter) {
  if (a.kind == AnimKind::Instant) return;  // folded with a batch it sits in; nothing to draw
  const float t = a.progress();
  using Icon = BoardLayout::PieceIcon;
  std::visit(
      Overloaded{
          [&](const ev::CharacterMoved& e) { drawCharacterMove(f, e, t, e.character == activeCharacter); },
          [&](const ev::IntruderMoved& e) { drawIntruderMove(f, e, t); },
          [&](const ev::NoiseRolled& e) { drawNoiseRoll(f, e, a.elapsed, a.duration); },
          [&](const ev::NoiseMarkerPlaced& e) {
            drawMarkerDrop(f, Sprite::NoiseMarker, f.layout.noiseSlot(e.passage), f.markerSize(), t);
          },
          [&](const ev::FirePlaced& e) { drawIconDrop(f, Sprite::Fire, e.room, Icon::Fire, t); },
          [&](const ev::MalfunctionPlaced& e) { drawIconDrop(f, Sprite::Malfunction, e.room, Icon::Malfunction, t); },
          [&](const ev::TokenDrawn& e) { drawTokenDrawn(f, e, t); },
          [&](const ev::SurpriseCheck& e) { drawSurprise(f, e, t); },
          [&](const ev::IntruderInjured& e) { drawInjury(f, e, t); },
          [&](const ev::IntruderEnteredDucts& e) { drawIntoDucts(f, e, t); },
          [&](const ev::DoorOpened& e) { drawDoorOpening(f, e.corridor, t); },
          [&](const ev::IntruderPlaced& e) { drawIntruderPlaced(f, e, t); },
          [&](const ev::DoorDestroyed& e) { drawDoorBreaking(f, e.corridor, t); },
          [&](const ev::WoundSuffered& e) {
            drawWound(f, e.character, t, e.serious ? "Serious wound" : "Light wound");
          },
          [&](const ev::IntruderAttacks& e) { drawWound(f, e.character, t, std::string(nameOf(e.type)) + " attacks"); },
          [&](const ev::AttackCardDrawn& e) { drawAttackCard(f, e, t); },
          [&](const ev::RoomRevealed& e) { drawRoomFlip(f, e, t); },
          [&](const ev::ExplorationRevealed& e) { drawExplorationReveal(f, e, t); },
          [&](const ev::CharacterDied& e) { drawDeath(f, e, t); },
          [&](const auto&) {},
      },
      a.event.data);
}

}  // namespace nemesis::view
