// The status bar along the bottom: the round and whose turn it is (a game by rounds) or the active character
// (free play), won or lost, the last message (an error in red, in words that say what it is), and the Skip
// button while animations play. Nothing is cut at the bar's edge: its parts flow onto a next row, and the app
// gives the bar the rows it asked for (UiState::statusOverflow), taken from the log so the board keeps its size.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>

#include "engine/nemesis/engine.hpp"
#include "panel_common.hpp"

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

enum class Tone : std::uint8_t { Plain, Dim, Error, Good, Important };

void part(Flow& flow, const std::string& text, bool separated, Tone tone = Tone::Plain) {
  flow.next(ImGui::CalcTextSize(text.c_str()).x, separated);
  switch (tone) {
    case Tone::Plain: ImGui::TextUnformatted(text.c_str()); break;
    case Tone::Dim: ImGui::TextDisabled("%s", text.c_str()); break;
    case Tone::Error: ImGui::TextColored(detail::kErrorColour, "%s", text.c_str()); break;
    case Tone::Good: ImGui::TextColored(detail::kGoodColour, "%s", text.c_str()); break;
    case Tone::Important: ImGui::TextColored(detail::kImportantColour, "%s", text.c_str()); break;
  }
}

// The Nemesis game's part of the bar: round, turn, the active character, the end.
void gameLine(PanelContext& c, Flow& flow) {
  const GameState& s = c.state;  // the presented moment, like the board
  const int active = detail::activeCharacter(c);
  const std::string round = "Round " + std::to_string(s.round) + " · ";
  if (s.freePlay) {
    part(flow, round + "Free play", true);
  } else if (s.status == GameStatus::Playing && s.phase == Phase::Player && s.characterCount() > 0) {
    // Hot-seat: the turn, not a choice, says who acts, so it leads the bar.
    const int turn = std::clamp(s.turn, 0, s.characterCount() - 1);
    const int left = std::max(kActionsPerTurn - s.actions, 0);
    part(flow,
         round + characterName(s, turn) + "'s turn (" + std::to_string(left) + (left == 1 ? " action" : " actions") +
             " left)",
         true);
    detail::recordItem("status.turn", turn);
  } else {
    part(flow, round + (s.phase == Phase::Player ? "Player phase" : "Event phase"), true);
  }
  detail::recordItem("status.round", s.round);
  if (active >= 0 && (s.freePlay || s.status != GameStatus::Playing)) {
    part(flow, "Active: " + characterName(s, active) + " in " + roomName(s, s.character(active).room), true);
  } else if (active >= 0) {
    part(flow, "in " + roomName(s, s.character(active).room), false, Tone::Dim);
  }
  if (s.status == GameStatus::Lost) {
    part(flow, "Game lost", true, Tone::Error);
  } else if (s.status == GameStatus::Won) {
    part(flow, "Game won", true, Tone::Good);
  } else if (c.state.pending.kind == DecisionKind::CarefulCorridor) {
    part(flow, "Choose the corridor to mark", true, Tone::Important);
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
  detail::recordItem("status.message", -1, text);
  const float bottom = ImGui::GetItemRectMax().y - ImGui::GetWindowPos().y + ImGui::GetCursorStartPos().y;
  if (bottom > ImGui::GetWindowSize().y + 0.5f && ImGui::IsItemHovered()) {  // cut: the whole on hover
    detail::tooltipText(text);
    detail::recordItem("status.message.whole", -1, text);
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
      part(flow, "* Unsaved", false, Tone::Important);
      detail::recordItem("status.unsaved");
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
    if (!c.moduleStatus.empty()) {
      part(flow, c.moduleStatus, true);
      detail::recordItem("status.module");
    } else {
      gameLine(c, flow);
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
