// One part of the status bar's account of the game (panel_status.cpp lays the parts out like words, each behind a
// "|" when `separated`). The game's client says what the parts are: the status bar names no game.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace nemesis::ui {

enum class StatusTone : std::uint8_t { Plain, Dim, Error, Good, Important };

struct StatusPart {
  StatusPart(std::string words, bool afterBar = true, StatusTone shade = StatusTone::Plain,
             std::vector<std::pair<std::string, int>> names = {})
      : text(std::move(words)), separated(afterBar), tone(shade), records(std::move(names)) {}
  std::string text;
  bool separated = true;
  StatusTone tone = StatusTone::Plain;
  // The widget names the tests read, each with its value (recordItem's: "status.turn" and 1 record
  // "status.turn.1"; -1 none).
  std::vector<std::pair<std::string, int>> records;
};

}  // namespace nemesis::ui
