// Board tooltips (ui/nemesis/board_tooltip.hpp): every room and corridor says what it holds and, for a room, whether
// the active character may move there, with the engine's own reason when not.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "engine/nemesis/engine.hpp"
#include "support.hpp"
#include "ui/nemesis/board_tooltip.hpp"

using namespace nemesis;
using namespace test;

namespace {

bool says(const std::vector<std::string>& lines, const std::string& part) {
  return std::any_of(lines.begin(), lines.end(),
                     [&](const std::string& l) { return l.find(part) != std::string::npos; });
}

}  // namespace

TEST_CASE("a room's tooltip: name, tile, markers, who is there, and whether a move there is legal and why not") {
  GameState s = game(1, 5);
  const int here = s.character(0).room;
  const BoardRoom& from = s.topo().room(here);
  REQUIRE(from.linkCount > 0);
  const int next = from.links[0].room;
  s.room(next).fire = true;
  const int adult = addIntruder(s, IntruderType::Adult, s.topo().room(next).label);
  const std::vector<std::string> lines = ui::roomTooltip(s, next, 0);
  REQUIRE_FALSE(lines.empty());
  CHECK(lines.front() == roomName(s, next));
  CHECK(says(lines, "Fire marker"));
  CHECK(says(lines, "Adult #" + std::to_string(adult)));
  CHECK(says(lines, "Movement here: legal"));
  if (!s.room(next).explored) CHECK(says(lines, "Unexplored"));
  // A room that is not next to the character: the engine's reason, word for word.
  int far = -1;
  for (int r = 0; r < s.topo().roomCount() && far < 0; ++r) {
    if (r != here && s.topo().corridorBetween(here, r) < 0) far = r;
  }
  REQUIRE(far >= 0);
  const Verdict v = validate(s, Move{0, far, Payment::of({s.character(0).hand.front().number})});
  REQUIRE_FALSE(v.ok());
  CHECK(says(ui::roomTooltip(s, far, 0), "Not a move now: " + explain(s, v)));
  // The character's own room lists the character, not a move.
  const std::vector<std::string> own = ui::roomTooltip(s, here, 0);
  CHECK(says(own, "Captain"));
  CHECK_FALSE(says(own, "Movement here"));
}

TEST_CASE("a corridor's tooltip: its numbers from each end, its Door and its Noise marker") {
  GameState s = game(1, 5);
  const int corridor = 0;
  const Corridor& c = s.topo().corridor(corridor);
  s.doors[static_cast<std::size_t>(corridor)] = DoorState::Closed;
  s.noise[static_cast<std::size_t>(corridor)] = 1;
  const std::vector<std::string> lines = ui::passageTooltip(s, corridor);
  CHECK(lines.front() == "Corridor " + std::to_string(s.topo().room(c.rooms[0]).label) + "-" +
                             std::to_string(s.topo().room(c.rooms[1]).label));
  CHECK(says(lines, "from " + roomName(s, c.rooms[0])));
  CHECK(says(lines, "Closed Door"));
  CHECK(says(lines, "Noise marker: yes"));
  const std::vector<std::string> tech = ui::passageTooltip(s, s.topo().techSpace());
  CHECK(tech.front() == "The Technical Corridors space");
  CHECK(says(tech, "Noise marker: no"));
}

// RULE: Every time a Character ends their round (each round!) in a Room with a Fire marker, this Character suffers 1 Light Wound.
// RULE: Remember that 1 round is 2 Actions of 1 Character (or 1 Action and pass, or simply pass).
TEST_CASE("a Fire room's tooltip says the wound comes when a Character ends their turn there, as the engine gives it") {
  GameState s = roundsGame(2, 7);
  const int fire = s.character(0).room;
  s.room(fire).fire = true;
  const int round = s.round;
  play(s, Pass{0});
  // The seed's "round" of a Character is their turn: the wound has come, and the round goes on with the Scout.
  REQUIRE(s.character(0).lightWounds == 1);
  REQUIRE(s.round == round);
  REQUIRE(s.turn == 1);
  const std::vector<std::string> lines = ui::roomTooltip(s, fire, 1);
  CHECK(says(lines, "Fire marker: a Character ending their turn here suffers a Light Wound."));
  CHECK_FALSE(says(lines, "ending the round"));
}
