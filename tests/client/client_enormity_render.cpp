// The Enormity board painter (render/enormity/grid_painter.hpp) drawn headless with the software renderer at the
// smallest window, 1024x640, at UI scale 1 and 2, on both shipped maps, mid-roll and mid-animation; checked
// pixel by pixel where the dice tray, a Spacer, a sliding Blip, the hatched out-of-bounds spaces and the
// Countdown marker must be. The PNGs are saved next to the test binary to look at.
#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>

#include <cstdlib>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "art.hpp"
#include "enormity/grid_painter.hpp"
#include "enormity_support.hpp"
#include "headless_renderer.hpp"

namespace en = nemesis::enormity;
using namespace nemesis::view;
using namespace nemesis::view::enormity;

namespace {

constexpr int kWidth = 1024;
constexpr int kHeight = 640;

struct Rgb {
  int r;
  int g;
  int b;
  friend bool operator==(Rgb, Rgb) = default;
};

// The smallest window the client allows.
class Headless : public rendertest::HeadlessRenderer {
 public:
  Headless() : HeadlessRenderer(kWidth, kHeight, "enormity render test") {}
};

Rgb rgbAt(const std::vector<Uint32>& px, int x, int y) {
  const Uint32 p = px[static_cast<std::size_t>(y * kWidth + x)];
  return {static_cast<int>((p >> 16) & 0xff), static_cast<int>((p >> 8) & 0xff), static_cast<int>(p & 0xff)};
}

// How many pixels of the screen rectangle pass `test`.
int countIn(const std::vector<Uint32>& px, Rect r, const std::function<bool(Rgb)>& test) {
  int n = 0;
  for (int y = std::max(0, static_cast<int>(r.y)); y < std::min(kHeight, static_cast<int>(r.y + r.h)); ++y) {
    for (int x = std::max(0, static_cast<int>(r.x)); x < std::min(kWidth, static_cast<int>(r.x + r.w)); ++x) {
      n += test(rgbAt(px, x, y)) ? 1 : 0;
    }
  }
  return n;
}

Rect around(Vec2 c, float radius) {
  return {c.x - radius, c.y - radius, 2 * radius, 2 * radius};
}

// The painter's colours the checks look for (grid_painter.cpp's palette).
bool dieWhite(Rgb c) {
  return c == Rgb{236, 236, 228};
}
bool floorColour(Rgb c) {
  return c == Rgb{44, 56, 72};
}
bool blipRim(Rgb c) {
  return c == Rgb{120, 205, 185};
}
bool firstSpacer(Rgb c) {
  return c == Rgb{90, 200, 255};
}
bool brass(Rgb c) {
  return c == Rgb{255, 208, 92};
}

struct Board {
  EnormityPresentation presentation;
  Camera camera;
  GridHighlights highlights;
  explicit Board(const en::State& s) {
    presentation.reset(s);
    fitMap(camera, s.topo(), Rect{0, 0, kWidth, kHeight}, 1.0f);
  }
};

en::State noisy(en::State s, const std::string& noise) {
  etest::run(s, noise);
  return s;
}

}  // namespace

TEST_CASE("enormity painter: the corridor mid-roll shows the tray's dice, the Spacers, the Blips, the hatched void") {
  Headless h;
  Art art(h.renderer(), test::asset("art"), NEMESIS_DEFAULT_FONT_DIR, 1.0f);
  GridPainter painter(art);
  const en::State start = en::loadScenario(etest::assets() + "/scenarios/first-noise.json", etest::assets());
  const en::State rolled = noisy(start, "noise scout");
  REQUIRE(rolled.roll.stage != en::RollStage::None);
  REQUIRE(rolled.roll.dice.size() == 3);

  Board quiet(start);
  Board roll(rolled);
  roll.highlights.blips = {rolled.blips[0].id};
  roll.highlights.selectedDie = 1;
  roll.highlights.activeSpacer = 0;
  const auto before = h.draw([&] { painter.draw(quiet.presentation, quiet.camera, quiet.highlights, 1.0f); });
  const auto during = h.draw([&] { painter.draw(roll.presentation, roll.camera, roll.highlights, 1.0f); },
                             "enormity-corridor-roll.png");
  const Rect vp = roll.camera.viewport();

  // The tray: three white dice (white squares) while the roll is on, none before it.
  for (int i = 0; i < 3; ++i) {
    CAPTURE(i);
    const Rect d = trayDieRect(vp, 3, i, 1.0f);
    CHECK(countIn(during, d, dieWhite) > static_cast<int>(d.w * d.h * 0.4f));
    CHECK(countIn(before, d, dieWhite) == 0);
  }
  // The scout's disc on its space.
  const Vec2 scout = roll.camera.toScreen(spaceCentre(rolled.spacer(0).space));
  CHECK(countIn(during, around(scout, 14), firstSpacer) > 100);
  // Each Blip's rim round its intersection.
  for (const en::Blip& b : rolled.blips) {
    CAPTURE(b.id);
    CHECK(countIn(during, around(roll.camera.toScreen(intersectionAt(b.at)), 20), blipRim) > 30);
  }
  // Out of bounds (0, 0) is not floor-coloured anywhere; the floor space (3, 0) is mostly floor.
  auto screenRect = [&](en::Space s) {
    const Rect w = spaceRect(s);
    const Vec2 a = roll.camera.toScreen({w.x, w.y});
    const Vec2 b = roll.camera.toScreen({w.x + w.w, w.y + w.h});
    return Rect{a.x + 3, a.y + 3, b.x - a.x - 6, b.y - a.y - 6};
  };
  CHECK(countIn(during, screenRect({0, 0}), floorColour) == 0);
  CHECK(countIn(during, screenRect({0, 1}), floorColour) == 0);
  // ... and hatched, so it reads without colour: the hatch lines cover a good part of it, none of the floor.
  const Rect voidSpace = screenRect({0, 1});
  const auto hatch = [](Rgb c) { return c == Rgb{46, 54, 68}; };
  CHECK(countIn(during, voidSpace, hatch) > static_cast<int>(voidSpace.w * voidSpace.h * 0.1f));
  CHECK(countIn(during, screenRect({4, 1}), hatch) == 0);
  const Rect floor = screenRect({4, 1});
  CHECK(countIn(during, floor, floorColour) > static_cast<int>(floor.w * floor.h * 0.6f));
  // The Countdown marker (brass) frames the 9, the first cell.
  const Rect nine = countdownCellRect(vp, 0, 1.0f);
  CHECK(countIn(during, around(nine.center(), nine.w / 2 + 3), brass) > 20);
  CHECK(countIn(during, around(countdownCellRect(vp, 1, 1.0f).center(), nine.w / 2), brass) == 0);
}

TEST_CASE("enormity painter: a Blip mid-step is drawn between its two intersections, on the hangar at UI scale 2") {
  Headless h;
  Art art(h.renderer(), test::asset("art"), NEMESIS_DEFAULT_FONT_DIR, 2.0f);
  GridPainter painter(art);
  en::State s = etest::position(R"("map": "hangar", "seed": 4, "countdown": 5,
      "spacers": [{"name": "scout", "space": [4, 6]}, {"name": "medic", "space": [5, 7], "stress": 8}],
      "priority_target": "medic",
      "blips": [{"at": [0, 0]}, {"at": [10, 8]}, {"at": [5, 2]}],
      "tokens": {"confidence": 2, "discipline": 1})");
  EnormityPresentation p;
  p.reset(s);
  etest::run(s, "force red=2,2,2");
  en::EventLog log;
  en::Moments moments;
  REQUIRE(en::apply(s, en::parseCommand("noise scout dice 3red", s), log, &moments).ok());
  p.push(log, moments, s);
  p.finish();
  log.clear();
  moments.clear();
  REQUIRE(en::apply(s, en::parseCommand("assign default", s), log, &moments).ok());
  p.push(log, moments, s);
  // Play until a Blip step is half done.
  int guard = 0;
  while (!p.idle() && !(p.playing() && std::holds_alternative<en::ev::BlipMoved>(p.playing()->event->data)) &&
         guard++ < 1000) {
    p.update(0.05f);
  }
  REQUIRE(p.playing().has_value());
  const auto step = std::get<en::ev::BlipMoved>(p.playing()->event->data);
  p.update(durationOf(*p.playing()->event) * 0.5f - 1e-3f);
  REQUIRE(p.playing()->t == doctest::Approx(0.5f).epsilon(0.02));

  Camera camera;
  const Rect vp{0, 0, kWidth, kHeight};
  fitMap(camera, s.topo(), vp, 2.0f);
  GridHighlights none;
  const auto px = h.draw([&] { painter.draw(p, camera, none, 2.0f); }, "enormity-hangar-step-scale2.png");
  const Vec2 from = camera.toScreen(intersectionAt(step.from));
  const Vec2 to = camera.toScreen(intersectionAt(step.to));
  const Vec2 mid = lerp(from, to, 0.5f);
  const float r = camera.zoom() * 0.2f * kSpace;
  // The rim is on a circle round the midpoint, not round where it stood.
  CHECK(countIn(px, around(mid, r + 2), blipRim) > 30);
  CHECK(countIn(px, around(from, r * 0.5f), blipRim) == 0);
  // The tray is drawn at scale 2 inside the viewport (the roll is on until the Blips have moved).
  REQUIRE(p.state().roll.stage != en::RollStage::None);
  const int count = static_cast<int>(p.state().roll.dice.size());
  const Rect d = trayDieRect(vp, count, 0, 2.0f);
  CHECK(d.w > 60);
  CHECK(countIn(px, d, [](Rgb c) { return c == Rgb{196, 44, 44}; }) > static_cast<int>(d.w * d.h * 0.4f));
}

TEST_CASE("enormity painter: every animation of a long roll draws without a fault, at scale 1 and 2") {
  Headless h;
  for (const float scale : {1.0f, 2.0f}) {
    Art art(h.renderer(), test::asset("art"), NEMESIS_DEFAULT_FONT_DIR, scale);
    GridPainter painter(art);
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      CAPTURE(seed);
      en::State s = etest::randomPosition(seed);
      if (s.blips.empty()) continue;
      EnormityPresentation p;
      p.reset(s);
      Camera camera;
      fitMap(camera, s.topo(), {0, 0, kWidth, kHeight}, scale);
      GridHighlights hl;
      hl.hoverBlip = s.blips[0].id;
      hl.hoverSpace = en::Space{0, 0};
      hl.spaces = {en::Space{1, 1}};
      hl.spawnPoints = {0};
      // The whole roll, then the Countdown: each command's animations drawn frame by frame.
      auto play = [&](const en::Command& command) {
        en::EventLog log;
        en::Moments moments;
        REQUIRE(en::apply(s, command, log, &moments).ok());
        p.push(log, moments, s);
        while (!p.idle()) {
          (void)h.draw([&] { painter.draw(p, camera, hl, scale); });
          p.update(0.15f);
        }
      };
      play(en::parseCommand("noise 1 dice 1white,1red,1black", s));
      for (int guard = 0; s.roll.stage != en::RollStage::None && s.status == en::Status::Playing && guard < 50;
           ++guard) {
        if (s.pending.kind != en::DecisionKind::None) {
          play(en::Choose{s.pending.options.front()});
        } else if (s.roll.bonus > 0) {
          play(en::PlaceBonus{0});
        } else {
          play(en::Assign{true, {}});
        }
      }
      if (s.status == en::Status::Playing) play(en::parseCommand("countdown", s));
      (void)h.draw([&] { painter.draw(p, camera, hl, scale); });
      CHECK(p.state() == s);
    }
  }
}

TEST_CASE("enormity painter: the tray tells the dice by shape and letter, with their marks and assignments") {
  Headless h;
  Art art(h.renderer(), test::asset("art"), NEMESIS_DEFAULT_FONT_DIR, 1.0f);
  GridPainter painter(art);
  en::State s = en::loadScenario(etest::assets() + "/scenarios/first-noise.json", etest::assets());
  etest::run(s, "force white=1,2 red=2 black=3 white=0");
  etest::run(s, "noise scout dice 2white,1red,1black bonus 2");
  etest::run(s, "confidence 1");
  etest::run(s, "bonus 2");
  etest::run(s, "discipline 3");
  etest::run(s, "assign default");
  REQUIRE(s.roll.stage != en::RollStage::None);
  REQUIRE(s.roll.dice.size() == 4);
  Board board(s);
  board.highlights.spaces = {en::Space{2, 2}, en::Space{1, 3}};
  board.highlights.hoverSpace = en::Space{2, 2};
  board.highlights.activeSpacer = 0;
  if (s.pending.kind == en::DecisionKind::ClosestBlip) board.highlights.blips = s.pending.options;
  const auto px = h.draw([&] { painter.draw(board.presentation, board.camera, board.highlights, 1.0f); },
                         "enormity-corridor-tray-marks.png");
  const Rect vp{0, 0, kWidth, kHeight};
  int discarded = -1;
  for (int i = 0; i < 4; ++i) {
    const en::Die& d = s.roll.dice[static_cast<std::size_t>(i)];
    const Rect r = trayDieRect(vp, 4, i, 1.0f);
    CAPTURE(i);
    if (d.colour == en::DieColour::Black) {
      // A hexagon: its body, but not the square's corners.
      CHECK(countIn(px, around(r.center(), r.w * 0.3f), [](Rgb c) { return c == Rgb{22, 22, 26}; }) > 100);
      CHECK(countIn(px, Rect{r.x, r.y, 3, 3}, [](Rgb c) { return c == Rgb{22, 22, 26}; }) == 0);
    }
    if (d.colour == en::DieColour::Red) {
      // A disc: its body, but not the square's corners.
      CHECK(countIn(px, around(r.center(), r.w * 0.3f), [](Rgb c) { return c == Rgb{196, 44, 44}; }) > 100);
      CHECK(countIn(px, Rect{r.x, r.y, 3, 3}, [](Rgb c) { return c == Rgb{196, 44, 44}; }) == 0);
    }
    if (d.discarded) discarded = i;
  }
  // R-11: four results for three Blips, so the highest extra one is discarded: struck through in red.
  REQUIRE(discarded >= 0);
  const Rect struck = trayDieRect(vp, 4, discarded, 1.0f);
  CHECK(countIn(px, struck, [](Rgb c) { return c == Rgb{255, 96, 80}; }) > 30);
}

TEST_CASE(
    "enormity painter: a reveal shows the token's kind by the Blip, then the Intruders grow in beside the Spacer") {
  Headless h;
  Art art(h.renderer(), test::asset("art"), NEMESIS_DEFAULT_FONT_DIR, 1.0f);
  GridPainter painter(art);
  en::State s = etest::position(R"("spacers": [{"name": "scout", "space": [1, 2]}], "countdown": 6,
      "blips": [{"at": [3, 2], "token": "b"}])");
  EnormityPresentation p;
  p.reset(s);
  en::EventLog log;
  en::Moments moments;
  REQUIRE(en::apply(s, en::parseCommand("noise scout number 1", s), log, &moments).ok());
  REQUIRE(en::apply(s, en::parseCommand("assign default", s), log, &moments).ok());
  REQUIRE(etest::indexOf<en::ev::BlipRevealed>(log) >= 0);
  REQUIRE(etest::indexOf<en::ev::IntruderSpawned>(log) >= 0);
  p.push(log, moments, s);
  Board board(s);
  auto playUntil = [&](auto isIt) {
    for (int guard = 0; guard < 2000 && !p.idle(); ++guard) {
      if (p.playing() && isIt(*p.playing()->event)) return;
      p.update(0.02f);
    }
    FAIL("never played");
  };
  playUntil([](const en::Event& e) { return std::holds_alternative<en::ev::BlipRevealed>(e.data); });
  p.update(durationOf(*p.playing()->event) * 0.5f);
  const auto reveal = h.draw([&] { painter.draw(p, board.camera, board.highlights, 1.0f); }, "enormity-reveal.png");
  const auto& revealed = std::get<en::ev::BlipRevealed>(p.playing()->event->data);
  CHECK(revealed.kind == "b");
  // The red ring round the Blip and the caption's red edge above it.
  const Vec2 at = board.camera.toScreen(intersectionAt(revealed.at));
  CHECK(countIn(reveal, around(at, 40), [](Rgb c) { return c.r > 200 && c.g < 130 && c.b < 120; }) > 40);

  playUntil([](const en::Event& e) { return std::holds_alternative<en::ev::IntruderSpawned>(e.data); });
  const auto spawned = std::get<en::ev::IntruderSpawned>(p.playing()->event->data);
  const Vec2 where = board.camera.toScreen(spaceCentre(spawned.space));
  const auto violet = [](Rgb c) { return c.b > c.g + 40 && c.r > c.g + 20; };
  const auto early = h.draw([&] { painter.draw(p, board.camera, board.highlights, 1.0f); });
  p.update(durationOf(*p.playing()->event) * 0.9f);
  const auto late = h.draw([&] { painter.draw(p, board.camera, board.highlights, 1.0f); }, "enormity-spawn.png");
  // It grows: more of the Intruder's violet late in the animation than at its start.
  CHECK(countIn(late, around(where, 30), violet) > countIn(early, around(where, 30), violet) + 50);
}

TEST_CASE("enormity painter: an Intruder is drawn with its own silhouette, the Stalker, not a Nemesis Adult") {
  Headless h;
  Art art(h.renderer(), test::asset("art"), NEMESIS_DEFAULT_FONT_DIR, 1.0f);
  GridPainter painter(art);
  en::State s = en::loadScenario(etest::assets() + "/scenarios/first-noise.json", etest::assets());
  const en::Space at{4, 1};
  s.intruders.push_back(en::Intruder{1, at});
  Board board(s);
  const auto drawn =
      h.draw([&] { painter.draw(board.presentation, board.camera, board.highlights, 1.0f); }, "enormity-intruder.png");
  // Most of its space is the Intruder's (the floor shows only round it), in the violet the painter tints it with.
  const Rect w = spaceRect(at);
  const Vec2 a = board.camera.toScreen({w.x, w.y});
  const Vec2 b = board.camera.toScreen({w.x + w.w, w.y + w.h});
  const Rect space{a.x, a.y, b.x - a.x, b.y - a.y};
  const auto violet = [](Rgb c) { return c.b > c.g + 30 && c.r > c.g; };
  CHECK(countIn(drawn, space, violet) > static_cast<int>(space.w * space.h * 0.15f));
  // Its own silhouette: the Stalker is seen from above and mirrors itself left to right (about 0.90 of its violet
  // pixels, its label's letters aside, find their mirror); a Nemesis Adult, drawn side on, does not (about 0.76).
  const Vec2 c = board.camera.toScreen(spaceCentre(at));
  int shown = 0;
  int mirrored = 0;
  for (int y = static_cast<int>(space.y); y < static_cast<int>(space.y + space.h); ++y) {
    for (int x = static_cast<int>(space.x); x < static_cast<int>(space.x + space.w); ++x) {
      if (!violet(rgbAt(drawn, x, y))) continue;
      ++shown;
      const int mx = static_cast<int>(std::lround(2 * c.x - static_cast<float>(x) - 1));
      bool found = false;
      for (int dx = -1; dx <= 1 && !found; ++dx) found = violet(rgbAt(drawn, mx + dx, y));
      mirrored += found ? 1 : 0;
    }
  }
  REQUIRE(shown > 0);
  CHECK(static_cast<double>(mirrored) / shown > 0.85);
}
