// A fingerprint of everything a frame shows: the Dear ImGui draw lists, the board's scene, camera and
// highlights. When it equals the last drawn frame's and nothing is animating, the client skips drawing and
// presenting: the window still shows that frame. An idle board then costs about as much as an empty ImGui
// frame, instead of a full software redraw.
#pragma once

#include <cstdint>

#include "render/nemesis/board_painter.hpp"

struct ImDrawData;

namespace nemesis::app {

[[nodiscard]] std::uint64_t frameKey(const ImDrawData* drawData, const view::Scene& scene, const view::Camera& camera,
                                     const view::Highlights& highlights, bool revealed);

}  // namespace nemesis::app
