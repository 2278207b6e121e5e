// The Nemesis status line (status_line.hpp).
#include "status_line.hpp"

#include <algorithm>
#include <string>

#include "engine/nemesis/engine.hpp"

namespace nemesis::ui {

std::vector<StatusPart> statusLine(const GameState& s, int active) {
  std::vector<StatusPart> parts;
  const int n = s.characterCount();
  active = n == 0 ? -1 : std::clamp(active, 0, n - 1);
  const std::string round = "Round " + std::to_string(s.round) + " · ";
  if (s.freePlay) {
    parts.push_back({round + "Free play"});
  } else if (s.status == GameStatus::Playing && s.phase == Phase::Player && n > 0) {
    // Hot-seat: the turn, not a choice, says who acts, so it leads the bar.
    const int turn = std::clamp(s.turn, 0, n - 1);
    const int left = std::max(kActionsPerTurn - s.actions, 0);
    parts.push_back({round + characterName(s, turn) + "'s turn (" + std::to_string(left) +
                         (left == 1 ? " action" : " actions") + " left)",
                     true,
                     StatusTone::Plain,
                     {{"status.turn", turn}}});
  } else {
    parts.push_back({round + (s.phase == Phase::Player ? "Player phase" : "Event phase")});
  }
  parts.back().records.emplace_back("status.round", s.round);
  if (active >= 0 && (s.freePlay || s.status != GameStatus::Playing)) {
    parts.push_back({"Active: " + characterName(s, active) + " in " + roomName(s, s.character(active).room)});
  } else if (active >= 0) {
    parts.push_back({"in " + roomName(s, s.character(active).room), false, StatusTone::Dim});
  }
  if (s.status == GameStatus::Lost) {
    parts.push_back({"Game lost", true, StatusTone::Error});
  } else if (s.status == GameStatus::Won) {
    parts.push_back({"Game won", true, StatusTone::Good});
  } else if (s.pending.kind == DecisionKind::CarefulCorridor) {
    parts.push_back({"Choose the corridor to mark", true, StatusTone::Important});
  }
  return parts;
}

}  // namespace nemesis::ui
