// Game control for the client: new game, commands, undo/redo, and files. A save is two files written
// atomically: the state (the scenario format, loadable on its own) and beside it the replay of every command
// since the game began, forced outcomes included, so a saved game stays replayable and undo survives a
// reload. Loading refuses bad files with the file, the place and the problem, and keeps the current game.
#include <filesystem>
#include <fstream>
#include <sstream>

#include "app.hpp"
#include "art.hpp"
#include "board_file.hpp"
#include "board_painter.hpp"
#include "hash.hpp"
#include "log_model.hpp"
#include "replay.hpp"
#include "scenario.hpp"
#include "script.hpp"
#include "setup.hpp"

namespace nemesis::app {

namespace {

// "game.json" -> "game.replay.json": the replay saved beside a game.
std::string replayPathOf(const std::string& path) {
  const std::filesystem::path p(path);
  if (p.extension() == ".json") return (p.parent_path() / (p.stem().string() + ".replay.json")).string();
  return path + ".replay.json";
}

bool isReplayText(const std::string& text) {
  return text.find("\"nemesis-replay\"") != std::string::npos;
}

std::string readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw ScenarioError(path + ": cannot open the file for reading");
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// Re-plays a command list from `initial` into a History; false when a command is refused (a stale replay).
bool replayInto(History& history, const std::vector<Command>& commands, std::vector<EventLog>* events) {
  for (const Command& cmd : commands) {
    EventLog out;
    if (!history.apply(cmd, out).ok()) return false;
    if (events != nullptr) events->push_back(std::move(out));
  }
  return true;
}

}  // namespace

std::shared_ptr<const Board> App::boardNamed(const std::string& name) {
  const std::string path = options_.assetsDir + "/boards/" + name + ".json";
  return std::make_shared<const Board>(loadBoardFile(path));
}

void App::newGame(const ui::NewGameRequest& request) {
  try {
    SetupOptions setup;
    setup.characters = request.characters;
    setup.seed = request.seed;
    // Full rounds by default; free play (any character acts at any time, no Event phase) is for study.
    setup.freePlay = request.freePlay;
    startGame(nemesis::newGame(boardNamed(request.board), setup), {});
    settings_.players = static_cast<int>(request.characters.size());
    settings_.seed = request.seed;
    settings_.board = request.board;
    settings_.freePlay = request.freePlay;
    setStatus("New game: " + std::to_string(request.characters.size()) + " character(s), seed " +
                  std::to_string(request.seed) + ", board " + request.board +
                  (request.freePlay ? ", free play." : ", full rounds."),
              false);
  } catch (const std::exception& e) {
    // A broken board file or a bad request: the current game (if any) stays.
    setStatus(e.what(), true);
    if (!history_) throw AppError(e.what());
  }
}

void App::startGame(GameState initial, const std::string& file) {
  adoptHistory(std::make_unique<History>(std::move(initial)), file);
}

void App::adoptHistory(std::unique_ptr<History> history, const std::string& file) {
  const bool sandbox = history_ && history_->sandbox();
  history_ = std::move(history);
  history_->setSandbox(sandbox);
  // The painter and layout hold the board: rebuilt with each game.
  layout_ = std::make_unique<view::BoardLayout>(state().topo());
  painter_ = std::make_unique<view::BoardPainter>(*art_, state().topo());
  presentation_.setSpeed(settings_.animationSpeed);
  presentation_.reset(state());
  log_.clear();
  pendingLog_.clear();
  turnSeen_ = -1;
  summaryCommand_ = 0;
  ui_.selectedCards.clear();
  ui_.hoverLogRoom = -1;
  ui_.hoverLogPassage = kNoPassage;
  ui_.activeCharacter = 0;
  selectCharacter(activeCharacter());
  currentFile_ = file;
  fitPending_ = true;
  hoverRoom_ = -1;
  contextRoom_ = -1;
}

Verdict App::submit(const Command& cmd) {
  // Input is refused while a presentation plays (inputBlocked); a command that still comes (a script, a test)
  // first brings the board to the present, so its events play from the position the player sees.
  presentation_.finish();
  afterPresenting();
  ui_.handOver = -1;  // a command came (from a script or a lesson): whoever gave it is at the controls
  EventLog events;
  Moments moments;
  const Verdict v = history_->apply(cmd, events, &moments);
  if (!v.ok()) {
    setStatus(explain(state(), v), true);
    return v;
  }
  queueLog(events, moments, static_cast<int>(history_->commands().size()));
  presentation_.push(events, std::move(moments), state());
  ui_.selectedCards.clear();
  afterPresenting();
  return v;
}

void App::appendLog(const EventLog& events, int command) {
  for (const Event& e : events) log_.push_back(ui::makeLogEntry(state(), e, command));
}

void App::queueLog(const EventLog& events, const Moments& moments, int command) {
  std::uint64_t number = presentation_.pushed();
  for (std::size_t i = 0; i < events.size(); ++i) {
    const GameState& at = i < moments.size() ? moments[i] : state();
    pendingLog_.emplace_back(number++, ui::makeLogEntry(at, events[i], command));
  }
}

void App::afterPresenting() {
  while (!pendingLog_.empty() && pendingLog_.front().first < presentation_.presented()) {
    ui::LogEntry& entry = pendingLog_.front().second;
    // The status line tells the most telling thing the command has shown so far (a Danger, an Encounter),
    // else the last thing shown.
    if (entry.command != summaryCommand_ || entry.important || !summaryImportant_) {
      summaryImportant_ = entry.command == summaryCommand_ ? summaryImportant_ || entry.important : entry.important;
      summaryCommand_ = entry.command;
      setStatus(entry.text, false);
    }
    log_.push_back(std::move(entry));
    pendingLog_.pop_front();
  }
  noticeTurn();
}

void App::noticeTurn() {
  const GameState& s = presentation_.state();
  if (s.freePlay || s.status != GameStatus::Playing || s.phase != Phase::Player || s.turn == turnSeen_) return;
  // Hot seat: the mouse goes to another player. Not at the start of a game or a load (nothing was handed).
  const bool handOver = turnSeen_ >= 0 && settings_.handOver && s.characterCount() >= 2;
  turnSeen_ = s.turn;
  if (handOver) ui_.handOver = s.turn;
}

void App::undo() {
  if (!history_->undo()) {
    // whyNoUndo() is the whole sentence ("Cannot undo: ...").
    setStatus(history_->whyNoUndo(), true);
    return;
  }
  presentation_.reset(state());
  pendingLog_.clear();
  const int done = static_cast<int>(history_->commands().size());
  std::erase_if(log_, [done](const ui::LogEntry& e) { return e.command > done; });
  summaryCommand_ = done;
  setStatus("Undone. Ctrl+Y redoes it.", false);
  selectCharacter(activeCharacter());
  noticeTurn();
}

void App::redo() {
  EventLog events;
  Moments moments;
  presentation_.finish();
  afterPresenting();
  if (!history_->redo(events, &moments)) {
    setStatus("Nothing to redo.", true);
    return;
  }
  queueLog(events, moments, static_cast<int>(history_->commands().size()));
  presentation_.push(events, std::move(moments), state());
  setStatus("Redone.", false);
  afterPresenting();
}

bool App::saveFile(const std::string& path) {
  try {
    const std::filesystem::path parent = std::filesystem::path(path).parent_path();
    if (!parent.empty()) std::filesystem::create_directories(parent);
    // The replay first: if the state file were written and the replay not, a reload would ignore the stale
    // replay (its final hash differs) and lose only the undo history, never the game.
    const Replay replay = recordReplay(history_->initial(), history_->commands());
    writeFileAtomically(replayPathOf(path), writeReplay(replay));
    saveGame(state(), path);
  } catch (const std::exception& e) {
    setStatus(std::string("Not saved: ") + e.what(), true);
    return false;
  }
  currentFile_ = path;
  settings_.lastSave = path;
  setStatus("Saved to " + path + ".", false);
  return true;
}

bool App::loadFile(const std::string& path) {
  const std::string boards = options_.assetsDir + "/boards";
  try {
    const std::string text = readFile(path);
    if (isReplayText(text)) {
      const Replay replay = parseReplay(text, path, boards);
      auto history = std::make_unique<History>(replay.initial);
      std::vector<EventLog> events;
      if (!replayInto(*history, replay.commands, &events)) {
        throw ScenarioError(path + ": a command of the replay is refused from its initial position");
      }
      adoptHistory(std::move(history), {});
      for (std::size_t i = 0; i < events.size(); ++i) appendLog(events[i], static_cast<int>(i + 1));
      setStatus("Loaded the replay " + path + " (" + std::to_string(replay.commands.size()) + " commands).", false);
      return true;
    }
    GameState loaded = parseScenario(text, path, boards);
    // The replay beside a save restores the whole history (undo, the log) when it ends in this very state.
    const std::string replayPath = replayPathOf(path);
    if (std::filesystem::exists(replayPath)) {
      try {
        const Replay replay = loadReplay(replayPath, boards);
        auto history = std::make_unique<History>(replay.initial);
        std::vector<EventLog> events;
        if (replayInto(*history, replay.commands, &events) && stateHash(history->state()) == stateHash(loaded)) {
          adoptHistory(std::move(history), path);
          for (std::size_t i = 0; i < events.size(); ++i) appendLog(events[i], static_cast<int>(i + 1));
          settings_.lastSave = path;
          setStatus("Loaded " + path + " with its history (" + std::to_string(replay.commands.size()) + " commands).",
                    false);
          return true;
        }
      } catch (const std::exception&) {
        // A damaged or stale replay costs only the undo history: the state file alone is the game.
      }
    }
    startGame(std::move(loaded), path);
    settings_.lastSave = path;
    setStatus("Loaded " + path + ".", false);
    return true;
  } catch (const std::exception& e) {
    setStatus(std::string("Not loaded: ") + e.what(), true);
    return false;
  }
}

}  // namespace nemesis::app
