// What a client asks a room and what a room tells its members (issue 25), carried in the session layer's Room
// messages and Updates (net/session.hpp) in the wire's bounded encoding. Names no game: a game is its registered
// name, a view and a table update are the game's bytes.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/kernel/wire.hpp"
#include "net/hello.hpp"
#include "online_game.hpp"

namespace nemesis::server {

inline constexpr std::size_t kMaxChat = 500;
inline constexpr std::size_t kMaxCommand = 500;
inline constexpr std::size_t kMaxSeats = 8;
inline constexpr std::size_t kMaxMembers = 64;  // players and spectators of one room
// A room's scenario (its text: a client's message is at most 64 KiB).
inline constexpr std::size_t kMaxScenario = 60000;
inline constexpr std::uint32_t kMaxTurnSeconds = 7U * 24U * 60U * 60U;  // a move a week: a slow game by post

enum class RequestKind : std::uint8_t {
  Hello = 1,  // hello: the first request of every connection
  Create,     // game, players, seed, sandbox, name, turnSeconds, timerAutoPass: a new room, its maker its host (a
              // spectator until it sits)
  Join,       // code, name: into a room as a spectator
  Sit,        // seat: take a free seat of the table (a player may hold several) before the game starts
  Start,      // the host starts the game once every seat is taken
  Command,    // text: a command in the game's script syntax
  Chat,       // text
  Record,     // the room's record (room_record.hpp), once the game is over
  Decide,     // seat, choice (HostChoice), name: the host's choice for a seat whose grace period is over
  Resume,     // the host resumes an adjourned game
  Close,      // the host closes the room: every member is sent its record (once started) and the room ends
  Undo,       // takes back the member's own last command (OnlineTable::undo says when it may)
  SeeAll,     // sandbox (1 yes, 0 no): a player's consent to spectators seeing every hand; a spectator's wish to
              // see them (granted while every player consents; shown in the room)
};

// What the host chose for a seat whose holder's grace period ran out (shown to the room with the seat).
enum class HostChoice : std::uint8_t {
  None = 0,
  Wait,      // keep waiting for the holder
  AutoPass,  // the seat's moves are played for it (the game's pass) until its holder is back
  Give,      // the seat goes to another member (`name`)
  Adjourn,   // the game stops until the host resumes it (commands wait; days later, with the same code)
};

struct RoomRequest {
  RequestKind kind = RequestKind::Hello;
  net::ClientHello hello;
  std::string game;
  std::int32_t players = 0;
  std::uint64_t seed = 1;
  std::uint8_t sandbox = 0;
  std::string name;
  std::string code;
  std::int32_t seat = -1;
  std::string text;
  std::uint32_t turnSeconds = 0;   // Create: the turn timer (0: none)
  std::uint8_t timerAutoPass = 0;  // Create: when the time is out, the move is played for the player (else advisory)
  HostChoice choice = HostChoice::None;  // Decide
  std::string scenario;                  // Create: the game from this scenario's position (its text), else a new one
  template <class Archive>
  void serialize(Archive& ar) {
    ar(kind, hello, wire::bounded("game", net::kMaxNameLength, game), players, seed, sandbox,
       wire::bounded("name", net::kMaxNameLength, name), wire::bounded("code", 32, code), seat,
       wire::bounded("text", kMaxChat > kMaxCommand ? kMaxChat : kMaxCommand, text), turnSeconds, timerAutoPass, choice,
       wire::bounded("scenario", kMaxScenario, scenario));
  }
};

// A seat of the table as every member sees it.
struct SeatInfo {
  std::string player;                        // the game's name for it ("Scout")
  std::string holder;                        // the member sitting there ("" while free)
  std::uint8_t status = 0;                   // net::SeatStatus of its holder's connection (Empty while free)
  std::int64_t graceEnds = 0;                // a dropped holder's grace period ends at (server milliseconds)
  HostChoice hostChoice = HostChoice::None;  // what the host chose once the grace period ran out
  std::uint8_t consents = 0;                 // its holder lets spectators who ask see every hand
  friend bool operator==(const SeatInfo&, const SeatInfo&) = default;
  template <class Archive>
  void serialize(Archive& ar) {
    ar(wire::bounded("player", net::kMaxNameLength, player), wire::bounded("holder", net::kMaxNameLength, holder),
       status, graceEnds, hostChoice, consents);
  }
};

struct RoomInfo {
  std::string code;
  std::string game;
  std::uint8_t sandbox = 0;
  std::uint8_t started = 0;
  std::uint8_t finished = 0;  // the game is over
  std::string commitment;     // SHA-256 of the game, its seed and a salt (room_record.hpp), from the start
  std::uint64_t seed = 0;     // the seed and the salt, revealed once the game is over (0 before)
  std::uint64_t salt = 0;
  std::uint32_t turnSeconds = 0;    // the turn timer (0: none)
  std::uint8_t timerAutoPass = 0;   // when it runs out the move is played for the player (else it is advisory)
  std::int64_t turnEnds = 0;        // the running timer ends at (server milliseconds; 0: none running)
  std::vector<std::int32_t> toAct;  // the seats the game waits for (none: anyone may act)
  std::uint8_t adjourned = 0;       // the host adjourned the game: no command until it resumes
  std::uint8_t closed = 0;          // the host closed the room (the last news of it)
  std::int64_t now = 0;             // the server's clock when this was sent (for the countdowns)
  std::string host;
  std::vector<SeatInfo> seats;
  std::vector<std::string> spectators;
  std::vector<std::string> seeingAll;  // the spectators shown every hand (each asked, every player consents)
  friend bool operator==(const RoomInfo&, const RoomInfo&) = default;
  template <class Archive>
  void serialize(Archive& ar) {
    ar(wire::bounded("code", 32, code), wire::bounded("game", net::kMaxNameLength, game), sandbox, started, finished,
       wire::bounded("commitment", 64, commitment), seed, salt, turnSeconds, timerAutoPass, turnEnds,
       wire::bounded("toAct", kMaxSeats, toAct), adjourned, closed, now,
       wire::bounded("host", net::kMaxNameLength, host), wire::bounded("seats", kMaxSeats, seats),
       wire::bounded("spectators", kMaxMembers, spectators), wire::bounded("seeingAll", kMaxMembers, seeingAll));
  }
};

enum class NewsKind : std::uint8_t {
  Room = 1,  // room: the room as it stands (a snapshot, or after a seat or status changed); seats: the seats the
             // member told holds; view: the member's view of the game once it started
  Table,     // table: a command was played
  Refusal,   // reason, rule: the member's request or command was refused (to that member alone)
  Chat,      // from, text
  Record,    // text: the room's record (to the member who asked)
};

struct RoomNews {
  NewsKind kind = NewsKind::Room;
  RoomInfo room;
  std::vector<std::int32_t> seats;
  std::string scenario;  // Room news a member joins or rejoins with: the room's scenario, if it was made from one
  std::string view;
  TableUpdate table;
  std::string reason;
  std::string rule;
  std::string from;
  std::string text;
  template <class Archive>
  void serialize(Archive& ar) {
    ar(kind, room, wire::bounded("seats", kMaxSeats, seats), wire::bounded("scenario", kMaxScenario, scenario),
       wire::bounded("view", 1U << 21U, view), table, wire::bounded("reason", net::kMaxReasonLength, reason),
       wire::bounded("rule", net::kMaxReasonLength, rule), wire::bounded("from", net::kMaxNameLength, from),
       wire::bounded("text", 1U << 21U, text));
  }
};

}  // namespace nemesis::server
