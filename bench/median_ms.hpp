// The benchmarks' timing helpers: they report medians of repeated runs, since these machines are noisy, in wall
// time (what a player waits for, file writes included) or in this thread's CPU time (meaningful on a busy machine).
#pragma once

#include <algorithm>
#include <chrono>
#include <ctime>
#include <functional>
#include <utility>
#include <vector>

namespace bench {

// The median of `samples` (not empty).
inline double median(std::vector<double> samples) {
  std::sort(samples.begin(), samples.end());
  return samples[samples.size() / 2];
}

// Median milliseconds of `repeats` runs of `f` (at least one), wall time.
inline double medianMs(int repeats, const std::function<void()>& f) {
  using Clock = std::chrono::steady_clock;
  std::vector<double> ms;
  for (int i = 0; i < std::max(1, repeats); ++i) {
    const Clock::time_point t = Clock::now();
    f();
    ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t).count());
  }
  return median(std::move(ms));
}

// CPU time of this thread, in seconds.
inline double cpuSeconds() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

// Median thread CPU seconds of `repeats` runs of `f` (at least one).
template <typename F>
double medianCpuSeconds(int repeats, F&& f) {
  std::vector<double> runs;
  for (int i = 0; i < std::max(1, repeats); ++i) {
    const double t = cpuSeconds();
    f();
    runs.push_back(cpuSeconds() - t);
  }
  return median(std::move(runs));
}

}  // namespace bench
