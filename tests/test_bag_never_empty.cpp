// RULES.md §10 "The bag is never empty: the Blank always returns." Between commands the Blank token is in the
// Intruder bag: the loader refuses a file that puts it elsewhere, the invariants check it, and the engine never
// draws from an empty bag (a state emptied by hand gets a NoEffect citing the ruling, never a division by zero).
#include "engine/nemesis/scenario.hpp"
#include "rounds_support.hpp"

using namespace test;

namespace {

std::string refusalOf(const std::string& fields) {
  const std::string json = R"({"format": "nemesis-scenario", "version": 1, "board": "basic")" + fields + "}";
  try {
    (void)parseScenario(json, "larva-bag.json", asset("boards"));
  } catch (const ScenarioError& e) {
    return e.what();
  }
  FAIL("the scenario was accepted: " << json);
  return {};
}

// Every token of the bag moves to the supply: a state no rule makes, built by hand.
void emptyTheBag(GameState& s) {
  s.supply.insert(s.supply.end(), s.bag.begin(), s.bag.end());
  s.bag.clear();
}

}  // namespace

// RULES.md §10: The bag is never empty: the Blank always returns.
TEST_CASE("a scenario whose bag lacks the Blank is refused, naming the file, the field and the rule") {
  const std::string larvaOnly = refusalOf(R"(, "bag": ["larva"])");
  CAPTURE(larvaOnly);
  CHECK(larvaOnly.rfind("larva-bag.json: bag: the Blank token is not in the Intruder bag (it is in \"supply\")", 0) ==
        0);
  CHECK(larvaOnly.find("RULES.md §10") != std::string::npos);
  CHECK(larvaOnly.find("The bag is never empty: the Blank always returns.") != std::string::npos);

  const std::string removed = refusalOf(R"(, "removed": ["blank"])");
  CAPTURE(removed);
  CHECK(removed.rfind("larva-bag.json: bag: the Blank token is not in the Intruder bag (it is in \"removed\")", 0) ==
        0);

  // With the Blank in the bag the same file loads.
  const GameState s =
      parseScenario(R"({"format": "nemesis-scenario", "version": 1, "board": "basic", "bag": ["larva", "blank"]})",
                    "ok.json", asset("boards"));
  CHECK(s.bag.size() == 2);
  CHECK(checkInvariants(s).empty());
}

TEST_CASE("the invariants report a Blank out of the bag, and an empty bag") {
  GameState s = game();
  REQUIRE(checkInvariants(s).empty());
  const auto blank = std::find(s.bag.begin(), s.bag.end(), kBlankToken);
  REQUIRE(blank != s.bag.end());
  s.bag.erase(blank);
  s.supply.push_back(kBlankToken);
  const auto problems = checkInvariants(s);
  CHECK(std::find(problems.begin(), problems.end(),
                  "the Blank token is not in the Intruder bag (the Blank always returns)") != problems.end());
  emptyTheBag(s);
  const auto more = checkInvariants(s);
  CHECK(std::find(more.begin(), more.end(), "the Intruder bag is empty (the Blank always returns)") != more.end());
}

SCENARIO("the engine never draws from an empty bag") {
  GIVEN("a state whose bag was emptied by hand") {
    GameState s = game(1, 5);
    setRoom(s, 15, RoomTile::Cabins, true);
    emptyTheBag(s);
    WHEN("an Encounter draws") {
      mark(s, exitOf(s, 15, 1));
      forceNoise(s, {NoiseResult::One});
      EventLog log;
      const Verdict v = apply(s, move(s, 0, 15), log);
      THEN("nothing is drawn: a NoEffect cites the ruling, no Intruder appears, the Encounter ends") {
        REQUIRE(v.ok());
        CHECK(countOf<ev::EncounterStarted>(log) == 1);
        CHECK(countOf<ev::TokenDrawn>(log) == 0);
        CHECK(cites<ev::NoEffect>(log, RuleId::BagNeverEmpty));
        CHECK(s.intruders.empty());
        CHECK(s.bag.empty());
        CHECK(s.status == GameStatus::Playing);
        const auto said =
            std::find_if(log.begin(), log.end(), [](const Event& e) { return e.rule == RuleId::BagNeverEmpty; });
        REQUIRE(said != log.end());
        CHECK(describe(s, *said) == "The Intruder bag is empty: no token is drawn, nothing further happens.");
      }
    }
    WHEN("bag development draws, with a forced draw queued too") {
      forceEvent(s, 3);
      forceBag(s, IntruderType::Blank);
      const GameState before = s;
      EventLog log;
      const Verdict v = resolveEventPhase(s, log);
      THEN("the forced draw cannot be honoured: nothing is resolved and nothing changes") {
        CHECK(v.code == Refusal::ForcedOutcomeImpossible);
        CHECK(explain(s, v) ==
              "The forced bag draw Blank cannot be honoured: no such token is in the Intruder bag any more (forced "
              "outcomes are used in order, each once), so nothing is done. Undo the force command, or play on in a "
              "way that does not draw it.");
        CHECK(log.empty());
        CHECK(s == before);
      }
    }
    WHEN("bag development draws with nothing forced") {
      EventLog log;
      REQUIRE(resolveEventPhase(s, log).ok());
      THEN("nothing is drawn and the round ends normally") {
        CHECK(cites<ev::NoEffect>(log, RuleId::BagNeverEmpty));
        CHECK(countOf<ev::TokenDrawn>(log) == 0);
        CHECK(countOf<ev::RoundStarted>(log) == 1);
        CHECK(s.round == 2);
      }
    }
    WHEN("an Encounter and a bag development meet it again and again") {
      // Random play from here would divide by zero at the first draw before the fix.
      for (int phase = 0; phase < 3; ++phase) {
        EventLog log;
        resolveEventPhase(s, log);
      }
      THEN("the game goes on") {
        CHECK(s.status == GameStatus::Playing);
      }
    }
  }
}

TEST_CASE("an empty range draws nothing: Pcg32::below(0) and Chance::below(0) return 0, Chance::pick(0) nothing") {
  Pcg32 rng(7, 3);
  const Pcg32 before = rng;
  CHECK(rng.below(0) == 0);
  CHECK(rng == before);  // no number was used
  Chance chance;
  const Chance same = chance;
  CHECK(chance.below(0) == 0);
  CHECK(chance.below(-3) == 0);
  CHECK_FALSE(chance.pick(0).has_value());
  CHECK(chance == same);
  const auto one = chance.pick(1);
  REQUIRE(one.has_value());
  CHECK(*one == 0);
}
