// The lists of game files the client shows (the Open and Save As dialogs, File > Recent, Continue), read in a
// worker thread: a folder of large replays, a slow disk or a hung network folder never holds up a frame. The
// app asks (FileLister::start), goes on drawing, and takes the lists when they are ready (take). No SDL (tested
// alone).
#pragma once

#include <functional>
#include <future>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "game_files.hpp"
#include "ui_state.hpp"

namespace nemesis::app {

// What to list; copied into the worker, which touches nothing of the app's.
struct FileListQuery {
  bool listSaves = false;                // read the saves folders (the dialogs); else only Recent and Continue
  std::vector<std::string> saveFolders;  // the saves folder, then CONFIG/saves of versions up to 0.10
  FileDescriber describe;                // how each game's files are listed (game_files.hpp)
  std::string assetsDir;                 // each registered game reads its autosaves' summaries from assets/GAME
  std::vector<std::string> recentFiles;  // the settings' recent files, newest first
  std::string currentFile;               // the game being played: not "recent"
  std::string autosaveFolder;            // empty: no autosaves
  std::string gameId;                    // this game's autosave is not offered
};

struct FileLists {
  std::optional<std::vector<ui::GameFileEntry>> saves;  // set when the query listed the saves folders
  std::vector<ui::GameFileEntry> recent;                // recent saves and other games' autosaves, newest first
  std::optional<ui::GameFileEntry> continueGame;        // the newest autosave of another game still played
};

// The work itself, in the calling thread: each file summarised from its beginning (summarizeGameFile), never
// failing on a bad one.
[[nodiscard]] FileLists listFiles(const FileListQuery& query);

// One worker at a time; a query that comes while one is read waits for it and replaces any query already
// waiting (it is newer), keeping a wish to list the saves folders.
class FileLister {
 public:
  using Work = std::function<FileLists(const FileListQuery&)>;
  // `work`: what the worker does (listFiles; a test gives one it can hold).
  explicit FileLister(Work work = listFiles) : work_(std::move(work)) {}
  ~FileLister();
  FileLister(const FileLister&) = delete;
  FileLister& operator=(const FileLister&) = delete;

  void start(FileListQuery query);
  // The lists of the worker that has finished, if one has (never blocks); the waiting query then starts.
  [[nodiscard]] std::optional<FileLists> take();
  // Blocks until no query is left, then gives the last lists (none when nothing was asked since the last take).
  [[nodiscard]] std::optional<FileLists> finish();
  [[nodiscard]] bool busy() const { return running_.valid(); }

 private:
  void launch(const FileListQuery& query);

  Work work_;
  std::future<FileLists> running_;
  std::optional<FileListQuery> waiting_;
};

}  // namespace nemesis::app
