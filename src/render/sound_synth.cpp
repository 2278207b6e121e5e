#include "sound_synth.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace nemesis::view {

namespace {

constexpr float kTwoPi = 2.0f * std::numbers::pi_v<float>;

// A small fixed-seed generator for the noise in clips: the same clip every run (tests compare them).
class Noise {
 public:
  float next() {
    state_ = state_ * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<float>(static_cast<std::uint32_t>(state_ >> 40U) & 0xFFFFFFU) / 8388608.0f - 1.0f;
  }

 private:
  std::uint64_t state_ = 0x9E3779B97F4A7C15ULL;
};

std::vector<float> silence(float seconds, int rate) {
  return std::vector<float>(static_cast<std::size_t>(seconds * static_cast<float>(rate)), 0.0f);
}

// Adds a decaying sine partial starting at `at` seconds.
void partial(std::vector<float>& out, int rate, float at, float hz, float amp, float decay) {
  const auto start = static_cast<std::size_t>(at * static_cast<float>(rate));
  for (std::size_t i = start; i < out.size(); ++i) {
    const float t = static_cast<float>(i - start) / static_cast<float>(rate);
    out[i] += amp * std::exp(-t * decay) * std::sin(kTwoPi * hz * t);
  }
}

// Adds a burst of low-passed noise (a click, a rattle, a crack) starting at `at` seconds.
void burst(std::vector<float>& out, int rate, Noise& noise, float at, float seconds, float amp, float smooth) {
  const auto start = static_cast<std::size_t>(at * static_cast<float>(rate));
  const auto end = std::min(out.size(), start + static_cast<std::size_t>(seconds * static_cast<float>(rate)));
  float low = 0;
  for (std::size_t i = start; i < end; ++i) {
    const float t = static_cast<float>(i - start) / static_cast<float>(end - start);
    low += smooth * (noise.next() - low);
    out[i] += amp * (1.0f - t) * (1.0f - t) * low;
  }
}

// Short fades at both ends (no click), then scaled so the loudest sample is `peak`.
void finish(std::vector<float>& out, int rate, float peak) {
  const std::size_t fade = std::min(out.size() / 2, static_cast<std::size_t>(rate / 200));
  for (std::size_t i = 0; i < fade; ++i) {
    const float g = static_cast<float>(i) / static_cast<float>(fade);
    out[i] *= g;
    out[out.size() - 1 - i] *= g;
  }
  float loudest = 0;
  for (float v : out) loudest = std::max(loudest, std::abs(v));
  if (loudest > 0) {
    for (float& v : out) v *= peak / loudest;
  }
}

}  // namespace

std::string_view soundName(SoundKind kind) {
  switch (kind) {
    case SoundKind::DieRoll: return "die roll";
    case SoundKind::MarkerDrop: return "marker drop";
    case SoundKind::DoorBreak: return "door breaking";
    case SoundKind::EncounterSting: return "Encounter sting";
    case SoundKind::TurnChime: return "turn chime";
  }
  return "?";
}

std::vector<float> synthesize(SoundKind kind, int rate) {
  Noise noise;
  std::vector<float> out;
  switch (kind) {
    case SoundKind::DieRoll: {
      // The die tumbling: clicks that come closer together and softer, like a die settling on a table.
      out = silence(0.55f, rate);
      float at = 0;
      for (int i = 0; i < 7; ++i) {
        burst(out, rate, noise, at, 0.03f, 1.0f - 0.1f * static_cast<float>(i), 0.6f);
        partial(out, rate, at, 1800.0f - 120.0f * static_cast<float>(i), 0.25f, 90.0f);
        at += 0.11f * std::pow(0.8f, static_cast<float>(i));
      }
      finish(out, rate, 0.7f);
      break;
    }
    case SoundKind::MarkerDrop:
      // A plastic marker set on the board: a low thump with a short tick.
      out = silence(0.25f, rate);
      partial(out, rate, 0, 140.0f, 1.0f, 22.0f);
      partial(out, rate, 0, 420.0f, 0.3f, 40.0f);
      burst(out, rate, noise, 0, 0.012f, 0.5f, 0.8f);
      finish(out, rate, 0.6f);
      break;
    case SoundKind::DoorBreak:
      // A bulkhead door giving way: a metallic crack, then a rattling fall.
      out = silence(0.7f, rate);
      burst(out, rate, noise, 0, 0.08f, 1.0f, 0.9f);
      partial(out, rate, 0, 230.0f, 0.6f, 8.0f);
      partial(out, rate, 0, 347.0f, 0.4f, 9.0f);
      burst(out, rate, noise, 0.12f, 0.5f, 0.5f, 0.25f);
      finish(out, rate, 0.75f);
      break;
    case SoundKind::EncounterSting:
      // Something is here: two low tones a tritone apart over a swelling rumble.
      out = silence(0.9f, rate);
      partial(out, rate, 0, 110.0f, 0.7f, 2.5f);
      partial(out, rate, 0.05f, 155.6f, 0.6f, 2.5f);
      partial(out, rate, 0.05f, 311.1f, 0.2f, 4.0f);
      burst(out, rate, noise, 0, 0.6f, 0.3f, 0.05f);
      finish(out, rate, 0.8f);
      break;
    case SoundKind::TurnChime:
      // A soft two-note bell: the turn passes to another player.
      out = silence(0.6f, rate);
      partial(out, rate, 0, 880.0f, 0.5f, 6.0f);
      partial(out, rate, 0, 1760.0f, 0.15f, 9.0f);
      partial(out, rate, 0.15f, 1174.7f, 0.5f, 6.0f);
      partial(out, rate, 0.15f, 2349.3f, 0.15f, 9.0f);
      finish(out, rate, 0.5f);
      break;
  }
  return out;
}

std::optional<SoundKind> soundOf(AnimKind kind) {
  switch (kind) {
    case AnimKind::DieRoll: return SoundKind::DieRoll;
    case AnimKind::MarkerDrop: return SoundKind::MarkerDrop;
    case AnimKind::DoorBreak: return SoundKind::DoorBreak;
    case AnimKind::TokenReveal:
    case AnimKind::Surprise: return SoundKind::EncounterSting;
    case AnimKind::TurnBanner: return SoundKind::TurnChime;
    default: return std::nullopt;
  }
}

}  // namespace nemesis::view
