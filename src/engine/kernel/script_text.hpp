// Command scripts as every game's script reader takes them: the command lines of a text (comments after "#" and
// blank lines dropped) and the error of a line a person wrote (a command script, a --force option, a lesson's
// commands).
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

namespace nemesis {

// "FILE:LINE:COLUMN: PROBLEM", e.g. "opening.txt:3:12: there is no room 42 on this board".
class ScriptError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct ScriptLine {
  int line = 0;      // 1-based line number in the script
  std::string text;  // the command text, comment stripped
};

// The command lines of a script (comments and blank lines dropped), with their line numbers.
std::vector<ScriptLine> splitScript(const std::string& text);

}  // namespace nemesis
