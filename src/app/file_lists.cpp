// The client's file lists, read in a worker thread (see file_lists.hpp).
#include "file_lists.hpp"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <system_error>
#include <utility>

#include "autosave.hpp"
#include "engine/kernel/file_io.hpp"
#include "game_files.hpp"
#include "game_registry.hpp"
#include "online_record.hpp"

namespace nemesis::app {

namespace {

namespace fs = std::filesystem;

constexpr std::size_t kRecentShown = 10;

ui::GameFileEntry autosaveEntry(const AutosaveListing& a) {
  ui::GameFileEntry e;
  e.path = a.path;
  e.autosave = true;
  e.error = a.error;
  e.name = a.meta.savedTo.empty() ? std::string("Autosave") : "Autosave of " + fs::path(a.meta.savedTo).stem().string();
  e.timeMs = a.meta.savedAtMs;
  e.date = a.error.empty() ? formatLocalTime(a.meta.savedAtMs) : std::string("?");
  e.round = a.meta.round;
  e.outcome = a.meta.outcome;
  e.savedTo = a.meta.savedTo;
  for (const std::string& c : a.meta.characters) e.characters += (e.characters.empty() ? "" : ", ") + c;
  return e;
}

// Another game's autosave (game_registry.hpp), summarized by its game; a game not registered in this program,
// or a file it cannot read, is listed as unreadable with why.
ui::GameFileEntry moduleAutosaveEntry(const ModuleAutosave& m, const std::string& assetsDir) {
  ui::GameFileEntry e;
  e.path = m.path;
  e.autosave = true;
  e.timeMs = fileTimeMs(m.modified);
  e.date = formatLocalTime(e.timeMs);
  const ClientGame* game = clientGameNamed(m.game);
  e.name = (game != nullptr ? game->label : m.game) + " autosave";
  e.game = game != nullptr ? game->title : m.game;
  if (game == nullptr || !game->summarize) {
    e.error = "a game this program does not play (\"" + m.game + "\")";
    return e;
  }
  try {
    const AutosaveSummary s =
        game->summarize(readFileLimited(m.path, kMaxReplayBytes, "an autosave"), assetsDir + "/" + game->name);
    e.where = s.where;
    if (s.over) e.outcome = "over";
  } catch (const std::exception& error) {
    e.error = error.what();
  }
  return e;
}

// An online game this client takes part in (online_record.hpp): Continue rejoins it.
ui::GameFileEntry onlineRoomEntry(const OnlineRoomListing& o) {
  const OnlineRoomRecord& r = o.record;
  ui::GameFileEntry e;
  e.path = o.path;
  e.autosave = true;
  e.timeMs = r.savedAtMs;
  e.date = formatLocalTime(r.savedAtMs);
  e.name = "Online room " + r.code;
  const ClientGame* game = clientGameNamed(r.game);
  e.game = (game != nullptr ? game->title : r.game) + " online";
  e.where = "room " + r.code + (r.hosted ? " hosted here" : " on " + r.server) + " as " + r.name +
            (r.adjourned ? ", adjourned" : "");
  if (r.finished) e.outcome = "over";
  return e;
}

// The newer lists over the older: a query that did not read the saves folders keeps the older saves list.
void mergeInto(std::optional<FileLists>& older, FileLists newer) {
  if (older && !newer.saves) newer.saves = std::move(older->saves);
  older = std::move(newer);
}

}  // namespace

FileLists listFiles(const FileListQuery& q) {
  FileLists out;
  if (q.listSaves) out.saves = listSavedGames(q.saveFolders, q.describe);
  std::error_code ec;
  const fs::path current = q.currentFile.empty() ? fs::path() : fs::absolute(q.currentFile, ec).lexically_normal();
  for (const std::string& path : q.recentFiles) {
    // A file moved or deleted since is simply no longer recent; the game being played is not listed.
    if (!fs::exists(path, ec) || (!current.empty() && fs::path(path) == current)) continue;
    out.recent.push_back(summarizeGameFile(path, q.describe));
  }
  if (!q.autosaveFolder.empty()) {
    for (const AutosaveListing& a : listAutosaves(q.autosaveFolder)) {
      if (a.error.empty() && a.meta.gameId == q.gameId) continue;  // this game
      out.recent.push_back(autosaveEntry(a));
    }
    for (const ModuleAutosave& m : listModuleAutosaves(q.autosaveFolder)) {
      if (m.gameId == q.gameId) continue;  // this game
      out.recent.push_back(moduleAutosaveEntry(m, q.assetsDir));
    }
    for (const OnlineRoomListing& o : listOnlineRooms(q.autosaveFolder)) {
      if (o.record.code == q.gameId) continue;  // the room being played
      out.recent.push_back(onlineRoomEntry(o));
    }
    // Continue is the newest game still being played, of any game.
    std::optional<ui::GameFileEntry> newest;
    for (const ui::GameFileEntry& e : out.recent) {
      if (e.autosave && e.error.empty() && e.outcome.empty() && (!newest || e.timeMs > newest->timeMs)) newest = e;
    }
    out.continueGame = std::move(newest);
  }
  std::stable_sort(out.recent.begin(), out.recent.end(),
                   [](const ui::GameFileEntry& a, const ui::GameFileEntry& b) { return a.timeMs > b.timeMs; });
  if (out.recent.size() > kRecentShown) out.recent.resize(kRecentShown);
  return out;
}

FileLister::~FileLister() {
  if (running_.valid()) running_.wait();
}

void FileLister::launch(const FileListQuery& query) {
  try {
    running_ = std::async(std::launch::async, [work = work_, q = query] { return work(q); });
  } catch (const std::system_error&) {
    // No thread to be had: read here rather than not at all.
    std::promise<FileLists> done;
    done.set_value(work_(query));
    running_ = done.get_future();
  }
}

void FileLister::start(FileListQuery query) {
  if (!running_.valid()) {
    launch(query);
    return;
  }
  if (waiting_ && waiting_->listSaves && !query.listSaves) {
    query.listSaves = true;
    query.saveFolders = std::move(waiting_->saveFolders);
  }
  waiting_ = std::move(query);
}

std::optional<FileLists> FileLister::take() {
  if (!running_.valid() || running_.wait_for(std::chrono::seconds(0)) != std::future_status::ready) return std::nullopt;
  std::optional<FileLists> lists;
  try {
    lists = running_.get();
  } catch (const std::exception&) {
    // Out of memory or threads: the lists stay as they were; the next query tries again.
  }
  if (waiting_) {
    launch(*waiting_);
    waiting_.reset();
  }
  return lists;
}

std::optional<FileLists> FileLister::finish() {
  std::optional<FileLists> lists;
  while (running_.valid()) {
    running_.wait();
    if (std::optional<FileLists> next = take()) mergeInto(lists, std::move(*next));
  }
  return lists;
}

}  // namespace nemesis::app
