// The panels and the log are resizable (issue 15): dragging the board's edge with the right column or with the
// log resizes them, the board re-fits to what is left, the sizes are kept as settings, and a double-click goes
// back to the automatic layout. The column's panels resize against each other, and the column folds away
// (issue 24).
#include <doctest/doctest.h>

#include "client_support.hpp"
#include "ui/panel_common.hpp"
#include "ui/settings.hpp"

namespace {

// Presses on a widget, moves the mouse by (dx, dy) over a few frames as a hand would, and lets go.
void drag(nemesis::app::App& app, const std::string& widget, float dx, float dy) {
  const nemesis::view::Vec2 from = clienttest::itemCentre(widget);
  clienttest::mouseMove(app, from.x, from.y);
  clienttest::frames(app, 1);
  clienttest::mouseButton(app, from.x, from.y, SDL_BUTTON_LEFT, true);
  clienttest::frames(app, 1);
  for (int step = 1; step <= 4; ++step) {
    const float t = static_cast<float>(step) / 4.0f;
    clienttest::mouseMove(app, from.x + dx * t, from.y + dy * t);
    clienttest::frames(app, 1);
  }
  clienttest::mouseButton(app, from.x + dx, from.y + dy, SDL_BUTTON_LEFT, false);
  clienttest::frames(app, 2);
}

}  // namespace

TEST_CASE("dragging the splitters resizes the right column and the log, the board re-fits, double-click resets") {
  clienttest::ItemRecording recording;
  nemesis::app::App app(clienttest::headlessOptions(2));
  clienttest::frames(app, 3);
  clienttest::redrawn(app);
  const nemesis::ui::ScreenLayout before = app.screen();
  const float zoomBefore = app.camera().zoom();
  CHECK(before.side == doctest::Approx(400));
  CHECK(before.log == doctest::Approx(165));

  // The column 150 px wider, the log 100 px taller: the board has less room and fits smaller.
  drag(app, "##split-side", -150, 0);
  clienttest::redrawn(app);
  drag(app, "##split-log", 0, -100);
  const nemesis::ui::ScreenLayout after = app.screen();
  CHECK(after.side == doctest::Approx(550).epsilon(0.01));
  CHECK(after.log == doctest::Approx(265).epsilon(0.01));
  CHECK(app.settings().sidePanel == doctest::Approx(550).epsilon(0.01));
  CHECK(app.settings().logPanel == doctest::Approx(265).epsilon(0.01));
  CHECK(app.camera().viewport().w == doctest::Approx(1600 - 550).epsilon(0.01));
  CHECK(app.camera().zoom() < zoomBefore);

  // Never so wide that the board has less than 40% of the window.
  clienttest::redrawn(app);
  drag(app, "##split-side", -900, 0);
  CHECK(app.screen().side <= 1600 * 0.6f + 0.5f);

  // A double-click on the log's edge gives it back its automatic height.
  clienttest::redrawn(app);
  const nemesis::view::Vec2 grip = clienttest::itemCentre("##split-log");
  for (int i = 0; i < 2; ++i) {
    clienttest::click(app, grip);
    clienttest::frames(app, 1);
  }
  clienttest::frames(app, 2);
  CHECK(app.settings().logPanel == 0);
  CHECK(app.screen().log == doctest::Approx(165));
}

TEST_CASE("the column's Hand, Character board and Intruder bag resize against each other, and the column folds") {
  using nemesis::ui::detail::bagSlot;
  using nemesis::ui::detail::characterSlot;
  using nemesis::ui::detail::handSlot;
  clienttest::ItemRecording recording;
  nemesis::app::App app(clienttest::headlessOptions(2));
  clienttest::frames(app, 3);
  clienttest::redrawn(app);
  const auto hand0 = handSlot(app.screen());
  const auto character0 = characterSlot(app.screen());
  const auto bag0 = bagSlot(app.screen());

  // The Hand's lower edge 60 px down: the Hand grows, the Character board moves down, the bag gives the room.
  drag(app, "##split-hand", 0, 60);
  CHECK(handSlot(app.screen()).h == doctest::Approx(hand0.h + 60).epsilon(0.01));
  CHECK(characterSlot(app.screen()).y == doctest::Approx(character0.y + 60).epsilon(0.01));
  CHECK(characterSlot(app.screen()).h == doctest::Approx(character0.h).epsilon(0.01));
  CHECK(bagSlot(app.screen()).h == doctest::Approx(bag0.h - 60).epsilon(0.01));
  CHECK(app.settings().handPanel == doctest::Approx(hand0.h + 60).epsilon(0.01));
  // The Character board's lower edge 40 px up: it shrinks and the bag grows.
  clienttest::redrawn(app);
  drag(app, "##split-character", 0, -40);
  CHECK(characterSlot(app.screen()).h == doctest::Approx(character0.h - 40).epsilon(0.01));
  CHECK(bagSlot(app.screen()).h == doctest::Approx(bag0.h - 20).epsilon(0.01));
  // Dragged past the bottom, each panel under the edge keeps a title bar and two rows.
  clienttest::redrawn(app);
  drag(app, "##split-hand", 0, 2000);
  CHECK(characterSlot(app.screen()).h >= 3 * 20.0f);
  CHECK(bagSlot(app.screen()).h >= 3 * 20.0f);
  CHECK(bagSlot(app.screen()).y + bagSlot(app.screen()).h <= app.screen().height - app.screen().status + 0.5f);
  // The sizes are settings, kept between sessions.
  const nemesis::ui::Settings kept = app.settings();
  std::vector<std::string> warnings;
  const nemesis::ui::Settings read = nemesis::ui::parseSettings(nemesis::ui::writeSettings(kept), "test", warnings);
  CHECK(read.handPanel == doctest::Approx(kept.handPanel));
  CHECK(read.characterPanel == doctest::Approx(kept.characterPanel));

  // View > Side panels folds the column to a strip: the board takes the room, the column's panels are not drawn.
  const float boardBefore = app.camera().viewport().w;
  clienttest::redrawn(app);
  CHECK(clienttest::recorded("hand.card.0"));
  clienttest::clickWidget(app, "menu.view");
  clienttest::frames(app, 2);
  clienttest::clickWidget(app, "menu.view.side_panels");
  clienttest::redrawn(app);
  CHECK(app.settings().sideCollapsed);
  CHECK(app.screen().collapsed);
  CHECK(app.screen().side == doctest::Approx(nemesis::ui::kCollapsedSide));
  CHECK(app.camera().viewport().w > boardBefore + 300);
  CHECK_FALSE(clienttest::recorded("hand.card.0"));
  CHECK_FALSE(clienttest::recorded("##split-side"));
  CHECK(nemesis::ui::parseSettings(nemesis::ui::writeSettings(app.settings()), "test", warnings).sideCollapsed);
  // The strip's button unfolds it.
  clienttest::clickWidget(app, "column.unfold");
  clienttest::redrawn(app);
  CHECK_FALSE(app.settings().sideCollapsed);
  CHECK(app.camera().viewport().w == doctest::Approx(boardBefore));
  CHECK(clienttest::recorded("hand.card.0"));
  CHECK(warnings.empty());
}
