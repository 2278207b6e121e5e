// The Enormity module's Dear ImGui panels (issue 13): the Noise panel in the right column (Countdown, the Spacers
// with their Stress, the Active Pool, making Noise with its exact odds, moving, the roll's steps: re-rolls, the
// bonus, Discipline, the assignment), the module's event log under the board, its debug overlay (die faces and
// Blip tokens forced) and its decision window (the tie rulings). They read the presented Enormity state and
// write commands into their own outbox, which the Enormity client (src/app/enormity_client.*) applies after
// the ImGui pass through its one gate; the app's menu bar, status bar, dialogs and lesson strip stay the app's
// (a lesson of this module is shown in the one strip every module's lessons use, src/ui/panel_lesson.cpp).
#pragma once

#include <array>
#include <string>
#include <vector>

#include "engine/enormity/command.hpp"
#include "engine/enormity/state.hpp"
#include "enormity_log.hpp"
#include "ui_state.hpp"

namespace nemesis::ui::enormity {

// What the panels remember between frames (UI only, never part of the game).
struct PanelsState {
  int spacer = 0;  // the Spacer the panels act for (Noise, moves)
  // The Make Noise form: the kind (0 the Intruder symbol, 1 named dice, 2 a bare number) and its values.
  int noiseKind = 0;
  std::array<int, en::kDieColourCount> dice{1, 0, 0};
  int number = 1;
  int bonus = 0;
  bool hurried = false;               // board clicks make hurried moves
  std::vector<int> confidence;        // dice ticked for Confidence re-rolls
  std::vector<int> discipline;        // dice ticked for Discipline
  std::vector<en::Assignment> pairs;  // the assignment being built by clicks
  int selectedDie = -1;               // the die clicked in the tray, waiting for its Blip
  int hoverBlip = -1;                 // a log entry or a decision button hovered: outline this Blip
  int hoverSpacer = -1;
  std::string logFilter;
  std::size_t logSeen = 0;  // entries shown when the log was last scrolled to its end
  // The odds lines of the Make Noise form, kept while the position and the form are the same: a large pool's
  // exact odds take milliseconds, too much for every frame.
  std::uint64_t oddsKey = 0;
  std::vector<std::string> oddsLines;
};

struct PanelContext {
  const en::State& state;  // the presented moment: what the board shows
  const std::vector<LogEntry>& log;
  PanelsState& ui;
  std::vector<en::Command>& out;  // commands for the client's gate
  UiState& app;                   // the status line, the debug overlay's flag, the decision box
  ScreenLayout screen;
  float uiScale = 1.0f;
  bool animating = false;  // the board still plays events: no command may act on a moment not shown yet
};

// Queues a command for the client's gate, unless the board still plays earlier events. Defined apart from the
// panels that call it (panel_enormity_log.cpp): inlined into them, GCC 12 reports a false -Wmaybe-uninitialized
// on the variant's copy.
void send(PanelContext& c, const en::Command& cmd);

// The command the panels' assignment would send: the pairs chosen, once every kept die has one.
[[nodiscard]] bool assignmentComplete(const en::State& s, const std::vector<en::Assignment>& pairs);
// A die clicked in the tray (or -1 to cancel) / a Blip clicked on the board: the assignment being built.
void pickDie(PanelContext& c, int die);
void pickBlip(PanelContext& c, int blip);

void drawNoisePanel(PanelContext& c);      // the right column
void drawLogPanel(PanelContext& c);        // under the board
void drawDebugPanel(PanelContext& c);      // while app.showDebug
void drawDecisionWindow(PanelContext& c);  // while a tie decision is pending

}  // namespace nemesis::ui::enormity
