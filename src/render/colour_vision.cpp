// Machado et al. 2009 at severity 1.0, sRGB decoding (IEC 61966-2-1) and CIE L*a*b* (D65).
#include "colour_vision.hpp"

#include <algorithm>
#include <array>
#include <cmath>

namespace nemesis::view {

namespace {

using Matrix = std::array<std::array<double, 3>, 3>;

// The paper's published matrices for dichromats (severity 1.0), rows applied to (R, G, B) in linear light.
constexpr Matrix kProtanopia{
    {{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}};
constexpr Matrix kDeuteranopia{
    {{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}};
constexpr Matrix kTritanopia{
    {{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}};

LinearRgb apply(const Matrix& m, LinearRgb c) {
  const auto row = [&](std::size_t i) { return std::clamp(m[i][0] * c.r + m[i][1] * c.g + m[i][2] * c.b, 0.0, 1.0); };
  return {row(0), row(1), row(2)};
}

double labF(double t) {
  constexpr double kEpsilon = 216.0 / 24389.0;
  constexpr double kKappa = 24389.0 / 27.0;
  return t > kEpsilon ? std::cbrt(t) : (kKappa * t + 16.0) / 116.0;
}

}  // namespace

const char* nameOf(Vision v) {
  switch (v) {
    case Vision::Normal: return "normal vision";
    case Vision::Protanopia: return "protanopia";
    case Vision::Deuteranopia: return "deuteranopia";
    case Vision::Tritanopia: return "tritanopia";
  }
  return "?";
}

double linearFromSrgb(double channel) {
  const double c = std::clamp(channel / 255.0, 0.0, 1.0);
  return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double srgbFromLinear(double linear) {
  const double c = std::clamp(linear, 0.0, 1.0);
  return 255.0 * (c <= 0.0031308 ? c * 12.92 : 1.055 * std::pow(c, 1.0 / 2.4) - 0.055);
}

LinearRgb linearFromSrgb(double r, double g, double b) {
  return {linearFromSrgb(r), linearFromSrgb(g), linearFromSrgb(b)};
}

Lab seenBy(Vision v, double r, double g, double b) {
  return labFromLinear(simulate(v, linearFromSrgb(r, g, b)));
}

double relativeLuminance(double r, double g, double b) {
  const LinearRgb l = linearFromSrgb(r, g, b);
  return 0.2126 * l.r + 0.7152 * l.g + 0.0722 * l.b;
}

double contrastRatio(double luminanceA, double luminanceB) {
  return (std::max(luminanceA, luminanceB) + 0.05) / (std::min(luminanceA, luminanceB) + 0.05);
}

LinearRgb simulate(Vision v, LinearRgb c) {
  switch (v) {
    case Vision::Normal: break;
    case Vision::Protanopia: return apply(kProtanopia, c);
    case Vision::Deuteranopia: return apply(kDeuteranopia, c);
    case Vision::Tritanopia: return apply(kTritanopia, c);
  }
  return c;
}

Lab labFromLinear(LinearRgb c) {
  // sRGB primaries to XYZ, relative to the D65 white.
  const double x = (0.4124564 * c.r + 0.3575761 * c.g + 0.1804375 * c.b) / 0.95047;
  const double y = 0.2126729 * c.r + 0.7151522 * c.g + 0.0721750 * c.b;
  const double z = (0.0193339 * c.r + 0.1191920 * c.g + 0.9503041 * c.b) / 1.08883;
  const double fx = labF(x);
  const double fy = labF(y);
  const double fz = labF(z);
  return {116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)};
}

double deltaE76(Lab x, Lab y) {
  return std::sqrt((x.l - y.l) * (x.l - y.l) + (x.a - y.a) * (x.a - y.a) + (x.b - y.b) * (x.b - y.b));
}

}  // namespace nemesis::view
