// Exact odds of a move (move_odds.hpp, issue 14): hand-computed cases by formula, the players' knowledge only (hidden
// information never changes the odds), the generator and forced outcomes left alone, and the cache.
#include <cmath>
#include <numeric>
#include <stdexcept>

#include "chance_nodes.hpp"
#include "hash.hpp"
#include "move_odds.hpp"
#include "support.hpp"

using namespace test;

namespace {

constexpr long double kExact = 1e-15L;  // far above the walk's rounding (move_odds.hpp), far below any real difference

Probability total(const MoveOdds& o) {
  Probability sum = 0;
  for (const MoveOutcome& x : o.outcomes) sum += x.p;
  return sum;
}

// Tokens in the bag whose number beats a hand of `hand` cards (the Blank shows no number).
int beating(const GameState& s, int hand) {
  int n = 0;
  for (const int token : s.bag) n += kIntruderTokens[static_cast<std::size_t>(token)].number > hand ? 1 : 0;
  return n;
}

Probability woundsP(const MoveOdds& o, int light, int serious) {
  for (const MoveOdds::Wounds& w : o.wounds) {
    if (w.light == light && w.serious == serious) return w.p;
  }
  return 0;
}

// Every figure of two odds tables, exactly.
void requireSameOdds(const MoveOdds& a, const MoveOdds& b) {
  CHECK(a.noiseRoll == b.noiseRoll);
  CHECK(a.noiseResult == b.noiseResult);
  CHECK(a.encounter == b.encounter);
  CHECK(a.intruderMet == b.intruderMet);
  CHECK(a.surpriseAttack == b.surpriseAttack);
  CHECK(a.dangerPullsIn == b.dangerPullsIn);
  CHECK(a.pulledIn == b.pulledIn);
  CHECK(a.expectedNoiseMarkers == b.expectedNoiseMarkers);
  CHECK(a.exploration == b.exploration);
  REQUIRE(a.wounds.size() == b.wounds.size());
  for (std::size_t i = 0; i < a.wounds.size(); ++i) {
    CHECK(a.wounds[i].light == b.wounds[i].light);
    CHECK(a.wounds[i].serious == b.wounds[i].serious);
    CHECK(a.wounds[i].p == b.wounds[i].p);
  }
  CHECK(a.death == b.death);
  CHECK(a.gameLost == b.gameLost);
  CHECK(a.gameWon == b.gameWon);
  CHECK(a.eventPhaseFollows == b.eventPhaseFollows);
  CHECK(a.leaves == b.leaves);
}

}  // namespace

// RULE: A Noise roll is performed when: A Character enters an empty Room (one without other Characters or Intruders)
// RULE: Place a Noise marker in the Corridor corresponding to the number rolled. If that Corridor already has a Noise marker, an Encounter occurs instead.
// RULES.md §1: "P(each number) = 20 %, P(Danger) = 10 %, P(Silence) = 10 %." An Encounter's token is drawn from the
// bag: RULES.md §7 "Surprise Attack: hand size (Action + Contamination cards) lower than the token number."
SCENARIO("an empty explored room with markers on k of its 4 corridors: P(Encounter) = 2k/10, P(Surprise) by the bag") {
  for (int k = 0; k <= 4; ++k) {
    for (int hand = 1; hand <= 5; ++hand) {
      CAPTURE(k);
      CAPTURE(hand);
      GIVEN("the Captain in the Hibernatorium, room 15 explored and empty, markers on its corridors 1..k") {
        GameState s = game(1, 7);
        setRoom(s, 15, RoomTile::Cabins, true);
        std::vector<int> cards(static_cast<std::size_t>(hand));
        std::iota(cards.begin(), cards.end(), 1);
        Character& c = s.character(0);
        c.hand.clear();
        for (const int n : cards) c.hand.push_back(Card{CardKind::Action, n});
        for (int n = 1; n <= k; ++n) mark(s, exitOf(s, 15, n));
        const int markersBefore = noiseMarkersOnBoard(s);
        WHEN("the odds of moving there are computed") {
          const MoveOdds o = oddsOf(s, move(s, 0, 15));
          REQUIRE(o.verdict.ok());
          THEN("they follow from the die's faces and the bag's content") {
            const int after = hand - 1;  // the move's card is paid before the Encounter
            const auto bag = static_cast<long double>(s.bag.size());
            CHECK(std::fabs(total(o) - 1) < kExact);
            CHECK(std::fabs(o.noiseRoll - 1) < kExact);
            for (int n = 0; n < 4; ++n) CHECK(std::fabs(o.noiseResult[static_cast<std::size_t>(n)] - 0.2L) < kExact);
            CHECK(std::fabs(o.noiseResult[4] - 0.1L) < kExact);
            CHECK(std::fabs(o.noiseResult[5] - 0.1L) < kExact);
            CHECK(std::fabs(o.encounter - 0.2L * k) < kExact);
            CHECK(std::fabs(o.surpriseAttack - 0.2L * k * beating(s, after) / bag) < kExact);
            // The token met: each type in the proportion the bag holds it.
            for (int type = 0; type < 6; ++type) {
              const auto held = std::count_if(s.bag.begin(), s.bag.end(), [&](int t) {
                return static_cast<int>(kIntruderTokens[static_cast<std::size_t>(t)].type) == type;
              });
              CHECK(std::fabs(o.intruderMet[static_cast<std::size_t>(type)] - 0.2L * k * held / bag) < kExact);
            }
            // Explored and nothing near: no token, nobody pulled in.
            for (const Probability p : o.exploration) CHECK(p == 0);
            CHECK(o.dangerPullsIn == 0);
            // A number with a free corridor adds its marker, Danger marks the 4 - k free ones; an Encounter takes
            // the room's markers away (and a Blank puts all 4 back), so the expectation is not a simple formula:
            // it is checked to lie between the markers of the worst and the best case.
            CHECK(o.expectedNoiseMarkers >= markersBefore - k);
            CHECK(o.expectedNoiseMarkers <= markersBefore - k + 4);
            // With no marker there: each number adds one (8/10), Danger one on each of the 4 exits (1/10).
            if (k == 0) CHECK(std::fabs(o.expectedNoiseMarkers - (markersBefore + 0.8L + 0.4L)) < kExact);
          }
        }
      }
    }
  }
}

// RULE: Careful Movement cancels a Silence or Danger token (official FAQ: they are automatic Noise results, and Careful Movement replaces the Noise roll).
SCENARIO("exploring: the face-down token may be any token not yet seen, in the proportions of RULES.md §3") {
  GIVEN("a fresh game: all 20 exploration tokens unseen, room 15 unexplored with markers on 2 of its corridors") {
    GameState s = game(1, 11);
    REQUIRE(!s.room(room(s, 15)).explored);
    mark(s, exitOf(s, 15, 2));
    mark(s, exitOf(s, 15, 3));
    WHEN("the odds of Movement and of Careful Movement there are computed") {
      const MoveOdds walk = oddsOf(s, move(s, 0, 15));
      const MoveOdds carefully = oddsOf(s, careful(s, 0, 15, 1));
      THEN("each effect has its share of the 20; Silence and Danger replace the roll, Careful Movement any roll") {
        // RULES.md §3: Malfunction 8, Door 4, Fire 2, Silence 2, Slime 2, Danger 2.
        const std::array<long double, 6> share = {8, 4, 2, 2, 2, 2};
        for (std::size_t e = 0; e < 6; ++e) {
          CHECK(std::fabs(walk.exploration[e] - share[e] / 20) < kExact);
          CHECK(std::fabs(carefully.exploration[e] - share[e] / 20) < kExact);
        }
        CHECK(std::fabs(walk.noiseRoll - 16.0L / 20) < kExact);
        CHECK(std::fabs(walk.encounter - 16.0L / 20 * 0.4L) < kExact);
        CHECK(carefully.noiseRoll == 0);
        CHECK(carefully.encounter == 0);
        CHECK(std::fabs(total(walk) - 1) < kExact);
      }
    }
    WHEN("four tokens have been revealed elsewhere: two Silence, a Fire and a Door") {
      GameState seen = s;
      for (const auto& [label, effect] :
           {std::pair{2, ExplorationEffect::Silence}, std::pair{3, ExplorationEffect::Silence},
            std::pair{4, ExplorationEffect::Fire}, std::pair{5, ExplorationEffect::Door}}) {
        setExplorationToken(seen, label, effect);
        RoomState& r = seen.room(room(seen, label));
        seen.discardedExploration.push_back(r.explorationToken);
        r.explorationToken = -1;
        r.explored = true;
      }
      const MoveOdds o = oddsOf(seen, move(seen, 0, 15));
      THEN("the odds are over the 16 tokens not yet seen") {
        CHECK(o.exploration[static_cast<std::size_t>(ExplorationEffect::Silence)] == 0);
        CHECK(std::fabs(o.exploration[static_cast<std::size_t>(ExplorationEffect::Fire)] - 1.0L / 16) < kExact);
        CHECK(std::fabs(o.exploration[static_cast<std::size_t>(ExplorationEffect::Door)] - 3.0L / 16) < kExact);
        CHECK(std::fabs(o.exploration[static_cast<std::size_t>(ExplorationEffect::Malfunction)] - 8.0L / 16) < kExact);
        CHECK(std::fabs(o.noiseRoll - 14.0L / 16) < kExact);
      }
    }
  }
}

// RULE: Escape: moving out of a room that holds an Intruder. Before the move each Intruder there attacks the mover once (largest first).
// RULES.md §7: Scratch = 1 Light Wound + 1 Contamination; Claw = 2 Light Wounds; Bite = 1 Serious Wound; an Adult is
// hit by Scratch, Claw, Bite and Slime (4 + 4 + 4 + 1 of the 20 cards).
SCENARIO("an Escape from an Adult: the wounds and death by the attack deck's content") {
  GIVEN("the Captain with an Adult in the Hibernatorium and the whole attack deck") {
    GameState s = game(1, 5);
    addIntruder(s, IntruderType::Adult, 11);
    setRoom(s, 15, RoomTile::Cabins, true);
    REQUIRE(s.attackDeck.size() == 20);
    WHEN("the Captain is unhurt") {
      const MoveOdds o = oddsOf(s, move(s, 0, 15));
      THEN("no wound 8/20, 1 Light 4/20, 2 Light 4/20, 1 Serious 4/20, and no death") {
        CHECK(std::fabs(woundsP(o, 0, 0) - 8.0L / 20) < kExact);
        CHECK(std::fabs(woundsP(o, 1, 0) - 4.0L / 20) < kExact);
        CHECK(std::fabs(woundsP(o, 2, 0) - 4.0L / 20) < kExact);
        CHECK(std::fabs(woundsP(o, 0, 1) - 4.0L / 20) < kExact);
        CHECK(o.death == 0);
        CHECK(std::fabs(total(o) - 1) < kExact);
      }
    }
    WHEN("the Captain already has 3 Serious Wounds") {
      s.character(0).seriousWounds = 3;
      const MoveOdds o = oddsOf(s, move(s, 0, 15));
      THEN("any wound kills (12/20), and alone on board the game is lost by it") {
        CHECK(std::fabs(o.death - 12.0L / 20) < kExact);
        CHECK(std::fabs(o.gameLost[static_cast<std::size_t>(LossReason::AllDead)] - 12.0L / 20) < kExact);
        // The survivors (8/20) then enter the room and roll: Noise is rolled only by the living.
        CHECK(std::fabs(o.noiseRoll - 8.0L / 20) < kExact);
      }
    }
    WHEN("the attack deck holds only Bite cards and Tails (a position made by hand)") {
      s.attackDeck = {8, 9, 12};  // Bite, Bite, Tail
      const MoveOdds o = oddsOf(s, move(s, 0, 15));
      THEN("a Serious Wound 2/3, nothing 1/3") {
        CHECK(std::fabs(woundsP(o, 0, 1) - 2.0L / 3) < kExact);
        CHECK(std::fabs(woundsP(o, 0, 0) - 1.0L / 3) < kExact);
      }
    }
  }
}

// RULE: If an Intruder is in a neighboring Room (and not in Combat), it immediately moves into your Room
// RULE: However, if your Character has a Slime marker, treat "Silence" as "Danger" instead
SCENARIO("Danger pulls a neighbouring Intruder in: 1/10 by the die, 2/10 with a Slime marker") {
  GameState s = game(1, 5);
  setRoom(s, 15, RoomTile::Cabins, true);
  setRoom(s, 18, RoomTile::Armory, true);
  const int adult = addIntruder(s, IntruderType::Adult, 18);
  for (const bool slime : {false, true}) {
    CAPTURE(slime);
    s.character(0).slime = slime;
    const MoveOdds o = oddsOf(s, move(s, 0, 15));
    const long double p = slime ? 0.2L : 0.1L;
    CHECK(std::fabs(o.dangerPullsIn - p) < kExact);
    REQUIRE(o.pulledIn.size() == 1);
    CHECK(o.pulledIn[0].first == adult);
    CHECK(std::fabs(o.pulledIn[0].second - p) < kExact);
  }
}

SCENARIO("two positions that differ only in hidden information give identical odds") {
  GIVEN("a game some rounds in, and a copy with every hidden order and face-down token moved around") {
    GameState s = roundsGame(2, 23);
    Pcg32 pick(23, 1);
    std::vector<Command> legal;
    for (int i = 0; i < 6; ++i) {  // moves only, so the turn's character can still move at the end
      legalCommands(s, legal);
      std::erase_if(legal, [](const Command& c) { return !std::holds_alternative<Move>(c); });
      REQUIRE(!legal.empty());
      EventLog log;
      REQUIRE(apply(s, legal[pick.below(static_cast<std::uint32_t>(legal.size()))], log).ok());
    }
    REQUIRE(s.status == GameStatus::Playing);
    REQUIRE(roomsExplored(s) > 0);
    GameState other = s;
    Pcg32 shuffler(99, 7);
    const auto shuffle = [&](auto& v) {
      for (std::size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[shuffler.below(static_cast<std::uint32_t>(i))]);
    };
    shuffle(other.attackDeck);
    shuffle(other.eventDeck);
    shuffle(other.bag);
    for (Character& c : other.characters) shuffle(c.deck);
    // Face-down tokens dealt again among the unexplored rooms and the unused pile.
    std::vector<int*> faceDown;
    for (RoomState& r : other.rooms) {
      if (!r.explored && r.explorationToken >= 0) faceDown.push_back(&r.explorationToken);
    }
    for (int& t : other.unusedExploration) faceDown.push_back(&t);
    std::vector<int> tokens;
    for (const int* t : faceDown) tokens.push_back(*t);
    shuffle(tokens);
    for (std::size_t i = 0; i < faceDown.size(); ++i) *faceDown[i] = tokens[i];
    other.chance.rng.seed(12345, 6);
    REQUIRE_FALSE(stateHash(other) == stateHash(s));

    THEN("every destination's odds are the same, figure by figure") {
      const std::vector<DestinationOdds> a = oddsForDestinations(s, s.turn);
      const std::vector<DestinationOdds> b = oddsForDestinations(other, other.turn);
      REQUIRE(!a.empty());
      REQUIRE(a.size() == b.size());
      for (std::size_t i = 0; i < a.size(); ++i) {
        CAPTURE(a[i].room);
        CAPTURE(a[i].corridorNumber);
        requireSameOdds(a[i].odds, b[i].odds);
      }
    }
  }
}

TEST_CASE("the odds ignore forced outcomes, never use the generator and leave the state alone") {
  GameState s = game(1, 9);
  setRoom(s, 15, RoomTile::Cabins, true);
  mark(s, exitOf(s, 15, 1));
  const GameState plain = s;
  forceNoise(s, {NoiseResult::One});
  forceBag(s, IntruderType::Queen);
  const GameState before = s;
  const MoveOdds forced = oddsOf(s, move(s, 0, 15));
  CHECK(s == before);
  requireSameOdds(forced, oddsOf(plain, move(plain, 0, 15)));
  CHECK(forced.encounter < 1);  // the forced 1 would make it certain

  // A walked resolution takes every outcome from the oracle: the generator is where it was.
  struct First final : ChanceOracle {
    std::size_t choose(ChanceNodeKind, std::span<const ChanceOption>) override { return 0; }
  } first;
  GameState walked = plain;
  EventLog log;
  REQUIRE(applyWithOracle(walked, move(walked, 0, 15), log, first).ok());
  CHECK(walked.chance.rng == plain.chance.rng);
  CHECK(countOf<ev::NoiseRolled>(log) == 1);
}

TEST_CASE("an illegal command has no odds, and a move that ends the Player phase stops before the Event phase") {
  GameState s = roundsGame(2, 4);
  CHECK(oddsOf(s, Move{0, room(s, 1), defaultPayment(s, 0, 1)}).verdict.code == Refusal::NotNeighbouring);
  CHECK_THROWS_AS((void)oddsOf(s, Pass{0}), std::invalid_argument);
  // RULES.md §5: "once passed, no more actions this round". The Scout has passed; the Captain, at 3 Serious Wounds,
  // escapes from an Adult: if an attack card kills him (12 of the 20), nobody is left to act and the Event phase
  // begins inside this move. Its draws (Event card, bag development, refills) are not part of the move's odds.
  s.character(1).passed = true;
  s.character(0).seriousWounds = 3;
  addIntruder(s, IntruderType::Adult, 11);
  setRoom(s, 15, RoomTile::Cabins, true);
  const MoveOdds o = oddsOf(s, move(s, 0, 15));
  REQUIRE(o.verdict.ok());
  CHECK(std::fabs(o.death - 12.0L / 20) < kExact);
  CHECK(std::fabs(o.eventPhaseFollows - 12.0L / 20) < kExact);
  CHECK(o.gameLost == std::array<Probability, 5>{});
  CHECK(o.leaves < 200);
}

TEST_CASE("every legal Movement and Careful Movement has its odds, the cache keys them by state and character") {
  GameState s = game(2, 3);
  const std::vector<DestinationOdds> all = oddsForDestinations(s, 1);
  std::vector<Command> legal;
  legalCommands(s, legal);
  const auto ofScout = std::count_if(legal.begin(), legal.end(), [](const Command& c) {
    const auto* m = std::get_if<Move>(&c);
    const auto* k = std::get_if<CarefulMove>(&c);
    return (m != nullptr && m->character == 1) || (k != nullptr && k->character == 1 && k->corridorNumber > 0);
  });
  CHECK(static_cast<long>(all.size()) == ofScout);
  for (const DestinationOdds& d : all) {
    CHECK(d.odds.verdict.ok());
    CHECK(std::fabs(total(d.odds) - 1) < kExact);
  }

  OddsCache cache(2);
  CHECK(cache.destinations(s, 1).size() == all.size());
  CHECK(cache.destinations(s, 1).size() == all.size());
  CHECK(cache.misses() == 1);
  GameState forced = s;
  forceNoise(forced, {NoiseResult::Danger});  // forced outcomes change no odds: the same entry
  (void)cache.destinations(forced, 1);
  CHECK(cache.misses() == 1);
  (void)cache.destinations(s, 0);
  GameState moved = s;
  play(moved, move(moved, 0, 15));
  (void)cache.destinations(moved, 0);
  CHECK(cache.misses() == 3);
  CHECK(cache.size() == 2);
  (void)cache.destinations(s, 1);  // evicted as the least recently used
  CHECK(cache.misses() == 4);
}
