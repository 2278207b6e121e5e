// The games nemesis-lab plays, each registered from its own folder (src/lab/GAME/, OpenSpiel's
// REGISTER_SPIEL_GAME): `run`, `replay` and `tutorial check` hand a file to the game whose "format" it carries,
// `simulate --game NAME` to that game, and a game adds its own options and subcommands. Nothing here names a
// game (docs/modules.md).
#pragma once

#include <CLI/CLI.hpp>

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "lab.hpp"

namespace lab {

// What the lab found before running a subcommand: the assets folder ("" when none was found) and the boards.
struct LabFolders {
  std::string assetsDir;
  std::string boardsDir;
};

// A subcommand of one game's own (Nemesis's odds): what runs it once it is the one parsed.
struct LabCommand {
  CLI::App* command = nullptr;
  std::function<int(const LabFolders&)> run;
};

// What a game's own subcommands may take from the lab's command line.
struct LabCommandLine {
  CLI::App& app;
  std::function<void(CLI::App*)> addBoards;  // the --boards option, as every subcommand has it
  std::vector<LabCommand>& commands;         // where a game adds its subcommands
};

// A lesson file checked: its problems (none: it passes), its steps, and the rules it showed ("" when the game
// does not say).
struct LessonVerdict {
  std::vector<std::string> problems;
  std::size_t steps = 0;
  std::string shows;
};

struct LabGame {
  std::string name;                  // --game's value ("nemesis")
  std::string title;                 // for --game's help: its name and, if need be, what it is
  int order = 0;                     // where it is listed; the first is --game's default and reads files no game claims
  std::vector<std::string> formats;  // the "format" values of its files (scenarios, replays, lessons)
  std::function<int(const RunOptions&)> run;
  std::function<int(const ReplayOptions&)> replay;
  std::function<int(const SimulateOptions&)> simulate;
  // `shown`: each step's text as the player reads it (--show), or null.
  std::function<LessonVerdict(const std::string& file, const TutorialOptions&, std::vector<std::string>* shown)>
      checkLesson;
  // Its own options of `simulate` (an option another game added is refused for this one, with `setUp`), and the
  // shared ones it takes that not every game does (found by name on the subcommand).
  std::function<void(CLI::App& simulate, SimulateOptions&)> addSimulateOptions;
  std::vector<std::string> simulateOptions;  // every option of simulate it takes beyond the shared ones
  std::string setUp;            // how a game of it is set up, said when an option of another game is refused
  std::string simulateExample;  // a `simulate` command line of it, for --help
  std::function<void(LabCommandLine&)> addCommands;  // its own subcommands, if any
};

// Registers a game; returns true so that a game's folder can register it while the program starts:
//   namespace { const bool kRegistered = lab::registerGame(...); }
bool registerGame(LabGame game);
// Every registered game, in `order`.
[[nodiscard]] const std::vector<LabGame>& labGames();
// The game of that name, or null.
[[nodiscard]] const LabGame* labGame(std::string_view name);
// The game whose format the file carries; the first game for a file no game claims (or that cannot be read:
// its reader then says why, naming the file).
[[nodiscard]] const LabGame& gameOfFile(const std::string& path);

}  // namespace lab
