// The Nemesis scenario editor's panels: the palette and the inspector of the piece or room chosen (the right
// column), and the scenario's name, description, round and Play buttons (under the board). Every change they make
// goes through the editor's one gate (NemesisEditor::edit).
#include <imgui.h>

#include <algorithm>
#include <array>
#include <tuple>

#include "engine/nemesis/scenario_edit.hpp"
#include "nemesis_editor.hpp"
#include "panel_common.hpp"

namespace nemesis::app {

namespace {

namespace se = scenario_edit;
using Value = rapidjson::Value;

// The exploration token a face-down room may hold, as the format names it (docs/scenario-format.md), none first.
constexpr std::array<const char*, 7> kTokens = {"none", "malfunction", "door", "fire", "silence", "slime", "danger"};

void record(ui::PanelContext& c, const std::string& name) { ui::detail::recordItem(c.ui.recorder, name.c_str()); }

}  // namespace

void NemesisEditor::drawPanels(ui::PanelContext& app) {
  drawPalette(app);
  drawPosition(app);
}

void NemesisEditor::drawPalette(ui::PanelContext& app) {
  const ui::ScreenLayout& l = app.screen;
  if (l.collapsed) return;
  ui::detail::placeFixed(l.boardW(), l.menu, l.side, l.height - l.menu - l.status);
  if (!ImGui::Begin("Scenario editor", nullptr, ui::detail::kFixedPanelFlags)) {
    ImGui::End();
    return;
  }
  ImGui::TextDisabled("Click: place · drag: move · right click: take away");
  struct Choice {
    Tool tool;
    const char* label;
    const char* id;
  };
  constexpr std::array<Choice, 8> kChoices = {{{Tool::Select, "Choose", "select"},
                                               {Tool::Character, "Character", "character"},
                                               {Tool::Intruder, "Intruder", "intruder"},
                                               {Tool::Noise, "Noise marker", "noise"},
                                               {Tool::Door, "Door", "door"},
                                               {Tool::Fire, "Fire", "fire"},
                                               {Tool::Malfunction, "Malfunction", "malfunction"},
                                               {Tool::Explore, "Explored room", "explore"}}};
  for (std::size_t i = 0; i < kChoices.size(); ++i) {
    if (i % 2 == 1) ImGui::SameLine(ImGui::GetContentRegionAvail().x * 0.5f + ImGui::GetStyle().WindowPadding.x);
    if (ImGui::RadioButton(kChoices[i].label, tool_ == kChoices[i].tool)) tool_ = kChoices[i].tool;
    record(app, std::string("editor.tool.") + kChoices[i].id);
  }
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
  drawInspector(app);
  ImGui::End();
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
    for (const auto& [label, key, value] : {std::tuple{"Slime", "slime", ch.slime},
                                            std::tuple{"Larva on the board", "larva", ch.larva},
                                            std::tuple{"Alive", "alive", ch.alive}}) {
      bool on = value;
      if (ImGui::Checkbox(label, &on)) edit([&](rapidjson::Document& d) { se::setCharacter(d, i, key, Value(on)); });
      record(app, std::string("editor.character.") + key);
    }
    ImGui::Text("Hand: %d cards · deck: %zu", ch.handSize(), ch.deck.size());
    if (ImGui::Button("Take away")) {
      if (edit([&](rapidjson::Document& d) { se::removeCharacter(d, i); })) selectedCharacter_ = -1;
    }
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
      if (edit([&](rapidjson::Document& d) { se::removeIntruder(d, i); })) selectedIntruder_ = -1;
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
      const int shown = r.explorationToken < 0
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
    for (const auto& [text, key, value] :
         {std::tuple{"Fire", "fire", r.fire}, std::tuple{"Malfunction", "malfunction", r.malfunction}}) {
      bool on = value;
      if (ImGui::Checkbox(text, &on)) edit([&](rapidjson::Document& d) { se::setRoom(d, label, key, Value(on)); });
      record(app, std::string("editor.room.") + key);
    }
    int corpses = r.corpses;
    if (ImGui::SliderInt("Corpses", &corpses, 0, 5)) {
      edit([&](rapidjson::Document& d) { se::setRoom(d, label, "corpses", Value(corpses)); });
    }
    return;
  }
  ImGui::TextWrapped("Choose a piece or a room (the Choose tool) to change it here.");
}

void NemesisEditor::drawPosition(ui::PanelContext& app) {
  const ui::ScreenLayout& l = app.screen;
  ui::detail::placeFixed(0, l.height - l.status - l.log, l.boardW(), l.log);
  if (!ImGui::Begin("Scenario", nullptr, ui::detail::kFixedPanelFlags | ImGuiWindowFlags_NoTitleBar)) {
    ImGui::End();
    return;
  }
  const float width = ImGui::GetContentRegionAvail().x;
  drawNameField(app, width * 0.45f);
  ImGui::SameLine(width * 0.5f);
  int round = state_.round;
  ImGui::SetNextItemWidth(width * 0.25f);
  if (ImGui::SliderInt("Round", &round, 1, kLastRound)) {
    edit([&](rapidjson::Document& d) { se::setField(d, "round", Value(round)); });
  }
  drawDescriptionField(app, width, std::max(ImGui::GetFrameHeight(), l.log - ImGui::GetFrameHeightWithSpacing() * 3.2f));
  if (ImGui::Button("Play from here (free play)")) requestPlay(app, playText(true));
  record(app, "editor.play_free");
  ImGui::SameLine();
  if (ImGui::Button("Play by rounds")) requestPlay(app, playText(false));
  record(app, "editor.play_rounds");
  ImGui::SameLine();
  ImGui::Checkbox("Reveal all", &revealAll_);
  record(app, "editor.reveal");
  ui::detail::tooltipText("Shows the face-down exploration tokens (what no player sees until the room is explored).");
  ImGui::End();
}

}  // namespace nemesis::app
