// Questions about an Enormity state that the rules, the readers, the invariants and the viewers all ask: one
// answer each.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "state.hpp"

namespace nemesis::enormity {

// countdown-track.md: 9-7 Infiltration (white), 6-4 Eclipse (red), 3-1 Extraction (black); R-24: at zero hour
// (0, "!") the level stays black.
[[nodiscard]] Level levelOf(int countdown);
[[nodiscard]] Level level(const State& s);
// "9" .. "1", "!" for zero hour.
[[nodiscard]] std::string countdownLabel(int countdown);
// the colour of Intruder-symbol Noise dice, the sheet's Noise Awareness for the current Countdown column.
[[nodiscard]] DieColour noiseAwareness(const State& s);

// The Spacer named `name` (any case), or -1.
[[nodiscard]] int findSpacer(const State& s, std::string_view name);
// Index into s.blips of the Blip with this id, or -1.
[[nodiscard]] int blipIndex(const State& s, int id);
// The id of a Blip on the intersection other than `except`, or -1.
[[nodiscard]] int blipAt(const State& s, Point p, int except = -1);
// The Spacer is on the board: alive.
[[nodiscard]] bool onBoard(const State& s, int spacer);
// A floor space with no living Spacer and no Intruder on it.
[[nodiscard]] bool emptySpace(const State& s, Space space);
// The living Spacer the intersection is adjacent to (on a corner of its space): `prefer` when it is one of
// them, else the first in play order (the ruling RevealedNextTo); -1 when none.
[[nodiscard]] int adjacentSpacer(const State& s, Point p, int prefer);
// The direction a new Blip at `p` faces: the most living Spacers in front of it (facing.md); ties as the ruling
// NewBlipFacing says (toward the closest Spacer as R-22 turns a Blip, else north, east, south, west first).
[[nodiscard]] Direction facingMostSpacers(const State& s, Point p);
// Distance from the Blip to the closest living Spacer; -1 with nobody alive.
[[nodiscard]] int distanceToSpacers(const State& s, Point p);

// "scout"; "nobody" for -1.
[[nodiscard]] std::string spacerName(const State& s, int spacer);
// "b3".
[[nodiscard]] std::string blipName(int id);
// "3,4".
[[nodiscard]] std::string pointText(Point p);
[[nodiscard]] std::string spaceText(Space s);

}  // namespace nemesis::enormity
