// Which sprite of the art atlas (art.hpp) draws each Intruder type and each character class.
#pragma once

#include "engine/nemesis/components.hpp"
#include "render/art.hpp"

namespace nemesis::view {

[[nodiscard]] Sprite intruderSprite(IntruderType t);
[[nodiscard]] Sprite characterSprite(CharacterClass c);

}  // namespace nemesis::view
