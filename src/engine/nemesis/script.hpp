// Command scripts: one command per line, the text syntax shared by nemesis-lab, replay files and tutorials.
//   move scout 7 [pay 3]                     Movement to room 7 paying Action card 3 (default: first Action card)
//   careful scout 7 [corridor 3] [pay 3,5]   Careful Movement; without "corridor" the player is asked later
//   choose scout 3                           answer a pending corridor choice with corridor number 3
//   pass scout                               end the turn and pass for the rest of the round
//   hibernate scout [pay 3,5]                Hibernate in the Hibernatorium (default: first 2 Action cards)
//   force noise=danger,2,silence bag=adult:3,blank exploration=silence,door:2 attack=claw event=13
//   # a comment; blank lines are ignored
// Characters are named by class ("scout", any case) or by player number (1-5); rooms by their board label.
// Numbers are plain decimals (decimal.hpp): "07", "+7" and "0x7" are not numbers.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "command.hpp"
#include "engine/kernel/script_error.hpp"

namespace nemesis {

struct ScriptLine {
  int line = 0;      // 1-based line number in the script
  std::string text;  // the command text, comment stripped
};

// The command lines of a script (comments and blank lines dropped), with their line numbers.
std::vector<ScriptLine> splitScript(const std::string& text);

// Parses one command against the state it will be applied to (names, rooms and the default payment
// depend on it). Throws ScriptError with source, line and column.
Command parseCommand(const std::string& text, const GameState& s, const std::string& source = "<command>",
                     int line = 1);

// The forced-outcome list of a "force" line or of nemesis-lab's --force option ("noise=danger,2").
ForcedOutcomes parseForce(const std::string& spec, const std::string& source = "--force", int line = 1);

// A character named as in a script ("scout", "2"), e.g. nemesis-lab's --character option; throws ScriptError.
int parseCharacterName(const std::string& text, const GameState& s, const std::string& source = "--character");

// The script text of a command; parseCommand(formatCommand(s, c), s) == c, payment included.
std::string formatCommand(const GameState& s, const Command& c);

}  // namespace nemesis
