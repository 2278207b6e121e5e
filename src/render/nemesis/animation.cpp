// The animation queue: which events animate and for how long, and the playback that folds each event into
// the shown scene when its animation ends (animation.hpp).
#include "animation.hpp"

#include <algorithm>

#include "engine/kernel/overloaded.hpp"
#include "engine/nemesis/components.hpp"

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
                        [](const ev::RoundStarted&) { return AnimKind::Banner; },
                        [](const ev::EventPhaseStarted&) { return AnimKind::Banner; },
                        [](const ev::TimeAdvanced&) { return AnimKind::Banner; },
                        [](const ev::EggAdded&) { return AnimKind::Banner; },
                        [](const ev::CharacterHibernated&) { return AnimKind::Banner; },
                        [](const ev::HibernationFailed&) { return AnimKind::Banner; },
                        [](const ev::GameWon&) { return AnimKind::Banner; },
                        [](const ev::GameOver&) { return AnimKind::Banner; },
                        [](const ev::TurnStarted&) { return AnimKind::TurnBanner; },
                        [](const ev::EventCardDrawn&) { return AnimKind::EventCard; },
                        [](const ev::IntruderInjured&) { return AnimKind::Injury; },
                        [](const ev::IntruderEnteredDucts&) { return AnimKind::DuctsEnter; },
                        [](const ev::DoorOpened&) { return AnimKind::DoorOpen; },
                        [](const ev::SurpriseCheck& x) { return x.attack ? AnimKind::Surprise : AnimKind::Instant; },
                        [](const auto&) { return AnimKind::Instant; },
                    },
                    e.data);
}

float durationOf(const Event& e) {
  const AnimKind kind = animKindOf(e);
  const float base = baseDuration(kind);
  return std::visit(Overloaded{
                        // Danger: the face, with its caption, stays a big moment's time after the tumble.
                        [&](const ev::NoiseRolled& x) {
                          return x.result == NoiseResult::Danger ? kDieTumbleSeconds + kBigMomentSeconds : base;
                        },
                        [&](const ev::TokenDrawn&) { return std::max(base, kBigMomentSeconds + 0.1f); },
                        [&](const ev::AttackCardDrawn&) { return std::max(base, kBigMomentSeconds); },
                        [&](const ev::CharacterDied&) { return std::max(base, kBigMomentSeconds); },
                        [&](const auto&) { return base; },
                    },
                    e.data);
}

namespace {

std::string characterName(const Scene& scene, int character) {
  if (character < 0 || static_cast<std::size_t>(character) >= scene.characters.size()) return "A Character";
  return std::string(nameOf(scene.characters[static_cast<std::size_t>(character)].cls));
}

}  // namespace

std::string bannerText(const Event& e, const Scene& scene) {
  return std::visit(
      Overloaded{
          [&](const ev::RoundStarted& x) {
            return "Round " + std::to_string(x.round) + " \u2014 First Player: " + characterName(scene, x.firstPlayer);
          },
          [&](const ev::EventPhaseStarted& x) { return "Round " + std::to_string(x.round) + ": Event phase"; },
          [&](const ev::TimeAdvanced& x) {
            if (x.roundsLeft <= 0) return std::string("Time has run out");
            return "Time track: " + std::to_string(x.roundsLeft) + (x.roundsLeft == 1 ? " round left" : " rounds left");
          },
          [&](const ev::TurnStarted& x) { return characterName(scene, x.character) + "'s turn"; },
          [&](const ev::EggAdded& x) {
            return "The Queen lays an Egg (" + std::to_string(x.eggs) + (x.eggs == 1 ? " Egg)" : " Eggs)");
          },
          [&](const ev::CharacterHibernated& x) { return characterName(scene, x.character) + " hibernates"; },
          [&](const ev::HibernationFailed& x) {
            return characterName(scene, x.character) + " cannot hibernate: an Intruder is in the room";
          },
          [&](const ev::GameWon&) { return std::string("The crew survives"); },
          [&](const ev::GameOver& x) {
            switch (x.reason) {
              case LossReason::AllDead: return std::string("Game over: every Character is dead");
              case LossReason::ShipExploded: return std::string("Game over: the ship explodes");
              case LossReason::HullBreached: return std::string("Game over: the hull breaks");
              case LossReason::TimeRanOut: return std::string("Game over: time has run out");
              case LossReason::None: break;
            }
            return std::string("Game over");
          },
          [](const auto&) { return std::string(); },
      },
      e.data);
}

EventCardText eventCardText(const ev::EventCardDrawn& e) {
  EventCardText t;
  t.forced = e.forced;
  if (e.card < 0 || e.card >= kEventCardCount) {
    t.title = "Event card";
    return t;
  }
  const EventCard& card = kEventCards[static_cast<std::size_t>(e.card)];
  t.title = "#" + std::to_string(e.card + 1) + " " + std::string(card.name);
  t.movement = "Intruders move through corridor number " + std::to_string(card.number);
  const std::string movers = eventCardMovers(e.card);
  t.movers = movers.empty() ? "Moves: none" : "Moves: " + movers;
  t.effect = std::string(eventEffectText(card.effect));
  return t;
}

void AnimationQueue::push(const EventLog& events, Scene& shown) {
  for (const Event& e : events) queue_.push_back(Animation{e, animKindOf(e), durationOf(e), 0.0f});
  if (speed_ <= 0.0f) {
    finish(shown);
  } else {
    foldInstant(shown);
  }
}

void AnimationQueue::push(const Event& e, Scene& shown) {
  queue_.push_back(Animation{e, animKindOf(e), durationOf(e), 0.0f});
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
    foldFront(n, shown);
    foldInstant(shown);
  }
}

void AnimationQueue::finish(Scene& shown) {
  foldFront(queue_.size(), shown);
}

void AnimationQueue::foldFront(std::size_t n, Scene& shown) {
  for (std::size_t i = 0; i < n; ++i) {
    if (!queue_[i].folded) {
      fold(shown, queue_[i].event);
      ++folded_;
    }
  }
  queue_.erase(queue_.begin(), queue_.begin() + static_cast<std::ptrdiff_t>(n));
}

void AnimationQueue::clear() {
  queue_.clear();
}

std::span<const Animation> AnimationQueue::active() const {
  return std::span<const Animation>(queue_.data(), batchSize());
}

void AnimationQueue::foldInstant(Scene& shown) {
  std::size_t n = 0;
  while (n < queue_.size() && queue_[n].kind == AnimKind::Instant) ++n;
  foldFront(n, shown);
  // The announcement now at the front tells its fact as it starts.
  if (!queue_.empty() && announces(queue_.front().kind) && !queue_.front().folded) {
    fold(shown, queue_.front().event);
    queue_.front().folded = true;
    ++folded_;
  }
}

namespace {

// Intruders move simultaneously (a Danger result, an Event card), and Bulkheads Open opens every door at
// once: these kinds play together with the neighbouring ones of their group.
int batchGroup(AnimKind kind) {
  switch (kind) {
    case AnimKind::IntruderSlide:
    case AnimKind::DuctsEnter: return 1;
    case AnimKind::DoorOpen: return 2;
    default: return 0;
  }
}

}  // namespace

// A batch also takes the Instant events between its members (an Intruder entering the Technical Corridors
// is removed, an unexplored room stays hidden...): they fold, in order, when the batch ends.
std::size_t AnimationQueue::batchSize() const {
  if (queue_.empty()) return 0;
  const int group = batchGroup(queue_.front().kind);
  if (group == 0) return 1;
  std::size_t n = 1;
  for (std::size_t next = 1; next < queue_.size(); ++next) {
    if (queue_[next].kind == AnimKind::Instant) continue;
    if (batchGroup(queue_[next].kind) != group) break;
    n = next + 1;
  }
  return n;
}

}  // namespace nemesis::view
