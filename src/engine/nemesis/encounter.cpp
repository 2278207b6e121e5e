// Encounters: discard markers, draw from the bag, place the miniature (with retreat), Surprise Attack,
// set the token aside; the Blank token (seed 003, seed 004, RULES.md §2, §7).
#include <algorithm>

#include "limits.hpp"
#include "queries.hpp"
#include "resolve.hpp"
#include "surprise_attack.hpp"

namespace nemesis::detail {

namespace {

void eraseValue(std::vector<int>& v, int value) {
  auto it = std::find(v.begin(), v.end(), value);
  if (it != v.end()) v.erase(it);
}

}  // namespace

int drawFromBag(Resolver& r, int character, int room, RuleId rule) {
  GameState& s = r.s;
  bool forced = false;
  const std::optional<std::size_t> i = drawBagToken(r, forced);
  if (!r.failure.ok()) return -1;
  if (!i) {
    // Only a state made by hand gets here (the loader refuses a bag without the Blank): nothing to draw.
    r.emit(RuleId::BagNeverEmpty, ev::NoEffect{character, room});
    return -1;
  }
  const int token = s.bag[*i];
  s.bag.erase(s.bag.begin() + static_cast<std::ptrdiff_t>(*i));
  const IntruderToken& t = kIntruderTokens[static_cast<std::size_t>(token)];
  r.emit(rule, ev::TokenDrawn{token, t.type, t.number, forced, room, character});
  return token;
}

int addFromSupply(Resolver& r, IntruderType type, RuleId rule) {
  GameState& s = r.s;
  const std::optional<std::size_t> pick = drawSupplyToken(r, type);
  if (!pick) return -1;
  const std::size_t at = *pick;
  const int id = s.supply[at];
  s.supply.erase(s.supply.begin() + static_cast<std::ptrdiff_t>(at));
  s.bag.push_back(id);
  r.emit(rule, ev::TokenAddedToBag{id, kIntruderTokens[static_cast<std::size_t>(id)].type});
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

bool freeMiniature(Resolver& r, IntruderType type) {
  const int all = kMiniatures[static_cast<std::size_t>(type)];
  if (miniaturesInUse(r.s, type) >= all) retreat(r, type);
  return miniaturesInUse(r.s, type) < all;
}

void discardEncounterMarkers(Resolver& r, int roomIndex) {
  GameState& s = r.s;
  const BoardRoom& room = s.topo().room(roomIndex);
  for (int i = 0; i < room.connectedCount; ++i) {
    const PassageId p = room.connected[static_cast<std::size_t>(i)];
    if (s.hasNoise(p)) {
      s.noise[static_cast<std::size_t>(p)] = 0;
      r.emit(RuleId::EncounterDiscardMarkers, ev::NoiseMarkerRemoved{p, roomIndex});
    }
  }
}

void encounter(Resolver& r, const Step& st) {
  GameState& s = r.s;
  if (!present(s.character(st.character))) return;
  r.emit(st.rule(), ev::EncounterStarted{st.character, st.room});
  countUp(s.stats.encounters, kMaxTally);

  discardEncounterMarkers(r, st.room);
  const int token = drawFromBag(r, st.character, st.room, RuleId::EncounterDraw);
  if (token < 0) return;
  const IntruderToken& t = kIntruderTokens[static_cast<std::size_t>(token)];

  if (t.type == IntruderType::Blank) {
    markEveryFreePassage(r, st.room, RuleId::BlankMarkers);
    if (s.bag.empty() && addFromSupply(r, IntruderType::Adult, RuleId::BlankLastToken) < 0) {
      r.emit(RuleId::BlankLastToken, ev::NoEffect{st.character, st.room});
    }
    returnTokenToBag(r, token, RuleId::BlankReturns);
    return;
  }

  if (!freeMiniature(r, t.type)) {
    r.emit(RuleId::NoMiniatureLeft, ev::NoEffect{st.character, st.room});
    returnTokenToBag(r, token, RuleId::NoMiniatureLeft);
    return;
  }

  Intruder in;
  in.id = takeIntruderId(s);
  in.type = t.type;
  in.room = st.room;
  in.token = token;
  s.intruders.push_back(in);
  s.setAside.push_back(token);  // physically set aside at step 5; held there from now for bookkeeping
  r.emit(st.corridor() >= 0 && st.corridor() < s.topo().corridorCount() && s.door(st.corridor()) == DoorState::Closed
             ? RuleId::ThroughClosedDoors
             : RuleId::EncounterPlace,
         ev::IntruderPlaced{in.id, in.type, st.room, token});

  // The token is set aside after the Surprise Attack, if there is one: queued first, it resolves after it.
  r.then(Step::setAsideToken(st.room, token));
  checkSurpriseAttack(r, st.character, st.room, in.id, t.number);
}

void setAsideToken(Resolver& r, const Step& st) {
  r.emit(RuleId::EncounterSetAside, ev::TokenSetAside{st.intruderToken()});
}

}  // namespace nemesis::detail
