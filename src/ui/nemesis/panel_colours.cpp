// Colours the Nemesis panels share with its board (panel_colours.hpp).
#include "panel_colours.hpp"

#include "render/nemesis/class_palette.hpp"

namespace nemesis::ui::detail {

ImVec4 classColour(CharacterClass cls) {
  const view::ClassRgb k = view::classRgb(cls);
  return {static_cast<float>(k.r) / 255.0f, static_cast<float>(k.g) / 255.0f, static_cast<float>(k.b) / 255.0f, 1.0f};
}

}  // namespace nemesis::ui::detail
