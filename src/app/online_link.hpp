// The client's connection to an online room (issue 26), on a thread of its own so that a slow or silent server
// never holds a frame: the RoomLink (server/room_link.hpp) keeps the session up and reconnects with growing
// pauses; the frame hands it requests and takes the room's news and the connection's standing, under one lock.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "room_link.hpp"

namespace nemesis::app {

// Where the connection stands, for the room window and the "Reconnecting…" banner.
struct LinkStatus {
  server::LinkState state = server::LinkState::Waiting;
  std::string problem;     // why the last connection ended, or the server's refusal
  int failedAttempts = 0;  // since it was lost
  std::int64_t retryInMs = 0;
  int connections = 0;      // made so far (0: the first is still being made)
  std::uint64_t token = 0;  // the member's token once the room gave one (Continue rejoins with it)
};

class OnlineLink {
 public:
  // Connects on its own thread to `options`' server; `entry` makes or joins the room on a connection that starts
  // over (once the room is known, a Join of its code: never a second room). With `resume`, the member of an
  // earlier run (its token) rejoins its seats instead. `arrived` is called on the link's thread whenever news came or
  // the connection's standing changed (the app wakes its loop with it).
  OnlineLink(server::LinkOptions options, net::ClientHello hello, server::RoomRequest entry, std::uint64_t resume = 0,
             std::function<void()> arrived = {});
  // Closes the connection and joins the thread (within one poll: a fraction of a second, or a connection
  // attempt's timeout).
  ~OnlineLink();
  OnlineLink(const OnlineLink&) = delete;
  OnlineLink& operator=(const OnlineLink&) = delete;

  // Queued for the connection (sent within a poll); false, and nothing queued, while there is no connection: the
  // player is told, and asks again from what the screen shows once connected.
  bool send(server::RoomRequest r);
  // The news that came since the last call, in order.
  [[nodiscard]] std::vector<server::RoomNews> take();
  [[nodiscard]] LinkStatus status() const;

 private:
  void run();

  mutable std::mutex mutex_;
  std::vector<server::RoomRequest> outbox_;
  std::vector<server::RoomNews> inbox_;
  LinkStatus status_;
  server::RoomRequest entry_;
  std::function<void()> arrived_;
  std::atomic<bool> stop_{false};
  server::RoomLink link_;
  std::thread thread_;  // last: it starts once everything it uses is made
};

}  // namespace nemesis::app
