#include "rules.hpp"

#include <array>

namespace nemesis::enormity {

namespace {
constexpr std::array<RuleText, kRuleCount> kRuleTexts = {{
#define ENORMITY_RULE_ROW(id, source, heading, ruling, text) {#id, source, heading, ruling, text},
    ENORMITY_RULES(ENORMITY_RULE_ROW)
#undef ENORMITY_RULE_ROW
}};
}  // namespace

const RuleText& ruleText(RuleId id) {
  return kRuleTexts[static_cast<std::size_t>(id)];
}

std::string citation(RuleId id) {
  const RuleText& t = ruleText(id);
  const std::string source(t.source);
  const std::string from = t.ruling && source != "ruling" ? "ruling " + source : source;
  return from + " · " + std::string(t.heading);
}

}  // namespace nemesis::enormity
