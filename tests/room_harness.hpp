// Clients of a pure RoomServer for the tests (tests/test_online_rooms.cpp, tests/test_online_room_flow.cpp): each
// its session, what it was told, and how it talks to the server, with the time passed in.
#pragma once

#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "room_server.hpp"

using nemesis::net::ClientSession;
using nemesis::net::ConnectionId;
using nemesis::net::Millis;
using nemesis::server::NewsKind;
using nemesis::server::RequestKind;
using nemesis::server::RoomInfo;
using nemesis::server::RoomNews;
using nemesis::server::RoomRequest;
using nemesis::server::RoomServer;
using nemesis::server::ServerOptions;

namespace room_test {

inline ServerOptions options() {
  ServerOptions o;
  o.assetsDir = NEMESIS_ASSETS_DIR;
  o.games = {{"nemesis", 1}, {"enormity", 2}};
  o.seed = 42;
  return o;
}

// One client: its session, what it was told, and how it talks to the server.
struct Client {
  RoomServer& server;
  ConnectionId id;
  ClientSession session;
  std::vector<RoomNews> news;
  std::string refused;  // the session's error (a Refused frame)

  Client(RoomServer& s, ConnectionId c, Millis now) : server(s), id(c) {
    server.opened(id, now);
    RoomRequest hello;
    hello.kind = RequestKind::Hello;
    hello.hello.program = "test client";
    hello.hello.games = {{"nemesis", 1}, {"enormity", 2}};
    ask(hello, now);
  }
  void ask(const RoomRequest& r, Millis now) {
    server.received(id, session.roomMessage(nemesis::wire::encode(r), now), now);
    pump(now);
  }
  void pump(Millis now) {
    for (auto& d : session.received(server.takeOutput(id), now)) {
      news.push_back(nemesis::wire::decode<RoomNews>(d.body, "news"));
    }
    refused = session.error();
    const std::string up = session.tick(now);
    if (!up.empty()) server.received(id, up, now);
  }
  [[nodiscard]] const RoomNews& last() const { return news.back(); }
  [[nodiscard]] int count(NewsKind kind) const {
    int n = 0;
    for (const RoomNews& r : news) n += r.kind == kind ? 1 : 0;
    return n;
  }
};

inline RoomRequest ask(RequestKind kind) {
  RoomRequest r;
  r.kind = kind;
  return r;
}
inline RoomRequest create(const std::string& game, int players, const std::string& name) {
  RoomRequest r = ask(RequestKind::Create);
  r.game = game;
  r.players = players;
  r.seed = 7;
  r.name = name;
  return r;
}
inline RoomRequest join(const std::string& code, const std::string& name) {
  RoomRequest r = ask(RequestKind::Join);
  r.code = code;
  r.name = name;
  return r;
}
inline RoomRequest sit(int seat) {
  RoomRequest r = ask(RequestKind::Sit);
  r.seat = seat;
  return r;
}
inline RoomRequest command(const std::string& text) {
  RoomRequest r = ask(RequestKind::Command);
  r.text = text;
  return r;
}

}  // namespace room_test

using namespace room_test;  // NOLINT(google-build-using-namespace): the vocabulary of the room tests
