// The synthesised sounds (render/sound_synth.hpp): made by our code, short, never clipping, the same every
// time, and each tied to the board moment it accompanies.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>

#include "sound_synth.hpp"

using namespace nemesis::view;

TEST_CASE("every sound is a short clip that starts and ends silent and never clips") {
  constexpr int kRate = 44100;
  for (SoundKind kind : kSoundKinds) {
    CAPTURE(soundName(kind));
    const std::vector<float> clip = synthesize(kind, kRate);
    REQUIRE(clip.size() > static_cast<std::size_t>(kRate / 10));
    CHECK(clip.size() < static_cast<std::size_t>(kRate));  // under a second
    float loudest = 0;
    for (float v : clip) loudest = std::max(loudest, std::abs(v));
    CHECK(loudest <= 1.0f);
    CHECK(loudest >= 0.4f);                                        // audible at the default volume
    CHECK(std::abs(clip.front()) < 1e-6f);                         // no click at the start
    CHECK(std::abs(clip.back()) < 1e-3f);                          // nor at the end
    CHECK(synthesize(kind, kRate) == clip);                        // the same clip every time
    CHECK(synthesize(kind, 22050).size() * 2 <= clip.size() + 2);  // the rate is honoured
  }
  CHECK(synthesize(SoundKind::DieRoll, kRate) != synthesize(SoundKind::TurnChime, kRate));
}

TEST_CASE("a sound goes with the die, a marker, a door breaking, an Encounter and a new turn, and nothing else") {
  CHECK(soundOf(AnimKind::DieRoll) == SoundKind::DieRoll);
  CHECK(soundOf(AnimKind::MarkerDrop) == SoundKind::MarkerDrop);
  CHECK(soundOf(AnimKind::DoorBreak) == SoundKind::DoorBreak);
  CHECK(soundOf(AnimKind::TokenReveal) == SoundKind::EncounterSting);
  CHECK(soundOf(AnimKind::Surprise) == SoundKind::EncounterSting);
  CHECK(soundOf(AnimKind::TurnBanner) == SoundKind::TurnChime);
  CHECK_FALSE(soundOf(AnimKind::Instant));
  CHECK_FALSE(soundOf(AnimKind::CharacterSlide));
  CHECK_FALSE(soundOf(AnimKind::Banner));
}
