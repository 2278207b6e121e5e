// The Hand panel: the active character's cards as a selectable list. The selection (in click order) pays
// for the next Movement or Careful Movement; the panel marks which cards each action would discard. A
// Contamination card may be selected too: the engine then refuses the payment and says why (lesson 1).
#include <algorithm>
#include <string>

#include "engine/nemesis/engine.hpp"
#include "nemesis_panels.hpp"
#include "payment_choice.hpp"
#include "render/wording.hpp"
#include "ui/panel_common.hpp"

namespace nemesis::ui {

namespace {

std::string cardLabel(const Card& card) {
  return card.kind == CardKind::Action ? "Action " + std::to_string(card.number)
                                       : "Contamination " + std::to_string(card.number);
}

bool contains(const std::vector<int>& v, int x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

void toggle(std::vector<int>& selection, int index) {
  const auto it = std::find(selection.begin(), selection.end(), index);
  if (it == selection.end()) {
    selection.push_back(index);
  } else {
    selection.erase(it);
  }
}

void handTable(NemesisPanels& c, const Character& ch) {
  const std::vector<int> movePays = paymentIndices(ch, c.ui.selectedCards, 1);
  const std::vector<int> carefulPays = paymentIndices(ch, c.ui.selectedCards, 2);
  const ImGuiTableFlags flags =
      ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingStretchProp;
  if (!ImGui::BeginTable("hand", 3, flags)) return;
  ImGui::TableSetupColumn("Card", ImGuiTableColumnFlags_WidthStretch, 2.0f);
  ImGui::TableSetupColumn("Movement", ImGuiTableColumnFlags_WidthStretch, 1.0f);
  ImGui::TableSetupColumn("Careful", ImGuiTableColumnFlags_WidthStretch, 1.0f);
  ImGui::TableHeadersRow();
  for (int i = 0; i < ch.handSize(); ++i) {
    const Card& card = ch.hand[static_cast<std::size_t>(i)];
    const bool action = card.kind == CardKind::Action;
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::PushID(i);
    const auto order = std::find(c.ui.selectedCards.begin(), c.ui.selectedCards.end(), i);
    const bool selected = order != c.ui.selectedCards.end();
    // The click order is shown as "[1]", "[2]": it decides which cards pay first.
    std::string label = selected ? "[" + std::to_string(order - c.ui.selectedCards.begin() + 1) + "] " : std::string();
    label += cardLabel(card);
    if (!action) ImGui::PushStyleColor(ImGuiCol_Text, detail::kImportantColour);
    if (ImGui::Selectable(label.c_str(), selected, ImGuiSelectableFlags_SpanAllColumns)) toggle(c.ui.selectedCards, i);
    if (!action) ImGui::PopStyleColor();
    detail::recordItem(c.ui.recorder, "hand.card", i);
    if (!action) detail::tooltipText("Contamination cards count toward hand size but can never pay a cost.", true);
    ImGui::PopID();
    ImGui::TableNextColumn();
    if (!action) {
      ImGui::TextDisabled("cannot pay");
    } else if (contains(movePays, i)) {
      ImGui::TextColored(detail::kPaysColour, "pays");
    }
    ImGui::TableNextColumn();
    if (action && contains(carefulPays, i)) ImGui::TextColored(detail::kPaysColour, "pays");
  }
  ImGui::EndTable();
}

void selectionHint(NemesisPanels& c, const Character& ch) {
  const int actions = ch.actionCardsInHand();
  if (actions == 0) {
    ImGui::TextColored(detail::kErrorColour, "No Action card in hand: no Movement possible.");
  } else if (c.ui.selectedCards.empty()) {
    ImGui::TextWrapped("Click cards to choose which pay. Unselected: the first Action cards in hand pay.");
  } else {
    ImGui::TextWrapped("Selected cards pay first (in click order), topped up with the first other Action cards.");
  }
  if (actions == 1) ImGui::TextDisabled("Careful Movement needs 2 Action cards.");
}

}  // namespace

void drawHandPanel(NemesisPanels& c) {
  const detail::ColumnSlot slot = detail::handSlot(c.screen);
  detail::placeFixed(c.screen.width - c.screen.side, slot.y, c.screen.side, slot.h);
  if (!ImGui::Begin("Hand", nullptr, detail::kFixedPanelFlags)) {
    ImGui::End();
    return;
  }
  detail::lessonOutline(c, "hand");
  const int active = detail::activeCharacter(c);
  if (active < 0) {
    ImGui::TextDisabled("No game.");
    ImGui::End();
    return;
  }
  // Hot seat: no player's cards while the hand-over screen is up; the next player's once they say they are ready.
  if (c.ui.handOver >= 0) {
    ImGui::TextDisabled("Hidden until the %s's player is ready.", characterName(c.state, c.ui.handOver).c_str());
    detail::recordItem(c.ui.recorder, "hand.hidden");
    ImGui::End();
    return;
  }
  // Online: another player's hand is not this member's to see (the state it is shown from has none: a view's).
  if (c.ownHands != nullptr && std::find(c.ownHands->begin(), c.ownHands->end(), active) == c.ownHands->end()) {
    ImGui::TextDisabled("The %s holds %s: not yours to see.", characterName(c.state, active).c_str(),
                        view::counted(c.state.character(active).handSize(), "card", "cards").c_str());
    detail::recordItem(c.ui.recorder, "hand.hidden");
    ImGui::End();
    return;
  }
  const Character& ch = c.state.character(active);
  // Indices left over from an older hand would pay with the wrong cards.
  std::erase_if(c.ui.selectedCards, [&](int i) { return i < 0 || i >= ch.handSize(); });
  const std::string_view cls = nameOf(ch.cls);
  ImGui::Text("%.*s: %s in hand, deck %d, discard %d", static_cast<int>(cls.size()), cls.data(),
              view::counted(ch.handSize(), "card", "cards").c_str(), static_cast<int>(ch.deck.size()),
              static_cast<int>(ch.discard.size()));
  if (!ch.alive) {
    ImGui::TextColored(detail::kErrorColour, "Dead: this character takes no more actions.");
  } else {
    handTable(c, ch);
    selectionHint(c, ch);
    if (!c.ui.selectedCards.empty() && ImGui::SmallButton("Clear selection")) c.ui.selectedCards.clear();
  }
  ImGui::End();
}

}  // namespace nemesis::ui
