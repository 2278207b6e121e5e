// The session layer (issue 25), driven through a virtual network that drops, delays, duplicates and stalls, with
// the time given by the test (no sleeps): updates reach a seat once and in order; a cut connection rejoins with
// its token and gets exactly what it lacks, or a snapshot when it missed more than the backlog; a silent seat is
// dropped after 20 s and held for the grace period; heartbeats keep a quiet seat; a reader that never reads costs
// at most the output cap; bad bytes or a wrong token close that connection only.
#include <string>
#include <vector>

#include "net/session.hpp"
#include "support.hpp"

using nemesis::net::ClientSession;
using nemesis::net::ConnectionId;
using nemesis::net::frameOf;
using nemesis::net::FrameReader;
using nemesis::net::Millis;
using nemesis::net::SeatChange;
using nemesis::net::SeatStatus;
using nemesis::net::ServerSessions;
using nemesis::net::SessionConfig;

namespace {

std::string snapshotOf(nemesis::net::SeatId s) {
  return "view of seat " + std::to_string(s);
}

// One client's link to the server: what each side writes reaches the other when the test pumps, through faults
// the test sets.
struct Link {
  ServerSessions& server;
  ClientSession client;
  ConnectionId id;
  bool duplicate = false;  // every frame from the server arrives twice
  bool lose = false;       // frames from the server are lost (the connection is dying)
  bool stalled = false;    // the client does not read: the server's output waits
  std::vector<ClientSession::Delivery> got;

  Link(ServerSessions& s, ConnectionId c, Millis now, SessionConfig config = {}) : server(s), client(config), id(c) {
    server.opened(id, now);
  }
  // Server to client, then client to server (its acks and heartbeats).
  void pump(Millis now) {
    if (!stalled) {
      const std::string bytes = server.takeOutput(id);
      if (!lose) {
        std::string arriving = bytes;
        if (duplicate) {
          FrameReader split(nemesis::net::kMaxServerFrame);
          split.feed(bytes);
          arriving.clear();
          while (auto p = split.next()) arriving += frameOf(*p) + frameOf(*p);
        }
        for (auto& d : client.received(arriving, now)) got.push_back(std::move(d));
      }
    }
    const std::string up = client.tick(now);
    if (!up.empty()) (void)server.received(id, up, now);
  }
  std::vector<std::uint64_t> numbers() const {
    std::vector<std::uint64_t> n;
    for (const auto& d : got) n.push_back(d.seq);
    return n;
  }
};

std::vector<std::uint64_t> range(std::uint64_t from, std::uint64_t to) {
  std::vector<std::uint64_t> v;
  for (std::uint64_t n = from; n <= to; ++n) v.push_back(n);
  return v;
}

}  // namespace

TEST_CASE("updates reach a seat once and in order, through a link that duplicates every frame") {
  ServerSessions server({}, 1, snapshotOf);
  const auto seat = server.addSeat();
  Link link(server, 1, 0);
  link.duplicate = true;
  server.seat(link.id, seat, 0);
  link.pump(0);
  REQUIRE(link.got.size() == 1);
  CHECK(link.got[0].snapshot);
  CHECK(link.got[0].body == "view of seat 0");
  CHECK(link.client.token() == server.token(seat));
  for (int i = 1; i <= 10; ++i) {
    server.publish(seat, "update " + std::to_string(i));
    if (i % 3 == 0) link.pump(i * 100);
  }
  link.pump(2000);
  CHECK(link.client.error().empty());
  CHECK(link.got.size() == 11);
  // The transport writes only to the connections given output: each once, however much was added.
  (void)server.takeWritable();
  server.publish(seat, "more");
  server.publish(seat, "and more");
  CHECK(server.takeWritable() == std::vector<ConnectionId>{link.id});
  CHECK(server.takeWritable().empty());
  (void)server.takeOutput(link.id);
  server.publish(seat, "again");
  CHECK(server.takeWritable() == std::vector<ConnectionId>{link.id});
  CHECK(link.got.back().body == "update 10");
  CHECK(link.client.last() == 10);
}

TEST_CASE("a cut connection rejoins with its token and gets exactly the updates it lacks") {
  ServerSessions server({}, 2, snapshotOf);
  const auto seat = server.addSeat();
  Link first(server, 1, 0);
  server.seat(first.id, seat, 0);
  first.pump(0);
  for (int i = 1; i <= 4; ++i) server.publish(seat, "u" + std::to_string(i));
  first.pump(100);
  // Updates 5-7 are written but lost with the connection.
  for (int i = 5; i <= 7; ++i) server.publish(seat, "u" + std::to_string(i));
  first.lose = true;
  first.pump(200);
  server.closed(first.id, 300);
  CHECK(server.status(seat) == SeatStatus::Dropped);
  CHECK(server.takeChanges() == std::vector<SeatChange>{{seat, SeatStatus::Dropped, 300 + 120000}});
  // More happen while it is away.
  for (int i = 8; i <= 12; ++i) server.publish(seat, "u" + std::to_string(i));
  // The client comes back on a new connection, from the last update it holds.
  Link second(server, 2, 5000);
  second.client = first.client;
  const std::string rejoin = second.client.reconnected(5000);
  (void)server.received(second.id, rejoin, 5000);
  second.pump(5000);
  CHECK(second.client.error().empty());
  CHECK(second.numbers() == range(5, 12));
  CHECK(second.got.front().body == "u5");
  CHECK(server.status(seat) == SeatStatus::Connected);
  CHECK(server.takeChanges() == std::vector<SeatChange>{{seat, SeatStatus::Connected, 0}});
}

TEST_CASE("a seat keeps only the updates it has not acknowledged, and at most the backlog's bytes of them") {
  SessionConfig config;
  config.backlogBytes = 1000;
  ServerSessions server(config, 3, snapshotOf);
  const auto seat = server.addSeat();
  Link link(server, 1, 0, config);
  server.seat(link.id, seat, 0);
  link.pump(0);
  for (int i = 1; i <= 5; ++i) server.publish(seat, "u" + std::to_string(i));
  CHECK(server.kept(seat) == 5);
  link.pump(10);                         // received, and acknowledged
  CHECK(link.numbers() == range(0, 5));  // the view it sat down with, then the five
  CHECK(server.kept(seat) == 0);
  // A client that stops reading: what it lacks is kept, up to the bytes allowed.
  link.stalled = true;
  for (int i = 6; i <= 35; ++i) server.publish(seat, std::string(100, 'x'));
  CHECK(server.kept(seat) == 10);
  // Cut, it rejoins from what it holds (5): older than what is kept, so its whole view, then what follows.
  server.closed(link.id, 20);
  Link again(server, 2, 30, config);
  again.client = link.client;
  (void)server.received(again.id, again.client.reconnected(30), 30);
  again.pump(30);
  REQUIRE(again.got.size() == 1);
  CHECK(again.got[0].snapshot);
  CHECK(again.got[0].seq == 35);
  server.publish(seat, "u36");
  again.pump(40);
  CHECK(again.numbers().back() == 36);
  CHECK(server.kept(seat) == 0);
}

TEST_CASE("a client further behind than the backlog gets a snapshot of its view instead") {
  SessionConfig config;
  config.backlog = 8;
  ServerSessions server(config, 3, snapshotOf);
  server.addSeat();
  const auto seat = server.addSeat();
  Link first(server, 1, 0, config);
  server.seat(first.id, seat, 0);
  first.pump(0);
  server.publish(seat, "u1");
  first.pump(10);
  server.closed(first.id, 20);
  for (int i = 2; i <= 30; ++i) server.publish(seat, "u" + std::to_string(i));
  CHECK(server.kept(seat) == 8);
  Link second(server, 2, 100, config);
  second.client = first.client;
  (void)server.received(second.id, second.client.reconnected(100), 100);
  second.pump(100);
  REQUIRE(second.got.size() == 1);
  CHECK(second.got[0].snapshot);
  CHECK(second.got[0].seq == 30);
  CHECK(second.got[0].body == "view of seat 1");
  // And it goes on from there.
  server.publish(seat, "u31");
  second.pump(200);
  CHECK(second.numbers() == std::vector<std::uint64_t>{30, 31});
}

TEST_CASE("a silent seat is dropped after 20 s and held for the grace period, while heartbeats keep a quiet one") {
  ServerSessions server({}, 4, snapshotOf);
  const auto quiet = server.addSeat();
  const auto silent = server.addSeat();
  Link alive(server, 1, 0);
  Link gone(server, 2, 0);
  server.seat(alive.id, quiet, 0);
  server.seat(gone.id, silent, 0);
  alive.pump(0);
  gone.pump(0);
  // Nothing happens in the game for two minutes: the live client's heartbeats (every 5 s) keep its seat; the
  // other's stops talking at once (a laptop shut).
  std::vector<ConnectionId> closed;
  Millis droppedAt = -1;
  for (Millis t = 1000; t <= 120000; t += 1000) {
    alive.pump(t);
    server.tick(t);
    for (const ConnectionId c : server.takeClosing()) {
      closed.push_back(c);
      if (c == gone.id) droppedAt = t;
    }
  }
  CHECK(closed == std::vector<ConnectionId>{gone.id});
  CHECK(droppedAt == 20000);
  CHECK(server.status(quiet) == SeatStatus::Connected);
  CHECK(server.status(silent) == SeatStatus::Dropped);
  CHECK(server.graceEnds(silent) == 20000 + 120000);
  // The server's own heartbeats reached the live client: it is not silent on its side either.
  CHECK(alive.client.error().empty());
  const auto changes = server.takeChanges();
  REQUIRE(changes.size() == 1);
  CHECK(changes[0] == SeatChange{silent, SeatStatus::Dropped, 140000});
  alive.pump(139999);
  server.tick(139999);
  CHECK(server.takeChanges().empty());
  alive.pump(140000);
  server.tick(140000);
  CHECK(server.takeChanges() == std::vector<SeatChange>{{silent, SeatStatus::GraceOver, 0}});
  CHECK(server.status(silent) == SeatStatus::GraceOver);
}

TEST_CASE("a client that stalls for a while catches up, and one that never reads costs at most the output cap") {
  SessionConfig config;
  config.maxPending = 64 * 1024;
  ServerSessions server(config, 5, snapshotOf);
  const auto seat = server.addSeat();
  const auto other = server.addSeat();
  Link slow(server, 1, 0, config);
  Link never(server, 2, 0, config);
  server.seat(slow.id, seat, 0);
  server.seat(never.id, other, 0);
  slow.pump(0);
  slow.stalled = true;
  never.stalled = true;
  const std::string kilobyte(1024, 'x');
  for (int i = 1; i <= 40; ++i) {
    server.publish(seat, kilobyte);
    server.publish(other, kilobyte);
  }
  slow.stalled = false;
  slow.pump(1000);
  CHECK(slow.got.size() == 41);  // its snapshot and 40 updates
  for (int i = 41; i <= 1000; ++i) server.publish(other, kilobyte);
  CHECK(server.pending(never.id) <= config.maxPending);
  CHECK(server.takeClosing() == std::vector<ConnectionId>{never.id});
  CHECK(server.status(other) == SeatStatus::Dropped);
  CHECK(server.kept(other) <= config.backlog);
  CHECK(server.status(seat) == SeatStatus::Connected);
}

TEST_CASE("bad bytes, an unknown token or a rejoin on a second connection close that connection only") {
  ServerSessions server({}, 6, snapshotOf);
  const auto seat = server.addSeat();
  Link good(server, 1, 0);
  server.seat(good.id, seat, 0);
  good.pump(0);
  // A frame claiming 1 GiB from a second connection: refused with the reason, closed; the first is untouched.
  server.opened(2, 10);
  (void)server.received(2, std::string("\x40\x00\x00\x00", 4), 10);
  ClientSession watcher;
  (void)watcher.received(server.takeOutput(2), 10);
  CHECK(watcher.error() == "refused by the server: frame 1: 1073741824 bytes claimed, at most 65536");
  // A payload that is no message.
  server.opened(3, 20);
  (void)server.received(3, frameOf("garbage"), 20);
  ClientSession watcher3;
  (void)watcher3.received(server.takeOutput(3), 20);
  CHECK(watcher3.error().find("refused by the server: message 1: ") == 0);
  // A token no seat holds.
  server.opened(4, 30);
  ClientSession stranger;
  nemesis::net::ClientMessage rejoin;
  rejoin.kind = nemesis::net::ClientKind::Rejoin;
  rejoin.token = server.token(seat) + 1;
  (void)server.received(4, frameOf(nemesis::wire::encode(rejoin)), 30);
  (void)stranger.received(server.takeOutput(4), 30);
  CHECK(stranger.error() ==
        "refused by the server: no seat here holds that token: the room may have ended, or the server was given "
        "another");
  CHECK(server.takeClosing() == std::vector<ConnectionId>{2, 3, 4});
  CHECK(server.status(seat) == SeatStatus::Connected);
  // The seat's own client rejoining on a new connection before the old one was found silent: the new one takes
  // the seat over, the old one is closed, and nobody sees the seat drop.
  server.publish(seat, "u1");
  Link again(server, 5, 40);
  again.client = good.client;
  (void)server.received(again.id, again.client.reconnected(40), 40);
  again.pump(40);
  CHECK(server.takeClosing() == std::vector<ConnectionId>{good.id});
  CHECK(server.seatOf(again.id) == seat);
  CHECK(again.numbers() == std::vector<std::uint64_t>{1});
  CHECK(server.takeChanges().empty());
}
