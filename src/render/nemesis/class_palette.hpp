// The one colour of each character class, shared by the board (the miniature's tint) and the panels (names in
// that colour), so a name reads as its piece. Plain 8-bit sRGB: no SDL or ImGui types.
//
// Six colours that stay apart for deuteranopia, protanopia and tritanopia as well as for normal vision: the
// Okabe-Ito palette (yellow, bluish green, vermillion, orange, blue, reddish purple), each hue nudged lighter for
// the dark board, then tuned so every pair keeps a CIE76 distance of at least 19 in Lab for normal vision and
// under the Machado et al. 2009 simulations (colour_vision.hpp; tests/client/view_colour_vision.cpp checks the
// palette, client_colour_blind.cpp the drawn miniatures). Every colour has a contrast of at least 4.5 : 1 against
// the dark panels, so names stay readable as text. Colour is never the only cue: each class has its own
// silhouette and letter too.
#pragma once

#include <cstdint>

#include "engine/nemesis/components.hpp"

namespace nemesis::view {

struct ClassRgb {
  std::uint8_t r = 255;
  std::uint8_t g = 255;
  std::uint8_t b = 255;
};

[[nodiscard]] constexpr ClassRgb classRgb(CharacterClass c) {
  switch (c) {
    case CharacterClass::Captain: return {255, 255, 62};     // yellow
    case CharacterClass::Scout: return {16, 195, 121};       // bluish green
    case CharacterClass::Soldier: return {237, 92, 48};      // vermillion
    case CharacterClass::Mechanic: return {253, 150, 0};     // orange
    case CharacterClass::Pilot: return {112, 144, 251};      // blue, lightened
    case CharacterClass::Scientist: return {204, 121, 167};  // reddish purple
  }
  return {};
}

}  // namespace nemesis::view
