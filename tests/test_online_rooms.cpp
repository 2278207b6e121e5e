// Rooms on a server (issue 25), driven by several clients through the pure server (no sockets, no sleeps): a hello
// first, then a room made by one player and joined by others with its code; seats taken, the host starting once
// every seat is taken; commands played only for the seat's own players, a refusal going to its sender alone with
// the engine's reason, every member's update carrying its own view's hash; a spectator that cannot act; a seat
// dropped with its grace countdown shown to the others, and back with what it missed.
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "fresh_store.hpp"
#include "room_harness.hpp"
#include "support.hpp"

TEST_CASE("a room is made, joined by its code, seated, started, and played through its table") {
  RoomServer server(options());
  Client ann(server, 1, 0);
  ann.ask(create("nemesis", 2, "Ann"), 0);
  REQUIRE_FALSE(ann.news.empty());
  const std::string code = ann.last().room.code;
  CHECK(code.size() == 13);
  CHECK(ann.last().room.host == "Ann");
  REQUIRE(ann.last().room.seats.size() == 2);
  CHECK(ann.last().room.seats[0].player == "Captain");
  // Bob joins with the code typed loosely; Cid watches.
  Client bob(server, 2, 10);
  std::string typed = code.substr(0, 4) + "-" + code.substr(4);
  for (char& ch : typed) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  bob.ask(join(typed, "Bob"), 10);
  REQUIRE_FALSE(bob.news.empty());
  CHECK(bob.last().room.code == code);
  Client cid(server, 3, 20);
  cid.ask(join(code, "Cid"), 20);
  ann.ask(sit(0), 30);
  bob.ask(sit(1), 40);
  bob.ask(sit(0), 41);  // taken
  CHECK(bob.last().kind == NewsKind::Refusal);
  CHECK(bob.last().reason == "Captain's seat is taken by Ann");
  // Only the host starts.
  bob.ask(ask(RequestKind::Start), 50);
  CHECK(bob.last().reason == "only the host starts the game");
  ann.ask(ask(RequestKind::Start), 60);
  for (Client* c : {&ann, &bob, &cid}) c->pump(60);
  CHECK(ann.last().room.started == 1);
  CHECK_FALSE(ann.last().view.empty());
  CHECK(ann.last().view != bob.last().view);  // each sees its own hand
  CHECK(cid.last().room.spectators == std::vector<std::string>{"Cid"});
  // Bob cannot play the Captain, nor out of turn; Cid cannot play at all. Only the sender hears of a refusal.
  const int annNews = static_cast<int>(ann.news.size());
  bob.ask(command("pass captain"), 70);
  CHECK(bob.last().reason == "You do not play the Captain: another seat does.");
  bob.ask(command("pass scout"), 71);
  CHECK(bob.last().kind == NewsKind::Refusal);
  CHECK_FALSE(bob.last().rule.empty());
  cid.ask(command("pass captain"), 72);
  CHECK(cid.last().reason == "you are watching: a spectator does not play");
  ann.pump(73);
  CHECK(static_cast<int>(ann.news.size()) == annNews);
  // Ann passes: everyone gets the update, each with its own view's hash.
  ann.ask(command("pass captain"), 80);
  for (Client* c : {&ann, &bob, &cid}) {
    c->pump(80);
    CHECK(c->last().kind == NewsKind::Table);
    CHECK(c->last().table.commands == 1);
  }
  CHECK(ann.last().table.events == bob.last().table.events);
  CHECK(ann.last().table.viewHash != bob.last().table.viewHash);
  // Chat reaches everyone with its sender.
  RoomRequest hi = ask(RequestKind::Chat);
  hi.text = "good luck";
  cid.ask(hi, 90);
  ann.pump(90);
  CHECK(ann.last().kind == NewsKind::Chat);
  CHECK(ann.last().from == "Cid");
  CHECK(server.roomCount() == 1);
}

TEST_CASE("a dropped seat shows its grace countdown to the room, and comes back with what it missed") {
  RoomServer server(options());
  Client ann(server, 1, 0);
  ann.ask(create("nemesis", 2, "Ann"), 0);
  const std::string code = ann.last().room.code;
  Client bob(server, 2, 0);
  bob.ask(join(code, "Bob"), 0);
  ann.ask(sit(0), 0);
  bob.ask(sit(1), 0);
  ann.ask(ask(RequestKind::Start), 0);
  bob.pump(0);
  // Bob's connection dies; Ann sees his seat dropped and when his grace ends.
  server.closed(bob.id, 1000);
  ann.pump(1000);
  REQUIRE(ann.last().kind == NewsKind::Room);
  CHECK(ann.last().room.seats[1].status == static_cast<std::uint8_t>(nemesis::net::SeatStatus::Dropped));
  CHECK(ann.last().room.seats[1].graceEnds == 1000 + 120000);
  // Ann plays on; Bob comes back on a new connection with his token and gets it.
  ann.ask(command("pass captain"), 2000);
  const std::uint64_t held = bob.session.last();
  Client back(server, 3, 5000);
  back.session = bob.session;
  back.news.clear();
  server.received(back.id, back.session.reconnected(5000), 5000);
  back.pump(5000);
  CHECK(back.refused.empty());
  CHECK(back.session.last() > held);
  bool gotTable = false;
  for (const RoomNews& n : back.news) gotTable = gotTable || n.kind == NewsKind::Table;
  CHECK(gotTable);
  ann.pump(5000);
  CHECK(ann.last().room.seats[1].status == static_cast<std::uint8_t>(nemesis::net::SeatStatus::Connected));
  // And plays his turn.
  back.ask(command("pass scout"), 6000);
  CHECK(back.last().kind == NewsKind::Table);
}

TEST_CASE("a server refuses a connection without a hello, a wrong code, an unknown game, with the reason") {
  RoomServer server(options());
  // No hello first.
  server.opened(1, 0);
  ClientSession rude;
  server.received(1, rude.roomMessage(nemesis::wire::encode(create("nemesis", 2, "X")), 0), 0);
  (void)rude.received(server.takeOutput(1), 0);
  CHECK(rude.error() == "refused by the server: a connection's first request is its hello");
  // Rules data that differ.
  server.opened(2, 0);
  ClientSession other;
  RoomRequest hello = ask(RequestKind::Hello);
  hello.hello.program = "nemesis 0.1";
  hello.hello.games = {{"nemesis", 99}};
  server.received(2, other.roomMessage(nemesis::wire::encode(hello), 0), 0);
  (void)other.received(server.takeOutput(2), 0);
  CHECK(other.error().find("the rules data of nemesis differ") != std::string::npos);
  // A code no room has, and a game the server does not play.
  Client lost(server, 3, 0);
  lost.ask(join("ABCD-EFGH", "Lost"), 0);
  CHECK(lost.refused ==
        "refused by the server: no room here has the code \"ABCD-EFGH\": check it with whoever "
        "gave it to you");
  Client chess(server, 4, 0);
  chess.ask(create("chess", 2, "C"), 0);
  CHECK(chess.refused == "refused by the server: this server plays no game named \"chess\"");
  CHECK(server.takeClosing() == std::vector<ConnectionId>{1, 2, 3, 4});
  CHECK(server.roomCount() == 0);
}

TEST_CASE("an Enormity room plays through the same rooms and sessions") {
  RoomServer server(options());
  Client ann(server, 1, 0);
  ann.ask(create("enormity", 0, "Ann"), 0);
  const auto seats = ann.last().room.seats;
  REQUIRE(seats.size() >= 2);
  Client bob(server, 2, 0);
  bob.ask(join(ann.last().room.code, "Bob"), 0);
  ann.ask(sit(0), 0);
  for (int s = 1; s < static_cast<int>(seats.size()); ++s) bob.ask(sit(s), 0);
  ann.ask(ask(RequestKind::Start), 0);
  bob.ask(command("noise " + seats[0].player), 10);
  CHECK(bob.last().reason == "You do not play " + seats[0].player + ": another seat does.");
  ann.ask(command("noise " + seats[0].player), 20);
  bob.pump(20);
  CHECK(ann.last().kind == NewsKind::Table);
  CHECK(bob.last().kind == NewsKind::Table);
  CHECK(ann.last().table == bob.last().table);
}

TEST_CASE("the room store keeps rooms, members and commands, and a restarted server goes on from them") {
  const std::string path = freshStore("nemesis-rooms-test.db");
  nemesis::server::RoomStore store(path);
  ServerOptions o = options();
  o.store = &store;
  std::string code;
  std::string annView;
  ClientSession annSession;
  ClientSession bobSession;
  {
    RoomServer first(o);
    Client ann(first, 1, 0);
    ann.ask(create("nemesis", 2, "Ann"), 0);
    code = ann.last().room.code;
    Client bob(first, 2, 0);
    bob.ask(join(code, "Bob"), 0);
    ann.ask(sit(0), 0);
    bob.ask(sit(1), 0);
    ann.ask(ask(RequestKind::Start), 0);
    ann.ask(command("pass captain"), 10);
    bob.pump(10);
    REQUIRE(ann.last().kind == NewsKind::Table);
    annSession = ann.session;
    bobSession = bob.session;
    // What the store holds: the room, its two members with their seats, the one command.
    const auto rooms = store.load();
    REQUIRE(rooms.size() == 1);
    CHECK(rooms[0].code == code);
    CHECK(rooms[0].started);
    REQUIRE(rooms[0].members.size() == 2);
    CHECK(rooms[0].members[1].name == "Bob");
    CHECK(rooms[0].members[1].seats == std::vector<int>{1});
    CHECK(rooms[0].commands == std::vector<nemesis::server::StoredCommand>{{0, "pass captain"}});
  }  // the server is gone, as if killed: only the store remains
  RoomServer second(o);
  CHECK(second.roomCount() == 1);
  // Ann comes back with her token: a snapshot of the room, started, with her view after the command.
  Client ann(second, 11, 100);
  ann.session = annSession;
  ann.news.clear();
  second.received(ann.id, ann.session.reconnected(100), 100);
  ann.pump(100);
  CHECK(ann.refused.empty());
  REQUIRE_FALSE(ann.news.empty());
  CHECK(ann.last().room.code == code);
  CHECK(ann.last().room.started == 1);
  CHECK_FALSE(ann.last().view.empty());
  // Bob too, and it is his turn: the command before the restart was kept.
  Client bob(second, 12, 110);
  bob.session = bobSession;
  bob.news.clear();
  second.received(bob.id, bob.session.reconnected(110), 110);
  bob.pump(110);
  bob.ask(command("pass scout"), 120);
  REQUIRE(bob.last().kind == NewsKind::Table);
  CHECK(bob.last().table.commands == 2);
  CHECK(store.load()[0].commands.size() == 2);
}

TEST_CASE("the room store gives back a room as it was saved: its scenario, and its members after each change") {
  const std::string path = freshStore("nemesis-rooms-fields.db");
  nemesis::server::StoredRoom room;
  room.code = "ABCD";
  room.game = "nemesis";
  room.players = 2;
  room.seed = 0xFEDCBA9876543210ULL;  // every bit kept, the high one too
  room.salt = 77;
  room.scenario = "{\"format\": \"nemesis-scenario\"}";
  room.turnSeconds = 90;
  room.timerAutoPass = true;
  room.started = true;
  room.host = 1;
  room.members = {{"Ann", 1, {0}, 3}, {"Bob", 2, {1}, 4}, {"Cid", 3, {}, 4}};
  const auto reopened = [&] { return nemesis::server::RoomStore(path).load(); };
  {
    nemesis::server::RoomStore store(path);
    store.saveRoom(room);
    // A command changes one member's newest update; then a member leaves and one joins.
    room.members[1].last = 9;
    store.appendCommand(room.code, {1, "pass scout"}, room.members);
    room.commands = {{1, "pass scout"}};
    CHECK(store.load() == std::vector<nemesis::server::StoredRoom>{room});
    room.members.pop_back();
    room.members[0].seats = {0, 1};
    store.saveRoom(room);
    CHECK(store.load() == std::vector<nemesis::server::StoredRoom>{room});
    room.members.push_back({"Dan", 5, {}, 0});
    store.appendCommand(room.code, {-1, "#undo"}, room.members);
    room.commands.push_back({-1, "#undo"});
  }
  CHECK(reopened() == std::vector<nemesis::server::StoredRoom>{room});
  // Deleted, then made again under the same code: nothing of the first is left.
  {
    nemesis::server::RoomStore store(path);
    store.deleteRoom(room.code);
    room.members = {{"Eve", 6, {0, 1}, 0}};
    room.commands.clear();
    store.saveRoom(room);
  }
  CHECK(reopened() == std::vector<nemesis::server::StoredRoom>{room});
}

TEST_CASE("a room store that cannot be opened says which file and why") {
  CHECK_THROWS_WITH_AS(nemesis::server::RoomStore("/no-such-folder/rooms.db"),
                       doctest::Contains("/no-such-folder/rooms.db: "), nemesis::server::StoreError);
}

TEST_CASE("tokens and join codes come from the random source the server is given, not from a seeded generator") {
  // nemesis-server passes the operating system's randomness: a seeded generator would let one code or token seen
  // give away the others.
  ServerOptions o = options();
  auto draws = std::make_shared<std::uint64_t>(0);
  o.random = [draws] { return ++*draws * 0x9E3779B97F4A7C15ULL; };
  RoomServer server(o);
  Client ann(server, 1, 0);
  ann.ask(create("nemesis", 2, "Ann"), 0);
  // The room's seed and its commitment's salt take the first two draws, its code the next two, Ann's seat's token
  // the fifth.
  CHECK(*draws == 5);
  CHECK(ann.session.token() == 5 * 0x9E3779B97F4A7C15ULL);
}

TEST_CASE("a connection whose requests run ahead of their pace is left unread until they are back at it") {
  ServerOptions o = options();
  o.requestsPerSecond = 10;
  o.requestBurst = 20;
  RoomServer server(o);
  Client ann(server, 1, 0);
  ann.ask(create("nemesis", 2, "Ann"), 0);
  Client bob(server, 2, 0);
  bob.ask(join(ann.last().room.code, "Bob"), 0);
  // A burst within the pace: read on at once (the hello and the request to make the room count too).
  CHECK(server.readPause(1, 0) == 0);
  // Ann floods the room with chat: 100 requests in one go. Every one is played (nothing is refused or lost), and
  // her connection is then left unread for as long as her pace needs to catch up: 82 requests past her burst at 10 a
  // second.
  RoomRequest chat = ask(RequestKind::Chat);
  chat.text = "hello";
  std::string flood;
  for (int i = 0; i < 100; ++i) flood += ann.session.roomMessage(nemesis::wire::encode(chat), 0);
  server.received(1, flood, 0);
  ann.pump(0);
  bob.pump(0);
  CHECK(bob.count(NewsKind::Chat) == 100);
  CHECK(server.readPause(1, 0) == 8200);
  CHECK(server.readPause(1, 4100) == 4100);
  CHECK(server.readPause(1, 8200) == 0);
  // Bob, at his own pace, is never paused by hers.
  CHECK(server.readPause(2, 0) == 0);
}

TEST_CASE("a room commits to a seed the server drew, and keeps it and its record until the game is over") {
  RoomServer server(options());
  Client ann(server, 1, 0);
  ann.ask(create("nemesis", 2, "Ann"), 0);  // asks for seed 7: not a sandbox, so the server draws its own
  Client bob(server, 2, 0);
  bob.ask(create("nemesis", 2, "Bob"), 0);  // seed 7 asked again
  const RoomInfo a = ann.last().room;
  const RoomInfo b = bob.last().room;
  CHECK(a.commitment.size() == 64);
  CHECK(a.commitment != b.commitment);
  CHECK(a.seed == 0);  // revealed only at the end
  CHECK(a.salt == 0);
  // The record is released when the game is over, not before.
  ann.ask(ask(RequestKind::Record), 0);
  CHECK(ann.last().kind == NewsKind::Refusal);
  CHECK(ann.last().reason == "the room's record is released when the game is over");
}
