// The server's sockets (issue 25): accepts TCP connections, hands their bytes to the rooms (room_server.hpp) and
// writes back what they answer, ticks them five times a second with the clock, and closes what they close. One thread
// runs the io_context, so the pure core needs no locks. Output is taken from the core only while nothing is being
// written to that connection: what a slow reader has not read waits in the core, under its cap. The reads that
// complete together are handled before one flush, so their changes reach the disk in one commit.
#pragma once

#include <asio.hpp>
#include <asio/ssl.hpp>

#include <array>
#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <string>

#include "net/rate_limit.hpp"
#include "room_server.hpp"

namespace nemesis::server {

class TcpServer {
 public:
  // Listens at `at` (port 0: any free port; port() says which). New connections pass `admission` (a refused one
  // is closed at once; `log` hears of it, at most one line a second); a connection whose requests ran ahead of
  // their pace (RoomServer::readPause) is left unread until they are back at it.
  // With `tls`, every connection is TLS (the handshake first; a client that does not speak it is closed).
  TcpServer(asio::io_context& io, RoomServer& rooms, const asio::ip::tcp::endpoint& at,
            net::AdmissionConfig admission = {}, std::function<void(const std::string&)> log = {},
            asio::ssl::context* tls = nullptr);
  [[nodiscard]] std::uint16_t port() const { return port_; }
  // Stops accepting and closes every connection (the io_context then runs out of work).
  void stop();

  // One client's connection (public for the read and write helpers in tcp_server.cpp).
  struct Connection {
    explicit Connection(asio::ip::tcp::socket s) : socket(std::move(s)), pause(socket.get_executor()) {}
    asio::ip::tcp::socket socket;
    std::unique_ptr<asio::ssl::stream<asio::ip::tcp::socket&>> tls;  // over `socket`, when the server speaks TLS
    asio::steady_timer pause;  // the wait before the next read of a client that ran ahead of its pace
    std::string address;       // where it comes from, for admission
    net::ConnectionId id = 0;
    std::array<char, 16384> buffer{};
    std::string writing;  // being written now
    bool closing = false;
  };

 private:
  void accept();
  void read(const std::shared_ptr<Connection>& c);
  void write(const std::shared_ptr<Connection>& c);
  void flush();
  void scheduleFlush();
  void drop(const std::shared_ptr<Connection>& c);
  void refuse(const std::string& why);
  void tick();
  [[nodiscard]] net::Millis now() const;

  RoomServer& rooms_;
  asio::ssl::context* tls_;
  net::Admission admission_;
  std::function<void(const std::string&)> log_;
  net::Millis loggedAt_ = -1000;
  std::size_t refusedSinceLog_ = 0;
  asio::ip::tcp::acceptor acceptor_;
  asio::steady_timer timer_;
  std::uint16_t port_ = 0;
  std::map<net::ConnectionId, std::shared_ptr<Connection>> connections_;
  std::set<net::ConnectionId> waiting_;  // given output (or closing) and not yet written to
  net::ConnectionId next_ = 1;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  bool stopped_ = false;
  bool flushPending_ = false;
};

}  // namespace nemesis::server
