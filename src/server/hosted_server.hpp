// A server inside another program (issue 26: the client's File > Host online game; the client's tests): the
// rooms, their sockets and their store on a thread of their own, as nemesis-server runs them. The host's own
// client then plays through loopback like every other player. Names no game.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <thread>
#include <vector>

namespace nemesis::server {

struct HostedOptions {
  std::string bind = "0.0.0.0";  // every interface: the others join from their machines
  std::uint16_t port = 0;        // 0: any free port (port() says which)
  std::string storePath;         // the rooms' SQLite store (empty: in memory; a restart of the program loses them)
  std::string assetsDir;
  std::string program;                          // what the hello names the server
  std::function<void(const std::string&)> log;  // the server's log lines (called on its thread)
};

class HostedServer {
 public:
  // Opens the store and starts listening, then serves on its own thread; throws std::runtime_error naming what
  // failed (a store that does not open, an address or port in use).
  explicit HostedServer(const HostedOptions& options);
  // Stops serving (every connection closed, the store's last batch committed) and joins the thread.
  ~HostedServer();
  HostedServer(const HostedServer&) = delete;
  HostedServer& operator=(const HostedServer&) = delete;

  [[nodiscard]] std::uint16_t port() const { return port_; }

 private:
  struct Running;
  std::unique_ptr<Running> running_;
  std::thread thread_;
  std::uint16_t port_ = 0;
};

// The addresses others on the network may reach this machine at (each interface's IPv4 and global IPv6 address
// but loopback's), for the host to give them: "192.168.1.20".
[[nodiscard]] std::vector<std::string> localAddresses();

}  // namespace nemesis::server
