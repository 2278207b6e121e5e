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

std::string recentLabel(const GameFileEntry& e) {
  std::string text = e.name + "  ·  round " + std::to_string(e.round) + "  ·  " + e.characters;
  if (!e.outcome.empty()) text += " (" + e.outcome + ")";
  return text + "  ·  " + e.date;
}

void fileMenu(PanelContext& c) {
  const bool open = ImGui::BeginMenu("File");
  detail::recordItem(c.ui.recorder, "menu.file");
  if (!open) return;
  if (ImGui::MenuItem("New game...", "Ctrl+N")) c.ui.showNewGame = true;
  detail::recordItem(c.ui.recorder, "menu.file.new");
  if (c.ui.continueGame) {
    if (ImGui::MenuItem("Continue")) c.out.requests.push_back(requestOf(RequestKind::Load, c.ui.continueGame->path));
    detail::recordItem(c.ui.recorder, "menu.file.continue");
    detail::tooltipText("The newest autosave of another game: " + recentLabel(*c.ui.continueGame));
  }
  if (ImGui::MenuItem("Open...", "Ctrl+O")) request(c, RequestKind::Load);
  detail::recordItem(c.ui.recorder, "menu.file.open");
  const bool recent = ImGui::BeginMenu("Recent", !c.ui.recent.empty());
  detail::recordItem(c.ui.recorder, "menu.file.recent");
  if (recent) {
    for (std::size_t i = 0; i < c.ui.recent.size(); ++i) {
      const GameFileEntry& e = c.ui.recent[i];
      ImGui::PushID(static_cast<int>(i));
      if (ImGui::MenuItem(recentLabel(e).c_str(), nullptr, false, e.error.empty())) {
        c.out.requests.push_back(requestOf(RequestKind::Load, e.path));
      }
      detail::recordItem(c.ui.recorder, "menu.file.recent", static_cast<int>(i));
      detail::tooltipText(e.error.empty() ? e.path : e.path + "\nunreadable: " + e.error, true);
      ImGui::PopID();
    }
    ImGui::EndMenu();
  }
  // The scenario editor (issue 27): a new scenario of any game it edits; a file opens in it from Open while it is
  // shown.
  const bool scenario = ImGui::BeginMenu("New scenario", !c.editorGames.empty());
  detail::recordItem(c.ui.recorder, "menu.file.new_scenario");
  if (scenario) {
    for (const GameChoice& g : c.editorGames) {
      if (ImGui::MenuItem(g.title.c_str())) {
        Request r = requestOf(RequestKind::EditScenario);
        r.text = g.name;
        c.out.requests.push_back(std::move(r));
      }
      detail::recordItem(c.ui.recorder, ("menu.file.new_scenario." + g.name).c_str());
    }
    ImGui::EndMenu();
  }
  detail::tooltipText("Set up a position on the board, check it, play it and save it as a scenario file.");
  ImGui::Separator();
  if (ImGui::MenuItem("Host online game...")) c.ui.showHostOnline = true;
  detail::recordItem(c.ui.recorder, "menu.file.host");
  detail::tooltipText("Starts a server inside this program and opens a room on it for the others to join.");
  if (ImGui::MenuItem("Join online game...")) c.ui.showJoinOnline = true;
  detail::recordItem(c.ui.recorder, "menu.file.join");
  if (c.online != nullptr) {
    if (ImGui::MenuItem("Leave the room")) request(c, RequestKind::OnlineLeave);
    detail::recordItem(c.ui.recorder, "menu.file.leave");
  }
  ImGui::Separator();
  // A lesson is not saved (README "Tutorial"): the items stay, disabled, and say why.
  // Nor is an online game: its server keeps it (and gives its record at the end).
  const bool online = c.online != nullptr && c.online->started;
  const bool savable = c.ui.gameStarted && !c.ui.lesson.active && !online;
  const char* unsavable = online ? kOnlineNotSaved : kLessonNotSaved;
  if (ImGui::MenuItem("Save", "Ctrl+S", false, savable)) request(c, RequestKind::Save);
  detail::recordItem(c.ui.recorder, "menu.file.save");
  if (!savable && c.ui.gameStarted) detail::tooltipText(unsavable, true);
  if (ImGui::MenuItem("Save as...", "Ctrl+Shift+S", false, savable)) request(c, RequestKind::SaveAs);
  detail::recordItem(c.ui.recorder, "menu.file.saveas");
  if (!savable && c.ui.gameStarted) detail::tooltipText(unsavable, true);
  ImGui::Separator();
  if (ImGui::MenuItem("Quit", "Ctrl+Q")) request(c, RequestKind::Quit);
  detail::recordItem(c.ui.recorder, "menu.file.quit");
  ImGui::EndMenu();
}

void editMenu(PanelContext& c) {
  const bool open = ImGui::BeginMenu("Edit");
  detail::recordItem(c.ui.recorder, "menu.edit");
  if (!open) return;
  if (ImGui::MenuItem("Undo", "Ctrl+Z", false, c.canUndo)) request(c, RequestKind::Undo);
  detail::recordItem(c.ui.recorder, "menu.edit.undo");
  if (!c.canUndo) detail::tooltipText(c.whyNoUndo.empty() ? "Nothing to undo." : c.whyNoUndo, true);
  if (ImGui::MenuItem("Redo", "Ctrl+Y", false, c.canRedo)) request(c, RequestKind::Redo);
  ImGui::Separator();
  if (ImGui::MenuItem("Scenario editor: this position", "Ctrl+E", false, c.canEditPosition)) {
    Request r = requestOf(RequestKind::EditScenario);
    r.flag = true;
    c.out.requests.push_back(std::move(r));
  }
  detail::recordItem(c.ui.recorder, "menu.edit.position");
  detail::tooltipText(c.canEditPosition ? "The scenario editor, starting from the position on the board."
                                        : "No position of a game here to edit.",
                      true);
  ImGui::Separator();
  if (ImGui::MenuItem("Skip animations", "Space", false, c.animating)) request(c, RequestKind::SkipAnimations);
  ImGui::EndMenu();
}

// The legend of the game being played (its pieces and outlines), when it has one.
void legendItem(PanelContext& c, const char* record) {
  ImGui::MenuItem("Legend", nullptr, &c.ui.showLegend, c.legend);
  detail::recordItem(c.ui.recorder, record);
  if (!c.legend) detail::tooltipText("This game has no legend of its pieces yet.", true);
}

void viewMenu(PanelContext& c) {
  const bool open = ImGui::BeginMenu("View");
  detail::recordItem(c.ui.recorder, "menu.view");
  if (!open) return;
  ImGui::MenuItem("Rules reference", nullptr, &c.ui.showRules);
  legendItem(c, "menu.view.legend");
  // Folding the column gives the board its room (UI scale 2 on a small window); the strip left unfolds it.
  bool side = !c.settings.sideCollapsed;
  if (ImGui::MenuItem("Side panels", nullptr, &side)) {
    c.settings.sideCollapsed = !side;
    request(c, RequestKind::ApplySettings);
  }
  detail::recordItem(c.ui.recorder, "menu.view.side_panels");
  if (c.online != nullptr) {
    ImGui::MenuItem("Room", nullptr, &c.ui.showRoom);
    detail::recordItem(c.ui.recorder, "menu.view.room");
  }
  ImGui::MenuItem("Debug overlay", "F12", &c.ui.showDebug);
  const std::string& riskKey = c.settings.keys[static_cast<std::size_t>(KeyAction::RiskMap)];
  if (ImGui::MenuItem("Risk map", riskKey.c_str(), &c.settings.riskMap)) request(c, RequestKind::ApplySettings);
  detail::recordItem(c.ui.recorder, "menu.view.risk_map");
  if (ImGui::MenuItem("Settings...")) c.ui.showSettings = true;
  ImGui::EndMenu();
}

void helpMenu(PanelContext& c) {
  const bool open = ImGui::BeginMenu("Help");
  detail::recordItem(c.ui.recorder, "menu.help");
  if (!open) return;
  ImGui::MenuItem("Shortcuts", "F1", &c.ui.showHelp);
  legendItem(c, "menu.help.legend");
  detail::recordItem(c.ui.recorder, "menu.help.shortcuts");
  if (ImGui::MenuItem("Tutorial...")) request(c, RequestKind::OpenLessons);
  detail::recordItem(c.ui.recorder, "menu.help.tutorial");
  ImGui::MenuItem("Rules reference", nullptr, &c.ui.showRules);
  ImGui::Separator();
  if (ImGui::MenuItem("About")) c.ui.showAbout = true;
  detail::recordItem(c.ui.recorder, "menu.help.about");
  ImGui::EndMenu();
}

}  // namespace

void drawMenuBar(PanelContext& c) {
  if (!ImGui::BeginMainMenuBar()) return;
  fileMenu(c);
  editMenu(c);
  viewMenu(c);
  helpMenu(c);
  // The file in use, right-aligned, so a player knows what Ctrl+S overwrites; "*" marks unsaved changes. Its
  // name only (an installed scenario's folders would fill the bar); hovering it shows the whole path.
  // A lesson is not a file: it says so rather than "(unsaved game)", which would ask for a save it cannot have.
  // An online game is its server's: the room it is played in.
  const bool online = c.online != nullptr && c.online->started;
  const bool named = c.ui.gameStarted && !c.ui.lesson.active && !online && !c.currentFile.empty();
  std::string file = !c.ui.gameStarted    ? std::string("(no game)")
                     : c.ui.lesson.active ? "(lesson: " + c.ui.lesson.title + ")"
                     : online             ? "(online: room " + c.online->code + ")"
                     : named              ? detail::fileNameOf(c.currentFile)
                                          : std::string("(unsaved game)");
  if (c.ui.unsaved) file += " *";
  const float w = ImGui::CalcTextSize(file.c_str()).x + ImGui::GetStyle().ItemSpacing.x * 2.0f;
  if (ImGui::GetWindowWidth() - w > ImGui::GetCursorPosX()) ImGui::SetCursorPosX(ImGui::GetWindowWidth() - w);
  ImGui::TextDisabled("%s", file.c_str());
  detail::recordItem(c.ui.recorder, "menu.file_in_use", -1, file);
  if (named && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", c.currentFile.c_str());
  ImGui::EndMainMenuBar();
}

}  // namespace nemesis::ui
