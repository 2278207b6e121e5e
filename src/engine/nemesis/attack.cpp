// Intruder attacks, Larva infestation, wounds and death (RULES.md §7 and its rulings).
#include <algorithm>

#include "limits.hpp"
#include "queries.hpp"
#include "resolve.hpp"

namespace nemesis::detail {

void killCharacter(Resolver& r, int character, RuleId rule, LossReason lastDeath) {
  Character& c = r.s.character(character);
  if (!c.alive) return;
  c.alive = false;
  countUp(r.s.room(c.room).corpses, kMaxCorpses);
  r.emit(rule, ev::CharacterDied{character, c.room});
  if (livingCharacters(r.s) == 0) {
    loseGame(r, lastDeath, lastDeath == LossReason::AllDead ? RuleId::AllDead : rule);
  } else {
    checkWon(r);
  }
}

void wound(Resolver& r, int character, bool serious, RuleId rule) {
  Character& c = r.s.character(character);
  if (!c.alive) return;
  if (c.seriousWounds >= kMaxSeriousWounds) {  // any further wound kills
    r.emit(rule, ev::WoundSuffered{character, serious, c.lightWounds, c.seriousWounds});
    killCharacter(r, character, RuleId::Death);
    return;
  }
  if (serious) {
    c.seriousWounds++;
    r.emit(rule, ev::WoundSuffered{character, true, c.lightWounds, c.seriousWounds});
    return;
  }
  c.lightWounds++;
  r.emit(rule, ev::WoundSuffered{character, false, c.lightWounds, c.seriousWounds});
  if (c.lightWounds >= kLightWoundsPerSerious) {
    c.lightWounds = 0;
    c.seriousWounds++;
    r.emit(RuleId::LightWoundsBecomeSerious, ev::WoundSuffered{character, true, c.lightWounds, c.seriousWounds});
  }
}

void gainContamination(Resolver& r, int character) {
  Character& c = r.s.character(character);
  const int number = takeContaminationNumber(r.s);
  if (number == 0) return;  // every number up to kMaxContamination is held: only a hand-made file gets here
  const Card card{CardKind::Contamination, number};
  c.discard.push_back(card);
  // The cause (Larva, Scratch) is the event before; this one cites where the card goes.
  r.emit(RuleId::ContaminationToDiscard, ev::ContaminationGained{character, card.number});
}

void gainSlime(Resolver& r, int character, RuleId rule) {
  Character& c = r.s.character(character);
  if (c.slime) {
    r.emit(RuleId::SlimeOnlyOne, ev::NoEffect{character, c.room});
    return;
  }
  c.slime = true;
  r.emit(rule, ev::SlimeGained{character});
}

void intruderAttack(Resolver& r, const Step& st) {
  GameState& s = r.s;
  const int index = intruderIndex(s, st.intruder());
  if (index < 0 || !present(s.character(st.character))) return;
  const Intruder in = s.intruders[static_cast<std::size_t>(index)];
  if (in.room != s.character(st.character).room) return;
  r.emit(st.rule(), ev::IntruderAttacks{in.id, in.type, st.character});

  if (in.type == IntruderType::Larva) {
    Character& c = s.character(st.character);
    if (c.larva) {
      r.emit(RuleId::SecondLarva, ev::NoEffect{st.character, in.room});
      gainContamination(r, st.character);
      return;
    }
    c.larva = true;
    s.intruders.erase(s.intruders.begin() + index);
    r.emit(RuleId::LarvaAttack, ev::LarvaOnCharacter{st.character, in.id});
    gainContamination(r, st.character);
    return;
  }

  bool forced = false;
  const int card = drawAttackCard(r, forced);
  if (!r.failure.ok()) return;
  if (card < 0) {
    r.emit(RuleId::AttackDeckReshuffle, ev::NoEffect{st.character, in.room});  // a state made by hand
    return;
  }
  const AttackCard& ac = kAttackCards[static_cast<std::size_t>(card)];
  const bool hit = (ac.symbols & symbolBit(in.type)) != 0;
  s.attackDiscard.push_back(card);
  r.emit(RuleId::AttackCardDraw, ev::AttackCardDrawn{card, ac.kind, hit, forced, in.id, st.character});
  if (!hit) return;

  const RuleId rule = RuleId::AttackCardEffect;
  switch (ac.kind) {
    case AttackKind::Scratch:
      wound(r, st.character, false, rule);
      if (s.character(st.character).alive) gainContamination(r, st.character);
      break;
    case AttackKind::Claw:
      wound(r, st.character, false, rule);
      wound(r, st.character, false, rule);
      break;
    case AttackKind::Bite:
    case AttackKind::Tail: wound(r, st.character, true, rule); break;
    case AttackKind::Transformation: wound(r, st.character, false, rule); break;
    case AttackKind::Frenzy:
      for (int i = 0; i < s.characterCount(); ++i) {
        if (present(s.character(i)) && s.character(i).room == in.room) wound(r, i, false, rule);
      }
      break;
    case AttackKind::Slime: gainSlime(r, st.character, rule); break;
    case AttackKind::Summons: r.then(Step::encounter(st.character, in.room, -1, rule)); break;
  }
}

}  // namespace nemesis::detail
