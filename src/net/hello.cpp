#include "hello.hpp"

#include "engine/kernel/hex64.hpp"

namespace nemesis::net {

std::string helloProblem(const ClientHello& hello, std::span<const GameRules> serverGames,
                         const std::string& serverProgram) {
  if (hello.magic != kHelloMagic) return "not a Nemesis Companion client: its first message does not say so";
  if (hello.protocol != kProtocolVersion) {
    return "this server (" + serverProgram + ") speaks protocol " + std::to_string(kProtocolVersion) +
           " and the client (" + hello.program + ") protocol " + std::to_string(hello.protocol) +
           ": both must run the same version of Nemesis Companion";
  }
  for (const GameRules& mine : serverGames) {
    for (const GameRules& theirs : hello.games) {
      if (theirs.game != mine.game || theirs.rulesHash == mine.rulesHash) continue;
      return "the rules data of " + mine.game + " differ between this server (" + serverProgram + ", " +
             hex64(mine.rulesHash) + ") and the client (" + hello.program + ", " + hex64(theirs.rulesHash) +
             "): both must run the same version with the same data files";
    }
  }
  return {};
}

ServerHello answerHello(const ClientHello& hello, std::span<const GameRules> serverGames,
                        const std::string& serverProgram) {
  ServerHello answer;
  answer.reason = helloProblem(hello, serverGames, serverProgram);
  answer.accepted = answer.reason.empty() ? 1 : 0;
  answer.program = serverProgram;
  answer.games.assign(serverGames.begin(), serverGames.end());
  return answer;
}

}  // namespace nemesis::net
