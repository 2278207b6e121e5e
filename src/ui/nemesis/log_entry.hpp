// One line of the Nemesis event log (log_model.hpp makes it; the log panel shows it).
#pragma once

#include <string>

#include "engine/nemesis/rules.hpp"
#include "engine/nemesis/state.hpp"

namespace nemesis::ui {

// One line of the event log, built when the event happens (names are resolved against the state then).
struct LogEntry {
  int command = 0;  // 1-based index of the command that produced it (0: setup / load)
  RuleId rule{};
  std::string text;      // describe()
  std::string citation;  // citation()
  int room = -1;         // what to highlight on the board when the entry is hovered
  PassageId passage = kNoPassage;
  bool important = false;  // Danger, Encounters, wounds, deaths: drawn in a stronger colour
  int roundStarted = 0;    // a new round begins with this event (its number): the log puts a header before it
};

}  // namespace nemesis::ui
