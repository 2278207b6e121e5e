// The hot-seat hand-over: when the turn passes to another player in a game by rounds, a screen over the board
// says whose turn it is until that player clicks or presses Enter, so nobody acts for the wrong character and
// the next player starts from a board they have looked at (Settings > hand-over screen turns it off). A modal
// dialog like the others (panel_common.hpp beginDialog).
#include <algorithm>
#include <string>

#include "engine/nemesis/engine.hpp"
#include "nemesis_panels.hpp"
#include "panel_colours.hpp"
#include "ui/panel_common.hpp"

namespace nemesis::ui {

namespace {

std::string turnSummary(const GameState& s, int who) {
  const int left = std::max(kActionsPerTurn - s.actions, 0);
  return "Round " + std::to_string(s.round) + " of " + std::to_string(kLastRound) + " · " + std::to_string(left) +
         (left == 1 ? " action" : " actions") + " · in " + roomName(s, s.character(who).room);
}

}  // namespace

void drawHandOverScreen(NemesisPanels& c) {
  const int who = c.ui.handOver;
  if (who < 0) return;
  if (who >= c.state.characterCount()) {
    c.ui.handOver = -1;
    return;
  }
  const GameState& s = c.state;
  const std::string name = characterName(s, who);
  bool open = true;
  const std::string title = "Hand over to the " + name + "###handover";
  if (!detail::beginDialog(c, title.c_str(), open, 380.0f)) return;
  ImGui::SetWindowFontScale(detail::kTurnLineScale * 1.3f);
  ImGui::TextColored(detail::classColour(s.character(who).cls), "%s's turn", name.c_str());
  ImGui::SetWindowFontScale(1.0f);
  detail::recordItem(c.ui.recorder, "handover.title", who);
  ImGui::TextUnformatted(turnSummary(s, who).c_str());
  ImGui::Spacing();
  ImGui::Text("Hand the mouse to the %s's player.", name.c_str());
  ImGui::TextDisabled("Click anywhere or press Enter when ready.");
  ImGui::Spacing();
  const bool button = detail::defaultButton("Ready (Enter)");
  detail::recordItem(c.ui.recorder, "handover.ready");
  // Any click says "ready": the board takes no click while a dialog is open, so that click moves nobody.
  const bool clicked = ImGui::IsMouseClicked(ImGuiMouseButton_Left);
  const UiState::DialogKey key = detail::endDialog(c);
  if (button || clicked || key != UiState::DialogKey::None || !open) c.ui.handOver = -1;
}

}  // namespace nemesis::ui
