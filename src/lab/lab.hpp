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
  std::string assetsDir;  // the assets folder (Enormity reads ASSETS/enormity); "" when none was found
  std::string record;     // replay file to write, empty for none
};
int runScenario(const RunOptions& options);

struct ReplayOptions {
  std::string file;
  bool verify = false;  // only check the hashes and report; otherwise print the log too
  bool json = false;
  std::string boardsDir;
  std::string assetsDir;  // the assets folder (Enormity reads ASSETS/enormity); "" when none was found
};
int replayFile(const ReplayOptions& options);

struct SimulateOptions {
  int games = 100;
  int players = 4;
  std::uint64_t seed = 1;
  std::string board = "basic";
  int maxCommands = 5000;
  bool json = false;
  std::string boardsDir;
  std::string assetsDir;         // the assets folder (Enormity reads ASSETS/enormity); "" when none was found
  std::string record;            // replay of game 1, empty for none
  std::string game = "nemesis";  // or "enormity" (the second rules module)
  std::string scenario;  // enormity: the starting position (default: assets/enormity/scenarios/first-noise.json)
};
int simulate(const SimulateOptions& options);

// The second rules module (lab_enormity.cpp): run and replay hand a file whose "format" is Enormity's to these.
[[nodiscard]] bool isEnormityFile(const std::string& path, std::string_view format);
int runEnormity(const RunOptions& options);
int replayEnormity(const ReplayOptions& options);
int simulateEnormity(const SimulateOptions& options);

struct OddsOptions {
  std::string scenario;
  std::string character;  // a script's character name ("scout", "2"); empty: the character whose turn it is
  bool json = false;
  std::string boardsDir;
};
int oddsTable(const OddsOptions& options);

struct TutorialOptions {
  std::vector<std::string> files;  // lesson files; empty: every NN-name.json in tutorialsDir
  int deviate = 0;                 // random legal commands tried at each do and free step (0: solution only)
  std::uint64_t seed = 1;
  bool show = false;  // print each step's text as the solution plays
  std::string tutorialsDir;
  std::string scenariosDir;
  std::string boardsDir;
  std::string assetsDir;  // the assets folder (Enormity reads ASSETS/enormity); "" when none was found
};
int tutorialCheck(const TutorialOptions& options);
// An Enormity lesson (lab_enormity.cpp): its problems, empty when it loads, its solution plays through the
// runner to the end, and `deviate` random legal commands at each do step are refused (the lesson's hint) except
// the one it asks for. With `shown`, each step's text as the solution plays.
std::vector<std::string> checkEnormityLesson(const std::string& file, const std::string& assetsDir, int deviate,
                                             std::uint64_t seed, std::vector<std::string>* shown, std::size_t& steps);

}  // namespace lab
