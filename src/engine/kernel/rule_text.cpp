#include "rule_text.hpp"

namespace nemesis {

std::string citationOf(const RuleText& t) {
  const std::string source(t.source);
  const std::string from = t.ruling && source != "ruling" ? "ruling " + source : source;
  return from + " · " + std::string(t.heading);
}

}  // namespace nemesis
