// A finished online game's record played into a history (issue 26: "a finished game offers its replay"): every
// command of the record in order through the game's own parser and rules, an undo the table allowed taken back
// here too. The same for every game; names none.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "server/online_game.hpp"

namespace nemesis::app {

// `parse(text, state, source, line)`: the game's script reader. Throws std::runtime_error naming the command of
// the record that does not play (a record from a server that does not follow the rules).
template <class Rules, class History, class Parse>
void playRecord(History& history, const std::vector<std::string>& commands, const std::string& source, Parse parse) {
  // An undo the table allowed revealed nothing; here it is taken back whatever the history's own limits.
  const bool sandbox = history.sandbox();
  history.setSandbox(true);
  for (std::size_t i = 0; i < commands.size(); ++i) {
    const std::string where = source + ": command " + std::to_string(i + 1) + " (" + commands[i] + ")";
    if (commands[i] == server::kUndoCommand) {
      if (!history.undo()) throw std::runtime_error(where + ": there is nothing to take back");
      continue;
    }
    typename Rules::Command command;
    try {
      command = parse(commands[i], history.state(), source, static_cast<int>(i + 1));
    } catch (const std::exception& e) {
      throw std::runtime_error(where + ": it is no command: " + e.what());
    }
    typename Rules::EventLog events;
    if (!history.apply(command, events).ok()) throw std::runtime_error(where + ": the rules refuse it");
  }
  history.setSandbox(sandbox);
}

}  // namespace nemesis::app
