// The Intruder bag panel: what a player may know (tokens by type in the bag, set aside, removed, in the
// supply; miniatures in use), and with the debug reveal also the hidden things (exact tokens, the next
// random draw, face-down exploration tokens, the attack deck's next card).
#include <array>
#include <string>

#include "engine/nemesis/queries.hpp"
#include "nemesis_panels.hpp"
#include "render/wording.hpp"
#include "ui/panel_common.hpp"

namespace nemesis::ui {

namespace {

constexpr int kTokenTypes = kIntruderKinds + 1;  // with the Blank

using TypeCounts = std::array<int, kTokenTypes>;

TypeCounts countByType(const std::vector<int>& tokens) {
  TypeCounts n{};
  for (int id : tokens) {
    if (id < 0 || id >= kTokenCount) continue;
    ++n[static_cast<std::size_t>(kIntruderTokens[static_cast<std::size_t>(id)].type)];
  }
  return n;
}

std::string tokenName(int id) {
  if (id < 0 || id >= kTokenCount) return "?";
  const IntruderToken& t = kIntruderTokens[static_cast<std::size_t>(id)];
  std::string s(nameOf(t.type));
  if (t.type != IntruderType::Blank) s += " " + std::to_string(t.number);
  return s;
}

std::string tokenList(const std::vector<int>& tokens) {
  std::string s;
  for (int id : tokens) s += (s.empty() ? "" : ", ") + tokenName(id);
  return s.empty() ? std::string("none") : s;
}

// Tokens by type in each pile, and the miniatures of that type still free (the retreat rule needs them).
void tokenTable(const GameState& s) {
  const TypeCounts bag = countByType(s.bag);
  const TypeCounts aside = countByType(s.setAside);
  const TypeCounts removed = countByType(s.removedTokens);
  const TypeCounts supply = countByType(s.supply);
  const ImGuiTableFlags flags =
      ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingStretchProp;
  if (!ImGui::BeginTable("tokens", 6, flags)) return;
  ImGui::TableSetupColumn("Token", ImGuiTableColumnFlags_WidthStretch, 1.3f);
  ImGui::TableSetupColumn("Bag", ImGuiTableColumnFlags_WidthStretch, 0.7f);
  ImGui::TableSetupColumn("Aside", ImGuiTableColumnFlags_WidthStretch, 0.8f);
  ImGui::TableSetupColumn("Removed", ImGuiTableColumnFlags_WidthStretch, 1.1f);
  ImGui::TableSetupColumn("Supply", ImGuiTableColumnFlags_WidthStretch, 1.0f);
  ImGui::TableSetupColumn("Minis free", ImGuiTableColumnFlags_WidthStretch, 1.4f);
  ImGui::TableHeadersRow();
  for (std::size_t t = 0; t < static_cast<std::size_t>(kTokenTypes); ++t) {
    const auto type = static_cast<IntruderType>(t);
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    const std::string_view name = nameOf(type);
    ImGui::TextUnformatted(name.data(), name.data() + name.size());
    for (int v : {bag[t], aside[t], removed[t], supply[t]}) {
      ImGui::TableNextColumn();
      if (v == 0) {
        ImGui::TextDisabled("-");
      } else {
        ImGui::Text("%d", v);
      }
    }
    ImGui::TableNextColumn();
    if (type == IntruderType::Blank) continue;
    const int total = kMiniatures[t];
    const int free = total - miniaturesInUse(s, type);
    if (free <= 0) {
      ImGui::TextColored(detail::kImportantColour, "none/%d", total);
    } else {
      ImGui::Text("%d/%d", free, total);
    }
  }
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  ImGui::TextUnformatted("Total");
  for (const auto* pile : {&s.bag, &s.setAside, &s.removedTokens, &s.supply}) {
    ImGui::TableNextColumn();
    ImGui::Text("%d", static_cast<int>(pile->size()));
  }
  ImGui::EndTable();
}

// The token a bag draw would take if it were the next use of chance: a queued forced draw, else the
// generator's next number. Other rolls before the draw (a Noise roll) change it, so it is a hint.
std::string nextBagDraw(const GameState& s) {
  if (s.bag.empty()) return "the bag is empty";
  if (!s.chance.forced.bag.empty()) {
    const ForcedBagDraw& f = s.chance.forced.bag.front();
    return "forced: " + std::string(nameOf(f.type)) + (f.number == 0 ? " (any)" : " " + std::to_string(f.number));
  }
  Chance copy = s.chance;
  return tokenName(s.bag[static_cast<std::size_t>(copy.below(static_cast<int>(s.bag.size())))]);
}

void hiddenInformation(const GameState& s) {
  ImGui::TextColored(detail::kImportantColour, "Hidden information (debug reveal)");
  ImGui::TextWrapped("Bag: %s", tokenList(s.bag).c_str());
  ImGui::TextWrapped("Next draw if chance is used for it first: %s", nextBagDraw(s).c_str());
  if (!s.chance.forced.attack.empty()) {
    ImGui::Text("Attack deck: next card forced: %s", std::string(nameOf(s.chance.forced.attack.front())).c_str());
  } else if (!s.attackDeck.empty()) {
    const int card = s.attackDeck.back();
    ImGui::Text("Attack deck: next card %s (%d left)",
                std::string(nameOf(kAttackCards[static_cast<std::size_t>(card)].kind)).c_str(),
                static_cast<int>(s.attackDeck.size()));
  } else {
    ImGui::Text("Attack deck: empty (the discard pile is reshuffled at the next draw)");
  }
  if (ImGui::TreeNode("Face-down exploration tokens")) {
    for (int r = 0; r < static_cast<int>(s.rooms.size()); ++r) {
      const int t = s.room(r).explorationToken;
      if (t < 0 || t >= kExplorationTokenCount) continue;
      const ExplorationToken& tok = kExplorationTokens[static_cast<std::size_t>(t)];
      ImGui::Text("room %d: %s, %s", s.topo().room(r).label, std::string(nameOf(tok.effect)).c_str(),
                  view::counted(tok.items, "item", "items").c_str());
    }
    ImGui::TreePop();
  }
}

}  // namespace

void drawBagPanel(NemesisPanels& c) {
  const detail::ColumnSlot slot = detail::bagSlot(c.screen);
  detail::placeFixed(c.screen.width - c.screen.side, slot.y, c.screen.side, slot.h);
  if (!ImGui::Begin("Intruder bag", nullptr, detail::kFixedPanelFlags)) {
    ImGui::End();
    return;
  }
  detail::lessonOutline(c, "bag");
  if (c.state.board == nullptr) {
    ImGui::TextDisabled("No game.");
    ImGui::End();
    return;
  }
  tokenTable(c.state);
  ImGui::TextWrapped("Set aside: %s", tokenList(c.state.setAside).c_str());
  if (!c.state.removedTokens.empty()) ImGui::TextWrapped("Removed: %s", tokenList(c.state.removedTokens).c_str());
  if (c.ui.revealHidden) {
    ImGui::Separator();
    hiddenInformation(c.state);
  }
  ImGui::End();
}

}  // namespace nemesis::ui
