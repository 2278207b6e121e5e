// A game's rule citations: every event a game emits and every refusal names the rule it applied, as an id into
// the game's static table of these entries (no allocation per event). Each game keeps its own ids and table,
// written as an X-macro list of X(id, source, heading, ruling, text) rows, and builds both from it with the two
// macros below; the entry type and the citation wording are one for every game.
#pragma once

#include <string>
#include <string_view>

namespace nemesis {

struct RuleText {
  std::string_view name;     // the id's name ("MovementCost"), as lessons and files name the rule
  std::string_view source;   // "seed 004", "RULES.md §7", "blip-movement.md", "R-12", "ruling"
  std::string_view heading;  // heading in that source, or the question a ruling answers
  bool ruling;               // our decision, not printed rule text
  std::string_view text;     // the quoted sentence(s), or the ruling
};

// How the log, the lab and a refusal name a rule: "seed 000 · Noise Roll Results",
// "blip-movement.md · Spawning Blips"; a ruling says it is one: "ruling R-12 · Confidence on Noise",
// "ruling RULES.md §10 · Rulings on open questions", "ruling · Winning".
[[nodiscard]] std::string citationOf(const RuleText& t);

}  // namespace nemesis

// X(id, ...) rows into an enum's enumerators and into a table's entries, in the same order.
#define RULE_TEXT_ID(id, source, heading, ruling, text) id,
#define RULE_TEXT_ROW(id, source, heading, ruling, text) {#id, source, heading, ruling, text},
