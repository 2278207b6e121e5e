// Exact odds of a move (move_odds.hpp, issue 14): hand-computed cases by formula, the players' knowledge only (hidden
// information never changes the odds), the generator and forced outcomes left alone, and the cache.
#include <cmath>
#include <numeric>
#include <stdexcept>

#include "engine/kernel/file_io.hpp"
#include "engine/nemesis/chance_nodes.hpp"
#include "engine/nemesis/hash.hpp"
#include "engine/nemesis/lesson.hpp"
#include "engine/nemesis/move_odds.hpp"
#include "hidden_deal.hpp"
#include "support.hpp"

using namespace test;

namespace {

constexpr long double kExact = 1e-15L;  // far above the walk's rounding (move_odds.hpp), far below any real difference

Probability total(const MoveOdds& o) {
  Probability sum = 0;
  for (const MoveOutcome& x : o.outcomes) sum += x.p;
  return sum;
}

// RULES.md §2: the Adult tokens' numbers in the box, 2,2,2,2, 3,3,3,3,3, 4,4,4; which go into the bag is random.
constexpr std::array<int, 12> kAdultNumbers = {2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4};

// How many of the bag's tokens are expected to beat a hand of `hand` cards (number above it; the Blank shows none),
// as the players know them before any token is seen: every Adult may be any of the box's 12.
long double beating(const GameState& s, int hand) {
  long double n = 0;
  for (const int token : s.bag) {
    const IntruderToken& t = kIntruderTokens[static_cast<std::size_t>(token)];
    if (t.type != IntruderType::Adult) {
      n += t.number > hand ? 1 : 0;
      continue;
    }
    const auto above = std::count_if(kAdultNumbers.begin(), kAdultNumbers.end(), [&](int x) { return x > hand; });
    n += static_cast<long double>(above) / kAdultNumbers.size();
  }
  return n;
}

Probability woundsP(const MoveOdds& o, int light, int serious) {
  for (const MoveOdds::Wounds& w : o.wounds) {
    if (w.light == light && w.serious == serious) return w.p;
  }
  return 0;
}

// Every figure of two odds tables, exactly: every field of MoveOdds, its distinct endings included.
void requireSameOdds(const MoveOdds& a, const MoveOdds& b) {
  CHECK(a.command == b.command);
  CHECK(a.verdict == b.verdict);
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
  REQUIRE(a.outcomes.size() == b.outcomes.size());
  for (std::size_t i = 0; i < a.outcomes.size(); ++i) {
    CHECK(a.outcomes[i].sameAs(b.outcomes[i]));
    CHECK(a.outcomes[i].p == b.outcomes[i].p);
  }
  CHECK(a.leaves == b.leaves);
}

// Every row of two destination tables, every field.
void requireSameTable(const std::vector<DestinationOdds>& a, const std::vector<DestinationOdds>& b) {
  REQUIRE(a.size() == b.size());
  for (std::size_t i = 0; i < a.size(); ++i) {
    CAPTURE(a[i].room);
    CAPTURE(a[i].corridorNumber);
    CHECK(a[i].room == b[i].room);
    CHECK(a[i].careful == b[i].careful);
    CHECK(a[i].corridorNumber == b[i].corridorNumber);
    requireSameOdds(a[i].odds, b[i].odds);
  }
}

// The numbers on the Intruder tokens of one type in a pile, sorted: what differs between two deals.
std::vector<int> numbersIn(const std::vector<int>& pile, IntruderType type) {
  std::vector<int> out;
  for (const int t : pile) {
    if (kIntruderTokens[static_cast<std::size_t>(t)].type == type)
      out.push_back(kIntruderTokens[static_cast<std::size_t>(t)].number);
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

// RULE: A Noise roll is performed when: A Character enters an empty Room (one without other Characters or Intruders)
// RULE: Place a Noise marker in the Corridor corresponding to the number rolled. If that Corridor already has a Noise marker, an Encounter occurs instead.
// RULES.md §1: "P(each number) = 20 %, P(Danger) = 10 %, P(Silence) = 10 %." An Encounter's token is drawn from the
// bag: RULES.md §7 "Surprise Attack: hand size (Action + Contamination cards) lower than the token number." RULES.md
// §2: "Which Adult tokens go in is random": before any is seen, each Adult in the bag may be any of the box's 12.
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

// RULES.md §2: "Which Adult tokens go in is random. The rest is the supply beside the board." Hidden: the decks' and
// the bag's orders, the face-down exploration tokens, and which unseen Intruder tokens of a type are in the bag and
// which in the supply (so the numbers the bag holds).
SCENARIO("two positions that differ only in hidden information give identical odds") {
  GIVEN("a game some rounds in, and copies with every hidden order, face-down token and unseen number dealt again") {
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
    const std::vector<DestinationOdds> a = oddsForDestinations(s, s.turn);
    REQUIRE(!a.empty());
    // The position can meet an Intruder, and a Surprise Attack hangs on the token's number: a leak would show.
    REQUIRE(std::any_of(a.begin(), a.end(), [](const DestinationOdds& d) {
      return d.odds.surpriseAttack > 0 && d.odds.surpriseAttack < d.odds.encounter;
    }));
    Pcg32 shuffler(99, 7);
    int otherNumbers = 0;
    for (int deal = 0; deal < 8; ++deal) {
      CAPTURE(deal);
      GameState other = s;
      test::dealHiddenAgain(other, shuffler);
      REQUIRE_FALSE(stateHash(other) == stateHash(s));
      otherNumbers += numbersIn(other.bag, IntruderType::Adult) != numbersIn(s.bag, IntruderType::Adult) ? 1 : 0;
      THEN("every destination's odds are the same, every field of every row") {
        requireSameTable(a, oddsForDestinations(other, other.turn));
      }
    }
    CHECK(otherNumbers > 0);  // some deals put other Adult numbers in the bag
  }
  GIVEN("a position made by hand: the bag's Adults all 4s, or all 2s, and the Captain meets one for sure") {
    GameState s = game(1, 5);
    setRoom(s, 15, RoomTile::Cabins, true);
    for (int n = 1; n <= 4; ++n) mark(s, exitOf(s, 15, n));
    setHand(s, 0, {1, 2, 3});  // 2 cards left after paying: an Adult 2 does not attack, a 3 or a 4 does
    std::vector<int> adults;
    for (int t = 0; t < kTokenCount; ++t) {
      if (kIntruderTokens[static_cast<std::size_t>(t)].type == IntruderType::Adult) adults.push_back(t);
    }
    const auto dealt = [&](int number) {
      GameState d = s;
      std::vector<int> in;
      std::vector<int> out;
      for (const int t : adults) {
        (kIntruderTokens[static_cast<std::size_t>(t)].number == number && in.size() < 3 ? in : out).push_back(t);
      }
      std::erase_if(d.bag,
                    [](int t) { return kIntruderTokens[static_cast<std::size_t>(t)].type == IntruderType::Adult; });
      std::erase_if(d.supply,
                    [](int t) { return kIntruderTokens[static_cast<std::size_t>(t)].type == IntruderType::Adult; });
      const std::size_t bagAdults = numbersIn(s.bag, IntruderType::Adult).size();
      d.bag.insert(d.bag.end(), in.begin(), in.end());
      d.bag.insert(d.bag.end(), out.begin(), out.begin() + static_cast<std::ptrdiff_t>(bagAdults - in.size()));
      d.supply.insert(d.supply.end(), out.begin() + static_cast<std::ptrdiff_t>(bagAdults - in.size()), out.end());
      return d;
    };
    const GameState fours = dealt(4);
    const GameState twos = dealt(2);
    REQUIRE(numbersIn(fours.bag, IntruderType::Adult) != numbersIn(twos.bag, IntruderType::Adult));
    THEN("the odds are the same, every field of every row") {
      requireSameTable(oddsForDestinations(fours, 0), oddsForDestinations(twos, 0));
    }
  }
}

// RULES.md §1: each number 1-4 is 2 of the die's 10 faces. RULES.md §2: the bag at setup holds 1 Blank, 4 Larva,
// 1 Creeper, 1 Queen and 3 Adults + 1 per player; which Adults is random (box: four 2s, five 3s, three 4s). RULES.md
// §7: a Surprise Attack when the hand is lower than the token's number. By hand, lesson 24's room 3: three of its
// four numbers are marked, P(Encounter) = 6/10; the Captain pays 1 of 3 cards, so 2 remain, and the Queen (4) and
// an Adult 3 or 4 attack: P(Surprise | Encounter) = (1 + 4 * 8/12) / 11 = (11/3) / 11 = 1/3; P = 6/10 * 1/3 = 20.0%,
// whatever Adults the setup's seed put in the bag.
TEST_CASE("lesson 24's room 3: Surprise Attack 20.0% from what the players know, for every setup seed") {
  const std::string text = readFileLimited(asset("tutorials/24-reading-odds.json"), 1U << 20U, "a lesson");
  const std::string seed = "\"seed\": 24";
  REQUIRE(text.find(seed) != std::string::npos);
  std::vector<std::vector<int>> bags;
  for (const int setup : {1, 2, 4, 24}) {
    CAPTURE(setup);
    std::string variant = text;
    variant.replace(variant.find(seed), seed.size(), "\"seed\": " + std::to_string(setup));
    const Lesson lesson = parseLesson(variant, "24-reading-odds.json", asset("scenarios"), asset("boards"));
    const GameState& s = lesson.start;
    REQUIRE(s.character(0).handSize() == 3);
    REQUIRE(s.bag.size() == 11);
    bags.push_back(numbersIn(s.bag, IntruderType::Adult));
    const MoveOdds o = oddsOf(s, move(s, 0, 3));
    REQUIRE(o.verdict.ok());
    CHECK(std::fabs(o.encounter - 0.6L) < kExact);
    CHECK(std::fabs(o.surpriseAttack - 0.2L) < kExact);
  }
  std::sort(bags.begin(), bags.end());
  CHECK(std::unique(bags.begin(), bags.end()) - bags.begin() >= 3);  // the seeds put different Adults in the bag
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
