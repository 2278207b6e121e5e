// The first message each way (issue 25): the client says what it is, which protocol it speaks and a hash of each
// game's rules data it holds; the server answers with its own, and refuses with a reason a player can act on when
// they cannot play together. Pure: no sockets.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "engine/kernel/wire.hpp"

namespace nemesis::net {

// Raised whenever a message's layout or meaning changes: a client and a server of different protocols never talk.
inline constexpr std::uint32_t kProtocolVersion = 2;
// Opens every hello: a connection from anything else (a web browser, a port scanner) is told what this is.
inline constexpr const char* kHelloMagic = "nemesis-companion";
inline constexpr std::size_t kMaxGames = 16;
inline constexpr std::size_t kMaxNameLength = 64;
inline constexpr std::size_t kMaxReasonLength = 512;

// A game a program can play (its registered name) and the hash of the rules data it plays with: two programs whose
// hashes differ would resolve the same command differently.
struct GameRules {
  std::string game;
  std::uint64_t rulesHash = 0;
  friend bool operator==(const GameRules&, const GameRules&) = default;
  template <class Archive>
  void serialize(Archive& ar) {
    ar(wire::bounded("game", kMaxNameLength, game), rulesHash);
  }
};

struct ClientHello {
  std::string magic = kHelloMagic;
  std::uint32_t protocol = kProtocolVersion;
  std::string program;  // "nemesis 0.9.0", "nemesis-lab bot 0.9.0": for the server's log
  std::vector<GameRules> games;
  friend bool operator==(const ClientHello&, const ClientHello&) = default;
  template <class Archive>
  void serialize(Archive& ar) {
    ar(wire::bounded("magic", kMaxNameLength, magic), protocol, wire::bounded("program", kMaxNameLength, program),
       wire::bounded("games", kMaxGames, games));
  }
};

struct ServerHello {
  std::uint8_t accepted = 0;  // 1: go on; 0: `reason` says why not, and the server closes the connection
  std::string reason;
  std::uint32_t protocol = kProtocolVersion;
  std::string program;  // "nemesis-server 0.9.0"
  std::vector<GameRules> games;
  friend bool operator==(const ServerHello&, const ServerHello&) = default;
  template <class Archive>
  void serialize(Archive& ar) {
    ar(accepted, wire::bounded("reason", kMaxReasonLength, reason), protocol,
       wire::bounded("program", kMaxNameLength, program), wire::bounded("games", kMaxGames, games));
  }
};

// Why a server holding `serverGames` does not talk with this client (empty: it does): not our program, another
// protocol, or a game both hold whose rules data differ. A game only one side holds is not a problem: rooms of it
// are simply not offered.
[[nodiscard]] std::string helloProblem(const ClientHello& hello, std::span<const GameRules> serverGames,
                                       const std::string& serverProgram);
// The server's answer to `hello`.
[[nodiscard]] ServerHello answerHello(const ClientHello& hello, std::span<const GameRules> serverGames,
                                      const std::string& serverProgram);

}  // namespace nemesis::net
