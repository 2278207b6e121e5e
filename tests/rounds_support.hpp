// Helpers for the round tests: quiet Event phases (forced outcomes with no side effects) and passing.
#pragma once

#include "support.hpp"

namespace test {

// The next Event phase draws Event card #2 (Hatching: no effect in this module; it moves Adults and
// Breeders not in Combat through corridor 3) and the Blank (an Adult from the supply into the bag).
inline void quietEventPhase(GameState& s) {
  forceEvent(s, 2);
  forceBag(s, IntruderType::Blank);
}

// Every character still to act passes, in turn, until the round ends; returns all the events.
inline EventLog passAll(GameState& s) {
  EventLog all;
  const int round = s.round;
  while (s.status == GameStatus::Playing && s.round == round) {
    const EventLog log = play(s, Pass{s.turn});
    all.insert(all.end(), log.begin(), log.end());
  }
  return all;
}

// Runs a whole Event phase directly (free play or rounds) and checks the invariants.
inline EventLog eventPhase(GameState& s) {
  EventLog log;
  resolveEventPhase(s, log);
  const auto problems = checkInvariants(s);
  CHECK_MESSAGE(problems.empty(), (problems.empty() ? std::string() : problems.front()));
  return log;
}

inline int eventCardNumber(const EventLog& log) {
  const auto drawn = eventsOf<ev::EventCardDrawn>(log);
  return drawn.empty() ? 0 : drawn.front().card + 1;
}

}  // namespace test
