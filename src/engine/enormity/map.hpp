// An Enormity Location map (board-spaces-adjacency-lines-intersections-and-out-of-bounds-spaces.md): a grid of
// square spaces, each a floor space where Spacers and Intruders stand or an out-of-bounds space nobody enters;
// the grid lines and their intersections extend over both, and Blips travel all of them (blip-movement.md).
// Spawn points are intersections; Spacers start on floor spaces. Read from assets/enormity/maps/NAME.json
// (docs/enormity-formats.md "Location maps"), drawn by us: the demo's maps are not in the sources.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "data_error.hpp"
#include "geometry.hpp"

namespace nemesis::enormity {

inline constexpr int kMaxMapSide = 40;  // spaces on each side; a printed Location page has about 12
inline constexpr std::size_t kMaxSpawnPoints = 64;
inline constexpr std::size_t kMaxSpacerStarts = 8;
inline constexpr std::size_t kMaxMapFileBytes = std::size_t{256} * 1024;
inline constexpr std::size_t kMaxMapNameLength = 40;

struct Map {
  std::string name;               // the file's name without ".json": how scenarios name it
  int width = 0;                  // spaces west to east
  int height = 0;                 // spaces north to south
  std::vector<std::string> rows;  // height rows of width characters: '.' floor, '#' out of bounds
  std::vector<Point> spawnPoints;
  std::vector<Space> spacerStarts;

  // The space lies on the grid (floor or out of bounds).
  [[nodiscard]] bool contains(Space s) const { return s.x >= 0 && s.y >= 0 && s.x < width && s.y < height; }
  // The intersection lies on the grid: lines 0..width and 0..height.
  [[nodiscard]] bool contains(Point p) const { return p.x >= 0 && p.y >= 0 && p.x <= width && p.y <= height; }
  [[nodiscard]] bool isFloor(Space s) const {
    return contains(s) && rows[static_cast<std::size_t>(s.y)][static_cast<std::size_t>(s.x)] == '.';
  }
  // The spawn point's index, if `p` is one.
  [[nodiscard]] std::optional<int> spawnPointAt(Point p) const;
  friend bool operator==(const Map&, const Map&) = default;
};

// Reads the map format; `source` names the text in messages and `name` is the map's name. Throws DataError.
[[nodiscard]] Map parseMap(std::string_view text, const std::string& source, const std::string& name);
// parseMap of the file at `path` (a regular file of at most kMaxMapFileBytes), named after the file.
[[nodiscard]] Map loadMap(const std::string& path);

}  // namespace nemesis::enormity
