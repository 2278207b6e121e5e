// A client's connection to a server (issue 25: the bot; issue 26: the client's online play, on its own thread):
// one socket on its own Asio context, with blocking calls that each wait at most a given time, so the caller's
// loop stays in charge of the clock (heartbeats, giving up) and nothing waits forever on a silent server.
#pragma once

#include <asio.hpp>
#include <asio/ssl.hpp>

#include <array>
#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace nemesis::server {

// TLS towards a server given a certificate: the server's certificate is checked against the system's authorities
// (or `authority`, a PEM file: a friend's self-signed one) and must name the host connected to.
struct ClientTls {
  bool on = false;
  std::string authority;
};

class TcpClient {
 public:
  TcpClient() = default;
  TcpClient(const TcpClient&) = delete;
  TcpClient& operator=(const TcpClient&) = delete;

  // Connects to host:port; "" when connected, else what went wrong, naming the address.
  [[nodiscard]] std::string connect(const std::string& host, const std::string& port, std::chrono::milliseconds timeout,
                                    const ClientTls& tls = {});
  // Writes all of `bytes`; false when the connection is gone.
  bool send(std::string_view bytes);
  // What arrived within `timeout` ("" when nothing did); nothing when the connection closed or failed.
  [[nodiscard]] std::optional<std::string> receive(std::chrono::milliseconds timeout);
  void close();
  [[nodiscard]] bool open() const { return socket_.is_open(); }

 private:
  asio::io_context io_;
  asio::ip::tcp::socket socket_{io_};
  std::unique_ptr<asio::ssl::context> context_;
  std::unique_ptr<asio::ssl::stream<asio::ip::tcp::socket&>> tls_;
  std::array<char, 16384> buffer_{};
};

// "host:port" split at its last colon ("[::1]:4770" gives "::1"); nothing when it is not of that form.
[[nodiscard]] std::optional<std::pair<std::string, std::string>> splitAddress(std::string_view address);

}  // namespace nemesis::server
