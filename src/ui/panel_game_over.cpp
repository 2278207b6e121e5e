// The game-over window: why the game was lost and in which round, with a way on (new game or undo).
#include "panel_common.hpp"

namespace nemesis::ui {

namespace {

const char* lossText(LossReason r) {
  switch (r) {
    case LossReason::AllDead: return "Every Character is dead.";
    case LossReason::ShipExploded: return "The ship exploded: a Fire marker had to be placed and none was left.";
    case LossReason::HullBreached:
      return "The hull was breached: a Malfunction marker had to be placed and none was left.";
    case LossReason::None: break;
  }
  return "The game is over.";
}

}  // namespace

void drawGameOverWindow(PanelContext& c) {
  if (c.state.status != GameStatus::Lost) return;
  detail::placeFloating(c, 380.0f, 0.0f);
  if (!ImGui::Begin("Game over", nullptr, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse)) {
    ImGui::End();
    return;
  }
  ImGui::TextColored(detail::kErrorColour, "The game is lost.");
  ImGui::TextUnformatted(lossText(c.state.loss));
  ImGui::Text("Round %d.", c.state.round);
  ImGui::Separator();
  if (ImGui::Button("New game...")) c.ui.showNewGame = true;
  detail::recordItem("gameover.newgame");
  if (c.canUndo) {
    ImGui::SameLine();
    if (ImGui::Button("Undo the last command")) {
      Request r;
      r.kind = RequestKind::Undo;
      c.out.requests.push_back(std::move(r));
    }
  }
  ImGui::End();
}

}  // namespace nemesis::ui
