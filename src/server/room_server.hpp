// A server's rooms (issue 25), above the session layer: the hello, rooms made and joined by an unguessable code, the
// table's seats taken by members (a member may hold several; the others watch), the host starting the game, every
// command through the table (a refusal goes to its sender alone, an update to every member), chat, and each
// seat's drop, grace countdown and return shown to the room. Names no game (the registry opens the tables).
//
// Pure, like the session layer: bytes in, bytes out, the time given by the caller; the program (sockets, the
// clock, the storage) is a thin shell around it, and the tests drive several clients through it without sleeping.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "net/rate_limit.hpp"
#include "net/session.hpp"
#include "online_game.hpp"
#include "room_messages.hpp"
#include "room_record.hpp"
#include "room_store.hpp"

namespace nemesis::server {

struct ServerOptions {
  net::SessionConfig session;
  std::string program = "nemesis-server";
  std::string assetsDir;
  std::vector<net::GameRules> games;  // what a hello is compared with (each registered game, its rules hash)
  // Where tokens and join codes come from: the program passes the operating system's randomness; when empty, a
  // generator seeded with `seed` (tests).
  net::RandomSource random;
  std::uint64_t seed = 1;
  std::size_t maxRooms = 10000;
  // Each connection's room requests (commands, chat, seats) are paced: a burst of `requestBurst`, then
  // `requestsPerSecond`; past that the transport stops reading the connection until the debt is paid
  // (readPause), so a flood from one client slows that client alone.
  double requestsPerSecond = 30;
  double requestBurst = 60;
  // A room whose game is over, or never started, with no member connected for this long is closed and forgotten
  // (its record went to whoever asked); an adjourned or unfinished game is kept until its host closes it.
  net::Millis idleRoomExpiry = 24LL * 60 * 60 * 1000;
  // Where rooms are kept (none: in memory only). The server reopens every room it holds when it starts, and
  // commits each change before anyone hears of it.
  RoomStore* store = nullptr;
};

class RoomServer {
 public:
  explicit RoomServer(ServerOptions options);
  // A clean stop commits what the last batch wrote (nobody heard of it yet, so losing it would lose nothing a
  // player saw, but keeping it is better).
  ~RoomServer();
  RoomServer(const RoomServer&) = delete;
  RoomServer& operator=(const RoomServer&) = delete;

  void opened(net::ConnectionId c, net::Millis now);
  void received(net::ConnectionId c, std::string_view bytes, net::Millis now);
  void closed(net::ConnectionId c, net::Millis now);
  // How long the transport should leave the connection unread: its requests ran ahead of their pace (0: none).
  [[nodiscard]] net::Millis readPause(net::ConnectionId c, net::Millis now) const;
  void tick(net::Millis now);
  // What to write to a connection. The store's batch is committed first: no byte of a change leaves before the
  // change is on disk.
  [[nodiscard]] std::string takeOutput(net::ConnectionId c) {
    commit();
    return sessions_.takeOutput(c);
  }
  // Commits the store's batch (the writes since the last commit, from every room: one write to the disk).
  void commit() {
    if (options_.store != nullptr) options_.store->commit();
  }
  [[nodiscard]] std::vector<net::ConnectionId> takeClosing() { return sessions_.takeClosing(); }
  [[nodiscard]] std::vector<net::ConnectionId> takeWritable() { return sessions_.takeWritable(); }
  [[nodiscard]] std::size_t roomCount() const { return rooms_.size(); }

 private:
  struct Member {
    std::string name;
    net::SeatId session = -1;
    std::vector<int> seats;  // the table's seats it holds (none: it watches)
    bool consents = false;   // a player: lets spectators who ask see every hand
    bool seesAll = false;    // a spectator: asks to see every hand (granted while every player consents)
  };
  struct Room {
    std::string code;
    std::string game;
    int playersAsked = 0;    // the set-up it was made with (kept, so a restart opens the same table)
    std::uint64_t seed = 1;  // drawn by the server (a sandbox's maker may choose it)
    std::string scenario;    // the scenario it was made from (its text; empty: a new game)
    std::uint64_t salt = 0;  // of its commitment, shown from the start, revealed with the seed at the end
    std::string commitment;
    bool sandbox = false;
    bool started = false;
    std::unique_ptr<OnlineTable> table;
    std::vector<RecordedCommand> played;  // the record released at the end
    int turnSeconds = 0;                  // the turn timer (0: none)
    bool timerAutoPass = false;           // at its end the move is played for the player (else advisory)
    net::Millis turnEnds = 0;             // the running timer's end (0: none running)
    bool overdueTold = false;             // the room was told the timer ran out (advisory)
    std::vector<int> toAct;               // the players the game waits for, as last told
    bool adjourned = false;
    std::vector<HostChoice> choices;   // per seat: the host's choice after its grace period
    net::Millis lastPresence = 0;      // a member was last connected (for expiry)
    std::vector<std::string> players;  // the table's seats, by the game's names
    std::vector<int> holder;           // per seat: the member holding it, -1 free
    std::vector<Member> members;
    int host = 0;
  };

  void request(net::ConnectionId c, const RoomRequest& r, net::Millis now);
  void create(net::ConnectionId c, const RoomRequest& r, net::Millis now);
  void join(net::ConnectionId c, const RoomRequest& r, net::Millis now);
  void memberRequest(Room& room, int member, const RoomRequest& r, net::Millis now);
  // room_flow.cpp: what happens to a room over time and by its host's choices.
  void played(Room& room, int member, const std::vector<int>& seats, const std::string& text, net::Millis now);
  void restartTimer(Room& room, net::Millis now);
  void autoPlay(Room& room, net::Millis now);
  void decide(Room& room, int member, const RoomRequest& r, net::Millis now);
  void close(Room& room);
  void tickRooms(net::Millis now);
  [[nodiscard]] std::vector<int> allSeats(const Room& room) const;
  // What a member is shown: its own seats; a spectator who asked to see all, every seat once every player consents.
  [[nodiscard]] std::vector<int> shownSeats(const Room& room, const Member& m) const;
  [[nodiscard]] static bool everyoneConsents(const Room& room);
  void seatChanges();
  [[nodiscard]] RoomInfo infoOf(const Room& room) const;
  [[nodiscard]] static RoomRecord recordOf(const Room& room);
  [[nodiscard]] std::string snapshotOf(net::SeatId session) const;
  void tell(Room& room, int member, const RoomNews& news);
  void tellAll(Room& room, NewsKind kind);
  void refuse(Room& room, int member, const std::string& reason, const std::string& rule = {});
  [[nodiscard]] std::string newCode();
  int addMember(Room& room, net::ConnectionId c, const std::string& name, net::Millis now);
  void restore(const StoredRoom& stored);
  void save(const Room& room);
  [[nodiscard]] std::vector<StoredMember> storedMembers(const Room& room) const;

  ServerOptions options_;
  net::RandomSource random_;  // before the sessions: they draw their tokens from it
  net::ServerSessions sessions_;
  std::map<std::string, Room> rooms_;                           // by join code
  std::map<net::SeatId, std::pair<std::string, int>> members_;  // a session's room and member
  net::Millis now_ = 0;          // the time of the last call in (what RoomInfo says the server's clock showed)
  std::set<std::string> timed_;  // the rooms whose turn timer runs (a tick looks at these, not at every room)
  net::Millis nextSweep_ = 0;    // when a tick next looks at every room (presence, expiry)
  std::map<net::ConnectionId, net::TokenBucket> paces_;  // each connection's requests
  std::set<net::ConnectionId> greeted_;                  // connections whose hello was accepted
};

// A join code as typed: case and dashes do not matter ("k7q2-...").
[[nodiscard]] std::string normaliseCode(std::string_view typed);

}  // namespace nemesis::server
