// The Enormity lesson panel, in the strip above the board: the lesson's title, "Step k of n", the step's text and what to do. A say step
// goes on with Continue; a do step waits for the player's command (the runner refuses anything else with the
// step's hint, in the status line); an observe step's Continue waits until the board has shown what it
// describes, so the text never runs ahead of the picture.
#include <imgui.h>

#include "../panel_common.hpp"
#include "enormity_panels.hpp"

namespace nemesis::ui::enormity {

namespace d = nemesis::ui::detail;

LessonAction drawLessonPanel(PanelContext& c, const en::LessonRunner& lesson) {
  const ScreenLayout& l = c.screen;
  // The strip above the board that the app keeps for a lesson (ScreenLayout::lesson): it never covers the board.
  d::placeFixed(0, l.menu, l.width - l.side, l.lesson);
  LessonAction action = LessonAction::None;
  if (!ImGui::Begin("Lesson", nullptr, d::kFixedPanelFlags)) {
    ImGui::End();
    return action;
  }
  ImGui::TextColored(d::kImportantColour, "%s", lesson.lesson().title.c_str());
  d::recordItem("enormity.lesson.title");
  const en::LessonStep* step = lesson.step();
  if (step == nullptr) {
    ImGui::TextWrapped("Lesson complete. The position is yours to explore, or play it again.");
    d::recordItem("enormity.lesson.done");
  } else {
    ImGui::TextDisabled("Step %zu of %zu", lesson.stepIndex() + 1, lesson.lesson().steps.size());
    // The runner is at the engine's moment; an observe step tells what the board is still playing, so its text
    // waits for the board (the panels never run ahead of the presented moment).
    if (step->kind == en::LessonStepKind::Observe && c.animating) {
      ImGui::TextWrapped("Watch the board.");
    } else {
      ImGui::TextWrapped("%s", step->text.c_str());
    }
    d::recordItem("enormity.lesson.text");
    if (step->kind == en::LessonStepKind::Do) {
      ImGui::TextColored(d::kGoodColour, "Your move.");
    } else {
      // An observe step describes what the board plays: it waits for the board.
      const bool wait = step->kind == en::LessonStepKind::Observe && c.animating;
      if (wait) ImGui::BeginDisabled();
      if (d::defaultButton(wait ? "Watch the board..." : "Continue")) action = LessonAction::Continue;
      d::recordItem("enormity.lesson.continue");
      if (wait) ImGui::EndDisabled();
      ImGui::SameLine();
    }
  }
  if (ImGui::Button("Restart")) action = LessonAction::Restart;
  d::recordItem("enormity.lesson.restart");
  ImGui::End();
  return action;
}

}  // namespace nemesis::ui::enormity
