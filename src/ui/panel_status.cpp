// The status bar along the bottom: the round and whose turn it is (a game by rounds) or the active character
// (free play), won or lost, the last message (an illegal click's reason in red, marked as such), and the Skip
// button while animations play.
#include <algorithm>
#include <cmath>
#include <string>

#include "engine.hpp"
#include "panel_common.hpp"

namespace nemesis::ui {

namespace {

// The Nemesis game's part of the bar: round, turn, the active character, the end.
void gameLine(PanelContext& c) {
  const GameState& s = c.state;  // the presented moment, like the board
  const int active = detail::activeCharacter(c);
  if (s.freePlay) {
    ImGui::Text("Round %d · Free play", s.round);
  } else if (s.status == GameStatus::Playing && s.phase == Phase::Player && s.characterCount() > 0) {
    // Hot-seat: the turn, not a choice, says who acts, so it leads the bar.
    const int turn = std::clamp(s.turn, 0, s.characterCount() - 1);
    const int left = std::max(kActionsPerTurn - s.actions, 0);
    ImGui::Text("Round %d · %s's turn (%d action%s left)", s.round, characterName(s, turn).c_str(), left,
                left == 1 ? "" : "s");
    detail::recordItem("status.turn", turn);
  } else {
    ImGui::Text("Round %d · %s", s.round, s.phase == Phase::Player ? "Player phase" : "Event phase");
  }
  detail::recordItem("status.round", s.round);
  if (active >= 0 && (s.freePlay || s.status != GameStatus::Playing)) {
    ImGui::SameLine();
    ImGui::TextDisabled("|");
    ImGui::SameLine();
    ImGui::Text("Active: %s in %s", characterName(s, active).c_str(), roomName(s, s.character(active).room).c_str());
  } else if (active >= 0) {
    ImGui::SameLine();
    ImGui::TextDisabled("in %s", roomName(s, s.character(active).room).c_str());
  }
  if (s.status == GameStatus::Lost) {
    ImGui::SameLine();
    ImGui::TextDisabled("|");
    ImGui::SameLine();
    ImGui::TextColored(detail::kErrorColour, "Game lost");
  } else if (s.status == GameStatus::Won) {
    ImGui::SameLine();
    ImGui::TextDisabled("|");
    ImGui::SameLine();
    ImGui::TextColored(detail::kGoodColour, "Game won");
  } else if (c.state.pending.kind == DecisionKind::CarefulCorridor) {
    ImGui::SameLine();
    ImGui::TextDisabled("|");
    ImGui::SameLine();
    ImGui::TextColored(detail::kImportantColour, "Choose the corridor to mark");
  }
}

}  // namespace

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
  detail::lessonOutline(c, "dice");  // the status bar tells the last roll
  ImGui::AlignTextToFramePadding();
  // Before any game is started or opened there is no round or turn to tell: only the message.
  if (!c.ui.gameStarted) {
    ImGui::TextUnformatted(c.ui.status.c_str());
    ImGui::End();
    return;
  }
  if (c.ui.unsaved) {
    ImGui::TextColored(detail::kImportantColour, "* Unsaved");
    detail::recordItem("status.unsaved");
    detail::tooltipText(c.ui.autosaving ? "Changes since the last save (Ctrl+S saves). The autosave keeps them too."
                                        : "Changes since the last save (Ctrl+S saves).");
    ImGui::SameLine();
    ImGui::TextDisabled("|");
    ImGui::SameLine();
  }
  if (c.animating) {
    if (ImGui::SmallButton("Skip")) {
      Request r;
      r.kind = RequestKind::SkipAnimations;
      c.out.requests.push_back(std::move(r));
    }
    ImGui::SameLine();
  }
  if (!c.moduleStatus.empty()) {
    ImGui::TextUnformatted(c.moduleStatus.c_str());
    detail::recordItem("status.module");
  } else {
    gameLine(c);
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
