#include "tcp_server.hpp"

#include <utility>
#include <vector>

namespace nemesis::server {

namespace {

// A connection's bytes either way, over TLS when it has it.
template <class Handler>
void readSome(TcpServer::Connection& c, Handler&& handler) {
  if (c.tls) {
    c.tls->async_read_some(asio::buffer(c.buffer), std::forward<Handler>(handler));
  } else {
    c.socket.async_read_some(asio::buffer(c.buffer), std::forward<Handler>(handler));
  }
}

template <class Handler>
void writeAll(TcpServer::Connection& c, Handler&& handler) {
  if (c.tls) {
    asio::async_write(*c.tls, asio::buffer(c.writing), std::forward<Handler>(handler));
  } else {
    asio::async_write(c.socket, asio::buffer(c.writing), std::forward<Handler>(handler));
  }
}

}  // namespace

TcpServer::TcpServer(asio::io_context& io, RoomServer& rooms, const asio::ip::tcp::endpoint& at,
                     net::AdmissionConfig admission, std::function<void(const std::string&)> log,
                     asio::ssl::context* tls)
    : rooms_(rooms), tls_(tls), admission_(admission), log_(std::move(log)), acceptor_(io, at), timer_(io) {
  port_ = acceptor_.local_endpoint().port();
  accept();
  tick();
}

net::Millis TcpServer::now() const {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start_).count();
}

void TcpServer::accept() {
  acceptor_.async_accept([this](std::error_code error, asio::ip::tcp::socket socket) {
    if (stopped_) return;
    if (!error) {
      std::error_code ignored;
      const std::string address = socket.remote_endpoint(ignored).address().to_string();
      const std::string refused = admission_.admit(address, now());
      if (!refused.empty()) {
        socket.close(ignored);  // at once: a flood costs an accept and a close, never a session
        refuse(refused);
        accept();
        return;
      }
      auto c = std::make_shared<Connection>(std::move(socket));
      c->id = next_++;
      c->address = address;
      c->socket.set_option(asio::ip::tcp::no_delay(true), ignored);  // turn-based: small messages, at once
      connections_[c->id] = c;
      rooms_.opened(c->id, now());  // from here a silent connection is dropped, handshake or not
      if (tls_ == nullptr) {
        read(c);
      } else {
        c->tls = std::make_unique<asio::ssl::stream<asio::ip::tcp::socket&>>(c->socket, *tls_);
        c->tls->async_handshake(asio::ssl::stream_base::server, [this, c](std::error_code handshake) {
          if (handshake) {
            drop(c);  // not TLS, or a certificate it would not take: nothing to say to it in the clear
            return;
          }
          read(c);
        });
      }
    }
    accept();
  });
}

void TcpServer::read(const std::shared_ptr<Connection>& c) {
  readSome(*c, [this, c](std::error_code error, std::size_t n) {
    if (error) {
      drop(c);
      return;
    }
    rooms_.received(c->id, std::string_view(c->buffer.data(), n), now());
    scheduleFlush();
    if (c->closing || !c->socket.is_open()) return;
    const net::Millis pause = rooms_.readPause(c->id, now());
    if (pause <= 0) {
      read(c);
      return;
    }
    c->pause.expires_after(std::chrono::milliseconds(pause));
    c->pause.async_wait([this, c](std::error_code waitError) {
      if (!waitError && !stopped_ && c->socket.is_open()) read(c);
    });
  });
}

void TcpServer::refuse(const std::string& why) {
  ++refusedSinceLog_;
  if (!log_ || now() - loggedAt_ < 1000) return;  // a flood is one line a second, not a line a connection
  log_("refused " + std::to_string(refusedSinceLog_) + " connection(s): " + why);
  refusedSinceLog_ = 0;
  loggedAt_ = now();
}

void TcpServer::write(const std::shared_ptr<Connection>& c) {
  writeAll(*c, [this, c](std::error_code error, std::size_t) {
    c->writing.clear();
    if (error) {
      drop(c);
      return;
    }
    waiting_.insert(c->id);  // what the core held meanwhile goes next
    flush();
  });
}

void TcpServer::scheduleFlush() {
  if (flushPending_) return;
  flushPending_ = true;
  // After the reads that completed meanwhile: their changes are committed together, one write to the disk.
  asio::post(acceptor_.get_executor(), [this] {
    if (!stopped_) flush();
  });
}

void TcpServer::flush() {
  flushPending_ = false;
  rooms_.commit();  // before a byte of it is written
  for (const net::ConnectionId id : rooms_.takeClosing()) {
    const auto it = connections_.find(id);
    if (it == connections_.end()) continue;
    it->second->closing = true;
    waiting_.insert(id);
  }
  for (const net::ConnectionId id : rooms_.takeWritable()) waiting_.insert(id);
  // Only the connections given output (or closing), not every one: a server of 10,000 rooms flushes a few.
  std::vector<std::shared_ptr<Connection>> done;
  for (auto it = waiting_.begin(); it != waiting_.end();) {
    const auto found = connections_.find(*it);
    if (found == connections_.end()) {
      it = waiting_.erase(it);
      continue;
    }
    const std::shared_ptr<Connection>& c = found->second;
    if (!c->writing.empty()) {  // the rest waits in the core until this is written
      ++it;
      continue;
    }
    c->writing = rooms_.takeOutput(c->id);
    if (!c->writing.empty()) {
      write(c);
    } else if (c->closing) {
      done.push_back(c);  // its last words are written: close it
    }
    it = waiting_.erase(it);
  }
  for (const auto& c : done) drop(c);
}

void TcpServer::drop(const std::shared_ptr<Connection>& c) {
  if (connections_.erase(c->id) == 0) return;
  admission_.closed(c->address);
  std::error_code ignored;
  c->pause.cancel();
  c->socket.shutdown(asio::ip::tcp::socket::shutdown_both, ignored);
  c->socket.close(ignored);
  rooms_.closed(c->id, now());
  if (!stopped_) flush();
}

void TcpServer::tick() {
  // Five times a second: the heartbeats and drops due are handled in small batches (at 10,000 connections, one
  // tick a second sent ~2,000 heartbeats at once, and a command arriving behind them waited ~20 ms).
  timer_.expires_after(std::chrono::milliseconds(200));
  timer_.async_wait([this](std::error_code error) {
    if (error || stopped_) return;
    rooms_.tick(now());
    if (refusedSinceLog_ > 0 && log_ && now() - loggedAt_ >= 1000) {
      log_("refused " + std::to_string(refusedSinceLog_) + " more connection(s)");
      refusedSinceLog_ = 0;
      loggedAt_ = now();
    }
    flush();
    tick();
  });
}

void TcpServer::stop() {
  stopped_ = true;
  std::error_code ignored;
  acceptor_.close(ignored);
  timer_.cancel();
  for (auto& [id, c] : connections_) {
    c->pause.cancel();
    c->socket.close(ignored);
  }
  connections_.clear();
}

}  // namespace nemesis::server
