#include "door_breaking.hpp"

#include <algorithm>

namespace nemesis::detail {

void breakClosedDoors(Resolver& r, std::vector<IntruderMove>& moves, std::optional<RuleId> ruling) {
  GameState& s = r.s;
  const auto closed = [&](const IntruderMove& m) {
    return !s.topo().isTechSpace(m.passage) && s.door(m.passage) == DoorState::Closed;
  };
  if (std::none_of(moves.begin(), moves.end(), closed)) return;
  // Every door in the way is decided before any is destroyed: the moves happen at the same time.
  std::vector<PassageId> broken;
  for (const IntruderMove& m : moves) {
    if (closed(m) && std::find(broken.begin(), broken.end(), m.passage) == broken.end()) broken.push_back(m.passage);
  }
  for (const PassageId corridor : broken) {
    const auto through = [&](const IntruderMove& m) { return m.passage == corridor; };
    const auto pushing = std::count_if(moves.begin(), moves.end(), through);
    const int first = std::find_if(moves.begin(), moves.end(), through)->intruder;
    s.doors[static_cast<std::size_t>(corridor)] = DoorState::Destroyed;
    const RuleId rule = ruling ? *ruling : pushing > 1 ? RuleId::DoorSimultaneous : RuleId::DoorDestroyedByIntruder;
    r.emit(rule, ev::DoorDestroyed{corridor, first});
  }
  std::erase_if(
      moves, [&](const IntruderMove& m) { return std::find(broken.begin(), broken.end(), m.passage) != broken.end(); });
}

}  // namespace nemesis::detail
