// What `nemesis-lab tutorial check` verifies of a lesson (docs/tutorial-format.md "Checking a lesson"), as
// functions the test suite calls too. Deterministic: the deviation mode draws from its own seeded generator.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "lesson.hpp"

namespace nemesis {

// A rule a lesson says it teaches, and where it says so ("teaches", "steps[4]"): its `teaches` list and the
// `rule` of its do, observe, check and free steps. The `rule` of a say or ask step only links the rules
// reference and claims nothing.
struct LessonClaim {
  RuleId rule;
  std::string where;
};
[[nodiscard]] std::vector<LessonClaim> lessonClaims(const Lesson& lesson);

// What checking a lesson found. `shown` is what the lesson teaches (docs/tutorial-format.md "Taught means
// shown"): every rule an event of a do step's solution cites, and the rule of every check step that passes and
// every free step whose objective is reached on the solution. A free step's own events do not count: it is
// played with real chance, so what its solution met a player may never meet. The lab, the coverage table and
// the tests all read it from here.
struct LessonCheck {
  std::vector<std::string> problems;  // each "FILE: WHERE: problem"; empty when the lesson passes
  std::vector<RuleId> shown;          // in rule-table order, each once
  [[nodiscard]] bool shows(RuleId rule) const;
};

// Plays the lesson's solution headless: each do step's solution, each free step's solution commands, each
// ask step's computed answer, each check (which must hold). Afterwards the lesson must be over, every forced
// outcome consumed, and every rule it claims (lessonClaims) shown.
// With `deviations` > 0, up to that many random legal commands are submitted at each do and free step first
// (drawn from a generator seeded with `seed`): after each the invariants must hold and the runner must not be
// corrupted; an accepted one is undone (the step and its state must come back); at the end rewindStep() must
// bring back the step's start state (hash equal). Only the solution's own commands count as shown.
// With `transcript`, each step's text as the player would read it (placeholders filled) and each command the
// solution plays are appended to it: a lesson's author reads what the narration says after real moves.
[[nodiscard]] LessonCheck checkLesson(const Lesson& lesson, int deviations = 0, std::uint64_t seed = 0,
                                      std::vector<std::string>* transcript = nullptr);

// checkLesson's problems, without deviations.
[[nodiscard]] std::vector<std::string> checkLessonSolution(const Lesson& lesson,
                                                           std::vector<std::string>* transcript = nullptr);
// checkLesson's problems.
[[nodiscard]] std::vector<std::string> deviateLesson(const Lesson& lesson, int deviations, std::uint64_t seed,
                                                     std::vector<std::string>* transcript = nullptr);

}  // namespace nemesis
