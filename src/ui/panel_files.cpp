// The Save As and Open dialogs: the saved games of the saves folder (one entry per game, newest first, with
// date, round and characters; a file that cannot be read says why) and a path field. They only ask: the app
// lists the files (UiState::savesList), writes or reads the chosen one, and reports the result.
#include <imgui.h>
#include <imgui_stdlib.h>

#include <filesystem>
#include <string>
#include <vector>

#include "panel_common.hpp"
#include "typed_path.hpp"

namespace nemesis::ui {

namespace {

namespace fs = std::filesystem;

// The file in use; for Open without one, the newest save that can be read; else a new name to save to.
std::string defaultPath(const PanelContext& c, bool loading) {
  if (!c.currentFile.empty()) return c.currentFile;
  if (loading) {
    for (const GameFileEntry& e : c.ui.savesList) {
      if (e.error.empty()) return e.path;
    }
  }
  return (c.savesDir.empty() ? std::string(".") : c.savesDir) + "/game.json";
}

void ask(PanelContext& c, RequestKind kind, const std::string& path) {
  Request r;
  r.kind = kind;
  r.path = path;
  c.out.requests.push_back(std::move(r));
  c.ui.showSave = false;
  c.ui.showLoad = false;
}

std::string roundText(const GameFileEntry& e) {
  std::string text = e.game.empty() ? std::to_string(e.round) : std::string("-");
  if (!e.outcome.empty()) text += " (" + e.outcome + ")";
  if (e.replay) text += " (start)";
  return text;
}

}  // namespace

namespace detail {

bool gameFileTable(ItemRecorder& recorder, const char* id, const std::vector<GameFileEntry>& entries,
                   std::string& selected, float rows, bool openOnClick, bool listing) {
  bool chosen = false;
  constexpr ImGuiTableFlags kFlags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersOuter |
                                     ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_ScrollY |
                                     ImGuiTableFlags_SizingFixedFit;
  const float height = ImGui::GetTextLineHeightWithSpacing() * (rows + 1.0f) + ImGui::GetStyle().CellPadding.y * 2.0f;
  // A fixed width: a long name or error is clipped (its tooltip has it whole) instead of widening the dialog.
  if (!ImGui::BeginTable(id, 4, kFlags, ImVec2(ImGui::GetFontSize() * 40.0f, height))) {
    return false;
  }
  ImGui::TableSetupScrollFreeze(0, 1);
  ImGui::TableSetupColumn("Game", ImGuiTableColumnFlags_WidthStretch);
  ImGui::TableSetupColumn("Date");
  ImGui::TableSetupColumn("Round");
  ImGui::TableSetupColumn("Characters", ImGuiTableColumnFlags_WidthStretch);
  ImGui::TableHeadersRow();
  if (entries.empty()) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextDisabled(listing ? "Reading the folder\u2026" : "(none yet)");
  }
  for (std::size_t i = 0; i < entries.size(); ++i) {
    const GameFileEntry& e = entries[i];
    ImGui::PushID(static_cast<int>(i));
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    const bool readable = e.error.empty();
    ImGui::BeginDisabled(!readable);
    if (ImGui::Selectable(e.name.c_str(), selected == e.path,
                          ImGuiSelectableFlags_SpanAllColumns | ImGuiSelectableFlags_AllowDoubleClick)) {
      selected = e.path;
      chosen = openOnClick || ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left);
    }
    ImGui::EndDisabled();
    recordItem(recorder, id, static_cast<int>(i));
    tooltipText(e.savedTo.empty() ? e.path : e.path + "\nSaved to " + e.savedTo, true);
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(e.date.c_str());
    if (!readable) {
      ImGui::TableNextColumn();
      ImGui::TableNextColumn();
      ImGui::TextColored(kErrorColour, "unreadable: %s", e.error.c_str());
      recordItem(recorder, (std::string(id) + ".unreadable").c_str(), static_cast<int>(i));
      tooltipText(e.error);
    } else {
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(roundText(e).c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted((e.game.empty() ? e.characters : e.where).c_str());
    }
    ImGui::PopID();
  }
  ImGui::EndTable();
  return chosen;
}

}  // namespace detail

namespace {

void dialog(PanelContext& c, bool& open, const char* title, const char* verb, RequestKind kind) {
  if (!detail::beginDialog(c, title, open, 640.0f)) return;
  const bool loading = kind == RequestKind::Load;
  // The proposal follows the list as it arrives (it is read in the background) until the player types.
  if (ImGui::IsWindowAppearing() || c.ui.filePath.empty() || c.ui.filePath == c.ui.proposedPath) {
    c.ui.filePath = defaultPath(c, loading);
    c.ui.proposedPath = c.ui.filePath;
  }
  ImGui::TextDisabled("Saved games in %s", c.savesDir.c_str());
  if (!c.oldSavesDir.empty()) ImGui::TextDisabled("and in %s (earlier versions saved there)", c.oldSavesDir.c_str());
  const bool picked = detail::gameFileTable(c.ui.recorder, "files.entry", c.ui.savesList, c.ui.filePath, 8.0f, false,
                                            c.ui.savesListing);
  ImGui::SetNextItemWidth(-ImGui::CalcTextSize("Path").x - ImGui::GetStyle().ItemInnerSpacing.x);
  const bool enter = ImGui::InputText("Path", &c.ui.filePath, ImGuiInputTextFlags_EnterReturnsTrue);
  detail::recordItem(c.ui.recorder, "files.path");
  // A bare name is a save in the folder shown above (typed_path.hpp); the file it means is said when it is
  // not what was typed.
  const std::string path = loading ? openPathFor(c.ui.filePath, c.savesDir) : savePathFor(c.ui.filePath, c.savesDir);
  std::error_code ec;
  const bool exists = !path.empty() && fs::exists(path, ec);
  if (!path.empty() && path != c.ui.filePath) {
    ImGui::TextDisabled("%s %s", loading ? "Opens" : "Saves as", path.c_str());
    detail::recordItem(c.ui.recorder, "files.target");
  }
  if (loading && !exists) ImGui::TextColored(detail::kErrorColour, "No such file.");
  if (!loading && exists) ImGui::TextColored(detail::kImportantColour, "The file exists: saving replaces it.");
  if (!loading && c.ui.pendingAction) ImGui::TextDisabled("After saving, the game goes on to what you asked for.");
  ImGui::Separator();
  ImGui::BeginDisabled(path.empty() || (loading && !exists));
  const bool go = detail::defaultButton(verb);
  detail::recordItem(c.ui.recorder, "files.go");
  ImGui::EndDisabled();
  ImGui::SameLine();
  if (ImGui::Button("Cancel")) open = false;
  detail::recordItem(c.ui.recorder, "files.cancel");
  const UiState::DialogKey key = detail::endDialog(c);
  if ((go || enter || picked || key == UiState::DialogKey::Enter) && !path.empty() && (!loading || exists)) {
    ask(c, kind, path);
  }
}

}  // namespace

void drawFileDialogs(PanelContext& c) {
  const bool saving = c.ui.showSave;
  dialog(c, c.ui.showSave, "Save game as", "Save", RequestKind::Save);
  // Save As closed without saving: what waited for the save (a quit, a new game) is cancelled with it.
  if (saving && !c.ui.showSave && (c.out.requests.empty() || c.out.requests.back().kind != RequestKind::Save)) {
    c.ui.pendingAction.reset();
  }
  dialog(c, c.ui.showLoad, "Open game", "Open", RequestKind::Load);
}

}  // namespace nemesis::ui
