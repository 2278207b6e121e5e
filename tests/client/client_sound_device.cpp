// The sound player on a machine without a sound card (app/sound.hpp): the audio library's own dozen lines stay
// unprinted, and the player says once, in its words, that the game plays without sound.
#include <doctest/doctest.h>
#include <fcntl.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>

#include "engine/kernel/file_io.hpp"
#include "output_dir.hpp"
#include "sound.hpp"

namespace {

// Standard error into a file while it lives (restored after); text() reads what was written.
class CapturedStderr {
 public:
  explicit CapturedStderr(std::string path) : path_(std::move(path)) {
    std::fflush(stderr);
    saved_ = ::dup(STDERR_FILENO);
    const int file = ::open(path_.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    REQUIRE(file >= 0);
    (void)::dup2(file, STDERR_FILENO);
    ::close(file);
  }
  ~CapturedStderr() { restore(); }
  CapturedStderr(const CapturedStderr&) = delete;
  CapturedStderr& operator=(const CapturedStderr&) = delete;
  std::string text() {
    restore();
    return nemesis::readFileLimited(path_, 1 << 20, "captured output");
  }

 private:
  void restore() {
    if (saved_ < 0) return;
    std::fflush(stderr);
    (void)::dup2(saved_, STDERR_FILENO);
    ::close(saved_);
    saved_ = -1;
  }
  std::string path_;
  int saved_ = -1;
};

}  // namespace

TEST_CASE("without a sound card the audio library's own lines are not printed, and the player says so once") {
  // The real driver of a desktop (the tests otherwise use SDL's dummy driver, which always opens).
  const char* was = std::getenv("SDL_AUDIODRIVER");
  const std::string previous = was != nullptr ? was : "";
  ::setenv("SDL_AUDIODRIVER", "alsa", 1);
  CapturedStderr captured(std::string(NEMESIS_TEST_OUTPUT_DIR) + "/sound-device-stderr.txt");
  bool available = false;
  {
    nemesis::app::SoundPlayer player(true);
    player.play(nemesis::view::SoundKind::DieRoll, 1.0f);
    player.play(nemesis::view::SoundKind::MarkerDrop, 1.0f);  // tried once: nothing more is said
    available = player.available();
  }
  const std::string text = captured.text();
  if (was != nullptr) {
    ::setenv("SDL_AUDIODRIVER", previous.c_str(), 1);
  } else {
    ::unsetenv("SDL_AUDIODRIVER");
  }
  CHECK(text.find("ALSA lib") == std::string::npos);
  if (available) return;  // a machine with a sound card: nothing to say
  std::istringstream lines(text);
  std::string line;
  int ours = 0;
  int others = 0;
  while (std::getline(lines, line)) ++(line.rfind("nemesis: ", 0) == 0 ? ours : others);
  CHECK(ours == 1);
  CHECK(others == 0);
  CHECK(text.find("the game plays without sound") != std::string::npos);
}
