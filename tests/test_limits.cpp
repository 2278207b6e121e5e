// The engine's value ranges (limits.hpp): the scenario reader accepts each count, id and queue exactly up to
// its limit, and the engine never goes past one (tallies stop, ids and Contamination numbers are recycled,
// forced outcomes beyond the queue's limit are refused), so whatever the engine reaches, a save of it loads,
// through the JSON save and through the binary snapshot.
#include <string>
#include <vector>

#include "engine/nemesis/hash.hpp"
#include "engine/nemesis/limits.hpp"
#include "engine/nemesis/scenario.hpp"
#include "engine/nemesis/script.hpp"
#include "engine/nemesis/snapshot.hpp"
#include "support.hpp"

using namespace test;

namespace {

const std::string kBoards = asset("boards");

// `s` written and read back, through the save format and through the binary snapshot: both equal to `s`.
void checkRoundTrips(const GameState& s) {
  const std::string json = writeScenario(s);
  GameState back = parseScenario(json, "limits.json", kBoards);
  back.board = s.board;
  REQUIRE(back == s);
  REQUIRE(stateHash(back) == stateHash(s));
  const GameState snapped = loadSnapshot(saveSnapshot(s), s.board, "limits.snapshot");
  REQUIRE(snapped == s);
}

// Fills every queue of forced outcomes to the limit with outcomes picked from `pick`.
void fillForced(GameState& s, Pcg32& pick) {
  ForcedOutcomes& f = s.chance.forced;
  while (f.noise.size() < kMaxForcedOutcomes) f.noise.push_back(static_cast<NoiseResult>(1 + pick.below(6)));
  while (f.bag.size() < kMaxForcedOutcomes) f.bag.push_back({static_cast<IntruderType>(pick.below(6)), 0});
  while (f.exploration.size() < kMaxForcedOutcomes)
    f.exploration.push_back({static_cast<ExplorationEffect>(pick.below(6)), 0});
  while (f.attack.size() < kMaxForcedOutcomes) f.attack.push_back(static_cast<AttackKind>(pick.below(8)));
  while (f.event.size() < kMaxForcedOutcomes) f.event.push_back(1 + static_cast<int>(pick.below(kEventCardCount)));
}

// Every count at its limit, the largest Intruder id and Contamination number in use with the counters past
// them (so the next ones are recycled), and, with `forced`, every queue of forced outcomes full.
GameState atTheLimits(GameState s, Pcg32& pick, bool forced) {
  s.stats.encounters = kMaxTally;
  for (int& n : s.stats.noiseRolls) n = kMaxTally;
  s.eggs = kMaxEggs;
  for (RoomState& r : s.rooms) r.corpses = kMaxCorpses;
  for (Intruder& in : s.intruders) in.injuries = kMaxInjuries;
  if (!s.intruders.empty()) s.intruders.front().id = kMaxIntruderId;
  s.nextIntruderId = kMaxIntruderId + 1;
  s.character(0).discard.push_back(Card{CardKind::Contamination, kMaxContamination});
  s.nextContamination = kMaxContamination + 1;
  if (forced) fillForced(s, pick);
  return s;
}

// A game played by rounds, randomly, until an Intruder is on the board (or `limit` commands).
GameState withIntruders(int players, std::uint64_t seed, Pcg32& pick, int limit = 400) {
  GameState s = roundsGame(players, seed);
  std::vector<Command> legal;
  EventLog log;
  for (int i = 0; i < limit && s.intruders.empty() && s.status == GameStatus::Playing; ++i) {
    legalCommands(s, legal);
    REQUIRE_FALSE(legal.empty());
    REQUIRE(apply(s, legal[pick.below(static_cast<std::uint32_t>(legal.size()))], log).ok());
  }
  return s;
}

std::string loadError(const std::string& json) {
  try {
    (void)parseScenario(json, "limits.json", kBoards);
  } catch (const ScenarioError& e) {
    return e.what();
  }
  FAIL("accepted: " << json.substr(0, 200));
  return {};
}

// A save of `s` with the value of the first `"field": FROM` in the file (FROM: any value if empty) replaced by
// `value`.
std::string withField(const GameState& s, const std::string& field, const std::string& from, const std::string& value) {
  std::string json = writeScenario(s);
  const std::string key = "\"" + field + "\": ";
  const std::size_t at = json.find(key + from);
  REQUIRE_MESSAGE(at != std::string::npos, field);
  const std::size_t start = at + key.size();
  const std::size_t end = json.find_first_of(",\n}", start);
  return json.replace(start, end - start, value);
}

}  // namespace

TEST_CASE("a state at every limit saves and loads back equal, as JSON and as a binary snapshot") {
  Pcg32 pick(5, 11);
  const GameState s = atTheLimits(withIntruders(3, 8, pick), pick, true);
  REQUIRE_FALSE(s.intruders.empty());
  REQUIRE(checkInvariants(s).empty());
  checkRoundTrips(s);
  // The queue of steps at its limit too (steps stand in a save only mid-resolution; any kind reads back).
  GameState queued = s;
  queued.steps.assign(kMaxQueuedSteps, Step{StepKind::TimeTrack, -1, 0, -1, -1});
  checkRoundTrips(queued);
}

TEST_CASE("the reader refuses one past each limit, naming the field") {
  Pcg32 pick(6, 11);
  const GameState s = atTheLimits(withIntruders(2, 3, pick), pick, false);
  REQUIRE_FALSE(s.intruders.empty());
  struct Case {
    std::string field;
    int limit;
    std::string where;
  };
  const std::vector<Case> cases = {
      {"encounters", kMaxTally, "stats.encounters"},
      {"eggs", kMaxEggs, "eggs"},
      {"corpses", kMaxCorpses, "rooms[0].corpses"},
      {"injuries", kMaxInjuries, "intruders[0].injuries"},
      {"id", kMaxIntruderId, "intruders[0].id"},
      {"next_intruder_id", kMaxIntruderId + 1, "next_intruder_id"},
      {"next_contamination", kMaxContamination + 1, "next_contamination"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.field);
    const std::string limit = std::to_string(c.limit);
    const std::string message = loadError(withField(s, c.field, limit, std::to_string(c.limit + 1)));
    CHECK(message.find("limits.json: " + c.where + ": ") == 0);
  }
  // Contamination card numbers: "contamination#N" up to the limit.
  std::string json = writeScenario(s);
  const std::string card = "\"contamination#" + std::to_string(kMaxContamination) + "\"";
  REQUIRE(json.find(card) != std::string::npos);
  json.replace(json.find(card), card.size(), "\"contamination#" + std::to_string(kMaxContamination + 1) + "\"");
  CHECK(loadError(json).find(": Contamination cards are numbered from 1 to 999") != std::string::npos);
  // A hand-made file whose unnumbered Contamination cards would be numbered past the limit.
  const std::string unnumbered =
      R"({"format": "nemesis-scenario", "version": 1, "characters": [{"class": "captain", "room": 11, "hand": [1,)"
      R"( "contamination#999", "contamination"]}]})";
  CHECK(loadError(unnumbered)
            .find("limits.json: characters[0].hand: a Contamination card without a number would be "
                  "numbered past 999") == 0);
  // Forced outcomes: at most kMaxForcedOutcomes of one kind.
  GameState full = s;
  fillForced(full, pick);
  full.chance.forced.noise.push_back(NoiseResult::Danger);
  CHECK(loadError(writeScenario(full)).find("limits.json: force.noise: 101 forced outcomes; at most 100") == 0);
  // The resolution queue: at most kMaxQueuedSteps.
  GameState queued = s;
  queued.steps.assign(kMaxQueuedSteps + 1, Step{StepKind::TimeTrack, -1, 0, -1, -1});
  CHECK(loadError(writeScenario(queued)).find("limits.json: steps: 101 steps; the resolution queue holds at most") ==
        0);
}

TEST_CASE("from every limit, random play never reaches a state its own save or snapshot cannot load") {
  // Tallies stop at their limits; new Intruders and Contamination cards take the smallest free id or number.
  int games = 0;
  int encounters = 0;
  int spawned = 0;
  int contaminated = 0;
  int timeRanOut = 0;  // games that played the last round's Event phase
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    CAPTURE(seed);
    Pcg32 pick(seed, 12);
    GameState s = atTheLimits(withIntruders(1 + static_cast<int>(seed % 4), seed, pick, 40), pick, false);
    if (seed % 3 == 0) s.round = kLastRound;  // the last round: its Event phase ends the game, never round 16
    std::vector<Command> legal;
    EventLog log;
    for (int i = 0; i < 300 && s.status == GameStatus::Playing; ++i) {
      legalCommands(s, legal);
      if (legal.empty()) break;
      log.clear();
      // Now and then a forced outcome, up to the queues' limit (beyond it the engine refuses the command).
      ForceOutcomes f;
      f.add.noise.push_back(static_cast<NoiseResult>(1 + pick.below(6)));
      const Command cmd = pick.below(4) == 0 ? Command{f} : legal[pick.below(static_cast<std::uint32_t>(legal.size()))];
      const bool fits = s.chance.forced.noise.size() < kMaxForcedOutcomes;
      const Verdict v = apply(s, cmd, log);
      REQUIRE((v.ok() || (std::holds_alternative<ForceOutcomes>(cmd) && !fits)));
      for (const Event& e : log) {
        encounters += std::holds_alternative<ev::EncounterStarted>(e.data) ? 1 : 0;
        spawned += std::holds_alternative<ev::IntruderPlaced>(e.data) ? 1 : 0;
        contaminated += std::holds_alternative<ev::ContaminationGained>(e.data) ? 1 : 0;
      }
      const auto problems = checkInvariants(s);
      REQUIRE_MESSAGE(problems.empty(), (problems.empty() ? std::string() : problems.front()));
      CHECK(s.stats.encounters == kMaxTally);
      CHECK(s.nextIntruderId == kMaxIntruderId + 1);
      CHECK(s.nextContamination == kMaxContamination + 1);
      CHECK(s.round <= kLastRound);
      checkRoundTrips(s);
    }
    ++games;
    timeRanOut += s.loss == LossReason::TimeRanOut ? 1 : 0;
  }
  MESSAGE("games " << games << ", Encounters " << encounters << ", Intruders placed " << spawned
                   << ", Contamination cards gained " << contaminated << ", time ran out " << timeRanOut);
  CHECK(encounters > 10);  // the limits were met, not just held
  CHECK(spawned > 5);
  CHECK(contaminated > 0);
  CHECK(timeRanOut > 0);
}

TEST_CASE("a forced outcome beyond the queue's limit is refused, saying why") {
  GameState s = game(1, 3);
  ForceOutcomes fill;
  fill.add.noise.assign(kMaxForcedOutcomes, NoiseResult::Silence);
  EventLog log;
  REQUIRE(apply(s, fill, log).ok());  // exactly the limit is accepted
  CHECK(s.chance.forced.noise.size() == kMaxForcedOutcomes);
  const Command more = parseCommand("force noise=danger", s);
  const Verdict v = validate(s, more);
  CHECK(v.code == Refusal::TooManyForced);
  CHECK(explain(s, v) == "At most 100 forced outcomes of one kind can wait to be used; this would queue more.");
  // Other kinds still have room; one command adding more than the limit at once is refused whatever is queued.
  CHECK(validate(s, parseCommand("force bag=adult", s)).ok());
  ForceOutcomes tooMany;
  tooMany.add.event.assign(kMaxForcedOutcomes + 1, 3);
  CHECK(validate(game(1, 3), tooMany).code == Refusal::TooManyForced);
}
