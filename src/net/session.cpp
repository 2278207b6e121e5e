#include "session.hpp"

#include <utility>

namespace nemesis::net {

ServerSessions::ServerSessions(SessionConfig config, RandomSource random, std::function<std::string(SeatId)> snapshot)
    : config_(config), random_(std::move(random)), snapshot_(std::move(snapshot)) {}

ServerSessions::ServerSessions(SessionConfig config, std::uint64_t seed, std::function<std::string(SeatId)> snapshot)
    : ServerSessions(config, seededRandom(seed), std::move(snapshot)) {}

RandomSource seededRandom(std::uint64_t seed) {
  auto generator = std::make_shared<Pcg32>(seed, 0x5eed5eedULL);
  return [generator] { return (static_cast<std::uint64_t>(generator->next()) << 32U) | generator->next(); };
}

SeatId ServerSessions::addSeat() {
  Seat s;
  // 64 random bits: a seat's token is what a rejoin proves it holds the seat with.
  s.token = random_();
  seats_.push_back(std::move(s));
  return static_cast<SeatId>(seats_.size() - 1);
}

SeatId ServerSessions::restoreSeat(std::uint64_t token, std::uint64_t last) {
  Seat s;
  s.token = token;
  s.status = SeatStatus::Dropped;
  s.droppedAt = now_;
  // Chat and room news are not stored, so a client may hold updates past the stored number: jump past them.
  s.last = last + (std::uint64_t{1} << 32U);
  s.acked = s.last;
  seats_.push_back(std::move(s));
  return static_cast<SeatId>(seats_.size() - 1);
}

std::uint64_t ServerSessions::token(SeatId s) const {
  return seats_.at(static_cast<std::size_t>(s)).token;
}

SeatStatus ServerSessions::status(SeatId s) const {
  return seats_.at(static_cast<std::size_t>(s)).status;
}

Millis ServerSessions::graceEnds(SeatId s) const {
  const Seat& seat = seats_.at(static_cast<std::size_t>(s));
  return seat.status == SeatStatus::Dropped ? seat.droppedAt + config_.grace : 0;
}

SeatId ServerSessions::seatOf(ConnectionId c) const {
  const auto it = connections_.find(c);
  return it == connections_.end() ? -1 : it->second.seat;
}

void ServerSessions::opened(ConnectionId c, Millis now) {
  now_ = now;
  Connection& conn = connections_[c];
  conn.heard = now;
  conn.sent = now;
}

void ServerSessions::send(ConnectionId c, const ServerMessage& m, Millis now) {
  const auto it = connections_.find(c);
  if (it == connections_.end() || it->second.closing) return;
  append(c, it->second, frameOf(wire::encode(m)), now);
}

void ServerSessions::append(ConnectionId c, Connection& conn, std::string_view frame, Millis now) {
  if (conn.output.empty()) writable_.push_back(c);
  conn.output += frame;
  conn.sent = now;
  // A reader that never reads costs at most the cap: past it the connection is cut (its seat is dropped and can
  // rejoin from what it acknowledged).
  if (conn.output.size() > config_.maxPending) {
    conn.output.clear();
    close(c);
  }
}

void ServerSessions::refuse(ConnectionId c, const std::string& why, Millis now) {
  ServerMessage m;
  m.kind = ServerKind::Refused;
  m.body = why;
  send(c, m, now);
  close(c);
}

void ServerSessions::close(ConnectionId c) {
  const auto it = connections_.find(c);
  if (it == connections_.end() || it->second.closing) return;
  it->second.closing = true;
  closing_.push_back(c);
  if (it->second.seat >= 0) drop(it->second.seat, now_);
  it->second.seat = -1;
}

void ServerSessions::drop(SeatId s, Millis now) {
  Seat& seat = seats_[static_cast<std::size_t>(s)];
  if (seat.status != SeatStatus::Connected) return;
  if (seat.connection) {
    const auto it = connections_.find(*seat.connection);
    if (it != connections_.end()) it->second.seat = -1;
  }
  seat.connection.reset();
  seat.status = SeatStatus::Dropped;
  seat.droppedAt = now;
  changes_.push_back({s, SeatStatus::Dropped, now + config_.grace});
}

std::vector<ClientMessage> ServerSessions::received(ConnectionId c, std::string_view bytes, Millis now) {
  now_ = now;
  std::vector<ClientMessage> forRoom;
  const auto it = connections_.find(c);
  if (it == connections_.end() || it->second.closing) return forRoom;
  Connection& conn = it->second;
  conn.heard = now;
  conn.reader.feed(bytes);
  while (auto payload = conn.reader.next()) {
    ClientMessage m;
    try {
      m = wire::decode<ClientMessage>(*payload, "message " + std::to_string(conn.reader.framesRead()));
    } catch (const wire::WireError& e) {
      refuse(c, e.what(), now);
      return forRoom;
    }
    switch (m.kind) {
      case ClientKind::Heartbeat: break;
      case ClientKind::Ack: {
        if (conn.seat < 0) break;
        Seat& seat = seats_[static_cast<std::size_t>(conn.seat)];
        if (m.seq > seat.last) {
          refuse(c, "acknowledged update " + std::to_string(m.seq) + ", but the newest is " + std::to_string(seat.last),
                 now);
          return forRoom;
        }
        seat.acked = std::max(seat.acked, m.seq);
        trim(seat);
        break;
      }
      case ClientKind::Rejoin: {
        SeatId found = -1;
        for (std::size_t s = 0; s < seats_.size(); ++s) {
          if (seats_[s].token == m.token && seats_[s].status != SeatStatus::Empty) found = static_cast<SeatId>(s);
        }
        if (found < 0) {
          refuse(c, "no seat here holds that token: the room may have ended, or the server was given another", now);
          return forRoom;
        }
        Seat& seat = seats_[static_cast<std::size_t>(found)];
        if (m.seq > seat.last) {
          refuse(c, "rejoined at update " + std::to_string(m.seq) + ", but the newest is " + std::to_string(seat.last),
                 now);
          return forRoom;
        }
        // The seat's previous connection (not yet found silent) gives way to this one.
        if (seat.connection && *seat.connection != c) {
          const ConnectionId old = *seat.connection;
          connections_[old].seat = -1;
          seat.connection.reset();
          close(old);
        }
        const bool wasAway = seat.status != SeatStatus::Connected;
        seat.status = SeatStatus::Connected;
        seat.connection = c;
        conn.seat = found;
        if (wasAway) changes_.push_back({found, SeatStatus::Connected, 0});
        resend(c, found, m.seq, now);
        break;
      }
      case ClientKind::Room: forRoom.push_back(std::move(m)); break;
      default:
        refuse(c,
               "message " + std::to_string(conn.reader.framesRead()) + ": unknown kind " +
                   std::to_string(static_cast<int>(m.kind)),
               now);
        return forRoom;
    }
  }
  if (!conn.reader.error().empty()) refuse(c, conn.reader.error(), now);
  return forRoom;
}

void ServerSessions::resend(ConnectionId c, SeatId s, std::uint64_t from, Millis now) {
  Seat& seat = seats_[static_cast<std::size_t>(s)];
  const std::uint64_t oldest = seat.last - seat.updates.size() + 1;  // the oldest update kept
  ServerMessage welcome;
  welcome.kind = ServerKind::Welcome;
  welcome.token = seat.token;
  if (from + 1 < oldest) {
    // Further behind than the backlog reaches: the seat's whole view instead.
    welcome.seq = seat.last;
    send(c, welcome, now);
    send(c, ServerMessage{ServerKind::Snapshot, seat.last, 0, snapshot_(s)}, now);
    return;
  }
  welcome.seq = from;
  send(c, welcome, now);
  for (std::uint64_t n = from + 1; n <= seat.last; ++n) {
    send(c, ServerMessage{ServerKind::Update, n, 0, seat.updates[static_cast<std::size_t>(n - oldest)]}, now);
  }
}

void ServerSessions::closed(ConnectionId c, Millis now) {
  now_ = now;
  const auto it = connections_.find(c);
  if (it == connections_.end()) return;
  if (it->second.seat >= 0) drop(it->second.seat, now);
  connections_.erase(it);
}

void ServerSessions::seat(ConnectionId c, SeatId s, Millis now) {
  now_ = now;
  const auto it = connections_.find(c);
  if (it == connections_.end() || it->second.closing) return;
  Seat& seat = seats_.at(static_cast<std::size_t>(s));
  if (seat.status == SeatStatus::Connected) return;
  const bool wasDropped = seat.status == SeatStatus::Dropped || seat.status == SeatStatus::GraceOver;
  seat.status = SeatStatus::Connected;
  seat.connection = c;
  it->second.seat = s;
  if (wasDropped) changes_.push_back({s, SeatStatus::Connected, 0});
  ServerMessage welcome;
  welcome.kind = ServerKind::Welcome;
  welcome.token = seat.token;
  welcome.seq = seat.last;
  send(c, welcome, now);
  send(c, ServerMessage{ServerKind::Snapshot, seat.last, 0, snapshot_(s)}, now);
}

void ServerSessions::publish(SeatId s, std::string body) {
  Seat& seat = seats_.at(static_cast<std::size_t>(s));
  ++seat.last;
  if (seat.connection) send(*seat.connection, ServerMessage{ServerKind::Update, seat.last, 0, body}, now_);
  seat.updateBytes += body.size();
  seat.updates.push_back(std::move(body));
  trim(seat);
}

void ServerSessions::trim(Seat& seat) const {
  // Each update carries the seat's whole view (a few KB): kept for every seat of a long game, they were most of a
  // room's memory (at 10,000 rooms, 20 commands each, 15 of its 50 KB).
  while (!seat.updates.empty() && (seat.updates.size() > config_.backlog || seat.updateBytes > config_.backlogBytes ||
                                   seat.last - seat.updates.size() + 1 <= seat.acked)) {
    seat.updateBytes -= seat.updates.front().size();
    seat.updates.pop_front();
  }
}

void ServerSessions::tick(Millis now) {
  now_ = now;
  // Every heartbeat is the same frame: encoded once (at 10,000 connections a tick sends hundreds).
  static const std::string heartbeat = frameOf(wire::encode(ServerMessage{ServerKind::Heartbeat, 0, 0, {}}));
  for (auto& [id, conn] : connections_) {
    if (conn.closing) continue;
    if (now - conn.heard >= config_.dropAfter) {
      close(id);  // silent: its seat is dropped
      continue;
    }
    if (now - conn.sent >= config_.heartbeat) append(id, conn, heartbeat, now);
  }
  for (std::size_t s = 0; s < seats_.size(); ++s) {
    Seat& seat = seats_[s];
    if (seat.status == SeatStatus::Dropped && now >= seat.droppedAt + config_.grace) {
      seat.status = SeatStatus::GraceOver;
      changes_.push_back({static_cast<SeatId>(s), SeatStatus::GraceOver, 0});
    }
  }
}

std::string ServerSessions::takeOutput(ConnectionId c) {
  const auto it = connections_.find(c);
  if (it == connections_.end()) return {};
  return std::exchange(it->second.output, {});
}

std::vector<ConnectionId> ServerSessions::takeClosing() {
  return std::exchange(closing_, {});
}

std::vector<ConnectionId> ServerSessions::takeWritable() {
  return std::exchange(writable_, {});
}

std::vector<SeatChange> ServerSessions::takeChanges() {
  return std::exchange(changes_, {});
}

std::size_t ServerSessions::pending(ConnectionId c) const {
  const auto it = connections_.find(c);
  return it == connections_.end() ? 0 : it->second.output.size();
}

std::size_t ServerSessions::kept(SeatId s) const {
  return seats_.at(static_cast<std::size_t>(s)).updates.size();
}

std::string ClientSession::frame(const ClientMessage& m, Millis now) {
  sent_ = now;
  return frameOf(wire::encode(m));
}

std::vector<ClientSession::Delivery> ClientSession::received(std::string_view bytes, Millis /*now*/) {
  std::vector<Delivery> out;
  if (!error_.empty()) return out;
  reader_.feed(bytes);
  while (auto payload = reader_.next()) {
    ServerMessage m;
    try {
      m = wire::decode<ServerMessage>(*payload, "server message " + std::to_string(reader_.framesRead()));
    } catch (const wire::WireError& e) {
      error_ = e.what();
      return out;
    }
    switch (m.kind) {
      case ServerKind::Welcome: token_ = m.token; break;
      case ServerKind::Snapshot:
        if (holds_ && m.seq <= last_) break;  // nothing newer than what it holds (a duplicate)
        holds_ = true;
        last_ = m.seq;
        out.push_back({true, m.seq, std::move(m.body)});
        break;
      case ServerKind::Update:
        if (m.seq <= last_) break;  // already held (a duplicate)
        if (m.seq != last_ + 1) {
          error_ = "update " + std::to_string(m.seq) + " came after " + std::to_string(last_) + ": some are missing";
          return out;
        }
        last_ = m.seq;
        out.push_back({false, m.seq, std::move(m.body)});
        break;
      case ServerKind::Heartbeat: break;
      case ServerKind::Refused: error_ = "refused by the server: " + m.body; return out;
      default: error_ = "unknown server message " + std::to_string(static_cast<int>(m.kind)); return out;
    }
  }
  if (!reader_.error().empty()) error_ = reader_.error();
  return out;
}

std::string ClientSession::reconnected(Millis now) {
  reader_ = FrameReader(kMaxServerFrame);
  error_.clear();
  acked_ = last_;
  if (token_ == 0) return {};
  ClientMessage m;
  m.kind = ClientKind::Rejoin;
  m.token = token_;
  m.seq = last_;
  return frame(m, now);
}

std::string ClientSession::tick(Millis now) {
  std::string out;
  if (token_ != 0 && last_ > acked_) {
    ClientMessage ack;
    ack.kind = ClientKind::Ack;
    ack.seq = last_;
    acked_ = last_;
    out += frame(ack, now);
  }
  if (out.empty() && now - sent_ >= config_.heartbeat) out += frame(ClientMessage{}, now);
  return out;
}

std::string ClientSession::roomMessage(std::string body, Millis now) {
  ClientMessage m;
  m.kind = ClientKind::Room;
  m.body = std::move(body);
  return frame(m, now);
}

}  // namespace nemesis::net
