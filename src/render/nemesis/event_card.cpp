#include "nemesis/event_card.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "animation.hpp"
#include "nemesis/palette.hpp"

namespace nemesis::view {

namespace {

// `text` in lines no wider than `width` pixels, broken at spaces (measured, not rendered: no texture per word).
std::vector<std::string> wrap(Pen& pen, const std::string& text, Font font, float width) {
  std::vector<std::string> lines;
  std::string line;
  std::size_t i = 0;
  while (i < text.size()) {
    const std::size_t end = std::min(text.find(' ', i), text.size());
    const std::string word = text.substr(i, end - i);
    i = end + 1;
    if (word.empty()) continue;
    std::string candidate = line;
    if (!candidate.empty()) candidate += ' ';
    candidate += word;
    int w = 0;
    pen.art().measure(candidate, font, &w, nullptr);
    if (static_cast<float>(w) > width && !line.empty()) {
      lines.push_back(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (!line.empty()) lines.push_back(line);
  return lines;
}

}  // namespace

void drawEventCard(Pen& pen, const ev::EventCardDrawn& e, float t, Rect vp) {
  const EventCardText text = eventCardText(e);
  int titleW = 0;
  int titleH = 0;
  int smallH = 0;
  int lineH = 0;
  int movementW = 0;
  int moversW = 0;
  pen.art().measure(text.title, Font::Title, &titleW, &titleH);
  pen.art().measure("Event card", Font::Small, nullptr, &smallH);
  pen.art().measure(text.movement, Font::Large, &movementW, &lineH);
  int bodyH = 0;
  pen.art().measure(text.movers, Font::Body, &moversW, &bodyH);
  const float pad = std::round(static_cast<float>(lineH) * 0.9f);
  const float widest = static_cast<float>(std::max({titleW, movementW, moversW}));
  const float cardW = std::min(vp.w - 24, std::max(widest, static_cast<float>(lineH) * 20) + 2 * pad);
  const std::vector<std::string> effect = wrap(pen, text.effect, Font::Body, cardW - 2 * pad);
  const float line = static_cast<float>(lineH) * 1.25f;
  const float bodyLine = static_cast<float>(bodyH) * 1.3f;
  const float headerH = static_cast<float>(smallH + titleH) + pad * 1.2f;
  const float cardH =
      headerH + pad * 0.8f + line + bodyLine + pad * 0.6f + static_cast<float>(effect.size()) * bodyLine + pad * 0.8f;

  // Timing: slide and flip in (0-18%), read, fade out (last 12%).
  const float in = std::min(1.0f, t / 0.18f);
  const float out = t > 0.88f ? (t - 0.88f) / 0.12f : 0.0f;
  const float alpha = 1 - smooth(out);
  // No veil over the whole board behind the card: the cream card on the dark board, with its shadow, stands out
  // alone, and blending the whole board every frame of the card made it the slowest frames of a game (issue 24).
  const float cx = vp.x + vp.w / 2;
  const float cy = vp.y + vp.h / 2 + (1 - smooth(in)) * vp.h * 0.45f - smooth(out) * 20;
  const bool face = in >= 0.5f;
  const float xScale = std::max(0.02f, face ? 2 * in - 1 : 1 - 2 * in);
  const float w = cardW * xScale;
  const SDL_FRect card{cx - w / 2, cy - cardH / 2, w, cardH};
  pen.fillScreen({card.x + 6, card.y + 8, card.w, card.h}, withAlpha(SDL_Color{0, 0, 0, 255}, 0.45f * alpha));
  if (!face) {
    pen.fillScreen(card, withAlpha(SDL_Color{52, 24, 64, 255}, alpha));
    pen.frameScreen({card.x + 6 * xScale, card.y + 6, card.w - 12 * xScale, card.h - 12}, 2,
                    withAlpha(kIntruderRim, alpha));
    return;
  }
  pen.fillScreen(card, withAlpha(kCardFace, alpha));
  pen.fillScreen({card.x, card.y, card.w, headerH}, withAlpha(kCardHeader, alpha));
  pen.frameScreen(card, 2, withAlpha(SDL_Color{60, 20, 26, 255}, alpha));
  if (xScale < 0.97f) return;  // text cannot squeeze: it appears once the card faces the player
  const float left = card.x + pad;
  float y = card.y + pad * 0.5f;
  pen.text("EVENT CARD", Font::Small, {left, y}, withAlpha(SDL_Color{240, 200, 196, 255}, alpha), false);
  if (text.forced) {
    int fw = 0;
    pen.art().measure("forced", Font::Small, &fw, nullptr);
    pen.pill({card.x + card.w - pad - static_cast<float>(fw) / 2, y + static_cast<float>(smallH) / 2}, "forced",
             Font::Small, withAlpha(kDecision, alpha), withAlpha(kWhite, alpha), withAlpha(kDark, alpha));
  }
  y += static_cast<float>(smallH) + pad * 0.2f;
  pen.text(text.title, Font::Title, {left, y}, withAlpha(kWhite, alpha), false);
  y = card.y + headerH + pad * 0.8f;
  pen.text(text.movement, Font::Large, {left, y}, withAlpha(kCardInk, alpha), false);
  y += line;
  pen.text(text.movers, Font::Body, {left, y}, withAlpha(kCardInk, alpha), false);
  y += bodyLine + pad * 0.3f;
  pen.fillScreen({left, y, card.w - 2 * pad, 1}, withAlpha(SDL_Color{150, 130, 120, 255}, alpha));
  y += pad * 0.3f;
  for (const std::string& l : effect) {
    pen.text(l, Font::Body, {left, y}, withAlpha(SDL_Color{60, 40, 44, 255}, alpha), false);
    y += bodyLine;
  }
}

}  // namespace nemesis::view
