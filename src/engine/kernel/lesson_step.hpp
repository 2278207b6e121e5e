// The kinds of a lesson's step, as the one lesson strip of the client shows them for every game's lessons
// (docs/tutorial-format.md): each game's lesson format uses some of them.
#pragma once

#include <cstdint>

namespace nemesis {

// Say: text to read; Do: a command to give; Observe: watch what the board shows; Check: a condition to reach;
// Ask: a question to answer; Free: an objective reached any way; Try: the player tries a command the engine
// refuses, and the refusal (which cites the step's rule) is the lesson.
enum class LessonStepKind : std::uint8_t { Say, Do, Observe, Check, Ask, Free, Try };

}  // namespace nemesis
