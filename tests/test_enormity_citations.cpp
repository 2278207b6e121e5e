// Enormity's rule table (src/engine/enormity/rules.hpp) and the quotes of the Enormity tests: each quote must
// appear verbatim in the source it names (seed 001, a page in assets/rules/enormity/, a ruling of ENORMITY.md's
// table), and what is our decision must say so.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "engine/enormity/rules.hpp"
#include "support.hpp"
#include "tools/normalize.hpp"

using namespace nemesis::enormity;
using rules_text::normalize;

namespace {

const std::string kMarker = std::string("// RU") + "LE:";  // split, so this file does not quote itself

std::string readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  REQUIRE_MESSAGE(in.good(), "cannot read " << path);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

std::string pages() {
  std::string all;
  for (const auto& entry : std::filesystem::directory_iterator(test::asset("rules/enormity")))
    all += normalize(readFile(entry.path().string())) + " | ";
  return all;
}

}  // namespace

TEST_CASE("every Enormity rule citation quotes its source verbatim, and our decisions are marked as rulings") {
  const std::string seed = normalize(readFile(test::asset("rules/seeds/001_enormity_noise_roll.txt")));
  const std::string digest = readFile(test::asset("rules/ENORMITY.md"));
  int fromSeed = 0;
  int fromPages = 0;
  int rulingsOfDigest = 0;
  int ours = 0;
  std::set<std::string_view> names;
  for (int i = 0; i < kRuleCount; ++i) {
    const RuleText& t = ruleText(static_cast<RuleId>(i));
    CAPTURE(t.name);
    CHECK(names.insert(t.name).second);
    REQUIRE_FALSE(t.text.empty());
    REQUIRE_FALSE(t.heading.empty());
    const std::string quote = normalize(std::string(t.text));
    if (t.source == "seed 001") {
      CHECK_MESSAGE(seed.find(quote) != std::string::npos, "not a verbatim quote of seed 001: " << t.text);
      CHECK_FALSE(t.ruling);
      ++fromSeed;
    } else if (t.source.ends_with(".md")) {
      const std::string page = normalize(readFile(test::asset("rules/enormity/" + std::string(t.source))));
      CHECK_MESSAGE(page.find(quote) != std::string::npos, "not a verbatim quote of " << t.source << ": " << t.text);
      CHECK_FALSE(t.ruling);
      ++fromPages;
    } else if (t.source.starts_with("R-")) {
      // The row of ENORMITY.md's ruling table: "| R-n | question | ruling |".
      const std::string row =
          "| " + std::string(t.source) + " | " + std::string(t.heading) + " | " + std::string(t.text) + " |";
      CHECK_MESSAGE(digest.find(row) != std::string::npos, "not a row of ENORMITY.md's rulings: " << row);
      CHECK(t.ruling);
      ++rulingsOfDigest;
    } else {
      CHECK(t.source == "ruling");
      CHECK(t.ruling);
      ++ours;
    }
    const std::string c = citation(static_cast<RuleId>(i));
    CHECK(c.find(" · ") != std::string::npos);
    if (t.ruling) CHECK(c.starts_with("ruling"));
  }
  CHECK(fromSeed >= 10);
  CHECK(fromPages >= 20);
  CHECK(rulingsOfDigest == 19);  // every ruling of ENORMITY.md's table but R-1's siblings never used (none)
  CHECK(ours <= 10);
  CHECK(citation(RuleId::ConfidenceDeclared) == "ruling R-12 · Confidence on Noise");
  CHECK(citation(RuleId::PushBlip) == "blip-movement.md · Moving Blips as a result of Noise");
}

TEST_CASE("every RULE quote in the Enormity tests starts verbatim in seed 001 or a page of the rulebook") {
  // A quote may run over several comment lines, followed by the test's own comments: its first line (what
  // follows the marker) is checked, which catches a quote from nowhere or a mistyped one.
  const std::string sources =
      normalize(readFile(test::asset("rules/seeds/001_enormity_noise_roll.txt"))) + " | " + pages();
  int quotes = 0;
  for (const auto& entry : std::filesystem::directory_iterator(test::asset("../tests"))) {
    const std::string file = entry.path().filename().string();
    if (!file.starts_with("test_enormity_") || entry.path().extension() != ".cpp") continue;
    std::istringstream lines(readFile(entry.path().string()));
    std::string line;
    while (std::getline(lines, line)) {
      const auto rule = line.find(kMarker);
      if (rule == std::string::npos) continue;
      ++quotes;
      const std::string quote = line.substr(rule + kMarker.size());
      CHECK_MESSAGE(sources.find(normalize(quote)) != std::string::npos, file << ": not a verbatim quote: " << quote);
    }
  }
  CHECK(quotes >= 20);
}
