// What a seat at an online table may know of an Enormity game (issue 25): everything on the table but the
// face-down Blip tokens. A Blip shows where it stands and faces, not its token; the Blip Pool is a count; the
// generator is never sent. Every seat sees the same (no hands in this module). The view's field list is in
// fields.hpp with the state's, so its bytes come from the same writer as the state hash; tests/test_seat_view.cpp
// perturbs every hidden thing of random games and checks they do not change.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "event.hpp"
#include "state.hpp"

namespace nemesis::enormity {

struct BlipView {
  int id = 0;
  Point at;
  Direction facing = Direction::North;
  friend bool operator==(const BlipView&, const BlipView&) = default;
};

struct SeatView {
  std::shared_ptr<const Map> map;
  DiceSet dice;
  IntruderSheet sheet;
  BlipKinds kinds;
  std::vector<Spacer> spacers;
  std::vector<BlipView> blips;
  std::vector<Intruder> intruders;
  int blipPool = 0;  // face-down tokens left to draw
  std::vector<int> discardedTokens;
  int countdown = kCountdownStart;
  int priorityTarget = -1;
  SpacerTokens active;
  ForcedOutcomes forced;
  Roll roll;
  Decision pending;
  Status status = Status::Playing;
  int nextBlipId = 1;
  int nextIntruderId = 1;
  friend bool operator==(const SeatView&, const SeatView&) = default;
};

[[nodiscard]] SeatView seatView(const State& s);
// Its bytes: the field lists' encoding, as the state hash reads them.
[[nodiscard]] std::string seatViewBytes(const SeatView& view);
// A command's events' bytes: every Enormity event names only what it makes public (a Blip's token when it is
// revealed, never before), so every seat is sent them whole.
[[nodiscard]] std::string eventBytes(const EventLog& log);

}  // namespace nemesis::enormity
