// The art generator: draws every board sprite in code (antialiased signed-distance shapes) and writes them as
// RGBA PNGs, so all our art is reproducible from this file. Usage: nemesis-make-art <output folder>.
#include <SDL.h>
#include <SDL_image.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <string>
#include <vector>

#include "app_icon.hpp"
#include "canvas.hpp"
#include "sdf.hpp"

using namespace art;  // the drawing vocabulary (sdf.hpp)

namespace {

// Intruders share one chitin palette with a pale rim so they read on dark tiles and on their dark token (issue 24:
// a light chitin, so the silhouette stands out inside the token); shape tells the type.
const Color kChitinTop = rgb(0xb497d0);
const Color kChitinBottom = rgb(0x6a4c86);
const Color kRim = rgb(0xe6d8f5);
const Color kEye = rgb(0xff7a3a);

constexpr float kIntruderShrink = 0.9f;  // leaves room on the canvas for the rim

void intruderBody(Canvas& c, const Shape& body, float top, float bottom) {
  c.fill(grow(body, 6.0f), kRim);  // thick enough to survive shrinking to a 16-pixel miniature
  c.fill(body, vertical(kChitinTop, kChitinBottom, top, bottom));
}

Canvas larva() {
  Canvas c(128, 128);
  c.shrink(kIntruderShrink);
  c.shadow(ellipse({66, 96}, 50, 9), 0.35f, 4);
  // A fat grub of shrinking segments along a gentle curve, head on the left.
  std::vector<Shape> segments;
  const P centres[] = {{30, 72}, {46, 66}, {63, 64}, {80, 67}, {95, 74}, {107, 83}};
  const float radii[] = {17, 18, 18, 16, 13, 9};
  for (std::size_t i = 0; i < 6; ++i) segments.push_back(circle(centres[i], radii[i]));
  const Shape body = unite(segments);
  intruderBody(c, body, 46, 92);
  for (std::size_t i = 1; i < 6; ++i) {
    const P a = centres[i - 1] + (centres[i] - centres[i - 1]) * 0.5f;
    c.fill(intersect(capsule(a + P{0, -20}, a + P{0, 20}, 1.2f), body), rgb(0x1a0e24, 0.8f));
  }
  c.fill(circle({22, 66}, 3.2f), kEye);
  c.fill(ellipse({16, 78}, 5, 3), rgb(0x12080a));  // mouth
  return c;
}

Canvas creeper() {
  Canvas c(128, 128);
  c.shrink(kIntruderShrink);
  c.shadow(ellipse({64, 108}, 56, 8), 0.35f, 4);
  // Low and long, with many thin legs splayed to both sides.
  std::vector<Shape> parts;
  for (int i = 0; i < 5; ++i) {
    const float x = 30 + static_cast<float>(i) * 16;
    parts.push_back(limb({x, 74}, {x - 14, 90}, 3.2f, 2.4f));
    parts.push_back(limb({x - 14, 90}, {x - 8, 108}, 2.4f, 1.4f));
  }
  parts.push_back(ellipse({62, 72}, 46, 15));
  parts.push_back(circle({108, 70}, 12));
  parts.push_back(limb({114, 76}, {124, 88}, 3, 1.5f));  // mandibles
  parts.push_back(limb({110, 80}, {116, 94}, 3, 1.5f));
  parts.push_back(limb({20, 70}, {4, 60}, 6, 2));  // tail
  const Shape body = unite(parts);
  intruderBody(c, body, 56, 100);
  for (int i = 0; i < 4; ++i) {
    const float x = 38 + static_cast<float>(i) * 16;
    c.fill(intersect(capsule({x, 58}, {x - 2, 86}, 1.3f), ellipse({62, 72}, 46, 15)), rgb(0x1a0e24, 0.8f));
  }
  c.fill(circle({112, 66}, 3), kEye);
  return c;
}

Canvas adult() {
  Canvas c(128, 128);
  c.shrink(kIntruderShrink);
  c.shadow(ellipse({62, 118}, 40, 6), 0.35f, 4);
  // Tall and upright: digitigrade legs, hunched torso, a long head swept back into a crest.
  std::vector<Shape> parts{
      limb({56, 70}, {44, 94}, 8, 5),
      limb({44, 94}, {52, 118}, 5, 3),
      limb({66, 70}, {78, 94}, 8, 5),
      limb({78, 94}, {72, 118}, 5, 3),
      limb({60, 44}, {62, 74}, 14, 11),  // torso
      limb({68, 40}, {92, 58}, 4, 3),
      limb({92, 58}, {100, 74}, 3, 2),  // arm
      limb({52, 42}, {40, 60}, 4, 3),
      limb({40, 60}, {38, 76}, 3, 2),  // far arm
      limb({60, 72}, {26, 96}, 7, 2.5f),
      limb({26, 96}, {14, 84}, 2.5f, 1.5f),                       // tail
      limb({64, 30}, {96, 38}, 9, 4),                             // long head
      polygon({{70, 24}, {58, 4}, {34, 2}, {52, 18}, {58, 34}}),  // crest swept back
  };
  const Shape body = unite(parts);
  intruderBody(c, body, 4, 118);
  c.fill(capsule({80, 36}, {94, 39}, 1.4f), rgb(0x12080a));  // teeth line
  c.fill(circle({76, 30}, 3), kEye);
  return c;
}

// Enormity's Intruder: low and wide, seen from above as it crawls: a segmented carapace, six legs splayed, two
// raking fore-claws and a row of eyes. No Nemesis Intruder is drawn from above, so it reads as another game's.
Canvas stalker() {
  Canvas c(128, 128);
  c.shrink(kIntruderShrink);
  c.shadow(ellipse({64, 70}, 46, 40), 0.3f, 5);
  std::vector<Shape> parts{
      ellipse({64, 74}, 22, 30),  // abdomen
      ellipse({64, 44}, 18, 14),  // thorax
      ellipse({64, 24}, 12, 10),  // head
  };
  for (int side = -1; side <= 1; side += 2) {
    const auto s = static_cast<float>(side);
    for (int i = 0; i < 3; ++i) {
      const float y = 50 + static_cast<float>(i) * 14;
      const P knee{64 + s * 40, y - 6 + static_cast<float>(i) * 4};
      parts.push_back(limb({64 + s * 14, y}, knee, 5, 3.5f));
      parts.push_back(limb(knee, {64 + s * 54, y + 16 + static_cast<float>(i) * 6}, 3.5f, 1.5f));
    }
    parts.push_back(limb({64 + s * 10, 20}, {64 + s * 30, 6}, 5, 3));  // fore-claws
    parts.push_back(limb({64 + s * 30, 6}, {64 + s * 20, 2}, 3, 1.2f));
  }
  const Shape body = unite(parts);
  intruderBody(c, body, 2, 108);
  for (int i = 0; i < 3; ++i) {
    c.fill(ring(ellipse({64, 66 + static_cast<float>(i) * 12}, 20 - static_cast<float>(i) * 3, 4), 1.2f),
           rgb(0x1a0e24, 0.7f));  // the carapace's segments
  }
  for (int i = -1; i <= 1; ++i) c.fill(circle({64 + static_cast<float>(i) * 6, 22}, 2.4f), kEye);
  return c;
}

Canvas breeder() {
  Canvas c(128, 128);
  c.shrink(kIntruderShrink);
  c.shadow(ellipse({64, 114}, 56, 9), 0.35f, 4);
  // Bulky: a huge hunched back on thick short legs, small head low at the front, spines on the hump.
  std::vector<Shape> parts{
      ellipse({60, 70}, 46, 34),
      limb({34, 90}, {28, 114}, 10, 8),
      limb({58, 94}, {60, 114}, 10, 8),
      limb({84, 88}, {94, 112}, 10, 7),
      circle({104, 76}, 15),
      limb({112, 84}, {122, 98}, 4, 2),
  };
  for (int i = 0; i < 5; ++i) {
    const float a = -160 + static_cast<float>(i) * 28;
    parts.push_back(limb(polar({60, 70}, 30, a), polar({60, 70}, 50, a), 6, 1.5f));
  }
  const Shape body = unite(parts);
  intruderBody(c, body, 22, 114);
  c.fill(ring(ellipse({60, 72}, 30, 20), 1.5f), rgb(0x1a0e24, 0.6f));
  c.fill(circle({108, 72}, 3.2f), kEye);
  return c;
}

Canvas queen() {
  Canvas c(128, 128);
  c.shrink(kIntruderShrink);
  c.shadow(ellipse({64, 120}, 60, 7), 0.35f, 4);
  // The largest: a broad body, raking claws, and a fan-shaped crown of spikes on a high head.
  std::vector<Shape> parts{
      ellipse({62, 80}, 40, 26),        limb({40, 96}, {26, 120}, 9, 5), limb({80, 96}, {96, 120}, 9, 5),
      limb({60, 60}, {70, 40}, 16, 12), limb({76, 52}, {104, 70}, 6, 4), limb({104, 70}, {116, 92}, 4, 2),  // claws
      limb({56, 56}, {30, 70}, 6, 4),   limb({30, 70}, {18, 90}, 4, 2),  limb({30, 86}, {6, 104}, 8, 3),    // tail
      limb({70, 38}, {98, 46}, 10, 6),                                                                      // head
  };
  const Shape body = unite(parts);
  intruderBody(c, body, 14, 120);
  // A gold crown of spikes on the head: reads as "Queen" at any size.
  const P crownBase{72, 30};
  std::vector<Shape> spikes{box({72, 26}, {14, 5}, 2)};
  for (int i = 0; i < 5; ++i) {
    const float a = -150 + static_cast<float>(i) * 30;
    spikes.push_back(limb(polar(crownBase, 4, a), polar(crownBase, 26, a), 4.5f, 1.0f));
  }
  c.outlined(unite(spikes), vertical(rgb(0xffe58a), rgb(0xd19a1c), 4, 32), rgb(0x3a2400), 2.5f);
  c.fill(circle({88, 38}, 3.4f), kEye);
  return c;
}

// Character miniatures: one silhouette per class, so they are told apart with no colour at all (issue 15). Each
// is greyscale, tinted with its class colour at draw time (src/render/class_palette.hpp); the dark outline and
// the ink details stay dark under any tint. What makes each shape its own is large enough to survive a 24-pixel
// miniature: a peaked cap and wide epaulettes, a helmet and a rifle across the body, a lab coat and a raised
// flask, a flight helmet with ear cups and an antenna, a wrench held overhead, a tall pointed hood.
const Color kFigureOutline = grey(0.12f);
const Color kFigureInk = grey(0.3f, 0.85f);

Canvas miniature(const Shape& figure, const std::function<void(Canvas&)>& details) {
  Canvas c(128, 128);
  c.shadow(ellipse({64, 114}, 44, 10), 0.4f, 5);
  c.outlined(ellipse({64, 108}, 38, 12), vertical(grey(0.75f), grey(0.45f), 96, 120), kFigureOutline, 3);  // base
  c.fill(ring(ellipse({64, 106}, 31, 8), 2), grey(1.0f, 0.6f));
  c.outlined(figure, vertical(grey(1.0f), grey(0.74f), 0, 104), kFigureOutline, 5.0f);
  details(c);
  return c;
}

// A standing body: the torso from the shoulders (y = top) down to the base, `half` wide at the shoulders.
Shape torso(float top, float half) {
  return blend(box({64, 76}, {half - 6, 104 - 76 - 2}, 10), box({64, top + 6}, {half, 7}, 6), 8);
}

Canvas captain() {
  // A peaked cap, flat and wider than the head, over broad square epaulettes: the officer's outline.
  const Shape cap = unite(polygon({{36, 8}, {92, 8}, {88, 24}, {40, 24}}), capsule({42, 26}, {86, 26}, 4));
  const Shape epaulettes = box({64, 50}, {44, 7}, 3);
  const Shape figure = unite({circle({64, 34}, 14), cap, torso(44, 32), epaulettes});
  return miniature(figure, [](Canvas& c) {
    c.fill(capsule({44, 26}, {84, 26}, 2), kFigureInk);      // the peak's edge
    c.fill(circle({64, 16}, 4.5f), kFigureInk);              // cap badge
    c.fill(capsule({24, 50}, {104, 50}, 1.6f), kFigureInk);  // the epaulettes' fringe
  });
}

Canvas soldier() {
  // A round combat helmet with a rim, and a long rifle held across the body, its barrel far past the shoulder.
  const Shape helmet = unite(intersect(circle({64, 30}, 22), box({64, 18}, {24, 14})), capsule({40, 31}, {88, 31}, 4));
  const Shape rifle =
      unite({capsule({30, 100}, {106, 18}, 6.5f), capsule({106, 18}, {122, 2}, 3.5f), box({38, 100}, {12, 6}, 2)});
  const Shape figure = unite({circle({64, 38}, 13), helmet, torso(50, 27), rifle});
  return miniature(figure, [](Canvas& c) {
    c.fill(capsule({42, 31}, {86, 31}, 1.8f), kFigureInk);   // helmet rim
    c.fill(capsule({84, 42}, {106, 18}, 1.8f), kFigureInk);  // the rifle's line past the shoulder
  });
}

Canvas scientist() {
  // A long lab coat flaring out over the base, and a round flask held up at the side.
  const Shape coat = polygon({{42, 46}, {86, 46}, {106, 106}, {22, 106}});
  const Shape arm = capsule({84, 54}, {108, 48}, 6);
  const Shape flask = unite({circle({110, 34}, 13), box({110, 14}, {4.5f, 9}, 1)});
  const Shape figure = unite({circle({64, 28}, 15), blend(coat, box({64, 50}, {24, 6}, 5), 6), arm, flask});
  return miniature(figure, [](Canvas& c) {
    c.fill(intersect(circle({110, 34}, 10), box({110, 41}, {13, 6})), kFigureInk);  // liquid in the flask
  });
}

Canvas pilot() {
  // A big round flight helmet with a dark visor, ear cups on both sides and an antenna: a wide round head.
  const Shape helmet = unite({circle({64, 32}, 21), circle({38, 38}, 10), circle({90, 38}, 10)});
  const Shape antenna = unite(capsule({84, 16}, {100, 0}, 2.5f), circle({100, 2}, 4));
  const Shape figure = unite({helmet, antenna, torso(54, 24)});
  return miniature(figure, [](Canvas& c) {
    c.fill(box({64, 34}, {15, 7}, 6), kFigureInk);  // the visor
    c.fill(ring(circle({38, 38}, 5), 2), kFigureInk);
    c.fill(ring(circle({90, 38}, 5), 2), kFigureInk);
  });
}

Canvas mechanic() {
  // A stocky figure with a big open-ended wrench raised above the head on one side.
  const Shape arm = capsule({40, 54}, {26, 30}, 7);
  const Shape jaw = subtract(circle({22, 14}, 14), unite(circle({22, 10}, 6), box({22, 0}, {5, 8})));
  const Shape wrench = unite(capsule({26, 34}, {22, 18}, 5), jaw);
  const Shape figure = unite({circle({66, 32}, 15), torso(46, 32), arm, wrench});
  return miniature(figure, [](Canvas& c) {
    c.fill(capsule({52, 22}, {80, 22}, 2), kFigureInk);  // cap band
  });
}

Canvas scout() {
  // A tall pointed hood over a slim cloaked body: the narrowest, tallest figure.
  const Shape hood = blend(circle({64, 34}, 15), polygon({{48, 30}, {80, 30}, {64, 0}}), 4);
  const Shape cloak = polygon({{46, 44}, {82, 44}, {92, 106}, {36, 106}});
  const Shape figure = unite({hood, blend(cloak, box({64, 48}, {20, 5}, 4), 5)});
  return miniature(figure, [](Canvas& c) {
    c.fill(ellipse({64, 36}, 8, 9), kFigureInk);  // the face in the hood's shadow
  });
}

Canvas noiseMarker() {
  Canvas c(96, 96);
  const P m{48, 48};
  c.shadow(circle({50, 51}, 44), 0.4f, 4);
  c.outlined(circle(m, 41), radial(rgb(0xffd66b), rgb(0xe09a1a), {40, 38}, 48), rgb(0x3a2400), 4);
  const Color ink = rgb(0x3a2400);
  // A speaker and three sound waves: ring segments clipped to a wedge opening to the right.
  c.fill(polygon({{18, 40}, {28, 40}, {40, 28}, {40, 68}, {28, 56}, {18, 56}}), ink);
  const Shape wedge = polygon({{38, 48}, {96, 6}, {96, 90}});
  for (int i = 0; i < 3; ++i) {
    c.fill(intersect(ring(circle({38, 48}, 12 + static_cast<float>(i) * 10), 5), wedge), ink);
  }
  return c;
}

Canvas doorClosed() {
  Canvas c(96, 96);
  // Closed: one solid hazard-yellow slab filling its frame (it reads as a solid block even when tiny), the
  // seam where the two leaves meet, and hazard chevrons at the ends.
  c.shadow(box({50, 51}, {44, 44}, 8), 0.4f, 4);
  c.fill(box({48, 48}, {45, 45}, 9), rgb(0x1c1f24));
  const Shape slab = box({48, 48}, {38, 38}, 5);
  c.fill(slab, vertical(rgb(0xffd84d), rgb(0xe0a010), 10, 86));
  const Color ink = rgb(0x1c1c1c);
  c.fill(box({48, 48}, {3.5f, 38}), ink);
  for (const float y : {22.0f, 74.0f}) {
    for (const float x : {28.0f, 68.0f}) {
      const float dir = x < 48 ? 1.0f : -1.0f;
      c.fill(capsule({x - 8 * dir, y - 8}, {x + 4 * dir, y}, 3), ink);
      c.fill(capsule({x + 4 * dir, y}, {x - 8 * dir, y + 8}, 3), ink);
    }
  }
  return c;
}

Canvas doorOpen() {
  Canvas c(96, 96);
  // Open: an empty frame, the two leaves slid into the walls on either side.
  const Color frame = rgb(0x9fd3a8);
  const Color dark = rgb(0x17301d);
  c.shadow(ring(box({50, 51}, {40, 40}, 8), 9), 0.4f, 4);
  c.fill(grow(ring(box({48, 48}, {40, 40}, 8), 9), 2.5f), dark);
  c.fill(ring(box({48, 48}, {40, 40}, 8), 9), frame);
  c.fill(box({15, 48}, {4, 30}, 2), dark);
  c.fill(box({81, 48}, {4, 30}, 2), dark);
  return c;
}

Canvas doorDestroyed() {
  Canvas c(96, 96);
  // Destroyed: a broken frame with jagged shards, nothing left to block the corridor.
  const Color metal = rgb(0xd0674a);
  const Color dark = rgb(0x2a0d08);
  const Shape frame = subtract(ring(box({48, 48}, {40, 40}, 8), 9), polygon({{58, 0}, {72, 0}, {62, 26}, {50, 16}}));
  c.shadow(frame, 0.4f, 4);
  c.outlined(frame, flat(metal), dark, 2.5f);
  const Shape shards =
      unite({polygon({{14, 14}, {42, 14}, {30, 36}, {38, 48}, {14, 64}}),
             polygon({{82, 82}, {54, 82}, {64, 62}, {52, 50}, {82, 36}}), polygon({{42, 58}, {52, 66}, {40, 78}})});
  c.outlined(shards, vertical(rgb(0xf08a60), rgb(0xa03c24), 16, 80), dark, 2.5f);
  return c;
}

Canvas fire() {
  Canvas c(96, 96);
  // Flame tongues: teardrops (a circle blended into a tip) in red, orange and yellow layers.
  auto tongue = [](P base, float r, P tip) {
    return blend(circle(base, r), limb(base, tip, r * 0.7f, 0.5f), r * 0.6f);
  };
  const Shape outer =
      unite({tongue({48, 64}, 24, {46, 4}), tongue({30, 70}, 14, {16, 26}), tongue({68, 70}, 14, {82, 30})});
  c.shadow(moved(outer, {2, 3}), 0.4f, 4);
  c.outlined(outer, vertical(rgb(0xff5a1f), rgb(0xb3160c), 10, 90), rgb(0x3d0800), 3);
  c.fill(unite(tongue({48, 70}, 16, {50, 24}), tongue({36, 74}, 9, {30, 46})),
         vertical(rgb(0xffc02a), rgb(0xff7a1a), 24, 88));
  c.fill(tongue({49, 76}, 8, {50, 48}), rgb(0xfff2a8));
  return c;
}

Canvas malfunction() {
  Canvas c(96, 96);
  // A dark badge with a wrench crossed by a lightning spark.
  c.shadow(circle({50, 51}, 44), 0.4f, 4);
  c.outlined(circle({48, 48}, 41), radial(rgb(0x3b5068), rgb(0x18222e), {40, 36}, 50), rgb(0x9ab4cc), 3);
  const Shape wrench = subtract(unite(capsule({30, 66}, {58, 38}, 6), circle({62, 34}, 14)),
                                unite(circle({62, 34}, 7), box({70, 26}, {6, 6})));
  c.outlined(wrench, vertical(rgb(0xe4e8ec), rgb(0x8a96a2), 20, 74), rgb(0x101418), 2);
  const Shape bolt = polygon({{52, 10}, {30, 50}, {46, 50}, {38, 86}, {66, 40}, {50, 40}, {62, 10}});
  c.outlined(bolt, vertical(rgb(0xfff07a), rgb(0xffb01a), 10, 86), rgb(0x3a2000), 2.5f);
  return c;
}

Canvas explorationBack() {
  Canvas c(96, 96);
  // Face-down exploration token: a hexagon with a scanner pattern, so it is never mistaken for a marker.
  std::vector<P> hex;
  for (int i = 0; i < 6; ++i) hex.push_back(polar({48, 48}, 42, static_cast<float>(i) * 60 - 90));
  const Shape token = polygon(hex);
  c.shadow(moved(token, {2, 3}), 0.4f, 4);
  c.outlined(token, radial(rgb(0x4fb3a9), rgb(0x1f5a55), {40, 36}, 52), rgb(0xcff5ef), 3);
  const Color ink = rgb(0xcff5ef, 0.85f);
  c.fill(ring(circle({48, 48}, 24), 3), ink);
  c.fill(ring(circle({48, 48}, 12), 3), ink);
  c.fill(circle({48, 48}, 4), ink);
  c.fill(capsule({48, 14}, {48, 82}, 1.2f), ink);
  c.fill(capsule({14, 48}, {82, 48}, 1.2f), ink);
  return c;
}

Canvas roomBack() {
  Canvas c(128, 104);
  // Unexplored tile: greyscale deck plating (tinted at draw time), kept low in contrast so the printed number
  // and the pieces on it stand out: a bevelled plate, faint diagonal tread and a closed-hatch emblem.
  c.fill(box({64, 52}, {64, 52}), grey(0.42f));
  const Shape plate = box({64, 52}, {60, 48}, 6);
  c.fill(plate, vertical(grey(0.62f), grey(0.5f), 4, 100));
  for (int k = -8; k < 9; ++k) {
    const float x = 64 + static_cast<float>(k) * 12;
    c.fill(intersect(capsule({x - 40, 104}, {x + 40, 0}, 1.2f), grow(plate, -3)), grey(0.47f));
  }
  c.fill(circle({64, 52}, 22), grey(0.5f));
  c.fill(ring(circle({64, 52}, 22), 3), grey(0.68f));
  c.fill(ring(circle({64, 52}, 13), 2), grey(0.42f));
  for (const P corner : {P{10, 10}, P{118, 10}, P{10, 94}, P{118, 94}}) c.fill(circle(corner, 2.5f), grey(0.75f));
  return c;
}

Canvas computer() {
  Canvas c(96, 96);
  // A monitor on a stand; the screen glows cyan (a Computer is in the room).
  c.shadow(box({50, 42}, {40, 30}, 6), 0.4f, 4);
  c.fill(box({48, 80}, {22, 5}, 3), rgb(0xb8c4cc));
  c.fill(box({48, 72}, {6, 8}), rgb(0x8a98a4));
  c.outlined(box({48, 40}, {38, 28}, 6), flat(rgb(0x2a3440)), rgb(0xdce6ee), 3);
  c.fill(box({48, 40}, {30, 20}, 2), radial(rgb(0x9af0ff), rgb(0x2fa4c8), {40, 32}, 40));
  for (int i = 0; i < 3; ++i) {
    const float y = 32 + static_cast<float>(i) * 8;
    c.fill(capsule({28, y}, {48 + static_cast<float>(2 - i) * 8, y}, 1.5f), rgb(0x0d4a5c));
  }
  return c;
}

Canvas corpse() {
  Canvas c(128, 96);
  // A fallen crew member on its side in a dark pool.
  c.fill(ellipse({66, 62}, 56, 22), rgb(0x5a0d0d, 0.85f));
  const Shape body = unite({circle({24, 54}, 13), capsule({40, 56}, {96, 56}, 13), capsule({92, 60}, {118, 70}, 6),
                            capsule({92, 52}, {116, 44}, 6), capsule({46, 66}, {70, 76}, 5)});
  c.outlined(body, vertical(rgb(0xb8bcc0), rgb(0x6c7074), 40, 72), rgb(0x141414), 3);
  c.fill(ring(circle({24, 54}, 8), 2.5f), rgb(0x4a5056));
  c.fill(ellipse({60, 50}, 8, 4), rgb(0x8a1a1a));
  return c;
}

Canvas dieBlank() {
  Canvas c(128, 128);
  // The Noise die: a ten-sided die seen face on (a kite), light so it can be tinted; its face is text.
  const std::vector<P> kite{{64, 6}, {120, 54}, {106, 98}, {64, 122}, {22, 98}, {8, 54}};
  c.shadow(moved(polygon(kite), {3, 4}), 0.45f, 5);
  c.outlined(polygon(kite), vertical(grey(1.0f), grey(0.78f), 6, 122), grey(0.15f), 3);
  const std::vector<P> face{{64, 30}, {100, 58}, {90, 88}, {38, 88}, {28, 58}};
  c.fill(polygon(face), grey(0.95f));
  c.fill(ring(polygon(face), 2.5f), grey(0.45f));
  c.fill(capsule({64, 30}, {64, 6}, 1.3f), grey(0.45f));
  c.fill(capsule({100, 58}, {120, 54}, 1.3f), grey(0.45f));
  c.fill(capsule({90, 88}, {106, 98}, 1.3f), grey(0.45f));
  c.fill(capsule({38, 88}, {22, 98}, 1.3f), grey(0.45f));
  c.fill(capsule({28, 58}, {8, 54}, 1.3f), grey(0.45f));
  c.fill(capsule({64, 122}, {64, 88}, 1.3f), grey(0.45f));
  return c;
}

Canvas slime() {
  Canvas c(64, 64);
  const Shape drop = blend(circle({32, 40}, 18), limb({32, 40}, {32, 4}, 12, 0.5f), 8);
  c.shadow(moved(drop, {2, 2}), 0.4f, 3);
  c.outlined(drop, vertical(rgb(0x9cf06a), rgb(0x3a9a1c), 6, 58), rgb(0x123a08), 2.5f);
  c.fill(ellipse({25, 36}, 4, 7), rgb(0xeaffd8, 0.8f));
  return c;
}

struct Entry {
  const char* file;
  std::function<Canvas()> draw;
};

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s <output folder>\n", argv[0]);
    return 2;
  }
  const std::string out = argv[1];
  // Names and order match spriteFile() in src/render/art.cpp.
  const std::vector<Entry> entries{
      {"larva.png", larva},
      {"creeper.png", creeper},
      {"adult.png", adult},
      {"breeder.png", breeder},
      {"queen.png", queen},
      {"captain.png", captain},
      {"scout.png", scout},
      {"soldier.png", soldier},
      {"mechanic.png", mechanic},
      {"pilot.png", pilot},
      {"scientist.png", scientist},
      {"noise.png", noiseMarker},
      {"door-open.png", doorOpen},
      {"door-closed.png", doorClosed},
      {"door-destroyed.png", doorDestroyed},
      {"fire.png", fire},
      {"malfunction.png", malfunction},
      {"exploration-back.png", explorationBack},
      {"room-back.png", roomBack},
      {"computer.png", computer},
      {"corpse.png", corpse},
      {"die.png", dieBlank},
      {"slime.png", slime},
      {"stalker.png", stalker},
  };
  for (const Entry& e : entries) {
    const std::string path = out + "/" + e.file;
    if (!e.draw().save(path)) {
      std::fprintf(stderr, "nemesis-make-art: cannot write %s: %s\n", path.c_str(), SDL_GetError());
      return 1;
    }
  }
  if (art::writeAppIcons(out) < 0) {
    std::fprintf(stderr, "nemesis-make-art: cannot write the app icon into %s: %s\n", out.c_str(), SDL_GetError());
    return 1;
  }
  std::printf("nemesis-make-art: %zu sprites written to %s\n", entries.size(), out.c_str());
  return 0;
}
