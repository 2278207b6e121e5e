// The Dear ImGui panels. Each reads the game through PanelContext and writes only into the outbox and
// the UI state; the app applies the outbox after the ImGui pass.
#pragma once

#include <functional>
#include <span>
#include <string>
#include <vector>

#include "online_room_view.hpp"
#include "settings.hpp"
#include "status_part.hpp"
#include "ui_state.hpp"

namespace nemesis::ui {

struct PanelContext;

}  // namespace nemesis::ui

struct ImGuiStorage;

namespace nemesis::ui {

// The new-game window's form: the choices of the game it starts without a file (the registry's form game), drawn
// inside the window, and the NewGame request they make when Start is pressed. `window` is the new-game window's
// own storage (UI state of that window only), where the form may keep what it does not keep in the settings.
struct NewGameForm {
  std::string name;   // the game's registered name (its choice is recorded as newgame.game.NAME)
  std::string title;  // its choice's label
  std::function<void(PanelContext& c, ImGuiStorage& window)> draw;
  std::function<void(PanelContext& c, ImGuiStorage& window)> start;
};

// What every panel reads and writes, whichever game is played (a game's own panels get its state beside it:
// each game's panels header in its folder).
struct PanelContext {
  UiState& ui;
  Outbox& out;
  Settings& settings;
  bool canUndo = false;
  std::string whyNoUndo;  // shown as the Undo button's tooltip when undo is refused
  bool canRedo = false;
  bool sandbox = false;
  bool animating = false;   // animations are playing (the Skip button is enabled)
  std::string currentFile;  // the save file in use, empty for a new game
  std::string rulesDir;     // assets/rules (seed texts and RULES.md for the reference window)
  std::string savesDir;     // default folder of the save/load dialogs
  std::string oldSavesDir;  // CONFIG/saves, where versions up to 0.10 saved, when it exists (listed too)
  ScreenLayout screen;      // where the fixed panels go
  // What the status bar says of the game being played (its client's parts: status_part.hpp).
  std::vector<StatusPart> gameStatus;
  // The other games the new-game window offers, in the registry's order.
  std::span<const GameChoice> games;
  // Every game with rule texts of its own, in the registry's order: a tab of the rules reference each. The first
  // one's tab also holds the texts whose file names carry no game's name (RULES.md, the seeds).
  std::span<const GameChoice> rulesGames;
  // Every game's rule table for the rules reference (and the fonts, which must hold their characters).
  std::span<const RuleTableChoice> ruleTables;
  const NewGameForm* form = nullptr;  // the new-game window's form, or none
  bool legend = false;                // the game has a legend (View > Legend): its client draws it
  // Online play (issue 26): the games a hosted room may play, and the room this client is in (none: offline).
  std::span<const OnlineGameChoice> onlineGames;
  const OnlineRoomView* online = nullptr;
  // The scenario editor (issue 27): the games it edits (File > New scenario), whether the game being played
  // offers its position (Edit > Scenario editor: this position), and whether the editor is what is shown.
  std::span<const GameChoice> editorGames;
  bool canEditPosition = false;
  bool editing = false;
  // The game whose position is on the board (the editor's or a game's): a room of it may start from there.
  std::string positionGame;
};

void drawMenuBar(PanelContext& c);    // File (New, Open, Save, Save As, Quit), Edit (Undo, Redo), View, Help
void drawSplitters(PanelContext& c);  // the board's edges with the right column and the log, dragged to resize
// The edges between the column's Hand, Character board and Intruder bag (panel_common.hpp's slots), for a game
// whose column holds those panels; nothing while the column is folded.
void drawColumnSplitters(PanelContext& c);
void drawRulesPanel(PanelContext& c);   // rule table and seed texts, searchable
void drawHelpWindow(PanelContext& c);   // F1: keyboard and mouse shortcuts
void drawAboutWindow(PanelContext& c);  // Help > About: version, rule sources, licences
// The modal dialogs (panel_common.hpp beginDialog), in priority order: the first open one is shown.
// All of the below, most urgent first; `gameDialogs` draws the game's own (a confirmation, the hand-over screen)
// between the save prompt and the file dialogs.
void drawDialogs(PanelContext& c, const std::function<void()>& gameDialogs = {});
void drawLoadErrorWindow(PanelContext& c);  // a file that did not load: file, field, problem
void drawSavePrompt(PanelContext& c);       // Save / Don't save / Cancel before ui.pendingAction
void drawFileDialogs(PanelContext& c);      // Save As / Open: the saves of savesDir and a path field
void drawSettingsWindow(PanelContext& c);   // UI scale, animation speed
void drawScenarioInfo(PanelContext& c);     // an opened scenario's name and description
void drawNewGameWindow(PanelContext& c);    // Continue, Recent; 1-5 characters, which ones, seed, board
// Online play (panel_online.cpp): File > Host online game and Join online game (dialogs), and the room's window
// (seats, spectators, flags, chat; Take seat, Start, the host's choices), shown while c.online and ui.showRoom.
void drawHostOnlineDialog(PanelContext& c);
void drawJoinOnlineDialog(PanelContext& c);
void drawRoomWindow(PanelContext& c);
// "Reconnecting…" over the board while the room's connection is lost (the board keeps what it showed; no input
// acts until it is back).
void drawConnectionBanner(PanelContext& c);
void drawStatusBar(PanelContext& c);    // round, phase, status message, animation controls
void drawLessonMenu(PanelContext& c);   // Help > Tutorial: the lessons, numbered, with completion marks
void drawLessonPanel(PanelContext& c);  // a lesson being played (ui.lesson): its step, text and buttons
// The height the lesson strip needs to show `v` whole at `width` (its title bar, step line, text, refusal and
// button row), in pixels at the current font; the app keeps at least that much above the board when it can.
[[nodiscard]] float lessonStripHeight(const LessonView& v, float width);

// Height in pixels of the menu bar and status bar (the board viewport is what is left).
[[nodiscard]] float menuBarHeight();
[[nodiscard]] float statusBarHeight();

}  // namespace nemesis::ui
