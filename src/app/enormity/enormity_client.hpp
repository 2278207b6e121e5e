// The Enormity module's client (issue 13): its history and presentation, its board painter (render/enormity)
// and panels (ui/enormity), joined behind the app's GameClient seam. Every command, from a panel, a board
// click or a script line, goes through submit(): the engine's refusal is the only one, and the status line
// says it with its rule.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "app/game_client.hpp"
#include "app/game_registry.hpp"
#include "app/game_session.hpp"
#include "engine/enormity/enormity_rules.hpp"
#include "engine/enormity/lesson.hpp"
#include "render/enormity/enormity_presentation.hpp"
#include "render/enormity/grid_painter.hpp"
#include "ui/enormity/enormity_panels.hpp"

namespace nemesis::view {
class Art;
}

namespace nemesis::app {

// Whether a file whose "format" is `format` (replay_text::formatOf) is an Enormity file the client opens: a
// scenario, a replay (the app's saves of the module) or a lesson.
[[nodiscard]] bool isEnormityFormat(std::string_view format);

class EnormityClient final : public GameClient {
 public:
  // `text` is a scenario, a replay (read, verified and played into the undo history in one pass) or a lesson (played
  // from its scenario, its runner judging every command before the gate applies it); `path` names it
  // in errors; data named by it are read from `assetsDir` (assets/enormity). Throws enormity::DataError,
  // ScriptError or std::runtime_error with a message naming the file and the place.
  EnormityClient(view::Art& art, ui::UiState& ui, std::string_view text, const std::string& path,
                 const std::string& assetsDir);
  // Online play (enormity_online.cpp): a member's view of a table a server holds, its commands sent there. Throws
  // enormity::ViewError when the view does not read.
  EnormityClient(view::Art& art, ui::UiState& ui, const OnlineTableStart& start, const std::string& assetsDir);
  // A finished online game's record played again into `history` (enormity_online.cpp): its log made from it.
  EnormityClient(view::Art& art, ui::UiState& ui, std::unique_ptr<enormity::History> history,
                 const std::string& assetsDir);
  [[nodiscard]] bool playsOnline() const override { return online_.has_value(); }
  // Edit > Scenario editor: this position: the game as it stands (not a lesson's, not an online view).
  [[nodiscard]] bool canEditPosition() const override { return !lesson_ && !online_; }
  [[nodiscard]] std::string positionText() const override;
  // A spectator's clicks act on nothing; else the board still presenting blocks input, as for every game.
  [[nodiscard]] std::string inputBlocked() const override {
    return online_ && online_->seats.empty() ? std::string(kWatchingOnline) : GameClient::inputBlocked();
  }
  void tableNews(std::string_view events, std::string_view view, std::uint32_t command,
                 std::span<const int> seats) override;

  [[nodiscard]] std::string gameName() const override { return "Enormity"; }
  [[nodiscard]] std::string statusText() const override;
  void fitCamera(view::Camera& camera, view::Rect viewport, float uiScale) const override;
  void update(float seconds, float speed) override;
  void skipAnimations() override;
  [[nodiscard]] bool idle() const override { return session_->presentation().idle(); }
  std::vector<view::AnimKind> takeStartedAnimations() override { return session_->presentation().takeStarted(); }
  void drawPanels(ui::PanelContext& app) override;
  // What floats over the board: the legend (View > Legend; enormity_legend.cpp).
  void drawOverlays(ui::PanelContext& app, const BoardPointer& pointer) override {
    (void)app;
    (void)pointer;
    drawLegend();
  }
  [[nodiscard]] bool hasLegend() const override { return true; }
  void applyOutbox() override;
  void drawBoard(const view::Camera& camera, float uiScale) override;
  [[nodiscard]] std::uint64_t frameKey() const override;
  void mouseMoved(view::Vec2 screen, const view::Camera& camera) override;
  void clicked(view::Vec2 screen, const view::Camera& camera) override;
  bool submitLine(const std::string& text, const std::string& source, int line) override;
  // In a lesson undo is Back (the start of the last step the player did, as the Nemesis lessons' Back), and
  // there is no redo.
  // Online undo is the table's: a player asks, the server says whether it may.
  [[nodiscard]] bool canUndo() const override {
    return online_ ? !online_->seats.empty() : lesson_ ? lesson_->canGoBack() : history().canUndo();
  }
  [[nodiscard]] std::string whyNoUndo() const override {
    return online_   ? std::string(kWatchingOnline)
           : lesson_ ? "Nothing to take back: this lesson has no move of yours yet."
                     : history().whyNoUndo();
  }
  [[nodiscard]] bool canRedo() const override { return !lesson_ && !online_ && history().canRedo(); }
  [[nodiscard]] bool playingLesson() const override { return lesson_ != nullptr; }
  void lessonView(ui::LessonView& v) override;
  void lessonRequest(const ui::Request& r) override;
  [[nodiscard]] const enormity::LessonRunner* lesson() const { return lesson_.get(); }
  void undo() override;
  void redo() override;
  [[nodiscard]] bool sandbox() const override { return history().sandbox(); }
  void setSandbox(bool on) override { session_->history().setSandbox(on); }
  [[nodiscard]] std::size_t commandCount() const override { return history().commands().size(); }
  [[nodiscard]] std::string saveText() const override;
  [[nodiscard]] bool provesWhole() const override { return provesWhole_; }

  // The one gate (GameSession::submit): applies `cmd` (online: sends it to the table) or refuses it (ui.status
  // says why, with its rule). A
  // script's command (the default: scripts and tests) first brings the board to the present; the player's
  // (CommandSource::Click) is refused while the board still presents.
  bool submit(const enormity::Command& cmd, ui::CommandSource from = ui::CommandSource::Script);
  [[nodiscard]] const enormity::State& state() const { return history().state(); }
  [[nodiscard]] const enormity::History& history() const { return session_->history(); }
  [[nodiscard]] const enormity::State& presented() const { return session_->presentedState(); }
  [[nodiscard]] const std::vector<ui::enormity::LogEntry>& log() const { return session_->shownLog(); }
  [[nodiscard]] ui::enormity::PanelsState& panels() { return panels_; }
  [[nodiscard]] const view::enormity::EnormityPresentation& presentation() const { return session_->presentation(); }
  // What the board outlines now (tests).
  [[nodiscard]] view::enormity::GridHighlights highlights() const;
  // The last viewport the board was drawn in (the tray's dice are hit-tested in it).
  [[nodiscard]] view::Rect viewport() const { return viewport_; }
  [[nodiscard]] float uiScale() const { return uiScale_; }

 private:
  using Session = GameSession<enormity::EnormityRules, view::enormity::EnormityPresentation, ui::enormity::LogEntry,
                              enormity::History>;
  // The hooks the gate calls (game_session.hpp).
  void hookSession();
  // Nothing picked for the next step of the roll.
  void clearPicks();
  void drawLegend();
  // Applies the forced outcomes the lesson's current step asks for, once, through the gate.
  void applyLessonForcing();
  // The lesson's buttons: Continue on a say or observe step, Skip (the step played as its solution plays it),
  // Restart from the first step; Back and Rewind step keep the first `commands` of the history (the runner
  // counts them) and begin the step again.
  void lessonContinue();
  void lessonSkip();
  void lessonRestart();
  void lessonKeep(std::size_t commands, const std::string& status);

  view::Art& art_;
  ui::UiState& ui_;
  std::string assetsDir_;
  std::unique_ptr<enormity::LessonRunner> lesson_;  // a lesson being played, or null
  std::unique_ptr<Session> session_;                // the history, the presentation and the log shown with it
  view::enormity::GridPainter painter_;
  ui::enormity::PanelsState panels_;
  std::vector<enormity::Command> outbox_;
  view::Rect viewport_{};
  float uiScale_ = 1.0f;
  int hoverBlip_ = -1;
  std::optional<enormity::Space> hoverSpace_;
  float pulseClock_ = 0;
  std::string lessonRefusal_;  // why the lesson or the engine refused the player's last command in the lesson
  std::string nextLesson_;     // the lesson file after this one in its folder ("" after the last)
  bool provesWhole_ = true;    // false: opened from a version 1 replay
  // Online: the Spacers this member holds, the view's bytes last shown, and where commands and undo go.
  struct Online {
    std::vector<int> seats;
    std::string view;
    std::function<std::string(const std::string&)> send;
    std::function<std::string()> undo;
  };
  std::optional<Online> online_;
};

}  // namespace nemesis::app
