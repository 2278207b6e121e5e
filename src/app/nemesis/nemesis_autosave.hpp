// The Nemesis autosave (autosave.hpp gives its header and where it goes): the payload is a binary History snapshot
// (src/engine/nemesis/snapshot.hpp: the start, every command, the current state, the redo list), written and read
// without re-simulating the game; encodeAutosave / decodeAutosave are the only code that knows it. No SDL here.
#pragma once

#include <string>
#include <string_view>

#include "autosave.hpp"
#include "engine/nemesis/history.hpp"

namespace nemesis::app {

struct DecodedAutosave {
  AutosaveMeta meta;
  History history;  // the whole game: its start, every command (undo works), sandbox as it was
};

// The file's text. The game facts of `meta` (round, outcome, characters, commands, sandbox) are taken from
// `history`; the other fields are written as given.
[[nodiscard]] std::string encodeAutosave(const History& history, const AutosaveMeta& meta);
// Reads a whole autosave (the snapshot checks its checksum, schema, board and positions). `path` names the file in
// errors; boards named by the game are looked up in `boardsDir`. Throws ScenarioError ("PATH: WHERE: PROBLEM").
[[nodiscard]] DecodedAutosave decodeAutosave(std::string_view text, const std::string& path,
                                             const std::string& boardsDir);
// Writes the game's autosave into `dir` (writeAutosaveText). Returns the file written. Throws FileError naming
// the folder or the file on failure.
std::string writeAutosave(const std::string& dir, const History& history, const AutosaveMeta& meta,
                          int keep = kAutosavesKept);

}  // namespace nemesis::app
