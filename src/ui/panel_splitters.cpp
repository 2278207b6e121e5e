// The two splitters: the edge between the board and the right column, and the edge between the board and the
// event log. Dragging one resizes the panels (the board re-fits to the space left); double-clicking it goes back
// to the automatic layout. The sizes are settings (side_panel_width, log_panel_height), kept between sessions.
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
      ImGui::SetTooltip("Drag to resize; double-click for the automatic size");
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

}  // namespace

void drawSplitters(PanelContext& c) {
  const ScreenLayout& s = c.screen;
  const float grip = kGrip * std::max(c.settings.uiScale, 1.0f);
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  bool released = false;
  // The column's edge runs from under the menu bar to the status bar.
  const float columnX = s.width - s.side;
  splitter(c, "##split-side", ImVec2(columnX - grip / 2, s.menu), ImVec2(grip, s.height - s.menu - s.status), false,
           c.settings.sidePanel, s.width - mouse.x, released);
  // The log's top edge runs under the board, up to the column.
  const float logY = s.boardY() + s.boardH();
  splitter(c, "##split-log", ImVec2(s.boardX(), logY - grip / 2), ImVec2(s.boardW() - grip / 2, grip), true,
           c.settings.logPanel, s.height - s.status - mouse.y, released);
  // Saved once the drag ends, not every frame of it.
  if (released) c.out.requests.push_back(requestOf(RequestKind::ApplySettings));
}

}  // namespace nemesis::ui
