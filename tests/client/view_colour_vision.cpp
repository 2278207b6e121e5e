// The colour-vision simulation (Machado et al. 2009, severity 1.0, in linear RGB) and CIE76 distance against
// published values, and the class palette checked with them: six colours apart for every kind of vision.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>

#include "colour_vision.hpp"
#include "render/nemesis/class_palette.hpp"

using namespace nemesis::view;
using nemesis::CharacterClass;

namespace {

constexpr Vision kVisions[] = {Vision::Normal, Vision::Protanopia, Vision::Deuteranopia, Vision::Tritanopia};

Lab seen(Vision v, ClassRgb c) {
  return seenBy(v, c.r, c.g, c.b);
}

double luminance(ClassRgb c) {
  return relativeLuminance(c.r, c.g, c.b);
}

}  // namespace

TEST_CASE("sRGB decoding and CIE L*a*b* give the published values") {
  CHECK(linearFromSrgb(0.0) == 0.0);
  CHECK(linearFromSrgb(255.0) == doctest::Approx(1.0));
  CHECK(linearFromSrgb(128.0) == doctest::Approx(0.21586).epsilon(1e-4));
  CHECK(srgbFromLinear(linearFromSrgb(200.0)) == doctest::Approx(200.0));
  // sRGB red and white in Lab (D65): the values every colour calculator gives.
  const Lab red = labFromLinear({1, 0, 0});
  CHECK(red.l == doctest::Approx(53.24).epsilon(1e-3));
  CHECK(red.a == doctest::Approx(80.09).epsilon(1e-3));
  CHECK(red.b == doctest::Approx(67.20).epsilon(1e-3));
  const Lab white = labFromLinear({1, 1, 1});
  CHECK(white.l == doctest::Approx(100.0).epsilon(1e-4));
  CHECK(std::abs(white.a) < 0.01);
  CHECK(std::abs(white.b) < 0.01);
  CHECK(deltaE76({50, 3, 4}, {50, 0, 0}) == doctest::Approx(5.0));
}

TEST_CASE("the Machado 2009 matrices map primaries to their published columns and keep greys grey") {
  // Columns of the severity-1.0 matrices (negative entries clamp to 0).
  const LinearRgb d = simulate(Vision::Deuteranopia, {1, 0, 0});
  CHECK(d.r == doctest::Approx(0.367322));
  CHECK(d.g == doctest::Approx(0.280085));
  CHECK(d.b == 0.0);
  const LinearRgb p = simulate(Vision::Protanopia, {0, 1, 0});
  CHECK(p.r == doctest::Approx(1.0));  // 1.052583, clamped
  CHECK(p.g == doctest::Approx(0.786281));
  CHECK(p.b == 0.0);
  const LinearRgb t = simulate(Vision::Tritanopia, {0, 0, 1});
  CHECK(t.r == 0.0);
  CHECK(t.g == doctest::Approx(0.147602));
  CHECK(t.b == doctest::Approx(0.303900));
  // Every row sums to 1: a grey is seen as the same grey.
  for (const Vision v : kVisions) {
    const LinearRgb g = simulate(v, {0.4, 0.4, 0.4});
    CHECK(g.r == doctest::Approx(0.4).epsilon(1e-5));
    CHECK(g.g == doctest::Approx(0.4).epsilon(1e-5));
    CHECK(g.b == doctest::Approx(0.4).epsilon(1e-5));
  }
  // The classic confusion: red and green, far apart normally, close for a deuteranope.
  const LinearRgb red = linearFromSrgb(200, 60, 40);
  const LinearRgb green = linearFromSrgb(110, 110, 40);
  const double normal = deltaE76(labFromLinear(red), labFromLinear(green));
  const double deutan = deltaE76(labFromLinear(simulate(Vision::Deuteranopia, red)),
                                 labFromLinear(simulate(Vision::Deuteranopia, green)));
  CHECK(normal > 40);
  CHECK(deutan < normal / 3);
}

TEST_CASE("the six class colours stay apart for normal vision, deuteranopia, protanopia and tritanopia") {
  // 19 in CIE76 is about eight just-noticeable differences (2.3 each): two pieces side by side are told apart
  // at a glance, not only when compared carefully. The drawn miniatures are checked too (client_colour_blind).
  constexpr double kMinDistance = 19.0;
  for (const Vision v : kVisions) {
    for (int i = 0; i < nemesis::kCharacterClassCount; ++i) {
      for (int j = i + 1; j < nemesis::kCharacterClassCount; ++j) {
        const auto a = static_cast<CharacterClass>(i);
        const auto b = static_cast<CharacterClass>(j);
        const double d = deltaE76(seen(v, classRgb(a)), seen(v, classRgb(b)));
        INFO(std::string(nameOf(v)), ": ", nameOf(a), " / ", nameOf(b), " = ", d);
        CHECK(d >= kMinDistance);
      }
    }
  }
}

TEST_CASE("every class colour reads as text on the dark panels (contrast at least 4.5 : 1)") {
  // Dear ImGui's dark window background, about (15, 15, 15).
  const double background = luminance({15, 15, 15});
  for (int i = 0; i < nemesis::kCharacterClassCount; ++i) {
    const auto c = static_cast<CharacterClass>(i);
    const double contrast = contrastRatio(luminance(classRgb(c)), background);
    INFO(nameOf(c), ": ", contrast);
    CHECK(contrast >= 4.5);
  }
}

TEST_CASE("WCAG relative luminance and contrast ratio give the published values") {
  CHECK(relativeLuminance(255, 255, 255) == doctest::Approx(1.0));
  CHECK(relativeLuminance(0, 0, 0) == doctest::Approx(0.0));
  CHECK(contrastRatio(1.0, 0.0) == doctest::Approx(21.0));
  CHECK(contrastRatio(0.0, 1.0) == doctest::Approx(21.0));  // the order does not matter
  // WCAG's example: #777777 on white is 4.48 : 1, just under the 4.5 text needs.
  CHECK(contrastRatio(relativeLuminance(0x77, 0x77, 0x77), 1.0) == doctest::Approx(4.48).epsilon(0.005));
}
