// The confirmation before a command that reveals chance (confirmation.hpp): what will happen, then the
// action's button (Enter) or Cancel (Escape). A modal dialog like the others (panel_common.hpp beginDialog).
#include <string>

#include "nemesis_panels.hpp"
#include "ui/panel_common.hpp"

namespace nemesis::ui {

void drawConfirmDialog(NemesisPanels& c) {
  Confirmation& q = c.confirm;
  const std::string title = q.title + "###confirm";
  if (!detail::beginDialog(c, title.c_str(), q.open, 440.0f)) return;
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 28.0f);
  ImGui::TextUnformatted(q.text.c_str());
  ImGui::PopTextWrapPos();
  ImGui::Spacing();
  const std::string go = q.action + " (Enter)";
  const bool confirmed = detail::defaultButton(go.c_str());
  detail::recordItem(c.ui.recorder, "confirm.go");
  ImGui::SameLine();
  const bool cancelled = ImGui::Button("Cancel (Esc)");
  detail::recordItem(c.ui.recorder, "confirm.cancel");
  const UiState::DialogKey key = detail::endDialog(c);  // Escape has already closed it
  if (confirmed || key == UiState::DialogKey::Enter) {
    c.commands.push_back({q.command, CommandSource::Confirmed});
    q = Confirmation{};
  } else if (cancelled || !q.open) {
    q = Confirmation{};
  }
}

}  // namespace nemesis::ui
