// Opening a replay in the client: it is verified as nemesis-lab replay --verify verifies it (verifyReplay), so a
// tampered or cut replay is refused in the load-error window naming the step, and the game in progress stays;
// a file is a replay by its parsed "format" field, so a scenario named "nemesis-replay" opens as a scenario.
#include <doctest/doctest.h>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include <fstream>
#include <sstream>

#include "client_dialogs_support.hpp"
#include "engine/kernel/json_text.hpp"
#include "engine/nemesis/hash.hpp"
#include "engine/nemesis/replay.hpp"
#include "game_files.hpp"
#include "nemesis_game_files.hpp"

using nemesis::app::App;
using namespace clienttest;

namespace {

void writeText(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
}

// A saved game's replay (NAME.replay.json beside NAME.json) as a document, with its path.
struct SavedReplay {
  std::string path;
  rapidjson::Document doc;
};

void saveReplay(App& app, const std::string& dir, SavedReplay& out) {
  playSome(app, 5);
  REQUIRE(app.saveFile(dir + "/game.json"));
  out.path = dir + "/game.replay.json";
  std::ifstream in(out.path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  REQUIRE_FALSE(nemesis::parseJson(out.doc, text.str()).has_value());
  REQUIRE(out.doc["steps"].Size() >= 3);
}

std::string written(const rapidjson::Document& doc) {
  rapidjson::StringBuffer buffer;
  rapidjson::Writer<rapidjson::StringBuffer> writer(buffer);
  doc.Accept(writer);
  return {buffer.GetString(), buffer.GetSize()};
}

// Opens `path` in a game of its own; the load must fail, keeping that game, with the load-error window open.
nemesis::ui::LoadError refusedOpening(const std::string& path) {
  App other(headlessOptions(1, 77));
  playSome(other, 1);
  const std::uint64_t before = nemesis::stateHash(nemesisOf(other).state());
  CHECK_FALSE(other.loadFile(path));
  CHECK(other.ui().statusIsError);
  CHECK(other.ui().status.rfind("Not loaded: ", 0) == 0);
  CHECK(nemesis::stateHash(nemesisOf(other).state()) == before);
  REQUIRE(other.ui().loadError.has_value());
  CHECK(other.ui().loadError->file == path);
  return *other.ui().loadError;
}

}  // namespace

TEST_CASE("a replay with a tampered hash is refused on opening, naming its step and command") {
  const std::string dir = tempDir("tampered-replay");
  App app(headlessOptions(2, 21));
  SavedReplay saved;
  saveReplay(app, dir, saved);
  rapidjson::Value& step = saved.doc["steps"][1];
  const std::string command = step["command"].GetString();
  step["hash"].SetString("0123456789abcdef");
  writeText(saved.path, written(saved.doc));

  const auto error = refusedOpening(saved.path);
  CHECK(error.field.empty());
  CHECK(error.problem.rfind("Replay diverges at step 2 (" + command + "): the state hash is ", 0) == 0);
  CHECK(error.problem.find("but the replay recorded 0123456789abcdef.") != std::string::npos);
}

TEST_CASE("a replay cut short at a step boundary is refused on opening") {
  const std::string dir = tempDir("cut-replay");
  App app(headlessOptions(1, 5));
  SavedReplay saved;
  saveReplay(app, dir, saved);
  const rapidjson::SizeType steps = saved.doc["steps"].Size();
  saved.doc["steps"].PopBack();
  writeText(saved.path, written(saved.doc));

  const auto error = refusedOpening(saved.path);
  CHECK(error.field == "steps");
  CHECK(error.problem == "the replay records " + std::to_string(steps) + " steps (step_count) but lists " +
                             std::to_string(steps - 1) + ": steps are missing at its end");

  // The count edited too: the final hash catches it.
  saved.doc["step_count"].SetUint(steps - 1);
  writeText(saved.path, written(saved.doc));
  CHECK(refusedOpening(saved.path).problem.rfind("Replay diverges at its end (after ", 0) == 0);
}

TEST_CASE("an untouched replay opens with its history, a scenario named nemesis-replay opens as a scenario") {
  const std::string dir = tempDir("named-replay");
  App app(headlessOptions(2, 9));
  SavedReplay saved;
  saveReplay(app, dir, saved);
  App other(headlessOptions(1, 1));
  REQUIRE(other.loadFile(saved.path));
  CHECK(other.ui().status.rfind("Loaded the replay ", 0) == 0);
  CHECK(nemesis::stateHash(nemesisOf(other).state()) == nemesis::stateHash(nemesisOf(app).state()));

  // The text holds "nemesis-replay" in quotes; only the format field decides.
  const std::string scenario = dir + "/named.json";
  writeText(scenario, R"({"format": "nemesis-scenario", "version": 1, "name": "nemesis-replay", "seed": 4})");
  REQUIRE(other.loadFile(scenario));
  CHECK(other.ui().scenarioName == "nemesis-replay");
  CHECK_FALSE(other.ui().statusIsError);
  const auto entry =
      nemesis::app::summarizeGameFile(scenario, [](nemesis::ui::GameFileEntry& e, const std::string& text, bool whole) {
        nemesis::app::describeNemesisFile(e, text, whole, std::string(NEMESIS_ASSETS_DIR) + "/boards");
      });
  CHECK_FALSE(entry.replay);
  CHECK(entry.error.empty());
  CHECK(entry.name == "nemesis-replay");
}

// A version 1 replay records neither its length nor its final hash: cut at a step boundary it still verifies.
// It opens (older programs wrote it), and the client says what nemesis-lab replay says of it.
TEST_CASE("a version 1 replay opens, saying it cannot prove it is whole") {
  const std::string dir = tempDir("version-1-replay");
  App app(headlessOptions(2, 9));
  SavedReplay saved;
  saveReplay(app, dir, saved);
  const std::string commands = std::to_string(saved.doc["steps"].Size());
  const std::string whole = written(saved.doc);
  saved.doc["version"].SetInt(1);
  saved.doc.RemoveMember("step_count");
  saved.doc.RemoveMember("final_hash");
  writeText(saved.path, written(saved.doc));
  App other(headlessOptions(1, 1));
  REQUIRE(other.loadFile(saved.path));
  CHECK(nemesis::stateHash(nemesisOf(other).state()) == nemesis::stateHash(nemesisOf(app).state()));
  CHECK(other.ui().status == "Loaded the replay game.replay.json (" + commands +
                                 " commands); it cannot prove it is whole (a version 1 replay: it does not record "
                                 "its length, so steps missing at its end would go unnoticed).");

  // Version 2 proves it: nothing of the kind is said.
  writeText(saved.path, whole);
  REQUIRE(other.loadFile(saved.path));
  CHECK(other.ui().status == "Loaded the replay game.replay.json (" + commands + " commands).");
}
