// The animation queue: which events animate and for how long, and the playback that folds each event into
// the shown scene when its animation ends (animation.hpp).
#include "animation.hpp"

#include <algorithm>

#include "overloaded.hpp"

namespace nemesis::view {

AnimKind animKindOf(const Event& e) {
  return std::visit(Overloaded{
                        [](const ev::CharacterMoved&) { return AnimKind::CharacterSlide; },
                        [](const ev::IntruderMoved&) { return AnimKind::IntruderSlide; },
                        [](const ev::NoiseRolled&) { return AnimKind::DieRoll; },
                        [](const ev::NoiseMarkerPlaced&) { return AnimKind::MarkerDrop; },
                        [](const ev::FirePlaced&) { return AnimKind::MarkerDrop; },
                        [](const ev::MalfunctionPlaced&) { return AnimKind::MarkerDrop; },
                        [](const ev::TokenDrawn&) { return AnimKind::TokenReveal; },
                        [](const ev::IntruderPlaced&) { return AnimKind::IntruderAppear; },
                        [](const ev::DoorDestroyed&) { return AnimKind::DoorBreak; },
                        [](const ev::WoundSuffered&) { return AnimKind::Wound; },
                        [](const ev::IntruderAttacks&) { return AnimKind::Wound; },
                        [](const ev::AttackCardDrawn&) { return AnimKind::Wound; },
                        [](const ev::RoomRevealed&) { return AnimKind::RoomFlip; },
                        [](const ev::ExplorationRevealed&) { return AnimKind::RoomFlip; },
                        [](const ev::CharacterDied&) { return AnimKind::Death; },
                        [](const auto&) { return AnimKind::Instant; },
                    },
                    e.data);
}

float baseDuration(AnimKind kind) {
  switch (kind) {
    case AnimKind::Instant: return 0.0f;
    case AnimKind::CharacterSlide: return 0.35f;
    case AnimKind::IntruderSlide: return 0.5f;
    case AnimKind::DieRoll: return 0.9f;
    case AnimKind::MarkerDrop: return 0.3f;
    case AnimKind::TokenReveal: return 1.0f;
    case AnimKind::IntruderAppear: return 0.35f;
    case AnimKind::DoorBreak:
    case AnimKind::Wound: return 0.5f;
    case AnimKind::RoomFlip: return 0.4f;
    case AnimKind::Death: return 0.6f;
  }
  return 0.0f;
}

void AnimationQueue::push(const EventLog& events, Scene& shown) {
  for (const Event& e : events) {
    const AnimKind kind = animKindOf(e);
    queue_.push_back(Animation{e, kind, baseDuration(kind), 0.0f});
  }
  if (speed_ <= 0.0f) {
    finish(shown);
  } else {
    foldInstant(shown);
  }
}

void AnimationQueue::push(const Event& e, Scene& shown) {
  const AnimKind kind = animKindOf(e);
  queue_.push_back(Animation{e, kind, baseDuration(kind), 0.0f});
  if (speed_ <= 0.0f) {
    finish(shown);
  } else {
    foldInstant(shown);
  }
}

void AnimationQueue::update(float seconds, Scene& shown) {
  if (speed_ <= 0.0f) {
    finish(shown);
    return;
  }
  // Time left over when an animation ends goes to the next one, so a long frame does not stall playback.
  float left = std::max(0.0f, seconds) * speed_;
  foldInstant(shown);
  while (!queue_.empty()) {
    const std::size_t n = batchSize();
    float remaining = 0.0f;
    for (std::size_t i = 0; i < n; ++i) remaining = std::max(remaining, queue_[i].duration - queue_[i].elapsed);
    if (left < remaining) {
      for (std::size_t i = 0; i < n; ++i) queue_[i].elapsed += left;
      return;
    }
    left -= remaining;
    for (std::size_t i = 0; i < n; ++i) fold(shown, queue_[i].event);
    queue_.erase(queue_.begin(), queue_.begin() + static_cast<std::ptrdiff_t>(n));
    foldInstant(shown);
  }
}

void AnimationQueue::finish(Scene& shown) {
  for (const Animation& a : queue_) fold(shown, a.event);
  queue_.clear();
}

void AnimationQueue::clear() {
  queue_.clear();
}

std::span<const Animation> AnimationQueue::active() const {
  return std::span<const Animation>(queue_.data(), batchSize());
}

void AnimationQueue::foldInstant(Scene& shown) {
  std::size_t n = 0;
  while (n < queue_.size() && queue_[n].kind == AnimKind::Instant) fold(shown, queue_[n++].event);
  queue_.erase(queue_.begin(), queue_.begin() + static_cast<std::ptrdiff_t>(n));
}

// The Intruders a Danger result pulls in move at once: consecutive Intruder slides play as one batch.
std::size_t AnimationQueue::batchSize() const {
  if (queue_.empty()) return 0;
  if (queue_.front().kind != AnimKind::IntruderSlide) return 1;
  std::size_t n = 1;
  while (n < queue_.size() && queue_[n].kind == AnimKind::IntruderSlide) ++n;
  return n;
}

}  // namespace nemesis::view
