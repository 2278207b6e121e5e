// Blips after a Noise roll (blip-movement.md): closest first, step by step along geometry.hpp's path, revealed
// when they would move adjacent to a Spacer or move while adjacent; pushing a Blip they end on; revealing (an
// Echo spawns a new Blip, an Intruder token spawns Intruders and goes back to the pool); spawning; Overwhelm.
#include <algorithm>
#include <limits>

#include "queries.hpp"
#include "resolve.hpp"

namespace nemesis::enormity::detail {

namespace {

int takeId(int& next) {
  const int id = next;
  next = std::min(next + 1, kMaxId + 1);
  return id;
}

// Off the board: its token goes where the caller says; a result still waiting for it is spent.
Blip removeBlip(State& s, int id) {
  const int i = blipIndex(s, id);
  const Blip b = s.blips[static_cast<std::size_t>(i)];
  s.blips.erase(s.blips.begin() + i);
  for (Die& d : s.roll.dice) {
    if (d.blip == id) d.moved = true;
  }
  return b;
}

// R-22 at the red and black levels (countdown-level-effects.md); `firstAxis` is the axis of the Blip's first step.
void faceTheNoise(Resolver& r, int id, Space source, Axis firstAxis) {
  if (level(r.s) == Level::Infiltration) return;
  Blip& b = r.s.blips[static_cast<std::size_t>(blipIndex(r.s, id))];
  const std::optional<Direction> facing = facingAfterNoise(b.at, source, firstAxis);
  if (!facing || *facing == b.facing) return;
  b.facing = *facing;
  r.emit(RuleId::FacingAfterNoise, ev::BlipTurned{id, b.facing});
}

Axis axisOfStep(Point from, Point to) {
  return from.x != to.x ? Axis::X : Axis::Y;
}

// The axis of a first step: the only one, or the player's choice between two; nothing while asking.
std::optional<Axis> firstAxis(Resolver& r, const Step& st, Point at, Space toward, int spacer) {
  const std::vector<Axis> choices = firstStepChoices(at, toward);
  if (choices.size() < 2) return choices.empty() ? Axis::X : choices.front();
  if (st.choice == 0 || st.choice == 1) return static_cast<Axis>(st.choice);
  r.ask(st, Decision{DecisionKind::ZigzagAxis, spacer, st.blip, {0, 1}});
  return std::nullopt;
}

// Where Intruders spawned next to `spacer` go (the ruling IntruderSpace): an empty adjacent floor space, north,
// east, south, west first; else the nearest empty floor space, northernmost then westernmost.
std::optional<Space> intruderSpace(const State& s, Space near, bool& adjacentToIt) {
  adjacentToIt = true;
  for (Space d : {Space{0, -1}, Space{1, 0}, Space{0, 1}, Space{-1, 0}}) {
    const Space to{near.x + d.x, near.y + d.y};
    if (emptySpace(s, to)) return to;
  }
  adjacentToIt = false;
  std::optional<Space> best;
  int bestDistance = std::numeric_limits<int>::max();
  for (int y = 0; y < s.topo().height; ++y) {
    for (int x = 0; x < s.topo().width; ++x) {
      const Space c{x, y};
      const int d = std::abs(c.x - near.x) + std::abs(c.y - near.y);
      if (d < bestDistance && emptySpace(s, c)) {
        best = c;
        bestDistance = d;
      }
    }
  }
  return best;
}

// Spawns `count` Intruders next to the Spacer, citing `rule`; then says they do not act in this module.
void spawnIntruders(Resolver& r, int spacer, int count, RuleId rule) {
  if (count <= 0 || !onBoard(r.s, spacer)) return;
  for (int i = 0; i < count; ++i) {
    bool adjacentToIt = false;
    const std::optional<Space> at = intruderSpace(r.s, r.s.spacer(spacer).space, adjacentToIt);
    if (!at || r.s.intruders.size() >= static_cast<std::size_t>(kMaxIntruders)) {
      r.emit(RuleId::IntruderSpace, ev::IntruderNotPlaced{spacer});
      continue;
    }
    const int id = takeId(r.s.nextIntruderId);
    r.s.intruders.push_back(Intruder{id, *at});
    r.emit(adjacentToIt ? rule : RuleId::NearestEmptySpace, ev::IntruderSpawned{id, *at, spacer, adjacentToIt});
  }
  r.emit(RuleId::IntrudersNotPlayed, ev::AmbushNotPlayed{count});
}

// The Spacer a spawn is measured from: the one who triggered it, else the Priority Target, else (the ruling
// SpawnWithoutReference) -1, meaning the closest living Spacer to each spawn point.
int spawnReference(const State& s, int trigger) {
  if (onBoard(s, trigger)) return trigger;
  if (onBoard(s, s.priorityTarget)) return s.priorityTarget;
  return -1;
}

int closestSpacer(const State& s, Point p) {
  int best = -1;
  for (int i = 0; i < s.spacerCount(); ++i) {
    if (onBoard(s, i) && (best < 0 || distance(p, s.spacer(i).space) < distance(p, s.spacer(best).space))) best = i;
  }
  return best;
}

}  // namespace

void Resolver::ask(const Step& st, const Decision& decision) {
  s.steps.push_back(st);
  s.pending = decision;
  emit(RuleId::TiesChosen, ev::DecisionRequested{decision});
}

void nextBlip(Resolver& r, const Step& st) {
  State& s = r.s;
  if (!onBoard(s, st.spacer)) return;
  const Space noisy = s.spacer(st.spacer).space;
  std::vector<int> tied;  // dice whose Blips are the closest still to move
  int closest = std::numeric_limits<int>::max();
  for (int i = 0; i < static_cast<int>(s.roll.dice.size()); ++i) {
    Die& d = s.roll.dice[static_cast<std::size_t>(i)];
    if (d.blip < 0 || d.moved || d.discarded) continue;
    const int b = blipIndex(s, d.blip);
    if (b < 0 || d.potentials() <= 0) {
      d.moved = true;  // a Blip with no Potentials does not move
      continue;
    }
    const int dist = distance(s.blips[static_cast<std::size_t>(b)].at, noisy);
    if (dist < closest) tied.clear();
    if (dist <= closest) {
      closest = dist;
      tied.push_back(i);
    }
  }
  if (tied.empty()) return;
  int chosen = tied.front();
  if (tied.size() > 1) {
    const auto it = std::find_if(tied.begin(), tied.end(),
                                 [&](int i) { return s.roll.dice[static_cast<std::size_t>(i)].blip == st.choice; });
    if (it == tied.end()) {
      Decision d{DecisionKind::ClosestBlip, st.spacer, -1, {}};
      for (int i : tied) d.options.push_back(s.roll.dice[static_cast<std::size_t>(i)].blip);
      r.ask(st, d);
      return;
    }
    chosen = *it;
  }
  Die& d = s.roll.dice[static_cast<std::size_t>(chosen)];
  d.moved = true;
  r.then(Step::nextBlip(st.spacer));
  r.then(Step::moveBlip(d.blip, st.spacer, d.potentials()));
}

namespace {

// A Blip at `at` next to a Spacer (about to move, or just moved there) is revealed next to that Spacer
// (blip-movement.md; R-20 for a Spacer other than the noisy one): the one statement of that rule for moves and
// pushes. True when the reveal is queued and the movement stops.
bool revealedAt(Resolver& r, const Step& st, Point at) {
  const int next = adjacentSpacer(r.s, at, st.spacer);
  if (next < 0) return false;
  r.then(Step::reveal(st.blip, next, st.spacer));
  return true;
}

}  // namespace

void moveBlip(Resolver& r, const Step& st) {
  State& s = r.s;
  const int bi = blipIndex(s, st.blip);
  if (bi < 0 || !onBoard(s, st.spacer) || st.potentials() <= 0) return;
  const Space target = s.spacer(st.spacer).space;
  const Point start = s.blips[static_cast<std::size_t>(bi)].at;
  // Moving while adjacent to a Spacer reveals it before it moves (blip-movement.md).
  if (revealedAt(r, st, start)) return;
  const std::optional<Axis> tie = firstAxis(r, st, start, target, st.spacer);
  if (!tie) return;
  const std::vector<Point> points = path(start, target, st.potentials(), *tie);
  Point at = start;
  for (std::size_t i = 0; i < points.size(); ++i) {
    s.blips[static_cast<std::size_t>(bi)].at = points[i];
    r.emit(RuleId::BlipsMoveOnLines, ev::BlipMoved{st.blip, at, points[i], static_cast<int>(i) + 1, st.potentials()});
    at = points[i];
    // Moving adjacent to a Spacer (the noisy one, or another: R-20) reveals it there.
    if (revealedAt(r, st, at)) return;
  }
  if (points.empty()) return;
  faceTheNoise(r, st.blip, target, axisOfStep(start, points.front()));
  if (const int other = blipAt(s, at, st.blip); other >= 0) r.then(Step::pushBlip(other, st.spacer));
}

void pushBlip(Resolver& r, const Step& st) {
  State& s = r.s;
  const int bi = blipIndex(s, st.blip);
  if (bi < 0 || !onBoard(s, st.spacer)) return;
  const Space target = s.spacer(st.spacer).space;
  const Point start = s.blips[static_cast<std::size_t>(bi)].at;
  if (revealedAt(r, st, start)) return;
  const std::optional<Axis> tie = firstAxis(r, st, start, target, st.spacer);
  if (!tie) return;
  const Point to = path(start, target, 1, *tie).front();
  s.blips[static_cast<std::size_t>(bi)].at = to;
  r.emit(RuleId::PushBlip, ev::BlipPushed{st.blip, start, to});
  if (revealedAt(r, st, to)) return;
  faceTheNoise(r, st.blip, target, axisOfStep(start, to));
  if (const int other = blipAt(s, to, st.blip); other >= 0) r.then(Step::pushBlip(other, st.spacer));
}

void reveal(Resolver& r, const Step& st) {
  State& s = r.s;
  const int bi = blipIndex(s, st.blip);
  if (bi < 0) return;
  Blip& b = s.blips[static_cast<std::size_t>(bi)];
  bool forced = false;
  if (!s.chance.forced.blips.empty()) {
    // A forced token: the Blip turns out to be that kind, swapped with one face down in the pool.
    const int want = s.chance.forced.blips.front();
    s.chance.forced.blips.erase(s.chance.forced.blips.begin());
    const auto it = std::find(s.blipPool.begin(), s.blipPool.end(), want);
    if (want == b.token) {
      forced = true;
    } else if (it != s.blipPool.end()) {
      *it = b.token;
      b.token = want;
      forced = true;
    } else {
      r.emit(RuleId::ForcedOutcome,
             ev::ForcedOutcomeSkipped{"a forced " + s.kinds.at(want).name + " token: none is left in the Blip Pool"});
    }
  }
  const Blip revealed = removeBlip(s, st.blip);
  const BlipKind& kind = s.kinds.at(revealed.token);
  r.emit(st.spacer == st.triggeredBy() ? RuleId::RevealAdjacent : RuleId::RevealedByOtherSpacer,
         ev::BlipRevealed{revealed.id, revealed.at, revealed.token, kind.name, st.spacer, forced});
  if (kind.echo()) {
    s.discardedTokens.push_back(revealed.token);
    r.emit(RuleId::RevealEcho, ev::EchoDiscarded{revealed.id});
    // The ruling RevealedNextTo: the new Blip spawns closest to the Spacer who made the Noise.
    r.then(Step::spawnBlip(st.triggeredBy()));
    return;
  }
  spawnIntruders(r, st.spacer, kind.intrudersAt(level(s)), RuleId::RevealIntruders);
  s.blipPool.push_back(revealed.token);
  r.emit(RuleId::TokenToPool, ev::TokenReturned{revealed.token});
}

void spawnBlip(Resolver& r, const Step& st) {
  State& s = r.s;
  if (s.blipPool.empty() || s.topo().spawnPoints.empty() ||
      s.blips.size() >= static_cast<std::size_t>(kMaxBlipsOnBoard)) {
    r.emit(RuleId::NoBlipLeft, ev::NoBlipToSpawn{});
    r.then(Step::overwhelm(st.spacer, 1, true));
    return;
  }
  const int reference = spawnReference(s, st.spacer);
  const auto distanceOf = [&](Point p) {
    return reference >= 0 ? distance(p, s.spacer(reference).space) : distanceToSpacers(s, p);
  };
  const std::vector<Point>& points = s.topo().spawnPoints;
  const bool allOccupied = std::all_of(points.begin(), points.end(), [&](Point p) { return blipAt(s, p) >= 0; });
  std::vector<int> tied;
  int closest = std::numeric_limits<int>::max();
  for (int i = 0; i < static_cast<int>(points.size()); ++i) {
    const Point p = points[static_cast<std::size_t>(i)];
    if (!allOccupied && blipAt(s, p) >= 0) continue;
    const int d = distanceOf(p);
    if (d < closest) tied.clear();
    if (d <= closest) {
      closest = d;
      tied.push_back(i);
    }
  }
  if (tied.empty()) return;  // no spawn point (the check above makes this unreachable)
  int chosen = tied.front();
  if (tied.size() > 1) {
    if (std::find(tied.begin(), tied.end(), st.choice) == tied.end()) {
      const int decider = reference >= 0 ? reference : closestSpacer(s, points[static_cast<std::size_t>(tied.front())]);
      r.ask(st, Decision{DecisionKind::SpawnPoint, decider, -1, tied});
      return;
    }
    chosen = st.choice;
  }
  const Point at = points[static_cast<std::size_t>(chosen)];
  const std::size_t pick = drawFromPool(s.chance, s.blipPool);
  Blip b;
  b.id = takeId(s.nextBlipId);
  b.at = at;
  b.facing = facingMostSpacers(s, at);
  b.token = s.blipPool[pick];
  s.blipPool.erase(s.blipPool.begin() + static_cast<std::ptrdiff_t>(pick));
  const int occupant = blipAt(s, at);
  s.blips.push_back(b);
  RuleId rule = RuleId::SpawnOccupied;
  if (!allOccupied) {
    rule = reference < 0            ? RuleId::SpawnWithoutReference
           : reference == st.spacer ? RuleId::SpawnBlip
                                    : RuleId::SpawnByPriorityTarget;
  }
  r.emit(rule, ev::BlipSpawned{b.id, at, b.facing, chosen, allOccupied});
  // "as if the new Blip moved onto that space": the Blip already there is pushed toward the Spacer.
  if (occupant >= 0) r.then(Step::pushBlip(occupant, reference >= 0 ? reference : closestSpacer(s, at)));
}

void overwhelm(Resolver& r, const Step& st) {
  State& s = r.s;
  if (st.triggersLeft() <= 0) return;
  const bool keepBlips = st.keepBlips();
  r.then(Step::overwhelm(st.spacer, st.triggersLeft() - 1, keepBlips));
  r.emit(keepBlips ? RuleId::NoBlipLeft : RuleId::OverwhelmAfterMovement,
         ev::OverwhelmTriggered{st.triggersLeft() - 1, keepBlips});
  if (s.sheet.overwhelm.discardFurthestBlip && !keepBlips && !s.blips.empty()) {
    const Blip* furthest = &s.blips.front();
    for (const Blip& b : s.blips) {
      const int d = distanceToSpacers(s, b.at);
      const int best = distanceToSpacers(s, furthest->at);
      if (d > best || (d == best && b.id < furthest->id)) furthest = &b;
    }
    const Blip gone = removeBlip(s, furthest->id);
    s.blipPool.push_back(gone.token);
    r.emit(RuleId::FurthestBlip, ev::BlipDiscarded{gone.id, gone.at});
  }
  const int target = onBoard(s, s.priorityTarget) ? s.priorityTarget : spawnReference(s, st.spacer);
  spawnIntruders(r, target, s.sheet.overwhelm.intruders, RuleId::Overwhelm);
}

}  // namespace nemesis::enormity::detail
