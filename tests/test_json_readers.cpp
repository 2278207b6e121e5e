// One rule for every JSON reader of both modules, kept in the one parser they share (json_text.hpp's
// parseJson): a field given twice in one object, a NUL byte after the value (and whatever follows it), and a
// whole number beyond what 64 bits hold are refused, naming the file, the line and column, and the field. The
// replay readers and the Nemesis lessons took the first of two fields, a NUL ended every file early, and a
// seed of 2^64 was reported as 1.84467e+19.
#include <functional>
#include <string>
#include <vector>

#include "engine/enormity/blip_kinds.hpp"
#include "engine/enormity/dice.hpp"
#include "engine/enormity/enormity_rules.hpp"
#include "engine/enormity/lesson.hpp"
#include "engine/enormity/map.hpp"
#include "engine/enormity/sheet.hpp"
#include "engine/kernel/file_io.hpp"
#include "engine/kernel/json_text.hpp"
#include "engine/nemesis/board_file.hpp"
#include "engine/nemesis/lesson.hpp"
#include "engine/nemesis/replay.hpp"
#include "engine/nemesis/scenario.hpp"
#include "support.hpp"

using namespace test;
namespace en = nemesis::enormity;

namespace {

std::string testsDir() {
  return std::string(NEMESIS_ASSETS_DIR) + "/../tests";
}

std::string textOf(const std::string& path) {
  return readFileLimited(path, kMaxReplayBytes, "a test file");
}

// One reader of one kind of file, with a good file of that kind.
struct ReaderKind {
  std::string name;
  std::string good;  // a file it reads
  std::string key;   // a field of that file's top level, given before any nested object
  std::function<void(const std::string& text, const std::string& source)> read;
};

std::vector<ReaderKind> readerKinds() {
  const std::string boards = asset("boards");
  const std::string enormity = asset("enormity");
  return {
      {"board", asset("boards/training.json"), "name", [](auto& t, auto& s) { (void)parseBoard(t, s); }},
      {"scenario", asset("scenarios/seed004-canteen.json"), "format",
       [=](auto& t, auto& s) { (void)parseScenario(t, s, boards); }},
      {"replay", testsDir() + "/replays/seed004-canteen.json", "format",
       [=](auto& t, auto& s) { (void)parseReplay(t, s, boards); }},
      {"lesson", asset("tutorials/01-moving.json"), "format",
       [=](auto& t, auto& s) { (void)parseLesson(t, s, asset("scenarios"), boards); }},
      {"Enormity scenario", asset("enormity/scenarios/first-noise.json"), "format",
       [=](auto& t, auto& s) { (void)en::parseScenario(t, s, enormity); }},
      {"Enormity replay", testsDir() + "/replays/enormity/first-noise.json", "format",
       [=](auto& t, auto& s) { (void)parseReplayOf<en::EnormityRules>(t, s, enormity); }},
      {"Enormity lesson", asset("enormity/tutorials/01-first-noise.json"), "format",
       [=](auto& t, auto& s) { (void)en::parseLesson(t, s, enormity); }},
      {"Enormity dice", asset("enormity/dice.json"), "format", [](auto& t, auto& s) { (void)en::parseDice(t, s); }},
      {"Enormity map", asset("enormity/maps/corridor.json"), "format",
       [](auto& t, auto& s) { (void)en::parseMap(t, s, "corridor"); }},
      {"Enormity Intruder sheet", asset("enormity/intruders/the-grin.json"), "format",
       [](auto& t, auto& s) { (void)en::parseSheet(t, s); }},
      {"Enormity Blip pool", asset("enormity/blip-pool.json"), "format",
       [](auto& t, auto& s) { (void)en::parseBlipKinds(t, s); }},
  };
}

std::string errorReading(const ReaderKind& r, const std::string& text) {
  return errorOf<std::exception>([&] { r.read(text, "f.json"); });
}

// `text` with the first `"key": "value"` member written twice: a copy goes just before it, so the original is
// the second one. Returns the changed text and the offset of the original's key.
std::pair<std::string, std::size_t> withMemberTwice(const std::string& text, const std::string& key) {
  const std::size_t at = text.find("\"" + key + "\": \"");
  REQUIRE(at != std::string::npos);
  const std::size_t end = text.find('"', at + key.size() + 5);
  const std::string member = text.substr(at, end + 1 - at);
  const std::string copy = member + ", ";
  return {text.substr(0, at) + copy + text.substr(at), at + copy.size()};
}

}  // namespace

TEST_CASE("parseJson refuses a field given twice in one object, at the second, naming its place") {
  rapidjson::Document doc;
  const auto twice = parseJson(doc, R"({"a": 1, "a": 1})");
  REQUIRE(twice.has_value());
  CHECK(twice->offset == 9);
  CHECK(twice->problem == "the field a is given twice");
  CHECK(doc.IsNull());

  const auto nested = parseJson(doc, R"({"x": [{"b": 1}, {"b": 2, "c": 3, "b": 4}]})");
  REQUIRE(nested.has_value());
  CHECK(nested->problem == "the field x[1].b is given twice");
  // Names are compared as the file means them (escapes read), and shown as a message path shows them.
  const auto escaped = parseJson(doc, R"({"ab": 1, "a\u0062": 2})");
  REQUIRE(escaped.has_value());
  CHECK(escaped->offset == 10);
  const auto odd = parseJson(doc, R"({"k": {"\u001b[2J": 1, "\u001b[2J": 2}})");
  REQUIRE(odd.has_value());
  CHECK(odd->problem == "the field k.\"\\x1b[2J\" is given twice");
  // Comments ("_about") follow the same rule.
  CHECK(parseJson(doc, R"({"_about": "x", "_about": "y"})").has_value());

  // The same name in other objects is no repetition: siblings, nesting, and lists of objects.
  CHECK_FALSE(parseJson(doc, R"([{"a": 1}, {"a": 2}])").has_value());
  CHECK_FALSE(parseJson(doc, R"({"a": {"a": {"a": 1}}, "b": [{"a": 1, "b": 2}]})").has_value());
  CHECK(doc.IsObject());

  // A large object is checked as well (past the few names compared one by one).
  std::string many = "{";
  for (int i = 0; i < 300; ++i) many += "\"k" + std::to_string(i) + "\": " + std::to_string(i) + ", ";
  CHECK_FALSE(parseJson(doc, many + "\"end\": 0}").has_value());
  const auto late = parseJson(doc, many + "\"k7\": 0}");
  REQUIRE(late.has_value());
  CHECK(late->problem == "the field k7 is given twice");
}

TEST_CASE("parseJson refuses a NUL byte after the value, and whatever text follows it") {
  rapidjson::Document doc;
  using namespace std::string_literals;
  for (const std::string& text : {"{}\0"s, "{} \0 {\"a\": 1}"s, "[1, 2]\n\0\0"s}) {
    CAPTURE(text);
    const auto e = parseJson(doc, text);
    REQUIRE(e.has_value());
    CHECK(e->offset == text.find('\0'));
    CHECK(e->problem == "invalid JSON: a NUL byte follows the value (nothing but white space may)");
    CHECK(doc.IsNull());
  }
  // Inside the value a NUL was refused already (RapidJSON's own message).
  CHECK(parseJson(doc, "{\"a\": \"x\0y\"}"s).has_value());
  CHECK(parseJson(doc, "[1,\0 2]"s).has_value());
}

TEST_CASE("parseJson refuses a whole number beyond 64 bits, showing it as written") {
  rapidjson::Document doc;
  CHECK_FALSE(parseJson(doc, "[18446744073709551615, -9223372036854775808, 1.5, 2e3, 1e19, -0.5]").has_value());
  CHECK(doc[0].GetUint64() == 18446744073709551615ULL);

  const auto big = parseJson(doc, R"({"seed": 18446744073709551616})");
  REQUIRE(big.has_value());
  CHECK(big->offset == 9);
  CHECK(big->problem ==
        "seed: the number \"18446744073709551616\" exceeds the range of whole numbers "
        "(-9223372036854775808 to 18446744073709551615)");
  const auto small = parseJson(doc, R"({"a": [0, -9223372036854775809]})");
  REQUIRE(small.has_value());
  CHECK(small->offset == 10);
  CHECK(small->problem.rfind("a[1]: the number \"-9223372036854775809\" exceeds the range", 0) == 0);
  // A long number is shown short (one too long for a double is RapidJSON's "too big" already).
  const auto huge = parseJson(doc, "[" + std::string(100, '7') + "]");
  REQUIRE(huge.has_value());
  CHECK(huge->offset == 1);
  CHECK(huge->problem == "[0]: the number \"" + std::string(60, '7') +
                             "\u2026\" (100 bytes) exceeds the range of whole numbers (-9223372036854775808 to "
                             "18446744073709551615)");
  // A bare number at the top level has no field to name.
  const auto bare = parseJson(doc, "99999999999999999999");
  REQUIRE(bare.has_value());
  CHECK(bare->problem.rfind("the number \"99999999999999999999\" exceeds", 0) == 0);
}

TEST_CASE("every reader of both modules refuses a field given twice, naming the file, line, column and field") {
  for (const ReaderKind& r : readerKinds()) {
    CAPTURE(r.name);
    const std::string good = textOf(r.good);
    CHECK(errorReading(r, good) == "no error");  // the control: the file itself reads
    const auto [twice, offset] = withMemberTwice(good, r.key);
    CHECK(errorReading(r, twice) ==
          "f.json: " + lineAndColumn(twice, offset) + ": the field " + r.key + " is given twice");
  }
  // A replay step with two commands: the first was played and the second ignored.
  const ReaderKind replay = readerKinds()[2];
  const std::string text = textOf(replay.good);
  const std::size_t at = text.find("\"command\": \"");
  const std::string first = "\"command\": \"pass captain\", ";
  const std::string twice = text.substr(0, at) + first + text.substr(at);
  CHECK(errorReading(replay, twice) ==
        "f.json: " + lineAndColumn(twice, at + first.size()) + ": the field steps[0].command is given twice");
}

TEST_CASE("every reader of both modules refuses a NUL byte after the file's value") {
  using namespace std::string_literals;
  for (const ReaderKind& r : readerKinds()) {
    CAPTURE(r.name);
    const std::string good = textOf(r.good);
    const std::string cut = good + "\0{\"steps\": []}\n"s;
    CHECK(errorReading(r, cut) == "f.json: " + lineAndColumn(cut, good.size()) +
                                      ": invalid JSON: a NUL byte follows the value (nothing but white space may)");
  }
}

TEST_CASE("a seed of 2^64 in a scenario of either module is reported as written, beyond the range") {
  const std::string nemesisText = textOf(asset("scenarios/seed004-canteen.json"));
  const std::size_t at = nemesisText.find("\"seed\": 4");
  REQUIRE(at != std::string::npos);
  const std::string nemesisBig =
      nemesisText.substr(0, at) + "\"seed\": 18446744073709551616" + nemesisText.substr(at + 9);
  const std::string expected =
      ": seed: the number \"18446744073709551616\" exceeds the range of whole numbers "
      "(-9223372036854775808 to 18446744073709551615)";
  CHECK(errorOf<ScenarioError>([&] { (void)parseScenario(nemesisBig, "s.json", asset("boards")); }) ==
        "s.json: line 7, column 11" + expected);

  const std::string enormityText = textOf(asset("enormity/scenarios/first-noise.json"));
  const std::size_t seed = enormityText.find("\"seed\": 7");
  REQUIRE(seed != std::string::npos);
  const std::string enormityBig =
      enormityText.substr(0, seed) + "\"seed\": 18446744073709551616" + enormityText.substr(seed + 9);
  CHECK(errorOf<en::DataError>([&] { (void)en::parseScenario(enormityBig, "e.json", asset("enormity")); }) ==
        "e.json: " + lineAndColumn(enormityBig, seed + 8) + expected);
  // The largest seed still reads.
  const std::string largest = nemesisText.substr(0, at) + "\"seed\": 18446744073709551615" + nemesisText.substr(at + 9);
  CHECK(errorOf<ScenarioError>([&] { (void)parseScenario(largest, "s.json", asset("boards")); }) == "no error");
}
