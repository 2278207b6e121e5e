// The lesson panel (a lesson being played): the lesson's title, "Step 3 of 8", the step's text, the buttons
// Back (undo) / Rewind step / Restart / Skip and Continue or the ask step's answers, the last refusal, a
// dead-end box offering the rewind, "Lesson complete" with the next lesson, and the Paused box. It reads
// ui.lesson (filled by the app) and only pushes requests.
#include <algorithm>
#include <string>

#include "panel_common.hpp"

namespace nemesis::ui {

namespace {

void request(PanelContext& c, RequestKind kind, int index = -1) {
  Request r = requestOf(kind);
  r.index = index;
  c.out.requests.push_back(std::move(r));
}

bool takesNoMove(LessonStepKind k) {
  return k == LessonStepKind::Say || k == LessonStepKind::Observe || k == LessonStepKind::Check;
}

void pausedBox(PanelContext& c) {
  ImGui::TextColored(detail::kImportantColour, "Paused");
  detail::recordItem(c.ui.recorder, "lesson.paused");
  ImGui::TextWrapped("The lesson waits. Escape or Continue goes on.");
  if (detail::defaultButton("Continue")) {
    Request r = requestOf(RequestKind::LessonPause);
    r.flag = false;
    c.out.requests.push_back(std::move(r));
  }
  detail::recordItem(c.ui.recorder, "lesson.resume");
}

void finishedBox(PanelContext& c, const LessonView& v) {
  ImGui::TextColored(detail::kGoodColour, "Lesson complete");
  detail::recordItem(c.ui.recorder, "lesson.complete");
  if (!v.nextLesson.empty()) {
    if (detail::defaultButton("Next lesson"))
      c.out.requests.push_back(requestOf(RequestKind::StartLesson, v.nextLesson));
    detail::recordItem(c.ui.recorder, "lesson.nextlesson");
  } else {
    ImGui::TextWrapped("That was the last lesson.");
  }
  ImGui::SameLine();
  if (ImGui::Button("Restart")) request(c, RequestKind::LessonRestart);
  detail::recordItem(c.ui.recorder, "lesson.restart");
}

// Continues the row of buttons when a button labelled so fits in what is left of it, else starts a new row: the
// answers and the step's buttons share rows, so the strip above the board keeps room for the text.
void nextOnRow(const char* label) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float width = ImGui::CalcTextSize(label).x + style.FramePadding.x * 2.0f;
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  if (ImGui::GetItemRectMax().x + style.ItemSpacing.x + width <= right) ImGui::SameLine();
}

void stepButtons(PanelContext& c, const LessonView& v) {
  bool first = true;
  const auto place = [&first](const char* label) {
    if (!first) nextOnRow(label);
    first = false;
  };
  if (v.kind == LessonStepKind::Ask) {
    for (std::size_t i = 0; i < v.answers.size(); ++i) {
      ImGui::PushID(static_cast<int>(i));
      place(v.answers[i].c_str());
      if (ImGui::Button(v.answers[i].c_str())) request(c, RequestKind::LessonNext, static_cast<int>(i));
      detail::recordItem(c.ui.recorder, "lesson.answer", static_cast<int>(i));
      ImGui::PopID();
    }
  } else if (takesNoMove(v.kind)) {
    place("Continue");
    ImGui::BeginDisabled(v.watching);
    if (detail::defaultButton("Continue")) request(c, RequestKind::LessonNext);
    ImGui::EndDisabled();
    detail::recordItem(c.ui.recorder, v.watching ? "lesson.watching" : "lesson.continue");
    detail::tooltipText(v.watching ? "Once the board has shown the move (Enter or Space shows its end now)." : "Enter",
                        true);
  }
  place("Back");
  ImGui::BeginDisabled(!v.canUndo);
  if (ImGui::Button("Back")) request(c, RequestKind::Undo);
  ImGui::EndDisabled();
  detail::recordItem(c.ui.recorder, "lesson.back");
  detail::tooltipText(v.canUndo ? "Take back your last move (Ctrl+Z)." : "No move of yours to take back yet.", true);
  place("Rewind step");
  if (ImGui::Button("Rewind step")) request(c, RequestKind::LessonRewind);
  detail::recordItem(c.ui.recorder, "lesson.rewind");
  detail::tooltipText("Back to where this step began.");
  place("Restart");
  if (ImGui::Button("Restart")) request(c, RequestKind::LessonRestart);
  detail::recordItem(c.ui.recorder, "lesson.restart");
  place("Skip");
  if (ImGui::Button("Skip")) request(c, RequestKind::LessonSkip);
  detail::recordItem(c.ui.recorder, "lesson.skip");
  detail::tooltipText("The lesson plays this step for you.");
}

}  // namespace

void drawLessonMenu(PanelContext& c) {
  if (!detail::beginDialog(c, "Tutorial", c.ui.showLessons, 460.0f)) return;
  ImGui::TextWrapped("Each lesson teaches one rule by playing it on the real game. Pick one:");
  ImGui::Spacing();
  for (std::size_t i = 0; i < c.ui.lessons.size(); ++i) {
    const LessonMenuEntry& e = c.ui.lessons[i];
    ImGui::PushID(static_cast<int>(i));
    // The mark is a word as well as a colour: "done" reads without colour.
    const std::string label = e.number + ". " + (e.error.empty() ? e.title : e.path) + (e.done ? "   (done)" : "");
    if (e.done) ImGui::PushStyleColor(ImGuiCol_Text, detail::kGoodColour);
    if (ImGui::Selectable(label.c_str(), false, e.error.empty() ? 0 : ImGuiSelectableFlags_Disabled)) {
      c.out.requests.push_back(requestOf(RequestKind::StartLesson, e.path));
      c.ui.showLessons = false;
    }
    if (e.done) ImGui::PopStyleColor();
    detail::recordItem(c.ui.recorder, e.done ? "lessons.done" : "lessons.todo", static_cast<int>(i));
    if (!e.error.empty()) detail::tooltipText(e.error, true);
    ImGui::PopID();
  }
  if (c.ui.lessons.empty()) ImGui::TextDisabled("No lessons found in the assets folder.");
  ImGui::Separator();
  if (ImGui::Button("Close")) c.ui.showLessons = false;
  detail::recordItem(c.ui.recorder, "lessons.close");
  (void)detail::endDialog(c);
}

float lessonStripHeight(const LessonView& v, float width) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float wrap = std::max(1.0f, width - 2.0f * style.WindowPadding.x - style.ScrollbarSize);
  float text = ImGui::CalcTextSize(v.text.c_str(), nullptr, false, wrap).y;
  if (!v.refusal.empty()) {
    text += style.ItemSpacing.y + ImGui::CalcTextSize(("Not that: " + v.refusal).c_str(), nullptr, false, wrap).y;
  }
  if (!v.deadEnd.empty()) {
    text += 3.0f * style.ItemSpacing.y +
            ImGui::CalcTextSize(("Dead end: " + v.deadEnd).c_str(), nullptr, false, wrap).y +
            ImGui::GetFrameHeightWithSpacing();
  }
  const float buttonRows = v.kind == LessonStepKind::Ask ? 2.0f : 1.0f;
  return ImGui::GetFrameHeight() + 2.0f * style.WindowPadding.y + ImGui::GetTextLineHeightWithSpacing() + text +
         style.ItemSpacing.y + buttonRows * ImGui::GetFrameHeightWithSpacing();
}

void drawLessonPanel(PanelContext& c) {
  const LessonView& v = c.ui.lesson;
  if (!v.active) return;
  // The strip the layout keeps above the board (ScreenLayout::lesson), so the panel never hides what a step is about.
  detail::placeFixed(c.screen.boardX(), c.screen.menu, c.screen.boardW(), c.screen.lesson);
  const ImGuiWindowFlags flags = detail::kFixedPanelFlags;
  const std::string title = "Lesson: " + v.title + "###lesson";
  if (!ImGui::Begin(title.c_str(), nullptr, flags)) {
    ImGui::End();
    return;
  }
  detail::recordItem(c.ui.recorder, "lesson.panel");
  if (v.paused) {
    pausedBox(c);
    ImGui::End();
    return;
  }
  if (v.finished) {
    finishedBox(c, v);
    ImGui::End();
    return;
  }
  // The step's words scroll, when a small window or a large UI scale leaves them too little room, above the
  // button row, which always shows: Continue, Back and Skip are never scrolled away.
  const float buttonRows = v.kind == LessonStepKind::Ask ? 2.0f : 1.0f;
  ImGui::BeginChild("##lessonwords", ImVec2(0, -buttonRows * ImGui::GetFrameHeightWithSpacing()));
  ImGui::TextDisabled("Step %d of %d", v.step, v.steps);
  detail::recordItem(c.ui.recorder, "lesson.step", v.step);
  ImGui::TextWrapped("%s", v.text.c_str());
  detail::recordItem(c.ui.recorder, "lesson.text");
  if (!v.refusal.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, v.refusalIsError ? detail::kErrorColour : detail::kImportantColour);
    ImGui::TextWrapped("%s", v.refusal.c_str());
    ImGui::PopStyleColor();
    detail::recordItem(c.ui.recorder, "lesson.refusal");
  }
  if (!v.deadEnd.empty()) {
    ImGui::Separator();
    ImGui::PushStyleColor(ImGuiCol_Text, detail::kImportantColour);
    ImGui::TextWrapped("Dead end: %s", v.deadEnd.c_str());
    ImGui::PopStyleColor();
    detail::recordItem(c.ui.recorder, "lesson.deadend");
    if (detail::defaultButton("Rewind this step")) request(c, RequestKind::LessonRewind);
    detail::recordItem(c.ui.recorder, "lesson.deadend.rewind");
    ImGui::Separator();
  }
  ImGui::EndChild();
  stepButtons(c, v);
  ImGui::End();
}

}  // namespace nemesis::ui
