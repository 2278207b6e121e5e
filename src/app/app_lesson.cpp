// Lessons in the client: the one lesson strip and its keys for every game's lesson (each game's client plays
// its own lesson, fills the strip's view and answers its buttons: GameClient::lessonView, lessonRequest), the
// lesson menu, and starting a lesson file of any game.
#include "app.hpp"
#include "engine/kernel/basic_replay.hpp"
#include "game_files.hpp"

namespace nemesis::app {

std::string App::lessonFile(const std::string& which) const {
  const ClientGame* game = tutorialGame();
  if (game == nullptr) throw AppError("no game here has a tutorial");
  return game->tutorialLesson(options_.assetsDir, which, settings_.tutorialDone);
}

bool App::startLesson(const std::string& path) {
  try {
    const std::string text = readGameFile(path);
    const std::string format = replay_text::formatOf(text);
    const ClientGame* game = clientGameOfText(text, format);
    if (game == nullptr) throw AppError(path + ": no game here plays a file of format " + format);
    play(*game, game->open(contextFor(*game), text, path));
  } catch (const std::exception& e) {
    setStatus(e.what(), true);
    return false;
  }
  const std::optional<OpenNote> note = client_->opened();
  setStatus(note ? note->status : "Lesson: " + path + ".", false);
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
  client_->lessonRequest(r);
  refreshLessonView();
}

void App::openLessonMenu() {
  ui_.lessons.clear();
  try {
    if (const ClientGame* game = tutorialGame())
      ui_.lessons = game->tutorialLessons(options_.assetsDir, settings_.tutorialDone);
  } catch (const std::exception& e) {
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
  if (client_->lessonAwaitsContinue()) outbox_.requests.push_back(ui::requestOf(ui::RequestKind::LessonNext));
}

void App::refreshLessonView() {
  // The game's lesson in the one strip, or nothing when none is played.
  if (client_->playingLesson()) {
    client_->lessonView(ui_.lesson);
  } else {
    ui_.lesson = {};
  }
}

}  // namespace nemesis::app
