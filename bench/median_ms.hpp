// The benchmarks' one timing helper: they report medians of repeated runs, since these machines are noisy.
#pragma once

#include <algorithm>
#include <chrono>
#include <functional>
#include <vector>

namespace bench {

// Median milliseconds of `repeats` runs of `f` (at least one).
inline double medianMs(int repeats, const std::function<void()>& f) {
  using Clock = std::chrono::steady_clock;
  std::vector<double> ms;
  for (int i = 0; i < std::max(1, repeats); ++i) {
    const Clock::time_point t = Clock::now();
    f();
    ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t).count());
  }
  std::sort(ms.begin(), ms.end());
  return ms[ms.size() / 2];
}

}  // namespace bench
