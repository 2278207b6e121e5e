// A room over time and by its host's choices (issue 25, src/server/room_flow.cpp), through the pure server with the
// time passed in: the turn timer, advisory or playing the move for the player when it runs out; a seat gone past
// its grace period auto-passed, given to another member, or waited for, as the host chooses and everyone sees; the
// game adjourned and resumed (kept across a restart); the room closed by its host, every member sent its record;
// and a room nobody has been in for a day after its game forgotten.
#include <filesystem>
#include <string>

#include "engine/kernel/file_io.hpp"
#include "fresh_store.hpp"
#include "room_harness.hpp"
#include "support.hpp"

using nemesis::net::SeatStatus;
using nemesis::server::HostChoice;

namespace {

constexpr Millis kGrace = 120000;

// Ann hosts a two-player Nemesis room (the Captain), Bob holds the Scout, Cid watches; the game started at time 0.
struct Table {
  RoomServer& server;
  Client ann;
  Client bob;
  Client cid;
  std::string code;
  Table(RoomServer& s, RoomRequest make) : server(s), ann(s, 1, 0), bob(s, 2, 0), cid(s, 3, 0) {
    ann.ask(make, 0);
    code = ann.last().room.code;
    bob.ask(join(code, "Bob"), 0);
    cid.ask(join(code, "Cid"), 0);
    ann.ask(sit(0), 0);
    bob.ask(sit(1), 0);
    ann.ask(ask(RequestKind::Start), 0);
    pump(0);
  }
  void pump(Millis now) {
    ann.pump(now);
    bob.pump(now);
    cid.pump(now);
  }
  // The server's clock moves to `now`, ticking each second with every connected client answering (a client that
  // stayed silent 20 s would be dropped).
  void tick(Millis now) {
    for (Millis at = last + 1000; at < now; at += 1000) {
      server.tick(at);
      pump(at);
    }
    server.tick(now);
    pump(now);
    last = now;
  }
  Millis last = 0;
};

RoomRequest timed(std::uint32_t seconds, bool autoPass) {
  RoomRequest r = create("nemesis", 2, "Ann");
  r.turnSeconds = seconds;
  r.timerAutoPass = autoPass ? 1 : 0;
  return r;
}

RoomRequest decide(int seat, HostChoice choice, const std::string& name = {}) {
  RoomRequest r = ask(RequestKind::Decide);
  r.seat = seat;
  r.choice = choice;
  r.name = name;
  return r;
}

}  // namespace

TEST_CASE("a turn timer that plays the move runs out: the room passes for the player, and the next one's starts") {
  RoomServer server(options());
  Table t(server, timed(30, true));
  REQUIRE(t.ann.last().room.started == 1);
  CHECK(t.ann.last().room.toAct == std::vector<std::int32_t>{0});  // the Captain's turn
  CHECK(t.ann.last().room.turnEnds == 30000);
  const int before = t.cid.count(NewsKind::Table);
  t.tick(29999);
  CHECK(t.cid.count(NewsKind::Table) == before);
  t.tick(30000);
  REQUIRE(t.cid.count(NewsKind::Table) == before + 1);
  CHECK(t.cid.last().room.toAct == std::vector<std::int32_t>{1});  // the Scout's turn, his own 30 s
  CHECK(t.cid.last().room.turnEnds == 60000);
  // A move in time restarts it.
  t.bob.ask(command("pass scout"), 45000);
  t.pump(45000);
  CHECK(t.cid.last().room.turnEnds == 75000);
}

TEST_CASE("an advisory turn timer only tells the room, once, when the time is up") {
  RoomServer server(options());
  Table t(server, timed(30, false));
  const int tables = t.cid.count(NewsKind::Table);
  const int rooms = t.cid.count(NewsKind::Room);
  t.tick(30000);
  CHECK(t.cid.count(NewsKind::Table) == tables);  // nothing played for her
  CHECK(t.cid.count(NewsKind::Room) == rooms + 1);
  CHECK(t.cid.last().room.turnEnds == 30000);
  CHECK(t.cid.last().room.now >= t.cid.last().room.turnEnds);  // overdue, as every client can show
  t.tick(31000);
  CHECK(t.cid.count(NewsKind::Room) == rooms + 1);  // told once
}

TEST_CASE("the host's choices for a seat gone past its grace period: auto-pass, then give it away") {
  RoomServer server(options());
  Table t(server, create("nemesis", 2, "Ann"));
  server.closed(t.bob.id, 1000);  // Bob's connection dies
  t.pump(1000);
  // Within his grace period the room waits for him: the host cannot choose yet.
  t.ann.ask(decide(1, HostChoice::AutoPass), 2000);
  CHECK(t.ann.last().reason == "Bob is not gone past the grace period: the room waits for them");
  t.tick(1000 + kGrace);
  REQUIRE(t.ann.last().room.seats[1].status == static_cast<std::uint8_t>(SeatStatus::GraceOver));
  // Only the host chooses.
  t.cid.ask(decide(1, HostChoice::AutoPass), 200000);
  CHECK(t.cid.last().reason == "only the host decides what happens to a seat or the game");
  // Auto-pass: the Captain passes, and the room passes the Scout's turn for him at once; everyone sees the choice.
  t.ann.ask(decide(1, HostChoice::AutoPass), 200000);
  t.pump(200000);
  CHECK(t.cid.last().room.seats[1].hostChoice == HostChoice::AutoPass);
  const int before = t.cid.count(NewsKind::Table);
  t.ann.ask(command("pass captain"), 201000);
  t.pump(201000);
  CHECK(t.cid.count(NewsKind::Table) >= before + 2);
  CHECK(t.cid.last().table.commands >= 2);
  // Give: the seat goes to Cid, who plays it from then on.
  t.ann.ask(decide(1, HostChoice::Give, "Nobody"), 202000);
  CHECK(t.ann.last().reason == "no member named \"Nobody\" is here to take the seat");
  t.ann.ask(decide(1, HostChoice::Give, "Cid"), 202000);
  t.pump(202000);
  CHECK(t.cid.last().room.seats[1].holder == "Cid");
  CHECK(t.cid.last().room.seats[1].hostChoice == HostChoice::None);
  CHECK(t.cid.last().seats == std::vector<std::int32_t>{1});
}

TEST_CASE("an auto-passed seat is its holder's again when he comes back") {
  RoomServer server(options());
  Table t(server, create("nemesis", 2, "Ann"));
  server.closed(t.bob.id, 1000);
  t.tick(1000 + kGrace);
  t.ann.ask(decide(1, HostChoice::AutoPass), 200000);
  Client back(server, 9, 210000);
  back.session = t.bob.session;
  server.received(back.id, back.session.reconnected(210000), 210000);
  back.pump(210000);
  t.pump(210000);
  CHECK(t.cid.last().room.seats[1].status == static_cast<std::uint8_t>(SeatStatus::Connected));
  CHECK(t.cid.last().room.seats[1].hostChoice == HostChoice::None);
}

TEST_CASE("an adjourned game takes no command until its host resumes it, and stays adjourned across a restart") {
  const std::string path = freshStore("nemesis-adjourn-test.db");
  std::string code;
  {
    nemesis::server::RoomStore store(path);
    ServerOptions o = options();
    o.store = &store;
    RoomServer server(o);
    Table t(server, create("nemesis", 2, "Ann"));
    code = t.code;
    t.ann.ask(decide(-1, HostChoice::Adjourn), 1000);  // at any time: players stop for the night too
    t.pump(1000);
    CHECK(t.cid.last().room.adjourned == 1);
    t.ann.ask(command("pass captain"), 2000);
    CHECK(t.ann.last().reason == "the game is adjourned until the host resumes it");
    server.commit();
  }
  nemesis::server::RoomStore store(path);
  ServerOptions o = options();
  o.store = &store;
  RoomServer again(o);
  Client ann(again, 1, 0);
  ann.ask(join(code, "Ann again"), 0);
  CHECK(ann.last().room.adjourned == 1);
}

TEST_CASE("the host closes the room: every member gets its record and the room is gone") {
  RoomServer server(options());
  Table t(server, create("nemesis", 2, "Ann"));
  t.ann.ask(command("pass captain"), 1000);
  t.bob.ask(ask(RequestKind::Close), 2000);
  CHECK(t.bob.last().reason == "only the host closes the room");
  t.ann.ask(ask(RequestKind::Close), 3000);
  t.pump(3000);
  for (Client* c : {&t.ann, &t.bob, &t.cid}) {
    REQUIRE(c->news.size() >= 2);
    CHECK(c->news[c->news.size() - 2].kind == NewsKind::Record);
    CHECK(c->news[c->news.size() - 2].text.find("\"text\":\"pass captain\"") != std::string::npos);
    CHECK(c->last().room.closed == 1);
  }
  Client dan(server, 7, 4000);
  dan.ask(join(t.code, "Dan"), 4000);
  CHECK(dan.refused.find("no room here has the code") != std::string::npos);
}

TEST_CASE("a room nobody has been in for a day after its game, or before it started, is forgotten") {
  RoomServer server(options());
  Client ann(server, 1, 0);
  ann.ask(create("nemesis", 2, "Ann"), 0);
  const std::string code = ann.last().room.code;
  server.closed(ann.id, 1000);
  const Millis day = 24LL * 60 * 60 * 1000;
  server.tick(1000 + day - 1);
  Client bob(server, 2, 1000 + day - 1);
  bob.ask(join(code, "Bob"), 1000 + day - 1);
  CHECK(bob.refused.empty());  // still there, and Bob's presence keeps it
  server.closed(bob.id, 2000 + day);
  server.tick(2000 + 2 * day);
  Client cid(server, 3, 2000 + 2 * day);
  cid.ask(join(code, "Cid"), 2000 + 2 * day);
  CHECK(cid.refused.find("no room here has the code") != std::string::npos);
}

TEST_CASE("a member takes back its own last command in a room, and a restarted server plays the undo again") {
  const std::string path = freshStore("nemesis-undo-test.db");
  std::string code;
  std::string startView;
  {
    nemesis::server::RoomStore store(path);
    ServerOptions o = options();
    o.store = &store;
    RoomServer server(o);
    Client ann(server, 1, 0);
    ann.ask(create("enormity", 0, "Ann"), 0);
    code = ann.last().room.code;
    Client bob(server, 2, 0);
    bob.ask(join(code, "Bob"), 0);
    ann.ask(sit(0), 0);
    bob.ask(sit(1), 0);
    ann.ask(ask(RequestKind::Start), 0);
    bob.pump(0);
    startView = ann.last().view;
    // A move reveals nothing: Ann moves her Spacer, Bob cannot take it back, Ann can.
    const auto* game = nemesis::server::findOnlineGame("enormity");
    std::string move;
    nemesis::server::TableOptions setup;
    setup.assetsDir = NEMESIS_ASSETS_DIR;
    for (const std::string& c : game->choices(startView, std::vector<int>{0}, setup)) {
      if (move.empty() && c.rfind("move", 0) == 0) move = c;
    }
    REQUIRE_FALSE(move.empty());
    ann.ask(command(move), 1000);
    REQUIRE(ann.last().kind == NewsKind::Table);
    CHECK(ann.last().table.view != startView);
    bob.ask(ask(RequestKind::Undo), 2000);
    CHECK(bob.last().reason == "Only your own last command can be taken back.");
    ann.ask(ask(RequestKind::Undo), 3000);
    REQUIRE(ann.last().kind == NewsKind::Table);
    CHECK(ann.last().table.view == startView);
    CHECK(ann.last().table.commands == 2);
    ann.ask(ask(RequestKind::Undo), 4000);
    CHECK(ann.last().reason == "There is nothing to take back.");
    server.commit();
  }
  nemesis::server::RoomStore store(path);
  ServerOptions o = options();
  o.store = &store;
  RoomServer again(o);
  Client cid(again, 1, 0);
  cid.ask(join(code, "Cid"), 0);
  CHECK(cid.last().view == startView);  // the move and its undo, played again
}

TEST_CASE("a spectator sees every hand only while every player consents, and the room shows it") {
  RoomServer server(options());
  Table t(server, create("nemesis", 2, "Ann"));
  Client dan(server, 4, 0);
  dan.ask(join(t.code, "Dan"), 0);  // a spectator who does not ask
  const auto seeAll = [](bool yes) {
    RoomRequest r = ask(RequestKind::SeeAll);
    r.sandbox = yes ? 1 : 0;
    return r;
  };
  t.cid.ask(seeAll(true), 1000);
  t.ann.ask(seeAll(true), 1000);
  t.pump(1000);
  dan.pump(1000);
  // One player has not consented: Cid sees what Dan sees.
  CHECK(t.cid.last().room.seeingAll.empty());
  CHECK(t.cid.last().view == dan.last().view);
  CHECK(t.cid.last().room.seats[0].consents == 1);
  t.bob.ask(seeAll(true), 2000);
  t.pump(2000);
  dan.pump(2000);
  CHECK(t.cid.last().room.seeingAll == std::vector<std::string>{"Cid"});
  CHECK(t.cid.last().view != dan.last().view);  // every hand
  // And what Cid is sent after a command is his all-seeing view, Dan's the public one.
  t.ann.ask(command("pass captain"), 3000);
  t.pump(3000);
  dan.pump(3000);
  CHECK(t.cid.last().table.view != dan.last().table.view);
  // Bob takes his consent back: Cid sees the public view again.
  t.bob.ask(seeAll(false), 4000);
  t.pump(4000);
  dan.pump(4000);
  CHECK(t.cid.last().room.seeingAll.empty());
  CHECK(t.cid.last().view == dan.last().view);
}

TEST_CASE("a room made from a scenario's text plays its position, and a joining member gets the scenario") {
  const std::string text = nemesis::readFileLimited(std::string(NEMESIS_ASSETS_DIR) + "/scenarios/seed004-canteen.json",
                                                    nemesis::server::kMaxScenario, "a scenario");
  RoomServer server(options());
  Client ann(server, 1, 0);
  RoomRequest make = create("nemesis", 0, "Ann");
  make.scenario = text;
  ann.ask(make, 0);
  REQUIRE(ann.last().kind == NewsKind::Room);
  CHECK(ann.last().scenario == text);
  const RoomInfo room = ann.last().room;
  for (int s = 0; s < static_cast<int>(room.seats.size()); ++s) ann.ask(sit(s), 0);
  ann.ask(ask(RequestKind::Start), 0);
  REQUIRE(ann.last().room.started == 1);
  // Its views read against the scenario's board, and its choices are commands the table plays.
  const auto* game = nemesis::server::findOnlineGame("nemesis");
  nemesis::server::TableOptions setup;
  setup.assetsDir = NEMESIS_ASSETS_DIR;
  setup.scenario = text;
  std::vector<int> all(room.seats.size());
  for (std::size_t i = 0; i < all.size(); ++i) all[i] = static_cast<int>(i);
  const std::vector<std::string> options = game->choices(ann.last().view, all, setup);
  REQUIRE_FALSE(options.empty());
  ann.ask(command(options.front()), 1000);
  CHECK(ann.last().kind == NewsKind::Table);
  // A scenario that does not load: the room is not made, and the reason names it.
  Client bob(server, 2, 0);
  RoomRequest bad = create("nemesis", 0, "Bob");
  bad.scenario = "{\"format\": \"nemesis-scenario\"";
  bob.ask(bad, 0);
  CHECK(bob.refused.find("the game could not be set up: the room's scenario") != std::string::npos);
}
