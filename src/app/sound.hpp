// Plays the synthesised sounds (render/sound_synth.hpp) through an SDL audio device: a small mixer of a few
// voices in the audio callback, so a marker can drop while the die still rattles. The device is opened by the
// first sound, not at start: a session that plays none (a screenshot run, sound off) never pays for audio, and a
// machine without a sound card (CI) only learns it then. Without a device it stays silent and says why, once.
#pragma once

#include <SDL.h>

#include <array>
#include <cstddef>
#include <string>
#include <vector>

#include "sound_synth.hpp"

namespace nemesis::app {

class SoundPlayer {
 public:
  explicit SoundPlayer(bool enabled = true) : enabled_(enabled) {}
  ~SoundPlayer();
  SoundPlayer(const SoundPlayer&) = delete;
  SoundPlayer& operator=(const SoundPlayer&) = delete;

  // Starts a sound at `volume` (0..1), opening the device the first time; nothing when there is no device, the
  // player is disabled or the volume is 0.
  void play(view::SoundKind kind, float volume);
  // Whether an audio device is open; when a try failed, why (for the Settings window).
  [[nodiscard]] bool available() const { return device_ != 0; }
  [[nodiscard]] const std::string& unavailableReason() const { return reason_; }
  // Sounds started, by kind (tests: a die roll on the board starts one die-roll sound).
  [[nodiscard]] int started(view::SoundKind kind) const { return started_[static_cast<std::size_t>(kind)]; }

 private:
  struct Voice {
    const std::vector<float>* clip = nullptr;
    std::size_t at = 0;
    float gain = 0;
  };
  static void mix(void* self, Uint8* stream, int bytes);
  // The first sound opens the device (openDevice), the audio library's own complaints silenced; without a device
  // the player says why once on standard error.
  void open();
  void openDevice();

  bool enabled_ = true;
  bool tried_ = false;
  SDL_AudioDeviceID device_ = 0;
  bool subsystem_ = false;
  std::string reason_;
  std::array<std::vector<float>, view::kSoundKinds.size()> clips_;
  std::array<Voice, 6> voices_{};  // guarded by SDL_LockAudioDevice
  std::vector<float> mixBuffer_;   // the audio thread's; one device buffer of samples
  std::array<int, view::kSoundKinds.size()> started_{};
};

}  // namespace nemesis::app
