#include "rules.hpp"

#include <array>

namespace nemesis {

namespace {
constexpr std::array<RuleText, kRuleCount> kRuleTexts = {{NEMESIS_RULES(RULE_TEXT_ROW)}};
}  // namespace

const RuleText& ruleText(RuleId id) {
  return kRuleTexts[static_cast<std::size_t>(id)];
}

std::span<const RuleText> ruleTable() {
  return kRuleTexts;
}

}  // namespace nemesis
