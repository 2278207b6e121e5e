// The presented moment: the animation queue's progress turned into the state the screen shows (presentation.hpp).
#include "presentation.hpp"

namespace nemesis::view {

void Presentation::reset(const GameState& s) {
  queue_.clear();
  moments_.clear();
  folded_ = queue_.folded();
  presented_ = pushed_;  // what was dropped will never be shown: the log must not wait for it
  state_ = s;
  scene_ = sceneOf(s);
}

void Presentation::push(const EventLog& events, Moments moments, const GameState& after) {
  // The engine may finish a command with bookkeeping after its last event (a step's counters): the last event
  // presents the state after the command, so an idle presentation is exactly the engine's state.
  if (!moments.empty()) moments.back() = after;
  if (moments.size() != events.size()) {
    // A caller without moments (or a mismatch, a bug elsewhere): present the end state at once rather than
    // attach moments to the wrong events.
    moments.assign(events.size(), after);
  }
  for (GameState& m : moments) moments_.push_back(std::move(m));
  pushed_ += events.size();
  if (events.empty()) state_ = after;
  queue_.push(events, scene_);
  catchUp();
}

void Presentation::update(float seconds) {
  queue_.update(seconds, scene_);
  catchUp();
}

void Presentation::finish() {
  queue_.finish(scene_);
  catchUp();
}

void Presentation::catchUp() {
  while (folded_ < queue_.folded() && !moments_.empty()) {
    state_ = std::move(moments_.front());
    moments_.pop_front();
    ++folded_;
    ++presented_;
  }
}

}  // namespace nemesis::view
