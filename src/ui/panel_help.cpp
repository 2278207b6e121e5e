// The help window (F1): every mouse and keyboard shortcut of the client in one table.
#include <array>

#include "panel_common.hpp"

namespace nemesis::ui {

namespace {

struct Shortcut {
  const char* keys;
  const char* action;
};

constexpr std::array<Shortcut, 18> kShortcuts = {{
    {"Left click a highlighted room", "Movement of the active character (pays 1 card)"},
    {"Shift+click or right click a room", "Careful Movement (pays 2 cards; choose the corridor to mark)"},
    {"Click cards in the Hand panel", "Choose the cards that pay (default: the first Action cards)"},
    {"Mouse wheel", "Zoom the board"},
    {"Right or middle drag", "Pan the board"},
    {"Home", "Fit the board to the window"},
    {"Ctrl+S", "Save"},
    {"Ctrl+O", "Open a saved game"},
    {"Ctrl+Z", "Undo"},
    {"Ctrl+Y", "Redo"},
    {"Space", "Skip the animations"},
    {"F12", "Debug overlay"},
    {"F1", "This help"},
    {"Tab", "Next character (free play)"},
    {"1 - 5", "Select character 1 to 5 (free play)"},
    {"P", "Pass (a game played by rounds)"},
    {"H", "Hibernate (in the Hibernatorium; pays 2 cards)"},
    {"Hover a log entry", "Highlight its room or corridor; show the rule"},
}};

}  // namespace

void drawHelpWindow(PanelContext& c) {
  // The Help menu's other window is drawn with this one, so the app's frame needs no extra call.
  drawAboutWindow(c);
  if (!c.ui.showHelp) return;
  detail::placeFloating(c, 560.0f, 0.0f);
  if (!ImGui::Begin("Help: shortcuts", &c.ui.showHelp, ImGuiWindowFlags_AlwaysAutoResize)) {
    ImGui::End();
    return;
  }
  const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingFixedFit;
  if (ImGui::BeginTable("shortcuts", 2, flags)) {
    ImGui::TableSetupColumn("Input");
    ImGui::TableSetupColumn("Does");
    ImGui::TableHeadersRow();
    for (const Shortcut& s : kShortcuts) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(s.keys);
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(s.action);
    }
    ImGui::EndTable();
  }
  ImGui::TextDisabled("Illegal clicks say why in the status bar. The engine never waits for the animations.");
  ImGui::End();
}

}  // namespace nemesis::ui
