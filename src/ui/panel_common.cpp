// Helpers shared by the panels: placement, caseless search, rule tooltips, recording widgets for tests, and the
// bar heights the app uses to lay out the board.
#include "panel_common.hpp"

#include <imgui_internal.h>

#include <algorithm>
#include <cctype>
#include <cmath>

#include "engine/kernel/rule_text.hpp"
#include "markdown.hpp"

namespace nemesis::ui {

float menuBarHeight() {
  if (ImGui::GetCurrentContext() == nullptr) return 20.0f;
  return ImGui::GetFrameHeight();
}

float statusBarHeight() {
  if (ImGui::GetCurrentContext() == nullptr) return 26.0f;
  // The status bar is one row of widgets with a frame's vertical padding around it.
  return ImGui::GetFrameHeight() + 2.0f * ImGui::GetStyle().FramePadding.y;
}

namespace detail {

void placeFixed(float x, float y, float w, float h) {
  // Whole pixels on both edges (ImGui floors positions and sizes), so neighbouring panels share an edge.
  const float x0 = std::round(x);
  const float y0 = std::round(y);
  ImGui::SetNextWindowPos(ImVec2(x0, y0), ImGuiCond_Always);
  ImGui::SetNextWindowSize(ImVec2(std::max(std::round(x + w) - x0, 1.0f), std::max(std::round(y + h) - y0, 1.0f)),
                           ImGuiCond_Always);
}

void placeFloating(const PanelContext& c, float w, float h) {
  const float scale = std::clamp(c.settings.uiScale, 0.75f, 3.0f);
  const float width = std::min(w * scale, c.screen.width * 0.9f);
  const float height = std::min(h * scale, c.screen.height * 0.9f);
  ImGui::SetNextWindowPos(ImVec2(c.screen.width * 0.5f, c.screen.height * 0.5f), ImGuiCond_FirstUseEver,
                          ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(width, height), ImGuiCond_FirstUseEver);
}

namespace {

// The backdrop's window, looked up in the app's own ImGui context (each client has one) by this name.
constexpr const char* kBackdropName = "##dialog-backdrop";

// A full-window backdrop beneath the dialog: it dims the game and takes every click beside the dialog, so
// nothing falls through to the panels or the board (ImGui then also says it wants the mouse).
void drawBackdrop() {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(vp->Pos, ImGuiCond_Always);
  ImGui::SetNextWindowSize(vp->Size, ImGuiCond_Always);
  // Darker than the style's modal dimming (a light grey veil on this dark theme), so the dialog stands out.
  ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0.02f, 0.03f, 0.05f, 0.55f));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0.0f);
  constexpr ImGuiWindowFlags kFlags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                      ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus |
                                      ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav;
  ImGui::Begin(kBackdropName, nullptr, kFlags);
  ImGui::End();
  ImGui::PopStyleVar();
  ImGui::PopStyleColor();
}

}  // namespace

bool beginDialog(PanelContext& c, const char* title, bool& open, float width) {
  if (!open) return false;
  const int frame = ImGui::GetFrameCount();
  if (c.ui.dialogFrame == frame) return false;  // another dialog is shown: this one waits beneath it
  c.ui.dialogFrame = frame;
  drawBackdrop();
  const float scale = std::clamp(c.settings.uiScale, 0.75f, 3.0f);
  ImGui::SetNextWindowPos(ImVec2(c.screen.width * 0.5f, c.screen.height * 0.5f), ImGuiCond_Appearing,
                          ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(std::min(width * scale, c.screen.width * 0.95f), 0.0f),
                                      ImVec2(c.screen.width * 0.95f, c.screen.height * 0.9f));
  constexpr ImGuiWindowFlags kFlags =
      ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings;
  ImGui::Begin(title, &open, kFlags);
  c.ui.dialogOpen = &open;
  return true;
}

namespace {

// The top of the display order must be the backdrop, then the dialog (then only the dialog's own popups and
// tooltips): raised again if anything else came above them, e.g. a window that appeared after the dialog.
void keepOnTop(ImGuiWindow* dialog) {
  ImGuiWindow* backdrop = ImGui::FindWindowByName(kBackdropName);  // drawn this frame, by beginDialog
  const ImGuiContext& g = *ImGui::GetCurrentContext();
  constexpr ImGuiWindowFlags kOverlays =
      ImGuiWindowFlags_Popup | ImGuiWindowFlags_Tooltip | ImGuiWindowFlags_ChildWindow;
  int wanted = 0;  // 0: looking for the dialog, 1: for the backdrop
  bool inOrder = false;
  for (int i = g.Windows.Size - 1; i >= 0; --i) {
    ImGuiWindow* w = g.Windows[i];
    if (!w->Active || (w->Flags & kOverlays) != 0) continue;
    if (w != (wanted == 0 ? dialog : backdrop)) break;
    if (++wanted == 2) {
      inOrder = true;
      break;
    }
  }
  if (inOrder || backdrop == nullptr) return;
  ImGui::BringWindowToDisplayFront(backdrop);
  ImGui::BringWindowToDisplayFront(dialog);
}

}  // namespace

UiState::DialogKey endDialog(PanelContext& c) {
  keepOnTop(ImGui::GetCurrentWindow());
  const UiState::DialogKey key = c.ui.dialogKey;
  c.ui.dialogKey = UiState::DialogKey::None;
  if (key == UiState::DialogKey::Escape && c.ui.dialogOpen != nullptr) *c.ui.dialogOpen = false;
  c.ui.dialogOpen = nullptr;
  ImGui::End();
  return key;
}

bool defaultButton(const char* label) {
  ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
  const bool pressed = ImGui::Button(label);
  ImGui::PopStyleColor();
  return pressed;
}

void placeLegendWindow(float widthEm, float heightEm) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  const float font = ImGui::GetFontSize();
  // Below the menu bar (the viewport's work area leaves it out only from the frame after it is first drawn).
  ImGui::SetNextWindowPos(ImVec2(vp->Pos.x + 8, vp->Pos.y + ImGui::GetFrameHeight() + 8), ImGuiCond_FirstUseEver);
  ImGui::SetNextWindowSize(
      ImVec2(std::min(font * widthEm, vp->WorkSize.x * 0.3f), std::min(font * heightEm, vp->WorkSize.y * 0.8f)),
      ImGuiCond_FirstUseEver);
}

namespace {
float columnHeight(const ScreenLayout& s) {
  return std::max(s.height - s.menu - s.status, 3.0f);
}
}  // namespace

ColumnSlot turnSlot(const ScreenLayout& s) {
  // Title bar, the big turn line, one line of round facts, two rows of characters and the button row: the
  // height follows the font (UI scale) and never takes more than 30 % of a small window's column.
  float h = 150.0f;
  if (ImGui::GetCurrentContext() != nullptr) {
    const ImGuiStyle& st = ImGui::GetStyle();
    const float line = ImGui::GetTextLineHeight();
    h = ImGui::GetFrameHeight() + 2.0f * st.WindowPadding.y + line * kTurnLineScale + st.ItemSpacing.y +
        ImGui::GetTextLineHeightWithSpacing() + 2.0f * (line + 2.0f * st.CellPadding.y) + st.ItemSpacing.y +
        ImGui::GetFrameHeight() + st.ItemSpacing.y + 2.0f * st.WindowBorderSize + 2.0f;
  }
  return {s.menu, std::min(std::ceil(h), columnHeight(s) * 0.3f)};
}

// Hand, Character board and Intruder bag share what the Turn panel leaves: a third each, or the heights the
// player dragged the Hand's and the Character board's lower edges to, each kept at least a title bar and two rows
// tall (so is the bag under them) while the column can hold that.
float minColumnPanel(const ScreenLayout& s) {
  const float line = ImGui::GetCurrentContext() != nullptr ? ImGui::GetFrameHeightWithSpacing() : 24.0f;
  return std::min(3.0f * line, (columnHeight(s) - turnSlot(s).h) / 3);
}

ColumnSlot handSlot(const ScreenLayout& s) {
  const ColumnSlot turn = turnSlot(s);
  const float shared = columnHeight(s) - turn.h;
  const float least = minColumnPanel(s);
  const float h = s.hand > 0 ? std::clamp(s.hand, least, std::max(least, shared - 2 * least)) : shared * 0.34f;
  return {turn.y + turn.h, h};
}

ColumnSlot characterSlot(const ScreenLayout& s) {
  const ColumnSlot turn = turnSlot(s);
  const ColumnSlot hand = handSlot(s);
  const float left = columnHeight(s) - turn.h - hand.h;
  const float least = minColumnPanel(s);
  const float h =
      s.character > 0 ? std::clamp(s.character, least, std::max(least, left - least)) : (left + hand.h) * 0.34f;
  return {hand.y + hand.h, std::min(h, std::max(left - least, least))};
}

ColumnSlot bagSlot(const ScreenLayout& s) {
  const ColumnSlot ch = characterSlot(s);
  return {ch.y + ch.h, s.height - s.status - (ch.y + ch.h)};
}

std::string fileNameOf(const std::string& path) {
  const std::size_t slash = path.find_last_of('/');
  return slash == std::string::npos || slash + 1 == path.size() ? path : path.substr(slash + 1);
}

bool containsCaseless(std::string_view haystack, std::string_view needle) {
  if (needle.empty()) return true;
  const auto lower = [](char ch) { return std::tolower(static_cast<unsigned char>(ch)); };
  const auto it = std::search(haystack.begin(), haystack.end(), needle.begin(), needle.end(),
                              [&](char a, char b) { return lower(a) == lower(b); });
  return it != haystack.end();
}

void tooltipText(std::string_view text, bool allowWhenDisabled) {
  if (text.empty()) return;
  const ImGuiHoveredFlags flags = allowWhenDisabled ? ImGuiHoveredFlags_AllowWhenDisabled : ImGuiHoveredFlags_None;
  if (!ImGui::IsItemHovered(flags)) return;
  ImGui::BeginTooltip();
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 32.0f);
  ImGui::TextUnformatted(text.data(), text.data() + text.size());
  ImGui::PopTextWrapPos();
  ImGui::EndTooltip();
}

std::string readableRuleText(std::string_view text) {
  std::string out;
  for (const md::Span& s : md::parseInline(text)) out += s.image ? "[" + s.text + "]" : s.text;
  return out;
}

void ruleTooltipBody(const RuleText& r) {
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 36.0f);
  ImGui::TextUnformatted(citationOf(r).c_str());
  if (r.ruling) ImGui::TextColored(kImportantColour, "Our ruling, not printed rule text");
  ImGui::Separator();
  ImGui::TextUnformatted(readableRuleText(r.text).c_str());
  ImGui::PopTextWrapPos();
}

void recordItem(ItemRecorder& recorder, const char* name, int index, std::string_view text) {
  if (!recorder.enabled) return;
  std::string key = name;
  if (index >= 0) key += "." + std::to_string(index);
  const ImVec2 min = ImGui::GetItemRectMin();
  const ImVec2 max = ImGui::GetItemRectMax();
  recorder.items.push_back({std::move(key), {min.x, min.y}, {max.x, max.y}, std::string(text)});
}

void lessonOutline(const PanelContext& c, std::string_view panel) {
  const LessonView& v = c.ui.lesson;
  if (!v.active || v.paused || std::find(v.panels.begin(), v.panels.end(), panel) == v.panels.end()) return;
  const ImVec2 min = ImGui::GetWindowPos();
  const ImVec2 size = ImGui::GetWindowSize();
  const ImVec2 max{min.x + size.x, min.y + size.y};
  const float pulse = std::clamp(v.pulse, 0.0f, 1.0f);
  const float thick = 2.0f + 2.0f * pulse;
  // The foreground list: the outline stays on top of the window's own widgets, inside its edge.
  ImGui::GetForegroundDrawList()->AddRect(ImVec2(min.x + thick * 0.5f, min.y + thick * 0.5f),
                                          ImVec2(max.x - thick * 0.5f, max.y - thick * 0.5f),
                                          IM_COL32(255, 120, 220, static_cast<int>(120 + 135 * pulse)), 0.0f, 0, thick);
  ItemRecorder& r = c.ui.recorder;
  if (r.enabled) r.items.push_back({"lesson.outline." + std::string(panel), {min.x, min.y}, {max.x, max.y}, {}});
}

void logLine(const std::string& text, const std::string& citation, bool important) {
  ImGui::BeginGroup();
  ImGui::Indent();
  if (important) {
    ImGui::TextColored(kImportantColour, "! %s", text.c_str());
  } else {
    ImGui::TextUnformatted(text.c_str());
  }
  ImGui::SameLine();
  ImGui::TextDisabled("(%s)", citation.c_str());
  ImGui::Unindent();
  ImGui::EndGroup();
}

}  // namespace detail
}  // namespace nemesis::ui
