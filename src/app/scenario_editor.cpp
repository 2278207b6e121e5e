#include "scenario_editor.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "engine/kernel/quote.hpp"
#include "engine/kernel/script_text.hpp"
#include "panel_common.hpp"

namespace nemesis::app {

namespace {

// A press that moves less than this (pixels) before its release is a click, not a drag.
constexpr float kDragPixels = 6;

// The name or the description typed: an empty one is no member at all (a reader may refuse an empty text).
void setText(rapidjson::Document& d, std::string_view key, const std::string& text) {
  if (text.empty()) {
    removeMember(d, key);
  } else {
    setMember(d, d, key, textValue(d, text));
  }
}

}  // namespace

ScenarioEditor::ScenarioEditor(ui::UiState& ui, std::string text, const std::string& source)
    : ui_(ui), doc_(std::move(text), source), name_(doc_.member("name")), description_(doc_.member("description")) {}

std::string ScenarioEditor::reasonOf(const std::exception& e) {
  std::string why = e.what();
  const std::string prefix = std::string(kSource) + ": ";
  if (why.rfind(prefix, 0) == 0) why.erase(0, prefix.size());
  return why;
}

void ScenarioEditor::say(std::string text, bool error) {
  ui_.status = std::move(text);
  ui_.statusIsError = error;
}

bool ScenarioEditor::edit(const EditDocument::Edit& change, std::optional<view::Vec2> at) {
  const std::size_t before = doc_.changes();
  std::string why = doc_.apply(change, [this](const std::string& text) { return check(text); });
  if (!why.empty()) {
    refusal_ = why;
    refusalAt_ = at;
    say("Refused: " + why, true);
    return false;
  }
  refusal_.clear();
  refusalAt_.reset();
  if (doc_.changes() == before) return true;  // it changed nothing: no undo step, nothing unsaved
  if (inPanels_) {
    stale_ = true;
  } else {
    reread();
  }
  name_ = doc_.member("name");
  description_ = doc_.member("description");
  say({}, false);
  changed();
  return true;
}

void ScenarioEditor::drawPanels(ui::PanelContext& app) {
  inPanels_ = true;
  drawEditorPanels(app);
  inPanels_ = false;
  if (stale_) {
    stale_ = false;
    reread();
  }
}

void ScenarioEditor::undo() {
  doc_.undo();
  stepped();
}

void ScenarioEditor::redo() {
  doc_.redo();
  stepped();
}

void ScenarioEditor::stepped() {
  reread();
  name_ = doc_.member("name");
  description_ = doc_.member("description");
  refusal_.clear();
  refusalAt_.reset();
  changed();
}

bool ScenarioEditor::submitLine(const std::string& text, const std::string& source, int line) {
  throw ScriptError(source + ":" + std::to_string(line) + ": the scenario editor takes no commands (" + quote(text) +
                    "): edit the position on the board, or play it (Play from here) and send commands there");
}

void ScenarioEditor::clicked(view::Vec2 screen, const view::Camera& camera) {
  (void)camera;
  pressedAt_ = screen;
}

void ScenarioEditor::released(view::Vec2 screen, const view::Camera& camera) {
  if (!pressedAt_) return;
  const view::Vec2 from = *pressedAt_;
  pressedAt_.reset();
  const view::Vec2 d = screen - from;
  if (std::abs(d.x) > kDragPixels || std::abs(d.y) > kDragPixels) {
    dragged(from, screen, camera);
  } else {
    clickAt(from, camera);
  }
}

std::string ScenarioEditor::editorMarks() const {
  // The document by its version (every edit, undo and redo counts one), not by hashing its text every frame.
  return std::to_string(doc_.changes()) + (refusalAt_ ? "x" + refusal_ : "-") + (pressedAt_ ? "p" : "-");
}

void ScenarioEditor::drawOverlays(ui::PanelContext& app, const BoardPointer& pointer) {
  (void)pointer;
  if (!refusalAt_ || refusal_.empty()) return;
  // The refused edit's reason, by the piece or place it was for, until the next edit.
  const float scale = app.settings.uiScale > 0 ? app.settings.uiScale : 1.0f;
  ImGui::SetNextWindowPos(ImVec2(refusalAt_->x + 12 * scale, refusalAt_->y + 12 * scale));
  ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), ImVec2(360 * scale, 400 * scale));
  ImGui::SetNextWindowBgAlpha(0.92f);
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                                 ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                                 ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoInputs;
  if (ImGui::Begin("##editor_refusal", nullptr, flags)) {
    ImGui::PushTextWrapPos(340 * scale);
    ImGui::TextColored(ui::detail::kErrorColour, "Refused");
    ImGui::TextUnformatted(refusal_.c_str());
    ImGui::PopTextWrapPos();
  }
  ImGui::End();
}

bool ScenarioEditor::beginPalette(ui::PanelContext& app) {
  const ui::ScreenLayout& l = app.screen;
  if (l.collapsed) return false;
  ui::detail::placeFixed(l.boardW(), l.menu, l.side, l.height - l.menu - l.status);
  if (!ImGui::Begin("Scenario editor", nullptr, ui::detail::kFixedPanelFlags)) {
    ImGui::End();
    return false;
  }
  ImGui::TextWrapped("Click: place · drag: move · right click: take away");
  // The fields leave their labels room at any UI scale.
  ImGui::PushItemWidth(ImGui::GetContentRegionAvail().x * 0.55f);
  return true;
}

void ScenarioEditor::endPalette() {
  ImGui::PopItemWidth();
  ImGui::End();
}

void ScenarioEditor::drawTools(ui::PanelContext& app, std::span<const ToolChoice> tools, int& tool, int perRow) {
  std::vector<std::string> labels;
  float widest = 0;
  for (std::size_t i = 0; i < tools.size(); ++i) {
    labels.push_back(std::to_string(i + 1) + " " + tools[i].label);  // its key
    widest = std::max(widest, ImGui::CalcTextSize(labels.back().c_str()).x);
  }
  // As many to a row as fit (a large UI scale or a narrow column takes fewer), in columns.
  const ImGuiStyle& style = ImGui::GetStyle();
  const float item = ImGui::GetFrameHeight() + style.ItemInnerSpacing.x + widest + style.ItemSpacing.x;
  const float available = ImGui::GetContentRegionAvail().x;
  while (perRow > 1 && item * static_cast<float>(perRow) > available) --perRow;
  const float column = available / static_cast<float>(perRow);
  for (std::size_t i = 0; i < tools.size(); ++i) {
    const auto at = static_cast<int>(i % static_cast<std::size_t>(perRow));
    if (at > 0) ImGui::SameLine(column * static_cast<float>(at) + style.WindowPadding.x);
    if (ImGui::RadioButton(labels[i].c_str(), tool == static_cast<int>(i))) tool = static_cast<int>(i);
    ui::detail::recordItem(app.ui.recorder, (std::string("editor.tool.") + tools[i].id).c_str());
  }
}

bool ScenarioEditor::beginStrip(ui::PanelContext& app) {
  const ui::ScreenLayout& l = app.screen;
  ui::detail::placeFixed(0, l.height - l.status - l.log, l.boardW(), l.log);
  if (!ImGui::Begin("Scenario", nullptr, ui::detail::kFixedPanelFlags | ImGuiWindowFlags_NoTitleBar)) {
    ImGui::End();
    return false;
  }
  // The name (an edit on Enter or on leaving the field) and the description (on leaving it).
  const float width = ImGui::GetContentRegionAvail().x;
  ImGui::SetNextItemWidth(width);
  const bool enter =
      ImGui::InputTextWithHint("##name", "the scenario's name", &name_, ImGuiInputTextFlags_EnterReturnsTrue);
  ui::detail::recordItem(app.ui.recorder, "editor.name");
  if (enter || ImGui::IsItemDeactivatedAfterEdit()) {
    edit([this](rapidjson::Document& d) { setText(d, "name", name_); });
  }
  const float height = std::max(ImGui::GetFrameHeight(), l.log - ImGui::GetFrameHeightWithSpacing() * 3.2f);
  ImGui::InputTextMultiline("##description", &description_, ImVec2(width, height));
  ui::detail::recordItem(app.ui.recorder, "editor.description");
  if (ImGui::IsItemDeactivatedAfterEdit()) {
    edit([this](rapidjson::Document& d) { setText(d, "description", description_); });
  }
  return true;
}

void ScenarioEditor::endStrip() {
  ImGui::End();
}

void ScenarioEditor::requestPlay(ui::PanelContext& app, std::string text) {
  ui::Request r = ui::requestOf(ui::RequestKind::PlayScenario);
  r.text = std::move(text);
  app.out.requests.push_back(std::move(r));
}

}  // namespace nemesis::app
