// The Event log panel under the board: events grouped by the command that caused them, each with its rule
// citation; hovering an entry points at its room or corridor on the board and shows the full rule text.
#include <imgui.h>
#include <imgui_stdlib.h>

#include <string>
#include <vector>

#include "nemesis_panels.hpp"
#include "render/wording.hpp"
#include "ui/panel_common.hpp"

namespace nemesis::ui {

namespace {

// A line of the log window: an entry, the header of a command's group (entry < 0, command set), or the header
// of a new round (entry < 0, round set).
struct LogRow {
  int entry;
  int command;
  int round = 0;
};

std::vector<LogRow> visibleRows(const std::vector<LogEntry>& log, const std::string& filter) {
  std::vector<LogRow> rows;
  rows.reserve(log.size() + 16);
  int lastCommand = -1;
  for (int i = 0; i < static_cast<int>(log.size()); ++i) {
    const LogEntry& e = log[static_cast<std::size_t>(i)];
    if (!filter.empty() && !detail::containsCaseless(e.text, filter) && !detail::containsCaseless(e.citation, filter)) {
      continue;
    }
    if (e.roundStarted > 0) rows.push_back({-1, e.command, e.roundStarted});
    if (e.command != lastCommand || e.roundStarted > 0) {
      rows.push_back({-1, e.command});
      lastCommand = e.command;
    }
    rows.push_back({i, e.command});
  }
  return rows;
}

void drawEntry(NemesisPanels& c, int index) {
  const LogEntry& e = c.log[static_cast<std::size_t>(index)];
  detail::logLine(e.text, e.citation, e.important);
  detail::recordItem(c.ui.recorder, "log.entry", index);
  if (ImGui::IsItemHovered()) {
    c.ui.hoverLogRoom = e.room;
    c.ui.hoverLogPassage = e.passage;
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 36.0f);
    ImGui::TextUnformatted(e.text.c_str());
    ImGui::PopTextWrapPos();
    ImGui::Separator();
    detail::ruleTooltipBody(ruleText(e.rule));
    ImGui::EndTooltip();
  }
}

}  // namespace

void drawLogPanel(NemesisPanels& c) {
  c.ui.hoverLogRoom = -1;
  c.ui.hoverLogPassage = kNoPassage;
  detail::placeFixed(c.screen.boardX(), c.screen.boardY() + c.screen.boardH(), c.screen.boardW(), c.screen.log);
  if (!ImGui::Begin("Event log", nullptr, detail::kFixedPanelFlags)) {
    ImGui::End();
    return;
  }
  detail::lessonOutline(c, "log");
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 18.0f);
  ImGui::InputTextWithHint("##logfilter", "filter (text or rule)", &c.ui.logFilter);
  if (!c.ui.logFilter.empty()) {
    ImGui::SameLine();
    if (ImGui::SmallButton("Clear")) c.ui.logFilter.clear();
  }
  ImGui::SameLine();
  ImGui::TextDisabled("%s; hover one to see its rule and where it happened",
                      view::counted(static_cast<int>(c.log.size()), "event", "events").c_str());
  // Scrolled up to read older entries while newer ones came: say so, on the header line the list never covers.
  if (c.log.size() > c.ui.logSeen) {
    ImGui::SameLine();
    const std::string label =
        view::counted(static_cast<int>(c.log.size() - c.ui.logSeen), "new event", "new events") + " below: show";
    if (ImGui::SmallButton(label.c_str())) c.ui.logToEnd = true;
    detail::recordItem(c.ui.recorder, "log.newevents");
  }

  if (ImGui::BeginChild("entries", ImVec2(0, 0), false, ImGuiWindowFlags_HorizontalScrollbar)) {
    const std::vector<LogRow> rows = visibleRows(c.log, c.ui.logFilter);
    if (rows.empty()) ImGui::TextDisabled(c.log.empty() ? "Nothing has happened yet." : "No event matches the filter.");
    // Every row is one line high, so only the visible ones are drawn (long games have thousands).
    ImGuiListClipper clipper;
    clipper.Begin(static_cast<int>(rows.size()));
    while (clipper.Step()) {
      for (int r = clipper.DisplayStart; r < clipper.DisplayEnd; ++r) {
        const LogRow& row = rows[static_cast<std::size_t>(r)];
        if (row.entry >= 0) {
          drawEntry(c, row.entry);
        } else if (row.round > 0) {
          // A header a row high (the clipper needs equal rows), told by its words and rules, not colour alone.
          ImGui::TextColored(detail::kImportantColour, "---- Round %d ----", row.round);
          detail::recordItem(c.ui.recorder, "log.round", row.round);
        } else if (row.command == 0) {
          ImGui::TextDisabled("Setup / load");
        } else {
          ImGui::TextDisabled("Command %d", row.command);
        }
      }
    }
    clipper.End();
    // Follow the newest entry unless the player scrolled up to read older ones; then a button says that newer
    // ones came and takes the log back to its end.
    // Whether the player left the log at its end is read only in frames where no entry came: in a frame that
    // adds entries the scroll limits are still the last frame's.
    if (c.log.size() == c.ui.logDrawn) c.ui.logFollow = ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - 1.0f;
    c.ui.logDrawn = c.log.size();
    if (c.ui.logFollow || c.ui.logToEnd) {
      ImGui::SetScrollHereY(1.0f);
      c.ui.logSeen = c.log.size();
      c.ui.logFollow = true;
      c.ui.logToEnd = false;
    }
  }
  ImGui::EndChild();

  ImGui::End();
}

}  // namespace nemesis::ui
