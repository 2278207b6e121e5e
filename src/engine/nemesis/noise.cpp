// The Noise roll, Noise markers, Danger and Silence (seed 000, seed 004 "Noise Roll", RULES.md §1, §10).
#include "door_breaking.hpp"
#include "limits.hpp"
#include "queries.hpp"
#include "resolve.hpp"

namespace nemesis::detail {

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
  const NoiseResult result = rollNoiseDie(r, forced);
  r.emit(RuleId::NoiseDie, ev::NoiseRolled{st.character, st.room, result, forced});
  countUp(s.stats.noiseRolls[static_cast<std::size_t>(result) - 1], kMaxTally);
  switch (result) {
    case NoiseResult::One:
    case NoiseResult::Two:
    case NoiseResult::Three:
    case NoiseResult::Four: {
      const PassageId p = s.topo().exit(st.room, static_cast<int>(result));
      const RuleId rule = s.topo().isTechSpace(p) ? RuleId::TechnicalCorridorsSpace : RuleId::NoiseNumber;
      r.then(Step::placeNoise(st.character, st.room, p, rule));
      break;
    }
    case NoiseResult::Danger: r.then(Step::danger(st.character, st.room, RuleId::NoiseDie)); break;
    case NoiseResult::Silence:
      if (s.character(st.character).slime) {
        r.emit(RuleId::SlimeTurnsSilence,
               ev::ResultChanged{st.character, st.room, NoiseResult::Silence, NoiseResult::Danger});
        r.then(Step::danger(st.character, st.room, RuleId::SlimeTurnsSilence));
      } else {
        r.emit(RuleId::Silence, ev::NoEffect{st.character, st.room});
      }
      break;
  }
}

void placeNoise(Resolver& r, const Step& st) {
  const PassageId p = st.passage();
  if (r.s.hasNoise(p)) {
    // A marker already there: an Encounter instead. On the TC space it counts for every entrance.
    const RuleId why = r.s.topo().isTechSpace(p) ? RuleId::TechnicalCorridorsShared : RuleId::OneMarkerPerCorridor;
    r.then(Step::encounter(st.character, st.room, p, why));
    return;
  }
  placeMarker(r, p, st.room, st.rule());
}

void danger(Resolver& r, const Step& st) {
  GameState& s = r.s;
  const BoardRoom& room = s.topo().room(st.room);
  // Eligible: every Intruder in a neighbouring Room that is not in Combat. Chosen before any moves,
  // because Intruders leaving one Room move simultaneously.
  std::vector<IntruderMove> moves;
  for (int li = 0; li < room.linkCount; ++li) {
    const Link& link = room.links[static_cast<std::size_t>(li)];
    if (roomHasCharacter(s, link.room)) continue;  // its Intruders are in Combat
    for (const Intruder& in : s.intruders) {
      if (in.room == link.room) moves.push_back(IntruderMove{in.id, link.room, link.corridor});
    }
  }
  if (moves.empty()) {
    if (allPassagesMarked(s, st.room)) {
      r.emit(RuleId::DangerAllMarked, ev::NoEffect{st.character, st.room});
    } else {
      // The Danger of an exploration token cites its own text; a rolled (or Slime) Danger the Noise roll's.
      const bool token = st.rule() == RuleId::ExplorationDanger;
      markEveryFreePassage(r, st.room, token ? RuleId::DangerMarkers : RuleId::DangerRollMarkers);
    }
    return;
  }
  // A Closed Door in the way is destroyed and the Intruders behind it stay; they were eligible all the same,
  // so no markers are placed (ruling RULES.md §10).
  breakClosedDoors(r, moves, RuleId::DangerClosedDoor);
  for (const IntruderMove& m : moves) {
    Intruder& in = s.intruders[static_cast<std::size_t>(intruderIndex(s, m.intruder))];
    in.room = st.room;
    r.emit(RuleId::DangerPullsIntruders, ev::IntruderMoved{in.id, in.type, m.from, st.room, m.passage});
  }
  // Say why no Encounter follows: Intruders walking in start Combat, not an Encounter.
  if (!moves.empty()) r.emit(RuleId::IntruderMoveNotEncounter, ev::NoEffect{st.character, st.room});
}

}  // namespace nemesis::detail
