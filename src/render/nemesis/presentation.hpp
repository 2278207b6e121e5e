// The presented moment (docs/design.md §9): the engine runs ahead, the screen does not. A command's events play
// through the animation queue; with each event the engine also hands over the state that event left
// (engine.hpp Moments). As an animation ends, its event folds into the shown scene and its moment becomes the
// presented state, so the board (scene()) and everything else drawn (state(): panels, status bar, highlights,
// log) show the same instant. When the queue is idle, the presented state is the engine's. Pure: no SDL.
#pragma once

#include <cstdint>
#include <deque>

#include "animation.hpp"
#include "engine/nemesis/engine.hpp"
#include "scene.hpp"

namespace nemesis::view {

class Presentation {
 public:
  // Starts over at `s` (a new game, a load, an undo): nothing left to play; scene and state are s's.
  void reset(const GameState& s);
  // One command's events, `moments` holding the state after each (the same length), and `after` the state
  // after the whole command, which is what is presented once the last event has played.
  void push(const EventLog& events, Moments moments, const GameState& after);
  // Advances by `seconds` of wall time (times the queue's speed).
  void update(float seconds);
  // Skips to the present: every queued event folds at once and the engine's state is presented.
  void finish();

  [[nodiscard]] bool idle() const { return queue_.idle(); }
  [[nodiscard]] const GameState& state() const { return state_; }
  [[nodiscard]] const Scene& scene() const { return scene_; }
  // Events presented since the first push: event number k (0-based, counted over every push) has been shown
  // when k < presented(). The log shows exactly those.
  [[nodiscard]] std::uint64_t presented() const { return presented_; }
  [[nodiscard]] std::uint64_t pushed() const { return pushed_; }

  [[nodiscard]] const AnimationQueue& animations() const { return queue_; }
  void setSpeed(float speed) { queue_.setSpeed(speed); }
  [[nodiscard]] float speed() const { return queue_.speed(); }

 private:
  // Presents the moments of the events the queue has folded since the last call.
  void catchUp();

  AnimationQueue queue_;
  Scene scene_;
  GameState state_;
  std::deque<GameState> moments_;  // of the queued events not yet folded, in order
  std::uint64_t folded_ = 0;       // queue_.folded() already caught up with
  std::uint64_t presented_ = 0;
  std::uint64_t pushed_ = 0;
};

}  // namespace nemesis::view
