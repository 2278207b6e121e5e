// The application icon, designed on a 256-unit square and sampled at each size: every shape is a signed
// distance, so each size is drawn from the geometry (no downscaled bitmap) with a one-pixel antialiased edge.
// It draws on the sprites' canvas (canvas.hpp), one design square at each size.
#include "app_icon.hpp"

#include <SDL.h>
#include <SDL_image.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <vector>

#include "canvas.hpp"
#include "sdf.hpp"

namespace art {

namespace {

constexpr float kDesign = 256.0f;  // the design square's side in units

void drawIcon(Canvas& icon) {
  const P centre{128, 128};
  // The tile: a dark hull-plate square with a steel rim, so the icon reads on light and dark menus.
  const Shape tile = box(centre, {118, 118}, 44);
  icon.fill(grow(tile, 4), rgb(0x8ea2b4));
  icon.fill(tile, [](P p) { return mix(rgb(0x22364a), rgb(0x0a121c), p.y / kDesign); });

  // The Noise marker's rings around the ship, open above and below (the ship flies through them), in the
  // board's warning orange; the outer ring is fainter, a sound dying away.
  const Shape sides = subtract(box(centre, {128, 128}, 0), box(centre, {48, 128}, 0));
  icon.fill(intersect(ring(circle({128, 140}, 78), 13), sides), rgb(0xff8a2a));
  icon.fill(intersect(ring(circle({128, 140}, 102), 9), sides), rgb(0xff8a2a, 0.55f));

  // The ship from above, nose up: a hull, swept wings and two engines; pale steel lit from the top.
  const Shape hull = polygon({{128, 30}, {148, 78}, {154, 168}, {146, 206}, {110, 206}, {102, 168}, {108, 78}});
  const Shape wings = unite({polygon({{106, 120}, {56, 186}, {60, 204}, {106, 180}}),
                             polygon({{150, 120}, {200, 186}, {196, 204}, {150, 180}})});
  const Shape ship = unite({hull, wings, box({114, 210}, {9, 12}, 4), box({142, 210}, {9, 12}, 4)});
  icon.fill(grow(ship, 6), rgb(0x05080c));
  icon.fill(ship, [](P p) { return mix(rgb(0xf2f6fa), rgb(0x8796a6), (p.y - 30) / 190); });
  // The cockpit and a keel line give the silhouette a direction at 32 px and up.
  icon.fill(circle({128, 86}, 11), rgb(0x33c6e8));
  icon.fill(capsule({128, 108}, {128, 188}, 3), rgb(0x5a6878));
  // Engine glow below the hull.
  icon.fill(circle({114, 226}, 8), rgb(0xffd27a));
  icon.fill(circle({142, 226}, 8), rgb(0xffd27a));
}

}  // namespace

int writeAppIcons(const std::string& folder) {
  int written = 0;
  for (const int size : kAppIconSizes) {
    Canvas icon(size, size, kDesign / static_cast<float>(size));
    drawIcon(icon);
    if (!icon.save(folder + "/app-icon-" + std::to_string(size) + ".png")) return -1;
    ++written;
  }
  return written;
}

}  // namespace art
