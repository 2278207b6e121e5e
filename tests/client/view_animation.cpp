// The animation queue: which events animate and for how long, playback order and timing, the batch of
// Intruders a Danger result pulls in, speed, skip, and that the shown scene always catches up with the game.
#include <cmath>

#include "render/nemesis/animation.hpp"
#include "view_play.hpp"

using namespace test;
using namespace nemesis::view;

namespace {

Event paid() {
  return Event{RuleId::MovementCost, ev::CardsPaid{0, Payment::of({1})}};
}
Event moved(int character, int from, int to) {
  return Event{RuleId::Neighbouring, ev::CharacterMoved{character, from, to, 0, false}};
}
Event revealed(int room) {
  return Event{RuleId::RevealRoom, ev::RoomRevealed{room, RoomTile::Canteen}};
}
Event nothing() {
  return Event{RuleId::Silence, ev::NoEffect{0, 0}};
}
Event rolled() {
  return Event{RuleId::NoiseDie, ev::NoiseRolled{0, 0, NoiseResult::Two, false}};
}
Event marked(PassageId p) {
  return Event{RuleId::NoiseNumber, ev::NoiseMarkerPlaced{p, 0}};
}
Event intruderMoved(int id, int from, int to) {
  return Event{RuleId::DangerPullsIntruders, ev::IntruderMoved{id, IntruderType::Adult, from, to, 0}};
}
Event doorBroken(int corridor) {
  return Event{RuleId::DangerClosedDoor, ev::DoorDestroyed{corridor, 1}};
}

// A small scene: 4 rooms, 3 corridors, 2 characters in room 0, Adults 1 and 2 in room 1, Adult 3 in room 2.
Scene smallScene() {
  Scene s;
  s.rooms.resize(4);
  s.doors.assign(3, DoorState::Open);
  s.doors[2] = DoorState::Closed;
  s.noise.assign(4, 0);
  s.characters = {SceneCharacter{CharacterClass::Captain, 0}, SceneCharacter{CharacterClass::Scout, 0}};
  s.intruders = {SceneIntruder{1, IntruderType::Adult, 1}, SceneIntruder{2, IntruderType::Adult, 1},
                 SceneIntruder{3, IntruderType::Adult, 2}};
  return s;
}

bool near(float a, float b) {
  return std::fabs(a - b) < 1e-4f;
}

}  // namespace

TEST_CASE("animation: kinds and base durations") {
  CHECK(animKindOf(paid()) == AnimKind::Instant);
  CHECK(animKindOf(nothing()) == AnimKind::Instant);
  CHECK(animKindOf(moved(0, 0, 1)) == AnimKind::CharacterSlide);
  CHECK(animKindOf(intruderMoved(1, 1, 0)) == AnimKind::IntruderSlide);
  CHECK(animKindOf(rolled()) == AnimKind::DieRoll);
  CHECK(animKindOf(marked(0)) == AnimKind::MarkerDrop);
  CHECK(animKindOf(Event{RuleId::ExplorationFire, ev::FirePlaced{0}}) == AnimKind::MarkerDrop);
  CHECK(animKindOf(Event{RuleId::ExplorationMalfunction, ev::MalfunctionPlaced{0}}) == AnimKind::MarkerDrop);
  CHECK(animKindOf(Event{RuleId::EncounterDraw, ev::TokenDrawn{0, IntruderType::Adult, 2, false}}) ==
        AnimKind::TokenReveal);
  CHECK(animKindOf(Event{RuleId::EncounterPlace, ev::IntruderPlaced{1, IntruderType::Adult, 0, 0}}) ==
        AnimKind::IntruderAppear);
  CHECK(animKindOf(doorBroken(0)) == AnimKind::DoorBreak);
  CHECK(animKindOf(Event{RuleId::AttackCardEffect, ev::WoundSuffered{0, false, 1, 0}}) == AnimKind::Wound);
  CHECK(animKindOf(Event{RuleId::EscapeAttacks, ev::IntruderAttacks{1, IntruderType::Adult, 0}}) == AnimKind::Wound);
  CHECK(animKindOf(Event{RuleId::AttackCardDraw, ev::AttackCardDrawn{0, AttackKind::Bite, true, false}}) ==
        AnimKind::Wound);
  CHECK(animKindOf(revealed(0)) == AnimKind::RoomFlip);
  CHECK(animKindOf(Event{RuleId::RevealRoom, ev::ExplorationRevealed{0, 0, ExplorationEffect::Fire, 1, false}}) ==
        AnimKind::RoomFlip);
  CHECK(animKindOf(Event{RuleId::Death, ev::CharacterDied{0, 0}}) == AnimKind::Death);

  CHECK(baseDuration(AnimKind::Instant) == 0.0f);
  CHECK(near(baseDuration(AnimKind::CharacterSlide), 0.35f));
  CHECK(near(baseDuration(AnimKind::IntruderSlide), 0.5f));
  CHECK(near(baseDuration(AnimKind::DieRoll), 0.9f));
  CHECK(near(baseDuration(AnimKind::MarkerDrop), 0.3f));
  CHECK(near(baseDuration(AnimKind::TokenReveal), 1.0f));
  CHECK(near(baseDuration(AnimKind::IntruderAppear), 0.35f));
  CHECK(near(baseDuration(AnimKind::DoorBreak), 0.5f));
  CHECK(near(baseDuration(AnimKind::Wound), 0.5f));
  CHECK(near(baseDuration(AnimKind::RoomFlip), 0.4f));
  CHECK(near(baseDuration(AnimKind::Death), 0.6f));
}

TEST_CASE("animation: events play one after another and each folds when its animation ends, Instant ones right after") {
  Scene shown = smallScene();
  AnimationQueue q;
  CHECK(q.idle());
  CHECK(q.active().empty());
  // Paid (instant), moved 0.35, revealed 0.4, nothing (instant), rolled 0.9, marked 0.3.
  q.push(EventLog{paid(), moved(0, 0, 3), revealed(3), nothing(), rolled(), marked(2)}, shown);
  CHECK(q.pending() == 5);  // the leading Instant event is folded at once
  REQUIRE(q.active().size() == 1);
  CHECK(q.active()[0].kind == AnimKind::CharacterSlide);
  CHECK(shown.characters[0].room == 0);

  q.update(0.2f, shown);
  REQUIRE(q.active().size() == 1);
  CHECK(q.active()[0].kind == AnimKind::CharacterSlide);
  CHECK(near(q.active()[0].progress(), 0.2f / 0.35f));
  CHECK(shown.characters[0].room == 0);  // not there until the slide ends

  q.update(0.2f, shown);  // the slide ends at 0.35; 0.05 s go to the room flip
  CHECK(shown.characters[0].room == 3);
  CHECK_FALSE(shown.rooms[3].explored);
  REQUIRE(q.active().size() == 1);
  CHECK(q.active()[0].kind == AnimKind::RoomFlip);
  CHECK(near(q.active()[0].elapsed, 0.05f));

  q.update(0.35f, shown);  // the flip ends; the Instant NoEffect after it goes at once too
  CHECK(shown.rooms[3].explored);
  CHECK(q.pending() == 2);
  CHECK(q.active()[0].kind == AnimKind::DieRoll);
  CHECK(near(q.active()[0].elapsed, 0.0f));

  q.update(0.89f, shown);
  CHECK(q.active()[0].kind == AnimKind::DieRoll);
  q.update(0.02f, shown);
  CHECK(q.active()[0].kind == AnimKind::MarkerDrop);
  CHECK(shown.noise[2] == 0);
  q.update(0.3f, shown);
  CHECK(shown.noise[2] == 1);
  CHECK(q.idle());
  CHECK(q.active().empty());
}

TEST_CASE("animation: a command pushed while another plays waits behind it, even its Instant events") {
  Scene shown = smallScene();
  AnimationQueue q;
  q.push(EventLog{moved(0, 0, 3)}, shown);
  q.push(EventLog{paid(), Event{RuleId::ExplorationDoor, ev::DoorClosed{0}}, moved(1, 0, 2)}, shown);
  CHECK(q.pending() == 4);
  CHECK(shown.doors[0] == DoorState::Open);  // the DoorClosed must not jump ahead of the first move
  q.update(0.35f, shown);
  CHECK(shown.characters[0].room == 3);
  CHECK(shown.doors[0] == DoorState::Closed);
  CHECK(q.pending() == 1);
  CHECK(q.active()[0].kind == AnimKind::CharacterSlide);
  CHECK(shown.characters[1].room == 0);
}

TEST_CASE("animation: consecutive Intruder moves play together as one batch") {
  Scene shown = smallScene();
  AnimationQueue q;
  q.push(EventLog{rolled(), intruderMoved(1, 1, 0), intruderMoved(2, 1, 0), doorBroken(2), intruderMoved(3, 2, 0),
                  nothing()},
         shown);
  q.update(0.9f, shown);  // the die
  REQUIRE(q.active().size() == 2);
  CHECK(q.active()[0].kind == AnimKind::IntruderSlide);
  CHECK(q.active()[1].kind == AnimKind::IntruderSlide);
  q.update(0.25f, shown);
  CHECK(near(q.active()[0].progress(), 0.5f));
  CHECK(near(q.active()[1].progress(), 0.5f));  // both advance together
  CHECK(shown.intruders[0].room == 1);
  q.update(0.25f, shown);
  CHECK(shown.intruders[0].room == 0);
  CHECK(shown.intruders[1].room == 0);
  CHECK(shown.intruders[2].room == 2);
  // The door break separates the next slide from the batch.
  REQUIRE(q.active().size() == 1);
  CHECK(q.active()[0].kind == AnimKind::DoorBreak);
  q.update(0.5f, shown);
  CHECK(shown.doors[2] == DoorState::Destroyed);
  REQUIRE(q.active().size() == 1);
  CHECK(q.active()[0].kind == AnimKind::IntruderSlide);
  q.update(0.5f, shown);
  CHECK(shown.intruders[2].room == 0);
  CHECK(q.idle());
}

TEST_CASE("animation: speed scales playback and speed 0 folds everything at once") {
  Scene shown = smallScene();
  AnimationQueue q;
  CHECK(q.speed() == 1.0f);

  SUBCASE("fast") {
    q.setSpeed(4.0f);
    q.push(EventLog{moved(0, 0, 3), rolled()}, shown);
    q.update(0.35f / 4.0f + 0.001f, shown);
    CHECK(shown.characters[0].room == 3);
    CHECK(q.active()[0].kind == AnimKind::DieRoll);
    q.update(0.9f / 4.0f, shown);
    CHECK(q.idle());
  }
  SUBCASE("slow") {
    q.setSpeed(0.25f);
    q.push(EventLog{moved(0, 0, 3)}, shown);
    q.update(1.0f, shown);  // 0.25 s of animation
    CHECK(shown.characters[0].room == 0);
    CHECK(near(q.active()[0].elapsed, 0.25f));
    q.update(0.41f, shown);
    CHECK(shown.characters[0].room == 3);
    CHECK(q.idle());
  }
  SUBCASE("off: push folds everything") {
    q.setSpeed(0.0f);
    q.push(EventLog{moved(0, 0, 3), rolled(), marked(1)}, shown);
    CHECK(q.idle());
    CHECK(shown.characters[0].room == 3);
    CHECK(shown.noise[1] == 1);
  }
  SUBCASE("turned off while playing: the next update folds the rest") {
    q.push(EventLog{moved(0, 0, 3), marked(1)}, shown);
    q.update(0.1f, shown);
    CHECK(q.pending() == 2);
    q.setSpeed(0.0f);
    q.update(0.0f, shown);
    CHECK(q.idle());
    CHECK(shown.noise[1] == 1);
  }
}

TEST_CASE("animation: finish folds everything and clear drops everything without folding") {
  Scene shown = smallScene();
  AnimationQueue q;
  q.push(EventLog{moved(0, 0, 3), intruderMoved(1, 1, 0), marked(1)}, shown);
  q.update(0.1f, shown);

  SUBCASE("finish") {
    q.finish(shown);
    CHECK(q.idle());
    CHECK(q.active().empty());
    CHECK(shown.characters[0].room == 3);
    CHECK(shown.intruders[0].room == 0);
    CHECK(shown.noise[1] == 1);
  }
  SUBCASE("clear") {
    const Scene before = shown;
    q.clear();
    CHECK(q.idle());
    CHECK(shown == before);
    q.update(5.0f, shown);
    CHECK(shown == before);
  }
}

TEST_CASE("animation: over random play the shown scene catches up with the game once the animations have played") {
  Pcg32 frames(2024, 7);
  int commands = 0;
  int caughtUp = 0;
  for (const auto& board : {basicBoard(), trainingBoard()}) {
    for (int players : {1, 3, 5}) {
      for (float speed : {0.25f, 1.0f, 4.0f}) {
        CAPTURE(players);
        CAPTURE(speed);
        AnimationQueue q;
        q.setSpeed(speed);
        Scene shown;
        GameState last;  // the state after the previous step; anything else means a new game
        auto step = [&](const GameState& before, const EventLog& log, const GameState& after, const Moments&) {
          if (!(before == last)) {
            q.clear();  // the client rebuilds the scene for a new game
            shown = view::sceneOf(before);
          }
          last = after;
          ++commands;
          q.push(log, shown);
          // A few frames of 0-50 ms; the queue may still be playing when the next command comes.
          const std::uint32_t n = frames.below(4);
          for (std::uint32_t i = 0; i < n; ++i) q.update(static_cast<float>(frames.below(50)) / 1000.0f, shown);
          if (frames.below(8) == 0) {
            // Long enough for everything queued (a backlog of several commands at the slowest speed).
            for (int i = 0; i < 100000 && !q.idle(); ++i) q.update(0.05f, shown);
            REQUIRE(q.idle());
            REQUIRE_MESSAGE(shown == view::sceneOf(after), viewtest::sceneDiff(shown, view::sceneOf(after)));
            ++caughtUp;
          }
        };
        viewtest::randomPlay(board, players, 100 + static_cast<std::uint64_t>(players), 150, step);
      }
    }
  }
  MESSAGE("commands " << commands << ", catch-ups checked " << caughtUp);
  CHECK(caughtUp > 100);
}

TEST_CASE("animation: big moments last a big moment's time at speed 1, other events keep their kind's time") {
  using namespace nemesis;
  const auto at = [](RuleId rule, EventData data) { return view::durationOf(Event{rule, std::move(data)}); };
  const float big = view::kBigMomentSeconds;
  // Danger: the face shows a big moment's time after the tumble.
  CHECK(at(RuleId::NoiseDie, ev::NoiseRolled{0, 3, NoiseResult::Danger, false}) >= view::kDieTumbleSeconds + big);
  CHECK(at(RuleId::NoiseDie, ev::NoiseRolled{0, 3, NoiseResult::Three, false}) ==
        view::baseDuration(view::AnimKind::DieRoll));
  CHECK(at(RuleId::EncounterDraw, ev::TokenDrawn{21, IntruderType::Adult, 4, false, 3, 0}) >= big);
  CHECK(at(RuleId::SurpriseAttack, ev::SurpriseCheck{1, 0, 2, 4, true, 3}) >= big);
  CHECK(at(RuleId::NoSurpriseAttack, ev::SurpriseCheck{1, 0, 4, 2, false, 3}) == 0.0f);  // nothing to show
  CHECK(at(RuleId::AttackCardDraw, ev::AttackCardDrawn{0, AttackKind::Claw, true, false, 1, 0}) >= big);
  CHECK(at(RuleId::AttackCardDraw, ev::CharacterDied{0, 3}) >= big);
}
