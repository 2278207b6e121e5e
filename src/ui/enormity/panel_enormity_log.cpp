// The Enormity event log under the board: every event of the presented moment, grouped by the command that
// caused it, each with its citation (seed 001, a reference page or a ruling R-n); hovering an entry outlines
// its Blip or Spacer on the board and shows the rule's text.
#include <imgui.h>
#include <imgui_stdlib.h>

#include <string>

#include "../panel_common.hpp"
#include "engine/enormity/rules.hpp"
#include "enormity_panels.hpp"

namespace nemesis::ui::enormity {

namespace {

namespace d = nemesis::ui::detail;

void ruleTooltip(en::RuleId id) {
  ImGui::BeginTooltip();
  d::ruleTooltipBody(en::ruleText(id));
  ImGui::EndTooltip();
}

}  // namespace

void send(PanelContext& c, const en::Command& cmd) {
  if (!c.animating) c.out.push_back(cmd);
}

void drawLogPanel(PanelContext& c) {
  const ScreenLayout& l = c.screen;
  d::placeFixed(0, l.height - l.status - l.log, l.width - l.side, l.log);
  if (!ImGui::Begin("Event log", nullptr, d::kFixedPanelFlags)) {
    ImGui::End();
    return;
  }
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 14.0f);
  ImGui::InputTextWithHint("##enormitylogfilter", "filter (text or rule)", &c.ui.logFilter);
  ImGui::SameLine();
  ImGui::TextDisabled("%zu event%s; hover one for its rule and what it moved", c.log.size(),
                      c.log.size() == 1 ? "" : "s");
  ImGui::BeginChild("enormity.log.rows");
  int lastCommand = -1;
  for (std::size_t i = 0; i < c.log.size(); ++i) {
    const LogEntry& e = c.log[i];
    if (!c.ui.logFilter.empty() && !d::containsCaseless(e.text, c.ui.logFilter) &&
        !d::containsCaseless(e.citation, c.ui.logFilter)) {
      continue;
    }
    if (e.command != lastCommand) {
      ImGui::TextDisabled("Command %d", e.command);
      lastCommand = e.command;
    }
    d::logLine(e.text, e.citation, e.important);
    d::recordItem(c.app.recorder, "enormity.log.entry", static_cast<int>(i));
    if (ImGui::IsItemHovered()) {
      c.ui.hoverBlip = e.blip;
      c.ui.hoverSpacer = e.spacer;
      ruleTooltip(e.rule);
    }
  }
  // New entries scroll into view, unless the player scrolled up to read.
  if (c.log.size() != c.ui.logSeen && ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - ImGui::GetFontSize() * 4) {
    ImGui::SetScrollHereY(1.0f);
  }
  c.ui.logSeen = c.log.size();
  ImGui::EndChild();
  ImGui::End();
}

}  // namespace nemesis::ui::enormity
