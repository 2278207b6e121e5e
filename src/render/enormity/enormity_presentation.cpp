// Enormity events as animations, and their playback into the presented moment (enormity_presentation.hpp).
#include "enormity/enormity_presentation.hpp"

#include <algorithm>
#include <utility>

#include "engine/enormity/queries.hpp"
#include "engine/kernel/overloaded.hpp"

namespace nemesis::view::enormity {

AnimKind animKindOf(const en::Event& e) {
  return std::visit(Overloaded{
                        [](const en::ev::DieRolled&) { return AnimKind::DieRoll; },
                        [](const en::ev::DieRerolled&) { return AnimKind::DieRoll; },
                        [](const en::ev::BlipMoved&) { return AnimKind::IntruderSlide; },
                        [](const en::ev::BlipPushed&) { return AnimKind::IntruderSlide; },
                        [](const en::ev::SpacerMoved&) { return AnimKind::CharacterSlide; },
                        [](const en::ev::BlipRevealed&) { return AnimKind::TokenReveal; },
                        [](const en::ev::IntruderSpawned&) { return AnimKind::IntruderAppear; },
                        [](const en::ev::BlipSpawned&) { return AnimKind::IntruderAppear; },
                        [](const en::ev::CountdownAdvanced&) { return AnimKind::Banner; },
                        [](const en::ev::OverwhelmTriggered&) { return AnimKind::Banner; },
                        [](const en::ev::GameLost&) { return AnimKind::Banner; },
                        [](const en::ev::SpacerDied&) { return AnimKind::Death; },
                        [](const en::ev::StressGained&) { return AnimKind::Wound; },
                        [](const en::ev::BlipTurned&) { return AnimKind::MarkerDrop; },
                        // Taken by the Spacer who holds it already: nothing moves on the board.
                        [](const en::ev::PriorityTargetTaken& x) {
                          return x.from == x.spacer ? AnimKind::Instant : AnimKind::MarkerDrop;
                        },
                        [](const en::ev::BonusPlaced&) { return AnimKind::MarkerDrop; },
                        [](const en::ev::DisciplineSpent&) { return AnimKind::MarkerDrop; },
                        [](const auto&) { return AnimKind::Instant; },
                    },
                    e.data);
}

float durationOf(const en::Event& e) {
  const AnimKind kind = animKindOf(e);
  const float base = baseDuration(kind);
  return std::visit(Overloaded{
                        [](const en::ev::BlipMoved&) { return kBlipStepSeconds; },
                        [](const en::ev::BlipPushed&) { return kBlipStepSeconds; },
                        // A pool of several dice rolls one die after another: each must be quick.
                        [](const en::ev::DieRolled&) { return kDieRollSeconds; },
                        [](const en::ev::DieRerolled&) { return kDieRollSeconds; },
                        // Big moments stay long enough to read their caption (animation.hpp).
                        [&](const en::ev::BlipRevealed&) { return std::max(base, kBigMomentSeconds + 0.1f); },
                        [&](const en::ev::SpacerDied&) { return std::max(base, kBigMomentSeconds); },
                        [&](const auto&) { return base; },
                    },
                    e.data);
}

std::string bannerText(const en::State& s, const en::Event& e) {
  return std::visit(Overloaded{
                        [](const en::ev::CountdownAdvanced& x) {
                          std::string text = "Countdown " + en::countdownLabel(x.to);
                          if (en::levelOf(x.to) != en::levelOf(x.from)) {
                            text += ": " + std::string(en::levelName(en::levelOf(x.to)));
                          }
                          if (x.to <= 0) text += " (zero hour)";
                          return text;
                        },
                        [](const en::ev::OverwhelmTriggered& x) {
                          return std::string("Overwhelm!") +
                                 (x.left > 0 ? " (" + std::to_string(x.left) + " more)" : std::string());
                        },
                        [&](const en::ev::GameLost&) {
                          (void)s;
                          return std::string("Game lost: every Spacer is dead");
                        },
                        [](const auto&) { return std::string(); },
                    },
                    e.data);
}

int tumbleFace(const en::DiceSet& dice, en::DieColour colour, int die, float t, int landed) {
  const std::vector<int>& faces = dice.facesOf(colour);
  if (t >= kDieTumbleShare || faces.empty()) return landed;
  // A few frames per second of a fixed integer hash of (die, frame): looks random, is the same every run.
  auto frame = static_cast<std::uint32_t>(t * kDieRollSeconds * 12.0f);
  std::uint32_t h = (frame + 1U) * 0x9e3779b1U ^ (static_cast<std::uint32_t>(die) + 7U) * 0x85ebca6bU;
  h ^= h >> 15U;
  h *= 0x2c1b3c6dU;
  h ^= h >> 12U;
  return faces[h % faces.size()];
}

void EnormityPresentation::reset(const en::State& s) {
  queue_.clear();
  presented_ = pushed_;  // what was dropped will never be shown: the log must not wait for it
  state_ = s;
  started_.clear();
}

void EnormityPresentation::push(const en::EventLog& events, en::Moments moments, const en::State& after) {
  // The last event presents the state after the command (the engine may keep books after its last event), so
  // an idle presentation is exactly the engine's state.
  if (!moments.empty()) moments.back() = after;
  if (moments.size() != events.size()) moments.assign(events.size(), after);  // a caller without moments
  pushed_ += events.size();
  if (events.empty()) {
    if (queue_.empty()) {
      state_ = after;
    } else {
      queue_.back().moment = after;
    }
    return;
  }
  for (std::size_t i = 0; i < events.size(); ++i) {
    Item item;
    item.event = events[i];
    item.moment = std::move(moments[i]);
    item.kind = animKindOf(events[i]);
    item.duration = durationOf(events[i]);
    queue_.push_back(std::move(item));
  }
  if (speed_ <= 0.0f) {
    finish();
  } else {
    startFront();
  }
}

void EnormityPresentation::present(Item& item) {
  if (item.presented) return;
  item.presented = true;
  state_ = item.moment;
  ++presented_;
}

void EnormityPresentation::startFront() {
  while (!queue_.empty()) {
    Item& front = queue_.front();
    if (front.kind == AnimKind::Instant || front.duration <= 0.0f) {
      present(front);
      queue_.pop_front();
      continue;
    }
    if (!front.started) {
      front.started = true;
      started_.push_back(front.kind);
      if (announces(front.kind)) present(front);
    }
    return;
  }
}

void EnormityPresentation::endFront() {
  present(queue_.front());
  queue_.pop_front();
}

void EnormityPresentation::update(float seconds) {
  if (speed_ <= 0.0f) {
    finish();
    return;
  }
  // Time left over when an animation ends goes to the next one, so a long frame does not stall playback.
  float left = std::max(0.0f, seconds) * speed_;
  startFront();
  while (!queue_.empty()) {
    Item& front = queue_.front();
    const float remaining = front.duration - front.elapsed;
    if (left < remaining) {
      front.elapsed += left;
      return;
    }
    left -= remaining;
    endFront();
    startFront();
  }
}

void EnormityPresentation::finish() {
  while (!queue_.empty()) endFront();
}

std::optional<EnormityPresentation::Playing> EnormityPresentation::playing() const {
  if (queue_.empty()) return std::nullopt;
  const Item& front = queue_.front();
  const float t = front.duration > 0 ? std::min(1.0f, front.elapsed / front.duration) : 1.0f;
  return Playing{&front.event, front.kind, t};
}

std::vector<AnimKind> EnormityPresentation::takeStarted() {
  std::vector<AnimKind> out;
  out.swap(started_);
  return out;
}

}  // namespace nemesis::view::enormity
