// The log's sentences (describe()): counts agree with their nouns ("1 card", "2 cards", never "card(s)"), and an
// Intruder leaving the board says why (a retreat, the Technical Corridors, Lurking).
#include <algorithm>
#include <regex>

#include "rounds_support.hpp"

using namespace test;

namespace {

std::string say(const GameState& s, RuleId rule, EventData data) {
  return describe(s, Event{rule, std::move(data)});
}

// Every describe() line of random games by rounds (1 to 5 players, several seeds), to the end of each game.
std::vector<std::string> linesOfRandomGames() {
  std::vector<std::string> lines;
  std::vector<Command> legal;
  for (int players = 1; players <= 5; ++players) {
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
      GameState s = roundsGame(players, seed * 7 + static_cast<std::uint64_t>(players));
      Pcg32 pick(seed, 17);
      for (int n = 0; n < 3000 && s.status == GameStatus::Playing; ++n) {
        legalCommands(s, legal);
        if (legal.empty()) break;
        EventLog log;
        REQUIRE(apply(s, legal[pick.below(static_cast<std::uint32_t>(legal.size()))], log).ok());
        for (const Event& e : log) lines.push_back(describe(s, e));
      }
    }
  }
  return lines;
}

}  // namespace

TEST_CASE("no log line of random games writes a plural as (s), or a count that disagrees with its noun") {
  const std::vector<std::string> lines = linesOfRandomGames();
  REQUIRE(lines.size() > 10000);
  // "1 cards", "1 items"...; and "3 card", "0 item"... (a number, then the noun without its plural s).
  const std::regex oneThenPlural(R"((^|[^0-9#])1 (cards|items|rounds|survivors|Characters|Noise rolls)\b)");
  const std::regex manyThenSingular(R"((^|[^0-9#])([02-9]|[1-9][0-9]+) (card|item|round|survivor|Character)([^s]|$))");
  int checked = 0;
  for (const std::string& line : lines) {
    CAPTURE(line);
    CHECK(line.find("(s)") == std::string::npos);
    CHECK_FALSE(std::regex_search(line, oneThenPlural));
    CHECK_FALSE(std::regex_search(line, manyThenSingular));
    ++checked;
  }
  CHECK(checked == static_cast<int>(lines.size()));
}

TEST_CASE("a rule that changes nothing says why, in its own words") {
  const GameState s = game(1, 5);
  const int r15 = room(s, 15);
  const std::string name = roomName(s, r15);
  CHECK(say(s, RuleId::NoItemsInNestOrSlime, ev::NoEffect{0, r15}) == "No Items are set in " + name + ".");
  CHECK(say(s, RuleId::MalfunctionForbidden, ev::NoEffect{-1, r15}) ==
        "No Malfunction marker may go in " + name + ": nothing happens.");
  CHECK(say(s, RuleId::MalfunctionOnePerRoom, ev::NoEffect{-1, r15}) ==
        name + " already holds a Malfunction marker: nothing happens.");
  CHECK(say(s, RuleId::FireOnePerRoom, ev::NoEffect{-1, r15}) ==
        name + " already holds a Fire marker: nothing happens.");
  CHECK(say(s, RuleId::NoMiniatureLeft, ev::NoEffect{0, r15}) ==
        "Every miniature of that Intruder is in Combat: none is placed in " + name + ".");
  CHECK(say(s, RuleId::SlimeOnlyOne, ev::NoEffect{0, r15}) == "Captain already has a Slime marker: nothing happens.");
  CHECK(say(s, RuleId::SecondLarva, ev::NoEffect{0, r15}) ==
        "Captain already carries a Larva: this one stays in " + name + ".");
  CHECK(say(s, RuleId::BlankMarkers, ev::NoEffect{0, r15}) == "No further effect in " + name + ".");
}

TEST_CASE("describe() counts: one and many") {
  const GameState s = game(1, 5);
  const int r15 = room(s, 15);
  CHECK(say(s, RuleId::MovementCost, ev::CardsPaid{0, Payment::of({2})}) == "Captain discards Action card 2.");
  CHECK(say(s, RuleId::CarefulCost, ev::CardsPaid{0, Payment::of({2, 5})}) == "Captain discards Action cards 2, 5.");
  CHECK(say(s, RuleId::SetItems, ev::ExplorationRevealed{r15, 14, ExplorationEffect::Silence, 1, false})
            .find("Silence, 1 item.") != std::string::npos);
  CHECK(say(s, RuleId::SetItems, ev::ExplorationRevealed{r15, 8, ExplorationEffect::Door, 4, false})
            .find("Door, 4 items.") != std::string::npos);
  CHECK(say(s, RuleId::SurpriseAttack, ev::SurpriseCheck{1, 0, 1, 2, true}) ==
        "Captain holds 1 card against token number 2: Surprise Attack!");
  CHECK(say(s, RuleId::HandRefill, ev::CardsDrawn{0, 1}) == "Captain draws 1 card.");
  CHECK(say(s, RuleId::HandRefill, ev::CardsDrawn{0, 3}) == "Captain draws 3 cards.");
  CHECK(say(s, RuleId::EventPhase, ev::TimeAdvanced{14, 1}) == "The time track advances: 1 round left.");
  CHECK(say(s, RuleId::EventPhase, ev::TimeAdvanced{13, 2}) == "The time track advances: 2 rounds left.");
  CHECK(say(s, RuleId::BagAdultOrBreeder, ev::NoiseRollsCalled{1}) == "1 Character makes a Noise roll.");
  CHECK(say(s, RuleId::GameWon, ev::GameWon{1}) ==
        "Every living character is in hibernation: the game is won (1 survivor).");
  CHECK(say(s, RuleId::AttackDeckReshuffle, ev::AttackDeckReshuffled{1}) == "The attack deck is reshuffled (1 card).");
  ForcedOutcomes one;
  one.event.push_back(7);
  CHECK(say(s, RuleId::ForcedOutcome, ev::OutcomesForced{one}) == "Forced outcomes queued: 1 Event card.");
  ForcedOutcomes several;
  several.noise = {NoiseResult::One, NoiseResult::Danger};
  several.attack = {AttackKind::Claw};
  CHECK(say(s, RuleId::ForcedOutcome, ev::OutcomesForced{several}) ==
        "Forced outcomes queued: 2 Noise rolls, 1 attack card.");
}

// RULE: If an Intruder moves to the Technical Corridors Entrance, then it disappears in the ducts: discard all its Injury markers, return its token to the Intruder bag, and remove its miniature from the board.
TEST_CASE("an Intruder entering the Technical Corridors is logged as leaving through them, not as a retreat") {
  GameState s = game(1, 5);
  addIntruder(s, IntruderType::Adult, 2);  // room 2: number 2 leads to the Technical Corridors
  forceEvent(s, 4);                        // Damage: Creepers and Adults move through corridor 2
  forceBag(s, IntruderType::Blank);
  const EventLog log = eventPhase(s);
  std::vector<std::string> lines;
  for (const Event& e : log) {
    if (e.rule == RuleId::IntruderIntoTechnicalCorridors) lines.push_back(describe(s, e));
  }
  REQUIRE(lines.size() == 3);  // into the ducts, off the board, the token back to the bag
  CHECK(lines[0] == "Adult #1 moves from " + roomName(s, room(s, 2)) + " into the Technical Corridors.");
  CHECK(lines[1].find("leaves the board through the Technical Corridors of room 2") != std::string::npos);
  CHECK(lines[2].find("token goes back into the Intruder bag") != std::string::npos);
  for (const std::string& line : lines) CHECK(line.find("retreat") == std::string::npos);
}

TEST_CASE("a retreat is still logged as a retreat") {
  const GameState s = game(1, 5);
  const std::string line = say(s, RuleId::AdultsRetreat, ev::IntruderRemoved{3, IntruderType::Adult, room(s, 7)});
  CHECK(line.rfind("Adult #3 retreats from room 7", 0) == 0);
  CHECK(say(s, RuleId::EventLurking, ev::IntruderRemoved{3, IntruderType::Adult, room(s, 7)})
            .rfind("Adult #3 lurks: it leaves the board from room 7", 0) == 0);
}

// RULE: If no eligible Intruders are in neighboring rooms, place a Noise marker in every connected Corridor that doesn't already have one
TEST_CASE("markers placed by a rolled Danger cite the Noise roll's Danger, those of a Danger token their own text") {
  GameState s = game(1, 5);
  setRoom(s, 15, RoomTile::Cabins, true);
  forceNoise(s, {NoiseResult::Danger});
  const EventLog rolled = play(s, move(s, 0, 15));
  CHECK(cites<ev::NoiseMarkerPlaced>(rolled, RuleId::DangerRollMarkers));
  CHECK_FALSE(citesRule(rolled, RuleId::DangerMarkers));
  CHECK(citation(RuleId::DangerRollMarkers) == "seed 000 · Noise Roll Results");

  GameState t = game(1, 5);
  setRoom(t, 15, RoomTile::Cabins, false);
  setExplorationToken(t, 15, ExplorationEffect::Danger);
  const EventLog token = play(t, move(t, 0, 15));
  CHECK(cites<ev::NoiseMarkerPlaced>(token, RuleId::DangerMarkers));
  CHECK_FALSE(citesRule(token, RuleId::DangerRollMarkers));
}

// Issue 22: a refusal said only why ("Room 14 is not next to ...") or, for undo, quoted the command in the script
// language ("command 4 (move scout 14 pay 8)"); a player reads what they tried, in words, then why.
TEST_CASE("a refused command says in words what was tried, then the engine's reason") {
  GameState s = game(2, 5);  // free play: Captain and Scout, both in the Hibernatorium (room 11)
  const int far = room(s, 1);
  const Move tooFar{1, far, Payment::of({s.character(1).hand.front().number})};
  const Verdict v = validate(s, tooFar);
  REQUIRE(v.code == Refusal::NotNeighbouring);
  CHECK(refusalText(s, tooFar, v) == "The Scout cannot move to room 1. " + explain(s, v));
  const CarefulMove carefully{0, far, Payment::of({1, 2}), 0};
  CHECK(refusalText(s, carefully, validate(s, carefully)).rfind("The Captain cannot move carefully to room 1. ", 0) ==
        0);
  const Pass pass{0};
  CHECK(refusalText(s, pass, validate(s, pass)) ==
        "The Captain cannot pass. This game is in free play: there are no turns, so nobody passes.");
  const Move nobody{7, far, {}};
  CHECK(refusalText(s, nobody, validate(s, nobody)) ==
        "A character cannot move to room 1. " + explain(s, validate(s, nobody)));
  CHECK(commandWords(s, tooFar) == "the Scout's Movement to room 1");
  CHECK(commandWords(s, carefully) == "the Captain's Careful Movement to room 1");
  CHECK(commandWords(s, Command{Hibernate{1, {}}}) == "the Scout's hibernation");
}

// RULES.md §2: "Which Adult tokens go in is random. The rest is the supply beside the board." A token from the
// supply goes into the bag unseen: the log names its type, never its number (the odds do not know it either).
TEST_CASE("a token from the supply is logged by its type, never by the number on its back") {
  const GameState s = game(1, 3);
  for (const int token : s.supply) {
    const IntruderToken& t = kIntruderTokens[static_cast<std::size_t>(token)];
    CAPTURE(token);
    const std::string line = say(s, RuleId::BagLarva, ev::TokenAddedToBag{token, t.type});
    CHECK(line == "1 " + std::string(nameOf(t.type)) + " token from the supply goes into the Intruder bag, face down.");
    CHECK(std::count_if(line.begin(), line.end(), [](char c) { return c >= '0' && c <= '9'; }) == 1);  // the count
  }
}

// Issue 22: one way of naming a corridor in all player-facing text. The log said "corridor 1,3 (to room 5)", by
// its noise numbers, where lessons, tooltips and the Careful Movement question name it by its rooms; on the
// training deck "corridor 1,3" reads as the corridor between rooms 1 and 3. An Event card's number is said as
// "corridor number 2": it is a number each room resolves, not a corridor.
TEST_CASE("the log names every corridor by the rooms it joins, never by its noise numbers") {
  const std::regex byNumber(R"(corridors? [0-9]+(,[0-9]+)*(?![-0-9]))", std::regex::icase);
  const std::regex byRooms(R"(corridor [0-9]+-[0-9]+)");
  int named = 0;
  for (const std::string& line : linesOfRandomGames()) {
    CHECK_MESSAGE(!std::regex_search(line, byNumber), line);
    named += std::regex_search(line, byRooms) ? 1 : 0;
  }
  CHECK(named > 100);
  const GameState s = game(1, 3);
  const PassageId p = s.topo().exit(s.character(0).room, 1);
  CHECK(say(s, RuleId::NoiseNumber, ev::NoiseMarkerPlaced{p, s.character(0).room}) ==
        "Noise marker placed in " + corridorName(s.topo(), p) + ".");
}
