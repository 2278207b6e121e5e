// Enormity events in the client's shared animation vocabulary (animation.hpp's AnimKind, so durations and sounds
// are the Nemesis ones where they fit), and the presented moment for an Enormity game (docs/design.md §9): the same
// contract as presentation.hpp, over enormity::State moments. No scene is folded: the moment each event leaves
// is exactly the state to draw after it. Pure: no SDL, no clock.
#pragma once

#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <vector>

#include "engine/enormity/engine.hpp"
#include "engine/enormity/event.hpp"
#include "engine/enormity/state.hpp"
#include "render/animation_kind.hpp"

namespace nemesis::view::enormity {

namespace en = nemesis::enormity;

// A Blip steps one intersection per BlipMoved event: short, so a move of several Potentials reads as steps.
inline constexpr float kBlipStepSeconds = 0.3f;
// A die tumbles for this share of its DieRoll animation, then shows its face.
inline constexpr float kDieTumbleShare = 0.65f;
inline constexpr float kDieRollSeconds = 0.6f;

// DieRolled, DieRerolled -> DieRoll; BlipMoved, BlipPushed -> IntruderSlide; SpacerMoved -> CharacterSlide;
// BlipRevealed -> TokenReveal; IntruderSpawned, BlipSpawned -> IntruderAppear; CountdownAdvanced,
// OverwhelmTriggered, GameLost -> Banner; SpacerDied -> Death; StressGained -> Wound; BlipTurned,
// PriorityTargetTaken (from another Spacer), BonusPlaced, DisciplineSpent -> MarkerDrop; everything else Instant.
[[nodiscard]] AnimKind animKindOf(const en::Event& e);
[[nodiscard]] float durationOf(const en::Event& e);
// The line a Banner shows ("Countdown 8", "Countdown 6: Eclipse"), "" for an event without one.
[[nodiscard]] std::string bannerText(const en::State& s, const en::Event& e);

// The face a tumbling die shows at progress t (0..1 of its DieRoll): one of its colour's faces, chosen by a
// fixed function of the die and t (no random source), changing a dozen times a second; the rolled value
// `landed` once the tumble is over.
[[nodiscard]] int tumbleFace(const en::DiceSet& dice, en::DieColour colour, int die, float t, int landed);

class EnormityPresentation {
 public:
  // Starts over at `s` (a new game, a load, an undo): nothing left to play.
  void reset(const en::State& s);
  // One command's events, `moments` holding the state after each (the same length), and `after` the state
  // after the whole command, presented once the last event has played.
  void push(const en::EventLog& events, en::Moments moments, const en::State& after);
  // Advances by `seconds` of wall time times speed().
  void update(float seconds);
  // Skips to the present.
  void finish();

  [[nodiscard]] bool idle() const { return queue_.empty(); }
  // What to draw: the state before the playing event (after it, for an announcement), the present when idle.
  [[nodiscard]] const en::State& state() const { return state_; }
  struct Playing {
    const en::Event* event;
    AnimKind kind;
    float t;  // 0..1
  };
  [[nodiscard]] std::optional<Playing> playing() const;
  // Events presented since the first push (the log shows exactly those), and pushed.
  [[nodiscard]] std::uint64_t presented() const { return presented_; }
  [[nodiscard]] std::uint64_t pushed() const { return pushed_; }
  // The kinds that began playing since the last call (the app cues sounds by them); Instant events never begin.
  std::vector<AnimKind> takeStarted();

  // 0.25 (slow) to 4 (fast); 0 means no animation (everything is presented at once).
  void setSpeed(float speed) { speed_ = speed; }
  [[nodiscard]] float speed() const { return speed_; }

 private:
  struct Item {
    en::Event event;
    en::State moment;
    AnimKind kind = AnimKind::Instant;
    float duration = 0;
    float elapsed = 0;
    bool started = false;
    bool presented = false;
  };
  // Presents the front's moment (once).
  void present(Item& item);
  // Starts the front item: Instant ones are presented and dropped, an announcement presents its moment.
  void startFront();
  void endFront();

  std::deque<Item> queue_;
  en::State state_;
  std::uint64_t presented_ = 0;
  std::uint64_t pushed_ = 0;
  float speed_ = 1.0f;
  std::vector<AnimKind> started_;
};

}  // namespace nemesis::view::enormity
