// The animations of the Nemesis board's miniatures: moving along a corridor (or through the Technical
// Corridors), an Intruder appearing or slipping into the ducts, a Character wounded or killed, an Intruder
// injured, a Surprise Attack. `t` is the animation's progress, 0..1.
#pragma once

#include <string>

#include "nemesis/board_frame.hpp"

namespace nemesis::view {

void drawCharacterMove(const BoardFrame& f, const ev::CharacterMoved& e, float t, bool active);
void drawIntruderMove(const BoardFrame& f, const ev::IntruderMoved& e, float t);
void drawIntruderPlaced(const BoardFrame& f, const ev::IntruderPlaced& e, float t);
void drawIntoDucts(const BoardFrame& f, const ev::IntruderEnteredDucts& e, float t);
void drawInjury(const BoardFrame& f, const ev::IntruderInjured& e, float t);
// A Character hit, with `caption` beside it (a wound, an attack).
void drawWound(const BoardFrame& f, int character, float t, const std::string& caption);
void drawAttackCard(const BoardFrame& f, const ev::AttackCardDrawn& e, float t);
void drawSurprise(const BoardFrame& f, const ev::SurpriseCheck& e, float t);
void drawDeath(const BoardFrame& f, const ev::CharacterDied& e, float t);

}  // namespace nemesis::view
