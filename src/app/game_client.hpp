// The seam between the app and the game being played (docs/modules.md), every game alike: the app
// holds exactly one GameClient and hands it the board area (drawing, hover, clicks, the game's keys), the panels
// beside and under the board and the game's windows, the animations and their sounds, undo and redo, lessons,
// the text of Save and the autosave. What stays the app's: the window, the camera (fit, zoom, pan), the menu bar,
// the status bar, the dialogs, the settings, the file menus. A game adds an implementation of this and its own
// painter and panels in its folders; it edits no other game's.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "camera.hpp"
#include "key_bindings.hpp"
#include "panels.hpp"
#include "render/animation_kind.hpp"

namespace nemesis::app {

struct AutosaveMeta;

// A key as SDL names it (SDL_Keycode), kept as its integer so this seam needs no SDL header.
using KeyCode = std::int32_t;

// Where the mouse is over the board, for the game's tooltips and menus (drawOverlays).
struct BoardPointer {
  const view::Camera& camera;
  view::Vec2 at;          // the last position the board saw
  bool dragging = false;  // a pan is under way: no tooltip
};

// What opening a file told, when the game says it in its own words (GameClient::opened): the status line, the
// file Save writes over, and for an autosave continued, that game's id and unsaved mark.
struct OpenNote {
  std::string status;
  bool error = false;    // opened, but something is said in red (a replay beside a save that was not used)
  std::string file;      // a save of the game: Save writes over it (empty: Save asks where)
  bool remember = true;  // listed under File > Recent
  std::string gameId;    // an autosave continued: it goes on autosaving into the same file
  bool unsaved = false;  // ... and its changes not in `file` are still unsaved
};

// What an online spectator is told when it tries to act (every game's online client says the same).
inline constexpr const char* kWatchingOnline = "You are watching this game: only its players act.";

class GameClient {
 public:
  GameClient() = default;
  virtual ~GameClient() = default;
  GameClient(const GameClient&) = delete;
  GameClient& operator=(const GameClient&) = delete;

  // The game's name: the window title and the status bar name the game by it.
  [[nodiscard]] virtual std::string gameName() const = 0;
  // The status bar's account of the presented moment ("Countdown 8 · Infiltration · scout's Noise: assign").
  [[nodiscard]] virtual std::string statusText() const = 0;
  // The same as the status bar's parts (status_part.hpp); by default the text above as one part.
  [[nodiscard]] virtual std::vector<ui::StatusPart> statusParts() const {
    return {{statusText(), true, ui::StatusTone::Plain, {{"status.module", -1}}}};
  }
  // Fits the board into the viewport (a new game, a resized window, the Fit key): the module knows what it
  // draws over the board in screen space and keeps clear of it.
  virtual void fitCamera(view::Camera& camera, view::Rect viewport, float uiScale) const = 0;

  // Animations: advance by the frame time (times the speed the settings give), skip to the present.
  virtual void update(float seconds, float speed) = 0;
  virtual void skipAnimations() = 0;
  [[nodiscard]] virtual bool idle() const = 0;
  // The shared animation kinds begun since the last call: the app plays their sounds (render/sound_synth.hpp).
  virtual std::vector<view::AnimKind> takeStartedAnimations() = 0;

  // The ImGui pass: the game's panels beside and under the board (the app's PanelContext gives the layout, the
  // status line and the debug overlay's flag), drawn before the app's status bar; then its windows (a decision,
  // the game's end, its debug overlay), after the status bar and before the lesson strip; then, after the app's
  // dialogs, what floats over the board (its tooltip, its menus, its legend). After the pass, the commands they
  // asked for go through the game's gate.
  virtual void drawPanels(ui::PanelContext& app) = 0;
  virtual void drawWindows(ui::PanelContext& app) { (void)app; }
  // The game's modal dialogs (a confirmation, a hand-over), drawn among the app's in their order of urgency.
  virtual void drawDialogs(ui::PanelContext& app) { (void)app; }
  virtual void drawOverlays(ui::PanelContext& app, const BoardPointer& pointer) {
    (void)app;
    (void)pointer;
  }
  virtual void applyOutbox() = 0;
  // It draws a legend of its pieces and outlines (drawOverlays, while ui.showLegend): View > Legend is offered.
  [[nodiscard]] virtual bool hasLegend() const { return false; }
  // Why the player's input cannot act now (the board still presents what happened; a question or a hand-over
  // to answer first), or empty when it can: a click, a key or a panel's command never acts on a future the
  // player has not seen.
  [[nodiscard]] virtual std::string inputBlocked() const {
    return idle() ? std::string()
                  : "The board is still showing what just happened: wait for it, or press Space to skip to the "
                    "present.";
  }
  // The board, under the panels.
  virtual void drawBoard(const view::Camera& camera, float uiScale) = 0;
  // Changes whenever the board's picture would (the app skips drawing frames that show nothing new).
  [[nodiscard]] virtual std::uint64_t frameKey() const = 0;
  // The mouse over the board (never while ImGui wants it or a dialog is open).
  virtual void mouseMoved(view::Vec2 screen, const view::Camera& camera) = 0;
  virtual void clicked(view::Vec2 screen, const view::Camera& camera) = 0;
  // A right click that did not pan, and the mouse gone over a panel or a dialog.
  virtual void rightClicked(view::Vec2 screen, const view::Camera& camera) {
    (void)screen;
    (void)camera;
  }
  virtual void mouseLeft() {}
  // A key over the board (no dialog open, no text field): true when the game used it. The app's own keys (help,
  // debug, skip, fit, the lesson's Enter and Escape) come after, for a key the game did not use. `action` is
  // the key's board action as the player bound it (ui/key_bindings.hpp).
  virtual bool keyPressed(KeyCode key, std::optional<ui::KeyAction> action, bool shift) {
    (void)key;
    (void)action;
    (void)shift;
    return false;
  }
  // Where a thing the game names is on the screen (a screenshot script's --click: a Nemesis room's label).
  [[nodiscard]] virtual std::optional<view::Vec2> spotOnScreen(std::string_view name,
                                                               const view::Camera& camera) const {
    (void)name;
    (void)camera;
    return std::nullopt;
  }
  // One line of a command script in the module's grammar (the app's --commands): false, with the status line
  // saying why, when the engine refuses it; throws ScriptError for text that is not a command.
  virtual bool submitLine(const std::string& text, const std::string& source, int line) = 0;

  [[nodiscard]] virtual bool canUndo() const = 0;
  [[nodiscard]] virtual std::string whyNoUndo() const = 0;
  [[nodiscard]] virtual bool canRedo() const = 0;
  virtual void undo() = 0;
  virtual void redo() = 0;
  [[nodiscard]] virtual bool sandbox() const = 0;
  virtual void setSandbox(bool on) = 0;
  // Commands applied since the game began (the app's "unsaved" and autosave follow them).
  [[nodiscard]] virtual std::size_t commandCount() const = 0;
  // A lesson is being played: nothing to save or autosave (README "Tutorial").
  [[nodiscard]] virtual bool playingLesson() const = 0;
  // The lesson being played as the app's one lesson strip shows it for every module (the step, its text, what
  // Continue, Back, Rewind step, Restart and Skip may do); `v.paused` and `v.pulse` stay the app's. Nothing to
  // fill outside a lesson.
  virtual void lessonView(ui::LessonView& v) = 0;
  // The strip's buttons and keys: LessonNext (Continue, Enter), LessonRewind, LessonRestart, LessonSkip. Back is
  // undo(): in a lesson it takes back the player's last step.
  virtual void lessonRequest(const ui::Request& r) = 0;
  // The whole game as a file (its start and every command, so Open restores undo too).
  [[nodiscard]] virtual std::string saveText() const = 0;
  // False when the game was opened from a replay that cannot prove it is whole (a version 1 replay records
  // neither its length nor its final hash): Open says so.
  [[nodiscard]] virtual bool provesWhole() const = 0;
  // Save: writes the game to `path` (throws naming the file on failure). By default saveText(), atomically.
  virtual void save(const std::string& path) const;
  // What opening its file told, or none: the app then says it ("Opened the GAME game NAME.").
  [[nodiscard]] virtual std::optional<OpenNote> opened() const { return std::nullopt; }
  // The lesson is at a step Enter continues (one that takes no move: say, observe, check). By default from its
  // view (lessonView).
  [[nodiscard]] virtual bool lessonAwaitsContinue();
  // The lesson's title (the window's title names it). By default from its view.
  [[nodiscard]] virtual std::string lessonTitle();
  // Writes the game's autosave into `dir` (autosave.hpp), `game` being its registered name; throws naming the
  // file on failure. By default its save (saveText), as DIR/ID.GAME-replay.json, which Open reads and Continue
  // lists.
  virtual void writeAutosave(const std::string& dir, const AutosaveMeta& meta, std::string_view game) const;

  // The scenario editor (issue 27). A game being played offers its position as a scenario of its game for the
  // editor to start from (Edit > Scenario editor: this position): whatever the program holds, as the sandbox's Reveal shows
  // it. The editor itself is a client (ClientGame::editor) that says so; it is handed the left button's release
  // too, so that a piece can be dragged (a click is the press).
  [[nodiscard]] virtual bool canEditPosition() const { return false; }
  [[nodiscard]] virtual std::string positionText() const { return {}; }
  [[nodiscard]] virtual bool editing() const { return false; }
  virtual void released(view::Vec2 screen, const view::Camera& camera) {
    (void)screen;
    (void)camera;
  }

  // Online play (issue 26; a client made by ClientGame::online): it shows one member's view of a table a server
  // holds, and its commands go to that server through the gate (GameSession's `remote` hook).
  [[nodiscard]] virtual bool playsOnline() const { return false; }
  // The table's news for this member: `events` a command the table played (number `command`), as this member may
  // see them (the game's bytes), and `view` the member's view after it; or no events, and the view as it stands
  // (coming in or back, a change of seats: shown at once). `seats`: the players the member holds (none: it
  // watches). Throws std::runtime_error naming what does not read (the app then leaves the room, saying why).
  virtual void tableNews(std::string_view events, std::string_view view, std::uint32_t command,
                         std::span<const int> seats) {
    (void)events;
    (void)view;
    (void)command;
    (void)seats;
  }

  // The app learns of every change to the game through this one signal, which the module gives from the one
  // path that changes it (a command through its gate, undo, redo, a lesson step taken back): the app marks the
  // game unsaved and autosaves it then, never by watching the game from frame to frame.
  void onChanged(std::function<void()> listener) { changed_ = std::move(listener); }

 protected:
  void changed() const {
    if (changed_) changed_();
  }

 private:
  std::function<void()> changed_;
};

}  // namespace nemesis::app
