// Enormity Location maps (board-spaces-adjacency-lines-intersections-and-out-of-bounds-spaces.md): the two maps
// we drew, and the map format's refusals, each naming the file, the field and the problem.
#include <doctest/doctest.h>

#include <string>

#include "engine/enormity/map.hpp"
#include "support.hpp"

using namespace nemesis::enormity;
using test::asset;
using test::errorOf;

namespace {

constexpr const char* kValid = R"({
  "format": "enormity-map",
  "version": 1,
  "rows": ["#..", "..."],
  "spawn_points": [[0, 0], [3, 2]],
  "spacer_starts": [[1, 0]]
})";

std::string mapError(const std::string& text) {
  return errorOf<DataError>([&] { return parseMap(text, "m.json", "m"); });
}

std::string validWith(const std::string& from, const std::string& to) {
  std::string text = kValid;
  const auto at = text.find(from);
  REQUIRE_MESSAGE(at != std::string::npos, from);
  return text.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("the shipped maps: a corridor of 8x6 spaces and a hangar of 10x8, with spawn points and start spaces") {
  // RULE: These square spaces are called **board spaces**,
  // and are used for movement by both **Spacers
  // and Intruders**.
  // RULE: For this same reason, the board lines extend beyond
  // the boundaries of the rooms, creating a sort of
  // technical paper grid outside of the game space
  // proper.
  // RULE: These ‘phantom’ spaces are called **out-of-bounds**, and are rarely used
  const Map corridor = loadMap(asset("enormity/maps/corridor.json"));
  CHECK(corridor.name == "corridor");
  CHECK(corridor.width == 8);
  CHECK(corridor.height == 6);
  CHECK(corridor.isFloor(Space{3, 0}));
  CHECK_FALSE(corridor.isFloor(Space{0, 0}));  // out of bounds: on the grid, not a floor space
  CHECK(corridor.contains(Space{0, 0}));
  CHECK_FALSE(corridor.isFloor(Space{8, 0}));  // off the grid
  // The lines run over out-of-bounds spaces too: every intersection 0..8 x 0..6 is on the map.
  CHECK(corridor.contains(Point{0, 0}));
  CHECK(corridor.contains(Point{8, 6}));
  CHECK_FALSE(corridor.contains(Point{9, 0}));
  CHECK(corridor.spawnPoints.size() == 4);
  CHECK(corridor.spawnPointAt(Point{8, 4}) == 1);
  CHECK_FALSE(corridor.spawnPointAt(Point{1, 1}));
  for (Space s : corridor.spacerStarts) CHECK(corridor.isFloor(s));

  const Map hangar = loadMap(asset("enormity/maps/hangar.json"));
  CHECK(hangar.width == 10);
  CHECK(hangar.height == 8);
  CHECK_FALSE(hangar.isFloor(Space{4, 3}));  // the crates
  CHECK(hangar.spawnPoints.size() == 6);
  CHECK(hangar.spacerStarts.size() == 4);
}

TEST_CASE("a map file is refused, naming the file, the field and the problem") {
  CHECK(mapError(kValid) == "no error");
  CHECK(mapError("[") == "m.json: line 1, column 2: invalid JSON: Invalid value.");
  CHECK(mapError(validWith("enormity-map", "enormity-dice")) ==
        "m.json: format: expected \"enormity-map\" (this is not a map file)");
  CHECK(mapError(validWith(R"("version": 1)", R"("version": 3)")) ==
        "m.json: version: this program reads map version 1");
  CHECK(mapError(validWith(R"("rows")", R"("_rows": [], "rows")")) == "no error");  // a comment
  CHECK(mapError(validWith(R"("rows")", R"("walls": [], "rows")")) ==
        "m.json: walls: unknown field (this place takes: format, version, name, rows, spawn_points, spacer_starts)");
  CHECK(mapError(validWith(R"("#..", "...")", R"("#..", "..")")) ==
        "m.json: rows[1]: expected 3 characters, as the first row has");
  CHECK(mapError(validWith(R"("#..", "...")", R"("#..", "..x")")) ==
        "m.json: rows[1]: character 3 is neither '.' (floor) nor '#' (out of bounds)");
  CHECK(mapError(validWith(R"(["#..", "..."])", "[]")) ==
        "m.json: rows: expected a list of 1-40 rows, each a text of 1-40 characters, '.' for floor and '#' for out of "
        "bounds");
  CHECK(mapError(validWith("[[0, 0], [3, 2]]", "[[0, 0], [4, 2]]")) ==
        "m.json: spawn_points[1][0]: expected a whole number 0-3");
  CHECK(mapError(validWith("[[0, 0], [3, 2]]", "[[0, 0], [0, 0]]")) ==
        "m.json: spawn_points[1]: this intersection is already a spawn point");
  CHECK(mapError(validWith("[[0, 0], [3, 2]]", "[]")) == "m.json: spawn_points: a map needs at least one spawn point");
  CHECK(mapError(validWith("[[1, 0]]", "[[0, 0]]")) == "m.json: spacer_starts[0]: space 0,0 is out of bounds");
  CHECK(mapError(validWith("[[1, 0]]", "[[3, 0]]")) == "m.json: spacer_starts[0][0]: expected a whole number 0-2");
  CHECK(mapError(validWith("[[1, 0]]", "[[1, 0], [1, 0]]")) ==
        "m.json: spacer_starts[1]: this space is already a start space");
  CHECK(mapError(validWith(R"("rows")", R"("name": "other", "rows")")) ==
        "m.json: name: the file is m.json, so its name is \"m\"");
  CHECK(errorOf<DataError>([] {
          return loadMap(asset("enormity/maps/nowhere.json"));
        }).find("nowhere.json: cannot open") != std::string::npos);
}
