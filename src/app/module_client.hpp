// The seam between the app and a rules module's client other than Nemesis (docs/modules.md): while such a game
// is played, the app hands it the board area (drawing, hover, clicks), the panels beside and under the board,
// the animations and their sounds, undo and redo, and the text of Save. What stays the app's: the window, the
// camera (fit, zoom, pan), the menu bar, the status bar, the dialogs, the settings, the file menus. A module adds
// an implementation of this and its own painter and panels; it edits none of the Nemesis ones.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "camera.hpp"
#include "panels.hpp"
#include "render/animation_kind.hpp"

namespace nemesis::app {

class ModuleClient {
 public:
  ModuleClient() = default;
  virtual ~ModuleClient() = default;
  ModuleClient(const ModuleClient&) = delete;
  ModuleClient& operator=(const ModuleClient&) = delete;

  // The game's name: the window title and the status bar name the game by it.
  [[nodiscard]] virtual std::string gameName() const = 0;
  // The status bar's account of the presented moment ("Countdown 8 · Infiltration · scout's Noise: assign").
  [[nodiscard]] virtual std::string statusText() const = 0;
  // Fits the board into the viewport (a new game, a resized window, the Fit key): the module knows what it
  // draws over the board in screen space and keeps clear of it.
  virtual void fitCamera(view::Camera& camera, view::Rect viewport, float uiScale) const = 0;

  // Animations: advance by the frame time (times the speed the settings give), skip to the present.
  virtual void update(float seconds, float speed) = 0;
  virtual void skipAnimations() = 0;
  [[nodiscard]] virtual bool idle() const = 0;
  // The shared animation kinds begun since the last call: the app plays their sounds (render/sound_synth.hpp).
  virtual std::vector<view::AnimKind> takeStartedAnimations() = 0;

  // The ImGui pass: the module's panels (the app's PanelContext gives the layout, the status line and the
  // debug overlay's flag). Then, after the pass, the commands they asked for go through the module's gate.
  virtual void drawPanels(ui::PanelContext& app) = 0;
  virtual void applyOutbox() = 0;
  // The board, under the panels.
  virtual void drawBoard(const view::Camera& camera, float uiScale) = 0;
  // Changes whenever the board's picture would (the app skips drawing frames that show nothing new).
  [[nodiscard]] virtual std::uint64_t frameKey() const = 0;
  // The mouse over the board (never while ImGui wants it or a dialog is open).
  virtual void mouseMoved(view::Vec2 screen, const view::Camera& camera) = 0;
  virtual void clicked(view::Vec2 screen, const view::Camera& camera) = 0;
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
  virtual void lessonView(ui::LessonView& v) const = 0;
  // The strip's buttons and keys: LessonNext (Continue, Enter), LessonRewind, LessonRestart, LessonSkip. Back is
  // undo(): in a lesson it takes back the player's last step.
  virtual void lessonRequest(const ui::Request& r) = 0;
  // The whole game as a file (its start and every command, so Open restores undo too).
  [[nodiscard]] virtual std::string saveText() const = 0;
  // False when the game was opened from a replay that cannot prove it is whole (a version 1 replay records
  // neither its length nor its final hash): Open says so.
  [[nodiscard]] virtual bool provesWhole() const = 0;

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
