// The help window (F1): every mouse and keyboard shortcut of the client in one table.
#include <array>

#include "panel_common.hpp"

namespace nemesis::ui {

namespace {

struct Shortcut {
  const char* keys;
  const char* action;
};

constexpr std::array<Shortcut, 22> kShortcuts = {{
    {"Left click a highlighted room", "Movement of the active character (pays 1 card)"},
    {"Shift+click or right click a room", "Careful Movement (pays 2 cards; choose the corridor to mark)"},
    {"Click cards in the Hand panel", "Choose the cards that pay (default: the first Action cards)"},
    {"Mouse wheel", "Zoom the board"},
    {"Right or middle drag", "Pan the board"},
    {"Home", "Fit the board to the window"},
    {"Ctrl+S", "Save (Ctrl+Shift+S: save as)"},
    {"Ctrl+O", "Open a saved game"},
    {"Ctrl+N", "New game (Continue, Recent)"},
    {"Ctrl+Q", "Quit (asks to save unsaved changes)"},
    {"Ctrl+Z", "Undo"},
    {"Ctrl+Y", "Redo"},
    {"Space", "Skip to the present (what the board still shows)"},
    {"Enter / Escape", "In a dialog: the highlighted button / Cancel"},
    {"F12", "Debug overlay"},
    {"F1", "This help"},
    {"Tab", "Next character (free play)"},
    {"1 - 5", "Select character 1 to 5 (free play)"},
    {"P", "Pass (a game by rounds; the last pass of a round asks first)"},
    {"H", "Hibernate (in the Hibernatorium; pays 2 cards; asks first)"},
    {"Hover a log entry", "Highlight its room or corridor; show the rule"},
}};

}  // namespace

void drawHelpWindow(PanelContext& c) {
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
  ImGui::TextDisabled("Illegal clicks say why in the status bar. While the board still shows what happened, clicks");
  ImGui::TextDisabled("and keys wait: Space skips to the present.");
  ImGui::End();
}

}  // namespace nemesis::ui
