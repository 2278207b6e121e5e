// The Enormity scenario editor (issue 27): the grid map with a palette beside it. A click places the palette's
// piece (a Spacer on a space, a Blip on an intersection, with its facing and token or the reader's defaults) or
// changes the map (a spawn point on an intersection, a space made floor or out of bounds: the map is then
// embedded in the file), a drag moves a Spacer or a Blip, a right click takes it away; the Countdown, the Active
// Pool and the Priority Target are set in the panel. Every edit passes the shared gate (ScenarioEditor::edit): kept only when the
// scenario reader reads the result.
#pragma once

#include <optional>
#include <string>

#include "app/game_registry.hpp"
#include "app/scenario_editor.hpp"
#include "engine/enormity/state.hpp"
#include "render/enormity/enormity_presentation.hpp"
#include "render/enormity/grid_painter.hpp"

namespace nemesis::app {

// A new scenario's text: one Spacer on the corridor map.
[[nodiscard]] std::string newEnormityScenario();

class EnormityEditor final : public ScenarioEditor {
 public:
  enum class Tool : std::uint8_t { Select, Spacer, Blip, SpawnPoint, Floor };

  // Throws DataError naming `start.path` when its text does not read.
  EnormityEditor(const ClientContext& context, const EditorStart& start);

  [[nodiscard]] std::string gameName() const override { return "Enormity"; }
  [[nodiscard]] std::string statusText() const override;
  void fitCamera(view::Camera& camera, view::Rect viewport, float uiScale) const override;
  void drawBoard(const view::Camera& camera, float uiScale) override;
  [[nodiscard]] std::uint64_t frameKey() const override;
  void mouseMoved(view::Vec2 screen, const view::Camera& camera) override;
  void rightClicked(view::Vec2 screen, const view::Camera& camera) override;
  [[nodiscard]] std::optional<view::Vec2> spotOnScreen(std::string_view name,
                                                       const view::Camera& camera) const override;
  bool keyPressed(KeyCode key, std::optional<ui::KeyAction> action, bool shift) override;
  void mouseLeft() override {
    hoverBlip_ = -1;
    hoverSpace_.reset();
  }

  [[nodiscard]] const enormity::State& position() const { return state_; }
  void setTool(Tool tool) { tool_ = tool; }
  [[nodiscard]] static view::Vec2 spaceOnScreen(enormity::Space s, const view::Camera& camera);
  [[nodiscard]] static view::Vec2 pointOnScreen(enormity::Point p, const view::Camera& camera);

 protected:
  [[nodiscard]] std::string check(const std::string& text) const override;
  void reread() override;
  void drawEditorPanels(ui::PanelContext& app) override;
  void clickAt(view::Vec2 screen, const view::Camera& camera) override;
  void dragged(view::Vec2 from, view::Vec2 to, const view::Camera& camera) override;

 private:
  [[nodiscard]] int spacerOn(enormity::Space s) const;  // index, or -1
  [[nodiscard]] int blipIndexAt(view::Vec2 screen, const view::Camera& camera) const;
  [[nodiscard]] std::string nextSpacerName() const;
  void drawPalette(ui::PanelContext& app);
  void drawInspector(ui::PanelContext& app);
  void drawPosition(ui::PanelContext& app);

  std::string assetsDir_;
  mutable Reader<enormity::State> reader_;  // check() reads with it (a const query that keeps what it read)
  enormity::State state_;
  view::enormity::EnormityPresentation presentation_;
  view::enormity::GridPainter painter_;
  Tool tool_ = Tool::Select;
  std::string spacerName_;   // the next Spacer's name ("" the next free one of the usual names)
  int blipFacing_ = -1;      // -1: facing most Spacers (the reader's default), else a Direction
  int blipToken_ = -1;       // -1: drawn from the pool, else a Blip kind
  int selectedSpacer_ = -1;  // the inspector's piece (one of them, -1 the other)
  int selectedBlip_ = -1;    // an index into the Blips
  bool revealAll_ = true;    // the Blips' tokens shown (a player sees them face down)
  int hoverBlip_ = -1;       // an id
  std::optional<enormity::Space> hoverSpace_;
};

}  // namespace nemesis::app
