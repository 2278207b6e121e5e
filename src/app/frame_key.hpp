// A fingerprint of everything a frame shows: the Dear ImGui draw lists and the camera here, and the game's
// client's own key for its board (GameClient::frameKey: its scene and highlights). When it equals the last drawn frame's and nothing is animating, the client skips drawing and
// presenting: the window still shows that frame. An idle board then costs about as much as an empty ImGui
// frame, instead of a full software redraw.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "camera.hpp"

struct ImDrawData;

namespace nemesis::app {

// The fingerprint's mixing, for the games' keys too: 64-bit multiply-xor over 8-byte words, fast enough to run
// over every vertex each frame (~0.05 ms for the busy scenario's 5,000 vertices); a collision would only cost one
// skipped repaint.
class FrameHasher {
 public:
  void bytes(const void* data, std::size_t size) {
    if (size == 0) {  // an empty vector's data() may be null, which memcpy must never see
      mix(0);
      return;
    }
    const auto* p = static_cast<const unsigned char*>(data);
    while (size >= 8) {
      std::uint64_t word = 0;
      std::memcpy(&word, p, 8);
      mix(word);
      p += 8;
      size -= 8;
    }
    std::uint64_t tail = 0;
    if (size > 0) std::memcpy(&tail, p, size);
    mix(tail ^ (static_cast<std::uint64_t>(size) << 56));
  }
  template <typename T>
  void value(const T& v) {
    bytes(&v, sizeof v);
  }
  [[nodiscard]] std::uint64_t result() const { return h_; }

 private:
  void mix(std::uint64_t w) {
    h_ ^= w + 0x9E3779B97F4A7C15ull + (h_ << 6) + (h_ >> 2);
    h_ *= 0xFF51AFD7ED558CCDull;
  }
  std::uint64_t h_ = 0xCBF29CE484222325ull;
};

[[nodiscard]] std::uint64_t frameKey(const ImDrawData* drawData, const view::Camera& camera);

}  // namespace nemesis::app
