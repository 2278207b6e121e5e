// Every draw of a resolution goes through one call (chance_nodes.cpp draw; docs/design.md §4, §11): a queued forced
// outcome, else the oracle's choice, else the generator. Here the attack and Event decks: their listings
// (attackOptions, eventOptions) are what the oracle is offered, and the generator's card is one of them (the top of
// the deck the game shuffled, no further draw); a forced card comes from the deck or else its discard pile. And the
// Noise die: the generator's roll is a roll on noiseDieOptions, weighted by its counts.
#include <algorithm>
#include <span>

#include "engine/nemesis/chance_nodes.hpp"
#include "rounds_support.hpp"
#include "support.hpp"

using namespace test;

namespace {

// An oracle that records the listing of every node it is asked about and takes, at nodes of `kind`, the option
// showing `wanted` (the first option elsewhere).
struct Recorder final : ChanceOracle {
  Recorder(ChanceNodeKind k, int w) : kind(k), wanted(w) {}
  ChanceNodeKind kind;
  int wanted;
  std::vector<std::pair<ChanceNodeKind, std::vector<ChanceOption>>> asked;

  std::size_t choose(ChanceNodeKind k, std::span<const ChanceOption> options) override {
    asked.emplace_back(k, std::vector<ChanceOption>(options.begin(), options.end()));
    if (k != kind) return 0;
    const auto it =
        std::find_if(options.begin(), options.end(), [&](const ChanceOption& o) { return o.value == wanted; });
    REQUIRE(it != options.end());
    return static_cast<std::size_t>(it - options.begin());
  }
  [[nodiscard]] std::vector<std::vector<ChanceOption>> listingsOf(ChanceNodeKind k) const {
    std::vector<std::vector<ChanceOption>> out;
    for (const auto& [at, options] : asked) {
      if (at == k) out.push_back(options);
    }
    return out;
  }
};

std::vector<ChanceOption> listed(const ChanceOptions& o) {
  return {o.view().begin(), o.view().end()};
}

// The Captain escapes from an Adult in the Hibernatorium (11) into the empty, explored Canteen (15), where the Noise
// roll is a 1: the Adult's attack draws one attack card.
GameState escaping() {
  GameState s = game();
  setRoom(s, 15, RoomTile::Canteen, true);
  forceNoise(s, {NoiseResult::One});
  addIntruder(s, IntruderType::Adult, 11);
  return s;
}

// Every card of `kind` moved from the attack deck to its discard pile.
void discardAll(GameState& s, AttackKind kind) {
  const auto ofKind = [&](int card) { return kAttackCards[static_cast<std::size_t>(card)].kind == kind; };
  std::copy_if(s.attackDeck.begin(), s.attackDeck.end(), std::back_inserter(s.attackDiscard), ofKind);
  std::erase_if(s.attackDeck, ofKind);
}

}  // namespace

// RULES.md §7: "Draw an Attack card: if the attacking Intruder's symbol is on it, resolve its effect."
TEST_CASE("an attack card is drawn through the one draw: forced, by the oracle from attackOptions, or the deck's top") {
  SUBCASE("a forced card is taken from the deck, else from the discard pile, and the generator is not touched") {
    for (const AttackKind kind : {AttackKind::Bite, AttackKind::Claw}) {  // the Claws only in the discard pile
      CAPTURE(kind);
      GameState s = escaping();
      discardAll(s, AttackKind::Claw);
      forceAttack(s, kind);
      const GameState before = s;
      const EventLog log = play(s, move(s, 0, 15));
      const auto drawn = eventsOf<ev::AttackCardDrawn>(log);
      REQUIRE(drawn.size() == 1);
      CHECK(drawn[0].kind == kind);
      CHECK(drawn[0].forced);
      CHECK(s.attackDeck.size() + (kind == AttackKind::Bite ? 1 : 0) == before.attackDeck.size());
      CHECK(s.chance.rng == before.chance.rng);
    }
  }
  SUBCASE("the oracle is offered exactly attackOptions and its choice is the card drawn") {
    GameState s = escaping();
    discardAll(s, AttackKind::Claw);
    s.chance.forced.noise.clear();  // the oracle rolls the Noise die too
    const GameState before = s;
    Recorder oracle(ChanceNodeKind::AttackCard, static_cast<int>(AttackKind::Frenzy));
    EventLog log;
    REQUIRE(applyWithOracle(s, move(s, 0, 15), log, oracle).ok());
    const auto listings = oracle.listingsOf(ChanceNodeKind::AttackCard);
    REQUIRE(listings.size() == 1);
    CHECK(listings[0] == listed(attackOptions(before)));
    // The deck by kind: 16 cards, no Claw (all four in the discard pile).
    int cards = 0;
    for (const ChanceOption& o : listings[0]) {
      cards += o.count;
      CHECK(o.value != static_cast<int>(AttackKind::Claw));
    }
    CHECK(cards == 16);
    const auto drawn = eventsOf<ev::AttackCardDrawn>(log);
    REQUIRE(drawn.size() == 1);
    CHECK(drawn[0].kind == AttackKind::Frenzy);
    CHECK_FALSE(drawn[0].forced);
    CHECK(s.chance.rng == before.chance.rng);  // the walk never uses the generator
  }
  SUBCASE("the generator's card is the top of the shuffled deck, one the listing holds, and the draw rolls nothing") {
    GameState s = escaping();
    const GameState before = s;
    const EventLog log = play(s, move(s, 0, 15));
    const auto drawn = eventsOf<ev::AttackCardDrawn>(log);
    REQUIRE(drawn.size() == 1);
    CHECK(drawn[0].card == before.attackDeck.back());
    CHECK_FALSE(drawn[0].forced);
    CHECK(s.chance.rng == before.chance.rng);  // the deck was shuffled at setup: the draw itself rolls nothing
    const ChanceOptions options = attackOptions(before);
    CHECK(std::any_of(options.view().begin(), options.view().end(),
                      [&](const ChanceOption& o) { return o.value == static_cast<int>(drawn[0].kind); }));
  }
}

// RULES.md §8: "Draw an Event card" in the Event phase.
TEST_CASE("an Event card is drawn through the one draw: forced, by the oracle from eventOptions, or the deck's top") {
  constexpr int kCard = 7;  // #7, its id 6
  SUBCASE("a forced card is taken from the deck, else from the discard pile") {
    GameState s = roundsGame();
    std::erase(s.eventDeck, kCard - 1);
    s.eventDiscard.push_back(kCard - 1);
    forceEvent(s, kCard);
    forceBag(s, IntruderType::Blank);
    const EventLog log = play(s, Pass{s.turn});
    const auto drawn = eventsOf<ev::EventCardDrawn>(log);
    REQUIRE(drawn.size() == 1);
    CHECK(drawn[0].card == kCard - 1);
    CHECK(drawn[0].forced);
    CHECK(s.eventDeck.size() == 19);
  }
  SUBCASE("the oracle is offered exactly eventOptions and its choice is the card drawn") {
    GameState s = roundsGame();
    std::erase(s.eventDeck, kCard - 1);
    s.eventDiscard.push_back(kCard - 1);
    const GameState before = s;
    Recorder oracle(ChanceNodeKind::EventCard, 12);  // #13
    EventLog log;
    REQUIRE(applyWithOracle(s, Pass{s.turn}, log, oracle).ok());
    const auto listings = oracle.listingsOf(ChanceNodeKind::EventCard);
    REQUIRE(listings.size() == 1);
    CHECK(listings[0] == listed(eventOptions(before)));
    CHECK(listings[0].size() == 19);
    const auto drawn = eventsOf<ev::EventCardDrawn>(log);
    REQUIRE(drawn.size() == 1);
    CHECK(drawn[0].card == 12);
    CHECK_FALSE(drawn[0].forced);
    CHECK(s.chance.rng == before.chance.rng);
  }
  SUBCASE("the generator's card is the top of the shuffled deck") {
    GameState s = roundsGame();
    forceBag(s, IntruderType::Blank);
    const GameState before = s;
    const EventLog log = play(s, Pass{s.turn});
    const auto drawn = eventsOf<ev::EventCardDrawn>(log);
    REQUIRE(drawn.size() == 1);
    CHECK(drawn[0].card == before.eventDeck.back());
    CHECK_FALSE(drawn[0].forced);
  }
}

// RULES.md §1: the Noise die, 1, 2, 3, 4 twice each, Silence and Danger once.
TEST_CASE("the generator's Noise roll is one draw over noiseDieOptions' total, walked over its counts") {
  GameState s = game();
  const ChanceOptions die = noiseDieOptions();
  for (int i = 0; i < 200; ++i) {
    std::fill(s.noise.begin(), s.noise.end(), 0);  // no Encounter (its bag draw would roll too)
    Pcg32 copy = s.chance.rng;
    int at = static_cast<int>(copy.below(static_cast<std::uint32_t>(die.total)));
    int expected = 0;
    for (const ChanceOption& o : die.view()) {
      if (at < o.count) {
        expected = o.value;
        break;
      }
      at -= o.count;
    }
    EventLog log;
    REQUIRE(resolveNoiseRoll(s, 0, log).ok());
    const auto rolled = eventsOf<ev::NoiseRolled>(log);
    REQUIRE(rolled.size() == 1);
    CHECK(static_cast<int>(rolled[0].result) == expected);
    CHECK(s.chance.rng == copy);  // that one draw and no other
  }
}
