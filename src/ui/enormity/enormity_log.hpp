// Enormity's event log entries: the engine's sentence (enormity/event.hpp describe) and its citation, and what
// the entry points at on the board, so hovering a line outlines that Blip or Spacer. Pure: no ImGui.
#pragma once

#include <string>
#include <vector>

#include "engine/enormity/event.hpp"
#include "engine/enormity/rules.hpp"

namespace nemesis::ui::enormity {

namespace en = nemesis::enormity;

struct LogEntry {
  int command = 0;  // 1-based index of the command that produced it
  en::RuleId rule{};
  std::string text;        // describe()
  std::string citation;    // citation()
  int blip = -1;           // the Blip it is about (outlined when hovered), -1 none
  int spacer = -1;         // the Spacer it is about, -1 none
  bool important = false;  // a reveal, an Intruder, Stress, a death, Overwhelm, the Countdown: marked "!"
};

// `s` is a state of the same game (names and kinds never change within one).
[[nodiscard]] LogEntry makeLogEntry(const en::State& s, const en::Event& e, int command);

}  // namespace nemesis::ui::enormity
