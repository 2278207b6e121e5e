// The Nemesis scenario editor (issue 27): the game's board with a palette beside it. A click places the palette's
// piece (a character, an Intruder, a Noise marker, a Door, Fire, Malfunction, an explored room), a drag moves a
// character or an Intruder, a right click takes away what is under it; undo and redo take back every edit. Each
// edit changes the scenario's JSON (scenario_edit.hpp) and is kept only when the scenario reader reads the result
// (EditDocument): a refused edit changes nothing, and the reader's reason is shown by the piece on the board and in
// the status line. Save writes the scenario file (the file as opened while nothing is edited); Play starts a game
// from the position, in free play or by rounds.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "app/game_registry.hpp"
#include "app/scenario_editor.hpp"
#include "engine/nemesis/state.hpp"
#include "render/nemesis/animation.hpp"
#include "render/nemesis/layout.hpp"
#include "render/nemesis/scene.hpp"

namespace nemesis::view {
class Art;
class BoardPainter;
}  // namespace nemesis::view

namespace nemesis::app {

// A new scenario's text: the smallest file (the default party, nothing else).
[[nodiscard]] std::string newNemesisScenario();

class NemesisEditor final : public ScenarioEditor {
 public:
  // What a click on the board does (the palette's choice).
  enum class Tool : std::uint8_t { Select, Character, Intruder, Noise, Door, Fire, Malfunction, Explore };

  // Throws ScenarioError naming `start.path` when its text does not read.
  NemesisEditor(const ClientContext& context, const EditorStart& start);
  ~NemesisEditor() override;
  NemesisEditor(const NemesisEditor&) = delete;
  NemesisEditor& operator=(const NemesisEditor&) = delete;

  [[nodiscard]] std::string gameName() const override { return "Nemesis"; }
  [[nodiscard]] std::string statusText() const override;
  void fitCamera(view::Camera& camera, view::Rect viewport, float uiScale) const override;
  void drawBoard(const view::Camera& camera, float uiScale) override;
  [[nodiscard]] std::uint64_t frameKey() const override;
  void mouseMoved(view::Vec2 screen, const view::Camera& camera) override;
  void rightClicked(view::Vec2 screen, const view::Camera& camera) override;
  void mouseLeft() override { hoverRoom_ = -1; }
  [[nodiscard]] std::optional<view::Vec2> spotOnScreen(std::string_view name,
                                                       const view::Camera& camera) const override;
  bool keyPressed(KeyCode key, std::optional<ui::KeyAction> action, bool shift) override;

  [[nodiscard]] const GameState& position() const { return state_; }
  void setTool(Tool tool) { tool_ = tool; }
  void setClass(CharacterClass cls) { class_ = cls; }
  void setIntruderType(IntruderType type) { intruderType_ = type; }
  [[nodiscard]] int viewAs() const { return viewAs_; }
  // The text Play sends: the position, by rounds or in free play.
  [[nodiscard]] std::string playText(bool freePlay) const;
  [[nodiscard]] view::Vec2 roomOnScreen(int room, const view::Camera& camera) const;
  [[nodiscard]] std::optional<view::Vec2> characterOnScreen(int character, const view::Camera& camera) const;
  [[nodiscard]] std::optional<view::Vec2> intruderOnScreen(int index, const view::Camera& camera) const;
  [[nodiscard]] view::Vec2 passageOnScreen(PassageId passage, const view::Camera& camera) const;

 protected:
  [[nodiscard]] std::string check(const std::string& text) const override;
  void reread() override;
  void drawEditorPanels(ui::PanelContext& app) override;
  void clickAt(view::Vec2 screen, const view::Camera& camera) override;
  void dragged(view::Vec2 from, view::Vec2 to, const view::Camera& camera) override;

 private:
  // What is under a screen point: a character's or an Intruder's miniature (index), the room, the corridor.
  struct Spot {
    int room = -1;
    int character = -1;
    int intruder = -1;
    PassageId passage = kNoPassage;
  };
  [[nodiscard]] Spot spotAt(view::Vec2 screen, const view::Camera& camera) const;
  [[nodiscard]] view::BoardLayout::Pieces piecesOf(int room) const;
  template <class Piece>
  [[nodiscard]] std::optional<view::Vec2> pieceOnScreen(const std::vector<Piece>& pieces, int index,
                                                        std::vector<view::Vec2> view::BoardLayout::Pieces::*slots,
                                                        const view::Camera& camera) const;
  void removeAt(const Spot& spot, view::Vec2 screen);
  void drawPalette(ui::PanelContext& app);
  void drawInspector(ui::PanelContext& app);
  void drawPosition(ui::PanelContext& app);
  void drawCards(ui::PanelContext& app, int character);
  void drawRounds(ui::PanelContext& app);
  void drawTokens(ui::PanelContext& app);

  view::Art& art_;
  std::string boardsDir_;
  mutable Reader<GameState> reader_;  // check() reads with it (a const query that keeps what it read)
  // The board the layout and the painter hold (each reading of the document makes its own copy of the board: this
  // first one is kept for them).
  std::shared_ptr<const Board> board_;
  GameState state_;
  view::Scene scene_;
  std::unique_ptr<view::BoardLayout> layout_;
  std::unique_ptr<view::BoardPainter> painter_;
  view::AnimationQueue noAnimations_;
  Tool tool_ = Tool::Select;
  CharacterClass class_ = CharacterClass::Scout;
  IntruderType intruderType_ = IntruderType::Adult;
  int viewAs_ = -1;  // the player whose view is shown (-1: everything, the hidden things revealed)
  int hoverRoom_ = -1;
  // The piece or room the inspector shows (one of them, -1 the others).
  int selectedCharacter_ = -1;
  int selectedIntruder_ = -1;
  int selectedRoom_ = -1;
};

}  // namespace nemesis::app
