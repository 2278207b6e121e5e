// Rounds (RULES.md §5): turns from the First Player, passing, the Fire wound at the end of a turn, the
// Hibernate room action, the end of the round, and winning. Free play (state.hpp) skips the turn bookkeeping.
#include "queries.hpp"
#include "resolve.hpp"

namespace nemesis::detail {

namespace {

bool canTakeTurn(const Character& c) {
  return present(c) && !c.passed;
}

// The next character after `from` in player order (wrapping, `from` itself last) who may still act.
int nextToAct(const GameState& s, int from) {
  const int n = s.characterCount();
  for (int k = 1; k <= n; ++k) {
    const int i = (from + k) % n;
    if (canTakeTurn(s.character(i))) return i;
  }
  return -1;
}

void endTurn(Resolver& r, int character) {
  GameState& s = r.s;
  const Character& c = s.character(character);
  if (present(c) && s.room(c.room).fire) {
    wound(r, character, false, RuleId::FireWound);
    if (r.over()) return;
  }
  s.actions = 0;
  const int next = nextToAct(s, character);
  if (next >= 0) {
    s.turn = next;
    r.emit(RuleId::PlayerTurns, ev::TurnStarted{next, s.round});
  } else {
    startEventPhase(r);
  }
}

}  // namespace

std::vector<int> turnOrder(const GameState& s) {
  std::vector<int> order;
  const int n = s.characterCount();
  order.reserve(static_cast<std::size_t>(n));
  for (int k = 0; k < n; ++k) order.push_back(inTurnOrder(s, k));
  return order;
}

void beginAction(Resolver& r, int character) {
  if (r.s.freePlay) return;
  r.s.actions++;
  // Beneath the action's own steps: it runs when the action has resolved (after any decision it asks).
  r.then(step(StepKind::AfterAction, character, r.s.character(character).room));
}

void afterAction(Resolver& r, const Step& st) {
  GameState& s = r.s;
  if (s.freePlay || s.turn != st.character) return;
  const Character& c = s.character(st.character);
  if (present(c) && !c.passed && s.actions < kActionsPerTurn) return;
  endTurn(r, st.character);
}

void hibernateStep(Resolver& r, const Step& st) {
  GameState& s = r.s;
  Character& c = s.character(st.character);
  if (!present(c) || s.room(c.room).tile != RoomTile::Hibernatorium) return;
  if (roomHasIntruder(s, c.room)) {
    r.emit(RuleId::Hibernate, ev::HibernationFailed{st.character, c.room});
    return;
  }
  c.hibernated = true;
  r.emit(RuleId::Hibernate, ev::CharacterHibernated{st.character, c.room});
  checkWon(r);
}

void checkWon(Resolver& r) {
  GameState& s = r.s;
  if (s.status != GameStatus::Playing) return;
  const int living = livingCharacters(s);
  if (living == 0 || awakeCharacters(s) > 0) return;
  s.status = GameStatus::Won;
  s.pending = Decision{};
  r.emit(RuleId::GameWon, ev::GameWon{living});
}

void startEventPhase(Resolver& r) {
  GameState& s = r.s;
  s.phase = Phase::Event;
  s.actions = 0;
  r.emit(RuleId::EventPhase, ev::EventPhaseStarted{s.round});
  // An odds walk of a move ends here: the Event phase is a chance tree of its own (chance_nodes.hpp).
  if (r.oracle != nullptr && !r.oracle->enterEventPhase()) return;
  // Room 0 is a placeholder: these steps concern the whole ship, and a saved step always names a room.
  r.then({step(StepKind::TimeTrack, -1, 0), step(StepKind::CombatAttacks, -1, 0), step(StepKind::FireDamage, -1, 0),
          step(StepKind::EventCard, -1, 0), step(StepKind::BagDevelopment, -1, 0), step(StepKind::EndRound, -1, 0)});
}

void refill(Resolver& r, int character) {
  const Character& c = r.s.character(character);
  int drawn = 0;
  while (c.handSize() < kHandSize && drawIntoHand(r, character)) ++drawn;
  if (drawn > 0) r.emit(RuleId::HandRefill, ev::CardsDrawn{character, drawn});
}

void endRound(Resolver& r, const Step&) {
  GameState& s = r.s;
  // Each change is made just before the event that tells it (the client presents the state event by event).
  // The token passes left: to the next character in player order who is still on the board.
  const int n = s.characterCount();
  for (int k = 1; k <= n; ++k) {
    const int next = (s.firstPlayer + k) % n;
    if (!present(s.character(next))) continue;
    if (next != s.firstPlayer) {
      const int from = s.firstPlayer;
      s.firstPlayer = next;
      r.emit(RuleId::FirstPlayerPasses, ev::FirstPlayerChanged{from, next});
    }
    break;
  }
  s.round++;
  s.phase = Phase::Player;
  for (Character& c : s.characters) c.passed = false;
  r.emit(RuleId::PlayerTurns, ev::RoundStarted{s.round, s.firstPlayer});
  for (int i : turnOrder(s)) {
    if (present(s.character(i))) refill(r, i);
  }
  s.turn = s.firstPlayer;
  s.actions = 0;
  r.emit(RuleId::PlayerTurns, ev::TurnStarted{s.turn, s.round});
}

}  // namespace nemesis::detail
