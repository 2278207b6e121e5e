// The Rules reference window: every rule each game's engine cites (one table per game, PanelContext::ruleTables),
// the Nemesis texts (seeds 000, 002, 003, 004 and RULES.md) drawn as formatted Markdown, and, on a tab of its own,
// each other game's texts (a registered game's rulesTab: the seeds whose file names carry its name). The texts are read from the rules folder once (cached in
// UiState). One search box filters every tab, ignoring case; the tabs count their matches.
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <span>
#include <string>
#include <string_view>

#include "markdown_view.hpp"
#include "panel_common.hpp"

namespace nemesis::ui {

namespace {

void ensureDocuments(const PanelContext& c) {
  c.ui.rules.read(c.rulesDir, c.rulesGames);
}

bool ruleMatches(const RuleText& r, const std::string& filter) {
  return detail::containsCaseless(r.text, filter) || detail::containsCaseless(r.heading, filter) ||
         detail::containsCaseless(r.source, filter) || detail::containsCaseless(r.name, filter);
}

int ruleTableMatches(std::span<const RuleText> rules, const std::string& filter) {
  return static_cast<int>(
      std::count_if(rules.begin(), rules.end(), [&](const RuleText& r) { return ruleMatches(r, filter); }));
}

int ruleTablesMatches(std::span<const RuleTableChoice> tables, const std::string& filter) {
  int n = 0;
  for (const RuleTableChoice& t : tables) n += ruleTableMatches(t.rules, filter);
  return n;
}

int documentMatches(const RulesDocument& doc, const std::string& filter) {
  return static_cast<int>(std::count_if(doc.blocks.begin(), doc.blocks.end(),
                                        [&](const md::Block& b) { return detail::containsCaseless(b.plain, filter); }));
}

// A text on `game`'s tab: its own, and on the first tab (`home`) also those no game's name claims.
bool onTab(const RulesDocument& d, const std::string& game, bool home) {
  return d.game == game || (home && d.game.empty());
}

int gameMatches(const std::vector<RulesDocument>& docs, const std::string& game, bool home, const std::string& filter) {
  int n = 0;
  for (const RulesDocument& d : docs) n += onTab(d, game, home) ? documentMatches(d, filter) : 0;
  return n;
}

// One game's rules; with several games, a choice of the game above them (counting its matches while searching).
void ruleTable(PanelContext& c) {
  if (c.ruleTables.empty()) return;
  int& chosen = c.ui.rulesTable;
  chosen = std::clamp(chosen, 0, static_cast<int>(c.ruleTables.size()) - 1);
  if (c.ruleTables.size() > 1) {
    for (std::size_t i = 0; i < c.ruleTables.size(); ++i) {
      const RuleTableChoice& t = c.ruleTables[i];
      std::string label = t.label;
      if (!c.ui.rulesFilter.empty()) label += " (" + std::to_string(ruleTableMatches(t.rules, c.ui.rulesFilter)) + ")";
      if (i > 0) ImGui::SameLine();
      ImGui::RadioButton((label + "###ruletable" + std::to_string(i)).c_str(), &chosen, static_cast<int>(i));
      detail::recordItem(c.ui.recorder, ("rules.table." + t.label).c_str());
    }
  }
  const std::span<const RuleText> rules = c.ruleTables[static_cast<std::size_t>(chosen)].rules;
  const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_ScrollY |
                                ImGuiTableFlags_SizingStretchProp | ImGuiTableFlags_Resizable;
  if (!ImGui::BeginTable("rules", 3, flags)) return;
  ImGui::TableSetupScrollFreeze(0, 1);
  ImGui::TableSetupColumn("Source", ImGuiTableColumnFlags_WidthStretch, 0.9f);
  ImGui::TableSetupColumn("Heading", ImGuiTableColumnFlags_WidthStretch, 1.2f);
  ImGui::TableSetupColumn("Text", ImGuiTableColumnFlags_WidthStretch, 4.0f);
  ImGui::TableHeadersRow();
  int shown = 0;
  for (const RuleText& r : rules) {
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
    ImGui::TextUnformatted(detail::readableRuleText(r.text).c_str());
    ImGui::PopTextWrapPos();
  }
  ImGui::EndTable();
  if (shown == 0) ImGui::TextDisabled("No rule matches the search.");
}

// The documents of one game's tab, each under a header of its own; searching opens those with a match. The game's
// note comes first; `home`: the first tab, which also holds the texts no game's name claims.
void documents(PanelContext& c, const GameChoice& game, bool home, const char* childId) {
  if (!c.ui.rules.problems.empty()) {
    for (const std::string& p : c.ui.rules.problems) ImGui::TextColored(detail::kErrorColour, "%s", p.c_str());
  }
  if (!ImGui::BeginChild(childId)) {
    ImGui::EndChild();
    return;
  }
  if (!game.rulesNote.empty()) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(detail::kImportantColour, "%s", game.rulesNote.c_str());
    ImGui::PopTextWrapPos();
    ImGui::Separator();
  }
  const std::string& filter = c.ui.rulesFilter;
  int shown = 0;
  bool first = true;
  for (const RulesDocument& doc : c.ui.rules.documents) {
    if (!onTab(doc, game.name, home)) continue;
    if (!filter.empty()) {
      if (documentMatches(doc, filter) == 0) continue;
      ImGui::SetNextItemOpen(true, ImGuiCond_Always);
    } else if (first) {
      ImGui::SetNextItemOpen(true, ImGuiCond_Once);  // the tab opens on its first text
    }
    first = false;
    const bool open = ImGui::CollapsingHeader(doc.title.c_str());
    detail::recordItem(c.ui.recorder, ("rules.doc." + doc.file).c_str());
    if (!open) continue;
    ImGui::PushID(doc.file.c_str());
    ImGui::Indent();
    shown += drawMarkdown(doc.blocks, filter);
    ImGui::Unindent();
    ImGui::PopID();
    ImGui::Spacing();
  }
  if (shown == 0 && !filter.empty()) ImGui::TextDisabled("Nothing here matches the search.");
  ImGui::EndChild();
}

// "Nemesis texts (12)###nemesis": the count only while searching; the id stays put.
std::string tabLabel(const char* name, const char* id, const std::string& filter, int matches) {
  std::string label = name;
  if (!filter.empty()) label += " (" + std::to_string(matches) + ")";
  return label + "###" + id;
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
  const std::string& filter = c.ui.rulesFilter;
  // The texts are read when first shown, or when a search needs their counts.
  if (!filter.empty()) ensureDocuments(c);
  const auto matches = [&](const std::string& game, bool home) {
    return filter.empty() ? 0 : gameMatches(c.ui.rules.documents, game, home, filter);
  };
  // A tab asked for (the command line's --show rules:NAME) is selected once.
  const auto select = [&](const std::string& id) {
    return c.ui.rulesTab == id ? ImGuiTabItemFlags_SetSelected : ImGuiTabItemFlags_None;
  };
  if (ImGui::BeginTabBar("rulestabs")) {
    const std::string tableLabel =
        tabLabel("Rule table", "table", filter, filter.empty() ? 0 : ruleTablesMatches(c.ruleTables, filter));
    if (ImGui::BeginTabItem(tableLabel.c_str(), nullptr, select("table"))) {
      ImGui::TextDisabled(
          "Every rule the game's engine cites; \"our ruling\" marks decisions on questions the rules leave open.");
      ruleTable(c);
      ImGui::EndTabItem();
    }
    // Each game with rule texts of its own, on its own tab (app/game_registry.hpp ClientGame::rulesTab).
    for (std::size_t i = 0; i < c.rulesGames.size(); ++i) {
      const GameChoice& game = c.rulesGames[i];
      const bool home = i == 0;
      const std::string label = tabLabel(game.rulesTab.c_str(), game.name.c_str(), filter, matches(game.name, home));
      const bool open = ImGui::BeginTabItem(label.c_str(), nullptr, select(game.name));
      detail::recordItem(c.ui.recorder, ("rules.tab." + game.name).c_str());
      if (open) {
        ensureDocuments(c);
        documents(c, game, home, (game.name + " texts").c_str());
        ImGui::EndTabItem();
      }
    }
    ImGui::EndTabBar();
  }
  c.ui.rulesTab.clear();
  ImGui::End();
}

}  // namespace nemesis::ui
