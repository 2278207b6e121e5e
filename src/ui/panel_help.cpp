// The help window (F1): every mouse and keyboard shortcut of the client in one table.
#include <array>

#include "panel_common.hpp"

namespace nemesis::ui {

namespace {

struct Shortcut {
  const char* keys;
  const char* action;
};

// The fixed shortcuts; the board's keys, which the player may change, follow from the settings (key_bindings.hpp).
constexpr std::array<Shortcut, 18> kShortcuts = {{
    {"Left click a highlighted room", "Movement of the active character (pays 1 card)"},
    {"Shift+click or right click a room", "Careful Movement (pays 2 cards; choose the corridor to mark)"},
    {"Click cards in the Hand panel", "Choose the cards that pay (default: the first Action cards)"},
    {"Mouse wheel", "Zoom the board"},
    {"Right or middle drag", "Pan the board"},
    {"Drag a panel's edge by the board", "Resize the right column or the log (double-click: automatic size)"},
    {"Ctrl+S", "Save (Ctrl+Shift+S: save as)"},
    {"Ctrl+O", "Open a saved game"},
    {"Ctrl+N", "New game (Continue, Recent)"},
    {"Ctrl+Q", "Quit (asks to save unsaved changes)"},
    {"Ctrl+Z / Ctrl+Y", "Undo / Redo"},
    {"Enter", "Move to the destination chosen with the keys; in a dialog, the highlighted button"},
    {"Escape", "Drop the chosen destination; in a dialog, Cancel; in a lesson, pause"},
    {"1 - 4 (a corridor question)", "Choose that corridor for the Careful Movement marker"},
    {"1 - 5", "Select character 1 to 5 (free play)"},
    {"Hover a log entry", "Highlight its room or corridor; show the rule"},
    {"Ctrl+E", "Edit this position in the scenario editor"},
    {"Scenario editor: 1 - 8", "The palette's tools; click places, drag moves, right click takes away"},
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
    const auto row = [](std::string_view keys, std::string_view action) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(keys.data(), keys.data() + keys.size());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(action.data(), action.data() + action.size());
    };
    for (const Shortcut& s : kShortcuts) row(s.keys, s.action);
    for (std::size_t i = 0; i < c.settings.keys.size(); ++i) {
      row(c.settings.keys[i], keyActionInfo(static_cast<KeyAction>(i)).description);
    }
    ImGui::EndTable();
  }
  ImGui::TextDisabled("Illegal clicks say why in the status bar. While the board still shows what happened, clicks");
  ImGui::TextDisabled("and keys wait: %s skips to the present. View > Settings changes the board's keys.",
                      c.settings.keys[static_cast<std::size_t>(KeyAction::Skip)].c_str());
  ImGui::End();
}

}  // namespace nemesis::ui
