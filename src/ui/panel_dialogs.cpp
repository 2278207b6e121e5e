// The modal dialogs in priority order (drawDialogs), and three of them: the Save / Don't save / Cancel prompt
// before a game with unsaved changes is ended or replaced, the window that says why a file did not load, and
// a scenario's name and description when it opens.
#include <string>

#include "panel_common.hpp"

namespace nemesis::ui {

namespace {

// "before quitting", as the pending action reads in the prompt's question.
const char* beforeWhat(const std::optional<Request>& pending) {
  if (!pending) return "";
  switch (pending->kind) {
    case RequestKind::Quit: return " before quitting";
    case RequestKind::NewGame: return " before starting a new game";
    case RequestKind::Load: return " before opening another game";
    default: return "";
  }
}

std::string gameName(const PanelContext& c) {
  return c.currentFile.empty() ? std::string("this game") : detail::fileNameOf(c.currentFile);
}

void wrapped(const std::string& text) {
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + ImGui::GetFontSize() * 30.0f);
  ImGui::TextUnformatted(text.c_str());
  ImGui::PopTextWrapPos();
}

void answer(PanelContext& c, RequestKind kind) {
  c.out.requests.push_back(requestOf(kind));
  c.ui.showSavePrompt = false;
  c.ui.promptError.clear();
}

}  // namespace

void drawSavePrompt(PanelContext& c) {
  if (!detail::beginDialog(c, "Unsaved changes", c.ui.showSavePrompt, 460.0f)) return;
  ImGui::Text("Save the changes to %s%s?", gameName(c).c_str(), beforeWhat(c.ui.pendingAction));
  detail::recordItem(c.ui.recorder, "prompt.question");
  ImGui::Spacing();
  if (c.ui.autosaving) {
    ImGui::TextDisabled("If you don't save, the autosave still keeps this game for a while (Recent games).");
  } else {
    ImGui::TextDisabled("If you don't save, the changes since the last save are lost.");
  }
  if (!c.ui.promptError.empty()) {
    ImGui::Spacing();
    ImGui::PushStyleColor(ImGuiCol_Text, detail::kErrorColour);
    wrapped("Not saved: " + c.ui.promptError);
    ImGui::PopStyleColor();
  }
  ImGui::Separator();
  const bool save = detail::defaultButton(c.currentFile.empty() ? "Save..." : "Save");
  detail::recordItem(c.ui.recorder, "prompt.save");
  ImGui::SameLine();
  const bool discard = ImGui::Button("Don't save");
  detail::recordItem(c.ui.recorder, "prompt.discard");
  ImGui::SameLine();
  if (ImGui::Button("Cancel")) c.ui.showSavePrompt = false;
  detail::recordItem(c.ui.recorder, "prompt.cancel");
  const UiState::DialogKey key = detail::endDialog(c);
  if (save || key == UiState::DialogKey::Enter) {
    answer(c, RequestKind::SaveAndContinue);
  } else if (discard) {
    answer(c, RequestKind::DiscardAndContinue);
  } else if (!c.ui.showSavePrompt) {
    // Cancel, Escape or the close box: everything stays as it was.
    c.ui.pendingAction.reset();
    c.ui.promptError.clear();
  }
}

void drawLoadErrorWindow(PanelContext& c) {
  if (!c.ui.loadError) return;
  bool open = true;
  if (!detail::beginDialog(c, "Could not open the file", open, 520.0f)) return;
  const LoadError& e = *c.ui.loadError;
  if (ImGui::BeginTable("loaderror", 2, ImGuiTableFlags_SizingFixedFit)) {
    ImGui::TableSetupColumn("what");
    ImGui::TableSetupColumn("value", ImGuiTableColumnFlags_WidthStretch);
    const auto row = [&c](const char* label, const std::string& value, const char* item, bool error) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextDisabled("%s", label);
      ImGui::TableNextColumn();
      if (error) ImGui::PushStyleColor(ImGuiCol_Text, detail::kErrorColour);
      wrapped(value);
      if (error) ImGui::PopStyleColor();
      detail::recordItem(c.ui.recorder, item);
    };
    row("File", e.file, "loaderror.file", false);
    if (!e.field.empty()) row("Where", e.field, "loaderror.field", false);
    row("Problem", e.problem, "loaderror.problem", true);
    ImGui::EndTable();
  }
  ImGui::Spacing();
  ImGui::TextDisabled(c.ui.gameStarted ? "The current game is unchanged." : "No game was opened.");
  ImGui::Separator();
  if (detail::defaultButton("OK")) open = false;
  detail::recordItem(c.ui.recorder, "loaderror.ok");
  if (detail::endDialog(c) == UiState::DialogKey::Enter) open = false;
  if (!open) c.ui.loadError.reset();
}

void drawScenarioInfo(PanelContext& c) {
  if (!detail::beginDialog(c, "Scenario", c.ui.showScenarioInfo, 480.0f)) return;
  if (!c.ui.scenarioName.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, detail::kImportantColour);
    wrapped(c.ui.scenarioName);
    ImGui::PopStyleColor();
    detail::recordItem(c.ui.recorder, "scenario.name");
  }
  if (!c.ui.scenarioDescription.empty()) {
    ImGui::Spacing();
    wrapped(c.ui.scenarioDescription);
    detail::recordItem(c.ui.recorder, "scenario.description");
  }
  ImGui::Separator();
  if (detail::defaultButton("Play")) c.ui.showScenarioInfo = false;
  detail::recordItem(c.ui.recorder, "scenario.play");
  if (detail::endDialog(c) == UiState::DialogKey::Enter) c.ui.showScenarioInfo = false;
}

void drawDialogs(PanelContext& c, const std::function<void()>& gameDialogs) {
  // Most urgent first: beginDialog shows the first open one and keeps the others waiting beneath it.
  drawLoadErrorWindow(c);
  drawSavePrompt(c);
  if (gameDialogs) gameDialogs();
  drawFileDialogs(c);
  drawSettingsWindow(c);
  drawScenarioInfo(c);
  drawHostOnlineDialog(c);
  drawJoinOnlineDialog(c);
  drawLessonMenu(c);  // over the new-game window that opened it ("Learn to play")
  drawNewGameWindow(c);
}

}  // namespace nemesis::ui
