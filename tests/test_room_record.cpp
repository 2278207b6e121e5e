// The fairness check (issue 25, src/server/room_record.hpp): a room commits to its seed with a SHA-256 shown from
// the start, the server (not a player) draws the seed, and once the game is over the room releases its record;
// playing the record again checks the commitment, every command and every view hash a seat kept. Each way a
// server could cheat (another seed, a changed command, another view shown to a seat, a record cut short) is caught.
#include <memory>
#include <string>
#include <vector>

#include "online_game.hpp"
#include "room_record.hpp"
#include "support.hpp"

using namespace test;
using nemesis::Pcg32;
using nemesis::server::checkRecord;
using nemesis::server::findOnlineGame;
using nemesis::server::readRecord;
using nemesis::server::readSeen;
using nemesis::server::RecordError;
using nemesis::server::RoomRecord;
using nemesis::server::seedCommitment;
using nemesis::server::SeenViews;

namespace {

// A finished game of `game`, played by random choices of each seat's view, as its record and what seat 0 saw.
std::pair<RoomRecord, SeenViews> finishedRoom(const std::string& game, int players, std::uint64_t seed) {
  const auto* g = findOnlineGame(game);
  REQUIRE(g != nullptr);
  nemesis::server::TableOptions o;
  o.players = players;
  o.seed = seed;
  o.assetsDir = NEMESIS_ASSETS_DIR;
  const auto table = g->open(o);
  RoomRecord r;
  r.code = "TESTROOM";
  r.game = game;
  r.players = players;
  r.seed = seed;
  r.salt = 0x5a17;
  r.commitment = seedCommitment(game, seed, r.salt);
  SeenViews seen{"TESTROOM", r.commitment, {0}, {}};
  int undos = 0;
  Pcg32 pick(seed, 1);
  const int seats = static_cast<int>(table->players().size());
  for (int step = 0; step < 2000 && !table->finished(); ++step) {
    // A seat at random among those with a choice (the first one alone could keep the game from its end).
    std::vector<std::string> options;
    std::vector<int> seat;
    const int first = static_cast<int>(pick.below(static_cast<std::uint32_t>(seats)));
    for (int k = 0; k < seats && options.empty(); ++k) {
      seat = {(first + k) % seats};
      options = g->choices(table->view(seat), seat, o);
    }
    REQUIRE_FALSE(options.empty());
    const std::string command = options[pick.below(static_cast<std::uint32_t>(options.size()))];
    REQUIRE_FALSE(table->submit(seat, command).has_value());
    r.commands.push_back({seat, command});
    seen.hashes.emplace_back(static_cast<std::uint32_t>(r.commands.size()), table->viewHash(std::vector<int>{0}));
    // Now and then the command is taken back when it may be (the record lists the undo, and the check plays it).
    if (pick.below(4) == 0 && !table->undo(seat).has_value()) {
      r.commands.push_back({seat, std::string(nemesis::server::kUndoCommand)});
      seen.hashes.emplace_back(static_cast<std::uint32_t>(r.commands.size()), table->viewHash(std::vector<int>{0}));
      ++undos;
    }
  }
  REQUIRE(table->finished());
  CHECK(undos > 0);
  return {r, seen};
}

bool mentions(const std::vector<std::string>& problems, const std::string& text) {
  for (const std::string& p : problems) {
    if (p.find(text) != std::string::npos) return true;
  }
  return false;
}

}  // namespace

TEST_CASE("a seed commitment is the SHA-256 of the game, the seed and the salt, in a fixed text") {
  // hashlib.sha256(b"nemesis-companion seed commitment\nnemesis\n0000000000000007\n00000000000000ff")
  CHECK(seedCommitment("nemesis", 7, 0xff) == "2aee7426cdc418d21a9fde6403d11cc344f92b2256e241ca6b6b18e9143b6e3c");
  CHECK(seedCommitment("nemesis", 7, 0xfe) != seedCommitment("nemesis", 7, 0xff));
  CHECK(seedCommitment("enormity", 7, 0xff) != seedCommitment("nemesis", 7, 0xff));
}

TEST_CASE("a finished room's record plays again to the end, with the views its seats were shown") {
  for (const std::string game : {"nemesis", "enormity"}) {
    CAPTURE(game);
    const auto [record, seen] = finishedRoom(game, 2, 11);
    // Through its files, as a client keeps them.
    const RoomRecord again = readRecord(nemesis::server::writeRecord(record), "record.json");
    CHECK(again == record);
    CHECK(readSeen(nemesis::server::writeSeen(seen), "seen.json") == seen);
    CHECK(checkRecord(again, {seen}, NEMESIS_ASSETS_DIR).empty());

    // Another seed than the one committed to: the commitment does not match (and the game is another).
    RoomRecord reseeded = record;
    reseeded.seed ^= 1;
    CHECK(mentions(checkRecord(reseeded, {seen}, NEMESIS_ASSETS_DIR), "do not give the commitment"));
    // A seat shown a view the replay does not give.
    SeenViews lied = seen;
    lied.hashes[lied.hashes.size() / 2].second ^= 1;
    CHECK(mentions(checkRecord(record, {lied}, NEMESIS_ASSETS_DIR), "is not the replay's"));
    // A seat shown another commitment.
    SeenViews other = seen;
    other.commitment = seedCommitment(game, 1, 2);
    CHECK(mentions(checkRecord(record, {other}, NEMESIS_ASSETS_DIR), "commitment this seat was shown"));
    // A record cut short, and one with a command the table does not play.
    RoomRecord cut = record;
    cut.commands.pop_back();
    CHECK(mentions(checkRecord(cut, {}, NEMESIS_ASSETS_DIR), "stops before the game ends"));
    RoomRecord changed = record;
    changed.commands.front().text = "pass nobody";
    CHECK(mentions(checkRecord(changed, {}, NEMESIS_ASSETS_DIR), "command 1 (\"pass nobody\") is not one"));
  }
}

TEST_CASE("a room's record or seen-views file that does not read says where") {
  CHECK(errorOf<RecordError>([] { (void)readRecord("{", "r.json"); }).find("r.json: line 1") == 0);
  CHECK(errorOf<RecordError>([] { (void)readRecord(R"({"format":"nemesis-seen-views","version":1})", "r.json"); }) ==
        "r.json: format: expected \"nemesis-room-record\"");
  const std::string bad =
      R"({"format":"nemesis-room-record","version":1,"code":"X","game":"nemesis","players":2,"scenario":"",)"
      R"("sandbox":false,)"
      R"("seed":"00000000000000zz","salt":"0000000000000000","commitment":"","commands":[]})";
  CHECK(errorOf<RecordError>([&] { (void)readRecord(bad, "r.json"); }) ==
        "r.json: seed: expected 16 lowercase hexadecimal digits");
  const std::string seats =
      R"({"format":"nemesis-seen-views","version":1,"code":"X","commitment":"","seats":[9],"hashes":[]})";
  CHECK(errorOf<RecordError>([&] { (void)readSeen(seats, "s.json"); }) ==
        "s.json: seats[0]: expected a seat from 0 to 7");
}
