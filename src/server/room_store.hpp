// Where a server keeps its rooms so that nothing is lost (issue 25): an SQLite database in WAL mode holding each
// room (its game and options, its members with their tokens, seats and the last update each was sent) and every
// command played in it, in order. A command is committed before anyone hears of it, so a server killed at any
// moment restarts with every room at its last acknowledged command: the tables are rebuilt by playing the
// commands again from the same set-up (the games are deterministic for a seed), and the members rejoin with their
// tokens. Names no game.
#pragma once

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

struct sqlite3;
struct sqlite3_stmt;

namespace nemesis::server {

class StoreError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct StoredMember {
  std::string name;
  std::uint64_t token = 0;
  std::vector<int> seats;
  std::uint64_t last = 0;  // the newest update it was sent
  friend bool operator==(const StoredMember&, const StoredMember&) = default;
};

struct StoredCommand {
  int member = 0;
  std::string text;
  friend bool operator==(const StoredCommand&, const StoredCommand&) = default;
};

struct StoredRoom {
  std::string code;
  std::string game;
  int players = 0;
  std::uint64_t seed = 1;
  std::uint64_t salt = 0;  // of the seed's commitment (room_record.hpp)
  std::string scenario;    // the scenario's text it was made from (empty: a new game)
  int turnSeconds = 0;     // the turn timer (0: none)
  bool timerAutoPass = false;
  bool adjourned = false;
  bool sandbox = false;
  bool started = false;
  int host = 0;
  std::vector<StoredMember> members;
  std::vector<StoredCommand> commands;
  friend bool operator==(const StoredRoom&, const StoredRoom&) = default;
};

class RoomStore {
 public:
  // Opens (creating when missing) the database at `path` (":memory:" for a store that keeps nothing). Throws
  // StoreError naming the file and SQLite's reason.
  explicit RoomStore(const std::string& path);
  ~RoomStore();
  RoomStore(const RoomStore&) = delete;
  RoomStore& operator=(const RoomStore&) = delete;

  // Writes between begin() and commit() are one transaction (one write to the disk for a batch of commands from
  // many rooms); outside a batch each write is its own transaction.
  void begin();
  void commit();
  [[nodiscard]] bool inBatch() const { return batch_; }

  // The room's header and members, replacing what was kept (its commands stay).
  void saveRoom(const StoredRoom& room);
  // One more command of the room, with its members' last updates, in one transaction.
  void appendCommand(const std::string& code, const StoredCommand& command, const std::vector<StoredMember>& members);
  // A room closed or expired, with its members and commands.
  void deleteRoom(const std::string& code);
  // Every room, with its commands in order.
  [[nodiscard]] std::vector<StoredRoom> load() const;

 private:
  void exec(const std::string& sql) const;
  // The statement for `sql`, prepared on its first use and kept until the store closes.
  [[nodiscard]] sqlite3_stmt* prepared(const std::string& sql) const;
  void saveMembers(const std::string& code, const std::vector<StoredMember>& members);
  // Runs `write` in the open batch, or in a transaction of its own.
  template <class Write>
  void transaction(Write write);
  sqlite3* db_ = nullptr;
  std::string path_;
  bool batch_ = false;
  mutable std::unordered_map<std::string, sqlite3_stmt*> prepared_;
  // Each room's members as last written (saveMembers writes only the rows that changed).
  std::unordered_map<std::string, std::vector<StoredMember>> savedMembers_;
};

}  // namespace nemesis::server
