// Colour-vision-deficiency simulation and colour distance, for the tests that check the board can be told apart
// by everyone (issue 15). Pure: plain numbers, no SDL.
//
// The simulation is Machado, Oliveira and Fernandes, "A Physiologically-based Model for Simulation of Color
// Vision Deficiency" (IEEE TVCG 15(6), 2009), severity 1.0 (dichromacy), applied as the paper does to LINEAR RGB:
// sRGB is decoded to linear light, multiplied by the deficiency's 3x3 matrix, and clamped to [0, 1]. The
// distance is CIE76 (Euclidean in CIE L*a*b*, D65 white): about 2.3 is a just-noticeable difference.
#pragma once

#include <cstdint>

namespace nemesis::view {

enum class Vision : std::uint8_t { Normal, Protanopia, Deuteranopia, Tritanopia };
inline constexpr int kVisionCount = 4;
[[nodiscard]] const char* nameOf(Vision v);

struct LinearRgb {
  double r = 0;
  double g = 0;
  double b = 0;
};
struct Lab {
  double l = 0;
  double a = 0;
  double b = 0;
};

// One 8-bit sRGB channel (0-255, fractions allowed for means) to linear light 0-1, and back.
[[nodiscard]] double linearFromSrgb(double channel);
[[nodiscard]] double srgbFromLinear(double linear);
[[nodiscard]] LinearRgb linearFromSrgb(double r, double g, double b);

// What a viewer with `v` sees, as the linear RGB a normal viewer would need to see the same (clamped to 0-1).
[[nodiscard]] LinearRgb simulate(Vision v, LinearRgb c);

[[nodiscard]] Lab labFromLinear(LinearRgb c);
[[nodiscard]] double deltaE76(Lab x, Lab y);

// An 8-bit sRGB colour as a viewer with `v` sees it, in L*a*b*: the two steps above and the simulation.
[[nodiscard]] Lab seenBy(Vision v, double r, double g, double b);
// WCAG's relative luminance of an 8-bit sRGB colour (0 black, 1 white), and the contrast ratio of two of them
// (1 to 21; 4.5 : 1 is text's minimum, 3 : 1 a graphic object's).
[[nodiscard]] double relativeLuminance(double r, double g, double b);
[[nodiscard]] double contrastRatio(double luminanceA, double luminanceB);

}  // namespace nemesis::view
