// Intruders and Closed Doors (seed 004 "Door Token"): the one place the door-destroying movement is written,
// used by Danger pulling Intruders in (noise.cpp, RULES.md §10 ruling) and by Event card movement
// (event_cards.cpp, RULES.md §8 "A Closed Door in the way is destroyed and the Intruder stays").
#pragma once

#include <optional>
#include <vector>

#include "resolve.hpp"

namespace nemesis::detail {

// An Intruder about to move from `from` through `passage` (a corridor, or the Technical Corridors space).
struct IntruderMove {
  int intruder;
  int from;
  PassageId passage;
};

// "When an Intruder tries to move through a Corridor with a Closed Door token, the Intruder does not move, but
// destroys this Door instead." Moves are simultaneous: a door is destroyed once however many Intruders push at
// it, and they all stay. Reports each door (DoorDestroyed with the first Intruder pushing at it) citing
// `ruling` when given (Danger: RuleId::DangerClosedDoor), else DoorDestroyedByIntruder, or DoorSimultaneous
// when several push at it. Removes the stopped moves from `moves`: those left go ahead.
void breakClosedDoors(Resolver& r, std::vector<IntruderMove>& moves, std::optional<RuleId> ruling = std::nullopt);

}  // namespace nemesis::detail
