// Server benchmark (issue 25; reports figures, asserts nothing): nemesis-server as its own process with its SQLite
// store, and ROOMS clients on loopback, each making a Nemesis room for two characters it plays both of, then
// sending COMMANDS commands one after another (a pass for whichever character's turn it is: a refusal is a round
// trip too), each THINK milliseconds on average after the answer to the one before (a player's pace; 0: at once,
// which measures the server saturated). Reports the set-up time, commands per second, the command round trip's
// median and p99, the server's memory per room, and the time the server takes to start again from the store
// holding those rooms.
//   nemesis_server_bench [ROOMS=100] [COMMANDS=20] [THINK=1000]
#include <poll.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <asio.hpp>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include "bench_args.hpp"
#include "median_ms.hpp"
#include "room_messages.hpp"
#include "room_server.hpp"

namespace {

using Clock = std::chrono::steady_clock;
using nemesis::server::NewsKind;
using nemesis::server::RequestKind;
using nemesis::server::RoomNews;
using nemesis::server::RoomRequest;

double msSince(Clock::time_point t) {
  return std::chrono::duration<double, std::milli>(Clock::now() - t).count();
}

// nemesis-server started with a store; its port read from its log; its resident memory from /proc.
struct Server {
  pid_t pid = -1;
  std::uint16_t port = 0;
  double startMs = 0;  // from fork to listening (the rooms in its store reopened)
  explicit Server(const std::string& store) {
    int out[2];
    if (::pipe(out) != 0) std::exit(1);
    const Clock::time_point t = Clock::now();
    pid = ::fork();
    if (pid == 0) {
      ::dup2(out[1], 2);
      ::close(out[0]);
      ::execl(NEMESIS_SERVER_PROGRAM, "nemesis-server", "--bind", "127.0.0.1", "--port", "0", "--store", store.c_str(),
              "--max-rooms", "1000000", "--assets", NEMESIS_ASSETS_DIR,
              // Every client comes from 127.0.0.1, and a saturated one sends far faster than a player: the limits
              // on one client's cost are lifted, so the figures are the server's, not its pacing.
              "--max-connections", "1000000", "--max-connections-per-address", "1000000",
              "--new-connections-per-minute", "1e9", "--requests-per-second", "1e9", "--request-burst", "1e9",
              static_cast<char*>(nullptr));
      ::_exit(127);
    }
    ::close(out[1]);
    std::string log;
    char ch = 0;
    while (port == 0 && ::read(out[0], &ch, 1) == 1) {
      log.push_back(ch);
      const std::size_t at = log.find("listening on 127.0.0.1:");
      if (ch == ' ' && at != std::string::npos) port = static_cast<std::uint16_t>(std::stoi(log.substr(at + 23)));
    }
    startMs = msSince(t);
    if (port == 0) {
      std::fprintf(stderr, "nemesis-server did not start:\n%s\n", log.c_str());
      std::exit(1);
    }
    // Its later log lines are not read: the pipe is left open (a full pipe would block its writes).
  }
  [[nodiscard]] double residentMb() const {
    std::ifstream status("/proc/" + std::to_string(pid) + "/status");
    std::string line;
    while (std::getline(status, line)) {
      if (line.rfind("VmRSS:", 0) == 0) return std::stod(line.substr(6)) / 1024.0;
    }
    return 0;
  }
  void stop() {
    ::kill(pid, SIGKILL);
    int status = 0;
    ::waitpid(pid, &status, 0);
  }
};

// One client: a connection, its session, and where it is in its script.
struct Client {
  explicit Client(asio::io_context& io) : socket(io), timer(io) {}
  asio::ip::tcp::socket socket;
  asio::steady_timer timer;
  std::uint32_t jitter = 1;  // a small generator of its own: the clients do not act in step
  nemesis::net::ClientSession session;
  std::array<char, 8192> buffer{};
  int step = 0;  // 0 made, 1 seated twice, 2 started, 3 playing
  int sent = 0;
  int accepted = 0;
  bool scout = false;  // which character's pass to send next
  Clock::time_point askedAt;
};

struct Run {
  asio::io_context io;
  std::vector<std::unique_ptr<Client>> clients;
  std::vector<double> roundTrips;
  int commands = 0;
  int think = 0;            // milliseconds between an answer and the next command, on average
  int ready = 0;            // clients whose game has started
  int finished = 0;         // clients that sent all their commands
  Clock::time_point began;  // every game started: the first commands go
  Clock::time_point ended;  // every client sent its last command and heard back

  void ask(Client& c, RoomRequest r) {
    auto bytes = std::make_shared<std::string>(c.session.roomMessage(nemesis::wire::encode(r), 0));
    asio::async_write(c.socket, asio::buffer(*bytes), [bytes](std::error_code, std::size_t) {});
  }
  void command(Client& c) {
    RoomRequest r;
    r.kind = RequestKind::Command;
    r.text = c.scout ? "pass scout" : "pass captain";
    c.askedAt = Clock::now();
    ++c.sent;
    ask(c, r);
  }
  void read(Client& c) {
    c.socket.async_read_some(asio::buffer(c.buffer), [this, &c](std::error_code error, std::size_t n) {
      if (error) return;
      for (auto& d : c.session.received(std::string_view(c.buffer.data(), n), 0)) {
        news(c, nemesis::wire::decode<RoomNews>(d.body, "news"));
      }
      const std::string acks = c.session.tick(0);
      if (!acks.empty()) {
        auto bytes = std::make_shared<std::string>(acks);
        asio::async_write(c.socket, asio::buffer(*bytes), [bytes](std::error_code, std::size_t) {});
      }
      read(c);
    });
  }
  void news(Client& c, const RoomNews& n) {
    if (c.step == 0 && n.kind == NewsKind::Room) {
      for (const int seat : {0, 1}) {
        RoomRequest sit;
        sit.kind = RequestKind::Sit;
        sit.seat = seat;
        ask(c, sit);
      }
      c.step = 1;
    } else if (c.step == 1 && n.kind == NewsKind::Room && n.room.seats.size() == 2 && !n.room.seats[1].holder.empty()) {
      RoomRequest start;
      start.kind = RequestKind::Start;
      ask(c, start);
      c.step = 2;
    } else if (c.step == 2 && n.kind == NewsKind::Room && n.room.started == 1) {
      c.step = 3;
      ++ready;
      if (ready == static_cast<int>(clients.size())) begin();
    } else if (c.step == 3 && (n.kind == NewsKind::Table || n.kind == NewsKind::Refusal)) {
      roundTrips.push_back(msSince(c.askedAt));
      if (n.kind == NewsKind::Table) {
        ++c.accepted;
      } else {
        c.scout = !c.scout;  // not that character's turn
      }
      if (c.sent < commands) {
        next(c);
      } else if (++finished == static_cast<int>(clients.size())) {
        ended = Clock::now();
        io.stop();
      }
    }
  }
  // The client's next command: at once, or after a pause around `think` (half to one and a half times it).
  void next(Client& c) {
    if (think == 0) {
      command(c);
      return;
    }
    c.jitter = c.jitter * 1664525U + 1013904223U;
    const int wait = think / 2 + static_cast<int>((c.jitter >> 8U) % static_cast<std::uint32_t>(think + 1));
    c.timer.expires_after(std::chrono::milliseconds(wait));
    c.timer.async_wait([this, &c](std::error_code error) {
      if (!error) command(c);
    });
  }
  void begin() {
    began = Clock::now();
    for (auto& c : clients) next(*c);  // the first ones spread as well: players do not act in step
  }
};

}  // namespace

int main(int argc, char** argv) {
  const bench::Args args(argc, argv, "nemesis_server_bench [ROOMS=100] [COMMANDS=20] [THINK=1000]", 3);
  const int rooms = args.integer(1, 100, 1, 20000);
  const int commands = args.integer(2, 20, 1, 28);  // a 2-character game lasts 30 passes (15 rounds)
  const int think = args.integer(3, 1000, 0, 60000);
  // Two descriptors per room (the client's end and the server's): raise the limit to what the system allows.
  rlimit files{};
  getrlimit(RLIMIT_NOFILE, &files);
  files.rlim_cur = files.rlim_max;
  setrlimit(RLIMIT_NOFILE, &files);

  const std::string store = (std::filesystem::temp_directory_path() / "nemesis-server-bench.db").string();
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(store + suffix);
  Server server(store);
  const double baseMb = server.residentMb();

  const std::vector<nemesis::net::GameRules> rules = nemesis::server::gameRules(NEMESIS_ASSETS_DIR);  // read once
  Run run;
  run.commands = commands;
  run.think = think;
  const Clock::time_point setup = Clock::now();
  for (int i = 0; i < rooms; ++i) {
    auto c = std::make_unique<Client>(run.io);
    c->jitter = static_cast<std::uint32_t>(i) * 2654435761U + 1;
    c->socket.connect(asio::ip::tcp::endpoint(asio::ip::make_address("127.0.0.1"), server.port));
    c->socket.set_option(asio::ip::tcp::no_delay(true));
    RoomRequest hello;
    hello.kind = RequestKind::Hello;
    hello.hello.program = "nemesis_server_bench";
    hello.hello.games = rules;
    run.ask(*c, hello);
    RoomRequest create;
    create.kind = RequestKind::Create;
    create.game = "nemesis";
    create.players = 2;
    create.seed = static_cast<std::uint64_t>(i + 1);
    create.name = "bench " + std::to_string(i);
    run.ask(*c, create);
    run.read(*c);
    run.clients.push_back(std::move(c));
  }
  run.io.run();  // until every client has played its commands
  const double setupMs = std::chrono::duration<double, std::milli>(run.began - setup).count();
  const double playMs = std::chrono::duration<double, std::milli>(run.ended - run.began).count();
  int accepted = 0;
  for (const auto& c : run.clients) accepted += c->accepted;
  const double rssMb = server.residentMb();
  std::vector<double> trips = run.roundTrips;
  std::sort(trips.begin(), trips.end());
  const double p99 = trips.empty() ? 0 : trips[std::min(trips.size() - 1, trips.size() * 99 / 100)];
  std::printf(
      "server benchmark: %d rooms on loopback, %d commands each, %d ms between them on average "
      "(nemesis-server with its SQLite store)\n",
      rooms, commands, think);
  std::printf("set-up (connect, hello, make, sit, start)  %8.0f ms\n", setupMs);
  std::printf("play: %zu round trips in %.0f ms (%d commands played, the rest refused: not that turn)\n", trips.size(),
              playMs, accepted);
  std::printf("commands per second              %8.0f (round trips, refusals included)\n",
              static_cast<double>(trips.size()) / (playMs / 1000.0));
  std::printf("command round trip               median %.3f ms   p99 %.3f ms   max %.3f ms\n",
              trips.empty() ? 0 : bench::median(trips), p99, trips.empty() ? 0 : trips.back());
  std::printf("server memory                    %.1f MB (%.1f MB before the rooms): %.1f KB per room\n", rssMb, baseMb,
              (rssMb - baseMb) * 1024.0 / rooms);
  for (auto& c : run.clients) c->socket.close();
  server.stop();
  Server again(store);
  std::printf("restart from the store            %8.0f ms to reopen %d rooms and listen\n", again.startMs, rooms);
  again.stop();
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(store + suffix);
  return 0;
}
