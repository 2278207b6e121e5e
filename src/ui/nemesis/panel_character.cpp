// The Character board panel: one row per character (in free play a click makes it the active one; in a game
// by rounds the turn decides, hot-seat) and the full board of the active character: room, wounds, Slime,
// Larva, Contamination cards, Combat, passed, hibernated, alive or dead.
#include <string>

#include "engine/nemesis/engine.hpp"
#include "engine/nemesis/queries.hpp"
#include "nemesis_panels.hpp"
#include "ui/panel_common.hpp"

namespace nemesis::ui {

namespace {

int contaminationHeld(const Character& ch) {
  int n = 0;
  for (const auto* pile : {&ch.hand, &ch.deck, &ch.discard}) {
    for (const Card& card : *pile) n += card.kind == CardKind::Contamination ? 1 : 0;
  }
  return n;
}

// A short state word; the words, not the colours, tell the states apart.
std::string stateWord(const GameState& s, int i) {
  const Character& ch = s.character(i);
  if (!ch.alive) return "dead";
  if (ch.hibernated) return "hibernated";
  std::string w = characterInCombat(s, i) ? "Combat" : "ok";
  if (ch.passed && !s.freePlay) w += ", passed";
  if (ch.slime) w += ", Slime";
  if (ch.larva) w += ", Larva";
  return w;
}

void characterRows(NemesisPanels& c, int active) {
  const ImGuiTableFlags flags =
      ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingStretchProp;
  if (!ImGui::BeginTable("characters", 4, flags)) return;
  ImGui::TableSetupColumn("Character", ImGuiTableColumnFlags_WidthStretch, 1.6f);
  ImGui::TableSetupColumn("Room", ImGuiTableColumnFlags_WidthStretch, 0.7f);
  ImGui::TableSetupColumn("Wounds L/S", ImGuiTableColumnFlags_WidthStretch, 1.0f);
  ImGui::TableSetupColumn("State", ImGuiTableColumnFlags_WidthStretch, 1.6f);
  ImGui::TableHeadersRow();
  const bool turnDecides = detail::turnDecides(c.state);
  for (int i = 0; i < c.state.characterCount(); ++i) {
    const Character& ch = c.state.character(i);
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::PushID(i);
    const char* mark = i != active ? "" : turnDecides ? "  (turn)" : "  (active)";
    const std::string label = std::to_string(i + 1) + " " + std::string(nameOf(ch.cls)) + mark;
    if (!ch.alive) ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    if (ImGui::Selectable(label.c_str(), i == active, ImGuiSelectableFlags_SpanAllColumns) && i != active) {
      if (turnDecides) {
        // Hot-seat: the character whose turn it is keeps the mouse; say so rather than ignore the click.
        c.ui.status = "It is " + characterName(c.state, active) + "'s turn: the game by rounds picks who acts.";
        c.ui.statusIsError = true;
      } else {
        c.ui.activeCharacter = i;
        c.ui.selectedCards.clear();
      }
    }
    if (!ch.alive) ImGui::PopStyleColor();
    detail::recordItem(c.ui.recorder, "character.row", i);
    if (turnDecides && i != active) {
      detail::tooltipText("In a game by rounds, " + characterName(c.state, i) + " acts on their own turn.");
    }
    ImGui::PopID();
    ImGui::TableNextColumn();
    ImGui::Text("%d", c.state.topo().room(ch.room).label);
    ImGui::TableNextColumn();
    ImGui::Text("%d/%d  %d/%d", ch.lightWounds, kLightWoundsPerSerious, ch.seriousWounds, kMaxSeriousWounds);
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(stateWord(c.state, i).c_str());
  }
  ImGui::EndTable();
}

// "Slime: yes" rather than a coloured dot: the word carries the meaning.
void flag(const char* what, bool value) {
  ImGui::TextUnformatted(what);
  ImGui::SameLine(0.0f, ImGui::CalcTextSize(" ").x);
  if (value) {
    ImGui::TextColored(detail::kImportantColour, "yes");
  } else {
    ImGui::TextDisabled("no");
  }
}

void activeBoard(const NemesisPanels& c, int active) {
  const Character& ch = c.state.character(active);
  const std::string_view cls = nameOf(ch.cls);
  ImGui::Text("%.*s, player %d", static_cast<int>(cls.size()), cls.data(), active + 1);
  ImGui::SameLine();
  if (!ch.alive) {
    ImGui::TextColored(detail::kErrorColour, "DEAD");
  } else if (ch.hibernated) {
    ImGui::TextColored(detail::kGoodColour, "alive, hibernated");
  } else if (ch.passed && !c.state.freePlay) {
    ImGui::TextColored(detail::kGoodColour, "alive");
    ImGui::SameLine();
    ImGui::TextDisabled("(passed)");
  } else {
    ImGui::TextColored(detail::kGoodColour, "alive");
  }
  ImGui::SameLine();
  ImGui::Text("in %s", roomName(c.state, ch.room).c_str());
  ImGui::Text("Wounds: light %d/%d, serious %d/%d", ch.lightWounds, kLightWoundsPerSerious, ch.seriousWounds,
              kMaxSeriousWounds);
  detail::tooltipText("The 3rd Light wound becomes a Serious wound; a further wound after 3 Serious ones kills.");
  flag("Slime:", ch.slime);
  ImGui::SameLine();
  flag("  Larva:", ch.larva);
  ImGui::SameLine();
  flag("  In Combat:", ch.alive && characterInCombat(c.state, active));
  ImGui::Text("Contamination cards held: %d (hand, deck and discard)", contaminationHeld(ch));
}

}  // namespace

void drawCharacterPanel(NemesisPanels& c) {
  const detail::ColumnSlot slot = detail::characterSlot(c.screen);
  detail::placeFixed(c.screen.width - c.screen.side, slot.y, c.screen.side, slot.h);
  if (!ImGui::Begin("Character board", nullptr, detail::kFixedPanelFlags)) {
    ImGui::End();
    return;
  }
  detail::lessonOutline(c, "character");
  const int active = detail::activeCharacter(c);
  if (active < 0) {
    ImGui::TextDisabled("No game.");
  } else {
    characterRows(c, active);
    ImGui::Separator();
    activeBoard(c, detail::activeCharacter(c));
  }
  ImGui::End();
}

}  // namespace nemesis::ui
