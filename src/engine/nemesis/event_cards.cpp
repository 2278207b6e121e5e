// Event cards (RULES.md §8): draw one, move the Intruders of the shown types through the shown corridor
// number (seed 004 "Door Token", "Technical Corridors", "Additional notes about intruder movement"), then
// the effects this module implements.
#include <algorithm>

#include "door_breaking.hpp"
#include "queries.hpp"
#include "resolve.hpp"

namespace nemesis::detail {

namespace {

// Intruders move simultaneously: every move is decided first. A Closed Door in the way is destroyed and the
// Intruders pushing at it stay (door_breaking.hpp); an entrance to the Technical Corridors takes the Intruder off.
void moveAll(Resolver& r, std::vector<IntruderMove> moves, RuleId moveRule) {
  GameState& s = r.s;
  breakClosedDoors(r, moves);
  for (const IntruderMove& m : moves) {
    const int index = intruderIndex(s, m.intruder);
    if (index < 0) continue;
    if (s.topo().isTechSpace(m.passage)) {
      const Intruder in = s.intruders[static_cast<std::size_t>(index)];
      r.emit(RuleId::IntruderIntoTechnicalCorridors, ev::IntruderEnteredDucts{in.id, in.type, in.room});
      removeIntruderToBag(r, in.id, RuleId::IntruderIntoTechnicalCorridors);
      if (s.hasNoise(m.passage)) r.emit(RuleId::TechnicalCorridorsNoiseStays, ev::NoEffect{-1, m.from});
      continue;
    }
    Intruder& in = s.intruders[static_cast<std::size_t>(index)];
    const int to = s.topo().otherEnd(m.passage, m.from);
    in.room = to;
    r.emit(moveRule, ev::IntruderMoved{in.id, in.type, m.from, to, m.passage});
    if (!s.room(to).explored) r.emit(RuleId::UnexploredStaysHidden, ev::NoEffect{-1, to});
  }
}

void cardMovement(Resolver& r, const EventCard& card) {
  const GameState& s = r.s;
  std::vector<IntruderMove> moves;
  for (const Intruder& in : s.intruders) {
    if ((card.movers & symbolBit(in.type)) == 0 || intruderInCombat(s, in)) continue;
    moves.push_back(IntruderMove{in.id, in.room, s.topo().exit(in.room, card.number)});
  }
  moveAll(r, std::move(moves), RuleId::EventCardMovement);
}

void hunt(Resolver& r) {
  const GameState& s = r.s;
  std::vector<IntruderMove> moves;
  for (const Intruder& in : s.intruders) {
    if (in.type != IntruderType::Adult || intruderInCombat(s, in)) continue;
    const BoardRoom& here = s.topo().room(in.room);
    int best = -1;
    for (int i = 0; i < here.linkCount; ++i) {
      const Link& link = here.links[static_cast<std::size_t>(i)];
      if (!roomHasCharacter(s, link.room)) continue;
      if (best < 0 ||
          s.topo().room(link.room).label < s.topo().room(here.links[static_cast<std::size_t>(best)].room).label)
        best = i;
    }
    if (best >= 0) moves.push_back(IntruderMove{in.id, in.room, here.links[static_cast<std::size_t>(best)].corridor});
  }
  if (moves.empty()) r.emit(RuleId::EventHunt, ev::NoEffect{-1, -1});
  moveAll(r, std::move(moves), RuleId::EventHunt);
}

void lurking(Resolver& r) {
  std::vector<int> leaving;
  for (const Intruder& in : r.s.intruders) {
    if (!roomHasCharacter(r.s, in.room)) leaving.push_back(in.id);
  }
  if (leaving.empty()) r.emit(RuleId::EventLurking, ev::NoEffect{-1, -1});
  for (const int id : leaving) removeIntruderToBag(r, id, RuleId::EventLurking);
}

void noiseInTechnicalCorridors(Resolver& r) {
  GameState& s = r.s;
  const PassageId tech = s.topo().techSpace();
  if (!s.hasNoise(tech)) {
    placeMarker(r, tech, -1, RuleId::EventNoiseInTechnicalCorridors);
    return;
  }
  std::vector<int> rollers;
  for (int i : turnOrder(s)) {
    const Character& c = s.character(i);
    if (present(c) && s.topo().room(c.room).techEntrance) rollers.push_back(i);
  }
  rollInOrder(r, rollers, RuleId::EventNoiseInTechnicalCorridors);
}

void eggProtection(Resolver& r) {
  const GameState& s = r.s;
  std::vector<int> inNest;
  for (int i : turnOrder(s)) {
    const Character& c = s.character(i);
    if (present(c) && s.room(c.room).explored && s.room(c.room).tile == RoomTile::Nest) inNest.push_back(i);
  }
  if (inNest.empty()) r.emit(RuleId::EventEggProtection, ev::NoEffect{-1, -1});
  for (auto it = inNest.rbegin(); it != inNest.rend(); ++it) {
    r.then(Step::encounter(*it, s.character(*it).room, -1, RuleId::EventEggProtection));
  }
}

void bulkheadsOpen(Resolver& r) {
  GameState& s = r.s;
  bool any = false;
  for (int c = 0; c < s.topo().corridorCount(); ++c) {
    if (s.door(c) != DoorState::Closed) continue;
    s.doors[static_cast<std::size_t>(c)] = DoorState::Open;
    r.emit(RuleId::EventBulkheadsOpen, ev::DoorOpened{c});
    any = true;
  }
  if (!any) r.emit(RuleId::EventBulkheadsOpen, ev::NoEffect{-1, -1});
}

}  // namespace

void eventCard(Resolver& r, const Step&) {
  GameState& s = r.s;
  bool forced = false;
  const int id = drawEventCard(r, forced);
  if (!r.failure.ok()) return;
  if (id < 0) {
    r.emit(RuleId::EventDeckReshuffle, ev::NoEffect{-1, -1});  // a state made by hand with no Event card
    return;
  }
  const EventCard& card = kEventCards[static_cast<std::size_t>(id)];
  r.emit(RuleId::EventCardMovement, ev::EventCardDrawn{id, forced});
  cardMovement(r, card);
  bool shuffledBack = false;
  switch (card.effect) {
    case EventEffect::None: r.emit(RuleId::EventNoFurtherEffect, ev::EventCardNoEffect{id}); break;
    case EventEffect::EggProtection: eggProtection(r); break;
    case EventEffect::Lurking: lurking(r); break;
    case EventEffect::Hunt: hunt(r); break;
    case EventEffect::NoiseInTechnicalCorridors: noiseInTechnicalCorridors(r); break;
    case EventEffect::BulkheadsOpen: bulkheadsOpen(r); break;
    case EventEffect::Malfunction:
      placeMalfunction(r, s.character(s.firstPlayer).room, RuleId::EventMalfunction);
      shuffledBack = true;
      break;
  }
  if (shuffledBack) {
    s.eventDeck.push_back(id);
    shuffleIntoDeck(r, s.eventDeck);
    r.emit(RuleId::EventMalfunction, ev::EventCardShuffledBack{id});
  } else {
    s.eventDiscard.push_back(id);
    // Where a card we cannot read goes is our ruling: the discard pile, like the others.
    if (card.effect == EventEffect::None) r.emit(RuleId::EventCardDiscarded, ev::EventCardDiscarded{id});
  }
}

}  // namespace nemesis::detail
