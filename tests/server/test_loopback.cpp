// The server over real sockets on loopback (issue 25): the transport hands a connection's bytes to the rooms and
// writes back what they answer, in any pieces the network cuts them into. Two players and a spectator make, join,
// start and play a room; a connection sending an oversized frame is refused and closed, the others go on; the
// program killed with SIGKILL mid-game restarts from its store and its players rejoin and play on. Each read waits
// at most 10 s (poll), so a fault fails the test instead of hanging it.
#include <doctest/doctest.h>
#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <iterator>

#include <asio.hpp>
#include <string>
#include <thread>
#include <vector>

#include "../fresh_store.hpp"
#include "server_process.hpp"
#include "tcp_server.hpp"

using nemesis::server::NewsKind;
using nemesis::server::RequestKind;
using nemesis::server::RoomNews;
using nemesis::server::RoomRequest;

namespace {

// A server on 127.0.0.1, any free port, run by its own thread for the test's length.
struct LoopbackServer {
  asio::io_context io;
  nemesis::server::RoomServer rooms;
  nemesis::server::TcpServer tcp;
  std::thread thread;
  explicit LoopbackServer(nemesis::server::ServerOptions o, nemesis::net::AdmissionConfig admission = {})
      : rooms(std::move(o)),
        tcp(io, rooms, asio::ip::tcp::endpoint(asio::ip::make_address("127.0.0.1"), 0), admission) {
    thread = std::thread([this] { io.run(); });
  }
  ~LoopbackServer() {
    asio::post(io, [this] { tcp.stop(); });
    thread.join();
  }
};

nemesis::server::ServerOptions options() {
  nemesis::server::ServerOptions o;
  o.assetsDir = NEMESIS_ASSETS_DIR;
  o.games = nemesis::server::gameRules(o.assetsDir);
  o.seed = 9;
  return o;
}

struct SocketClient {
  asio::io_context io;
  asio::ip::tcp::socket socket{io};
  nemesis::net::ClientSession session;
  std::vector<RoomNews> news;
  bool closed = false;

  explicit SocketClient(std::uint16_t port) {
    socket.connect(asio::ip::tcp::endpoint(asio::ip::make_address("127.0.0.1"), port));
    RoomRequest hello;
    hello.kind = RequestKind::Hello;
    hello.hello.program = "loopback test";
    hello.hello.games = nemesis::server::gameRules(NEMESIS_ASSETS_DIR);
    ask(hello);
  }
  void send(const std::string& bytes) { asio::write(socket, asio::buffer(bytes)); }
  void ask(const RoomRequest& r) { send(session.roomMessage(nemesis::wire::encode(r), 0)); }
  // Reads until a news item satisfies `wanted` (true) or the connection closes or 10 s pass (false).
  template <class Wanted>
  bool await(Wanted wanted) {
    for (std::size_t seen = 0;;) {
      for (; seen < news.size(); ++seen) {
        if (wanted(news[seen])) return true;
      }
      pollfd fd{socket.native_handle(), POLLIN, 0};
      if (closed || ::poll(&fd, 1, 10000) <= 0) return false;
      std::array<char, 4096> buffer{};
      std::error_code error;
      const std::size_t n = socket.read_some(asio::buffer(buffer), error);
      if (error) {
        closed = true;
        continue;
      }
      for (auto& d : session.received(std::string_view(buffer.data(), n), 0)) {
        news.push_back(nemesis::wire::decode<RoomNews>(d.body, "news"));
      }
      if (!session.error().empty()) closed = true;
    }
  }
};

RoomRequest request(RequestKind kind) {
  RoomRequest r;
  r.kind = kind;
  return r;
}

}  // namespace

TEST_CASE("two players and a spectator make, join, start and play a room over loopback sockets") {
  LoopbackServer server(options());
  SocketClient ann(server.tcp.port());
  RoomRequest create = request(RequestKind::Create);
  create.game = "nemesis";
  create.players = 2;
  create.name = "Ann";
  ann.ask(create);
  REQUIRE(ann.await([](const RoomNews& n) { return n.kind == NewsKind::Room && !n.room.code.empty(); }));
  const std::string code = ann.news.back().room.code;
  SocketClient bob(server.tcp.port());
  SocketClient cid(server.tcp.port());
  for (SocketClient* c : {&bob, &cid}) {
    RoomRequest join = request(RequestKind::Join);
    join.code = code;
    join.name = c == &bob ? "Bob" : "Cid";
    c->ask(join);
    REQUIRE(c->await([](const RoomNews& n) { return n.kind == NewsKind::Room; }));
  }
  RoomRequest sit = request(RequestKind::Sit);
  sit.seat = 0;
  ann.ask(sit);
  sit.seat = 1;
  bob.ask(sit);
  REQUIRE(bob.await([](const RoomNews& n) { return n.room.seats.size() == 2 && n.room.seats[1].holder == "Bob"; }));
  REQUIRE(ann.await([](const RoomNews& n) { return n.room.seats.size() == 2 && n.room.seats[1].holder == "Bob"; }));
  ann.ask(request(RequestKind::Start));
  REQUIRE(cid.await([](const RoomNews& n) { return n.room.started == 1; }));
  RoomRequest pass = request(RequestKind::Command);
  pass.text = "pass captain";
  bob.ask(pass);  // not his
  REQUIRE(bob.await([](const RoomNews& n) { return n.kind == NewsKind::Refusal; }));
  CHECK(bob.news.back().reason == "You do not play the Captain: another seat does.");
  ann.ask(pass);
  for (SocketClient* c : {&ann, &bob, &cid}) {
    REQUIRE(c->await([](const RoomNews& n) { return n.kind == NewsKind::Table; }));
    CHECK(c->news.back().table.commands == 1);
  }
}

TEST_CASE("a connection sending an oversized frame is refused and closed, and the others go on") {
  LoopbackServer server(options());
  SocketClient ann(server.tcp.port());
  RoomRequest create = request(RequestKind::Create);
  create.game = "enormity";
  create.name = "Ann";
  ann.ask(create);
  REQUIRE(ann.await([](const RoomNews& n) { return n.kind == NewsKind::Room; }));
  SocketClient rude(server.tcp.port());
  rude.send(std::string("\x7f\xff\xff\xff", 4));
  CHECK_FALSE(rude.await([](const RoomNews&) { return true; }));
  CHECK(rude.session.error() == "refused by the server: frame 2: 2147483647 bytes claimed, at most 65536");
  // The first client is unaffected.
  RoomRequest chat = request(RequestKind::Chat);
  chat.text = "still here";
  ann.ask(chat);
  REQUIRE(ann.await([](const RoomNews& n) { return n.kind == NewsKind::Chat; }));
  CHECK(ann.news.back().text == "still here");
}

namespace {}  // namespace

TEST_CASE("a server killed with SIGKILL mid-game restarts from its store, and its players rejoin and play on") {
  const std::string store = freshStore("nemesis-server-kill-test.db");
  nemesis::net::ClientSession annSession;
  nemesis::net::ClientSession bobSession;
  {
    ServerProcess server(store, 0, store + ".first.log");
    const std::uint16_t port = server.port;
    SocketClient ann(port);
    RoomRequest create = request(RequestKind::Create);
    create.game = "nemesis";
    create.players = 2;
    create.name = "Ann";
    ann.ask(create);
    REQUIRE(ann.await([](const RoomNews& n) { return !n.room.code.empty(); }));
    SocketClient bob(port);
    RoomRequest join = request(RequestKind::Join);
    join.code = ann.news.back().room.code;
    join.name = "Bob";
    bob.ask(join);
    RoomRequest sit = request(RequestKind::Sit);
    sit.seat = 0;
    ann.ask(sit);
    sit.seat = 1;
    bob.ask(sit);
    REQUIRE(ann.await([](const RoomNews& n) { return n.room.seats.size() == 2 && n.room.seats[1].holder == "Bob"; }));
    ann.ask(request(RequestKind::Start));
    RoomRequest pass = request(RequestKind::Command);
    pass.text = "pass captain";
    ann.ask(pass);
    REQUIRE(bob.await([](const RoomNews& n) { return n.kind == NewsKind::Table; }));
    annSession = ann.session;
    bobSession = bob.session;
    server.kill();  // mid-game, no warning
  }
  ServerProcess again(store, 0, store + ".again.log");  // wherever it listens now: the players reconnect there
  SocketClient bob(again.port);
  bob.session = bobSession;
  bob.news.clear();
  bob.send(bob.session.reconnected(0));
  INFO("the restarted server's log: " << again.log());
  INFO("the client's session: " << bob.session.error());
  REQUIRE(bob.await([](const RoomNews& n) { return n.room.started == 1; }));
  RoomRequest pass = request(RequestKind::Command);
  pass.text = "pass scout";  // his turn: the Captain's pass before the kill was kept
  bob.ask(pass);
  REQUIRE(bob.await([](const RoomNews& n) { return n.kind == NewsKind::Table; }));
  CHECK(bob.news.back().table.commands == 2);
}

TEST_CASE("a connection flood is closed at the door, and the player already in plays on") {
  nemesis::net::AdmissionConfig admission;
  admission.maxOpenPerAddress = 8;  // Ann, and 7 more from 127.0.0.1
  LoopbackServer server(options(), admission);
  SocketClient ann(server.tcp.port());
  RoomRequest create = request(RequestKind::Create);
  create.game = "nemesis";
  create.players = 2;
  create.name = "Ann";
  ann.ask(create);
  REQUIRE(ann.await([](const RoomNews& n) { return !n.room.code.empty(); }));
  // 200 connections at once: the kernel completes each handshake, the server closes all but 7 at once.
  asio::io_context io;
  std::vector<std::unique_ptr<asio::ip::tcp::socket>> flood;
  for (int i = 0; i < 200; ++i) {
    auto s = std::make_unique<asio::ip::tcp::socket>(io);
    s->connect(asio::ip::tcp::endpoint(asio::ip::make_address("127.0.0.1"), server.tcp.port()));
    flood.push_back(std::move(s));
  }
  std::vector<bool> closed(flood.size(), false);
  int closedCount = 0;
  // Until 193 are closed, or 100 polls of 100 ms found nothing. Only the sockets still open are polled: a closed
  // one stays readable (its end of file) and would make every poll return at once.
  for (int quiet = 0; closedCount < 193 && quiet < 100;) {
    std::vector<pollfd> fds;
    std::vector<std::size_t> which;
    for (std::size_t i = 0; i < flood.size(); ++i) {
      if (closed[i]) continue;
      fds.push_back({flood[i]->native_handle(), POLLIN, 0});
      which.push_back(i);
    }
    if (::poll(fds.data(), fds.size(), 100) <= 0) ++quiet;
    for (std::size_t k = 0; k < fds.size(); ++k) {
      if ((fds[k].revents & (POLLIN | POLLHUP | POLLERR)) == 0) continue;
      std::array<char, 64> buffer{};
      std::error_code error;
      const std::size_t n = flood[which[k]]->read_some(asio::buffer(buffer), error);
      if (error || n == 0) {
        closed[which[k]] = true;
        ++closedCount;
      }
    }
  }
  CHECK(closedCount == 193);
  // Ann plays on: her chat comes back to her.
  RoomRequest chat = request(RequestKind::Chat);
  chat.text = "still here";
  ann.ask(chat);
  CHECK(ann.await([](const RoomNews& n) { return n.kind == NewsKind::Chat && n.text == "still here"; }));
  // Once the flood's connections close, the address may connect again.
  flood.clear();
  ::poll(nullptr, 0, 200);
  SocketClient bob(server.tcp.port());
  RoomRequest join = request(RequestKind::Join);
  join.code = ann.news.front().room.code;
  join.name = "Bob";
  bob.ask(join);
  CHECK(bob.await([](const RoomNews& n) { return n.kind == NewsKind::Room; }));
}
