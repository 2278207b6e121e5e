#include "tcp_client.hpp"

#include <system_error>
#include <utility>

namespace nemesis::server {

std::string TcpClient::connect(const std::string& host, const std::string& port, std::chrono::milliseconds timeout,
                               const ClientTls& tls) {
  close();
  const std::string where = host + ":" + port;
  std::error_code error;
  asio::ip::tcp::resolver resolver(io_);
  const auto endpoints = resolver.resolve(host, port, error);
  if (error) return "cannot find " + where + ": " + error.message();
  bool done = false;
  asio::async_connect(socket_, endpoints, [&](std::error_code e, const asio::ip::tcp::endpoint&) {
    error = e;
    done = true;
  });
  io_.restart();
  io_.run_for(timeout);
  if (!done) {
    close();  // the pending connect ends with an error; run it out so nothing refers to this frame
    io_.restart();
    io_.run();
    return "no answer from " + where + " within " + std::to_string(timeout.count()) + " ms";
  }
  if (error) {
    close();
    return "cannot connect to " + where + ": " + error.message();
  }
  socket_.set_option(asio::ip::tcp::no_delay(true), error);  // commands are small: send each at once
  if (!tls.on) return {};
  context_ = std::make_unique<asio::ssl::context>(asio::ssl::context::tls_client);
  context_->set_options(asio::ssl::context::no_sslv2 | asio::ssl::context::no_sslv3 | asio::ssl::context::no_tlsv1 |
                        asio::ssl::context::no_tlsv1_1);
  if (tls.authority.empty()) {
    context_->set_default_verify_paths(error);
  } else {
    context_->load_verify_file(tls.authority, error);
  }
  if (error) {
    close();
    return "cannot read the certificate authorities" +
           (tls.authority.empty() ? std::string() : " in " + tls.authority) + ": " + error.message();
  }
  context_->set_verify_mode(asio::ssl::verify_peer);
  tls_ = std::make_unique<asio::ssl::stream<asio::ip::tcp::socket&>>(socket_, *context_);
  tls_->set_verify_callback(asio::ssl::host_name_verification(host));
  // SNI, the name the certificate must carry (SSL_set_tlsext_host_name, spelt out: the macro casts in C's way).
  SSL_ctrl(tls_->native_handle(), SSL_CTRL_SET_TLSEXT_HOSTNAME, TLSEXT_NAMETYPE_host_name,
           const_cast<char*>(host.c_str()));
  done = false;
  tls_->async_handshake(asio::ssl::stream_base::client, [&](std::error_code e) {
    error = e;
    done = true;
  });
  io_.restart();
  io_.run_for(timeout);
  if (!done) {
    close();
    io_.restart();
    io_.run();
    return "no TLS handshake with " + where + " within " + std::to_string(timeout.count()) + " ms";
  }
  if (error) {
    close();
    return "the TLS handshake with " + where + " failed: " + error.message() +
           " (is it a server with a certificate for " + host + "? --tls-ca names a file of the certificate to trust)";
  }
  return {};
}

bool TcpClient::send(std::string_view bytes) {
  if (!socket_.is_open()) return false;
  std::error_code error;
  if (tls_) {
    asio::write(*tls_, asio::buffer(bytes.data(), bytes.size()), error);
  } else {
    asio::write(socket_, asio::buffer(bytes.data(), bytes.size()), error);
  }
  if (error) close();
  return !error;
}

std::optional<std::string> TcpClient::receive(std::chrono::milliseconds timeout) {
  if (!socket_.is_open()) return std::nullopt;
  std::error_code error;
  std::size_t got = 0;
  bool done = false;
  const auto handler = [&](std::error_code e, std::size_t n) {
    error = e;
    got = n;
    done = true;
  };
  if (tls_) {
    tls_->async_read_some(asio::buffer(buffer_), handler);
  } else {
    socket_.async_read_some(asio::buffer(buffer_), handler);
  }
  io_.restart();
  io_.run_for(timeout);
  if (!done) {
    socket_.cancel(error);  // the read ends as aborted; run it out before the buffer is used again
    io_.restart();
    io_.run();
    if (got > 0) return std::string(buffer_.data(), got);  // it completed as it was cancelled
    return std::string();
  }
  if (error) {
    close();
    return std::nullopt;
  }
  return std::string(buffer_.data(), got);
}

void TcpClient::close() {
  if (!socket_.is_open()) {
    tls_.reset();
    return;
  }
  std::error_code ignored;
  socket_.shutdown(asio::ip::tcp::socket::shutdown_both, ignored);
  socket_.close(ignored);
  tls_.reset();  // a TLS session does not outlive its connection
}

std::optional<std::pair<std::string, std::string>> splitAddress(std::string_view address) {
  const std::size_t colon = address.rfind(':');
  if (colon == std::string_view::npos || colon == 0 || colon + 1 == address.size()) return std::nullopt;
  std::string host(address.substr(0, colon));
  if (host.size() > 2 && host.front() == '[' && host.back() == ']') host = host.substr(1, host.size() - 2);
  const std::string port(address.substr(colon + 1));
  if (port.find_first_not_of("0123456789") != std::string::npos || port.size() > 5) return std::nullopt;
  return std::make_pair(host, port);
}

}  // namespace nemesis::server
