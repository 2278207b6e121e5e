// Enormity command text, one command per line (the grammar scripts, replays and lessons use):
//   noise scout                       Intruder-symbol Noise (one die per Blip, the sheet's colour)
//   noise scout dice 2red,1black      the dice the source names
//   noise scout number 2              a bare number: one virtual die
//   noise scout bonus 1               a stiff +1 (with any of the above)
//   confidence 1 3                    Confidence re-rolls of dice 1 and 3, declared at once
//   stress 2 [confirm]                a Stress re-roll of die 2 (confirm: at 9 Stress, the Spacer dies, R-14)
//   bonus 1                           the stiff bonus on die 1
//   discipline 2                      Discipline on die 2 (and others listed)
//   assign 1>b3 2>b1 | assign default each kept result to a Blip
//   choose b3 | choose x | choose 2   the pending decision: a Blip, an axis, a spawn point number
//   move scout 3,4 [hurried]          a Move of one space; hurried makes Intruder-symbol Noise
//   countdown                         the Countdown marker one space down
//   force white=1,2 black=3 blip=echo the next die faces (Potentials) and Blip tokens revealed
// Spacers are named by name (any case) or number (1-); dice by their number in the roll (1-). Numbers are plain
// decimals (decimal.hpp). Errors are nemesis::ScriptError, "SOURCE:LINE:COLUMN: PROBLEM".
#pragma once

#include <string>

#include "command.hpp"
#include "engine/kernel/script_error.hpp"
#include "state.hpp"

namespace nemesis::enormity {

// Parses one command against the state it will be applied to (names, the pending decision's kind).
[[nodiscard]] Command parseCommand(const std::string& text, const State& s, const std::string& source = "<command>",
                                   int line = 1);
// The text of a command: parseCommand(formatCommand(s, c), s) == c.
[[nodiscard]] std::string formatCommand(const State& s, const Command& c);

}  // namespace nemesis::enormity
