#include "queries.hpp"

#include <algorithm>
#include <array>
#include <cctype>

namespace nemesis::enormity {

Level levelOf(int countdown) {
  if (countdown >= 7) return Level::Infiltration;
  if (countdown >= 4) return Level::Eclipse;
  return Level::Extraction;
}

Level level(const State& s) {
  return levelOf(s.countdown);
}

std::string countdownLabel(int countdown) {
  return countdown <= 0 ? "!" : std::to_string(countdown);
}

DieColour noiseAwareness(const State& s) {
  return s.sheet.column(level(s)).noiseAwareness;
}

int findSpacer(const State& s, std::string_view name) {
  for (int i = 0; i < s.spacerCount(); ++i) {
    const std::string& n = s.spacer(i).name;
    if (n.size() == name.size() && std::equal(n.begin(), n.end(), name.begin(), [](char a, char b) {
          return std::tolower(static_cast<unsigned char>(a)) == std::tolower(static_cast<unsigned char>(b));
        }))
      return i;
  }
  return -1;
}

int blipIndex(const State& s, int id) {
  for (std::size_t i = 0; i < s.blips.size(); ++i) {
    if (s.blips[i].id == id) return static_cast<int>(i);
  }
  return -1;
}

int blipAt(const State& s, Point p, int except) {
  for (const Blip& b : s.blips) {
    if (b.at == p && b.id != except) return b.id;
  }
  return -1;
}

bool onBoard(const State& s, int spacer) {
  return spacer >= 0 && spacer < s.spacerCount() && s.spacer(spacer).alive;
}

bool emptySpace(const State& s, Space space) {
  if (!s.topo().isFloor(space)) return false;
  for (const Spacer& sp : s.spacers) {
    if (sp.alive && sp.space == space) return false;
  }
  return std::none_of(s.intruders.begin(), s.intruders.end(), [&](const Intruder& i) { return i.space == space; });
}

int adjacentSpacer(const State& s, Point p, int prefer) {
  if (onBoard(s, prefer) && adjacent(p, s.spacer(prefer).space)) return prefer;
  for (int i = 0; i < s.spacerCount(); ++i) {
    if (onBoard(s, i) && adjacent(p, s.spacer(i).space)) return i;
  }
  return -1;
}

Direction facingMostSpacers(const State& s, Point p) {
  // facing.md: the spaces beyond the line along the front edge, in the direction faced, are in front.
  const auto inFront = [&](Direction d, Space sp) {
    switch (d) {
      case Direction::North: return sp.y < p.y;
      case Direction::East: return sp.x >= p.x;
      case Direction::South: return sp.y >= p.y;
      case Direction::West: return sp.x < p.x;
    }
    return false;
  };
  constexpr std::array<Direction, 4> kOrder = {Direction::North, Direction::East, Direction::South, Direction::West};
  std::array<int, 4> count{};
  for (std::size_t i = 0; i < kOrder.size(); ++i) {
    for (const Spacer& sp : s.spacers) count[i] += sp.alive && inFront(kOrder[i], sp.space) ? 1 : 0;
  }
  const int most = *std::max_element(count.begin(), count.end());
  // Of equal directions, the one that turns it toward the closest Spacer as Noise would.
  int closest = -1;
  for (int i = 0; i < s.spacerCount(); ++i) {
    if (onBoard(s, i) && (closest < 0 || distance(p, s.spacer(i).space) < distance(p, s.spacer(closest).space)))
      closest = i;
  }
  if (closest >= 0) {
    if (const auto toward = facingAfterNoise(p, s.spacer(closest).space, Axis::X)) {
      if (count[static_cast<std::size_t>(*toward)] == most) return *toward;
    }
  }
  for (std::size_t i = 0; i < kOrder.size(); ++i) {
    if (count[i] == most) return kOrder[i];
  }
  return Direction::North;
}

int distanceToSpacers(const State& s, Point p) {
  int best = -1;
  for (const Spacer& sp : s.spacers) {
    if (!sp.alive) continue;
    const int d = distance(p, sp.space);
    if (best < 0 || d < best) best = d;
  }
  return best;
}

std::string spacerName(const State& s, int spacer) {
  return spacer >= 0 && spacer < s.spacerCount() ? s.spacer(spacer).name : "nobody";
}

std::string blipName(int id) {
  return "b" + std::to_string(id);
}

std::string pointText(Point p) {
  return std::to_string(p.x) + "," + std::to_string(p.y);
}

std::string spaceText(Space s) {
  return std::to_string(s.x) + "," + std::to_string(s.y);
}

}  // namespace nemesis::enormity
