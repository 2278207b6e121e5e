// nemesis-lab: run scenarios and command scripts, verify replays and simulate random games without a
// window. Exit codes: 0 ok, 1 failure (bad file, refused command, divergence, broken invariant), 2 usage.
#include <CLI/CLI.hpp>

#include <cstdint>
#include <iostream>
#include <limits>

#include "asset_dir.hpp"
#include "command_line.hpp"
#include "lab.hpp"
#include "lab_bot.hpp"
#include "lab_games.hpp"
#include "nemesis_version.hpp"
#include "online_game.hpp"

namespace {

namespace cli = nemesis::cli;
constexpr std::uint64_t kMaxSeed = std::numeric_limits<std::uint64_t>::max();
constexpr int kMaxCount = std::numeric_limits<int>::max();

int labMain(int argc, char** argv) {
  CLI::App app{"nemesis-lab: the Nemesis rules engine on the command line (scenarios, replays, simulations)",
               "nemesis-lab"};
  app.require_subcommand(1);
  app.set_version_flag("--version", std::string("nemesis-lab ") + nemesis::kVersion, "Print the version and exit");
  app.footer("Exit codes: 0 ok, 1 failure, 2 usage error. 'nemesis-lab SUBCOMMAND --help' for details.");

  // Defaults are not shown in --help: they depend on where the program runs (the man pages are made from it).
  std::string assetsOption;
  app.add_option(
      "--assets", assetsOption,
      "The assets folder (every game's boards, scenarios, tutorials and data; default: $NEMESIS_ASSETS_DIR, else the "
      "installed share/nemesis-companion/assets, else assets beside the program); before the subcommand");
  std::string boardsDir;  // empty: ASSETS/boards
  const auto addBoards = [&](CLI::App* sub) {
    sub->add_option("--boards", boardsDir,
                    "Directory of board files NAME.json (boards named in scenarios, --board; default: ASSETS/boards)");
  };

  lab::RunOptions run;
  std::uint64_t runSeed = 0;
  CLI::App* runCmd = app.add_subcommand("run",
                                        "Load a scenario, apply a command script, print the event log "
                                        "(each event with its rule citation) and the final state");
  runCmd->add_option("scenario", run.scenario, "Scenario or save file (JSON)")->required();
  runCmd->add_option("--commands", run.commands, "Command script, one command per line ('-' for standard input)");
  CLI::Option* seedOpt =
      runCmd
          ->add_option("--seed", runSeed,
                       "Replace the scenario's seed: setup runs with it, the file's fields apply on top")
          ->check(cli::decimal<std::uint64_t>(0, kMaxSeed));
  runCmd
      ->add_option("--force", run.forces,
                   "Forced chance outcomes queued before the script, e.g. noise=danger,2,silence or bag=adult:3 "
                   "(repeatable; recorded as a 'force' command)")
      ->allow_extra_args(false);
  runCmd->add_flag("--json", run.json, "Print the steps, events and final state as JSON");
  runCmd->add_option("--record", run.record, "Write a replay of the run (initial state, commands, hashes) here");
  addBoards(runCmd);
  runCmd->footer(
      "Examples:\n"
      "  nemesis-lab run assets/scenarios/seed004-canteen.json --commands tests/replays/seed004-canteen.txt\n"
      "  echo 'move captain 15' | nemesis-lab run assets/scenarios/seed004-canteen.json --commands - --json\n"
      "  nemesis-lab run my.json --commands my.txt --seed 7 --force noise=danger,2 --record my.replay.json");

  lab::ReplayOptions replay;
  CLI::App* replayCmd =
      app.add_subcommand("replay", "Replay a recorded game, checking the state hash after every step");
  replayCmd->add_option("file", replay.file, "Replay file (JSON)")->required();
  replayCmd->add_flag("--verify", replay.verify,
                      "Only check: print OK with the step count, or the first step that diverges");
  replayCmd->add_flag("--json", replay.json, "Print the result as JSON");
  addBoards(replayCmd);
  replayCmd->footer("Example:\n  nemesis-lab replay tests/replays/seed004-canteen.json --verify");

  lab::SimulateOptions sim;
  CLI::App* simCmd = app.add_subcommand(
      "simulate", "Play seeded random legal games, check the invariants after every step and print figures");
  simCmd->add_option("--games", sim.games, "Number of games")->capture_default_str()->check(cli::decimal(1, kMaxCount));
  simCmd->add_option("--seed", sim.seed, "Seed of game 1; game N uses seed+N-1")
      ->capture_default_str()
      ->check(cli::decimal<std::uint64_t>(0, kMaxSeed));
  simCmd->add_option("--max-commands", sim.maxCommands, "Commands after which a game stops")
      ->capture_default_str()
      ->check(cli::decimal(1, kMaxCount));
  simCmd->add_flag("--json", sim.json, "Print the figures as JSON");
  // Each registered game: a --game value, and the options of its own (lab_games.hpp).
  std::vector<std::string> gameNames;
  std::string gameTitles;
  for (const lab::LabGame& g : lab::labGames()) {
    gameNames.push_back(g.name);
    gameTitles += (gameTitles.empty() ? "" : ", or ") + g.title;
    if (g.addSimulateOptions) g.addSimulateOptions(*simCmd, sim);
  }
  if (!gameNames.empty()) sim.game = gameNames.front();
  simCmd->add_option("--game", sim.game, "The rules module: " + gameTitles)
      ->capture_default_str()
      ->check(CLI::IsMember(gameNames));
  simCmd->add_option("--record", sim.record, "Write a replay of game 1 here");
  addBoards(simCmd);
  std::string simExamples = "Examples:";
  for (const lab::LabGame& g : lab::labGames()) simExamples += "\n  " + g.simulateExample;
  simCmd->footer(simExamples);

  // The subcommands of one game's own (Nemesis's odds).
  std::vector<lab::LabCommand> gameCommands;
  lab::LabCommandLine line{app, addBoards, gameCommands};
  for (const lab::LabGame& g : lab::labGames()) {
    if (g.addCommands) g.addCommands(line);
  }

  lab::TutorialOptions tutorial;
  CLI::App* tutorialCmd = app.add_subcommand("tutorial", "Tutorial lessons (docs/tutorial-format.md)");
  tutorialCmd->require_subcommand(1);
  CLI::App* checkCmd = tutorialCmd->add_subcommand(
      "check",
      "Validate lesson files and play each one's solution headless (every check passes, every forced "
      "outcome is used, the lesson ends)");
  checkCmd->add_option("files", tutorial.files, "Lesson files (default: every NN-name.json in --tutorials)");
  checkCmd
      ->add_option("--deviate", tutorial.deviate,
                   "Also try up to N random legal commands at each do and free step: no crash, invariants "
                   "hold, undo and rewind always recover")
      ->check(cli::decimal(0, 1000));
  checkCmd->add_option("--seed", tutorial.seed, "Seed of the random commands of --deviate")
      ->capture_default_str()
      ->check(cli::decimal<std::uint64_t>(0, kMaxSeed));
  checkCmd->add_flag("--show", tutorial.show,
                     "Print each step's text as the player reads it (placeholders filled) and the commands played");
  checkCmd->add_option("--tutorials", tutorial.tutorialsDir, "Directory of lesson files (default: ASSETS/tutorials)");
  checkCmd->add_option("--scenarios", tutorial.scenariosDir,
                       "Directory of scenarios that lessons name (default: ASSETS/scenarios)");
  addBoards(checkCmd);
  checkCmd->footer(
      "Examples:\n"
      "  nemesis-lab tutorial check\n"
      "  nemesis-lab tutorial check assets/tutorials/01-moving.json --deviate 20 --seed 3\n"
      "  nemesis-lab tutorial check assets/tutorials/04-encounter.json --show");

  lab::BotOptions botOptions;
  CLI::App* botCmd = app.add_subcommand(
      "bot", "Play random commands from a seat of an online room over the network (tests, soak and load)");
  botCmd->add_option("--server", botOptions.server, "The server, HOST:PORT (nemesis-server listens on 4770)")
      ->required();
  CLI::Option* roomOpt = botCmd->add_option("--room", botOptions.room, "Join the room with this code");
  std::string onlineGames;
  for (const auto& g : nemesis::server::onlineGames()) onlineGames += (onlineGames.empty() ? "" : ", ") + g.name;
  CLI::Option* newOpt =
      botCmd->add_option("--new", botOptions.game, "Make a room of this game (" + onlineGames + ") and host it");
  roomOpt->excludes(newOpt);
  botCmd->add_option("--scenario", botOptions.scenario,
                     "The new room's game from this scenario file (its position; the players are its own)");
  botCmd->add_option("--players", botOptions.players, "The new room's players (Nemesis: 1-5)")
      ->capture_default_str()
      ->check(cli::decimal(0, 8));
  botCmd->add_option("--seed", botOptions.seed, "The new room's game, and the bot's own choices")
      ->capture_default_str()
      ->check(cli::decimal<std::uint64_t>(0, kMaxSeed));
  botCmd->add_option("--seat", botOptions.seats, "A seat to take, 1 first (repeatable; default: the first free one)")
      ->check(cli::decimal(1, 8));
  botCmd->add_option("--name", botOptions.name, "The name the room shows")->capture_default_str();
  botCmd->add_option("--commands", botOptions.commands, "Stop after sending this many (default: play to the end)")
      ->check(cli::decimal(0, kMaxCount));
  botCmd->add_option("--think", botOptions.thinkMs, "Milliseconds to wait before each command")
      ->check(cli::decimal(0, 600000));
  botCmd->add_option("--timeout", botOptions.timeoutSeconds, "Give up after this many seconds with nothing happening")
      ->capture_default_str()
      ->check(cli::decimal(1, 86400));
  botCmd->add_option("--record", botOptions.record,
                     "Once the game is over, save the room's record here (its seed, salt and every command)");
  botCmd->add_option("--seen", botOptions.seen,
                     "Save what this seat was shown here: the room's commitment and each view's hash");

  botCmd->add_flag("--tls", botOptions.tls, "The server speaks TLS (it was given --tls-cert)");
  botCmd
      ->add_option("--tls-ca", botOptions.tlsAuthority,
                   "Trust the certificate in this PEM file (a self-signed one) instead of the system's authorities")
      ->check(CLI::ExistingFile);

  std::string roomRecord;
  std::vector<std::string> seenFiles;
  CLI::App* roomCmd = app.add_subcommand("room", "Online rooms' records");
  roomCmd->require_subcommand(1);
  CLI::App* roomCheckCmd = roomCmd->add_subcommand(
      "check",
      "The fairness check: play a finished room's record again and compare its seed commitment and the views "
      "seats were shown");
  roomCheckCmd->add_option("record", roomRecord, "The room's record (nemesis-lab bot --record, or a client's)")
      ->required();
  roomCheckCmd->add_option("--seen", seenFiles, "What a seat was shown (nemesis-lab bot --seen; repeatable)");

  botCmd->footer(
      "It prints \"room CODE\" once it is in the room, and at the end what it played. Examples:\n"
      "  nemesis-lab bot --server localhost:4770 --new " +
      lab::labGames().front().name +
      " --players 3 --seat 1\n"
      "  nemesis-lab bot --server localhost:4770 --room 7K3M-9QX2-TB4 --seat 2");

  if (const std::optional<int> code = cli::parse(app, argc, argv)) return *code;
  if (botCmd->parsed() && roomOpt->count() == 0 && newOpt->count() == 0) {
    std::cerr << "nemesis-lab: bot: give --room CODE to join a room or --new GAME to make one\n";
    return lab::kExitUsage;
  }
  // An option that does not apply to the game simulated is a usage error, never silently ignored: one that only
  // other games take.
  if (simCmd->parsed()) {
    const lab::LabGame& game = *lab::labGame(sim.game);
    for (const lab::LabGame& other : lab::labGames()) {
      for (const std::string& name : other.simulateOptions) {
        const bool taken =
            std::find(game.simulateOptions.begin(), game.simulateOptions.end(), name) != game.simulateOptions.end();
        if (!taken && simCmd->get_option(name)->count() > 0) {
          std::cerr << "nemesis-lab: simulate: " << name << " does not apply to --game " << game.name
                    << " (it is for --game " << other.name << "): " << game.setUp << "\n";
          return lab::kExitUsage;
        }
      }
    }
  }
  try {
    // The assets folder is looked for once; it is an error only where a default needs it (a run with --boards
    // and its own files needs none).
    std::string assetsDir;
    std::string assetsProblem;
    try {
      assetsDir = nemesis::cli::locateAssetsDir(assetsOption, argc > 0 ? argv[0] : nullptr);
    } catch (const nemesis::cli::AssetsNotFound& e) {
      assetsProblem = e.what();
    }
    const auto inAssets = [&](std::string& dir, const char* sub) {
      if (!dir.empty()) return;
      if (assetsDir.empty()) throw nemesis::cli::AssetsNotFound(assetsProblem);
      dir = assetsDir + "/" + sub;
    };
    inAssets(boardsDir, "boards");
    run.assetsDir = replay.assetsDir = sim.assetsDir = tutorial.assetsDir = assetsDir;
    if (runCmd->parsed()) {
      if (seedOpt->count() > 0) run.seed = runSeed;
      run.boardsDir = boardsDir;
      return lab::gameOfFile(run.scenario).run(run);
    }
    if (replayCmd->parsed()) {
      replay.boardsDir = boardsDir;
      return lab::gameOfFile(replay.file).replay(replay);
    }
    if (tutorialCmd->parsed()) {
      tutorial.boardsDir = boardsDir;
      inAssets(tutorial.tutorialsDir, "tutorials");
      inAssets(tutorial.scenariosDir, "scenarios");
      return lab::tutorialCheck(tutorial);
    }
    if (roomCheckCmd->parsed()) {
      if (assetsDir.empty()) throw nemesis::cli::AssetsNotFound(assetsProblem);
      return lab::roomCheck(roomRecord, seenFiles, assetsDir);
    }
    if (botCmd->parsed()) {
      if (assetsDir.empty()) throw nemesis::cli::AssetsNotFound(assetsProblem);
      botOptions.assetsDir = assetsDir;
      return lab::bot(botOptions);
    }
    for (const lab::LabCommand& c : gameCommands) {
      if (c.command->parsed()) return c.run(lab::LabFolders{assetsDir, boardsDir});
    }
    sim.boardsDir = boardsDir;
    return lab::labGame(sim.game)->simulate(sim);
  } catch (const std::exception& e) {
    // The engine's and the lab's errors already name the file, the place and the problem.
    std::cerr << "nemesis-lab: " << nemesis::printable(e.what()) << "\n";
    return lab::kExitFailure;
  }
}

}  // namespace

int main(int argc, char** argv) {
  try {
    return labMain(argc, argv);
  } catch (...) {
    // labMain reports every error itself; this only keeps a failure while building the parser from aborting.
    std::cerr << "nemesis-lab: internal error\n";
    return lab::kExitFailure;
  }
}
