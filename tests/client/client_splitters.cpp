// The panels and the log are resizable (issue 15): dragging the board's edge with the right column or with the
// log resizes them, the board re-fits to what is left, the sizes are kept as settings, and a double-click goes
// back to the automatic layout.
#include <doctest/doctest.h>

#include "client_support.hpp"

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
