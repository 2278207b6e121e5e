// An Enormity lesson in the real client uses the one lesson strip every module's lessons use (issue 22): its text
// fits the strip at 1600x900 with no scrollbar at every step of both lessons, Enter continues, Back takes back
// the last step done, Rewind step goes back to where the step began, Skip plays the step, and leaving a lesson
// never asks to save it (nothing of a lesson is unsaved or autosaved).
#include <doctest/doctest.h>

#include <string>

#include "app/enormity/enormity_client.hpp"
#include "client_support.hpp"
#include "engine/enormity/engine.hpp"
#include "engine/enormity/lesson.hpp"
#include "output_dir.hpp"

using namespace clienttest;
namespace en = nemesis::enormity;

namespace {

std::string lessonFile(const std::string& name) {
  return std::string(NEMESIS_ASSETS_DIR) + "/enormity/tutorials/" + name + ".json";
}

nemesis::app::AppOptions lessonOptions(const std::string& name) {
  nemesis::app::AppOptions o = headlessOptions(0, 0);
  o.scenario = lessonFile(name);
  return o;
}

nemesis::app::EnormityClient& client(nemesis::app::App& app) {
  auto* c = dynamic_cast<nemesis::app::EnormityClient*>(moduleOf(app));
  REQUIRE(c != nullptr);
  return *c;
}

std::size_t stepOf(nemesis::app::App& app) {
  return client(app).lesson()->stepIndex();
}

// Everything the strip drew this frame lies inside it: no item hidden below its edge behind a scrollbar.
void checkFitsStrip(nemesis::app::App& app, const char* last) {
  const nemesis::ui::ScreenLayout screen = app.screen();
  const float bottom = screen.menu + screen.lesson;
  REQUIRE(recorded("lesson.text"));
  REQUIRE(recorded(last));
  for (const char* item : {"lesson.text", last}) {
    const nemesis::ui::RecordedItem* r = recordedItems().find(item);
    CAPTURE(item);
    CHECK(r->min.y >= screen.menu);
    CHECK(r->max.y <= bottom);
  }
}

}  // namespace

TEST_CASE("enormity lesson strip: the text fits at 1600x900 at every step of both lessons, and Skip plays each step") {
  for (const char* name : {"01-first-noise", "02-rerolls"}) {
    CAPTURE(name);
    nemesis::app::App app(lessonOptions(name));
    REQUIRE(client(app).lesson() != nullptr);
    ItemRecording recording;
    const std::size_t steps = client(app).lesson()->lesson().steps.size();
    for (std::size_t i = 0; i < steps; ++i) {
      app.request(nemesis::ui::requestOf(nemesis::ui::RequestKind::SkipAnimations));
      redrawn(app);
      CAPTURE(i);
      REQUIRE(stepOf(app) == i);
      CHECK(app.ui().lesson.active);
      CHECK(app.ui().lesson.step == static_cast<int>(i) + 1);
      // The Nemesis strip's buttons, all in the strip with the step's text.
      for (const char* button : {"lesson.back", "lesson.rewind", "lesson.restart"}) CHECK(recorded(button));
      checkFitsStrip(app, "lesson.skip");
      clickWidget(app, "lesson.skip");
    }
    app.request(nemesis::ui::requestOf(nemesis::ui::RequestKind::SkipAnimations));
    redrawn(app);
    CHECK(client(app).lesson()->done());
    CHECK(recorded("lesson.complete"));
    // Lesson 1 offers the next lesson; lesson 2 is the last.
    CHECK(recorded("lesson.nextlesson") == (std::string(name) == "01-first-noise"));
  }
}

TEST_CASE("enormity lesson strip: Enter continues, Back and Rewind step go back, Next lesson opens lesson 2") {
  nemesis::app::App app(lessonOptions("01-first-noise"));
  ItemRecording recording;
  redrawn(app);
  // Enter on a say step is Continue; on a do step it does nothing.
  pressKey(app, SDLK_RETURN);
  REQUIRE(stepOf(app) == 1);
  const en::State ready = client(app).state();  // the step's forced dice queued
  pressKey(app, SDLK_RETURN);
  CHECK(stepOf(app) == 1);
  redrawn(app);
  clickWidget(app, "enormity.noise");
  REQUIRE(stepOf(app) == 2);
  CHECK(client(app).state().roll.stage == en::RollStage::Confidence);
  // Back: the roll is taken back, the do step begins again with its dice forced again, though outside a lesson
  // undo stops at revealed dice.
  redrawn(app);
  REQUIRE(app.ui().lesson.canUndo);
  clickWidget(app, "lesson.back");
  CHECK(stepOf(app) == 1);
  CHECK(client(app).state() == ready);
  CHECK(client(app).log().size() == 1);  // the forced dice, nothing of the roll
  CHECK_FALSE(app.client().canUndo());   // nothing more of the player's to take back
  // Ctrl+Z is Back too.
  redrawn(app);
  clickWidget(app, "enormity.noise");
  REQUIRE(stepOf(app) == 2);
  key(app, SDLK_z, KMOD_CTRL);
  frames(app, 2);
  CHECK(stepOf(app) == 1);
  CHECK(client(app).state() == ready);
  // Rewind step on a do step keeps its forced dice; after the end it takes back what the player explored.
  redrawn(app);
  clickWidget(app, "lesson.rewind");
  CHECK(client(app).state() == ready);
  CHECK(stepOf(app) == 1);
  while (!client(app).lesson()->done()) {
    app.request(nemesis::ui::requestOf(nemesis::ui::RequestKind::LessonSkip));
    frames(app, 1);
  }
  app.request(nemesis::ui::requestOf(nemesis::ui::RequestKind::SkipAnimations));
  const en::State end = client(app).state();
  REQUIRE(client(app).submit(en::MoveSpacer{0, {1, 3}, false}));  // the position is the player's to explore
  CHECK_FALSE(client(app).state() == end);
  app.request(nemesis::ui::requestOf(nemesis::ui::RequestKind::LessonRewind));
  CHECK(client(app).state() == end);
  // Next lesson opens lesson 2 at once: a lesson is never a game to save.
  redrawn(app);
  clickWidget(app, "lesson.nextlesson");
  CHECK_FALSE(app.ui().showSavePrompt);
  REQUIRE(moduleOf(app) != nullptr);
  REQUIRE(client(app).lesson() != nullptr);
  CHECK(client(app).lesson()->lesson().id == "rerolls");
}

TEST_CASE("enormity lesson: leaving it never asks to save, and nothing of it is unsaved or autosaved") {
  nemesis::app::AppOptions o = lessonOptions("01-first-noise");
  o.dataDir = freshDir("enormity-lesson", "leave");
  nemesis::app::App app(o);
  ItemRecording recording;
  redrawn(app);
  pressKey(app, SDLK_RETURN);
  redrawn(app);
  clickWidget(app, "enormity.noise");
  app.request(nemesis::ui::requestOf(nemesis::ui::RequestKind::SkipAnimations));
  redrawn(app);
  clickWidget(app, "lesson.continue");
  REQUIRE(stepOf(app) == 3);
  CHECK_FALSE(app.unsaved());
  CHECK(app.autosavesWritten() == 0);
  CHECK(app.windowTitle().find("Enormity: lesson: Enormity 1") != std::string::npos);
  CHECK(app.windowTitle().find('*') == std::string::npos);
  // A new game (or Open, or Quit) goes ahead without the Save / Don't save / Cancel prompt.
  app.request(nemesis::ui::requestOf(nemesis::ui::RequestKind::Quit));
  CHECK_FALSE(app.ui().showSavePrompt);
  CHECK(app.quitRequested());
}

TEST_CASE("lesson strip: at 1024x640 and at UI scale 2 the buttons stay in the strip, the words scroll above them") {
  struct Size {
    int width;
    int height;
    float scale;
  };
  for (const Size size : {Size{1024, 640, 1.0f}, Size{1600, 900, 2.0f}}) {
    CAPTURE(size.width);
    CAPTURE(size.scale);
    nemesis::app::AppOptions o = lessonOptions("01-first-noise");  // its first step has the longest text
    o.width = size.width;
    o.height = size.height;
    o.uiScale = size.scale;
    nemesis::app::App app(o);
    ItemRecording recording;
    redrawn(app);
    const nemesis::ui::ScreenLayout screen = app.screen();
    CHECK(screen.lesson <= screen.height * 0.3f + 0.5f);  // the board keeps the rest
    for (const char* button : {"lesson.continue", "lesson.back", "lesson.rewind", "lesson.restart", "lesson.skip"}) {
      CAPTURE(button);
      REQUIRE(recorded(button));
      CHECK(recordedItems().find(button)->max.y <= screen.menu + screen.lesson);
    }
    // Continue is there to press (Enter does the same).
    clickWidget(app, "lesson.continue");
    CHECK(stepOf(app) == 1);
  }
}
