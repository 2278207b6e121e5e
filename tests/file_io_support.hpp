// Helpers for the tests of hostile files and safe writes (file_io.hpp), shared by the engine's and the
// client's tests: a reader that might hang runs in a forked child under an alarm, so a FIFO that blocks fails
// the test instead of hanging the suite.
#pragma once

#include <doctest/doctest.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "engine/kernel/file_io.hpp"
#include "support.hpp"

namespace test {

// A fresh folder under the system's temporary folder, removed with everything in it at the end.
class ScratchDir {
 public:
  explicit ScratchDir(const std::string& prefix = "nemesis-files") {
    std::string pattern = (std::filesystem::temp_directory_path() / (prefix + "-XXXXXX")).string();
    REQUIRE(::mkdtemp(pattern.data()) != nullptr);
    path_ = pattern;
  }
  ~ScratchDir() {
    std::error_code ignored;
    std::filesystem::permissions(path_, std::filesystem::perms::owner_all, ignored);
    std::filesystem::remove_all(path_, ignored);
  }
  ScratchDir(const ScratchDir&) = delete;
  ScratchDir& operator=(const ScratchDir&) = delete;
  [[nodiscard]] std::string file(const std::string& name) const { return path_ + "/" + name; }
  [[nodiscard]] const std::string& path() const { return path_; }

 private:
  std::string path_;
};

// Runs `body` in a forked child that an alarm kills after `seconds`; returns what `body` returned, or
// "HUNG" (the alarm), or "CRASHED" (any other end). The child never returns into the test runner.
inline std::string inChildWithin(unsigned seconds, const std::function<std::string()>& body) {
  std::array<int, 2> fds{};
  REQUIRE(::pipe(fds.data()) == 0);
  const pid_t child = ::fork();
  REQUIRE(child >= 0);
  if (child == 0) {
    ::close(fds[0]);
    ::alarm(seconds);
    std::string out;
    try {
      out = body();
    } catch (const std::exception& e) {
      out = std::string("unexpected exception: ") + e.what();
    } catch (...) {
      out = "unexpected exception";
    }
    std::size_t written = 0;
    while (written < out.size()) {
      const ssize_t n = ::write(fds[1], out.data() + written, out.size() - written);
      if (n <= 0) break;
      written += static_cast<std::size_t>(n);
    }
    ::_exit(0);
  }
  ::close(fds[1]);
  std::string got;
  char buffer[4096];
  for (ssize_t n; (n = ::read(fds[0], buffer, sizeof buffer)) > 0;) got.append(buffer, static_cast<std::size_t>(n));
  ::close(fds[0]);
  int status = 0;
  REQUIRE(::waitpid(child, &status, 0) == child);
  if (WIFSIGNALED(status) && WTERMSIG(status) == SIGALRM) return "HUNG";
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) return "CRASHED";
  return got;
}

// Forks a writer that calls write(first), write(first + 1), ... until it is killed with SIGKILL after `delayUs`
// microseconds, and reaps it. The writer never returns into the test runner: an exception ends it with exit 3,
// which fails the check that it was killed.
inline void killWriterAfter(useconds_t delayUs, std::size_t first, const std::function<void(std::size_t)>& write) {
  const pid_t child = ::fork();
  REQUIRE(child >= 0);
  if (child == 0) {
    for (std::size_t i = first;; ++i) {
      try {
        write(i);
      } catch (...) {
        ::_exit(3);
      }
    }
  }
  ::usleep(delayUs);
  REQUIRE(::kill(child, SIGKILL) == 0);
  int status = 0;
  REQUIRE(::waitpid(child, &status, 0) == child);
  REQUIRE(WIFSIGNALED(status));  // killed, not failed
}

// The id of a process that has ended (a child that exited and was reaped).
inline pid_t deadPid() {
  const pid_t child = ::fork();
  REQUIRE(child >= 0);
  if (child == 0) ::_exit(0);
  int status = 0;
  REQUIRE(::waitpid(child, &status, 0) == child);
  return child;
}

// A temporary's path as writeFileAtomically makes them (FOLDER/.nemesis-PID-N-TARGET-CHECK.tmp).
inline std::string temporaryName(const std::string& path, long long pid, int n) {
  return nemesis::temporaryPathFor(path, pid, n);
}

// Takes every temporary name this process would use for `path`, so its next atomic write fails before the
// rename (the way a full disk or a permission problem would).
inline void takeEveryTemporaryName(const std::string& path) {
  for (int n = 0; n < nemesis::kTemporaryNames; ++n) {
    std::filesystem::create_directories(temporaryName(path, ::getpid(), n));
  }
}
inline void releaseEveryTemporaryName(const std::string& path) {
  for (int n = 0; n < nemesis::kTemporaryNames; ++n) std::filesystem::remove(temporaryName(path, ::getpid(), n));
}

// The names of the files in `dir` that end in ".tmp".
inline std::vector<std::string> temporariesIn(const std::string& dir) {
  std::vector<std::string> out;
  for (const auto& e : std::filesystem::directory_iterator(dir)) {
    const std::string name = e.path().filename().string();
    if (name.size() > 4 && name.compare(name.size() - 4, 4, ".tmp") == 0) out.push_back(name);
  }
  return out;
}

inline void makeFifo(const std::string& path) {
  REQUIRE_MESSAGE(::mkfifo(path.c_str(), 0600) == 0, "mkfifo " << path);
}

}  // namespace test
