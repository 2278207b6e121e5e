// A TCP proxy on loopback that breaks the network on purpose, for the server's tests (issue 25: no `tc netem` on
// these machines, so faults come from code). Each connection made to it is relayed to the server by a thread of
// its own; the test cuts every connection at once, delays every chunk by a set time, or stalls the traffic (the
// proxy stops reading, so the bytes wait in the sockets' buffers) and lets it go again. Plain sockets and poll():
// every state is in sight.
#pragma once

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <array>
#include <atomic>
#include <cstdint>
#include <mutex>
#include <thread>
#include <vector>

class FaultProxy {
 public:
  explicit FaultProxy(std::uint16_t serverPort) : serverPort_(serverPort) {
    listener_ = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in at = loopback(0);
    ::bind(listener_, reinterpret_cast<sockaddr*>(&at), sizeof at);
    ::listen(listener_, 64);
    socklen_t size = sizeof at;
    ::getsockname(listener_, reinterpret_cast<sockaddr*>(&at), &size);
    port_ = ntohs(at.sin_port);
    acceptor_ = std::thread([this] { acceptLoop(); });
  }
  ~FaultProxy() {
    stopping_ = true;
    ::shutdown(listener_, SHUT_RDWR);
    acceptor_.join();
    ::close(listener_);
    cutAll();
    std::vector<std::thread> pairs;
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      pairs.swap(threads_);
    }
    for (std::thread& t : pairs) t.join();
  }
  FaultProxy(const FaultProxy&) = delete;
  FaultProxy& operator=(const FaultProxy&) = delete;

  [[nodiscard]] std::uint16_t port() const { return port_; }
  [[nodiscard]] int accepted() const { return accepted_.load(); }
  // Every relayed connection ends at once, both ends, as a network that goes down.
  void cutAll() {
    const std::lock_guard<std::mutex> lock(mutex_);
    for (const int fd : open_) ::shutdown(fd, SHUT_RDWR);
  }
  // Every chunk waits this long before it is passed on.
  void delay(int milliseconds) { delayMs_ = milliseconds; }
  // While stalled nothing is read either way.
  void stall(bool on) { stalled_ = on; }
  // While down, a new connection is closed as soon as it is accepted (the network is gone; reconnecting fails).
  void down(bool on) { down_ = on; }

 private:
  static sockaddr_in loopback(std::uint16_t port) {
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_port = htons(port);
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    return a;
  }
  void acceptLoop() {
    while (!stopping_) {
      const int client = ::accept(listener_, nullptr, nullptr);
      if (client < 0) return;
      if (down_) {
        ::close(client);
        continue;
      }
      const int server = ::socket(AF_INET, SOCK_STREAM, 0);
      sockaddr_in to = loopback(serverPort_);
      if (::connect(server, reinterpret_cast<sockaddr*>(&to), sizeof to) != 0) {
        ::close(client);
        ::close(server);
        continue;
      }
      ++accepted_;
      const std::lock_guard<std::mutex> lock(mutex_);
      open_.push_back(client);
      open_.push_back(server);
      threads_.emplace_back([this, client, server] { relay(client, server); });
    }
  }
  // Both directions of one connection until either end closes.
  void relay(int client, int server) {
    std::array<char, 16384> buffer{};
    for (;;) {
      if (stalled_) {
        ::poll(nullptr, 0, 10);
        pollfd check[2] = {{client, 0, 0}, {server, 0, 0}};  // a cut ends a stalled connection too
        ::poll(check, 2, 0);
        if (((check[0].revents | check[1].revents) & (POLLHUP | POLLERR)) != 0) break;
        continue;
      }
      pollfd fds[2] = {{client, POLLIN, 0}, {server, POLLIN, 0}};
      if (::poll(fds, 2, 50) < 0) break;
      bool done = false;
      for (int i = 0; i < 2 && !done; ++i) {
        if ((fds[i].revents & (POLLIN | POLLHUP | POLLERR)) == 0) continue;
        const ssize_t n = ::read(fds[i].fd, buffer.data(), buffer.size());
        if (n <= 0) {
          done = true;
          break;
        }
        if (delayMs_ > 0) ::poll(nullptr, 0, delayMs_);
        const int to = i == 0 ? server : client;
        for (ssize_t sent = 0; sent < n;) {
          // MSG_NOSIGNAL: a peer gone ends this relay, not the test process (SIGPIPE).
          const ssize_t w = ::send(to, buffer.data() + sent, static_cast<std::size_t>(n - sent), MSG_NOSIGNAL);
          if (w <= 0) {
            done = true;
            break;
          }
          sent += w;
        }
      }
      if (done) break;
    }
    const std::lock_guard<std::mutex> lock(mutex_);
    std::erase(open_, client);
    std::erase(open_, server);
    ::close(client);
    ::close(server);
  }

  std::uint16_t serverPort_;
  std::uint16_t port_ = 0;
  int listener_ = -1;
  std::thread acceptor_;
  std::mutex mutex_;
  std::vector<int> open_;
  std::vector<std::thread> threads_;
  std::atomic<int> delayMs_{0};
  std::atomic<bool> stalled_{false};
  std::atomic<bool> down_{false};
  std::atomic<bool> stopping_{false};
  std::atomic<int> accepted_{0};
};
