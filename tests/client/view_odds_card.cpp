// The odds card and the risk map's figures (ui/nemesis/odds_card.hpp, issue 14): percentages that never round a chance
// away, and the card of a hand-computed position checked line by line.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "engine/nemesis/move_odds.hpp"
#include "support.hpp"
#include "ui/nemesis/odds_card.hpp"

using namespace nemesis;
using namespace test;

namespace {

bool has(const std::vector<std::string>& lines, const std::string& line) {
  return std::find(lines.begin(), lines.end(), line) != lines.end();
}

bool says(const std::vector<std::string>& lines, const std::string& part) {
  return std::any_of(lines.begin(), lines.end(),
                     [&](const std::string& l) { return l.find(part) != std::string::npos; });
}

}  // namespace

TEST_CASE("percentages: only exact certainties read 0% and 100%, the rest never rounds to them") {
  CHECK(ui::percentText(0) == "0%");
  CHECK(ui::percentText(1) == "100%");
  CHECK(ui::percentText(1 - 1e-15L) == "100%");  // the walk's rounding, not a chance
  CHECK(ui::percentText(0.004L) == "<1%");
  CHECK(ui::percentText(1e-9L) == "<1%");
  CHECK(ui::percentText(0.996L) == ">99%");
  CHECK(ui::percentText(0.995L) == ">99%");
  CHECK(ui::percentText(0.005L) == "1%");
  CHECK(ui::percentText(0.22L) == "22%");
  CHECK(ui::percentText(0.175L) == "18%");
}

// RULE: A Noise roll is performed when: A Character enters an empty Room (one without other Characters or Intruders)
// RULE: Place a Noise marker in the Corridor corresponding to the number rolled. If that Corridor already has a Noise marker, an Encounter occurs instead.
// RULES.md §1: the Noise die shows 1-4 on 2 faces each, Silence and Danger on one: an explored empty room with a
// marker on 1 of its corridors meets an Intruder on 2 faces of 10, 20 %, and Danger shows on 1 face, 10 %.
TEST_CASE("the card of an empty explored room with a marker on 1 of its 4 corridors: hand-computed figures") {
  GameState s = game(1, 7);
  setRoom(s, 15, RoomTile::Cabins, true);
  setHand(s, 0, {1, 2});
  mark(s, exitOf(s, 15, 1));
  const std::vector<DestinationOdds> table = oddsForDestinations(s, 0);
  const std::vector<std::string> card = ui::oddsCard(s, room(s, 15), table);
  REQUIRE(card.size() >= 4);
  CHECK(card.front() == "Odds of moving here (exact, from what the players know)");
  // RULES.md §7: a Surprise Attack when the hand (1 card once the move is paid) is below the token's number. This
  // game's bag holds 11 tokens numbered 0 (the Blank), 1 x5, 2, 3 x3 and 4: 5 of them beat 1, so
  // P(Surprise) = 2/10 * 5/11 = 9.09 %.
  std::vector<int> numbers;
  for (const int token : s.bag) numbers.push_back(kIntruderTokens[static_cast<std::size_t>(token)].number);
  std::sort(numbers.begin(), numbers.end());
  REQUIRE(numbers == std::vector<int>{0, 1, 1, 1, 1, 1, 2, 3, 3, 3, 4});
  CHECK(has(card, "Encounter 20%, Surprise Attack 9%"));
  CHECK(has(card, "Noise roll 100% (Danger 10%)"));
  CHECK_FALSE(says(card, "Exploration token"));  // explored: no token
  CHECK(says(card, "Worst: "));
  // Careful Movement: no Noise roll, so no Encounter unless a corridor choice brings one.
  CHECK(says(card, "Careful Movement"));
  // Not a destination: no card.
  CHECK(ui::oddsCard(s, s.character(0).room, table).empty());
}

TEST_CASE("the card of an unexplored room lists the exploration token's effects in the proportions of RULES.md §3") {
  GameState s = game(1, 11);
  REQUIRE_FALSE(s.room(room(s, 15)).explored);
  const std::vector<DestinationOdds> table = oddsForDestinations(s, 0);
  const std::vector<std::string> card = ui::oddsCard(s, room(s, 15), table);
  REQUIRE_FALSE(card.empty());
  // 20 tokens: Malfunction 8, Door 4, Fire, Silence, Slime and Danger 2 each. Silence and Danger are Noise results
  // of their own, so the die is rolled on 16 of 20, and shows Danger on 1 face of 10: 8 %.
  CHECK(has(card, "Exploration token: Malfunction 40%, Door 20%, Fire 10%, Silence 10%, Slime 10%, Danger 10%"));
  CHECK(has(card, "Noise roll 80% (Danger 8%)"));
}

TEST_CASE("the worst case: death first, else the heaviest wounds, with its own chance") {
  GameState s = game(1, 5);
  DestinationOdds d;
  d.room = s.topo().room(s.character(0).room).links[0].room;
  d.odds.verdict = Verdict{};
  d.odds.encounter = 0.5L;
  d.odds.wounds = {{0, 0, 0.9L}, {1, 0, 0.06L}, {0, 2, 0.04L}};
  std::vector<DestinationOdds> table{d};
  CHECK(has(ui::oddsCard(s, d.room, table), "Worst: 2 Serious Wounds, 4%"));
  table[0].odds.death = 0.003L;
  table[0].odds.gameLost[static_cast<std::size_t>(LossReason::AllDead)] = 0.003L;
  const std::vector<std::string> card = ui::oddsCard(s, d.room, table);
  CHECK(has(card, "Worst: death, <1%"));
  CHECK(has(card, "The game ends: everyone dead <1%"));
  table[0].odds.wounds = {{0, 0, 1}};
  table[0].odds.death = 0;
  CHECK(has(ui::oddsCard(s, d.room, table), "Worst: no wound from this move"));
}

TEST_CASE("Careful Movement's corridor choices: one line when they agree, one per corridor when they differ") {
  GameState s = game(1, 5);
  const int to = s.topo().room(s.character(0).room).links[0].room;
  DestinationOdds a{to, true, 1, {}};
  DestinationOdds b{to, true, 2, {}};
  b.odds.encounter = 0.3L;
  std::vector<std::string> card = ui::oddsCard(s, to, {a, a});
  CHECK(has(card, "Careful Movement (every corridor choice): Encounter 0%, Surprise Attack 0%"));
  card = ui::oddsCard(s, to, {a, b});
  // Each corridor by the rooms it joins, as every player-facing text names one (issue 22), never by its number.
  const std::string first = corridorName(s.topo(), s.topo().exit(to, 1));
  const std::string second = corridorName(s.topo(), s.topo().exit(to, 2));
  REQUIRE(first.find('-') != std::string::npos);
  CHECK(has(card, "Careful Movement, marker on " + first + ": Encounter 0%, Surprise Attack 0%"));
  CHECK(has(card, "Careful Movement, marker on " + second + ": Encounter 30%, Surprise Attack 0%"));
}

TEST_CASE("the risk map: one mark per destination, its Movement's Encounter chance as a number and a density") {
  GameState s = game(1, 7);
  setRoom(s, 15, RoomTile::Cabins, true);
  setHand(s, 0, {1, 2, 3, 4, 5});
  mark(s, exitOf(s, 15, 1));
  mark(s, exitOf(s, 15, 2));
  const std::vector<DestinationOdds> table = oddsForDestinations(s, 0);
  const std::vector<ui::RiskMark> marks = ui::riskMarks(table);
  std::vector<int> rooms;
  for (const DestinationOdds& d : table) {
    if (std::find(rooms.begin(), rooms.end(), d.room) == rooms.end()) rooms.push_back(d.room);
  }
  REQUIRE(marks.size() == rooms.size());
  const auto m = std::find_if(marks.begin(), marks.end(), [&](const ui::RiskMark& x) { return x.room == room(s, 15); });
  REQUIRE(m != marks.end());
  CHECK(m->label == "40%");  // 2 marked corridors of 4: 4 faces of 10
  CHECK(m->density == 3);
  for (const ui::RiskMark& x : marks) CHECK((x.density == 0) == (x.label == "0%"));
}
