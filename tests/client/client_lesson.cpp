// A lesson played in the real client (issue 12 part B): commands from clicks go through the one gate (GameSession::submit) to the
// LessonRunner, which plays on the App's one History; the lesson panel's buttons push requests.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "client_support.hpp"
#include "engine/nemesis/hash.hpp"
#include "render/nemesis/board_painter.hpp"

using namespace clienttest;

namespace {

const std::string kLesson01 = std::string(NEMESIS_ASSETS_DIR) + "/tutorials/01-moving.json";

// A lesson file written for one test, in the test output folder; returns its path.
std::string writeLesson(const std::string& name, const std::string& json) {
  const std::string dir = std::string(NEMESIS_TEST_OUTPUT_DIR) + "/lessons";
  std::filesystem::create_directories(dir);
  const std::string path = dir + "/" + name;
  std::ofstream(path) << json;
  return path;
}

int roomLabelled(const nemesis::GameState& s, int label) {
  return s.topo().roomByLabel(label).value_or(-1);
}

void clickRoomLabelled(nemesis::app::App& app, int label) {
  click(app, nemesisOf(app).roomOnScreen(roomLabelled(nemesisOf(app).state(), label)));
  settle(app);
}

// Continue on the lesson panel, as the player clicks it.
void clickContinue(nemesis::app::App& app) {
  redrawn(app);
  clickWidget(app, "lesson.continue");
}

int characterRoomLabel(const nemesis::app::App& app) {
  const nemesis::GameState& s = nemesisOf(app).state();
  return s.topo().room(s.character(0).room).label;
}

}  // namespace

TEST_CASE("lesson 01 is played to its end by clicks on rooms, on the hand and on the lesson panel's buttons") {
  ItemRecording recording;
  nemesis::app::App app(headlessOptions());
  REQUIRE(app.startLesson(kLesson01));
  REQUIRE(nemesisOf(app).lesson() != nullptr);
  // The board, the panels and the lesson read one History: the runner plays on the App's.
  CHECK(&nemesisOf(app).lesson()->history() == &nemesisOf(app).history());
  redrawn(app);
  CHECK(recorded("lesson.panel"));
  CHECK(recorded("lesson.step.1"));
  CHECK(app.ui().lesson.steps == 10);

  clickContinue(app);
  clickContinue(app);
  clickContinue(app);
  CHECK(nemesisOf(app).lesson()->stepIndex() == 3);  // "Move the Captain to room 2"
  clickRoomLabelled(app, 2);
  CHECK(characterRoomLabel(app) == 2);
  CHECK(nemesisOf(app).presented().character(0).room ==
        nemesisOf(app).state().character(0).room);  // the board shows the move
  CHECK(nemesisOf(app).lesson()->stepIndex() == 4);
  clickContinue(app);  // the check: the Captain is in room 2 with 2 cards
  clickContinue(app);  // Contamination cannot pay

  // The try step: the Contamination card is chosen in the Hand panel, and the engine, not the client, refuses it.
  REQUIRE(nemesisOf(app).lesson()->step()->kind == nemesis::LessonStepKind::Try);
  const std::uint64_t before = nemesis::stateHash(nemesisOf(app).state());
  redrawn(app);
  clickWidget(app, "hand.card.1");  // the hand is now Action 7 and the Contamination card
  CHECK(app.ui().selectedCards == std::vector<int>{1});
  clickRoomLabelled(app, 3);
  // RULE: Contamination cards count toward hand size (and the Surprise check) but can never pay a cost.
  const nemesis::Verdict refused{nemesis::Refusal::ContaminationCannotPay};
  CHECK(app.ui().status == "The engine refused it: The Captain cannot move to room 3. " +
                               nemesis::explain(nemesisOf(app).state(), refused));
  CHECK(app.ui().lesson.refusal == app.ui().status);
  CHECK_FALSE(app.ui().lesson.refusalIsError);  // the refusal the step wanted, not a mistake
  CHECK(characterRoomLabel(app) == 2);
  CHECK(nemesis::stateHash(nemesisOf(app).state()) == before);
  CHECK(nemesisOf(app).lesson()->stepIndex() == 7);
  redrawn(app);
  CHECK(recorded("lesson.refusal"));
  clickContinue(app);  // the check: nothing changed
  CHECK(app.ui().lesson.refusal.empty());

  // Unchosen again, the Action card pays.
  redrawn(app);
  clickWidget(app, "hand.card.1");
  CHECK(app.ui().selectedCards.empty());
  clickRoomLabelled(app, 3);
  CHECK(characterRoomLabel(app) == 3);
  clickContinue(app);
  CHECK(nemesisOf(app).lesson()->finished());
  CHECK_FALSE(app.ui().statusIsError);
  redrawn(app);
  CHECK(recorded("lesson.complete"));
  CHECK(recorded("lesson.nextlesson"));
  CHECK(app.ui().lesson.nextLesson.ends_with("02-exploring.json"));
}

TEST_CASE(
    "in a lesson a wrong legal click shows the lesson's hint and changes nothing, an illegal one the engine's reason") {
  ItemRecording recording;
  nemesis::app::App app(headlessOptions());
  REQUIRE(app.startLesson(kLesson01));
  for (int i = 0; i < 3; ++i) clickContinue(app);
  REQUIRE(nemesisOf(app).lesson()->stepIndex() == 3);
  const std::uint64_t before = nemesis::stateHash(nemesisOf(app).state());
  const std::size_t commands = nemesisOf(app).history().commands().size();

  // Room 3 is a neighbour of the Hibernatorium: legal, but not this step's move.
  clickRoomLabelled(app, 3);
  CHECK(nemesis::stateHash(nemesisOf(app).state()) == before);
  CHECK(nemesisOf(app).history().commands().size() == commands);
  CHECK(app.ui().status == "This lesson wants the Captain in room 2 (highlighted).");
  CHECK(app.ui().statusIsError);
  redrawn(app);
  CHECK(recorded("lesson.refusal"));
  CHECK(app.ui().lesson.refusal == "Not that: " + app.ui().status);

  // Room 5 is not next to the Hibernatorium: the engine's own reason.
  clickRoomLabelled(app, 5);
  CHECK(nemesis::stateHash(nemesisOf(app).state()) == before);
  const nemesis::Move far{0, roomLabelled(nemesisOf(app).state(), 5), nemesis::Payment::of({3})};
  CHECK(app.ui().status ==
        nemesis::refusalText(nemesisOf(app).state(), far, nemesis::validate(nemesisOf(app).state(), far)));
  CHECK(app.ui().status.find("not next to") != std::string::npos);
  CHECK(nemesisOf(app).lesson()->stepIndex() == 3);
}

TEST_CASE("in a lesson Back takes the move back, Rewind step restores the step's start, and saving is not offered") {
  ItemRecording recording;
  const std::string path = writeLesson(
      "01-free.json",
      R"({"format": "nemesis-lesson", "version": 1, "id": "free", "title": "Free", "teaches": ["MovementCost"],
    "scenario": {"format": "nemesis-scenario", "version": 1, "board": "training", "seed": 1, "free_play": true,
      "characters": [{"class": "captain", "room": 1, "hand": [3, 7, 9]}],
      "rooms": [{"room": 2, "tile": "Storage", "explored": true}, {"room": 3, "tile": "Surgery", "explored": true}]},
    "steps": [{"kind": "free", "objective": "Reach room 5.", "condition": {"character_in": ["captain", 5]},
               "solution": ["move captain 2", "move captain 5"]}]})");
  nemesis::app::App app(headlessOptions());
  REQUIRE_MESSAGE(app.startLesson(path), app.ui().status);
  frames(app);  // the camera fits the board on the first frame
  const std::uint64_t start = nemesisOf(app).lesson()->stepStartHash();
  CHECK(nemesis::stateHash(nemesisOf(app).state()) == start);

  clickRoomLabelled(app, 2);
  REQUIRE_MESSAGE(characterRoomLabel(app) == 2, app.ui().status);
  clickRoomLabelled(app, 3);
  REQUIRE(characterRoomLabel(app) == 3);
  CHECK(nemesis::stateHash(nemesisOf(app).state()) != start);

  redrawn(app);
  clickWidget(app, "lesson.back");
  CHECK(characterRoomLabel(app) == 2);
  CHECK(nemesisOf(app).presented().character(0).room == nemesisOf(app).state().character(0).room);

  redrawn(app);
  clickWidget(app, "lesson.rewind");
  CHECK(nemesis::stateHash(nemesisOf(app).state()) == start);
  CHECK(nemesis::stateHash(nemesisOf(app).presented()) == start);
  CHECK(nemesisOf(app).history().commands().size() == 0);

  // A lesson is not saved: the request is refused with the reason, and nothing is marked unsaved.
  app.request(nemesis::ui::requestOf(nemesis::ui::RequestKind::Save, path + ".never.json"));
  CHECK(app.ui().status == nemesis::ui::kLessonNotSaved);
  CHECK_FALSE(std::filesystem::exists(path + ".never.json"));
  CHECK_FALSE(app.unsaved());
}

TEST_CASE("in a lesson Enter continues, Escape pauses and resumes, and Skip plays the step's solution") {
  ItemRecording recording;
  nemesis::app::App app(headlessOptions());
  REQUIRE(app.startLesson(kLesson01));
  frames(app);
  pressKey(app, SDLK_RETURN);
  CHECK(nemesisOf(app).lesson()->stepIndex() == 1);
  pressKey(app, SDLK_ESCAPE);
  CHECK(app.ui().lesson.paused);
  redrawn(app);
  CHECK(recorded("lesson.paused"));
  pressKey(app, SDLK_RETURN);  // paused: Enter resumes, and does not continue
  CHECK_FALSE(app.ui().lesson.paused);
  CHECK(nemesisOf(app).lesson()->stepIndex() == 1);
  pressKey(app, SDLK_RETURN);
  pressKey(app, SDLK_RETURN);
  REQUIRE(nemesisOf(app).lesson()->stepIndex() == 3);
  redrawn(app);
  clickWidget(app, "lesson.skip");
  settle(app);
  CHECK(characterRoomLabel(app) == 2);
  CHECK(nemesisOf(app).lesson()->stepIndex() == 4);
}

TEST_CASE("an ask step shows its answers as buttons: a wrong one says the engine's answer, the right one goes on") {
  ItemRecording recording;
  nemesis::app::App app(headlessOptions());
  REQUIRE(app.startLesson(std::string(NEMESIS_ASSETS_DIR) + "/tutorials/03-noise-roll.json"));
  frames(app);
  for (const nemesis::LessonStep* step = nemesisOf(app).lesson()->step();
       step != nullptr && step->kind != nemesis::LessonStepKind::Ask; step = nemesisOf(app).lesson()->step()) {
    redrawn(app);
    clickWidget(app, step->kind == nemesis::LessonStepKind::Do ? "lesson.skip" : "lesson.continue");
    settle(app);
  }
  REQUIRE(nemesisOf(app).lesson()->step() != nullptr);
  const std::size_t ask = nemesisOf(app).lesson()->stepIndex();
  const int right = nemesisOf(app).lesson()->rightAnswer();
  REQUIRE(right >= 0);
  redrawn(app);
  CHECK(recorded("lesson.answer.0"));
  CHECK(recorded("lesson.answer.1"));
  CHECK_FALSE(recorded("lesson.continue"));
  clickWidget(app, "lesson.answer." + std::to_string(1 - right));
  CHECK(nemesisOf(app).lesson()->stepIndex() == ask);
  // The wrong answer is told why, in words: the engine's answer, what it found, and the rule.
  const std::string& said = app.ui().lesson.refusal;
  const nemesis::LessonStep* step = nemesisOf(app).lesson()->step();
  REQUIRE(step != nullptr);
  const std::vector<nemesis::LessonAnswer>& answers = step->answers;
  REQUIRE(answers.size() == 2);
  CHECK(said.starts_with("Not \"" + answers[static_cast<std::size_t>(1 - right)].text +
                         "\": the engine's answer is \"" + answers[static_cast<std::size_t>(right)].text + "\". "));
  CHECK(said.ends_with(
      " leads to corridor 1-4, which already holds a Noise marker: an Encounter (seed 004, Noise Roll)."));
  CHECK(said.find("Not that:") == std::string::npos);
  redrawn(app);
  // The reason and the buttons fit the strip above the board: Skip is drawn inside it, not scrolled away.
  const nemesis::ui::RecordedItem* skip = recordedItems().find("lesson.skip");
  REQUIRE(skip != nullptr);
  CHECK(skip->max.y <= app.screen().menu + app.screen().lesson);
  CHECK(app.ui().status == said);
  CHECK(app.ui().statusIsError);
  redrawn(app);
  clickWidget(app, "lesson.answer." + std::to_string(right));
  CHECK(nemesisOf(app).lesson()->stepIndex() > ask);
  // Answered: the wrong answer no longer stands red in the status bar.
  CHECK_FALSE(app.ui().statusIsError);
  CHECK(app.ui().status.find("the engine's answer is") == std::string::npos);
}

TEST_CASE("a refusal in the status bar does not outlive the lesson: the end says the lesson is complete") {
  ItemRecording recording;
  nemesis::app::App app(headlessOptions());
  REQUIRE(app.startLesson(std::string(NEMESIS_ASSETS_DIR) + "/tutorials/03-noise-roll.json"));
  frames(app);
  // Every step played by Skip, but a wrong answer given first at the last ask step, the lesson's last step.
  for (int guard = 0; guard < 40 && !nemesisOf(app).lesson()->finished(); ++guard) {
    const nemesis::LessonStep* step = nemesisOf(app).lesson()->step();
    REQUIRE(step != nullptr);
    if (step->kind == nemesis::LessonStepKind::Ask &&
        nemesisOf(app).lesson()->stepIndex() + 1 == nemesisOf(app).lesson()->lesson().steps.size()) {
      redrawn(app);
      clickWidget(app, "lesson.answer." + std::to_string(nemesisOf(app).lesson()->rightAnswer() == 0 ? 1 : 0));
      REQUIRE(app.ui().statusIsError);
    }
    redrawn(app);
    clickWidget(app, "lesson.skip");
    settle(app);
  }
  frames(app);
  CHECK_FALSE(app.ui().statusIsError);
  CHECK(app.ui().status == "Lesson complete: " + nemesisOf(app).lesson()->lesson().title + ".");
}

TEST_CASE("a step that can no longer be done shows the dead-end box with its Rewind button") {
  ItemRecording recording;
  const std::string path = writeLesson(
      "02-dead.json",
      R"({"format": "nemesis-lesson", "version": 1, "id": "dead", "title": "Dead", "teaches": ["MovementCost"],
    "scenario": {"format": "nemesis-scenario", "version": 1, "board": "training", "seed": 1, "free_play": true,
      "characters": [{"class": "captain", "room": 1, "hand": [3, 7, 9]}]},
    "steps": [{"kind": "check", "text": "Is the Captain in room 5?", "condition": {"character_in": ["captain", 5]}}]})");
  nemesis::app::App app(headlessOptions());
  REQUIRE_MESSAGE(app.startLesson(path), app.ui().status);
  redrawn(app);
  CHECK(recorded("lesson.deadend"));
  CHECK(recorded("lesson.deadend.rewind"));
  CHECK(app.ui().lesson.deadEnd.find("rewind the step") != std::string::npos);
}

TEST_CASE("a lesson step's rooms, corridors, characters and panels are outlined, and go with the step") {
  ItemRecording recording;
  nemesis::app::App app(headlessOptions());
  REQUIRE(app.startLesson(kLesson01));
  redrawn(app);
  // Step 1: the Captain and the hand.
  CHECK(nemesisOf(app).highlights().lessonCharacters == std::vector<int>{0});
  CHECK(nemesisOf(app).highlights().lessonRooms.empty());
  CHECK(recorded("lesson.outline.hand"));
  CHECK_FALSE(recorded("lesson.outline.log"));
  clickContinue(app);
  // Step 2: rooms 2, 3, 4 and the corridors to them.
  redrawn(app);
  const nemesis::GameState& s = nemesisOf(app).state();
  CHECK(nemesisOf(app).highlights().lessonRooms ==
        std::vector<int>{roomLabelled(s, 2), roomLabelled(s, 3), roomLabelled(s, 4)});
  CHECK(nemesisOf(app).highlights().lessonCorridors.size() == 3);
  CHECK(nemesisOf(app).highlights().lessonCorridors.front() ==
        s.topo().corridorBetween(roomLabelled(s, 1), roomLabelled(s, 2)));
  CHECK_FALSE(recorded("lesson.outline.hand"));
  // The outline pulses: its phase moves with the frame time.
  const float pulse = nemesisOf(app).highlights().lessonPulse;
  frames(app, 1, 0.1f);
  CHECK(nemesisOf(app).highlights().lessonPulse != doctest::Approx(pulse));
  // Paused, nothing is highlighted.
  pressKey(app, SDLK_ESCAPE);
  CHECK(nemesisOf(app).highlights().lessonRooms.empty());
}

TEST_CASE("--tutorial starts a lesson by id or number, or the first lesson not yet done") {
  nemesis::app::AppOptions o = headlessOptions(0);
  o.tutorial = "moving";
  {
    nemesis::app::App app(o);
    REQUIRE(nemesisOf(app).lesson() != nullptr);
    CHECK(nemesisOf(app).lesson()->lesson().id == "moving");
    CHECK(app.startupError().empty());
    CHECK(app.windowTitle() == "Nemesis companion \u2014 lesson: Moving and paying with Action cards");
    CHECK_FALSE(app.ui().showNewGame);
  }
  o.tutorial = "2";
  {
    nemesis::app::App app(o);
    REQUIRE(nemesisOf(app).lesson() != nullptr);
    CHECK(nemesisOf(app).lesson()->lesson().id == "exploring");
  }
  const std::string tutorials = std::string(NEMESIS_ASSETS_DIR) + "/tutorials";
  const std::string scenarios = std::string(NEMESIS_ASSETS_DIR) + "/scenarios";
  const std::string boards = std::string(NEMESIS_ASSETS_DIR) + "/boards";
  CHECK(nemesis::app::lessonFileFor(tutorials, scenarios, boards, "", {"moving"}).ends_with("02-exploring.json"));
  CHECK(nemesis::app::lessonFileFor(tutorials, scenarios, boards, "03", {}).ends_with("03-noise-roll.json"));
  CHECK_THROWS_WITH_AS(nemesis::app::lessonFileFor(tutorials, scenarios, boards, "99", {}),
                       doctest::Contains("\"99\" is not a lesson"), nemesis::app::AppError);
}

TEST_CASE("a lesson played to its end is saved as done in the settings and marked in the lesson menu") {
  ItemRecording recording;
  const std::string dir = std::string(NEMESIS_TEST_OUTPUT_DIR) + "/lesson-settings";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  nemesis::app::AppOptions o = headlessOptions(0);
  o.settingsPath = dir + "/settings.ini";
  {
    nemesis::app::App app(o);
    frames(app);
    // "Learn to play" in the new-game window (the start screen) opens the lesson menu.
    REQUIRE(app.ui().showNewGame);
    redrawn(app);
    clickWidget(app, "newgame.learn");
    CHECK(app.ui().showLessons);
    REQUIRE(app.ui().lessons.size() >= 3);
    CHECK(app.ui().lessons[0].number == "01");
    CHECK(app.ui().lessons[0].title == "Moving and paying with Action cards");
    CHECK_FALSE(app.ui().lessons[0].done);
    redrawn(app);
    clickWidget(app, "lessons.todo.0");
    REQUIRE(nemesisOf(app).lesson() != nullptr);
    CHECK(nemesisOf(app).lesson()->lesson().id == "moving");
    CHECK_FALSE(app.ui().showNewGame);
    for (int i = 0; i < 12 && !nemesisOf(app).lesson()->finished(); ++i) {
      app.request(nemesis::ui::requestOf(nemesis::ui::RequestKind::LessonSkip));
      settle(app);
    }
    REQUIRE(nemesisOf(app).lesson()->finished());
    frames(app);
    CHECK(app.settings().tutorialDone == std::vector<std::string>{"moving"});
  }
  std::vector<std::string> warnings;
  CHECK(nemesis::ui::loadSettings(o.settingsPath, warnings).tutorialDone == std::vector<std::string>{"moving"});
  CHECK(warnings.empty());
  // The next run shows the mark, through Help > Tutorial.
  nemesis::app::App app(o);
  frames(app);
  app.request(nemesis::ui::requestOf(nemesis::ui::RequestKind::OpenLessons));
  redrawn(app);
  CHECK(app.ui().lessons[0].done);
  CHECK(recorded("lessons.done.0"));
  CHECK(recorded("lessons.todo.1"));
}

TEST_CASE("the first launch offers the tutorial at the top of the new-game window until it is declined") {
  ItemRecording recording;
  const std::string dir = std::string(NEMESIS_TEST_OUTPUT_DIR) + "/lesson-offer";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  nemesis::app::AppOptions o = headlessOptions(0);
  o.settingsPath = dir + "/settings.ini";
  {
    nemesis::app::App app(o);
    frames(app);
    REQUIRE(app.ui().showNewGame);
    redrawn(app);
    CHECK(recorded("newgame.offer"));
    clickWidget(app, "newgame.offer.decline");
    CHECK_FALSE(app.settings().tutorialOffer);
    redrawn(app);
    CHECK_FALSE(recorded("newgame.offer"));
    CHECK(recorded("newgame.learn"));  // the tutorial is still one click away
  }
  std::vector<std::string> warnings;
  CHECK_FALSE(nemesis::ui::loadSettings(o.settingsPath, warnings).tutorialOffer);
  nemesis::app::App again(o);
  redrawn(again);
  CHECK(again.ui().showNewGame);
  CHECK_FALSE(recorded("newgame.offer"));
}

// Issue 22: "Start the tutorial" opened the lesson menu, one more choice for a player who had just made it.
TEST_CASE("the first launch's \"Start the tutorial\" starts lesson 1, \"Learn to play\" opens the lesson menu") {
  ItemRecording recording;
  {
    nemesis::app::App app(headlessOptions(0));
    redrawn(app);
    clickWidget(app, "newgame.offer.start");
    REQUIRE(nemesisOf(app).lesson() != nullptr);
    CHECK(nemesisOf(app).lesson()->lesson().id == "moving");
    CHECK(nemesisOf(app).lesson()->stepIndex() == 0);
    CHECK_FALSE(app.ui().showLessons);
    CHECK_FALSE(app.ui().showNewGame);
  }
  nemesis::app::App app(headlessOptions(0));
  redrawn(app);
  clickWidget(app, "newgame.learn");
  CHECK(app.ui().showLessons);
  CHECK(nemesisOf(app).lesson() == nullptr);
}

TEST_CASE("a player who has done a lesson is not offered the tutorial again") {
  ItemRecording recording;
  nemesis::app::App app(headlessOptions(0));
  app.settings().tutorialDone = {"moving"};
  redrawn(app);
  REQUIRE(app.ui().showNewGame);
  CHECK_FALSE(recorded("newgame.offer"));
}

TEST_CASE("an observe step outlines what to watch while the board plays the move, and tells the result once shown") {
  ItemRecording recording;
  nemesis::app::App app(headlessOptions());
  REQUIRE(app.startLesson(std::string(NEMESIS_ASSETS_DIR) + "/tutorials/15-fire-malfunction.json"));
  frames(app);
  pressKey(app, SDLK_RETURN);
  REQUIRE(nemesisOf(app).lesson()->step()->kind == nemesis::LessonStepKind::Do);
  click(app, nemesisOf(app).roomOnScreen(
                 roomLabelled(nemesisOf(app).state(), 6)));  // the move, and its exploration, start to play
  frames(app, 1);
  REQUIRE(nemesisOf(app).lesson()->step()->kind == nemesis::LessonStepKind::Observe);
  const std::size_t observe = nemesisOf(app).lesson()->stepIndex();
  REQUIRE_FALSE(nemesisOf(app).presentation().idle());
  CHECK(app.ui().lesson.watching);
  CHECK(app.ui().lesson.text == "Watch the board.");  // the result is not told before the board shows it
  CHECK(app.ui().lesson.rooms == std::vector<int>{roomLabelled(nemesisOf(app).state(), 6)});
  redrawn(app);
  CHECK(recorded("lesson.watching"));
  CHECK_FALSE(recorded("lesson.continue"));
  // Enter shows the end of the move; it does not pass the step unread.
  pressKey(app, SDLK_RETURN);
  CHECK(nemesisOf(app).presentation().idle());
  CHECK(nemesisOf(app).lesson()->stepIndex() == observe);
  CHECK_FALSE(app.ui().lesson.watching);
  CHECK(app.ui().lesson.text.find("A Malfunction marker now lies in room 6") != std::string::npos);
  redrawn(app);
  CHECK(recorded("lesson.continue"));
  pressKey(app, SDLK_RETURN);
  CHECK(nemesisOf(app).lesson()->stepIndex() == observe + 1);
}

TEST_CASE("in a lesson played by rounds P passes at once: nothing to confirm, no hand-over screen") {
  ItemRecording recording;
  nemesis::app::App app(headlessOptions());
  REQUIRE(app.startLesson(std::string(NEMESIS_ASSETS_DIR) + "/tutorials/11-rounds.json"));
  frames(app);
  pressKey(app, SDLK_RETURN);
  REQUIRE(nemesisOf(app).lesson()->step()->kind == nemesis::LessonStepKind::Do);
  // Outside a lesson the last Pass of a round asks first (it reveals the Event card); in a lesson the outcomes
  // are forced and undo takes anything back, so there is nothing to confirm.
  pressKey(app, SDLK_p);
  CHECK_FALSE(nemesisOf(app).confirmation().open);
  CHECK(nemesisOf(app).lesson()->stepIndex() == 2);
  skipPresentation(app);
  pressKey(app, SDLK_RETURN);
  REQUIRE(nemesisOf(app).lesson()->stepIndex() == 3);
  CHECK(app.ui().handOver == -1);
  pressKey(app, SDLK_p);
  CHECK_FALSE(nemesisOf(app).confirmation().open);
  CHECK(nemesisOf(app).lesson()->stepIndex() >= 4);
}

TEST_CASE("keyboard only: the lesson menu is worked with the arrow keys and Space") {
  ItemRecording recording;
  nemesis::app::App app(headlessOptions());
  frames(app);
  app.request(nemesis::ui::requestOf(nemesis::ui::RequestKind::OpenLessons));
  frames(app, 3);
  REQUIRE(app.ui().showLessons);
  // Dear ImGui's keyboard navigation, on while a dialog is open: Down to the second lesson, Space picks it.
  pressKey(app, SDLK_DOWN);
  pressKey(app, SDLK_SPACE);
  frames(app, 3);
  REQUIRE(nemesisOf(app).lesson() != nullptr);
  CHECK(nemesisOf(app).lesson()->lesson().id == "exploring");
}
