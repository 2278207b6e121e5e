// Nemesis in nemesis-lab (lab_games.hpp): the files it reads, its lessons, its options of `simulate` and its
// own subcommand, `odds`. Registered while the program starts; the first game listed, so `simulate` plays it
// by default and it reads the files no other game claims (scenarios and saves older than their "format").
#include <string>
#include <vector>

#include "command_line.hpp"
#include "engine/nemesis/lesson_check.hpp"
#include "engine/nemesis/nemesis_rules.hpp"
#include "lab/lab_games.hpp"
#include "lab_nemesis.hpp"

namespace lab {

namespace {

LessonVerdict checkNemesisLesson(const std::string& file, const TutorialOptions& o, std::vector<std::string>* shown) {
  LessonVerdict verdict;
  try {
    const nemesis::Lesson lesson = nemesis::loadLesson(file, o.scenariosDir, o.boardsDir);
    verdict.steps = lesson.steps.size();
    const nemesis::LessonCheck check = nemesis::checkLesson(lesson, o.deviate, o.seed, shown);
    verdict.problems = check.problems;
    for (const nemesis::RuleId r : check.shown) {
      verdict.shows += (verdict.shows.empty() ? "" : ", ") + std::string(nemesis::ruleText(r).name);
    }
  } catch (const nemesis::LessonError& e) {
    verdict.problems.emplace_back(e.what());
  }
  return verdict;
}

void addSimulateOptions(CLI::App& sim, SimulateOptions& o) {
  sim.add_option("--players", o.players, "nemesis: characters per game (1-5)")
      ->capture_default_str()
      ->check(nemesis::cli::decimal(1, 5));
  sim.add_option("--board", o.board, "nemesis: board name (a file NAME.json in the boards directory)")
      ->capture_default_str()
      ->check(nemesis::cli::boardName());
}

// `odds`: the exact odds of every move of a character (lab_odds.cpp).
void addOdds(LabCommandLine& line) {
  auto options = std::make_shared<OddsOptions>();
  CLI::App* odds = line.app.add_subcommand(
      "odds",
      "Print the exact odds of every legal Movement and Careful Movement (per corridor) of a character: Noise roll, "
      "Encounter, Surprise Attack, Danger, exploration, wounds, death and the game's end");
  odds->add_option("scenario", options->scenario, "Scenario or save file (JSON)")->required();
  odds->add_option("--character", options->character,
                   "Whose moves: class name or player number (default: the character whose turn it is)");
  odds->add_flag("--json", options->json, "Print the odds as JSON (probabilities as numbers from 0 to 1)");
  line.addBoards(odds);
  odds->footer(
      "Examples:\n"
      "  nemesis-lab odds assets/scenarios/busy-ship.json\n"
      "  nemesis-lab odds assets/scenarios/seed004-canteen.json --character captain --json");
  line.commands.push_back({odds, [options](const LabFolders& folders) {
                             options->boardsDir = folders.boardsDir;
                             return oddsTable(*options);
                           }});
}

LabGame nemesisGame() {
  LabGame g;
  g.name = "nemesis";
  g.title = "nemesis";
  g.order = 0;
  g.formats = {std::string(nemesis::NemesisRules::kReplayFormat)};
  g.run = runScenario;
  g.replay = replayFile;
  g.simulate = simulate;
  g.checkLesson = checkNemesisLesson;
  g.addSimulateOptions = addSimulateOptions;
  g.simulateOptions = {"--players", "--board", "--boards"};
  g.setUp = "a Nemesis game is set up from --players, --board and --seed";
  g.simulateExample = "nemesis-lab simulate --games 1000 --players 4 --seed 1";
  g.addCommands = addOdds;
  return g;
}

[[maybe_unused]] const bool kRegistered = registerGame(nemesisGame());

}  // namespace

}  // namespace lab
