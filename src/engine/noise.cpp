// The Noise roll, Noise markers, Danger and Silence (seed 000, seed 004 "Noise Roll", RULES.md §1, §10).
#include "queries.hpp"
#include "resolve.hpp"

namespace nemesis::detail {

namespace {

NoiseResult rollDie(GameState& s, bool& forced) {
  if (auto f = Chance::popFront(s.chance.forced.noise)) {
    forced = true;
    return *f;
  }
  forced = false;
  return kNoiseDieFaces[static_cast<std::size_t>(s.chance.below(static_cast<int>(kNoiseDieFaces.size())))];
}

}  // namespace

void placeMarker(Resolver& r, PassageId passage, int room, RuleId rule) {
  r.s.noise[static_cast<std::size_t>(passage)] = 1;
  r.emit(rule, ev::NoiseMarkerPlaced{passage, room});
}

int markEveryFreePassage(Resolver& r, int room, RuleId rule) {
  const BoardRoom& br = r.s.topo().room(room);
  int placed = 0;
  for (int i = 0; i < br.connectedCount; ++i) {
    const PassageId p = br.connected[static_cast<std::size_t>(i)];
    if (!r.s.hasNoise(p)) {
      placeMarker(r, p, room, rule);
      ++placed;
    }
  }
  return placed;
}

void noiseRoll(Resolver& r, const Step& st) {
  GameState& s = r.s;
  if (!present(s.character(st.character))) return;
  bool forced = false;
  const NoiseResult result = rollDie(s, forced);
  r.emit(RuleId::NoiseDie, ev::NoiseRolled{st.character, st.room, result, forced});
  s.stats.noiseRolls[static_cast<std::size_t>(result) - 1]++;
  switch (result) {
    case NoiseResult::One:
    case NoiseResult::Two:
    case NoiseResult::Three:
    case NoiseResult::Four: {
      const PassageId p = s.topo().exit(st.room, static_cast<int>(result));
      const RuleId rule = s.topo().isTechSpace(p) ? RuleId::TechnicalCorridorsSpace : RuleId::NoiseNumber;
      r.then(step(StepKind::PlaceNoise, st.character, st.room, p, ruleArg(rule)));
      break;
    }
    case NoiseResult::Danger:
      r.then(step(StepKind::Danger, st.character, st.room, -1, ruleArg(RuleId::NoiseDie)));
      break;
    case NoiseResult::Silence:
      if (s.character(st.character).slime) {
        r.emit(RuleId::SlimeTurnsSilence,
               ev::ResultChanged{st.character, st.room, NoiseResult::Silence, NoiseResult::Danger});
        r.then(step(StepKind::Danger, st.character, st.room, -1, ruleArg(RuleId::SlimeTurnsSilence)));
      } else {
        r.emit(RuleId::Silence, ev::NoEffect{st.character, st.room});
      }
      break;
  }
}

void placeNoise(Resolver& r, const Step& st) {
  const PassageId p = st.a;
  if (r.s.hasNoise(p)) {
    // A marker already there: an Encounter instead. On the TC space it counts for every entrance.
    const RuleId why = r.s.topo().isTechSpace(p) ? RuleId::TechnicalCorridorsShared : RuleId::OneMarkerPerCorridor;
    r.then(step(StepKind::Encounter, st.character, st.room, p, ruleArg(why)));
    return;
  }
  placeMarker(r, p, st.room, ruleOf(st.b));
}

void danger(Resolver& r, const Step& st) {
  GameState& s = r.s;
  const BoardRoom& room = s.topo().room(st.room);
  // Eligible: every Intruder in a neighbouring Room that is not in Combat. Chosen before any moves,
  // because Intruders leaving one Room move simultaneously.
  std::array<bool, 4> linkHasEligible{};
  bool any = false;
  for (int li = 0; li < room.linkCount; ++li) {
    const Link& link = room.links[static_cast<std::size_t>(li)];
    if (roomHasCharacter(s, link.room)) continue;  // its Intruders are in Combat
    for (const Intruder& in : s.intruders) {
      if (in.room == link.room) {
        linkHasEligible[static_cast<std::size_t>(li)] = true;
        any = true;
      }
    }
  }
  if (!any) {
    if (allPassagesMarked(s, st.room)) {
      r.emit(RuleId::DangerAllMarked, ev::NoEffect{st.character, st.room});
    } else {
      markEveryFreePassage(r, st.room, RuleId::DangerMarkers);
    }
    return;
  }
  bool moved = false;
  for (int li = 0; li < room.linkCount; ++li) {
    if (!linkHasEligible[static_cast<std::size_t>(li)]) continue;
    const Link& link = room.links[static_cast<std::size_t>(li)];
    if (s.door(link.corridor) == DoorState::Closed) {
      // One door, destroyed once, however many Intruders push at it; they all stay (ruling §10).
      s.doors[static_cast<std::size_t>(link.corridor)] = DoorState::Destroyed;
      int first = -1;
      for (const Intruder& in : s.intruders) {
        if (in.room == link.room) {
          first = in.id;
          break;
        }
      }
      r.emit(RuleId::DangerClosedDoor, ev::DoorDestroyed{link.corridor, first});
      continue;
    }
    for (Intruder& in : s.intruders) {
      if (in.room == link.room) {
        in.room = st.room;
        moved = true;
        r.emit(RuleId::DangerPullsIntruders, ev::IntruderMoved{in.id, in.type, link.room, st.room, link.corridor});
      }
    }
  }
  // Say why no Encounter follows: Intruders walking in start Combat, not an Encounter.
  if (moved) r.emit(RuleId::IntruderMoveNotEncounter, ev::NoEffect{st.character, st.room});
}

}  // namespace nemesis::detail
