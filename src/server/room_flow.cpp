// What happens to a room over time and by its host's choices (issue 25): the turn timer (advisory, or the move
// played for the player when it runs out), seats auto-passed, given away or waited for once their holder's grace
// period is over, the game adjourned and resumed, and the room closed by its host or forgotten once nobody has
// been in it for a day after its game (or before it started).
#include <algorithm>

#include "room_server.hpp"

namespace nemesis::server {

namespace {

// However a game's auto-commands chain (a pass ending a round that waits on another auto-passed seat), one call
// plays at most this many: the rest wait for the next tick.
constexpr int kMaxAutoCommands = 64;

}  // namespace

std::vector<int> RoomServer::allSeats(const Room& room) const {
  std::vector<int> seats(room.players.size());
  for (std::size_t i = 0; i < seats.size(); ++i) seats[i] = static_cast<int>(i);
  return seats;
}

bool RoomServer::everyoneConsents(const Room& room) {
  return std::all_of(room.holder.begin(), room.holder.end(), [&](int holder) {
    return holder >= 0 && room.members[static_cast<std::size_t>(holder)].consents;
  });
}

std::vector<int> RoomServer::shownSeats(const Room& room, const Member& m) const {
  if (!m.seats.empty()) return m.seats;
  if (m.seesAll && everyoneConsents(room)) return allSeats(room);
  return {};
}

void RoomServer::played(Room& room, int member, const std::vector<int>& seats, const std::string& text,
                        net::Millis now) {
  room.played.push_back({seats, text});
  restartTimer(room, now);
  tellAll(room, NewsKind::Table);
  // Committed before the transport writes a byte of it (it flushes once this request is handled): a server killed
  // now restarts with this command played.
  if (options_.store != nullptr) options_.store->appendCommand(room.code, {member, text}, storedMembers(room));
}

void RoomServer::restartTimer(Room& room, net::Millis now) {
  const bool playing = room.started && !room.table->finished();
  room.toAct = playing ? room.table->toAct() : std::vector<int>{};
  room.overdueTold = false;
  const bool runs = playing && room.turnSeconds > 0 && !room.adjourned && !room.toAct.empty();
  room.turnEnds = runs ? now + static_cast<net::Millis>(room.turnSeconds) * 1000 : 0;
  if (runs) {
    timed_.insert(room.code);
  } else {
    timed_.erase(room.code);
  }
}

void RoomServer::autoPlay(Room& room, net::Millis now) {
  for (int n = 0; n < kMaxAutoCommands; ++n) {
    if (!room.started || room.adjourned || room.table->finished()) return;
    const bool timeOut = room.timerAutoPass && room.turnEnds > 0 && now >= room.turnEnds;
    std::optional<std::string> command;
    for (const int player : room.table->toAct()) {
      const bool autoPassed = player >= 0 && player < static_cast<int>(room.choices.size()) &&
                              room.choices[static_cast<std::size_t>(player)] == HostChoice::AutoPass;
      if (autoPassed || timeOut) command = room.table->autoCommand(player);
      if (command) break;
    }
    if (!command) return;
    const std::vector<int> seats = allSeats(room);  // the room acts for the seat (member -1 in the store)
    if (room.table->submit(seats, *command)) return;
    played(room, -1, seats, *command, now);
  }
}

void RoomServer::decide(Room& room, int member, const RoomRequest& r, net::Millis now) {
  if (member != room.host) return refuse(room, member, "only the host decides what happens to a seat or the game");
  if (!room.started || room.table->finished()) return refuse(room, member, "the game is not under way");
  if (r.kind == RequestKind::Resume) {
    if (!room.adjourned) return refuse(room, member, "the game is not adjourned");
    room.adjourned = false;
  } else if (r.choice == HostChoice::Adjourn) {
    room.adjourned = true;  // at any time: players stop for the night too
  } else {
    if (r.seat < 0 || r.seat >= static_cast<int>(room.players.size())) {
      return refuse(room, member, "the table has no seat " + std::to_string(r.seat + 1));
    }
    const auto seat = static_cast<std::size_t>(r.seat);
    const int holder = room.holder[seat];
    if (holder < 0) return refuse(room, member, room.players[seat] + "'s seat is free");
    Member& old = room.members[static_cast<std::size_t>(holder)];
    if (sessions_.status(old.session) != net::SeatStatus::GraceOver) {
      return refuse(room, member, old.name + " is not gone past the grace period: the room waits for them");
    }
    switch (r.choice) {
      case HostChoice::Wait:
      case HostChoice::AutoPass: room.choices[seat] = r.choice; break;
      case HostChoice::Give: {
        int to = -1;
        for (int i = 0; i < static_cast<int>(room.members.size()); ++i) {
          const Member& m = room.members[static_cast<std::size_t>(i)];
          if (m.name == r.name && sessions_.status(m.session) == net::SeatStatus::Connected) to = i;
        }
        if (to < 0) return refuse(room, member, "no member named \"" + r.name + "\" is here to take the seat");
        std::erase(old.seats, r.seat);
        Member& taker = room.members[static_cast<std::size_t>(to)];
        taker.seats.push_back(r.seat);
        std::sort(taker.seats.begin(), taker.seats.end());
        room.holder[seat] = to;
        room.choices[seat] = HostChoice::None;
        break;
      }
      default: return refuse(room, member, "an unknown choice (" + std::to_string(static_cast<int>(r.choice)) + ")");
    }
  }
  restartTimer(room, now);
  tellAll(room, NewsKind::Room);
  save(room);
  autoPlay(room, now);
}

void RoomServer::close(Room& room) {
  RoomNews last;
  last.kind = NewsKind::Room;
  last.room = infoOf(room);
  last.room.closed = 1;
  for (int i = 0; i < static_cast<int>(room.members.size()); ++i) {
    if (room.started) {  // what was played, for everyone to keep: the game may not be over
      RoomNews record;
      record.kind = NewsKind::Record;
      record.text = writeRecord(recordOf(room));
      tell(room, i, record);
    }
    tell(room, i, last);
  }
  for (const Member& m : room.members) members_.erase(m.session);
  if (options_.store != nullptr) options_.store->deleteRoom(room.code);
  timed_.erase(room.code);
  const std::string code = room.code;
  rooms_.erase(code);  // `room` is gone from here on
}

void RoomServer::tickRooms(net::Millis now) {
  // The turn timers that ran out: only the rooms running one are looked at (a tick comes five times a second, and
  // a walk over 10,000 rooms each time held every command behind it).
  std::vector<std::string> due;
  for (const std::string& code : timed_) {
    const Room& room = rooms_.at(code);
    if (now >= room.turnEnds) due.push_back(code);
  }
  for (const std::string& code : due) {
    Room& room = rooms_.at(code);
    if (room.timerAutoPass) {
      autoPlay(room, now);
    } else if (!room.overdueTold) {
      room.overdueTold = true;  // advisory: everyone sees the time is up, once
      tellAll(room, NewsKind::Room);
    }
  }
  // Presence and expiry: every room, every 10 s (expiry counts in days).
  if (now < nextSweep_) return;
  nextSweep_ = now + 10000;
  std::vector<std::string> expired;
  for (auto& [code, room] : rooms_) {
    const bool present = std::any_of(room.members.begin(), room.members.end(), [&](const Member& m) {
      return sessions_.status(m.session) == net::SeatStatus::Connected;
    });
    const bool settled = !room.started || room.table->finished();
    if (present) {
      room.lastPresence = now;
    } else if (settled && now - room.lastPresence >= options_.idleRoomExpiry) {
      expired.push_back(code);
    }
  }
  for (const std::string& code : expired) close(rooms_.at(code));
}

}  // namespace nemesis::server
