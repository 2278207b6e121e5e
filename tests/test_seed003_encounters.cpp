// Seed 003 "Encounters": what triggers an Encounter, the five steps that resolve it, the Surprise
// Attack check and the Blank token. Chance is forced (Noise die, bag draws, attack cards) so every
// outcome is exact.
//
// The stage is the basic board's room 15 (a Room 2 slot): corridor 1 to the Hibernatorium (11),
// corridor 2 to room 16, corridor 3 to room 18, and a Technical Corridors entrance on number 4.
#include "support.hpp"

using namespace test;

namespace {

int count(const std::vector<int>& pile, IntruderType type) {
  return static_cast<int>(std::count_if(
      pile.begin(), pile.end(), [&](int id) { return kIntruderTokens[static_cast<std::size_t>(id)].type == type; }));
}

bool holds(const std::vector<int>& pile, int id) {
  return std::find(pile.begin(), pile.end(), id) != pile.end();
}

int blankToken() {
  for (int id = 0; id < kTokenCount; ++id) {
    if (kIntruderTokens[static_cast<std::size_t>(id)].type == IntruderType::Blank) return id;
  }
  return -1;
}

// One Captain in the Hibernatorium (11) with exactly `actions` Action cards (numbered 1..actions) and
// `contamination` Contamination cards in hand; room 15 explored (Cabins) and empty.
GameState stage(int actions = 5, int contamination = 0) {
  GameState s = game();
  setRoom(s, 15, RoomTile::Cabins, true);
  switch (actions) {
    case 0: setHand(s, 0, {}, contamination); break;
    case 1: setHand(s, 0, {1}, contamination); break;
    case 2: setHand(s, 0, {1, 2}, contamination); break;
    case 3: setHand(s, 0, {1, 2, 3}, contamination); break;
    case 4: setHand(s, 0, {1, 2, 3, 4}, contamination); break;
    default: setHand(s, 0, {1, 2, 3, 4, 5}, contamination); break;
  }
  return s;
}

// Movement 11 -> 15 (pays Action card 1) with a forced Noise roll.
EventLog enter15(GameState& s, NoiseResult roll) {
  forceNoise(s, {roll});
  return play(s, move(s, 0, 15));
}

}  // namespace

// RULE: Noise Roll: The most common way an Encounter occurs is during a Noise roll.
// RULE: If you are instructed to place a Noise marker in a corridor that already contains one, an Encounter is resolved instead.
// RULE: This happens when a Character moves into an empty room and fails their Noise roll in a corridor that already has a Noise marker.
SCENARIO("seed 003: a Noise roll on a corridor that already holds a marker is an Encounter instead") {
  GIVEN("room 15 is empty and its corridor 3 (to room 18) already holds a Noise marker") {
    GameState s = stage();
    const PassageId c3 = exitOf(s, 15, 3);
    mark(s, c3);
    forceBag(s, IntruderType::Adult, 2);
    const int bagBefore = static_cast<int>(s.bag.size());

    WHEN("the Captain moves in and rolls 3") {
      const EventLog log = enter15(s, NoiseResult::Three);
      THEN("no marker is added: an Encounter is resolved and an Intruder appears") {
        CHECK(countOf<ev::NoiseMarkerPlaced>(log) == 0);
        REQUIRE(countOf<ev::EncounterStarted>(log) == 1);
        CHECK(cites<ev::EncounterStarted>(log, RuleId::OneMarkerPerCorridor));
        CHECK(eventsOf<ev::EncounterStarted>(log)[0].room == room(s, 15));
        CHECK(cites<ev::TokenDrawn>(log, RuleId::EncounterDraw));
        CHECK(intrudersIn(s, 15) == 1);
        CHECK(static_cast<int>(s.bag.size()) == bagBefore - 1);
        CHECK_FALSE(s.hasNoise(c3));  // discarded by the Encounter
      }
    }
    WHEN("the Captain moves in and rolls 2 (a corridor without a marker)") {
      const EventLog log = enter15(s, NoiseResult::Two);
      THEN("the marker is simply placed: no Encounter") {
        CHECK(cites<ev::NoiseMarkerPlaced>(log, RuleId::NoiseNumber));
        CHECK(s.hasNoise(exitOf(s, 15, 2)));
        CHECK(s.hasNoise(c3));
        CHECK(countOf<ev::EncounterStarted>(log) == 0);
        CHECK(s.intruders.empty());
        CHECK(static_cast<int>(s.bag.size()) == bagBefore);
      }
    }
  }
}

// RULE: Encounters in Nemesis represent a direct confrontation with an Intruder appearing in a room where a Character is present.
// RULE: To resolve an Encounter follow the steps listed below:
// RULE: Discard Noise Markers: Remove all Noise markers from all corridors connected to the Room where the Encounter is taking place.
// RULE: This includes Technical Corridors if there's an entrance in the Room.
// RULE: Draw an Intruder Token: Draw 1 Intruder token from the Intruder bag.
// RULE: Place Intruder Miniature: Place an Intruder miniature matching the type indicated by the drawn token's Intruder Symbol in the Room.
// RULE: Set Aside Intruder Token: The drawn Intruder token is set aside.
TEST_CASE("seed 003: an Encounter resolves its five steps in order") {
  GameState s = stage();  // 5 Action cards, 4 after paying for the Movement
  const PassageId c2 = exitOf(s, 15, 2);
  const PassageId c3 = exitOf(s, 15, 3);
  const PassageId tech = exitOf(s, 15, 4);
  const PassageId elsewhere = corridor(s, 11, 14);  // not connected to room 15
  REQUIRE(s.topo().isTechSpace(tech));
  for (PassageId p : {c2, c3, tech, elsewhere}) mark(s, p);
  forceBag(s, IntruderType::Breeder, 3);
  const int breederToken = 23;  // kIntruderTokens: the Breeder with 3 on its back
  REQUIRE((kIntruderTokens[static_cast<std::size_t>(breederToken)].type == IntruderType::Breeder));
  REQUIRE(kIntruderTokens[static_cast<std::size_t>(breederToken)].number == 3);
  // The Breeder is not in the bag at setup; put it there so the draw can take it.
  s.supply.erase(std::find(s.supply.begin(), s.supply.end(), breederToken));
  s.bag.push_back(breederToken);
  const int bagBefore = static_cast<int>(s.bag.size());

  const EventLog log = enter15(s, NoiseResult::Three);

  // 1. every marker in a corridor of room 15 is discarded, the Technical Corridors space included.
  CHECK_FALSE(s.hasNoise(c2));
  CHECK_FALSE(s.hasNoise(c3));
  CHECK_FALSE(s.hasNoise(tech));
  CHECK(s.hasNoise(elsewhere));  // a corridor of another room keeps its marker
  CHECK(countOf<ev::NoiseMarkerRemoved>(log) == 3);
  for (const Event& e : log) {
    if (std::holds_alternative<ev::NoiseMarkerRemoved>(e.data)) CHECK(e.rule == RuleId::EncounterDiscardMarkers);
  }
  // 2. one token drawn from the bag.
  REQUIRE(countOf<ev::TokenDrawn>(log) == 1);
  const ev::TokenDrawn drawn = eventsOf<ev::TokenDrawn>(log)[0];
  CHECK(cites<ev::TokenDrawn>(log, RuleId::EncounterDraw));
  CHECK(drawn.token == breederToken);
  CHECK((drawn.type == IntruderType::Breeder));
  CHECK(drawn.number == 3);
  CHECK_FALSE(holds(s.bag, breederToken));
  CHECK(static_cast<int>(s.bag.size()) == bagBefore - 1);
  // 3. a miniature of the token's type, in the room of the Encounter, where the Character stands.
  REQUIRE(s.intruders.size() == 1);
  CHECK((s.intruders[0].type == IntruderType::Breeder));
  CHECK(s.intruders[0].room == room(s, 15));
  CHECK(s.character(0).room == room(s, 15));
  CHECK(cites<ev::IntruderPlaced>(log, RuleId::EncounterPlace));
  // 4. hand 4 against token 3: no Surprise Attack.
  REQUIRE(countOf<ev::SurpriseCheck>(log) == 1);
  CHECK_FALSE(eventsOf<ev::SurpriseCheck>(log)[0].attack);
  // 5. the token is set aside.
  CHECK(holds(s.setAside, breederToken));
  CHECK(s.intruders[0].token == breederToken);
  CHECK(cites<ev::TokenSetAside>(log, RuleId::EncounterSetAside));
  CHECK(eventsOf<ev::TokenSetAside>(log)[0].token == breederToken);

  // The steps come in the printed order.
  const int started = indexOf<ev::EncounterStarted>(log);
  const int removed = indexOf<ev::NoiseMarkerRemoved>(log);
  const int draw = indexOf<ev::TokenDrawn>(log);
  const int placed = indexOf<ev::IntruderPlaced>(log);
  const int check = indexOf<ev::SurpriseCheck>(log);
  const int aside = indexOf<ev::TokenSetAside>(log);
  CHECK(started >= 0);
  CHECK(started < removed);
  CHECK(removed < draw);
  CHECK(draw < placed);
  CHECK(placed < check);
  CHECK(check < aside);
}

// RULE: This includes Technical Corridors if there's an entrance in the Room.
TEST_CASE(
    "seed 003: an Encounter in a room without a Technical Corridors entrance leaves the Technical Corridors space "
    "marked") {
  GameState s = game();
  setRoom(s, 6, RoomTile::Cabins, true);  // room 6: corridors 1 (7), 2 (11), 3 (5), 4 (2); no entrance
  const PassageId c1 = exitOf(s, 6, 1);
  const PassageId tech = s.topo().techSpace();
  mark(s, c1);
  mark(s, tech);
  forceBag(s, IntruderType::Adult);
  forceNoise(s, {NoiseResult::One});
  const EventLog log = play(s, move(s, 0, 6));
  REQUIRE(countOf<ev::EncounterStarted>(log) == 1);
  CHECK_FALSE(s.hasNoise(c1));
  CHECK(s.hasNoise(tech));
  CHECK(countOf<ev::NoiseMarkerRemoved>(log) == 1);
  CHECK(cites<ev::NoiseMarkerRemoved>(log, RuleId::EncounterDiscardMarkers));
}

// RULE: Each Intruder token has an Intruder Symbol on one side and a number on the opposite side.
TEST_CASE("seed 003: every Intruder token shows a type, and all but the Blank a number, the drawn one reports both") {
  for (const IntruderToken& t : kIntruderTokens) {
    if (t.type == IntruderType::Blank) {
      CHECK(t.number == 0);
    } else {
      CHECK(t.number >= 1);
      CHECK(t.number <= 4);
    }
  }
  GameState s = stage();
  mark(s, exitOf(s, 15, 1));
  forceBag(s, IntruderType::Larva);
  const EventLog log = enter15(s, NoiseResult::One);
  REQUIRE(countOf<ev::TokenDrawn>(log) == 1);
  const ev::TokenDrawn drawn = eventsOf<ev::TokenDrawn>(log)[0];
  CHECK((drawn.type == IntruderType::Larva));
  CHECK(drawn.number == 1);
  CHECK((kIntruderTokens[static_cast<std::size_t>(drawn.token)].type == drawn.type));
  CHECK(eventsOf<ev::SurpriseCheck>(log)[0].tokenNumber == 1);
}

// The Surprise Attack check (step 4) is tested in test_surprise_attack.cpp, in both of its uses.

// RULE: Event Cards: Encounters can also be triggered by the effects of some Event cards (such as "Hatching") or certain Intruder Attack cards.
// (Event cards are not implemented yet; the Intruder Attack card that does it is Summons.)
TEST_CASE("seed 003: a Summons attack card triggers another Encounter in the room") {
  GameState s = stage(1);  // the Movement spends the only card: hand 0
  mark(s, exitOf(s, 15, 1));
  forceBag(s, IntruderType::Creeper);  // number 1 > hand 0: Surprise Attack
  forceAttack(s, AttackKind::Summons);
  forceBag(s, IntruderType::Larva);  // the summoned one, number 1 > 0: it attacks too
  const EventLog log = enter15(s, NoiseResult::One);
  REQUIRE(countOf<ev::EncounterStarted>(log) == 2);
  CHECK(log[static_cast<std::size_t>(indexOf<ev::EncounterStarted>(log, 1))].rule == RuleId::AttackCardEffect);
  CHECK(eventsOf<ev::EncounterStarted>(log)[1].room == room(s, 15));
  CHECK(countOf<ev::TokenDrawn>(log) == 2);
  CHECK(intrudersIn(s, 15) == 1);  // the Creeper; the Larva went onto the Character board
  CHECK((s.intruders[0].type == IntruderType::Creeper));
  CHECK(s.character(0).larva);
  CHECK(cites<ev::LarvaOnCharacter>(log, RuleId::LarvaAttack));
}

// RULE: If you draw a Blank token from the Intruder bag during an Encounter:
// RULE: Place a Noise marker in every corridor connected to the room where the Encounter occurred.
// RULE: The Blank token is then returned to the Intruder bag.
TEST_CASE("seed 003: a Blank token marks every corridor of the room and goes back into the bag") {
  GameState s = stage();
  const PassageId c3 = exitOf(s, 15, 3);
  mark(s, c3);
  forceBag(s, IntruderType::Blank);
  const int blank = blankToken();
  const int bagBefore = static_cast<int>(s.bag.size());
  const int supplyAdults = count(s.supply, IntruderType::Adult);
  REQUIRE(holds(s.bag, blank));

  const EventLog log = enter15(s, NoiseResult::Three);

  REQUIRE(countOf<ev::TokenDrawn>(log) == 1);
  CHECK((eventsOf<ev::TokenDrawn>(log)[0].type == IntruderType::Blank));
  // The marker of corridor 3 was discarded first, then every passage of room 15 is marked.
  CHECK(cites<ev::NoiseMarkerRemoved>(log, RuleId::EncounterDiscardMarkers));
  for (int n = 1; n <= 4; ++n) CHECK(s.hasNoise(exitOf(s, 15, n)));
  CHECK(countOf<ev::NoiseMarkerPlaced>(log) == 4);
  for (const Event& e : log) {
    if (std::holds_alternative<ev::NoiseMarkerPlaced>(e.data)) CHECK(e.rule == RuleId::BlankMarkers);
  }
  CHECK(indexOf<ev::NoiseMarkerRemoved>(log) < indexOf<ev::NoiseMarkerPlaced>(log));
  // No Intruder, no Surprise check, nothing set aside; the Blank is back in the bag.
  CHECK(s.intruders.empty());
  CHECK(countOf<ev::SurpriseCheck>(log) == 0);
  CHECK(countOf<ev::TokenSetAside>(log) == 0);
  CHECK(holds(s.bag, blank));
  CHECK_FALSE(holds(s.setAside, blank));
  CHECK(cites<ev::TokenReturnedToBag>(log, RuleId::BlankReturns));
  CHECK(static_cast<int>(s.bag.size()) == bagBefore);
  // Not the last token: no Adult is added.
  CHECK(countOf<ev::TokenAddedToBag>(log) == 0);
  CHECK(count(s.supply, IntruderType::Adult) == supplyAdults);
}

// RULE: If the Blank token was the last token in the Intruder bag, add 1 Adult Intruder token to the Intruder bag (if available, otherwise nothing happens).
SCENARIO("seed 003: a Blank drawn as the last token in the bag brings in an Adult, if one is available") {
  GIVEN("the Blank is the only token in the Intruder bag") {
    GameState s = stage();
    const int blank = blankToken();
    for (int id : std::vector<int>(s.bag)) {
      if (id != blank) {
        s.bag.erase(std::find(s.bag.begin(), s.bag.end(), id));
        s.supply.push_back(id);
      }
    }
    REQUIRE(s.bag == std::vector<int>{blank});
    mark(s, exitOf(s, 15, 2));

    WHEN("the supply holds Adult tokens") {
      const int supplyAdults = count(s.supply, IntruderType::Adult);
      REQUIRE(supplyAdults > 0);
      const EventLog log = enter15(s, NoiseResult::Two);
      THEN("1 Adult token goes from the supply into the bag, and the Blank returns") {
        CHECK(s.bag.size() == 2);
        CHECK(holds(s.bag, blank));
        CHECK(count(s.bag, IntruderType::Adult) == 1);
        CHECK(count(s.supply, IntruderType::Adult) == supplyAdults - 1);
        REQUIRE(countOf<ev::TokenAddedToBag>(log) == 1);
        CHECK(cites<ev::TokenAddedToBag>(log, RuleId::BlankLastToken));
        CHECK((kIntruderTokens[static_cast<std::size_t>(eventsOf<ev::TokenAddedToBag>(log)[0].token)].type ==
               IntruderType::Adult));
        CHECK(cites<ev::TokenReturnedToBag>(log, RuleId::BlankReturns));
        CHECK(s.intruders.empty());
      }
    }
    WHEN("no Adult token is left in the supply") {
      for (int id : std::vector<int>(s.supply)) {
        if (kIntruderTokens[static_cast<std::size_t>(id)].type == IntruderType::Adult) {
          s.supply.erase(std::find(s.supply.begin(), s.supply.end(), id));
          s.removedTokens.push_back(id);
        }
      }
      const EventLog log = enter15(s, NoiseResult::Two);
      THEN("nothing happens: the bag holds the Blank alone again") {
        CHECK(s.bag == std::vector<int>{blank});
        CHECK(countOf<ev::TokenAddedToBag>(log) == 0);
        CHECK(cites<ev::NoEffect>(log, RuleId::BlankLastToken));
        CHECK(cites<ev::TokenReturnedToBag>(log, RuleId::BlankReturns));
        for (int n = 1; n <= 4; ++n) CHECK(s.hasNoise(exitOf(s, 15, n)));
      }
    }
  }
}

// RULE: Note: An Intruder moving from one Room to another Room containing a Character does not count as an Encounter.
TEST_CASE("seed 003: an Intruder pulled into the Character's room by Danger is not an Encounter") {
  GameState s = stage();
  const int adult = addIntruder(s, IntruderType::Adult, 16);
  const PassageId c3 = exitOf(s, 15, 3);
  mark(s, c3);
  const std::vector<int> bagBefore = s.bag;
  forceBag(s, IntruderType::Larva);  // would be used if an Encounter were resolved

  const EventLog log = enter15(s, NoiseResult::Danger);

  REQUIRE(countOf<ev::IntruderMoved>(log) == 1);
  CHECK(cites<ev::IntruderMoved>(log, RuleId::DangerPullsIntruders));
  CHECK(s.intruders[static_cast<std::size_t>(intruderIndex(s, adult))].room == room(s, 15));
  CHECK(characterInCombat(s, 0));
  // None of the Encounter steps: no markers discarded, no draw, no Surprise Attack.
  CHECK(countOf<ev::EncounterStarted>(log) == 0);
  CHECK(cites<ev::NoEffect>(log, RuleId::IntruderMoveNotEncounter));  // the log says why
  CHECK(countOf<ev::NoiseMarkerRemoved>(log) == 0);
  CHECK(countOf<ev::TokenDrawn>(log) == 0);
  CHECK(countOf<ev::SurpriseCheck>(log) == 0);
  CHECK(countOf<ev::IntruderAttacks>(log) == 0);
  CHECK(s.hasNoise(c3));
  CHECK(s.bag == bagBefore);
  CHECK(s.chance.forced.bag.size() == 1);
  CHECK(s.intruders.size() == 1);
}
