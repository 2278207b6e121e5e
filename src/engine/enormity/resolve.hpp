// Internal to the Enormity engine: the resolver that drains the step queue, and the rule handlers it calls.
// Handlers change the state first and emit the event that tells it after, so the moment recorded with an event
// is the state as that event leaves it.
#pragma once

#include "engine.hpp"

namespace nemesis::enormity::detail {

struct Resolver {
  State& s;
  EventLog& out;
  Moments* moments = nullptr;

  template <typename E>
  void emit(RuleId rule, E&& data) {
    out.push_back(Event{rule, EventData{std::forward<E>(data)}});
    if (moments != nullptr) moments->push_back(s);
  }
  // Schedules a step to run next, before anything already queued.
  void then(const Step& step) { s.steps.push_back(step); }
  // Puts back the step being resolved and waits for the player's answer.
  void ask(const Step& step, const Decision& decision);
};

// Drains the queue until it is empty, a decision is pending or the game is lost.
void drain(Resolver& r);

// noise_roll.cpp: making Noise, rolling, the player's steps, the assignment.
void makeNoise(Resolver& r, const MakeNoise& m, bool hurried);
void confidence(Resolver& r, const Confidence& c);
void stressReroll(Resolver& r, const StressReroll& c);
void placeBonus(Resolver& r, const PlaceBonus& c);
void discipline(Resolver& r, const Discipline& c);
void assign(Resolver& r, const Assign& c);
void endRoll(Resolver& r, const Step& st);
Verdict validateRollCommand(const State& s, const Command& cmd);

// blip_movement.cpp: moving, pushing, revealing and spawning Blips; Overwhelm.
void nextBlip(Resolver& r, const Step& st);
void moveBlip(Resolver& r, const Step& st);
void pushBlip(Resolver& r, const Step& st);
void reveal(Resolver& r, const Step& st);
void spawnBlip(Resolver& r, const Step& st);
void overwhelm(Resolver& r, const Step& st);

}  // namespace nemesis::enormity::detail
