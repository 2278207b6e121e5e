#include "online_session.hpp"

#include <algorithm>
#include <cstdio>

namespace nemesis::app {

namespace {

std::string clock(std::int64_t seconds) {
  char text[32];
  std::snprintf(text, sizeof text, "%lld:%02lld", static_cast<long long>(seconds / 60),
                static_cast<long long>(seconds % 60));
  return text;
}

std::string choiceText(server::HostChoice c) {
  switch (c) {
    case server::HostChoice::Wait: return "The host waits for its player.";
    case server::HostChoice::AutoPass: return "Its moves are passed until its player is back.";
    case server::HostChoice::Give: return "The host gave it to another member.";
    case server::HostChoice::Adjourn: return "The host adjourned the game.";
    case server::HostChoice::None: break;
  }
  return {};
}

}  // namespace

ui::OnlineRoomView roomView(const OnlineSession& s, const LinkStatus& link, std::int64_t now,
                            const std::string& gameTitle) {
  ui::OnlineRoomView v;
  const server::RoomInfo& r = s.room;
  // The server's clock when the news was sent, moved on by the time since it came here.
  const std::int64_t serverNow = r.now + (now - s.roomAt);
  v.code = r.code;
  v.game = gameTitle.empty() ? r.game : gameTitle;
  v.me = s.me;
  v.host = r.host;
  v.isHost = !r.host.empty() && r.host == s.me;
  v.watching = s.seats.empty();
  v.sandbox = r.sandbox != 0;
  v.started = r.started != 0;
  v.finished = r.finished != 0;
  v.adjourned = r.adjourned != 0;
  v.timer = r.turnSeconds == 0
                ? std::string("No turn timer")
                : clock(r.turnSeconds) + " a turn" + (r.timerAutoPass != 0 ? " (then passed)" : " (advisory)");
  if (r.turnEnds > 0) v.turnSecondsLeft = static_cast<int>(std::max<std::int64_t>(0, (r.turnEnds - serverNow) / 1000));
  for (std::size_t i = 0; i < r.seats.size(); ++i) {
    const server::SeatInfo& seat = r.seats[i];
    ui::OnlineSeatLine line;
    line.player = seat.player;
    line.holder = seat.holder;
    line.mine = std::find(s.seats.begin(), s.seats.end(), static_cast<int>(i)) != s.seats.end();
    line.toAct = std::find(r.toAct.begin(), r.toAct.end(), static_cast<int>(i)) != r.toAct.end();
    switch (static_cast<net::SeatStatus>(seat.status)) {
      case net::SeatStatus::Empty: line.presence = seat.holder.empty() ? "free" : "away"; break;
      case net::SeatStatus::Connected: line.presence = "connected"; break;
      case net::SeatStatus::Dropped:
        line.dropped = true;
        line.presence = "dropped: held for " + clock(std::max<std::int64_t>(0, (seat.graceEnds - serverNow) / 1000));
        break;
      case net::SeatStatus::GraceOver:
        line.dropped = true;
        line.graceOver = true;
        line.presence = "gone: the host chooses";
        break;
    }
    line.hostChoice = choiceText(seat.hostChoice);
    v.seats.push_back(std::move(line));
  }
  v.spectators = r.spectators;
  for (const server::SeatInfo& seat : r.seats) {
    if (!seat.holder.empty() && std::find(v.members.begin(), v.members.end(), seat.holder) == v.members.end()) {
      v.members.push_back(seat.holder);
    }
  }
  for (const std::string& m : r.spectators) v.members.push_back(m);
  v.chat.assign(s.chat.begin(), s.chat.end());
  v.connected = link.state == server::LinkState::Connected;
  v.server = s.server;
  v.reconnecting = link.state == server::LinkState::Waiting && link.connections > 0;
  if (link.state == server::LinkState::Refused) {
    v.connection = "The server refused: " + link.problem;
  } else if (!v.connected) {
    char next[32];
    std::snprintf(next, sizeof next, "%.1f", static_cast<double>(link.retryInMs) / 1000.0);
    v.connection = link.connections == 0 && link.failedAttempts == 0
                       ? "Connecting to " + s.server + "..."
                       : "Reconnecting... (attempt " + std::to_string(link.failedAttempts + 1) + ", next in " + next +
                             " s)" + (link.problem.empty() ? "" : ": " + link.problem);
  }
  v.addresses = s.addresses;
  return v;
}

}  // namespace nemesis::app
