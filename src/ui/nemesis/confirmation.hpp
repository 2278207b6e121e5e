// Irreversible actions are deliberate: a command asked for by a single key or button that would reveal a
// chance outcome (Hibernate's Noise roll, the Event phase that the last Pass starts) is shown first with what
// will happen, because undo never takes back a revealed outcome (history.hpp). Pure: no ImGui.
#pragma once

#include <optional>

#include "engine/nemesis/command.hpp"
#include "engine/nemesis/state.hpp"
#include "ui/ui_state.hpp"

namespace nemesis::ui {

// A command that reveals a chance outcome (a Noise roll, the Event phase's draws) asked for by a single key or
// button: it waits here for the player's confirmation, because undo never takes back a revealed outcome.
struct Confirmation {
  bool open = false;
  Command command;
  std::string title;   // "Hibernate?"
  std::string text;    // what will happen
  std::string action;  // the confirming button: "Hibernate"
};

// The confirmation to show before `cmd`, or nothing when `cmd` reveals no chance outcome (it can be undone)
// or is refused (the caller reports the engine's reason). Whether chance is revealed is found by resolving
// the command on a copy of `s`; only that yes or no is used, never the outcome.
[[nodiscard]] std::optional<Confirmation> confirmationFor(const GameState& s, const Command& cmd);
// The gate (app/game_session.hpp, its confirm hook) asks it for a command from a key, button or menu entry (CommandSource::Button), never in
// a sandbox game, where undo takes anything back.

}  // namespace nemesis::ui
