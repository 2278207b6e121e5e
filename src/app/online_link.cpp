#include "online_link.hpp"

#include <chrono>
#include <utility>

namespace nemesis::app {

namespace {
using Clock = std::chrono::steady_clock;
// How long one poll waits for news: the requests the frame queued meanwhile go out after at most this.
constexpr std::chrono::milliseconds kPoll{15};
}  // namespace

OnlineLink::OnlineLink(server::LinkOptions options, net::ClientHello hello, server::RoomRequest entry,
                       std::uint64_t resume, std::function<void()> arrived)
    : entry_(std::move(entry)),
      arrived_(std::move(arrived)),
      link_(std::move(hello), std::move(options)),
      thread_([this, resume] {
        if (resume != 0) link_.resume(resume);
        run();
      }) {}

OnlineLink::~OnlineLink() {
  stop_ = true;
  thread_.join();
}

bool OnlineLink::send(server::RoomRequest r) {
  const std::lock_guard<std::mutex> lock(mutex_);
  if (status_.state != server::LinkState::Connected) return false;
  outbox_.push_back(std::move(r));
  return true;
}

std::vector<server::RoomNews> OnlineLink::take() {
  const std::lock_guard<std::mutex> lock(mutex_);
  return std::exchange(inbox_, {});
}

LinkStatus OnlineLink::status() const {
  const std::lock_guard<std::mutex> lock(mutex_);
  return status_;
}

void OnlineLink::run() {
  const Clock::time_point start = Clock::now();
  const auto now = [&] {
    return static_cast<net::Millis>(
        std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count());
  };
  std::string code;  // the room's, once known: a connection that starts over joins it
  link_.onEnter([&]() -> std::optional<server::RoomRequest> {
    server::RoomRequest r = entry_;
    if (!code.empty()) {
      r = {};
      r.kind = server::RequestKind::Join;
      r.code = code;
      r.name = entry_.name;
    }
    return r;
  });
  (void)link_.open(now());
  while (!stop_) {
    std::vector<server::RoomRequest> out;
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      out.swap(outbox_);
    }
    for (const server::RoomRequest& r : out) link_.send(r, now());
    std::vector<server::RoomNews> news = link_.poll(kPoll, now());
    for (const server::RoomNews& n : news) {
      if (n.kind == server::NewsKind::Room && !n.room.code.empty()) code = n.room.code;
    }
    bool changed = !news.empty();
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      for (server::RoomNews& n : news) inbox_.push_back(std::move(n));
      changed = changed || status_.state != link_.state() || status_.connections != link_.connections() ||
                status_.failedAttempts != link_.failedAttempts();
      status_.state = link_.state();
      status_.problem = link_.problem();
      status_.failedAttempts = link_.failedAttempts();
      status_.retryInMs =
          link_.state() == server::LinkState::Waiting ? std::max<net::Millis>(0, link_.retryAt() - now()) : 0;
      status_.connections = link_.connections();
      status_.token = link_.token();
    }
    if (changed && arrived_) arrived_();
  }
  link_.close();
}

}  // namespace nemesis::app
