// A member's connection to its room, kept up (issue 25's bot, issue 26's client): one connection at a time
// (TcpClient, TLS when asked) carrying a RoomClient; a lost one is opened again after growing pauses (0.1, 0.2,
// 0.4 ... 2 s) and the member rejoins with its token, the room resending what it missed. Every call waits at most
// the time it is given, so the caller's loop keeps the clock (a bot's timeout, a client's frame). Names no game.
#pragma once

#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "room_client.hpp"
#include "tcp_client.hpp"

namespace nemesis::server {

struct LinkOptions {
  std::string host;
  std::string port;
  ClientTls tls;
  std::chrono::milliseconds connectTimeout{5000};
  net::Millis firstPause = 100;  // after a lost connection, then doubled after each failed attempt ...
  net::Millis maxPause = 2000;   // ... up to this
};

enum class LinkState : std::uint8_t {
  Connected,
  Waiting,  // the connection was lost (problem() says how); the next attempt is at retryAt()
  Refused,  // the server refused this member (a room code no room has, a game it does not play): no retry helps
};

class RoomLink {
 public:
  RoomLink(net::ClientHello hello, LinkOptions options);

  // The request that enters the room (makes or joins it), sent after the hello on each connection that starts
  // over: the first, and any before the room gave this member a token (later ones rejoin instead). Nothing: the
  // connection only says hello.
  void onEnter(std::function<std::optional<RoomRequest>()> entry) { entry_ = std::move(entry); }
  // The first connection: "" when connected, else why not (state() is then Waiting: poll() retries).
  std::string open(net::Millis now);
  // Reads what arrives within `wait` and answers the session (acknowledgements, heartbeats); a lost connection is
  // opened again once its pause is over. The room's news that arrived, in order.
  [[nodiscard]] std::vector<RoomNews> poll(std::chrono::milliseconds wait, net::Millis now);
  // Sends a request to the room; false when there is no connection now (it is not sent: the caller asks again
  // once connected, from the room as it then stands).
  bool send(const RoomRequest& r, net::Millis now);
  void close();

  [[nodiscard]] LinkState state() const { return state_; }
  // Why the last connection ended or was refused ("" while the first is up).
  [[nodiscard]] const std::string& problem() const { return problem_; }
  [[nodiscard]] net::Millis retryAt() const { return retryAt_; }
  // Attempts that failed since the connection was lost (0 while connected).
  [[nodiscard]] int failedAttempts() const { return failed_; }
  // Connections made so far (a caller sees a new one: what it had in flight got no answer).
  [[nodiscard]] int connections() const { return connections_; }
  // The room gave this member a token: a new connection rejoins its seats.
  [[nodiscard]] bool rejoins() const { return client_.rejoins(); }
  [[nodiscard]] std::uint64_t token() const { return client_.token(); }
  // Before open(): the member of an earlier run of the program, by its token (RoomClient::resume).
  void resume(std::uint64_t token) { client_.resume(token); }

 private:
  bool connect(net::Millis now);
  void lost(const std::string& why, net::Millis now);
  void sendBytes(const std::string& bytes);

  LinkOptions options_;
  RoomClient client_;
  TcpClient tcp_;
  std::function<std::optional<RoomRequest>()> entry_;
  LinkState state_ = LinkState::Waiting;
  std::string problem_;
  net::Millis pause_ = 0;
  net::Millis retryAt_ = 0;
  int failed_ = 0;
  int connections_ = 0;
};

}  // namespace nemesis::server
