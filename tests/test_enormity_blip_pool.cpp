// The Blip tokens (blip-movement.md "Revealing Blips", ruling R-21): the kinds and the Intruders they spawn per
// Countdown level are the page's table; the counts of the shipped pool are our default. And the format's refusals.
#include <doctest/doctest.h>

#include <string>

#include "engine/enormity/blip_kinds.hpp"
#include "support.hpp"

using namespace nemesis::enormity;
using test::asset;
using test::errorOf;

namespace {

std::string poolError(const std::string& tokens) {
  const std::string text = R"({"format": "enormity-blips", "version": 1, "tokens": )" + tokens + "}";
  return errorOf<DataError>([&] { return parseBlipKinds(text, "pool.json"); });
}

}  // namespace

TEST_CASE("the Blip kinds: the Echo spawns nothing, A and B spawn Intruders by Countdown level") {
  // RULE: |![](img/blip-reveal-nothing.png)|Nothing. <br> Discard this token.|
  // RULE: |![](img/blip-reveal-a.png)|Spawn 1 Intruder during Infiltration Phase or 2 Intruders during Eclipse and Extraction phase, then shuffle this token into the Blip Pool.|
  // RULE: |![](img/blip-reveal-b.png)|Spawn 2 Intruders during Infiltration Phase and Eclipse Phase or 3 Intruders during Extraction phase, then shuffle this token into the Blip Pool.|
  const BlipKinds kinds = loadBlipKinds(asset("enormity/blip-pool.json"));
  REQUIRE(kinds.size() == 3);
  const BlipKind& echo = kinds.at(kinds.find("echo"));
  const BlipKind& a = kinds.at(kinds.find("a"));
  const BlipKind& b = kinds.at(kinds.find("b"));
  // R-21: the blank token is the Echo.
  CHECK(echo.echo());
  CHECK_FALSE(a.echo());
  CHECK_FALSE(b.echo());
  CHECK(a.intruders == std::array<int, kLevelCount>{1, 2, 2});
  CHECK(b.intruders == std::array<int, kLevelCount>{2, 2, 3});
  CHECK(b.intrudersAt(Level::Extraction) == 3);
  // Our default counts (the sources give none): 5 Echoes, 4 A, 2 B.
  CHECK(echo.count == 5);
  CHECK(a.count == 4);
  CHECK(b.count == 2);
  CHECK(kinds.fullPool().size() == 11);
  CHECK(kinds.find("c") == -1);
}

TEST_CASE("a Blip pool file is refused, naming the file, the field and the problem") {
  const std::string echo = R"({"name": "echo", "count": 1, "intruders": {"9-7": 0, "6-4": 0, "3-!": 0}})";
  CHECK(poolError("[" + echo + "]") == "no error");
  CHECK(poolError("[]") == "pool.json: tokens: expected at least one kind of Blip token");
  CHECK(poolError("[" + echo + ", " + echo + "]") == "pool.json: tokens[1].name: another kind of token has this name");
  CHECK(poolError(R"([{"name": "Echo", "count": 1, "intruders": {"9-7": 0, "6-4": 0, "3-!": 0}}])") ==
        "pool.json: tokens[0].name: expected a name of 1-20 lowercase letters, digits and '-', starting with a letter, "
        "got \"Echo\"");
  CHECK(poolError(R"([{"name": "e", "count": 31, "intruders": {"9-7": 0, "6-4": 0, "3-!": 0}}])") ==
        "pool.json: tokens[0].count: expected a whole number 0-30");
  CHECK(poolError(R"([{"name": "e", "count": 1, "intruders": {"9-7": 0, "6-4": 0}}])") ==
        "pool.json: tokens[0].intruders: missing field \"3-!\"");
  CHECK(poolError(R"([{"name": "e", "count": 1, "intruders": {"9-7": 0, "6-4": 0, "3-!": 6}}])") ==
        "pool.json: tokens[0].intruders.\"3-!\": expected a whole number 0-5");
}
