// PCG32 (XSH-RR, 64-bit state) written out here so its state is two plain integers we can save and
// hash, plus our own unbiased range reduction, so the same seed gives the same game on every platform.
// tests/test_rng.cpp checks the output against the reference pcg-cpp implementation (libpcg-cpp-dev).
#pragma once

#include <cstdint>

namespace nemesis {

class Pcg32 {
 public:
  Pcg32() { seed(0x853c49e6748fea9bULL, 0xda3e39cb94b95bdbULL); }
  Pcg32(std::uint64_t seedValue, std::uint64_t stream) { seed(seedValue, stream); }

  // Same as pcg-cpp's pcg32(seed, stream) and pcg32_srandom_r(seed, stream).
  void seed(std::uint64_t seedValue, std::uint64_t stream) {
    inc_ = (stream << 1U) | 1U;
    state_ = 0;
    next();
    state_ += seedValue;
    next();
  }

  std::uint32_t next() {
    const std::uint64_t old = state_;
    state_ = old * 6364136223846793005ULL + inc_;
    const auto xorshifted = static_cast<std::uint32_t>(((old >> 18U) ^ old) >> 27U);
    const auto rot = static_cast<std::uint32_t>(old >> 59U);
    return (xorshifted >> rot) | (xorshifted << ((0U - rot) & 31U));
  }

  // Uniform in [0, bound): rejects the low values that would bias the modulo. An empty range has no value:
  // below(0) returns 0 without drawing rather than divide by zero (callers check for emptiness first).
  std::uint32_t below(std::uint32_t bound) {
    if (bound == 0) return 0;
    const std::uint32_t threshold = (0U - bound) % bound;
    for (;;) {
      const std::uint32_t r = next();
      if (r >= threshold) return r % bound;
    }
  }

  [[nodiscard]] std::uint64_t state() const { return state_; }
  [[nodiscard]] std::uint64_t increment() const { return inc_; }
  void restore(std::uint64_t state, std::uint64_t increment) {
    state_ = state;
    inc_ = increment;
  }
  friend bool operator==(const Pcg32&, const Pcg32&) = default;

 private:
  std::uint64_t state_ = 0;
  std::uint64_t inc_ = 1;
};

}  // namespace nemesis
