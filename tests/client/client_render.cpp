// The headless render test: a known scenario drawn by the board painter with the software renderer on SDL's
// dummy video driver, saved as a PNG, and checked pixel by pixel where a Noise marker, a Closed Door and an
// Intruder must be (against the same spot drawn without them), then mid-way through an Intruder's slide.
#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "art.hpp"
#include "engine/nemesis/scenario.hpp"
#include "headless_renderer.hpp"
#include "render/nemesis/board_painter.hpp"
#include "render/nemesis/room_pieces.hpp"
#include "support.hpp"

using namespace nemesis::view;

namespace {

constexpr int kWidth = 1600;
constexpr int kHeight = 900;

// The 1600x900 headless renderer with the board art.
class Headless : public rendertest::HeadlessRenderer {
 public:
  Headless() : HeadlessRenderer(kWidth, kHeight, "render test") {
    art_ = std::make_unique<Art>(renderer(), test::asset("art"), NEMESIS_DEFAULT_FONT_DIR);
  }
  Art& art() { return *art_; }

 private:
  std::unique_ptr<Art> art_;
};

struct Rgb {
  int r;
  int g;
  int b;
};
Rgb rgbAt(const std::vector<Uint32>& px, int x, int y) {
  const Uint32 p = px[static_cast<std::size_t>(y * kWidth + x)];
  return {static_cast<int>((p >> 16) & 0xff), static_cast<int>((p >> 8) & 0xff), static_cast<int>(p & 0xff)};
}

// How many pixels within `radius` of a screen point pass `test`.
int countNear(const std::vector<Uint32>& px, Vec2 at, int radius, const std::function<bool(Rgb)>& test) {
  int n = 0;
  const int cx = static_cast<int>(at.x);
  const int cy = static_cast<int>(at.y);
  for (int y = cy - radius; y <= cy + radius; ++y) {
    for (int x = cx - radius; x <= cx + radius; ++x) {
      if (x < 0 || y < 0 || x >= kWidth || y >= kHeight) continue;
      if ((x - cx) * (x - cx) + (y - cy) * (y - cy) > radius * radius) continue;
      n += test(rgbAt(px, x, y)) ? 1 : 0;
    }
  }
  return n;
}

// The Noise marker is amber; the Closed Door is hazard yellow; Intruders are violet chitin with a pale rim.
bool amber(Rgb c) {
  return c.r > 190 && c.g > 120 && c.g < 225 && c.b < 110;
}
bool hazardYellow(Rgb c) {
  return c.r > 190 && c.g > 130 && c.b < 90;
}
bool chitin(Rgb c) {
  return c.b > c.g + 20 && c.r > c.g + 8;
}

struct Ship {
  nemesis::GameState state;
  BoardLayout layout;
  Camera camera;
  explicit Ship(nemesis::GameState s) : state(std::move(s)), layout(state.topo()) {
    camera.fit(layout.bounds(), Rect{0, 0, kWidth, kHeight});
  }
  Vec2 screen(Vec2 world) const { return camera.toScreen(world); }
  int pixels(float world) const { return static_cast<int>(world * camera.zoom()); }
};

nemesis::GameState dangerScenario() {
  return nemesis::loadScenario(test::asset("scenarios/danger-closed-door.json"), test::asset("boards"));
}

}  // namespace

TEST_CASE("the board is drawn headless with its Noise marker, Closed Door and Intruders where the layout puts them") {
  Headless h;
  nemesis::GameState s = dangerScenario();
  const int marked = test::corridor(s, 6, 11);
  test::mark(s, marked);
  Ship b(std::move(s));
  const int closed = test::corridor(b.state, 7, 8);
  REQUIRE(b.state.door(closed) == nemesis::DoorState::Closed);
  const int adultRoom = test::room(b.state, 8);
  REQUIRE(test::intrudersIn(b.state, 8) == 1);

  BoardPainter painter(h.art(), b.state.topo());
  AnimationQueue idle;
  const Highlights none;
  const Scene scene = sceneOf(b.state);
  const auto shot =
      h.draw([&] { painter.draw(scene, idle, b.layout, b.camera, none, nullptr); }, "render-danger-closed-door.png");

  // Control: the same board without the marker, with the door open and no Intruders (same painter, so its
  // cached layer must follow the scene too).
  Scene bare = scene;
  bare.noise[static_cast<std::size_t>(marked)] = 0;
  bare.doors[static_cast<std::size_t>(closed)] = nemesis::DoorState::Open;
  bare.intruders.clear();
  const auto control = h.draw([&] { painter.draw(bare, idle, b.layout, b.camera, none, nullptr); });

  const Vec2 marker = b.screen(b.layout.noiseSlot(marked));
  const int markerRadius = b.pixels(BoardLayout::kMarkerSize * 0.4f);
  const int area = 3 * markerRadius * markerRadius;  // about the disc's pixel count
  CHECK(countNear(shot, marker, markerRadius, amber) > area / 3);
  CHECK(countNear(control, marker, markerRadius, amber) < area / 20);

  const Vec2 door = b.screen(b.layout.doorSlot(closed));
  CHECK(countNear(shot, door, markerRadius, hazardYellow) > area / 5);
  CHECK(countNear(control, door, markerRadius, hazardYellow) < area / 20);

  const BoardLayout::Pieces adultRoomPieces = nemesis::view::roomPieces(
      b.layout, scene, adultRoom, scene.rooms[static_cast<std::size_t>(adultRoom)], b.camera.zoom());
  REQUIRE(adultRoomPieces.intruders.size() == 1);
  const Vec2 adult = b.screen(adultRoomPieces.intruders[0]);
  const int pieceRadius = b.pixels(adultRoomPieces.intruderSize * 0.45f);
  const int pieceArea = 3 * pieceRadius * pieceRadius;
  CHECK(countNear(shot, adult, pieceRadius, chitin) > pieceArea / 6);
  CHECK(countNear(control, adult, pieceRadius, chitin) < pieceArea / 40);

  // Away from all of them the two frames agree: the checks above are about those pieces, not noise.
  const Vec2 elsewhere = b.screen(b.layout.room(test::room(b.state, 13)).center());
  for (int dy = -5; dy <= 5; ++dy) {
    for (int dx = -5; dx <= 5; ++dx) {
      const int x = static_cast<int>(elsewhere.x) + dx;
      const int y = static_cast<int>(elsewhere.y) + dy;
      CHECK(shot[static_cast<std::size_t>(y * kWidth + x)] == control[static_cast<std::size_t>(y * kWidth + x)]);
    }
  }
}

TEST_CASE("half-way through an Intruder's slide the miniature is between the two rooms, not in either") {
  Headless h;
  Ship b(dangerScenario());
  const int from = test::room(b.state, 3);
  const int to = test::room(b.state, 7);
  REQUIRE(test::intrudersIn(b.state, 3) == 1);
  const auto creeper = std::find_if(b.state.intruders.begin(), b.state.intruders.end(),
                                    [&](const nemesis::Intruder& i) { return i.room == from; });
  REQUIRE(creeper != b.state.intruders.end());
  const int corridor = b.state.topo().corridorBetween(from, to);

  Scene shown = sceneOf(b.state);
  AnimationQueue animations;
  animations.push(
      nemesis::Event{nemesis::RuleId{}, nemesis::ev::IntruderMoved{creeper->id, creeper->type, from, to, corridor}},
      shown);
  animations.update(baseDuration(AnimKind::IntruderSlide) / 2, shown);
  REQUIRE(animations.active().size() == 1);
  REQUIRE(animations.active()[0].kind == AnimKind::IntruderSlide);
  CHECK(animations.active()[0].progress() == doctest::Approx(0.5f));

  BoardPainter painter(h.art(), b.state.topo());
  const Highlights none;
  const auto shot =
      h.draw([&] { painter.draw(shown, animations, b.layout, b.camera, none, nullptr); }, "render-intruder-slide.png");

  const float zoom = b.camera.zoom();
  const BoardLayout::Pieces fromPieces =
      nemesis::view::roomPieces(b.layout, shown, from, shown.rooms[static_cast<std::size_t>(from)], zoom);
  const BoardLayout::Pieces toPieces =
      nemesis::view::roomPieces(b.layout, shown, to, shown.rooms[static_cast<std::size_t>(to)], zoom, 0, 1);
  const Vec2 start = fromPieces.intruders[0];
  const Vec2 end = toPieces.intruders.back();
  const int radius = b.pixels(fromPieces.intruderSize * 0.45f);
  const int area = 3 * radius * radius;
  // Slot, corridor, slot: half-way along lies in the gap between the two tiles.
  const Rect gap{b.layout.room(from).x + b.layout.room(from).w, start.y - 30,
                 b.layout.room(to).x - (b.layout.room(from).x + b.layout.room(from).w), 60};
  int between = 0;
  for (float x = gap.x; x <= gap.x + gap.w; x += 2) {
    for (float y = gap.y; y <= gap.y + gap.h; y += 2) {
      const Vec2 p = b.screen({x, y});
      between += chitin(rgbAt(shot, static_cast<int>(p.x), static_cast<int>(p.y))) ? 1 : 0;
    }
  }
  CHECK(between > 10);
  CHECK(countNear(shot, b.screen(start), radius, chitin) < area / 40);
  CHECK(countNear(shot, b.screen(end), radius, chitin) < area / 40);

  // At the end the Creeper stands in room 7.
  animations.update(1.0f, shown);
  CHECK(animations.idle());
  const auto after = h.draw([&] { painter.draw(shown, animations, b.layout, b.camera, none, nullptr); });
  CHECK(countNear(after, b.screen(end), radius, chitin) > area / 8);
  CHECK(countNear(after, b.screen(start), radius, chitin) < area / 40);
}

TEST_CASE("Art names the sprite file it cannot load") {
  Headless h;
  SDL_Renderer* r = h.art().renderer();
  try {
    Art broken(r, std::string(NEMESIS_TEST_OUTPUT_DIR) + "/no-such-art-folder", NEMESIS_DEFAULT_FONT_DIR);
    FAIL("loading art from a missing folder must throw");
  } catch (const ArtError& e) {
    CHECK(std::string(e.what()).find("no-such-art-folder/larva.png") != std::string::npos);
  }
  int w = 0;
  int hgt = 0;
  SDL_Texture* t = h.art().text("Technical Corridors", Font::Small, &w, &hgt);
  CHECK(t != nullptr);
  CHECK(w > 60);
  CHECK(hgt > 8);
  CHECK(h.art().text("Technical Corridors", Font::Small) == t);  // cached
  h.art().setUiScale(2.0f);
  int w2 = 0;
  h.art().text("Technical Corridors", Font::Small, &w2, nullptr);
  CHECK(w2 > w * 3 / 2);
}

TEST_CASE("Art draws text as UTF-8: a curly apostrophe is one narrow glyph, not three Latin-1 characters") {
  Headless h;
  // Read as Latin-1, the bytes of "’" (E2 80 99) would be "â" and two control characters.
  int apostrophe = 0;
  int latin = 0;
  int measured = 0;
  REQUIRE(h.art().text("’", Font::Normal, &apostrophe, nullptr) != nullptr);
  h.art().text("â", Font::Normal, &latin, nullptr);
  CHECK(apostrophe > 0);
  CHECK(apostrophe < latin);
  h.art().measure("It’s", Font::Normal, &measured, nullptr);
  int word = 0;
  h.art().text("It’s", Font::Normal, &word, nullptr);
  CHECK(word == measured);
}

TEST_CASE("a miniature carries its wounds, Combat and Larva beside it, each its own shape, and loses them with them") {
  Headless h;
  Ship b(dangerScenario());
  BoardPainter painter(h.art(), b.state.topo());
  AnimationQueue idle;
  const Highlights none;
  Scene scene = sceneOf(b.state);
  REQUIRE_FALSE(scene.characters.empty());
  // The first character, moved in with the Adult of room 8, with a serious wound and a light one and a Larva.
  const int adultRoom = test::room(b.state, 8);
  SceneCharacter& ch = scene.characters[0];
  ch.room = adultRoom;
  ch.seriousWounds = 1;
  ch.lightWounds = 1;
  ch.larva = true;
  const auto marked = h.draw([&] { painter.draw(scene, idle, b.layout, b.camera, none, nullptr); });
  Scene plain = scene;
  plain.characters[0].seriousWounds = 0;
  plain.characters[0].lightWounds = 0;
  plain.characters[0].larva = false;
  plain.intruders.clear();
  const auto control = h.draw([&] { painter.draw(plain, idle, b.layout, b.camera, none, nullptr); });

  const BoardLayout::Pieces at = nemesis::view::roomPieces(
      b.layout, scene, adultRoom, scene.rooms[static_cast<std::size_t>(adultRoom)], b.camera.zoom());
  REQUIRE(at.characters.size() == 1);
  const Vec2 p = b.screen(at.characters[0]);
  const float size = at.characterSize * b.camera.zoom();
  auto woundRed = [](Rgb c) { return c.r > 230 && c.g < 70 && c.b < 70; };                   // a serious wound's square
  auto lightOrange = [](Rgb c) { return c.r > 230 && c.g > 130 && c.g < 190 && c.b < 90; };  // a light wound's pip
  auto combatRed = [](Rgb c) { return c.r > 230 && c.g > 80 && c.g < 115 && c.b > 60 && c.b < 100; };
  const Vec2 pips{p.x, p.y + size * 0.5f};
  const auto radius = static_cast<int>(size * 0.4f);
  CHECK(countNear(marked, pips, radius, woundRed) > 6);
  CHECK(countNear(marked, pips, radius, lightOrange) > 6);
  CHECK(countNear(control, pips, radius, woundRed) == 0);
  CHECK(countNear(control, pips, radius, lightOrange) == 0);
  const Vec2 combat{p.x - size * 0.45f, p.y};
  CHECK(countNear(marked, combat, static_cast<int>(size * 0.2f), combatRed) > 10);
  CHECK(countNear(control, combat, static_cast<int>(size * 0.2f), combatRed) == 0);
  // The Larva: chitin at the miniature's lower right.
  const Vec2 larva{p.x + size * 0.45f, p.y + size * 0.3f};
  CHECK(countNear(marked, larva, static_cast<int>(size * 0.22f), chitin) > 3);
  CHECK(countNear(control, larva, static_cast<int>(size * 0.22f), chitin) == 0);
}
