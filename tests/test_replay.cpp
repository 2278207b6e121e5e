// Replay files: the golden replays in tests/replays (recorded with nemesis-lab) replay to identical
// hashes; writing and reading round-trip; a tampered hash or command is reported at its step; a damaged
// file is refused with the file and the field.
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>

#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include "engine/kernel/json_text.hpp"
#include "engine/nemesis/hash.hpp"
#include "engine/nemesis/replay.hpp"
#include "engine/nemesis/scenario.hpp"
#include "engine/nemesis/script.hpp"
#include "support.hpp"

using namespace test;

namespace {

std::string replaysDir() {
  return std::string(NEMESIS_ASSETS_DIR) + "/../tests/replays";
}

std::string boardsDir() {
  return asset("boards");
}

// Random legal commands from `s` until `count` are played or none is legal (hands are not refilled:
// a refill is not a command, so a replay cannot contain one).
std::vector<Command> randomCommands(GameState s, int count, std::uint64_t seed) {
  Pcg32 pick(seed, 99);
  std::vector<Command> legal;
  std::vector<Command> out;
  EventLog log;
  while (static_cast<int>(out.size()) < count) {
    legalCommands(s, legal);
    if (legal.empty()) break;
    const Command cmd = legal[pick.below(static_cast<std::uint32_t>(legal.size()))];
    REQUIRE(apply(s, cmd, log).ok());
    out.push_back(cmd);
  }
  return out;
}

// The state just before step `index` (0-based).
GameState stateBefore(const Replay& r, int index) {
  GameState s = r.initial;
  EventLog log;
  for (int i = 0; i < index; ++i) REQUIRE(apply(s, r.commands[static_cast<std::size_t>(i)], log).ok());
  return s;
}

// A three-player game with forced outcomes first, so the replay also carries a ForceOutcomes command.
Replay sampleReplay() {
  GameState s = roundsGame(3, 21);
  std::vector<Command> commands;
  ForceOutcomes force;
  force.add.noise = {NoiseResult::Danger, NoiseResult::Two};
  force.add.bag = {ForcedBagDraw{IntruderType::Adult, 3}};
  commands.emplace_back(force);
  GameState after = s;
  EventLog log;
  REQUIRE(apply(after, commands.front(), log).ok());
  for (const Command& c : randomCommands(after, 12, 7)) commands.push_back(c);
  REQUIRE(commands.size() == 13);
  return recordReplay(s, commands);
}

// Replaces the text between the quotes of the `index`-th (0-based) `"key": "` in a replay file.
std::string replaceNth(const std::string& text, const std::string& key, int index, const std::string& value) {
  const std::string marker = "\"" + key + "\": \"";
  std::size_t at = 0;
  for (int i = 0; i <= index; ++i) {
    at = text.find(marker, i == 0 ? 0 : at + 1);
    REQUIRE_MESSAGE(at != std::string::npos, "no " << key << " number " << index);
  }
  const std::size_t start = at + marker.size();
  const std::size_t end = text.find('"', start);
  return text.substr(0, start) + value + text.substr(end);
}

std::string jsonText(const rapidjson::Document& d) {
  rapidjson::StringBuffer buffer;
  rapidjson::Writer<rapidjson::StringBuffer> writer(buffer);
  d.Accept(writer);
  return std::string(buffer.GetString(), buffer.GetSize());
}

std::string hex(std::uint64_t h) {
  std::ostringstream out;
  out << std::hex;
  out.width(16);
  out.fill('0');
  out << h;
  return out.str();
}

}  // namespace

TEST_CASE("every golden replay in tests/replays replays to identical hashes") {
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(replaysDir())) {
    if (entry.path().extension() != ".json") continue;
    ++files;
    CAPTURE(entry.path().string());
    const Replay r = loadReplay(entry.path().string(), boardsDir());
    REQUIRE(r.commands.size() == r.hashes.size());
    CHECK(r.commands.size() >= 4);
    const ReplayCheck check = verifyReplay(r);
    CHECK_MESSAGE(check.ok(), check.message);
    CHECK(check.steps == static_cast<int>(r.commands.size()));
    CHECK(check.message == "OK: " + std::to_string(check.steps) + " steps replayed, every state hash matches.");
    // The final state is the recorded one, and every step changed the state.
    GameState s = r.initial;
    EventLog log;
    std::uint64_t previous = stateHash(s);
    for (std::size_t i = 0; i < r.commands.size(); ++i) {
      REQUIRE(apply(s, r.commands[i], log).ok());
      CHECK(stateHash(s) == r.hashes[i]);
      CHECK(stateHash(s) != previous);
      previous = stateHash(s);
    }
    // Reading and writing again gives the same steps.
    const Replay again = parseReplay(writeReplay(r), "again.json", boardsDir());
    CHECK(again.commands == r.commands);
    CHECK(again.hashes == r.hashes);
  }
  CHECK(files >= 3);
}

TEST_CASE("recordReplay keeps the hash after every command and the file round-trips") {
  const Replay r = sampleReplay();
  GameState s = r.initial;
  EventLog log;
  for (std::size_t i = 0; i < r.commands.size(); ++i) {
    REQUIRE(apply(s, r.commands[i], log).ok());
    CHECK(r.hashes[i] == stateHash(s));
  }
  const std::string text = writeReplay(r);
  CHECK(text.find("\"format\": \"nemesis-replay\"") != std::string::npos);
  CHECK(text.find("\"command\": \"force noise=danger,2 bag=adult:3\"") != std::string::npos);
  CHECK(text.find("\"hash\": \"" + hex(r.hashes[4]) + "\"") != std::string::npos);

  const Replay back = parseReplay(text, "sample.json", boardsDir());
  CHECK(stateHash(back.initial) == stateHash(r.initial));
  CHECK(back.commands == r.commands);
  CHECK(back.hashes == r.hashes);
  CHECK(writeReplay(back) == text);
  CHECK(verifyReplay(back).ok());
}

TEST_CASE("recording a refused command is an error naming the step") {
  GameState s = game(1, 3);
  const Command far = Move{0, room(s, 1), defaultPayment(s, 0, 1)};  // room 1 is not next to the start
  REQUIRE_FALSE(validate(s, far).ok());
  const std::string message = errorOf<ScriptError>([&] { (void)recordReplay(s, {far}); });
  CHECK(message.find("step 1 (" + formatCommand(s, far) + ")") != std::string::npos);
  CHECK(message.find("refused") != std::string::npos);
}

TEST_CASE("a tampered hash is reported at its step") {
  const Replay r = sampleReplay();
  const std::string text = writeReplay(r);
  for (int step : {0, 5, static_cast<int>(r.commands.size()) - 1}) {
    CAPTURE(step);
    const std::uint64_t wrong = r.hashes[static_cast<std::size_t>(step)] ^ 0x10ULL;
    const Replay tampered = parseReplay(replaceNth(text, "hash", step, hex(wrong)), "tampered.json", boardsDir());
    const ReplayCheck check = verifyReplay(tampered);
    CHECK(check.firstDivergence == step);
    CHECK(check.steps == step + 1);
    CHECK(check.expected == wrong);
    CHECK(check.actual == r.hashes[static_cast<std::size_t>(step)]);
    const std::string command = formatCommand(stateBefore(r, step), r.commands[static_cast<std::size_t>(step)]);
    CHECK(check.message == "Replay diverges at step " + std::to_string(step + 1) + " (" + command +
                               "): the state hash is " + hex(r.hashes[static_cast<std::size_t>(step)]) +
                               " but the replay recorded " + hex(wrong) + ".");
  }
}

TEST_CASE("a replay records each step's chance outcomes, and a different outcome is reported at its step") {
  const Replay r = sampleReplay();
  REQUIRE(r.chance.size() == r.commands.size());
  // The first step that revealed something: its recorded outcomes are exactly what replaying it reveals.
  std::size_t step = 0;
  while (step < r.chance.size() && r.chance[step].empty()) ++step;
  REQUIRE(step < r.chance.size());
  CAPTURE(step);
  const Replay again = parseReplay(writeReplay(r), "again.json", boardsDir());
  CHECK(again.chance == r.chance);
  CHECK(verifyReplay(again).ok());

  Replay tampered = r;
  tampered.chance[step].front() = "a Noise roll (Danger)";
  if (r.chance[step].front() == tampered.chance[step].front()) tampered.chance[step].front() = "a Noise roll (1)";
  const ReplayCheck check = verifyReplay(tampered);
  CHECK(check.firstDivergence == static_cast<int>(step));
  CHECK(check.message.find("it revealed \"" + r.chance[step].front() + "\"") != std::string::npos);
  CHECK(check.message.find("where the replay recorded \"" + tampered.chance[step].front() + "\"") != std::string::npos);
}

TEST_CASE("a tampered command is reported at its step") {
  const Replay r = sampleReplay();
  const std::string text = writeReplay(r);
  const int last = static_cast<int>(r.commands.size()) - 1;

  SUBCASE("another legal command: the hash differs at that step") {
    const GameState before = stateBefore(r, last);
    std::vector<Command> legal;
    legalCommands(before, legal);
    const auto other = std::find_if(legal.begin(), legal.end(), [&](const Command& c) {
      GameState s = before;
      EventLog log;
      return apply(s, c, log).ok() && stateHash(s) != r.hashes.back();
    });
    REQUIRE(other != legal.end());
    const std::string otherText = formatCommand(before, *other);
    const Replay tampered = parseReplay(replaceNth(text, "command", last, otherText), "tampered.json", boardsDir());
    const ReplayCheck check = verifyReplay(tampered);
    CHECK(check.firstDivergence == last);
    CHECK(check.expected == r.hashes.back());
    CHECK(check.message.find("step " + std::to_string(last + 1) + " (" + otherText + ")") != std::string::npos);
  }

  SUBCASE("a command the state refuses: reading stops there, naming the field, step and command") {
    const int step = 6;
    const GameState before = stateBefore(r, step);
    // A character moving to the room it is in is always refused.
    const int c = std::visit(
        [](const auto& cmd) {
          if constexpr (requires { cmd.character; }) {
            return cmd.character;
          } else {
            return 0;
          }
        },
        r.commands[static_cast<std::size_t>(step)]);
    const std::string bad =
        "move " + std::to_string(c + 1) + " " + std::to_string(before.topo().room(before.character(c).room).label);
    const std::string message = errorOf<ScriptError>(
        [&] { (void)parseReplay(replaceNth(text, "command", step, bad), "tampered.json", boardsDir()); });
    CHECK(message.find("tampered.json: steps[6].command: Replay diverges at step 7 (\"" + bad +
                       "\"): the command is refused: ") == 0);
    CHECK(message.find("diverged") == std::string::npos);
  }

  SUBCASE("a command that is not a command: the error names the field, the step, the command and the column") {
    const std::string message = errorOf<ScriptError>(
        [&] { (void)parseReplay(replaceNth(text, "command", 3, "fly captain 3"), "tampered.json", boardsDir()); });
    CHECK(message.find(
              "tampered.json: steps[3].command: step 4 (\"fly captain 3\"): column 1: unknown command \"fly\"") == 0);
  }

  SUBCASE("a later step that no longer applies names the earlier divergence") {
    // Step 2 tampered into another legal command; if a later step cannot be applied any more, the error
    // must still point at step 2, the first divergence.
    const int step = 1;
    const GameState before = stateBefore(r, step);
    std::vector<Command> legal;
    legalCommands(before, legal);
    bool checked = false;
    for (const Command& c : legal) {
      GameState s = before;
      EventLog log;
      if (!apply(s, c, log).ok() || stateHash(s) == r.hashes[static_cast<std::size_t>(step)]) continue;
      const std::string command = formatCommand(before, c);
      const std::string tampered = replaceNth(text, "command", step, command);
      try {
        const ReplayCheck check = verifyReplay(parseReplay(tampered, "tampered.json", boardsDir()));
        CHECK(check.firstDivergence == step);
      } catch (const ScriptError& e) {
        // The tampered step, its command and the hashes first; then the later step that no longer applies.
        const std::string message = e.what();
        CAPTURE(message);
        CHECK(message.find("tampered.json: steps[1]: Replay diverges at step 2 (\"" + command +
                           "\"): the state hash is ") == 0);
        CHECK(message.find(" but the replay recorded " + hex(r.hashes[static_cast<std::size_t>(step)]) +
                           "; then step ") != std::string::npos);
        checked = true;
      }
    }
    CHECK(checked);  // at least one alternative made a later step inapplicable
  }

  SUBCASE("a refused command in a replay built in memory") {
    Replay bad = r;
    const GameState before = stateBefore(r, 4);
    bad.commands[4] = ChooseCorridor{0, 9};  // no decision is pending after a completed move
    REQUIRE_FALSE(validate(before, bad.commands[4]).ok());
    const ReplayCheck check = verifyReplay(bad);
    CHECK(check.firstDivergence == 4);
    CHECK(check.steps == 5);
    CHECK(check.message.find("step 5 (choose ") != std::string::npos);
    CHECK(check.message.find("the command is refused: " + explain(before, validate(before, bad.commands[4]))) !=
          std::string::npos);
  }
}

TEST_CASE("a malformed replay file is refused with the file and the field") {
  const std::string initial = writeScenario(game(2, 4));
  const auto file = [&](const std::string& format, const std::string& version, const std::string& init,
                        const std::string& steps) {
    return "{\"format\": " + format + ", \"version\": " + version + ", \"initial\": " + init + ", \"steps\": " + steps +
           "}";
  };
  const std::string okStep = R"({"command": "move 1 6", "hash": "0123456789abcdef"})";
  // The valid frame parses (positive control for the cases below).
  CHECK(parseReplay(file("\"nemesis-replay\"", "1", initial, "[]"), "bad.json", boardsDir()).commands.empty());

  struct Case {
    std::string json;
    std::string expected;  // the start of the message
  };
  const std::vector<Case> cases = {
      {"{\"format\": ", "bad.json: line 1, column 12: invalid JSON"},
      {"[1, 2]", "bad.json: top level: expected a JSON object"},
      {R"({"version": 1})", "bad.json: top level: missing field \"format\""},
      {file("\"nemesis-save\"", "1", initial, "[]"), "bad.json: format: expected \"nemesis-replay\""},
      {file("\"nemesis-replay\"", "3", initial, "[]"),
       "bad.json: version: the file has version 3; this program reads versions 1 to 2"},
      {file("\"nemesis-replay\"", "0", initial, "[]"),
       "bad.json: version: the file has version 0; this program reads versions 1 to 2"},
      // Version 2 records the number of steps and the final hash.
      {file("\"nemesis-replay\"", "2", initial, "[]"), "bad.json: top level: missing field \"step_count\""},
      {file("\"nemesis-replay\"", "2, \"step_count\": -1", initial, "[]"),
       "bad.json: step_count: expected the number of steps (a whole number from 0)"},
      {file("\"nemesis-replay\"", "2, \"step_count\": 0", initial, "[]"),
       "bad.json: top level: missing field \"final_hash\""},
      {file("\"nemesis-replay\"", "2, \"step_count\": 0, \"final_hash\": 7", initial, "[]"),
       "bad.json: final_hash: expected 16 hexadecimal digits"},
      {file("\"nemesis-replay\"", "2, \"step_count\": 2, \"final_hash\": \"0123456789abcdef\"", initial,
            "[" + okStep + "]"),
       "bad.json: steps: the replay records 2 steps (step_count) but lists 1: steps are missing before step 1 "
       "(\"move 1 6\"), the first that does not follow: "},
      {file("\"nemesis-replay\"", "2, \"step_count\": 0, \"final_hash\": \"0123456789abcdef\"", initial,
            "[" + okStep + "]"),
       "bad.json: steps: the replay records 0 steps (step_count) but lists 1: steps were added; step 1 "
       "(\"move 1 6\") is the first that does not follow: "},
      {file("\"nemesis-replay\"", "\"1\"", initial, "[]"), "bad.json: version: expected a whole number"},
      {file("\"nemesis-replay\"", "1", "7", "[]"), "bad.json: initial: expected a scenario object"},
      {R"({"format": "nemesis-replay", "version": 1, "steps": []})", "bad.json: top level: missing field \"initial\""},
      {file("\"nemesis-replay\"", "1", initial, "{}"), "bad.json: steps: expected a list of steps"},
      {file("\"nemesis-replay\"", "1", initial, "[" + okStep + ", 3]"), "bad.json: steps[1]: expected an object"},
      {file("\"nemesis-replay\"", "1", initial, R"([{"hash": "0123456789abcdef"}])"),
       "bad.json: steps[0]: missing field \"command\""},
      {file("\"nemesis-replay\"", "1", initial, R"([{"command": 5, "hash": "0123456789abcdef"}])"),
       "bad.json: steps[0].command: expected the command text"},
      {file("\"nemesis-replay\"", "1", initial, R"([{"command": "move 1 6", "hash": "12ab"}])"),
       "bad.json: steps[0].hash: expected 16 hexadecimal digits"},
      {file("\"nemesis-replay\"", "1", initial, R"([{"command": "move 1 6", "hash": "0123456789abcdeg"}])"),
       "bad.json: steps[0].hash: expected 16 hexadecimal digits"},
      {file("\"nemesis-replay\"", "1", initial, R"([{"command": "move 1 6"}])"),
       "bad.json: steps[0]: missing field \"hash\""},
  };
  for (const Case& c : cases) {
    CAPTURE(c.json.substr(0, 80));
    const std::string message = errorOf<ScenarioError>([&] { (void)parseReplay(c.json, "bad.json", boardsDir()); });
    CHECK_MESSAGE(message.rfind(c.expected, 0) == 0, message);
  }

  // A damaged initial position is the scenario reader's error, placed under "initial".
  const std::string badInitial = file("\"nemesis-replay\"", "1", R"({"board": 12})", "[]");
  const std::string message = errorOf<ScenarioError>([&] { (void)parseReplay(badInitial, "bad.json", boardsDir()); });
  CHECK(message.rfind("bad.json: initial: ", 0) == 0);

  const std::string missing = errorOf<ScenarioError>([] { (void)loadReplay("/nonexistent/x.json", boardsDir()); });
  CHECK(missing == "/nonexistent/x.json: cannot open the file for reading");
}

TEST_CASE("a replay cut short at a step boundary, or with a tampered final hash, is caught") {
  const Replay r = sampleReplay();
  REQUIRE(r.finalHash == r.hashes.back());
  const std::string text = writeReplay(r);
  rapidjson::Document doc;
  REQUIRE_FALSE(parseJson(doc, text).has_value());
  CHECK(doc["step_count"].GetUint64() == r.commands.size());
  CHECK(std::string(doc["final_hash"].GetString()) == hex(r.hashes.back()));
  const auto written = jsonText;

  // The last step removed: still valid JSON, but fewer steps than recorded.
  doc["steps"].PopBack();
  const std::string cut = written(doc);
  CHECK(errorOf<ScenarioError>([&] { (void)parseReplay(cut, "cut.json", boardsDir()); }) ==
        "cut.json: steps: the replay records 13 steps (step_count) but lists 12: steps are missing at its end");

  // The count edited as well: the final hash no longer matches the state the steps reach.
  doc["step_count"].SetUint64(r.commands.size() - 1);
  const ReplayCheck check = verifyReplay(parseReplay(written(doc), "cut.json", boardsDir()));
  CHECK(check.firstDivergence == 11);
  CHECK(check.message == "Replay diverges at its end (after 12 steps): the final state hash is " + hex(r.hashes[11]) +
                             " but the replay recorded " + hex(r.hashes.back()) + " (final_hash).");

  // Only the final hash tampered.
  const std::string wrong = hex(r.hashes.back() ^ 1U);
  const std::string tampered = replaceNth(text, "final_hash", 0, wrong);
  const ReplayCheck final = verifyReplay(parseReplay(tampered, "tampered.json", boardsDir()));
  CHECK_FALSE(final.ok());
  CHECK(final.message.find("Replay diverges at its end (after 13 steps)") == 0);

  // No steps at all: the final hash is the initial position's.
  const Replay empty = recordReplay(r.initial, {});
  CHECK(empty.finalHash == stateHash(r.initial));
  CHECK(verifyReplay(parseReplay(writeReplay(empty), "empty.json", boardsDir())).ok());
}

TEST_CASE("a step deleted from the middle of a replay, or one added, is reported where the hashes stop following") {
  const Replay r = sampleReplay();
  rapidjson::Document doc;
  REQUIRE_FALSE(parseJson(doc, writeReplay(r)).has_value());
  rapidjson::Value& steps = doc["steps"];
  const std::string sixth = steps[5]["command"].GetString();
  const std::string seventh = steps[6]["command"].GetString();

  // Step 6 deleted: the seventh now stands sixth, the first whose recorded hash does not follow (or whose
  // command no longer applies). The steps are not missing at the end, as the message said.
  rapidjson::Document cut;
  cut.CopyFrom(doc, cut.GetAllocator());
  cut["steps"].Erase(cut["steps"].Begin() + 5);
  const std::string missing =
      errorOf<ScenarioError>([&] { (void)parseReplay(jsonText(cut), "cut.json", boardsDir()); });
  CHECK_MESSAGE(missing.rfind("cut.json: steps: the replay records 13 steps (step_count) but lists 12: steps are "
                              "missing before step 6 (\"" +
                                  seventh + "\"), the first that does not follow: ",
                              0) == 0,
                missing);

  // Step 6 given twice: the copy is the first that does not follow.
  rapidjson::Document added;
  added.CopyFrom(doc, added.GetAllocator());
  rapidjson::Value copy(added["steps"][5], added.GetAllocator());
  added["steps"].PushBack(copy, added.GetAllocator());
  for (rapidjson::SizeType i = added["steps"].Size() - 1; i > 6; --i) added["steps"][i].Swap(added["steps"][i - 1]);
  const std::string extra =
      errorOf<ScenarioError>([&] { (void)parseReplay(jsonText(added), "added.json", boardsDir()); });
  CHECK_MESSAGE(extra.rfind("added.json: steps: the replay records 13 steps (step_count) but lists 14: steps were "
                            "added; step 7 (\"" +
                                sixth + "\") is the first that does not follow: ",
                            0) == 0,
                extra);
}

TEST_CASE("a version 1 replay (no step count, no final hash) still reads and verifies, saying what it lacks") {
  const Replay r = loadReplay(replaysDir() + "/version1/seed004-canteen.json", boardsDir());
  CHECK_FALSE(r.finalHash.has_value());
  const ReplayCheck check = verifyReplay(r);
  CHECK(check.ok());
  CHECK(check.message ==
        "OK: 4 steps replayed, every state hash matches (a version 1 replay: it does not record its length, so "
        "steps missing at its end would go unnoticed).");
  // The note is the engine's, for every program that opens a replay (the lab's verdict, the client's Open).
  CHECK(check.message.find("(" + replay_text::versionOneNote() + ")") != std::string::npos);
  // Written again, it is a version 2 file with the same steps.
  const std::string text = writeReplay(r);
  CHECK(text.find("\"version\": 2,") != std::string::npos);
  const Replay again = parseReplay(text, "again.json", boardsDir());
  CHECK(again.commands == r.commands);
  CHECK(again.finalHash == r.hashes.back());
}

namespace {

// The Nemesis rules, counting the commands applied through them (each apply of a replay, a verification or a
// history goes through Rules::apply).
struct CountingRules : NemesisRules {
  static inline int applied = 0;
  static Verdict apply(GameState& s, const Command& cmd, EventLog& out, Moments* moments) {
    ++applied;
    return NemesisRules::apply(s, cmd, out, moments);
  }
};

// What the client's Open checks and builds, the way it used to (read, then verify, then replay into a history).
struct ThreePasses {
  ReplayCheck check;
  std::uint64_t finalState = 0;
};
ThreePasses threePasses(const std::string& text) {
  const BasicReplay<CountingRules> r = parseReplayOf<CountingRules>(text, "r.json", boardsDir());
  ThreePasses out;
  out.check = verifyReplayOf(r);
  BasicHistory<CountingRules> h(r.initial);
  EventLog log;
  for (const Command& c : r.commands) (void)h.apply(c, log);
  out.finalState = stateHash(h.state());
  return out;
}

}  // namespace

// Opening a 63 MiB replay in the client took 2.5 times as long as the lab's verification: it applied every
// command three times. playReplay reads, verifies and builds the undo history in one pass, and says what
// verifyReplay says.
TEST_CASE("playReplay applies each command once and checks what verifyReplay checks") {
  const Replay r = sampleReplay();
  const std::string text = writeReplay(r);
  const int steps = static_cast<int>(r.commands.size());

  CountingRules::applied = 0;
  (void)threePasses(text);
  CHECK(CountingRules::applied == 3 * steps);  // the old way
  CountingRules::applied = 0;
  int seen = 0;
  PlayedReplay<BasicHistory<CountingRules>> played = playReplayOf<CountingRules, BasicHistory<CountingRules>>(
      text, "r.json", boardsDir(), [&](const BasicHistory<CountingRules>& h, const EventLog&) {
        CHECK(static_cast<int>(h.commands().size()) == ++seen);
      });
  CHECK(CountingRules::applied == steps);
  CHECK(seen == steps);
  CHECK(played.check.ok());
  CHECK(played.check.provesWhole);
  CHECK(played.check.message == verifyReplay(r).message);
  CHECK(played.history.commands() == r.commands);
  CHECK(stateHash(played.history.state()) == r.hashes.back());

  // Every tampering verifyReplay catches, playReplay catches with the same words.
  const std::vector<std::string> tampered{
      replaceNth(text, "hash", 3, hex(r.hashes[3] ^ 1U)),
      replaceNth(text, "final_hash", 0, hex(r.hashes.back() ^ 1U)),
  };
  for (const std::string& t : tampered) {
    const ReplayCheck once = playReplay(t, "r.json", boardsDir(), [](const History&, const EventLog&) {}).check;
    const ThreePasses old = threePasses(t);
    CHECK_FALSE(once.ok());
    CHECK(once.message == old.check.message);
    CHECK(once.firstDivergence == old.check.firstDivergence);
    CHECK(once.steps == old.check.steps);
  }
  // A version 1 replay: whole as far as anyone can tell, and it says it cannot prove it.
  const std::string v1 = readFileLimited(replaysDir() + "/version1/seed004-canteen.json", kMaxReplayBytes, "a replay");
  const ReplayCheck old = verifyReplay(parseReplay(v1, "v1.json", boardsDir()));
  const ReplayCheck once = playReplay(v1, "v1.json", boardsDir(), [](const History&, const EventLog&) {}).check;
  CHECK(once.ok());
  CHECK_FALSE(once.provesWhole);
  CHECK_FALSE(old.provesWhole);
  CHECK(once.message == old.message);
}

TEST_CASE("isReplayText decides by the parsed format field, not by the text") {
  CHECK(isReplayText(writeReplay(sampleReplay())));
  // A scenario named "nemesis-replay" is a scenario.
  CHECK_FALSE(isReplayText(R"({"format": "nemesis-scenario", "version": 1, "name": "nemesis-replay"})"));
  CHECK_FALSE(isReplayText(R"({"format": "nemesis-scenario", "nemesis-replay": 1})"));
  CHECK_FALSE(isReplayText(R"(["nemesis-replay"])"));
  CHECK_FALSE(isReplayText(R"({"format": "nemesis-replay")"));  // not JSON: the readers report it
  CHECK(isReplayText(R"({"format": "nemesis-replay"})"));
}
