// The error of a line of text a person wrote (a command script, a --force option, a lesson's commands), for
// every game's script reader.
#pragma once

#include <stdexcept>

namespace nemesis {

// "FILE:LINE:COLUMN: PROBLEM", e.g. "opening.txt:3:12: there is no room 42 on this board".
class ScriptError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace nemesis
