#include "sound.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstring>

namespace nemesis::app {

namespace {

// While it lives, the process's standard error goes nowhere: on a machine without a sound card, the audio
// library SDL loads prints a dozen lines of its own ("ALSA lib confmisc.c:855:(parse_card) cannot find card")
// while the device is looked for. The player says it once, in its own words, instead.
class QuietStderr {
 public:
  QuietStderr() {
    std::fflush(stderr);
    const int null = ::open("/dev/null", O_WRONLY | O_CLOEXEC);
    saved_ = null < 0 ? -1 : ::fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 0);
    if (saved_ >= 0) (void)::dup2(null, STDERR_FILENO);
    if (null >= 0) ::close(null);
  }
  ~QuietStderr() {
    if (saved_ < 0) return;
    std::fflush(stderr);
    (void)::dup2(saved_, STDERR_FILENO);
    ::close(saved_);
  }
  QuietStderr(const QuietStderr&) = delete;
  QuietStderr& operator=(const QuietStderr&) = delete;

 private:
  int saved_ = -1;
};

}  // namespace

void SoundPlayer::open() {
  tried_ = true;
  {
    const QuietStderr quiet;
    openDevice();
  }
  if (device_ == 0) std::fprintf(stderr, "nemesis: the game plays without sound (%s).\n", reason_.c_str());
}

void SoundPlayer::openDevice() {
  if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
    reason_ = std::string("no audio: ") + SDL_GetError();
    return;
  }
  subsystem_ = true;
  SDL_AudioSpec want{};
  want.freq = 44100;
  want.format = AUDIO_F32SYS;
  want.channels = 1;
  want.samples = 1024;
  want.callback = &SoundPlayer::mix;
  want.userdata = this;
  SDL_AudioSpec have{};
  device_ = SDL_OpenAudioDevice(nullptr, 0, &want, &have, 0);
  if (device_ == 0) {
    reason_ = std::string("no audio device: ") + SDL_GetError();
    return;
  }
  // The mixing buffer is made here, not in the callback: the audio thread never allocates.
  mixBuffer_.assign(static_cast<std::size_t>(have.samples) * std::max<std::size_t>(have.channels, 1), 0.0f);
  for (view::SoundKind kind : view::kSoundKinds) {
    clips_[static_cast<std::size_t>(kind)] = view::synthesize(kind, have.freq);
  }
  SDL_PauseAudioDevice(device_, 0);
}

SoundPlayer::~SoundPlayer() {
  if (device_ != 0) SDL_CloseAudioDevice(device_);
  if (subsystem_) SDL_QuitSubSystem(SDL_INIT_AUDIO);
}

void SoundPlayer::play(view::SoundKind kind, float volume) {
  if (!enabled_ || volume <= 0.0f) return;
  if (!tried_) open();
  if (device_ == 0) return;
  ++started_[static_cast<std::size_t>(kind)];
  SDL_LockAudioDevice(device_);
  // A free voice, else the one nearest its end: a new sound is never dropped.
  auto* voice = std::min_element(voices_.begin(), voices_.end(), [](const Voice& a, const Voice& b) {
    const auto left = [](const Voice& v) { return v.clip == nullptr ? std::size_t{0} : v.clip->size() - v.at; };
    return left(a) < left(b);
  });
  *voice = Voice{&clips_[static_cast<std::size_t>(kind)], 0, std::clamp(volume, 0.0f, 1.0f)};
  SDL_UnlockAudioDevice(device_);
}

// The audio thread: sums the playing voices into the device's buffer (mono float), clamped to [-1, 1].
void SoundPlayer::mix(void* self, Uint8* stream, int bytes) {
  auto* player = static_cast<SoundPlayer*>(self);
  const auto samples = std::min(static_cast<std::size_t>(bytes) / sizeof(float), player->mixBuffer_.size());
  std::vector<float>& out = player->mixBuffer_;
  std::fill(out.begin(), out.end(), 0.0f);
  std::memset(stream, 0, static_cast<std::size_t>(bytes));
  for (Voice& v : player->voices_) {
    if (v.clip == nullptr) continue;
    const std::size_t n = std::min(samples, v.clip->size() - v.at);
    for (std::size_t i = 0; i < n; ++i) out[i] += v.gain * (*v.clip)[v.at + i];
    v.at += n;
    if (v.at >= v.clip->size()) v = Voice{};
  }
  for (std::size_t i = 0; i < samples; ++i) out[i] = std::clamp(out[i], -1.0f, 1.0f);
  std::memcpy(stream, out.data(), samples * sizeof(float));
}

}  // namespace nemesis::app
