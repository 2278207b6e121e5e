// A seat's view of an Enormity game and its bytes.
#include "seat_view.hpp"

#include "field_bytes.hpp"
#include "invariants.hpp"
#include "scenario.hpp"

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
  v.steps = s.steps;
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

EventLog loadEvents(std::string_view bytes, const std::string& source) {
  ByteReader r(bytes, source);
  EventLog log;
  r(log);
  r.requireEnd("the events");
  return log;
}

SeatView loadSeatView(std::string_view bytes, const std::string& source) {
  ByteReader r(bytes, source);
  SeatView view;
  r(view);
  r.requireEnd("the view");
  return view;
}

State tableStart(const std::string& scenarioText, const std::string& dataDir) {
  if (!scenarioText.empty()) return parseScenario(scenarioText, "the room's scenario", dataDir);
  return loadScenario(dataDir + "/scenarios/first-noise.json", dataDir);
}

State stateOfView(const SeatView& view) {
  State s;
  s.map = view.map;
  s.dice = view.dice;
  s.sheet = view.sheet;
  s.kinds = view.kinds;
  s.spacers = view.spacers;
  s.intruders = view.intruders;
  s.discardedTokens = view.discardedTokens;
  s.countdown = view.countdown;
  s.priorityTarget = view.priorityTarget;
  s.active = view.active;
  s.chance.forced = view.forced;
  s.roll = view.roll;
  s.steps = view.steps;
  s.pending = view.pending;
  s.status = view.status;
  s.nextBlipId = view.nextBlipId;
  s.nextIntruderId = view.nextIntruderId;
  // The tokens not seen: each kind's count less its discarded tokens, dealt to the Blips and then the Pool.
  std::vector<int> unseen;
  for (int k = 0; k < s.kinds.size(); ++k) {
    const auto discarded = std::count(view.discardedTokens.begin(), view.discardedTokens.end(), k);
    for (int i = static_cast<int>(discarded); i < s.kinds.kinds[static_cast<std::size_t>(k)].count; ++i)
      unseen.push_back(k);
  }
  std::size_t next = 0;
  const auto deal = [&] { return next < unseen.size() ? unseen[next++] : 0; };
  for (const BlipView& b : view.blips) s.blips.push_back({b.id, b.at, b.facing, deal()});
  for (int i = 0; i < view.blipPool; ++i) s.blipPool.push_back(deal());
  if (s.map == nullptr) throw ViewError("the view has no map");
  const std::vector<std::string> problems = checkInvariants(s);
  if (!problems.empty()) throw ViewError("the view is no position of the game: " + problems.front());
  return s;
}

}  // namespace nemesis::enormity
