// What the online windows show (issue 26): the room a player is in, as the app puts it together from the room's
// news and the connection's standing (app/online_room.hpp), and the games a room may be opened for. Plain data:
// the panels draw it and ask for changes through the outbox like every other panel.
#pragma once

#include <string>
#include <vector>

#include "start_file.hpp"

namespace nemesis::ui {

// A game a room may play, as the host dialog offers it.
struct OnlineGameChoice {
  std::string name;   // as the server registers it ("nemesis")
  std::string title;  // as the new-game window names it
  int maxPlayers = 1;
  std::vector<StartFile> scenarios;  // the positions it may start from (besides a new game)
};

struct OnlineSeatLine {
  std::string player;      // the game's name for it ("Scout")
  std::string holder;      // "" while free
  std::string presence;    // "connected", "dropped: back within 1:40", "gone: the host chooses"...
  bool mine = false;       // this client holds it
  bool dropped = false;    // its holder's connection is lost (within or past the grace period)
  bool graceOver = false;  // ... past it: the host chooses what happens to the seat
  std::string hostChoice;  // what the host chose for it, in words ("" none)
  bool toAct = false;      // the game waits for it
};

struct OnlineRoomView {
  std::string code;  // the join code, as given to the others
  std::string game;  // the game's title
  std::string me;    // the name this client goes by
  std::string host;  // the host's name
  bool isHost = false;
  bool watching = false;  // this client holds no seat
  bool sandbox = false;
  bool started = false;
  bool finished = false;
  bool adjourned = false;
  std::string timer;  // "No turn timer", "2:00 a turn (advisory)"...
  int turnSecondsLeft = -1;
  std::vector<OnlineSeatLine> seats;
  std::vector<std::string> spectators;
  std::vector<std::string> members;  // every member's name (the host may give a seat to one)
  std::vector<std::string> chat;     // "Ann: hello", oldest first
  // The connection: up, or lost and being retried ("Reconnecting… (attempt 3, next in 0.8 s): why").
  bool connected = false;
  bool reconnecting = false;  // it was connected and lost the connection: the banner over the board says so
  std::string connection;
  // This client hosts the server: where the others connect, and the warning that the host's process holds
  // the whole game.
  std::vector<std::string> addresses;
  std::string server;  // HOST:PORT this client connected to
};

}  // namespace nemesis::ui
