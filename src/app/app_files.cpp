// Game control for the client: new game, undo/redo, and files, for whichever game is played (its client reads
// and writes its own files: a Nemesis save is two files, src/app/nemesis/save_files.hpp). Loading refuses bad
// files with the file, the place and the problem (in a window), and keeps the current game. A game is never lost: every change is autosaved, and nothing ends or replaces a game with
// unsaved changes without asking Save / Don't save / Cancel.
#include <algorithm>
#include <filesystem>

#include "app.hpp"
#include "art.hpp"
#include "autosave.hpp"
#include "engine/kernel/basic_replay.hpp"
#include "engine/kernel/file_io.hpp"
#include "engine/kernel/quote.hpp"
#include "file_lists.hpp"
#include "game_files.hpp"
#include "online_record.hpp"
#include "room_record.hpp"
#include "user_folders.hpp"

namespace nemesis::app {

ClientContext App::contextFor(const ClientGame& game) {
  return {
      *art_, ui_, options_.assetsDir + "/" + game.name, settings_, camera_, options_.assetsDir, options_.settingsPath};
}

void App::newGame(const ui::NewGameRequest& request) {
  if (!request.moduleFile.empty()) {
    // A game that starts from a file (a scenario of its own); a new game is not that file (Save asks where).
    try {
      const std::string text = readGameFile(request.moduleFile);
      const std::string format = replay_text::formatOf(text);
      const ClientGame* game = clientGameOfFormat(format);
      if (game == nullptr)
        throw AppError(request.moduleFile + ": no game here plays a file of format " + quote(format));
      play(*game, game->open(contextFor(*game), text, request.moduleFile));
      setStatus("New " + client_->gameName() + " game from " + shownName(request.moduleFile) + ".", false);
      beginGame({});
    } catch (const std::exception& e) {
      setStatus("Not started: " + withFileNames(e.what(), request.moduleFile), true);
      openLoadError(e.what(), request.moduleFile);
    }
    return;
  }
  // The form's game (characters, seed, board, rounds or free play).
  const ClientGame* game = formGame();
  try {
    if (game == nullptr) throw AppError("no game here starts from the new-game window");
    std::unique_ptr<GameClient> client = game->start(contextFor(*game), request);
    const std::optional<OpenNote> note = client->opened();
    play(*game, std::move(client));
    if (note) setStatus(note->status, note->error);
    beginGame({});
  } catch (const std::exception& e) {
    // A broken board file or a bad request: the current game (if any) stays.
    setStatus(e.what(), true);
    if (!client_) throw AppError(e.what());
  }
}

void App::play(const ClientGame& game, std::unique_ptr<GameClient> client) {
  // Any new game, load or lesson ends the game and the lesson being played; the sandbox switch stays as the
  // player set it, unless the new game brings its own: an autosave continued, or a lesson (whose undo takes back
  // anything).
  const bool sandbox = client_ && !client_->playingLesson() && client_->sandbox();
  const std::optional<OpenNote> note = client->opened();
  if (!client->playingLesson() && (!note || note->gameId.empty())) client->setSandbox(sandbox);
  ui_.lesson = {};
  client_.reset();  // before the new one takes the panels' state
  client_ = std::move(client);
  game_ = &game;
  // The game says when it changes (a command, undo, redo): the app follows that one signal.
  client_->onChanged([this] { gameChanged(); });
  currentFile_.clear();
  fitPending_ = true;
}

const std::vector<ui::GameChoice>& App::otherGames() {
  if (!otherGames_) {
    otherGames_.emplace();
    for (const ClientGame& g : clientGames()) {
      if (g.start || !g.startFiles) continue;  // the form's game is the window's own
      otherGames_->push_back({g.name, g.label, g.title, g.blurb, g.startFiles(options_.assetsDir + "/" + g.name),
                              g.rulesTab, g.rulesNote});
    }
  }
  return *otherGames_;
}

const std::vector<ui::GameChoice>& App::rulesGames() {
  if (!rulesGames_) {
    rulesGames_.emplace();
    for (const ClientGame& g : clientGames()) {
      if (!g.rulesTab.empty()) rulesGames_->push_back({g.name, g.label, g.title, g.blurb, {}, g.rulesTab, g.rulesNote});
    }
  }
  return *rulesGames_;
}

const std::vector<ui::RuleTableChoice>& App::ruleTables() {
  if (ruleTables_.empty()) {
    for (const ClientGame& g : clientGames()) {
      if (!g.rules.empty()) ruleTables_.push_back({g.label, g.rules});
    }
  }
  return ruleTables_;
}

void App::undo() {
  step(true);
}

void App::redo() {
  step(false);
}

// Undo (back) or redo in the game being played; it signals the change (onChanged): unsaved, autosaved.
void App::step(bool back) {
  if (!ui_.gameStarted) return;
  if (back ? !client_->canUndo() : !client_->canRedo()) {
    setStatus(back              ? client_->whyNoUndo()
              : playingLesson() ? std::string("A lesson has no redo: play the move again.")
                                : std::string("Nothing to redo."),
              true);
    return;
  }
  // Said first: what the game then shows (a redone move's events, at speed 0 at once) may tell more.
  setStatus(!back ? "Redone." : playingLesson() ? "Undone." : "Undone. Ctrl+Y redoes it.", false);
  if (back) {
    client_->undo();
  } else {
    client_->redo();
  }
}

bool App::saveFile(const std::string& path) {
  try {
    const std::filesystem::path parent = std::filesystem::path(path).parent_path();
    if (!parent.empty()) std::filesystem::create_directories(parent);
    client_->save(path);
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
  const std::string name = shownName(path);
  try {
    const std::string text = readGameFile(path);
    // Read once: deciding the kind parses the whole text (a replay may hold 64 MiB).
    const std::string format = replay_text::formatOf(text);
    // An online game this client takes part in (Continue): its room is rejoined; the server holds the game.
    if (format == kOnlineRoomFormat) return resumeOnline(readOnlineRoom(text, path), path);
    // A finished online game's record (server/room_record.hpp): played again here.
    if (format == server::kRoomRecordFormat) return openRoomRecord(text, path);
    const ClientGame* game = clientGameOfText(text, format);
    if (game == nullptr) throw AppError(path + ": no game here plays a file of format " + quote(format));
    // While the scenario editor is shown, a scenario opens in it (File > Open, a file dropped on the window).
    if (client().editing() && game->editor && format == game->scenarioFormat) return openEditor(*game, text, path);
    play(*game, game->open(contextFor(*game), text, path));
    // A game that says in its own words what it opened (and what Save writes over, and which autosave goes on).
    if (const std::optional<OpenNote> note = client_->opened()) {
      setStatus(note->status, note->error);
      if (note->remember) rememberFile(path);
      beginGame(note->file, note->gameId, note->unsaved);
      return true;
    }
    // Its autosave (Continue) goes on as the same game, autosaving into the same file, and is no save of the
    // player's: Save asks where. Its save (Save writes one) is saved over; a scenario is a start. (Only a file of
    // the autosave folder: a save the player named like one is still a save.)
    const std::optional<ModuleAutosave> autosaved = moduleAutosaveOf(path);
    if (autosaved && autosaved->game == game->name && inAutosaveFolder(path)) {
      setStatus("Continued the " + client_->gameName() + " game autosaved " + formatLocalTime(fileTimeMs(path)) +
                    (client_->provesWhole() ? "." : cannotProveWhole()),
                false);
      beginGame({}, autosaved->gameId);
      return true;
    }
    rememberFile(path);
    setStatus(
        "Opened the " + client_->gameName() + " game " + name + (client_->provesWhole() ? "." : cannotProveWhole()),
        false);
    beginGame(format == game->saveFormat ? path : std::string());
    return true;
  } catch (const std::exception& e) {
    setStatus("Not loaded: " + withFileNames(e.what(), path), true);
    openLoadError(e.what(), path);
    return false;
  }
}

// The start screen: the form's game's board with nothing on it, under the new-game window. Nothing is played and
// nothing claims a game (no turn, no hand, no log, no unsaved marker, no autosave).
void App::showStartScreen() {
  const ClientGame* game = formGame();
  if (game == nullptr || !game->startScreen) throw AppError("no game here has a start screen");
  play(*game, game->startScreen(contextFor(*game)));
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
  // Nor an online game: its server keeps it (and gives its record at the end).
  if (playingLesson() || client().playsOnline()) return;
  ui_.unsaved = true;
  autosave();
  refreshTitle();
}

bool App::autosave() {
  // A lesson is not kept; an online game is its server's.
  if (options_.dataDir.empty() || !ui_.gameStarted || playingLesson() || client().playsOnline()) return true;
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
  // Each game writes its own (by default its save: Continue lists it, Open reads it).
  return guarded([&] {
    client_->writeAutosave(autosaveDir(options_.dataDir), meta, game_->name);
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
    if (game_ != formGame()) title += client_->gameName() + ": ";
    // A lesson is a lesson, never an unsaved game.
    title += playingLesson()          ? "lesson: " + client_->lessonTitle()
             : client_->playsOnline() ? "online room " + gameId_
             : currentFile_.empty()   ? std::string("unsaved game")
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
  // Each file is described by its game (by its "format"; a file that names none, by the form's game, whose
  // reader says what is wrong with it). Read in the worker thread: the registry is only read once the program runs.
  q.describe = [root = options_.assetsDir](ui::GameFileEntry& e, const std::string& text, bool whole) {
    const ClientGame* game = clientGameOfFormat(readGameFileFields(text).format);
    if (game == nullptr || !game->describeFile) game = formGame();
    if (game == nullptr || !game->describeFile) throw FileError(e.path + ": not a game file this program lists");
    game->describeFile(e, text, whole, root);
  };
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
    case ui::RequestKind::HostOnline: hostOnline(); break;
    case ui::RequestKind::JoinOnline: joinOnline(ui_.online.address, ui_.online.code, ui_.online.name); break;
    case ui::RequestKind::EditScenario: editScenario(r); break;
    case ui::RequestKind::PlayScenario: playScenario(r.text); break;
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
