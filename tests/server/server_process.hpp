// nemesis-server as its own process for the loopback tests: started with a store on a port (0: any free one),
// its port read from its first log lines, killed with SIGKILL when the test says.
#pragma once

#include <doctest/doctest.h>
#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

struct ServerProcess {
  pid_t pid = -1;
  std::uint16_t port = 0;
  std::string logPath;
  // `more`: further options (--tls-cert and --tls-key).
  ServerProcess(const std::string& store, std::uint16_t wanted, const std::string& logFile,
                std::vector<std::string> more = {})
      : logPath(logFile) {
    std::filesystem::remove(logPath);
    std::vector<std::string> args{"nemesis-server", "--bind", "127.0.0.1", "--port",          std::to_string(wanted),
                                  "--store",        store,    "--assets",  NEMESIS_ASSETS_DIR};
    args.insert(args.end(), more.begin(), more.end());
    pid = ::fork();
    REQUIRE(pid >= 0);
    if (pid == 0) {
      // Its log goes to a file the test reads (a pipe the test stopped reading would end it with SIGPIPE).
      const int fd = ::open(logPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
      ::dup2(fd, 2);
      std::vector<char*> argv;
      for (std::string& a : args) argv.push_back(a.data());
      argv.push_back(nullptr);
      ::execv(NEMESIS_SERVER_PROGRAM, argv.data());
      ::_exit(127);
    }
    // Its log until the line that names the port: up to 10 s, 10 ms at a time (poll on nothing: a pause).
    for (int tries = 0; tries < 1000 && port == 0; ++tries) {
      const std::string text = this->log();
      const std::size_t at = text.find("listening on 127.0.0.1:");
      if (at != std::string::npos && text.find(' ', at + 23) != std::string::npos) {
        port = static_cast<std::uint16_t>(std::stoi(text.substr(at + 23)));
      } else {
        ::poll(nullptr, 0, 10);
      }
    }
    INFO(log());
    REQUIRE(port != 0);
  }
  [[nodiscard]] std::string log() const {
    std::ifstream in(logPath);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  }
  void kill() {
    ::kill(pid, SIGKILL);
    int status = 0;
    ::waitpid(pid, &status, 0);
    pid = -1;
  }
  ~ServerProcess() {
    if (pid > 0) kill();
  }
};
