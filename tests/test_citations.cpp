// The rule table behind every event's citation: each quote must appear verbatim in the source it
// names, and everything that is our decision must be marked as a ruling.
#include <fstream>
#include <sstream>

#include "support.hpp"
#include "tools/normalize.hpp"

using namespace test;

namespace {

using rules_text::normalize;

std::string readAsset(const std::string& rel) {
  std::ifstream in(asset(rel), std::ios::binary);
  REQUIRE_MESSAGE(in.good(), "cannot read " << rel);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

TEST_CASE("every rule citation quotes its source verbatim, and our decisions are marked as rulings") {
  const std::string seeds[] = {normalize(readAsset("rules/seeds/000_noise.txt")), "",
                               normalize(readAsset("rules/seeds/002_movement_and_exploration.txt")),
                               normalize(readAsset("rules/seeds/003_encounters.txt")),
                               normalize(readAsset("rules/seeds/004_movement_rulebook.txt"))};
  const std::string rulesMd = normalize(readAsset("rules/RULES.md"));
  int quotedFromSeeds = 0;
  int quotedFromRulesMd = 0;
  int rulings = 0;
  for (int i = 0; i < kRuleCount; ++i) {
    const RuleText& t = ruleText(static_cast<RuleId>(i));
    CAPTURE(t.name);
    REQUIRE_FALSE(t.text.empty());
    REQUIRE_FALSE(t.heading.empty());
    const std::string quote = normalize(std::string(t.text));
    if (t.source.substr(0, 5) == "seed ") {
      const int n = std::stoi(std::string(t.source.substr(5, 3)));
      REQUIRE((n == 0 || (n >= 2 && n <= 4)));
      CHECK_MESSAGE(seeds[n].find(quote) != std::string::npos,
                    "not a verbatim quote of " << t.source << ": " << t.text);
      CHECK_FALSE(t.ruling);
      ++quotedFromSeeds;
    } else if (t.source.substr(0, 8) == "RULES.md") {
      const std::size_t at = rulesMd.find(quote);
      CHECK_MESSAGE(at != std::string::npos, "not a verbatim quote of RULES.md: " << t.text);
      // RULES.md marks a ruling with "**Ruling**" just before it, or lists it in §10 "Rulings on open
      // questions": the table must agree, both ways.
      if (at != std::string::npos) {
        const std::size_t lead = at > 60 ? at - 60 : 0;
        const bool markedInRulesMd = rulesMd.substr(lead, at - lead).find("ruling") != std::string::npos ||
                                     at > rulesMd.find("10 rulings on open questions");
        CHECK_MESSAGE(markedInRulesMd == t.ruling,
                      t.name << ": RULES.md " << (markedInRulesMd ? "marks" : "does not mark") << " this as a ruling");
      }
      if (t.ruling) ++rulings;
      ++quotedFromRulesMd;
    } else {
      // "ruling" and "engine" entries are ours: they must say so.
      CHECK(t.ruling);
      ++rulings;
    }
  }
  CHECK(quotedFromSeeds > 40);
  CHECK(quotedFromRulesMd > 10);
  CHECK(rulings >= 8);
}

TEST_CASE("every event the engine can emit names a rule whose citation reads well") {
  for (int i = 0; i < kRuleCount; ++i) {
    const auto id = static_cast<RuleId>(i);
    const std::string c = citation(id);
    CAPTURE(c);
    CHECK(c.find(" · ") != std::string::npos);
    if (ruleText(id).ruling) CHECK((c.find("ruling") != std::string::npos || c.find("engine") != std::string::npos));
  }
}

TEST_CASE("a Nemesis citation reads as an Enormity one: a ruling says it is one first (kernel/rule_text.hpp)") {
  CHECK(citation(RuleId::EscapeAttackOrder) == "ruling RULES.md §10 · Rulings on open questions");
  CHECK(citation(RuleId::AllDead) == "ruling · Everyone dead");
  CHECK(citation(RuleId::DangerRollMarkers) == "seed 000 · Noise Roll Results");
  CHECK(citation(RuleId::EscapeAttackOrder) == citationOf(ruleText(RuleId::EscapeAttackOrder)));
}
