// The autosave module and the game-file lists without SDL (nemesis_files): encoding round trips, rotation,
// damaged files refused with a message, the Open dialog's entries (read in a worker, from each file's start),
// load errors split for their window, and a
// process killed with SIGKILL at random moments while it plays and autosaves: the newest autosave always
// loads and holds every command but at most the one in flight.
#include <doctest/doctest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <atomic>
#include <cerrno>
#include <filesystem>
#include <fstream>
#include <future>
#include <random>

#include "autosave.hpp"
#include "engine/nemesis/board_file.hpp"
#include "engine/nemesis/hash.hpp"
#include "engine/nemesis/legal.hpp"
#include "engine/nemesis/replay.hpp"
#include "engine/nemesis/scenario.hpp"
#include "engine/nemesis/script.hpp"
#include "engine/nemesis/setup.hpp"
#include "file_io_support.hpp"
#include "file_lists.hpp"
#include "game_files.hpp"
#include "nemesis_autosave.hpp"
#include "nemesis_game_files.hpp"
#include "output_dir.hpp"
#include "save_files.hpp"

using namespace nemesis;
using namespace nemesis::app;
namespace fs = std::filesystem;

namespace {

const std::string kBoards = std::string(NEMESIS_ASSETS_DIR) + "/boards";

// How the app lists Nemesis files (the registry's describer, without the registry).
nemesis::app::FileDescriber nemesisFiles() {
  return [](nemesis::ui::GameFileEntry& e, const std::string& text, bool whole) {
    nemesis::app::describeNemesisFile(e, text, whole, kBoards);
  };
}

std::string freshDir(const std::string& name) {
  return clienttest::freshDir("files", name);
}

GameState startOf(int players, std::uint64_t seed) {
  SetupOptions setup;
  setup.characters = defaultCharacters(players);
  setup.seed = seed;
  return newGame(std::make_shared<const Board>(loadBoardFile(kBoards + "/basic.json")), setup);
}

// A recorded game of `steps` commands that change nothing ("force" with nothing to queue: legal any number of
// times), from a 2-character game.
std::string longReplay(int steps) {
  const GameState s = startOf(2, 6);
  const Command nothing = parseCommand("force", s);
  return writeReplay(recordReplay(s, std::vector<Command>(static_cast<std::size_t>(steps), nothing)));
}

// Plays `n` legal commands picked by a generator seeded with `seed`; false when the game ended first.
bool playRandom(History& h, int n, std::mt19937& pick) {
  std::vector<Command> legal;
  for (int i = 0; i < n; ++i) {
    legal.clear();
    legalCommands(h.state(), legal);
    if (legal.empty()) return false;
    EventLog events;
    REQUIRE(h.apply(legal[pick() % legal.size()], events).ok());
  }
  return true;
}

AutosaveMeta metaFor(const std::string& id) {
  AutosaveMeta m;
  m.gameId = id;
  m.savedAtMs = wallClockMs();
  return m;
}

std::string readAll(const std::string& path) {
  return readGameFile(path);
}

// The child of the kill test: plays and autosaves after every command, telling the parent through `fd` how
// many commands it has applied (written before that command's autosave starts).
void playAndAutosave(const std::string& dir, const std::string& id, std::uint64_t seed, int fd) {
  History h(startOf(3, seed));
  std::mt19937 pick(static_cast<std::uint32_t>(seed));
  writeAutosave(dir, h, metaFor(id));
  const char ready = 'R';
  if (::write(fd, &ready, 1) != 1) ::_exit(2);
  std::vector<Command> legal;
  for (std::int32_t applied = 1;; ++applied) {
    legal.clear();
    legalCommands(h.state(), legal);
    if (legal.empty()) break;
    EventLog events;
    if (!h.apply(legal[pick() % legal.size()], events).ok()) ::_exit(3);
    if (::write(fd, &applied, sizeof applied) != sizeof applied) ::_exit(4);
    writeAutosave(dir, h, metaFor(id));
  }
}

// Never returns: killed by the parent.
[[noreturn]] void playUntilKilled(const std::string& dir, const std::string& id, std::uint64_t seed, int fd) {
  try {
    playAndAutosave(dir, id, seed, fd);
  } catch (...) {
    ::_exit(5);  // never back into the test runner from a forked child
  }
  for (;;) ::pause();  // the game is over: wait for the kill
}

}  // namespace

TEST_CASE("autosave: encode then decode gives the same game, its commands and its facts") {
  History h(startOf(2, 7));
  std::mt19937 pick(7);
  REQUIRE(playRandom(h, 12, pick));
  AutosaveMeta meta = metaFor("abc-123");
  meta.savedTo = "/somewhere/saved game.json";
  meta.unsaved = true;
  const std::string text = encodeAutosave(h, meta);
  CHECK(isAutosaveText(text));

  const AutosaveMeta head = decodeAutosaveMeta(text, "x.autosave");
  CHECK(head.gameId == "abc-123");
  CHECK(head.savedTo == meta.savedTo);
  CHECK(head.unsaved);
  CHECK(head.commands == 12);
  CHECK(head.round == h.state().round);
  CHECK(head.characters == std::vector<std::string>{"Captain", "Scout"});
  CHECK(head.outcome.empty());

  const DecodedAutosave back = decodeAutosave(text, "x.autosave", kBoards);
  CHECK(stateHash(back.history.state()) == stateHash(h.state()));
  CHECK(stateHash(back.history.initial()) == stateHash(h.initial()));
  CHECK(back.history.commands().size() == 12);
  CHECK(back.meta.gameId == "abc-123");
}

TEST_CASE("autosave: damaged files are refused with the file and the place, never a crash") {
  History h(startOf(1, 3));
  std::mt19937 pick(3);
  REQUIRE(playRandom(h, 4, pick));
  const std::string text = encodeAutosave(h, metaFor("g1"));
  const auto refused = [](const std::string& t, const std::string& what) {
    try {
      (void)decodeAutosave(t, "damaged.autosave", kBoards);
      FAIL("accepted: " << what);
    } catch (const ScenarioError& e) {
      CHECK_MESSAGE(std::string(e.what()).rfind("damaged.autosave: ", 0) == 0, e.what());
    }
  };
  refused("", "empty");
  refused("hello\n", "not an autosave");
  refused("nemesis-autosave 9\n{}\n", "a newer version");
  refused(text.substr(0, text.size() / 2), "cut in half");
  refused(text.substr(0, 40), "cut in the header");
  std::string path = text;
  path.replace(path.find("\"g1\""), 4, "\"../../x\"");
  refused(path, "a game id that is a path");
  // 60,000 nested lists for a header (within its 64 KB; under ASan the recursive parser overflowed the stack
  // from 90,000): refused at the bracket past the limit.
  const std::string deep = text.substr(0, text.find('\n') + 1) + std::string(60000, '[') + "\n";
  try {
    (void)decodeAutosave(deep, "damaged.autosave", kBoards);
    FAIL("accepted: a deep header");
  } catch (const ScenarioError& e) {
    CHECK(std::string(e.what()) ==
          "damaged.autosave: line 2, column 65: invalid JSON: lists and objects nested deeper than 64 levels");
  }
  // Every prefix of the file is refused, or (cut only in the trailing whitespace) is the whole game.
  const std::uint64_t whole = stateHash(h.state());
  for (std::size_t n = 0; n < text.size(); n += 97) {
    try {
      const DecodedAutosave d = decodeAutosave(text.substr(0, n), "prefix.autosave", kBoards);
      CHECK(stateHash(d.history.state()) == whole);
      CHECK(d.history.commands().size() == h.commands().size());
    } catch (const ScenarioError&) {
      // refused, with a message: fine
    }
  }
}

TEST_CASE("autosave: one file per game, the newest 5 games kept, and listed newest first") {
  const std::string dir = freshDir("rotation");
  std::vector<std::string> ids;
  for (int g = 0; g < 8; ++g) {
    History h(startOf(1, static_cast<std::uint64_t>(g) + 1));
    ids.push_back("game" + std::to_string(g));
    AutosaveMeta meta = metaFor(ids.back());
    meta.savedAtMs = 1000 + g;  // in the order written
    writeAutosave(dir, h, meta);
    writeAutosave(dir, h, meta);  // again: still one file for the game
  }
  const std::string stale = test::temporaryName(dir + "/game-gone.autosave", test::deadPid(), 0);
  std::ofstream(stale) << "a write killed half-way";
  std::ofstream(dir + "/notes.txt") << "not ours";
  History last(startOf(1, 1));
  writeAutosave(dir, last, metaFor(ids.back()));
  const std::vector<AutosaveListing> list = listAutosaves(dir);
  REQUIRE(list.size() == kAutosavesKept);
  CHECK(list[0].meta.gameId == "game7");
  CHECK(list[1].meta.gameId == "game6");
  CHECK(list[4].meta.gameId == "game3");
  CHECK_FALSE(fs::exists(stale));
  CHECK(fs::exists(dir + "/notes.txt"));

  std::ofstream(dir + "/game-bad.autosave") << "garbage";
  bool sawBad = false;
  for (const AutosaveListing& a : listAutosaves(dir)) {
    if (a.path.find("game-bad") != std::string::npos) sawBad = !a.error.empty();
  }
  CHECK(sawBad);
}

// 100 clients killed at random moments while they play and autosave after every command: the newest autosave
// always loads, and after the next start (removeStaleTemporaryFiles, as App does) no temporary file is left.
TEST_CASE("autosave: a kill -9 at any moment loses at most the command in flight") {
  const std::string dir = freshDir("kill");
  std::mt19937 rng(20250314);
  std::uniform_int_distribution<int> delayUs(0, 60000);
  constexpr int kRuns = 100;
  int killedMidGame = 0;
  int leftTemporary = 0;
  int maxCompleted = 0;
  for (int run = 0; run < kRuns; ++run) {
    std::array<int, 2> pipeFds{};
    REQUIRE(::pipe(pipeFds.data()) == 0);
    const std::string id = "kill" + std::to_string(run);
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
      ::close(pipeFds[0]);
      playUntilKilled(dir, id, static_cast<std::uint64_t>(run) + 1, pipeFds[1]);
    }
    ::close(pipeFds[1]);
    char ready = 0;
    REQUIRE(::read(pipeFds[0], &ready, 1) == 1);
    ::usleep(static_cast<useconds_t>(delayUs(rng)));
    REQUIRE(::kill(child, SIGKILL) == 0);
    int status = 0;
    REQUIRE(::waitpid(child, &status, 0) == child);
    CHECK(WIFSIGNALED(status));
    std::int32_t completed = 0;
    std::int32_t value = 0;
    while (::read(pipeFds[0], &value, sizeof value) == sizeof value) completed = value;
    ::close(pipeFds[0]);
    maxCompleted = std::max(maxCompleted, static_cast<int>(completed));

    const std::vector<AutosaveListing> list = listAutosaves(dir);
    REQUIRE_FALSE(list.empty());
    const AutosaveListing& newest = list.front();
    REQUIRE_MESSAGE(newest.error.empty(), newest.error);
    CHECK(newest.meta.gameId == id);
    const DecodedAutosave game = decodeAutosave(readAll(newest.path), newest.path, kBoards);
    const auto held = static_cast<std::int32_t>(game.history.commands().size());
    CHECK_MESSAGE(held >= completed - 1, "run " << run << ": " << held << " of " << completed << " commands");
    CHECK(held <= completed);
    if (held == completed - 1) ++killedMidGame;

    const std::size_t left = test::temporariesIn(dir).size();
    CHECK(left <= 1);
    if (left > 0) ++leftTemporary;
    // The next start cleans up (every other run; on the others the next client's first autosave does).
    if (run % 2 == 0) {
      CHECK(removeStaleTemporaryFiles(dir, "") == static_cast<int>(left));
      CHECK(test::temporariesIn(dir).empty());
    }
  }
  CHECK(removeStaleTemporaryFiles(dir, "") >= 0);
  CHECK(test::temporariesIn(dir).empty());
  CHECK(listAutosaves(dir).size() <= static_cast<std::size_t>(kAutosavesKept));
  MESSAGE(kRuns << " kills, up to " << maxCompleted << " commands each; " << killedMidGame
                << " caught a command before its autosave was complete; " << leftTemporary
                << " left a temporary file, all removed at the next start");
  CHECK(maxCompleted > 1);  // the kills did land while the child was playing
}

// A save is two files (save_files.hpp). 100 savers killed at random moments while they save growing games
// over and over: the state file always loads to one of the games written, and the replay beside it either
// gives that very game's history or is named as belonging to another save (the kill fell between the two
// files), never taken silently; the next save of it leaves no temporary file.
TEST_CASE("saves: a kill -9 at any moment leaves a readable save and a matching replay or a notice") {
  const std::string dir = freshDir("kill-save");
  const std::string path = dir + "/game.json";
  std::vector<History> games;
  History h(startOf(3, 77));
  std::mt19937 pick(77);
  games.push_back(h);
  for (int i = 0; i < 8 && playRandom(h, 3, pick); ++i) games.push_back(h);
  REQUIRE(games.size() >= 5);
  std::vector<std::uint64_t> hashes;
  hashes.reserve(games.size());
  for (const History& g : games) hashes.push_back(stateHash(g.state()));
  writeSaveFiles(path, games.front());

  std::mt19937 rng(20250611);
  std::uniform_int_distribution<int> delayUs(0, 15000);
  constexpr int kRuns = 100;
  int matched = 0;
  int noticed = 0;
  int leftTemporary = 0;
  for (int run = 0; run < kRuns; ++run) {
    CAPTURE(run);
    test::killWriterAfter(static_cast<useconds_t>(delayUs(rng)), static_cast<std::size_t>(run),
                          [&](std::size_t i) { writeSaveFiles(path, games[i % games.size()]); });

    const GameState loaded = loadGame(path, kBoards);
    const auto game = std::find(hashes.begin(), hashes.end(), stateHash(loaded));
    REQUIRE(game != hashes.end());
    const SaveHistory saved = readSaveHistory(path, loaded, kBoards);
    if (saved.history) {
      CHECK(saved.notice.empty());
      CHECK(saved.history->commands() == games[static_cast<std::size_t>(game - hashes.begin())].commands());
      ++matched;
    } else {
      CHECK(saved.notice ==
            replayPathOf(path) + " belongs to another save: the game is loaded without its undo history.");
      ++noticed;
    }
    const std::size_t left = test::temporariesIn(dir).size();
    CHECK(left <= 1);
    if (left > 0) ++leftTemporary;
    // The saves folder is the player's: not cleaned at start, but by the next write of the same save.
    CHECK(removeStaleTemporaries(path) + removeStaleTemporaries(replayPathOf(path)) == static_cast<int>(left));
    CHECK(test::temporariesIn(dir).empty());
  }
  MESSAGE(kRuns << " savers killed: " << matched << " left a matching pair, " << noticed
                << " a replay of another save (said on loading); " << leftTemporary
                << " left a temporary file, all removed by the next save");
  CHECK(noticed > 0);  // some kills did fall between the two files
}

TEST_CASE("saves: a replay that does not end in the save's state is named, never taken silently") {
  const std::string dir = freshDir("pair");
  const std::string path = dir + "/game.json";
  History h(startOf(2, 9));
  std::mt19937 pick(9);
  REQUIRE(playRandom(h, 4, pick));
  writeSaveFiles(path, h);
  const GameState state = loadGame(path, kBoards);
  SaveHistory saved = readSaveHistory(path, state, kBoards);
  REQUIRE(saved.history != nullptr);
  CHECK(saved.history->commands() == h.commands());
  CHECK(saved.events.size() == h.commands().size());
  CHECK(saved.notice.empty());

  // The partial write: the next save's replay landed beside this state.
  History next = h;
  REQUIRE(playRandom(next, 2, pick));
  writeFileAtomically(replayPathOf(path), writeReplay(recordReplay(next.initial(), next.commands())));
  saved = readSaveHistory(path, state, kBoards);
  CHECK(saved.history == nullptr);
  CHECK(saved.notice == replayPathOf(path) + " belongs to another save: the game is loaded without its undo history.");

  // No replay at all: a scenario, or a save without one. Nothing to say.
  fs::remove(replayPathOf(path));
  saved = readSaveHistory(path, state, kBoards);
  CHECK(saved.history == nullptr);
  CHECK(saved.notice.empty());
}

TEST_CASE("game files: a save and its replay are one entry, what cannot be read says why, newest first") {
  const std::string dir = freshDir("listing");
  GameState s = startOf(2, 4);
  saveGame(s, dir + "/one.json");
  writeFileAtomically(dir + "/one.replay.json", "{}");  // its replay: never listed on its own
  std::ofstream(dir + "/broken.json") << "{ not json";
  std::ofstream(dir + "/notes.txt") << "ignored";
  fs::last_write_time(dir + "/one.json", fs::file_time_type::clock::now() - std::chrono::hours(1));
  const std::vector<ui::GameFileEntry> list = listSavedGames(dir, nemesisFiles());
  REQUIRE(list.size() == 2);
  CHECK(list[0].name == "broken");
  CHECK(list[0].error.find("line 1") != std::string::npos);
  CHECK(list[0].error.find("broken.json") == std::string::npos);  // the entry already names the file
  CHECK(list[1].name == "one");
  CHECK(list[1].error.empty());
  CHECK(list[1].characters == "Captain, Scout");
  CHECK(list[1].round == 1);
  CHECK(list[1].date.size() == 16);

  // Not a regular file, or too large: refused before reading.
  CHECK_THROWS_AS((void)readGameFile(dir), FileError);
  CHECK_THROWS_AS((void)readGameFile("/dev/zero"), FileError);
}

TEST_CASE("game files: load errors split into file, field and problem, scenario names peeked") {
  ui::LoadError e = splitLoadError("a/k.json: characters[1].hand[2]: Action card 11 does not exist", "a/k.json");
  CHECK(e.file == "a/k.json");
  CHECK(e.field == "characters[1].hand[2]");
  CHECK(e.problem == "Action card 11 does not exist");
  e = splitLoadError("k.json: line 4, column 10: invalid JSON: Missing a colon.", "k.json");
  CHECK(e.field == "line 4, column 10");
  CHECK(e.problem == "invalid JSON: Missing a colon.");
  e = splitLoadError("k.json: initial: board.corridors[3].rooms: room 99 does not exist", "k.json");
  CHECK(e.field == "initial: board.corridors[3].rooms");
  CHECK(e.problem == "room 99 does not exist");
  e = splitLoadError("k.json: cannot open the file for reading", "k.json");
  CHECK(e.field.empty());
  CHECK(e.problem == "cannot open the file for reading");

  const ScenarioInfo info = peekScenarioInfo(R"({"name": "Kitchen", "description": "Two rooms.", "seed": 3})");
  CHECK(info.name == "Kitchen");
  CHECK(info.description == "Two rooms.");
  CHECK(peekScenarioInfo("[[[").name.empty());
  CHECK(peekScenarioInfo(std::string(110000, '[')).name.empty());
  CHECK(peekScenarioInfo(R"({"name": 4})").name.empty());
}

// The lists of the dialogs and menus (file_lists.hpp): read in a worker thread that the app never waits for,
// each file summarised from its beginning. Opening or saving once read and replayed every save to list it:
// five legal 63 MiB replays froze the window for 15 s.
TEST_CASE("a replay is listed from its start, never played: a broken tail lists, a long one reads its head only") {
  const std::string dir = freshDir("replays");
  const std::string text = longReplay(20000);  // ~1.8 MB
  REQUIRE(text.size() > 1000000);
  // Its start position whole, then cut in the middle of its steps: Open would refuse it, the list shows it.
  const std::string cut = dir + "/cut.replay.json";
  std::ofstream(cut, std::ios::binary) << text.substr(0, text.size() / 2) << "\"NOT JSON";
  const ui::GameFileEntry e = summarizeGameFile(cut, nemesisFiles());
  CHECK_MESSAGE(e.error.empty(), e.error);  // before: "unreadable: line ...": the whole file was parsed
  CHECK(e.replay);
  CHECK(e.round == 1);
  CHECK(e.characters == "Captain, Scout");
  CHECK(e.name == "cut (replay)");

  // The whole file is listed the same, and a step that would be refused (read only when opened) changes
  // nothing in the list.
  const std::string whole = dir + "/whole.replay.json";
  writeFileAtomically(whole, text);
  const ui::GameFileEntry w = summarizeGameFile(whole, nemesisFiles());
  CHECK(w.error.empty());
  CHECK(w.round == 1);
  CHECK(w.characters == "Captain, Scout");

  // Not a game file: said, never thrown.
  const std::string other = dir + "/other.json";
  std::ofstream(other) << R"({"format": "something-else"})";
  CHECK_FALSE(summarizeGameFile(other, nemesisFiles()).error.empty());
  // A save too large to parse for a list: its own fields, from its start.
  const std::string big = dir + "/big.json";
  std::ofstream(big) << R"({"format": "nemesis-scenario", "version": 1, "name": "Long tale", "round": 4, )"
                     << R"("status": "lost", "characters": [{"class": "pilot"}, {"class": "scout"}], )"
                     << R"("description": ")" << std::string(300000, 'x') << "\"}";
  const ui::GameFileEntry b = summarizeGameFile(big, nemesisFiles());
  CHECK(b.error.empty());
  CHECK(b.name == "Long tale");
  CHECK(b.round == 4);
  CHECK(b.outcome == "lost");
  CHECK(b.characters == "Pilot, Scout");
}

TEST_CASE("the lists are read by a worker: asking never waits, a newer query replaces one waiting") {
  std::promise<void> release;
  std::shared_future<void> released = release.get_future().share();
  std::atomic<int> runs{0};
  FileLister lister([&](const FileListQuery& q) {
    released.wait();  // a folder that takes its time (a hung network folder, a slow disk)
    ++runs;
    FileLists out;
    if (q.listSaves) out.saves.emplace();
    out.recent.resize(q.recentFiles.size());
    return out;
  });
  FileListQuery saves;
  saves.listSaves = true;
  lister.start(saves);
  CHECK(lister.busy());
  CHECK_FALSE(lister.take().has_value());  // returns at once: the frame goes on
  FileListQuery recent;
  recent.recentFiles = {"a.json", "b.json"};
  lister.start(recent);  // waits for the first, keeps its wish to list the saves
  recent.recentFiles = {"a.json", "b.json", "c.json"};
  lister.start(recent);  // newer: replaces the one waiting
  CHECK_FALSE(lister.take().has_value());
  release.set_value();
  const std::optional<FileLists> lists = lister.finish();
  REQUIRE(lists.has_value());
  CHECK(runs == 2);
  CHECK(lists->saves.has_value());
  CHECK(lists->recent.size() == 3);
  CHECK_FALSE(lister.busy());
  CHECK_FALSE(lister.finish().has_value());
}

TEST_CASE("listFiles: the saves folders when asked, recent files that still exist, other games' autosaves") {
  const std::string dir = freshDir("list");
  std::ofstream(dir + "/gone.json") << "{}";
  const std::string text = longReplay(3);
  writeFileAtomically(dir + "/kept.replay.json", text);
  FileListQuery q;
  q.describe = nemesisFiles();
  q.recentFiles = {dir + "/kept.replay.json", dir + "/missing.json"};
  FileLists lists = listFiles(q);
  CHECK_FALSE(lists.saves.has_value());
  REQUIRE(lists.recent.size() == 1);
  CHECK(lists.recent[0].path == dir + "/kept.replay.json");
  q.listSaves = true;
  q.saveFolders = {dir};
  lists = listFiles(q);
  REQUIRE(lists.saves.has_value());
  CHECK(lists.saves->size() == 2);  // gone.json (unreadable) and the replay
}

// A save's name of 241 to 255 bytes once failed with "File name too long": the atomic writer's temporary had a
// longer name. Any name works now whose replay's name (7 bytes longer) fits; a longer one is refused in words
// before anything is written.
TEST_CASE("saves: a name of up to 248 bytes saves with its replay, a longer one is refused saying how long") {
  const std::string dir = freshDir("long-names");
  const History h(startOf(2, 3));
  for (const std::size_t length : {std::size_t{241}, std::size_t{248}}) {
    CAPTURE(length);
    const std::string path = dir + "/" + std::string(length - 5, 'g') + ".json";
    writeSaveFiles(path, h);
    const GameState loaded = loadGame(path, kBoards);
    CHECK(stateHash(loaded) == stateHash(h.state()));
    CHECK(readSaveHistory(path, loaded, kBoards).notice.empty());
  }
  const std::string tooLong = dir + "/" + std::string(245, 'g') + ".json";
  std::string message;
  try {
    writeSaveFiles(tooLong, h);
  } catch (const FileError& e) {
    message = e.what();
  }
  CHECK(message == tooLong +
                       ": the name is too long for a save (its replay's name would have 257 bytes, and a file name "
                       "has at most 255): use a name of at most 248 bytes");
  CHECK_FALSE(fs::exists(tooLong));
  CHECK(test::temporariesIn(dir).empty());
}
