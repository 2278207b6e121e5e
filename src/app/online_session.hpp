// The online room this client is in (issue 26), as the app keeps it: the connection (on its thread), the room as
// its last news told it, the chat, and the server this client hosts when it does. The app reads the room's news
// once a frame (App::pumpOnline): the room window shows the room, the game's online client the table. Names no
// game.
#pragma once

#include <cstdint>
#include <deque>
#include <memory>
#include <string>
#include <vector>

#include "hosted_server.hpp"
#include "online_link.hpp"
#include "room_messages.hpp"
#include "ui/online_room_view.hpp"

namespace nemesis::app {

inline constexpr std::size_t kMaxChatLines = 200;

struct OnlineSession {
  std::unique_ptr<server::HostedServer> hosted;  // this client's own server, when it hosts the room
  std::vector<std::string> addresses;            // where the others reach that server (HOST:PORT)
  std::string server;                            // the HOST:PORT this client connected to
  server::ClientTls tls;                         // ... and how (Continue connects the same way)
  std::string me;                                // the name it goes by
  server::RoomInfo room;                         // as the last news told it
  std::int64_t roomAt = 0;                       // this client's clock (ms) when that news came: the countdowns
  std::vector<int> seats;                        // the players it holds (none: it watches)
  std::string scenario;                          // the room's scenario text (empty: a new game)
  std::deque<std::string> chat;                  // "Ann: hello", oldest first, the newest kMaxChatLines
  bool playing = false;                          // the app's game client is this room's table
  std::uint32_t tableCommands = 0;               // the table's commands, as its last update told
  std::uint64_t viewHash = 0;                    // the hash of this member's view after them
  int connections = 0;                           // connections made, as last seen (a new one: catch up quickly)
  bool catchingUp = false;                       // since a reconnection, until the board shows the present
  bool waitedFor = false;                        // the game waited for this member when last told
  bool recordDue = false;                        // Continue's record is to be written again (the game ended)
  bool replayAsked = false;                      // the room's record was asked for, to be played again here
  ui::OnlineRoomView shown;                      // what the room window shows this frame
  std::unique_ptr<OnlineLink> link;              // last: its thread stops before the rest goes
};

// The room window's account of `s` (its connection's standing `link`), at this client's time `now` (ms): each
// seat's presence and countdown, the flags, the chat. `gameTitle`: the room's game as the client names it.
[[nodiscard]] ui::OnlineRoomView roomView(const OnlineSession& s, const LinkStatus& link, std::int64_t now,
                                          const std::string& gameTitle);

}  // namespace nemesis::app
