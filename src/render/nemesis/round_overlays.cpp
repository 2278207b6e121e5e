#include "nemesis/round_overlays.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "engine/kernel/overloaded.hpp"
#include "nemesis/event_card.hpp"
#include "nemesis/miniatures.hpp"
#include "nemesis/palette.hpp"

namespace nemesis::view {

namespace {

// The banner's accent: the colour of whose turn it is, or of what the moment means.
SDL_Color bannerAccent(const Scene& scene, const Event& e) {
  return std::visit(Overloaded{
                        [&](const ev::TurnStarted& x) {
                          const auto i = static_cast<std::size_t>(x.character);
                          return x.character >= 0 && i < scene.characters.size() ? classColour(scene.characters[i].cls)
                                                                                 : kWhite;
                        },
                        [](const ev::TimeAdvanced& x) { return x.roundsLeft <= 2 ? kDanger : kFirstPlayer; },
                        [](const ev::EggAdded&) { return kIntruderRim; },
                        [](const ev::CharacterHibernated&) { return kDecision; },
                        [](const ev::HibernationFailed&) { return kDanger; },
                        [](const ev::GameWon&) { return kDestination; },
                        [](const ev::GameOver&) { return kDanger; },
                        [](const auto&) { return kFirstPlayer; },
                    },
                    e.data);
}

// A band across the top of the board with one line of large text, below the time track; fades in and out.
void banner(Pen& pen, const std::string& text, SDL_Color accent, float t, Rect vp) {
  if (text.empty()) return;
  const auto th = static_cast<float>(pen.textHeight(text, Font::Title));
  pen.banner(text, accent, t, vp, vp.y + std::min(vp.h * 0.25f, 8 + th * 3.2f));
}

}  // namespace

void drawTimeTrack(Pen& pen, const Scene& scene, Rect vp) {
  if (!scene.timed) return;
  const int round = std::clamp(scene.round, 1, kLastRound);
  const std::string label = "Round " + std::to_string(round) + " / " + std::to_string(kLastRound);
  int tw = 0;
  int th = 0;
  pen.art().text(label, Font::Bold, &tw, &th);
  const float lineH = static_cast<float>(th);
  const float cell = std::max(8.0f, std::round(lineH * 0.72f));
  const float gap = std::max(2.0f, std::round(cell * 0.25f));
  const float pad = std::round(cell * 0.6f);
  const float cellsW = static_cast<float>(kLastRound) * cell + static_cast<float>(kLastRound - 1) * gap;
  const float x0 = vp.x + 8;
  const float y0 = vp.y + 8;
  const SDL_FRect panel{x0, y0, std::max(cellsW, static_cast<float>(tw)) + 2 * pad, lineH + cell + 3 * pad};
  pen.fillScreen(panel, withAlpha(kBadge, 0.85f));
  pen.frameScreen(panel, 1, SDL_Color{70, 86, 108, 255});
  pen.text(label, Font::Bold, {x0 + pad, y0 + pad * 0.8f}, kInk, false);
  const float cy = y0 + 2 * pad + lineH;
  for (int r = 1; r <= kLastRound; ++r) {
    const SDL_FRect box{x0 + pad + static_cast<float>(r - 1) * (cell + gap), cy, cell, cell};
    const bool late = r > kLastRound - 3;  // the rounds in which time is running out
    if (r < round) {
      pen.fillScreen(box, kTrackPast);
    } else if (r == round) {
      pen.fillScreen({box.x - 1, box.y - 1, box.w + 2, box.h + 2}, kWhite);
      pen.fillScreen(box, late ? kDanger : kFirstPlayer);
    } else {
      pen.frameScreen(box, 1, late ? kTrackLate : kTrackPast);
    }
  }
}

void drawAnnouncement(Pen& pen, const Scene& scene, const Animation& a, Rect vp) {
  const float t = a.progress();
  if (a.kind == AnimKind::Banner || a.kind == AnimKind::TurnBanner) {
    banner(pen, bannerText(a.event, scene), bannerAccent(scene, a.event), t, vp);
  } else if (const auto* card = std::get_if<ev::EventCardDrawn>(&a.event.data)) {
    drawEventCard(pen, *card, t, vp);
  }
}

}  // namespace nemesis::view
