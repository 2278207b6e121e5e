// Nemesis in the client: its registration (game_registry.hpp). The shell learns of the game only from here: the
// files it opens (scenarios and saves, replays, lessons, its binary autosaves), the new-game window's form and the
// start screen, the board setting it checks, the tutorial, and its rule table.
#include <algorithm>
#include <filesystem>
#include <memory>

#include "app_error.hpp"
#include "autosave.hpp"
#include "engine/kernel/file_io.hpp"
#include "engine/kernel/quote.hpp"
#include "engine/nemesis/board_file.hpp"
#include "engine/nemesis/lesson.hpp"
#include "engine/nemesis/nemesis_rules.hpp"
#include "engine/nemesis/replay.hpp"
#include "engine/nemesis/rules.hpp"
#include "engine/nemesis/scenario.hpp"
#include "engine/nemesis/script.hpp"
#include "engine/nemesis/seat_view.hpp"
#include "engine/nemesis/setup.hpp"
#include "game_files.hpp"
#include "game_registry.hpp"
#include "nemesis_autosave.hpp"
#include "nemesis_client.hpp"
#include "nemesis_editor.hpp"
#include "nemesis_game_files.hpp"
#include "record_replay.hpp"
#include "save_files.hpp"
#include "settings.hpp"
#include "ui/nemesis/log_model.hpp"
#include "ui/nemesis/new_game_form.hpp"
#include "wording.hpp"

namespace nemesis::app {

namespace {

std::shared_ptr<const Board> boardNamed(const std::string& assetsRoot, const std::string& name) {
  return std::make_shared<const Board>(loadBoardFile(assetsRoot + "/boards/" + name + ".json"));
}

std::unique_ptr<NemesisClient> clientOf(const ClientContext& c, std::unique_ptr<History> history,
                                        bool startScreen = false) {
  return std::make_unique<NemesisClient>(c, std::move(history), startScreen);
}

// A new game from the new-game window's form (or --players: no characters chosen, the settings' count).
std::unique_ptr<GameClient> start(const ClientContext& c, const ui::NewGameRequest& request) {
  SetupOptions setup;
  setup.characters = request.seats.empty() ? defaultCharacters(std::clamp(c.settings.players, 1, kMaxCharacters))
                                           : ui::classesOf(request.seats);
  setup.seed = request.seed;
  // Full rounds by default; free play (any character acts at any time, no Event phase) is for study.
  setup.freePlay = request.freePlay;
  std::unique_ptr<NemesisClient> client =
      clientOf(c, std::make_unique<History>(nemesis::newGame(boardNamed(c.assetsRoot, request.board), setup)));
  c.settings.players = static_cast<int>(setup.characters.size());
  c.settings.seed = request.seed;
  c.settings.board = request.board;
  c.settings.freePlay = request.freePlay;
  OpenNote note;
  note.status = "New game: " + view::counted(static_cast<int>(setup.characters.size()), "character", "characters") +
                ", seed " + std::to_string(request.seed) + ", board " + request.board +
                (request.freePlay ? ", free play." : ", full rounds.");
  note.remember = false;
  client->setOpened(std::move(note));
  return client;
}

// A member's view of an online table (nemesis_online.cpp): shown from a state dealt from the view, on the table's
// board (its scenario's, else the basic one).
std::unique_ptr<GameClient> online(const ClientContext& c, const OnlineTableStart& start) {
  std::shared_ptr<const Board> board = tableBoard(start.scenario, c.assetsRoot + "/boards");
  const SeatView view = loadSeatView(start.view, board, "the server's view");
  std::unique_ptr<NemesisClient> client = clientOf(c, std::make_unique<History>(stateOfView(view, board)));
  client->playOnline(start, std::move(board));
  OpenNote note;
  note.status = start.seats.empty() ? "Watching the online game." : "The online game has started.";
  note.remember = false;
  client->setOpened(std::move(note));
  return client;
}

// A finished online game's record (record_replay.hpp), played again from its table's start: its whole history, its
// log as it was written.
std::unique_ptr<GameClient> replay(const ClientContext& c, const RoomRecordStart& r) {
  auto history = std::make_unique<History>(tableStart(r.players, r.seed, r.scenario, c.assetsRoot + "/boards"));
  playRecord<NemesisRules>(*history, r.commands, r.source,
                           [](const std::string& text, const GameState& s, const std::string& source, int line) {
                             return parseCommand(text, s, source, line);
                           });
  std::unique_ptr<NemesisClient> client = clientOf(c, std::move(history));
  client->restoreLog();
  OpenNote note;
  note.status = "The online game played again here from its record (" + std::to_string(r.commands.size()) +
                " commands); Save keeps it.";
  note.remember = false;
  client->setOpened(std::move(note));
  return client;
}

// The scenarios of assets/scenarios, by file name, each by its name and description (an online room may start from
// one; a file that cannot be read is offered by its file name, and the server says what is wrong with it).
std::vector<ui::StartFile> scenarios(const std::string& assetsRoot) {
  std::vector<ui::StartFile> files;
  for (const std::string& p : jsonFilesIn(assetsRoot + "/scenarios")) {
    ui::StartFile f{p, std::filesystem::path(p).stem().string(), {}};
    try {
      const ScenarioInfo info = peekScenarioInfo(readFileLimited(p, kMaxScenarioBytes, "a scenario"));
      if (!info.name.empty()) f.name = info.name;
      f.about = info.description;
    } catch (const FileError&) {
      // Offered by its file name.
    }
    files.push_back(std::move(f));
  }
  return files;
}

// The start screen: the board of a default game, without its pieces.
std::unique_ptr<GameClient> startScreen(const ClientContext& c) {
  SetupOptions setup;
  setup.characters = defaultCharacters(1);
  setup.seed = c.settings.seed;
  std::shared_ptr<const Board> board;
  try {
    board = boardNamed(c.assetsRoot, c.settings.board);
  } catch (const std::exception&) {
    board = boardNamed(c.assetsRoot, "basic");  // a board named in the settings that is gone: the basic one
  }
  return clientOf(c, std::make_unique<History>(nemesis::newGame(board, setup)), true);
}

// A replay: read, verified as nemesis-lab replay verifies it, and played into the undo history in one pass (each
// command applied once): a replay that diverges (a tampered hash or outcome, steps missing at its end) is refused,
// its message naming the step, as the load-error window shows it. The log is made as the commands are played, each
// entry named against the state its command left.
std::unique_ptr<GameClient> openReplay(const ClientContext& c, std::string_view text, const std::string& path) {
  std::vector<ui::LogEntry> entries;
  PlayedReplay<History> played =
      playReplay(std::string(text), path, c.assetsRoot + "/boards", [&](const History& h, const EventLog& events) {
        const int command = static_cast<int>(h.commands().size());
        for (const Event& e : events) entries.push_back(ui::makeLogEntry(h.state(), e, command));
      });
  if (!played.check.ok()) throw ScenarioError(path + ": " + played.check.message);
  const std::size_t commands = played.history.commands().size();
  std::unique_ptr<NemesisClient> client = clientOf(c, std::make_unique<History>(std::move(played.history)));
  client->setLog(std::move(entries));
  OpenNote note;
  note.status = "Loaded the replay " + shownName(path) + " (" + std::to_string(commands) + " commands)" +
                (played.check.provesWhole ? "." : cannotProveWhole());
  client->setOpened(std::move(note));
  return client;
}

// An autosave continues the same game: its id (so it goes on autosaving into the same file), the file it was saved
// to, and whether it had unsaved changes; the log as it read when the game was played, odds notes included.
std::unique_ptr<GameClient> openAutosave(const ClientContext& c, std::string_view text, const std::string& path) {
  DecodedAutosave saved = decodeAutosave(text, path, c.assetsRoot + "/boards");
  std::unique_ptr<NemesisClient> client = clientOf(c, std::make_unique<History>(std::move(saved.history)));
  client->setSandbox(saved.meta.sandbox);
  client->restoreLog();  // each command was accepted by decodeAutosave
  OpenNote note;
  note.status = "Continued the game autosaved " + formatLocalTime(saved.meta.savedAtMs) + " (round " +
                std::to_string(client->state().round) + ", " + std::to_string(client->history().commands().size()) +
                " commands).";
  note.file = saved.meta.savedTo;
  note.remember = false;
  note.gameId = saved.meta.gameId;
  note.unsaved = saved.meta.unsaved;
  client->setOpened(std::move(note));
  return client;
}

std::unique_ptr<GameClient> openLesson(const ClientContext& c, std::string_view text, const std::string& path) {
  requireSizeWithin(path, text.size(), kMaxLessonBytes, "a lesson");
  Lesson lesson = parseLesson(std::string(text), path, c.assetsRoot + "/scenarios", c.assetsRoot + "/boards");
  std::unique_ptr<NemesisClient> client = clientOf(c, std::make_unique<History>(lesson.start));
  const std::string title = lesson.title;
  client->playLesson(std::move(lesson), path);
  OpenNote note;
  note.status = "Lesson: " + title + ".";
  note.remember = false;
  client->setOpened(std::move(note));
  return client;
}

// A scenario or a save (the state file). The replay beside a save restores the whole history (undo, the log) when
// it ends in this very state; a damaged or stale one costs only the undo history (the state file alone is the
// game), and is said.
std::unique_ptr<GameClient> openScenario(const ClientContext& c, std::string_view text, const std::string& path) {
  const std::string boards = c.assetsRoot + "/boards";
  const std::string name = shownName(path);
  requireSizeWithin(path, text.size(), kMaxScenarioBytes, "a scenario");
  GameState loaded = parseScenario(std::string(text), path, boards);
  const ScenarioInfo info = peekScenarioInfo(text);
  // For people to read when the scenario opens: a file may hold megabytes there, the window shows a page.
  c.ui.scenarioName = shortenedForDisplay(info.name, 200);
  c.ui.scenarioDescription = shortenedForDisplay(info.description, 4000);
  c.ui.showScenarioInfo = !info.name.empty() || !info.description.empty();
  c.settings.lastSave = path;
  OpenNote note;
  note.file = path;
  SaveHistory saved = readSaveHistory(path, loaded, boards);
  if (saved.history) {
    const std::size_t commands = saved.history->commands().size();
    std::unique_ptr<NemesisClient> client = clientOf(c, std::move(saved.history));
    for (std::size_t i = 0; i < saved.events.size(); ++i) client->appendLog(saved.events[i], static_cast<int>(i + 1));
    note.status = "Loaded " + name + " with its history (" + std::to_string(commands) + " commands).";
    client->setOpened(std::move(note));
    return client;
  }
  std::unique_ptr<NemesisClient> client = clientOf(c, std::make_unique<History>(std::move(loaded)));
  if (!saved.notice.empty()) {
    note.status = "Loaded " + name + ", but " + withFileNames(saved.notice, path);
    note.error = true;
  } else {
    note.status = info.name.empty() ? "Loaded " + name + "." : "Opened the scenario " + quote(info.name) + ".";
  }
  client->setOpened(std::move(note));
  return client;
}

std::unique_ptr<GameClient> open(const ClientContext& c, std::string_view text, const std::string& path) {
  if (isAutosaveText(text)) return openAutosave(c, text, path);
  const std::string format = replay_text::formatOf(text);
  if (format == NemesisRules::kReplayFormat) return openReplay(c, text, path);
  if (format == "nemesis-lesson") return openLesson(c, text, path);
  return openScenario(c, text, path);  // its reader says what is wrong with any other file
}

// The board new games use must load before the window opens: one named by --board that does not is a failure to
// start; one named in the settings falls back to the default board, with a warning naming the line.
void checkSettings(ui::Settings& settings, const std::map<std::string, std::string>& lines, bool fromOptions,
                   const std::string& assetsRoot, std::vector<std::string>& warnings) {
  try {
    (void)boardNamed(assetsRoot, settings.board);
  } catch (const std::exception& e) {
    if (fromOptions) throw AppError(std::string("--board: ") + e.what());
    const std::string fallback = ui::Settings{}.board;
    if (settings.board == fallback) throw AppError(e.what());  // the assets are broken, not the settings
    const auto line = lines.find("board");
    const std::string where = line != lines.end() ? line->second : std::string("settings");
    warnings.push_back(where + ": board: cannot use board " + quote(settings.board) + " (" + e.what() + "); using " +
                       fallback);
    settings.board = fallback;
  }
}

std::string tutorialLesson(const std::string& assetsRoot, const std::string& which,
                           const std::vector<std::string>& done) {
  return lessonFileFor(assetsRoot + "/tutorials", assetsRoot + "/scenarios", assetsRoot + "/boards", which, done);
}

std::vector<ui::LessonMenuEntry> tutorialLessons(const std::string& assetsRoot, const std::vector<std::string>& done) {
  std::vector<ui::LessonMenuEntry> out;
  for (const LessonInfo& l :
       listLessons(assetsRoot + "/tutorials", assetsRoot + "/scenarios", assetsRoot + "/boards")) {
    const bool isDone = std::find(done.begin(), done.end(), l.id) != done.end();
    out.push_back({l.path, std::filesystem::path(l.path).filename().string().substr(0, 2), l.id, l.title, l.error,
                   !l.id.empty() && isDone});
  }
  return out;
}

[[maybe_unused]] const bool kRegistered = registerClientGame({
    .name = "nemesis",
    .title = "Nemesis",
    .label = "Nemesis",
    .blurb = "The board game's movement, noise and encounter rules (seeds 000, 002, 003, 004).",
    .rulesTab = "Nemesis texts",  // first by order: its tab also holds RULES.md and the seeds no game's name claims
    .rulesNote = {},
    .rules = nemesis::ruleTable(),
    .order = 0,
    .formats = {"nemesis-scenario", std::string(NemesisRules::kReplayFormat), "nemesis-lesson"},
    .saveFormat = "nemesis-scenario",
    .startFiles = {},  // the new-game window's form starts its games
    .open = open,
    .summarize = {},  // its autosaves carry their own header (autosave.hpp)
    .describeFile = [](ui::GameFileEntry& e, const std::string& text, bool whole,
                       const std::string& assetsRoot) { describeNemesisFile(e, text, whole, assetsRoot + "/boards"); },
    .magic = std::string(kAutosaveMagic),
    .start = start,
    .maxPlayers = kMaxCharacters,
    .drawForm = ui::drawNewGameForm,
    .startForm = ui::startNewGame,
    .startScreen = startScreen,
    .checkSettings = checkSettings,
    .tutorialLesson = tutorialLesson,
    .tutorialLessons = tutorialLessons,
    .online = online,
    .replay = replay,
    .scenarios = scenarios,
    .editor = [](const ClientContext& c, const EditorStart& start) -> std::unique_ptr<GameClient> {
      return std::make_unique<NemesisEditor>(c, start);
    },
    .scenarioFormat = "nemesis-scenario",
});

}  // namespace

}  // namespace nemesis::app
