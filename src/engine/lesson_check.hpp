// What `nemesis-lab tutorial check` verifies of a lesson (docs/tutorial-format.md "Checking a lesson"), as
// functions the test suite calls too. Deterministic: the deviation mode draws from its own seeded generator.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "lesson.hpp"

namespace nemesis {

// Plays the lesson's solution headless: each do step's solution, each free step's solution commands, each
// ask step's computed answer, each check (which must hold). Afterwards the lesson must be over and every forced
// outcome consumed. Returns the problems, each "FILE: steps[N]...: problem"; empty when the lesson passes.
// With `transcript`, each step's text as the player would read it (placeholders filled) and each command the
// solution plays are appended to it: a lesson's author reads what the narration says after real moves.
[[nodiscard]] std::vector<std::string> checkLessonSolution(const Lesson& lesson,
                                                           std::vector<std::string>* transcript = nullptr);

// The solution, with up to `deviations` random legal commands submitted at each do and free step first (drawn
// from a generator seeded with `seed`): after each the invariants must hold and the runner must not be
// corrupted; an accepted one is undone (the step and its state must come back); at the end rewindStep() must
// bring back the step's start state (hash equal). Returns the problems; empty when all held.
[[nodiscard]] std::vector<std::string> deviateLesson(const Lesson& lesson, int deviations, std::uint64_t seed,
                                                     std::vector<std::string>* transcript = nullptr);

}  // namespace nemesis
