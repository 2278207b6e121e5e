// `nemesis-lab simulate`: seeded random legal play, the invariants checked after every step, and figures
// about what happened. Game g (1-based) of seed S is set up with seed S+g-1 and picks its commands with a
// generator seeded the same way, so any game can be re-run alone with --games 1 --seed S+g-1.
#include <unistd.h>

#include <rapidjson/prettywriter.h>
#include <rapidjson/stringbuffer.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <memory>

#include "engine/kernel/quote.hpp"
#include "engine/nemesis/board_file.hpp"
#include "engine/nemesis/engine.hpp"
#include "engine/nemesis/invariants.hpp"
#include "engine/nemesis/legal.hpp"
#include "engine/nemesis/replay.hpp"
#include "engine/nemesis/scenario.hpp"
#include "engine/nemesis/script.hpp"
#include "engine/nemesis/setup.hpp"
#include "lab.hpp"
#include "lab_output.hpp"

namespace lab {

using namespace nemesis;

namespace {

constexpr std::uint64_t kPickStream = 0x5eed;
constexpr int kLossReasons = static_cast<int>(LossReason::TimeRanOut) + 1;

struct Totals {
  long long games = 0;
  long long commands = 0;
  long long moves = 0;  // Movement and Careful Movement commands
  long long encounters = 0;
  long long intruders = 0;  // Intruders placed on the board
  long long deaths = 0;
  long long hibernations = 0;
  long long rounds = 0;  // rounds played, summed over the games
  long long limit = 0;   // games stopped by --max-commands
  long long stuck = 0;   // games with no legal command while still in play (never expected)
  long long won = 0;
  long long noiseRolls = 0;
  std::array<long long, kLossReasons> losses{};
  std::array<long long, kRuleCount> rules{};
};

void tally(const EventLog& log, Totals& t) {
  for (const Event& e : log) {
    t.rules[static_cast<std::size_t>(e.rule)]++;
    if (std::holds_alternative<ev::EncounterStarted>(e.data)) ++t.encounters;
    if (std::holds_alternative<ev::IntruderPlaced>(e.data)) ++t.intruders;
    if (std::holds_alternative<ev::CharacterDied>(e.data)) ++t.deaths;
    if (std::holds_alternative<ev::CharacterHibernated>(e.data)) ++t.hibernations;
    if (std::holds_alternative<ev::NoiseRolled>(e.data)) ++t.noiseRolls;
    if (std::holds_alternative<ev::GameWon>(e.data)) ++t.won;
    if (const auto* over = std::get_if<ev::GameOver>(&e.data)) t.losses[static_cast<std::size_t>(over->reason)]++;
  }
}

// A bar on stderr, only when a person is watching (stderr is a terminal), redrawn once per percent.
class Progress {
 public:
  explicit Progress(int total) : total_(total), shown_(isatty(STDERR_FILENO) != 0) {}
  void update(int done) {
    if (!shown_) return;
    const int percent = static_cast<int>(100LL * done / total_);
    if (percent == lastPercent_) return;
    lastPercent_ = percent;
    constexpr int kWidth = 40;
    const int filled = percent * kWidth / 100;
    std::string bar(static_cast<std::size_t>(filled), '#');
    bar.resize(kWidth, '.');
    std::cerr << "\r[" << bar << "] " << percent << "% " << done << "/" << total_ << " games" << std::flush;
  }
  void finish() {
    if (shown_ && lastPercent_ >= 0) std::cerr << "\r" << std::string(80, ' ') << "\r" << std::flush;
  }

 private:
  int total_;
  bool shown_;
  int lastPercent_ = -1;
};

// Rule names with their event counts, most frequent first (ties by name), rules never cited left out.
std::vector<std::pair<std::string, long long>> ruleCounts(const Totals& t) {
  std::vector<std::pair<std::string, long long>> out;
  for (int i = 0; i < kRuleCount; ++i) {
    const long long n = t.rules[static_cast<std::size_t>(i)];
    if (n > 0) out.emplace_back(std::string(ruleText(static_cast<RuleId>(i)).name), n);
  }
  std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) {
    return a.second != b.second ? a.second > b.second : a.first < b.first;
  });
  return out;
}

double ratio(long long a, long long b) {
  return b == 0 ? 0.0 : static_cast<double>(a) / static_cast<double>(b);
}

std::string fixed(double value, int decimals) {
  char text[64];
  std::snprintf(text, sizeof text, "%.*f", decimals, value);
  return text;
}

void printText(const SimulateOptions& o, const Totals& t, double seconds) {
  std::cout << "Simulated " << t.games << " game" << (t.games == 1 ? "" : "s") << " (" << o.players
            << " players, board " << o.board << ", setup seeds " << o.seed << "-"
            << o.seed + static_cast<std::uint64_t>(t.games) - 1U << ", at most " << o.maxCommands
            << " commands each)\n";
  std::cout << "  commands           " << t.commands << " (" << fixed(ratio(t.commands, t.games), 1) << " per game)\n";
  std::cout << "  time               " << fixed(seconds, 3)
            << " s: " << fixed(static_cast<double>(t.games) / seconds, 1) << " games/s, "
            << fixed(static_cast<double>(t.commands) / seconds, 0) << " commands/s\n";
  std::cout << "  encounters/move    " << fixed(ratio(t.encounters, t.moves), 4) << " (" << t.encounters
            << " Encounters in " << t.moves << " moves)\n";
  std::cout << "  intruders spawned  " << t.intruders << "\n";
  std::cout << "  noise rolls        " << t.noiseRolls << "\n";
  std::cout << "  deaths             " << t.deaths << "\n";
  std::cout << "  hibernations       " << t.hibernations << "\n";
  std::cout << "  rounds per game    " << fixed(ratio(t.rounds, t.games), 2) << "\n";
  const auto share = [&](long long n) { return fixed(100.0 * ratio(n, t.games), 1) + " %"; };
  std::cout << "  games won          " << t.won << " (" << share(t.won) << ")\n";
  long long lost = 0;
  for (long long n : t.losses) lost += n;
  std::cout << "  games lost         " << lost << " (" << share(lost) << "), by reason:\n";
  for (int r = 1; r < kLossReasons; ++r) {
    std::string reason = lossName(static_cast<LossReason>(r));
    if (reason.size() < 17) reason.resize(17, ' ');
    const long long n = t.losses[static_cast<std::size_t>(r)];
    std::cout << "    " << reason << n << " (" << share(n) << ")\n";
  }
  std::cout << "  command limit hit  " << t.limit << "\n";
  std::cout << "  stuck              " << t.stuck << " (no legal command while the game is in play)\n";
  std::cout << "Rule events (count per rule, most frequent first):\n";
  for (const auto& [name, n] : ruleCounts(t)) {
    std::string padded = name;
    if (padded.size() < 26) padded.resize(26, ' ');
    std::cout << "  " << padded << " " << n << "\n";
  }
}

void printJson(const SimulateOptions& o, const Totals& t, double seconds) {
  rapidjson::StringBuffer buffer;
  rapidjson::PrettyWriter<rapidjson::StringBuffer> w(buffer);
  w.SetIndent(' ', 2);
  const auto integer = [&](const char* key, long long value) {
    w.Key(key);
    w.Int64(value);
  };
  const auto real = [&](const char* key, double value) {
    w.Key(key);
    w.Double(value);
  };
  w.StartObject();
  integer("games", t.games);
  integer("players", o.players);
  w.Key("board");
  w.String(o.board.c_str(), static_cast<rapidjson::SizeType>(o.board.size()));
  w.Key("seed");
  w.Uint64(o.seed);
  integer("maxCommands", o.maxCommands);
  integer("commands", t.commands);
  real("seconds", seconds);
  real("gamesPerSecond", static_cast<double>(t.games) / seconds);
  real("commandsPerSecond", static_cast<double>(t.commands) / seconds);
  integer("moves", t.moves);
  integer("encounters", t.encounters);
  real("encountersPerMove", ratio(t.encounters, t.moves));
  integer("intrudersSpawned", t.intruders);
  integer("deaths", t.deaths);
  integer("hibernations", t.hibernations);
  integer("noiseRolls", t.noiseRolls);
  real("roundsPerGame", ratio(t.rounds, t.games));
  integer("won", t.won);
  w.Key("losses");
  w.StartObject();
  for (int r = 1; r < kLossReasons; ++r)
    integer(lossName(static_cast<LossReason>(r)).c_str(), t.losses[static_cast<std::size_t>(r)]);
  w.EndObject();
  integer("commandLimit", t.limit);
  integer("stuck", t.stuck);
  w.Key("ruleEvents");
  w.StartObject();
  for (const auto& [name, n] : ruleCounts(t)) integer(name.c_str(), n);
  w.EndObject();
  w.EndObject();
  std::cout << buffer.GetString() << "\n";
}

}  // namespace

int simulate(const SimulateOptions& o) {
  const auto board = std::make_shared<const Board>(loadBoardFile(o.boardsDir + "/" + o.board + ".json"));
  const std::vector<CharacterClass> cast = defaultCharacters(o.players);

  Totals t;
  Progress progress(o.games);
  std::vector<Command> legal;
  EventLog log;
  log.reserve(256);
  GameState recordedStart;
  std::vector<Command> recorded;

  const auto start = std::chrono::steady_clock::now();
  for (int g = 0; g < o.games; ++g) {
    const std::uint64_t seed = o.seed + static_cast<std::uint64_t>(g);
    GameState s = newGame(board, SetupOptions{cast, seed});
    Pcg32 pick(seed, kPickStream);
    const bool recording = g == 0 && !o.record.empty();
    if (recording) recordedStart = s;
    int step = 0;
    // Names the game and the step and says how to re-run that game alone.
    const auto failure = [&](const std::string& what) {
      progress.finish();
      return LabError("game " + std::to_string(g + 1) + " (setup seed " + std::to_string(seed) + "), step " +
                      std::to_string(step) + ": " + what + "; re-run it alone with: nemesis-lab simulate --games 1" +
                      " --players " + std::to_string(o.players) + " --seed " + std::to_string(seed) + " --board " +
                      o.board + " --max-commands " + std::to_string(o.maxCommands));
    };
    const auto check = [&](const std::string& after) {
      const auto problems = checkInvariants(s);
      if (problems.empty()) return;
      std::string what = "invariant broken after " + after + ": " + problems.front();
      if (problems.size() > 1) what += " (and " + std::to_string(problems.size() - 1) + " more)";
      throw failure(what);
    };
    check("setup");

    while (s.status == GameStatus::Playing && step < o.maxCommands) {
      legalCommands(s, legal);
      if (legal.empty()) {
        ++t.stuck;
        break;
      }
      const Command cmd = legal[pick.below(static_cast<std::uint32_t>(legal.size()))];
      log.clear();
      const Verdict v = apply(s, cmd, log);
      ++step;
      if (!v.ok()) throw failure("the legal command '" + formatCommand(s, cmd) + "' was refused: " + explain(s, v));
      ++t.commands;
      if (std::holds_alternative<Move>(cmd) || std::holds_alternative<CarefulMove>(cmd)) ++t.moves;
      tally(log, t);
      if (recording) recorded.push_back(cmd);
      check("'" + formatCommand(s, cmd) + "'");
    }
    if (s.status == GameStatus::Playing && step >= o.maxCommands) ++t.limit;
    t.rounds += s.round;
    ++t.games;
    progress.update(g + 1);
  }
  const double seconds =
      std::max(1e-9, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  progress.finish();

  if (o.json) {
    printJson(o, t, seconds);
  } else {
    printText(o, t, seconds);
  }
  if (!o.record.empty()) {
    writeFileAtomically(o.record, writeReplay(recordReplay(recordedStart, recorded)));
    std::cerr << "nemesis-lab: recorded game 1 (" << recorded.size() << " commands) to " << printable(o.record) << "\n";
  }
  return kExitOk;
}

}  // namespace lab
