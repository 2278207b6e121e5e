// An online game this client takes part in, as Continue lists it (issue 26): a small file in the autosave folder
// naming the server, the room's code, the name and the token the member rejoins its seats with, and whether this
// client hosted the room (Continue then starts its server again, on the same port, from its store). The server
// keeps the game itself; this file only finds it again. Without SDL (nemesis_files).
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace nemesis::app {

inline constexpr std::string_view kOnlineRoomFormat = "nemesis-online-room";

struct OnlineRoomRecord {
  std::string server;  // HOST:PORT
  std::string code;
  std::string name;
  std::uint64_t token = 0;
  std::string game;  // the room's game (its registered name)
  bool hosted = false;
  bool tls = false;       // the server speaks TLS ...
  std::string authority;  // ... with a certificate checked against this PEM file (empty: the system's)
  bool adjourned = false;
  bool finished = false;
  std::int64_t savedAtMs = 0;
  friend bool operator==(const OnlineRoomRecord&, const OnlineRoomRecord&) = default;
};

// Its text, and that text read back (throws FileError naming `path` and the field).
[[nodiscard]] std::string writeOnlineRoom(const OnlineRoomRecord& r);
[[nodiscard]] OnlineRoomRecord readOnlineRoom(std::string_view text, const std::string& path);
// Where a room's record is kept in the autosave folder: DIR/online-CODE.json (a code is letters and digits).
[[nodiscard]] std::string onlineRoomPath(const std::string& autosaveDir, const std::string& code);
// The records in `dir`, newest first; one that does not read is skipped. Never throws.
struct OnlineRoomListing {
  std::string path;
  OnlineRoomRecord record;
};
[[nodiscard]] std::vector<OnlineRoomListing> listOnlineRooms(const std::string& dir);

}  // namespace nemesis::app
