// Tally's rules, the tests' own game (tally_game.cpp registers it): a rules module on the kernel as Nemesis and
// Enormity are (docs/modules.md), small enough to read in one sitting. A total starts at the scenario's "start".
//   add N    adds N, for N from 1 to 3 only (the rule AddOneToThree);
//   roll     a chance node: a three-sided die, its face added (the rule RollAddsItsFace);
//   force N  the next roll shows N (tests, the debug overlay; the rule ForcedRoll refuses a face the die lacks).
// Each command's events carry the whole fact (the total after it); the roll's outcome comes from the one listing
// the odds walk (kernel/chance.hpp), so undo stops at it as at every revealed chance (kernel/basic_history.hpp).
#pragma once

#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "engine/kernel/basic_history.hpp"
#include "engine/kernel/chance.hpp"
#include "engine/kernel/rng.hpp"
#include "engine/kernel/rule_text.hpp"
#include "engine/kernel/script_text.hpp"
#include "engine/kernel/verdict.hpp"

namespace tally {

#define TALLY_RULES(X)                                                                                   \
  X(AddOneToThree, "tally", "Adding", false, "Add 1, 2 or 3 to the total: never more than 3 at a time.") \
  X(RollAddsItsFace, "tally", "Rolling", false, "Roll the three-sided die and add the face it shows.")   \
  X(ForcedRoll, "ruling", "Forcing a roll", true, "A forced roll must be a face of the die: 1, 2 or 3.")

enum class RuleId : std::uint8_t { TALLY_RULES(RULE_TEXT_ID) };
[[nodiscard]] std::span<const nemesis::RuleText> ruleTable();
[[nodiscard]] const nemesis::RuleText& ruleText(RuleId id);

enum class ChanceKind : std::uint8_t { Die };
using ChanceOptions = nemesis::BasicChanceOptions<3>;
using ChanceOracle = nemesis::BasicChanceOracle<ChanceKind>;
// The die's listing: 1, 2 and 3, once each.
[[nodiscard]] ChanceOptions dieOptions();

struct State {
  int start = 0;
  int total = 0;
  std::uint64_t seed = 0;
  nemesis::Pcg32 rng;
  std::vector<int> forced;  // the next rolls' faces, first first
  friend bool operator==(const State&, const State&) = default;
};

struct Add {
  int n = 0;
};
struct Roll {};
struct Force {
  int face = 0;
};
using Command = std::variant<Add, Roll, Force>;

struct Added {
  int n = 0;
  int total = 0;  // after it
};
struct Rolled {
  int face = 0;
  bool forced = false;
  int total = 0;
};
struct Forced {
  int face = 0;
};
using Event = std::variant<Added, Rolled, Forced>;
using EventLog = std::vector<Event>;

enum class Refusal : std::uint8_t { None, TooMuch, TooLittle, NotAFace };
struct RefusalDetail {
  int n = 0;
  friend bool operator==(const RefusalDetail&, const RefusalDetail&) = default;
};
using Verdict = nemesis::BasicVerdict<Refusal, RefusalDetail>;
[[nodiscard]] RuleId refusalRule(Refusal r);

class FileError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct TallyRules {
  using State = tally::State;
  using Command = tally::Command;
  using Event = tally::Event;
  using EventLog = tally::EventLog;
  using Verdict = tally::Verdict;
  using Checkpoint = State;
  using Context = std::string;  // nothing read besides the text
  using FileError = tally::FileError;
  using CommandError = nemesis::ScriptError;
  static constexpr std::string_view kReplayFormat = "tally-replay";

  // `oracle`: chooses the roll instead of the generator (an odds walk); null in play.
  static Verdict apply(State& s, const Command& cmd, EventLog& out, std::vector<State>* moments,
                       ChanceOracle* oracle = nullptr);
  static std::string explain(const State& s, const Verdict& v);
  static std::string chanceOutcome(const Event& e);
  static std::uint64_t stateHash(const State& s);
  static std::string formatCommand(const State& s, const Command& cmd);
  static std::string describeCommand(const State& s, const Command& cmd);
  static Command parseCommand(const std::string& text, const State& s, const std::string& source, int line);
  static State parseScenario(const std::string& json, const std::string& source, const Context& context);
  static std::string writeScenario(const State& s);
  static Checkpoint saveCheckpoint(const State& s) { return s; }
  static State loadCheckpoint(const Checkpoint& c, const State&) { return c; }
};

using History = nemesis::BasicHistory<TallyRules>;

// What an event says in the log: "Added 2: the total is 12." (with its rule).
[[nodiscard]] std::string describeEvent(const Event& e);
// The chance a roll brings the total to `target` or more, over the die's listing (the odds walk the game rolls).
[[nodiscard]] double oddsOfReaching(const State& s, int target);

}  // namespace tally
