// What a seat at an online table may know of an Enormity game (issue 25): everything on the table but the
// face-down Blip tokens. A Blip shows where it stands and faces, not its token; the Blip Pool is a count; the
// generator is never sent. Every seat sees the same (no hands in this module). The view's field list is in
// fields.hpp with the state's, so its bytes come from the same writer as the state hash; tests/test_seat_view.cpp
// perturbs every hidden thing of random games and checks they do not change.
#pragma once

#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
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
  std::vector<Step> steps;  // the resolution queue (Blip ids and Spacers, nothing face down): a paused roll's rest
  Decision pending;
  Status status = Status::Playing;
  int nextBlipId = 1;
  int nextIntruderId = 1;
  friend bool operator==(const SeatView&, const SeatView&) = default;
};

// A view that cannot be read: the message names the source, the byte and the field, or the invariant broken.
class ViewError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

[[nodiscard]] SeatView seatView(const State& s);
// Its bytes: the field lists' encoding, as the state hash reads them.
[[nodiscard]] std::string seatViewBytes(const SeatView& view);
// Those bytes read back (`source`: where they came from, for the messages); throws ViewError.
[[nodiscard]] SeatView loadSeatView(std::string_view bytes, const std::string& source);
// A state the seat could be in: the view, with the face-down Blip tokens and the Pool dealt from the tokens not
// seen (the box's counts less the discarded ones) and a generator of no consequence. What a client shows and
// where a bot finds its commands; never what the table plays. Throws ViewError when the position breaks an
// invariant (checkInvariants), so nothing downstream indexes out of range.
[[nodiscard]] State stateOfView(const SeatView& view);
// A command's events' bytes: every Enormity event names only what it makes public (a Blip's token when it is
// revealed, never before), so every seat is sent them whole.
[[nodiscard]] std::string eventBytes(const EventLog& log);
// Those bytes read back (a client's; ViewError names the byte and the field that do not decode).
[[nodiscard]] EventLog loadEvents(std::string_view bytes, const std::string& source);
// The position an online table starts from: its scenario's (the text the room was made from), else the first
// Noise roll's (`dataDir`: assets/enormity). The server opens its table from it, and a client plays a room's
// record from it. Throws as the scenario's reader does.
[[nodiscard]] State tableStart(const std::string& scenarioText, const std::string& dataDir);

}  // namespace nemesis::enormity
