// The status bar says every message whole (issue 22): a refusal says in words what was refused and why, never
// "Not allowed:" and never the command's script text; a message longer than the bar wraps onto rows of its own
// (taken from the log, so the board keeps its size), at 1600x900, 1024x640 and UI scale 2; a failed save says
// "Not saved: REASON", for it is not a refusal.
#include <doctest/doctest.h>

#include <string>

#include "client_dialogs_support.hpp"
#include "file_io_support.hpp"

using nemesis::app::App;
using namespace clienttest;

namespace {

struct WindowSize {
  int width;
  int height;
  float uiScale;
};
constexpr WindowSize kSizes[] = {{1600, 900, 1.0f}, {1024, 640, 1.0f}, {1024, 640, 2.0f}, {1600, 900, 2.0f}};

nemesis::app::AppOptions sized(nemesis::app::AppOptions o, const WindowSize& size) {
  o.width = size.width;
  o.height = size.height;
  o.uiScale = size.uiScale;
  return o;
}

// A room of the board that is not next to the character's: a click on it is refused.
int farRoom(const nemesis::GameState& s, int character) {
  const int from = s.character(character).room;
  for (int r = 0; r < s.topo().roomCount(); ++r) {
    if (r != from && s.topo().corridorBetween(from, r) < 0) return r;
  }
  return -1;
}

// The message as the status bar drew it on fresh frames: every word of it, inside the window; or, when `orHover`
// and the window is too small to hold it, every word of it on hover.
void checkShownWhole(App& app, bool orHover = false) {
  redrawn(app);
  CAPTURE(app.ui().status);
  const nemesis::ui::RecordedItem* message = recordedItems().find("status.message");
  REQUIRE(message != nullptr);
  CHECK(message->text == app.ui().status);
  const nemesis::ui::ScreenLayout l = app.screen();
  CHECK(message->min.x >= 0.0f);
  CHECK(message->max.x <= l.width);
  CHECK(message->min.y >= l.height - l.status);
  if (orHover && message->max.y > l.height) {
    mouseMove(app, (message->min.x + message->max.x) * 0.5f, l.height - l.status * 0.5f);
    redrawn(app);
    const nemesis::ui::RecordedItem* whole = recordedItems().find("status.message.whole");
    REQUIRE(whole != nullptr);
    CHECK(whole->text == app.ui().status);
    return;
  }
  CHECK(message->max.y <= l.height);
}

// Everything the bar drew lies inside it: nothing runs past its right edge or below its bottom.
void checkNothingCut(App& app) {
  redrawn(app);
  const ImGuiWindow* bar = ImGui::FindWindowByName("Status bar");
  REQUIRE(bar != nullptr);
  CHECK(bar->ContentSize.x <= bar->Size.x - 2.0f * bar->WindowPadding.x + 0.5f);
  CHECK(bar->ContentSize.y <= bar->Size.y - 2.0f * bar->WindowPadding.y + 0.5f);
}

}  // namespace

TEST_CASE("status bar: a refused move says in words what was refused and why, whole, at every size and UI scale") {
  ItemRecording recording;
  for (const WindowSize& size : kSizes) {
    CAPTURE(size.width);
    CAPTURE(size.uiScale);
    App app(sized(headlessOptions(1, 5), size));
    frames(app);
    const float boardHeight = app.screen().boardH();
    const int room = farRoom(nemesisOf(app).state(), 0);
    REQUIRE(room >= 0);
    click(app, nemesisOf(app).roomOnScreen(room));
    frames(app, 1);
    REQUIRE(app.ui().statusIsError);
    const std::string label = std::to_string(nemesisOf(app).state().topo().room(room).label);
    const std::string& status = app.ui().status;
    CHECK(status.rfind(
              "The " + nemesis::characterName(nemesisOf(app).state(), 0) + " cannot move to room " + label + ".", 0) ==
          0);
    CHECK(status.find("not next to") != std::string::npos);  // the engine's reason follows
    CHECK(status.find("Not allowed") == std::string::npos);
    checkShownWhole(app);
    checkNothingCut(app);
    const float rows = app.screen().statusExtra;
    CHECK(rows > 0.0f);
    CHECK(app.screen().boardH() == doctest::Approx(boardHeight));  // the rows come from the log, not the board
    // A short message gives the log back what it does not need.
    key(app, SDLK_z, KMOD_LCTRL);
    frames(app, 1);
    REQUIRE(app.ui().status == "There is nothing to undo.");
    checkShownWhole(app);
    CHECK(app.screen().statusExtra < rows);
    CHECK(app.screen().boardH() == doctest::Approx(boardHeight));
  }
}

TEST_CASE("status bar: a failed save says \"Not saved:\" and its whole reason, and is not called a refusal") {
  ItemRecording recording;
  for (const WindowSize& size : kSizes) {
    CAPTURE(size.width);
    CAPTURE(size.uiScale);
    App app(sized(headlessOptions(1, 8), size));
    frames(app);
    const std::string path = tempDir("status-not-saved") + "/kept.json";
    test::takeEveryTemporaryName(path);  // the atomic write fails before the rename, as on a full disk
    CHECK_FALSE(app.saveFile(path));
    test::releaseEveryTemporaryName(path);
    CHECK(app.ui().status.rfind("Not saved: ", 0) == 0);
    // Two long paths (the test folder's): at UI scale 2 in 1024x640 the hover shows what the bar cannot hold.
    checkShownWhole(app, true);
  }
}

TEST_CASE("status bar: a refused undo names the move in words, not in script syntax") {
  App app(headlessOptions(1, 3));
  frames(app);
  const int target = reachableNeighbour(nemesisOf(app).state(), 0);
  REQUIRE(target >= 0);
  REQUIRE_FALSE(nemesisOf(app).state().room(target).explored);  // entering reveals its exploration token
  click(app, nemesisOf(app).roomOnScreen(target));
  REQUIRE(nemesisOf(app).history().commands().size() == 1);
  key(app, SDLK_z, KMOD_LCTRL);
  frames(app, 1);
  const std::string& status = app.ui().status;
  CHECK(status.rfind("Cannot undo: the " + nemesis::characterName(nemesisOf(app).state(), 0) + "'s Movement to room " +
                         std::to_string(nemesisOf(app).state().topo().room(target).label) + " revealed ",
                     0) == 0);
  CHECK(status.find("command 1") == std::string::npos);
  CHECK(status.find(" pay ") == std::string::npos);
}

TEST_CASE("status bar: an Enormity game's line and a Careful Movement question's flow onto rows, never cut") {
  ItemRecording recording;
  const WindowSize small{1024, 640, 2.0f};
  {
    nemesis::app::AppOptions o = sized(headlessOptions(0, 0), small);
    o.scenario = std::string(NEMESIS_ASSETS_DIR) + "/enormity/scenarios/first-noise.json";
    App app(o);
    frames(app);
    REQUIRE(moduleOf(app) != nullptr);
    REQUIRE(app.client().submitLine("noise scout", "test", 1));
    checkNothingCut(app);
    CHECK(recorded("status.module"));
  }
  App app(sized(headlessOptions(1, 5), small));
  frames(app);
  SDL_SetModState(KMOD_LSHIFT);
  click(app, nemesisOf(app).roomOnScreen(reachableNeighbour(nemesisOf(app).state(), 0)));
  SDL_SetModState(KMOD_NONE);
  settle(app);
  REQUIRE(nemesisOf(app).state().pending.kind == nemesis::DecisionKind::CarefulCorridor);
  checkNothingCut(app);
}
