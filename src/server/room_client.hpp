// A member of a room as a client holds it (issue 25; the bot, and the client's online play of issue 26): the
// session below it (acknowledgements, heartbeats, the rejoin after a lost connection), the hello, and the room's
// news decoded. Pure: bytes in, bytes out, the time passed in, so a test drives it without sockets. Names no game.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "net/hello.hpp"
#include "net/session.hpp"
#include "room_messages.hpp"

namespace nemesis::server {

class RoomClient {
 public:
  explicit RoomClient(net::ClientHello hello, net::SessionConfig config = {});

  // The bytes to send first on each new connection: the hello on the first, a rejoin with the seat's token on
  // the next ones (the server then resends what this client lacks). Before the room gave a token, a new
  // connection starts over with the hello (and the caller asks to join again).
  [[nodiscard]] std::string connected(net::Millis now);
  // The news that bytes from the server complete, in order. Once the stream is unusable (a bad frame, a gap, a
  // refusal, news that does not decode) error() says why and nothing more is read until the next connection.
  [[nodiscard]] std::vector<RoomNews> received(std::string_view bytes, net::Millis now);
  // A request to the room, framed.
  [[nodiscard]] std::string request(const RoomRequest& r, net::Millis now);
  // What to send now: acknowledgements, a heartbeat when nothing was sent for a while.
  [[nodiscard]] std::string tick(net::Millis now);

  [[nodiscard]] const std::string& error() const { return error_.empty() ? session_.error() : error_; }
  // The room gave this client a seat's token: a new connection rejoins rather than starting over.
  [[nodiscard]] bool rejoins() const { return session_.token() != 0; }
  [[nodiscard]] std::uint64_t token() const { return session_.token(); }
  // A member kept from an earlier run of the program (its token, issue 26's Continue): the first connection
  // rejoins instead of saying hello.
  void resume(std::uint64_t token) {
    session_.resume(token);
    first_ = false;
  }

 private:
  net::ClientHello hello_;
  net::ClientSession session_;
  bool first_ = true;
  std::string error_;
};

}  // namespace nemesis::server
