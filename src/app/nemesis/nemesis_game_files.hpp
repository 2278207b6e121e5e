// How the Open dialog and Recent list a Nemesis file (game_files.hpp FileDescriber): a save or scenario read whole
// is checked as Open checks it; a replay, or a file too large to be a save, is listed from its first fields. No
// SDL here.
#pragma once

#include <string>

#include "game_files.hpp"

namespace nemesis::app {

// Fills the entry's round, characters, outcome, name and replay mark; throws saying why the file cannot be listed.
void describeNemesisFile(ui::GameFileEntry& e, const std::string& text, bool whole, const std::string& boardsDir);

}  // namespace nemesis::app
