// The settings window: UI scale, animation speed, Careful Movement confirmation, sound, the board's keys, the
// saves folder.
// Changes are asked of the app (ApplySettings), which applies and saves them.
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>

#include "panel_common.hpp"

namespace nemesis::ui {

namespace {

void applySettings(PanelContext& c) {
  Request r;
  r.kind = RequestKind::ApplySettings;
  c.out.requests.push_back(std::move(r));
}

// The board's keys: a button per action shows its key; clicking it waits for the next key (the app takes it).
bool keysSection(PanelContext& c) {
  const bool open = ImGui::CollapsingHeader("Keys");
  detail::recordItem(c.ui.recorder, "settings.keys");
  if (!open) return false;
  bool changed = false;
  if (ImGui::BeginTable("keys", 2, ImGuiTableFlags_SizingFixedFit)) {
    for (std::size_t i = 0; i < c.settings.keys.size(); ++i) {
      ImGui::PushID(static_cast<int>(i));
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      const bool waiting = c.ui.captureKey == static_cast<int>(i);
      const std::string label = waiting ? std::string("press a key...") : c.settings.keys[i];
      if (ImGui::Button(label.c_str(), ImVec2(ImGui::GetFontSize() * 7.0f, 0))) {
        c.ui.captureKey = waiting ? -1 : static_cast<int>(i);
        c.ui.keyNote.clear();
      }
      detail::recordItem(c.ui.recorder, "settings.key", static_cast<int>(i));
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(keyActionInfo(static_cast<KeyAction>(i)).description.data());
      ImGui::PopID();
    }
    ImGui::EndTable();
  }
  if (ImGui::Button("Default keys")) {
    c.settings.keys = defaultKeyBindings();
    c.ui.captureKey = -1;
    c.ui.keyNote = "Every key is back to its default.";
    changed = true;
  }
  if (!c.ui.keyNote.empty()) {
    ImGui::SameLine();
    ImGui::TextDisabled("%s", c.ui.keyNote.c_str());
  }
  return changed;
}

}  // namespace

void drawSettingsWindow(PanelContext& c) {
  if (!detail::beginDialog(c, "Settings", c.ui.showSettings)) return;
  Settings& s = c.settings;
  bool changed = false;
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 14.0f);
  ImGui::SliderFloat("UI scale", &s.uiScale, 0.75f, 3.0f, "%.2fx");
  // Rebuilding the fonts on every drag step would stall; apply when the slider is let go.
  changed = ImGui::IsItemDeactivatedAfterEdit() || changed;
  s.uiScale = std::clamp(s.uiScale, 0.75f, 3.0f);
  detail::tooltipText("For high-DPI screens: text, panels and board labels.");

  bool animations = s.animationSpeed > 0.0f;
  if (ImGui::Checkbox("Animations", &animations)) {
    s.animationSpeed = animations ? 1.0f : 0.0f;
    changed = true;
  }
  detail::recordItem(c.ui.recorder, "settings.animations");
  if (animations) {
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10.0f);
    changed = ImGui::SliderFloat("Speed", &s.animationSpeed, 0.25f, 4.0f, "%.2fx") || changed;
    s.animationSpeed = std::clamp(s.animationSpeed, 0.25f, 4.0f);
  }
  changed = ImGui::Checkbox("Ask for the corridor of a Careful Movement", &s.confirmCareful) || changed;
  detail::tooltipText("Off: the corridor is asked after entering the room, when the engine needs it.");
  changed = ImGui::Checkbox("Hand-over screen between players (hot seat)", &s.handOver) || changed;
  detail::recordItem(c.ui.recorder, "settings.handover");
  detail::tooltipText("In a game by rounds, a \"Scout's turn: ready?\" screen when the mouse goes to the next player.");
  changed = ImGui::Checkbox("Sound", &s.sound) || changed;
  detail::recordItem(c.ui.recorder, "settings.sound");
  detail::tooltipText("Our own synthesised sounds: the die, a marker, a door breaking, an Encounter, a new turn.");
  if (s.sound) {
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10.0f);
    changed = ImGui::SliderFloat("Volume", &s.volume, 0.0f, 1.0f, "%.2f") || changed;
    s.volume = std::clamp(s.volume, 0.0f, 1.0f);
  }
  if (!c.ui.soundUnavailable.empty()) ImGui::TextDisabled("Silent here: %s", c.ui.soundUnavailable.c_str());
  changed = ImGui::Checkbox("Offer the tutorial in the new-game window", &s.tutorialOffer) || changed;
  changed = keysSection(c) || changed;
  detail::recordItem(c.ui.recorder, "settings.tutorialoffer");
  // Where Save and Open look; applied (and kept in settings.ini) when the field is left. Saves already
  // written stay where they are.
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 24.0f);
  ImGui::InputTextWithHint("Saves folder", c.savesDir.c_str(), &s.savesFolder);
  changed = ImGui::IsItemDeactivatedAfterEdit() || changed;
  detail::recordItem(c.ui.recorder, "settings.savesfolder");
  detail::tooltipText(
      "Where Save and Open look. Empty: the data folder's saves (~/.local/share/nemesis-companion/saves).");
  ImGui::Separator();
  ImGui::TextDisabled("Saved in the config folder (settings.ini).");
  if (detail::defaultButton("Close")) c.ui.showSettings = false;
  detail::recordItem(c.ui.recorder, "settings.close");
  if (detail::endDialog(c) == UiState::DialogKey::Enter) c.ui.showSettings = false;
  if (changed) applySettings(c);
}

}  // namespace nemesis::ui
