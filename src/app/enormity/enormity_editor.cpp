// The Enormity scenario editor: its board, what a click, a drag and a right click do, and its panels.
#include "enormity_editor.hpp"

#include <imgui.h>

#include <algorithm>
#include <array>
#include <cmath>

#include "engine/enormity/scenario.hpp"
#include "engine/enormity/scenario_edit.hpp"
#include "engine/kernel/fnv1a.hpp"
#include "panel_common.hpp"
#include "render/enormity/grid_layout.hpp"

namespace nemesis::app {

namespace {

namespace en = nemesis::enormity;
namespace ven = nemesis::view::enormity;
namespace se = nemesis::enormity::scenario_edit;
using Value = rapidjson::Value;

// The names a new Spacer takes, the first one free (any other can be typed).
constexpr std::array<const char*, 6> kSpacerNames = {"scout", "medic", "pilot", "tech", "marine", "captain"};
constexpr std::array<const char*, 4> kFacings = {"north", "east", "south", "west"};

void record(ui::PanelContext& c, const std::string& name) {
  ui::detail::recordItem(c.ui.recorder, name.c_str());
}

en::Point nearestPoint(view::Vec2 world) {
  return {static_cast<int>(std::lround(world.x / ven::kSpace)), static_cast<int>(std::lround(world.y / ven::kSpace))};
}

}  // namespace

std::string newEnormityScenario() {
  return "{\n  \"format\": \"enormity-scenario\",\n  \"version\": 1,\n"
         "  \"map\": \"corridor\",\n  \"spacers\": [\n    {\"name\": \"scout\", \"space\": [1, 2]}\n  ]\n}\n";
}

EnormityEditor::EnormityEditor(const ClientContext& context, const EditorStart& start)
    : ScenarioEditor(context.ui, start.text.empty() ? newEnormityScenario() : start.text,
                     start.path.empty() ? std::string(kSource) : start.path),
      assetsDir_(context.assetsDir),
      reader_([assets = assetsDir_](const std::string& text) {
        return en::parseScenario(text, std::string(kSource), assets);
      }),
      painter_(context.art) {
  state_ = en::parseScenario(document().text(), start.path.empty() ? std::string(kSource) : start.path, assetsDir_);
  presentation_.reset(state_);
}

std::string EnormityEditor::check(const std::string& text) const {
  return reader_.verdict(text);
}

void EnormityEditor::reread() {
  state_ = reader_.positionOf(document().text());
  presentation_.reset(state_);
  if (selectedSpacer_ >= state_.spacerCount()) selectedSpacer_ = -1;
  if (selectedBlip_ >= static_cast<int>(state_.blips.size())) selectedBlip_ = -1;
}

std::string EnormityEditor::statusText() const {
  const std::string name = document().member("name");
  return "Scenario editor" + (name.empty() ? std::string() : ": " + name) + " \u00b7 " +
         std::to_string(state_.spacerCount()) + " Spacers \u00b7 " + std::to_string(state_.blips.size()) +
         " Blips \u00b7 Countdown " + (state_.countdown == 0 ? std::string("!") : std::to_string(state_.countdown));
}

void EnormityEditor::fitCamera(view::Camera& camera, view::Rect viewport, float uiScale) const {
  ven::fitMap(camera, state_.topo(), viewport, uiScale);
}

void EnormityEditor::drawBoard(const view::Camera& camera, float uiScale) {
  ven::GridHighlights h;
  h.hoverBlip = hoverBlip_;
  h.hoverSpace = hoverSpace_;
  h.activeSpacer = selectedSpacer_;
  if (selectedBlip_ >= 0) h.blips.push_back(state_.blips[static_cast<std::size_t>(selectedBlip_)].id);
  painter_.draw(presentation_, camera, h, uiScale);
}

std::uint64_t EnormityEditor::frameKey() const {
  Fnv1a h;
  h.put(editorMarks());
  h.put(std::to_string(hoverBlip_) + "," + std::to_string(selectedSpacer_) + "," + std::to_string(selectedBlip_) +
        (hoverSpace_ ? "," + std::to_string(hoverSpace_->x) + ":" + std::to_string(hoverSpace_->y) : std::string()));
  return h.value();
}

view::Vec2 EnormityEditor::spaceOnScreen(en::Space s, const view::Camera& camera) {
  return camera.toScreen(ven::spaceCentre(s));
}

view::Vec2 EnormityEditor::pointOnScreen(en::Point p, const view::Camera& camera) {
  return camera.toScreen(ven::intersectionAt(p));
}

// What a screenshot script's "client click" names: a space ("space 2,3") or an intersection ("point 8,4").
std::optional<view::Vec2> EnormityEditor::spotOnScreen(std::string_view name, const view::Camera& camera) const {
  const bool space = name.rfind("space ", 0) == 0;
  if (!space && name.rfind("point ", 0) != 0) return std::nullopt;
  const std::string_view xy = name.substr(6);
  const std::size_t comma = xy.find(',');
  if (comma == std::string_view::npos || comma == 0 || comma + 1 >= xy.size() || xy.size() > 9) return std::nullopt;
  int v[2] = {0, 0};
  for (int k = 0; k < 2; ++k) {
    const std::string_view part = k == 0 ? xy.substr(0, comma) : xy.substr(comma + 1);
    for (char c : part) {
      if (c < '0' || c > '9') return std::nullopt;
      v[k] = v[k] * 10 + (c - '0');
    }
  }
  return space ? spaceOnScreen({v[0], v[1]}, camera) : pointOnScreen({v[0], v[1]}, camera);
}

bool EnormityEditor::keyPressed(KeyCode key, std::optional<ui::KeyAction> action, bool shift) {
  (void)action;
  (void)shift;
  // The palette's tools by their numbers (shown beside them).
  if (key >= '1' && key <= '5') {
    tool_ = static_cast<Tool>(key - '1');
    return true;
  }
  return false;
}

int EnormityEditor::spacerOn(en::Space s) const {
  for (int i = 0; i < state_.spacerCount(); ++i) {
    if (state_.spacer(i).space == s) return i;
  }
  return -1;
}

int EnormityEditor::blipIndexAt(view::Vec2 screen, const view::Camera& camera) const {
  const int id = ven::blipAt(state_, camera.toWorld(screen));
  for (std::size_t i = 0; i < state_.blips.size(); ++i) {
    if (state_.blips[i].id == id) return static_cast<int>(i);
  }
  return -1;
}

std::string EnormityEditor::nextSpacerName() const {
  if (!spacerName_.empty()) return spacerName_;
  for (const char* name : kSpacerNames) {
    if (std::none_of(state_.spacers.begin(), state_.spacers.end(), [&](const en::Spacer& s) { return s.name == name; }))
      return name;
  }
  return "spacer" + std::to_string(state_.spacerCount() + 1);
}

void EnormityEditor::mouseMoved(view::Vec2 screen, const view::Camera& camera) {
  const view::Vec2 world = camera.toWorld(screen);
  hoverBlip_ = ven::blipAt(state_, world);
  hoverSpace_ = ven::spaceAt(state_.topo(), world);
}

void EnormityEditor::clickAt(view::Vec2 screen, const view::Camera& camera) {
  const view::Vec2 world = camera.toWorld(screen);
  const int blip = blipIndexAt(screen, camera);
  const std::optional<en::Space> space = ven::spaceAt(state_.topo(), world);
  switch (tool_) {
    case Tool::Select:
      selectedBlip_ = blip;
      selectedSpacer_ = blip < 0 && space ? spacerOn(*space) : -1;
      return;
    case Tool::Spacer: {
      if (!space) return;
      const std::string name = nextSpacerName();
      if (edit([&](rapidjson::Document& d) { se::addSpacer(d, name, *space); }, screen)) {
        selectedSpacer_ = state_.spacerCount() - 1;
        selectedBlip_ = -1;
        spacerName_.clear();
      }
      return;
    }
    case Tool::Blip: {
      const en::Point at = nearestPoint(world);
      const std::optional<en::Direction> facing =
          blipFacing_ < 0 ? std::nullopt : std::optional(static_cast<en::Direction>(blipFacing_));
      const std::optional<std::string> token =
          blipToken_ < 0 ? std::nullopt : std::optional(state_.kinds.kinds[static_cast<std::size_t>(blipToken_)].name);
      if (edit([&](rapidjson::Document& d) { se::addBlip(d, at, facing, token); }, screen)) {
        selectedBlip_ = static_cast<int>(state_.blips.size()) - 1;
        selectedSpacer_ = -1;
      }
      return;
    }
    case Tool::SpawnPoint: {
      const en::Point at = nearestPoint(world);
      const bool on = !state_.topo().spawnPointAt(at).has_value();
      edit([&](rapidjson::Document& d) { se::setSpawnPoint(d, state_, at, on); }, screen);
      return;
    }
    case Tool::Floor: {
      if (!space) return;
      const bool floor = !state_.topo().isFloor(*space);
      edit([&](rapidjson::Document& d) { se::setFloor(d, state_, *space, floor); }, screen);
      return;
    }
  }
}

// A drag moves the Blip (to the intersection nearest the release) or the Spacer (to the space) pressed.
void EnormityEditor::dragged(view::Vec2 from, view::Vec2 to, const view::Camera& camera) {
  const int blip = blipIndexAt(from, camera);
  if (blip >= 0) {
    const en::Point at = nearestPoint(camera.toWorld(to));
    if (edit([&](rapidjson::Document& d) { se::moveBlip(d, blip, at); }, to)) selectedBlip_ = blip;
    return;
  }
  const std::optional<en::Space> a = ven::spaceAt(state_.topo(), camera.toWorld(from));
  const std::optional<en::Space> b = ven::spaceAt(state_.topo(), camera.toWorld(to));
  const int spacer = a ? spacerOn(*a) : -1;
  if (spacer < 0 || !b) return;
  if (edit([&](rapidjson::Document& d) { se::moveSpacer(d, spacer, *b); }, to)) selectedSpacer_ = spacer;
}

void EnormityEditor::rightClicked(view::Vec2 screen, const view::Camera& camera) {
  const int blip = blipIndexAt(screen, camera);
  if (blip >= 0) {
    if (edit([&](rapidjson::Document& d) { se::removeBlip(d, blip); }, screen)) selectedBlip_ = -1;
    return;
  }
  const std::optional<en::Space> space = ven::spaceAt(state_.topo(), camera.toWorld(screen));
  const int spacer = space ? spacerOn(*space) : -1;
  if (spacer < 0) return;
  if (edit([&](rapidjson::Document& d) { se::removeSpacer(d, spacer); }, screen)) selectedSpacer_ = -1;
}

void EnormityEditor::drawEditorPanels(ui::PanelContext& app) {
  drawPalette(app);
  drawPosition(app);
}

void EnormityEditor::drawPalette(ui::PanelContext& app) {
  if (!beginPalette(app)) return;
  constexpr std::array<ToolChoice, 5> kTools = {{{"Choose", "select"},
                                                 {"Spacer", "spacer"},
                                                 {"Blip", "blip"},
                                                 {"Spawn point", "spawn"},
                                                 {"Floor", "floor"}}};  // in Tool's order
  int tool = static_cast<int>(tool_);
  drawTools(app, kTools, tool, 3);
  tool_ = static_cast<Tool>(tool);
  if (tool_ == Tool::Spacer) {
    const std::string hint = nextSpacerName();
    char buffer[en::kMaxSpacerName + 1] = {};
    spacerName_.copy(buffer, en::kMaxSpacerName);
    if (ImGui::InputTextWithHint("Name", hint.c_str(), buffer, sizeof buffer)) spacerName_ = buffer;
  }
  if (tool_ == Tool::SpawnPoint) ImGui::TextWrapped("Click an intersection: a spawn point there, or none.");
  if (tool_ == Tool::Floor) ImGui::TextWrapped("Click a space: floor, or out of bounds.");
  if (tool_ == Tool::Blip) {
    if (ImGui::BeginCombo("Facing",
                          blipFacing_ < 0 ? "most Spacers" : kFacings[static_cast<std::size_t>(blipFacing_)])) {
      if (ImGui::Selectable("most Spacers", blipFacing_ < 0)) blipFacing_ = -1;
      for (int k = 0; k < 4; ++k) {
        if (ImGui::Selectable(kFacings[static_cast<std::size_t>(k)], blipFacing_ == k)) blipFacing_ = k;
      }
      ImGui::EndCombo();
    }
    const auto& kinds = state_.kinds.kinds;
    const std::string shown = blipToken_ < 0 ? "drawn from the pool" : kinds[static_cast<std::size_t>(blipToken_)].name;
    if (ImGui::BeginCombo("Token", shown.c_str())) {
      if (ImGui::Selectable("drawn from the pool", blipToken_ < 0)) blipToken_ = -1;
      for (std::size_t k = 0; k < kinds.size(); ++k) {
        if (ImGui::Selectable(kinds[k].name.c_str(), blipToken_ == static_cast<int>(k)))
          blipToken_ = static_cast<int>(k);
      }
      ImGui::EndCombo();
    }
  }
  ImGui::Separator();
  int countdown = state_.countdown == 0 ? 10 : en::kCountdownStart + 1 - state_.countdown;
  const std::string label = state_.countdown == 0 ? std::string("!") : std::to_string(state_.countdown);
  if (ImGui::SliderInt("Countdown", &countdown, 1, 10, label.c_str())) {
    const int value = countdown == 10 ? 0 : en::kCountdownStart + 1 - countdown;
    edit([&](rapidjson::Document& d) { se::setCountdown(d, value); });
  }
  record(app, "editor.countdown");
  int confidence = state_.active.confidence;
  int discipline = state_.active.discipline;
  const bool c1 = ImGui::SliderInt("Confidence", &confidence, 0, 6);
  const bool c2 = ImGui::SliderInt("Discipline", &discipline, 0, 6);
  if (c1 || c2) edit([&](rapidjson::Document& d) { se::setActivePool(d, confidence, discipline); });
  if (state_.priorityTarget >= 0 &&
      ImGui::BeginCombo("Priority Target", state_.spacer(state_.priorityTarget).name.c_str())) {
    for (const en::Spacer& s : state_.spacers) {
      if (ImGui::Selectable(s.name.c_str(), s.name == state_.spacer(state_.priorityTarget).name)) {
        edit([&](rapidjson::Document& d) { se::setPriorityTarget(d, s.name); });
      }
    }
    ImGui::EndCombo();
  }
  ImGui::Separator();
  drawInspector(app);
  endPalette();
}

void EnormityEditor::drawInspector(ui::PanelContext& app) {
  if (selectedSpacer_ >= 0) {
    const int i = selectedSpacer_;
    const en::Spacer& s = state_.spacer(i);
    ImGui::Text("Spacer %s on [%d, %d]", s.name.c_str(), s.space.x, s.space.y);
    int stress = s.stress;
    if (ImGui::SliderInt("Stress", &stress, 0, en::kMaxStress)) {
      edit([&](rapidjson::Document& d) { se::setSpacer(d, i, "stress", Value(stress)); });
    }
    bool alive = s.alive;
    if (ImGui::Checkbox("Alive", &alive))
      edit([&](rapidjson::Document& d) { se::setSpacer(d, i, "alive", Value(alive)); });
    record(app, "editor.spacer.alive");
    return;
  }
  if (selectedBlip_ >= 0) {
    const int i = selectedBlip_;
    const en::Blip& b = state_.blips[static_cast<std::size_t>(i)];
    ImGui::Text("Blip b%d at (%d, %d)", b.id, b.at.x, b.at.y);
    if (ImGui::BeginCombo("Facing", kFacings[static_cast<std::size_t>(b.facing)])) {
      for (std::size_t k = 0; k < kFacings.size(); ++k) {
        if (ImGui::Selectable(kFacings[k], static_cast<std::size_t>(b.facing) == k)) {
          edit([&](rapidjson::Document& d) { se::setBlip(d, i, "facing", textValue(d, kFacings[k])); });
        }
      }
      ImGui::EndCombo();
    }
    const auto& kinds = state_.kinds.kinds;
    if (!revealAll_) {
      ImGui::TextDisabled("Token: face down (a player does not know it)");
      return;
    }
    if (ImGui::BeginCombo("Token", kinds[static_cast<std::size_t>(b.token)].name.c_str())) {
      for (std::size_t k = 0; k < kinds.size(); ++k) {
        if (ImGui::Selectable(kinds[k].name.c_str(), static_cast<std::size_t>(b.token) == k)) {
          edit([&](rapidjson::Document& d) { se::setBlip(d, i, "token", textValue(d, kinds[k].name)); });
        }
      }
      ImGui::EndCombo();
    }
    return;
  }
  ImGui::TextWrapped("Choose a Spacer or a Blip (the Choose tool) to change it here.");
}

void EnormityEditor::drawPosition(ui::PanelContext& app) {
  if (!beginStrip(app)) return;
  if (ImGui::Button("Play from here")) requestPlay(app, document().text());
  record(app, "editor.play_free");
  ImGui::SameLine();
  ImGui::Checkbox("Reveal all", &revealAll_);
  record(app, "editor.reveal");
  ui::detail::tooltipText("Shows each Blip's token; off, the position as a player sees it (every token face down).");
  endStrip();
}

}  // namespace nemesis::app
