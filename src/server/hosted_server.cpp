#include "hosted_server.hpp"

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>

#include <asio.hpp>
#include <random>
#include <stdexcept>

#include "online_game.hpp"
#include "room_server.hpp"
#include "room_store.hpp"
#include "tcp_server.hpp"

namespace nemesis::server {

struct HostedServer::Running {
  asio::io_context io;
  std::unique_ptr<RoomStore> store;
  std::unique_ptr<RoomServer> rooms;
  std::unique_ptr<TcpServer> tcp;
};

HostedServer::HostedServer(const HostedOptions& options) : running_(std::make_unique<Running>()) {
  ServerOptions o;
  o.assetsDir = options.assetsDir;
  o.program = options.program;
  o.games = gameRules(options.assetsDir);
  // Tokens and join codes from the operating system's randomness, as nemesis-server draws them.
  auto entropy = std::make_shared<std::random_device>();
  o.random = [entropy] { return (static_cast<std::uint64_t>((*entropy)()) << 32U) | (*entropy)(); };
  if (!options.storePath.empty()) {
    running_->store = std::make_unique<RoomStore>(options.storePath);
    o.store = running_->store.get();
  }
  running_->rooms = std::make_unique<RoomServer>(o);
  try {
    const asio::ip::tcp::endpoint at(asio::ip::make_address(options.bind), options.port);
    running_->tcp =
        std::make_unique<TcpServer>(running_->io, *running_->rooms, at, net::AdmissionConfig{}, options.log);
  } catch (const std::system_error& e) {
    throw std::runtime_error("cannot listen on " + options.bind + ":" + std::to_string(options.port) + ": " +
                             e.code().message());
  }
  port_ = running_->tcp->port();
  thread_ = std::thread([r = running_.get()] { r->io.run(); });
}

HostedServer::~HostedServer() {
  // The stop runs on the server's thread, between its handlers, never beside one.
  asio::post(running_->io, [r = running_.get()] { r->tcp->stop(); });
  thread_.join();
}

std::vector<std::string> localAddresses() {
  std::vector<std::string> out;
  ifaddrs* list = nullptr;
  if (::getifaddrs(&list) != 0) return out;
  for (const ifaddrs* a = list; a != nullptr; a = a->ifa_next) {
    if (a->ifa_addr == nullptr || (a->ifa_flags & IFF_LOOPBACK) != 0U || (a->ifa_flags & IFF_UP) == 0U) continue;
    char text[INET6_ADDRSTRLEN] = {};
    if (a->ifa_addr->sa_family == AF_INET) {
      const auto* in = reinterpret_cast<const sockaddr_in*>(a->ifa_addr);
      if (::inet_ntop(AF_INET, &in->sin_addr, text, sizeof text) != nullptr) out.emplace_back(text);
    } else if (a->ifa_addr->sa_family == AF_INET6) {
      const auto* in6 = reinterpret_cast<const sockaddr_in6*>(a->ifa_addr);
      if (IN6_IS_ADDR_LINKLOCAL(&in6->sin6_addr)) continue;  // usable only with its interface named
      if (::inet_ntop(AF_INET6, &in6->sin6_addr, text, sizeof text) != nullptr) {
        out.push_back(std::string("[") + text + "]");
      }
    }
  }
  ::freeifaddrs(list);
  return out;
}

}  // namespace nemesis::server
