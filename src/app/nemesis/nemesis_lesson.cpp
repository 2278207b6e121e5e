// Playing a lesson in the client (docs/tutorial-format.md "The runner"): the LessonRunner plays on the App's
// one History, so the board, the panels and the presentation show the lesson like any game. Commands reach
// the runner through the one gate (GameSession::submit, its lesson hook); the lesson panel's buttons arrive as requests (RequestKind::Lesson*).
#include <algorithm>
#include <filesystem>

#include "app_error.hpp"
#include "engine/kernel/quote.hpp"
#include "engine/nemesis/hash.hpp"
#include "engine/nemesis/lesson.hpp"
#include "engine/nemesis/replay.hpp"
#include "game_files.hpp"
#include "nemesis_client.hpp"

namespace nemesis::app {

std::string lessonFileFor(const std::string& tutorialsDir, const std::string& scenariosDir,
                          const std::string& boardsDir, const std::string& which,
                          const std::vector<std::string>& done) {
  std::vector<LessonInfo> lessons;
  try {
    lessons = listLessons(tutorialsDir, scenariosDir, boardsDir);
  } catch (const LessonError& e) {
    throw AppError(e.what());
  }
  if (lessons.empty()) throw AppError(tutorialsDir + ": no lessons there");
  const auto number = [](const LessonInfo& l) {
    return std::filesystem::path(l.path).filename().string().substr(0, 2);
  };
  if (which.empty()) {
    for (const LessonInfo& l : lessons) {
      if (l.error.empty() && std::find(done.begin(), done.end(), l.id) == done.end()) return l.path;
    }
    return lessons.front().path;
  }
  // A number as the file names it ("01") or without its zeros ("1").
  const auto unpadded = [](std::string n) { return n.erase(0, std::min(n.find_first_not_of('0'), n.size())); };
  const bool isNumber = !unpadded(which).empty() &&
                        std::all_of(which.begin(), which.end(), [](char ch) { return ch >= '0' && ch <= '9'; });
  std::string known;
  for (const LessonInfo& l : lessons) {
    if ((isNumber && unpadded(number(l)) == unpadded(which)) || (!l.id.empty() && l.id == which)) return l.path;
    known += (known.empty() ? "" : ", ") + number(l) + " " + (l.id.empty() ? "(does not load)" : l.id);
  }
  throw AppError(quote(which) + " is not a lesson (a number or an id: " + known + ")");
}

void NemesisClient::lessonReply(const LessonReply& reply) {
  if (reply.outcome == LessonOutcome::Accepted) {
    ui_.lesson.refusal.clear();
    if (!lessonStatus_.empty() && ui_.status == lessonStatus_) setStatus("", false);
    lessonStatus_.clear();
    return;
  }
  // A try step's refusal is what the step wanted: the engine's reason, told as news rather than as a mistake.
  const bool wanted = reply.outcome == LessonOutcome::Refused;
  const bool mistake = reply.outcome == LessonOutcome::Hint || reply.outcome == LessonOutcome::Illegal;
  ui_.lesson.refusal = (wanted ? "The engine refused it: " : mistake ? "Not that: " : "") + reply.message;
  ui_.lesson.refusalIsError = !wanted;
  lessonStatus_ = wanted ? ui_.lesson.refusal : reply.message;
  setStatus(lessonStatus_, !wanted);
}

void NemesisClient::lessonRewound(const std::string& status) {
  session_->restartPresentation();  // the board at the runner's state, the log cut to its commands
  summaryCommand_ = static_cast<int>(history().commands().size());
  ui_.lesson.refusal.clear();
  lessonStatus_.clear();
  if (!status.empty()) setStatus(status, false);
  selectCharacter(activeCharacter());
  refreshLessonView();
}

void NemesisClient::playLesson(Lesson lesson, const std::string& path) {
  const std::string title = lesson.title;
  lesson_ = std::make_unique<LessonRunner>(std::move(lesson), history());
  lessonPath_ = path;
  lessonViewOf_.reset();  // a new lesson: its view is filled afresh
  // The runner may have queued the first step's forced outcomes: the board starts from its state.
  presentation().reset(state());
  setStatus("Lesson: " + title + ".", false);
}

// The strip's buttons and keys (pausing is the app's).
void NemesisClient::lessonRequest(const ui::Request& r) {
  if (!lesson_) return;
  // Continue (or Enter) while the board still presents the last move first shows its end: the step whose text
  // tells what happened is read with it on the board, never passed unseen.
  if (r.kind == ui::RequestKind::LessonNext && !presentation().idle()) {
    session_->finish();
    refreshLessonView();
    return;
  }
  // What the board still presents belongs to the step being left: it is shown before the next one starts.
  session_->finish();
  switch (r.kind) {
    case ui::RequestKind::LessonNext: {
      const std::uint64_t before = stateHash(state());
      lessonReply(lesson_->next(r.index));
      // A step entered may queue its forced outcomes (a command of its own): the board takes that state.
      if (stateHash(state()) != before) presentation().reset(state());
      break;
    }
    case ui::RequestKind::LessonRewind:
      lesson_->rewindStep();
      lessonRewound("Back to the start of this step.");
      break;
    case ui::RequestKind::LessonRestart:
      lesson_->restart();
      session_->log().clear();
      lessonRewound("The lesson starts again.");
      break;
    case ui::RequestKind::LessonSkip: {
      // Skipping plays the step as the lesson's solution would: no step is passed without its effect.
      const LessonStep* step = lesson_->step();
      if (step == nullptr) break;
      if (step->kind == LessonStepKind::Do || step->kind == LessonStepKind::Free || step->kind == LessonStepKind::Try) {
        if (const std::optional<Command> cmd = lesson_->solution()) {
          submit(*cmd);
        } else {
          setStatus("This step has no solution to play: do it on the board.", true);
        }
      } else {
        ui::Request next = ui::requestOf(ui::RequestKind::LessonNext);
        next.index = lesson_->rightAnswer();
        lessonRequest(next);
      }
      break;
    }
    default: break;
  }
  refreshLessonView();
}

void NemesisClient::refreshLessonView() {
  ui::LessonView& v = ui_.lesson;
  if (!lesson_) {
    v = {};
    lessonViewOf_.reset();
    return;
  }
  // The text follows the board: while a command's events still play, the panel keeps the step they belong to;
  // when that step is an observe step, its highlights show what to watch, and its text (which tells the result)
  // waits for the end.
  const bool presenting = !presentation().idle() && v.active;
  const LessonStep* current = lesson_->step();
  if (presenting && (current == nullptr || current->kind != LessonStepKind::Observe || v.watching)) return;
  const auto moment = std::make_tuple(lesson_->stepIndex(), history().commands().size(), stateHash(state()));
  if (v.active && !presenting && !v.watching && lessonViewOf_ == moment) return;
  lessonViewOf_ = moment;
  v.watching = presenting;
  // A lesson played to its end is marked done in the settings (the lesson menu shows the mark), and the status
  // line says so: no refusal or wrong answer of a step stays there.
  if (lesson_->finished() && !v.finished) {
    lessonStatus_.clear();
    setStatus("Lesson complete: " + lesson_->lesson().title + ".", false);
  }
  if (lesson_->finished() && ui::markLessonDone(settings_, lesson_->lesson().id) && !settingsPath_.empty()) {
    std::string error;
    if (!ui::saveSettings(settings_, settingsPath_, error)) setStatus(error, true);
  }
  const Lesson& lesson = lesson_->lesson();
  v.active = true;
  v.title = lesson.title;
  v.steps = static_cast<int>(lesson.steps.size());
  v.step = static_cast<int>(lesson_->stepIndex()) + 1;
  v.finished = lesson_->finished();
  v.text = presenting ? "Watch the board." : lesson_->text();
  v.canUndo = lesson_->canUndo();
  v.deadEnd = lesson_->deadEnd().value_or("");
  v.answers.clear();
  v.panels.clear();
  v.rooms.clear();
  v.corridors.clear();
  v.characters.clear();
  if (const LessonStep* step = lesson_->step()) {
    v.kind = step->kind;
    for (const LessonAnswer& a : step->answers) v.answers.push_back(a.text);
    v.panels = step->highlights.panels;
    v.rooms = step->highlights.rooms;
    v.corridors = step->highlights.corridors;
    v.characters = step->highlights.characters;
  }
  v.nextLesson = v.finished ? nextLessonPath() : std::string{};
}

void NemesisClient::lessonView(ui::LessonView& v) {
  // The strip follows the presented moment (refreshLessonView fills the app's ui.lesson itself).
  refreshLessonView();
  if (&v != &ui_.lesson) v = ui_.lesson;
}

bool NemesisClient::lessonAwaitsContinue() {
  // The step the lesson is at, not the one the strip may still show while the board plays its move.
  if (!lesson_ || lesson_->step() == nullptr) return false;
  const LessonStepKind kind = lesson_->step()->kind;
  return kind == LessonStepKind::Say || kind == LessonStepKind::Observe || kind == LessonStepKind::Check;
}

std::string NemesisClient::nextLessonPath() const {
  try {
    const std::vector<std::string> files = lessonFiles(std::filesystem::path(lessonPath_).parent_path().string());
    for (std::size_t i = 0; i + 1 < files.size(); ++i) {
      if (std::filesystem::path(files[i]).filename() == std::filesystem::path(lessonPath_).filename()) {
        return files[i + 1];
      }
    }
  } catch (const FileError&) {
    // No folder to list: no next lesson offered.
  }
  return {};
}

}  // namespace nemesis::app
