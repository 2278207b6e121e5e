// A game as an online server plays it (issue 25): the table holds the only full state and the only generator, takes
// each command as the text of the game's script syntax from a seat, and answers that seat with the engine's
// refusal or gives every seat its update: the events of the command as that seat may see them and the hash of
// its view after them. Each game registers its table from its own folder (src/server/GAME/); nothing here names a
// game, and the rooms and sessions above are the same for every game. Pure: no sockets, no clock.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/kernel/wire.hpp"
#include "net/hello.hpp"

namespace nemesis::server {

// How a table starts: a new game (the game's default set-up for `players` with `seed`) or a scenario file's
// position; a sandbox table also takes forced outcomes (shown to everyone and recorded).
struct TableOptions {
  int players = 0;
  std::uint64_t seed = 1;
  std::string scenarioPath;  // empty: a new game (a local file: tests and tools)
  std::string scenario;      // or the scenario's text (a room made from one: nothing from the network is a path)
  std::string assetsDir;
  bool sandbox = false;
};

// What a seat is sent after a command: the events as it may see them (the game's encoding) and the hash of its
// view after them, so a client that applies the events can check it sees what the server says it sees.
// The view after them travels too (the fact whole, as the events carry theirs): a client shows it without
// playing the rules itself, so no rule is written a second time in the client.
struct TableUpdate {
  std::string events;
  std::string view;
  std::uint64_t viewHash = 0;
  std::uint32_t commands = 0;  // commands played so far
  std::uint8_t finished = 0;   // the game is over
  friend bool operator==(const TableUpdate&, const TableUpdate&) = default;
  template <class Archive>
  void serialize(Archive& ar) {
    ar(wire::bounded("events", 1U << 21U, events), wire::bounded("view", 1U << 21U, view), viewHash, commands,
       finished);
  }
};

// A refused command: the engine's sentence and the rule it applies ("" when the refusal is the table's: a seat
// acting for a player it does not hold, a forced outcome outside a sandbox, text that is no command).
struct TableRefusal {
  std::string reason;
  std::string rule;
};

class OnlineTable {
 public:
  virtual ~OnlineTable() = default;
  // The players a seat may hold (a game's characters, its Spacers...), by name.
  [[nodiscard]] virtual std::vector<std::string> players() const = 0;
  // Plays `command` for the seat holding `seat` (indices into players()); nothing when it was played.
  [[nodiscard]] virtual std::optional<TableRefusal> submit(std::span<const int> seat, std::string_view command) = 0;
  // The last command's events as every seat may see them (the game's encoding), and the commands played so far.
  [[nodiscard]] virtual std::string lastEvents() const = 0;
  [[nodiscard]] virtual std::uint32_t commandCount() const = 0;
  // The seat's whole view now (a joining or far-behind seat).
  [[nodiscard]] virtual std::string view(std::span<const int> seat) const = 0;
  // The last command's update for the seat holding `seat` (a spectator holds none), and a view's hash: the same
  // for every game (online_games.cpp).
  [[nodiscard]] TableUpdate update(std::span<const int> seat) const;
  [[nodiscard]] std::uint64_t viewHash(std::span<const int> seat) const;
  [[nodiscard]] virtual bool finished() const = 0;
  // Takes back the seat's own last command, when it was the table's last, revealed nothing (no draw, no roll, no
  // face-down tile or token turned, nothing hidden moved) and, in a game of turns, the turn is still that player's.
  // Nothing when it was taken back; else why not.
  [[nodiscard]] virtual std::optional<TableRefusal> undo(std::span<const int> seat) = 0;
  // The players the game waits for now (a turn, a decision, a roll under way); none when anyone may act.
  [[nodiscard]] virtual std::vector<int> toAct() const = 0;
  // The command played for a player the game waits for when its seat is auto-passed (the host's choice for a seat
  // gone too long, or a turn timer run out): the game's pass, or the first answer to its decision; nothing when
  // the game does not wait for that player.
  [[nodiscard]] virtual std::optional<std::string> autoCommand(int player) const = 0;
};

// An undo as rooms store and records list it: a text no game's command has (a script comment).
inline constexpr std::string_view kUndoCommand = "#undo";
// A command as rooms store it and records list it, played again: an undo, or the game's command.
[[nodiscard]] std::optional<TableRefusal> playStored(OnlineTable& table, std::span<const int> seat,
                                                     std::string_view text);

struct OnlineGame {
  std::string name;  // "nemesis": as rooms and the hello name it
  // Opens a table; throws std::runtime_error with the reason when it cannot (a scenario that does not load).
  std::function<std::unique_ptr<OnlineTable>(const TableOptions&)> open;
  // The hash of the rules data this program plays the game with, from the assets folder (the hello compares it).
  std::function<std::uint64_t(const std::string& assetsDir)> rulesHash;
  // The commands a seat might send, from the view its table sent it (`view`), for the players it holds: the
  // game's legal commands in a state dealt from the view (a bot's choices). `setup`: how the table was opened
  // (a scenario's board, its data). The table may still refuse one, as the view hides some of what decides it.
  // Throws std::runtime_error when the view does not read.
  std::function<std::vector<std::string>(std::string_view view, std::span<const int> seat, const TableOptions& setup)>
      choices;
};

// FNV-1a over `salt` and then every *.json file directly in each of `dirs` (each folder's files by name): a game's
// rules hash over the data files it reads. A folder that cannot be read adds nothing.
[[nodiscard]] std::uint64_t hashDataFiles(std::uint64_t salt, const std::vector<std::string>& dirs);
// Every registered game with its rules hash, as a hello lists them.
[[nodiscard]] std::vector<net::GameRules> gameRules(const std::string& assetsDir);

bool registerOnlineGame(OnlineGame game);
[[nodiscard]] const std::vector<OnlineGame>& onlineGames();
[[nodiscard]] const OnlineGame* findOnlineGame(std::string_view name);

}  // namespace nemesis::server
