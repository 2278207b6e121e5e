// The animation queue: engine events played back one after another at a speed the player sets (docs/design.md
// §8). The engine never waits for it: a command resolves at once, its events are queued here, and the
// shown scene catches up as each animation ends (fold()). Consecutive Intruder moves play together, so
// the Intruders drawn in by a Danger result slide in at the same time. Pure: no SDL, no clock (the frame
// time is passed in).
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "engine/nemesis/event.hpp"
#include "render/animation_kind.hpp"
#include "scene.hpp"

namespace nemesis::view {

[[nodiscard]] AnimKind animKindOf(const Event& e);
// Seconds at speed 1 of one event (big moments last longer than their kind's baseDuration).
[[nodiscard]] float durationOf(const Event& e);

// The line a Banner or TurnBanner shows ("Round 4 — First Player: Scout", "Scout's turn"), naming characters
// from `scene` (the scene shown while it plays); empty for events without a banner.
[[nodiscard]] std::string bannerText(const Event& e, const Scene& scene);

// What the Event card animation prints, from the card table (components.hpp).
struct EventCardText {
  std::string title;     // "#5 Lurking"
  std::string movement;  // "Intruders move through corridor 4"
  std::string movers;    // "Moves: Creeper, Adult"
  std::string effect;    // the effect sentence, wrapped by the painter
  bool forced = false;   // drawn by the debug overlay's forcing
};
[[nodiscard]] EventCardText eventCardText(const ev::EventCardDrawn& e);

struct Animation {
  Event event;
  AnimKind kind = AnimKind::Instant;
  float duration = 0;   // seconds at speed 1
  float elapsed = 0;    // seconds at speed 1
  bool folded = false;  // an announcement's event is folded when it starts
  [[nodiscard]] float progress() const {
    return duration > 0 ? (elapsed < duration ? elapsed / duration : 1.0f) : 1.0f;
  }
};

class AnimationQueue {
 public:
  // Events of one command, in order. Instant events at the front are folded into `shown` at once.
  void push(const EventLog& events, Scene& shown);
  void push(const Event& e, Scene& shown);
  // Advances by `seconds` of wall time times the speed; every animation that ends is folded into `shown`.
  void update(float seconds, Scene& shown);
  // Plays everything to the end at once (skip button, a new command, undo).
  void finish(Scene& shown);
  // Drops everything without folding (the caller rebuilds the scene, e.g. after a load).
  void clear();

  // The animations playing now (one, or a batch of simultaneous Intruder moves or doors opening, with the
  // Instant events between them); empty when idle.
  [[nodiscard]] std::span<const Animation> active() const;
  [[nodiscard]] bool idle() const { return queue_.empty(); }
  [[nodiscard]] std::size_t pending() const { return queue_.size(); }
  // Events folded into the shown scene since the queue was made, in order (clear() drops events without folding
  // them). An announcement playing now is already counted.
  [[nodiscard]] std::uint64_t folded() const { return folded_; }

  // Playback speed: 0.25 (slow) to 4 (fast); 0 means no animation (everything folds at once).
  void setSpeed(float speed) { speed_ = speed; }
  [[nodiscard]] float speed() const { return speed_; }

 private:
  void foldInstant(Scene& shown);
  [[nodiscard]] std::size_t batchSize() const;
  void foldFront(std::size_t n, Scene& shown);
  std::vector<Animation> queue_;  // front = playing; a command yields a few dozen events at most
  float speed_ = 1.0f;
  std::uint64_t folded_ = 0;
};

}  // namespace nemesis::view
