#include "room_client.hpp"

#include <utility>

namespace nemesis::server {

RoomClient::RoomClient(net::ClientHello hello, net::SessionConfig config)
    : hello_(std::move(hello)), session_(config) {}

std::string RoomClient::connected(net::Millis now) {
  error_.clear();
  std::string out;
  if (!first_) out = session_.reconnected(now);  // a fresh frame reader; the rejoin when a token is held
  first_ = false;
  if (session_.token() == 0) {
    RoomRequest hello;
    hello.kind = RequestKind::Hello;
    hello.hello = hello_;
    out += request(hello, now);
  }
  return out;
}

std::vector<RoomNews> RoomClient::received(std::string_view bytes, net::Millis now) {
  std::vector<RoomNews> news;
  if (!error_.empty()) return news;
  for (net::ClientSession::Delivery& d : session_.received(bytes, now)) {
    try {
      news.push_back(wire::decode<RoomNews>(d.body, "room news " + std::to_string(d.seq)));
    } catch (const wire::WireError& e) {
      error_ = e.what();
      break;
    }
  }
  return news;
}

std::string RoomClient::request(const RoomRequest& r, net::Millis now) {
  return session_.roomMessage(wire::encode(r), now);
}

std::string RoomClient::tick(net::Millis now) {
  return session_.tick(now);
}

}  // namespace nemesis::server
