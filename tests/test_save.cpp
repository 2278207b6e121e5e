// Saves: loading a save restores the exact state (operator== and stateHash) in the middle of random play, on a
// pending decision and after a loss; a failed save leaves the previous file byte-identical; a writer killed
// at any moment leaves a file that loads to one of the states it was writing.
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "engine/nemesis/board_file.hpp"
#include "engine/nemesis/hash.hpp"
#include "engine/nemesis/replay.hpp"
#include "engine/nemesis/scenario.hpp"
#include "file_io_support.hpp"
#include "support.hpp"

using namespace test;

namespace {

const std::string kBoards = asset("boards");

// A fresh directory for this test's files, removed at the end.
class TempDir {
 public:
  TempDir() {
    std::string pattern = (std::filesystem::temp_directory_path() / "nemesis-save-XXXXXX").string();
    REQUIRE(::mkdtemp(pattern.data()) != nullptr);
    path_ = pattern;
  }
  ~TempDir() {
    std::error_code ignored;
    std::filesystem::permissions(path_, std::filesystem::perms::owner_all, ignored);
    std::filesystem::remove_all(path_, ignored);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  [[nodiscard]] std::string file(const std::string& name) const { return path_ + "/" + name; }
  [[nodiscard]] const std::string& path() const { return path_; }

 private:
  std::string path_;
};

std::string readAll(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

bool sameBoard(const Board& a, const Board& b) {
  if (a.name != b.name || a.roomCount() != b.roomCount() || a.corridorCount() != b.corridorCount()) return false;
  for (int i = 0; i < a.roomCount(); ++i) {
    const BoardRoom& x = a.room(i);
    const BoardRoom& y = b.room(i);
    if (x.label != y.label || x.slot != y.slot || x.fixedTile != y.fixedTile || x.pos != y.pos ||
        x.techEntrance != y.techEntrance || x.exitByNumber != y.exitByNumber || x.connected != y.connected ||
        x.connectedCount != y.connectedCount || x.linkCount != y.linkCount) {
      return false;
    }
    for (int l = 0; l < x.linkCount; ++l) {
      const auto li = static_cast<std::size_t>(l);
      if (x.links[li].corridor != y.links[li].corridor || x.links[li].room != y.links[li].room) return false;
    }
  }
  for (int c = 0; c < a.corridorCount(); ++c) {
    if (a.corridor(c).rooms != b.corridor(c).rooms || a.corridor(c).numbersMask != b.corridor(c).numbersMask) {
      return false;
    }
  }
  return true;
}

// parse(write(s)) is s: the same board (a new copy of it), equal state and hash, and the text is a fixed point.
void checkRoundTrip(const GameState& s) {
  const std::string text = writeScenario(s);
  GameState back = parseScenario(text, "save.json", kBoards);
  REQUIRE(sameBoard(back.topo(), s.topo()));
  CHECK(stateHash(back) == stateHash(s));
  back.board = s.board;  // states compare their board by identity
  CHECK(back == s);
  CHECK(writeScenario(back) == text);
}

struct Played {
  std::vector<GameState> states;  // a sample of the states passed through
  int decisions = 0;              // states sampled with a pending decision
  int lost = 0;                   // lost games sampled
  int withIntruders = 0;
  int withContamination = 0;
};

// Random legal play: every `every`-th state is kept, plus every pending decision and every lost game.
Played randomPlay(const std::shared_ptr<const Board>& board, int players, std::uint64_t seed, int commands, int every) {
  Played out;
  std::uint64_t nextSeed = seed;
  GameState s = newGame(board, SetupOptions{defaultCharacters(players), nextSeed++});
  Pcg32 pick(seed, 77);
  std::vector<Command> legal;
  EventLog log;
  auto keep = [&](const GameState& k) {
    out.states.push_back(k);
    out.decisions += k.pending.kind != DecisionKind::None ? 1 : 0;
    out.lost += k.status == GameStatus::Lost ? 1 : 0;
    out.withIntruders += k.intruders.empty() ? 0 : 1;
    out.withContamination += k.nextContamination > 1 ? 1 : 0;
  };
  for (int done = 0; done < commands; ++done) {
    if (s.status != GameStatus::Playing) {
      keep(s);
      s = newGame(board, SetupOptions{defaultCharacters(players), nextSeed++});
    }
    legalCommands(s, legal);
    if (legal.empty()) {
      for (int c = 0; c < s.characterCount(); ++c) refillHand(s, c, log);
      legalCommands(s, legal);
      if (legal.empty()) {
        s = newGame(board, SetupOptions{defaultCharacters(players), nextSeed++});
        continue;
      }
    }
    REQUIRE(apply(s, legal[pick.below(static_cast<std::uint32_t>(legal.size()))], log).ok());
    log.clear();
    if (done % every == 0 || s.pending.kind != DecisionKind::None) keep(s);
  }
  return out;
}

}  // namespace

TEST_CASE("a save restores the exact state in the middle of random play, on both boards, with 1-5 characters") {
  int checked = 0;
  int decisions = 0;
  int lost = 0;
  int intruders = 0;
  int contamination = 0;
  for (const auto& board : {basicBoard(), trainingBoard()}) {
    for (int players = 1; players <= 5; ++players) {
      CAPTURE(players);
      const Played p = randomPlay(board, players, 900 + static_cast<std::uint64_t>(players), 600, 7);
      for (const GameState& s : p.states) checkRoundTrip(s);
      checked += static_cast<int>(p.states.size());
      decisions += p.decisions;
      lost += p.lost;
      intruders += p.withIntruders;
      contamination += p.withContamination;
    }
  }
  MESSAGE("round trips " << checked << ", with a pending decision " << decisions << ", lost " << lost
                         << ", with Intruders " << intruders << ", with Contamination " << contamination);
  // The sample reached the states that matter.
  CHECK(checked > 500);
  CHECK(decisions > 0);
  CHECK(lost > 0);
  CHECK(intruders > 100);
  CHECK(contamination > 50);
}

TEST_CASE("a save taken on a pending Careful Movement decision resumes identically") {
  GameState s = game(2, 21);
  setRoom(s, 15, RoomTile::Canteen, true);
  forceNoise(s, {NoiseResult::Silence});  // queued for later: part of the state too
  forceAttack(s, AttackKind::Claw);
  play(s, careful(s, 1, 15));  // no corridor number: the player is asked
  REQUIRE((s.pending.kind == DecisionKind::CarefulCorridor));
  REQUIRE(s.pending.optionCount == 4);
  checkRoundTrip(s);

  TempDir dir;
  const std::string path = dir.file("decision.json");
  saveGame(s, path);
  GameState loaded = loadGame(path, kBoards);
  REQUIRE(stateHash(loaded) == stateHash(s));
  // Both answer the decision the same way and stay equal.
  const EventLog a = play(s, ChooseCorridor{1, 3});
  const EventLog b = play(loaded, ChooseCorridor{1, 3});
  CHECK(a.size() == b.size());
  CHECK(stateHash(loaded) == stateHash(s));
  CHECK(loaded.hasNoise(exitOf(loaded, 15, 3)));
}

TEST_CASE("a save taken mid-resolution keeps the step queue") {
  // A decision pending while steps wait behind it: Escape attacks, then the room entry.
  GameState s = game(1, 3);
  setRoom(s, 15, RoomTile::Canteen, true);
  s.steps.push_back(Step::encounter(0, room(s, 15), -1, RuleId::OneMarkerPerCorridor));
  s.steps.push_back(Step::plain(StepKind::NoiseCheck, 0, room(s, 15)));
  s.steps.push_back(Step::placeNoise(0, room(s, 15), s.topo().techSpace(), RuleId::NoiseNumber));
  s.steps.push_back(Step::setAsideToken(room(s, 15), 26));
  checkRoundTrip(s);
  const std::string text = writeScenario(s);
  CHECK(text.find(R"({"kind": "place_noise", "character": 0, "room": 15, "a": 28, "b": "NoiseNumber"})") !=
        std::string::npos);
}

TEST_CASE("a lost game saves and loads as lost") {
  GameState s = game(1, 8);
  setRoom(s, 15, RoomTile::Canteen, true);
  s.character(0).seriousWounds = 3;
  addIntruder(s, IntruderType::Adult, 15);
  forceAttack(s, AttackKind::Bite);
  putCharacter(s, 0, 11);
  setHand(s, 0, {1, 2, 3, 4, 5});
  // Walking into the Adult: Combat, no roll; escape back out: the Adult bites, the Captain dies.
  play(s, move(s, 0, 15));
  play(s, move(s, 0, 11));
  REQUIRE((s.status == GameStatus::Lost));
  REQUIRE((s.loss == LossReason::AllDead));
  checkRoundTrip(s);
  const GameState back = parseScenario(writeScenario(s), "lost.json", kBoards);
  CHECK((back.status == GameStatus::Lost));
  CHECK_FALSE(back.character(0).alive);
  CHECK(back.room(room(back, 15)).corpses == 1);
}

TEST_CASE("a game lost to the time track saves its reason as time_ran_out and loads it back") {
  GameState s = roundsGame(1, 3);
  s.round = kLastRound;
  forceEvent(s, 2);
  forceBag(s, IntruderType::Blank);
  play(s, Pass{0});
  REQUIRE((s.loss == LossReason::TimeRanOut));
  checkRoundTrip(s);
  const std::string text = writeScenario(s);
  CHECK(text.find(R"("loss": "time_ran_out")") != std::string::npos);
  CHECK((parseScenario(text, "time.json", kBoards).loss == LossReason::TimeRanOut));
}

TEST_CASE("a save and a recorded game name the board they were played on, never with an empty name") {
  // The basic board's file has no "name": a board read from a file is named after it, as a scenario naming
  // the file names it. Saves and recordings (the client's, nemesis-lab simulate --record) wrote "name": "".
  REQUIRE(basicBoard()->name == "basic");
  const GameState s = roundsGame(2, 3);
  const std::string text = writeScenario(s);
  CHECK(text.find(R"("name": "basic")") != std::string::npos);
  CHECK(text.find(R"("name": "")") == std::string::npos);
  CHECK(parseScenario(text, "save.json", kBoards).topo().name == "basic");
  const std::string recorded = writeReplay(recordReplay(s, {}));
  CHECK(recorded.find(R"("name": "basic")") != std::string::npos);
  CHECK(parseReplay(recorded, "game.json", kBoards).initial.topo().name == "basic");
  // A board without a name (an embedded one may leave it out) is written without the field, and stays so.
  Board unnamed = *basicBoard();
  unnamed.name.clear();
  const GameState plain = newGame(std::make_shared<const Board>(unnamed), SetupOptions{defaultCharacters(1), 1, true});
  const std::string plainText = writeScenario(plain);
  CHECK(plainText.find(R"("name")") == std::string::npos);
  CHECK(parseScenario(plainText, "save.json", kBoards).topo().name.empty());
}

TEST_CASE("a game on any board a board file may hold saves and loads again") {
  // The scenario reader had its own board parser that took room ids only up to 1,000,000 and positions only
  // within 100,000 of the origin, which board files do not limit: a game on such a board saved a file that
  // would not load. One reader reads both now.
  const auto board = std::make_shared<const Board>(parseBoard(
      R"({"name": "far", "rooms": [
          {"id": 2000000, "slot": "special", "fixed_name": "Hibernatorium", "pos": [250000, -250000]},
          {"id": 7, "slot": "room1", "pos": [-2000000000, 2000000000]}],
        "corridors": [{"rooms": [2000000, 7], "numbers": [1, 2, 3, 4]}]})",
      "far.json"));
  checkRoundTrip(newGame(board, SetupOptions{defaultCharacters(1), 5, true}));
}

TEST_CASE("saveGame then loadGame: the file on disk restores the state") {
  TempDir dir;
  const Played p = randomPlay(basicBoard(), 4, 31, 300, 50);
  for (const GameState& s : p.states) {
    const std::string path = dir.file("game.json");
    saveGame(s, path);
    const GameState back = loadGame(path, kBoards);
    CHECK(stateHash(back) == stateHash(s));
    CHECK(temporariesIn(dir.path()).empty());
  }
}

TEST_CASE("a failed save leaves the previous save byte-identical") {
  TempDir dir;
  const std::string path = dir.file("save.json");
  const GameState first = game(3, 1);
  GameState second = game(3, 2);
  saveGame(first, path);
  const std::string before = readAll(path);
  REQUIRE_FALSE(before.empty());

  SUBCASE("every temporary name is taken (planted, or in use)") {
    takeEveryTemporaryName(path);
    try {
      saveGame(second, path);
      FAIL("the save succeeded");
    } catch (const ScenarioError& e) {
      const std::string message = e.what();
      CHECK(message.rfind(path + ": cannot create a temporary file", 0) == 0);
    }
    CHECK(std::filesystem::is_directory(temporaryName(path, ::getpid(), 0)));  // not ours: left alone
    releaseEveryTemporaryName(path);
  }
  SUBCASE("the directory is not writable") {
    std::filesystem::permissions(dir.path(), std::filesystem::perms::owner_read | std::filesystem::perms::owner_exec);
    if (::access(dir.path().c_str(), W_OK) == 0) {
      MESSAGE("running with permission to write anywhere (root): the read-only directory case cannot fail here");
    } else {
      CHECK_THROWS_AS(saveGame(second, path), ScenarioError);
      CHECK(temporariesIn(dir.path()).empty());
    }
    std::filesystem::permissions(dir.path(), std::filesystem::perms::owner_all);
  }
  SUBCASE("the target is a directory: refused before anything is written") {
    const std::string target = dir.file("folder.json");
    std::filesystem::create_directory(target);
    CHECK(errorOf<ScenarioError>([&] {
            saveGame(second, target);
            return 0;
          }) == target + ": is a directory: not replaced (only a regular file is written over)");
    CHECK(std::filesystem::is_directory(target));
  }
  SUBCASE("the folder does not exist") {
    CHECK_THROWS_AS(saveGame(second, dir.file("missing/save.json")), ScenarioError);
  }
  CHECK(readAll(path) == before);
  CHECK(stateHash(loadGame(path, kBoards)) == stateHash(first));
  CHECK(temporariesIn(dir.path()).empty());
}

// The lab's --record and the client's saves write through writeFileAtomically; 100 writers killed at random
// moments (most of them inside a write: it loops without pause) leave each time a file that is one of the
// texts written, whole, and the next write (or removeStaleTemporaries, as the client's next start) leaves no
// temporary file behind.
TEST_CASE("100 writers killed with SIGKILL while saving: every save readable, no temporary left after") {
  TempDir dir;
  const std::string path = dir.file("loop.json");
  const Played p = randomPlay(basicBoard(), 5, 404, 400, 40);
  REQUIRE(p.states.size() >= 8);
  std::vector<std::string> texts;
  std::vector<std::uint64_t> hashes;
  for (const GameState& s : p.states) {
    texts.push_back(writeScenario(s));
    hashes.push_back(stateHash(s));
  }
  saveGame(p.states.front(), path);
  std::mt19937 rng(20250610);
  std::uniform_int_distribution<int> delayUs(0, 12000);
  constexpr int kKills = 100;
  int leftTemporary = 0;
  for (int round = 0; round < kKills; ++round) {
    CAPTURE(round);
    // Write the states over and over until killed.
    test::killWriterAfter(static_cast<useconds_t>(delayUs(rng)), static_cast<std::size_t>(round),
                          [&](std::size_t i) { writeFileAtomically(path, texts[i % texts.size()]); });
    const std::string text = readAll(path);
    CHECK(std::find(texts.begin(), texts.end(), text) != texts.end());
    const GameState back = loadGame(path, kBoards);
    CHECK(std::find(hashes.begin(), hashes.end(), stateHash(back)) != hashes.end());
    const std::size_t left = temporariesIn(dir.path()).size();
    CHECK(left <= 1);
    if (left > 0) ++leftTemporary;
    if (round % 2 == 0) {
      CHECK(removeStaleTemporaries(path) == static_cast<int>(left));  // the next start
    } else {
      saveGame(p.states.back(), path);  // the next write
    }
    CHECK(temporariesIn(dir.path()).empty());
  }
  MESSAGE(kKills << " writers killed; " << leftTemporary << " left a temporary file, all removed after");
  CHECK(leftTemporary > 0);  // the kills did land inside writes
}
