// The Enormity debug overlay and decision window. The overlay forces die faces and Blip tokens: each click is a
// ForceOutcomes command through the client's one gate (so a forced game stays a replayable game), and only the
// faces a die of that colour has are offered. The decision window answers a tie ruling (R-18 closest Blip,
// R-19 zigzag axis, R-23 spawn point); the options are also outlined, and clickable, on the board.
#include <imgui.h>

#include <algorithm>
#include <string>

#include "../panel_common.hpp"
#include "engine/enormity/chance.hpp"
#include "engine/enormity/queries.hpp"
#include "engine/enormity/rules.hpp"
#include "enormity_panels.hpp"

namespace nemesis::ui::enormity {

namespace {

namespace d = nemesis::ui::detail;

std::string queuedText(const en::State& s) {
  const en::ForcedOutcomes& f = s.chance.forced;
  std::string text;
  for (en::DieColour c : en::kDieColours) {
    const auto& q = f.faces[static_cast<std::size_t>(c)];
    if (q.empty()) continue;
    text += std::string(en::colourName(c)) + ":";
    for (int v : q) text += " " + std::to_string(v);
    text += "  ";
  }
  if (!f.blips.empty()) {
    text += "Blips:";
    for (int k : f.blips) text += " " + s.kinds.at(k).name;
  }
  return text.empty() ? "nothing" : text;
}

// Centred the first time it appears (panel_common's placeFloating, for this module's context).
void placeFloating(const PanelContext& c, float w, float h) {
  const float scale = std::clamp(c.uiScale, 0.75f, 3.0f);
  ImGui::SetNextWindowPos(ImVec2(c.screen.width * 0.5f, c.screen.height * 0.5f), ImGuiCond_FirstUseEver,
                          ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(
      ImVec2(std::min(w * scale, c.screen.width * 0.9f), std::min(h * scale, c.screen.height * 0.9f)),
      ImGuiCond_FirstUseEver);
}

}  // namespace

void drawDebugPanel(PanelContext& c) {
  if (!c.app.showDebug) return;
  placeFloating(c, 420, 300);
  if (!ImGui::Begin("Debug overlay (Enormity)", &c.app.showDebug)) {
    ImGui::End();
    return;
  }
  const en::State& s = c.state;
  ImGui::TextWrapped("Force the next outcomes. They are commands, kept in the game's history and its replay.");
  for (en::DieColour col : en::kDieColours) {
    ImGui::PushID(static_cast<int>(col));
    ImGui::AlignTextToFramePadding();
    ImGui::Text("Next %s die:", std::string(en::colourName(col)).c_str());
    for (const en::Outcome& o : en::dieOutcomes(s.dice, col)) {
      ImGui::SameLine();
      ImGui::PushID(o.value);
      if (ImGui::SmallButton(std::to_string(o.value).c_str())) {
        en::ForceOutcomes f;
        f.add.faces[static_cast<std::size_t>(col)].push_back(o.value);
        send(c, f);
      }
      d::recordItem(c.app.recorder, "enormity.force.face", static_cast<int>(col) * 10 + o.value);
      ImGui::PopID();
    }
    ImGui::PopID();
  }
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Next Blip revealed:");
  for (int k = 0; k < s.kinds.size(); ++k) {
    ImGui::SameLine();
    ImGui::PushID(100 + k);
    if (ImGui::SmallButton(s.kinds.at(k).name.c_str())) {
      en::ForceOutcomes f;
      f.add.blips.push_back(k);
      send(c, f);
    }
    d::recordItem(c.app.recorder, "enormity.force.blip", k);
    ImGui::PopID();
  }
  ImGui::TextWrapped("Queued: %s", queuedText(s).c_str());
  if (s.dice.placeholder) ImGui::TextDisabled("placeholder dice");
  ImGui::End();
}

void drawDecisionWindow(PanelContext& c) {
  const en::State& s = c.state;
  if (s.pending.kind == en::DecisionKind::None || c.animating) return;
  // Over the right column, never over the board: the Blips or spawn points it asks about stay in sight (ringed
  // there, and clickable). The column's controls wait for the answer anyway. A folded column is a strip: the
  // window then lies over the event log, as wide as the board, its lower edge on the status bar.
  const float inset = 8.0f;
  if (c.screen.collapsed) {
    ImGui::SetNextWindowPos(ImVec2(inset, c.screen.height - c.screen.status - inset), ImGuiCond_Always,
                            ImVec2(0.0f, 1.0f));
    ImGui::SetNextWindowSize(ImVec2(std::max(c.screen.boardW() - 2 * inset, 160.0f), 0.0f), ImGuiCond_Always);
  } else {
    ImGui::SetNextWindowPos(ImVec2(c.screen.boardW() + inset, c.screen.menu + inset), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(std::max(c.screen.side - 2 * inset, 160.0f), 0.0f), ImGuiCond_Always);
  }
  ImGui::Begin("Your decision", nullptr,
               ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove);
  d::recordItem(c.app.recorder, "enormity.decision");
  const en::Decision& p = s.pending;
  const std::string who = en::spacerName(s, p.spacer);
  switch (p.kind) {
    case en::DecisionKind::ClosestBlip:
      ImGui::TextWrapped("These Blips are equally close to %s: which one moves first? Click one here or on the board.",
                         who.c_str());
      break;
    case en::DecisionKind::ZigzagAxis:
      ImGui::TextWrapped("%s is as far from %s across as it is up or down: which way is its first step?",
                         en::blipName(p.blip).c_str(), who.c_str());
      break;
    case en::DecisionKind::SpawnPoint:
      ImGui::TextWrapped(
          "These spawn points are equally close: where does the new Blip appear? Click one here or on the board.");
      break;
    case en::DecisionKind::None: break;
  }
  // The rule (a ruling: the rules leave these ties open) in the hover, with its text.
  ImGui::TextDisabled("Why you choose");
  if (ImGui::IsItemHovered()) {
    ImGui::BeginTooltip();
    d::ruleTooltipBody(en::ruleText(en::RuleId::TiesChosen));
    ImGui::EndTooltip();
  }
  for (int option : p.options) {
    std::string label;
    switch (p.kind) {
      case en::DecisionKind::ClosestBlip: label = en::blipName(option); break;
      case en::DecisionKind::ZigzagAxis: label = option == 0 ? "across (east-west)" : "up or down (north-south)"; break;
      case en::DecisionKind::SpawnPoint:
        label = "spawn point " + std::to_string(option + 1) + " at " +
                en::pointText(s.topo().spawnPoints[static_cast<std::size_t>(option)]);
        break;
      case en::DecisionKind::None: break;
    }
    ImGui::PushID(option);
    if (ImGui::Button(label.c_str())) send(c, en::Choose{option});
    d::recordItem(c.app.recorder, "enormity.choose", option);
    if (ImGui::IsItemHovered() && p.kind == en::DecisionKind::ClosestBlip) c.ui.hoverBlip = option;
    ImGui::PopID();
    ImGui::SameLine();
  }
  ImGui::NewLine();
  ImGui::End();
}

}  // namespace nemesis::ui::enormity
