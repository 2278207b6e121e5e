// `nemesis-lab bot` against nemesis-server, each its own process on loopback (issue 25): three bots make, join and
// play a room of each game to its end, every command chosen from the seat's view and played by the server; and
// two bots play on through the server killed with SIGKILL and started again on its port from its store,
// reconnecting by themselves. Every wait is bounded (the bots give up after 20 s without news; the test waits 90 s
// for them), so a fault fails the test instead of hanging it.
#include <doctest/doctest.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <utility>
#include <vector>

#include "../fresh_store.hpp"
#include "fault_proxy.hpp"
#include "self_signed.hpp"
#include "server_process.hpp"

namespace {

std::string readFile(const std::string& path) {
  std::ifstream in(path);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// nemesis-lab as its own process (a bot, or `room check` when the arguments start with "room"); its output and its
// log go to files.
struct BotProcess {
  pid_t pid = -1;
  std::string out;
  std::string err;
  BotProcess(const std::string& name, std::vector<std::string> args) {
    const std::string base = (std::filesystem::temp_directory_path() / ("nemesis-bot-test-" + name)).string();
    out = base + ".out";
    err = base + ".err";
    std::filesystem::remove(out);  // an earlier run's room code must not be read as this one's
    std::filesystem::remove(err);
    if (args.front() == "room") {
      args.insert(args.begin(), {"nemesis-lab", "--assets", NEMESIS_ASSETS_DIR});
    } else {
      args.insert(args.begin(), {"nemesis-lab", "--assets", NEMESIS_ASSETS_DIR, "bot"});
      for (const char* more : {"--timeout", "20", "--name"}) args.emplace_back(more);
      args.push_back(name);
    }
    pid = ::fork();
    REQUIRE(pid >= 0);
    if (pid == 0) {
      const int o = ::open(out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
      const int e = ::open(err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
      ::dup2(o, 1);
      ::dup2(e, 2);
      std::vector<char*> argv;
      for (std::string& a : args) argv.push_back(a.data());
      argv.push_back(nullptr);
      ::execv(NEMESIS_LAB_PROGRAM, argv.data());
      ::_exit(127);
    }
  }
  // The room code it prints once in its room (up to 10 s).
  std::string code() const {
    for (int tries = 0; tries < 1000; ++tries) {
      const std::string text = readFile(out);
      const std::size_t at = text.find("room ");
      if (at != std::string::npos && text.find('\n', at) != std::string::npos) return text.substr(at + 5, 13);
      ::poll(nullptr, 0, 10);
    }
    return {};
  }
  // Its exit code once it ends (up to `seconds`); -1 if it had to be killed.
  int wait(int seconds) {
    int status = 0;
    for (int tries = 0; tries < seconds * 100; ++tries) {
      if (::waitpid(pid, &status, WNOHANG) == pid) {
        pid = -1;
        return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
      }
      ::poll(nullptr, 0, 10);
    }
    ::kill(pid, SIGKILL);
    ::waitpid(pid, &status, 0);
    pid = -1;
    return -1;
  }
  ~BotProcess() {
    if (pid > 0) wait(0);
  }
};

}  // namespace

TEST_CASE("three bots make, join and play a room of each game to its end through nemesis-server") {
  for (const std::string game : {"nemesis", "enormity"}) {
    CAPTURE(game);
    const std::string store = freshStore("nemesis-bot-test-" + game + ".db");
    ServerProcess server(store, 0, store + ".log");
    const std::string address = "127.0.0.1:" + std::to_string(server.port);
    const std::string base = (std::filesystem::temp_directory_path() / ("nemesis-bot-test-" + game)).string();
    BotProcess host(game + "-host", {"--server", address, "--new", game, "--players", "3", "--seat", "1", "--record",
                                     base + ".record.json", "--seen", base + ".seen1.json"});
    const std::string code = host.code();
    INFO("the host's log: " << readFile(host.err));
    REQUIRE(code.size() == 13);
    BotProcess second(game + "-2",
                      {"--server", address, "--room", code, "--seed", "2", "--seen", base + ".seen2.json"});
    BotProcess third(game + "-3", {"--server", address, "--room", code, "--seed", "3"});
    for (BotProcess* bot : {&host, &second, &third}) {
      INFO(readFile(bot->out) << readFile(bot->err) << "\nthe server's log: " << server.log());
      CHECK(bot->wait(90) == 0);
      CHECK(readFile(bot->out).find("the game is over") != std::string::npos);
    }
    // The fairness check: the room's record plays again to the end, its seed (the server's, not the --seed 1 the
    // host asked for) gives the commitment shown from the start, and the two seats' view hashes match.
    const std::string record = readFile(base + ".record.json");
    CHECK(record.find("\"seed\":\"0000000000000001\"") == std::string::npos);
    BotProcess check(game + "-check", {"room", "check", base + ".record.json", "--seen", base + ".seen1.json", "--seen",
                                       base + ".seen2.json"});
    INFO(readFile(check.out) << readFile(check.err));
    CHECK(check.wait(60) == 0);
    CHECK(readFile(check.out).find("OK: room " + code) == 0);
  }
}

TEST_CASE("bots play on through nemesis-server killed with SIGKILL and started again from its store") {
  const std::string store = freshStore("nemesis-bot-kill-test.db");
  auto server = std::make_unique<ServerProcess>(store, 0, store + ".first.log");
  const std::uint16_t port = server->port;
  const std::string address = "127.0.0.1:" + std::to_string(port);
  // 20 ms a command: a two-player game lasts a few seconds, long enough to be cut in the middle.
  BotProcess ann("ann", {"--server", address, "--new", "nemesis", "--players", "2", "--seat", "1", "--think", "20"});
  const std::string code = ann.code();
  REQUIRE(code.size() == 13);
  BotProcess bob("bob", {"--server", address, "--room", code, "--seat", "2", "--think", "20"});
  ::poll(nullptr, 0, 700);  // some commands played
  server->kill();
  server.reset();
  ::poll(nullptr, 0, 300);  // the bots find the server gone
  ServerProcess again(store, port, store + ".again.log");
  for (BotProcess* bot : {&ann, &bob}) {
    const std::string err = readFile(bot->err);
    INFO(readFile(bot->out) << err << "\nthe restarted server's log: " << again.log());
    CHECK(bot->wait(90) == 0);
    const std::string out = readFile(bot->out);
    CHECK(out.find("the game is over") != std::string::npos);
    CHECK(readFile(bot->err).find("reconnecting") != std::string::npos);
  }
  // Both saw the one game to its end: the same count of commands at the table.
  const auto playedAtTable = [](const std::string& text) {
    const std::size_t at = text.find("the table played ");
    return at == std::string::npos ? std::string("?") : text.substr(at, text.find(';', at) - at);
  };
  CHECK(playedAtTable(readFile(ann.out)) == playedAtTable(readFile(bob.out)));
}

TEST_CASE("bots play a room to its end through a network that delays, stalls and cuts their connections") {
  const std::string store = freshStore("nemesis-bot-proxy-test.db");
  ServerProcess server(store, 0, store + ".log");
  FaultProxy proxy(server.port);
  const std::string address = "127.0.0.1:" + std::to_string(proxy.port());
  const std::string base = (std::filesystem::temp_directory_path() / "nemesis-bot-proxy").string();
  // 40 ms a command and three players: the game lasts a few seconds, through every fault below.
  BotProcess ann("proxy-ann", {"--server", address, "--new", "nemesis", "--players", "3", "--seat", "1", "--think",
                               "40", "--record", base + ".record.json", "--seen", base + ".seen.json"});
  const std::string code = ann.code();
  REQUIRE(code.size() == 13);
  BotProcess bob("proxy-bob", {"--server", address, "--room", code, "--seat", "2", "--think", "40"});
  BotProcess cid("proxy-cid", {"--server", address, "--room", code, "--seat", "3", "--think", "40"});
  ::poll(nullptr, 0, 400);
  proxy.delay(60);  // a slow line
  ::poll(nullptr, 0, 500);
  proxy.stall(true);  // nothing passes for a second and a half (well within the 20 s before a seat is dropped)
  ::poll(nullptr, 0, 1500);
  proxy.stall(false);
  proxy.delay(0);
  ::poll(nullptr, 0, 300);
  proxy.cutAll();  // the line goes down: every bot reconnects
  ::poll(nullptr, 0, 400);
  proxy.cutAll();
  for (BotProcess* bot : {&ann, &bob, &cid}) {
    INFO(readFile(bot->out) << readFile(bot->err) << "\nthe server's log: " << server.log());
    CHECK(bot->wait(90) == 0);
    CHECK(readFile(bot->out).find("the game is over") != std::string::npos);
    CHECK(readFile(bot->err).find("reconnecting") != std::string::npos);  // the cut came mid-game
  }
  CHECK(proxy.accepted() >= 6);  // each bot came back at least once
  // Nothing was lost or changed on the way: the record plays again and matches what Ann was shown.
  BotProcess check("proxy-check", {"room", "check", base + ".record.json", "--seen", base + ".seen.json"});
  INFO(readFile(check.out) << readFile(check.err));
  CHECK(check.wait(60) == 0);
}

TEST_CASE("bots play a room over TLS, checking the server's certificate, and a client that does not trust it stops") {
  const auto [cert, key] = selfSignedCertificate();
  const std::string store = freshStore("nemesis-bot-tls-test.db");
  ServerProcess server(store, 0, store + ".log", {"--tls-cert", cert, "--tls-key", key});
  CHECK(server.log().find("; TLS)") != std::string::npos);
  const std::string address = "localhost:" + std::to_string(server.port);
  BotProcess ann("tls-ann",
                 {"--server", address, "--new", "nemesis", "--players", "2", "--seat", "1", "--tls-ca", cert});
  const std::string code = ann.code();
  INFO(readFile(ann.err) << server.log());
  REQUIRE(code.size() == 13);
  BotProcess bob("tls-bob", {"--server", address, "--room", code, "--seat", "2", "--tls-ca", cert});
  for (BotProcess* bot : {&ann, &bob}) {
    INFO(readFile(bot->out) << readFile(bot->err));
    CHECK(bot->wait(90) == 0);
    CHECK(readFile(bot->out).find("the game is over") != std::string::npos);
  }
  // Without the certificate to trust (the system's authorities do not know it): refused at the handshake, said.
  BotProcess stranger("tls-stranger", {"--server", address, "--room", code, "--tls"});
  CHECK(stranger.wait(30) == 1);
  CHECK(readFile(stranger.err).find("the TLS handshake with " + address + " failed") != std::string::npos);
}
