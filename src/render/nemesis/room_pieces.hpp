// What one room of a Scene shows, laid out for a zoom: the counts and icons the scene gives, placed by
// BoardLayout::pieces. Shared by the painter and the tests that check sizes from the layout data. Pure: no SDL.
#pragma once

#include <cstdint>

#include "layout.hpp"
#include "scene.hpp"

namespace nemesis::view {

// The icons a room shows: items or its face-down exploration token, Computer, corpses, Malfunction, Fire.
[[nodiscard]] std::uint8_t iconsOf(const SceneRoom& room);
// Room r's pieces as `scene` shows them (with `room` standing for its tile state), plus `extraCharacters` and
// `extraIntruders` arriving, at `scale` (the painter's BoardFrame::pieceScale; a bare zoom: UI scale 1 and the
// world's name band).
[[nodiscard]] BoardLayout::Pieces roomPieces(const BoardLayout& layout, const Scene& scene, int r,
                                             const SceneRoom& room, BoardLayout::PieceScale scale,
                                             int extraCharacters = 0, int extraIntruders = 0);
[[nodiscard]] inline BoardLayout::Pieces roomPieces(const BoardLayout& layout, const Scene& scene, int r,
                                                    const SceneRoom& room, float zoom, int extraCharacters = 0,
                                                    int extraIntruders = 0) {
  return roomPieces(layout, scene, r, room, BoardLayout::PieceScale{.zoom = zoom}, extraCharacters, extraIntruders);
}

}  // namespace nemesis::view
