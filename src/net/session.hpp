// The session layer of online play (issue 25): which connection holds which seat, the numbered updates each seat
// is sent, heartbeats both ways, a seat dropped when it falls silent and held for a grace period, a rejoin with
// the seat's token that resends every update after the last one the client acknowledged (or a snapshot of its
// view when it missed more than the backlog keeps), and a cap on what may wait to be written to a connection that
// does not read. The room layer above decides what an update says and what happens after the grace period.
//
// Pure: frames in, frames out, the time given by the caller in milliseconds; no sockets, no clock, no threads, so
// the tests drive it through a virtual network that drops, delays, duplicates and stalls, without sleeping.
#pragma once

#include <cstddef>
#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/kernel/rng.hpp"
#include "engine/kernel/wire.hpp"
#include "frame.hpp"

namespace nemesis::net {

using ConnectionId = std::uint64_t;
using SeatId = int;
using Millis = std::int64_t;
// 64 random bits a call: the seats' tokens and the rooms' codes. A server passes the operating system's randomness
// (a token or a code must not be guessable from another one); tests pass a seeded generator.
using RandomSource = std::function<std::uint64_t()>;

struct SessionConfig {
  Millis heartbeat = 5000;   // a side that sent nothing for this long sends a heartbeat
  Millis dropAfter = 20000;  // a seat heard nothing from for this long is dropped
  Millis grace = 120000;     // a dropped seat is held this long for its player to come back
  // Updates kept per seat for a rejoin (those it acknowledged are not: a rejoin asks for what follows what it
  // holds), at most this many and this many bytes; further behind gets a snapshot.
  std::size_t backlog = 512;
  std::size_t backlogBytes = 64U << 10U;
  std::size_t maxPending = 1U << 20U;  // bytes waiting to be written to a connection; past it the connection is cut
};

// What a server says (framed, in the wire's encoding).
enum class ServerKind : std::uint8_t {
  Welcome = 1,  // token: the seat's, for a rejoin; seq: the update the snapshot that follows stands at
  Update,       // seq: its number (1, 2, ... per seat); body: what the room sends the seat
  Snapshot,     // seq: the last update it includes; body: the seat's whole view
  Heartbeat,
  Refused,  // body: why; the server closes the connection after it
};
struct ServerMessage {
  ServerKind kind = ServerKind::Heartbeat;
  std::uint64_t seq = 0;
  std::uint64_t token = 0;
  std::string body;
  friend bool operator==(const ServerMessage&, const ServerMessage&) = default;
  template <class Archive>
  void serialize(Archive& ar) {
    ar(kind, seq, token, wire::bounded("body", kMaxServerFrame, body));
  }
};

// What a client says. Rejoin, Ack and Heartbeat are the session's; anything else goes up to the room.
enum class ClientKind : std::uint8_t {
  Rejoin = 1,  // token: the seat's; seq: the last update the client holds
  Ack,         // seq: the last update the client holds
  Heartbeat,
  Room,  // body: a message for the room (take a seat, a command, chat...)
};
struct ClientMessage {
  ClientKind kind = ClientKind::Heartbeat;
  std::uint64_t token = 0;
  std::uint64_t seq = 0;
  std::string body;
  friend bool operator==(const ClientMessage&, const ClientMessage&) = default;
  template <class Archive>
  void serialize(Archive& ar) {
    ar(kind, token, seq, wire::bounded("body", kMaxClientFrame - 64, body));
  }
};

enum class SeatStatus : std::uint8_t { Empty, Connected, Dropped, GraceOver };

// A change the room shows every seat: a seat dropped (with the time its grace ends), back, or its grace over.
struct SeatChange {
  SeatId seat = -1;
  SeatStatus status = SeatStatus::Empty;
  Millis graceEnds = 0;
  friend bool operator==(const SeatChange&, const SeatChange&) = default;
};

// A seeded generator as a random source: the same numbers every run (tests, benchmarks).
[[nodiscard]] RandomSource seededRandom(std::uint64_t seed);

class ServerSessions {
 public:
  // `snapshot` gives a seat's whole view as it stands (a joining or far-behind seat gets it); `random` draws the
  // seats' tokens.
  ServerSessions(SessionConfig config, RandomSource random, std::function<std::string(SeatId)> snapshot);
  // With the tokens drawn from a generator seeded with `seed` (tests: the same tokens every run).
  ServerSessions(SessionConfig config, std::uint64_t seed, std::function<std::string(SeatId)> snapshot);

  // A new, empty seat (its token drawn now).
  SeatId addSeat();
  // A seat kept across a restart (the room store): its token, dropped until its player rejoins, and its updates
  // numbered from past anything a client of the previous run could hold, so each rejoin gets a snapshot.
  SeatId restoreSeat(std::uint64_t token, std::uint64_t last);
  [[nodiscard]] std::uint64_t last(SeatId s) const { return seats_.at(static_cast<std::size_t>(s)).last; }
  [[nodiscard]] std::uint64_t token(SeatId s) const;
  [[nodiscard]] SeatStatus status(SeatId s) const;
  [[nodiscard]] Millis graceEnds(SeatId s) const;
  // The seat a connection holds (none: -1).
  [[nodiscard]] SeatId seatOf(ConnectionId c) const;

  // The transport's news: a connection accepted, its bytes read, it closed.
  void opened(ConnectionId c, Millis now);
  // Frames the bytes; the session's own messages are handled here, the room's are returned in order with the
  // connection's seat. A bad frame or message is refused, and the connection closed.
  std::vector<ClientMessage> received(ConnectionId c, std::string_view bytes, Millis now);
  void closed(ConnectionId c, Millis now);

  // The room seats a connection in an empty (or dropped) seat: Welcome with the token, then the seat's snapshot.
  void seat(ConnectionId c, SeatId s, Millis now);
  // An update for a seat: numbered, kept for a rejoin, and sent at once if the seat is connected.
  void publish(SeatId s, std::string body);
  // Heartbeats, silent seats dropped, grace periods ended.
  void tick(Millis now);

  // Refuses a connection (it asked something the layer above cannot grant before it holds a seat): a Refused with
  // the reason, then the connection is closed.
  void refuse(ConnectionId c, const std::string& why, Millis now);

  // Framed bytes to write to a connection (taken: the caller writes them), connections to close, and the seats'
  // changes since the last call.
  [[nodiscard]] std::string takeOutput(ConnectionId c);
  [[nodiscard]] std::vector<ConnectionId> takeClosing();
  [[nodiscard]] std::vector<SeatChange> takeChanges();
  // The connections given output since the last call: a transport writes to those alone, not to every one.
  [[nodiscard]] std::vector<ConnectionId> takeWritable();
  // Bytes waiting for a connection (the cap's measure).
  [[nodiscard]] std::size_t pending(ConnectionId c) const;
  // Updates kept for a seat (at most the backlog).
  [[nodiscard]] std::size_t kept(SeatId s) const;

 private:
  struct Seat {
    std::uint64_t token = 0;
    SeatStatus status = SeatStatus::Empty;
    std::optional<ConnectionId> connection;
    Millis droppedAt = 0;
    std::uint64_t last = 0;           // the number of the newest update
    std::deque<std::string> updates;  // the newest unacknowledged bodies: updates[i] is number last - size + 1 + i
    std::size_t updateBytes = 0;      // their size
    std::uint64_t acked = 0;
  };
  // Drops from a seat's updates those it acknowledged and those past the backlog's count and bytes.
  void trim(Seat& seat) const;
  struct Connection {
    FrameReader reader{kMaxClientFrame};
    std::string output;
    Millis heard = 0;
    Millis sent = 0;
    SeatId seat = -1;
    bool closing = false;
  };
  void send(ConnectionId c, const ServerMessage& m, Millis now);
  // A framed message onto a connection's output, under the cap (send, and the heartbeats encoded once).
  void append(ConnectionId c, Connection& conn, std::string_view frame, Millis now);
  void close(ConnectionId c);
  void drop(SeatId s, Millis now);
  void resend(ConnectionId c, SeatId s, std::uint64_t from, Millis now);

  SessionConfig config_;
  RandomSource random_;
  std::function<std::string(SeatId)> snapshot_;
  std::vector<Seat> seats_;
  std::map<ConnectionId, Connection> connections_;
  std::vector<ConnectionId> closing_;
  std::vector<ConnectionId> writable_;
  std::vector<SeatChange> changes_;
  Millis now_ = 0;
};

// A client's side of one seat: it takes the server's frames, hands on each update once and in order (a duplicate
// is dropped, a gap is an error), acknowledges what it holds, sends heartbeats when idle, and after a lost
// connection asks to rejoin from the last update it holds.
class ClientSession {
 public:
  explicit ClientSession(SessionConfig config = {}) : config_(config) {}
  // What arrived, in order: updates and snapshots the room layer applies.
  struct Delivery {
    bool snapshot = false;
    std::uint64_t seq = 0;
    std::string body;
  };
  std::vector<Delivery> received(std::string_view bytes, Millis now);
  // A new connection (after a loss): a fresh reader, and the Rejoin to send first when the seat is known.
  [[nodiscard]] std::string reconnected(Millis now);
  // A seat kept from an earlier run of the program (its token): the next connection rejoins it from the start
  // (the server resends what it still keeps, or the seat's whole view).
  void resume(std::uint64_t token) {
    token_ = token;
    last_ = 0;
    holds_ = false;
  }
  // Framed bytes to send now (acks, heartbeats), and a room message to send.
  [[nodiscard]] std::string tick(Millis now);
  [[nodiscard]] std::string roomMessage(std::string body, Millis now);
  [[nodiscard]] std::uint64_t last() const { return last_; }
  [[nodiscard]] std::uint64_t token() const { return token_; }
  // Why the server's stream is unusable (a bad frame, a gap, a refusal); empty while it is fine.
  [[nodiscard]] const std::string& error() const { return error_; }

 private:
  std::string frame(const ClientMessage& m, Millis now);
  SessionConfig config_;
  FrameReader reader_{kMaxServerFrame};
  std::uint64_t token_ = 0;
  std::uint64_t last_ = 0;
  bool holds_ = false;  // a snapshot came: `last_` numbers what the client holds
  std::uint64_t acked_ = 0;
  Millis sent_ = 0;
  std::string error_;
};

}  // namespace nemesis::net
