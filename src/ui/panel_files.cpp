// The Save As and Open dialogs: a path field and the saved games (.json) of the saves folder. They only
// ask: the app writes or reads the file and reports the result in the status bar.
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "panel_common.hpp"

namespace nemesis::ui {

namespace {

namespace fs = std::filesystem;

// The folder may not exist yet (nothing saved): that is an empty list, not an error.
std::vector<fs::path> savedGames(const std::string& dir) {
  std::vector<fs::path> files;
  std::error_code ec;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    std::error_code fileError;
    if (it->path().extension() == ".json" && it->is_regular_file(fileError)) files.push_back(it->path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

std::string defaultPath(const PanelContext& c) {
  if (!c.currentFile.empty()) return c.currentFile;
  return (c.savesDir.empty() ? std::string(".") : c.savesDir) + "/game.json";
}

void ask(PanelContext& c, RequestKind kind) {
  Request r;
  r.kind = kind;
  r.path = c.ui.filePath;
  c.out.requests.push_back(std::move(r));
  c.ui.showSave = false;
  c.ui.showLoad = false;
}

// Returns true when a file was double-clicked (take it at once).
bool fileList(PanelContext& c) {
  const std::vector<fs::path> files = savedGames(c.savesDir);
  ImGui::TextDisabled("Saved games in %s", c.savesDir.c_str());
  bool chosen = false;
  const float height = ImGui::GetTextLineHeightWithSpacing() * 8.0f;
  if (ImGui::BeginChild("files", ImVec2(0, height), true)) {
    if (files.empty()) ImGui::TextDisabled("(none yet)");
    for (const fs::path& f : files) {
      const std::string path = f.string();
      if (ImGui::Selectable(f.filename().string().c_str(), c.ui.filePath == path,
                            ImGuiSelectableFlags_AllowDoubleClick)) {
        c.ui.filePath = path;
        chosen = ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left);
      }
      detail::recordItem("files.entry", static_cast<int>(&f - files.data()));
    }
  }
  ImGui::EndChild();
  return chosen;
}

void dialog(PanelContext& c, bool& open, const char* title, const char* verb, RequestKind kind) {
  if (!open) return;
  detail::placeFloating(c, 560.0f, 0.0f);
  if (!ImGui::Begin(title, &open, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse)) {
    ImGui::End();
    return;
  }
  if (ImGui::IsWindowAppearing() || c.ui.filePath.empty()) c.ui.filePath = defaultPath(c);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 32.0f);
  const bool enter = ImGui::InputText("Path", &c.ui.filePath, ImGuiInputTextFlags_EnterReturnsTrue);
  const bool picked = fileList(c);
  std::error_code ec;
  const bool exists = fs::exists(c.ui.filePath, ec);
  const bool loading = kind == RequestKind::Load;
  if (loading && !exists) ImGui::TextColored(detail::kErrorColour, "No such file.");
  if (!loading && exists) ImGui::TextColored(detail::kImportantColour, "The file exists: saving replaces it.");
  ImGui::BeginDisabled(loading && !exists);
  const bool go = ImGui::Button(verb);
  detail::recordItem("files.go");
  ImGui::EndDisabled();
  ImGui::SameLine();
  if (ImGui::Button("Cancel")) open = false;
  if ((go || enter || picked) && (!loading || exists)) ask(c, kind);
  ImGui::End();
}

}  // namespace

void drawFileDialogs(PanelContext& c) {
  dialog(c, c.ui.showSave, "Save game as", "Save", RequestKind::Save);
  dialog(c, c.ui.showLoad, "Open game", "Open", RequestKind::Load);
}

}  // namespace nemesis::ui
