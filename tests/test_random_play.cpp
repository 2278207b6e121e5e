// Seeded random legal play on both boards with 1-5 characters: the invariants hold after every step,
// refused commands change nothing, copies compare equal and play is deterministic for a seed.
#include <array>
#include <set>
#include <variant>
#include <vector>

#include "support.hpp"

using namespace test;

namespace {

constexpr std::size_t kEventKinds = std::variant_size_v<EventData>;

struct Tally {
  int commands = 0;         // legal commands applied
  int invariantChecks = 0;  // states checked
  int refusalsChecked = 0;  // illegal commands tried (each must change nothing)
  int games = 0;            // games started
  int lost = 0;             // games that ended lost
  // Games abandoned because no command was legal even after refilling hands: in practice a hand of 5
  // Contamination cards (no action to discard them exists yet).
  int stuck = 0;
  int decisions = 0;  // ChooseCorridor answers played
  long long events = 0;
  std::array<int, kEventKinds> eventKinds{};
  std::set<Refusal> refusals;
};

template <typename E>
std::size_t kindOf() {
  return EventData(E{}).index();
}

// Fails the test with the first broken invariant.
void requireSound(const GameState& s, Tally& t, const char* when) {
  ++t.invariantChecks;
  const auto problems = checkInvariants(s);
  if (!problems.empty()) FAIL(when << ": " << problems.front() << " (and " << problems.size() - 1 << " more)");
}

void count(const EventLog& log, std::size_t from, Tally& t) {
  for (std::size_t i = from; i < log.size(); ++i) t.eventKinds[log[i].data.index()]++;
  t.events += static_cast<long long>(log.size() - from);
}

int here0(const GameState& s, int c) {
  return s.topo().room(s.character(c).room).links[0].room;
}

// Commands that must be refused in `s`: wrong rooms, bad payments, Contamination payments, bad
// corridor numbers, answers to decisions nobody asked for.
std::vector<Command> illegalCommands(const GameState& s, const std::vector<Command>& legal, Pcg32& pick) {
  std::vector<Command> out;
  const int rooms = s.topo().roomCount();
  const int n = s.characterCount();
  out.emplace_back(Move{n, 0, Payment::of({1})});
  out.emplace_back(Move{-1, 0, Payment::of({1})});
  if (s.status != GameStatus::Playing) {
    out.emplace_back(legal.empty() ? Command{Move{0, 0, Payment::of({1})}} : legal.front());
    return out;
  }
  const int c = static_cast<int>(pick.below(static_cast<std::uint32_t>(n)));
  const Character& ch = s.character(c);

  if (s.pending.kind != DecisionKind::None) {
    // Only the pending answer is legal: no Movement, no other character, no number outside the options.
    out.emplace_back(Move{c, s.topo().room(ch.room).links[0].room, defaultPayment(s, c, 1)});
    out.emplace_back(CarefulMove{c, s.topo().room(ch.room).links[0].room, defaultPayment(s, c, 2), 0});
    if (n > 1) out.emplace_back(ChooseCorridor{(s.pending.character + 1) % n, s.pending.options[0]});
    for (int number = -1; number <= 5; ++number) {
      bool option = false;
      for (int i = 0; i < s.pending.optionCount; ++i)
        option |= s.pending.options[static_cast<std::size_t>(i)] == number;
      if (!option) out.emplace_back(ChooseCorridor{s.pending.character, number});
    }
    return out;
  }

  out.emplace_back(ChooseCorridor{c, 1 + static_cast<int>(pick.below(4))});
  if (!ch.alive) {
    out.emplace_back(Move{c, s.topo().room(ch.room).links[0].room, Payment::of({1})});
    return out;
  }
  // Wrong rooms: unknown, the room itself, a room not next to it.
  out.emplace_back(Move{c, -1, defaultPayment(s, c, 1)});
  out.emplace_back(Move{c, rooms, defaultPayment(s, c, 1)});
  out.emplace_back(Move{c, ch.room, defaultPayment(s, c, 1)});
  out.emplace_back(CarefulMove{c, ch.room, defaultPayment(s, c, 2), 0});
  for (int tries = 0; tries < 8; ++tries) {
    const int r = static_cast<int>(pick.below(static_cast<std::uint32_t>(rooms)));
    if (r != ch.room && s.topo().corridorBetween(ch.room, r) < 0) {
      out.emplace_back(Move{c, r, defaultPayment(s, c, 1)});
      out.emplace_back(CarefulMove{c, r, defaultPayment(s, c, 2), 0});
      break;
    }
  }
  if (characterInCombat(s, c)) out.emplace_back(CarefulMove{c, here0(s, c), defaultPayment(s, c, 2), 0});
  // Closed Doors block.
  const BoardRoom& here = s.topo().room(ch.room);
  for (int i = 0; i < here.linkCount; ++i) {
    const Link& link = here.links[static_cast<std::size_t>(i)];
    if (s.door(link.corridor) == DoorState::Closed) out.emplace_back(Move{c, link.room, defaultPayment(s, c, 1)});
  }

  // Bad payments on otherwise legal moves of this character.
  std::vector<Command> mine;
  for (const Command& cmd : legal) {
    if (const auto* m = std::get_if<Move>(&cmd); m && m->character == c) mine.push_back(cmd);
    if (const auto* m = std::get_if<CarefulMove>(&cmd); m && m->character == c) mine.push_back(cmd);
  }
  if (mine.empty()) return out;
  const Command base = mine[pick.below(static_cast<std::uint32_t>(mine.size()))];
  int absent = 0;  // an Action card that is not in the hand
  for (int k = 1; k <= kActionDeckSize; ++k) {
    if (std::find(ch.hand.begin(), ch.hand.end(), Card{CardKind::Action, k}) == ch.hand.end()) {
      absent = k;
      break;
    }
  }
  const Card contamination = [&] {
    for (const Card& card : ch.hand) {
      if (card.kind == CardKind::Contamination) return card;
    }
    return Card{CardKind::Contamination, 999};
  }();
  const Card first = defaultPayment(s, c, 1).cards[0];
  auto withPay = [&](Payment p) {
    Command cmd = base;
    std::visit(
        [&](auto& m) {
          using T = std::decay_t<decltype(m)>;
          if constexpr (std::is_same_v<T, Move> || std::is_same_v<T, CarefulMove>) m.pay = p;
        },
        cmd);
    return cmd;
  };
  const int cost = std::holds_alternative<Move>(base) ? 1 : 2;
  Payment none;
  out.push_back(withPay(none));  // nothing paid
  Payment tooMany;
  tooMany.count = cost == 1 ? 2 : 1;
  tooMany.cards = {first, Card{CardKind::Action, absent == 0 ? 1 : absent}};
  out.push_back(withPay(tooMany));
  Payment twice;
  twice.count = cost;
  twice.cards = {first, first};
  if (cost == 2) out.push_back(withPay(twice));  // the same card twice
  if (absent > 0) {
    Payment notHeld;
    notHeld.count = cost;
    notHeld.cards = {Card{CardKind::Action, absent}, first};
    if (cost == 1) notHeld.cards[0] = Card{CardKind::Action, absent};
    out.push_back(withPay(notHeld));
  }
  Payment contaminated;
  contaminated.count = cost;
  contaminated.cards = {contamination, first};
  out.push_back(withPay(contaminated));
  if (const auto* m = std::get_if<CarefulMove>(&base)) {
    for (int number : {-1, 5, 9}) out.emplace_back(CarefulMove{m->character, m->room, m->pay, number});
    for (int number = 1; number <= 4; ++number) {
      if (s.hasNoise(s.topo().exit(m->room, number)))
        out.emplace_back(CarefulMove{m->character, m->room, m->pay, number});
    }
  }
  return out;
}

// Every illegal command is refused and leaves the state and the log exactly as they were.
void checkRefusals(GameState& s, const std::vector<Command>& legal, Pcg32& pick, Tally& t) {
  const std::vector<Command> bad = illegalCommands(s, legal, pick);
  const GameState before = s;
  EventLog log(3);  // a log with earlier events in it
  for (const Command& cmd : bad) {
    const Verdict v = apply(s, cmd, log);
    if (v.ok()) FAIL("an illegal command was accepted (command index " << cmd.index() << ")");
    if (!(v == validate(s, cmd))) FAIL("apply and validate disagree");
    if (explain(s, v).empty()) FAIL("a refusal without an explanation");
    t.refusals.insert(v.code);
    ++t.refusalsChecked;
  }
  if (!(s == before)) FAIL("a refused command changed the state");
  if (log.size() != 3) FAIL("a refused command wrote events");
}

struct Run {
  GameState state;
  long long events = 0;
  std::vector<RuleId> lastRules;  // rules of the last command's events
};

// `commands` random legal commands; a lost or stuck game is replaced by a new one.
Run randomPlay(const std::shared_ptr<const Board>& board, int players, std::uint64_t seed, int commands, Tally& t,
               bool refusals) {
  std::uint64_t nextSeed = seed;
  Run run{newGame(board, SetupOptions{defaultCharacters(players), nextSeed++}), 0, {}};
  GameState& s = run.state;
  ++t.games;
  requireSound(s, t, "setup");
  Pcg32 pick(seed, 0x5eed);
  std::vector<Command> legal;
  EventLog log;
  log.reserve(256);
  for (int done = 0; done < commands;) {
    if (s.status != GameStatus::Playing) {
      ++t.lost;
      if (refusals) checkRefusals(s, legal, pick, t);
      s = newGame(board, SetupOptions{defaultCharacters(players), nextSeed++});
      ++t.games;
      requireSound(s, t, "setup");
      continue;
    }
    legalCommands(s, legal);
    if (legal.empty()) {
      // End of a round, roughly: every character refills its hand.
      log.clear();
      for (int c = 0; c < s.characterCount(); ++c) refillHand(s, c, log);
      count(log, 0, t);
      run.events += static_cast<long long>(log.size());
      requireSound(s, t, "refill");
      legalCommands(s, legal);
      if (legal.empty()) {
        ++t.stuck;
        s = newGame(board, SetupOptions{defaultCharacters(players), nextSeed++});
        ++t.games;
        continue;
      }
    }
    if (refusals) checkRefusals(s, legal, pick, t);
    const Command cmd = legal[pick.below(static_cast<std::uint32_t>(legal.size()))];
    if (std::holds_alternative<ChooseCorridor>(cmd)) ++t.decisions;
    log.clear();
    const Verdict v = apply(s, cmd, log);
    if (!v.ok()) FAIL("a legal command was refused: " << explain(s, v));
    if (log.empty()) FAIL("a command produced no events");
    ++done;
    ++t.commands;
    count(log, 0, t);
    run.events += static_cast<long long>(log.size());
    run.lastRules.clear();
    for (const Event& e : log) run.lastRules.push_back(e.rule);
    requireSound(s, t, "after a command");
  }
  return run;
}

}  // namespace

TEST_CASE("random legal play keeps every invariant and refuses illegal commands without a trace") {
  Tally t;
  for (const auto& board : {basicBoard(), trainingBoard()}) {
    for (int players = 1; players <= 5; ++players) {
      for (std::uint64_t seed : {11ULL, 12ULL}) {
        CAPTURE(players);
        CAPTURE(seed);
        (void)randomPlay(board, players, seed * 100 + static_cast<std::uint64_t>(players), 1100, t, true);
      }
    }
  }
  MESSAGE("commands " << t.commands << ", states checked " << t.invariantChecks << ", refusals " << t.refusalsChecked
                      << ", games " << t.games << ", lost " << t.lost << ", stuck " << t.stuck << ", decisions "
                      << t.decisions << ", events " << t.events);
  CHECK(t.commands >= 20000);
  CHECK(t.invariantChecks >= t.commands);
  CHECK(t.refusalsChecked > 10 * t.commands);
  // The play reached the interesting rules, so the invariants were checked where they matter.
  CHECK(t.lost > 0);
  CHECK(t.decisions > 0);
  for (std::size_t kind : {kindOf<ev::CharacterMoved>(),
                           kindOf<ev::RoomRevealed>(),
                           kindOf<ev::ExplorationRevealed>(),
                           kindOf<ev::ExplorationDiscarded>(),
                           kindOf<ev::NoiseRolled>(),
                           kindOf<ev::NoiseMarkerPlaced>(),
                           kindOf<ev::NoiseMarkerRemoved>(),
                           kindOf<ev::EncounterStarted>(),
                           kindOf<ev::TokenDrawn>(),
                           kindOf<ev::IntruderPlaced>(),
                           kindOf<ev::TokenReturnedToBag>(),
                           kindOf<ev::SurpriseCheck>(),
                           kindOf<ev::IntruderAttacks>(),
                           kindOf<ev::AttackCardDrawn>(),
                           kindOf<ev::WoundSuffered>(),
                           kindOf<ev::CharacterDied>(),
                           kindOf<ev::GameOver>(),
                           kindOf<ev::IntruderMoved>(),
                           kindOf<ev::SlimeGained>(),
                           kindOf<ev::ResultChanged>(),
                           kindOf<ev::DoorClosed>(),
                           kindOf<ev::FirePlaced>(),
                           kindOf<ev::MalfunctionPlaced>(),
                           kindOf<ev::EscapeStarted>(),
                           kindOf<ev::LarvaOnCharacter>(),
                           kindOf<ev::ContaminationGained>(),
                           kindOf<ev::DecisionRequested>(),
                           kindOf<ev::DeckReshuffled>(),
                           kindOf<ev::CardsDrawn>(),
                           kindOf<ev::IntruderRemoved>(),
                           kindOf<ev::AttackDeckReshuffled>()}) {
    CAPTURE(kind);
    CHECK(t.eventKinds[kind] > 0);
  }
  for (Refusal r : {Refusal::GameOver, Refusal::DecisionPending, Refusal::NoDecisionPending, Refusal::NotYourDecision,
                    Refusal::NotAnOption, Refusal::UnknownCharacter, Refusal::UnknownRoom, Refusal::AlreadyThere,
                    Refusal::NotNeighbouring, Refusal::WrongCardCount, Refusal::CardNotInHand, Refusal::CardUsedTwice,
                    Refusal::ContaminationCannotPay, Refusal::BadCorridorNumber, Refusal::CorridorAlreadyMarked,
                    Refusal::CharacterDead, Refusal::ClosedDoor, Refusal::CarefulInCombat}) {
    CAPTURE(static_cast<int>(r));
    CHECK(t.refusals.count(r) == 1);
  }
}

TEST_CASE("refused commands change nothing: Contamination payments and bad payments in a set position") {
  GameState s = game(2, 5);
  setHand(s, 0, {2, 7}, 2);  // two Action cards and two Contamination cards
  const Card contamination = s.character(0).hand[2];
  REQUIRE(contamination.kind == CardKind::Contamination);
  const GameState before = s;
  EventLog log;
  struct Case {
    Command cmd;
    Refusal code;
  };
  Payment contaminated;
  contaminated.count = 1;
  contaminated.cards[0] = contamination;
  Payment mixed;
  mixed.count = 2;
  mixed.cards = {Card{CardKind::Action, 2}, contamination};
  const std::vector<Case> cases = {
      {Move{0, room(s, 6), contaminated}, Refusal::ContaminationCannotPay},
      {CarefulMove{0, room(s, 6), mixed, 0}, Refusal::ContaminationCannotPay},
      {Move{0, room(s, 6), Payment::of({3})}, Refusal::CardNotInHand},
      {Move{0, room(s, 6), Payment::of({2, 7})}, Refusal::WrongCardCount},
      {CarefulMove{0, room(s, 6), Payment::of({2}), 0}, Refusal::WrongCardCount},
      {CarefulMove{0, room(s, 6), Payment::of({2, 2}), 0}, Refusal::CardUsedTwice},
      {Move{0, room(s, 1), Payment::of({2})}, Refusal::NotNeighbouring},
      {Move{0, room(s, 11), Payment::of({2})}, Refusal::AlreadyThere},
      {Move{0, 99, Payment::of({2})}, Refusal::UnknownRoom},
      {Move{2, room(s, 6), Payment::of({2})}, Refusal::UnknownCharacter},
      {CarefulMove{0, room(s, 6), Payment::of({2, 7}), 5}, Refusal::BadCorridorNumber},
      {ChooseCorridor{0, 1}, Refusal::NoDecisionPending},
  };
  for (const Case& c : cases) {
    const Verdict v = apply(s, c.cmd, log);
    CHECK((v.code == c.code));
    CHECK(s == before);
    CHECK(log.empty());
  }
  // The same move paid with an Action card is legal (positive control).
  CHECK(apply(s, Move{0, room(s, 6), Payment::of({2})}, log).ok());
  CHECK_FALSE(s == before);
  CHECK_FALSE(log.empty());
}

TEST_CASE("a copied state compares equal and evolves identically") {
  Tally t;
  Run run = randomPlay(basicBoard(), 3, 77, 200, t, false);
  GameState& s = run.state;
  GameState copy = s;
  CHECK(copy == s);
  std::vector<Command> legal;
  Pcg32 pick(5, 5);
  for (int i = 0; i < 200 && s.status == GameStatus::Playing; ++i) {
    legalCommands(s, legal);
    if (legal.empty()) {
      EventLog a;
      EventLog b;
      for (int c = 0; c < s.characterCount(); ++c) {
        refillHand(s, c, a);
        refillHand(copy, c, b);
      }
      REQUIRE(s == copy);
      REQUIRE(a.size() == b.size());
      continue;
    }
    const Command cmd = legal[pick.below(static_cast<std::uint32_t>(legal.size()))];
    const GameState before = s;
    EventLog a;
    EventLog b;
    REQUIRE(apply(s, cmd, a).ok());
    CHECK_FALSE(s == before);  // every command changes something (at least the hand or a decision)
    REQUIRE(apply(copy, cmd, b).ok());
    REQUIRE(s == copy);
    REQUIRE(a.size() == b.size());
    for (std::size_t k = 0; k < a.size(); ++k) {
      REQUIRE((a[k].rule == b[k].rule));
      REQUIRE(a[k].data.index() == b[k].data.index());
    }
  }
  // A change to one copy does not reach the other.
  GameState other = s;
  other.noise[0] = static_cast<std::uint8_t>(other.noise[0] == 0 ? 1 : 0);
  CHECK_FALSE(other == s);
}

TEST_CASE("random play is deterministic: same seed and choices give the same final state and events") {
  for (const auto& board : {basicBoard(), trainingBoard()}) {
    for (int players : {1, 4}) {
      CAPTURE(players);
      Tally ta;
      Tally tb;
      const Run a = randomPlay(board, players, 4242, 1500, ta, false);
      const Run b = randomPlay(board, players, 4242, 1500, tb, false);
      CHECK(a.state == b.state);
      CHECK(a.events == b.events);
      CHECK(ta.events == tb.events);
      CHECK(ta.games == tb.games);
      CHECK(ta.eventKinds == tb.eventKinds);
      CHECK(a.lastRules == b.lastRules);
      // Another seed plays a different game.
      Tally tc;
      const Run c = randomPlay(board, players, 4243, 1500, tc, false);
      CHECK_FALSE(a.state == c.state);
    }
  }
}
