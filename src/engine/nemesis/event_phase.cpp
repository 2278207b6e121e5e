// The Event phase steps (RULES.md §5): the time track, Intruders in Combat attacking, Fire damage and bag
// development (RULES.md §2). The Event card is in event_cards.cpp; the end of the round in rounds.cpp.
#include "limits.hpp"
#include "queries.hpp"
#include "resolve.hpp"
#include "surprise_attack.hpp"

namespace nemesis::detail {

void timeTrack(Resolver& r, const Step&) {
  GameState& s = r.s;
  r.emit(RuleId::EventPhase, ev::TimeAdvanced{s.round, kLastRound - s.round});
  if (s.round < kLastRound) return;
  for (int i : turnOrder(s)) {
    if (present(s.character(i))) killCharacter(r, i, RuleId::TimeRunsOut, LossReason::TimeRanOut);
    if (r.over()) return;
  }
  checkWon(r);
}

void combatAttacks(Resolver& r, const Step&) {
  const GameState& s = r.s;
  std::vector<Step> attacks;
  for (const Intruder& in : s.intruders) {
    if (intruderInCombat(s, in)) attacks.push_back(Step::eventAttack(in.room, in.id));
  }
  // The queue is a stack: push the last attacker first so they attack in board order.
  for (auto it = attacks.rbegin(); it != attacks.rend(); ++it) r.then(*it);
}

void eventAttack(Resolver& r, const Step& st) {
  const int index = intruderIndex(r.s, st.intruder());
  if (index < 0) return;
  const int room = r.s.intruders[static_cast<std::size_t>(index)].room;
  // Chosen now: an earlier attack may have killed someone. The attack cites how its target was chosen.
  const AttackTargetPick target = pickAttackTarget(r.s, room);
  if (target.character < 0) return;
  const RuleId why = target.tie ? RuleId::AttackTargetTie : RuleId::AttackTarget;
  intruderAttack(r, Step::intruderAttack(target.character, room, st.intruder(), why));
}

void fireDamage(Resolver& r, const Step&) {
  GameState& s = r.s;
  for (Intruder& in : s.intruders) {
    if (!s.room(in.room).fire) continue;
    countUp(in.injuries, kMaxInjuries);
    r.emit(RuleId::FireDamage, ev::IntruderInjured{in.id, in.type, in.room, in.injuries});
  }
}

void rollInOrder(Resolver& r, const std::vector<int>& characters, RuleId rule) {
  // With two rollers or more the order is ours to choose: turn order from the First Player, cited as the ruling.
  const bool ordered = characters.size() > 1;
  r.emit(ordered ? RuleId::NoiseRollOrder : rule, ev::NoiseRollsCalled{static_cast<int>(characters.size())});
  for (auto it = characters.rbegin(); it != characters.rend(); ++it) {
    r.then(step(StepKind::NoiseRoll, *it, r.s.character(*it).room));
  }
}

namespace {

void queenDrawn(Resolver& r, int token) {
  GameState& s = r.s;
  int nest = -1;
  for (int i : turnOrder(s)) {
    const Character& c = s.character(i);
    if (present(c) && s.room(c.room).tile == RoomTile::Nest && s.room(c.room).explored) {
      nest = c.room;
      break;
    }
  }
  if (nest < 0) {
    countUp(s.eggs, kMaxEggs);
    r.emit(RuleId::BagQueen, ev::EggAdded{s.eggs});
    returnTokenToBag(r, token, RuleId::BagQueen);
    return;
  }
  returnTokenToBag(r, token, RuleId::QueenInNest);
  const AttackTargetPick pick = pickAttackTarget(s, nest);
  const int target = pick.character;
  // The Encounter is the one of the Character the Queen would attack: a tie broken says how it was chosen.
  r.emit(pick.tie ? RuleId::AttackTargetTie : RuleId::BagQueen, ev::EncounterStarted{target, nest});
  countUp(s.stats.encounters, kMaxTally);
  discardEncounterMarkers(r, nest);
  if (!freeMiniature(r, IntruderType::Queen)) {
    r.emit(RuleId::NoMiniatureLeft, ev::NoEffect{target, nest});
    return;
  }
  Intruder queen;
  queen.id = takeIntruderId(s);
  queen.type = IntruderType::Queen;
  queen.room = nest;
  s.intruders.push_back(queen);
  r.emit(RuleId::QueenInNest, ev::IntruderPlaced{queen.id, queen.type, nest, -1});
  checkSurpriseAttack(r, target, nest, queen.id, kIntruderTokens[static_cast<std::size_t>(token)].number);
}

}  // namespace

void bagDevelopment(Resolver& r, const Step&) {
  GameState& s = r.s;
  const int token = drawFromBag(r, -1, -1, RuleId::BagDevelopment);
  if (token < 0) return;
  const IntruderToken& t = kIntruderTokens[static_cast<std::size_t>(token)];
  switch (t.type) {
    case IntruderType::Larva:
    case IntruderType::Creeper: {
      const bool larva = t.type == IntruderType::Larva;
      const IntruderType grown = larva ? IntruderType::Adult : IntruderType::Breeder;
      const RuleId rule = larva ? RuleId::BagLarva : RuleId::BagCreeper;
      if (addFromSupply(r, grown, rule) < 0) {
        returnTokenToBag(r, token, RuleId::BagEmptySupply);
      } else {
        s.removedTokens.push_back(token);
        r.emit(rule, ev::TokenRemovedFromGame{token});
      }
      break;
    }
    case IntruderType::Adult:
    case IntruderType::Breeder: {
      // The token goes back first: nothing the rolls cause may leave it out of every pile (the game can end
      // during the rolls, and a token is never lost).
      returnTokenToBag(r, token, RuleId::BagAdultOrBreeder);
      std::vector<int> rollers;
      for (int i : turnOrder(s)) {
        if (present(s.character(i)) && !characterInCombat(s, i)) rollers.push_back(i);
      }
      rollInOrder(r, rollers, RuleId::BagAdultOrBreeder);
      break;
    }
    case IntruderType::Queen: queenDrawn(r, token); break;
    case IntruderType::Blank:
      if (addFromSupply(r, IntruderType::Adult, RuleId::BagBlank) < 0) r.emit(RuleId::BagBlank, ev::NoEffect{-1, -1});
      returnTokenToBag(r, token, RuleId::BagBlank);
      break;
  }
}

}  // namespace nemesis::detail
