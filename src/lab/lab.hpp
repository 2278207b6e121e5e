// nemesis-lab: the headless command-line tool. Each subcommand is a function taking its parsed options
// and returning the process exit code (0 ok, 1 failure); main.cpp owns the command line (2 = usage).
#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "exit_codes.hpp"

namespace lab {

inline constexpr int kExitOk = nemesis::cli::kExitOk;
inline constexpr int kExitFailure = nemesis::cli::kExitFailure;
inline constexpr int kExitUsage = nemesis::cli::kExitUsage;

// A problem of the lab's own (a file it cannot read or write), reported like the engine's errors.
class LabError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct RunOptions {
  std::string scenario;
  std::string commands;  // a script file, "-" for standard input, empty for none
  std::optional<std::uint64_t> seed;
  std::vector<std::string> forces;  // --force specs, queued as one ForceOutcomes command before the script
  bool json = false;
  std::string boardsDir;
  std::string assetsDir;  // the assets folder; "" when none was found
  std::string record;     // replay file to write, empty for none
};

struct ReplayOptions {
  std::string file;
  bool verify = false;  // only check the hashes and report; otherwise print the log too
  bool json = false;
  std::string boardsDir;
  std::string assetsDir;  // the assets folder; "" when none was found
};

struct SimulateOptions {
  int games = 100;
  std::uint64_t seed = 1;
  int maxCommands = 5000;
  bool json = false;
  std::string boardsDir;
  std::string assetsDir;  // the assets folder; "" when none was found
  std::string record;     // replay of game 1, empty for none
  std::string game;       // the registered game's name (lab_games.hpp); empty: the first
  // Options that only some games take (each game adds its own to the subcommand, lab_games.hpp):
  int players = 4;              // characters per game
  std::string board = "basic";  // a board file NAME.json
  std::string scenario;         // the starting position
};

struct TutorialOptions {
  std::vector<std::string> files;  // lesson files; empty: every NN-name.json in tutorialsDir
  int deviate = 0;                 // random legal commands tried at each do and free step (0: solution only)
  std::uint64_t seed = 1;
  bool show = false;  // print each step's text as the solution plays
  std::string tutorialsDir;
  std::string scenariosDir;
  std::string boardsDir;
  std::string assetsDir;  // the assets folder; "" when none was found
};
int tutorialCheck(const TutorialOptions& options);

}  // namespace lab
