// nemesis-server: the dedicated server for online play (issue 25). It holds every room's game and generator and
// sends each seat its own view (docs/protocol.md). Logs to stderr, one line per event worth keeping (a journal
// reads it). With --store, every room is kept in an SQLite file and reopened when the server starts again.
#include <CLI/CLI.hpp>

#include <asio.hpp>

#include <csignal>
#include <cstdint>
#include <iostream>
#include <memory>
#include <random>
#include <string>

#include "asset_dir.hpp"
#include "config_file.hpp"
#include "exit_codes.hpp"
#include "nemesis_version.hpp"
#include "room_server.hpp"
#include "tcp_server.hpp"

int main(int argc, char** argv) {
  CLI::App cli("nemesis-server: the dedicated server for online games of Nemesis Companion", "nemesis-server");
  cli.set_version_flag("--version", std::string("nemesis-server ") + nemesis::kVersion, "Print the version and exit");
  // Every option below is also a key of the file (port = 4770): CLI11 reads it; the command line wins.
  nemesis::cli::addConfigFile(cli, "Read options from FILE: key = value lines, each key a long option (port = 4770)");
  std::string bind = "0.0.0.0";
  std::uint16_t port = 4770;
  std::string assets;
  std::size_t maxRooms = 10000;
  std::string storePath;
  cli.add_option("--bind", bind, "Address to listen on (default 0.0.0.0, every IPv4 address; :: for IPv6 too)");
  cli.add_option("--port", port, "TCP port to listen on (default 4770; 0 picks a free one)");
  cli.add_option("--assets", assets, "The assets folder (default: found as nemesis finds it)");
  cli.add_option("--max-rooms", maxRooms, "Rooms held at once before new ones are refused (default 10000)")
      ->check(CLI::Range(std::size_t{1}, std::size_t{1000000}));
  cli.add_option("--store", storePath,
                 "SQLite file keeping every room (created if missing; reopened at start). Without it rooms live in "
                 "memory only and a restart loses them");
  std::string tlsCert;
  std::string tlsKey;
  cli.add_option("--tls-cert", tlsCert,
                 "PEM certificate chain: with --tls-key, every connection is TLS (clients check the certificate)");
  cli.add_option("--tls-key", tlsKey, "PEM private key of --tls-cert");
  // What one client may cost (docs/server.md, "Limits"): a busy friend's game is far below every one.
  nemesis::net::AdmissionConfig admission;
  double requestsPerSecond = 30;
  double requestBurst = 60;
  cli.add_option("--max-connections", admission.maxOpen, "Connections open at once, from everyone (default 20000)")
      ->check(CLI::Range(std::size_t{1}, std::size_t{1000000}));
  cli.add_option("--max-connections-per-address", admission.maxOpenPerAddress,
                 "Connections open at once from one address (default 64)")
      ->check(CLI::Range(std::size_t{1}, std::size_t{1000000}));
  cli.add_option("--new-connections-per-minute", admission.newPerMinutePerAddress,
                 "New connections a minute from one address, after a burst of as many (default 120)")
      ->check(CLI::Range(1.0, 1e9));
  cli.add_option("--requests-per-second", requestsPerSecond,
                 "A connection's requests (commands, chat, seats) a second, after a burst of --request-burst; a "
                 "faster client is read more slowly, never refused (default 30)")
      ->check(CLI::Range(0.1, 1e9));
  cli.add_option("--request-burst", requestBurst, "Requests a connection may send at once (default 60)")
      ->check(CLI::Range(1.0, 1e9));
  if (const auto code = nemesis::cli::parseWithConfigFile(cli, argc, argv)) return *code;
  // A write to a closed pipe (the journal or a terminal gone, the log's reader stopped) must not end the server
  // and every game it holds: SIGPIPE is ignored and the write fails instead. (Its sockets never raise it.)
  std::signal(SIGPIPE, SIG_IGN);

  nemesis::server::ServerOptions options;
  try {
    options.assetsDir = nemesis::cli::locateAssetsDir(assets, argc > 0 ? argv[0] : nullptr);
  } catch (const std::exception& e) {
    std::cerr << "nemesis-server: " << e.what() << "\n";
    return nemesis::cli::kExitFailure;
  }
  options.program = std::string("nemesis-server ") + nemesis::kVersion;
  options.games = nemesis::server::gameRules(options.assetsDir);
  options.maxRooms = maxRooms;
  options.requestsPerSecond = requestsPerSecond;
  options.requestBurst = requestBurst;
  // Tokens and join codes must not be guessable, not even from one another: each is drawn from the operating
  // system's randomness (std::random_device: the CPU's generator or /dev/urandom), never from a seeded generator.
  auto entropy = std::make_shared<std::random_device>();
  options.random = [entropy] { return (static_cast<std::uint64_t>((*entropy)()) << 32U) | (*entropy)(); };

  try {
    std::unique_ptr<nemesis::server::RoomStore> store;
    if (!storePath.empty()) {
      store = std::make_unique<nemesis::server::RoomStore>(storePath);
      options.store = store.get();
    }
    if (tlsCert.empty() != tlsKey.empty()) {
      std::cerr << "nemesis-server: TLS needs both --tls-cert and --tls-key\n";
      return nemesis::cli::kExitUsage;
    }
    std::unique_ptr<asio::ssl::context> tls;
    if (!tlsCert.empty()) {
      tls = std::make_unique<asio::ssl::context>(asio::ssl::context::tls_server);
      tls->set_options(asio::ssl::context::default_workarounds | asio::ssl::context::no_sslv2 |
                       asio::ssl::context::no_sslv3 | asio::ssl::context::no_tlsv1 | asio::ssl::context::no_tlsv1_1);
      std::error_code error;
      tls->use_certificate_chain_file(tlsCert, error);
      if (error) {
        std::cerr << "nemesis-server: " << tlsCert << ": cannot use it as a certificate chain: " << error.message()
                  << "\n";
        return nemesis::cli::kExitFailure;
      }
      tls->use_private_key_file(tlsKey, asio::ssl::context::pem, error);
      if (error) {
        std::cerr << "nemesis-server: " << tlsKey
                  << ": cannot use it as the certificate's private key: " << error.message() << "\n";
        return nemesis::cli::kExitFailure;
      }
    }
    asio::io_context io;
    nemesis::server::RoomServer rooms(options);
    if (store) {
      std::cerr << "nemesis-server: " << rooms.roomCount() << " room(s) reopened from " << storePath << "\n";
    } else {
      std::cerr << "nemesis-server: rooms live in memory only (no --store): a restart loses them\n";
    }
    const asio::ip::tcp::endpoint at(asio::ip::make_address(bind), port);
    nemesis::server::TcpServer server(
        io, rooms, at, admission, [](const std::string& line) { std::cerr << "nemesis-server: " << line << "\n"; },
        tls.get());
    asio::signal_set signals(io, SIGINT, SIGTERM);
    signals.async_wait([&](std::error_code, int signal) {
      std::cerr << "nemesis-server: signal " << signal << ": stopping\n";
      server.stop();
    });
    std::string games;
    for (const auto& g : options.games) games += (games.empty() ? "" : ", ") + g.game;
    std::cerr << "nemesis-server " << nemesis::kVersion << " listening on " << bind << ":" << server.port()
              << " (games: " << games << "; assets " << options.assetsDir << (tls ? "; TLS" : "; no TLS") << ")\n";
    io.run();
  } catch (const std::exception& e) {
    std::cerr << "nemesis-server: " << e.what() << "\n";
    return nemesis::cli::kExitFailure;
  }
  return nemesis::cli::kExitOk;
}
