// Seeded random Enormity play: 200 games from random positions on both maps, legal commands only. After every
// command the invariants hold, every Blip token is still somewhere (on the board, in the pool or discarded),
// the command's text reads back as the command, the state survives a scenario round trip, and refused
// commands change nothing. Play is deterministic for a seed.
#include <array>
#include <map>
#include <set>
#include <variant>

#include "engine/enormity/engine.hpp"
#include "engine/enormity/hash.hpp"
#include "engine/enormity/legal.hpp"
#include "engine/enormity/queries.hpp"
#include "engine/enormity/script.hpp"
#include "engine/kernel/rng.hpp"
#include "enormity_support.hpp"

using namespace etest;

namespace {

constexpr std::size_t kEventKinds = std::variant_size_v<EventData>;

struct Tally {
  int commands = 0;
  int refusals = 0;
  int roundTrips = 0;
  int decisions = 0;
  int lost = 0;
  std::array<long, kEventKinds> events{};
};

std::map<int, int> tokenCounts(const State& s) {
  std::map<int, int> n;
  for (const Blip& b : s.blips) ++n[b.token];
  for (int k : s.blipPool) ++n[k];
  for (int k : s.discardedTokens) ++n[k];
  return n;
}

// Commands that must be refused in `s`.
std::vector<Command> illegal(const State& s) {
  std::vector<Command> out;
  out.emplace_back(Choose{-5});
  out.emplace_back(Confidence{{99}});
  out.emplace_back(StressReroll{99, true});
  out.emplace_back(Assign{false, {Assignment{0, 999999}}});
  out.emplace_back(MoveSpacer{0, Space{-3, -3}, false});
  out.emplace_back(MakeNoise{s.spacerCount(), NoiseKind::IntruderSymbol, {}, 0, 0});
  out.emplace_back(MakeNoise{0, NoiseKind::Number, {}, 0, 0});
  if (s.pending.kind != DecisionKind::None || s.roll.stage != RollStage::None) out.emplace_back(AdvanceCountdown{});
  return out;
}

void play(std::uint64_t seed, Tally& t, std::vector<std::uint64_t>* hashes) {
  State s = randomPosition(seed);
  const std::map<int, int> tokens = tokenCounts(s);
  nemesis::Pcg32 pick(seed, 99);
  for (int n = 0; n < 60; ++n) {
    std::vector<Command> legal;
    legalCommands(s, legal);
    if (legal.empty()) break;
    for (const Command& c : illegal(s)) {
      const State before = s;
      EventLog log;
      const Verdict v = apply(s, c, log);
      REQUIRE_FALSE(v.ok());
      CHECK(log.empty());
      REQUIRE(s == before);
      CHECK_FALSE(explain(s, v).empty());
      ++t.refusals;
    }
    Command c = legal[static_cast<std::size_t>(below(pick, static_cast<int>(legal.size())))];
    // A Stress re-roll that kills is picked again once: games still end that way, but not most of them.
    if (const auto* stress = std::get_if<StressReroll>(&c); stress != nullptr && stress->confirm)
      c = legal[static_cast<std::size_t>(below(pick, static_cast<int>(legal.size())))];
    const std::string text = formatCommand(s, c);
    CAPTURE(text);
    REQUIRE(parseCommand(text, s) == c);
    EventLog log;
    Moments moments;
    REQUIRE(apply(s, c, log, &moments).ok());
    ++t.commands;
    t.decisions += std::holds_alternative<Choose>(c) ? 1 : 0;
    REQUIRE(moments.size() == log.size());
    if (!moments.empty()) CHECK(moments.back() == s);
    for (const Event& e : log) {
      ++t.events[e.data.index()];
      CHECK_FALSE(describe(s, e).empty());
    }
    const auto problems = checkInvariants(s);
    if (!problems.empty()) FAIL("seed " << seed << " after " << text << ": " << problems.front());
    REQUIRE(tokenCounts(s) == tokens);
    if (n % 7 == 3) {
      const State back = parseScenario(writeScenario(s), "save.json", assets());
      REQUIRE(stateHash(back) == stateHash(s));
      ++t.roundTrips;
    }
    if (hashes != nullptr) hashes->push_back(stateHash(s));
  }
  t.lost += s.status == Status::Lost ? 1 : 0;
}

template <class E>
std::size_t kindOf() {
  return EventData(E{}).index();
}

}  // namespace

TEST_CASE("200 seeded random games of legal commands keep every invariant") {
  Tally t;
  for (std::uint64_t seed = 1; seed <= 200; ++seed) {
    CAPTURE(seed);
    play(seed, t, nullptr);
  }
  MESSAGE("commands " << t.commands << ", refusals checked " << t.refusals << ", decisions " << t.decisions
                      << ", scenario round trips " << t.roundTrips << ", games lost " << t.lost);
  std::string kinds;
  for (std::size_t i = 0; i < kEventKinds; ++i) kinds += " " + std::to_string(t.events[i]);
  MESSAGE("events by kind (in EventData order):" << kinds);
  CHECK(t.commands > 5000);
  // The rules the random games must have reached.
  CHECK(t.events[kindOf<ev::BlipMoved>()] > 100);
  CHECK(t.events[kindOf<ev::BlipRevealed>()] > 20);
  CHECK(t.events[kindOf<ev::EchoDiscarded>()] > 5);
  CHECK(t.events[kindOf<ev::BlipSpawned>()] > 5);
  CHECK(t.events[kindOf<ev::IntruderSpawned>()] > 5);
  CHECK(t.events[kindOf<ev::BlipPushed>()] > 0);
  CHECK(t.events[kindOf<ev::BlipTurned>()] > 5);
  CHECK(t.events[kindOf<ev::DecisionRequested>()] > 5);
  CHECK(t.events[kindOf<ev::DiceDiscarded>()] > 5);
  CHECK(t.events[kindOf<ev::OverwhelmTriggered>()] > 0);
  CHECK(t.events[kindOf<ev::SpacerDied>()] > 0);
  CHECK(t.events[kindOf<ev::DieRerolled>()] > 20);
  CHECK(t.events[kindOf<ev::DisciplineSpent>()] > 5);
  CHECK(t.events[kindOf<ev::BonusPlaced>()] > 5);
  CHECK(t.events[kindOf<ev::NoDice>()] > 0);
  CHECK(t.decisions > 5);
}

TEST_CASE("random play is deterministic for a seed") {
  for (std::uint64_t seed : {3U, 77U, 150U}) {
    Tally t;
    std::vector<std::uint64_t> first;
    std::vector<std::uint64_t> second;
    play(seed, t, &first);
    play(seed, t, &second);
    CHECK(first == second);
  }
}
