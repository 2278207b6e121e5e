// A seat's view of an Enormity game and its bytes.
#include "seat_view.hpp"

#include "field_bytes.hpp"

namespace nemesis::enormity {

SeatView seatView(const State& s) {
  SeatView v;
  v.map = s.map;
  v.dice = s.dice;
  v.sheet = s.sheet;
  v.kinds = s.kinds;
  v.spacers = s.spacers;
  for (const Blip& b : s.blips) v.blips.push_back({b.id, b.at, b.facing});
  v.intruders = s.intruders;
  v.blipPool = static_cast<int>(s.blipPool.size());
  v.discardedTokens = s.discardedTokens;
  v.countdown = s.countdown;
  v.priorityTarget = s.priorityTarget;
  v.active = s.active;
  v.forced = s.chance.forced;
  v.roll = s.roll;
  v.pending = s.pending;
  v.status = s.status;
  v.nextBlipId = s.nextBlipId;
  v.nextIntruderId = s.nextIntruderId;
  return v;
}

std::string seatViewBytes(const SeatView& view) {
  return fields::bytesOf(view);
}

std::string eventBytes(const EventLog& log) {
  return fields::bytesOf(log);
}

}  // namespace nemesis::enormity
