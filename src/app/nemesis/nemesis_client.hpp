// The Nemesis game in the client: its History of commands (and a lesson's runner playing on it), the
// presentation that animates each command's events, the log, the board painter and layout, the exact odds, the
// hot-seat hand-over, keyboard play and the board's menus, behind the GameClient seam as Enormity's client is
// (docs/modules.md). Every command, from a click, a key, a panel, the debug overlay, a script or a lesson's Skip,
// passes submit(): its hooks (blocked input, the chance confirmation, the lesson judge) and then the engine,
// whose refusal is the only one.
#pragma once

#include <SDL.h>

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "app/game_client.hpp"
#include "app/game_registry.hpp"
#include "app/game_session.hpp"
#include "camera.hpp"
#include "engine/nemesis/history.hpp"
#include "engine/nemesis/lesson_runner.hpp"
#include "engine/nemesis/move_odds.hpp"
#include "render/nemesis/layout.hpp"
#include "render/nemesis/presentation.hpp"
#include "render/nemesis/scene.hpp"
#include "settings.hpp"
#include "ui/nemesis/confirmation.hpp"
#include "ui/nemesis/log_entry.hpp"
#include "ui/nemesis/nemesis_panels.hpp"
#include "ui_state.hpp"

namespace nemesis::view {
class Art;
class BoardPainter;
struct Highlights;
}  // namespace nemesis::view

namespace nemesis::app {

// The lesson file in `tutorialsDir` that `which` names: its id ("moving") or its file number ("1", "01");
// an empty `which` names the first lesson not in `done` (the first lesson when all are). Throws AppError
// ("\"99\" is not a lesson: ...", listing the lessons there are).
std::string lessonFileFor(const std::string& tutorialsDir, const std::string& scenariosDir,
                          const std::string& boardsDir, const std::string& which, const std::vector<std::string>& done);

class NemesisClient final : public GameClient {
 public:
  // The game `history` holds, presented from its current state. With `emptyShip`, the start screen instead:
  // the board of that game without its pieces, nothing played and nothing to claim a game.
  NemesisClient(const ClientContext& context, std::unique_ptr<History> history, bool emptyShip = false);
  ~NemesisClient() override;
  NemesisClient(const NemesisClient&) = delete;
  NemesisClient& operator=(const NemesisClient&) = delete;

  // Plays a lesson (docs/tutorial-format.md "The runner") on this client's history, from its start.
  void playLesson(Lesson lesson, const std::string& path);
  // A loaded game's log: its past commands' entries, shown at once (appendLog), or made while a replay was read.
  void appendLog(const EventLog& events, int command);
  void setLog(std::vector<ui::LogEntry> entries) { session_->log().shown() = std::move(entries); }
  // The log of a game continued from its autosave: each command replayed from the start, its entries written as
  // they were when it was played (logEntriesOf), the move's odds notes included.
  void restoreLog();

  [[nodiscard]] std::string gameName() const override { return "Nemesis"; }
  [[nodiscard]] std::string statusText() const override;
  [[nodiscard]] std::vector<ui::StatusPart> statusParts() const override;
  void fitCamera(view::Camera& camera, view::Rect viewport, float uiScale) const override;
  void update(float seconds, float speed) override;
  void skipAnimations() override;
  [[nodiscard]] bool idle() const override { return presentation().idle(); }
  std::vector<view::AnimKind> takeStartedAnimations() override;
  void drawPanels(ui::PanelContext& app) override;
  void drawWindows(ui::PanelContext& app) override;
  void drawDialogs(ui::PanelContext& app) override;
  void drawOverlays(ui::PanelContext& app, const BoardPointer& pointer) override;
  void applyOutbox() override;
  [[nodiscard]] bool hasLegend() const override { return true; }
  [[nodiscard]] std::string inputBlocked() const override;
  void drawBoard(const view::Camera& camera, float uiScale) override;
  [[nodiscard]] std::uint64_t frameKey() const override;
  void mouseMoved(view::Vec2 screen, const view::Camera& camera) override;
  void clicked(view::Vec2 screen, const view::Camera& camera) override;
  void rightClicked(view::Vec2 screen, const view::Camera& camera) override;
  void mouseLeft() override { hoverRoom_ = -1; }
  bool keyPressed(KeyCode key, std::optional<ui::KeyAction> action, bool shift) override;
  [[nodiscard]] std::optional<view::Vec2> spotOnScreen(std::string_view name,
                                                       const view::Camera& camera) const override;
  bool submitLine(const std::string& text, const std::string& source, int line) override;
  // In a lesson undo is the runner's (the player's own moves, always allowed) and there is no redo. Online it is
  // the table's: a player asks, the server says whether it may (its own last command, nothing revealed).
  [[nodiscard]] bool canUndo() const override {
    return online_ ? !online_->seats.empty() : lesson_ ? lesson_->canUndo() : history().canUndo();
  }
  [[nodiscard]] std::string whyNoUndo() const override {
    return online_   ? std::string(kWatchingOnline)
           : lesson_ ? "Nothing to take back: this lesson has no move of yours yet."
                     : history().whyNoUndo();
  }
  [[nodiscard]] bool canRedo() const override { return !lesson_ && !online_ && history().canRedo(); }
  void undo() override;
  void redo() override;
  [[nodiscard]] bool sandbox() const override { return history().sandbox(); }
  void setSandbox(bool on) override { history().setSandbox(on); }
  [[nodiscard]] std::size_t commandCount() const override { return history().commands().size(); }
  [[nodiscard]] bool playingLesson() const override { return lesson_ != nullptr; }
  void endLesson() { lesson_.reset(); }  // another game starts: the board was the lesson's
  void lessonView(ui::LessonView& v) override;
  void lessonRequest(const ui::Request& r) override;
  [[nodiscard]] std::string saveText() const override;
  [[nodiscard]] bool provesWhole() const override { return true; }
  void writeAutosave(const std::string& dir, const AutosaveMeta& meta, std::string_view game) const override;
  // Save: the state file and the replay beside it (save_files.hpp).
  void save(const std::string& path) const override;
  [[nodiscard]] std::optional<OpenNote> opened() const override { return opened_; }
  void setOpened(OpenNote note) { opened_ = std::move(note); }
  // Online play (nemesis_online.cpp): this client shows a member's view of a table on `board` (the table's:
  // tableBoard), its commands sent to the table.
  void playOnline(const OnlineTableStart& start, std::shared_ptr<const Board> board);
  [[nodiscard]] bool playsOnline() const override { return online_.has_value(); }
  // Edit > Scenario editor: this position: the game as it stands (not a lesson's, not the start screen's, not an online view).
  [[nodiscard]] bool canEditPosition() const override { return !lesson_ && !online_ && !emptyShip_; }
  [[nodiscard]] std::string positionText() const override;
  void tableNews(std::string_view events, std::string_view view, std::uint32_t command,
                 std::span<const int> seats) override;

  using Session = GameSession<NemesisRules, view::Presentation, ui::LogEntry, History>;
  using Submitted = Session::Result;
  // The one gate (GameSession::submit) for commands from every source (clicks, keys, panels, the room menu, the
  // debug overlay, scripts, the lesson's Skip): its hooks (hookSession) first (no game yet or blocked input, the
  // confirmation; ui::CommandSource), then in a lesson the LessonRunner judges and applies it, whose refusal (the
  // lesson's hint, the engine's reason) is the only one, else the engine applies or refuses it. Refused:
  // ui.status says why and nothing changes. Applied: the log and the presentation take its events, and the
  // change signal marks the game unsaved and autosaves it.
  Submitted submit(const Command& cmd, ui::CommandSource from = ui::CommandSource::Script) {
    return session_->submit(cmd, from);
  }

  [[nodiscard]] const GameState& state() const { return history().state(); }
  [[nodiscard]] const GameState& presented() const { return presentation().state(); }
  [[nodiscard]] const History& history() const { return session_->history(); }
  [[nodiscard]] History& history() { return session_->history(); }
  [[nodiscard]] const view::Presentation& presentation() const { return session_->presentation(); }
  [[nodiscard]] view::Presentation& presentation() { return session_->presentation(); }
  [[nodiscard]] const view::AnimationQueue& animations() const { return presentation().animations(); }
  [[nodiscard]] const view::Scene& shownScene() const { return emptyShip_ ? *emptyShip_ : presentation().scene(); }
  [[nodiscard]] const LessonRunner* lesson() const { return lesson_.get(); }
  [[nodiscard]] const std::vector<ui::LogEntry>& log() const { return session_->shownLog(); }
  // The confirmation asked before a command from a key or button that would reveal chance (open while asked).
  [[nodiscard]] const ui::Confirmation& confirmation() const { return confirm_; }
  [[nodiscard]] view::Highlights highlights() const;
  [[nodiscard]] const view::BoardPainter& painter() const { return *painter_; }
  [[nodiscard]] const view::BoardLayout& layout() const { return *layout_; }
  [[nodiscard]] view::Vec2 roomOnScreen(int room) const;
  [[nodiscard]] std::size_t oddsTablesComputed() const { return odds_ ? odds_->misses() : 0; }
  // The lesson step the strip's Enter continues: a step that takes no move (say, observe, check).
  [[nodiscard]] bool lessonAwaitsContinue() override;
  [[nodiscard]] std::string lessonTitle() override { return lesson_ ? lesson_->lesson().title : std::string(); }
  // The lesson was left by its strip's "Next lesson" or the menu: the file after this one in its folder.
  [[nodiscard]] std::string nextLessonPath() const;
  void refreshLessonView();

 private:
  void setStatus(std::string text, bool error);
  // The panels' context: online, only this member's own hands are shown.
  [[nodiscard]] ui::NemesisPanels panelsFor(const ui::PanelContext& app);
  void hibernate();
  void selectCharacter(int character);
  [[nodiscard]] int activeCharacter() const;
  // Whose turn or decision it is (in free play, the one picked).
  [[nodiscard]] int turnCharacter() const;
  bool mayPickCharacter();
  void boardKey(ui::KeyAction action, bool shift);
  void clickRoom(int room, bool careful);
  // Keyboard play: the arrow keys step through the legal destinations, Enter / C move there, the digits answer
  // a Careful Movement's corridor question. False when the key is not one of these (or cannot act now).
  bool keyboardMove(SDL_Keycode k, std::optional<ui::KeyAction> action);
  [[nodiscard]] std::vector<int> destinationRooms() const;
  // A click on a corridor a Careful Movement question offers (glowing on the board) answers it.
  bool clickDecisionCorridor(view::Vec2 at);
  // The corridor (or the Technical Corridors space) under a screen point, or kNoPassage.
  [[nodiscard]] PassageId passageOnScreen(view::Vec2 at) const;
  void computeHighlights(view::Highlights& h) const;
  void drawBoardMenu();
  void drawBoardTooltip(const BoardPointer& pointer);
  void noteDecisionBox();
  void drawLegend();  // nemesis_legend.cpp: it shows the board's own sprites
  // The gate's hooks (game_session.hpp).
  void hookSession();
  // Log entries of one command's events, named against the moment each event left; they join the visible log
  // as their events are presented. A live command's and a restored one's (restoreLog) are written alike, each
  // quoting the odds the move had before it was made.
  [[nodiscard]] std::vector<ui::LogEntry> logEntriesOf(const Session::Played& played) const;
  // A log entry shown: the status line tells the most telling thing the command has shown so far.
  void entryShown(const ui::LogEntry& entry);
  // Opens the hand-over screen when the presented turn has passed to another player (a game by rounds).
  void noticeTurn();
  // The exact odds (nemesis_odds.cpp): the presented position's table (empty while events play or after the
  // game), and the odds card of a destination, drawn into the board tooltip of a hovered room (drawRoomCard: the
  // tooltip's lines, then the card) and beside a room chosen by keys (drawFocusCard).
  [[nodiscard]] const std::vector<DestinationOdds>& presentedOdds() const;
  [[nodiscard]] std::optional<MoveOdds> oddsBefore(const GameState& before, const Command& cmd) const;
  [[nodiscard]] static std::optional<MoveOdds> restoredOdds(const GameState& before, const Command& cmd);
  void drawOddsCard(int room);
  void drawRoomCard(const std::vector<std::string>& lines, int room);
  void drawFocusCard();
  // The lesson (nemesis_lesson.cpp).
  void lessonReply(const LessonReply& reply);
  // The runner went back: the board shows its state at once, and the status line says `status` (none: it keeps
  // what it says, as after undo, which the app tells).
  void lessonRewound(const std::string& status = {});

  view::Art& art_;
  ui::UiState& ui_;
  ui::Settings& settings_;
  const view::Camera& camera_;
  std::string settingsPath_;
  std::unique_ptr<Session> session_;      // the history, the presentation and the log shown with it
  std::unique_ptr<LessonRunner> lesson_;  // a lesson being played: it plays on the session's history
  std::unique_ptr<view::BoardLayout> layout_;
  std::unique_ptr<view::BoardPainter> painter_;
  std::optional<view::Scene> emptyShip_;        // the start screen's board: the rooms of a default game, no pieces
  mutable std::unique_ptr<OddsCache> odds_;     // the odds of the positions presented lately (nemesis_odds.cpp)
  std::uint64_t soundCue_ = ~std::uint64_t{0};  // the presented event whose animation last had its sounds
  std::string lessonPath_;
  // The status line the lesson last set for a refusal or a wrong answer: cleared once the step is passed, so it
  // never stays red after the lesson has moved on or ended.
  std::string lessonStatus_;
  // The runner's moment the lesson view was last filled from (step, commands, state hash): refreshLessonView
  // runs every frame, and the text, the dead-end search and the next lesson's file are worked out only when
  // that moment changes.
  std::optional<std::tuple<std::size_t, std::size_t, std::uint64_t>> lessonViewOf_;
  float lessonClock_ = 0;    // seconds into the highlights' pulse
  float settingsSpeed_ = 1;  // the settings' animation speed the presentation was last given
  int turnSeen_ = -1;        // the turn the players last saw handed over (hot-seat hand-over screen)
  int summaryCommand_ = 0;   // the command the status line summarises
  bool summaryImportant_ = false;
  int hoverRoom_ = -1;
  int focusRoom_ = -1;        // the destination chosen with the arrow keys (Enter moves, C moves carefully)
  view::Vec2 focusCardSize_;  // the card beside it, as last drawn (placed on the screen by it)
  int contextRoom_ = -1;      // the room whose right-click menu is open
  bool openContext_ = false;
  std::optional<OpenNote> opened_;
  std::vector<ui::SourcedCommand> commands_;  // asked for by its panels and menus this frame (applyOutbox)
  // Online: the table's board, the characters this member holds, the view's bytes last shown, and where commands
  // and undo go.
  struct Online {
    std::shared_ptr<const Board> board;
    std::vector<int> seats;
    std::string view;
    std::function<std::string(const std::string&)> send;
    std::function<std::string()> undo;
  };
  std::optional<Online> online_;
  ui::Confirmation confirm_;  // the question before a command revealing chance
};

}  // namespace nemesis::app
