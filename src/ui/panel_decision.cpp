// The decision window: the engine has stopped on a choice (Careful Movement's corridor to mark) and waits
// for the answer as a command.
#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "engine.hpp"
#include "panel_common.hpp"

namespace nemesis::ui {

void drawDecisionPopup(PanelContext& c) {
  const Decision& d = c.state.pending;
  if (d.kind != DecisionKind::CarefulCorridor || c.state.board == nullptr) return;
  // Beside the question, never over it: in the corner of the board farthest from the room the corridors leave.
  const float margin = 12.0f;
  const std::array<float, 4>& avoid = c.ui.decisionAvoid;  // x, y, w, h on screen
  const bool right = avoid[0] + avoid[2] * 0.5f < c.screen.boardX() + c.screen.boardW() * 0.5f;
  const bool below = avoid[1] + avoid[3] * 0.5f < c.screen.boardY() + c.screen.boardH() * 0.5f;
  ImGui::SetNextWindowPos(ImVec2(right ? c.screen.boardX() + c.screen.boardW() - margin : c.screen.boardX() + margin,
                                 below ? c.screen.boardY() + c.screen.boardH() - margin : c.screen.boardY() + margin),
                          ImGuiCond_Always, ImVec2(right ? 1.0f : 0.0f, below ? 1.0f : 0.0f));
  const ImGuiWindowFlags flags = ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse;
  if (!ImGui::Begin("Careful Movement: choose the corridor to mark", nullptr, flags)) {
    ImGui::End();
    return;
  }
  ImGui::TextUnformatted(characterName(c.state, d.character).c_str());
  ImGui::SameLine(0.0f, ImGui::CalcTextSize(" ").x);
  ImGui::Text("entered %s.", roomName(c.state, d.room).c_str());
  ImGui::TextUnformatted("Place a Noise marker in a corridor (or click it on the board, or press its digit):");
  // One button per corridor: a corridor with two numbers ("3,4") is offered once, by its first number.
  std::vector<PassageId> shown;
  for (int i = 0; i < d.optionCount; ++i) {
    const int number = d.options[static_cast<std::size_t>(i)];
    const PassageId p = (number >= 1 && number <= 4) ? c.state.topo().exit(d.room, number) : kNoPassage;
    if (p != kNoPassage && std::find(shown.begin(), shown.end(), p) != shown.end()) continue;
    shown.push_back(p);
    const std::string where = p == kNoPassage ? std::string() : passageName(c.state, p, d.room);
    const std::string label =
        std::to_string(number) + (where.empty() ? std::string() : ": " + where) + "##option" + std::to_string(i);
    if (ImGui::Button(label.c_str())) c.out.commands.emplace_back(ChooseCorridor{d.character, number});
    detail::recordItem("decision.option", i);
    if (ImGui::IsItemHovered()) c.ui.hoverLogPassage = p;
  }
  ImGui::End();
}

}  // namespace nemesis::ui
