// The board's share of the frame key (frame_key.hpp): a fingerprint of the Nemesis scene, its highlights and
// whether hidden things are revealed. With the draw lists' key it tells the app when a frame shows nothing new.
#pragma once

#include <cstdint>

#include "render/nemesis/board_painter.hpp"

namespace nemesis::app {

[[nodiscard]] std::uint64_t sceneKey(const view::Scene& scene, const view::Highlights& highlights, bool revealed);

}  // namespace nemesis::app
