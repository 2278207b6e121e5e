#include "rules.hpp"

#include <array>

namespace nemesis {

namespace {
constexpr std::array<RuleText, kRuleCount> kRuleTexts = {{
#define NEMESIS_RULE_ROW(id, source, heading, ruling, text) {#id, source, heading, ruling, text},
    NEMESIS_RULES(NEMESIS_RULE_ROW)
#undef NEMESIS_RULE_ROW
}};
}  // namespace

const RuleText& ruleText(RuleId id) {
  return kRuleTexts[static_cast<std::size_t>(id)];
}

}  // namespace nemesis
