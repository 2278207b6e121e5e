// Lesson 24 (assets/tutorials/24-reading-odds.json) quotes figures of its own position: the odds card (by the
// {odds CHARACTER ROOM} placeholder, computed as the card is), the risk map and the log line (as plain text, which
// this test holds: each quoted line is computed here by the client's own wording and must appear in the lesson).
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "engine/nemesis/lesson.hpp"
#include "engine/nemesis/move_odds.hpp"
#include "support.hpp"
#include "ui/nemesis/log_model.hpp"
#include "ui/nemesis/odds_card.hpp"

using namespace nemesis;
using namespace test;

namespace {

// Every text the player reads at the lesson's start: the steps' texts and the hints, placeholders filled.
std::string wordsOf(const Lesson& lesson) {
  std::string all;
  for (const LessonStep& step : lesson.steps) {
    all += interpolate(step.text, lesson.start, {}) + "\n" + interpolate(step.hint, lesson.start, {}) + "\n";
  }
  return all;
}

std::string riskLabel(const std::vector<ui::RiskMark>& marks, const GameState& s, int label) {
  const auto m =
      std::find_if(marks.begin(), marks.end(), [&](const ui::RiskMark& x) { return x.room == room(s, label); });
  REQUIRE(m != marks.end());
  return m->label;
}

// The parenthesised odds of the log entries of `cmd` played from `s` ("Encounter 20% – it did not happen").
std::vector<std::string> loggedOdds(GameState s, const Command& cmd) {
  const MoveOdds before = oddsOf(s, cmd);
  const EventLog events = play(s, cmd);
  std::vector<ui::LogEntry> entries;
  for (const Event& e : events) entries.push_back(ui::makeLogEntry(s, e, 1));
  ui::addMoveOdds(entries, events, before);
  std::vector<std::string> notes;
  for (const ui::LogEntry& e : entries) {
    const std::size_t open = e.text.rfind(" (");
    if (open != std::string::npos && e.text.back() == ')') notes.push_back(e.text.substr(open + 1));
  }
  return notes;
}

}  // namespace

// RULE: Place a Noise marker in the Corridor corresponding to the number rolled. If that Corridor already has a Noise marker, an Encounter occurs instead.
TEST_CASE("lesson 24 states the odds card, risk map and log figures of its position truly") {
  const Lesson lesson = loadLesson(asset("tutorials/24-reading-odds.json"), asset("scenarios"), asset("boards"));
  const std::string words = wordsOf(lesson);
  const GameState& s = lesson.start;
  const std::vector<DestinationOdds> table = oddsForDestinations(s, 0);

  // The card of room 3, the riskiest, as the lesson quotes it.
  const std::vector<std::string> card = ui::oddsCard(s, room(s, 3), table);
  REQUIRE(card.size() >= 2);
  // RULES.md §2, which Adults are in the bag is random: 6/10 * (1 + 4 * 8/12) / 11 = 20% (tests/test_move_odds.cpp).
  CHECK(card[1] == "Encounter 60%, Surprise Attack 20%");
  CHECK(words.find("Room 3 reads " + card[1]) != std::string::npos);

  // The risk map's numbers, quoted by the check step and the wrong move's hint.
  const std::vector<ui::RiskMark> marks = ui::riskMarks(table);
  CHECK(riskLabel(marks, s, 2) == "20%");
  CHECK(riskLabel(marks, s, 4) == "40%");
  CHECK(riskLabel(marks, s, 3) == "60%");
  CHECK(words.find("Encounter 20%, against 40% for room 4 and 60% for room 3") != std::string::npos);

  // The lesson's move (its do step forces the die to 4) and the log lines it quotes.
  const auto step = std::find_if(lesson.steps.begin(), lesson.steps.end(),
                                 [](const LessonStep& x) { return x.kind == LessonStepKind::Do; });
  REQUIRE(step != lesson.steps.end());
  REQUIRE(step->force.has_value());
  GameState played = s;
  played.chance.forced = *step->force;
  const std::vector<std::string> notes = loggedOdds(played, move(played, 0, 2));
  REQUIRE(notes.size() == 2);
  for (const std::string& note : notes) {
    INFO(note);
    CHECK(words.find("\"" + note + "\"") != std::string::npos);
  }
}
