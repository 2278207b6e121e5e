#include "room_link.hpp"

#include <algorithm>
#include <thread>
#include <utility>

namespace nemesis::server {

namespace {
// RoomClient::error() of a server's refusal (a hello or an entry refused): the same refusal comes again.
bool refusedByServer(const std::string& error) {
  return error.rfind("refused by the server", 0) == 0;
}
}  // namespace

RoomLink::RoomLink(net::ClientHello hello, LinkOptions options)
    : options_(std::move(options)), client_(std::move(hello)), pause_(options_.firstPause) {}

std::string RoomLink::open(net::Millis now) {
  if (connect(now)) return {};
  return problem_;
}

bool RoomLink::connect(net::Millis now) {
  const std::string problem = tcp_.connect(options_.host, options_.port, options_.connectTimeout, options_.tls);
  if (!problem.empty()) {
    ++failed_;
    problem_ = problem;
    state_ = LinkState::Waiting;
    retryAt_ = now + pause_;
    pause_ = std::min(pause_ * 2, options_.maxPause);
    return false;
  }
  state_ = LinkState::Connected;
  failed_ = 0;
  pause_ = options_.firstPause;
  ++connections_;
  const bool rejoining = client_.rejoins();
  sendBytes(client_.connected(now));
  if (!rejoining && entry_) {
    if (const std::optional<RoomRequest> r = entry_()) sendBytes(client_.request(*r, now));
  }
  return true;
}

void RoomLink::lost(const std::string& why, net::Millis now) {
  tcp_.close();
  problem_ = why;
  if (refusedByServer(why)) {
    state_ = LinkState::Refused;
    return;
  }
  state_ = LinkState::Waiting;
  retryAt_ = now + pause_;
  pause_ = std::min(pause_ * 2, options_.maxPause);
}

std::vector<RoomNews> RoomLink::poll(std::chrono::milliseconds wait, net::Millis now) {
  if (state_ == LinkState::Refused) {
    std::this_thread::sleep_for(wait);
    return {};
  }
  if (state_ == LinkState::Waiting) {
    if (now < retryAt_) {
      std::this_thread::sleep_for(std::min(wait, std::chrono::milliseconds(retryAt_ - now)));
      return {};
    }
    if (!connect(now)) return {};
  }
  const std::optional<std::string> bytes = tcp_.receive(wait);
  if (!bytes) {
    lost("the connection closed", now);
    return {};
  }
  std::vector<RoomNews> news = client_.received(*bytes, now);
  if (!client_.error().empty()) {
    lost(client_.error(), now);
    return news;
  }
  sendBytes(client_.tick(now));
  return news;
}

bool RoomLink::send(const RoomRequest& r, net::Millis now) {
  if (state_ != LinkState::Connected) return false;
  sendBytes(client_.request(r, now));
  return true;
}

void RoomLink::sendBytes(const std::string& bytes) {
  // A write that fails is a lost connection: the next read finds it closed.
  if (!bytes.empty()) tcp_.send(bytes);
}

void RoomLink::close() {
  tcp_.close();
}

}  // namespace nemesis::server
