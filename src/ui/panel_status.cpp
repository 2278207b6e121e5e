// The status bar along the bottom: the game's account of itself (its client's parts, PanelContext::gameStatus: for
// Nemesis the round and whose turn it is, won or lost; ui/nemesis/status_line.hpp), the last message (an error in red, in words that say what it is), and the Skip
// button while animations play. Nothing is cut at the bar's edge: its parts flow onto a next row, and the app
// gives the bar the rows it asked for (UiState::statusOverflow), taken from the log so the board keeps its size.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>

#include "panel_common.hpp"
#include "status_part.hpp"

namespace nemesis::ui {

namespace {

float rightEdge() {
  return ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
}

float separatorWidth() {
  return ImGui::CalcTextSize("|").x + ImGui::GetStyle().ItemSpacing.x;
}

// The bar's parts flow like words: each goes on after the last, behind a "|" when it is `separated`, if it fits
// the row, else it starts the next row (without the "|").
class Flow {
 public:
  void next(float width, bool separated) {
    if (first_) {
      first_ = false;
      return;
    }
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    if (ImGui::GetItemRectMax().x + spacing + (separated ? separatorWidth() : 0.0f) + width > rightEdge()) return;
    ImGui::SameLine();
    if (separated) {
      ImGui::TextDisabled("|");
      ImGui::SameLine();
    }
  }
  [[nodiscard]] bool first() const { return first_; }

 private:
  bool first_ = true;
};

void part(Flow& flow, const StatusPart& p) {
  flow.next(ImGui::CalcTextSize(p.text.c_str()).x, p.separated);
  switch (p.tone) {
    case StatusTone::Plain: ImGui::TextUnformatted(p.text.c_str()); break;
    case StatusTone::Dim: ImGui::TextDisabled("%s", p.text.c_str()); break;
    case StatusTone::Error: ImGui::TextColored(detail::kErrorColour, "%s", p.text.c_str()); break;
    case StatusTone::Good: ImGui::TextColored(detail::kGoodColour, "%s", p.text.c_str()); break;
    case StatusTone::Important: ImGui::TextColored(detail::kImportantColour, "%s", p.text.c_str()); break;
  }
}

// The last message, whole: after what the bar already says when it fits there, else on rows of its own below
// it, wrapped at the bar's width; what a very small window still cannot hold is shown whole on hover. Red marks
// an error; its own words say what it is ("Not saved: ...", "The Scout cannot move to room 14. ...").
void message(PanelContext& c, Flow& flow) {
  const std::string& text = c.ui.status;
  if (text.empty()) return;
  const float width = ImGui::CalcTextSize(text.c_str()).x;
  const bool sameRow =
      !flow.first() &&
      ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + separatorWidth() + width <= rightEdge();
  if (sameRow) flow.next(width, true);
  if (c.ui.statusIsError) ImGui::PushStyleColor(ImGuiCol_Text, detail::kErrorColour);
  ImGui::TextUnformatted(text.c_str());
  if (c.ui.statusIsError) ImGui::PopStyleColor();
  detail::recordItem(c.ui.recorder, "status.message", -1, text);
  const float bottom = ImGui::GetItemRectMax().y - ImGui::GetWindowPos().y + ImGui::GetCursorStartPos().y;
  if (bottom > ImGui::GetWindowSize().y + 0.5f && ImGui::IsItemHovered()) {  // cut: the whole on hover
    detail::tooltipText(text);
    detail::recordItem(c.ui.recorder, "status.message.whole", -1, text);
  }
}

}  // namespace

void drawStatusBar(PanelContext& c) {
  detail::placeFixed(0.0f, c.screen.height - c.screen.status, c.screen.width, c.screen.status);
  const ImGuiWindowFlags flags = detail::kFixedPanelFlags | ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoScrollbar |
                                 ImGuiWindowFlags_NoScrollWithMouse;
  // The first row of widgets centred in the height the layout gives one row.
  const float oneRow = c.screen.status - c.screen.statusExtra;
  const float padY = std::max(0.0f, std::floor((oneRow - ImGui::GetFrameHeight()) * 0.5f));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(ImGui::GetStyle().WindowPadding.x, padY));
  const bool visible = ImGui::Begin("Status bar", nullptr, flags);
  ImGui::PopStyleVar();
  if (!visible) {
    ImGui::End();
    return;
  }
  detail::lessonOutline(c, "dice");  // the status bar tells the last roll
  ImGui::AlignTextToFramePadding();
  ImGui::PushTextWrapPos(0.0f);  // a part longer than a whole row wraps at the bar's edge
  Flow flow;
  // Before any game is started or opened there is no round or turn to tell: only the message.
  if (c.ui.gameStarted) {
    if (c.ui.unsaved) {
      part(flow, {"* Unsaved", false, StatusTone::Important});
      detail::recordItem(c.ui.recorder, "status.unsaved");
      detail::tooltipText(c.ui.autosaving ? "Changes since the last save (Ctrl+S saves). The autosave keeps them too."
                                          : "Changes since the last save (Ctrl+S saves).");
    }
    if (c.animating) {
      flow.next(ImGui::CalcTextSize("Skip").x + 2.0f * ImGui::GetStyle().FramePadding.x, true);
      if (ImGui::SmallButton("Skip")) {
        Request r;
        r.kind = RequestKind::SkipAnimations;
        c.out.requests.push_back(std::move(r));
      }
    }
    for (const StatusPart& p : c.gameStatus) {
      part(flow, p);
      for (const auto& [name, value] : p.records) detail::recordItem(c.ui.recorder, name.c_str(), value);
    }
  }
  message(c, flow);
  ImGui::PopTextWrapPos();
  // What the bar needs below its one row, measured as drawn: the bottom of its last part, and below it the
  // padding the first row has above.
  c.ui.statusOverflow = 0.0f;
  if (!flow.first() || !c.ui.status.empty()) {
    const float bottom = ImGui::GetItemRectMax().y - ImGui::GetWindowPos().y + ImGui::GetCursorStartPos().y;
    c.ui.statusOverflow = std::max(0.0f, std::ceil(bottom - oneRow));
  }
  ImGui::End();
}

}  // namespace nemesis::ui
