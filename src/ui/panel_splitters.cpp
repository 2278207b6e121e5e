// The splitters: the edge between the board and the right column, the edge between the board and the event log,
// and (for a game whose column holds them) the edges between the column's Hand, Character board and Intruder bag.
// Dragging one resizes the panels (the board re-fits to the space left); double-clicking it goes back to the
// automatic layout. The sizes are settings (side_panel_width, log_panel_height, hand_panel_height,
// character_panel_height), kept between sessions. A folded column (View > Side panels) is a strip with the button
// that unfolds it.
#include <imgui.h>

#include <algorithm>

#include "panel_common.hpp"
#include "panels.hpp"

namespace nemesis::ui {

namespace {

constexpr float kGrip = 6;  // the grip's thickness in pixels at UI scale 1, centred on the edge

// One invisible window over the edge holding a button as large as it; true while that button is dragged.
// `horizontal`: the edge runs left to right (the log's top), so it drags up and down.
bool splitter(PanelContext& c, const char* id, ImVec2 pos, ImVec2 size, bool horizontal, float& value, float fromMouse,
              bool& released) {
  ImGui::SetNextWindowPos(pos, ImGuiCond_Always);
  ImGui::SetNextWindowSize(size, ImGuiCond_Always);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0.0f);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowMinSize, ImVec2(1, 1));
  constexpr ImGuiWindowFlags kFlags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                      ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBackground |
                                      ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoFocusOnAppearing;
  bool dragging = false;
  if (ImGui::Begin(id, nullptr, kFlags)) {
    ImGui::InvisibleButton("grip", size);
    detail::recordItem(c.ui.recorder, id);
    const bool hot = ImGui::IsItemHovered() || ImGui::IsItemActive();
    if (hot) {
      ImGui::SetMouseCursor(horizontal ? ImGuiMouseCursor_ResizeNS : ImGuiMouseCursor_ResizeEW);
      ImGui::SetTooltip(horizontal
                            ? "Drag to resize; double-click for the automatic size"
                            : "Drag to resize; double-click for the automatic size; View > Side panels folds the "
                              "column");
      const ImVec2 a = ImGui::GetItemRectMin();
      const ImVec2 b = ImGui::GetItemRectMax();
      ImGui::GetWindowDrawList()->AddRectFilled(a, b, ImGui::GetColorU32(ImGuiCol_SeparatorHovered));
    }
    if (ImGui::IsItemHovered() && ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left)) {
      value = 0;
      released = true;
    } else if (ImGui::IsItemActive() && ImGui::IsMouseDragging(ImGuiMouseButton_Left, 0.0f)) {
      value = std::max(fromMouse / std::max(c.settings.uiScale, 0.01f), 1.0f);
      dragging = true;
    }
    if (ImGui::IsItemDeactivated()) released = true;
  }
  ImGui::End();
  ImGui::PopStyleVar(3);
  return dragging;
}

// The folded column: a strip down the window's right edge with one button that unfolds it.
void foldedColumn(PanelContext& c) {
  const ScreenLayout& s = c.screen;
  detail::placeFixed(s.width - s.side, s.menu, s.side, s.height - s.menu - s.status);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(2, 4));
  if (ImGui::Begin("##folded-column", nullptr, detail::kFixedPanelFlags | ImGuiWindowFlags_NoTitleBar)) {
    if (ImGui::Button("<", ImVec2(-1, 0))) {
      c.settings.sideCollapsed = false;
      c.out.requests.push_back(requestOf(RequestKind::ApplySettings));
    }
    detail::recordItem(c.ui.recorder, "column.unfold");
    detail::tooltipText("Show the side panels (View > Side panels)");
  }
  ImGui::End();
  ImGui::PopStyleVar();
}

}  // namespace

void drawColumnSplitters(PanelContext& c) {
  const ScreenLayout& s = c.screen;
  if (s.collapsed) return;
  const float grip = kGrip * std::max(c.settings.uiScale, 1.0f);
  const float mouseY = ImGui::GetIO().MousePos.y;
  const float x = s.width - s.side + grip;
  const ImVec2 size(s.side - grip, grip);
  bool released = false;
  const detail::ColumnSlot hand = detail::handSlot(s);
  const detail::ColumnSlot character = detail::characterSlot(s);
  splitter(c, "##split-hand", ImVec2(x, hand.y + hand.h - grip / 2), size, true, c.settings.handPanel, mouseY - hand.y,
           released);
  splitter(c, "##split-character", ImVec2(x, character.y + character.h - grip / 2), size, true,
           c.settings.characterPanel, mouseY - character.y, released);
  if (released) c.out.requests.push_back(requestOf(RequestKind::ApplySettings));
}

void drawSplitters(PanelContext& c) {
  const ScreenLayout& s = c.screen;
  const float grip = kGrip * std::max(c.settings.uiScale, 1.0f);
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  bool released = false;
  // The column's edge runs from under the menu bar to the status bar; a folded column has no edge to drag.
  const float columnX = s.width - s.side;
  if (s.collapsed) {
    foldedColumn(c);
  } else {
    splitter(c, "##split-side", ImVec2(columnX - grip / 2, s.menu), ImVec2(grip, s.height - s.menu - s.status), false,
             c.settings.sidePanel, s.width - mouse.x, released);
  }
  // The log's top edge runs under the board, up to the column.
  const float logY = s.boardY() + s.boardH();
  splitter(c, "##split-log", ImVec2(s.boardX(), logY - grip / 2), ImVec2(s.boardW() - grip / 2, grip), true,
           c.settings.logPanel, s.height - s.status - mouse.y, released);
  // Saved once the drag ends, not every frame of it.
  if (released) c.out.requests.push_back(requestOf(RequestKind::ApplySettings));
}

}  // namespace nemesis::ui
