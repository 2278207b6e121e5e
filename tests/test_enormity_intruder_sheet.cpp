// The Intruder Sheet (anatomy-of-an-intruder.md, countdown-escalation.md; ruling R-2): The Grin as transcribed,
// its Noise Awareness per Countdown column, and the sheet format's refusals.
#include <doctest/doctest.h>

#include <string>

#include "engine/enormity/sheet.hpp"
#include "support.hpp"

using namespace nemesis::enormity;
using test::asset;
using test::errorOf;

namespace {

std::string sheetText() {
  return R"({"format": "enormity-intruder", "version": 1, "name": "X",
    "columns": {"9-7": {"speed": 3, "at": 3, "noise_awareness": "white"},
                "6-4": {"speed": 3, "at": 4, "noise_awareness": "white"},
                "3-!": {"speed": 4, "at": 5, "noise_awareness": "red"}},
    "overwhelm": {"text": "t", "discard_furthest_blip": true, "intruders": 1}, "target": "Closest Spacer"})";
}

std::string sheetError(const std::string& from, const std::string& to) {
  std::string text = sheetText();
  const auto at = text.find(from);
  REQUIRE_MESSAGE(at != std::string::npos, from);
  text.replace(at, from.size(), to);
  return errorOf<DataError>([&] { return parseSheet(text, "grin.json"); });
}

}  // namespace

TEST_CASE("The Grin: Speed, AT and Noise Awareness by Countdown column, as the sheet shows them") {
  // RULE: The most common attributes that escalate with the
  // Countdown level are **Speed**, **AT** and **Noise Awareness**. For example, on the **white** Countdown level,
  // the Grin have an AT value of 3. However, as soon
  // as the marker moves onto the first **red** Countdown
  // space, their AT rises to 4.
  // RULE: For example, the Grin have a
  // Speed value of 3 on both the **white** and **red** Countdown level.
  // RULE: For example,
  // on the **white** Countdown level, the Grin use white ![White Power Dice](svg/danger-dice-white.svg "Danger Dice")
  // during Noise Rolls. On the **red** Countdown level,
  // those dice remain white.
  const IntruderSheet grin = loadSheet(asset("enormity/intruders/the-grin.json"));
  CHECK(grin.name == "The Grin");
  const SheetColumn& white = grin.column(Level::Infiltration);
  const SheetColumn& red = grin.column(Level::Eclipse);
  const SheetColumn& black = grin.column(Level::Extraction);
  CHECK(white.speed == 3);
  CHECK(red.speed == 3);
  CHECK(black.speed == 4);
  CHECK(white.at == 3);
  CHECK(red.at == 4);
  CHECK(black.at == 5);
  CHECK(white.noiseAwareness == DieColour::White);
  CHECK(red.noiseAwareness == DieColour::White);
  CHECK(black.noiseAwareness == DieColour::Red);
  // RULE: **<span class="red-round">7</span> Overwhelm ability:** This ability is triggered when you run out of Noise dice
  CHECK(grin.overwhelm.text.rfind("Discard the furthest Blip from the Spacers.", 0) == 0);
  CHECK(grin.overwhelm.discardFurthestBlip);
  CHECK(grin.overwhelm.intruders == 1);
  CHECK(grin.target == "Closest Spacer");
  CHECK(columnName(Level::Extraction) == "3-!");
  CHECK(levelColour(Level::Eclipse) == DieColour::Red);
}

TEST_CASE("an Intruder sheet is refused, naming the file, the field and the problem") {
  CHECK(sheetError("\"X\"", "\"X\"") == "no error");
  CHECK(sheetError("\"6-4\": {", "\"6-5\": {") ==
        "grin.json: columns.\"6-5\": unknown field (this place takes: 9-7, 6-4, 3-!)");
  CHECK(sheetError(R"("noise_awareness": "red")", R"("noise_awareness": "green")") ==
        "grin.json: columns.\"3-!\".noise_awareness: expected a die colour: white, red or black");
  CHECK(sheetError(R"("speed": 4)", R"("speed": 21)") ==
        "grin.json: columns.\"3-!\".speed: expected a whole number 0-20");
  CHECK(sheetError(R"("intruders": 1)", R"("intruders": 6)") ==
        "grin.json: overwhelm.intruders: expected a whole number 0-5");
  CHECK(sheetError(R"("discard_furthest_blip": true)", R"("discard_furthest_blip": 1)") ==
        "grin.json: overwhelm.discard_furthest_blip: expected true or false");
  CHECK(sheetError(R"("name": "X")", R"("name": "")") == "grin.json: name: expected a text of 1-1000 characters");
  CHECK(sheetError(R"(, "target": "Closest Spacer")", "") == "grin.json: top level: missing field \"target\"");
}
