// The main menu bar: File, Edit, View, Help. Items push requests or open windows; the shortcuts shown are
// handled by the app's input code.
#include <string>

#include "panel_common.hpp"

namespace nemesis::ui {

namespace {

void request(PanelContext& c, RequestKind kind) {
  Request r;
  r.kind = kind;
  c.out.requests.push_back(std::move(r));
}

void fileMenu(PanelContext& c) {
  const bool open = ImGui::BeginMenu("File");
  detail::recordItem("menu.file");
  if (!open) return;
  if (ImGui::MenuItem("New game...")) c.ui.showNewGame = true;
  detail::recordItem("menu.file.new");
  if (ImGui::MenuItem("Open...", "Ctrl+O")) {
    c.ui.showLoad = true;
    c.ui.showSave = false;
  }
  if (ImGui::MenuItem("Save", "Ctrl+S")) request(c, RequestKind::Save);
  detail::recordItem("menu.file.save");
  if (ImGui::MenuItem("Save as...")) {
    c.ui.showSave = true;
    c.ui.showLoad = false;
  }
  ImGui::Separator();
  if (ImGui::MenuItem("Quit")) request(c, RequestKind::Quit);
  ImGui::EndMenu();
}

void editMenu(PanelContext& c) {
  const bool open = ImGui::BeginMenu("Edit");
  detail::recordItem("menu.edit");
  if (!open) return;
  if (ImGui::MenuItem("Undo", "Ctrl+Z", false, c.canUndo)) request(c, RequestKind::Undo);
  detail::recordItem("menu.edit.undo");
  if (!c.canUndo) detail::tooltipText(c.whyNoUndo.empty() ? "Nothing to undo." : c.whyNoUndo, true);
  if (ImGui::MenuItem("Redo", "Ctrl+Y", false, c.canRedo)) request(c, RequestKind::Redo);
  ImGui::Separator();
  if (ImGui::MenuItem("Skip animations", "Space", false, c.animating)) request(c, RequestKind::SkipAnimations);
  ImGui::EndMenu();
}

void viewMenu(PanelContext& c) {
  if (!ImGui::BeginMenu("View")) return;
  ImGui::MenuItem("Rules reference", nullptr, &c.ui.showRules);
  ImGui::MenuItem("Debug overlay", "F12", &c.ui.showDebug);
  if (ImGui::MenuItem("Settings...")) c.ui.showSettings = true;
  ImGui::EndMenu();
}

void helpMenu(PanelContext& c) {
  const bool open = ImGui::BeginMenu("Help");
  detail::recordItem("menu.help");
  if (!open) return;
  ImGui::MenuItem("Shortcuts", "F1", &c.ui.showHelp);
  ImGui::MenuItem("Rules reference", nullptr, &c.ui.showRules);
  ImGui::Separator();
  if (ImGui::MenuItem("About")) c.ui.showAbout = true;
  detail::recordItem("menu.help.about");
  ImGui::EndMenu();
}

}  // namespace

void drawMenuBar(PanelContext& c) {
  if (!ImGui::BeginMainMenuBar()) return;
  fileMenu(c);
  editMenu(c);
  viewMenu(c);
  helpMenu(c);
  // The file in use, right-aligned, so a player knows what Ctrl+S overwrites.
  const std::string file = c.currentFile.empty() ? std::string("(unsaved game)") : c.currentFile;
  const float w = ImGui::CalcTextSize(file.c_str()).x + ImGui::GetStyle().ItemSpacing.x * 2.0f;
  if (ImGui::GetWindowWidth() - w > ImGui::GetCursorPosX()) ImGui::SetCursorPosX(ImGui::GetWindowWidth() - w);
  ImGui::TextDisabled("%s", file.c_str());
  ImGui::EndMainMenuBar();
}

}  // namespace nemesis::ui
