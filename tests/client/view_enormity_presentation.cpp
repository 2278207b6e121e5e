// Enormity events as animations (render/enormity/enormity_presentation.hpp) and the presented moment: while an
// event plays, the board draws the state before it (after it, for an announcement); when it ends, the moment it
// left; finish() is the engine's state. Played on the shipped first-noise scenario.
#include <doctest/doctest.h>

#include <array>
#include <set>
#include <string>
#include <utility>
#include <variant>

#include "enormity/enormity_presentation.hpp"
#include "enormity_support.hpp"
#include "sound_synth.hpp"

namespace en = nemesis::enormity;
using nemesis::view::AnimKind;
using nemesis::view::announces;
using namespace nemesis::view::enormity;

namespace {

// The kind each event alternative is shown as, in the variant's order: a new event must be placed here.
constexpr std::array<AnimKind, std::variant_size_v<en::EventData>> kExpected = {
    AnimKind::Instant,         // NoiseMade
    AnimKind::Instant,         // PriorityTargetTaken {0, 0}: kept by its holder (from another: MarkerDrop)
    AnimKind::Instant,         // NoDice
    AnimKind::Instant,         // NoiseColourRead
    AnimKind::Instant,         // PoolBuilt
    AnimKind::Instant,         // DicePromoted
    AnimKind::Instant,         // OverwhelmDue
    AnimKind::DieRoll,         // DieRolled
    AnimKind::Instant,         // VirtualDieShown
    AnimKind::Instant,         // ConfidenceSpent
    AnimKind::DieRoll,         // DieRerolled
    AnimKind::Wound,           // StressGained
    AnimKind::Death,           // SpacerDied
    AnimKind::MarkerDrop,      // BonusPlaced
    AnimKind::MarkerDrop,      // DisciplineSpent
    AnimKind::Instant,         // DiceDiscarded
    AnimKind::Instant,         // ResultAssigned
    AnimKind::IntruderSlide,   // BlipMoved
    AnimKind::IntruderSlide,   // BlipPushed
    AnimKind::MarkerDrop,      // BlipTurned
    AnimKind::TokenReveal,     // BlipRevealed
    AnimKind::Instant,         // EchoDiscarded
    AnimKind::Instant,         // TokenReturned
    AnimKind::IntruderAppear,  // IntruderSpawned
    AnimKind::Instant,         // IntruderNotPlaced
    AnimKind::Instant,         // AmbushNotPlayed
    AnimKind::IntruderAppear,  // BlipSpawned
    AnimKind::Instant,         // NoBlipToSpawn
    AnimKind::Instant,         // CountdownBlip
    AnimKind::Banner,          // OverwhelmTriggered
    AnimKind::Instant,         // BlipDiscarded
    AnimKind::Instant,         // DecisionRequested
    AnimKind::CharacterSlide,  // SpacerMoved
    AnimKind::Banner,          // CountdownAdvanced
    AnimKind::Instant,         // NoiseRollEnded
    AnimKind::Banner,          // GameLost
    AnimKind::Instant,         // OutcomesForced
    AnimKind::Instant,         // ForcedOutcomeSkipped
};

template <std::size_t I = 0>
void checkEveryAlternative(const en::State& s) {
  if constexpr (I < std::variant_size_v<en::EventData>) {
    const en::Event e{en::RuleId{}, en::EventData(std::in_place_index<I>)};
    CAPTURE(I);
    CHECK(animKindOf(e) == kExpected[I]);
    // Only Instant events take no time; every animation lasts long enough to be seen, none holds play up.
    if (kExpected[I] == AnimKind::Instant) {
      CHECK(durationOf(e) == 0.0f);
    } else {
      CHECK(durationOf(e) >= 0.25f);
      CHECK(durationOf(e) <= 2.0f);
    }
    // A banner has a line to show; nothing else has one.
    CHECK(bannerText(s, e).empty() == (kExpected[I] != AnimKind::Banner));
    checkEveryAlternative<I + 1>(s);
  }
}

struct Played {
  en::EventLog events;
  en::Moments moments;
};

Played play(en::State& s, const std::string& command) {
  CAPTURE(command);
  Played p;
  const en::Verdict v = en::apply(s, en::parseCommand(command, s), p.events, &p.moments);
  REQUIRE_MESSAGE(v.ok(), en::explain(s, v));
  REQUIRE(p.moments.size() == p.events.size());
  return p;
}

en::State firstNoise() {
  return en::loadScenario(etest::assets() + "/scenarios/first-noise.json", etest::assets());
}

// After event i has played, the presentation has also presented the Instant events behind it and the
// announcement that starts next: the count of events presented (of this log).
std::size_t presentedAfter(const en::EventLog& log, std::size_t i) {
  std::size_t k = i + 1;
  while (k < log.size() && animKindOf(log[k]) == AnimKind::Instant) ++k;
  if (k < log.size() && announces(animKindOf(log[k]))) ++k;
  return k;
}

// Plays a pushed log to its end frame by frame, checking at each animation what is drawn.
void stepThrough(EnormityPresentation& p, const Played& played, std::uint64_t base, int* blipSteps) {
  const en::EventLog& log = played.events;
  for (std::size_t i = 0; i < log.size(); ++i) {
    if (animKindOf(log[i]) == AnimKind::Instant) continue;
    CAPTURE(i);
    CAPTURE(en::describe(played.moments[i], log[i]));
    const auto now = p.playing();
    REQUIRE(now.has_value());
    REQUIRE(now->event->data.index() == log[i].data.index());
    CHECK(now->kind == animKindOf(log[i]));
    const bool announcement = announces(now->kind);
    // Announcements show their moment as they start; the rest the state before them.
    CHECK(p.presented() == base + (announcement ? i + 1 : i));
    CHECK(p.state() == (announcement ? played.moments[i] : i == 0 ? p.state() : played.moments[i - 1]));
    if (const auto* moved = std::get_if<en::ev::BlipMoved>(&log[i].data)) {
      // The Blip is drawn from where it stands before this one step: one intersection per event.
      CHECK(etest::blip(p.state(), moved->blip).at == moved->from);
      CHECK(std::abs(moved->from.x - moved->to.x) + std::abs(moved->from.y - moved->to.y) == 1);
      ++*blipSteps;
    }
    const float d = durationOf(log[i]);
    p.update(d * 0.5f);
    CHECK(p.playing()->t == doctest::Approx(0.5f).epsilon(0.01));
    CHECK(p.presented() == base + (announcement ? i + 1 : i));
    p.update(d * 0.5f + 1e-4f);
    CHECK(p.presented() == base + presentedAfter(log, i));
    CHECK(p.state() == played.moments[presentedAfter(log, i) - 1]);
  }
  CHECK(p.idle());
}

}  // namespace

TEST_CASE("enormity animations: every event alternative has its kind, duration and banner") {
  checkEveryAlternative(firstNoise());
}

TEST_CASE("enormity animations: the Priority Target marker drops only when it changes hands") {
  CHECK(animKindOf(en::Event{en::RuleId{}, en::ev::PriorityTargetTaken{1, 0}}) == AnimKind::MarkerDrop);
  CHECK(animKindOf(en::Event{en::RuleId{}, en::ev::PriorityTargetTaken{1, -1}}) == AnimKind::MarkerDrop);
  CHECK(animKindOf(en::Event{en::RuleId{}, en::ev::PriorityTargetTaken{1, 1}}) == AnimKind::Instant);
}

TEST_CASE("enormity animations: banners read the Countdown, the level it enters, Overwhelm and the loss") {
  const en::State s = firstNoise();
  const auto text = [&](en::EventData d) { return bannerText(s, en::Event{en::RuleId{}, std::move(d)}); };
  CHECK(text(en::ev::CountdownAdvanced{9, 8}) == "Countdown 8");
  CHECK(text(en::ev::CountdownAdvanced{7, 6}) == "Countdown 6: Eclipse");
  CHECK(text(en::ev::CountdownAdvanced{4, 3}) == "Countdown 3: Extraction");
  CHECK(text(en::ev::CountdownAdvanced{1, 0}) == "Countdown ! (zero hour)");
  CHECK(text(en::ev::OverwhelmTriggered{0, false}) == "Overwhelm!");
  CHECK(text(en::ev::OverwhelmTriggered{2, false}) == "Overwhelm! (2 more)");
  CHECK(text(en::ev::GameLost{}) == "Game lost: every Spacer is dead");
  CHECK(text(en::ev::NoiseRollEnded{0}).empty());
}

TEST_CASE("enormity animations: a die tumbles through its colour's faces, the same every run, then lands") {
  const en::State s = firstNoise();
  const std::vector<int>& faces = s.dice.facesOf(en::DieColour::Red);
  std::set<int> seen;
  for (int frame = 0; frame < 40; ++frame) {
    const float t = kDieTumbleShare * static_cast<float>(frame) / 40.0f;
    const int face = tumbleFace(s.dice, en::DieColour::Red, 2, t, 99);
    CHECK(std::find(faces.begin(), faces.end(), face) != faces.end());
    CHECK(face == tumbleFace(s.dice, en::DieColour::Red, 2, t, 99));
    seen.insert(face);
  }
  CHECK(seen.size() > 1);  // it does tumble
  CHECK(tumbleFace(s.dice, en::DieColour::Red, 2, kDieTumbleShare, 99) == 99);
  CHECK(tumbleFace(s.dice, en::DieColour::Red, 2, 1.0f, 99) == 99);
}

TEST_CASE("enormity presentation: a Noise roll and its Blip steps are drawn one event at a time") {
  en::State s = firstNoise();
  EnormityPresentation p;
  p.reset(s);
  CHECK(p.idle());
  CHECK(p.state() == s);
  CHECK_FALSE(p.playing().has_value());

  const Played noise = play(s, "noise scout");
  p.push(noise.events, noise.moments, s);
  CHECK(p.pushed() == noise.events.size());
  // The Instant events before the first die fold at once; the die rolls from the state without it.
  const int firstDie = etest::indexOf<en::ev::DieRolled>(noise.events);
  REQUIRE(firstDie > 0);
  REQUIRE(p.playing().has_value());
  CHECK(p.playing()->kind == AnimKind::DieRoll);
  CHECK(p.presented() == static_cast<std::uint64_t>(firstDie));
  CHECK(
      p.state().roll.dice.size() ==
      static_cast<std::size_t>(std::get<en::ev::DieRolled>(noise.events[static_cast<std::size_t>(firstDie)].data).die));
  const auto started = p.takeStarted();
  REQUIRE(started.size() == 1);
  CHECK(started[0] == AnimKind::DieRoll);
  CHECK(nemesis::view::soundOf(started[0]).has_value());  // the sound comes with the shared kind
  CHECK(p.takeStarted().empty());
  int steps = 0;
  stepThrough(p, noise, 0, &steps);
  CHECK(p.state() == s);
  CHECK(p.presented() == p.pushed());

  const std::uint64_t base = p.presented();
  Played assign = play(s, "assign default");
  p.push(assign.events, assign.moments, s);
  REQUIRE(etest::indexOf<en::ev::BlipMoved>(assign.events) >= 0);
  stepThrough(p, assign, base, &steps);
  const Played choose = play(s, "choose x");
  p.push(choose.events, choose.moments, s);
  stepThrough(p, choose, base + assign.events.size(), &steps);
  CHECK(steps == static_cast<int>(etest::eventsOf<en::ev::BlipMoved>(assign.events).size() +
                                  etest::eventsOf<en::ev::BlipMoved>(choose.events).size()));
  CHECK(steps >= 2);  // several steps, each its own animation
  CHECK(p.state() == s);
  CHECK(p.presented() == p.pushed());
}

TEST_CASE("enormity presentation: finish() presents the engine's state, an announcement is presented as it starts") {
  en::State s = firstNoise();
  EnormityPresentation p;
  p.reset(s);
  const Played noise = play(s, "noise scout");
  p.push(noise.events, noise.moments, s);
  p.update(0.01f);
  CHECK_FALSE(p.idle());
  p.finish();
  CHECK(p.idle());
  CHECK(p.state() == s);
  CHECK(p.presented() == noise.events.size());

  // The Countdown: "Countdown 8" is told as its banner appears, so the track already shows 8.
  en::State c = firstNoise();
  p.reset(c);
  const std::uint64_t base = p.presented();
  const Played countdown = play(c, "countdown");
  p.push(countdown.events, countdown.moments, c);
  REQUIRE(p.playing().has_value());
  CHECK(p.playing()->kind == AnimKind::Banner);
  CHECK(p.state().countdown == 8);
  CHECK(p.presented() == base + countdown.events.size());
  CHECK(bannerText(p.state(), *p.playing()->event) == "Countdown 8");
  p.update(10);
  CHECK(p.idle());
  CHECK(p.state() == c);

  // Speed 0: no animation, the engine's state at once.
  en::State z = firstNoise();
  p.reset(z);
  p.setSpeed(0);
  const Played quick = play(z, "noise scout");
  p.push(quick.events, quick.moments, z);
  CHECK(p.idle());
  CHECK(p.state() == z);
}

TEST_CASE("enormity presentation: reset drops what was queued, the log does not wait for it") {
  en::State s = firstNoise();
  EnormityPresentation p;
  p.reset(s);
  const Played noise = play(s, "noise scout");
  p.push(noise.events, noise.moments, s);
  CHECK(p.presented() < p.pushed());
  p.reset(s);
  CHECK(p.idle());
  CHECK(p.presented() == p.pushed());
  // A command with no events (or pushed without moments) presents its end state.
  p.push({}, {}, s);
  CHECK(p.state() == s);
}
