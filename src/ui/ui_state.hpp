// UI-only state (selections, open windows, hover targets) and the outbox through which panels ask for
// changes: requests for the app (save, load, undo...; a game's commands go through its own panels' outbox). Panels never apply
// anything themselves; the app drains the outbox after the ImGui pass (docs/design.md §7).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/kernel/lesson_step.hpp"
#include "item_recorder.hpp"
#include "rules_documents.hpp"

namespace nemesis::ui {

enum class RequestKind : std::uint8_t {
  NewGame,  // uses NewGameRequest
  Save,     // path (empty: the current file, or ask)
  SaveAs,   // ask for a path
  Load,     // path (empty: ask)
  Undo,
  Redo,
  SkipAnimations,
  ApplySettings,  // settings changed in the settings window
  SetSandbox,     // flag: sandbox mode (undo anything, debug overlay)
  Quit,           // asks Save / Don't save / Cancel first when the game has unsaved changes
  // The answers of the Save / Don't save / Cancel prompt (Cancel needs no app: the prompt just closes).
  SaveAndContinue,     // save (Save As when the game has no file yet), then do UiState::pendingAction
  DiscardAndContinue,  // do UiState::pendingAction without saving
  // The lesson panel (a lesson being played, App::startLesson).
  OpenLessons,    // the lesson menu (Help > Tutorial, "Learn to play"): the app lists the lessons first
  StartLesson,    // path: the lesson file, empty for the first one not yet done (asks Save / Don't save / Cancel
                  // first, like a new game)
  LessonNext,     // Continue (say, observe, check); an ask step's answer in `index`
  LessonRewind,   // back to where the current step began
  LessonRestart,  // the lesson from its first step
  LessonSkip,     // the step done for the player: a do step's solution played, an ask answered rightly
  LessonPause,    // flag: pause (the Paused box) or resume
  // Online play (issue 26): the host and join dialogs' requests (their fields are UiState::online), and the room
  // window's.
  HostOnline,    // starts a server in this client and opens a room on it (asks Save / Don't save / Cancel first)
  JoinOnline,    // joins the room online.code at online.address (asks first, like HostOnline)
  OnlineSit,     // index: take that free seat
  OnlineStart,   // the host starts the game
  OnlineChat,    // path: the text said to the room
  OnlineDecide,  // index: the seat past its grace period; value: the host's choice (server HostChoice); path: to whom
  OnlineResume,  // the host resumes an adjourned game
  OnlineReplay,  // the game is over: its record is asked for, and played again here (the room is left)
  OnlineLeave,   // leaves the room (and stops this client's server, when it hosts one)
  // The scenario editor (issue 27; both ask Save / Don't save / Cancel first, like a new game).
  EditScenario,  // path: a scenario file to edit; else text: the game (its name) of a new scenario; flag: edit
                 // the position of the game being played instead
  PlayScenario,  // text: the editor's scenario, played as a new game from its position
};

struct NewGameRequest {
  // The form game's choice for each seat (Nemesis: each character's class, ui/nemesis/new_game_form.hpp seatsOf);
  // none: the settings' number of players, in the game's default order.
  std::vector<int> seats;
  std::uint64_t seed = 1;
  std::string board = "basic";
  bool freePlay = false;  // no rounds: any character acts at any time (README "Rounds and turns")
  // Another game instead (docs/modules.md): the file it starts from (one of its scenarios or lessons).
  std::string moduleFile;
};

struct Request {
  RequestKind kind = RequestKind::Undo;
  std::string path;
  bool flag = false;
  int index = -1;  // LessonNext: the answer chosen
  int value = 0;
  NewGameRequest newGame;
  std::string text;
};

inline Request requestOf(RequestKind kind, std::string path = {}) {
  Request r;
  r.kind = kind;
  r.path = std::move(path);
  return r;
}

// Where a command comes from. Every command of every source passes the one gate (app/game_session.hpp), which
// applies the hooks its source asks for; the engine's refusal is the only refusal of the command itself.
enum class CommandSource : std::uint8_t {
  Script,     // a command script, a test, the lesson's own step (Skip plays its solution): the board is brought
              // to the present first, so its events play from the position the player sees
  Click,      // the player on the board (a room, a corridor, a room's menu, the arrow keys and Enter), the decision
              // window, the debug overlay: refused while the board still presents (input never acts on a future
              // the player has not seen)
  Button,     // a single key, button or menu entry (Pass, Hibernate): as Click, and shown first when it would
              // reveal a chance outcome (confirmation.hpp), since undo never takes that back
  Confirmed,  // the confirmation's Go ahead: as Click, not asked again
};

// What the panels ask of the app (a game's commands go to its own gate: each game's panels have their outbox).
struct Outbox {
  std::vector<Request> requests;
  void clear() { requests.clear(); }
};

// The host and join dialogs' fields (the name and the servers are remembered in the settings).
// OnlineForm::scenario when the room starts from the position on the board (the scenario editor's, or the game's).
inline constexpr int kFromPosition = -2;

struct OnlineForm {
  std::string address;  // HOST:PORT to join
  std::string code;     // the room's join code
  std::string name;     // the name the others see
  int game = 0;         // the host dialog: an index of PanelContext::onlineGames
  int players = 2;
  int scenario = -1;  // an index of that game's scenarios; -1: a new game; kFromPosition: the position on the board
  bool sandbox = false;
  int turnSeconds = 0;  // 0: no turn timer
  bool timerAutoPass = false;
  int port = 4770;
  bool onServer = false;  // the host dialog: the room is made on a server at `address`, not in this program
  // A server given a certificate (nemesis-server --tls-cert): TLS, its certificate checked against the system's
  // authorities, or against `authority` (a PEM file: a friend's self-signed one).
  bool tls = false;
  std::string authority;
  std::string chat;  // the room window's chat line being typed
  int giveTo = 0;    // the room window: the member a seat past its grace period may be given to
};

// What the lesson panel shows, filled by the app from the lesson runner once the board presents the present
// (a step's text never runs ahead of what the board shows).
struct LessonView {
  bool active = false;
  std::string title;
  std::string text;  // the step's text, placeholders filled
  LessonStepKind kind = LessonStepKind::Say;
  int step = 0;  // 1-based
  int steps = 0;
  std::vector<std::string> answers;  // ask
  std::string refusal;               // the last refusal (the lesson's hint, the engine's reason...), as shown
  bool refusalIsError = true;        // false: a try step's refusal, which is what the step wanted
  std::string deadEnd;               // not empty: the step cannot be done from here, and what to do
  bool finished = false;
  bool canUndo = false;
  bool paused = false;
  bool watching = false;            // an observe step while the board still shows its move: Continue waits
  std::string nextLesson;           // the next lesson's file ("" after the last)
  std::vector<std::string> panels;  // the panels the step highlights (kLessonPanels names)
  std::vector<int> rooms;           // ... and the rooms, corridors and characters on the board
  std::vector<int> corridors;       // the game's corridor numbers (Nemesis: PassageId)
  std::vector<int> characters;
  float pulse = 0;  // 0..1: the phase of the highlights' pulsing outline
};

// A lesson in the lesson menu (assets/tutorials, listLessons).
struct LessonMenuEntry {
  std::string path;
  std::string number;  // the file's "01"
  std::string id;
  std::string title;
  std::string error;  // the file does not load: shown greyed out with this
  bool done = false;  // completed (settings: tutorial_done)
};

// Why Save is not offered for an online game (the menu's tooltip, the status bar on Ctrl+S).
inline constexpr const char* kOnlineNotSaved = "An online game is kept by its server; Continue finds it again.";
// Why Save is not offered during a lesson (the menu's tooltip, the status bar on Ctrl+S).
inline constexpr const char* kLessonNotSaved =
    "A lesson is not saved: it can be replayed from the start at any time (Help > Tutorial).";

// Where the fixed panels sit in the window: the menu bar on top, the status bar at the bottom, a column of
// panels (hand, character board, bag) on the right, the event log under the board. The board gets the rest.
struct ScreenLayout {
  float width = 1600;
  float height = 900;
  float menu = 0;          // menu bar height
  float status = 0;        // status bar height
  float statusExtra = 0;   // of `status`: the rows a message longer than the bar wraps onto (taken from `log`)
  float side = 0;          // right column width
  float log = 0;           // event log height
  float lesson = 0;        // the lesson panel's strip over the board (0 outside a lesson): it never covers the board
  bool collapsed = false;  // the right column is folded to a strip (View > Side panels): its panels are not drawn
  // Heights the player dragged the column's own panels to (pixels; 0: the game's automatic split).
  float hand = 0;
  float character = 0;
  [[nodiscard]] float boardX() const { return 0; }
  [[nodiscard]] float boardY() const { return menu + lesson; }
  [[nodiscard]] float boardW() const { return width - side; }
  [[nodiscard]] float boardH() const { return height - menu - lesson - status - log; }
};

// Sizes scale with the UI scale; on a small window the panels shrink before the board does. `side` and `log` are
// the widths the player dragged the splitters to (pixels at UI scale 1; 0: automatic): kept between the panels'
// smallest useful size and a share of the window that leaves the board its part.
inline constexpr float kMinSidePanel = 220;
inline constexpr float kMinLogPanel = 60;
inline constexpr float kCollapsedSide = 30;  // the folded column's strip, holding the button that unfolds it
inline ScreenLayout screenLayout(float width, float height, float uiScale, float side = 0, float log = 0,
                                 bool collapsed = false) {
  ScreenLayout l;
  l.width = width;
  l.height = height;
  l.menu = 20.0f * uiScale;
  l.status = 26.0f * uiScale;
  l.collapsed = collapsed;
  l.side = collapsed  ? kCollapsedSide * uiScale
           : side > 0 ? std::clamp(side * uiScale, std::min(kMinSidePanel * uiScale, width * 0.6f), width * 0.6f)
                      : std::min(400.0f * uiScale, width * 0.4f);
  l.log = log > 0 ? std::clamp(log * uiScale, std::min(kMinLogPanel * uiScale, height * 0.5f), height * 0.5f)
                  : std::min(165.0f * uiScale, height * 0.3f);
  return l;
}

// One saved game as the Open dialog, Continue and Recent list it (the app reads the files; panels show this).
struct GameFileEntry {
  std::string path;  // what Open loads
  std::string
      name;  // the save's file name without ".json", a scenario's name, "Autosave" ("LABEL autosave": another game's)
  std::string date;         // when it was written, local time ("2025-03-14 18:02")
  std::int64_t timeMs = 0;  // the same, for sorting (milliseconds since 1970)
  int round = 0;
  std::string characters;  // "Captain, Scout, Soldier"
  std::string outcome;     // empty while playing, else "won" or "lost"
  std::string savedTo;     // an autosave: the file its game was saved to (empty: never saved)
  // Another game's file (app/game_registry.hpp): its title, and where it stands in its own words ("Countdown 8 ·
  // 2 Spacers alive"), shown instead of the round and the characters.
  std::string game;
  std::string where;
  bool autosave = false;
  bool replay = false;  // a replay file: opens with its history, round of its start position
  std::string error;    // not empty: the file cannot be read, and why
};

// A file that failed to load, split for the load-error window ("FILE: FIELD: PROBLEM").
struct LoadError {
  std::string file;
  std::string field;  // empty when the problem is not in one field (a missing file, a refused replay)
  std::string problem;
};

struct UiState {
  int activeCharacter = 0;
  std::string soundUnavailable;          // why the client is silent (no audio device), for the Settings window
  std::size_t logSeen = 0;               // log entries there were when the log was last scrolled to its end
  bool logToEnd = false;                 // the log's "new events" button asks to scroll to the end
  bool logFollow = true;                 // the log was left at its end: it follows new entries
  std::size_t logDrawn = 0;              // log entries the log panel drew last frame
  std::array<float, 4> decisionAvoid{};  // screen box (x, y, w, h) of a Careful Movement question's room
  float statusOverflow = 0;              // height the status bar's message wanted below its one row, last frame
  int captureKey = -1;                   // Settings > Keys: the action (KeyAction) waiting for its new key
  std::string keyNote;                   // what the last key change did ("Hibernate now has P")
  std::vector<int> selectedCards;        // hand indices chosen to pay, in the order clicked
  int hoverLogRoom = -1;
  int hoverLogPassage = -1;  // the game's corridor number (Nemesis: PassageId, kNoPassage -1)
  bool showNewGame = true;
  bool showDebug = false;     // the debug overlay (F12)
  bool revealHidden = false;  // debug: face-down exploration tokens, bag order, attack deck
  bool showHelp = false;      // F1
  bool showLegend = false;    // View > Legend: the board's pieces, markers and outlines
  bool showAbout = false;     // Help > About
  bool showRules = false;
  bool showSettings = false;
  bool showLoad = false;
  bool showSave = false;
  std::string status;  // last message for the status bar (an illegal click's reason...)
  bool statusIsError = false;
  std::string logFilter;
  std::string rulesFilter;
  int rulesTable = 0;           // the rule table shown: an index of PanelContext::ruleTables
  RulesLibrary rules;           // the seed texts and RULES.md, read when first shown
  std::string rulesTab;         // a rules reference tab to select on the next frame: "table", "nemesis", a game's name
  std::string filePath;         // the path field of the Save As / Open dialogs
  std::string proposedPath;     // what the dialog proposed there (replaced as the list arrives, until edited)
  int handOver = -1;            // hot seat: the character whose player must confirm being ready
  LessonView lesson;            // the lesson being played (lesson.active), as the lesson panel shows it
  bool showLessons = false;     // the lesson menu (a dialog)
  bool showHostOnline = false;  // File > Host online game (a dialog)
  bool showJoinOnline = false;  // File > Join online game (a dialog)
  bool showRoom = false;        // the online room's window (not modal: the board stays in play beside it)
  OnlineForm online;
  std::vector<LessonMenuEntry> lessons;  // what it lists, filled by the app when it opens
  // A game's own modal dialog is open while *gameDialog (the Nemesis confirmation): the game points it there.
  const bool* gameDialog = nullptr;

  // The game's standing, kept by the app for the title, the status bar and the prompts.
  bool gameStarted = false;  // false at first launch until a game is started or opened: no game is claimed
  bool unsaved = false;      // commands applied, undone or redone since the last save, load or new game
  bool autosaving = false;   // the app keeps an autosave of this game (it has a data folder)

  // Files the app lists for the dialogs: refreshed when a game starts or opens and when Open is asked for.
  std::vector<GameFileEntry> recent;          // recent saves and autosaves of other games, newest first
  std::vector<GameFileEntry> savesList;       // the Open and Save As dialogs: one entry per save in the saves folder
  bool savesListing = false;                  // the saves folder is being read (in a worker thread) for savesList
  std::optional<GameFileEntry> continueGame;  // the newest autosave of another game

  // Dialogs (see beginDialog in panel_common.hpp): one is shown at a time, the rest wait beneath it.
  bool showSavePrompt = false;           // Save / Don't save / Cancel before pendingAction
  std::optional<Request> pendingAction;  // what ends or replaces the game once the prompt is answered
  std::string promptError;               // why the prompt's Save failed (shown in the prompt)
  std::optional<LoadError> loadError;    // the load-error window is open while set
  bool showScenarioInfo = false;         // a scenario's name and description, when it opens
  std::string scenarioName;
  std::string scenarioDescription;
  // Escape or Enter pressed while a dialog is open: the app records it from SDL, the topmost dialog takes it.
  enum class DialogKey : std::uint8_t { None, Enter, Escape };
  DialogKey dialogKey = DialogKey::None;
  int dialogFrame = -1;  // the ImGui frame a dialog was last shown in (beginDialog shows one per frame)
  // The open flag of the dialog being drawn, from beginDialog to endDialog (Escape clears it there), else null.
  bool* dialogOpen = nullptr;

  ItemRecorder recorder;  // where this app's widgets were drawn, while a test records them
};

// True while a modal dialog is open: the app then gives the board no mouse and no keys.
[[nodiscard]] inline bool anyDialogOpen(const UiState& ui) {
  return ui.showNewGame || ui.showLoad || ui.showSave || ui.showSettings || ui.showSavePrompt ||
         ui.loadError.has_value() || ui.showScenarioInfo || (ui.gameDialog != nullptr && *ui.gameDialog) ||
         ui.handOver >= 0 || ui.showLessons || ui.showHostOnline || ui.showJoinOnline;
}

}  // namespace nemesis::ui
