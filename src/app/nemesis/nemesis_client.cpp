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
      history_(std::move(history)) {
  // The painter and layout hold the board: made with each game.
  layout_ = std::make_unique<view::BoardLayout>(state().topo());
  painter_ = std::make_unique<view::BoardPainter>(art_, state().topo());
  presentation_.setSpeed(settings_.animationSpeed);
  settingsSpeed_ = settings_.animationSpeed;
  presentation_.reset(state());
  if (emptyShip) {
    emptyShip_ = presentation_.scene();
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
    presentation_.setSpeed(speed);
    settingsSpeed_ = speed;
  }
  presentation_.update(seconds);
  afterPresenting();
  if (lesson_) {
    // The lesson's highlights pulse once every kLessonPulseSeconds (only while a step highlights something
    // does the pulse change the picture, so an idle lesson without highlights is not redrawn).
    lessonClock_ = std::fmod(lessonClock_ + seconds, kLessonPulseSeconds);
    ui_.lesson.pulse = 0.5f + 0.5f * std::sin(lessonClock_ / kLessonPulseSeconds * 2.0f * std::numbers::pi_v<float>);
  }
}

void NemesisClient::skipAnimations() {
  presentation_.finish();
  afterPresenting();
}

std::vector<view::AnimKind> NemesisClient::takeStartedAnimations() {
  const view::AnimationQueue& queue = presentation_.animations();
  if (queue.idle()) return {};
  const std::uint64_t front = presentation_.pushed() - queue.pending();
  if (front == soundCue_) return {};
  soundCue_ = front;
  // A batch plays together (Intruders pulled in by Danger): the app plays one sound of a kind for it.
  std::vector<view::AnimKind> kinds;
  for (const view::Animation& a : queue.active()) kinds.push_back(a.kind);
  return kinds;
}

void NemesisClient::drawPanels(ui::PanelContext& app) {
  if (emptyShip_) return;  // before a game is started or opened nothing may claim one is played
  // The panels act for the same character as the board: in a game by rounds, whoever's turn it is.
  selectCharacter(activeCharacter());
  ui::NemesisPanels c(app, presented(), log_.shown(), commands_, confirm_);
  ui::drawTurnPanel(c);
  ui::drawHandPanel(c);
  ui::drawCharacterPanel(c);
  ui::drawBagPanel(c);
  ui::drawLogPanel(c);
}

void NemesisClient::drawWindows(ui::PanelContext& app) {
  ui::NemesisPanels c(app, presented(), log_.shown(), commands_, confirm_);
  if (!emptyShip_) {
    noteDecisionBox();
    ui::drawDecisionPopup(c);
    ui::drawGameOverWindow(c);
  }
  ui::drawDebugPanel(c);
}

void NemesisClient::drawDialogs(ui::PanelContext& app) {
  ui::NemesisPanels c(app, presented(), log_.shown(), commands_, confirm_);
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
  painter_->draw(shownScene(), presentation_.animations(), *layout_, camera, h, ui_.revealHidden ? &revealed : nullptr);
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
  return writeReplay(recordReplay(history_->initial(), history_->commands()));
}

void NemesisClient::save(const std::string& path) const {
  writeSaveFiles(path, *history_);
}

void NemesisClient::writeAutosave(const std::string& dir, const AutosaveMeta& meta, std::string_view game) const {
  (void)game;  // the Nemesis autosave is its own binary snapshot (autosave.hpp), named by the game id
  (void)app::writeAutosave(dir, *history_, meta);
}

NemesisClient::Submitted NemesisClient::submit(const Command& cmd, ui::CommandSource from) {
  if (!ui_.gameStarted) {
    setStatus("There is no game yet: start a new game, continue, or open a save.", true);
    return {Verdict{Refusal::GameOver}, LessonOutcome::Accepted, Gated::Blocked};
  }
  // The hooks, in order. Blocked input: the player's input never acts on a future not yet shown (inputBlocked);
  // a script's command instead brings the board to the present, so its events play from what the player sees.
  if (from == ui::CommandSource::Script) {
    presentation_.finish();
    afterPresenting();
    ui_.handOver = -1;  // a command came (from a script or a lesson): whoever gave it is at the controls
  } else if (const std::string why = inputBlocked(); !why.empty()) {
    setStatus(why, true);
    return {Verdict{}, LessonOutcome::Accepted, Gated::Blocked};
  }
  // The confirmation: a single key or button that would reveal a chance outcome asks first (ui/nemesis/confirmation.hpp);
  // its Go ahead comes back through here as Confirmed. A refused command asks nothing: the engine says why below.
  if (from == ui::CommandSource::Button && !history_->sandbox()) {
    if (std::optional<ui::Confirmation> question = ui::confirmationFor(state(), cmd)) {
      confirm_ = std::move(*question);
      return {Verdict{}, LessonOutcome::Accepted, Gated::Confirming};
    }
  }
  EventLog events;
  Moments moments;
  const int number = static_cast<int>(history_->commands().size()) + 1;
  const std::optional<MoveOdds> odds = oddsBefore(state(), cmd);  // the log quotes the odds the move had
  if (lesson_) {
    const LessonReply reply = lesson_->submit(cmd, &moments);
    lessonReply(reply);
    if (reply.outcome != LessonOutcome::Accepted) return {reply.verdict, reply.outcome};
    events = lesson_->lastEvents();
  } else if (const Verdict v = history_->apply(cmd, events, &moments); !v.ok()) {
    setStatus(refusalText(state(), cmd, v), true);
    return {v};
  }
  // (A lesson may queue the next step's forced outcomes after the command, so the number is taken before.)
  queueLog(events, moments, number, odds ? &*odds : nullptr);
  presentation_.push(events, std::move(moments), state());
  ui_.selectedCards.clear();
  afterPresenting();
  changed();
  return {};
}

void NemesisClient::appendLog(const EventLog& events, int command) {
  for (const Event& e : events) log_.shown().push_back(ui::makeLogEntry(state(), e, command));
}

std::vector<ui::LogEntry> NemesisClient::logEntriesOf(const GameState& after, const EventLog& events,
                                                      const Moments& moments, int command, const MoveOdds* odds) {
  std::vector<ui::LogEntry> entries;
  for (std::size_t i = 0; i < events.size(); ++i) {
    const GameState& at = i < moments.size() ? moments[i] : after;
    entries.push_back(ui::makeLogEntry(at, events[i], command));
  }
  if (odds != nullptr) ui::addMoveOdds(entries, events, *odds);
  return entries;
}

void NemesisClient::queueLog(const EventLog& events, const Moments& moments, int command, const MoveOdds* odds) {
  log_.queue(presentation_.pushed(), logEntriesOf(state(), events, moments, command, odds));
}

void NemesisClient::restoreLog() {
  GameState s = history_->initial();
  const std::vector<Command>& commands = history_->commands();
  EventLog events;
  Moments moments;
  for (std::size_t i = 0; i < commands.size(); ++i) {
    const std::optional<MoveOdds> odds = restoredOdds(s, commands[i]);
    events.clear();
    moments.clear();
    (void)apply(s, commands[i], events, &moments);  // each was accepted when the game was restored
    for (ui::LogEntry& entry : logEntriesOf(s, events, moments, static_cast<int>(i + 1), odds ? &*odds : nullptr)) {
      log_.shown().push_back(std::move(entry));
    }
  }
}

void NemesisClient::afterPresenting() {
  log_.catchUp(presentation_.presented(), [this](const ui::LogEntry& entry) {
    // The status line tells the most telling thing the command has shown so far (a Danger, an Encounter),
    // else the last thing shown.
    if (entry.command != summaryCommand_ || entry.important || !summaryImportant_) {
      summaryImportant_ = entry.command == summaryCommand_ ? summaryImportant_ || entry.important : entry.important;
      summaryCommand_ = entry.command;
      setStatus(entry.text, false);
    }
  });
  noticeTurn();
}

void NemesisClient::noticeTurn() {
  const GameState& s = presentation_.state();
  if (s.freePlay || s.status != GameStatus::Playing || s.phase != Phase::Player || s.turn == turnSeen_) return;
  // Hot seat: the mouse goes to another player. Not at the start of a game or a load (nothing was handed), and
  // not in a lesson, where one learner plays every seat.
  const bool handOver = turnSeen_ >= 0 && settings_.handOver && s.characterCount() >= 2 && !lesson_;
  turnSeen_ = s.turn;
  if (handOver) ui_.handOver = s.turn;
}

// The app asks only when canUndo() / canRedo() say yes, and says what was done (App::step).
void NemesisClient::undo() {
  if (lesson_) {
    // Inside a lesson undo is always allowed: the runner takes back the player's last command.
    if (lesson_->undo()) lessonRewound();
    return;
  }
  if (!history_->undo()) return;
  presentation_.reset(state());
  const int done = static_cast<int>(history_->commands().size());
  log_.keepCommands(done);
  summaryCommand_ = done;
  selectCharacter(activeCharacter());
  noticeTurn();
  changed();
}

void NemesisClient::redo() {
  if (lesson_) return;  // a lesson has no redo
  EventLog events;
  Moments moments;
  presentation_.finish();
  afterPresenting();
  const GameState before = state();
  if (!history_->redo(events, &moments)) return;
  // Redone, a move's entries quote its odds as when it was first played.
  const std::optional<MoveOdds> odds = oddsBefore(before, history_->commands().back());
  queueLog(events, moments, static_cast<int>(history_->commands().size()), odds ? &*odds : nullptr);
  presentation_.push(events, std::move(moments), state());
  afterPresenting();  // at speed 0 the status line tells what the move showed, as after any command
  changed();
}

}  // namespace nemesis::app
