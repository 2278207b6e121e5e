// What the lab prints: each applied command with its events (text and citation), and the state, as plain text
// or as JSON. The state and the events' fields come from the field lists of fields.hpp (lab_tree.hpp).
#pragma once

#include <cstdint>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include "engine/nemesis/event.hpp"
#include "engine/nemesis/state.hpp"

namespace lab {

struct EventLine {
  std::string text;      // describe()
  std::string rule;      // RuleId name
  std::string citation;  // citation()
  nemesis::Event event;  // the event itself: its kind and fields in --json
};

struct StepLog {
  std::string where;    // "opening.txt:3", "--force", "step 12"
  std::string command;  // formatCommand text
  std::vector<EventLine> events;
};

// Described against the state just after the command, so room names show what was revealed.
std::vector<EventLine> describeEvents(const nemesis::GameState& after, const nemesis::EventLog& log);

std::string lossName(nemesis::LossReason reason);

void printStepsText(std::ostream& out, const std::vector<StepLog>& steps);
void printStateText(std::ostream& out, const nemesis::GameState& s);

// {"steps": [...], "state": {...}} plus the given string members ({"error": "..."}, {"verification": "..."}).
// Each event is {"text", "rule", "citation", "kind", its fields...}; ids are presented against `s`.
using JsonExtras = std::vector<std::pair<std::string, std::string>>;
std::string stepsAndStateJson(const std::vector<StepLog>& steps, const nemesis::GameState& s, const JsonExtras& extra);

}  // namespace lab
