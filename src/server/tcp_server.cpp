#include "tcp_server.hpp"

#include <utility>
#include <vector>

namespace nemesis::server {

TcpServer::TcpServer(asio::io_context& io, RoomServer& rooms, const asio::ip::tcp::endpoint& at)
    : rooms_(rooms), acceptor_(io, at), timer_(io) {
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
      auto c = std::make_shared<Connection>(std::move(socket));
      c->id = next_++;
      std::error_code ignored;
      c->socket.set_option(asio::ip::tcp::no_delay(true), ignored);  // turn-based: small messages, at once
      connections_[c->id] = c;
      rooms_.opened(c->id, now());
      read(c);
    }
    accept();
  });
}

void TcpServer::read(const std::shared_ptr<Connection>& c) {
  c->socket.async_read_some(asio::buffer(c->buffer), [this, c](std::error_code error, std::size_t n) {
    if (error) {
      drop(c);
      return;
    }
    rooms_.received(c->id, std::string_view(c->buffer.data(), n), now());
    scheduleFlush();
    if (!c->closing && c->socket.is_open()) read(c);
  });
}

void TcpServer::write(const std::shared_ptr<Connection>& c) {
  asio::async_write(c->socket, asio::buffer(c->writing), [this, c](std::error_code error, std::size_t) {
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
  std::error_code ignored;
  c->socket.shutdown(asio::ip::tcp::socket::shutdown_both, ignored);
  c->socket.close(ignored);
  rooms_.closed(c->id, now());
  if (!stopped_) flush();
}

void TcpServer::tick() {
  timer_.expires_after(std::chrono::seconds(1));
  timer_.async_wait([this](std::error_code error) {
    if (error || stopped_) return;
    rooms_.tick(now());
    flush();
    tick();
  });
}

void TcpServer::stop() {
  stopped_ = true;
  std::error_code ignored;
  acceptor_.close(ignored);
  timer_.cancel();
  for (auto& [id, c] : connections_) c->socket.close(ignored);
  connections_.clear();
}

}  // namespace nemesis::server
