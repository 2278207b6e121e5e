// The status bar along the bottom: round and phase, the active character, the last message (an illegal
// click's reason in red, marked as such), and the Skip button while animations play.
#include <algorithm>
#include <cmath>
#include <string>

#include "engine.hpp"
#include "panel_common.hpp"

namespace nemesis::ui {

void drawStatusBar(PanelContext& c) {
  detail::placeFixed(0.0f, c.screen.height - c.screen.status, c.screen.width, c.screen.status);
  const ImGuiWindowFlags flags = detail::kFixedPanelFlags | ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoScrollbar |
                                 ImGuiWindowFlags_NoScrollWithMouse;
  // One row of widgets centred in whatever height the layout gives the bar.
  const float padY = std::max(0.0f, std::floor((c.screen.status - ImGui::GetFrameHeight()) * 0.5f));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(ImGui::GetStyle().WindowPadding.x, padY));
  const bool visible = ImGui::Begin("Status bar", nullptr, flags);
  ImGui::PopStyleVar();
  if (!visible) {
    ImGui::End();
    return;
  }
  ImGui::AlignTextToFramePadding();
  if (c.animating) {
    if (ImGui::SmallButton("Skip")) {
      Request r;
      r.kind = RequestKind::SkipAnimations;
      c.out.requests.push_back(std::move(r));
    }
    ImGui::SameLine();
  }
  const char* phase = c.state.phase == Phase::Player ? "Player phase" : "Event phase";
  ImGui::Text("Round %d · %s", c.state.round, phase);
  const int active = detail::activeCharacter(c);
  if (active >= 0) {
    ImGui::SameLine();
    ImGui::TextDisabled("|");
    ImGui::SameLine();
    ImGui::Text("Active: %s in %s", characterName(c.state, active).c_str(),
                roomName(c.state, c.state.character(active).room).c_str());
  }
  if (c.state.status == GameStatus::Lost) {
    ImGui::SameLine();
    ImGui::TextDisabled("|");
    ImGui::SameLine();
    ImGui::TextColored(detail::kErrorColour, "Game lost");
  } else if (c.state.pending.kind == DecisionKind::CarefulCorridor) {
    ImGui::SameLine();
    ImGui::TextDisabled("|");
    ImGui::SameLine();
    ImGui::TextColored(detail::kImportantColour, "Choose the corridor to mark");
  }
  if (!c.ui.status.empty()) {
    ImGui::SameLine();
    ImGui::TextDisabled("|");
    ImGui::SameLine();
    if (c.ui.statusIsError) {
      ImGui::TextColored(detail::kErrorColour, "Not allowed: %s", c.ui.status.c_str());
    } else {
      ImGui::TextUnformatted(c.ui.status.c_str());
    }
  }
  ImGui::End();
}

}  // namespace nemesis::ui
