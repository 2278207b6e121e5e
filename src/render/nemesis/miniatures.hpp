// The Nemesis board's miniatures: the characters, with what they carry and the round's marks beside them, and the
// Intruders with their type chips. Each stands in its room's slot (room_pieces.hpp); the animations draw a piece
// on its way at any point (animations.hpp).
#pragma once

#include <SDL.h>

#include "nemesis/board_frame.hpp"
#include "nemesis/overrides.hpp"

namespace nemesis::view {

// The label on a character's miniature ("C", "Sc", "So", "M", "P", "Si") and its tint (class_palette.hpp).
[[nodiscard]] const char* classLabel(CharacterClass c);
[[nodiscard]] SDL_Color classColour(CharacterClass c);

// Every character in its room's slot, except those an animation moves or kills; the active one ringed.
void drawCharacters(const BoardFrame& f, const Overrides& o, int activeCharacter);
// Character c's miniature at screen point p, `size` pixels.
void drawCharacter(const BoardFrame& f, int c, Vec2 p, float size, bool active);
// Every Intruder in its room's slot, except those an animation moves.
void drawIntruders(const BoardFrame& f, const Overrides& o);
// An Intruder at screen point p in a slot `slot` pixels wide; `scale` grows the piece in (IntruderAppear).
// `combat`: characters share its room (its rim turns red and a "!" diamond marks it).
void drawIntruder(const BoardFrame& f, IntruderType t, Vec2 p, float slot, float scale, bool combat = false);

}  // namespace nemesis::view
