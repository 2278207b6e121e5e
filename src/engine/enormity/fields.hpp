// The field list of every Enormity state struct, written once as cereal `serialize` functions. Everything that
// must see every field is driven from here: the state hash (hash.cpp, through the engine's byte encoding) and
// the readable dump (dump.cpp). tests/test_enormity_state.cpp fails when a struct has a field its list leaves out.
//
// Include this header only in the few files that run an archive over the lists: cereal is heavy to compile.
#pragma once

#include <cereal/cereal.hpp>

#include <memory>

#include "event.hpp"
#include "seat_view.hpp"
#include "state.hpp"

namespace nemesis::enormity {

// Wrappers for the two members an archive cannot take as they are: the map, shared between the states of a
// game (the hash and the dump see its contents), and the generator (its two integers).
struct SharedMap {
  std::shared_ptr<const Map>& map;
};
struct Generator {
  Pcg32& rng;
};

#define ENORMITY_FIELDS(T, ...)      \
  template <class Archive>           \
  void serialize(Archive& a, T& v) { \
    a(__VA_ARGS__);                  \
  }
#define F(m) ::cereal::make_nvp(#m, v.m)
#define AS(W, m) ::cereal::make_nvp(#m, ::nemesis::enormity::W{v.m})

// clang-format off
ENORMITY_FIELDS(Point, F(x), F(y))
ENORMITY_FIELDS(Space, F(x), F(y))
ENORMITY_FIELDS(DiceSet, F(faces), F(counts), F(placeholder))
ENORMITY_FIELDS(Map, F(name), F(width), F(height), F(rows), F(spawnPoints), F(spacerStarts))
ENORMITY_FIELDS(SheetColumn, F(speed), F(at), F(noiseAwareness))
ENORMITY_FIELDS(Overwhelm, F(text), F(discardFurthestBlip), F(intruders))
ENORMITY_FIELDS(IntruderSheet, F(name), F(columns), F(overwhelm), F(target))
ENORMITY_FIELDS(BlipKind, F(name), F(count), F(intruders))
ENORMITY_FIELDS(BlipKinds, F(kinds))
ENORMITY_FIELDS(Spacer, F(name), F(space), F(stress), F(alive))
ENORMITY_FIELDS(Blip, F(id), F(at), F(facing), F(token))
ENORMITY_FIELDS(Intruder, F(id), F(space))
ENORMITY_FIELDS(SpacerTokens, F(confidence), F(discipline))
ENORMITY_FIELDS(Die, F(colour), F(fixed), F(rolled), F(confidence), F(stress), F(bonus), F(discipline), F(discarded),
                F(blip), F(moved))
ENORMITY_FIELDS(Roll, F(stage), F(spacer), F(dice), F(bonus), F(overwhelm))
ENORMITY_FIELDS(Step, F(kind), F(spacer), F(blip), F(a), F(choice))
ENORMITY_FIELDS(Decision, F(kind), F(spacer), F(blip), F(options))
ENORMITY_FIELDS(ForcedOutcomes, F(faces), F(blips))
ENORMITY_FIELDS(Chance, AS(Generator, rng), F(forced))
ENORMITY_FIELDS(State, AS(SharedMap, map), F(dice), F(sheet), F(kinds), F(spacers), F(blips), F(intruders), F(blipPool),
                F(discardedTokens), F(countdown), F(priorityTarget), F(active), F(chance), F(roll), F(steps),
                F(pending), F(status), F(nextBlipId), F(nextIntruderId))
// A seat's view (seat_view.hpp): the state without its face-down Blip tokens and its generator.
ENORMITY_FIELDS(BlipView, F(id), F(at), F(facing))
ENORMITY_FIELDS(SeatView, AS(SharedMap, map), F(dice), F(sheet), F(kinds), F(spacers), F(blips), F(intruders),
                F(blipPool), F(discardedTokens), F(countdown), F(priorityTarget), F(active), F(forced), F(roll),
                F(steps), F(pending), F(status), F(nextBlipId), F(nextIntruderId))
// Events (event.hpp): a seat is sent them (seat_view.hpp); an event with no fields writes nothing.
namespace ev {
ENORMITY_FIELDS(NoiseMade, F(spacer), F(kind), F(dice), F(number), F(bonus), F(hurried))
ENORMITY_FIELDS(PriorityTargetTaken, F(spacer), F(from))
ENORMITY_FIELDS(NoDice, F(spacer), F(bonusLost))
ENORMITY_FIELDS(NoiseColourRead, F(colour), F(countdown))
ENORMITY_FIELDS(PoolBuilt, F(dice), F(fixed), F(bonus), F(kind))
ENORMITY_FIELDS(DicePromoted, F(count))
ENORMITY_FIELDS(OverwhelmDue, F(count))
ENORMITY_FIELDS(DieRolled, F(die), F(colour), F(potentials), F(forced), F(placeholder))
ENORMITY_FIELDS(VirtualDieShown, F(die), F(potentials))
ENORMITY_FIELDS(ConfidenceSpent, F(dice), F(left))
ENORMITY_FIELDS(DieRerolled, F(die), F(colour), F(from), F(to), F(by), F(forced), F(placeholder))
ENORMITY_FIELDS(StressGained, F(spacer), F(stress))
ENORMITY_FIELDS(SpacerDied, F(spacer), F(stress))
ENORMITY_FIELDS(BonusPlaced, F(die), F(bonus), F(potentials))
ENORMITY_FIELDS(DisciplineSpent, F(die), F(from), F(to), F(left))
ENORMITY_FIELDS(DiceDiscarded, F(dice))
ENORMITY_FIELDS(ResultAssigned, F(die), F(blip), F(potentials))
ENORMITY_FIELDS(BlipMoved, F(blip), F(from), F(to), F(step), F(steps))
ENORMITY_FIELDS(BlipPushed, F(blip), F(from), F(to))
ENORMITY_FIELDS(BlipTurned, F(blip), F(facing))
ENORMITY_FIELDS(BlipRevealed, F(blip), F(at), F(token), F(kind), F(spacer), F(forced))
ENORMITY_FIELDS(EchoDiscarded, F(blip))
ENORMITY_FIELDS(TokenReturned, F(token))
ENORMITY_FIELDS(IntruderSpawned, F(intruder), F(space), F(spacer), F(adjacent))
ENORMITY_FIELDS(IntruderNotPlaced, F(spacer))
ENORMITY_FIELDS(AmbushNotPlayed, F(intruders))
ENORMITY_FIELDS(BlipSpawned, F(blip), F(at), F(facing), F(spawnPoint), F(occupied))
ENORMITY_FIELDS(OverwhelmTriggered, F(left), F(keepBlips))
ENORMITY_FIELDS(BlipDiscarded, F(blip), F(at))
ENORMITY_FIELDS(DecisionRequested, F(decision))
ENORMITY_FIELDS(SpacerMoved, F(spacer), F(from), F(to), F(hurried))
ENORMITY_FIELDS(CountdownAdvanced, F(from), F(to))
ENORMITY_FIELDS(NoiseRollEnded, F(spacer))
ENORMITY_FIELDS(OutcomesForced, F(added))
ENORMITY_FIELDS(ForcedOutcomeSkipped, F(what))
}  // namespace ev
ENORMITY_FIELDS(Event, F(rule), F(data))
// clang-format on
namespace ev {
template <class Archive>
void serialize(Archive& /*a*/, NoBlipToSpawn& /*v*/) {}
template <class Archive>
void serialize(Archive& /*a*/, CountdownBlip& /*v*/) {}
template <class Archive>
void serialize(Archive& /*a*/, GameLost& /*v*/) {}

}  // namespace ev

#undef F
#undef AS
#undef ENORMITY_FIELDS

}  // namespace nemesis::enormity
