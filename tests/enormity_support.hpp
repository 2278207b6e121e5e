// Shared helpers for the Enormity tests: the shipped data, positions written as short scenario texts, and the
// events of a log.
#pragma once

#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "enormity/invariants.hpp"
#include "enormity/scenario.hpp"
#include "support.hpp"

namespace etest {

using namespace nemesis::enormity;

inline std::string assets() {
  return test::asset("enormity");
}

// A position from a scenario text (a JSON object's members, without the braces and the format fields): the
// corridor map unless the text names another.
inline State position(const std::string& members) {
  std::string text = R"({"format": "enormity-scenario", "version": 1, )";
  if (members.find("\"map\"") == std::string::npos) text += R"("map": "corridor", )";
  text += members + "}";
  State s = parseScenario(text, "test.json", assets());
  const auto problems = checkInvariants(s);
  REQUIRE_MESSAGE(problems.empty(), problems.front());
  return s;
}

// The DataError message of a scenario text (whole file).
inline std::string scenarioError(const std::string& text) {
  return test::errorOf<DataError>([&] { return parseScenario(text, "s.json", assets()); });
}

}  // namespace etest
