// An Enormity command in a player's words (engine.hpp): what a refused undo names. The script language's text of
// a command (formatCommand, script.hpp) is for scripts, replays and the lab.
#include <string>
#include <variant>

#include "engine.hpp"
#include "engine/kernel/overloaded.hpp"
#include "queries.hpp"

namespace nemesis::enormity {

std::string commandWords(const State& s, const Command& c) {
  const auto die = [](int index) { return "die " + std::to_string(index + 1); };
  return std::visit(Overloaded{[&](const MakeNoise& m) { return spacerName(s, m.spacer) + "'s Noise roll"; },
                               [&](const Confidence&) { return std::string("the Confidence re-roll"); },
                               [&](const StressReroll& x) { return "the Stress re-roll of " + die(x.die); },
                               [&](const PlaceBonus& x) { return "the bonus placed on " + die(x.die); },
                               [&](const Discipline&) { return std::string("the Discipline tokens spent"); },
                               [&](const Assign&) { return std::string("the dice assigned to the Blips"); },
                               [&](const Choose&) { return std::string("the tie decided"); },
                               [&](const MoveSpacer& m) {
                                 return spacerName(s, m.spacer) + (m.hurried ? "'s hurried move to " : "'s move to ") +
                                        spaceText(m.to);
                               },
                               [&](const AdvanceCountdown&) { return std::string("the Countdown advanced"); },
                               [&](const ForceOutcomes&) { return std::string("the forced outcomes"); }},
                    c);
}

}  // namespace nemesis::enormity
