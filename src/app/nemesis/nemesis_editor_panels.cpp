// The Nemesis scenario editor's panels: the palette and the inspector of the piece or room chosen (the right
// column), and the scenario's name, description, round and Play buttons (under the board). Every change they make
// goes through the editor's one gate (NemesisEditor::edit).
#include <imgui.h>

#include <algorithm>
#include <array>
#include <iterator>

#include "engine/nemesis/scenario_edit.hpp"
#include "nemesis_editor.hpp"
#include "panel_common.hpp"

namespace nemesis::app {

namespace {

namespace se = scenario_edit;
using Value = rapidjson::Value;

// The exploration token a face-down room may hold, as the format names it (docs/scenario-format.md), none first.
constexpr std::array<const char*, 7> kTokens = {"none", "malfunction", "door", "fire", "silence", "slime", "danger"};

// A flag of a piece or a room, as its checkbox shows it and the format names it.
struct Flag {
  const char* label;
  const char* key;
  bool value;
};

void record(ui::PanelContext& c, const std::string& name) {
  ui::detail::recordItem(c.ui.recorder, name.c_str());
}

}  // namespace

void NemesisEditor::drawEditorPanels(ui::PanelContext& app) {
  drawPalette(app);
  drawPosition(app);
}

void NemesisEditor::drawPalette(ui::PanelContext& app) {
  if (!beginPalette(app)) return;
  constexpr std::array<ToolChoice, 8> kTools = {{{"Choose", "select"},
                                                 {"Character", "character"},
                                                 {"Intruder", "intruder"},
                                                 {"Noise marker", "noise"},
                                                 {"Door", "door"},
                                                 {"Fire", "fire"},
                                                 {"Malfunction", "malfunction"},
                                                 {"Explored room", "explore"}}};  // in Tool's order
  int tool = static_cast<int>(tool_);
  drawTools(app, kTools, tool, 2);
  tool_ = static_cast<Tool>(tool);
  if (tool_ == Tool::Character) {
    if (ImGui::BeginCombo("Class", std::string(nameOf(class_)).c_str())) {
      for (int k = 0; k < kCharacterClassCount; ++k) {
        const auto cls = static_cast<CharacterClass>(k);
        if (ImGui::Selectable(std::string(nameOf(cls)).c_str(), cls == class_)) class_ = cls;
      }
      ImGui::EndCombo();
    }
  }
  if (tool_ == Tool::Intruder) {
    if (ImGui::BeginCombo("Type", std::string(nameOf(intruderType_)).c_str())) {
      for (int k = 0; k < kIntruderKinds; ++k) {
        const auto t = static_cast<IntruderType>(k);
        if (ImGui::Selectable(std::string(nameOf(t)).c_str(), t == intruderType_)) intruderType_ = t;
      }
      ImGui::EndCombo();
    }
  }
  ImGui::Separator();
  drawRounds(app);
  ImGui::Separator();
  drawInspector(app);
  ImGui::Separator();
  drawTokens(app);
  endPalette();
}

// The round on the time track, who holds the First Player token and whose turn it is (a game by rounds). The
// phase is not offered: between commands a game is in the Player phase (state.hpp), and a file saying otherwise is
// refused by the reader.
void NemesisEditor::drawRounds(ui::PanelContext& app) {
  int round = state_.round;
  if (ImGui::SliderInt("Round", &round, 1, kLastRound)) {
    edit([&](rapidjson::Document& d) { se::setField(d, "round", Value(round)); });
  }
  record(app, "editor.round");
  ui::detail::tooltipText("The round on the time track (1 to 15).");
  const int players = std::max(1, state_.characterCount());
  int first = state_.firstPlayer + 1;
  if (ImGui::SliderInt("First player", &first, 1, players)) {
    edit([&](rapidjson::Document& d) { se::setField(d, "first_player", Value(first - 1)); });
  }
  int turn = state_.turn + 1;
  if (ImGui::SliderInt("Turn", &turn, 1, players)) {
    edit([&](rapidjson::Document& d) { se::setField(d, "turn", Value(turn - 1)); });
  }
  ui::detail::tooltipText("Whose turn it is, in a game played by rounds.");
}

void NemesisEditor::drawInspector(ui::PanelContext& app) {
  const Board& board = state_.topo();
  if (selectedCharacter_ >= 0) {
    const int i = selectedCharacter_;
    const Character& ch = state_.character(i);
    ImGui::Text("Character %d: %s, room %d", i + 1, std::string(nameOf(ch.cls)).c_str(), board.room(ch.room).label);
    int light = ch.lightWounds;
    if (ImGui::SliderInt("Light Wounds", &light, 0, 2)) {
      edit([&](rapidjson::Document& d) { se::setCharacter(d, i, "light_wounds", Value(light)); });
    }
    int serious = ch.seriousWounds;
    if (ImGui::SliderInt("Serious Wounds", &serious, 0, 3)) {
      edit([&](rapidjson::Document& d) { se::setCharacter(d, i, "serious_wounds", Value(serious)); });
    }
    for (const Flag& f : {Flag{"Slime", "slime", ch.slime}, Flag{"Larva on the board", "larva", ch.larva},
                          Flag{"Alive", "alive", ch.alive}}) {
      bool on = f.value;
      if (ImGui::Checkbox(f.label, &on))
        edit([&](rapidjson::Document& d) { se::setCharacter(d, i, f.key, Value(on)); });
      record(app, std::string("editor.character.") + f.key);
    }
    if (ImGui::Button("Take away")) {
      if (edit([&](rapidjson::Document& d) { se::removeCharacter(d, i); })) selectedCharacter_ = -1;
    }
    drawCards(app, i);
    return;
  }
  if (selectedIntruder_ >= 0) {
    const int i = selectedIntruder_;
    const Intruder& in = state_.intruders[static_cast<std::size_t>(i)];
    ImGui::Text("Intruder %d: %s, room %d", in.id, std::string(nameOf(in.type)).c_str(), board.room(in.room).label);
    int injuries = in.injuries;
    if (ImGui::SliderInt("Injuries", &injuries, 0, 9)) {
      edit([&](rapidjson::Document& d) { se::setIntruder(d, i, "injuries", Value(injuries)); });
    }
    if (ImGui::Button("Take away")) {
      if (edit([&](rapidjson::Document& d) { se::removeIntruder(d, state_, i); })) selectedIntruder_ = -1;
    }
    return;
  }
  if (selectedRoom_ >= 0) {
    const int label = board.room(selectedRoom_).label;
    const RoomState& r = state_.room(selectedRoom_);
    ImGui::Text("Room %d: %s", label, se::tileName(r.tile).c_str());
    bool explored = r.explored;
    if (ImGui::Checkbox("Explored", &explored)) {
      edit([&](rapidjson::Document& d) { se::setRoom(d, label, "explored", Value(explored)); });
    }
    record(app, "editor.room.explored");
    if (!board.room(selectedRoom_).fixedTile && ImGui::BeginCombo("Tile", se::tileName(r.tile).c_str())) {
      for (int t = 0; t < kRoomTileCount; ++t) {
        const auto tile = static_cast<RoomTile>(t);
        if (tileInfo(tile).slot != board.room(selectedRoom_).slot) continue;
        if (ImGui::Selectable(se::tileName(tile).c_str(), tile == r.tile)) {
          edit([&](rapidjson::Document& d) { se::setRoom(d, label, "tile", se::text(d, se::tileName(tile))); });
        }
      }
      ImGui::EndCombo();
    }
    if (!r.explored && !board.room(selectedRoom_).fixedTile) {
      const int shown =
          r.explorationToken < 0
              ? 0
              : 1 + static_cast<int>(kExplorationTokens[static_cast<std::size_t>(r.explorationToken)].effect);
      if (ImGui::BeginCombo("Face-down token", kTokens[static_cast<std::size_t>(shown)])) {
        for (std::size_t k = 0; k < kTokens.size(); ++k) {
          if (!ImGui::Selectable(kTokens[k], static_cast<int>(k) == shown)) continue;
          edit([&](rapidjson::Document& d) {
            se::setRoom(d, label, "exploration", k == 0 ? Value() : se::text(d, kTokens[k]));
          });
        }
        ImGui::EndCombo();
      }
    }
    for (const Flag& f : {Flag{"Fire", "fire", r.fire}, Flag{"Malfunction", "malfunction", r.malfunction}}) {
      bool on = f.value;
      if (ImGui::Checkbox(f.label, &on)) edit([&](rapidjson::Document& d) { se::setRoom(d, label, f.key, Value(on)); });
      record(app, std::string("editor.room.") + f.key);
    }
    int corpses = r.corpses;
    if (ImGui::SliderInt("Corpses", &corpses, 0, 5)) {
      edit([&](rapidjson::Document& d) { se::setRoom(d, label, "corpses", Value(corpses)); });
    }
    return;
  }
  ImGui::TextWrapped("Choose a piece or a room (the Choose tool) to change it here.");
}

// The character's cards: where each Action card is (a card put in the deck goes on top), and its Contamination
// cards. What the player viewed as may not know shows as counts.
void NemesisEditor::drawCards(ui::PanelContext& app, int i) {
  const Character& ch = state_.character(i);
  if (viewAs_ >= 0 && viewAs_ != i) {
    ImGui::TextDisabled("Hand: %d cards, deck: %zu, discard: %zu (player %d's cards are hidden from player %d)",
                        ch.handSize(), ch.deck.size(), ch.discard.size(), i + 1, viewAs_ + 1);
    return;
  }
  const auto moved = [&](const Card& card, int to) {
    Character c = ch;
    const std::array<std::vector<Card>*, 3> piles = {&c.hand, &c.deck, &c.discard};
    for (std::vector<Card>* pile : piles) std::erase(*pile, card);
    piles[static_cast<std::size_t>(to)]->push_back(card);
    edit([&](rapidjson::Document& d) { se::setCards(d, i, c); });
  };
  if (!ImGui::BeginTable("##cards", 4, ImGuiTableFlags_SizingStretchSame)) return;
  ImGui::TableSetupColumn("Card");
  ImGui::TableSetupColumn("Hand");
  ImGui::TableSetupColumn("Deck");
  ImGui::TableSetupColumn("Discard");
  ImGui::TableHeadersRow();
  constexpr std::array<const char*, 3> kPiles = {"hand", "deck", "discard"};
  for (int n = 1; n <= kActionDeckSize; ++n) {
    const Card card{CardKind::Action, n};
    int at = -1;
    const std::array<const std::vector<Card>*, 3> piles = {&ch.hand, &ch.deck, &ch.discard};
    for (int p = 0; p < 3; ++p) {
      const std::vector<Card>& pile = *piles[static_cast<std::size_t>(p)];
      if (std::find(pile.begin(), pile.end(), card) != pile.end()) at = p;
    }
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::Text("Action %d", n);
    for (int p = 0; p < 3; ++p) {
      ImGui::TableNextColumn();
      ImGui::PushID(n * 4 + p);
      if (ImGui::RadioButton("##pile", at == p) && at != p) moved(card, p);
      record(app, "editor.card." + std::to_string(n) + "." + kPiles[static_cast<std::size_t>(p)]);
      ImGui::PopID();
    }
  }
  ImGui::EndTable();
  int contamination = 0;
  for (const Card& c : ch.hand) contamination += c.kind == CardKind::Contamination ? 1 : 0;
  ImGui::Text("Contamination cards in hand: %d", contamination);
  ImGui::SameLine();
  if (ImGui::SmallButton("+")) moved(Card{CardKind::Contamination, 0}, 0);
  record(app, "editor.contamination.add");
  ImGui::SameLine();
  if (ImGui::SmallButton("-") && contamination > 0) {
    Character c = ch;
    const auto last =
        std::find_if(c.hand.rbegin(), c.hand.rend(), [](const Card& x) { return x.kind == CardKind::Contamination; });
    c.hand.erase(std::next(last).base());
    edit([&](rapidjson::Document& d) { se::setCards(d, i, c); });
  }
}

// The Intruder tokens: each in the bag, the supply, set aside or removed from the game (those of the Intruders on
// the board move with them). What the player viewed as may not know shows as counts.
void NemesisEditor::drawTokens(ui::PanelContext& app) {
  const bool open = ImGui::CollapsingHeader("Intruder tokens");
  record(app, "editor.tokens");
  if (!open) return;
  if (viewAs_ >= 0) {
    ImGui::TextDisabled("The bag: %zu tokens (its contents are hidden from every player)", state_.bag.size());
    return;
  }
  struct Pile {
    std::vector<int> GameState::*member;
    const char* name;
  };
  constexpr std::array<Pile, 4> kPiles = {{{&GameState::bag, "bag"},
                                           {&GameState::supply, "supply"},
                                           {&GameState::setAside, "set aside"},
                                           {&GameState::removedTokens, "removed"}}};
  if (!ImGui::BeginTable("##tokens", 5, ImGuiTableFlags_SizingStretchProp)) return;
  ImGui::TableSetupColumn("Token", ImGuiTableColumnFlags_WidthStretch, 2.0f);
  for (const Pile& p : kPiles) ImGui::TableSetupColumn(p.name, ImGuiTableColumnFlags_WidthStretch, 1.0f);
  ImGui::TableHeadersRow();
  for (int id = 0; id < kTokenCount; ++id) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    // The token an Intruder on the board was drawn with stays set aside while it is there: it moves with the
    // Intruder (placed, taken away), not here.
    const auto holder = std::find_if(state_.intruders.begin(), state_.intruders.end(),
                                     [id](const Intruder& in) { return in.token == id; });
    const bool held = holder != state_.intruders.end();
    const std::string name = se::tokenName(id) + (held ? " *" : "");
    ImGui::TextUnformatted(name.c_str());
    if (held) ui::detail::tooltipText("Set aside with Intruder " + std::to_string(holder->id) + " on the board.");
    for (std::size_t p = 0; p < kPiles.size(); ++p) {
      ImGui::TableNextColumn();
      const std::vector<int>& pile = state_.*kPiles[p].member;
      const bool here = std::find(pile.begin(), pile.end(), id) != pile.end();
      ImGui::PushID(id * 4 + static_cast<int>(p));
      if (!held && ImGui::RadioButton("##pile", here) && !here) {
        GameState s = state_;
        for (const Pile& q : kPiles) std::erase(s.*q.member, id);
        (s.*kPiles[p].member).push_back(id);
        edit([&](rapidjson::Document& d) { se::setTokens(d, s); });
      }
      record(app, "editor.token." + std::to_string(id) + "." + kPiles[p].name);
      ImGui::PopID();
    }
  }
  ImGui::EndTable();
}

void NemesisEditor::drawPosition(ui::PanelContext& app) {
  if (!beginStrip(app)) return;
  const float width = ImGui::GetContentRegionAvail().x;
  if (ImGui::Button("Play from here (free play)")) requestPlay(app, playText(true));
  record(app, "editor.play_free");
  ImGui::SameLine();
  if (ImGui::Button("Play by rounds")) requestPlay(app, playText(false));
  record(app, "editor.play_rounds");
  // Everything (Reveal all: the face-down exploration tokens, every hand, the bag's contents), or what one player
  // would see of the position.
  ImGui::SameLine();
  const std::string shown =
      viewAs_ < 0 ? std::string("Everything (reveal all)") : "As player " + std::to_string(viewAs_ + 1) + " sees it";
  const int players = state_.characterCount();
  ImGui::SetNextItemWidth(width * 0.3f);
  if (ImGui::BeginCombo("View", shown.c_str())) {
    if (ImGui::Selectable("Everything (reveal all)", viewAs_ < 0)) viewAs_ = -1;
    record(app, "editor.view.all");
    for (int p = 0; p < players; ++p) {
      const std::string label =
          "As player " + std::to_string(p + 1) + " (" + std::string(nameOf(state_.character(p).cls)) + ") sees it";
      if (ImGui::Selectable(label.c_str(), viewAs_ == p)) viewAs_ = p;
      record(app, "editor.view.player." + std::to_string(p));
    }
    ImGui::EndCombo();
  }
  record(app, "editor.view");
  endStrip();
}

}  // namespace nemesis::app
