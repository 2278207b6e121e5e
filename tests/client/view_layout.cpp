// Board layout: tiles on the board file's hints, corridors from edge to edge clear of other tiles, slots that
// never overlap, and hit-testing that finds every room and corridor of both boards.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "render/nemesis/layout.hpp"
#include "support.hpp"

using nemesis::view::BoardLayout;
using nemesis::view::Rect;
using nemesis::view::Vec2;

namespace {

// Touching is not overlapping: a row packed without gaps puts its boxes edge to edge (rounding allowed).
bool overlaps(Rect a, Rect b) {
  const float e = 0.01f;
  return a.x + e < b.x + b.w && b.x + e < a.x + a.w && a.y + e < b.y + b.h && b.y + e < a.y + a.h;
}
Rect box(Vec2 c, float size) {
  return {c.x - size / 2, c.y - size / 2, size, size};
}
Rect grow(Rect r, float by) {
  return {r.x - by, r.y - by, r.w + 2 * by, r.h + 2 * by};
}
bool inside(Rect outer, Rect inner) {
  return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.w <= outer.x + outer.w &&
         inner.y + inner.h <= outer.y + outer.h;
}
// Distance from p to the rectangle's outline (0 on it).
float toEdge(Vec2 p, Rect r) {
  const float dx = std::min(std::abs(p.x - r.x), std::abs(p.x - (r.x + r.w)));
  const float dy = std::min(std::abs(p.y - r.y), std::abs(p.y - (r.y + r.h)));
  const bool withinX = p.x >= r.x - 0.01f && p.x <= r.x + r.w + 0.01f;
  const bool withinY = p.y >= r.y - 0.01f && p.y <= r.y + r.h + 0.01f;
  if (withinX && withinY) return std::min(dx, dy);
  return 1e9f;
}

const char* const kBoards[] = {"basic", "training"};

std::shared_ptr<const nemesis::Board> boardNamed(const std::string& name) {
  return name == "basic" ? test::basicBoard() : test::trainingBoard();
}

}  // namespace

TEST_CASE("room tiles are centred on the board file's layout hints, the columns spread for wide windows") {
  const auto board = test::basicBoard();
  const BoardLayout layout(*board);
  for (int r = 0; r < board->roomCount(); ++r) {
    const Rect rect = layout.room(r);
    CHECK(rect.w == BoardLayout::kRoomWidth);
    CHECK(rect.h == BoardLayout::kRoomHeight);
    CHECK(rect.center() == Vec2{static_cast<float>(board->room(r).pos[0]) * BoardLayout::kSpreadX,
                                static_cast<float>(board->room(r).pos[1])});
  }
  // Room 1 (the Cockpit) is at (80, 485) in basic.json: x 80 * 1.4 = 112, a tile 130 x 96 around it.
  const int cockpit = *board->roomByLabel(1);
  CHECK(layout.room(cockpit) == Rect{47, 437, 130, 96});
}

TEST_CASE("no two tiles overlap and the Technical Corridors box is off the ship") {
  for (const char* name : kBoards) {
    CAPTURE(name);
    const auto board = boardNamed(name);
    const BoardLayout layout(*board);
    for (int a = 0; a < board->roomCount(); ++a) {
      CHECK_FALSE(overlaps(layout.room(a), layout.techSpace()));
      CHECK(inside(layout.bounds(), layout.room(a)));
      for (int b = a + 1; b < board->roomCount(); ++b) CHECK_FALSE(overlaps(layout.room(a), layout.room(b)));
    }
    CHECK(inside(layout.bounds(), layout.techSpace()));
    // Beside the ship, on its right.
    for (int r = 0; r < board->roomCount(); ++r) CHECK(layout.techSpace().x > layout.room(r).x + layout.room(r).w + 30);
    CHECK(layout.techSpace().h > 100);
  }
}

TEST_CASE("corridors run from one tile's edge to the other's without crossing a third tile") {
  for (const char* name : kBoards) {
    CAPTURE(name);
    const auto board = boardNamed(name);
    const BoardLayout layout(*board);
    for (int c = 0; c < board->corridorCount(); ++c) {
      CAPTURE(c);
      const auto& path = layout.corridorPath(c);
      REQUIRE(path.size() >= 2);
      REQUIRE(path.size() <= 3);
      const auto& k = board->corridor(c);
      CHECK(toEdge(path.front(), layout.room(k.rooms[0])) < 0.01f);
      CHECK(toEdge(path.back(), layout.room(k.rooms[1])) < 0.01f);
      for (std::size_t i = 1; i < path.size(); ++i) {
        for (int step = 1; step < 50; ++step) {
          const Vec2 p = nemesis::view::lerp(path[i - 1], path[i], static_cast<float>(step) / 50);
          for (int r = 0; r < board->roomCount(); ++r) {
            if (r == k.rooms[0] || r == k.rooms[1]) continue;
            CHECK_FALSE(layout.room(r).contains(p));
          }
        }
      }
    }
  }
}

TEST_CASE("door, Noise marker and number labels of a corridor sit off the tiles and apart") {
  for (const char* name : kBoards) {
    CAPTURE(name);
    const auto board = boardNamed(name);
    const BoardLayout layout(*board);
    for (int c = 0; c < board->corridorCount(); ++c) {
      CAPTURE(c);
      const Vec2 noise = layout.noiseSlot(c);
      const Vec2 door = layout.doorSlot(c);
      CHECK((noise - door).length() >= BoardLayout::kMarkerSize);
      const auto& k = board->corridor(c);
      for (const int end : k.rooms) {
        const Vec2 label = layout.numberLabel(c, end);
        CHECK((label - noise).length() >= BoardLayout::kMarkerSize / 2 + 5);
        CHECK((label - door).length() >= BoardLayout::kMarkerSize / 2 + 5);
        for (int r = 0; r < board->roomCount(); ++r) CHECK_FALSE(layout.room(r).contains(label));
      }
      for (int r = 0; r < board->roomCount(); ++r) {
        CHECK_FALSE(overlaps(layout.room(r), box(noise, BoardLayout::kMarkerSize)));
        CHECK_FALSE(layout.room(r).contains(door));
      }
    }
  }
}

TEST_CASE("a long corridor shows its numbers at each end, next to the room they are read from") {
  const auto board = test::basicBoard();
  const BoardLayout layout(*board);
  // Rooms 1 and 2 are far apart: the label seen from room 1 is nearer room 1.
  const int r1 = *board->roomByLabel(1);
  const int r2 = *board->roomByLabel(2);
  const int c = board->corridorBetween(r1, r2);
  REQUIRE(c >= 0);
  const Vec2 near1 = layout.numberLabel(c, r1);
  const Vec2 near2 = layout.numberLabel(c, r2);
  CHECK((near1 - layout.room(r1).center()).length() < (near1 - layout.room(r2).center()).length());
  CHECK((near2 - layout.room(r2).center()).length() < (near2 - layout.room(r1).center()).length());
}

TEST_CASE("Technical Corridors entrances are marked beside the rooms that have them") {
  for (const char* name : kBoards) {
    CAPTURE(name);
    const auto board = boardNamed(name);
    const BoardLayout layout(*board);
    const int tech = board->techSpace();
    CHECK(layout.techSpace().contains(layout.noiseSlot(tech)));
    int entrances = 0;
    for (int r = 0; r < board->roomCount(); ++r) {
      if (!board->room(r).techEntrance) continue;
      ++entrances;
      const Vec2 hatch = layout.techEntrance(r);
      const Vec2 label = layout.numberLabel(tech, r);
      CHECK((hatch - layout.room(r).center()).length() < BoardLayout::kRoomWidth);
      CHECK((label - hatch).length() < 20);
      for (int other = 0; other < board->roomCount(); ++other) {
        CHECK_FALSE(layout.room(other).contains(hatch));
        CHECK_FALSE(layout.room(other).contains(label));
      }
    }
    CHECK(entrances > 0);
  }
}

TEST_CASE("up to 5 characters, 4 Intruders and all five icons in one room never overlap and stay on the tile") {
  const auto board = test::basicBoard();
  const BoardLayout layout(*board);
  const std::uint8_t all = 0x1F;
  for (const float zoom : {0.4f, 0.6f, 0.78f, 1.0f, 1.5f, 3.0f}) {
    CAPTURE(zoom);
    for (int r = 0; r < board->roomCount(); ++r) {
      const Rect tile = layout.room(r);
      for (int characters = 0; characters <= 5; ++characters) {
        for (int intruders = 0; intruders <= 4; ++intruders) {
          const BoardLayout::Pieces p = layout.pieces(r, characters, intruders, all, zoom);
          std::vector<Rect> pieces;
          for (const Vec2 c : p.characters) pieces.push_back(box(c, p.characterSize));
          for (const Vec2 c : p.intruders) pieces.push_back(box(c, p.intruderSize));
          for (const Vec2 c : p.icons) pieces.push_back(box(c, p.iconSize));
          CHECK(pieces.size() == static_cast<std::size_t>(characters + intruders + 5));
          // Never smaller than a sixth of the tile's height: a crowded room shrinks, it does not vanish.
          if (characters > 0) CHECK(p.characterSize >= 12);
          if (intruders > 0) CHECK(p.intruderSize >= 12);
          for (std::size_t a = 0; a < pieces.size(); ++a) {
            CAPTURE(a);
            CHECK(inside(grow(tile, 0.01f), pieces[a]));
            for (std::size_t b = a + 1; b < pieces.size(); ++b) CHECK_FALSE(overlaps(pieces[a], pieces[b]));
          }
        }
      }
    }
  }
}

TEST_CASE("roomAt finds every room and passageAt every corridor of the basic board") {
  const auto board = test::basicBoard();
  const BoardLayout layout(*board);
  for (int r = 0; r < board->roomCount(); ++r) {
    const Rect tile = layout.room(r);
    CHECK(layout.roomAt(tile.center()) == r);
    CHECK(layout.roomAt({tile.x + 1, tile.y + 1}) == r);
    CHECK(layout.roomAt({tile.x + tile.w - 1, tile.y + tile.h - 1}) == r);
  }
  CHECK(layout.roomAt({-50, -50}) == -1);
  CHECK(layout.roomAt(layout.techSpace().center()) == -1);
  for (int c = 0; c < board->corridorCount(); ++c) {
    CAPTURE(c);
    CHECK(layout.passageAt(layout.noiseSlot(c), 4) == c);
    CHECK(layout.passageAt(layout.doorSlot(c), 4) == c);
    const auto& path = layout.corridorPath(c);
    const Vec2 middle = nemesis::view::lerp(path.front(), path.back(), 0.5f);
    if (path.size() == 2) CHECK(layout.passageAt(middle, 4) == c);
    CHECK(layout.roomAt(layout.noiseSlot(c)) == -1);
  }
  const int tech = board->techSpace();
  CHECK(layout.passageAt(layout.techSpace().center(), 4) == tech);
  for (int r = 0; r < board->roomCount(); ++r) {
    if (board->room(r).techEntrance) CHECK(layout.passageAt(layout.techEntrance(r), 2) == tech);
  }
  CHECK(layout.passageAt({-200, -200}, 10) == nemesis::kNoPassage);
}
