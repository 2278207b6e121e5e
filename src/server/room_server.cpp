#include "room_server.hpp"

#include <algorithm>
#include <cctype>
#include <stdexcept>

namespace nemesis::server {

namespace {

// Crockford's base32: no I, L, O or U, so a code read aloud or copied by hand is not mistyped.
constexpr std::string_view kCodeAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
constexpr std::size_t kCodeLength = 13;  // 65 random bits

}  // namespace

std::string normaliseCode(std::string_view typed) {
  std::string code;
  for (const char ch : typed) {
    if (ch == '-' || ch == ' ') continue;
    code.push_back(static_cast<char>(std::toupper(static_cast<unsigned char>(ch))));
  }
  return code;
}

RoomServer::RoomServer(ServerOptions options)
    : options_(std::move(options)),
      random_(options_.random ? options_.random : net::seededRandom(options_.seed)),
      sessions_(options_.session, random_, [this](net::SeatId s) { return snapshotOf(s); }) {
  if (options_.store != nullptr) {
    for (const StoredRoom& stored : options_.store->load()) restore(stored);
  }
}

RoomServer::~RoomServer() {
  try {
    commit();
  } catch (const std::exception&) {
    // The store cannot be written now: what the batch held was never sent, so nothing a player saw is lost.
  }
}

void RoomServer::restore(const StoredRoom& stored) {
  const OnlineGame* game = findOnlineGame(stored.game);
  if (game == nullptr) throw StoreError("room " + stored.code + ": this server plays no game named " + stored.game);
  Room room;
  room.code = stored.code;
  room.game = stored.game;
  room.playersAsked = stored.players;
  room.seed = stored.seed;
  room.scenario = stored.scenario;
  room.salt = stored.salt;
  room.commitment = seedCommitment(stored.game, stored.seed, stored.salt);
  room.sandbox = stored.sandbox;
  room.turnSeconds = stored.turnSeconds;
  room.timerAutoPass = stored.timerAutoPass;
  room.adjourned = stored.adjourned;
  room.started = stored.started;
  room.host = stored.host;
  TableOptions o;
  o.players = stored.players;
  o.seed = stored.seed;
  o.scenario = stored.scenario;
  o.sandbox = stored.sandbox;
  o.assetsDir = options_.assetsDir;
  room.table = game->open(o);
  room.players = room.table->players();
  room.holder.assign(room.players.size(), -1);
  room.choices.assign(room.players.size(), HostChoice::None);
  for (std::size_t i = 0; i < stored.members.size(); ++i) {
    const StoredMember& s = stored.members[i];
    Member m;
    m.name = s.name;
    m.seats = s.seats;
    m.session = sessions_.restoreSeat(s.token, s.last);
    for (const int seat : m.seats) {
      if (seat >= 0 && seat < static_cast<int>(room.holder.size())) {
        room.holder[static_cast<std::size_t>(seat)] = static_cast<int>(i);
      }
    }
    members_[m.session] = {room.code, static_cast<int>(i)};
    room.members.push_back(std::move(m));
  }
  // The table again, command by command: the games are deterministic for their set-up.
  for (std::size_t n = 0; n < stored.commands.size(); ++n) {
    const StoredCommand& c = stored.commands[n];
    // Member -1: the room itself (a seat auto-passed), acting for any seat.
    if (c.member < -1 || c.member >= static_cast<int>(room.members.size())) {
      throw StoreError("room " + stored.code + ": command " + std::to_string(n + 1) + " names no member");
    }
    const std::vector<int> seats =
        c.member < 0 ? allSeats(room) : room.members[static_cast<std::size_t>(c.member)].seats;
    if (const auto refused = playStored(*room.table, seats, c.text)) {
      throw StoreError("room " + stored.code + ": command " + std::to_string(n + 1) + " (" + c.text +
                       ") is refused when played again: " + refused->reason);
    }
    room.played.push_back({seats, c.text});
  }
  room.lastPresence = now_;
  const std::string code = room.code;
  Room& placed = rooms_.emplace(code, std::move(room)).first->second;
  restartTimer(placed, now_);  // a timer runs again from the restart: nobody could move while the server was down
  save(placed);                // the members' update numbers as restored
}

std::vector<StoredMember> RoomServer::storedMembers(const Room& room) const {
  std::vector<StoredMember> members;
  for (const Member& m : room.members) {
    members.push_back({m.name, sessions_.token(m.session), m.seats, sessions_.last(m.session)});
  }
  return members;
}

void RoomServer::save(const Room& room) {
  if (options_.store == nullptr) return;
  StoredRoom s;
  s.code = room.code;
  s.game = room.game;
  s.players = room.playersAsked;
  s.seed = room.seed;
  s.scenario = room.scenario;
  s.salt = room.salt;
  s.sandbox = room.sandbox;
  s.turnSeconds = room.turnSeconds;
  s.timerAutoPass = room.timerAutoPass;
  s.adjourned = room.adjourned;
  s.started = room.started;
  s.host = room.host;
  s.members = storedMembers(room);
  options_.store->saveRoom(s);
}

void RoomServer::opened(net::ConnectionId c, net::Millis now) {
  now_ = now;
  sessions_.opened(c, now);
  paces_[c] = net::TokenBucket(options_.requestBurst, options_.requestsPerSecond, now);
}

void RoomServer::closed(net::ConnectionId c, net::Millis now) {
  now_ = now;
  // A member was here until now: the room's idle time (room_flow.cpp) counts from its last one leaving.
  if (const auto member = members_.find(sessions_.seatOf(c)); member != members_.end()) {
    rooms_.at(member->second.first).lastPresence = now;
  }
  sessions_.closed(c, now);
  paces_.erase(c);
  greeted_.erase(c);
  seatChanges();
}

net::Millis RoomServer::readPause(net::ConnectionId c, net::Millis now) const {
  const auto pace = paces_.find(c);
  return pace == paces_.end() ? 0 : pace->second.debt(now);
}

void RoomServer::tick(net::Millis now) {
  now_ = now;
  sessions_.tick(now);
  seatChanges();
  tickRooms(now);
}

void RoomServer::received(net::ConnectionId c, std::string_view bytes, net::Millis now) {
  now_ = now;
  if (options_.store != nullptr) options_.store->begin();
  const auto pace = paces_.find(c);
  for (const net::ClientMessage& m : sessions_.received(c, bytes, now)) {
    if (pace != paces_.end()) pace->second.take(now);
    RoomRequest r;
    try {
      r = wire::decode<RoomRequest>(m.body, "request");
    } catch (const wire::WireError& e) {
      sessions_.refuse(c, e.what(), now);
      break;
    }
    request(c, r, now);
  }
  // A rejoin counts as a hello already given: the token proved the seat.
  if (sessions_.seatOf(c) >= 0) greeted_.insert(c);
  seatChanges();
}

void RoomServer::request(net::ConnectionId c, const RoomRequest& r, net::Millis now) {
  if (r.kind == RequestKind::Hello) {
    const std::string problem = net::helloProblem(r.hello, options_.games, options_.program);
    if (!problem.empty()) {
      sessions_.refuse(c, problem, now);
      return;
    }
    greeted_.insert(c);
    return;
  }
  if (greeted_.count(c) == 0) {
    sessions_.refuse(c, "a connection's first request is its hello", now);
    return;
  }
  const auto member = members_.find(sessions_.seatOf(c));
  if (member == members_.end()) {
    if (r.kind == RequestKind::Create) {
      create(c, r, now);
    } else if (r.kind == RequestKind::Join) {
      join(c, r, now);
    } else {
      sessions_.refuse(c, "join or create a room first", now);
    }
    return;
  }
  Room& room = rooms_.at(member->second.first);
  memberRequest(room, member->second.second, r, now);
}

int RoomServer::addMember(Room& room, net::ConnectionId c, const std::string& name, net::Millis now) {
  Member m;
  m.name = name.empty() ? "player " + std::to_string(room.members.size() + 1) : name;
  m.session = sessions_.addSeat();
  room.members.push_back(m);
  const int index = static_cast<int>(room.members.size() - 1);
  members_[m.session] = {room.code, index};
  sessions_.seat(c, m.session, now);  // Welcome, then the room as it stands
  return index;
}

void RoomServer::create(net::ConnectionId c, const RoomRequest& r, net::Millis now) {
  const OnlineGame* game = findOnlineGame(r.game);
  if (game == nullptr) {
    sessions_.refuse(c, "this server plays no game named \"" + r.game + "\"", now);
    return;
  }
  if (rooms_.size() >= options_.maxRooms) {
    sessions_.refuse(
        c, "this server holds as many rooms as it may (" + std::to_string(options_.maxRooms) + "): try again later",
        now);
    return;
  }
  Room room;
  TableOptions o;
  o.players = r.players;
  o.sandbox = r.sandbox != 0;
  o.scenario = r.scenario;
  // The server deals: a player who chose the seed would know every deck and draw. Only a sandbox's maker may
  // choose it (its outcomes can be forced anyway, in everyone's sight). The salt makes the commitment shown
  // before the game unguessable from the seed's few possible values.
  o.seed = o.sandbox ? r.seed : random_();
  room.salt = random_();
  o.assetsDir = options_.assetsDir;
  try {
    room.table = game->open(o);
  } catch (const std::exception& e) {
    sessions_.refuse(c, std::string("the game could not be set up: ") + e.what(), now);
    return;
  }
  room.code = newCode();
  room.game = game->name;
  room.playersAsked = r.players;
  room.scenario = r.scenario;
  room.seed = o.seed;
  room.commitment = seedCommitment(room.game, room.seed, room.salt);
  room.turnSeconds = static_cast<int>(std::min<std::uint32_t>(r.turnSeconds, kMaxTurnSeconds));
  room.timerAutoPass = r.timerAutoPass != 0;
  room.lastPresence = now;
  room.sandbox = o.sandbox;
  room.players = room.table->players();
  if (room.players.size() > kMaxSeats) {
    sessions_.refuse(c, "a room seats at most " + std::to_string(kMaxSeats) + " players", now);
    return;
  }
  room.holder.assign(room.players.size(), -1);
  room.choices.assign(room.players.size(), HostChoice::None);
  const std::string code = room.code;
  Room& placed = rooms_.emplace(code, std::move(room)).first->second;
  addMember(placed, c, r.name, now);
  save(placed);
}

void RoomServer::join(net::ConnectionId c, const RoomRequest& r, net::Millis now) {
  const auto it = rooms_.find(normaliseCode(r.code));
  if (it == rooms_.end()) {
    sessions_.refuse(c, "no room here has the code \"" + r.code + "\": check it with whoever gave it to you", now);
    return;
  }
  Room& room = it->second;
  if (room.members.size() >= kMaxMembers) {
    sessions_.refuse(c, "the room is full (" + std::to_string(kMaxMembers) + " members)", now);
    return;
  }
  addMember(room, c, r.name, now);
  tellAll(room, NewsKind::Room);
  save(room);
}

void RoomServer::memberRequest(Room& room, int member, const RoomRequest& r, net::Millis now) {
  Member& m = room.members[static_cast<std::size_t>(member)];
  // Why the member may not play now, a command or an undo alike (null: it may).
  const auto cannotPlay = [&]() -> const char* {
    if (!room.started) return "the game has not started";
    if (m.seats.empty()) return "you are watching: a spectator does not play";
    if (room.adjourned) return "the game is adjourned until the host resumes it";
    return nullptr;
  };
  switch (r.kind) {
    case RequestKind::Hello: break;
    case RequestKind::Create:
    case RequestKind::Join: refuse(room, member, "you are in room " + room.code + " already"); break;
    case RequestKind::Sit: {
      if (room.started) return refuse(room, member, "the game has started: its seats are taken");
      if (r.seat < 0 || r.seat >= static_cast<int>(room.players.size())) {
        return refuse(room, member, "the table has no seat " + std::to_string(r.seat + 1));
      }
      const int holder = room.holder[static_cast<std::size_t>(r.seat)];
      if (holder == member) return;
      if (holder >= 0) {
        return refuse(room, member,
                      room.players[static_cast<std::size_t>(r.seat)] + "'s seat is taken by " +
                          room.members[static_cast<std::size_t>(holder)].name);
      }
      room.holder[static_cast<std::size_t>(r.seat)] = member;
      m.seats.push_back(r.seat);
      std::sort(m.seats.begin(), m.seats.end());
      tellAll(room, NewsKind::Room);
      save(room);
      break;
    }
    case RequestKind::Start: {
      if (member != room.host) return refuse(room, member, "only the host starts the game");
      if (room.started) return refuse(room, member, "the game has started");
      for (std::size_t s = 0; s < room.holder.size(); ++s) {
        if (room.holder[s] < 0) return refuse(room, member, room.players[s] + "'s seat is free: the game waits");
      }
      room.started = true;
      restartTimer(room, now);
      tellAll(room, NewsKind::Room);  // with each member's view of the game
      save(room);
      autoPlay(room, now);
      break;
    }
    case RequestKind::Command: {
      if (const char* why = cannotPlay()) return refuse(room, member, why);
      if (const auto refusal = room.table->submit(m.seats, r.text)) {
        return refuse(room, member, refusal->reason, refusal->rule);
      }
      played(room, member, m.seats, r.text, now);
      autoPlay(room, now);
      break;
    }
    case RequestKind::Undo: {
      if (const char* why = cannotPlay()) return refuse(room, member, why);
      if (const auto refusal = room.table->undo(m.seats)) return refuse(room, member, refusal->reason);
      played(room, member, m.seats, std::string(kUndoCommand), now);
      break;
    }
    case RequestKind::SeeAll: {
      // A player's consent (choice 1 gives it, 0 takes it back); a spectator's wish to see every hand.
      if (m.seats.empty()) {
        m.seesAll = r.sandbox != 0;
      } else {
        m.consents = r.sandbox != 0;
      }
      tellAll(room, NewsKind::Room);
      break;
    }
    case RequestKind::Record: {
      if (!room.started || !room.table->finished()) {
        return refuse(room, member, "the room's record is released when the game is over");
      }
      RoomNews news;
      news.kind = NewsKind::Record;
      news.text = writeRecord(recordOf(room));
      tell(room, member, news);
      break;
    }
    case RequestKind::Decide:
    case RequestKind::Resume: decide(room, member, r, now); break;
    case RequestKind::Close:
      if (member != room.host) return refuse(room, member, "only the host closes the room");
      close(room);
      break;
    case RequestKind::Chat: {
      RoomNews news;
      news.kind = NewsKind::Chat;
      news.from = m.name;
      news.text = r.text;
      for (int i = 0; i < static_cast<int>(room.members.size()); ++i) tell(room, i, news);
      break;
    }
    default: refuse(room, member, "an unknown request (" + std::to_string(static_cast<int>(r.kind)) + ")"); break;
  }
}

void RoomServer::seatChanges() {
  std::set<std::string> changed;
  for (const net::SeatChange& change : sessions_.takeChanges()) {
    const auto it = members_.find(change.seat);
    if (it == members_.end()) continue;
    changed.insert(it->second.first);
    Room& room = rooms_.at(it->second.first);
    const int member = it->second.second;
    if (change.status == net::SeatStatus::Connected) {
      // Back: whatever the host chose for its seats while it was gone ends (an auto-passed seat is its own again).
      for (const int seat : room.members[static_cast<std::size_t>(member)].seats) {
        room.choices[static_cast<std::size_t>(seat)] = HostChoice::None;
      }
    } else if (change.status == net::SeatStatus::GraceOver && member == room.host) {
      // A host gone too long hands the room to the first member still connected (a player before a spectator).
      int next = -1;
      for (const bool seated : {true, false}) {
        for (int i = 0; i < static_cast<int>(room.members.size()) && next < 0; ++i) {
          const Member& m = room.members[static_cast<std::size_t>(i)];
          if (sessions_.status(m.session) == net::SeatStatus::Connected && m.seats.empty() != seated) next = i;
        }
      }
      if (next >= 0) {
        room.host = next;
        save(room);
      }
    }
  }
  for (const std::string& code : changed) tellAll(rooms_.at(code), NewsKind::Room);
}

RoomInfo RoomServer::infoOf(const Room& room) const {
  RoomInfo info;
  info.code = room.code;
  info.game = room.game;
  info.sandbox = room.sandbox ? 1 : 0;
  info.started = room.started ? 1 : 0;
  info.finished = room.started && room.table->finished() ? 1 : 0;
  info.commitment = room.commitment;
  info.turnSeconds = static_cast<std::uint32_t>(room.turnSeconds);
  info.timerAutoPass = room.timerAutoPass ? 1 : 0;
  info.turnEnds = room.turnEnds;
  info.toAct.assign(room.toAct.begin(), room.toAct.end());
  info.adjourned = room.adjourned ? 1 : 0;
  info.now = now_;
  if (info.finished != 0) {  // the game is over: the seed and the salt the commitment was made of
    info.seed = room.seed;
    info.salt = room.salt;
  }
  info.host = room.members.empty() ? std::string() : room.members[static_cast<std::size_t>(room.host)].name;
  for (std::size_t s = 0; s < room.players.size(); ++s) {
    SeatInfo seat;
    seat.player = room.players[s];
    const int holder = room.holder[s];
    if (holder >= 0) {
      const Member& m = room.members[static_cast<std::size_t>(holder)];
      seat.holder = m.name;
      seat.status = static_cast<std::uint8_t>(sessions_.status(m.session));
      seat.graceEnds = sessions_.graceEnds(m.session);
      seat.hostChoice = room.choices[s];
      seat.consents = m.consents ? 1 : 0;
    }
    info.seats.push_back(seat);
  }
  for (const Member& m : room.members) {
    if (m.seats.empty()) info.spectators.push_back(m.name);
    if (m.seats.empty() && m.seesAll && everyoneConsents(room)) info.seeingAll.push_back(m.name);
  }
  return info;
}

std::string RoomServer::snapshotOf(net::SeatId session) const {
  const auto it = members_.find(session);
  if (it == members_.end()) return {};
  const Room& room = rooms_.at(it->second.first);
  RoomNews news;
  news.kind = NewsKind::Room;
  news.room = infoOf(room);
  const Member& m = room.members[static_cast<std::size_t>(it->second.second)];
  news.seats.assign(m.seats.begin(), m.seats.end());
  news.scenario = room.scenario;  // once, as the member comes in: what it needs to read the views
  if (room.started) news.view = room.table->view(shownSeats(room, m));
  return wire::encode(news);
}

void RoomServer::tell(Room& room, int member, const RoomNews& news) {
  sessions_.publish(room.members[static_cast<std::size_t>(member)].session, wire::encode(news));
}

void RoomServer::tellAll(Room& room, NewsKind kind) {
  for (int i = 0; i < static_cast<int>(room.members.size()); ++i) {
    const Member& m = room.members[static_cast<std::size_t>(i)];
    RoomNews news;
    news.kind = kind;
    if (kind == NewsKind::Room) {
      news.room = infoOf(room);
      news.seats.assign(m.seats.begin(), m.seats.end());
      if (room.started) news.view = room.table->view(shownSeats(room, m));
    } else {
      news.room = infoOf(room);  // whose move it is now, and the timer
      news.table = room.table->update(shownSeats(room, m));
    }
    tell(room, i, news);
  }
}

void RoomServer::refuse(Room& room, int member, const std::string& reason, const std::string& rule) {
  RoomNews news;
  news.kind = NewsKind::Refusal;
  news.reason = reason;
  news.rule = rule;
  tell(room, member, news);
}

std::string RoomServer::newCode() {
  for (;;) {
    std::string code;
    const std::uint64_t bits = random_();
    const std::uint64_t more = random_();
    for (std::size_t i = 0; i < kCodeLength; ++i) {
      const std::uint64_t digit = i < 12 ? (bits >> (5 * i)) & 31U : (bits >> 60U) | ((more & 1U) << 4U);
      code.push_back(kCodeAlphabet[static_cast<std::size_t>(digit)]);
    }
    if (rooms_.count(code) == 0) return code;
  }
}

RoomRecord RoomServer::recordOf(const Room& room) {
  RoomRecord r;
  r.code = room.code;
  r.game = room.game;
  r.players = room.playersAsked;
  r.scenario = room.scenario;
  r.sandbox = room.sandbox;
  r.seed = room.seed;
  r.salt = room.salt;
  r.commitment = room.commitment;
  r.commands = room.played;
  return r;
}

}  // namespace nemesis::server
