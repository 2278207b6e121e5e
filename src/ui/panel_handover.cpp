// The hot-seat hand-over: when the turn passes to another player in a game by rounds, a screen over the board
// says whose turn it is until that player clicks or presses Enter, so nobody acts for the wrong character and
// the next player starts from a board they have looked at (Settings > hand-over screen turns it off).
#include <algorithm>
#include <string>

#include "engine.hpp"
#include "panel_common.hpp"

namespace nemesis::ui {

namespace {

constexpr const char* kPopup = "Hand over###handover";

std::string turnSummary(const GameState& s, int who) {
  const int left = std::max(kActionsPerTurn - s.actions, 0);
  return "Round " + std::to_string(s.round) + " of " + std::to_string(kLastRound) + " · " + std::to_string(left) +
         (left == 1 ? " action" : " actions") + " · in " + roomName(s, s.character(who).room);
}

}  // namespace

void drawHandOverScreen(PanelContext& c) {
  const int who = c.ui.handOver;
  if (who < 0 || who >= c.state.characterCount()) {
    c.ui.handOver = -1;
    return;
  }
  if (!ImGui::IsPopupOpen(kPopup)) ImGui::OpenPopup(kPopup);
  detail::dimBoard(c);
  ImGui::SetNextWindowPos(ImVec2(c.screen.width * 0.5f, c.screen.height * 0.45f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  const ImGuiWindowFlags flags = ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove |
                                 ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoTitleBar;
  if (!ImGui::BeginPopupModal(kPopup, nullptr, flags)) return;
  const GameState& s = c.state;
  const CharacterClass cls = s.character(who).cls;
  ImGui::SetWindowFontScale(detail::kTurnLineScale * 1.3f);
  ImGui::TextColored(detail::classColour(cls), "%s's turn", characterName(s, who).c_str());
  ImGui::SetWindowFontScale(1.0f);
  detail::recordItem("handover.title", who);
  ImGui::TextUnformatted(turnSummary(s, who).c_str());
  ImGui::Spacing();
  ImGui::Text("Hand the mouse to the %s's player.", characterName(s, who).c_str());
  ImGui::TextDisabled("Click anywhere or press Enter when ready.");
  ImGui::Spacing();
  const bool button = ImGui::Button("Ready (Enter)");
  detail::recordItem("handover.ready");
  // Any click dismisses the screen: the board ignores clicks while it is up (App::inputBlocked), so the click
  // that says "ready" never moves anybody.
  const bool ready = button || ImGui::IsMouseClicked(ImGuiMouseButton_Left) ||
                     ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false) ||
                     ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_KeyPadEnter), false) ||
                     ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Space), false);
  if (ready) {
    c.ui.handOver = -1;
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

}  // namespace nemesis::ui
