// The game's sounds, synthesised by our own code (no recorded or downloaded audio): a few short clips built
// from sine partials, filtered noise and envelopes, and which moment of the board plays which. Pure: samples
// in, samples out; src/app/sound.hpp plays them through SDL.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "animation_kind.hpp"

namespace nemesis::view {

enum class SoundKind : std::uint8_t { DieRoll, MarkerDrop, DoorBreak, EncounterSting, TurnChime };
inline constexpr std::array<SoundKind, 5> kSoundKinds = {
    SoundKind::DieRoll, SoundKind::MarkerDrop, SoundKind::DoorBreak, SoundKind::EncounterSting, SoundKind::TurnChime};
[[nodiscard]] std::string_view soundName(SoundKind kind);

// The clip of a sound at `sampleRate` Hz, mono, samples in [-1, 1]; the same every time (its noise comes from a
// fixed seed). Each is well under a second and starts and ends silent (no click).
[[nodiscard]] std::vector<float> synthesize(SoundKind kind, int sampleRate);

// The sound that goes with an animation as it starts: the die tumbling, a marker landing, a door breaking, the
// drawn Intruder token and a Surprise Attack (the Encounter sting), a turn changing hands; none for the rest.
[[nodiscard]] std::optional<SoundKind> soundOf(AnimKind kind);

}  // namespace nemesis::view
