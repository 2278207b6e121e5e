// Colours the Nemesis panels share with its board.
#pragma once

#include <imgui.h>

#include "engine/nemesis/components.hpp"

namespace nemesis::ui::detail {

// The tint of a character's miniature on the board (render/nemesis/class_palette.hpp, shared with
// render/nemesis/miniatures.cpp), so a name reads as its piece.
[[nodiscard]] ImVec4 classColour(CharacterClass cls);

}  // namespace nemesis::ui::detail
