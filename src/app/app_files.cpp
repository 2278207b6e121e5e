// Game control for the client: new game, commands, undo/redo, and files. A save is two files written
// atomically: the state (the scenario format, loadable on its own) and beside it the replay of every command
// since the game began, forced outcomes included, so a saved game stays replayable and undo survives a
// reload. Loading refuses bad files with the file, the place and the problem (in a window), and keeps the
// current game. A game is never lost: every change is autosaved, and nothing ends or replaces a game with
// unsaved changes without asking Save / Don't save / Cancel.
#include <algorithm>
#include <filesystem>

#include "app.hpp"
#include "art.hpp"
#include "autosave.hpp"
#include "engine/kernel/file_io.hpp"
#include "engine/kernel/quote.hpp"
#include "engine/nemesis/board_file.hpp"
#include "engine/nemesis/replay.hpp"
#include "engine/nemesis/rules.hpp"
#include "engine/nemesis/scenario.hpp"
#include "engine/nemesis/script.hpp"
#include "engine/nemesis/setup.hpp"
#include "file_lists.hpp"
#include "game_files.hpp"
#include "render/nemesis/board_painter.hpp"
#include "save_files.hpp"
#include "ui/nemesis/confirmation.hpp"
#include "ui/nemesis/log_model.hpp"
#include "user_folders.hpp"
#include "wording.hpp"

namespace nemesis::app {

namespace {

// At most `limit` bytes of `text`, cut at a character boundary (UTF-8), with "…" when cut.
std::string shortenedForDisplay(const std::string& text, std::size_t limit) {
  if (text.size() <= limit) return text;
  std::size_t end = limit;
  while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0U) == 0x80U) --end;
  return text.substr(0, end) + "\u2026";
}

// What Open adds after a replay that cannot prove it is whole, as nemesis-lab replay says it.
std::string cannotProveWhole() {
  return "; it cannot prove it is whole (" + replay_text::versionOneNote() + ").";
}

// A file as the status bar names it: its name, not the folders it sits in (an install path or a home folder
// tells the player nothing; the Open dialog and the load-error window show where it is).
std::string shownName(const std::string& path) {
  const std::filesystem::path p(path);
  return p.has_filename() ? p.filename().string() : path;
}

// A message about `path` with its folder taken out of every path in it: "/usr/share/x/broken.json: line 3" and
// "/home/p/saves/x.replay.json cannot be read" name broken.json and x.replay.json.
std::string withFileNames(std::string message, const std::string& path) {
  const std::string folder = std::filesystem::path(path).parent_path().string();
  if (folder.empty()) return message;
  const std::string prefix = folder == "/" ? folder : folder + "/";
  for (std::size_t at = message.find(prefix); at != std::string::npos; at = message.find(prefix, at)) {
    message.erase(at, prefix.size());
  }
  return message;
}

}  // namespace

std::shared_ptr<const Board> App::boardNamed(const std::string& name) {
  const std::string path = options_.assetsDir + "/boards/" + name + ".json";
  return std::make_shared<const Board>(loadBoardFile(path));
}

void App::newGame(const ui::NewGameRequest& request) {
  if (!request.moduleFile.empty()) {
    // Another game starts from its scenario; a new game is not that file (Save asks where).
    try {
      const std::string text = readGameFile(request.moduleFile);
      const std::string format = replay_text::formatOf(text);
      const ClientGame* game = clientGameOfFormat(format);
      if (game == nullptr)
        throw AppError(request.moduleFile + ": no game here plays a file of format " + quote(format));
      startModule(*game, text, request.moduleFile, {});
      setStatus("New " + module_->gameName() + " game from " + shownName(request.moduleFile) + ".", false);
    } catch (const std::exception& e) {
      setStatus("Not started: " + withFileNames(e.what(), request.moduleFile), true);
      openLoadError(e.what(), request.moduleFile);
    }
    return;
  }
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
    setStatus("New game: " + view::counted(static_cast<int>(request.characters.size()), "character", "characters") +
                  ", seed " + std::to_string(request.seed) + ", board " + request.board +
                  (request.freePlay ? ", free play." : ", full rounds."),
              false);
    beginGame({});
  } catch (const std::exception& e) {
    // A broken board file or a bad request: the current game (if any) stays.
    setStatus(e.what(), true);
    if (!nemesis_) throw AppError(e.what());
  }
}

void App::startGame(GameState initial, const std::string& file) {
  adoptHistory(std::make_unique<History>(std::move(initial)), file);
}

void App::startModule(const ClientGame& game, std::string_view text, const std::string& path, const std::string& file,
                      std::string gameId) {
  std::unique_ptr<GameClient> client = game.open({*art_, ui_, options_.assetsDir + "/" + game.name}, text, path);
  nemesis_->endLesson();
  ui_.lesson = {};
  module_ = std::move(client);
  moduleGame_ = &game;
  // The module says when its game changes (a command, undo, redo): the app follows that one signal.
  module_->onChanged([this] { gameChanged(); });
  fitPending_ = true;
  beginGame(file, std::move(gameId));
}

const std::vector<ui::GameChoice>& App::otherGames() {
  if (!otherGames_) {
    otherGames_.emplace();
    for (const ClientGame& g : clientGames()) {
      otherGames_->push_back({g.name, g.label, g.title, g.blurb, g.startFiles(options_.assetsDir + "/" + g.name),
                              g.rulesTab, g.rulesNote});
    }
  }
  return *otherGames_;
}

const std::vector<ui::RuleTableChoice>& App::ruleTables() {
  if (ruleTables_.empty()) {
    ruleTables_.push_back({"Nemesis", nemesis::ruleTable()});
    for (const ClientGame& g : clientGames()) {
      if (!g.rules.empty()) ruleTables_.push_back({g.label, g.rules});
    }
  }
  return ruleTables_;
}

void App::moduleStep(bool back) {
  if (back ? !module_->canUndo() : !module_->canRedo()) {
    setStatus(back ? module_->whyNoUndo() : std::string("Nothing to redo."), true);
    return;
  }
  if (back) {
    module_->undo();  // the module signals the change (onChanged): unsaved, autosaved
  } else {
    module_->redo();
  }
  setStatus(!back ? "Redone." : module_->playingLesson() ? "Undone." : "Undone. Ctrl+Y redoes it.", false);
}

void App::adoptHistory(std::unique_ptr<History> history, const std::string& file, bool emptyShip) {
  // Any new game, load or lesson ends the lesson being played (it played on the History replaced here), and
  // another game's.
  module_.reset();
  moduleGame_ = nullptr;
  ui_.lesson = {};
  const bool sandbox = nemesis_ && nemesis_->sandbox();
  nemesis_.reset();
  nemesis_ = std::make_unique<NemesisClient>(
      NemesisContext{*art_, ui_, outbox_, settings_, camera_, options_.assetsDir, options_.settingsPath},
      std::move(history), emptyShip);
  nemesis_->setSandbox(sandbox);
  // The game says when it changes (a command, undo, redo): the app follows that one signal.
  nemesis_->onChanged([this] { gameChanged(); });
  currentFile_ = file;
  fitPending_ = true;
}

void App::undo() {
  if (module_) {
    moduleStep(true);
  } else {
    nemesis_->undo();
  }
}

void App::redo() {
  if (module_) {
    moduleStep(false);
  } else {
    nemesis_->redo();
  }
}

App::Submitted App::submit(const Command& cmd, ui::CommandSource from) {
  return nemesis_->submit(cmd, from);
}

bool App::saveFile(const std::string& path) {
  try {
    const std::filesystem::path parent = std::filesystem::path(path).parent_path();
    if (!parent.empty()) std::filesystem::create_directories(parent);
    if (module_) {
      writeFileAtomically(path, module_->saveText());  // a replay: its start and every command
    } else {
      nemesis_->saveFiles(path);
    }
  } catch (const std::exception& e) {
    setStatus("Not saved: " + withFileNames(e.what(), path), true);
    return false;
  }
  currentFile_ = path;
  settings_.lastSave = path;
  ui_.unsaved = false;
  rememberFile(path);
  setStatus("Saved to " + shownName(path) + ".", false);
  autosave();  // the autosave now names this file and has no unsaved changes
  refreshTitle();
  refreshFileLists(false);
  return true;
}

bool App::inAutosaveFolder(const std::string& path) const {
  if (options_.dataDir.empty()) return false;
  std::error_code ec;
  const std::filesystem::path folder = std::filesystem::weakly_canonical(autosaveDir(options_.dataDir), ec);
  const std::filesystem::path file = std::filesystem::weakly_canonical(path, ec);
  return !ec && file.parent_path() == folder;
}

bool App::loadFile(const std::string& path) {
  const std::string boards = options_.assetsDir + "/boards";
  const std::string name = shownName(path);
  try {
    const std::string text = readGameFile(path);
    // Read once: deciding the kind parses the whole text (a replay may hold 64 MiB).
    const std::string format = replay_text::formatOf(text);
    if (const ClientGame* game = clientGameOfFormat(format)) {
      // Its autosave (Continue) goes on as the same game, autosaving into the same file, and is no save of the
      // player's: Save asks where. Its save (a replay: Save writes one) is saved over; a scenario is a start.
      // (Only a file of the autosave folder: a save the player named like one is still a save.)
      const std::optional<ModuleAutosave> autosaved = moduleAutosaveOf(path);
      if (autosaved && autosaved->game == game->name && inAutosaveFolder(path)) {
        startModule(*game, text, path, {}, autosaved->gameId);
        setStatus("Continued the " + module_->gameName() + " game autosaved " + formatLocalTime(fileTimeMs(path)) +
                      (module_->provesWhole() ? "." : cannotProveWhole()),
                  false);
        return true;
      }
      startModule(*game, text, path, format == game->saveFormat ? path : std::string());
      rememberFile(path);
      setStatus(
          "Opened the " + module_->gameName() + " game " + name + (module_->provesWhole() ? "." : cannotProveWhole()),
          false);
      return true;
    }
    if (isAutosaveText(text)) return loadAutosave(text, path);
    if (format == NemesisRules::kReplayFormat) {
      // Read, verified as nemesis-lab replay verifies it, and played into the undo history in one pass (each
      // command applied once): a replay that diverges (a tampered hash or outcome, steps missing at its end) is
      // refused, its message naming the step, as the load-error window shows it.
      // The log is made as the commands are played, each entry named against the state its command left.
      std::vector<ui::LogEntry> entries;
      PlayedReplay<History> played = playReplay(text, path, boards, [&](const History& h, const EventLog& events) {
        const int command = static_cast<int>(h.commands().size());
        for (const Event& e : events) entries.push_back(ui::makeLogEntry(h.state(), e, command));
      });
      if (!played.check.ok()) throw ScenarioError(path + ": " + played.check.message);
      const std::size_t commands = played.history.commands().size();
      adoptHistory(std::make_unique<History>(std::move(played.history)), {});
      nemesis_->setLog(std::move(entries));
      setStatus("Loaded the replay " + name + " (" + std::to_string(commands) + " commands)" +
                    (played.check.provesWhole ? "." : cannotProveWhole()),
                false);
      rememberFile(path);
      beginGame({});
      return true;
    }
    requireSizeWithin(path, text.size(), kMaxScenarioBytes, "a scenario");
    GameState loaded = parseScenario(text, path, boards);
    const ScenarioInfo info = peekScenarioInfo(text);
    // For people to read when the scenario opens: a file may hold megabytes there, the window shows a page.
    ui_.scenarioName = shortenedForDisplay(info.name, 200);
    ui_.scenarioDescription = shortenedForDisplay(info.description, 4000);
    ui_.showScenarioInfo = !info.name.empty() || !info.description.empty();
    settings_.lastSave = path;
    rememberFile(path);
    // The replay beside a save restores the whole history (undo, the log) when it ends in this very state; a
    // damaged or stale one costs only the undo history (the state file alone is the game), and is said.
    SaveHistory saved = readSaveHistory(path, loaded, boards);
    if (saved.history) {
      const std::size_t commands = saved.history->commands().size();
      adoptHistory(std::move(saved.history), path);
      for (std::size_t i = 0; i < saved.events.size(); ++i)
        nemesis_->appendLog(saved.events[i], static_cast<int>(i + 1));
      setStatus("Loaded " + name + " with its history (" + std::to_string(commands) + " commands).", false);
      beginGame(path);
      return true;
    }
    startGame(std::move(loaded), path);
    if (!saved.notice.empty()) {
      setStatus("Loaded " + name + ", but " + withFileNames(saved.notice, path), true);
    } else {
      setStatus(info.name.empty() ? "Loaded " + name + "." : "Opened the scenario " + quote(info.name) + ".", false);
    }
    beginGame(path);
    return true;
  } catch (const std::exception& e) {
    setStatus("Not loaded: " + withFileNames(e.what(), path), true);
    openLoadError(e.what(), path);
    return false;
  }
}

// An autosave continues the same game: its id (so it goes on autosaving into the same file), the file it was
// saved to, and whether it had unsaved changes.
bool App::loadAutosave(const std::string& text, const std::string& path) {
  DecodedAutosave saved = decodeAutosave(text, path, options_.assetsDir + "/boards");
  adoptHistory(std::make_unique<History>(std::move(saved.history)), saved.meta.savedTo);
  nemesis_->setSandbox(saved.meta.sandbox);
  // The log as it read when the game was played, odds notes included (each command was accepted by decodeAutosave).
  nemesis_->restoreLog();
  setStatus("Continued the game autosaved " + formatLocalTime(saved.meta.savedAtMs) + " (round " +
                std::to_string(state().round) + ", " + std::to_string(history().commands().size()) + " commands).",
            false);
  beginGame(saved.meta.savedTo, saved.meta.gameId, saved.meta.unsaved);
  return true;
}

// The start screen: the board of a default game, without its pieces, under the new-game window. Nothing is
// played and nothing claims a game (no turn, no hand, no log, no unsaved marker, no autosave).
void App::showEmptyShip() {
  SetupOptions setup;
  setup.characters = defaultCharacters(1);
  setup.seed = settings_.seed;
  std::shared_ptr<const Board> board;
  try {
    board = boardNamed(settings_.board);
  } catch (const std::exception&) {
    board = boardNamed("basic");  // a board named in the settings that is gone: the basic one
  }
  adoptHistory(std::make_unique<History>(nemesis::newGame(board, setup)), {}, true);
  ui_.gameStarted = false;
  ui_.unsaved = false;
  ui_.showNewGame = true;
  gameId_.clear();
  setStatus("Start a new game, continue, or open a save.", false);
  refreshTitle();
  refreshFileLists(false);
}

void App::beginGame(const std::string& file, std::string gameId, bool unsaved) {
  currentFile_ = file;
  ui_.gameStarted = true;
  // The dialogs that chose this game (the start screen, Open under it) have done their work.
  ui_.showNewGame = false;
  ui_.showLoad = false;
  ui_.unsaved = unsaved;
  ui_.autosaving = !options_.dataDir.empty();
  gameId_ = gameId.empty() ? makeGameId() : std::move(gameId);
  autosaveError_.clear();
  autosave();
  refreshTitle();
  refreshFileLists(false);
}

void App::gameChanged() {
  // A lesson is not a game to keep: nothing to save, nothing to autosave, nothing to ask about when it is left
  // (README "Tutorial"), whichever module's lesson it is.
  if (playingLesson()) return;
  ui_.unsaved = true;
  autosave();
  refreshTitle();
}

bool App::autosave() {
  if (options_.dataDir.empty() || !ui_.gameStarted || playingLesson()) return true;  // a lesson is not kept
  // A failure is said once, not after every command; the game itself goes on.
  auto guarded = [this](const auto& write) {
    try {
      write();
    } catch (const std::exception& e) {
      if (autosaveError_ != e.what()) setStatus(std::string("Autosave failed: ") + e.what(), true);
      autosaveError_ = e.what();
      return false;
    }
    autosaveError_.clear();
    return true;
  };
  AutosaveMeta meta;
  meta.gameId = gameId_;
  meta.savedAtMs = wallClockMs();
  meta.savedTo = currentFile_;
  meta.unsaved = ui_.unsaved;
  // Each game writes its own (another game's is its save, beside the Nemesis autosaves: Continue lists it, Open
  // reads it).
  return guarded([&] {
    client().writeAutosave(autosaveDir(options_.dataDir), meta, moduleGame_ != nullptr ? moduleGame_->name : "nemesis");
    ++autosavesWritten_;
  });
}

void App::rememberFile(const std::string& path) {
  std::error_code ec;
  const std::filesystem::path absolute = std::filesystem::absolute(path, ec);
  ui::rememberRecentFile(settings_, ec ? path : absolute.lexically_normal().string());
  if (options_.settingsPath.empty()) return;
  std::string error;
  ui::saveSettings(settings_, options_.settingsPath, error);  // the list is written again at exit
}

void App::refreshTitle() {
  std::string title = "Nemesis companion";
  if (ui_.gameStarted) {
    // U+2014, an em dash: the window title is drawn by the window system, not by the Latin-1 UI font.
    title += " \u2014 ";
    if (module_) title += module_->gameName() + ": ";
    ui::LessonView moduleLesson;
    if (module_) module_->lessonView(moduleLesson);  // a module's lesson is a lesson too, never an unsaved game
    const LessonRunner* nemesisLesson = module_ ? nullptr : nemesis_->lesson();
    title += nemesisLesson          ? "lesson: " + nemesisLesson->lesson().title
             : moduleLesson.active  ? "lesson: " + moduleLesson.title
             : currentFile_.empty() ? std::string("unsaved game")
                                    : std::filesystem::path(currentFile_).stem().string();
    if (ui_.unsaved) title += " *";
  }
  if (title == title_) return;
  title_ = title;
  if (window_ != nullptr) SDL_SetWindowTitle(window_, title_.c_str());
}

std::string App::savesDir() const {
  const std::string dir =
      !options_.savesDir.empty()
          ? options_.savesDir
          : savesFolder(settings_.savesFolder, options_.dataDir.empty() ? defaultDataDir() : options_.dataDir);
  // From the root: the dialogs read a name typed there as a name in this folder (typed_path.hpp), and the
  // paths they list are picked into that same field.
  std::error_code ec;
  const std::filesystem::path absolute = std::filesystem::absolute(dir, ec);
  return ec ? dir : absolute.lexically_normal().string();
}

std::string App::oldSavesDir() const {
  if (!options_.savesDir.empty()) return {};
  const std::string old = oldSavesFolder(ui::configDir());
  std::error_code ec;
  return !old.empty() && std::filesystem::is_directory(old, ec) ? old : std::string();
}

void App::refreshFileLists(bool savesFolder) {
  FileListQuery q;
  q.listSaves = savesFolder;
  if (savesFolder) {
    q.saveFolders = {savesDir(), oldSavesDir()};
    // The dialogs say the folder is being read until the worker hands its list over (takeFileLists).
    ui_.savesList.clear();
    ui_.savesListing = true;
  }
  q.boardsDir = options_.assetsDir + "/boards";
  q.assetsDir = options_.assetsDir;
  q.recentFiles = settings_.recentFiles;
  q.currentFile = currentFile_;
  if (!options_.dataDir.empty()) q.autosaveFolder = autosaveDir(options_.dataDir);
  q.gameId = gameId_;
  fileLister_.start(std::move(q));
}

void App::takeFileLists(bool wait) {
  std::optional<FileLists> lists = wait ? fileLister_.finish() : fileLister_.take();
  if (!lists) return;
  if (lists->saves) {
    ui_.savesList = std::move(*lists->saves);
    ui_.savesListing = false;
  }
  ui_.recent = std::move(lists->recent);
  ui_.continueGame = std::move(lists->continueGame);
}

void App::openLoadError(const std::string& message, const std::string& path) {
  ui_.loadError = splitLoadError(message, path);
}

void App::replaceGame(const ui::Request& r) {
  if (ui_.gameStarted && ui_.unsaved) {
    // Ask first; a second request while the prompt is up does not replace the first.
    if (!ui_.showSavePrompt) {
      ui_.pendingAction = r;
      ui_.promptError.clear();
      ui_.showSavePrompt = true;
    }
    return;
  }
  doReplace(r);
}

void App::doReplace(const ui::Request& r) {
  switch (r.kind) {
    case ui::RequestKind::NewGame: newGame(r.newGame); break;
    case ui::RequestKind::Load: loadFile(r.path); break;
    case ui::RequestKind::StartLesson:
      if (!r.path.empty()) {
        startLesson(r.path);
        break;
      }
      try {  // "Start the tutorial": the first lesson not yet done
        startLesson(lessonFile({}));
      } catch (const AppError& e) {
        setStatus(e.what(), true);
      }
      break;
    case ui::RequestKind::Quit: quit_ = true; break;
    default: break;
  }
}

void App::answerPrompt(bool save) {
  if (!ui_.pendingAction) return;
  if (!save) {
    const ui::Request next = *ui_.pendingAction;
    ui_.pendingAction.reset();
    doReplace(next);
    return;
  }
  // Save: to the game's file, or through Save As when it has none; what waits goes on after a successful
  // save (handleRequest's Save), and is dropped if Save As is cancelled.
  handleRequest(ui::requestOf(ui::RequestKind::Save, currentFile_));
}

}  // namespace nemesis::app
