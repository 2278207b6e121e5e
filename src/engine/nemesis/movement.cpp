// Movement, Careful Movement and Escape: validation, paying, and the steps of entering a Room
// (seed 002 "Entering a Room", seed 004 "Movement Action", RULES.md §6).
#include <algorithm>

#include "engine.hpp"
#include "queries.hpp"
#include "resolve.hpp"

namespace nemesis {

using detail::Resolver;
using detail::step;

namespace {

Verdict refuse(Refusal code, RefusalDetail detail = {}) {
  return Verdict{code, detail};
}

Verdict checkActor(const GameState& s, int character) {
  if (s.status != GameStatus::Playing) return refuse(Refusal::GameOver);
  if (character < 0 || character >= s.characterCount())
    return refuse(Refusal::UnknownCharacter, {.character = character});
  if (!s.character(character).alive) return refuse(Refusal::CharacterDead, {.character = character});
  if (s.character(character).hibernated) return refuse(Refusal::CharacterHibernated, {.character = character});
  if (!s.freePlay && character != s.turn)
    return refuse(Refusal::NotYourTurn, {.character = character, .actor = s.turn});
  return {};
}

Verdict checkPayment(const GameState& s, int character, const Payment& pay, int cost) {
  if (pay.count != cost) return refuse(Refusal::WrongCardCount, {.cost = cost, .chosen = pay.count});
  const Character& c = s.character(character);
  for (int i = 0; i < pay.count; ++i) {
    const Card& card = pay.cards[static_cast<std::size_t>(i)];
    if (std::find(c.hand.begin(), c.hand.end(), card) == c.hand.end()) {
      return refuse(Refusal::CardNotInHand, {.card = card});
    }
    if (card.kind == CardKind::Contamination) return refuse(Refusal::ContaminationCannotPay);
    for (int j = 0; j < i; ++j) {
      if (pay.cards[static_cast<std::size_t>(j)] == card) return refuse(Refusal::CardUsedTwice, {.card = card});
    }
  }
  return {};
}

Verdict checkDestination(const GameState& s, int character, int room) {
  if (room < 0 || room >= s.topo().roomCount()) return refuse(Refusal::UnknownRoom, {.room = room});
  const int from = s.character(character).room;
  if (room == from) return refuse(Refusal::AlreadyThere, {.room = room});
  const int corridor = s.topo().corridorBetween(from, room);
  if (corridor < 0) return refuse(Refusal::NotNeighbouring, {.room = room, .from = from});
  if (s.door(corridor) == DoorState::Closed) return refuse(Refusal::ClosedDoor, {.room = room, .corridor = corridor});
  return {};
}

void pay(Resolver& r, int character, const Payment& payment, RuleId rule) {
  Character& c = r.s.character(character);
  for (int i = 0; i < payment.count; ++i) {
    const Card& card = payment.cards[static_cast<std::size_t>(i)];
    auto it = std::find(c.hand.begin(), c.hand.end(), card);
    c.discard.push_back(*it);
    c.hand.erase(it);
  }
  r.emit(rule, ev::CardsPaid{character, payment});
}

// Our order of sizes (RuleId::EscapeAttackOrder): the types are declared smallest first, Larva to Queen.
int intruderSize(IntruderType t) {
  return static_cast<int>(t);
}

}  // namespace

Verdict validatePass(const GameState& s, const Pass& p) {
  if (s.freePlay && s.status == GameStatus::Playing) return refuse(Refusal::FreePlayNoTurns);
  if (Verdict v = checkActor(s, p.character); !v.ok()) return v;
  if (s.pending.kind != DecisionKind::None) return refuse(Refusal::DecisionPending);
  return {};
}

Verdict validateHibernate(const GameState& s, const Hibernate& h) {
  if (Verdict v = checkActor(s, h.character); !v.ok()) return v;
  if (s.pending.kind != DecisionKind::None) return refuse(Refusal::DecisionPending);
  const int room = s.character(h.character).room;
  if (s.room(room).tile != RoomTile::Hibernatorium) return refuse(Refusal::NotInHibernatorium, {.room = room});
  if (characterInCombat(s, h.character)) return refuse(Refusal::HibernateInCombat);
  if (s.room(room).malfunction) return refuse(Refusal::HibernateMalfunction, {.room = room});
  return checkPayment(s, h.character, h.pay, 2);
}

void startPass(Resolver& r, const Pass& p) {
  r.s.character(p.character).passed = true;
  r.emit(RuleId::PlayerTurns, ev::Passed{p.character});
  r.then(step(StepKind::AfterAction, p.character, r.s.character(p.character).room));
}

void startHibernate(Resolver& r, const Hibernate& h) {
  const int room = r.s.character(h.character).room;
  detail::beginAction(r, h.character);
  pay(r, h.character, h.pay, RuleId::Hibernate);
  r.then({step(StepKind::NoiseRoll, h.character, room), step(StepKind::Hibernate, h.character, room)});
}

Verdict validateMove(const GameState& s, const Move& m) {
  if (Verdict v = checkActor(s, m.character); !v.ok()) return v;
  if (s.pending.kind != DecisionKind::None) return refuse(Refusal::DecisionPending);
  if (Verdict v = checkDestination(s, m.character, m.room); !v.ok()) return v;
  return checkPayment(s, m.character, m.pay, 1);
}

Verdict validateCareful(const GameState& s, const CarefulMove& m) {
  if (Verdict v = checkActor(s, m.character); !v.ok()) return v;
  if (s.pending.kind != DecisionKind::None) return refuse(Refusal::DecisionPending);
  if (characterInCombat(s, m.character)) return refuse(Refusal::CarefulInCombat);
  if (Verdict v = checkDestination(s, m.character, m.room); !v.ok()) return v;
  if (allPassagesMarked(s, m.room)) return refuse(Refusal::CarefulAllMarked, {.room = m.room});
  if (m.corridorNumber < 0 || m.corridorNumber > 4)
    return refuse(Refusal::BadCorridorNumber, {.number = m.corridorNumber});
  if (m.corridorNumber > 0 && s.hasNoise(s.topo().exit(m.room, m.corridorNumber))) {
    return refuse(Refusal::CorridorAlreadyMarked, {.room = m.room, .number = m.corridorNumber});
  }
  return checkPayment(s, m.character, m.pay, 2);
}

Verdict validateChoice(const GameState& s, const ChooseCorridor& c) {
  if (s.status != GameStatus::Playing) return refuse(Refusal::GameOver);
  if (s.pending.kind != DecisionKind::CarefulCorridor) return refuse(Refusal::NoDecisionPending);
  if (c.character != s.pending.character) return refuse(Refusal::NotYourDecision, {.actor = s.pending.character});
  for (int i = 0; i < s.pending.optionCount; ++i) {
    if (s.pending.options[static_cast<std::size_t>(i)] == c.number) return {};
  }
  return refuse(Refusal::NotAnOption, {.room = s.pending.room, .number = c.number});
}

void startMove(Resolver& r, const Move& m) {
  GameState& s = r.s;
  const int from = s.character(m.character).room;
  const int corridor = s.topo().corridorBetween(from, m.room);
  detail::beginAction(r, m.character);
  pay(r, m.character, m.pay, RuleId::MovementCost);
  // Escape: every Intruder in the room attacks the mover first, largest first (RULES.md §6), in our order of
  // sizes, one type in the order placed (RuleId::EscapeAttackOrder, cited when there is an order to choose).
  // The steps go on a stack, so push the room entry first and the first attacker last.
  r.then(Step::enterRoom(m.character, m.room, corridor, -1));
  const auto attackers =
      std::count_if(s.intruders.begin(), s.intruders.end(), [&](const Intruder& in) { return in.room == from; });
  const RuleId why = attackers > 1 ? RuleId::EscapeAttackOrder : RuleId::EscapeAttacks;
  for (int size = 0; size < kIntruderKinds; ++size) {
    for (auto it = s.intruders.rbegin(); it != s.intruders.rend(); ++it) {
      if (it->room != from || intruderSize(it->type) != size) continue;
      r.then(Step::intruderAttack(m.character, from, it->id, why));
    }
  }
  if (attackers > 0) r.emit(RuleId::Escape, ev::EscapeStarted{m.character, from});
}

void startCareful(Resolver& r, const CarefulMove& m) {
  const int from = r.s.character(m.character).room;
  const int corridor = r.s.topo().corridorBetween(from, m.room);
  detail::beginAction(r, m.character);
  pay(r, m.character, m.pay, RuleId::CarefulCost);
  r.then(Step::enterRoom(m.character, m.room, corridor, m.corridorNumber));
}

namespace {
// Our ruling: the chosen marker is placed even when the room entered is occupied.
RuleId carefulRule(const GameState& s, int character, int room) {
  const bool occupied = roomHasIntruder(s, room) || roomHasCharacter(s, room, character);
  return occupied ? RuleId::CarefulMarkerAlways : RuleId::CarefulMovement;
}
}  // namespace

void answerCorridor(Resolver& r, const ChooseCorridor& c) {
  const int room = r.s.pending.room;
  r.s.pending = Decision{};
  detail::placeMarker(r, r.s.topo().exit(room, c.number), room, carefulRule(r.s, c.character, room));
}

namespace detail {

void enterRoom(Resolver& r, const Step& st) {
  GameState& s = r.s;
  Character& c = s.character(st.character);
  if (!c.alive) return;  // died escaping
  const bool careful = st.carefulNumber() >= 0;
  const int from = c.room;
  c.room = st.room;
  r.emit(careful ? RuleId::CarefulMovement : RuleId::Neighbouring,
         ev::CharacterMoved{st.character, from, st.room, st.corridor(), careful});

  TokenNoise token = TokenNoise::None;
  const bool unexplored = !s.room(st.room).explored;
  if (unexplored) token = explore(r, st.character, st.room, st.corridor(), careful);
  if (r.over()) return;
  const int explorationToken = s.room(st.room).explorationToken;  // after a forced swap

  // Order: the token's own effect (Danger), its removal, then the Noise step (seed 002 "Entering a Room").
  // Pushed in reverse: the queue is a stack.
  if (careful) {
    r.then(Step::carefulMarker(st.character, st.room, st.carefulNumber()));
  } else if (token == TokenNoise::None) {
    r.then(step(StepKind::NoiseCheck, st.character, st.room));
  }
  if (unexplored && explorationToken >= 0) r.then(Step::discardExploration(st.room, explorationToken));
  if (token == TokenNoise::Danger) {
    r.then(Step::danger(st.character, st.room, RuleId::ExplorationDanger));
  }
}

void noiseCheck(Resolver& r, const Step& st) {
  if (!r.s.character(st.character).alive) return;
  if (roomHasIntruder(r.s, st.room)) {
    r.emit(RuleId::CombatNotEncounter, ev::NoiseRollSkipped{st.character, st.room});
  } else if (roomHasCharacter(r.s, st.room, st.character)) {
    r.emit(RuleId::NoNoiseRollOccupied, ev::NoiseRollSkipped{st.character, st.room});
  } else {
    r.then(step(StepKind::NoiseRoll, st.character, st.room));
  }
}

void carefulMarker(Resolver& r, const Step& st) {
  GameState& s = r.s;
  if (st.carefulNumber() > 0) {
    placeMarker(r, s.topo().exit(st.room, st.carefulNumber()), st.room, carefulRule(s, st.character, st.room));
    return;
  }
  Decision d;
  d.kind = DecisionKind::CarefulCorridor;
  d.character = st.character;
  d.room = st.room;
  for (int n = 1; n <= 4; ++n) {
    if (!s.hasNoise(s.topo().exit(st.room, n))) d.options[static_cast<std::size_t>(d.optionCount++)] = n;
  }
  if (d.optionCount == 0) {  // validated against, kept for safety
    r.emit(RuleId::CarefulMovement, ev::NoEffect{st.character, st.room});
    return;
  }
  s.pending = d;
  r.emit(RuleId::CarefulMovement, ev::DecisionRequested{d});
}

}  // namespace detail
}  // namespace nemesis
