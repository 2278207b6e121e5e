// Lessons in the client: the one lesson strip and its keys for every game's lesson (each game's client plays
// its own lesson, fills the strip's view and answers its buttons: GameClient::lessonView, lessonRequest), the
// lesson menu, and starting a lesson file of any game.
#include <algorithm>
#include <filesystem>

#include "app.hpp"
#include "engine/kernel/basic_replay.hpp"
#include "engine/nemesis/lesson.hpp"
#include "game_files.hpp"

namespace nemesis::app {

std::string App::lessonFile(const std::string& which) const {
  return lessonFileFor(options_.assetsDir + "/tutorials", options_.assetsDir + "/scenarios",
                       options_.assetsDir + "/boards", which, settings_.tutorialDone);
}

bool App::startLesson(const std::string& path) {
  // Another game's lesson (the strip's "Next lesson" at the end of one names the next file of its folder) opens
  // as that game's.
  try {
    const std::string text = readGameFile(path);
    if (const ClientGame* game = clientGameOfFormat(replay_text::formatOf(text))) {
      startModule(*game, text, path, {});
      setStatus("Lesson: " + path + ".", false);
      return true;
    }
  } catch (const std::exception& e) {
    setStatus(e.what(), true);
    return false;
  }
  Lesson lesson;
  try {
    lesson = loadLesson(path, options_.assetsDir + "/scenarios", options_.assetsDir + "/boards");
  } catch (const LessonError& e) {
    setStatus(e.what(), true);
    return false;
  }
  startGame(lesson.start, {});
  nemesis_->playLesson(std::move(lesson), path);
  beginGame({});
  refreshLessonView();
  return true;
}

void App::handleLessonRequest(const ui::Request& r) {
  if (!playingLesson()) return;
  // Pausing is the app's; the rest is the lesson's, in the game that plays it.
  if (r.kind == ui::RequestKind::LessonPause) {
    ui_.lesson.paused = r.flag;
    return;
  }
  client().lessonRequest(r);
  refreshLessonView();
}

void App::openLessonMenu() {
  ui_.lessons.clear();
  try {
    for (const LessonInfo& l : listLessons(options_.assetsDir + "/tutorials", options_.assetsDir + "/scenarios",
                                           options_.assetsDir + "/boards")) {
      const bool done =
          std::find(settings_.tutorialDone.begin(), settings_.tutorialDone.end(), l.id) != settings_.tutorialDone.end();
      ui_.lessons.push_back({l.path, std::filesystem::path(l.path).filename().string().substr(0, 2), l.id, l.title,
                             l.error, !l.id.empty() && done});
    }
  } catch (const LessonError& e) {
    setStatus(e.what(), true);  // the menu then says no lessons were found
  }
  ui_.showLessons = true;
}

void App::lessonKey(bool enter) {
  if (!playingLesson()) return;
  const ui::LessonView& v = ui_.lesson;
  // Escape pauses, and Escape again resumes; Enter resumes, else is Continue on a step that takes no move.
  if (!enter || v.paused) {
    ui::Request r = ui::requestOf(ui::RequestKind::LessonPause);
    r.flag = !enter && !v.paused;
    outbox_.requests.push_back(std::move(r));
    return;
  }
  // The step the lesson is at (a Nemesis lesson's view may still show the step whose move the board plays).
  const bool awaits = module_ ? !v.finished && (v.kind == LessonStepKind::Say || v.kind == LessonStepKind::Observe ||
                                                v.kind == LessonStepKind::Check)
                              : nemesis_->lessonAwaitsContinue();
  if (awaits) outbox_.requests.push_back(ui::requestOf(ui::RequestKind::LessonNext));
}

void App::refreshLessonView() {
  if (module_) {
    if (module_->playingLesson()) {
      module_->lessonView(ui_.lesson);  // the other game's lesson, in the same strip
    } else {
      ui_.lesson = {};
    }
    return;
  }
  nemesis_->refreshLessonView();
}

}  // namespace nemesis::app
