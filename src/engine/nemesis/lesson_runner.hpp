// Plays a lesson on the real engine (docs/tutorial-format.md "The runner"): the steps in order, every
// command through History::apply (the engine's one gate; forced outcomes are queued by a `force` command),
// undo always allowed, a step rewound to the state it began in, and a dead end said rather than suffered.
// Pure and deterministic like the engine: the client (part B) and nemesis-lab drive it the same way.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine.hpp"
#include "history.hpp"
#include "lesson.hpp"

namespace nemesis {

enum class LessonOutcome : std::uint8_t {
  Accepted,  // the command was applied / the step was passed
  Hint,      // a legal command that is not this step's: nothing changed, `message` is the lesson's hint
  Illegal,   // the engine refused the command: nothing changed, `message` is the engine's reason (explain)
  NotNow,    // this step does not take that (a command on a say step, `next` on a do step...)
  Waiting,   // check: the condition does not hold yet; `message` says what is missing
  Wrong,     // ask: not the answer the engine computes; `message` names the right one and why
  Refused,   // try: the engine refused the command for the step's rule, as the step wanted: `message` is the
             // engine's reason, `verdict` its verdict, and the lesson moved on (nothing else changed)
};

struct LessonReply {
  LessonOutcome outcome = LessonOutcome::NotNow;
  std::string message;  // interpolated, ready to show
  Verdict verdict;      // Illegal: the engine's verdict
};

class LessonRunner {
 public:
  // Starts at the first step, on a History of its own.
  explicit LessonRunner(Lesson lesson);
  // Plays on `history` (reset to the lesson's start): the client's one History, which its board, panels and
  // presentation read. `history` must outlive the runner.
  LessonRunner(Lesson lesson, History& history);

  [[nodiscard]] const Lesson& lesson() const { return lesson_; }
  [[nodiscard]] const History& history() const { return *history_; }
  [[nodiscard]] const GameState& state() const { return history_->state(); }
  // Commands the player played that undo() can take back.
  [[nodiscard]] bool canUndo() const { return !played_.empty(); }
  // The index of the current step; lesson().steps.size() once the lesson is over.
  [[nodiscard]] std::size_t stepIndex() const { return entries_.back().step; }
  [[nodiscard]] bool finished() const { return stepIndex() >= lesson_.steps.size(); }
  [[nodiscard]] const LessonStep* step() const { return finished() ? nullptr : &lesson_.steps[stepIndex()]; }
  // The current step's text (say/observe/check text, do instruction, ask question, free objective) with its
  // placeholders filled from the state and the last command's events.
  [[nodiscard]] std::string text() const;
  // The current do or try step's hint, interpolated; empty on other steps.
  [[nodiscard]] std::string hint() const;
  // The events of the last command the player played (what the client presents on an observe step).
  [[nodiscard]] const EventLog& lastEvents() const;
  // Ask: the index of the answer the engine computes for the current state; -1 on other steps.
  [[nodiscard]] int rightAnswer() const;
  // The current step's solution (do, try: its solution command) parsed against the state; nothing elsewhere.
  [[nodiscard]] std::optional<Command> solution() const;
  // The state hash when the current step began (its forced outcomes queued): rewindStep() comes back to it.
  [[nodiscard]] std::uint64_t stepStartHash() const { return entries_.back().hash; }

  // do: a matching legal command is applied and the lesson moves on; free: any legal command is applied and
  // the lesson moves on once the objective holds; try: a matching command the engine refuses for the step's
  // rule moves the lesson on (Refused), and a legal one gets the hint. Otherwise nothing changes and the reply
  // says why.
  LessonReply submit(const Command& cmd, Moments* moments = nullptr);
  // say/observe: move on. check: move on when the condition holds. ask: `answer` is the index chosen.
  LessonReply next(int answer = -1);
  // Takes back the last command the player played (and the steps entered since); false when there is none.
  bool undo();
  // Back to the state the current step began in, its forced outcomes queued again.
  void rewindStep();
  // The lesson from its first step.
  void restart();
  // Empty while the current step can still be completed from here; else why not, and what to do.
  [[nodiscard]] std::optional<std::string> deadEnd() const;

 private:
  struct Entry {
    std::size_t step = 0;
    std::size_t entered = 0;  // commands in the history when the step was entered
    std::size_t ready = 0;    // ... and once its forced outcomes were queued
    std::uint64_t hash = 0;   // the state hash then
  };
  struct Played {
    std::size_t index = 0;  // its place in the history's commands
    EventLog events;
  };
  void enter(std::size_t step);
  void advance() { enter(stepIndex() + 1); }
  [[nodiscard]] bool doMatches(const Command& cmd) const;

  Lesson lesson_;
  std::unique_ptr<History> own_;  // the runner's own History, when it was given none
  History* history_;
  std::vector<Entry> entries_;
  std::vector<Played> played_;
};

}  // namespace nemesis
