// The Nemesis client (nemesis_client.hpp): its gate, its log and presentation, undo and redo, its panels and
// board, Save and the autosave. Input is nemesis_input.cpp, lessons nemesis_lesson.cpp, odds nemesis_odds.cpp,
// the legend nemesis_legend.cpp.
#include "nemesis_client.hpp"

#include <imgui.h>

#include <cmath>
#include <numbers>

#include "art.hpp"
#include "autosave.hpp"
#include "engine/nemesis/replay.hpp"
#include "engine/nemesis/scenario.hpp"
#include "engine/nemesis/script.hpp"
#include "nemesis_autosave.hpp"
#include "panel_common.hpp"
#include "panels.hpp"
#include "render/nemesis/board_painter.hpp"
#include "save_files.hpp"
#include "scene_key.hpp"
#include "ui/nemesis/confirmation.hpp"
#include "ui/nemesis/log_model.hpp"
#include "ui/nemesis/nemesis_panels.hpp"
#include "ui/nemesis/status_line.hpp"

namespace nemesis::app {

namespace {

constexpr float kLessonPulseSeconds = 1.4f;

}  // namespace

NemesisClient::NemesisClient(const ClientContext& context, std::unique_ptr<History> history, bool emptyShip)
    : art_(context.art),
      ui_(context.ui),
      settings_(context.settings),
      camera_(context.camera),
      settingsPath_(context.settingsPath),
      session_(std::make_unique<Session>(std::move(history))) {
  hookSession();
  // The painter and layout hold the board: made with each game.
  layout_ = std::make_unique<view::BoardLayout>(state().topo());
  painter_ = std::make_unique<view::BoardPainter>(art_, state().topo());
  presentation().setSpeed(settings_.animationSpeed);
  settingsSpeed_ = settings_.animationSpeed;
  if (emptyShip) {
    emptyShip_ = presentation().scene();
    emptyShip_->characters.clear();
    emptyShip_->intruders.clear();
    emptyShip_->timed = false;
  }
  ui_.gameDialog = &confirm_.open;  // the app's dialogs wait while the confirmation is open
  ui_.selectedCards.clear();
  ui_.hoverLogRoom = -1;
  ui_.hoverLogPassage = kNoPassage;
  ui_.activeCharacter = 0;
  selectCharacter(activeCharacter());
}

NemesisClient::~NemesisClient() {
  if (ui_.gameDialog == &confirm_.open) ui_.gameDialog = nullptr;
}

void NemesisClient::setStatus(std::string text, bool error) {
  ui_.status = std::move(text);
  ui_.statusIsError = error;
}

std::string NemesisClient::statusText() const {
  std::string text;
  for (const ui::StatusPart& part : statusParts()) text += (text.empty() ? "" : " \u00b7 ") + part.text;
  return text;
}

std::vector<ui::StatusPart> NemesisClient::statusParts() const {
  return ui::statusLine(presented(), ui_.activeCharacter);
}

void NemesisClient::fitCamera(view::Camera& camera, view::Rect viewport, float uiScale) const {
  (void)uiScale;
  camera.fit(layout_->bounds(), viewport);
}

void NemesisClient::update(float seconds, float speed) {
  // The settings' speed when it changes (Settings > Animation speed); a speed set on the presentation itself
  // (the frame benchmark's) stands until then.
  if (speed != settingsSpeed_) {
    presentation().setSpeed(speed);
    settingsSpeed_ = speed;
  }
  session_->update(seconds);
  if (lesson_) {
    // The lesson's highlights pulse once every kLessonPulseSeconds (only while a step highlights something
    // does the pulse change the picture, so an idle lesson without highlights is not redrawn).
    lessonClock_ = std::fmod(lessonClock_ + seconds, kLessonPulseSeconds);
    ui_.lesson.pulse = 0.5f + 0.5f * std::sin(lessonClock_ / kLessonPulseSeconds * 2.0f * std::numbers::pi_v<float>);
  }
}

void NemesisClient::skipAnimations() {
  session_->finish();
}

std::vector<view::AnimKind> NemesisClient::takeStartedAnimations() {
  const view::AnimationQueue& queue = presentation().animations();
  if (queue.idle()) return {};
  const std::uint64_t front = presentation().pushed() - queue.pending();
  if (front == soundCue_) return {};
  soundCue_ = front;
  // A batch plays together (Intruders pulled in by Danger): the app plays one sound of a kind for it.
  std::vector<view::AnimKind> kinds;
  for (const view::Animation& a : queue.active()) kinds.push_back(a.kind);
  return kinds;
}

ui::NemesisPanels NemesisClient::panelsFor(const ui::PanelContext& app) {
  ui::NemesisPanels c(app, presented(), log(), commands_, confirm_);
  if (online_) c.ownHands = &online_->seats;
  return c;
}

void NemesisClient::drawPanels(ui::PanelContext& app) {
  if (emptyShip_) return;  // before a game is started or opened nothing may claim one is played
  // The panels act for the same character as the board: in a game by rounds, whoever's turn it is.
  selectCharacter(activeCharacter());
  ui::NemesisPanels c = panelsFor(app);
  if (!app.screen.collapsed) {
    ui::drawTurnPanel(c);
    ui::drawHandPanel(c);
    ui::drawCharacterPanel(c);
    ui::drawBagPanel(c);
    ui::drawColumnSplitters(app);
  }
  ui::drawLogPanel(c);
}

void NemesisClient::drawWindows(ui::PanelContext& app) {
  ui::NemesisPanels c = panelsFor(app);
  if (!emptyShip_) {
    noteDecisionBox();
    ui::drawDecisionPopup(c);
    ui::drawGameOverWindow(c);
  }
  // Online, the debug overlay forces outcomes only at a sandbox table (everyone sees it, the record keeps it).
  if (!online_ || sandbox()) ui::drawDebugPanel(c);
}

void NemesisClient::drawDialogs(ui::PanelContext& app) {
  ui::NemesisPanels c = panelsFor(app);
  ui::drawConfirmDialog(c);
  ui::drawHandOverScreen(c);
}

void NemesisClient::drawOverlays(ui::PanelContext& app, const BoardPointer& pointer) {
  (void)app;
  if (!emptyShip_) {
    drawFocusCard();
    drawBoardTooltip(pointer);  // the mouse's, over the card of the keys' choice
  }
  drawLegend();
  drawBoardMenu();  // a room's right-click menu
}

void NemesisClient::applyOutbox() {
  const std::vector<ui::SourcedCommand> work = std::exchange(commands_, {});
  for (const ui::SourcedCommand& c : work) submit(c.command, c.source);
}

void NemesisClient::drawBoard(const view::Camera& camera, float uiScale) {
  (void)uiScale;
  view::Highlights h;
  computeHighlights(h);
  view::Revealed revealed;
  painter_->draw(shownScene(), presentation().animations(), *layout_, camera, h,
                 ui_.revealHidden ? &revealed : nullptr);
}

std::uint64_t NemesisClient::frameKey() const {
  view::Highlights h;
  computeHighlights(h);
  return sceneKey(shownScene(), h, ui_.revealHidden);
}

bool NemesisClient::submitLine(const std::string& text, const std::string& source, int line) {
  return submit(parseCommand(text, state(), source, line)).asAsked();
}

std::string NemesisClient::saveText() const {
  return writeReplay(recordReplay(history().initial(), history().commands()));
}

std::string NemesisClient::positionText() const {
  return writeScenario(state());
}

void NemesisClient::save(const std::string& path) const {
  writeSaveFiles(path, history());
}

void NemesisClient::writeAutosave(const std::string& dir, const AutosaveMeta& meta, std::string_view game) const {
  (void)game;  // the Nemesis autosave is its own binary snapshot (autosave.hpp), named by the game id
  (void)app::writeAutosave(dir, history(), meta);
}

void NemesisClient::hookSession() {
  Session::Hooks& h = session_->hooks();
  // Blocked input: the player's input never acts on a future not yet shown (inputBlocked); a script's command
  // instead brings the board to the present, so its events play from what the player sees.
  h.blocked = [this](ui::CommandSource from) {
    if (!ui_.gameStarted) return std::string("There is no game yet: start a new game, continue, or open a save.");
    return from == ui::CommandSource::Script ? std::string() : inputBlocked();
  };
  // A command came from a script or a lesson: whoever gave it is at the controls.
  h.scriptArrived = [this] { ui_.handOver = -1; };
  // The confirmation: a single key or button that would reveal a chance outcome asks first
  // (ui/nemesis/confirmation.hpp); its Go ahead comes back through the gate as Confirmed. A refused command asks
  // nothing: the engine says why.
  h.confirm = [this](const GameState& s, const Command& cmd) {
    std::optional<ui::Confirmation> question = ui::confirmationFor(s, cmd);
    if (question) confirm_ = std::move(*question);
    return question.has_value();
  };
  // In a lesson the runner judges the command and plays it on the session's history.
  h.lesson = [this](const Command& cmd, EventLog& events, Moments& moments) {
    if (!lesson_) return LessonGate::Pass;
    const LessonReply reply = lesson_->submit(cmd, &moments);
    lessonReply(reply);
    if (reply.outcome == LessonOutcome::Refused) return LessonGate::AsAsked;
    if (reply.outcome != LessonOutcome::Accepted) return LessonGate::Refused;
    events = lesson_->lastEvents();
    return LessonGate::Applied;
  };
  h.entries = [this](const Session::Played& played) { return logEntriesOf(played); };
  h.refusal = [](const GameState& s, const Command& cmd, const Verdict& v) { return refusalText(s, cmd, v); };
  h.say = [this](const std::string& text, bool error) { setStatus(text, error); };
  h.accepted = [this](const Command&) { ui_.selectedCards.clear(); };
  h.shown = [this](const ui::LogEntry& entry) { entryShown(entry); };
  h.presented = [this] { noticeTurn(); };
  h.changed = [this] { changed(); };
}

void NemesisClient::appendLog(const EventLog& events, int command) {
  for (const Event& e : events) session_->log().shown().push_back(ui::makeLogEntry(state(), e, command));
}

std::vector<ui::LogEntry> NemesisClient::logEntriesOf(const Session::Played& p) const {
  std::vector<ui::LogEntry> entries;
  for (std::size_t i = 0; i < p.events.size(); ++i) {
    const GameState& at = i < p.moments.size() ? p.moments[i] : p.after;
    entries.push_back(ui::makeLogEntry(at, p.events[i], p.number));
  }
  // The entries quote the odds the move had before it was made (a restored game's from the position itself).
  const std::optional<MoveOdds> odds = p.restored ? restoredOdds(p.before, p.command) : oddsBefore(p.before, p.command);
  if (odds) ui::addMoveOdds(entries, p.events, *odds);
  return entries;
}

void NemesisClient::restoreLog() {
  session_->rebuildLog();
}

void NemesisClient::entryShown(const ui::LogEntry& entry) {
  // The status line tells the most telling thing the command has shown so far (a Danger, an Encounter), else the
  // last thing shown.
  if (entry.command != summaryCommand_ || entry.important || !summaryImportant_) {
    summaryImportant_ = entry.command == summaryCommand_ ? summaryImportant_ || entry.important : entry.important;
    summaryCommand_ = entry.command;
    setStatus(entry.text, false);
  }
}

void NemesisClient::noticeTurn() {
  const GameState& s = presentation().state();
  if (s.freePlay || s.status != GameStatus::Playing || s.phase != Phase::Player || s.turn == turnSeen_) return;
  // Hot seat: the mouse goes to another player. Not at the start of a game or a load (nothing was handed), not
  // in a lesson, where one learner plays every seat, and not online, where each player has a screen of their own.
  const bool handOver = turnSeen_ >= 0 && settings_.handOver && s.characterCount() >= 2 && !lesson_ && !online_;
  turnSeen_ = s.turn;
  if (handOver) ui_.handOver = s.turn;
}

// The app asks only when canUndo() / canRedo() say yes, and says what was done (App::step).
void NemesisClient::undo() {
  if (online_) {
    if (const std::string why = online_->undo(); !why.empty()) setStatus(why, true);
    return;
  }
  if (lesson_) {
    // Inside a lesson undo is always allowed: the runner takes back the player's last command.
    if (lesson_->undo()) lessonRewound();
    return;
  }
  if (!session_->undo()) return;
  summaryCommand_ = static_cast<int>(history().commands().size());
  selectCharacter(activeCharacter());
}

// Redone, a move's events play again and its entries quote its odds as when it was first played; at speed 0
// the status line tells what the move showed, as after any command.
void NemesisClient::redo() {
  if (lesson_) return;  // a lesson has no redo
  (void)session_->redo();
}

}  // namespace nemesis::app
