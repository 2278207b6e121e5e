// What you see is what you play (issue 10): while the board presents a command's events, the Turn panel, the
// status bar, the log and the board's outlines show the presented moment, never the engine's newer state, and
// a click or key acts on nothing until the presentation is over; the hot-seat hand-over screen comes between
// two players.
#include <doctest/doctest.h>

#include <algorithm>

#include "client_support.hpp"
#include "panel_common.hpp"
#include "render/nemesis/board_painter.hpp"

using nemesis::app::App;
using namespace clienttest;

namespace {

int roomLabelled(const nemesis::GameState& s, int label) {
  for (int i = 0; i < s.topo().roomCount(); ++i) {
    if (s.topo().room(i).label == label) return i;
  }
  return -1;
}

long logCount(const App& app, const std::string& text) {
  return std::count_if(nemesisOf(app).log().begin(), nemesisOf(app).log().end(),
                       [&](const nemesis::ui::LogEntry& e) { return e.text.find(text) != std::string::npos; });
}

bool logSays(const App& app, const std::string& text) {
  return std::any_of(nemesisOf(app).log().begin(), nemesisOf(app).log().end(),
                     [&](const nemesis::ui::LogEntry& e) { return e.text.find(text) != std::string::npos; });
}

}  // namespace

// The defect as reproduced by hand: --players 3 --seed 3, P three times, a click on room 6 about a second later
// moved the Scout into an Encounter while Round 1's Event card was never shown.
TEST_CASE("during an Event phase presentation the panels show the presented round and a click moves nobody") {
  ItemRecording recording;
  App app(headlessOptions(3, 3));
  frames(app);
  for (int pass = 0; pass < 2; ++pass) {
    key(app, SDLK_p);
    frames(app, 1);
    settle(app);  // the turn banner, then the next player says "ready"
  }
  REQUIRE(nemesisOf(app).presented().turn == 2);
  key(app, SDLK_p);
  frames(app, 1);
  REQUIRE(nemesisOf(app).confirmation().open);  // the last pass starts the Event phase: asked first
  pressKey(app, SDLK_RETURN);
  REQUIRE(nemesisOf(app).state().round == 2);  // the engine is in round 2 at once
  frames(app, 60);                             // about a second of the presentation
  REQUIRE_FALSE(nemesisOf(app).animations().idle());

  // Everything drawn shows Round 1's Event phase.
  redrawn(app);
  CHECK(nemesisOf(app).presented().round == 1);
  CHECK(nemesisOf(app).presented().phase == nemesis::Phase::Event);
  CHECK(nemesisOf(app).shownScene().round == 1);
  CHECK(recorded("turn.eventphase"));
  CHECK_FALSE(recorded("turn.player.0"));
  CHECK_FALSE(recorded("turn.player.1"));
  CHECK(recorded("status.round.1"));
  CHECK_FALSE(recorded("status.round.2"));
  CHECK(nemesisOf(app).highlights().destinations.empty());  // nobody's destinations are offered
  CHECK_FALSE(logSays(app, "Round 2 begins"));

  // The click on room 6 is refused, with why; nobody moves.
  const std::size_t commands = nemesisOf(app).history().commands().size();
  const nemesis::GameState engine = nemesisOf(app).state();
  click(app, nemesisOf(app).roomOnScreen(roomLabelled(nemesisOf(app).state(), 6)));
  frames(app, 1);
  CHECK(nemesisOf(app).history().commands().size() == commands);
  CHECK(nemesisOf(app).state() == engine);
  CHECK(app.ui().statusIsError);
  CHECK(app.ui().status.find("still showing") != std::string::npos);
  // P and H do nothing either.
  key(app, SDLK_p);
  key(app, SDLK_h);
  frames(app, 1);
  CHECK(nemesisOf(app).history().commands().size() == commands);
  CHECK_FALSE(nemesisOf(app).confirmation().open);

  // The presentation plays on to its end: the Event card is shown, the log catches up, then the hand-over.
  bool cardShown = false;
  for (int i = 0; i < 3000 && !nemesisOf(app).animations().idle(); ++i) {
    for (const auto& a : nemesisOf(app).animations().active())
      cardShown = cardShown || a.kind == nemesis::view::AnimKind::EventCard;
    frames(app, 1);
  }
  CHECK(cardShown);
  CHECK(logSays(app, "Round 2 begins"));
  CHECK(nemesisOf(app).presented() == nemesisOf(app).state());
  REQUIRE(app.ui().handOver == nemesisOf(app).state().turn);
  // The hand-over screen takes the click that says "ready"; that click moves nobody.
  click(app, nemesisOf(app).roomOnScreen(roomLabelled(nemesisOf(app).state(), 6)));
  frames(app, 2);
  CHECK(app.ui().handOver == -1);
  CHECK(nemesisOf(app).history().commands().size() == commands);
  redrawn(app);
  CHECK(recorded("turn.player." + std::to_string(nemesisOf(app).state().turn)));
  CHECK(recorded("status.round.2"));
  CHECK_FALSE(nemesisOf(app).highlights().destinations.empty());
}

TEST_CASE("the Turn panel, the status bar and the log wait for the Danger die the board is still rolling") {
  ItemRecording recording;
  App app(headlessOptions(3, 5));
  frames(app);
  key(app, SDLK_p);  // the Captain passes; the Scout plays both actions
  settle(app);
  REQUIRE(nemesisOf(app).presented().turn == 1);
  for (int action = 0; action < 2; ++action) {
    nemesis::ForcedOutcomes danger;  // a token that does not replace the roll, then a Danger roll
    danger.exploration = {nemesis::ForcedExploration{nemesis::ExplorationEffect::Malfunction, 0}};
    danger.noise = {nemesis::NoiseResult::Danger};
    REQUIRE(nemesisOf(app).submit(nemesis::ForceOutcomes{danger}).ok());
    const int to = reachableNeighbour(nemesisOf(app).state(), 1);
    REQUIRE(to >= 0);
    if (action == 1) break;
    click(app, nemesisOf(app).roomOnScreen(to));
    REQUIRE(nemesisOf(app).history().commands().size() == 3);
    settle(app);
  }
  const int to = reachableNeighbour(nemesisOf(app).state(), 1);
  click(app, nemesisOf(app).roomOnScreen(to));
  REQUIRE(nemesisOf(app).history().commands().size() == 5);
  REQUIRE(nemesisOf(app).state().turn == 2);  // the Scout's second action ended the turn: the Soldier's, in the engine
  bool rolling = false;
  for (int i = 0; i < 600 && !nemesisOf(app).animations().idle(); ++i) {
    const auto active = nemesisOf(app).animations().active();
    if (!active.empty() && active.front().kind == nemesis::view::AnimKind::DieRoll) {
      rolling = true;
      break;
    }
    frames(app, 1);
  }
  REQUIRE(rolling);
  redrawn(app);
  CHECK(nemesisOf(app).presented().turn == 1);
  CHECK(recorded("turn.player.1"));
  CHECK_FALSE(recorded("turn.player.2"));
  CHECK(recorded("status.turn.1"));
  CHECK(logCount(app, "Danger (forced)") == 1);  // the first action's roll; the second die has not landed yet
  settle(app);
  redrawn(app);
  CHECK(logCount(app, "Danger (forced)") == 2);
  CHECK(recorded("turn.player.2"));
  CHECK(recorded("status.turn.2"));
}

TEST_CASE("the hand-over screen comes when the player changes, blocks the board, and can be turned off") {
  ItemRecording recording;
  SUBCASE("on (the default)") {
    App app(headlessOptions(2, 5));
    frames(app);
    CHECK(app.ui().handOver == -1);  // not at the start of a game
    key(app, SDLK_p);
    skipPresentation(app);
    REQUIRE(app.ui().handOver == 1);
    redrawn(app, 2);
    CHECK(recorded("handover.title.1"));
    CHECK(nemesisOf(app).highlights().destinations.empty());
    // Keys do not act behind it (P would pass the Scout's turn).
    key(app, SDLK_p);
    frames(app, 1);
    CHECK(nemesisOf(app).history().commands().size() == 1);
    pressKey(app, SDLK_RETURN);
    CHECK(app.ui().handOver == -1);
    CHECK_FALSE(nemesisOf(app).highlights().destinations.empty());
  }
  SUBCASE("off in the settings") {
    App app(headlessOptions(2, 5));
    app.settings().handOver = false;
    frames(app);
    key(app, SDLK_p);
    skipPresentation(app);
    CHECK(app.ui().handOver == -1);
    CHECK(nemesisOf(app).presented().turn == 1);
  }
  SUBCASE("never in a one-player game") {
    App app(headlessOptions(1, 5));
    frames(app);
    nemesis::ForcedOutcomes silence;
    silence.noise = {nemesis::NoiseResult::Silence};
    REQUIRE(nemesisOf(app).submit(nemesis::ForceOutcomes{silence}).ok());
    const int to = reachableNeighbour(nemesisOf(app).state(), 0);
    click(app, nemesisOf(app).roomOnScreen(to));
    settle(app);
    CHECK(app.ui().handOver == -1);
  }
}

// Issue 22: the hand-over screen's veil let the next player's cards show through before that player was there.
TEST_CASE("while the hand-over screen is up the Hand panel shows no card, and the next player's hand after") {
  ItemRecording recording;
  App app(headlessOptions(2, 5));
  frames(app);
  redrawn(app);
  REQUIRE(recorded("hand.card.0"));  // the Captain's own turn: the Captain's hand
  key(app, SDLK_p);
  skipPresentation(app);
  REQUIRE(app.ui().handOver == 1);
  redrawn(app);
  CHECK(recorded("handover.title.1"));
  for (int i = 0; i < nemesis::kHandSize + 3; ++i) CHECK_FALSE(recorded("hand.card." + std::to_string(i)));
  CHECK(recorded("hand.hidden"));
  pressKey(app, SDLK_RETURN);
  REQUIRE(app.ui().handOver == -1);
  redrawn(app);
  CHECK(recorded("hand.card.0"));  // the Scout's, now that the Scout's player is at the controls
  CHECK_FALSE(recorded("hand.hidden"));
}

TEST_CASE("the die rolling on the board starts its sound once, with sound off, or skipped, none") {
  for (const bool on : {true, false}) {
    CAPTURE(on);
    App app(headlessOptions(1, 5));
    app.settings().sound = on;
    frames(app);
    nemesis::ForcedOutcomes roll;
    roll.exploration = {nemesis::ForcedExploration{nemesis::ExplorationEffect::Malfunction, 0}};
    roll.noise = {nemesis::NoiseResult::Two};
    REQUIRE(nemesisOf(app).submit(nemesis::ForceOutcomes{roll}).ok());
    const int to = reachableNeighbour(nemesisOf(app).state(), 0);
    REQUIRE(to >= 0);
    click(app, nemesisOf(app).roomOnScreen(to));
    for (int i = 0; i < 200 && !nemesisOf(app).presentation().idle(); ++i) frames(app, 1, 0.05f);
    // SDL's dummy audio driver (tests/client/CMakeLists.txt) is a device: the first sound opened it, silently.
    CHECK(app.sound().available() == on);
    CHECK(app.sound().started(nemesis::view::SoundKind::DieRoll) == (on ? 1 : 0));
    CHECK(app.sound().started(nemesis::view::SoundKind::MarkerDrop) == (on ? 2 : 0));  // Malfunction, Noise
    CHECK(app.sound().started(nemesis::view::SoundKind::TurnChime) == 0);
  }
  // Skipped to the present, the move plays no sound.
  App app(headlessOptions(1, 5));
  frames(app);
  const int to = reachableNeighbour(nemesisOf(app).state(), 0);
  click(app, nemesisOf(app).roomOnScreen(to));
  skipPresentation(app);
  frames(app);
  CHECK(app.sound().started(nemesis::view::SoundKind::DieRoll) == 0);
}

TEST_CASE("nothing moves behind a modal dialog: the board keeps its moment and is not redrawn until it closes") {
  // The hand-over screen comes as the next player's turn begins; behind it the board waits (the dimming behind a
  // dialog blends the whole window, the hot seat's slowest frames when the board went on animating under it).
  App app(headlessOptions(2, 5));
  frames(app);
  key(app, SDLK_p);  // the Captain passes: the Scout's turn begins
  for (int i = 0; i < 600 && app.ui().handOver < 0; ++i) frames(app, 1);
  REQUIRE(app.ui().handOver == 1);
  REQUIRE_FALSE(app.client().idle());  // the Scout's turn banner has yet to play
  const std::uint64_t drawn = app.framesDrawn();
  frames(app, 60);
  CHECK(app.framesDrawn() - drawn <= 2);  // the dialog settles its size in its first frames
  CHECK_FALSE(app.client().idle());
  // Ready: the board comes to the present at once (the banner has nothing left to say) and plays on.
  pressKey(app, SDLK_RETURN);
  CHECK(app.ui().handOver == -1);
  CHECK(app.client().idle());
}
