// The decision window: the engine has stopped on a choice (Careful Movement's corridor to mark) and waits
// for the answer as a command.
#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "corridor_choices.hpp"
#include "engine/nemesis/engine.hpp"
#include "nemesis_panels.hpp"
#include "ui/panel_common.hpp"

namespace nemesis::ui {

void drawDecisionPopup(NemesisPanels& c) {
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
  // As wide as its words, but never wider than the board (a small window at UI scale 2 would push the buttons
  // off the screen): the sentences wrap.
  const float wrap =
      std::min(ImGui::GetFontSize() * 34.0f, c.screen.boardW() - 2.0f * (margin + ImGui::GetStyle().WindowPadding.x));
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + std::max(wrap, ImGui::GetFontSize() * 8.0f));
  ImGui::TextUnformatted((characterName(c.state, d.character) + " entered " + roomName(c.state, d.room) + ".").c_str());
  ImGui::TextUnformatted("Place a Noise marker in a corridor (or click it on the board, or press its digit):");
  ImGui::PopTextWrapPos();
  // One button per corridor, with the digit its pill on the board shows (corridor_choices.hpp).
  const std::vector<CorridorChoice> choices = corridorChoices(c.state);
  for (int i = 0; i < static_cast<int>(choices.size()); ++i) {
    const CorridorChoice& choice = choices[static_cast<std::size_t>(i)];
    const std::string label = std::to_string(choice.digit) + ": " + choice.name;
    if (ImGui::Button((label + "##option" + std::to_string(i)).c_str()))
      c.commands.push_back({ChooseCorridor{d.character, choice.digit}, CommandSource::Click});
    detail::recordItem(c.ui.recorder, "decision.option", i, label);
    if (ImGui::IsItemHovered()) c.ui.hoverLogPassage = choice.passage;
  }
  ImGui::End();
}

}  // namespace nemesis::ui
