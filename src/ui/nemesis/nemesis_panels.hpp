// The Nemesis panels (Dear ImGui): each reads the presented game and its log through NemesisPanels, the app's
// PanelContext with the Nemesis state beside it, and writes only into the outbox and the UI state.
#pragma once

#include <vector>

#include "confirmation.hpp"
#include "engine/nemesis/state.hpp"
#include "log_entry.hpp"
#include "panels.hpp"

namespace nemesis::ui {

// A command a Nemesis panel asks for, and where it came from (the gate's hooks follow its source).
struct SourcedCommand {
  Command command;
  CommandSource source = CommandSource::Click;
};

struct NemesisPanels : PanelContext {
  NemesisPanels(const PanelContext& app, const GameState& presented, const std::vector<LogEntry>& entries,
                std::vector<SourcedCommand>& asked, Confirmation& question)
      : PanelContext(app), state(presented), log(entries), commands(asked), confirm(question) {}
  const GameState& state;                 // the presented moment (docs/design.md §9)
  const std::vector<LogEntry>& log;       // the presented events' entries
  std::vector<SourcedCommand>& commands;  // the commands asked for, given to the gate after the ImGui pass
  Confirmation& confirm;                  // the confirmation asked before a command revealing chance
  // Online play: the characters whose hands this member may see (its own); another's hand shows as its count. Null:
  // every hand (hot-seat, where the hand-over screen hides them).
  const std::vector<int>* ownHands = nullptr;
};

void drawTurnPanel(NemesisPanels& c);  // round, time track, whose turn and actions left, Pass and Hibernate
void drawHandPanel(NemesisPanels& c);  // the active character's cards; selection pays for the next action
// Wounds, Slime, Larva, Contamination, in Combat, dead; tabs pick the active character.
void drawCharacterPanel(NemesisPanels& c);
void drawBagPanel(NemesisPanels& c);        // tokens by type in the bag, set aside, removed; miniatures left
void drawLogPanel(NemesisPanels& c);        // events with citations; hovering an entry sets ui.hoverLog*
void drawDebugPanel(NemesisPanels& c);      // forced noise/bag/exploration/attack outcomes, reveal, sandbox
void drawDecisionPopup(NemesisPanels& c);   // a pending decision (Careful Movement's corridor)
void drawGameOverWindow(NemesisPanels& c);  // why the game ended
// Its dialogs, drawn among the app's (drawDialogs' gameDialogs):
void drawConfirmDialog(NemesisPanels& c);   // a command that reveals chance, asked for by a key: go ahead?
void drawHandOverScreen(NemesisPanels& c);  // hot seat: "Scout's turn", until that player is ready

namespace detail {

// A game by rounds still being played: the turn, not a click, decides who acts (hot-seat).
[[nodiscard]] bool turnDecides(const GameState& s);
// The character the panels act for: ui.activeCharacter clamped to the game, -1 when there is none.
[[nodiscard]] int activeCharacter(const NemesisPanels& c);

}  // namespace detail

}  // namespace nemesis::ui
