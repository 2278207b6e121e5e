// The counts and icons of one room of a Scene, handed to BoardLayout::pieces.
#include "room_pieces.hpp"

#include <algorithm>

namespace nemesis::view {

std::uint8_t iconsOf(const SceneRoom& s) {
  using Icon = BoardLayout::PieceIcon;
  std::uint8_t icons = 0;
  if ((s.explored && s.items >= 0) || (!s.explored && s.explorationToken >= 0)) {
    icons |= BoardLayout::iconBit(Icon::Items);
  }
  if (s.explored && tileInfo(s.tile).computer) icons |= BoardLayout::iconBit(Icon::Computer);
  if (s.corpses > 0) icons |= BoardLayout::iconBit(Icon::Corpse);
  if (s.malfunction) icons |= BoardLayout::iconBit(Icon::Malfunction);
  if (s.fire) icons |= BoardLayout::iconBit(Icon::Fire);
  return icons;
}

BoardLayout::Pieces roomPieces(const BoardLayout& layout, const Scene& scene, int r, const SceneRoom& room,
                               BoardLayout::PieceScale scale, int extraCharacters, int extraIntruders) {
  const auto characters = std::count_if(scene.characters.begin(), scene.characters.end(),
                                        [r](const SceneCharacter& c) { return c.room == r; });
  const auto intruders = std::count_if(scene.intruders.begin(), scene.intruders.end(),
                                       [r](const SceneIntruder& i) { return i.room == r; });
  return layout.pieces(r, static_cast<int>(characters) + extraCharacters, static_cast<int>(intruders) + extraIntruders,
                       iconsOf(room), scale);
}

}  // namespace nemesis::view
