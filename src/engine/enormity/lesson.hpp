// Enormity lessons (issue 13: "two tutorial lessons for the module"; docs/enormity-formats.md "Lessons"): a
// scenario and ordered steps that teach the Noise roll by playing it on the real engine. A step says something
// (say), asks for one command (do: the player's own click or panel button, with the die faces it will roll
// forced first, so the lesson never depends on luck), or describes what the board just showed (observe).
//
// The runner judges and never applies: the client (or the lab's check) asks `refusal` before its own gate
// applies a command, applies the runner's forced outcomes when a step asks for them, and calls `accepted`
// after. So a lesson plays through the same gate and the same engine as a game. Pure: no SDL, no clock.
//
// Taught means shown: every rule a step's text cites ("ruling R-12", "blip-movement.md") must be cited by an
// event of the lesson's own play, and a ruling must be called one; the reader refuses a lesson that narrates a
// rule it never shows.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "command.hpp"
#include "data_error.hpp"
#include "engine/kernel/lesson_files.hpp"
#include "state.hpp"

namespace nemesis::enormity {

inline constexpr int kLessonVersion = 1;
inline constexpr std::size_t kMaxLessonBytes = std::size_t{256} * 1024;
inline constexpr std::size_t kMaxLessonSteps = 100;
inline constexpr std::size_t kMaxLessonText = 2000;

enum class LessonStepKind : std::uint8_t { Say, Do, Observe };

struct LessonStep {
  LessonStepKind kind = LessonStepKind::Say;
  std::string text;     // what the lesson panel says
  std::string command;  // do: the command expected, in the script grammar ("noise scout", "assign default")
  std::string force;    // do: forced outcomes applied when the step begins ("white=1,0,0"), "" for none
  std::string hint;     // do: said when the player does something else
};

struct Lesson {
  std::string id;     // "first-noise"
  std::string title;  // "Your first Noise roll"
  std::string source;
  State start;
  std::vector<LessonStep> steps;
};

// Reads a lesson ("format": "enormity-lesson", at most kMaxLessonBytes however it was read); its "scenario" names
// a file of assetsDir/scenarios. Every do step's command and forced outcomes are checked by playing the lesson's
// solution from the start: a lesson whose solution the engine refuses is refused here, "FILE: steps[3].do:
// PROBLEM", and so is one whose text cites a rule no event of that play cites. Throws DataError.
[[nodiscard]] Lesson parseLesson(std::string_view text, const std::string& source, const std::string& assetsDir);
[[nodiscard]] Lesson loadLesson(const std::string& path, const std::string& assetsDir);
// The lesson files of a folder (NN-name.json), in order: the kernel's, as for every game.
using nemesis::lessonFiles;

class LessonRunner {
 public:
  explicit LessonRunner(Lesson lesson) : lesson_(std::move(lesson)) {}

  [[nodiscard]] const Lesson& lesson() const { return lesson_; }
  [[nodiscard]] std::size_t stepIndex() const { return step_; }
  // The current step; null once the lesson is over.
  [[nodiscard]] const LessonStep* step() const {
    return step_ < lesson_.steps.size() ? &lesson_.steps[step_] : nullptr;
  }
  [[nodiscard]] bool done() const { return step_ >= lesson_.steps.size(); }

  // Why the lesson does not take `cmd` in state `s` now (the step's hint, or "Press Continue first."), or
  // nothing when it does: the do step's command, or the step's own forced outcomes.
  [[nodiscard]] std::optional<std::string> refusal(const State& s, const Command& cmd) const;
  // The forced outcomes the current do step wants applied before the player acts (once), or nothing.
  [[nodiscard]] std::optional<Command> forcing() const;
  // The forced outcomes were applied (one command of the lesson's play).
  void forced();
  // The command the lesson took was applied: a do step is done.
  void accepted();
  // Continue on a say or observe step; false on a do step or at the end.
  bool next();

  // The runner counts the commands the lesson's play has applied (forced outcomes and each do step's command;
  // nothing else gets through while a step is on): going back tells the client how many of the history's
  // commands to keep, and the step begins again, its forced outcomes due again.
  [[nodiscard]] bool canGoBack() const { return !done_.empty(); }
  // Back to the start of the last do step the player did (Back, Ctrl+Z): the commands to keep, or nothing when
  // no do step is done yet.
  std::optional<std::size_t> back();
  // Back to where the current step began: the commands to keep.
  std::size_t rewindStep();
  // Back to the first step (the client restarts the game from lesson().start).
  void restart();

 private:
  static constexpr std::size_t kNone = ~std::size_t{0};
  struct Done {
    std::size_t step = 0;      // a do step the player did
    std::size_t commands = 0;  // the commands of the play when it began
  };
  void enter(std::size_t step);

  Lesson lesson_;
  std::size_t step_ = 0;
  std::size_t forcedStep_ = kNone;
  std::size_t commands_ = 0;   // commands of the lesson's play so far
  std::size_t stepStart_ = 0;  // commands_ when the current step began
  std::vector<Done> done_;
};

}  // namespace nemesis::enormity
