// Forced outcomes are never replaced by random ones (issue 14): a `force` command must name something the game
// can draw now, and a queued outcome that is gone when its draw comes refuses the command, changing nothing.
#include "engine/nemesis/script.hpp"
#include "support.hpp"

using namespace test;

namespace {

Verdict force(GameState& s, const std::string& what) {
  EventLog log;
  return apply(s, ForceOutcomes{parseForce(what)}, log);
}

}  // namespace

TEST_CASE("a force command naming what cannot be drawn now is refused, saying where it was looked for") {
  GameState s = game(1, 3);
  // A bag token may still come into the bag (a Breeder from the supply, a token set aside with its Intruder), so
  // only one the game no longer has, or never had, is refused: Larva tokens leave the game in bag development.
  CHECK(force(s, "bag=breeder").ok());
  CHECK(force(s, "bag=larva:4").code == Refusal::ForcedNotAvailable);
  for (auto* pile : {&s.bag, &s.supply}) {
    std::erase_if(*pile, [&](int token) {
      if (kIntruderTokens[static_cast<std::size_t>(token)].type != IntruderType::Larva) return false;
      s.removedTokens.push_back(token);
      return true;
    });
  }
  const Verdict larva = force(s, "bag=larva");
  CHECK(larva.code == Refusal::ForcedNotAvailable);
  CHECK(explain(s, larva) ==
        "The forced bag draw Larva cannot be queued: no such token is in the Intruder bag, the supply or set aside "
        "with an Intruder now.");

  // Exploration tokens: one already revealed is not face down any more.
  setRoom(s, 6, RoomTile::Shower, false);
  setExplorationToken(s, 6, ExplorationEffect::Fire, 2);
  CHECK(force(s, "exploration=fire:2").ok());
  play(s, move(s, 0, 6));
  REQUIRE(s.discardedExploration.size() == 1);
  const Verdict fire = force(s, "exploration=fire:2");
  CHECK(fire.code == Refusal::ForcedNotAvailable);
  CHECK(explain(s, fire) ==
        "The forced exploration token Fire 2 cannot be queued: no such token is face down on an unexplored room or "
        "unused now.");
  CHECK(force(s, "exploration=fire:1").ok());

  // Cards: one missing from both the deck and its discard pile (a position made by hand).
  std::erase_if(s.attackDeck,
                [](int card) { return kAttackCards[static_cast<std::size_t>(card)].kind == AttackKind::Tail; });
  const Verdict tail = force(s, "attack=tail");
  CHECK(tail.code == Refusal::ForcedNotAvailable);
  CHECK(explain(s, tail) ==
        "The forced attack card Tail cannot be queued: no such card is in the attack deck or its discard pile now.");
  std::erase(s.eventDeck, 6);
  CHECK(explain(s, force(s, "event=7")) ==
        "The forced Event card #7 cannot be queued: that card is not in the Event deck or its discard pile now.");
}

TEST_CASE("a queued forced outcome gone when its draw comes refuses the command: nothing changes") {
  GameState s = game(1, 3);
  setRoom(s, 15, RoomTile::Cabins, true);
  setRoom(s, 18, RoomTile::Armory, true);
  // The one Queen forced twice: both are queued while the Queen is in the bag.
  REQUIRE(force(s, "noise=1 bag=queen").ok());
  REQUIRE(force(s, "noise=1 bag=queen").ok());
  mark(s, exitOf(s, 15, 1));
  play(s, move(s, 0, 15));
  REQUIRE(s.intruders.size() == 1);
  CHECK((s.intruders[0].type == IntruderType::Queen));

  // Escape is not wanted here: the Queen leaves by hand, her token stays set aside (it is not in the bag).
  s.intruders.clear();
  mark(s, exitOf(s, 18, 1));
  const GameState before = s;
  EventLog log;
  const Verdict v = apply(s, move(s, 0, 18), log);
  CHECK(v.code == Refusal::ForcedOutcomeImpossible);
  CHECK(validate(s, move(s, 0, 18)) == v);  // validate and apply agree (legal moves are what apply accepts)
  CHECK(explain(s, v).starts_with(
      "The forced bag draw Queen cannot be honoured: no such token is in the Intruder bag any more"));
  CHECK(log.empty());
  CHECK(s == before);
}

TEST_CASE("a queued forced exploration token gone when its room is explored refuses the move") {
  GameState s = game(1, 3);
  setRoom(s, 6, RoomTile::Shower, false);
  setRoom(s, 7, RoomTile::Cabins, false);
  // Fire 2 is face down somewhere when both are queued; the first exploration reveals it.
  REQUIRE(force(s, "exploration=fire:2,fire:2").ok());
  play(s, move(s, 0, 6));
  const GameState before = s;
  EventLog log;
  const Verdict v = apply(s, move(s, 0, 7), log);
  CHECK(v.code == Refusal::ForcedOutcomeImpossible);
  CHECK(explain(s, v).starts_with("The forced exploration token Fire 2 cannot be honoured"));
  CHECK(log.empty());
  CHECK(s == before);
}
