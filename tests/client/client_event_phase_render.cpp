// The Event phase on the board, headless: the last pass of a round triggers the Event phase with a forced
// Event card; the real client plays its events back, and frames captured mid-way through the card and a
// banner are checked pixel by pixel against control frames of the same board without them. The bag
// development token is shown at the board's centre, not in the room of the last animated move.
#include <SDL.h>
#include <SDL_image.h>
#include <doctest/doctest.h>

#include <algorithm>
#include <functional>
#include <string>
#include <variant>
#include <vector>

#include "client_support.hpp"
#include "engine/nemesis/engine.hpp"
#include "engine/nemesis/scenario.hpp"
#include "support.hpp"
#include "ui_state.hpp"

using nemesis::app::App;
using nemesis::view::AnimKind;
using nemesis::view::Vec2;
using namespace clienttest;

namespace {

struct Rgb {
  int r;
  int g;
  int b;
};

// A PNG the client captured, as rows of ARGB8888 pixels.
class Shot {
 public:
  explicit Shot(const std::string& path) {
    SDL_Surface* loaded = IMG_Load(path.c_str());
    REQUIRE_MESSAGE(loaded != nullptr, IMG_GetError());
    SDL_Surface* s = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_FreeSurface(loaded);
    REQUIRE(s != nullptr);
    w_ = s->w;
    h_ = s->h;
    px_.resize(static_cast<std::size_t>(w_ * h_));
    for (int y = 0; y < h_; ++y) {
      const auto* row = reinterpret_cast<const Uint32*>(static_cast<const Uint8*>(s->pixels) + y * s->pitch);
      std::copy(row, row + w_, px_.begin() + static_cast<std::ptrdiff_t>(y * w_));
    }
    SDL_FreeSurface(s);
  }
  [[nodiscard]] Rgb at(int x, int y) const {
    const Uint32 p = px_[static_cast<std::size_t>(std::clamp(y, 0, h_ - 1) * w_ + std::clamp(x, 0, w_ - 1))];
    return {static_cast<int>((p >> 16) & 0xff), static_cast<int>((p >> 8) & 0xff), static_cast<int>(p & 0xff)};
  }
  // Pixels of the rectangle [x0, x1) x [y0, y1) that pass `test`.
  [[nodiscard]] int count(int x0, int y0, int x1, int y1, const std::function<bool(Rgb)>& test) const {
    int n = 0;
    for (int y = y0; y < y1; ++y) {
      for (int x = x0; x < x1; ++x) n += test(at(x, y)) ? 1 : 0;
    }
    return n;
  }

 private:
  int w_ = 0;
  int h_ = 0;
  std::vector<Uint32> px_;
};

// The Event card's face is a light parchment; nothing on the dark board comes near it.
bool cardFace(Rgb c) {
  return c.r > 215 && c.g > 205 && c.b > 185 && c.r - c.b > 10 && c.r - c.b < 45;
}
// The banner's accent lines (the First Player brass for the Event phase).
bool brass(Rgb c) {
  return c.r > 230 && c.g > 185 && c.g < 230 && c.b > 60 && c.b < 130;
}
// The drawn Intruder token's dark violet disc.
bool tokenDisc(Rgb c) {
  return c.r > 25 && c.r < 45 && c.g > 12 && c.g < 30 && c.b > 38 && c.b < 58;
}

std::string output(const std::string& name) {
  return std::string(NEMESIS_TEST_OUTPUT_DIR) + "/" + name;
}

// The passes are submitted as a script would; the hand-over screens they bring would cover the board.
void noHandOver(App& app) {
  app.settings().handOver = false;
}

nemesis::app::AppOptions roundsOptions() {
  auto options = headlessOptions(3, 5);
  options.freePlay = 0;
  return options;
}

// Every character still to act passes; the last pass plays the Event phase (its events go to the queue).
void passRound(App& app) {
  const int round = nemesisOf(app).state().round;
  for (int i = 0;
       i < 10 && nemesisOf(app).state().round == round && nemesisOf(app).state().status == nemesis::GameStatus::Playing;
       ++i) {
    REQUIRE(nemesisOf(app).submit(nemesis::Pass{nemesisOf(app).state().turn}).ok());
  }
  REQUIRE(nemesisOf(app).state().round == round + 1);
}

// Plays frames until an animation of `kind` (and, when given, whose event passes `which`) is playing.
bool playUntil(App& app, AnimKind kind, const std::function<bool(const nemesis::Event&)>& which = {}) {
  for (int i = 0; i < 5000 && !nemesisOf(app).animations().idle(); ++i) {
    for (const auto& a : nemesisOf(app).animations().active()) {
      if (a.kind == kind && (!which || which(a.event))) return true;
    }
    frames(app, 1, 1.0f / 120.0f);
  }
  return false;
}

void skipAnimations(App& app) {
  app.request(nemesis::ui::requestOf(nemesis::ui::RequestKind::SkipAnimations));
  REQUIRE(nemesisOf(app).animations().idle());
}

}  // namespace

TEST_CASE("the Event card the last pass draws is shown large over the board, and gone once it has played") {
  App app(roundsOptions());
  noHandOver(app);
  frames(app);
  REQUIRE_FALSE(nemesisOf(app).state().freePlay);
  nemesis::ForcedOutcomes forced;
  forced.event.push_back(5);  // #5 Lurking
  REQUIRE(nemesisOf(app).submit(nemesis::ForceOutcomes{forced}).ok());
  passRound(app);

  REQUIRE(playUntil(app, AnimKind::EventCard));
  const auto card = std::get<nemesis::ev::EventCardDrawn>(nemesisOf(app).animations().active()[0].event.data);
  CHECK(card.card == 4);
  CHECK(card.forced);
  // Half-way through: the card has flipped face up and is being read.
  app.frame(nemesis::view::baseDuration(AnimKind::EventCard) * 0.45f, output("event-card.png"));
  REQUIRE(nemesisOf(app).animations().active()[0].kind == AnimKind::EventCard);
  const Shot shot(output("event-card.png"));

  skipAnimations(app);
  app.frame(0.0f, output("event-card-control.png"));
  const Shot control(output("event-card-control.png"));

  // The card's body sits below the centre of the board's viewport.
  const nemesis::view::Rect vp = app.camera().viewport();
  const int cx = static_cast<int>(vp.x + vp.w / 2);
  const int cy = static_cast<int>(vp.y + vp.h / 2);
  const int x0 = cx - 120;
  const int x1 = cx + 120;
  const int y0 = cy + 5;
  const int y1 = cy + 45;
  const int area = (x1 - x0) * (y1 - y0);
  CHECK(shot.count(x0, y0, x1, y1, cardFace) > area / 2);
  CHECK(control.count(x0, y0, x1, y1, cardFace) == 0);
  // Its text: dark ink on the face.
  CHECK(shot.count(x0, y0, x1, y1, [](Rgb c) { return c.r < 110 && c.g < 110 && c.b < 110; }) > 40);
  // The card is over the centre only: the board's corner shows no card face.
  CHECK(shot.count(static_cast<int>(vp.x) + 5, static_cast<int>(vp.y + vp.h) - 60, static_cast<int>(vp.x) + 60,
                   static_cast<int>(vp.y + vp.h) - 5, cardFace) == 0);
}

TEST_CASE("the Event phase banner runs across the top of the board") {
  App app(roundsOptions());
  noHandOver(app);
  frames(app);
  passRound(app);
  REQUIRE(playUntil(app, AnimKind::Banner, [](const nemesis::Event& e) {
    return std::holds_alternative<nemesis::ev::EventPhaseStarted>(e.data);
  }));
  app.frame(nemesis::view::baseDuration(AnimKind::Banner) * 0.4f, output("event-phase-banner.png"));
  const Shot shot(output("event-phase-banner.png"));
  skipAnimations(app);
  app.frame(0.0f, output("event-phase-banner-control.png"));
  const Shot control(output("event-phase-banner-control.png"));

  // Rows in the top third of the board that are brass nearly all the way across: the band's edges.
  const nemesis::view::Rect vp = app.camera().viewport();
  const int x0 = static_cast<int>(vp.x);
  const int x1 = static_cast<int>(vp.x + vp.w);
  auto brassRows = [&](const Shot& s) {
    int rows = 0;
    for (int y = static_cast<int>(vp.y); y < static_cast<int>(vp.y + vp.h / 3); ++y) {
      rows += s.count(x0, y, x1, y + 1, brass) > (x1 - x0) * 9 / 10 ? 1 : 0;
    }
    return rows;
  };
  CHECK(brassRows(shot) >= 2);
  CHECK(brassRows(control) == 0);
}

TEST_CASE("the bag development token is shown at the board's centre, not where the Event card moved an Intruder") {
  // An Adult far from the centre, which the Event card #2 (Hatching: Adults and Breeders through corridor 3)
  // moves; then bag development draws an Adult token.
  nemesis::GameState s = test::roundsGame(2, 5);
  const int adult = test::addIntruder(s, nemesis::IntruderType::Adult, 5);
  const int target = s.topo().otherEnd(s.topo().exit(test::room(s, 5), 3), test::room(s, 5));
  const std::string path = output("bag-development.json");
  nemesis::writeFileAtomically(path, nemesis::writeScenario(s));

  App app(roundsOptions());
  noHandOver(app);
  REQUIRE(app.loadFile(path));
  frames(app);
  nemesis::ForcedOutcomes forced;
  forced.event.push_back(2);
  forced.bag.push_back(nemesis::ForcedBagDraw{nemesis::IntruderType::Adult, 0});
  REQUIRE(nemesisOf(app).submit(nemesis::ForceOutcomes{forced}).ok());
  passRound(app);
  REQUIRE(playUntil(app, AnimKind::IntruderSlide, [&](const nemesis::Event& e) {
    const auto* m = std::get_if<nemesis::ev::IntruderMoved>(&e.data);
    return m != nullptr && m->intruder == adult && m->to == target;
  }));
  REQUIRE(playUntil(app, AnimKind::TokenReveal));
  REQUIRE(nemesisOf(app).animations().active()[0].event.rule == nemesis::RuleId::BagDevelopment);
  app.frame(0.4f, output("bag-development.png"));
  const Shot shot(output("bag-development.png"));
  skipAnimations(app);
  app.frame(0.0f, output("bag-development-control.png"));
  const Shot control(output("bag-development-control.png"));

  const auto& layout = nemesisOf(app).layout();
  const Vec2 centre = app.camera().toScreen(layout.bounds().center());
  const Vec2 moved = nemesisOf(app).roomOnScreen(target);
  REQUIRE((moved - centre).length() > 120);  // far enough apart to tell which one shows the token
  auto discNear = [&](const Shot& frame, Vec2 p) {
    return frame.count(static_cast<int>(p.x) - 50, static_cast<int>(p.y) - 50, static_cast<int>(p.x) + 50,
                       static_cast<int>(p.y) + 50, tokenDisc);
  };
  CHECK(discNear(shot, centre) > 400);
  CHECK(discNear(shot, centre) > 5 * discNear(control, centre));
  // Where the Adult went, the frame shows only what the control frame does (the Adult's own dark parts).
  CHECK(discNear(shot, moved) <= discNear(control, moved) + 20);
}

// Events carry the whole fact (issue 10): the drawn token is shown where the event says its Encounter is, even
// when the character the panels act for stands far away; the painter no longer guesses from earlier animations.
TEST_CASE("the drawn Intruder token is shown in the room its event names, not where the active character stands") {
  App app(roundsOptions());
  noHandOver(app);
  frames(app);
  const nemesis::GameState s = nemesisOf(app).state();
  const int far = test::room(s, 19);  // Engines, far from the Hibernatorium where everybody starts
  REQUIRE(nemesisOf(app).presented().character(0).room != far);
  nemesis::EventLog events{nemesis::Event{nemesis::RuleId::EncounterDraw,
                                          nemesis::ev::TokenDrawn{21, nemesis::IntruderType::Adult, 4, false, far, 0}}};
  nemesisOf(app).presentation().push(events, nemesis::Moments{s}, s);
  REQUIRE(nemesisOf(app).animations().active()[0].kind == AnimKind::TokenReveal);
  app.frame(0.4f, output("token-in-its-room.png"));
  const Shot shot(output("token-in-its-room.png"));
  skipAnimations(app);
  app.frame(0.0f, output("token-in-its-room-control.png"));
  const Shot control(output("token-in-its-room-control.png"));
  auto discNear = [&](const Shot& frame, Vec2 p) {
    return frame.count(static_cast<int>(p.x) - 50, static_cast<int>(p.y) - 50, static_cast<int>(p.x) + 50,
                       static_cast<int>(p.y) + 50, tokenDisc);
  };
  const Vec2 there = nemesisOf(app).roomOnScreen(far);
  const Vec2 active = nemesisOf(app).roomOnScreen(nemesisOf(app).presented().character(0).room);
  CHECK(discNear(shot, there) > 400);
  CHECK(discNear(shot, active) <= discNear(control, active) + 20);
}

// Big moments stay on screen a big moment's time with a caption by their room (issue 10).
TEST_CASE("a Surprise Attack is shown by its room for a big moment's time, in red") {
  App app(roundsOptions());
  noHandOver(app);
  frames(app);
  const nemesis::GameState s = nemesisOf(app).state();
  const int room = test::room(s, 19);
  nemesis::EventLog events{
      nemesis::Event{nemesis::RuleId::SurpriseAttack, nemesis::ev::SurpriseCheck{1, 0, 2, 4, true, room}}};
  nemesisOf(app).presentation().push(events, nemesis::Moments{s}, s);
  REQUIRE(nemesisOf(app).animations().active()[0].kind == AnimKind::Surprise);
  CHECK(nemesisOf(app).animations().active()[0].duration >= nemesis::view::kBigMomentSeconds);
  app.frame(0.6f, output("surprise.png"));
  const Shot shot(output("surprise.png"));
  skipAnimations(app);
  app.frame(0.0f, output("surprise-control.png"));
  const Shot control(output("surprise-control.png"));
  const auto red = [](Rgb c) { return c.r > 200 && c.g < 110 && c.b < 110; };
  const Vec2 at = nemesisOf(app).roomOnScreen(room);
  const int x0 = static_cast<int>(at.x) - 120;
  const int y0 = static_cast<int>(at.y) - 90;
  const int x1 = static_cast<int>(at.x) + 120;
  const int y1 = static_cast<int>(at.y) + 10;
  CHECK(shot.count(x0, y0, x1, y1, red) > 300);
  CHECK(control.count(x0, y0, x1, y1, red) < 20);
}
