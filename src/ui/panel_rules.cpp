// The Rules reference window: every rule of the engine's citation table, and the seed texts and RULES.md
// read from the rules folder (once, cached in UiState). One search box filters both, ignoring case.
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "panel_common.hpp"
#include "rules.hpp"

namespace nemesis::ui {

namespace {

namespace fs = std::filesystem;

// Paragraphs are separated by blank lines, so a search shows whole sentences with their neighbours.
std::vector<std::string> paragraphsOf(std::istream& in) {
  std::vector<std::string> out;
  std::string line;
  std::string current;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.find_first_not_of(" \t") == std::string::npos) {
      if (!current.empty()) out.push_back(std::move(current));
      current.clear();
      continue;
    }
    if (!current.empty()) current += '\n';
    current += line;
  }
  if (!current.empty()) out.push_back(std::move(current));
  return out;
}

bool readDocument(const fs::path& path, const std::string& title, std::vector<RulesDocument>& out) {
  std::ifstream in(path);
  if (!in) return false;
  out.push_back({title, paragraphsOf(in)});
  return true;
}

void loadDocuments(UiState& ui, const std::string& dir) {
  ui.rulesDocuments.clear();
  ui.rulesDocumentsDir = dir.empty() ? std::string(".") : dir;
  std::error_code ec;
  std::vector<fs::path> seeds;
  for (fs::directory_iterator it(fs::path(dir) / "seeds", ec), end; !ec && it != end; it.increment(ec)) {
    if (it->path().extension() == ".txt") seeds.push_back(it->path());
  }
  std::sort(seeds.begin(), seeds.end());
  for (const fs::path& p : seeds) readDocument(p, "seed " + p.stem().string(), ui.rulesDocuments);
  readDocument(fs::path(dir) / "RULES.md", "RULES.md", ui.rulesDocuments);
}

bool ruleMatches(const RuleText& r, const std::string& filter) {
  return detail::containsCaseless(r.text, filter) || detail::containsCaseless(r.heading, filter) ||
         detail::containsCaseless(r.source, filter) || detail::containsCaseless(r.name, filter);
}

void ruleTable(const PanelContext& c) {
  const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_ScrollY |
                                ImGuiTableFlags_SizingStretchProp | ImGuiTableFlags_Resizable;
  if (!ImGui::BeginTable("rules", 3, flags)) return;
  ImGui::TableSetupScrollFreeze(0, 1);
  ImGui::TableSetupColumn("Source", ImGuiTableColumnFlags_WidthStretch, 0.9f);
  ImGui::TableSetupColumn("Heading", ImGuiTableColumnFlags_WidthStretch, 1.2f);
  ImGui::TableSetupColumn("Text", ImGuiTableColumnFlags_WidthStretch, 4.0f);
  ImGui::TableHeadersRow();
  int shown = 0;
  for (int i = 0; i < kRuleCount; ++i) {
    const RuleText& r = ruleText(static_cast<RuleId>(i));
    if (!ruleMatches(r, c.ui.rulesFilter)) continue;
    ++shown;
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(r.source.data(), r.source.data() + r.source.size());
    if (r.ruling) ImGui::TextColored(detail::kImportantColour, "our ruling");
    ImGui::TableNextColumn();
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(r.heading.data(), r.heading.data() + r.heading.size());
    ImGui::PopTextWrapPos();
    ImGui::TableNextColumn();
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(r.text.data(), r.text.data() + r.text.size());
    ImGui::PopTextWrapPos();
  }
  ImGui::EndTable();
  if (shown == 0) ImGui::TextDisabled("No rule matches the search.");
}

void seedTexts(PanelContext& c) {
  if (c.ui.rulesDocumentsDir != (c.rulesDir.empty() ? std::string(".") : c.rulesDir)) loadDocuments(c.ui, c.rulesDir);
  if (c.ui.rulesDocuments.empty()) {
    ImGui::TextColored(detail::kErrorColour, "No rule texts found in %s (seeds/*.txt, RULES.md).", c.rulesDir.c_str());
    return;
  }
  if (!ImGui::BeginChild("texts")) {
    ImGui::EndChild();
    return;
  }
  const std::string& filter = c.ui.rulesFilter;
  int shown = 0;
  for (const RulesDocument& doc : c.ui.rulesDocuments) {
    const bool any = std::any_of(doc.paragraphs.begin(), doc.paragraphs.end(),
                                 [&](const std::string& p) { return detail::containsCaseless(p, filter); });
    if (!any) continue;
    // Searching opens every document with a match; otherwise the player opens the ones they want.
    if (!filter.empty()) ImGui::SetNextItemOpen(true, ImGuiCond_Always);
    if (!ImGui::CollapsingHeader(doc.title.c_str())) continue;
    ImGui::PushTextWrapPos(0.0f);
    for (const std::string& p : doc.paragraphs) {
      if (!detail::containsCaseless(p, filter)) continue;
      ++shown;
      ImGui::TextUnformatted(p.c_str());
      ImGui::Spacing();
    }
    ImGui::PopTextWrapPos();
  }
  if (shown == 0 && !filter.empty()) ImGui::TextDisabled("No paragraph matches the search.");
  ImGui::EndChild();
}

}  // namespace

void drawRulesPanel(PanelContext& c) {
  if (!c.ui.showRules) return;
  detail::placeFloating(c, 900.0f, 600.0f);
  if (!ImGui::Begin("Rules reference", &c.ui.showRules)) {
    ImGui::End();
    return;
  }
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 20.0f);
  ImGui::InputTextWithHint("##rulesfilter", "search the rules", &c.ui.rulesFilter);
  if (!c.ui.rulesFilter.empty()) {
    ImGui::SameLine();
    if (ImGui::SmallButton("Clear")) c.ui.rulesFilter.clear();
  }
  if (ImGui::BeginTabBar("rulestabs")) {
    if (ImGui::BeginTabItem("Rule table")) {
      ImGui::TextDisabled(
          "Every rule the engine cites; \"our ruling\" marks decisions on questions the rules leave open.");
      ruleTable(c);
      ImGui::EndTabItem();
    }
    const bool texts = ImGui::BeginTabItem("Seed texts and RULES.md");
    detail::recordItem("rules.tab.texts");
    if (texts) {
      seedTexts(c);
      ImGui::EndTabItem();
    }
    ImGui::EndTabBar();
  }
  ImGui::End();
}

}  // namespace nemesis::ui
