// Undo and redo by re-simulation: exact state round trips, undo stops at revealed chance unless in sandbox
// mode, redo reproduces the same events, and random apply/undo/redo agrees with a fresh re-simulation.
#include <optional>
#include <variant>

#include "engine/nemesis/hash.hpp"
#include "engine/nemesis/history.hpp"
#include "engine/nemesis/script.hpp"
#include "support.hpp"

using namespace test;

namespace {

// Events have no operator==: compare what a viewer sees of them (kind, rule, and the log sentence).
void requireSameEvents(const GameState& s, const EventLog& a, const EventLog& b) {
  REQUIRE(a.size() == b.size());
  for (std::size_t i = 0; i < a.size(); ++i) {
    CAPTURE(i);
    REQUIRE(a[i].data.index() == b[i].data.index());
    REQUIRE((a[i].rule == b[i].rule));
    REQUIRE(describe(s, a[i]) == describe(s, b[i]));
  }
}

// The state that applying the history's commands to its initial state gives.
GameState resimulate(const History& h) {
  GameState s = h.initial();
  EventLog log;
  for (const Command& c : h.commands()) REQUIRE(apply(s, c, log).ok());
  return s;
}

Command cmd(const GameState& s, const std::string& text) {
  return parseCommand(text, s);
}

EventLog play(History& h, const std::string& text) {
  EventLog log;
  const Command c = cmd(h.state(), text);
  const Verdict v = h.apply(c, log);
  REQUIRE_MESSAGE(v.ok(), text << ": " << explain(h.state(), v));
  return log;
}

// Captain and Scout in room 11; room 6 is explored and empty (entering it rolls for Noise).
GameState twoInHibernatorium() {
  GameState s = game(2, 8);
  setRoom(s, 6, RoomTile::Canteen, true);
  setHand(s, 0, {1, 2, 3, 4, 5});
  setHand(s, 1, {1, 2, 3, 4, 5});
  return s;
}

// Commands do not refill hands yet (that arrives with full rounds), so a game runs out of cards after a few
// moves. Every Action card in hand gives each character ten card-plays; forced-outcome commands cost nothing.
GameState longGame(int players, std::uint64_t seed, std::shared_ptr<const Board> board = basicBoard()) {
  GameState s = game(players, seed, std::move(board));
  for (int c = 0; c < players; ++c) setHand(s, c, {1, 2, 3, 4, 5, 6, 7, 8, 9, 10});
  return s;
}

// A random legal command: mostly one of legalCommands, sometimes (or when no move is left) a forced outcome.
// Nothing once the game is over, or when no move is left and the forced outcomes' queues are full. Bag and
// exploration outcomes are ones the next draw will honour (support.hpp).
std::optional<Command> randomCommand(const GameState& s, Pcg32& pick, std::vector<Command>& legal) {
  if (s.status != GameStatus::Playing) return std::nullopt;
  legalCommands(s, legal);
  if (!legal.empty() && pick.below(5) != 0) return legal[pick.below(static_cast<std::uint32_t>(legal.size()))];
  ForceOutcomes f;
  f.add.noise.push_back(static_cast<NoiseResult>(1 + pick.below(6)));
  if (pick.below(2) == 0) {
    if (const auto d = honouredBagDraw(s, pick)) f.add.bag.push_back(*d);
  }
  if (pick.below(2) == 0) {
    if (const auto x = honouredExploration(s, pick)) f.add.exploration.push_back(*x);
  }
  if (pick.below(2) == 0) f.add.attack.push_back(static_cast<AttackKind>(pick.below(8)));
  if (validate(s, f).ok()) return f;
  if (legal.empty()) return std::nullopt;
  return legal[pick.below(static_cast<std::uint32_t>(legal.size()))];
}

}  // namespace

TEST_CASE("revealsChance: rolls, draws, reveals and shuffles reveal chance, moves and markers do not") {
  const auto reveals = [](EventData e) { return revealsChance(EventLog{Event{RuleId{}, std::move(e)}}); };
  CHECK(reveals(ev::NoiseRolled{0, 0, NoiseResult::Danger, false}));
  CHECK(reveals(ev::NoiseRolled{0, 0, NoiseResult::Two, true}));
  CHECK(reveals(ev::TokenDrawn{3, IntruderType::Adult, 2, false}));
  CHECK(reveals(ev::ExplorationRevealed{4, 1, ExplorationEffect::Door, 2, false}));
  CHECK(reveals(ev::AttackCardDrawn{1, AttackKind::Claw, true, false}));
  CHECK(reveals(ev::AttackDeckReshuffled{19}));
  CHECK(reveals(ev::DeckReshuffled{0, 5}));
  CHECK(reveals(ev::CardsDrawn{0, 2}));
  CHECK_FALSE(reveals(ev::CharacterMoved{0, 1, 2, 3, false}));
  CHECK_FALSE(reveals(ev::NoiseRollSkipped{0, 1}));
  CHECK_FALSE(reveals(ev::NoiseMarkerPlaced{2, 1}));
  CHECK_FALSE(reveals(ev::OutcomesForced{}));
  CHECK_FALSE(reveals(ev::CardsPaid{0, Payment::of({1})}));
  CHECK_FALSE(revealsChance(EventLog{}));
}

TEST_CASE("a move into an occupied explored room rolls nothing and can be undone exactly") {
  GameState s = twoInHibernatorium();
  putCharacter(s, 0, 6);  // the Captain waits in room 6
  History h(s);
  const GameState before = h.state();
  const EventLog log = play(h, "move scout 6 pay 2");
  CHECK(countOf<ev::NoiseRollSkipped>(log) == 1);
  CHECK(countOf<ev::NoiseRolled>(log) == 0);
  CHECK_FALSE(revealsChance(log));
  CHECK(h.state().character(1).room == room(s, 6));
  REQUIRE(h.canUndo());
  CHECK(h.whyNoUndo().empty());
  CHECK(h.undo());
  CHECK(h.state() == before);
  CHECK(stateHash(h.state()) == stateHash(before));
  CHECK(h.commands().empty());
  CHECK(h.canRedo());
  CHECK_FALSE(h.canUndo());
  CHECK(h.whyNoUndo() == "There is nothing to undo.");
  CHECK_FALSE(h.undo());
}

TEST_CASE("undo stops at a Noise roll in a normal game, but not in a sandbox game") {
  const GameState start = twoInHibernatorium();
  for (const bool sandbox : {false, true}) {
    CAPTURE(sandbox);
    History h(start, sandbox);
    play(h, "force noise=silence");  // queues an outcome: reveals nothing
    const GameState afterForce = h.state();
    const EventLog rolled = play(h, "move captain 6 pay 3");
    REQUIRE(countOf<ev::NoiseRolled>(rolled) == 1);
    const GameState afterRoll = h.state();
    const EventLog joined = play(h, "move scout 6 pay 4");  // the Captain is there: no roll
    REQUIRE(countOf<ev::NoiseRolled>(joined) == 0);

    REQUIRE(h.canUndo());
    CHECK(h.undo());
    CHECK(h.state() == afterRoll);
    CHECK(stateHash(h.state()) == stateHash(afterRoll));
    if (!sandbox) {
      CHECK_FALSE(h.canUndo());
      CHECK(h.whyNoUndo() ==
            "Cannot undo: the Captain's Movement to room 6 revealed a Noise roll (Silence), and undo never takes "
            "back a chance outcome once seen (the sandbox setting allows it).");
      CHECK_FALSE(h.undo());
      CHECK(h.state() == afterRoll);  // a refused undo changes nothing
      CHECK(h.commands().size() == 2);
      CHECK(h.canRedo());
      // Switching the game to sandbox mode lifts the limit.
      h.setSandbox(true);
    }
    REQUIRE(h.canUndo());
    CHECK(h.whyNoUndo().empty());
    CHECK(h.undo());
    CHECK(h.state() == afterForce);
    CHECK(h.undo());
    CHECK(h.state() == start);
    CHECK(stateHash(h.state()) == stateHash(start));
    CHECK_FALSE(h.canUndo());
  }
}

TEST_CASE("undo and redo round trips restore every state exactly") {
  History h(longGame(3, 41), true);
  std::vector<GameState> states{h.state()};
  std::vector<EventLog> logs;
  std::vector<Command> legal;
  Pcg32 pick(41, 3);
  while (h.commands().size() < 40) {
    const auto c = randomCommand(h.state(), pick, legal);
    REQUIRE(c.has_value());
    EventLog log;
    REQUIRE(h.apply(*c, log).ok());
    states.push_back(h.state());
    logs.push_back(log);
  }
  // All the way back, then all the way forward, checking each state and each redo's events.
  for (std::size_t i = states.size() - 1; i > 0; --i) {
    REQUIRE(h.undo());
    REQUIRE(h.state() == states[i - 1]);
    REQUIRE(stateHash(h.state()) == stateHash(states[i - 1]));
  }
  CHECK_FALSE(h.undo());
  for (std::size_t i = 1; i < states.size(); ++i) {
    EventLog log;
    REQUIRE(h.redo(log));
    REQUIRE(h.state() == states[i]);
    REQUIRE(stateHash(h.state()) == stateHash(states[i]));
    requireSameEvents(h.state(), log, logs[i - 1]);
  }
  EventLog none;
  CHECK_FALSE(h.redo(none));
  CHECK(none.empty());
}

TEST_CASE("redo after undo reproduces the same chance and events, a new command clears the redo list") {
  GameState s = twoInHibernatorium();
  History h(s, true);
  EventLog first;
  REQUIRE(h.apply(cmd(h.state(), "move captain 6 pay 1"), first).ok());
  REQUIRE(countOf<ev::NoiseRolled>(first) == 1);  // rolled by the seeded generator
  const GameState after = h.state();
  REQUIRE(h.undo());
  EventLog again;
  REQUIRE(h.redo(again));
  CHECK(h.state() == after);
  requireSameEvents(h.state(), again, first);
  CHECK(eventsOf<ev::NoiseRolled>(again)[0].result == eventsOf<ev::NoiseRolled>(first)[0].result);

  // Redo appends to the caller's log like apply does.
  REQUIRE(h.undo());
  EventLog appended(2);
  REQUIRE(h.redo(appended));
  CHECK(appended.size() == 2 + first.size());

  // Two undone commands; redo one, then a new command drops the other.
  play(h, "move scout 6 pay 1");
  REQUIRE(h.undo());
  REQUIRE(h.undo());
  CHECK(h.state() == s);
  EventLog log;
  REQUIRE(h.redo(log));
  CHECK(h.canRedo());
  // A refused command neither enters the history nor clears the redo list.
  const GameState before = h.state();
  log.clear();
  const Verdict refused = h.apply(cmd(h.state(), "move scout 1"), log);
  CHECK((refused.code == Refusal::NotNeighbouring));
  CHECK(log.empty());
  CHECK(h.state() == before);
  CHECK(h.commands().size() == 1);
  CHECK(h.canRedo());
  play(h, "move scout 14 pay 2");
  CHECK_FALSE(h.canRedo());
  log.clear();
  CHECK_FALSE(h.redo(log));
  CHECK(h.commands().size() == 2);
}

TEST_CASE("random apply, undo and redo agree with a fresh re-simulation of the command list") {
  int applied = 0;
  int undone = 0;
  int redone = 0;
  int refusedUndos = 0;
  for (const bool sandbox : {true, false}) {
    for (int players = 1; players <= 4; ++players) {
      CAPTURE(sandbox);
      CAPTURE(players);
      const auto board = players % 2 == 0 ? basicBoard() : trainingBoard();
      History h(longGame(players, 300 + static_cast<std::uint64_t>(players), board), sandbox);
      Pcg32 pick(static_cast<std::uint64_t>(players), sandbox ? 1 : 2);
      std::vector<Command> legal;
      std::vector<bool> revealed;  // per command in the history: did it reveal chance?
      for (int step = 0; step < 400; ++step) {
        const std::uint32_t roll = pick.below(10);
        const auto next = roll < 6 ? randomCommand(h.state(), pick, legal) : std::nullopt;
        if (next) {
          EventLog log;
          REQUIRE(h.apply(*next, log).ok());
          revealed.push_back(revealsChance(log));
          ++applied;
        } else if (roll < 8 || h.state().status != GameStatus::Playing) {
          const bool expect = !h.commands().empty() && (sandbox || !revealed.back());
          REQUIRE(h.canUndo() == expect);
          REQUIRE(h.whyNoUndo().empty() == expect);
          const GameState before = h.state();
          REQUIRE(h.undo() == expect);
          if (expect) {
            revealed.pop_back();
            ++undone;
          } else {
            REQUIRE(h.state() == before);
            ++refusedUndos;
            // Lost, with nothing that may be taken back: this game is over for the test.
            if (h.state().status != GameStatus::Playing) break;
          }
        } else {
          const bool expect = h.canRedo();
          EventLog log;
          REQUIRE(h.redo(log) == expect);
          if (expect) {
            revealed.push_back(revealsChance(log));
            ++redone;
          }
        }
        REQUIRE(revealed.size() == h.commands().size());
        const GameState fresh = resimulate(h);
        REQUIRE(fresh == h.state());
        REQUIRE(stateHash(fresh) == stateHash(h.state()));
        const auto problems = checkInvariants(h.state());
        REQUIRE_MESSAGE(problems.empty(), (problems.empty() ? std::string() : problems.front()));
      }
    }
  }
  MESSAGE("applied " << applied << ", undone " << undone << ", redone " << redone << ", undos refused "
                     << refusedUndos);
  CHECK(applied > 1000);
  CHECK(undone > 300);
  CHECK(redone > 100);
  CHECK(refusedUndos > 10);  // the normal games did meet revealed chance
}
