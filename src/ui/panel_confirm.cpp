// The confirmation before a command that reveals chance (confirmation.hpp): what will happen, then the
// action's button (Enter) or Cancel (Escape).
#include <algorithm>
#include <string>

#include "panel_common.hpp"

namespace nemesis::ui {

namespace {

constexpr const char* kPopup = "Confirm###confirm";

}  // namespace

void drawConfirmDialog(PanelContext& c) {
  Confirmation& q = c.ui.confirm;
  if (!q.open) return;
  if (!ImGui::IsPopupOpen(kPopup)) ImGui::OpenPopup(kPopup);
  detail::dimBoard(c);
  ImGui::SetNextWindowPos(ImVec2(c.screen.width * 0.5f, c.screen.height * 0.45f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(std::min(ImGui::GetFontSize() * 30.0f, c.screen.width * 0.9f), 0.0f));
  const ImGuiWindowFlags flags =
      ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoTitleBar;
  if (!ImGui::BeginPopupModal(kPopup, nullptr, flags)) return;
  ImGui::TextColored(detail::kImportantColour, "%s", q.title.c_str());
  ImGui::Separator();
  ImGui::TextWrapped("%s", q.text.c_str());
  ImGui::Spacing();
  const std::string go = q.action + " (Enter)";
  const bool confirmed = ImGui::Button(go.c_str()) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false) ||
                         ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_KeyPadEnter), false);
  detail::recordItem("confirm.go");
  ImGui::SameLine();
  const bool cancelled =
      ImGui::Button("Cancel (Esc)") || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false);
  detail::recordItem("confirm.cancel");
  if (confirmed || cancelled) {
    if (confirmed && !cancelled) c.out.commands.push_back(q.command);
    q = Confirmation{};
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

}  // namespace nemesis::ui
