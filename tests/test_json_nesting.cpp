// Deeply nested JSON: every reader parses through parseJson (json_text.hpp), which never recurses and refuses
// nesting deeper than kMaxJsonDepth at the bracket that goes too deep, with the file, line and column. 110,000
// levels crashed the recursive parser (a stack overflow); a file nested as deep as allowed still reaches the
// reader's own checks.
#include <functional>
#include <string>

#include "engine/kernel/json_text.hpp"
#include "engine/nemesis/board_file.hpp"
#include "engine/nemesis/replay.hpp"
#include "engine/nemesis/scenario.hpp"
#include "support.hpp"

using namespace test;

namespace {

const std::string kBoards = asset("boards");
constexpr int kHostileDepth = 110000;

std::string repeat(const std::string& part, int times) {
  std::string out;
  out.reserve(part.size() * static_cast<std::size_t>(times));
  for (int i = 0; i < times; ++i) out += part;
  return out;
}

// The hostile shapes: unclosed lists, unclosed objects, and a complete (valid) document nested too deep.
struct Deep {
  std::string name;
  std::string text;
  std::string where;  // the place of the first bracket past the limit
};

std::vector<Deep> hostile() {
  const std::string column = std::to_string(kMaxJsonDepth + 1);
  return {
      {"lists", repeat("[", kHostileDepth), "line 1, column " + column},
      {"objects", repeat("{\"a\":", kHostileDepth), "line 1, column " + std::to_string(5 * kMaxJsonDepth + 1)},
      {"closed lists", "\n" + repeat("[", kHostileDepth) + repeat("]", kHostileDepth), "line 2, column " + column},
  };
}

std::string nested(int depth) {
  return repeat("[", depth) + repeat("]", depth);
}

}  // namespace

TEST_CASE("parseJson accepts kMaxJsonDepth levels and refuses one more at the bracket that goes too deep") {
  rapidjson::Document doc;
  CHECK_FALSE(parseJson(doc, nested(kMaxJsonDepth)).has_value());
  CHECK(doc.IsArray());
  const auto e = parseJson(doc, " " + nested(kMaxJsonDepth + 1));
  REQUIRE(e.has_value());
  CHECK(e->offset == static_cast<std::size_t>(kMaxJsonDepth + 1));
  CHECK(e->problem == "invalid JSON: lists and objects nested deeper than 64 levels");
  CHECK(doc.IsNull());  // a failed parse leaves nothing half-built
  // Brackets inside strings are text, not nesting.
  CHECK_FALSE(parseJson(doc, "[\"" + repeat("[{", kHostileDepth) + "\"]").has_value());
  // Ordinary errors keep RapidJSON's wording and offset; nothing may follow the value.
  const auto bad = parseJson(doc, "[1,]");
  REQUIRE(bad.has_value());
  CHECK(bad->offset == 3);
  CHECK(bad->problem == "invalid JSON: Invalid value.");
  CHECK(parseJson(doc, "{} {}").has_value());
  CHECK(parseJson(doc, "").has_value());
}

TEST_CASE("110,000 nested lists or objects are refused by every reader with the file, line and column") {
  const std::string scenarioHead = R"({"format": "nemesis-scenario", "version": 1, "board": )";
  for (const Deep& d : hostile()) {
    CAPTURE(d.name);
    const std::string expected = "deep.json: " + d.where + ": invalid JSON: lists and objects nested deeper than";
    const std::string scenario = errorOf<ScenarioError>([&] { (void)parseScenario(d.text, "deep.json", kBoards); });
    CHECK(scenario.rfind(expected, 0) == 0);
    const std::string replay = errorOf<ScenarioError>([&] { (void)parseReplay(d.text, "deep.json", kBoards); });
    CHECK(replay.rfind(expected, 0) == 0);
    const std::string board = errorOf<BoardError>([&] { (void)parseBoard(d.text, "deep.json"); });
    CHECK(board.rfind(expected, 0) == 0);
    // Deep inside an otherwise good file: a board embedded in a scenario, the initial position of a replay.
    const std::string embedded =
        errorOf<ScenarioError>([&] { (void)parseScenario(scenarioHead + d.text + "}", "deep.json", kBoards); });
    CHECK(embedded.find("deep.json: line ") == 0);
    CHECK(embedded.find("nested deeper than 64 levels") != std::string::npos);
    const std::string initial = errorOf<ScenarioError>([&] {
      (void)parseReplay(R"({"format": "nemesis-replay", "version": 1, "initial": )" + d.text, "deep.json", kBoards);
    });
    CHECK(initial.find("nested deeper than 64 levels") != std::string::npos);
  }
}

TEST_CASE("a file nested exactly as deep as allowed reaches the reader's own checks") {
  // 64 levels are parsed; the readers then refuse the shape, walking no deeper than the limit.
  const std::string deepList = nested(kMaxJsonDepth - 2);
  const std::string scenario = errorOf<ScenarioError>([&] {
    (void)parseScenario(R"({"format": "nemesis-scenario", "version": 1, "x": )" + deepList + "}", "ok.json", kBoards);
  });
  CHECK(scenario.find("ok.json: x: unknown field") == 0);
  const std::string board =
      errorOf<BoardError>([&] { (void)parseBoard(R"({"rooms": )" + deepList + R"(, "corridors": []})", "ok.json"); });
  CHECK(board.find("ok.json: rooms[0]: expected an object") == 0);
}
