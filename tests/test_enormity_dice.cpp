// Enormity's Danger dice (seed 001, dice.md; ruling R-1): the shipped placeholder table, the dice file
// format (docs/enormity-dice-format.md) and its refusals, each naming the file, the field and the problem.
#include <doctest/doctest.h>

#include <fstream>
#include <string>
#include <vector>

#include "engine/enormity/dice.hpp"
#include "engine/kernel/rng.hpp"
#include "file_io_support.hpp"
#include "support.hpp"

using namespace nemesis::enormity;
using test::asset;
using test::errorOf;

namespace {

constexpr const char* kValid = R"({
  "format": "enormity-dice",
  "version": 1,
  "placeholder": false,
  "colours": {
    "white": {"faces": [0, 1], "count": 2},
    "red": {"faces": [0, 1, 2], "count": 1},
    "black": {"faces": [3], "count": 0}
  }
})";

// The DiceError message for `text` read as "dice.json".
std::string diceError(const std::string& text) {
  return errorOf<DiceError>([&] { return parseDice(text, "dice.json"); });
}

// kValid with `from` replaced by `to` (which must be there).
std::string validWith(const std::string& from, const std::string& to) {
  std::string text = kValid;
  const auto at = text.find(from);
  REQUIRE_MESSAGE(at != std::string::npos, from);
  return text.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("the shipped dice file is the placeholder table of ruling R-1") {
  // RULE: Noise uses **Danger dice ![White Danger Dice](svg/danger-dice-white.svg)**.
  // RULE: Noise ![Noise Icon](svg/icon-noise.svg) uses Danger dice ![White Danger Dice](svg/danger-dice-white.svg) / ![Red Danger Dice](svg/danger-dice-red.svg) / ![Black Danger Dice](svg/danger-dice-black.svg) (see the
  // [Dice](dice.md) box), which means you look out for Potentials ![Potential Icon](svg/icon-potential.svg), not Successes ![Success Icon](svg/power-success.svg).
  // The faces hold Potentials, the only thing a Noise roll reads; the box counts are those of the seed's
  // examples (4 red, 3 black) and our placeholder 8 white.
  const DiceSet dice = loadDice(asset("enormity/dice.json"));
  CHECK(dice.placeholder);
  CHECK(dice.facesOf(DieColour::White) == std::vector<int>{0, 0, 0, 1, 1, 2});
  CHECK(dice.facesOf(DieColour::Red) == std::vector<int>{0, 0, 1, 1, 2, 2});
  CHECK(dice.facesOf(DieColour::Black) == std::vector<int>{0, 1, 1, 2, 2, 3});
  CHECK(dice.countOf(DieColour::White) == 8);
  CHECK(dice.countOf(DieColour::Red) == 4);
  CHECK(dice.countOf(DieColour::Black) == 3);
}

TEST_CASE("colours are named and ordered by rising strength") {
  CHECK(colourName(DieColour::White) == "white");
  CHECK(colourName(DieColour::Red) == "red");
  CHECK(colourName(DieColour::Black) == "black");
  CHECK(kDieColours[0] == DieColour::White);
  CHECK(kDieColours[1] == DieColour::Red);
  CHECK(kDieColours[2] == DieColour::Black);
}

TEST_CASE("a valid dice file is read field by field, fields starting with '_' are comments") {
  const DiceSet dice = parseDice(validWith(R"("version": 1,)", R"("version": 1, "_about": {"any": [1]},)"), "x");
  CHECK_FALSE(dice.placeholder);
  CHECK(dice.facesOf(DieColour::White) == std::vector<int>{0, 1});
  CHECK(dice.facesOf(DieColour::Red) == std::vector<int>{0, 1, 2});
  CHECK(dice.facesOf(DieColour::Black) == std::vector<int>{3});
  CHECK(dice.counts == std::array<int, 3>{2, 1, 0});
  CHECK(parseDice(validWith(R"("count": 1})", R"("count": 1, "_note": "x"})"), "x").countOf(DieColour::Red) == 1);
}

TEST_CASE("a broken dice file is refused naming the file, the field and the problem") {
  CHECK(diceError("{") == "dice.json: line 1, column 2: invalid JSON: Missing a name for object member.");
  CHECK(diceError("[]") == "dice.json: top level: expected a JSON object with \"format\": \"enormity-dice\"");
  CHECK(diceError("{}") == "dice.json: top level: missing field \"format\"");
  CHECK(diceError(validWith("enormity-dice", "nemesis-scenario")) ==
        "dice.json: format: expected \"enormity-dice\" (this is not a dice file)");
  CHECK(diceError(validWith(R"("version": 1)", R"("version": 2)")) ==
        "dice.json: version: this program reads dice version 1");
  CHECK(diceError(validWith(R"("placeholder": false)", R"("placeholder": "no")")) ==
        "dice.json: placeholder: expected true (invented faces) or false (the game's faces)");
  CHECK(diceError(validWith(R"("placeholder": false,)", "")) == "dice.json: top level: missing field \"placeholder\"");
  CHECK(diceError(validWith(R"("placeholder")", R"("placeholders")")) ==
        "dice.json: placeholders: unknown field (this place takes: format, version, placeholder, colours)");
  CHECK(diceError(validWith(R"("version": 1,)", R"("version": 1, "version": 1,)")) ==
        "dice.json: line 3, column 17: the field version is given twice");
  CHECK(diceError(R"({"format": "enormity-dice", "version": 1, "placeholder": true, "colours": []})") ==
        "dice.json: colours: expected an object with \"white\", \"red\" and \"black\"");
  CHECK(diceError(validWith(R"("black")", R"("green")")) ==
        "dice.json: colours.green: unknown field (this place takes: white, red, black)");
  CHECK(diceError(validWith(R"(,
    "black": {"faces": [3], "count": 0})",
                            "")) == "dice.json: colours: missing field \"black\"");
  CHECK(diceError(validWith(R"("red": {"faces": [0, 1, 2], "count": 1})", R"("red": 4)")) ==
        "dice.json: colours.red: expected an object with \"faces\" and \"count\"");
  CHECK(diceError(validWith(R"("count": 1})", R"("count": 1, "sides": 6})")) ==
        "dice.json: colours.red.sides: unknown field (this place takes: faces, count)");
  CHECK(diceError(validWith(R"("faces": [0, 1, 2], )", "")) == "dice.json: colours.red: missing field \"faces\"");
  CHECK(diceError(validWith(R"(, "count": 1})", "}")) == "dice.json: colours.red: missing field \"count\"");
}

TEST_CASE("dice values out of range are refused with the range") {
  const std::string faces = "dice.json: colours.red.faces: expected a list of 1-20 faces, each a whole number 0-9";
  CHECK(diceError(validWith("[0, 1, 2]", "[]")) == faces);
  CHECK(diceError(validWith("[0, 1, 2]", "2")) == faces);
  CHECK(diceError(validWith("[0, 1, 2]", "[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]")) == faces);
  CHECK(parseDice(validWith("[0, 1, 2]", "[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,9]"), "x")
            .facesOf(DieColour::Red)
            .size() == 20);
  const std::string face = "dice.json: colours.red.faces[2]: expected a whole number 0-9";
  for (const char* bad : {"10", "-1", "1.5", "\"2\"", "null", "true", "4294967296"})
    CHECK(diceError(validWith("[0, 1, 2]", std::string("[0, 1, ") + bad + "]")) == face);
  const std::string count = "dice.json: colours.red.count: expected a whole number 0-15";
  for (const char* bad : {"16", "-1", "2.0", "\"4\"", "[4]"})
    CHECK(diceError(validWith(R"("count": 1})", std::string(R"("count": )") + bad + "}")) == count);
  CHECK(parseDice(validWith(R"("count": 1})", R"("count": 15})"), "x").countOf(DieColour::Red) == 15);
}

TEST_CASE("odd field names are shown escaped in messages") {
  CHECK(diceError(validWith(R"("placeholder")", "\"\\u001b[2J\"")) ==
        "dice.json: \"\\x1b[2J\": unknown field (this place takes: format, version, placeholder, colours)");
}

TEST_CASE("dice files that are not regular files, or too large, are refused naming the file") {
  test::ScratchDir dir("enormity-dice");
  CHECK(errorOf<DiceError>([&] {
          return loadDice(dir.file("missing.json"));
        }).starts_with(dir.file("missing.json") + ": "));
  CHECK(errorOf<DiceError>([&] { return loadDice(dir.path()); }) == dir.path() + ": is a directory, not a dice file");
  const std::string big = dir.file("big.json");
  std::ofstream(big) << std::string(kMaxDiceFileBytes + 1, ' ');
  CHECK(errorOf<DiceError>([&] { return loadDice(big); }) ==
        big + ": is too large for a dice file: 65537 bytes (the limit is 65536 bytes)");
}

TEST_CASE("no dice file crashes the reader: every cut and 3000 random corruptions are read or refused") {
  const std::string valid = kValid;
  int refused = 0;
  for (std::size_t n = 0; n < valid.size(); ++n) {
    try {
      (void)parseDice(valid.substr(0, n), "cut.json");
    } catch (const DiceError&) {
      ++refused;
    }
  }
  CHECK(refused == static_cast<int>(valid.size()));  // a cut file is never whole JSON
  nemesis::Pcg32 rng(13, 1);
  const std::string bytes = "{}[]\":,0123456789-.e\\ \x01\xff";
  for (int i = 0; i < 3000; ++i) {
    std::string text = valid;
    const int edits = 1 + static_cast<int>(rng.below(4));
    for (int e = 0; e < edits; ++e)
      text[rng.below(static_cast<std::uint32_t>(text.size()))] =
          bytes[rng.below(static_cast<std::uint32_t>(bytes.size()))];
    try {
      const DiceSet dice = parseDice(text, "mutated.json");
      for (DieColour c : kDieColours) {
        CHECK_FALSE(dice.facesOf(c).empty());
        CHECK(dice.countOf(c) >= 0);
        CHECK(dice.countOf(c) <= kMaxDiceOfColour);
      }
    } catch (const DiceError& e) {
      CHECK(std::string(e.what()).starts_with("mutated.json: "));
    }
  }
}
