// The decision window: the engine has stopped on a choice (Careful Movement's corridor to mark) and waits
// for the answer as a command.
#include <string>

#include "engine.hpp"
#include "panel_common.hpp"

namespace nemesis::ui {

void drawDecisionPopup(PanelContext& c) {
  const Decision& d = c.state.pending;
  if (d.kind != DecisionKind::CarefulCorridor || c.state.board == nullptr) return;
  detail::placeFloating(c, 420.0f, 0.0f);
  const ImGuiWindowFlags flags = ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse;
  if (!ImGui::Begin("Careful Movement: choose the corridor to mark", nullptr, flags)) {
    ImGui::End();
    return;
  }
  ImGui::TextUnformatted(characterName(c.state, d.character).c_str());
  ImGui::SameLine(0.0f, ImGui::CalcTextSize(" ").x);
  ImGui::Text("entered %s.", roomName(c.state, d.room).c_str());
  ImGui::TextUnformatted("Place a Noise marker in the corridor with number:");
  for (int i = 0; i < d.optionCount; ++i) {
    const int number = d.options[static_cast<std::size_t>(i)];
    const PassageId p = (number >= 1 && number <= 4) ? c.state.topo().exit(d.room, number) : kNoPassage;
    const std::string where = p == kNoPassage ? std::string() : ": " + passageName(c.state, p, d.room);
    const std::string label = std::to_string(number) + where + "##option" + std::to_string(i);
    if (ImGui::Button(label.c_str())) c.out.commands.emplace_back(ChooseCorridor{d.character, number});
    detail::recordItem("decision.option", i);
    if (ImGui::IsItemHovered()) c.ui.hoverLogPassage = p;
  }
  ImGui::End();
}

}  // namespace nemesis::ui
