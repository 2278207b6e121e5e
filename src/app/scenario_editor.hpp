// What the scenario editor of every game shares (issue 27): the scenario's document with undo and redo over every
// edit, the one gate every edit passes (edit: kept only when the game's own scenario reader reads the result, else
// refused with the reader's reason, shown by the piece on the board and in the status line), a click told from a
// drag, the scenario's name and description, and the GameClient parts that are the same for every editor (no
// animations, no lesson, Save writing the scenario's text, no autosave). Each game's editor adds its board, its
// palette and its edits (src/app/GAME/GAME_editor*.cpp). Nothing here names a game.
#pragma once

#include <functional>
#include <optional>
#include <span>
#include <string>
#include <utility>

#include "app/game_client.hpp"
#include "engine/kernel/edit_document.hpp"
#include "ui_state.hpp"

namespace nemesis::app {

class ScenarioEditor : public GameClient {
 public:
  // How the reader's messages name the position: the editor shows them as "FIELD: PROBLEM".
  static constexpr std::string_view kSource = "the position";

  // `text` as opened (throws std::runtime_error naming `source` when it is not a JSON object; the game's reader has
  // read it first).
  ScenarioEditor(ui::UiState& ui, std::string text, const std::string& source);

  void update(float seconds, float speed) override {
    (void)seconds;
    (void)speed;
  }
  void skipAnimations() override {}
  [[nodiscard]] bool idle() const override { return true; }
  std::vector<view::AnimKind> takeStartedAnimations() override { return {}; }
  void applyOutbox() override {}
  // The game's panels (drawEditorPanels). An edit made by a panel changes the document at once, but the position
  // the panels read is read again only once they are all drawn: a widget never holds a piece of a position that
  // is gone (a panel's loop over the pieces, a reference to the piece it shows).
  void drawPanels(ui::PanelContext& app) final;
  void drawOverlays(ui::PanelContext& app, const BoardPointer& pointer) override;
  void clicked(view::Vec2 screen, const view::Camera& camera) override;
  void released(view::Vec2 screen, const view::Camera& camera) override;
  // The editor plays no commands: a script line is refused, saying what to do instead.
  bool submitLine(const std::string& text, const std::string& source, int line) override;
  [[nodiscard]] bool canUndo() const override { return doc_.canUndo(); }
  [[nodiscard]] std::string whyNoUndo() const override { return "No edit to take back."; }
  [[nodiscard]] bool canRedo() const override { return doc_.canRedo(); }
  void undo() override;
  void redo() override;
  [[nodiscard]] bool sandbox() const override { return false; }
  void setSandbox(bool on) override { (void)on; }
  [[nodiscard]] std::size_t commandCount() const override { return doc_.changes(); }
  [[nodiscard]] bool playingLesson() const override { return false; }
  void lessonView(ui::LessonView& v) override { (void)v; }
  void lessonRequest(const ui::Request& r) override { (void)r; }
  [[nodiscard]] std::string saveText() const override { return doc_.text(); }
  [[nodiscard]] bool provesWhole() const override { return true; }
  // A scenario being edited is no game to continue: the save prompt guards it when it is left.
  void writeAutosave(const std::string& dir, const AutosaveMeta& meta, std::string_view game) const override {
    (void)dir;
    (void)meta;
    (void)game;
  }
  [[nodiscard]] bool editing() const override { return true; }

  // The one gate of every edit (board clicks, drags, the palette, the inspector, the name): applied when the
  // game's reader reads the result, else refused with its reason, shown at `at` (a screen point) when given. True
  // when applied (or when it changed nothing).
  bool edit(const EditDocument::Edit& change, std::optional<view::Vec2> at = std::nullopt);
  [[nodiscard]] const EditDocument& document() const { return doc_; }
  // The reason the last edit was refused ("" after one that applied).
  [[nodiscard]] const std::string& refusal() const { return refusal_; }

 protected:
  // The game's reader's verdict on a text: "" when it reads it, else why not (its message without kSource).
  [[nodiscard]] virtual std::string check(const std::string& text) const = 0;
  // The position from document() (after an edit, undo or redo).
  virtual void reread() = 0;
  virtual void drawEditorPanels(ui::PanelContext& app) = 0;
  // A press and release in one place, and a drag from one screen point to another.
  virtual void clickAt(view::Vec2 screen, const view::Camera& camera) = 0;
  virtual void dragged(view::Vec2 from, view::Vec2 to, const view::Camera& camera) = 0;
  // The game's reader over the document's texts, keeping what it made of the last text it accepted: an edit's text
  // is read once, by check(), and reread() takes that position (undo and redo read theirs).
  template <class Position>
  class Reader {
   public:
    explicit Reader(std::function<Position(const std::string& text)> read) : read_(std::move(read)) {}
    // "" when the reader reads `text` (its position kept), else its message without kSource.
    [[nodiscard]] std::string verdict(const std::string& text) {
      try {
        kept_ = read_(text);
        keptText_ = text;
        return {};
      } catch (const std::exception& e) {
        return reasonOf(e);
      }
    }
    [[nodiscard]] Position positionOf(const std::string& text) {
      if (kept_ && keptText_ == text) {
        Position p = std::move(*kept_);
        kept_.reset();
        return p;
      }
      return read_(text);
    }

   private:
    std::function<Position(const std::string& text)> read_;
    std::optional<Position> kept_;
    std::string keptText_;
  };
  [[nodiscard]] static std::string reasonOf(const std::exception& e);
  // The palette window in the right column, its hint and its fields' width (false: the column is folded; nothing
  // to end then), and its end; the tools as radio buttons, `perRow` to a row, each with its number key's digit.
  struct ToolChoice {
    const char* label;
    const char* id;  // recorded as "editor.tool.ID"
  };
  bool beginPalette(ui::PanelContext& app);
  static void endPalette();
  static void drawTools(ui::PanelContext& app, std::span<const ToolChoice> tools, int& tool, int perRow);
  // The strip under the board: the name and the description fields, then the game's buttons (false: not shown;
  // nothing to end then).
  bool beginStrip(ui::PanelContext& app);
  static void endStrip();
  // What the frame key takes from the editor: the document, the refusal shown, a press under way.
  [[nodiscard]] std::string editorMarks() const;
  // The Play request: `text` played as a new game from its position.
  static void requestPlay(ui::PanelContext& app, std::string text);
  void say(std::string text, bool error);

 private:
  ui::UiState& ui_;
  EditDocument doc_;
  // After an undo or a redo: the position and the fields read again, no refusal shown, the app told.
  void stepped();
  bool inPanels_ = false;  // the panels are being drawn: an edit's reading of the position waits for their end
  bool stale_ = false;     // ... and one is waiting
  std::optional<view::Vec2> pressedAt_;
  std::string refusal_;
  std::optional<view::Vec2> refusalAt_;
  std::string name_;  // the fields' text being typed
  std::string description_;
};

}  // namespace nemesis::app
