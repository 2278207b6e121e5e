// Encounters: discard markers, draw from the bag, place the miniature (with retreat), Surprise Attack,
// set the token aside; the Blank token (seed 003, seed 004, RULES.md §2, §7).
#include <algorithm>

#include "queries.hpp"
#include "resolve.hpp"

namespace nemesis::detail {

namespace {

void eraseValue(std::vector<int>& v, int value) {
  auto it = std::find(v.begin(), v.end(), value);
  if (it != v.end()) v.erase(it);
}

}  // namespace

int drawFromBag(Resolver& r, bool& forced) {
  GameState& s = r.s;
  forced = false;
  if (auto f = Chance::popFront(s.chance.forced.bag)) {
    for (std::size_t i = 0; i < s.bag.size(); ++i) {
      const IntruderToken& t = kIntruderTokens[static_cast<std::size_t>(s.bag[i])];
      if (t.type == f->type && (f->number == 0 || t.number == f->number)) {
        forced = true;
        const int token = s.bag[i];
        s.bag.erase(s.bag.begin() + static_cast<std::ptrdiff_t>(i));
        return token;
      }
    }
    r.emit(RuleId::ForcedOutcome, ev::ForcedOutcomeSkipped{"bag draw " + std::string(nameOf(f->type)) +
                                                           (f->number ? " " + std::to_string(f->number) : "") +
                                                           " is not in the Intruder bag"});
  }
  const auto i = static_cast<std::size_t>(s.chance.below(static_cast<int>(s.bag.size())));
  const int token = s.bag[i];
  s.bag.erase(s.bag.begin() + static_cast<std::ptrdiff_t>(i));
  return token;
}

int addFromSupply(Resolver& r, IntruderType type, RuleId rule) {
  GameState& s = r.s;
  // Which one: a random token of the type in the supply (they differ only in the hidden number).
  std::vector<std::size_t> matching;
  for (std::size_t i = 0; i < s.supply.size(); ++i) {
    if (kIntruderTokens[static_cast<std::size_t>(s.supply[i])].type == type) matching.push_back(i);
  }
  if (matching.empty()) return -1;
  const std::size_t pick = matching[static_cast<std::size_t>(s.chance.below(static_cast<int>(matching.size())))];
  const int id = s.supply[pick];
  s.supply.erase(s.supply.begin() + static_cast<std::ptrdiff_t>(pick));
  s.bag.push_back(id);
  r.emit(rule, ev::TokenAddedToBag{id});
  return id;
}

void removeIntruderToBag(Resolver& r, int intruderId, RuleId rule) {
  GameState& s = r.s;
  const int index = intruderIndex(s, intruderId);
  if (index < 0) return;
  const Intruder in = s.intruders[static_cast<std::size_t>(index)];
  s.intruders.erase(s.intruders.begin() + index);
  r.emit(rule, ev::IntruderRemoved{in.id, in.type, in.room});
  if (in.token >= 0) {
    eraseValue(s.setAside, in.token);
    returnTokenToBag(r, in.token, rule);
  }
}

namespace {

// Retreat (seed 004; RULES.md §7 ruling for the other types): when every miniature of the type is in
// use, those not in Combat leave the board and their tokens go back into the bag.
void retreat(Resolver& r, IntruderType type) {
  GameState& s = r.s;
  const RuleId rule = type == IntruderType::Adult ? RuleId::AdultsRetreat : RuleId::OthersRetreat;
  for (std::size_t i = 0; i < s.intruders.size();) {
    const Intruder in = s.intruders[i];
    if (in.type == type && !intruderInCombat(s, in)) {
      s.intruders.erase(s.intruders.begin() + static_cast<std::ptrdiff_t>(i));
      r.emit(rule, ev::IntruderRemoved{in.id, in.type, in.room});
      if (in.token >= 0) {
        eraseValue(s.setAside, in.token);
        returnTokenToBag(r, in.token, rule);
      }
    } else {
      ++i;
    }
  }
}

}  // namespace

void returnTokenToBag(Resolver& r, int token, RuleId rule) {
  r.s.bag.push_back(token);
  r.emit(rule, ev::TokenReturnedToBag{token});
}

void encounter(Resolver& r, const Step& st) {
  GameState& s = r.s;
  if (!present(s.character(st.character))) return;
  r.emit(ruleOf(st.b), ev::EncounterStarted{st.character, st.room});
  s.stats.encounters++;

  const BoardRoom& room = s.topo().room(st.room);
  for (int i = 0; i < room.connectedCount; ++i) {
    const PassageId p = room.connected[static_cast<std::size_t>(i)];
    if (s.hasNoise(p)) {
      s.noise[static_cast<std::size_t>(p)] = 0;
      r.emit(RuleId::EncounterDiscardMarkers, ev::NoiseMarkerRemoved{p, st.room});
    }
  }

  bool forced = false;
  const int token = drawFromBag(r, forced);
  const IntruderToken& t = kIntruderTokens[static_cast<std::size_t>(token)];
  r.emit(RuleId::EncounterDraw, ev::TokenDrawn{token, t.type, t.number, forced});

  if (t.type == IntruderType::Blank) {
    markEveryFreePassage(r, st.room, RuleId::BlankMarkers);
    if (s.bag.empty() && addFromSupply(r, IntruderType::Adult, RuleId::BlankLastToken) < 0) {
      r.emit(RuleId::BlankLastToken, ev::NoEffect{st.character, st.room});
    }
    returnTokenToBag(r, token, RuleId::BlankReturns);
    return;
  }

  if (miniaturesInUse(s, t.type) >= kMiniatures[static_cast<std::size_t>(t.type)]) retreat(r, t.type);
  if (miniaturesInUse(s, t.type) >= kMiniatures[static_cast<std::size_t>(t.type)]) {
    r.emit(RuleId::NoMiniatureLeft, ev::NoEffect{st.character, st.room});
    returnTokenToBag(r, token, RuleId::NoMiniatureLeft);
    return;
  }

  Intruder in;
  in.id = s.nextIntruderId++;
  in.type = t.type;
  in.room = st.room;
  in.token = token;
  s.intruders.push_back(in);
  s.setAside.push_back(token);  // physically set aside at step 5; held there from now for bookkeeping
  r.emit(st.a >= 0 && st.a < s.topo().corridorCount() && s.door(st.a) == DoorState::Closed ? RuleId::ThroughClosedDoors
                                                                                           : RuleId::EncounterPlace,
         ev::IntruderPlaced{in.id, in.type, st.room, token});

  const int hand = s.character(st.character).handSize();
  if (hand < t.number) {
    r.emit(RuleId::SurpriseAttack, ev::SurpriseCheck{in.id, st.character, hand, t.number, true});
    r.then({step(StepKind::IntruderAttack, st.character, st.room, in.id, ruleArg(RuleId::SurpriseAttack)),
            step(StepKind::SetAsideToken, -1, st.room, token)});
  } else {
    r.emit(RuleId::NoSurpriseAttack, ev::SurpriseCheck{in.id, st.character, hand, t.number, false});
    r.then(step(StepKind::SetAsideToken, -1, st.room, token));
  }
}

void setAsideToken(Resolver& r, const Step& st) {
  r.emit(RuleId::EncounterSetAside, ev::TokenSetAside{st.a});
}

}  // namespace nemesis::detail
