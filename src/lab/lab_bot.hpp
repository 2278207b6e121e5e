// `nemesis-lab bot`: a headless client that joins a room of a nemesis-server (or makes one) and plays random
// commands from its seat's view over the network, for tests, soak and load (issue 25). Names no game: the
// server's registry of games (src/server/online_game.hpp) reads the views and lists each seat's choices.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace lab {

struct BotOptions {
  std::string server;      // HOST:PORT
  std::string room;        // a join code; empty with `game`
  std::string game;        // make a room of this game (the bot is its host); empty with `room`
  std::string scenario;    // the new room's game from this scenario file (empty: a new game)
  int players = 2;         // the new room's players (a game may fix its own)
  std::uint64_t seed = 1;  // the new room's game, and the bot's own random choices
  std::vector<int> seats;  // 1-based; none: the first free seat
  std::string name = "bot";
  int commands = 0;          // stop after playing this many (0: play until the game ends)
  int thinkMs = 0;           // pause before each command
  int timeoutSeconds = 60;   // give up when nothing moves for this long (a server gone, a game stuck)
  std::string record;        // where to save the room's record once the game is over ("": not asked for)
  std::string seen;          // where to save what the seat was shown (the commitment and each view's hash)
  bool tls = false;          // the server speaks TLS
  std::string tlsAuthority;  // a PEM file of the certificate to trust (a friend's self-signed one)
  std::string assetsDir;
};

// Plays; 0 when the game ended or the bot played its commands, 1 on failure (said on stderr).
int bot(const BotOptions& options);

// `nemesis-lab room check RECORD [--seen FILE]...`: the fairness check of a finished room (room_record.hpp);
// prints OK or each problem, 0 when it holds, 1 otherwise.
int roomCheck(const std::string& record, const std::vector<std::string>& seen, const std::string& assetsDir);

}  // namespace lab
