#include "room_store.hpp"

#include <sqlite3.h>

#include <map>
#include <set>
#include <string_view>

namespace nemesis::server {

namespace {

// A use of one of the store's prepared statements (RoomStore::prepared): reset, its bindings cleared, when it goes
// out of scope, so the next use starts clean.
class Statement {
 public:
  Statement(sqlite3* db, sqlite3_stmt* s, const std::string& where) : db_(db), s_(s), where_(where) {}
  ~Statement() {
    sqlite3_reset(s_);
    sqlite3_clear_bindings(s_);
  }
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;

  Statement& bind(int i, std::int64_t v) {
    if (sqlite3_bind_int64(s_, i, v) != SQLITE_OK) fail();
    return *this;
  }
  Statement& bind(int i, const std::string& v) {
    if (sqlite3_bind_text(s_, i, v.data(), static_cast<int>(v.size()), SQLITE_TRANSIENT) != SQLITE_OK) fail();
    return *this;
  }
  // True while a row is there to read.
  bool step() {
    const int rc = sqlite3_step(s_);
    if (rc == SQLITE_ROW) return true;
    if (rc != SQLITE_DONE) fail();
    return false;
  }
  [[nodiscard]] std::int64_t integer(int column) const { return sqlite3_column_int64(s_, column); }
  [[nodiscard]] std::string text(int column) const {
    const auto* p = sqlite3_column_text(s_, column);
    return p == nullptr ? std::string() : std::string(reinterpret_cast<const char*>(p));
  }

 private:
  [[noreturn]] void fail() const { throw StoreError(where_ + ": " + sqlite3_errmsg(db_)); }
  sqlite3* db_;
  sqlite3_stmt* s_;
  const std::string& where_;
};

std::string seatsText(const std::vector<int>& seats) {
  std::string s;
  for (const int seat : seats) s += (s.empty() ? "" : ",") + std::to_string(seat);
  return s;
}

std::vector<int> seatsOf(const std::string& text) {
  std::vector<int> seats;
  int value = 0;
  bool digits = false;
  for (const char ch : text + ",") {
    if (ch >= '0' && ch <= '9') {
      value = value * 10 + (ch - '0');
      digits = true;
    } else if (digits) {
      seats.push_back(value);
      value = 0;
      digits = false;
    }
  }
  return seats;
}

// Tokens are 64 random bits; SQLite's integers are signed: stored as the same bits.
std::int64_t asStored(std::uint64_t v) {
  return static_cast<std::int64_t>(v);
}
std::uint64_t asToken(std::int64_t v) {
  return static_cast<std::uint64_t>(v);
}

}  // namespace

RoomStore::RoomStore(const std::string& path) : path_(path) {
  if (sqlite3_open_v2(path.c_str(), &db_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nullptr) !=
      SQLITE_OK) {
    const std::string why = db_ != nullptr ? sqlite3_errmsg(db_) : "out of memory";
    sqlite3_close(db_);
    db_ = nullptr;
    throw StoreError(path + ": " + why);
  }
  // WAL: readers never block the writer, and a commit is one append; FULL: a commit is on disk before the command
  // it holds is acknowledged, so a power cut loses nothing acknowledged either.
  exec("PRAGMA journal_mode=WAL");
  exec("PRAGMA synchronous=FULL");
  exec("PRAGMA busy_timeout=5000");
  exec(
      "CREATE TABLE IF NOT EXISTS rooms(code TEXT PRIMARY KEY, game TEXT NOT NULL, players INTEGER, seed INTEGER, "
      "sandbox INTEGER, started INTEGER, host INTEGER, salt INTEGER DEFAULT 0, turn_seconds INTEGER DEFAULT 0, "
      "timer_auto_pass INTEGER DEFAULT 0, adjourned INTEGER DEFAULT 0, scenario TEXT DEFAULT '')");
  exec(
      "CREATE TABLE IF NOT EXISTS members(code TEXT, idx INTEGER, name TEXT, token INTEGER, seats TEXT, "
      "last INTEGER, PRIMARY KEY(code, idx))");
  exec("CREATE TABLE IF NOT EXISTS commands(code TEXT, n INTEGER, member INTEGER, text TEXT, PRIMARY KEY(code, n))");
  // Columns that came after the first stores, added to one without them: the salt of a room's seed commitment
  // (room_record.hpp; older rooms showed none), its turn timer and whether it is adjourned.
  std::set<std::string> columns;
  {
    Statement info(db_, prepared("PRAGMA table_info(rooms)"), path_);
    while (info.step()) columns.insert(info.text(1));
  }
  for (const char* column : {"salt", "turn_seconds", "timer_auto_pass", "adjourned"}) {
    if (columns.count(column) == 0) exec(std::string("ALTER TABLE rooms ADD COLUMN ") + column + " INTEGER DEFAULT 0");
  }
  if (columns.count("scenario") == 0) exec("ALTER TABLE rooms ADD COLUMN scenario TEXT DEFAULT ''");
}

void RoomStore::deleteRoom(const std::string& code) {
  transaction([&] {
    for (const char* sql : {"DELETE FROM rooms WHERE code = ?", "DELETE FROM members WHERE code = ?",
                            "DELETE FROM commands WHERE code = ?"}) {
      Statement(db_, prepared(sql), path_).bind(1, code).step();
    }
  });
  savedMembers_.erase(code);
}

RoomStore::~RoomStore() {
  for (auto& [sql, statement] : prepared_) sqlite3_finalize(statement);
  sqlite3_close(db_);
}

sqlite3_stmt* RoomStore::prepared(const std::string& sql) const {
  const auto it = prepared_.find(sql);
  if (it != prepared_.end()) return it->second;
  sqlite3_stmt* statement = nullptr;
  // Prepared once and kept: at 10,000 rooms a command's writes were spending as long compiling their SQL as
  // running it.
  if (sqlite3_prepare_v3(db_, sql.data(), static_cast<int>(sql.size()), SQLITE_PREPARE_PERSISTENT, &statement,
                         nullptr) != SQLITE_OK) {
    sqlite3_finalize(statement);
    throw StoreError(path_ + ": " + sqlite3_errmsg(db_));
  }
  prepared_.emplace(sql, statement);
  return statement;
}

void RoomStore::exec(const std::string& sql) const {
  char* error = nullptr;
  if (sqlite3_exec(db_, sql.c_str(), nullptr, nullptr, &error) != SQLITE_OK) {
    const std::string why = error != nullptr ? error : sqlite3_errmsg(db_);
    sqlite3_free(error);
    throw StoreError(path_ + ": " + why);
  }
}

void RoomStore::begin() {
  if (batch_) return;
  exec("BEGIN IMMEDIATE");
  batch_ = true;
}

void RoomStore::commit() {
  if (!batch_) return;
  batch_ = false;
  try {
    exec("COMMIT");
  } catch (...) {
    savedMembers_.clear();  // what it remembers as written may not be: the next save of each room writes it whole
    throw;
  }
}

template <class Write>
void RoomStore::transaction(Write write) {
  if (batch_) {
    write();
    return;
  }
  exec("BEGIN IMMEDIATE");
  try {
    write();
    exec("COMMIT");
  } catch (...) {
    savedMembers_.clear();
    exec("ROLLBACK");
    throw;
  }
}

void RoomStore::saveMembers(const std::string& code, const std::vector<StoredMember>& members) {
  // Only the rows that changed since the store last wrote them (a command changes the newest update of a member
  // or two, not the room's members): a room it has not written yet (or after a failed write) is written whole.
  auto saved = savedMembers_.find(code);
  if (saved == savedMembers_.end()) {
    Statement(db_, prepared("DELETE FROM members WHERE code = ?"), path_).bind(1, code).step();
    saved = savedMembers_.emplace(code, std::vector<StoredMember>()).first;
  }
  std::vector<StoredMember>& was = saved->second;
  for (std::size_t i = 0; i < members.size(); ++i) {
    const StoredMember& m = members[i];
    if (i < was.size() && was[i] == m) continue;
    Statement(db_,
              prepared("INSERT OR REPLACE INTO members(code, idx, name, token, seats, last) VALUES(?, ?, ?, ?, ?, ?)"),
              path_)
        .bind(1, code)
        .bind(2, static_cast<std::int64_t>(i))
        .bind(3, m.name)
        .bind(4, asStored(m.token))
        .bind(5, seatsText(m.seats))
        .bind(6, asStored(m.last))
        .step();
  }
  if (was.size() > members.size()) {
    Statement(db_, prepared("DELETE FROM members WHERE code = ? AND idx >= ?"), path_)
        .bind(1, code)
        .bind(2, static_cast<std::int64_t>(members.size()))
        .step();
  }
  was = members;
}

void RoomStore::saveRoom(const StoredRoom& room) {
  transaction([&] {
    Statement put(
        db_,
        prepared("INSERT OR REPLACE INTO rooms(code, game, players, seed, sandbox, started, host, salt, "
                 "turn_seconds, timer_auto_pass, adjourned, scenario) VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
        path_);
    put.bind(1, room.code)
        .bind(2, room.game)
        .bind(3, room.players)
        .bind(4, asStored(room.seed))
        .bind(5, room.sandbox ? 1 : 0)
        .bind(6, room.started ? 1 : 0)
        .bind(7, room.host)
        .bind(8, asStored(room.salt))
        .bind(9, room.turnSeconds)
        .bind(10, room.timerAutoPass ? 1 : 0)
        .bind(11, room.adjourned ? 1 : 0)
        .bind(12, room.scenario)
        .step();
    saveMembers(room.code, room.members);
  });
}

void RoomStore::appendCommand(const std::string& code, const StoredCommand& command,
                              const std::vector<StoredMember>& members) {
  transaction([&] {
    // The next number from the key's index (MAX is one look-up; COUNT read every command of the room).
    Statement put(db_,
                  prepared("INSERT INTO commands(code, n, member, text) "
                           "VALUES(?, (SELECT COALESCE(MAX(n) + 1, 0) FROM commands WHERE code = ?), ?, ?)"),
                  path_);
    put.bind(1, code).bind(2, code).bind(3, command.member).bind(4, command.text).step();
    saveMembers(code, members);
  });
}

std::vector<StoredRoom> RoomStore::load() const {
  std::map<std::string, StoredRoom> rooms;
  Statement r(db_,
              prepared("SELECT code, game, players, seed, sandbox, started, host, salt, turn_seconds, timer_auto_pass, "
                       "adjourned, scenario FROM rooms"),
              path_);
  while (r.step()) {
    StoredRoom room;
    room.code = r.text(0);
    room.game = r.text(1);
    room.players = static_cast<int>(r.integer(2));
    room.seed = asToken(r.integer(3));
    room.sandbox = r.integer(4) != 0;
    room.started = r.integer(5) != 0;
    room.host = static_cast<int>(r.integer(6));
    room.salt = asToken(r.integer(7));
    room.turnSeconds = static_cast<int>(r.integer(8));
    room.timerAutoPass = r.integer(9) != 0;
    room.adjourned = r.integer(10) != 0;
    room.scenario = r.text(11);
    rooms[room.code] = room;
  }
  Statement m(db_, prepared("SELECT code, name, token, seats, last FROM members ORDER BY code, idx"), path_);
  while (m.step()) {
    const auto it = rooms.find(m.text(0));
    if (it == rooms.end()) continue;
    it->second.members.push_back({m.text(1), asToken(m.integer(2)), seatsOf(m.text(3)), asToken(m.integer(4))});
  }
  Statement c(db_, prepared("SELECT code, member, text FROM commands ORDER BY code, n"), path_);
  while (c.step()) {
    const auto it = rooms.find(c.text(0));
    if (it == rooms.end()) continue;
    it->second.commands.push_back({static_cast<int>(c.integer(1)), c.text(2)});
  }
  std::vector<StoredRoom> out;
  out.reserve(rooms.size());
  for (auto& [code, room] : rooms) out.push_back(std::move(room));
  return out;
}

}  // namespace nemesis::server
