// The fairness check (issue 25): a room commits to its game's seed when it is made and proves it when the game
// ends. The server draws the seed and a salt (never the players: whoever chose the seed would know every deck),
// and shows every member the SHA-256 of both from the start; once the game is over it reveals them and releases
// the room's record: its set-up, its seed and salt, and every command in order with the seats that sent it.
// Anyone can then play the record again through the game's table (`nemesis-lab room check`): the commitment must
// match, every command must be one the table plays, the game must end, and the view hashes a seat was sent (kept
// by a client as "what it saw") must be the hashes of that seat's views in the replay. A server that changed the
// seed after the commitment, dealt a different game, or showed a seat something else fails the check.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace nemesis::server {

// SHA-256 (hex) of the game's name, the seed and the salt, as the room shows it before the game starts.
[[nodiscard]] std::string seedCommitment(const std::string& game, std::uint64_t seed, std::uint64_t salt);

struct RecordedCommand {
  std::vector<int> seats;  // the seats of the member who sent it
  std::string text;
  friend bool operator==(const RecordedCommand&, const RecordedCommand&) = default;
};

struct RoomRecord {
  std::string code;
  std::string game;
  int players = 0;
  std::string scenario;  // the scenario's text it was made from (empty: a new game)
  bool sandbox = false;
  std::uint64_t seed = 0;
  std::uint64_t salt = 0;
  std::string commitment;
  std::vector<RecordedCommand> commands;
  friend bool operator==(const RoomRecord&, const RoomRecord&) = default;
};

// What one seat was shown: the room's commitment, and the hash of its view after each command it was told of.
struct SeenViews {
  std::string code;
  std::string commitment;
  std::vector<int> seats;
  std::vector<std::pair<std::uint32_t, std::uint64_t>> hashes;  // commands played so far, the view's hash then
  friend bool operator==(const SeenViews&, const SeenViews&) = default;
};

// A record or a seen-views file that cannot be read: "SOURCE: FIELD: PROBLEM".
class RecordError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// JSON ("format": kRoomRecordFormat / "nemesis-seen-views", "version": 1).
inline constexpr std::string_view kRoomRecordFormat = "nemesis-room-record";
[[nodiscard]] std::string writeRecord(const RoomRecord& r);
[[nodiscard]] RoomRecord readRecord(std::string_view text, const std::string& source);
[[nodiscard]] std::string writeSeen(const SeenViews& s);
[[nodiscard]] SeenViews readSeen(std::string_view text, const std::string& source);

// Plays the record through its game's table (`assetsDir`: the rules data) and compares what each `seen` file
// holds: the problems found, in order (none: the room played fair by everything the check can see).
[[nodiscard]] std::vector<std::string> checkRecord(const RoomRecord& record, const std::vector<SeenViews>& seen,
                                                   const std::string& assetsDir);

}  // namespace nemesis::server
